//! A full run of 100,000 containers on 10,000 nodes with mixed constraints (anti-affinity, rack affinity,
//! cardinality, plain ResourceRequests), under the `scheduler` and `placement-processor` handlers. Criterion
//! reports containers handled per second (one element = one container placed, or rejected after the
//! placement-processor's retries: its batches all start at the first node, so commits collide on full nodes).
//!
//! `cargo bench -p spindle-core --bench sim`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::{json, Value};
use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, SimOptions, Simulator};

const RACKS: usize = 100;
const NODES_PER_RACK: usize = 100;
const APPS: usize = 50;
const PER_REQUEST: u32 = 500;

/// 50 applications × 4 requests × 500 containers: plain, `NOTIN,NODE,self`, `IN,RACK,self`,
/// `CARDINALITY,NODE,batch,0,8`; durations 20–50 s so nodes are reused.
fn scenario(handler: Handler) -> Scenario {
    let racks: Vec<Value> = (0..RACKS)
        .map(|r| {
            let nodes: Vec<Value> = (0..NODES_PER_RACK)
                .map(|n| json!({"name": format!("n{r}-{n}"), "resource": {"memory-mb": 65536, "vcores": 32}}))
                .collect();
            json!({"name": format!("rack{r}"), "nodes": nodes})
        })
        .collect();
    let apps: Vec<Value> = (0..APPS)
        .map(|a| {
            let tag = format!("svc{a}");
            let d = 20_000 + (a as u64 % 4) * 10_000;
            json!({"name": format!("app{a}"), "user": format!("user{}", a % 10), "submit-ms": a * 100,
            "requests": [
                {"count": PER_REQUEST, "resource": {"memory-mb": 2048}, "duration-ms": d},
                {"allocation-tags": [tag], "count": PER_REQUEST, "resource": {"memory-mb": 1024},
                 "constraint": format!("NOTIN,NODE,{tag}"), "duration-ms": d},
                {"allocation-tags": [format!("{tag}-r")], "count": PER_REQUEST, "resource": {"memory-mb": 1024},
                 "constraint": format!("IN,RACK,{tag}"), "duration-ms": d, "ask-ms": 2000},
                {"allocation-tags": ["batch"], "count": PER_REQUEST, "resource": {"memory-mb": 2048},
                 "constraint": "CARDINALITY,NODE,batch,0,8", "duration-ms": d}
            ]})
        })
        .collect();
    serde_json::from_value(json!({
        "cluster": {"racks": racks},
        "capacity-scheduler": {"yarn.scheduler.capacity.root.default.user-limit-factor": "100",
                               "yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
        "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": handler.name()},
        "applications": apps
    }))
    .expect("benchmark scenario")
}

fn full_run(s: &Scenario) -> usize {
    let options = SimOptions { explain_allocations: false, ..SimOptions::default() };
    let mut sim = Simulator::with_options(s, options).expect("valid");
    sim.run(usize::MAX);
    // Every container is placed or (placement-processor: after its retries) rejected.
    let handled: usize = sim
        .events()
        .map(|e| match e {
            Event::ContainerAllocated { is_am: false, .. } => 1,
            Event::RequestRejected { count, .. } => *count as usize,
            _ => 0,
        })
        .sum();
    assert_eq!(handled, APPS * 4 * PER_REQUEST as usize, "every container placed or rejected");
    handled
}

fn bench(c: &mut Criterion) {
    let total = (APPS * 4 * PER_REQUEST as usize) as u64;
    let mut g = c.benchmark_group("full-run-100k-containers-10k-nodes");
    g.sample_size(10);
    g.throughput(Throughput::Elements(total));
    for h in [Handler::Scheduler, Handler::PlacementProcessor] {
        let s = scenario(h);
        g.bench_function(h.name(), |b| b.iter(|| full_run(&s)));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
