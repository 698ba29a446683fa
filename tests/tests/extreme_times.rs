//! Issue 10.4b: a time near the top of `u64` made `spindle run` spin forever. Generated scenarios with extreme
//! times (small, at the stated maximum, just above it, near `u64::MAX`) and random node events either fail
//! validation at the field's path or run to the end under a step bound — never hang, never pass the end of
//! virtual time. (The `run_to_end` fuzz target explores the same space for longer, outside CI.)

use proptest::prelude::*;
use serde_json::{json, Value};
use spindle_core::scenario::{validate, DiagnosticCode, Scenario, HORIZON_MS, MAX_TIME_MS};
use spindle_core::sim::Simulator;

const STEP_BOUND: usize = 20_000;

fn time() -> impl Strategy<Value = u64> {
    // Mostly valid times (so most scenarios run), the maximum itself often, and the invalid extremes.
    prop_oneof![
        8 => 0u64..20_000,
        4 => Just(MAX_TIME_MS),
        4 => 0u64..MAX_TIME_MS,
        1 => Just(MAX_TIME_MS + 1),
        1 => (0u64..4).prop_map(|d| u64::MAX - d),
        1 => Just(1u64 << 63),
        1 => any::<u64>(),
    ]
}

fn request() -> impl Strategy<Value = Value> {
    (0u32..4, prop::option::of(time()), time()).prop_map(|(count, duration, ask)| {
        let mut r = json!({"count": count, "resource": {"memory-mb": 1024}, "ask-ms": ask});
        if let Some(d) = duration {
            r["duration-ms"] = json!(d);
        }
        r
    })
}

fn application() -> impl Strategy<Value = Value> {
    (
        time(),
        prop::option::of(time()),
        prop_oneof![Just(1000u64), time()],
        any::<bool>(),
        prop::collection::vec(request(), 0..3),
    )
        .prop_map(|(submit, finish, heartbeat, am, requests)| {
            let mut a = json!({"name": "a", "submit-ms": submit, "am-heartbeat-ms": heartbeat, "requests": requests});
            if let Some(f) = finish {
                a["finish-ms"] = json!(f);
            }
            if am {
                a["am-resource"] = json!({"memory-mb": 512});
            }
            a
        })
}

fn event() -> impl Strategy<Value = Value> {
    (time(), 0usize..3, 0u8..3).prop_map(|(at, node, kind)| match kind {
        0 => json!({"at-ms": at, "kind": "add-node", "rack": "r2",
                    "node": {"name": format!("m{node}"), "resource": {"memory-mb": 4096}}}),
        1 => json!({"at-ms": at, "kind": "decommission-node", "node": format!("n{node}")}),
        _ => json!({"at-ms": at, "kind": "remove-node", "node": format!("n{node}")}),
    })
}

fn scenario() -> impl Strategy<Value = Value> {
    (
        prop::collection::vec(application(), 1..4),
        prop::collection::vec(event(), 0..3),
        prop::option::of(prop_oneof![Just(1000u64), time()]),
    )
        .prop_map(|(apps, events, heartbeat)| {
            let nodes: Vec<Value> =
                (0..3).map(|i| json!({"name": format!("n{i}"), "resource": {"memory-mb": 4096}})).collect();
            let mut site = serde_json::Map::new();
            if let Some(h) = heartbeat {
                site.insert("yarn.resourcemanager.nodemanagers.heartbeat-interval-ms".into(), json!(h.to_string()));
            }
            json!({"cluster": {"racks": [{"name": "r1", "nodes": nodes}]}, "yarn-site": site,
                   "applications": apps, "events": events})
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn extreme_times_are_errors_or_runs_that_end(doc in scenario()) {
        let s: Scenario = serde_json::from_value(doc.clone()).expect("the generator writes the documented format");
        let v = validate(&s, None);
        if v.world.is_none() {
            // Only times and events (on nodes that do not exist at their time, or adding one twice) make these
            // scenarios invalid.
            for d in v.diagnostics.iter().filter(|d| d.is_error()) {
                let heartbeat = d.path.property() == Some("yarn.resourcemanager.nodemanagers.heartbeat-interval-ms");
                prop_assert!(
                    matches!(d.code, DiagnosticCode::TimeOutOfRange | DiagnosticCode::UnknownNode | DiagnosticCode::DuplicateName)
                        || (heartbeat && d.code == DiagnosticCode::InvalidSiteValue),
                    "{}",
                    d
                );
            }
            return Ok(());
        }
        prop_assert!(!doc.to_string().contains(&u64::MAX.to_string()), "u64::MAX accepted: {}", doc);
        let mut sim = Simulator::from_world(v.world.unwrap(), Default::default());
        sim.run_to_end(STEP_BOUND);
        prop_assert!(sim.is_finished(), "not finished after {} steps at {} ms: {}", STEP_BOUND, sim.now_ms(), doc);
        prop_assert!(sim.now_ms() <= HORIZON_MS);
    }
}

/// The input: `duration-ms` and `submit-ms` at `u64::MAX` on a one-node scenario are errors at their
/// paths (they made `spindle run` spin forever).
#[test]
fn u64_max_times_are_errors_at_their_paths() {
    let s: Scenario = serde_json::from_value(json!({
        "cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]},
        "applications": [{"name": "a", "submit-ms": u64::MAX,
            "requests": [{"count": 1, "resource": {"memory-mb": 1024}, "duration-ms": u64::MAX}]}]
    }))
    .unwrap();
    let v = validate(&s, None);
    let paths: Vec<String> = v.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.path.to_string()).collect();
    assert_eq!(paths, ["applications[0].submit-ms", "applications[0].requests[0].duration-ms"]);
    assert!(v.world.is_none());
}
