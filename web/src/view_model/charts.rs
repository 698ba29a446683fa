//! The Charts tab: series over virtual time from the simulator's samples.

use spindle_core::sim::Simulator;

/// What the charts draw: per leaf queue its use and guarantee over virtual time, pending containers, and the
/// preemption rounds. Every series has one value per sample (the simulator samples after every step).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChartSeries {
    /// Sample times (virtual ms), ascending.
    pub t: Vec<u64>,
    /// Leaf queues in tree order.
    pub queues: Vec<QueueSeries>,
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
    /// Memory used (MB) and guaranteed (MB), per sample.
    pub used: Vec<i64>,
    pub guaranteed: Vec<i64>,
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
    let queues = sim
        .sample_queues()
        .into_iter()
        .enumerate()
        .map(|(i, path)| QueueSeries {
            name: path.rsplit('.').next().unwrap_or(&path).to_string(),
            used: sim.queue_samples(i).map(|q| q.map_or(0, |q| q.used_mb)).collect(),
            guaranteed: sim.queue_samples(i).map(|q| q.map_or(0, |q| q.guaranteed_mb)).collect(),
            path,
        })
        .collect();
    ChartSeries {
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
        for q in &c.queues {
            assert_eq!(q.used.last().copied(), Some(v.row(&q.path).unwrap().used.memory()), "{}", q.path);
            assert_eq!(q.guaranteed.len(), c.t.len());
        }
        let waiting: u64 = sim.state().pending_requests().iter().map(|r| u64::from(r.remaining)).sum();
        assert_eq!(c.pending.last().copied(), Some(waiting));
        assert_eq!(c.memory, 102_400);
        assert!(!c.monitor_on && c.rounds.is_empty());
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
