//! The CLI's behaviour as users script against it: exit codes and output streams.

fn run(args: &[&str]) -> spindle_cli::Outcome {
    spindle_cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn help_exits_zero_and_unknown_commands_exit_two() {
    let help = run(&["help"]);
    assert_eq!(help.code, 0);
    assert!(help.stdout.contains("usage: spindle"));
    let bad = run(&["frobnicate"]);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("unknown command `frobnicate`"));
    assert!(bad.stdout.is_empty());
}

#[test]
fn run_prints_the_documented_json_and_check_exits_two_on_errors() {
    let out = run(&["run", "builtin:zk-anti-affinity", "--steps", "1"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    for key in ["scenario", "handler", "steps", "end_ms", "events", "final"] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["steps"], 1);
    assert_eq!(v["events"][2]["event"], "container-allocated");
    assert_eq!(v["events"][2]["resource"]["memory-mb"], 2048);
    let pp = run(&["run", "builtin:zk-anti-affinity", "--handler", "placement-processor", "--format", "text"]);
    assert!(pp.stdout.contains("placement-processor proposes"), "{}", pp.stdout);
    assert_eq!(run(&["run", "builtin:nope"]).code, 2);
    assert_eq!(run(&["run", "builtin:zk-anti-affinity", "--steps", "1", "--until", "5"]).code, 2);

    let ok = run(&["check", "builtin:zk-anti-affinity"]);
    assert_eq!(ok.code, 0);
    let warn = run(&["check", "builtin:zk-anti-affinity", "--handler", "disabled"]);
    assert_eq!(warn.code, 0, "warnings only");
    assert!(warn.stdout.starts_with("warning: applications[0].requests[0]: "), "{}", warn.stdout);
    let dir = std::env::temp_dir().join(format!("spindle-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(
        &bad,
        r#"{"cluster": {"racks": [{"name": "r", "nodes": [{"name": "n", "resource": {"memory-mb": "x"}}]}]}}"#,
    )
    .unwrap();
    let out = run(&["check", bad.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.code, 2);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["errors"], 1);
    let msg = v["diagnostics"][0]["message"].as_str().unwrap();
    assert!(msg.contains(":1:") && msg.contains("cluster.racks[0].nodes[0].resource.memory-mb"), "{msg}");
}
