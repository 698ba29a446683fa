//! Runs the `preemption` benchmark's round outside criterion, for counting instructions and cache misses or
//! sampling with `perf`: `ROUNDS` rounds (default 20) on the benchmark's snapshot, each with a fresh monitor as the
//! benchmark does, then the median and the fastest round's wall time.
//!
//! `cargo build --profile bench -p spindle-core --example preemption_round`, then e.g.
//! `valgrind --tool=callgrind --toggle-collect='*PreemptionMonitor*round*' target/release/examples/preemption_round 3`
//! or `perf record -g target/release/examples/preemption_round 200`.
//! The snapshot is built before the first round, so `--toggle-collect` counts what the benchmark times.
//!
//! The driver keeps the memory a round frees for the next round (`keep_freed_memory`), as the benchmark does:
//! otherwise its rounds also time the kernel faulting their memory in afresh, which a live run does not pay.

#[path = "../benches/workload/heap.rs"]
mod heap;
#[path = "../benches/workload/preemption.rs"]
mod preemption;

use std::hint::black_box;
use std::time::Instant;

use spindle_core::preemption::PreemptionMonitor;

fn main() {
    let rounds: usize = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 20,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("preemption_round: the argument is the number of rounds, a positive integer");
            std::process::exit(2);
        }
    };
    heap::keep_freed_memory();
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
