//! A full run of 100,000 containers on 10,000 nodes with mixed constraints (anti-affinity, rack affinity,
//! cardinality, plain ResourceRequests), under the `scheduler` and `placement-processor` handlers. Criterion
//! reports containers handled per second (one element = one container placed, or rejected after the
//! placement-processor's retries: its batches all start at the first node, so commits collide on full nodes).
//!
//! Also: the same workload at 1,000 nodes / 10,000 containers and 10,000 nodes / 100,000 containers in one run
//! (`scaling`: time per container should not grow with the cluster), and building the 10,000-node topology and
//! the whole simulator from the scenario (`build`).
//!
//! `cargo bench -p spindle-core --bench sim` (`./scripts/bench` runs it in a quick configuration and prints the
//! figures against their targets).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::{json, Value};
use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, SimOptions, Simulator};
use std::hint::black_box;

const RACKS: usize = 100;
const NODES_PER_RACK: usize = 100;
const APPS: usize = 50;
const PER_REQUEST: u32 = 500;

/// The benchmark's cluster and workload at a size: `racks` racks of 100 nodes, `apps` applications.
#[derive(Clone, Copy)]
struct Size {
    racks: usize,
    apps: usize,
}

const FULL: Size = Size { racks: RACKS, apps: APPS };
/// A tenth of the cluster and of the workload.
const TENTH: Size = Size { racks: RACKS / 10, apps: APPS / 10 };

impl Size {
    fn containers(self) -> usize {
        self.apps * 4 * PER_REQUEST as usize
    }
}

/// 50 applications × 4 requests × 500 containers: plain, `NOTIN,NODE,self`, `IN,RACK,self`,
/// `CARDINALITY,NODE,batch,0,8`; durations 20–50 s so nodes are reused.
fn scenario(handler: Handler) -> Scenario {
    sized(handler, FULL)
}

fn sized(handler: Handler, size: Size) -> Scenario {
    let racks: Vec<Value> = (0..size.racks)
        .map(|r| {
            let nodes: Vec<Value> = (0..NODES_PER_RACK)
                .map(|n| json!({"name": format!("n{r}-{n}"), "resource": {"memory-mb": 65536, "vcores": 32}}))
                .collect();
            json!({"name": format!("rack{r}"), "nodes": nodes})
        })
        .collect();
    let apps: Vec<Value> = (0..size.apps)
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

fn full_run(s: &Scenario, size: Size) -> usize {
    // A headless run, as the CLI's: no explanations, no checkpoints for stepping back.
    let options = SimOptions { explain_allocations: false, checkpoints: false, ..SimOptions::default() };
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
    assert_eq!(handled, size.containers(), "every container placed or rejected");
    handled
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("full-run-100k-containers-10k-nodes");
    g.sample_size(10);
    g.throughput(Throughput::Elements(FULL.containers() as u64));
    for h in [Handler::Scheduler, Handler::PlacementProcessor] {
        let s = scenario(h);
        g.bench_function(h.name(), |b| b.iter(|| full_run(&s, FULL)));
    }
    g.finish();
}

/// The `scheduler` handler at 1,000 and 10,000 nodes (ten times the workload too): per-container time should
/// not depend on the cluster's size.
fn scaling(c: &mut Criterion) {
    let mut g = c.benchmark_group("scaling");
    g.sample_size(10);
    for size in [TENTH, FULL] {
        let s = sized(Handler::Scheduler, size);
        g.throughput(Throughput::Elements(size.containers() as u64));
        g.bench_function(format!("{}-nodes", size.racks * NODES_PER_RACK), |b| b.iter(|| full_run(&s, size)));
    }
    g.finish();
}

/// From a parsed scenario to its 10,000-node topology (through the whole validation road), and to a simulator
/// ready at step 0.
fn build(c: &mut Criterion) {
    let s = scenario(Handler::Scheduler);
    let mut g = c.benchmark_group("build-10k-nodes");
    g.sample_size(10);
    // The whole road (`scenario::validate`): the topology, the configurations, applications and constraints.
    g.bench_function("topology", |b| {
        b.iter(|| {
            let v = spindle_core::scenario::validate(&s, None);
            assert!(v.diagnostics.is_empty());
            black_box(v.world)
        })
    });
    g.bench_function("simulator", |b| {
        b.iter(|| {
            let options = SimOptions { explain_allocations: false, checkpoints: false, ..SimOptions::default() };
            black_box(Simulator::with_options(&s, options).expect("valid"))
        })
    });
    g.finish();
}

criterion_group!(benches, bench, scaling, build);
criterion_main!(benches);
