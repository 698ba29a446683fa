//! A full run of 100,000 containers on 10,000 nodes with mixed constraints (anti-affinity, rack affinity,
//! cardinality, plain ResourceRequests), under the `scheduler` and `placement-processor` handlers. Criterion
//! reports containers handled per second (one element = one container placed, or rejected after the
//! placement-processor's retries: its batches all start at the first node, so commits collide on full nodes).
//!
//! Also: the same workload at 1,000 nodes / 10,000 containers and 10,000 nodes / 100,000 containers in one run
//! (`scaling`: time per container should not grow with the cluster), and building the 10,000-node topology and
//! the whole simulator from the scenario (`build`), and a run with the preemption policy on (`preemption`: every
//! round takes a snapshot of the live scheduler, nodes and tags included, and checks where the freed resources
//! could host the starving requests), and the 1,000-node run under 400 leaf queues (`many-queues`: the node is
//! offered to the queues with work, not ordered among all of them on every heartbeat), and the same cluster with
//! 1,000 applications in one leaf, under the fair ordering policy, under FIFO with application priorities, and
//! under FIFO with each application of a user of its own (`busy-leaf`: the leaf's order is kept between offers and
//! put right where applications' usage changed or they came or went, not sorted again on every one; the sums over
//! the leaf's users that its user limit reads are kept, and read again only where a user changed).
//!
//! `cargo bench -p spindle-core --bench sim` (`./scripts/bench` runs it in a quick configuration and prints the
//! figures against their targets).

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use serde_json::json;
use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, SimOptions, Simulator};
use std::hint::black_box;
use workload::heap::keep_freed_memory;
use workload::{full_run, racks, scenario, sized, BusyLeaf, FULL, NODES_PER_RACK, TENTH};

mod workload;

fn bench(c: &mut Criterion) {
    // Every group keeps freed memory (`workload/heap.rs`): the runs time the simulator, not the kernel faulting
    // a 10,000-node run's largest blocks in again each run.
    keep_freed_memory();
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
    keep_freed_memory();
    let mut g = c.benchmark_group("scaling");
    for size in [TENTH, FULL] {
        let s = sized(Handler::Scheduler, size);
        // The 1,000-node run is short (about 25 ms), so its median is taken over more samples of a few runs each
        // (flat sampling: every sample the same number of runs, which fits thirty samples in the quick
        // configuration's 3 s); the 10,000-node run keeps ten samples of one run. Both are medians of
        // whole runs' time per run; only how many are gathered differs.
        if size.racks == TENTH.racks {
            g.sample_size(30).sampling_mode(SamplingMode::Flat);
        } else {
            g.sample_size(10).sampling_mode(SamplingMode::Auto);
        }
        g.throughput(Throughput::Elements(size.containers() as u64));
        g.bench_function(format!("{}-nodes", size.racks * NODES_PER_RACK), |b| b.iter(|| full_run(&s, size)));
    }
    g.finish();
}

/// From a parsed scenario to its 10,000-node topology (through the whole validation road), and to a simulator
/// ready at step 0.
fn build(c: &mut Criterion) {
    keep_freed_memory();
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
            let options = SimOptions { explain_allocations: false, ..SimOptions::forward_only() };
            black_box(Simulator::with_options(&s, options).expect("valid"))
        })
    });
    g.finish();
}

/// YARN-569's three queues at scale: 2,000 nodes of 20 GB; `a` (10 %, elastic to 100 %) fills the idle cluster
/// with 38,000 containers, then `b` (30 %) and `c` (60 %) arrive at 10 s and 15 s wanting 12,000 and 20,000. The
/// policy runs every 3 s (about 50 rounds over up to 40,000 running containers, each with its node and tags in
/// the snapshot), marking and killing a's containers until b and c have their guarantees.
fn preemption_scenario() -> Scenario {
    let racks = racks(20, 20480, 20);
    let mut queues = json!({"yarn.scheduler.capacity.root.queues": "a,b,c"});
    for (q, capacity) in [("a", "10"), ("b", "30"), ("c", "60")] {
        let key = |k: &str| format!("yarn.scheduler.capacity.root.{q}.{k}");
        queues[key("capacity")] = json!(capacity);
        queues[key("maximum-capacity")] = json!("100");
        queues[key("user-limit-factor")] = json!("10");
    }
    let app = |name: &str, queue: &str, submit: u64, count: u32| {
        json!({"name": name, "user": name, "queue": queue, "submit-ms": submit, "am-resource": {"memory-mb": 1024},
               "requests": [{"count": count, "resource": {"memory-mb": 1024}, "allocation-tags": [queue],
                             "duration-ms": 120_000}]})
    };
    serde_json::from_value(json!({
        "cluster": {"racks": racks},
        "capacity-scheduler": queues,
        "yarn-site": {"yarn.resourcemanager.scheduler.monitor.enable": "true",
                      "yarn.resourcemanager.placement-constraints.handler": "scheduler",
                      "yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval": "3000",
                      "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill": "15000"},
        "applications": [app("batch-a", "a", 0, 38_000), app("reports-b", "b", 10_000, 12_000),
                         app("etl-c", "c", 15_000, 20_000)]
    }))
    .expect("benchmark scenario")
}

fn preemption(c: &mut Criterion) {
    keep_freed_memory();
    let s = preemption_scenario();
    let mut g = c.benchmark_group("run-with-preemption");
    g.sample_size(10);
    g.bench_function("70k-containers-2k-nodes", |b| {
        b.iter(|| {
            let options = SimOptions { explain_allocations: false, ..SimOptions::forward_only() };
            let mut sim = Simulator::with_options(&s, options).expect("valid");
            sim.run(usize::MAX);
            let killed: u32 = sim
                .events()
                .map(|e| match e {
                    Event::PreemptionRound { killed, .. } => *killed,
                    _ => 0,
                })
                .sum();
            assert!(sim.is_finished() && killed > 0, "the policy kills some of a's containers");
            killed
        })
    });
    g.finish();
}

/// The scaling run's smaller size (1,000 nodes, 10,000 containers) under 400 leaf queues, five of them with work.
fn many_queues(c: &mut Criterion) {
    keep_freed_memory();
    let s = workload::many_queues(TENTH, 400);
    let mut g = c.benchmark_group("many-queues");
    g.sample_size(10);
    g.throughput(Throughput::Elements(TENTH.containers() as u64));
    g.bench_function("400-leaves-10k-containers-1k-nodes", |b| b.iter(|| full_run(&s, TENTH)));
    g.finish();
}

/// 1,000 applications in one leaf (`workload::busy_leaf`) on the scaling run's 1,000 nodes, under the fair policy,
/// under FIFO with application priorities, and under FIFO with 1,000 users.
fn busy_leaf(c: &mut Criterion) {
    keep_freed_memory();
    const APPS: usize = 1000;
    let containers = APPS * workload::BUSY_LEAF_CONTAINERS as usize;
    let mut g = c.benchmark_group("busy-leaf");
    g.sample_size(10);
    g.throughput(Throughput::Elements(containers as u64));
    for (name, how) in [
        ("fair-1000-apps-10k-containers-1k-nodes", BusyLeaf::Fair),
        ("fifo-priorities-1000-apps-10k-containers-1k-nodes", BusyLeaf::FifoPriorities),
        ("users-1000-apps-10k-containers-1k-nodes", BusyLeaf::UserEach),
    ] {
        let s = workload::busy_leaf(APPS, how);
        g.bench_function(name, |b| {
            b.iter(|| {
                let options = SimOptions { explain_allocations: false, ..SimOptions::forward_only() };
                let mut sim = Simulator::with_options(&s, options).expect("valid");
                sim.run(usize::MAX);
                let placed =
                    sim.events().filter(|e| matches!(e, Event::ContainerAllocated { is_am: false, .. })).count();
                assert_eq!(placed, containers, "every container placed");
                placed
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench, scaling, build, preemption, many_queues, busy_leaf);
criterion_main!(benches);
