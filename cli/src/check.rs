//! `spindle check SCENARIO [--handler H] [--format text|json]`: validates a scenario and lists every error and
//! warning with where it is (`docs/cli-check.md`). Exit 0 without errors, 2 with any.

use serde_json::json;
use spindle_core::sim::{check_scenario, Level};

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
        Ok(l) => (l.label, check_scenario(&l.scenario, handler)),
        Err(e) => {
            let d = spindle_core::sim::Diagnostic { level: Level::Error, path: String::new(), message: e };
            (arg.clone(), vec![d])
        }
    };
    let errors = diags.iter().filter(|d| d.level == Level::Error).count();
    let warnings = diags.len() - errors;
    let stdout = if json_out {
        let mut s = serde_json::to_string_pretty(&json!({
            "scenario": label,
            "errors": errors,
            "warnings": warnings,
            "diagnostics": diags,
        }))
        .unwrap_or_default();
        s.push('\n');
        s
    } else {
        let mut s = String::new();
        for d in &diags {
            let level = if d.level == Level::Error { "error" } else { "warning" };
            if d.path.is_empty() {
                s.push_str(&format!("{level}: {}\n", d.message));
            } else {
                s.push_str(&format!("{level}: {}: {}\n", d.path, d.message));
            }
        }
        s.push_str(&format!("{label}: {errors} error(s), {warnings} warning(s)\n"));
        s
    };
    Outcome { code: if errors > 0 { 2 } else { 0 }, stdout, stderr: String::new() }
}
