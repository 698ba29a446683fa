//! Memory of step back: 10,000 steps of a 1,000-node cluster, measured as the growth of the process's resident
//! set (VmRSS in /proc/self/status, Linux) between the simulator's creation and the end of the run, with the
//! checkpoints' own estimate beside it. Slow in a debug build, so ignored by default:
//!
//! `cargo test --release -p spindle-tests --test memory -- --ignored --nocapture`

use serde_json::{json, Value};
use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;

/// 1,000 nodes (10 racks × 100), 40 applications of 400 short containers (plain, anti-affinity, rack affinity).
fn scenario() -> Scenario {
    let racks: Vec<Value> = (0..10)
        .map(|r| {
            let nodes: Vec<Value> = (0..100)
                .map(|n| json!({"name": format!("n{r}-{n}"), "resource": {"memory-mb": 32768, "vcores": 16}}))
                .collect();
            json!({"name": format!("rack{r}"), "nodes": nodes})
        })
        .collect();
    let apps: Vec<Value> = (0..40)
        .map(|a| {
            let tag = format!("t{a}");
            json!({"name": format!("app{a}"), "user": format!("u{}", a % 8), "submit-ms": a * 250,
                "requests": [
                    {"count": 200, "resource": {"memory-mb": 1024}, "duration-ms": 4000 + (a % 5) * 1000},
                    {"allocation-tags": [tag], "count": 100, "resource": {"memory-mb": 2048},
                     "constraint": format!("NOTIN,NODE,{tag}"), "duration-ms": 6000},
                    {"allocation-tags": [format!("{tag}r")], "count": 100, "resource": {"memory-mb": 1024},
                     "constraint": format!("IN,RACK,{tag}"), "duration-ms": 5000, "ask-ms": 1000}]})
        })
        .collect();
    serde_json::from_value(json!({
        "cluster": {"racks": racks},
        "capacity-scheduler": {"yarn.scheduler.capacity.root.default.user-limit-factor": "100",
                               "yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
        "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "scheduler"},
        "applications": apps
    }))
    .unwrap()
}

fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
#[ignore = "slow in debug builds; run with --release -- --ignored --nocapture"]
fn ten_thousand_steps_of_a_thousand_node_cluster_stay_under_200_mb() {
    let s = scenario();
    let before = rss_kb();
    let mut sim = Simulator::new(&s).unwrap();
    sim.run(10_000);
    assert_eq!(sim.step_index(), 10_000, "the scenario is long enough");
    // Step back across the whole run and forward again: the checkpoints are used.
    sim.seek(1);
    sim.seek(10_000);
    let after = rss_kb();
    let (count, every, estimated) = sim.checkpoint_stats();
    let log: usize = sim.steps().iter().map(<[_]>::len).sum();
    println!(
        "10,000 steps, 1,000 nodes, {} containers live at the end, {log} events: {count} checkpoints every {every} \
         steps, estimated {:.1} MB",
        sim.state().containers().len(),
        estimated as f64 / 1e6
    );
    if let (Some(b), Some(a)) = (before, after) {
        let grown_mb = (a.saturating_sub(b)) as f64 / 1024.0;
        println!("resident set grew by {grown_mb:.1} MB (from {b} kB to {a} kB)");
        assert!(grown_mb < 200.0, "step back must stay under 200 MB: {grown_mb:.1} MB");
    }
    assert!(estimated < 200 << 20);
}
