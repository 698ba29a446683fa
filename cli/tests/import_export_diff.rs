//! `spindle import`, `spindle export` and `spindle diff` as scripts see them: exit codes, what goes to standard
//! output and what to standard error (docs/cli-import.md, cli-export.md, cli-diff.md).

use spindle_cli::run;
use tempfile::TempDir;

fn example(name: &str) -> String {
    format!("{}/../docs/examples/cluster/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn spindle(args: &[&str]) -> spindle_cli::Outcome {
    run(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
}

#[test]
fn import_prints_a_scenario_and_warnings_on_stderr() {
    let files = ["capacity-scheduler.xml", "yarn-site.xml", "rm-nodes.json", "Yarnfile", "distributed-shell.sh"];
    let paths: Vec<String> = files.iter().map(|f| example(f)).collect();
    let mut args = vec!["import"];
    args.extend(paths.iter().map(String::as_str));
    let o = spindle(&args);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let s: spindle_core::scenario::Scenario = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(s.applications.len(), 2);
    assert!(o.stderr.contains("rm-nodes.json: read as nodes-json"), "{}", o.stderr);
    assert!(o.stderr.contains("warning: ") && o.stderr.contains("LOST"), "{}", o.stderr);
    // The committed example scenario is this import's output.
    let committed = std::fs::read_to_string(example("scenario.json")).unwrap();
    assert_eq!(o.stdout, committed, "regenerate docs/examples/cluster/scenario.json");
}

#[test]
fn import_of_a_malformed_file_exits_2_and_writes_nothing() {
    let dir = TempDir::with_prefix("spindle-import-").unwrap();
    let out = dir.path().join("scenario.json");
    let o = spindle(&["import", &example("truncated-capacity-scheduler.xml"), "-o", out.to_str().unwrap()]);
    assert_eq!(o.code, 2);
    assert!(o.stdout.is_empty());
    assert!(o.stderr.contains("truncated-capacity-scheduler.xml:8:13: not well-formed XML"), "{}", o.stderr);
    assert!(!out.exists());
    let o = spindle(&["import", "--as", "yarnfile", &example("rm-nodes.json")]);
    assert_eq!(o.code, 2, "a nodes answer read as a Yarnfile has no components");
    assert!(o.stderr.contains("components"), "{}", o.stderr);
    let o = spindle(&["import", "--as", "xml", &example("rm-nodes.json")]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("unknown kind `xml`"), "{}", o.stderr);
}

#[test]
fn import_writes_the_output_file() {
    let dir = TempDir::with_prefix("spindle-import-ok-").unwrap();
    let out = dir.path().join("scenario.json");
    let o = spindle(&["import", &example("sls-trace.json"), &example("sls-nodes.json"), "-o", out.to_str().unwrap()]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.is_empty());
    let s: spindle_core::scenario::Scenario = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(s.applications.len(), 2);
}

#[test]
fn export_every_kind() {
    let scenario = example("scenario.json");
    for kind in ["placement-spec", "distributed-shell", "java", "yarnfile", "capacity-scheduler-xml", "yarn-site-xml"] {
        for v in ["3.1", "3.2", "3.3"] {
            let o = spindle(&["export", kind, &scenario, "--hadoop", v]);
            assert_eq!(o.code, 0, "{kind} {v}: {}", o.stderr);
            assert!(!o.stdout.is_empty(), "{kind} {v}");
        }
    }
    let o = spindle(&["export", "placement-spec", &scenario, "--hadoop", "3.1"]);
    assert_eq!(
        o.stdout,
        "hbasemaster=2,NOTIN,NODE,hbasemaster:regionserver=3,AND(IN,RACK,hbasemaster:CARDINALITY,NODE,regionserver,0,1)\n\
         zk=3,NOTIN,NODE,zk:client=2,IN,RACK,zk\n"
    );
    assert_eq!(spindle(&["export", "yaml", &scenario]).code, 2);
    assert_eq!(spindle(&["export", "java", &scenario, "--hadoop", "2.9"]).code, 2);
    assert_eq!(spindle(&["export", "java"]).code, 2);
}

#[test]
fn diff_lists_differences_then_both_runs() {
    let (a, b) = (example("scenario.json"), example("scenario-b.json"));
    let o = spindle(&["diff", &a, &b]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("difference(s):") && o.stdout.contains("run A:") && o.stdout.contains("run B:"));
    let o = spindle(&["diff", &a, &a, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["comparison"]["differences"], serde_json::json!([]));
    assert!(v["comparison"]["a"]["queues"][0]["timeline"].is_array());
    assert_eq!(spindle(&["diff", &a]).code, 2);
    assert_eq!(spindle(&["diff", &a, &example("missing.json")]).code, 2);
}

#[test]
fn diff_shows_what_preemption_changes() {
    let o = spindle(&["diff", "builtin:three-queues", "builtin:three-queues-preemption", "--format", "json"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    let diffs = v["comparison"]["differences"].as_array().unwrap();
    let kinds: Vec<&str> = diffs.iter().filter_map(|d| d["kind"].as_str()).collect();
    for k in ["placement", "waiting", "preemption", "end"] {
        assert!(kinds.contains(&k), "{k} missing from {kinds:?}");
    }
    assert_eq!(v["comparison"]["a"]["containers_preempted"], 0);
    assert!(v["comparison"]["b"]["containers_preempted"].as_u64().unwrap() > 0);
}
