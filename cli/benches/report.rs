//! What `spindle run` adds to the engine's run for its default output: the JSON report (docs/cli-run.md) of the
//! gallery's 100,000-container run, written to a sink through the CLI's own writer. The run is made once, outside
//! the timing; each iteration builds the report's final state and writes the whole report (about 100 MB).

use criterion::{criterion_group, criterion_main, Criterion};
use spindle_cli::wire::run::RunReport;
use spindle_cli::wire::write_json;
use spindle_core::sim::{SimOptions, Simulator};

fn report(c: &mut Criterion) {
    let scenario = spindle_core::gallery::scenario("large-10000").expect("a gallery scenario");
    // The options `spindle run` uses without `--until`.
    let mut sim = Simulator::with_options(&scenario, SimOptions::forward_only()).expect("a valid scenario");
    sim.run(spindle_cli::run::MAX_STEPS);
    let mut g = c.benchmark_group("run-report");
    g.sample_size(10);
    g.bench_function("json-100k-containers-10k-nodes", |b| {
        b.iter(|| {
            let written = write_json("spindle run", &RunReport::new("large-10000", &sim), &mut std::io::sink());
            assert_eq!(written.code, 0, "{}", written.stderr);
        })
    });
    g.finish();
}

criterion_group!(benches, report);
criterion_main!(benches);
