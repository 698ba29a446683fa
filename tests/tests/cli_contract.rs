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
    let dir = tempfile::TempDir::with_prefix("spindle-check-").unwrap();
    let bad = dir.path().join("bad.json");
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

fn leaf<'a>(v: &'a serde_json::Value, path: &str) -> &'a serde_json::Value {
    fn find<'a>(qs: &'a serde_json::Value, path: &str) -> Option<&'a serde_json::Value> {
        qs["queue"]
            .as_array()?
            .iter()
            .find_map(|q| if q["queuePath"] == path { Some(q) } else { find(&q["queues"], path) })
    }
    find(&v["scheduler"]["schedulerInfo"]["queues"], path).unwrap_or_else(|| panic!("no queue {path}"))
}

/// docs/cli-run.md "`scheduler`": the Capacity Scheduler's numbers in the ResourceManager's shape.
#[test]
fn run_reports_the_schedulers_numbers_as_the_resourcemanager_does() {
    let out = run(&["run", "builtin:user-limits", "--until", "25000"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["scheduler"]["schedulerInfo"]["type"], "capacityScheduler");
    assert_eq!(v["scheduler"]["schedulerInfo"]["queueName"], "root");
    let q = leaf(&v, "root.shared");
    assert_eq!(q["type"], "capacitySchedulerLeafQueueInfo");
    // minimum-user-limit-percent 25, under the RM's name.
    assert_eq!(q["userLimit"], 25);
    // maxApplications 10000 (the system default, one leaf at 100 %) × 25 % × user-limit-factor 1.
    assert_eq!(q["maxApplications"], 10000);
    assert_eq!(q["maxApplicationsPerUser"], 2500);
    let users = q["users"]["user"].as_array().unwrap();
    let active = users.iter().filter(|u| u["isActive"] == true).count();
    assert_eq!(q["numActiveUsers"], active);
    assert_eq!(active, 3, "three users have arrived by 25 s");
    let weight_one = &q["resources"]["resourceUsagesByPartition"][0]["userResourceLimit"];
    for u in users {
        assert_eq!(u["userWeight"], 1.0);
        assert_eq!(&u["userResourceLimit"], weight_one, "{u}");
    }
    let part = &q["capacities"]["queueCapacitiesByPartition"][0];
    assert_eq!(part["partitionName"], "");
    assert_eq!(part["capacity"], q["capacity"]);
    assert_eq!(part["effectiveMinResource"], q["minEffectiveCapacity"]);
    assert_eq!(q["resources"]["resourceUsagesByPartition"][0]["amLimit"], q["AMResourceLimit"]);

    // A configured weight is parsed, reported and applied: bob's limit is twice alice's.
    let dir = tempfile::TempDir::with_prefix("spindle-weights-").unwrap();
    let file = dir.path().join("weights.json");
    std::fs::write(
        &file,
        r#"{
  "cluster": { "racks": [ { "name": "r", "nodes": [ { "name": "n1", "resource": { "memory-mb": 65536, "vcores": 64 } } ] } ] },
  "capacity-scheduler": {
    "yarn.scheduler.capacity.root.queues": "default",
    "yarn.scheduler.capacity.root.default.capacity": "100",
    "yarn.scheduler.capacity.root.default.minimum-user-limit-percent": "25",
    "yarn.scheduler.capacity.root.default.user-settings.bob.weight": "2",
    "yarn.scheduler.capacity.root.default.user-settings.nobody.weight": "0.5"
  },
  "applications": [
    { "name": "a", "user": "alice", "requests": [ { "count": 100, "resource": { "memory-mb": 1024 } } ] },
    { "name": "b", "user": "bob", "requests": [ { "count": 100, "resource": { "memory-mb": 1024 } } ] }
  ]
}"#,
    )
    .unwrap();
    let out = run(&["run", file.to_str().unwrap(), "--steps", "1"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let q = leaf(&v, "root.default");
    assert_eq!(q["userWeights"], serde_json::json!({ "bob": 2.0, "nobody": 0.5 }));
    let user =
        |name: &str| q["users"]["user"].as_array().unwrap().iter().find(|u| u["username"] == name).unwrap().clone();
    assert_eq!(user("bob")["userWeight"], 2.0);
    let (a, b) = (
        user("alice")["userResourceLimit"]["memory"].as_i64().unwrap(),
        user("bob")["userResourceLimit"]["memory"].as_i64().unwrap(),
    );
    assert_eq!(b, 2 * a, "alice {a}, bob {b}");
}
