//! Runs the `preemption` benchmark's round outside criterion, for counting instructions and cache misses or
//! sampling with `perf`: `ROUNDS` rounds (default 20) on the benchmark's snapshot, each with a fresh monitor as the
//! benchmark does, then the median and the fastest round's wall time.
//!
//! `cargo build --profile bench -p spindle-core --example preemption_round`, then e.g.
//! `valgrind --tool=callgrind --toggle-collect='*PreemptionMonitor*round*' target/release/examples/preemption_round 3`
//! or `perf record -g target/release/examples/preemption_round 200`.
//! The snapshot is built before the first round, so `--toggle-collect` counts what the benchmark times.
//!
//! The driver keeps the memory a round frees for the next round (`keep_freed_memory`), as the benchmark's process
//! does: otherwise its rounds also time the kernel faulting their memory in afresh, which neither criterion's loop
//! nor a live run pays.

#[path = "../benches/workload/preemption.rs"]
mod preemption;

use std::hint::black_box;
use std::time::Instant;

use spindle_core::preemption::PreemptionMonitor;

/// Keeps what a round frees in the heap for the next one.
///
/// A round allocates about 5.5 MB (the resolved containers, the temporary queues, the selection, the report) and
/// frees all of it. In this loop nothing else is allocated around the rounds, so with glibc's defaults the heap's
/// free top goes back to the kernel after each round (the trim threshold) and the largest blocks get a mapping of
/// their own, unmapped when freed: every round then faults about 1,200 pages in again, kernel time that more than
/// doubled the median round on this machine. The benchmark's process (criterion's loop: about 5,000 page faults in
/// a whole five-second run) and a live run (the simulator's state stays allocated around its rounds) do not pay
/// it, nor does the playground's wasm, which never gives memory back. docs/benchmarks.md, "Profiling the
/// preemption round", has the figures.
fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // Blocks up to glibc's largest mapping threshold (32 MiB on 64-bit) come from the heap, and up to 1 GiB of
        // free top stays in it. Setting either also turns glibc's own adjustment of both off.
        // SAFETY: mallopt only sets the allocator's parameters, and no other thread exists yet.
        let set = unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20) == 1 && libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30) == 1
        };
        if !set {
            eprintln!("preemption_round: glibc refused the heap settings; rounds will fault their memory in afresh");
        }
    }
}

fn main() {
    let rounds: usize = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 20,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("preemption_round: the argument is the number of rounds, a positive integer");
            std::process::exit(2);
        }
    };
    keep_freed_memory();
    let snap = preemption::snapshot();
    let mut times = Vec::with_capacity(rounds);
    let mut selected = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        let mut monitor = PreemptionMonitor::new();
        let report = match monitor.round(0, black_box(&snap)) {
            Ok(report) => report,
            Err(e) => {
                eprintln!("preemption_round: the snapshot is refused: {e}");
                std::process::exit(1);
            }
        };
        selected = report.selected.len();
        drop(black_box(report));
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{rounds} rounds, {selected} containers selected a round: median {:.2} ms, fastest {:.2} ms",
        times[times.len() / 2],
        times[0]
    );
}
