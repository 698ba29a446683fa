//! `spindle gallery`'s contract (docs/cli-gallery.md): the JSON lists every gallery entry with `name`, `title`,
//! `concepts` (glossary term ids) and `lesson_steps`, and `spindle run builtin:NAME` runs each of them.

use spindle_core::gallery::{self, glossary};

fn run(args: &[&str]) -> spindle_cli::Outcome {
    spindle_cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn gallery_json_lists_every_entry_with_the_documented_fields() {
    let out = run(&["gallery", "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let entries = v.as_array().expect("an array");
    let names: Vec<&str> = entries.iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert_eq!(names, gallery::names());
    for e in entries {
        let name = e["name"].as_str().unwrap();
        assert!(e["title"].as_str().is_some_and(|t| !t.is_empty()), "{name}");
        let concepts = e["concepts"].as_array().unwrap();
        assert!(!concepts.is_empty(), "{name}");
        assert!(concepts.iter().all(|c| glossary::term(c.as_str().unwrap()).is_some()), "{name}");
        let steps = e["lesson_steps"].as_u64().unwrap() as usize;
        assert_eq!(steps, gallery::entry(name).unwrap().lesson_steps(), "{name}");
        assert_eq!(e["lesson"].is_null(), steps == 0, "{name}");
        for key in ["summary", "yarn", "topic", "handler"] {
            assert!(e[key].as_str().is_some_and(|s| !s.is_empty()), "{name}: {key}");
        }
    }
    assert!(entries.iter().any(|e| e["yarn"] == "beyond YARN" && e["name"] == "c5-delayed-or"));
    assert!(entries.iter().any(|e| e["lesson_steps"] == 0));
}

#[test]
fn gallery_text_names_every_entry_and_bad_arguments_exit_two() {
    let out = run(&["gallery"]);
    assert_eq!(out.code, 0);
    for name in gallery::names() {
        assert!(out.stdout.contains(name), "{name}");
    }
    assert_eq!(run(&["gallery", "--format", "xml"]).code, 2);
    assert_eq!(run(&["gallery", "extra"]).code, 2);
}

#[test]
fn run_builtin_runs_every_entry_under_its_handler() {
    for e in gallery::ENTRIES {
        let arg = format!("builtin:{}", e.name);
        let out = run(&["run", &arg, "--steps", "2"]);
        assert_eq!(out.code, 0, "{}: {}", e.name, out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["handler"], e.handler.name(), "{}", e.name);
        assert_eq!(v["scenario"], e.title, "{}", e.name);
        assert_eq!(run(&["check", &arg]).code, 0, "{}", e.name);
    }
}

#[test]
fn gallery_name_shows_one_entry_with_its_lesson_resolved() {
    let out = run(&["gallery", "zk-anti-affinity", "--format", "json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["name"], "zk-anti-affinity");
    assert!(v["description"].as_str().is_some_and(|d| d.contains("NOTIN,NODE,zk")));
    let steps = v["lesson"]["steps"].as_array().unwrap();
    assert_eq!(steps.len(), v["lesson_steps"].as_u64().unwrap() as usize);
    let predicts: Vec<&serde_json::Value> = steps.iter().filter(|s| !s["predict"].is_null()).collect();
    let answers: Vec<&str> = predicts.iter().map(|s| s["predict"]["answer"].as_str().unwrap()).collect();
    assert_eq!(answers, ["node-1", "node-2", "node-3"], "one per node, in heartbeat order");
    for p in predicts {
        let reveal = p["predict"]["reveal_step"].as_u64().unwrap();
        assert_eq!(reveal, p["step"].as_u64().unwrap() + 1);
        assert!(p["predict"]["candidates"].as_array().unwrap().contains(&p["predict"]["answer"]));
    }
    assert!(v["lesson"]["check"][0]["answer"].is_u64());

    let text = run(&["gallery", "c5-delayed-or"]);
    assert_eq!(text.code, 0);
    assert!(text.stdout.contains("predict: Which node will the sixth map land on? → n2"), "{}", text.stdout);
    assert!(text.stdout.contains("(right)"));
    assert!(!text.stdout.contains("[["), "markup is dropped in text");
    let plain = run(&["gallery", "elastic"]);
    assert_eq!(plain.code, 0);
    assert!(!plain.stdout.contains("Lesson:"));
    let bad = run(&["gallery", "nope"]);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("no built-in scenario `nope`"));
}
