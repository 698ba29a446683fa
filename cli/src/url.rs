//! `spindle url encode SCENARIO [--step N] [--tab NAME] [--embed]` prints a share link's fragment;
//! `spindle url decode FRAGMENT_OR_URL` prints the scenario a link holds, as JSON in the current format version
//! (`docs/cli-url.md`). Both go through `spindle_core::link`, the playground's own codec, so a link the CLI cannot
//! read fails with the sentence the page shows (exit 2), and the library's words follow as details.

use spindle_core::link::{self, View};

use crate::Outcome;

pub const USAGE: &str = "usage: spindle url encode SCENARIO [--step N] [--tab NAME] [--embed]\n       spindle url \
                         decode FRAGMENT_OR_URL\nencode prints a share link's fragment (#v=…&s=…); decode prints the \
                         scenario a link holds as JSON\n";

pub fn run(args: &[String]) -> Outcome {
    match args.first().map(String::as_str) {
        Some("encode") => encode(&args[1..]),
        Some("decode") => decode(&args[1..]),
        Some("-h" | "--help") => Outcome::ok(USAGE.to_string()),
        _ => Outcome::usage(format!("spindle url: say encode or decode\n{USAGE}")),
    }
}

fn encode(args: &[String]) -> Outcome {
    let (mut scenario, mut view) = (None, View::default());
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--step" => match args.get(i + 1).and_then(|v| v.parse().ok()) {
                Some(step) => {
                    view.step = Some(step);
                    i += 1;
                }
                None => return Outcome::usage(format!("spindle url encode: --step takes a step number\n{USAGE}")),
            },
            "--tab" => match args.get(i + 1) {
                Some(tab) => {
                    view.tab = Some(tab.clone());
                    i += 1;
                }
                None => return Outcome::usage(format!("spindle url encode: --tab takes a tab name\n{USAGE}")),
            },
            "--embed" => view.embed = true,
            other if other.starts_with("--") => {
                return Outcome::usage(format!("spindle url encode: unknown option `{other}`\n{USAGE}"))
            }
            other if scenario.is_none() => scenario = Some(other.to_string()),
            other => return Outcome::usage(format!("spindle url encode: unexpected argument `{other}`\n{USAGE}")),
        }
        i += 1;
    }
    let Some(arg) = scenario else {
        return Outcome::usage(format!("spindle url encode: which scenario?\n{USAGE}"));
    };
    match crate::run::load(&arg) {
        Ok(loaded) => Outcome::ok(format!("#{}\n", link::encode(&loaded.scenario, &view))),
        Err(e) => Outcome::usage(format!("spindle url encode: {e}\n")),
    }
}

fn decode(args: &[String]) -> Outcome {
    let [text] = args else {
        return Outcome::usage(format!("spindle url decode: give one fragment or URL\n{USAGE}"));
    };
    match link::decode(text) {
        Ok(l) => match serde_json::to_string_pretty(&l.scenario) {
            Ok(json) => {
                let notes: String =
                    l.scenario.migration_notes.0.iter().map(|n| format!("spindle url decode: note: {n}\n")).collect();
                Outcome { code: 0, stdout: json + "\n", stderr: notes }
            }
            Err(e) => Outcome::internal(format!("spindle url decode: cannot write the scenario: {e}\n")),
        },
        Err(e) => {
            let details = e.details().map(|d| format!("  details: {d}\n")).unwrap_or_default();
            Outcome::usage(format!("spindle url decode: {e}\n{details}"))
        }
    }
}
