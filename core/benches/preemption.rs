//! One preemption round over 1,000 queues (25 parents × 39 leaves) and 100,000 running containers; the snapshot is
//! described in `workload/preemption.rs`.
//!
//! `cargo bench -p spindle-core --bench preemption -- --warm-up-time 1 --measurement-time 5`

use criterion::{criterion_group, criterion_main, Criterion};
use spindle_core::preemption::*;
use std::hint::black_box;

#[path = "workload/heap.rs"]
mod heap;
#[path = "workload/preemption.rs"]
mod preemption_snapshot;
use heap::keep_freed_memory;
use preemption_snapshot::snapshot;

fn bench(c: &mut Criterion) {
    keep_freed_memory();
    let snap = snapshot();
    let containers: usize = snap.applications.iter().map(|a| a.containers.len()).sum();
    let probe = evaluate(0, &snap).expect("valid snapshot");
    eprintln!(
        "{} queues, {} applications, {} running containers; one round selects {} containers ({} MB of {} MB allowed)",
        probe.queues.len(),
        snap.applications.len(),
        containers,
        probe.selected.len(),
        probe.selected_total.memory(),
        probe.total_preemption_allowed.memory()
    );
    c.bench_function("preemption round: 1000 queues, 100k containers", |b| {
        b.iter(|| {
            let mut monitor = PreemptionMonitor::new();
            black_box(monitor.round(0, black_box(&snap)).expect("valid"))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
