//! `spindle import FILE... [--as KIND] [--base SCENARIO] [-o OUT]`: reads the files an operator has
//! (`docs/cli-import.md`), merges them into one scenario and prints it as JSON; what was not carried over goes to
//! standard error with where it was. Exit 0, or 2 with what and where (a file that cannot be read, a malformed one,
//! or a merged scenario the core's check rejects — then nothing is written).

use spindle_formats::{import, Input, Kind};

use crate::run::load;
use crate::Outcome;

pub const USAGE: &str = "usage: spindle import FILE... [--as KIND] [--base SCENARIO] [-o OUT]\n\
                         --as KIND applies to the files after it; KIND is one of scenario, capacity-scheduler-xml, \
                         yarn-site-xml, nodes-json, scheduler-json, apps-json, yarnfile, distributed-shell, sls-trace, \
                         sls-nodes\n";

pub fn run(args: &[String]) -> Outcome {
    let mut files: Vec<(String, Option<Kind>)> = Vec::new();
    let (mut base, mut out, mut kind) = (None, None, None);
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let value = args.get(i + 1);
        match a {
            "--as" => match value.map(|v| v.parse::<Kind>()) {
                Some(Ok(k)) => kind = Some(k),
                Some(Err(e)) => return Outcome::usage(format!("spindle import: {e}\n")),
                None => return Outcome::usage(format!("spindle import: --as needs a kind\n{USAGE}")),
            },
            "--base" => match value {
                Some(v) => base = Some(v.clone()),
                None => return Outcome::usage(format!("spindle import: --base needs a scenario\n{USAGE}")),
            },
            "-o" | "--output" => match value {
                Some(v) => out = Some(v.clone()),
                None => return Outcome::usage(format!("spindle import: -o needs a file\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            _ if a.starts_with('-') && a.len() > 1 => {
                return Outcome::usage(format!("spindle import: unknown option `{a}`\n{USAGE}"))
            }
            _ => {
                files.push((a.to_string(), kind));
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if files.is_empty() {
        return Outcome::usage(format!("spindle import: no file\n{USAGE}"));
    }
    let base = match base.map(|b| load(&b)) {
        None => None,
        Some(Ok(l)) => Some(l.scenario),
        Some(Err(e)) => return Outcome::usage(format!("spindle import: --base: {e}\n")),
    };
    let mut texts = Vec::new();
    for (name, _) in &files {
        match std::fs::read_to_string(name) {
            Ok(t) => texts.push(t),
            Err(e) => return Outcome::usage(format!("spindle import: {name}: cannot read: {e}\n")),
        }
    }
    let inputs: Vec<Input<'_>> =
        files.iter().zip(&texts).map(|((name, kind), text)| Input { name, text, kind: *kind }).collect();
    let imported = match import(&inputs, base) {
        Ok(i) => i,
        Err(e) => return Outcome::usage(format!("spindle import: {e}\n")),
    };
    let mut stderr = String::new();
    for f in &imported.files {
        stderr.push_str(&format!("{}: read as {}\n", f.file, f.kind));
    }
    for w in &imported.warnings {
        stderr.push_str(&format!("warning: {w}\n"));
    }
    let mut errors = 0;
    for d in &imported.check {
        let level = if d.is_error() {
            errors += 1;
            "error"
        } else {
            "warning"
        };
        stderr.push_str(&format!("{level}: scenario: {}: {}\n", d.path, d.message));
    }
    if errors > 0 {
        stderr.push_str(&format!(
            "spindle import: the merged scenario has {errors} error(s) (above): nothing written; add the missing parts \
             (e.g. --base SCENARIO or a nodes file) or fix the files\n"
        ));
        return Outcome { code: 2, stdout: String::new(), stderr };
    }
    let json = match crate::wire::to_json("spindle import", &imported.scenario) {
        Outcome { code: 0, stdout, .. } => stdout,
        failed => return failed,
    };
    match out {
        Some(path) => match std::fs::write(&path, &json) {
            Ok(()) => Outcome { code: 0, stdout: String::new(), stderr },
            Err(e) => Outcome::usage(format!("{stderr}spindle import: {path}: cannot write: {e}\n")),
        },
        None => Outcome { code: 0, stdout: json, stderr },
    }
}
