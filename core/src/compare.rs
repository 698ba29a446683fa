//! "What changes if I deploy this?": two runs of the same workload under two scenarios (a queue's capacity, a
//! constraint, the handler, a preemption tunable changed), compared. [`compare`] lists the differences first —
//! placements, outcomes and waiting times per application, queue usage, preemptions — and keeps the per-application
//! figures and both runs' queue-usage timelines for display. The CLI's `spindle diff` and the playground's Compare
//! view both use it.
//!
//! Applications are matched by their position in the scenario (`applications[i]`), which is what "the same
//! workload" means; if the two scenarios' application lists differ, that is reported first.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use crate::scheduler::ReleaseReason;
use crate::sim::{transcript_line, AppPhase, Event, Simulator};

/// How many steps each run is taken before comparing (`spindle diff` and the playground's Compare view): a run cut
/// here is reported as an `end` difference.
pub const MAX_STEPS: usize = 1_000_000;

/// What one application did in one run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AppOutcome {
    /// `applications[i]` of the scenario.
    pub index: usize,
    /// The application's name in the scenario.
    pub name: String,
    /// The leaf queue it was submitted to.
    pub queue: String,
    /// Where it is at the end of the run (`finished`, `running`, `rejected`, `failed`, …).
    pub phase: AppPhase,
    /// When it was submitted (`None` if the run ended before its submission time).
    pub submitted_ms: Option<u64>,
    /// When its AM started (unmanaged AM: when it was activated).
    pub started_ms: Option<u64>,
    /// When its last container finished and it left the queue.
    pub finished_ms: Option<u64>,
    /// From submission to the AM running.
    pub am_wait_ms: Option<u64>,
    /// Mean, over its allocated non-AM containers, of the time from when the AM could ask (start + `ask-ms`) to the
    /// allocation.
    pub mean_container_wait_ms: Option<u64>,
    /// Non-AM containers allocated and rejected over the run.
    pub allocated: u32,
    /// Non-AM containers the handler rejected (the placement processor's `COULD_NOT_PLACE_ON_NODE`).
    pub rejected: u32,
    /// Its containers killed by the preemption policy.
    pub preempted: u32,
    /// Node names of its allocations per request, sorted (where, not in which order).
    pub placements: Vec<RequestPlacement>,
}

/// Where one request's containers went (`request: None` is the AM).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RequestPlacement {
    /// The request's index in its application, `None` for the AM container.
    pub request: Option<u32>,
    /// The node of each container, sorted by name.
    pub nodes: Vec<String>,
}

impl AppOutcome {
    /// The nodes of a request's allocations (empty if it got none).
    pub fn nodes_of(&self, request: Option<u32>) -> &[String] {
        self.placements.iter().find(|p| p.request == request).map_or(&[], |p| p.nodes.as_slice())
    }
}

/// One leaf queue's use of the default partition over a run (memory, MB).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct QueueUsageOverRun {
    /// The leaf queue's full path (`root.a`).
    pub queue: String,
    /// The most memory it held at once.
    pub peak_used_mb: i64,
    /// Time-weighted mean of used memory over the run's duration.
    pub mean_used_mb: i64,
    /// Its guaranteed memory in the default partition, as last sampled.
    pub guaranteed_mb: i64,
    /// `(at_ms, used_mb)` at every step where it changed.
    pub timeline: Vec<(u64, i64)>,
}

/// One run's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RunSummary {
    /// Simulator steps taken.
    pub steps: usize,
    /// The virtual time the run stopped at.
    pub end_ms: u64,
    /// Whether the run reached its end (not cut by the step limit).
    pub finished: bool,
    /// Containers allocated over the run, AMs included.
    pub containers_allocated: u32,
    /// Containers the preemption policy killed.
    pub containers_preempted: u32,
    /// Requests with containers still outstanding when the run stopped.
    pub requests_waiting_at_end: u32,
    /// Each application's outcome, in scenario order.
    pub apps: Vec<AppOutcome>,
    /// Each leaf queue's memory use over the run.
    pub queues: Vec<QueueUsageOverRun>,
}

/// One difference between the runs, in the order an operator reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Difference {
    /// The two scenarios do not have the same applications at this position.
    Workload {
        /// The position in `applications`.
        index: usize,
        /// The application's name in A (`None`: A has no application there).
        a: Option<String>,
        /// The application's name in B.
        b: Option<String>,
    },
    /// The application ended differently (e.g. finished in A, still waiting in B).
    Outcome {
        /// The application's name.
        app: String,
        /// Its phase at the end of A.
        a: AppPhase,
        /// Its phase at the end of B.
        b: AppPhase,
    },
    /// Containers of a request went to other nodes (`request: None` is the AM): the nodes whose count of its
    /// containers differs.
    Placement {
        /// The application's name.
        app: String,
        /// The request's index, `None` for the AM.
        request: Option<u32>,
        /// The nodes whose count differs.
        nodes: Vec<NodeCount>,
    },
    /// Waiting before the AM ran, or mean waiting of its containers, changed.
    Waiting {
        /// The application's name.
        app: String,
        /// `am` (waiting for the AM) or `containers` (mean container waiting).
        what: String,
        /// Milliseconds in A (`None`: it never got there).
        a: Option<u64>,
        /// Milliseconds in B.
        b: Option<u64>,
    },
    /// A different number of containers allocated or rejected.
    Containers {
        /// The application's name.
        app: String,
        /// `allocated` or `rejected`.
        what: String,
        /// The count in A.
        a: u32,
        /// The count in B.
        b: u32,
    },
    /// A leaf queue's use of the cluster changed.
    QueueUsage {
        /// The leaf queue's path.
        queue: String,
        /// Its peak memory in A.
        peak_a_mb: i64,
        /// Its peak memory in B.
        peak_b_mb: i64,
        /// Its time-weighted mean memory in A.
        mean_a_mb: i64,
        /// Its time-weighted mean memory in B.
        mean_b_mb: i64,
    },
    /// A different number of the application's containers were preempted.
    Preemption {
        /// The application's name.
        app: String,
        /// Its containers preempted in A.
        a: u32,
        /// Its containers preempted in B.
        b: u32,
    },
    /// One run reached its end and the other did not, or they ended at different times.
    End {
        /// When A stopped.
        a_ms: u64,
        /// When B stopped.
        b_ms: u64,
        /// Whether A reached its end (rather than the step limit).
        a_finished: bool,
        /// Whether B reached its end.
        b_finished: bool,
    },
}

/// A phase in the words of `spindle diff`'s JSON (`finished`, `not-submitted`, …), spelled out so the text and
/// the playground read the same.
pub fn phase_name(p: AppPhase) -> &'static str {
    match p {
        AppPhase::NotSubmitted => "not-submitted",
        AppPhase::Accepted => "accepted",
        AppPhase::Activated => "activated",
        AppPhase::Running => "running",
        AppPhase::Finished => "finished",
        AppPhase::Failed => "failed",
        AppPhase::Rejected => "rejected",
    }
}

/// Milliseconds as `spindle diff` prints them (`166 ms`, `-` when it did not happen).
pub fn ms_label(v: Option<u64>) -> String {
    v.map_or_else(|| "-".into(), |v| alloc::format!("{v} ms"))
}

impl Difference {
    /// The kind in words (`queue usage`), the start of its line in `spindle diff`'s text output.
    pub fn label(&self) -> &'static str {
        match self {
            Difference::Workload { .. } => "workload",
            Difference::Outcome { .. } => "outcome",
            Difference::Placement { .. } => "placement",
            Difference::Waiting { .. } => "waiting",
            Difference::Containers { .. } => "containers",
            Difference::QueueUsage { .. } => "queue usage",
            Difference::Preemption { .. } => "preemption",
            Difference::End { .. } => "end",
        }
    }

    /// What differs, in words, with the runs called `a` and `b` (`A` and `B` in `spindle diff`; the playground
    /// says which run is the baseline). Applications, nodes and queues go by the scenario's names.
    pub fn describe(&self, a: &str, b: &str) -> String {
        use alloc::format;
        match self {
            Difference::Workload { index, a: x, b: y } => format!(
                "applications[{index}] is {} in {a}, {} in {b} (compare the same workload)",
                x.as_deref().unwrap_or("missing"),
                y.as_deref().unwrap_or("missing")
            ),
            Difference::Outcome { app, a: x, b: y } => {
                format!("{app}: {} in {a}, {} in {b}", phase_name(*x), phase_name(*y))
            }
            Difference::Placement { app, request, nodes } => format!(
                "{app} {}: containers per node, {a} → {b}: {}",
                request.map_or_else(|| "AM".into(), |r| format!("request #{r}")),
                nodes.iter().map(|n| format!("{} {}→{}", n.node, n.a, n.b)).collect::<Vec<_>>().join(", ")
            ),
            Difference::Waiting { app, what, a: x, b: y } => {
                let what = if what == "am" { "AM waited" } else { "containers waited on average" };
                format!("{app}: {what} {} in {a}, {} in {b}", ms_label(*x), ms_label(*y))
            }
            Difference::Containers { app, what, a: x, b: y } => format!("{app}: {x} {what} in {a}, {y} in {b}"),
            Difference::QueueUsage { queue, peak_a_mb, peak_b_mb, mean_a_mb, mean_b_mb } => format!(
                "{queue}: peak {peak_a_mb} MB in {a}, {peak_b_mb} MB in {b}; mean {mean_a_mb} MB in {a}, {mean_b_mb} MB in {b}"
            ),
            Difference::Preemption { app, a: x, b: y } => {
                format!("{app}: {x} container(s) preempted in {a}, {y} in {b}")
            }
            Difference::End { a_ms, b_ms, a_finished, b_finished } => format!(
                "{a} {} at {a_ms} ms, {b} {} at {b_ms} ms",
                if *a_finished { "ends" } else { "is cut" },
                if *b_finished { "ends" } else { "is cut" }
            ),
        }
    }
}

/// How many of a request's containers a node got in each run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NodeCount {
    /// The node's host name.
    pub node: String,
    /// The request's containers on it in A.
    pub a: u32,
    /// The request's containers on it in B.
    pub b: u32,
}

fn node_counts(a: &[String], b: &[String]) -> Vec<NodeCount> {
    let mut m: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
    for n in a {
        m.entry(n).or_default().0 += 1;
    }
    for n in b {
        m.entry(n).or_default().1 += 1;
    }
    m.into_iter().filter(|(_, (x, y))| x != y).map(|(n, (a, b))| NodeCount { node: n.into(), a, b }).collect()
}

/// The comparison: differences first, then each run's figures (with the queue timelines).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Comparison {
    /// What changed, in the order an operator reads it.
    pub differences: Vec<Difference>,
    /// The run under the first scenario.
    pub a: RunSummary,
    /// The run under the second scenario.
    pub b: RunSummary,
}

/// The figures of a run as it stands (run it to its end first for a full comparison).
pub fn summarize(sim: &Simulator) -> RunSummary {
    let state = sim.state();
    let world = state.world();
    let mut apps: Vec<AppOutcome> = world
        .apps
        .iter()
        .map(|d| AppOutcome {
            index: d.spec_index,
            name: d.name.clone(),
            queue: d.queue.clone(),
            phase: AppPhase::NotSubmitted,
            submitted_ms: None,
            started_ms: None,
            finished_ms: None,
            am_wait_ms: None,
            mean_container_wait_ms: None,
            allocated: 0,
            rejected: 0,
            preempted: 0,
            placements: Vec::new(),
        })
        .collect();
    // Per app id: (sum of waits, count) for the mean.
    let mut waits: Vec<(u64, u64)> = alloc::vec![(0, 0); apps.len()];
    let mut allocated = 0u32;
    let mut preempted = 0u32;
    for e in sim.events() {
        match e {
            Event::AppSubmitted { at_ms, app, .. } | Event::AppRejected { at_ms, app, .. } => {
                if let Some(a) = apps.get_mut(app.index()) {
                    a.submitted_ms = Some(*at_ms);
                }
            }
            Event::ContainerAllocated { at_ms, app, node_name, request, is_am, .. } => {
                allocated += 1;
                let Some(a) = apps.get_mut(app.index()) else { continue };
                match a.placements.iter_mut().find(|p| p.request == *request) {
                    Some(p) => p.nodes.push(String::from(node_name.as_str())),
                    None => a.placements.push(RequestPlacement {
                        request: *request,
                        nodes: alloc::vec![String::from(node_name.as_str())],
                    }),
                }
                if !*is_am {
                    a.allocated += 1;
                    let start = state.apps().get(app.index()).and_then(|r| r.started_ms);
                    let ask = request.and_then(|r| world.request(*app, r)).map_or(0, |r| r.ask_ms);
                    if let Some(s) = start {
                        let w = &mut waits[app.index()];
                        w.0 = w.0.saturating_add(at_ms.saturating_sub(s.saturating_add(ask)));
                        w.1 += 1;
                    }
                }
            }
            Event::RequestRejected { app, count, .. } => {
                if let Some(a) = apps.get_mut(app.index()) {
                    a.rejected = a.rejected.saturating_add(*count);
                }
            }
            Event::ContainerFinished { app, reason: ReleaseReason::Preempted, .. } => {
                preempted += 1;
                if let Some(a) = apps.get_mut(app.index()) {
                    a.preempted += 1;
                }
            }
            _ => {}
        }
    }
    for (i, a) in apps.iter_mut().enumerate() {
        if let Some(run) = state.apps().get(i) {
            a.phase = run.phase;
            a.started_ms = run.started_ms;
            a.finished_ms = run.finished_ms;
        }
        a.am_wait_ms = match (a.submitted_ms, a.started_ms) {
            (Some(s), Some(t)) => Some(t.saturating_sub(s)),
            _ => None,
        };
        let (sum, n) = waits[i];
        a.mean_container_wait_ms = sum.checked_div(n);
        crate::sort::sort_by_key(&mut a.placements, |p| p.request);
        for p in &mut a.placements {
            crate::sort::sort(&mut p.nodes);
        }
    }
    crate::sort::sort_by_key(&mut apps, |a| a.index);
    let end_ms = sim.now_ms();
    let names = sim.sample_queues();
    let samples = sim.samples();
    let mut queues: Vec<QueueUsageOverRun> =
        names.iter().map(|q| QueueUsageOverRun { queue: q.clone(), ..QueueUsageOverRun::default() }).collect();
    for (qi, q) in queues.iter_mut().enumerate() {
        let mut weighted: i128 = 0;
        let mut last: Option<(u64, i64)> = None;
        for (s, x) in samples.iter().zip(sim.queue_samples(qi)) {
            let Some(x) = x else { continue };
            q.peak_used_mb = q.peak_used_mb.max(x.used_mb);
            q.guaranteed_mb = x.guaranteed_mb;
            if let Some((t, u)) = last {
                weighted += i128::from(u) * i128::from(s.at_ms.saturating_sub(t));
            }
            // One point per instant (several steps can share one) and only where the value changes.
            if q.timeline.last().is_some_and(|(t, _)| *t == s.at_ms) {
                q.timeline.pop();
            }
            if q.timeline.last().is_none_or(|(_, u)| *u != x.used_mb) {
                q.timeline.push((s.at_ms, x.used_mb));
            }
            last = Some((s.at_ms, x.used_mb));
        }
        let start = samples.first().map_or(0, |s| s.at_ms);
        let span = end_ms.saturating_sub(start);
        q.mean_used_mb = if span > 0 { i64::try_from(weighted / i128::from(span)).unwrap_or(i64::MAX) } else { 0 };
    }
    RunSummary {
        steps: sim.step_index(),
        end_ms,
        finished: sim.is_finished(),
        containers_allocated: allocated,
        containers_preempted: preempted,
        requests_waiting_at_end: state.waiting_requests(),
        apps,
        queues,
    }
}

/// Compares two runs (each as far as it was stepped; run both to their end for the whole story).
pub fn compare(a: &Simulator, b: &Simulator) -> Comparison {
    let (sa, sb) = (summarize(a), summarize(b));
    let mut d = Vec::new();
    let n = sa.apps.len().max(sb.apps.len());
    for i in 0..n {
        let (x, y) = (sa.apps.iter().find(|p| p.index == i), sb.apps.iter().find(|p| p.index == i));
        let (Some(x), Some(y)) = (x, y) else {
            d.push(Difference::Workload { index: i, a: x.map(|p| p.name.clone()), b: y.map(|p| p.name.clone()) });
            continue;
        };
        if x.name != y.name {
            d.push(Difference::Workload { index: i, a: Some(x.name.clone()), b: Some(y.name.clone()) });
            continue;
        }
        let app = &x.name;
        if x.phase != y.phase {
            d.push(Difference::Outcome { app: app.clone(), a: x.phase, b: y.phase });
        }
        let requests: crate::sorted_map::SortedSet<Option<u32>> =
            x.placements.iter().chain(&y.placements).map(|p| p.request).collect();
        for &r in requests.iter() {
            let nodes = node_counts(x.nodes_of(r), y.nodes_of(r));
            if !nodes.is_empty() {
                d.push(Difference::Placement { app: app.clone(), request: r, nodes });
            }
        }
        if x.am_wait_ms != y.am_wait_ms {
            d.push(Difference::Waiting { app: app.clone(), what: "am".into(), a: x.am_wait_ms, b: y.am_wait_ms });
        }
        if x.mean_container_wait_ms != y.mean_container_wait_ms {
            d.push(Difference::Waiting {
                app: app.clone(),
                what: "containers".into(),
                a: x.mean_container_wait_ms,
                b: y.mean_container_wait_ms,
            });
        }
        if x.allocated != y.allocated {
            d.push(Difference::Containers {
                app: app.clone(),
                what: "allocated".into(),
                a: x.allocated,
                b: y.allocated,
            });
        }
        if x.rejected != y.rejected {
            d.push(Difference::Containers { app: app.clone(), what: "rejected".into(), a: x.rejected, b: y.rejected });
        }
        if x.preempted != y.preempted {
            d.push(Difference::Preemption { app: app.clone(), a: x.preempted, b: y.preempted });
        }
    }
    for qa in &sa.queues {
        let qb = sb.queues.iter().find(|q| q.queue == qa.queue);
        let (peak_b, mean_b) = qb.map_or((0, 0), |q| (q.peak_used_mb, q.mean_used_mb));
        if qb.is_none() || qa.timeline != qb.map(|q| q.timeline.clone()).unwrap_or_default() {
            d.push(Difference::QueueUsage {
                queue: qa.queue.clone(),
                peak_a_mb: qa.peak_used_mb,
                peak_b_mb: peak_b,
                mean_a_mb: qa.mean_used_mb,
                mean_b_mb: mean_b,
            });
        }
    }
    for qb in sb.queues.iter().filter(|q| !sa.queues.iter().any(|x| x.queue == q.queue)) {
        d.push(Difference::QueueUsage {
            queue: qb.queue.clone(),
            peak_a_mb: 0,
            peak_b_mb: qb.peak_used_mb,
            mean_a_mb: 0,
            mean_b_mb: qb.mean_used_mb,
        });
    }
    if sa.end_ms != sb.end_ms || sa.finished != sb.finished {
        d.push(Difference::End { a_ms: sa.end_ms, b_ms: sb.end_ms, a_finished: sa.finished, b_finished: sb.finished });
    }
    Comparison { differences: d, a: sa, b: sb }
}

impl Comparison {
    /// The positions where the two scenarios do not have the same application: if there is any, the runs are not
    /// of the same workload and the other differences mean little.
    pub fn workload_mismatches(&self) -> impl Iterator<Item = &Difference> {
        self.differences.iter().filter(|d| matches!(d, Difference::Workload { .. }))
    }
}

/// A step at which the two runs took different decisions, by its transcript lines: the lines at the step's start
/// and at its end that both runs share are counted, not kept, and of the lines between them at most the number
/// asked for. One heartbeat round on a large cluster can allocate thousands of containers; two runs that part at
/// one of them would otherwise carry thousands of the same lines each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The step, counted from 1 as the playground and `spindle run --format log` count them.
    pub step: usize,
    /// How many of the step's first lines are the same in both runs (in neither `a` nor `b`).
    pub same_before: usize,
    /// How many of its last lines are the same in both runs (in neither).
    pub same_after: usize,
    /// A's lines between those.
    pub a: StepLines,
    /// B's lines between those.
    pub b: StepLines,
}

/// One run's lines of a diverging step, between the lines both runs share.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepLines {
    /// The run had ended before this step: it has no lines at all.
    pub ended: bool,
    /// The first of them, one transcript line each.
    pub lines: Vec<String>,
    /// How many more there are after `lines`.
    pub more: usize,
}

/// The steps whose events differ between the runs (as far as each was stepped), by their transcript lines: the
/// first `limit` of them, each with at most `lines` lines a run, and how many steps differ in all. The first is
/// where the runs part.
pub fn divergences(a: &Simulator, b: &Simulator, limit: usize, lines: usize) -> (Vec<Divergence>, usize) {
    let (sa, sb) = (a.steps(), b.steps());
    let mut found = Vec::new();
    let mut total = 0;
    for i in 0..sa.len().max(sb.len()) {
        let (ea, eb) = (sa.get(i), sb.get(i));
        if ea == eb {
            continue;
        }
        // Events can differ in what the transcript leaves out (prose reasons); those are the same decisions, so
        // lines are compared where the events differ. Lines are written only for what is compared or kept.
        let same = |x: &Event, y: &Event| x == y || transcript_line(x) == transcript_line(y);
        let (xa, xb) = (ea.unwrap_or_default(), eb.unwrap_or_default());
        let (before, after) = shared_ends(xa, xb, same);
        if before == xa.len() && before == xb.len() {
            continue;
        }
        total += 1;
        if found.len() < limit {
            let part = |events: Option<&[Event]>| match events {
                None => StepLines { ended: true, ..StepLines::default() },
                Some(es) => {
                    let between = &es[before..es.len() - after];
                    let kept = between.len().min(lines);
                    StepLines {
                        ended: false,
                        lines: between[..kept].iter().map(transcript_line).collect(),
                        more: between.len() - kept,
                    }
                }
            };
            found.push(Divergence { step: i + 1, same_before: before, same_after: after, a: part(ea), b: part(eb) });
        }
    }
    (found, total)
}

/// How many items at the start of `a` and `b` are the same, and how many at their ends after those: the second
/// never reaches into the first, so each list is its shared start, its own middle and its shared end.
fn shared_ends<T>(a: &[T], b: &[T], same: impl Fn(&T, &T) -> bool) -> (usize, usize) {
    let before = a.iter().zip(b).take_while(|(x, y)| same(x, y)).count();
    let after = a[before..].iter().rev().zip(b[before..].iter().rev()).take_while(|(x, y)| same(x, y)).count();
    (before, after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    fn scenario(a_capacity: &str) -> Scenario {
        let json = r#"{
          "name": "two queues",
          "cluster": {"racks": [{"name": "r1", "nodes": [
            {"name": "n1", "resource": {"memory-mb": 4096, "vcores": 4}},
            {"name": "n2", "resource": {"memory-mb": 4096, "vcores": 4}}]}]},
          "capacity-scheduler": {
            "yarn.scheduler.capacity.root.queues": "a,b",
            "yarn.scheduler.capacity.root.a.capacity": "50",
            "yarn.scheduler.capacity.root.a.maximum-capacity": "50",
            "yarn.scheduler.capacity.root.b.capacity": "50"
          },
          "applications": [
            {"name": "big", "queue": "a", "requests": [{"count": 6, "resource": {"memory-mb": 1024}, "duration-ms": 5000}]},
            {"name": "small", "queue": "b", "submit-ms": 100, "requests": [{"count": 2, "resource": {"memory-mb": 1024}, "duration-ms": 5000}]}
          ]
        }"#;
        let mut s: Scenario = serde_json::from_str(json).unwrap();
        s.capacity_scheduler.insert("yarn.scheduler.capacity.root.a.maximum-capacity".into(), a_capacity.into());
        s
    }

    fn run(s: &Scenario) -> Simulator {
        let mut sim = Simulator::new(s).unwrap();
        sim.run_to_end(10_000);
        sim
    }

    #[test]
    fn same_scenario_has_no_differences() {
        let s = scenario("50");
        let c = compare(&run(&s), &run(&s));
        assert!(c.differences.is_empty(), "{:?}", c.differences);
        assert_eq!(c.a, c.b);
        // The JSON form is `spindle diff --format json`'s contract: it must serialise (map keys are strings).
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(json["a"]["apps"][0]["placements"][0]["request"], 0);
    }

    #[test]
    fn a_capacity_change_shows_in_waiting_and_queue_usage() {
        let c = compare(&run(&scenario("50")), &run(&scenario("100")));
        let big_wait = c
            .differences
            .iter()
            .any(|d| matches!(d, Difference::Waiting { app, what, .. } if app == "big" && what == "containers"));
        assert!(big_wait, "{:?}", c.differences);
        let usage = c.differences.iter().find_map(|d| match d {
            Difference::QueueUsage { queue, peak_a_mb, peak_b_mb, .. } if queue == "root.a" => {
                Some((*peak_a_mb, *peak_b_mb))
            }
            _ => None,
        });
        let (pa, pb) = usage.expect("queue a's usage differs");
        assert!(pb > pa, "a may use the whole cluster in B: {pa} vs {pb}");
        assert!(pa <= 4096, "a is capped at half of 8 GB in A: {pa}");
        assert!(c.workload_mismatches().next().is_none());
        let usage =
            c.differences.iter().find(|d| d.label() == "queue usage" && d.describe("A", "B").starts_with("root.a:"));
        assert!(usage.is_some_and(|d| d.describe("A", "B").contains("peak 4096 MB in A")), "{:?}", c.differences);
    }

    #[test]
    fn the_runs_part_at_the_first_step_whose_decisions_differ() {
        let (a, b) = (run(&scenario("50")), run(&scenario("100")));
        let (same, n) = divergences(&a, &a, 5, 20);
        assert!(same.is_empty() && n == 0);
        let (d, n) = divergences(&a, &b, 2, 20);
        assert!(n >= d.len() && d.len() == 2, "{n} {d:?}");
        let first = &d[0];
        assert_ne!(first.a, first.b);
        assert_eq!(
            a.steps().first(first.step - 1),
            b.steps().first(first.step - 1),
            "identical before step {}",
            first.step
        );
        assert!(d[1].step > first.step);
        // Each run's step is its lines before, between (kept up to the number asked, the rest counted) and after.
        for lines in [0, 1, usize::MAX] {
            let (all, total) = divergences(&a, &b, usize::MAX, lines);
            assert_eq!(total, all.len());
            for d in &all {
                let whole = |s: &Simulator| -> Option<Vec<String>> {
                    s.steps().get(d.step - 1).map(|es| es.iter().map(transcript_line).collect())
                };
                let (wa, wb) = (whole(&a), whole(&b));
                for (w, part) in [(&wa, &d.a), (&wb, &d.b)] {
                    assert_eq!(part.ended, w.is_none(), "step {}", d.step);
                    let w = w.as_deref().unwrap_or_default();
                    assert!(part.lines.len() <= lines);
                    assert_eq!(w.len(), d.same_before + part.lines.len() + part.more + d.same_after, "step {}", d.step);
                    assert_eq!(w[d.same_before..d.same_before + part.lines.len()], part.lines[..]);
                }
                let (wa, wb) = (wa.unwrap_or_default(), wb.unwrap_or_default());
                assert_eq!(wa[..d.same_before], wb[..d.same_before]);
                assert_eq!(wa[wa.len() - d.same_after..], wb[wb.len() - d.same_after..]);
                assert_ne!(wa, wb);
            }
        }
    }

    /// Two long lists that part at one item keep only that item between their shared start and end.
    #[test]
    fn the_shared_start_and_end_of_two_steps() {
        let a: Vec<u32> = (0..10_000).collect();
        let mut b = a.clone();
        b[6_000] = 1;
        assert_eq!(shared_ends(&a, &b, |x, y| x == y), (6_000, 3_999));
        // One is the other with more at its end: nothing of the longer one's end is shared.
        assert_eq!(shared_ends(&a[..10], &a[..4], |x, y| x == y), (4, 0));
        assert_eq!(shared_ends(&a[..4], &a[..10], |x, y| x == y), (4, 0));
        // The end is not counted twice: [1, 2, 1] and [1]: the start takes the one shared item.
        assert_eq!(shared_ends(&[1, 2, 1], &[1], |x, y| x == y), (1, 0));
        assert_eq!(shared_ends(&[1, 2, 3], &[1, 9, 3], |x, y| x == y), (1, 1));
        assert_eq!(shared_ends::<u32>(&[], &[5], |x, y| x == y), (0, 0));
        // The comparison asked for decides what is the same.
        assert_eq!(shared_ends(&[10, 21, 30], &[11, 22, 31], |x, y| x / 10 == y / 10), (3, 0));
    }

    #[test]
    fn another_workload_is_reported_by_position_and_name() {
        let mut other = scenario("50");
        other.applications[1].name = "tiny".into();
        let c = compare(&run(&scenario("50")), &run(&other));
        let w: Vec<String> = c.workload_mismatches().map(|d| d.describe("the baseline", "the current run")).collect();
        assert_eq!(
            w,
            ["applications[1] is small in the baseline, tiny in the current run (compare the same workload)"]
        );
    }
}
