//! The Compare view: the pinned baseline's run against the current one, both taken to their end, compared by the
//! core ([`spindle_core::compare`], the same code as `spindle diff`). Computed only while a baseline is pinned and
//! the Compare tab is open.

use spindle_core::compare::{self, AppOutcome, Comparison, RunSummary, StepLines};
use spindle_core::scenario::Scenario;
use spindle_core::sim::{SimOptions, Simulator};

use crate::services::preemption;

/// How the two runs are called in the differences' words.
pub const BASELINE: &str = "the baseline";
pub const CURRENT: &str = "the current run";
/// How many diverging steps are listed.
const DIVERGENCES_SHOWN: usize = 5;
/// How many of a diverging step's lines are shown a run, from where the runs part (the rest are counted). A
/// heartbeat round on a large cluster can have thousands.
const DIVERGING_LINES_SHOWN: usize = 20;

/// Everything the Compare view shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CompareView {
    pub baseline_name: String,
    pub current_name: String,
    /// What differs in the workload (one line per application position); when there is any, the runs are not of
    /// the same workload and are not compared further.
    pub mismatch: Vec<String>,
    /// The differences, in the order `spindle diff` lists them.
    pub differences: Vec<DiffRow>,
    /// Waiting per application, both runs.
    pub apps: Vec<AppWaits>,
    /// Per leaf queue, its memory use over time in both runs.
    pub queues: Vec<QueuePair>,
    /// The shared time axis: the later of the two ends.
    pub t_max: u64,
    /// The shared memory axis: the larger cluster's default partition.
    pub memory: i64,
    /// The first steps at which the runs took different decisions, and how many steps differ in all.
    pub divergences: Vec<DivergenceRow>,
    pub divergences_total: usize,
    pub baseline_run: RunFigures,
    pub current_run: RunFigures,
}

/// One difference: its kind as `spindle diff --format json` names it (`queue-usage`), and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct DiffRow {
    pub kind: String,
    pub label: &'static str,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppWaits {
    pub name: String,
    pub am: (Option<u64>, Option<u64>),
    pub containers: (Option<u64>, Option<u64>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct QueuePair {
    pub queue: String,
    /// `(at_ms, used_mb)` where the use changed, in the baseline and the current run.
    pub baseline: Vec<(u64, i64)>,
    pub current: Vec<(u64, i64)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DivergenceRow {
    /// The step (from 1); the current run can be moved there.
    pub step: usize,
    /// When it happened in the current run (`None`: the current run had ended).
    pub at_ms: Option<u64>,
    /// How many of the step's first and last lines are the same in both runs (not in `baseline` or `current`).
    pub same_before: usize,
    pub same_after: usize,
    /// Each run's lines between those, from where they part.
    pub baseline: StepLines,
    pub current: StepLines,
}

/// A run's figures in one line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunFigures {
    pub steps: usize,
    pub end_ms: u64,
    pub finished: bool,
    pub allocated: u32,
    pub preempted: u32,
    pub waiting: u32,
}

impl From<&RunSummary> for RunFigures {
    fn from(r: &RunSummary) -> RunFigures {
        RunFigures {
            steps: r.steps,
            end_ms: r.end_ms,
            finished: r.finished,
            allocated: r.containers_allocated,
            preempted: r.containers_preempted,
            waiting: r.requests_waiting_at_end,
        }
    }
}

/// Runs a scenario to its end for a comparison (`which` names it in the message), or says why it cannot run. The
/// runs are read forward only (the tab never steps them back), so they keep no checkpoints.
pub fn run_to_end(s: &Scenario, which: &str) -> Result<Simulator, String> {
    let mut sim =
        preemption::simulator(s, SimOptions::forward_only()).map_err(|e| format!("{which} cannot run: {e}"))?;
    sim.run_to_end(compare::MAX_STEPS);
    Ok(sim)
}

/// Compares the baseline's run `a` with the current run `b`, both taken to their end by [`run_to_end`].
pub fn compare_view(baseline: &Scenario, a: &Simulator, current: &Scenario, b: &Simulator) -> CompareView {
    let c = compare::compare(a, b);
    let (divergences, divergences_total) = compare::divergences(a, b, DIVERGENCES_SHOWN, DIVERGING_LINES_SHOWN);
    let memory = |sim: &Simulator| sim.state().scheduler().partitions().first().map_or(0, |p| p.resource.memory());
    let at = |step: usize| b.samples().get(step).map(|s| s.at_ms);
    CompareView {
        baseline_name: baseline.name.clone(),
        current_name: current.name.clone(),
        mismatch: c.workload_mismatches().map(|d| d.describe(BASELINE, CURRENT)).collect(),
        differences: rows(&c),
        apps: c
            .a
            .apps
            .iter()
            .enumerate()
            .filter_map(|(i, x)| {
                // Both runs list the same workload's applications in its order: the same place first.
                let same = |y: &&AppOutcome| y.index == x.index && y.name == x.name;
                let y = c.b.apps.get(i).filter(same).or_else(|| c.b.apps.iter().find(same))?;
                Some(AppWaits {
                    name: x.name.clone(),
                    am: (x.am_wait_ms, y.am_wait_ms),
                    containers: (x.mean_container_wait_ms, y.mean_container_wait_ms),
                })
            })
            .collect(),
        queues: queue_pairs(&c),
        t_max: c.a.end_ms.max(c.b.end_ms),
        memory: memory(a).max(memory(b)),
        divergences: divergences
            .into_iter()
            .map(|d| DivergenceRow {
                step: d.step,
                at_ms: at(d.step).filter(|_| d.step <= b.step_index()),
                same_before: d.same_before,
                same_after: d.same_after,
                baseline: d.a,
                current: d.b,
            })
            .collect(),
        divergences_total,
        baseline_run: RunFigures::from(&c.a),
        current_run: RunFigures::from(&c.b),
    }
}

fn rows(c: &Comparison) -> Vec<DiffRow> {
    c.differences
        .iter()
        .map(|d| DiffRow {
            // The JSON kind is the label's words joined by `-` (`queue usage` → `queue-usage`).
            kind: d.label().replace(' ', "-"),
            label: d.label(),
            text: d.describe(BASELINE, CURRENT),
        })
        .collect()
}

/// Every leaf queue of either run, the baseline's first.
fn queue_pairs(c: &Comparison) -> Vec<QueuePair> {
    let mut names: Vec<&str> = c.a.queues.iter().map(|q| q.queue.as_str()).collect();
    names.extend(c.b.queues.iter().map(|q| q.queue.as_str()).filter(|q| !c.a.queues.iter().any(|x| x.queue == *q)));
    let timeline = |r: &RunSummary, q: &str| {
        r.queues.iter().find(|x| x.queue == q).map(|x| x.timeline.clone()).unwrap_or_default()
    };
    names
        .into_iter()
        .map(|q| QueuePair { queue: q.to_string(), baseline: timeline(&c.a, q), current: timeline(&c.b, q) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::builtin;

    fn compared(baseline: &Scenario, current: &Scenario) -> CompareView {
        let run = |s: &Scenario| run_to_end(s, "it").unwrap();
        compare_view(baseline, &run(baseline), current, &run(current))
    }

    #[test]
    fn a_capacity_change_shows_as_the_cli_words_it_and_the_runs_part_at_a_step() {
        let base = builtin("three-queues").unwrap();
        let mut now = base.clone();
        now.capacity_scheduler.insert("yarn.scheduler.capacity.root.a.maximum-capacity".into(), "30".into());
        let v = compared(&base, &now);
        assert!(v.mismatch.is_empty());
        let usage = v.differences.iter().find(|d| d.kind == "queue-usage" && d.text.starts_with("root.a:"));
        let usage = usage.expect("root.a's use differs");
        assert!(usage.text.contains("in the baseline") && usage.text.contains("in the current run"), "{}", usage.text);
        assert_eq!(v.queues.iter().map(|q| q.queue.as_str()).collect::<Vec<_>>(), ["root.a", "root.b", "root.c"]);
        let first = v.divergences.first().expect("the runs part");
        assert!(first.step >= 1 && first.at_ms.is_some());
        assert!(v.divergences_total >= v.divergences.len());
        assert_eq!(v.t_max, v.baseline_run.end_ms.max(v.current_run.end_ms));
        assert_eq!(v.apps.len(), 3);

        let same = compared(&base, &base);
        assert!(same.differences.is_empty() && same.divergences.is_empty() && same.divergences_total == 0);
    }

    #[test]
    fn another_workload_says_what_differs() {
        let base = builtin("three-queues").unwrap();
        let other = builtin("zk-hbase-spark").unwrap();
        let v = compared(&base, &other);
        assert!(!v.mismatch.is_empty());
        assert!(
            v.mismatch[0].starts_with("applications[0] is batch-a in the baseline, services in the current run"),
            "{:?}",
            v.mismatch
        );
    }
}
