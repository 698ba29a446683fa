//! `spindle gallery [--format text|json]`: every gallery entry — the scenarios `builtin:NAME` runs, with what each
//! shows, the concepts it teaches (glossary terms), the YARN release it needs, its handler and its lesson
//! (`docs/cli-gallery.md`).

use serde_json::{json, Value};
use spindle_core::gallery::{self, glossary, Entry, Topic, YarnVersion};

use crate::Outcome;

pub const USAGE: &str = "usage: spindle gallery [--format text|json]\nlists every built-in scenario (run one with \
                         `spindle run builtin:NAME`)\n";

pub fn run(args: &[String]) -> Outcome {
    let mut json_out = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--format" => match args.get(i + 1).map(String::as_str) {
                Some("json") => json_out = true,
                Some("text") => json_out = false,
                _ => return Outcome::usage(format!("spindle gallery: --format takes text or json\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            other => return Outcome::usage(format!("spindle gallery: unexpected argument `{other}`\n{USAGE}")),
        }
        i += 2;
    }
    if json_out {
        let entries: Vec<Value> = gallery::ENTRIES.iter().map(entry_json).collect();
        let mut out = serde_json::to_string_pretty(&entries).unwrap_or_default();
        out.push('\n');
        Outcome::ok(out)
    } else {
        Outcome::ok(text())
    }
}

/// One entry as JSON (the documented contract).
fn entry_json(e: &Entry) -> Value {
    let lesson = e.lesson.map(|l| {
        json!({
            "title": l.title,
            "predict_prompts": l.steps.iter().filter(|s| s.predict.is_some()).count(),
            "questions": l.check.len(),
        })
    });
    json!({
        "name": e.name,
        "title": e.title,
        "summary": e.summary,
        "concepts": e.concepts,
        "yarn": e.yarn.label(),
        "yarn_note": e.yarn_note,
        "topic": e.topic,
        "handler": e.handler.name(),
        "generated": e.json().is_none(),
        "lesson_steps": e.lesson_steps(),
        "lesson": lesson,
    })
}

/// The gallery by topic, one entry per line, then its summary and concepts.
fn text() -> String {
    let mut out = String::new();
    for topic in Topic::ALL {
        out.push_str(&format!("{}\n", topic.title()));
        for e in gallery::ENTRIES.iter().filter(|e| e.topic == topic) {
            let lesson = match e.lesson_steps() {
                0 => String::new(),
                n => format!(", lesson: {n} steps"),
            };
            let yarn = match e.yarn {
                YarnVersion::BeyondYarn => e.yarn.label().to_string(),
                v => format!("YARN {v}"),
            };
            out.push_str(&format!("  {:<32} {} [{yarn}, {}{lesson}]\n", e.name, e.title, e.handler));
            out.push_str(&format!("  {:<32} {}\n", "", e.summary));
            let concepts: Vec<&str> = e.concepts.iter().map(|c| glossary::term(c).map_or(*c, |t| t.term)).collect();
            out.push_str(&format!("  {:<32} concepts: {}\n", "", concepts.join(", ")));
        }
        out.push('\n');
    }
    out.push_str("Run one with `spindle run builtin:NAME`.\n");
    out
}
