//! `spindle diff SCENARIO_A SCENARIO_B [--format text|json]`: "what changes if I deploy this?" — runs both
//! scenarios to their end and lists the differences (placements, outcomes, waiting times, queue usage,
//! preemptions), then each run's figures (`docs/cli-diff.md`). Exit 0 (differences are not an error), 2 when a
//! scenario cannot be read or run.

use spindle_core::compare::{compare, ms_label, phase_name, Comparison, RunSummary, MAX_STEPS};
use spindle_core::sim::{SimOptions, Simulator};

use crate::run::load;
use crate::Outcome;

pub const USAGE: &str = "usage: spindle diff SCENARIO_A SCENARIO_B [--format text|json]\n\
                         each SCENARIO is a JSON file or builtin:NAME\n";

pub fn run(args: &[String]) -> Outcome {
    let mut positional = Vec::new();
    let mut json_out = false;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--format" => match args.get(i + 1).map(String::as_str) {
                Some("json") => json_out = true,
                Some("text") => json_out = false,
                _ => return Outcome::usage(format!("spindle diff: --format takes text or json\n{USAGE}")),
            },
            "-h" | "--help" => return Outcome::ok(USAGE.to_string()),
            _ if a.starts_with("--") => return Outcome::usage(format!("spindle diff: unknown option `{a}`\n{USAGE}")),
            _ => {
                positional.push(a.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let [a, b] = positional.as_slice() else {
        return Outcome::usage(format!("spindle diff: expected two scenarios\n{USAGE}"));
    };
    let mut runs = Vec::new();
    for arg in [a, b] {
        let loaded = match load(arg) {
            Ok(l) => l,
            Err(e) => return Outcome::usage(format!("spindle diff: {e}\n")),
        };
        let mut sim = match Simulator::with_options(&loaded.scenario, SimOptions::forward_only()) {
            Ok(s) => s,
            Err(e) => return Outcome::usage(format!("spindle diff: {arg}: {e}\n")),
        };
        sim.run_to_end(MAX_STEPS);
        runs.push((loaded.label, sim));
    }
    let c = compare(&runs[0].1, &runs[1].1);
    let stdout = if json_out {
        #[derive(serde::Serialize)]
        struct Out<'a> {
            a: &'a str,
            b: &'a str,
            comparison: &'a Comparison,
        }
        match crate::wire::to_json("spindle diff", &Out { a: &runs[0].0, b: &runs[1].0, comparison: &c }) {
            Outcome { code: 0, stdout, .. } => stdout,
            failed => return failed,
        }
    } else {
        text(&runs[0].0, &runs[1].0, &c)
    };
    Outcome::ok(stdout)
}

/// One line per difference, then a table per run.
pub fn text(la: &str, lb: &str, c: &Comparison) -> String {
    let mut s = format!("A: {la}\nB: {lb}\n\n");
    if c.differences.is_empty() {
        s.push_str("no differences: both runs make the same decisions\n");
    } else {
        s.push_str(&format!("{} difference(s):\n", c.differences.len()));
    }
    for d in &c.differences {
        let line = format!("{}: {}", d.label(), d.describe("A", "B"));
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
    }
    for (label, r) in [("A", &c.a), ("B", &c.b)] {
        s.push('\n');
        s.push_str(&summary(label, r));
    }
    s
}

fn summary(label: &str, r: &RunSummary) -> String {
    let mut s = format!(
        "run {label}: {} steps, ends at {} ms{}, {} container(s) allocated, {} preempted, {} request(s) waiting\n",
        r.steps,
        r.end_ms,
        if r.finished { "" } else { " (cut by the step limit)" },
        r.containers_allocated,
        r.containers_preempted,
        r.requests_waiting_at_end
    );
    for a in &r.apps {
        s.push_str(&format!(
            "  app {} ({}): {}, AM waited {}, containers waited {} on average, {} allocated, {} rejected, {} preempted\n",
            a.name,
            a.queue,
            phase_name(a.phase),
            ms_label(a.am_wait_ms),
            ms_label(a.mean_container_wait_ms),
            a.allocated,
            a.rejected,
            a.preempted
        ));
    }
    for q in &r.queues {
        s.push_str(&format!(
            "  queue {}: guaranteed {} MB, peak {} MB, mean {} MB, {} change(s) over time (--format json has the timeline)\n",
            q.queue,
            q.guaranteed_mb,
            q.peak_used_mb,
            q.mean_used_mb,
            q.timeline.len()
        ));
    }
    s
}
