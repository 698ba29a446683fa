//! Random scenarios run *to the end*: a small cluster and workload built from the fuzzer's bytes, with times drawn
//! from the whole `u64` range (near its top, at the stated maximum, small). Times above the maximum must be
//! validation errors; every valid scenario must finish within a step bound, never pass the end of virtual time,
//! and never panic — so no input can hang `spindle run` or keep a browser tab playing forever.
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
use serde_json::json;
use spindle_core::scenario::{validate, Scenario, HORIZON_MS, MAX_TIME_MS};
use spindle_core::sim::Simulator;

/// Steps a run of this size may take: far more than any of them needs.
const STEP_BOUND: usize = 20_000;

#[derive(Arbitrary, Debug)]
enum Time {
    Small(u16),
    AtMax,
    JustAboveMax,
    NearTop(u8),
    Any(u64),
}

impl Time {
    fn ms(&self) -> u64 {
        match self {
            Time::Small(v) => u64::from(*v) * 10,
            Time::AtMax => MAX_TIME_MS,
            Time::JustAboveMax => MAX_TIME_MS + 1,
            Time::NearTop(d) => u64::MAX - u64::from(*d),
            Time::Any(v) => *v,
        }
    }
}

#[derive(Arbitrary, Debug)]
struct Req {
    count: u8,
    mb: u8,
    duration: Option<Time>,
    ask: Time,
}

#[derive(Arbitrary, Debug)]
struct App {
    submit: Time,
    finish: Option<Time>,
    heartbeat: Time,
    am: bool,
    requests: Vec<Req>,
}

#[derive(Arbitrary, Debug)]
enum Change {
    Add(Time),
    Decommission(Time, u8),
    Remove(Time, u8),
}

#[derive(Arbitrary, Debug)]
struct Input {
    nodes: u8,
    node_heartbeat: Option<Time>,
    apps: Vec<App>,
    changes: Vec<Change>,
}

fuzz_target!(|input: Input| {
    let nodes = usize::from(input.nodes % 4) + 1;
    let node = |i: usize| json!({"name": format!("n{i}"), "resource": {"memory-mb": 4096, "vcores": 4}});
    let mut site = serde_json::Map::new();
    if let Some(t) = &input.node_heartbeat {
        site.insert(
            "yarn.resourcemanager.nodemanagers.heartbeat-interval-ms".into(),
            json!(t.ms().to_string()),
        );
    }
    let apps: Vec<_> = input
        .apps
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, a)| {
            let mut app = json!({
                "name": format!("a{i}"), "submit-ms": a.submit.ms(), "am-heartbeat-ms": a.heartbeat.ms(),
                "requests": a.requests.iter().take(3).map(|r| {
                    let mut req = json!({"count": r.count % 6, "resource": {"memory-mb": 256 * (u64::from(r.mb % 8) + 1)},
                                         "ask-ms": r.ask.ms()});
                    if let Some(d) = &r.duration { req["duration-ms"] = json!(d.ms()); }
                    req
                }).collect::<Vec<_>>(),
            });
            if let Some(f) = &a.finish {
                app["finish-ms"] = json!(f.ms());
            }
            if a.am {
                app["am-resource"] = json!({"memory-mb": 512});
            }
            app
        })
        .collect();
    let events: Vec<_> = input
        .changes
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, c)| match c {
            Change::Add(t) => json!({"at-ms": t.ms(), "kind": "add-node", "rack": "r2", "node": node(10 + i)}),
            Change::Decommission(t, n) => {
                json!({"at-ms": t.ms(), "kind": "decommission-node", "node": format!("n{}", usize::from(*n) % nodes)})
            }
            Change::Remove(t, n) => {
                json!({"at-ms": t.ms(), "kind": "remove-node", "node": format!("n{}", usize::from(*n) % nodes)})
            }
        })
        .collect();
    let doc = json!({
        "cluster": {"racks": [{"name": "r1", "nodes": (0..nodes).map(node).collect::<Vec<_>>()}]},
        "yarn-site": site, "applications": apps, "events": events,
    });
    let scenario: Scenario = serde_json::from_value(doc).expect("the generator writes the documented format");
    let v = validate(&scenario, None);
    let Some(world) = v.world else { return };
    let mut sim = Simulator::from_world(world, Default::default());
    sim.run_to_end(STEP_BOUND);
    assert!(sim.is_finished(), "not finished after {STEP_BOUND} steps (at {} ms): {input:?}", sim.now_ms());
    assert!(sim.now_ms() <= HORIZON_MS);
});
