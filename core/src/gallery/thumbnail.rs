//! A gallery card's thumbnail, drawn from the scenario itself: the racks and their nodes (size, partition) and,
//! for a run at some step (usually its end), how much of each node every application holds. Plain data, so a card
//! can draw it as a few SVG rectangles without reading the simulator.

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use crate::sim::SimState;
use crate::topology::NodeState;

/// A card's picture of a cluster and who holds what on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Thumbnail {
    /// The racks in topology order.
    pub racks: Vec<ThumbRack>,
    /// Application names; [`ThumbNode::used`] refers to them by index (for colours).
    pub apps: Vec<String>,
    /// Partition names other than the default one; [`ThumbNode::partition`] refers to them by index.
    pub partitions: Vec<String>,
}

/// One rack of a thumbnail.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThumbRack {
    /// The rack's name.
    pub name: String,
    /// Its nodes in topology order.
    pub nodes: Vec<ThumbNode>,
}

/// One node of a thumbnail: its size, partition and what each application holds on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThumbNode {
    /// The host name.
    pub name: String,
    /// Its memory capability, which sets the rectangle's size.
    pub memory_mb: i64,
    /// Index into [`Thumbnail::partitions`]; `None` for the default partition.
    pub partition: Option<usize>,
    /// The node left the cluster (removed or decommissioned).
    pub removed: bool,
    /// `(application index, memory in MB)` held on the node, by application index.
    pub used: Vec<(usize, i64)>,
}

/// The thumbnail of a run's state: the cluster's shape, and what each application holds on each node now.
pub fn thumbnail(state: &SimState) -> Thumbnail {
    let topo = state.topology();
    let apps: Vec<String> = state.world().apps.iter().map(|a| a.name.clone()).collect();
    let mut used: Vec<Vec<(usize, i64)>> = alloc::vec![Vec::new(); topo.nodes.len()];
    for c in state.containers().values() {
        let row = &mut used[c.node.index()];
        let mb = c.resource.memory();
        match row.iter_mut().find(|(a, _)| *a == c.app.index()) {
            Some((_, m)) => *m += mb,
            None => row.push((c.app.index(), mb)),
        }
    }
    for row in &mut used {
        crate::sort::sort(row);
    }
    let default = crate::topology::Topology::DEFAULT_PARTITION;
    let partitions: Vec<String> = topo
        .partitions
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != default.index())
        .map(|(_, p)| p.name.clone())
        .collect();
    let racks = topo
        .racks
        .iter()
        .enumerate()
        .map(|(r, rack)| ThumbRack {
            name: rack.name.clone(),
            nodes: topo
                .nodes
                .iter()
                .enumerate()
                .filter(|(_, n)| n.rack.index() == r)
                .map(|(i, n)| ThumbNode {
                    name: n.name.clone(),
                    memory_mb: n.capability.memory(),
                    partition: (n.partition != default)
                        .then(|| partitions.iter().position(|p| *p == topo.partition(n.partition).name))
                        .flatten(),
                    removed: n.state != NodeState::Running && n.state != NodeState::Decommissioning,
                    used: core::mem::take(&mut used[i]),
                })
                .collect(),
        })
        .collect();
    Thumbnail { racks, apps, partitions }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Simulator;

    #[test]
    fn the_labels_thumbnail_shows_partitions_and_what_each_application_holds() {
        let s = crate::gallery::scenario("labels").unwrap();
        let mut sim = Simulator::new(&s).unwrap();
        let before = thumbnail(sim.state());
        assert_eq!(before.partitions, ["gpu", "spare"]);
        assert_eq!(before.apps, ["etl", "train"]);
        let nodes: Vec<(&str, Option<usize>)> =
            before.racks[0].nodes.iter().map(|n| (n.name.as_str(), n.partition)).collect();
        assert_eq!(nodes[0], ("node-1", None));
        assert_eq!(nodes[2], ("gpu-1", Some(0)));
        assert_eq!(nodes[4], ("spare-1", Some(1)));
        assert!(before.racks[0].nodes.iter().all(|n| n.used.is_empty() && n.memory_mb == 8192));
        sim.run(10_000);
        let after = thumbnail(sim.state());
        let held: i64 = after.racks.iter().flat_map(|r| &r.nodes).flat_map(|n| &n.used).map(|(_, mb)| mb).sum();
        let running: i64 = sim.state().containers().values().map(|c| c.resource.memory()).sum();
        assert_eq!(held, running);
        let gpu = &after.racks[0].nodes[2];
        assert!(gpu.used.iter().all(|(app, _)| after.apps[*app] == "train"), "{gpu:?}");
    }
}
