//! `spindle preempt` on the documented example and on bad input.

use spindle_cli::run;
use tempfile::TempDir;

fn example() -> String {
    format!("{}/../docs/examples/preempt-three-queues.json", env!("CARGO_MANIFEST_DIR"))
}

fn args(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// A test's directory for its snapshots, removed with them when the test ends, passed or failed.
fn temp_dir() -> TempDir {
    TempDir::with_prefix("spindle-preempt-").unwrap()
}

/// `body` as `NAME.json` in `dir`; its path.
fn temp_file(dir: &TempDir, name: &str, body: &str) -> String {
    let path = dir.path().join(format!("{name}.json"));
    std::fs::write(&path, body).unwrap();
    path.to_string_lossy().into_owned()
}

/// The worked example of docs/cli-preempt.md.
#[test]
fn example_report_matches_the_documentation() {
    let out = run(&args(&["preempt", &example()]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let queue = |name: &str| v["queues"].as_array().unwrap().iter().find(|q| q["queue"] == name).unwrap().clone();
    assert_eq!(queue("root.a")["ideal"][0], 43008);
    assert_eq!(queue("root.b")["ideal"][0], 35635);
    assert_eq!(queue("root.c")["ideal"][0], 23757);
    assert_eq!(queue("root.b")["to_preempt"]["over_ideal"][0], 38093);
    assert_eq!(queue("root.b")["to_preempt"]["after_per_round_cap"][0], 9523);
    assert_eq!(queue("root.b")["to_preempt"]["to_obtain"][0], 1905);
    assert_eq!(queue("root.c")["to_preempt"]["to_obtain"][0], 143);
    assert_eq!(queue("root.b")["scaling_factor"], 0.25);
    let selected: Vec<u64> =
        v["selected"].as_array().unwrap().iter().map(|s| s["container"].as_u64().unwrap()).collect();
    assert_eq!(selected, vec![15]);
    assert_eq!(v["selected"][0]["step"], "reserved");
    let kinds: Vec<&str> = v["actions"].as_array().unwrap().iter().map(|a| a["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, vec!["unreserve", "mark"]);
    let c = queue("root.c");
    let c_reasons: Vec<&str> =
        c["reasons"].as_array().unwrap().iter().map(|r| r["why"]["kind"].as_str().unwrap()).collect();
    assert!(c_reasons.contains(&"budget_exhausted"));
    assert!(c_reasons.contains(&"am_containers_spared"));
    assert!(v["notes"][0].as_str().unwrap().contains("ignores placement constraints"));
    assert_eq!(v["placement_check"]["beyond_yarn"], true);
}

#[test]
fn text_summary() {
    let out = run(&args(&["preempt", &example(), "--text", "--now", "3000"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Preemption round at 3000 ms"));
    assert!(out.stdout.contains("Selected containers, in order:"));
    assert!(out.stdout.contains("container 15 of app 3 in root.b"));
}

#[test]
fn malformed_json_points_at_line_and_column() {
    let dir = temp_dir();
    let path = temp_file(
        &dir,
        "syntax",
        "{\n  \"partitions\": [\n    { \"name\": \"\", \"resource\": [1, 1, 0, 0] }\n  ],\n  \"root\": oops\n}\n",
    );
    let out = run(&args(&["preempt", &path]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains(&format!("{path}:5:")), "{}", out.stderr);
}

#[test]
fn unknown_field_is_reported() {
    let dir = temp_dir();
    let body = std::fs::read_to_string(example()).unwrap().replace("\"capacity\": 50", "\"capacty\": 50");
    let path = temp_file(&dir, "field", &body);
    let out = run(&args(&["preempt", &path]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("unknown field `capacty`"), "{}", out.stderr);
}

#[test]
fn invalid_snapshot_says_where() {
    let dir = temp_dir();
    let body = std::fs::read_to_string(example()).unwrap().replace("\"queue\": \"a\"", "\"queue\": \"z\"");
    let path = temp_file(&dir, "queue", &body);
    let out = run(&args(&["preempt", &path]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at applications[3].queue: unknown queue `z`"), "{}", out.stderr);

    let body = std::fs::read_to_string(example()).unwrap().replace("\"capacity\": 20", "\"capacity\": 25");
    let out = run(&args(&["preempt", &temp_file(&dir, "sum", &body)]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at root: the children of `root` have capacities summing to 105"), "{}", out.stderr);
}

#[test]
fn usage_errors() {
    assert_eq!(run(&args(&["preempt"])).code, 2);
    assert_eq!(run(&args(&["preempt", "/nonexistent/snapshot.json"])).code, 2);
    assert_eq!(run(&args(&["preempt", &example(), "--bogus"])).code, 2);
    assert_eq!(run(&args(&["preempt", &example(), "--now"])).code, 2);
    assert_eq!(run(&args(&["preempt", "--help"])).code, 0);
    assert!(run(&args(&["help"])).stdout.contains("preempt"));
}

fn marked_example() -> String {
    format!("{}/../docs/examples/preempt-marked.json", env!("CARGO_MANIFEST_DIR"))
}

fn action_kinds(v: &serde_json::Value) -> Vec<(String, u64)> {
    v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["kind"].as_str().unwrap().to_string(), a["container"].as_u64().unwrap()))
        .collect()
}

/// docs/cli-preempt.md "Marks from earlier rounds": kill after the wait, wait before it, forget stale marks.
#[test]
fn earlier_marks_give_kill_wait_and_forget_from_one_snapshot() {
    let out = run(&args(&["preempt", &marked_example(), "--now", "30001"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let kinds = action_kinds(&v);
    let expect = [("kill", 12), ("wait", 11), ("forget", 40)];
    assert_eq!(kinds, expect.map(|(k, c)| (k.to_string(), c)).to_vec());
    assert_eq!(v["actions"][0]["marked_at_ms"], 15000);
    assert_eq!(v["actions"][1]["kill_at_ms"], 42000);

    // One millisecond before container 12's wait is over, it still waits; container 40 is not yet stale.
    let out = run(&args(&["preempt", &marked_example(), "--now", "29999"]));
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let expect = [("wait", 12), ("wait", 11)];
    assert_eq!(action_kinds(&v), expect.map(|(k, c)| (k.to_string(), c)).to_vec());
}

#[test]
fn bad_marks_say_which_entry() {
    let dir = temp_dir();
    let body = std::fs::read_to_string(marked_example()).unwrap();
    let no_app =
        temp_file(&dir, "mark-no-app", &body.replace(r#""app": 1, "marked_at_ms": 0"#, r#""marked_at_ms": 0"#));
    let out = run(&args(&["preempt", &no_app, "--now", "30001"]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at marks[2]: container 40 is not in the snapshot"), "{}", out.stderr);

    let out = run(&args(&["preempt", &marked_example(), "--now", "20000"]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at marks[1].marked_at_ms: container 11 is marked at 27000 ms"), "{}", out.stderr);

    let wrong_app = temp_file(
        &dir,
        "mark-wrong-app",
        &body.replace(
            r#"{ "container": 12, "marked_at_ms": 15000 }"#,
            r#"{ "container": 12, "app": 2, "marked_at_ms": 15000 }"#,
        ),
    );
    let out = run(&args(&["preempt", &wrong_app, "--now", "30001"]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at marks[0].app: container 12 belongs to application 1, not 2"), "{}", out.stderr);

    let twice = temp_file(
        &dir,
        "mark-twice",
        &body.replace(r#"{ "container": 11, "marked_at_ms": 27000 }"#, r#"{ "container": 12, "marked_at_ms": 27000 }"#),
    );
    let out = run(&args(&["preempt", &twice, "--now", "30001"]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("at marks[1].container: container 12 is marked twice"), "{}", out.stderr);

    let unknown =
        temp_file(&dir, "mark-unknown-field", &body.replace(r#""marked_at_ms": 15000"#, r#""marked_at": 15000"#));
    let out = run(&args(&["preempt", &unknown]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("unknown field `marked_at`"), "{}", out.stderr);
}
