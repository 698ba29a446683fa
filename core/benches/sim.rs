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

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use spindle_core::handler::Handler;
use spindle_core::sim::{SimOptions, Simulator};
use std::hint::black_box;
use workload::{full_run, scenario, sized, FULL, NODES_PER_RACK, TENTH};

mod workload;

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
