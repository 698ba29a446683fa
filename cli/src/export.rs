//! `spindle export KIND SCENARIO [--hadoop 3.1|3.2|3.3]`: writes a scenario's constraints, queues or settings in the
//! form the named Hadoop version reads (`docs/cli-export.md`). The text goes to standard output; what that version
//! would reject or read differently, and anything left out, goes to standard error as warnings. Exit 0, or 2 for
//! bad arguments or a scenario that cannot be read.

use spindle_formats::{export, ExportKind, HadoopVersion};

use crate::run::load;
use crate::Outcome;

pub const USAGE: &str = "usage: spindle export KIND SCENARIO [--hadoop 3.1|3.2|3.3]\n\
                         KIND is one of placement-spec, distributed-shell, java, yarnfile, capacity-scheduler-xml, \
                         yarn-site-xml; SCENARIO is a JSON file or builtin:NAME; --hadoop defaults to 3.3\n";

pub fn run(args: &[String]) -> Outcome {
    let mut positional = Vec::new();
    let mut version = HadoopVersion::default();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--hadoop" => match args.get(i + 1).map(|v| v.parse::<HadoopVersion>()) {
                Some(Ok(v)) => version = v,
                Some(Err(e)) => return Outcome::usage(format!("spindle export: {e}\n")),
                None => return Outcome::usage(format!("spindle export: --hadoop needs a version\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            _ if a.starts_with("--") => {
                return Outcome::usage(format!("spindle export: unknown option `{a}`\n{USAGE}"))
            }
            _ => {
                positional.push(a.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let [kind, scenario] = positional.as_slice() else {
        return Outcome::usage(format!("spindle export: expected KIND and SCENARIO\n{USAGE}"));
    };
    let kind = match kind.parse::<ExportKind>() {
        Ok(k) => k,
        Err(e) => return Outcome::usage(format!("spindle export: {e}\n")),
    };
    let loaded = match load(scenario) {
        Ok(l) => l,
        Err(e) => return Outcome::usage(format!("spindle export: {e}\n")),
    };
    let exported = export(kind, &loaded.scenario, version);
    let mut stderr = String::new();
    for w in &exported.warnings {
        stderr.push_str(&format!("warning: {w}\n"));
    }
    Outcome { code: 0, stdout: exported.text, stderr }
}
