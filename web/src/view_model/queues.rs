//! The Queues tab: the queue tree with its numbers per partition, and what the core finds wrong with a staged
//! queue configuration.

use spindle_core::resource::Resource;
use spindle_core::scenario::{DiagnosticCode, Scenario};
use spindle_core::sim::Simulator;

/// One queue in one partition, as its bar shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct QueueRow {
    /// Full path (`root.a.b`).
    pub path: String,
    pub name: String,
    pub depth: usize,
    pub leaf: bool,
    /// Shares of the partition (Hadoop's `absoluteCapacity` / `absoluteMaximumCapacity`).
    pub absolute_capacity: f32,
    pub absolute_maximum: f32,
    pub guaranteed: Resource,
    pub maximum: Resource,
    /// Allocated and reserved (the Capacity Scheduler counts reservations as used).
    pub used: Resource,
    pub reserved: Resource,
    pub pending: Resource,
    /// Running and waiting applications.
    pub apps: usize,
    /// `disable_preemption`, after inheritance.
    pub preemption_disabled: bool,
}

/// The queue tree with every queue's numbers in one partition.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct QueuesView {
    /// Partition names, the default partition (`""`) first.
    pub partitions: Vec<String>,
    pub partition: usize,
    /// The partition's resources (the bars' full width).
    pub total: Resource,
    /// Depth-first, children in configuration order.
    pub rows: Vec<QueueRow>,
    /// Positions in `rows` in the order of their paths, for [`row`](Self::row): the Queues tab looks up every queue
    /// of the tree it draws, thousands in a real capacity-scheduler.xml.
    by_path: Vec<usize>,
}

impl QueuesView {
    pub fn row(&self, path: &str) -> Option<&QueueRow> {
        let at = self.by_path.binary_search_by(|&i| self.rows[i].path.as_str().cmp(path)).ok()?;
        self.rows.get(self.by_path[at])
    }
}

/// The Capacity Scheduler's queues now, in partition `partition` (the default partition if there is no such one).
pub fn queues_view(sim: &Simulator, partition: usize) -> QueuesView {
    let cs = sim.state().scheduler();
    let partitions: Vec<String> = cs.partitions().iter().map(|p| p.name.clone()).collect();
    let partition = if partition < partitions.len() { partition } else { 0 };
    let config = cs.config();
    let depth = |q: &spindle_core::scheduler::QueueConfig| {
        let (mut d, mut parent) = (0, q.parent);
        while let Some(p) = parent {
            d += 1;
            parent = config.queue(p).parent;
        }
        d
    };
    // Queue ids are assigned depth-first in configuration order, so id order is the tree's reading order.
    let rows = config
        .queues
        .iter()
        .zip(cs.queues())
        .map(|(qc, q)| {
            let (cap, usage) = (q.capacities(partition), q.usage(partition));
            QueueRow {
                path: qc.path.clone(),
                name: qc.name.clone(),
                depth: depth(qc),
                leaf: qc.is_leaf(),
                absolute_capacity: cap.absolute_capacity,
                absolute_maximum: cap.absolute_maximum_capacity,
                guaranteed: cap.guaranteed,
                maximum: cap.maximum,
                used: usage.used,
                reserved: usage.reserved,
                pending: usage.pending,
                apps: q.num_applications(),
                preemption_disabled: qc.disable_preemption,
            }
        })
        .collect::<Vec<QueueRow>>();
    let mut by_path: Vec<usize> = (0..rows.len()).collect();
    spindle_core::sort::sort_by(&mut by_path, |&a, &b| rows[a].path.cmp(&rows[b].path));
    QueuesView {
        total: cs.partitions().get(partition).map(|p| p.resource).unwrap_or_default(),
        partitions,
        partition,
        rows,
        by_path,
    }
}

/// A problem with a scenario's Capacity Scheduler configuration, as the queue form lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigProblem {
    /// The property key at fault (`yarn.scheduler.capacity.root.a.capacity`), or the scenario path for a problem
    /// that is not about one key (an application sent to a queue that no longer exists).
    pub key: String,
    pub message: String,
    /// An error keeps the configuration from being applied; a warning says what YARN would do with it.
    pub error: bool,
}

/// Every problem the core finds with `scenario`'s queue configuration: its errors (`from_properties` names the
/// key) and the warnings about applications whose queue is gone or is a parent.
pub fn config_problems(scenario: &Scenario) -> Vec<ConfigProblem> {
    spindle_core::scenario::validate(scenario, None)
        .diagnostics
        .into_iter()
        .filter(|d| d.is_error() || matches!(d.code, DiagnosticCode::UnknownQueue | DiagnosticCode::ParentQueue))
        .map(|d| ConfigProblem {
            key: d.path.property().map(str::to_string).unwrap_or_else(|| d.path.to_string()),
            error: d.is_error(),
            message: d.message,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use spindle_core::scenario::Scenario;
    use spindle_core::sim::Simulator;

    #[test]
    fn queues_show_their_guarantee_and_use_in_tree_order() {
        let s: Scenario = serde_json::from_str(spindle_core::builtin::json("three-queues").unwrap()).unwrap();
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(40);
        let v = queues_view(&sim, 7);
        assert_eq!(v.partition, 0, "an unknown partition shows the default one");
        assert_eq!(v.partitions, [""]);
        assert_eq!(v.total.memory(), 102_400);
        let paths: Vec<(&str, usize, bool)> = v.rows.iter().map(|r| (r.path.as_str(), r.depth, r.leaf)).collect();
        assert_eq!(paths, [("root", 0, false), ("root.a", 1, true), ("root.b", 1, true), ("root.c", 1, true)]);
        let a = v.row("root.a").unwrap();
        assert_eq!(a.guaranteed.memory(), 10_240);
        assert_eq!(a.maximum.memory(), 102_400);
        assert!(a.used.memory() > a.guaranteed.memory(), "a grows into the idle cluster: {a:?}");
        let leaves: i64 = v.rows.iter().filter(|r| r.leaf).map(|r| r.used.memory()).sum();
        assert_eq!(v.row("root").unwrap().used.memory(), leaves);
        // Every row found by its path, also when the tree's order is not the paths' order.
        let mut s = s;
        s.capacity_scheduler.insert("yarn.scheduler.capacity.root.queues".into(), "c,b,a".into());
        let v = queues_view(&Simulator::new(&s).unwrap(), 0);
        assert_eq!(v.rows.iter().map(|r| r.path.as_str()).collect::<Vec<_>>(), ["root", "root.c", "root.b", "root.a"]);
        for r in &v.rows {
            assert_eq!(v.row(&r.path), Some(r));
        }
        assert_eq!(v.row("root.d"), None);
        assert_eq!(v.row("roo"), None);
    }
}
