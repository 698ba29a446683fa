//! `spindle eval FILE` — the verdict tree of one request for every node of a scenario (`docs/cli-eval.md`).

use spindle_core::constraint::scenario::{EvalScenario, LoadedScenario};

use crate::Outcome;

pub const USAGE: &str = "usage: spindle eval FILE   (FILE: a JSON scenario; `-` reads standard input)\n";

pub fn run(args: &[String]) -> Outcome {
    let path = match args {
        [p] => p,
        [] => return Outcome::usage(format!("spindle eval: missing FILE\n{USAGE}")),
        _ => return Outcome::usage(format!("spindle eval: expected one FILE\n{USAGE}")),
    };
    let text = if path == "-" {
        let mut s = String::new();
        match std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            Ok(_) => s,
            Err(e) => return Outcome::usage(format!("spindle eval: cannot read standard input: {e}\n")),
        }
    } else {
        match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => return Outcome::usage(format!("spindle eval: cannot read `{path}`: {e}\n")),
        }
    };
    // With the JSON path of the field at fault: a constraint tree is checked field by field, and "unknown field
    // `namspace`" is only useful next to where it is.
    let scenario: EvalScenario = match crate::run::read_document(&text) {
        Ok(s) => s,
        Err(e) => return Outcome::usage(format!("spindle eval: `{path}` is not a valid scenario: {}\n", e.at(path))),
    };
    let loaded = match LoadedScenario::load(&scenario) {
        Ok(l) => l,
        Err(e) => return Outcome::usage(format!("spindle eval: {path}: {e}\n")),
    };
    crate::wire::to_json("spindle eval", &crate::wire::eval::EvalOutput::from(&loaded.report()))
}
