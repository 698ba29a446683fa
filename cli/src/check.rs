//! `spindle check SCENARIO [--handler H] [--format text|json]`: validates a scenario and lists every error and
//! warning with where it is (`docs/cli-check.md`). Exit 0 without errors, 2 with any.

use serde_json::json;
use spindle_core::scenario::{validate, Diagnostic, DiagnosticCode, FieldPath};

use crate::run::{load, parse_handler};
use crate::Outcome;

pub const USAGE: &str = "usage: spindle check SCENARIO [--handler disabled|scheduler|placement-processor] \
                         [--format text|json]\nSCENARIO is a JSON file or builtin:NAME\n";

pub fn run(args: &[String]) -> Outcome {
    let (mut scenario_arg, mut handler, mut json_out) = (None, None, false);
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--handler" => match args.get(i + 1).map(|v| parse_handler(v)) {
                Some(Ok(h)) => handler = Some(h),
                Some(Err(e)) => return Outcome::usage(format!("spindle check: {e}\n")),
                None => return Outcome::usage(format!("spindle check: --handler needs a value\n{USAGE}")),
            },
            "--format" => match args.get(i + 1).map(String::as_str) {
                Some("json") => json_out = true,
                Some("text") => json_out = false,
                _ => return Outcome::usage(format!("spindle check: --format takes text or json\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            _ if a.starts_with("--") => return Outcome::usage(format!("spindle check: unknown option `{a}`\n{USAGE}")),
            _ if scenario_arg.is_none() => {
                scenario_arg = Some(a.to_string());
                i += 1;
                continue;
            }
            _ => return Outcome::usage(format!("spindle check: unexpected argument `{a}`\n{USAGE}")),
        }
        i += 2;
    }
    let Some(arg) = scenario_arg else { return Outcome::usage(format!("spindle check: no scenario\n{USAGE}")) };
    // A file that cannot be read or parsed is one error, reported like the others.
    let (label, diags) = match load(&arg) {
        Ok(l) => (l.label, validate(&l.scenario, handler).diagnostics),
        Err(e) => (arg.clone(), vec![Diagnostic::error(DiagnosticCode::UnreadableScenario, FieldPath::root(), e)]),
    };
    let errors = diags.iter().filter(|d| d.is_error()).count();
    let warnings = diags.len() - errors;
    let stdout = if json_out {
        let value = json!({
            "scenario": label,
            "errors": errors,
            "warnings": warnings,
            "diagnostics": diags,
        });
        match crate::wire::to_json("spindle check", &value) {
            Outcome { code: 0, stdout, .. } => stdout,
            failed => return failed,
        }
    } else {
        let mut s = String::new();
        for d in &diags {
            s.push_str(&format!("{d}\n"));
        }
        s.push_str(&format!("{label}: {errors} error(s), {warnings} warning(s)\n"));
        s
    };
    Outcome { code: if errors > 0 { 2 } else { 0 }, stdout, stderr: String::new() }
}
