//! Scenario events, format versions and diagnostics through the CLI (docs/scenario-format.md, docs/cli-check.md).

use serde_json::Value;
use spindle_cli::run;
use tempfile::TempDir;

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

fn example(name: &str) -> String {
    format!("{}/../docs/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A test's directory for its scenario files, removed with them when the test ends, passed or failed.
fn temp_dir() -> TempDir {
    TempDir::with_prefix("spindle-scenario-").unwrap()
}

/// `text` as `name` in `dir`; its path.
fn temp(dir: &TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

/// Issue 10.1, the failing input first: `{"at-ms":20000,"kind":"decommission-node","node":"n1"}` on a one-node
/// cluster was rejected ("unknown field kind"; without kind, "missing field kind").
#[test]
fn a_decommission_event_on_a_one_node_cluster_is_accepted_and_runs() {
    let dir = temp_dir();
    let f = temp(
        &dir,
        "decommission.json",
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]},
            "events": [{"at-ms":20000,"kind":"decommission-node","node":"n1"}]}"#,
    );
    let out = run(&args(&["check", &f]));
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(out.stdout.ends_with(": 0 error(s), 0 warning(s)\n"), "{}", out.stdout);
    let out = run(&args(&["run", &example("decommission-one-node.json"), "--format", "log"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("20000 node-decommissioning n1"), "{}", out.stdout);
    assert!(out.stdout.contains("30000 node-removed n1 decommissioned=true"), "{}", out.stdout);
}

#[test]
fn a_lost_node_kills_its_container_and_the_am_asks_again() {
    let out = run(&args(&["check", &example("node-failure.json")]));
    assert_eq!(out.code, 0, "{}", out.stdout);
    let out = run(&args(&["run", &example("node-failure.json"), "--format", "log"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    for line in [
        "5000 node-added n3 rack=r2",
        "10000 node-removed n1 decommissioned=false",
        "10000 container-finished c1 job on n1 NodeRemoved",
        "11000 container-allocated c3 job on n3",
        "20000 node-decommissioning n2",
        "node-removed n2 decommissioned=true",
        "app-finished job",
    ] {
        assert!(out.stdout.contains(line), "{line} in\n{}", out.stdout);
    }
}

#[test]
fn reconfigure_events_appear_in_the_run() {
    let out = run(&args(&["run", &example("reconfigure.json"), "--format", "log"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("10000 queues-refreshed applied=true"), "{}", out.stdout);
    assert!(out.stdout.contains("20000 queues-refreshed applied=false"), "{}", out.stdout);
    let out = run(&args(&["run", &example("reconfigure.json")]));
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    let refused = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "queues-refreshed" && e["applied"] == false)
        .expect("the refused refresh is in the run's events")
        .clone();
    assert!(refused["reason"].as_str().unwrap().contains("root.b"), "{refused}");
}

#[test]
fn event_errors_have_paths_and_codes() {
    let dir = temp_dir();
    let f = temp(
        &dir,
        "bad-events.json",
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]},
            "events": [{"at-ms": 1000, "kind": "remove-node", "node": "n9"},
                       {"at-ms": 18446744073709551615, "kind": "decommission-node", "node": "n1"}]}"#,
    );
    let out = run(&args(&["check", &f, "--format", "json"]));
    assert_eq!(out.code, 2);
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    let d = v["diagnostics"].as_array().unwrap();
    assert_eq!(d[0]["path"], "events[0].node");
    assert_eq!(d[0]["code"], "unknown-node");
    assert_eq!(d[0]["level"], "error");
    assert_eq!(d[1]["path"], "events[1].at-ms");
    assert_eq!(d[1]["code"], "time-out-of-range");
}

#[test]
fn format_versions_migrate_or_say_they_are_newer() {
    let dir = temp_dir();
    let out = run(&args(&["check", &example("scenario-v1.json"), "--format", "json"]));
    assert_eq!(out.code, 0, "{}", out.stdout);
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["diagnostics"][0]["code"], "migrated-field");
    assert_eq!(v["diagnostics"][0]["path"], "seed");
    // A file from a newer Spindle says so, even when it has fields this build does not know.
    let f = temp(&dir, "v9.json", r#"{"version": 9, "cluster": {"racks": []}, "gallery": {"id": "x"}}"#);
    let out = run(&args(&["check", &f]));
    assert_eq!(out.code, 2);
    assert!(out.stdout.contains("format version 9, newer than this Spindle reads"), "{}", out.stdout);
    let f = temp(&dir, "v2-seed.json", r#"{"version": 2, "seed": 1, "cluster": {"racks": []}}"#);
    let out = run(&args(&["check", &f]));
    assert!(out.stdout.contains("`seed` is not part of format version 2"), "{}", out.stdout);
}

#[test]
fn text_after_the_scenario_is_an_error_that_says_where() {
    let dir = temp_dir();
    let one = r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]}}"#;
    // Two scenarios pasted one after the other, and what a merge left behind.
    for (name, text, at) in [
        ("two.json", format!("{one}\n{one}\n"), ":2:1: "),
        ("merge.json", format!("{one}\n>>>>>>> theirs\n"), ":2:1: "),
        ("spaces.json", format!("{one}\n  {one}"), ":2:3: "),
    ] {
        let f = temp(&dir, name, &text);
        let message = format!("{f}{at}more text after the scenario's JSON (one JSON document per file)");
        for command in ["check", "run"] {
            let out = run(&args(&[command, &f]));
            assert_eq!(out.code, 2, "{command} {name}");
            assert!(format!("{}{}", out.stdout, out.stderr).contains(&message), "{command} {name}: {out:?}");
        }
    }
    // `spindle eval` reads its own kind of file the same way.
    let eval = std::fs::read_to_string(example("eval-zk.json")).expect("the example");
    let f = temp(&dir, "eval-twice.json", &format!("{}{eval}", eval.trim_end()));
    let out = run(&args(&["eval", &f]));
    assert_eq!(out.code, 2);
    let line = eval.trim_end().lines().count();
    assert!(out.stderr.contains(&format!("{f}:{line}:")), "{}", out.stderr);
    assert!(out.stderr.contains("more text after the scenario's JSON"), "{}", out.stderr);
    // White space after the document is not text.
    let f = temp(&dir, "trailing-space.json", &format!("{one}\n\n  \t\n"));
    assert_eq!(run(&args(&["check", &f])).code, 0);
}

#[test]
fn the_simulator_reports_every_error_not_only_the_first() {
    let dir = temp_dir();
    let f = temp(
        &dir,
        "two-errors.json",
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
            {"name": "n1", "resource": {"memory-mb": -1}}, {"name": "n2", "resource": {"memory-mb": -2}}]}]}}"#,
    );
    let out = run(&args(&["run", &f]));
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("nodes[0].resource") && out.stderr.contains("nodes[1].resource"), "{}", out.stderr);
}

fn doc(name: &str) -> String {
    std::fs::read_to_string(format!("{}/../docs/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn every_diagnostic_code_is_documented() {
    let text = doc("cli-check.md");
    for code in spindle_core::scenario::DiagnosticCode::ALL {
        assert!(text.contains(&format!("| `{}` |", code.as_str())), "{code} is not in docs/cli-check.md");
    }
}

/// The text output documented in docs/cli-check.md is what `spindle check` prints for the example file.
#[test]
fn the_documented_check_output_is_the_real_one() {
    let text = doc("cli-check.md");
    for example in ["check-bad.json", "check-unreadable.json"] {
        let cwd = format!("{}/..", env!("CARGO_MANIFEST_DIR"));
        std::env::set_current_dir(&cwd).unwrap();
        let out = run(&args(&["check", &format!("docs/examples/{example}")]));
        assert_eq!(out.code, 2);
        assert!(text.contains(&out.stdout), "docs/cli-check.md does not show:\n{}", out.stdout);
    }
}
