//! `spindle gallery [NAME] [--format text|json]`: every gallery entry — the scenarios `builtin:NAME` runs, with what
//! each shows, the concepts it teaches (glossary terms), the YARN release it needs, its handler and its lesson — or
//! one entry with its lesson resolved on the run: the step each narration is shown at and every predict prompt's
//! answer, computed by the simulator (`docs/cli-gallery.md`).

use serde_json::{json, Value};
use spindle_core::gallery::lesson::{plan, PlannedStep};
use spindle_core::gallery::{self, glossary, markup, Entry, Topic, YarnVersion};
use spindle_core::sim::Simulator;

use crate::Outcome;

pub const USAGE: &str = "usage: spindle gallery [NAME] [--format text|json]\nlists every built-in scenario (run one \
                         with `spindle run builtin:NAME`), or shows one with its lesson\n";

pub fn run(args: &[String]) -> Outcome {
    let (mut json_out, mut name) = (false, None);
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--format" => match args.get(i + 1).map(String::as_str) {
                Some("json") => json_out = true,
                Some("text") => json_out = false,
                _ => return Outcome::usage(format!("spindle gallery: --format takes text or json\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            other if other.starts_with("--") => {
                return Outcome::usage(format!("spindle gallery: unknown option `{other}`\n{USAGE}"))
            }
            other if name.is_none() => {
                name = Some(other.to_string());
                i += 1;
                continue;
            }
            other => return Outcome::usage(format!("spindle gallery: unexpected argument `{other}`\n{USAGE}")),
        }
        i += 2;
    }
    if let Some(name) = name {
        return one(&name, json_out);
    }
    if json_out {
        let entries: Vec<Value> = gallery::ENTRIES.iter().map(entry_json).collect();
        crate::wire::to_json("spindle gallery", &entries)
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
            out.push_str(&format!("  {:<32} {} [{}, {}{lesson}]\n", e.name, e.title, yarn_label(e), e.handler));
            out.push_str(&format!("  {:<32} {}\n", "", e.summary));
            let concepts: Vec<&str> = e.concepts.iter().map(|c| glossary::term(c).map_or(*c, |t| t.term)).collect();
            out.push_str(&format!("  {:<32} concepts: {}\n", "", concepts.join(", ")));
        }
        out.push('\n');
    }
    out.push_str("Run one with `spindle run builtin:NAME`.\n");
    out
}

/// One entry, with its scenario's description and its lesson resolved on the run.
fn one(name: &str, json_out: bool) -> Outcome {
    let Some(e) = gallery::entry(name) else {
        let unknown = gallery::GalleryError::Unknown { name: name.to_string(), known: gallery::names() };
        return Outcome::usage(format!("spindle gallery: {unknown}\n"));
    };
    let scenario = match e.scenario() {
        Ok(s) => s,
        Err(err) => return Outcome::usage(format!("spindle gallery: {err}\n")),
    };
    let sim = match Simulator::new(&scenario) {
        Ok(s) => s,
        Err(err) => return Outcome::usage(format!("spindle gallery: {name}: {err}\n")),
    };
    let planned = match e.lesson.map(|l| plan(&sim, l)).transpose() {
        Ok(p) => p.unwrap_or_default(),
        Err((step, err)) => {
            return Outcome::usage(format!("spindle gallery: {name}: lesson step {}: {err}\n", step + 1))
        }
    };
    let node_name = |n: spindle_core::topology::NodeId| sim.state().topology().node(n).name.clone();
    let predict_json = |p: &PlannedStep, question: &str| {
        p.answer.as_ref().map(|a| {
            json!({
                "question": question,
                "answer": a.node_name,
                "reveal_step": a.reveal_step,
                "candidates": a.candidates.iter().map(|&n| node_name(n)).collect::<Vec<_>>(),
                "reason": a.reason,
            })
        })
    };
    if json_out {
        let lesson = e.lesson.map(|l| {
            let steps: Vec<Value> = l
                .steps
                .iter()
                .zip(&planned)
                .map(|(s, p)| {
                    json!({
                        "step": p.step,
                        "text": s.text,
                        "predict": s.predict.and_then(|q| predict_json(p, q.question)),
                    })
                })
                .collect();
            json!({ "title": l.title, "intro": l.intro, "steps": steps, "check": l.check })
        });
        let mut v = entry_json(e);
        v["description"] = json!(scenario.description);
        v["lesson"] = json!(lesson);
        return crate::wire::to_json("spindle gallery", &v);
    }
    let mut out = format!("{} — {} [{}, {}]\n{}\n", e.name, e.title, yarn_label(e), e.handler, e.summary);
    out.push_str(&format!("concepts: {}\n\n{}\n", concept_names(e), scenario.description));
    if let Some(l) = e.lesson {
        out.push_str(&format!("\nLesson: {}\n{}\n", l.title, markup::plain(l.intro)));
        for (k, (s, p)) in l.steps.iter().zip(&planned).enumerate() {
            out.push_str(&format!("{:>3}. [step {}] {}\n", k + 1, p.step, markup::plain(s.text)));
            if let (Some(q), Some(a)) = (&s.predict, &p.answer) {
                let could: Vec<String> = a.candidates.iter().map(|&n| node_name(n)).collect();
                out.push_str(&format!(
                    "     predict: {} → {} (revealed at step {}; could take it then: {})\n",
                    q.question,
                    a.node_name,
                    a.reveal_step,
                    could.join(", ")
                ));
            }
        }
        out.push_str("\nCheck:\n");
        for (k, q) in l.check.iter().enumerate() {
            out.push_str(&format!("{:>3}. {}\n", k + 1, q.prompt));
            for (c, choice) in q.choices.iter().enumerate() {
                let mark = if q.is_right(c) { " (right)" } else { "" };
                out.push_str(&format!("     {}) {choice}{mark}\n", char::from(b'a' + c as u8)));
            }
            out.push_str(&format!("     {}\n", markup::plain(q.explanation)));
        }
    }
    Outcome::ok(out)
}

fn yarn_label(e: &Entry) -> String {
    match e.yarn {
        YarnVersion::BeyondYarn => e.yarn.label().to_string(),
        v => format!("YARN {v}"),
    }
}

fn concept_names(e: &Entry) -> String {
    let names: Vec<&str> = e.concepts.iter().map(|c| glossary::term(c).map_or(*c, |t| t.term)).collect();
    names.join(", ")
}
