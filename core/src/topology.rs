//! Cluster topology: racks, nodes, node partitions (labels) and node attributes.
//!
//! Inside the core everything is addressed by dense integer ids ([`NodeId`], [`RackId`], [`PartitionId`]);
//! names exist only at the edges (scenario files, the UI, error messages). Ids are never reused: a removed node
//! keeps its slot with [`NodeState::Removed`], so ids held in event logs and snapshots stay meaningful.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use crate::dense_id;
use crate::name::{NameList, NameTable};
use crate::resource::Resource;
use crate::sorted_map::SortedMap;

/// The scope name YARN uses for a node (`PlacementConstraints.NODE`).
pub const NODE_SCOPE: &str = "node";
/// The scope name YARN uses for a rack (`PlacementConstraints.RACK`).
pub const RACK_SCOPE: &str = "rack";
/// The rack YARN assigns to a node it knows no rack for.
pub const DEFAULT_RACK: &str = "/default-rack";

dense_id!(
    /// A node's dense index in [`Topology::nodes`].
    NodeId: u32
);
dense_id!(
    /// A rack's dense index in [`Topology::racks`].
    RackId: u32
);
dense_id!(
    /// A partition's dense index in [`Topology::partitions`]; 0 is always the default partition `""`.
    PartitionId: u32
);

/// A node partition (YARN node label). Every node is in exactly one; the default partition has the empty name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Partition {
    /// The node label (`""` for the default partition).
    pub name: String,
    /// Exclusive partitions are used only by requests that ask for them; the idle resources of a non-exclusive
    /// one are lent to default-partition requests.
    pub exclusive: bool,
}

/// A rack: the unit of YARN's rack scope and of the scheduler's rack locality.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rack {
    /// The rack's name, unique in the topology.
    pub name: String,
}

/// Where a node is in its life cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NodeState {
    /// Schedulable: takes new containers.
    #[default]
    Running,
    /// Takes no new containers; running ones finish.
    Decommissioning,
    /// Gone from the cluster; the id stays reserved.
    Removed,
}

impl NodeState {
    /// Whether a node in this state takes new containers (only a running one).
    pub fn is_schedulable(self) -> bool {
        self == NodeState::Running
    }
}

/// A NodeManager: its rack, capability, partition, attributes and life-cycle state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Node {
    /// The host name (`NodeId` host in YARN).
    pub name: String,
    /// The rack the node is in.
    pub rack: RackId,
    /// What the NodeManager offers to containers (`yarn.nodemanager.resource.*`).
    pub capability: Resource,
    /// The node's label; [`Topology::DEFAULT_PARTITION`] when it has none.
    pub partition: PartitionId,
    /// Node attributes `key=value`. Keys are stored as written; the `rm.yarn.io/` prefix rule is applied where
    /// constraints are evaluated.
    pub attributes: SortedMap<String, String>,
    /// Running, decommissioning or removed.
    pub state: NodeState,
}

impl Node {
    /// Whether the scheduler may place new containers here (only running nodes).
    pub fn is_schedulable(&self) -> bool {
        self.state.is_schedulable()
    }
}

/// What went wrong while building or editing a topology.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TopologyError {
    /// Two nodes have this host name.
    DuplicateNode(String),
    /// Two racks have this name.
    DuplicateRack(String),
    /// Two partitions have this label.
    DuplicatePartition(String),
    /// A node names a rack that does not exist.
    UnknownRack(String),
    /// A node is in a partition that was not defined.
    UnknownPartition {
        /// The node's host name.
        node: String,
        /// The label it asks for.
        partition: String,
    },
    /// No live node has this host name.
    UnknownNode(String),
    /// A node, rack or partition name is empty (only the default partition is `""`).
    EmptyName,
}

impl fmt::Display for TopologyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TopologyError::DuplicateNode(n) => write!(f, "node `{n}` is defined twice"),
            TopologyError::DuplicateRack(n) => write!(f, "rack `{n}` is defined twice"),
            TopologyError::DuplicatePartition(n) => write!(f, "partition `{n}` is defined twice"),
            TopologyError::UnknownRack(n) => write!(f, "no rack named `{n}`"),
            TopologyError::UnknownPartition { node, partition } => {
                write!(f, "node `{node}` is in partition `{partition}`, which is not defined")
            }
            TopologyError::UnknownNode(n) => write!(f, "no node named `{n}`"),
            TopologyError::EmptyName => f.write_str("names must not be empty"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TopologyError {}

/// Racks, nodes and partitions of one cluster.
#[derive(Clone, Serialize, Deserialize)]
pub struct Topology {
    /// Every rack, indexed by [`RackId`].
    pub racks: Vec<Rack>,
    /// Every node, removed ones included, indexed by [`NodeId`].
    pub nodes: Vec<Node>,
    /// Every partition, indexed by [`PartitionId`]; the default partition first.
    pub partitions: Vec<Partition>,
    /// Names to ids, so that building a large cluster is not quadratic. Kept by [`Topology::rack`],
    /// [`Topology::add_node`] and [`Topology::add_partition`]; a topology whose lists were filled another way
    /// (deserialized, or edited through the public fields) is searched linearly until it is re-indexed.
    #[serde(skip)]
    index: NameIndex,
}

/// [`Topology`]'s names to ids, each a [`NameTable`] over its list (the names are not copied). `nodes` holds the
/// latest node added under each name: a name is only reused once its node is removed, so that is the only one
/// that can be live.
///
/// Why not `BTreeMap<String, _>`s: their code (one copy for the three id types and `Constraints::new`'s tag
/// slots) was about 6 KB of the playground's first page (docs/toolchain.md, maps13), and nothing reads the names
/// in order; a sorted vector would shift on every node added (one insert per node, 10,000 in the topology
/// benchmark).
#[derive(Clone, Default)]
struct NameIndex {
    racks: NameTable,
    nodes: NameTable,
    partitions: NameTable,
    /// The list lengths the index was built for (a mismatch means it is stale).
    lens: (usize, usize, usize),
}

impl PartialEq for Topology {
    fn eq(&self, other: &Self) -> bool {
        // The index is derived from the lists.
        self.racks == other.racks && self.nodes == other.nodes && self.partitions == other.partitions
    }
}

impl Eq for Topology {}

impl fmt::Debug for Topology {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Topology")
            .field("racks", &self.racks)
            .field("nodes", &self.nodes)
            .field("partitions", &self.partitions)
            .finish()
    }
}

impl Default for Topology {
    fn default() -> Self {
        Topology::new()
    }
}

impl Topology {
    /// An empty cluster with only the default partition.
    pub fn new() -> Self {
        let mut t = Topology {
            racks: Vec::new(),
            nodes: Vec::new(),
            partitions: alloc::vec![Partition { name: String::new(), exclusive: true }],
            index: NameIndex::default(),
        };
        t.reindex();
        t
    }

    /// Rebuilds the name index from the lists.
    fn reindex(&mut self) {
        let mut index = NameIndex::default();
        for i in 0..self.racks.len() as u32 {
            // The first rack of a name, as a linear search finds it.
            if index.racks.find(self.racks.as_slice(), &self.racks[i as usize].name).is_none() {
                index.racks.insert(self.racks.as_slice(), i);
            }
        }
        for (i, n) in self.nodes.iter().enumerate() {
            // The first live node of a name (as a linear search finds it), or else the latest node of it.
            match index.nodes.find(self.nodes.as_slice(), &n.name) {
                Some(old) if self.nodes[old as usize].state != NodeState::Removed => {}
                _ => index.nodes.set(self.nodes.as_slice(), i as u32),
            }
        }
        for i in 0..self.partitions.len() as u32 {
            if index.partitions.find(self.partitions.as_slice(), &self.partitions[i as usize].name).is_none() {
                index.partitions.insert(self.partitions.as_slice(), i);
            }
        }
        index.lens = (self.racks.len(), self.nodes.len(), self.partitions.len());
        self.index = index;
    }

    /// Makes the index current before adding to the lists (a no-op unless they were filled another way).
    fn ensure_index(&mut self) {
        if !self.index_current() {
            self.reindex();
        }
    }

    fn index_current(&self) -> bool {
        self.index.lens == (self.racks.len(), self.nodes.len(), self.partitions.len())
    }

    /// The partition of nodes without a label (YARN's `NO_LABEL`, the empty name).
    pub const DEFAULT_PARTITION: PartitionId = PartitionId(0);

    /// Adds a rack, or returns the existing one with that name.
    pub fn rack(&mut self, name: &str) -> Result<RackId, TopologyError> {
        if name.is_empty() {
            return Err(TopologyError::EmptyName);
        }
        if let Some(id) = self.rack_id(name) {
            return Ok(id);
        }
        self.ensure_index();
        let id = RackId(self.racks.len() as u32);
        self.racks.push(Rack { name: name.into() });
        self.index.racks.insert(self.racks.as_slice(), id.0);
        self.index.lens.0 += 1;
        Ok(id)
    }

    /// Defines a partition; an error if the label is empty or already defined.
    pub fn add_partition(&mut self, name: &str, exclusive: bool) -> Result<PartitionId, TopologyError> {
        if self.partition_id(name).is_some() {
            return Err(TopologyError::DuplicatePartition(name.into()));
        }
        self.ensure_index();
        let id = PartitionId(self.partitions.len() as u32);
        self.partitions.push(Partition { name: name.into(), exclusive });
        self.index.partitions.insert(self.partitions.as_slice(), id.0);
        self.index.lens.2 += 1;
        Ok(id)
    }

    /// Room for `additional` more nodes, list and name index, so that adding a known number of them (a scenario's
    /// cluster) grows neither again.
    pub fn reserve_nodes(&mut self, additional: usize) {
        self.ensure_index();
        self.nodes.reserve(additional);
        self.index.nodes.reserve(self.nodes.as_slice(), additional);
    }

    /// Adds a running node in the default partition with no attributes.
    pub fn add_node(&mut self, name: &str, rack: RackId, capability: Resource) -> Result<NodeId, TopologyError> {
        if name.is_empty() {
            return Err(TopologyError::EmptyName);
        }
        if self.node_id(name).is_some() {
            return Err(TopologyError::DuplicateNode(name.into()));
        }
        if rack.index() >= self.racks.len() {
            return Err(TopologyError::UnknownRack(alloc::format!("#{rack}")));
        }
        self.ensure_index();
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            name: name.into(),
            rack,
            capability,
            partition: Self::DEFAULT_PARTITION,
            attributes: SortedMap::new(),
            state: NodeState::Running,
        });
        // Replaces a removed node of the same name.
        self.index.nodes.set(self.nodes.as_slice(), id.0);
        self.index.lens.1 += 1;
        Ok(id)
    }

    /// The node `id` (which the topology issued).
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The node `id`, to change its state, attributes or capability.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id.index()]
    }

    /// The rack node `id` is in.
    pub fn rack_of(&self, id: NodeId) -> RackId {
        self.nodes[id.index()].rack
    }

    /// The live node named `name`.
    pub fn node_id(&self, name: &str) -> Option<NodeId> {
        if self.index_current() {
            let id = NodeId(self.index.nodes.find(self.nodes.as_slice(), name)?);
            return self.nodes.get(id.index()).filter(|n| n.state != NodeState::Removed).map(|_| id);
        }
        self.nodes.iter().position(|n| n.name == name && n.state != NodeState::Removed).map(|i| NodeId(i as u32))
    }

    /// The rack named `name`.
    pub fn rack_id(&self, name: &str) -> Option<RackId> {
        if self.index_current() {
            return self.index.racks.find(self.racks.as_slice(), name).map(RackId);
        }
        self.racks.iter().position(|r| r.name == name).map(|i| RackId(i as u32))
    }

    /// The partition labelled `name` (`""` is the default partition).
    pub fn partition_id(&self, name: &str) -> Option<PartitionId> {
        if self.index_current() {
            return self.index.partitions.find(self.partitions.as_slice(), name).map(PartitionId);
        }
        self.partitions.iter().position(|p| p.name == name).map(|i| PartitionId(i as u32))
    }

    /// The partition `id`.
    pub fn partition(&self, id: PartitionId) -> &Partition {
        &self.partitions[id.index()]
    }

    /// Ids of every node that has not been removed, in id order.
    pub fn live_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes.iter().enumerate().filter(|(_, n)| n.state != NodeState::Removed).map(|(i, _)| NodeId(i as u32))
    }

    /// Total capability of the live nodes of one partition.
    pub fn partition_resource(&self, partition: PartitionId) -> Resource {
        self.nodes
            .iter()
            .filter(|n| n.state != NodeState::Removed && n.partition == partition)
            .map(|n| n.capability)
            .sum()
    }

    /// Total capability of every live node.
    pub fn cluster_resource(&self) -> Resource {
        self.nodes.iter().filter(|n| n.state != NodeState::Removed).map(|n| n.capability).sum()
    }
}

/// The names [`NameIndex`] hashes.
macro_rules! named_list {
    ($($item:ty),*) => {$(
        impl NameList for [$item] {
            fn count(&self) -> usize {
                self.len()
            }

            fn name(&self, id: u32) -> &str {
                &self[id as usize].name
            }
        }
    )*};
}
named_list!(Rack, Node, Partition);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_dense_and_names_unique() {
        let mut t = Topology::new();
        let r1 = t.rack("r1").unwrap();
        let r2 = t.rack("r2").unwrap();
        assert_eq!(t.rack("r1").unwrap(), r1);
        let a = t.add_node("a", r1, Resource::new(8192, 8)).unwrap();
        let b = t.add_node("b", r2, Resource::new(4096, 4)).unwrap();
        assert_eq!((a.0, b.0), (0, 1));
        assert_eq!(t.add_node("a", r2, Resource::ZERO), Err(TopologyError::DuplicateNode("a".into())));
        assert_eq!(t.rack_of(b), r2);
        assert_eq!(t.cluster_resource(), Resource::new(12288, 12));
    }

    #[test]
    fn removed_nodes_keep_their_id_but_leave_the_cluster() {
        let mut t = Topology::new();
        let r = t.rack("r").unwrap();
        let a = t.add_node("a", r, Resource::new(1024, 1)).unwrap();
        let b = t.add_node("b", r, Resource::new(1024, 1)).unwrap();
        t.node_mut(a).state = NodeState::Removed;
        assert_eq!(t.live_nodes().collect::<Vec<_>>(), alloc::vec![b]);
        assert_eq!(t.node_id("a"), None);
        assert_eq!(t.cluster_resource(), Resource::new(1024, 1));
        // The name is free again; the new node gets a new id.
        let a2 = t.add_node("a", r, Resource::new(2048, 2)).unwrap();
        assert_eq!(a2.0, 2);
        assert_eq!(t.node_id("a"), Some(a2));
        assert_eq!(t.add_node("a", r, Resource::ZERO), Err(TopologyError::DuplicateNode("a".into())));
    }

    #[test]
    fn lists_filled_without_the_index_are_found() {
        let mut t = Topology::new();
        let r = t.rack("r").unwrap();
        let a = t.add_node("a", r, Resource::new(1024, 1)).unwrap();
        t.node_mut(a).state = NodeState::Removed;
        t.add_node("a", r, Resource::new(1024, 1)).unwrap();
        // Lists pushed to directly (as a deserialized topology has them): found by search, then re-indexed.
        let mut copy = Topology::new();
        copy.racks = t.racks.clone();
        copy.nodes = t.nodes.clone();
        assert_eq!(copy, t);
        assert_eq!(copy.node_id("a"), t.node_id("a"));
        assert_eq!(copy.rack_id("r"), Some(r));
        let b = copy.add_node("b", r, Resource::new(1024, 1)).unwrap();
        assert_eq!(copy.node_id("b"), Some(b));
        assert_eq!(copy.node_id("a"), t.node_id("a"));
        assert_eq!(copy.add_node("a", r, Resource::ZERO), Err(TopologyError::DuplicateNode("a".into())));
    }

    /// A fixed pseudo-random walk of nodes added, removed and added again under a few hundred names (the index
    /// grows while it holds fewer ids than there are nodes): the index answers as a linear search does, before and
    /// after the lists are copied into a topology that re-indexes them.
    #[test]
    fn the_name_index_answers_as_a_linear_search() {
        use alloc::format;
        let mut t = Topology::new();
        let racks: Vec<RackId> = (0..20).map(|i| t.rack(&format!("/r{i}")).unwrap()).collect();
        t.add_partition("gpu", false).unwrap();
        let linear = |t: &Topology, name: &str| {
            t.nodes.iter().position(|n| n.name == name && n.state != NodeState::Removed).map(|i| NodeId(i as u32))
        };
        let mut x: u64 = 7;
        for step in 0..4_000u32 {
            if step == 1_000 {
                // Room made in the middle (ids held for some names, removed nodes among them) changes no answer.
                t.reserve_nodes(2_000);
            }
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let name = format!("host{}", (x >> 33) % 300);
            match t.node_id(&name) {
                Some(id) if (x >> 20).is_multiple_of(2) => t.node_mut(id).state = NodeState::Removed,
                Some(_) => {
                    assert_eq!(t.add_node(&name, racks[0], Resource::ZERO), Err(TopologyError::DuplicateNode(name)))
                }
                None => {
                    let id = t.add_node(&name, racks[(step % 20) as usize], Resource::ZERO).unwrap();
                    assert_eq!(id.index(), t.nodes.len() - 1);
                }
            }
            if step.is_multiple_of(500) {
                let mut copy = Topology::new();
                copy.racks = t.racks.clone();
                copy.nodes = t.nodes.clone();
                copy.partitions = t.partitions.clone();
                copy.add_node("another", racks[1], Resource::ZERO).unwrap();
                for k in 0..310 {
                    let name = format!("host{k}");
                    assert_eq!(t.node_id(&name), linear(&t, &name));
                    assert_eq!(copy.node_id(&name), linear(&t, &name));
                }
            }
        }
        for (i, r) in t.racks.iter().enumerate() {
            assert_eq!(t.rack_id(&r.name), Some(RackId(i as u32)));
        }
        assert_eq!(t.rack_id("/r20"), None);
        assert_eq!(t.partition_id(""), Some(Topology::DEFAULT_PARTITION));
        assert_eq!(t.partition_id("gpu"), Some(PartitionId(1)));
        assert_eq!(t.partition_id("ssd"), None);
    }

    /// Lists with a rack named twice (only a deserialized or hand-filled topology can have that): the first one,
    /// as a linear search finds it.
    #[test]
    fn a_rack_named_twice_resolves_to_the_first() {
        let mut t = Topology::new();
        t.racks = alloc::vec![Rack { name: "r".into() }, Rack { name: "s".into() }, Rack { name: "r".into() }];
        t.partitions.push(Partition { name: "gpu".into(), exclusive: true });
        t.partitions.push(Partition { name: "gpu".into(), exclusive: false });
        let n = t.add_node("n", RackId(2), Resource::ZERO).unwrap();
        assert_eq!(t.rack("r"), Ok(RackId(0)));
        assert_eq!(t.rack_id("s"), Some(RackId(1)));
        assert_eq!(t.partition_id("gpu"), Some(PartitionId(1)));
        assert_eq!(t.node_id("n"), Some(n));
    }
}
