//! The Charts tab: series over virtual time from the simulator's samples.

use spindle_core::sim::{QueueSample, Simulator};

/// What the charts draw: per leaf queue its use and guarantee over virtual time, pending containers, and the
/// preemption rounds. The times and the pending containers have one value per sample (the simulator samples after
/// every step); a queue's series are the samples where they changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChartSeries {
    /// Sample times (virtual ms), ascending.
    pub t: Vec<u64>,
    /// The leaf queues drawn, a colour each ([`colour`](super::colour) of the position): every leaf in tree order
    /// while there are no more leaves than colours; past that, those that have used or asked for memory so far, in
    /// the order they first did, so that each keeps its colour as the run goes on.
    pub queues: Vec<QueueSeries>,
    /// Leaf queues not drawn: none had used or asked for memory by now (only with more leaves than colours).
    pub idle_queues: usize,
    /// Containers still to place (AM containers included) of the applications submitted so far.
    pub pending: Vec<u64>,
    /// The memory the queue chart's axis spans (the default partition's).
    pub memory: i64,
    /// The scheduling monitor runs (`yarn.resourcemanager.scheduler.monitor.enable`).
    pub monitor_on: bool,
    /// Steps in which the preemption policy marked or killed containers.
    pub rounds: Vec<RoundBar>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct QueueSeries {
    pub path: String,
    pub name: String,
    /// Memory used (MB) and guaranteed (MB) where they changed: `(i, mb)` holds from sample `i` on; the first
    /// point is at sample 0. A queue idle through a long run is one point, so a cluster of hundreds of queues
    /// costs the charts what its busy queues do.
    pub used: Vec<(usize, i64)>,
    pub guaranteed: Vec<(usize, i64)>,
}

impl QueueSeries {
    /// The memory used at the latest sample.
    pub fn used_now(&self) -> i64 {
        self.used.last().map_or(0, |p| p.1)
    }

    /// The guarantee at the latest sample.
    pub fn guaranteed_now(&self) -> i64 {
        self.guaranteed.last().map_or(0, |p| p.1)
    }
}

/// One value of a queue's samples, as the points where it changed (a position without a leaf counts 0).
fn changes(track: &[(usize, Option<QueueSample>)], value: impl Fn(&QueueSample) -> i64) -> Vec<(usize, i64)> {
    let mut out: Vec<(usize, i64)> = Vec::new();
    for (at, q) in track {
        let v = q.as_ref().map_or(0, &value);
        if out.last().is_none_or(|p| p.1 != v) {
            out.push((*at, v));
        }
    }
    if out.is_empty() {
        out.push((0, 0));
    }
    out
}

/// One round of the preemption monitor that acted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoundBar {
    pub at_ms: u64,
    /// The step it happened in (selecting the bar opens its report).
    pub step: usize,
    /// Containers newly marked and killed that round.
    pub marked: u32,
    pub killed: u32,
}

/// The chart series up to the current step, from the simulator's samples.
pub fn chart_series(sim: &Simulator) -> ChartSeries {
    let samples = sim.samples();
    let cs = sim.state().scheduler();
    let leaves = sim.sample_queues();
    let leaf_count = leaves.len();
    // Hundreds of leaf queues (a real capacity-scheduler.xml) would be as many lines in ten colours, and the few
    // that run anything would be lost among them.
    let mut drawn: Vec<(usize, usize, String)> = if leaves.len() <= super::PALETTE.len() {
        leaves.into_iter().enumerate().map(|(i, path)| (0, i, path)).collect()
    } else {
        leaves
            .into_iter()
            .enumerate()
            .filter_map(|(i, path)| {
                let first =
                    sim.queue_changes(i).iter().find(|(_, q)| q.is_some_and(|q| q.used_mb > 0 || q.pending_mb > 0));
                Some((first?.0, i, path))
            })
            .collect()
    };
    let idle_queues = leaf_count - drawn.len();
    spindle_core::sort::sort_by_key(&mut drawn, |&(first, i, _)| (first, i));
    let queues = drawn
        .into_iter()
        .map(|(_, i, path)| QueueSeries {
            name: path.rsplit('.').next().unwrap_or(&path).to_string(),
            used: changes(sim.queue_changes(i), |q| q.used_mb),
            guaranteed: changes(sim.queue_changes(i), |q| q.guaranteed_mb),
            path,
        })
        .collect();
    ChartSeries {
        idle_queues,
        t: samples.iter().map(|s| s.at_ms).collect(),
        queues,
        pending: samples.iter().map(|s| u64::from(s.pending_containers)).collect(),
        memory: cs.partitions().first().map_or(0, |p| p.resource.memory()),
        monitor_on: sim.state().world().site.monitor_enabled,
        rounds: samples
            .iter()
            .enumerate()
            .filter(|(_, s)| s.marked + s.preempted > 0)
            .map(|(step, s)| RoundBar { at_ms: s.at_ms, step, marked: s.marked, killed: s.preempted })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::view_model::*;
    use spindle_core::scenario::Scenario;
    use spindle_core::sim::Simulator;

    #[test]
    fn chart_series_follow_each_leaf_queue_and_the_pending_containers() {
        let s: Scenario = serde_json::from_str(spindle_core::builtin::json("three-queues").unwrap()).unwrap();
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(60);
        let c = chart_series(&sim);
        assert_eq!(c.t.len(), 61, "a sample before the first step and one after each");
        assert!(c.t.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(c.queues.iter().map(|q| q.path.as_str()).collect::<Vec<_>>(), ["root.a", "root.b", "root.c"]);
        let v = queues_view(&sim, 0);
        for (i, q) in c.queues.iter().enumerate() {
            assert_eq!(q.used_now(), v.row(&q.path).unwrap().used.memory(), "{}", q.path);
            // The change points, held from one to the next, are the queue's sample after every step.
            let held = |points: &[(usize, i64)]| {
                assert_eq!(points.first().map(|p| p.0), Some(0), "{}: the first point is at sample 0", q.path);
                assert!(points.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 != w[1].1), "{}: changes only", q.path);
                (0..c.t.len()).map(|n| points[points.partition_point(|p| p.0 <= n) - 1].1).collect::<Vec<_>>()
            };
            assert_eq!(held(&q.used), sim.queue_samples(i).map(|s| s.unwrap().used_mb).collect::<Vec<_>>());
            assert_eq!(held(&q.guaranteed), sim.queue_samples(i).map(|s| s.unwrap().guaranteed_mb).collect::<Vec<_>>());
            assert!(q.guaranteed.len() < c.t.len() / 4, "{}: a guarantee moves seldom", q.path);
        }
        let waiting: u64 = sim.state().pending_requests().iter().map(|r| u64::from(r.remaining)).sum();
        assert_eq!(c.pending.last().copied(), Some(waiting));
        assert_eq!(c.memory, 102_400);
        assert!(!c.monitor_on && c.rounds.is_empty());
    }

    #[test]
    fn with_more_leaves_than_colours_only_the_queues_used_so_far_are_drawn_in_the_order_they_started() {
        let mut s: Scenario = serde_json::from_str(spindle_core::builtin::json("three-queues").unwrap()).unwrap();
        let idle = (1..=9).map(|i| format!("idle{i}")).collect::<Vec<_>>();
        s.capacity_scheduler.insert("yarn.scheduler.capacity.root.queues".into(), format!("a,b,c,{}", idle.join(",")));
        for q in &idle {
            s.capacity_scheduler.insert(format!("yarn.scheduler.capacity.root.{q}.capacity"), "0".into());
        }
        // c first, a at 10 s, b at 30 s.
        for (app, at) in [("etl-c", 0), ("batch-a", 10_000), ("reports-b", 30_000)] {
            s.applications.iter_mut().find(|a| a.name == app).unwrap().submit_ms = at;
        }
        let mut sim = Simulator::new(&s).unwrap();
        let drawn = |sim: &Simulator| {
            let c = chart_series(sim);
            (c.queues.iter().map(|q| q.path.clone()).collect::<Vec<_>>(), c.idle_queues)
        };
        assert_eq!(drawn(&sim), (vec![], 12), "nothing submitted at step 0");
        sim.run_until(5_000);
        assert_eq!(drawn(&sim), (vec!["root.c".to_string()], 11), "c asks first");
        sim.run_until(20_000);
        let at_20s = sim.step_index();
        assert_eq!(drawn(&sim), (vec!["root.c".to_string(), "root.a".to_string()], 10));
        sim.run_until(40_000);
        assert_eq!(drawn(&sim), (["root.c", "root.a", "root.b"].map(String::from).to_vec(), 9), "not tree order");
        sim.seek(at_20s);
        assert_eq!(drawn(&sim).0, ["root.c", "root.a"], "b had not started by then");
        // With no more leaves than colours, every leaf is drawn in tree order, idle or not.
        let mut few: Scenario = serde_json::from_str(spindle_core::builtin::json("three-queues").unwrap()).unwrap();
        few.applications.retain(|a| a.name == "etl-c");
        let c = chart_series(&Simulator::new(&few).unwrap());
        assert_eq!(c.queues.iter().map(|q| q.path.as_str()).collect::<Vec<_>>(), ["root.a", "root.b", "root.c"]);
        assert_eq!(c.idle_queues, 0);
    }

    #[test]
    fn an_application_not_submitted_yet_is_not_pending() {
        let (mut s, _) = crate::view_model::fixtures::zk();
        s.applications[0].submit_ms = 10_000;
        let mut sim = Simulator::new(&s).unwrap();
        assert_eq!(chart_series(&sim).pending, [0], "nothing asked before 10 s");
        while sim.now_ms() < 10_000 && !sim.is_finished() {
            sim.step();
        }
        sim.step();
        assert!(chart_series(&sim).pending.last().is_some_and(|&p| p > 0), "asked once submitted");
    }
}
