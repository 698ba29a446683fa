//! Runs the `sim` benchmark's `scaling` workload once per size named on the command line (`1000`, `10000`), for
//! counting instructions and cache misses per container outside criterion:
//!
//! `cargo build --profile bench -p spindle-core --example scaling`, then e.g.
//! `valgrind --tool=callgrind --cache-sim=yes --toggle-collect='*full_run*' target/release/examples/scaling 1000`.
//! The scenario is built outside `full_run`, so `--toggle-collect` counts what the benchmark times. Each run's wall
//! time per container is printed too (a size may be named more than once). The handler is the `scheduler` unless
//! `--handler NAME` comes first (`--handler placement-processor`, the benchmark's other full run). Like the
//! benchmark, the driver keeps the memory a run frees for the next run (`workload/heap.rs`).

// The benchmark's `scenario` (the full size under either handler) is not used here.
#[allow(dead_code)]
#[path = "../benches/workload/mod.rs"]
mod workload;

use spindle_core::handler::Handler;
use workload::{full_run, sized, FULL, NODES_PER_RACK, TENTH};

fn main() {
    workload::heap::keep_freed_memory();
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut handler = Handler::Scheduler;
    if args.first().map(String::as_str) == Some("--handler") {
        let name = args.get(1).cloned().unwrap_or_default();
        handler = name.parse().unwrap_or_else(|_| {
            eprintln!("scaling: unknown handler {name:?}");
            std::process::exit(2);
        });
        args.drain(..2);
    }
    for arg in args {
        let size = match arg.as_str() {
            "1000" => TENTH,
            "10000" => FULL,
            other => {
                eprintln!("scaling: unknown size {other:?} (1000 or 10000)");
                std::process::exit(2);
            }
        };
        let s = sized(handler, size);
        let start = std::time::Instant::now();
        let handled = full_run(&s, size);
        let ns = start.elapsed().as_nanos() as f64 / handled as f64;
        println!("{} nodes: {handled} containers, {ns:.0} ns per container", size.racks * NODES_PER_RACK);
    }
}
