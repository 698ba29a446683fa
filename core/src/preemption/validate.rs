//! Snapshot validation and resolution into dense indices.
//!
//! Every problem is reported with where it is (a JSON path such as `root.children[1]` or
//! `applications[3].containers[0]`) so that the CLI can point at it. Nothing here panics on user data.

use crate::constraint::PlacementConstraint;
use crate::spec::{parse_constraint, Dialect};
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use super::snapshot::{
    Capacity, ContainerPlacement, ContainerSnapshot, NodeSnapshot, OrderingPolicyKind, PartitionName,
    PreemptionSnapshot, QueueSnapshot,
};
use crate::decimal::print::Float;
use crate::ids::{AppId, ContainerId};
use crate::name::{NameList, NameTable};
use crate::resource::{NonNegativeSum, Resource, ResourceCalculator, ResourceTypes};

/// Hadoop's tolerance when checking that sibling capacities sum to 100 % (`PRECISION = 0.0005` of 1).
const CAPACITY_PRECISION: f32 = 0.0005;

/// A snapshot the policy cannot run on.
#[derive(Clone, Debug, PartialEq)]
pub struct SnapshotError {
    /// Where in the snapshot (a JSON-like path).
    pub at: String,
    /// What is wrong there.
    pub kind: SnapshotErrorKind,
}

/// What is wrong with a preemption snapshot (each is shown with the [`SnapshotError::at`] path).
#[derive(Clone, Debug, PartialEq)]
pub enum SnapshotErrorKind {
    /// No partition `""`: the default partition must be listed.
    MissingDefaultPartition,
    /// A partition is listed twice.
    DuplicatePartition(String),
    /// A queue, container, node or ask names a partition not listed.
    UnknownPartition(String),
    /// The top of the queue tree is not called `root`.
    RootNotNamedRoot(String),
    /// A queue name is empty or contains `.`.
    EmptyQueueName,
    /// Two queues have the same path.
    DuplicateQueue(String),
    /// A queue has no `capacity`.
    MissingCapacity(String),
    /// A percentage capacity outside [0, 100].
    InvalidCapacity {
        /// The queue's path.
        queue: String,
        /// The capacity given.
        value: f32,
    },
    /// `maximum-capacity` below `capacity`.
    MaximumBelowCapacity {
        /// The queue's path.
        queue: String,
        /// The partition it is configured for.
        partition: String,
    },
    /// Sibling capacities do not sum to 100 % (within Hadoop's precision), or to 0 under a parent without any.
    CapacitiesDoNotSum {
        /// The parent's path.
        parent: String,
        /// The partition.
        partition: String,
        /// What they sum to.
        sum: f32,
    },
    /// A queue mixes percentage and absolute capacities with its parent or siblings, which Hadoop rejects.
    MixedCapacityModes {
        /// The queue's path.
        queue: String,
    },
    /// A parent's ordering policy on a leaf queue.
    PolicyNotForLeaf {
        /// The queue's path.
        queue: String,
        /// The policy given.
        policy: OrderingPolicyKind,
    },
    /// A leaf's ordering policy on a parent queue.
    PolicyNotForParent {
        /// The queue's path.
        queue: String,
        /// The policy given.
        policy: OrderingPolicyKind,
    },
    /// An application names a queue that does not exist.
    UnknownQueue(String),
    /// A leaf name that several queues share: the full path is needed.
    AmbiguousQueue(String),
    /// An application names a parent queue.
    NotALeaf(String),
    /// Two applications have the same id.
    DuplicateApp(AppId),
    /// Two containers have the same id.
    DuplicateContainer(ContainerId),
    /// A resource with a negative component.
    NegativeResource(Resource),
    /// Two nodes have the same name.
    DuplicateNode(String),
    /// A container runs on a node not listed.
    UnknownNode(String),
    /// More than the two extra resource types Spindle models.
    TooManyResourceTypes(usize),
    /// A policy setting (by key) that must be a non-negative number.
    InvalidFactor(&'static str),
    /// A selector Spindle does not model is enabled (by key).
    Unsupported(&'static str),
    /// A pending ask's placement constraint does not parse (the parser's message, with its column).
    InvalidConstraint(String),
    /// A mark names a container that is not in the snapshot and gives no `app`.
    MarkWithoutApp(ContainerId),
    /// A mark's `app` is not the application the snapshot lists the container under.
    MarkAppMismatch {
        /// The marked container.
        container: ContainerId,
        /// The application the mark gives.
        app: AppId,
        /// The application the container belongs to.
        actual: AppId,
    },
    /// The same container is marked twice.
    DuplicateMark(ContainerId),
    /// A mark later than the round (`--now`).
    MarkInFuture {
        /// The marked container.
        container: ContainerId,
        /// When the mark says it was marked.
        marked_at_ms: u64,
        /// The round's time.
        now_ms: u64,
    },
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.at)?;
        use SnapshotErrorKind::*;
        match &self.kind {
            MissingDefaultPartition => f.write_str("the default partition \"\" is missing"),
            DuplicatePartition(p) => write!(f, "partition `{p}` is listed twice"),
            UnknownPartition(p) => write!(f, "unknown partition `{p}`"),
            RootNotNamedRoot(n) => write!(f, "the top queue must be `root`, not `{n}`"),
            EmptyQueueName => f.write_str("a queue name must not be empty or contain '.'"),
            DuplicateQueue(q) => write!(f, "queue `{q}` is defined twice"),
            MissingCapacity(q) => write!(f, "queue `{q}` has no `capacity`"),
            InvalidCapacity { queue, value } => {
                write!(f, "queue `{queue}`: capacity {} is not a percentage in [0, 100]", Float(*value))
            }
            MaximumBelowCapacity { queue, partition } => {
                write!(f, "queue `{queue}`: maximum-capacity is below capacity in {}", PartitionName(partition))
            }
            CapacitiesDoNotSum { parent, partition, sum } => write!(
                f,
                "the children of `{parent}` have capacities summing to {} in {}; they must sum to 100 (or to 0 \
                 when the parent has none)",
                Float(*sum),
                PartitionName(partition)
            ),
            MixedCapacityModes { queue } => {
                write!(f, "queue `{queue}` mixes percentage and absolute capacities with its parent or siblings")
            }
            PolicyNotForLeaf { queue, policy } => {
                write!(f, "leaf queue `{queue}` cannot use ordering-policy {policy:?} (fifo or fair)")
            }
            PolicyNotForParent { queue, policy } => write!(
                f,
                "parent queue `{queue}` cannot use ordering-policy {policy:?} (utilization or priority-utilization)"
            ),
            UnknownQueue(q) => write!(f, "unknown queue `{q}`"),
            AmbiguousQueue(q) => write!(f, "leaf name `{q}` matches several queues; use the full path"),
            NotALeaf(q) => write!(f, "`{q}` is a parent queue; applications run in leaf queues"),
            DuplicateApp(a) => write!(f, "application {a} is listed twice"),
            DuplicateContainer(c) => write!(f, "container {c} is listed twice"),
            NegativeResource(r) => write!(f, "resource {r} has a negative component"),
            DuplicateNode(n) => write!(f, "node `{n}` is listed twice"),
            UnknownNode(n) => write!(f, "unknown node `{n}`"),
            TooManyResourceTypes(n) => write!(f, "{n} extra resource types; at most 2 are supported"),
            InvalidFactor(k) => write!(f, "policy setting `{k}` must be a non-negative number"),
            Unsupported(k) => write!(f, "`{k}` is enabled, but Spindle does not model that selector"),
            InvalidConstraint(message) => write!(f, "placement constraint: {message}"),
            MarkWithoutApp(c) => {
                write!(f, "container {c} is not in the snapshot; give its `app` (it can then only be forgotten)")
            }
            MarkAppMismatch { container, app, actual } => {
                write!(f, "container {container} belongs to application {actual}, not {app}")
            }
            DuplicateMark(c) => write!(f, "container {c} is marked twice"),
            MarkInFuture { container, marked_at_ms, now_ms } => write!(
                f,
                "container {container} is marked at {marked_at_ms} ms, after the round's time {now_ms} ms (--now)"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SnapshotError {}

fn err<T>(at: impl Into<String>, kind: SnapshotErrorKind) -> Result<T, SnapshotError> {
    Err(SnapshotError { at: at.into(), kind })
}

/// A queue of the resolved tree (pre-order index; 0 is root).
#[derive(Clone, Debug)]
pub(crate) struct QueueNode {
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    pub depth: u32,
    /// Effective `disable_preemption` (inherited).
    pub preemption_disabled: bool,
    /// `disable_preemption` was inherited rather than set on this queue.
    pub disabled_inherited: bool,
    pub priority: i32,
    pub policy: OrderingPolicyKind,
    pub size_based_weight: bool,
    pub am_percent: f32,
    /// Applications of this leaf: a range of `Resolved::queue_apps` (see [`Resolved::apps_of`]).
    apps: Range<usize>,
    /// Index among its parent's children in the snapshot (for [`queue_at`]).
    pub child_index: usize,
}

impl QueueNode {
    pub(super) fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }
}

/// A container with its partition and application resolved. It points at the snapshot's container rather than
/// copying it: a round reads 100,000 containers, and every byte written per container costs (16 bytes each).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ContainerRef<'a> {
    snap: &'a ContainerSnapshot,
    /// Index of the owning app in `Resolved::apps`.
    app: u32,
    partition: u32,
}

impl ContainerRef<'_> {
    pub(super) fn id(&self) -> ContainerId {
        self.snap.id
    }

    pub(super) fn size(&self) -> Resource {
        self.snap.size
    }

    pub(super) fn priority(&self) -> i32 {
        self.snap.priority
    }

    /// An application master.
    pub(super) fn am(&self) -> bool {
        self.snap.am
    }

    /// Allocated on a non-exclusive partition for a default-partition request.
    pub(super) fn ignore_exclusivity(&self) -> bool {
        self.snap.ignore_partition_exclusivity
    }

    pub(super) fn allocated_ms(&self) -> u64 {
        self.snap.allocated_ms
    }

    /// Its allocation tags.
    pub(super) fn tags(&self) -> &[String] {
        self.snap.tags()
    }

    /// Its placement as the snapshot holds it: containers sharing one have the same partition, node and tags.
    pub(super) fn placement(&self) -> Option<&Arc<ContainerPlacement>> {
        self.snap.placement.as_ref()
    }

    /// The partition's index in `Resolved::partitions`.
    pub(super) fn partition(&self) -> usize {
        self.partition as usize
    }

    /// The owning application's index in `Resolved::apps`.
    pub(super) fn app(&self) -> usize {
        self.app as usize
    }
}

#[derive(Clone, Debug)]
pub(crate) struct AppNode<'a> {
    pub id: AppId,
    pub queue: usize,
    pub user: &'a str,
    pub priority: i32,
    pub start_time_ms: u64,
    /// Indices into `Resolved::containers` (an application's containers are listed together, running ones first).
    pub running: Range<usize>,
    pub reserved: Range<usize>,
    /// The parsed placement constraint of each pending ask, by index (empty when no ask has one).
    pub constraints: Vec<Option<PlacementConstraint>>,
    /// Index of the app in the snapshot's list.
    pub index: usize,
    /// Some running container was allocated ignoring partition exclusivity (the selector's first step).
    pub ignore_exclusivity: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct ResolvedPartition {
    pub name: String,
    pub resource: Resource,
    pub exclusive: bool,
}

/// The snapshot with names resolved to indices and sums precomputed.
#[derive(Clone, Debug)]
pub(crate) struct Resolved<'a> {
    pub rc: ResourceCalculator,
    /// Index 0 is the default partition.
    pub partitions: Vec<ResolvedPartition>,
    pub cluster: Resource,
    pub queues: Vec<QueueNode>,
    /// Each queue's full path, by queue index: one shared list the report's names point into.
    pub paths: Arc<Vec<String>>,
    pub leaves: Vec<usize>,
    /// Sorted by application id.
    pub apps: Vec<AppNode<'a>>,
    pub containers: Vec<ContainerRef<'a>>,
    /// Per (queue × partitions + partition), as the rest below: (capacity, maximum-capacity).
    pub caps: Vec<(Capacity, Capacity)>,
    /// User → current user limit.
    pub user_limits: Vec<&'a BTreeMap<String, Resource>>,
    /// What the leaf's containers use (allocated + reserved), and what of it is reserved; zero for parents.
    pub leaf_used: Vec<Resource>,
    pub leaf_reserved: Vec<Resource>,
    /// Per (application × partitions + partition): what the application's asks add up to.
    app_pending: Vec<Resource>,
    /// Each leaf's applications, leaf after leaf, each leaf's sorted by id.
    queue_apps: Vec<usize>,
    /// The node each container runs on, by index into the snapshot's nodes ([`Resolved::NO_NODE`] for none), as
    /// `containers`; empty when the snapshot lists no nodes (then no container names one). Resolved once here: the
    /// placement check reads it three times per container, and a live run's snapshot names a node for every one.
    container_nodes: Vec<u32>,
    /// Each node's partition, by index into `partitions`, as the snapshot's nodes.
    pub node_partitions: Vec<usize>,
    /// Container ids increase along `containers` (applications in id order, each one's running containers, then
    /// its reserved ones, as listed): within each list, a later container is a newer one.
    pub ids_increase: bool,
}

impl Resolved<'_> {
    /// In `container_nodes`: the container names no node.
    const NO_NODE: u32 = u32::MAX;

    /// Queue `q`'s full path.
    pub(super) fn path(&self, q: usize) -> &str {
        &self.paths[q]
    }

    pub(super) fn partition_index(&self, name: &str) -> Option<usize> {
        self.partitions.iter().position(|p| &*p.name == name)
    }

    /// The applications of leaf `queue`, by index into `apps`, sorted by id.
    pub(super) fn apps_of(&self, queue: usize) -> &[usize] {
        &self.queue_apps[self.queues[queue].apps.clone()]
    }

    /// What application `app` asks for, per partition.
    pub(super) fn pending_of(&self, app: usize) -> &[Resource] {
        let np = self.partitions.len();
        &self.app_pending[app * np..(app + 1) * np]
    }

    /// Container `c` is a reservation rather than a running container.
    pub(super) fn is_reserved(&self, c: usize) -> bool {
        self.apps[self.containers[c].app()].reserved.contains(&c)
    }

    /// The node container `c` runs on, by index into the snapshot's nodes (`resolve` checked every name).
    pub(super) fn node_of(&self, c: usize) -> Option<usize> {
        self.container_nodes.get(c).filter(|&&n| n != Self::NO_NODE).map(|&n| n as usize)
    }
}

fn check_resource(at: &str, r: &Resource) -> Result<(), SnapshotError> {
    if r.0.iter().any(|&v| v < 0) {
        return err(at, SnapshotErrorKind::NegativeResource(*r));
    }
    Ok(())
}

fn check_capacity(c: &Capacity) -> Result<(), SnapshotErrorKind> {
    match c {
        Capacity::Percent(p) if !p.is_finite() || *p < 0.0 || *p > 100.0 => {
            Err(SnapshotErrorKind::InvalidCapacity { queue: String::new(), value: *p })
        }
        Capacity::Absolute(r) => check_resource_kind(r),
        _ => Ok(()),
    }
}

fn check_capacity_at(at: &str, queue: &str, c: &Capacity) -> Result<(), SnapshotError> {
    match check_capacity(c) {
        Err(SnapshotErrorKind::InvalidCapacity { value, .. }) => {
            err(at, SnapshotErrorKind::InvalidCapacity { queue: queue.into(), value })
        }
        Err(kind) => err(at, kind),
        Ok(()) => Ok(()),
    }
}

/// No user limits (a partition the queue has no settings for).
static NO_USER_LIMITS: BTreeMap<String, Resource> = BTreeMap::new();

/// Where queue `qi` is in the snapshot: `root`, `root.children[1]`, `root.children[1].children[0]`.
fn queue_at(queues: &[QueueNode], qi: usize) -> String {
    let mut indices = Vec::new();
    let mut q = qi;
    while let Some(p) = queues[q].parent {
        indices.push(queues[q].child_index);
        q = p;
    }
    let mut at = String::from("root");
    for i in indices.iter().rev() {
        at.push_str(&format!(".children[{i}]"));
    }
    at
}

/// Validates `snapshot` and resolves it.
pub(crate) fn resolve(snapshot: &PreemptionSnapshot) -> Result<Resolved<'_>, SnapshotError> {
    let config = &snapshot.policy;
    if let Some(key) = config.unsupported_feature() {
        return err("policy", SnapshotErrorKind::Unsupported(key));
    }
    if let Some(key) = config.invalid_factor() {
        return err("policy", SnapshotErrorKind::InvalidFactor(key));
    }
    if snapshot.resource_types.len() > 2 {
        return err("resource_types", SnapshotErrorKind::TooManyResourceTypes(snapshot.resource_types.len()));
    }
    let types = ResourceTypes { extra: snapshot.resource_types.clone() };
    let rc = ResourceCalculator::new(snapshot.resource_calculator, &types);

    // Partitions: the default one first, then the others in the order given.
    let mut partitions: Vec<ResolvedPartition> = Vec::new();
    let default_at = snapshot.partitions.iter().position(|p| p.name.is_empty());
    let Some(default_at) = default_at else {
        return err("partitions", SnapshotErrorKind::MissingDefaultPartition);
    };
    let order = core::iter::once(default_at).chain((0..snapshot.partitions.len()).filter(|&i| i != default_at));
    for i in order {
        let p = &snapshot.partitions[i];
        let at = format!("partitions[{i}]");
        if partitions.iter().any(|q| *q.name == *p.name) {
            return err(at, SnapshotErrorKind::DuplicatePartition(p.name.clone()));
        }
        check_resource(&at, &p.resource)?;
        partitions.push(ResolvedPartition { name: p.name.clone(), resource: p.resource, exclusive: p.exclusive });
    }
    let cluster: Resource = partitions.iter().map(|p| p.resource).sum();
    let partition_of = |name: &str, at: &str| -> Result<usize, SnapshotError> {
        partitions
            .iter()
            .position(|p| &*p.name == name)
            .map_or_else(|| err(at, SnapshotErrorKind::UnknownPartition(name.into())), Ok)
    };

    // Queues, flattened in pre-order.
    if snapshot.root.name != "root" {
        return err("root", SnapshotErrorKind::RootNotNamedRoot(snapshot.root.name.clone()));
    }
    // Every list below holds one entry per queue (or per queue and partition): sized once, so that none of them,
    // nor the path table's slots, is grown and copied (re-hashed) as the queues come.
    let queue_count = {
        let (mut count, mut pending) = (0usize, alloc::vec![&snapshot.root]);
        while let Some(q) = pending.pop() {
            count += 1;
            pending.extend(q.children.iter());
        }
        count
    };
    let mut queues: Vec<QueueNode> = Vec::with_capacity(queue_count);
    // Every queue by its full path (a path seen twice is an error); applications name their leaf by it.
    let mut by_path = NameTable::default();
    // (queue, parent, index among the parent's children); locations are formatted only when something is wrong.
    let mut stack: Vec<(&QueueSnapshot, Option<usize>, usize)> = alloc::vec![(&snapshot.root, None, 0)];
    let np = partitions.len();
    let mut caps: Vec<(Capacity, Capacity)> = Vec::with_capacity(queue_count * np);
    let mut user_limits: Vec<&BTreeMap<String, Resource>> = Vec::with_capacity(queue_count * np);
    let mut paths: Vec<String> = Vec::with_capacity(queue_count);
    by_path.reserve(paths.as_slice(), queue_count);
    while let Some((q, parent, child_index)) = stack.pop() {
        let index = queues.len();
        let at = || match parent {
            None => String::from("root"),
            Some(p) => format!("{}.children[{child_index}]", queue_at(&queues, p)),
        };
        let (path, depth): (String, u32) = match parent {
            None => (String::from("root"), 0),
            Some(p) => {
                if q.name.is_empty() || q.name.contains('.') {
                    return err(at(), SnapshotErrorKind::EmptyQueueName);
                }
                let mut path = String::with_capacity(paths[p].len() + 1 + q.name.len());
                path.push_str(&paths[p]);
                path.push('.');
                path.push_str(&q.name);
                (path, queues[p].depth + 1)
            }
        };
        if by_path.find(paths.as_slice(), &path).is_some() {
            return err(at(), SnapshotErrorKind::DuplicateQueue(String::from(&*path)));
        }
        let leaf = q.children.is_empty();
        let policy = match q.ordering_policy {
            None if leaf => OrderingPolicyKind::Fifo,
            None => OrderingPolicyKind::Utilization,
            Some(p) if leaf && !p.is_leaf_policy() => {
                return err(at(), SnapshotErrorKind::PolicyNotForLeaf { queue: String::from(&*path), policy: p })
            }
            Some(p) if !leaf && p.is_leaf_policy() => {
                return err(at(), SnapshotErrorKind::PolicyNotForParent { queue: String::from(&*path), policy: p })
            }
            Some(p) => p,
        };
        // This queue's entries of the flat per-(queue, partition) tables.
        let first = caps.len();
        for (pi, part) in partitions.iter().enumerate() {
            if parent.is_none() {
                caps.push((Capacity::FULL, Capacity::FULL));
            } else if pi == 0 {
                let Some(cap) = q.capacity else {
                    return err(at(), SnapshotErrorKind::MissingCapacity(String::from(&*path)));
                };
                caps.push((cap, q.maximum_capacity.unwrap_or(Capacity::FULL)));
            } else {
                match q.labels.get(&*part.name) {
                    Some(l) => caps.push((l.capacity, l.maximum_capacity)),
                    None => caps.push((Capacity::NONE, Capacity::NONE)),
                }
            }
            if pi == 0 {
                user_limits.push(&q.user_limits);
            } else {
                user_limits.push(q.labels.get(&*part.name).map_or(&NO_USER_LIMITS, |l| &l.user_limits));
            }
        }
        for label in q.labels.keys() {
            if label.is_empty() {
                return err(
                    format!("{}.accessible-node-labels", at()),
                    SnapshotErrorKind::UnknownPartition(label.clone()),
                );
            }
            if !partitions.iter().any(|p| *p.name == **label) {
                partition_of(label, &format!("{}.accessible-node-labels", at()))?;
            }
        }
        for (pi, (cap, max)) in caps[first..].iter().enumerate() {
            for c in [cap, max] {
                if check_capacity(c).is_err() {
                    check_capacity_at(&at(), &path, c)?;
                }
            }
            let below = match (cap, max) {
                (Capacity::Percent(c), Capacity::Percent(m)) => m < c,
                (Capacity::Absolute(c), Capacity::Absolute(m)) => !m.is_zero() && !m.dominates(c),
                _ => false,
            };
            if below {
                return err(
                    at(),
                    SnapshotErrorKind::MaximumBelowCapacity {
                        queue: String::from(&*path),
                        partition: String::from(&*partitions[pi].name),
                    },
                );
            }
        }
        for limit in user_limits[first..].iter().flat_map(|m| m.values()) {
            if check_resource_kind(limit).is_err() {
                check_resource(&format!("{}.user_limits", at()), limit)?;
            }
        }
        let (disabled, inherited) = match (q.disable_preemption, parent) {
            (Some(d), _) => (d, false),
            (None, Some(p)) => (queues[p].preemption_disabled, true),
            (None, None) => (false, false),
        };
        paths.push(path);
        queues.push(QueueNode {
            parent,
            children: Vec::new(),
            depth,
            preemption_disabled: disabled,
            disabled_inherited: inherited,
            priority: q.priority,
            policy,
            size_based_weight: q.fair_size_based_weight,
            am_percent: q.maximum_am_resource_percent.unwrap_or(0.1),
            apps: 0..0,
            child_index,
        });
        by_path.insert(paths.as_slice(), index as u32);
        if let Some(p) = parent {
            queues[p].children.push(index);
        }
        for (ci, child) in q.children.iter().enumerate().rev() {
            stack.push((child, Some(index), ci));
        }
    }

    // Capacity sums and modes among siblings.
    for qi in 0..queues.len() {
        let children = queues[qi].children.clone();
        if children.is_empty() {
            continue;
        }
        for (pi, partition) in partitions.iter().enumerate() {
            let absolute = children.iter().filter(|&&c| caps[c * np + pi].0.is_absolute()).count();
            let parent_absolute = qi != 0 && caps[qi * np + pi].0.is_absolute();
            let all_absolute = absolute == children.len();
            let mixed = (absolute != 0 && !all_absolute) || (qi != 0 && parent_absolute != all_absolute);
            if pi == 0 && mixed {
                let odd = children.iter().find(|&&c| caps[c * np + pi].0.is_absolute() != all_absolute);
                let queue = paths[*odd.unwrap_or(&children[0])].clone();
                return err(queue_at(&queues, qi), SnapshotErrorKind::MixedCapacityModes { queue });
            }
            if absolute != 0 {
                continue;
            }
            let sum: f32 = children
                .iter()
                .map(|&c| match caps[c * np + pi].0 {
                    Capacity::Percent(p) => p / 100.0,
                    Capacity::Absolute(_) => 0.0,
                })
                .sum();
            let parent_cap = match caps[qi * np + pi].0 {
                Capacity::Percent(p) => p,
                Capacity::Absolute(r) => r.0.iter().sum::<i64>() as f32,
            };
            let ok = if parent_cap > 0.0 { (1.0 - sum).abs() <= CAPACITY_PRECISION } else { sum == 0.0 };
            if !ok {
                return err(
                    queue_at(&queues, qi),
                    SnapshotErrorKind::CapacitiesDoNotSum {
                        parent: paths[qi].clone(),
                        partition: String::from(&*partition.name),
                        sum: children
                            .iter()
                            .map(|&c| match caps[c * np + pi].0 {
                                Capacity::Percent(p) => p,
                                Capacity::Absolute(_) => 0.0,
                            })
                            .sum(),
                    },
                );
            }
        }
    }
    let leaves: Vec<usize> = (0..queues.len()).filter(|&q| queues[q].is_leaf()).collect();

    // Nodes, by name in a hashed table: a live run's snapshot names a node for every container.
    let nodes = snapshot.nodes.as_slice();
    let mut node_index = NameTable::default();
    let mut node_partitions = Vec::with_capacity(nodes.len());
    for (i, n) in nodes.iter().enumerate() {
        let at = || format!("nodes[{i}]");
        if node_index.find(nodes, &n.name).is_some() {
            return err(at(), SnapshotErrorKind::DuplicateNode(n.name.clone()));
        }
        node_index.insert(nodes, i as u32);
        // (The location is formatted only for a partition that is not there.)
        node_partitions.push(match partitions.iter().position(|p| *p.name == *n.partition) {
            Some(p) => p,
            None => partition_of(&n.partition, &at())?,
        });
        if check_resource_kind(&n.capability).is_err() {
            check_resource(&at(), &n.capability)?;
        }
    }

    // Applications and containers. Locations are formatted only when something is wrong.
    // Queues by their last name, for applications that do not give the full path (built when first needed).
    let mut by_leaf_name: Option<BTreeMap<&str, Vec<usize>>> = None;
    let partition_index: BTreeMap<&str, usize> = partitions.iter().enumerate().map(|(i, p)| (&*p.name, i)).collect();
    let mut order: Vec<usize> = (0..snapshot.applications.len()).collect();
    crate::sort::sort_by_key(&mut order, |&i| snapshot.applications[i].id);
    let mut apps: Vec<AppNode> = Vec::with_capacity(order.len());
    let total_containers: usize = snapshot.applications.iter().map(|a| a.containers.len() + a.reserved.len()).sum();
    let mut containers: Vec<ContainerRef> = Vec::with_capacity(total_containers);
    // Filled once a container names a node (`Resolved::container_nodes`).
    let mut container_nodes: Vec<u32> = Vec::new();
    let mut leaf_used = alloc::vec![Resource::ZERO; queues.len() * np];
    let mut leaf_reserved = alloc::vec![Resource::ZERO; queues.len() * np];
    let mut app_pending = alloc::vec![Resource::ZERO; order.len() * np];
    // Each application's leaf, in a pass of its own: reading an application's queue name is a cache miss, and a
    // loop that does nothing else lets the processor wait for several at once. The first name that does not
    // resolve stops the pass; its error is reported when the application's turn comes below.
    let mut leaf_of: Vec<usize> = Vec::with_capacity(order.len());
    let mut unknown_queue: Option<SnapshotErrorKind> = None;
    // Applications of one queue often come one after another: the last queue name looked up, and its leaf.
    let mut last_queue: Option<(&str, usize)> = None;
    for &ai in &order {
        let a = &snapshot.applications[ai];
        let queue = match last_queue {
            Some((name, leaf)) if name == a.queue => leaf,
            _ => match find_leaf(&queues, &paths, &by_path, &mut by_leaf_name, &a.queue) {
                Ok(leaf) => leaf,
                Err(kind) => {
                    unknown_queue = Some(kind);
                    break;
                }
            },
        };
        last_queue = Some((&a.queue, queue));
        leaf_of.push(queue);
    }
    // Whether container ids increase in the order listed (then none is listed twice).
    let mut increasing = true;
    let mut last_id: Option<ContainerId> = None;
    for (k, &ai) in order.iter().enumerate() {
        let a = &snapshot.applications[ai];
        let at = || format!("applications[{ai}]");
        if apps.last().is_some_and(|last| last.id == a.id) {
            return err(at(), SnapshotErrorKind::DuplicateApp(a.id));
        }
        let Some(&queue) = leaf_of.get(k) else {
            let kind = unknown_queue.take().unwrap_or(SnapshotErrorKind::UnknownQueue(a.queue.clone()));
            return Err(SnapshotError { at: format!("{}.queue", at()), kind });
        };
        let app_index = apps.len();
        let pending = &mut app_pending[app_index * np..(app_index + 1) * np];
        let constrained = a.pending.iter().any(|ask| ask.constraint.is_some());
        let mut constraints = Vec::with_capacity(if constrained { a.pending.len() } else { 0 });
        for (ri, ask) in a.pending.iter().enumerate() {
            let fail = |kind| SnapshotError { at: format!("{}.pending[{ri}]", at()), kind };
            check_resource_kind(&ask.size).map_err(fail)?;
            // The default partition `""` is always index 0.
            let p = if ask.partition.is_empty() {
                0
            } else {
                *partition_index
                    .get(ask.partition.as_str())
                    .ok_or_else(|| fail(SnapshotErrorKind::UnknownPartition(ask.partition.clone())))?
            };
            pending[p] += ask.total();
            let constraint = match &ask.constraint {
                Some(text) => Some(parse_constraint(text, Dialect::Spindle).map_err(|e| SnapshotError {
                    at: format!("{}.pending[{ri}].constraint", at()),
                    kind: SnapshotErrorKind::InvalidConstraint(format!("{e}")),
                })?),
                None => None,
            };
            if constrained {
                constraints.push(constraint);
            }
        }
        let first = containers.len();
        let mut running = first..first;
        let mut ignore_exclusivity = false;
        for (reserved, list, name) in [(false, &a.containers, "containers"), (true, &a.reserved, "reserved")] {
            // The leaf's usage, summed here while the containers are at hand: those on the default partition
            // first apart (sizes are checked to be non-negative, so the order of the additions does not matter).
            let on_default = match usual_list(list, app_index as u32, &mut containers) {
                // The usual list needs no look-up (see `usual_list`).
                Some(usual) => {
                    ignore_exclusivity |= !reserved & usual.ignore_exclusivity;
                    if let Some((first, last)) = usual.ids {
                        increasing &= usual.increasing & last_id.is_none_or(|l| l < first);
                        last_id = Some(last);
                    }
                    usual.total
                }
                // Any other goes through `resolve_container`, container by container, which also names what is
                // wrong.
                None => {
                    let mut on_default = NonNegativeSum::default();
                    for (ci, c) in list.iter().enumerate() {
                        if c.partition().is_empty() & c.node().is_none() & c.size.0.iter().all(|&v| v >= 0) {
                            on_default.add(&c.size);
                            containers.push(ContainerRef { snap: c, app: app_index as u32, partition: 0 });
                        } else {
                            let fail = |kind| SnapshotError { at: format!("{}.{name}[{ci}]", at()), kind };
                            let (partition, node) =
                                resolve_container(c, &partition_index, nodes, &node_index).map_err(fail)?;
                            if let Some(node) = node {
                                if container_nodes.len() < containers.len() {
                                    container_nodes.resize(containers.len(), Resolved::NO_NODE);
                                }
                                container_nodes.push(node);
                            }
                            containers.push(ContainerRef {
                                snap: c,
                                app: app_index as u32,
                                partition: partition as u32,
                            });
                            // (`resolve_container` refused a negative size, so the default partition's sum may
                            // take it too: a live run's containers all name a node.)
                            if partition == 0 {
                                on_default.add(&c.size);
                            } else {
                                leaf_used[queue * np + partition] += c.size;
                                if reserved {
                                    leaf_reserved[queue * np + partition] += c.size;
                                }
                            }
                        }
                        ignore_exclusivity |= !reserved & c.ignore_partition_exclusivity;
                        increasing &= last_id.is_none_or(|last| last < c.id);
                        last_id = Some(c.id);
                    }
                    on_default.total()
                }
            };
            leaf_used[queue * np] += on_default;
            if reserved {
                leaf_reserved[queue * np] += on_default;
            } else {
                running.end = containers.len();
            }
        }
        let reserved = running.end..containers.len();
        apps.push(AppNode {
            id: a.id,
            queue,
            user: &a.user,
            priority: a.priority,
            start_time_ms: a.start_time_ms,
            running,
            reserved,
            constraints,
            index: ai,
            ignore_exclusivity,
        });
    }
    // Each leaf's applications, in id order, as one range of one list.
    let mut queue_apps: Vec<usize> = alloc::vec![0; apps.len()];
    let mut next = alloc::vec![0usize; queues.len()];
    for app in &apps {
        next[app.queue] += 1;
    }
    let mut start = 0;
    for (q, n) in next.iter_mut().enumerate() {
        queues[q].apps = start..start + *n;
        (start, *n) = (start + *n, start);
    }
    for (i, app) in apps.iter().enumerate() {
        queue_apps[next[app.queue]] = i;
        next[app.queue] += 1;
    }
    // Duplicate container ids, found by sorting (unless the ids simply increase, as they usually do); the error
    // names the later occurrence in snapshot order.
    let mut ids: Vec<(ContainerId, usize)> = Vec::new();
    if !increasing && !ids_are_distinct(&containers) {
        ids = containers.iter().enumerate().map(|(i, c)| (c.id(), i)).collect();
        crate::sort::sort(&mut ids);
    }
    if let Some(w) = ids.windows(2).find(|w| w[0].0 == w[1].0) {
        // Where a container is in the snapshot: its application's place, its list, its place in the list.
        let place = |c: usize| {
            let app = &apps[containers[c].app()];
            let reserved = app.reserved.contains(&c);
            let list = if reserved { &app.reserved } else { &app.running };
            (app.index, reserved, c - list.start)
        };
        let later = place(w[0].1).max(place(w[1].1));
        let (app, reserved, index) = later;
        let name = if reserved { "reserved" } else { "containers" };
        return err(format!("applications[{app}].{name}[{index}]"), SnapshotErrorKind::DuplicateContainer(w[0].0));
    }

    drop(by_leaf_name);
    if !container_nodes.is_empty() {
        container_nodes.resize(containers.len(), Resolved::NO_NODE);
    }
    Ok(Resolved {
        rc,
        partitions,
        cluster,
        queues,
        paths: Arc::new(paths),
        leaves,
        apps,
        containers,
        caps,
        user_limits,
        leaf_used,
        leaf_reserved,
        app_pending,
        queue_apps,
        container_nodes,
        node_partitions,
        ids_increase: increasing,
    })
}

/// What [`usual_list`] found in a list of usual containers.
struct UsualList {
    /// Σ sizes, as saturating additions give it.
    total: Resource,
    /// Some container was allocated ignoring partition exclusivity.
    ignore_exclusivity: bool,
    /// The first and the last container's ids (`None` for an empty list).
    ids: Option<(ContainerId, ContainerId)>,
    /// Ids increase along the list.
    increasing: bool,
}

/// A list in which every container is the usual one — on the default partition, without a node or tags, of a size
/// without negative parts (and sizes too small for the sums to come near `i64::MAX`) — as nearly every list is:
/// pushes their references and sums them in one tight pass (a round reads 100,000 containers here, so each
/// instruction per container counts). `None`, with nothing pushed, for any other list.
fn usual_list<'a>(list: &'a [ContainerSnapshot], app: u32, out: &mut Vec<ContainerRef<'a>>) -> Option<UsualList> {
    // One pass. The sums and `bits` (every size component ORed together: its sign says whether any is negative,
    // and its highest bit bounds each component, so bounds the sums below) are arrays of four, and each id is
    // compared with the one before, the first container taken apart: 23 instructions a container, where eight
    // scalar accumulators and an `i128` for "before the first id" took about 40, a third of them moves between
    // registers (docs/benchmarks.md, sum21).
    let mut sums = [0u64; 4];
    let mut bits = [0i64; 4];
    let mut ignore_exclusivity = false;
    // Any partition, node or tags: the placement, absent in the usual container. A live run's snapshot gives every
    // container one, so its lists leave here at their first container instead of after a whole pass.
    let mut add = |c: &ContainerSnapshot| -> Option<()> {
        if c.placement.is_some() {
            return None;
        }
        for k in 0..4 {
            sums[k] = sums[k].wrapping_add(c.size.0[k] as u64);
            bits[k] |= c.size.0[k];
        }
        ignore_exclusivity |= c.ignore_partition_exclusivity;
        Some(())
    };
    let mut increasing = true;
    if let Some((first, rest)) = list.split_first() {
        add(first)?;
        let mut last = first.id;
        for c in rest {
            add(c)?;
            increasing &= last < c.id;
            last = c.id;
        }
    }
    // Each component is below 2^width, so each sum below len × 2^width: when that stays below 2^63 the sums are
    // exact (and what saturating additions give). Otherwise, or for any other list, the slow way.
    let bits = bits[0] | bits[1] | bits[2] | bits[3];
    let width = u64::BITS - (bits as u64).leading_zeros();
    let len_width = usize::BITS - list.len().leading_zeros();
    if bits < 0 || width + len_width > 63 {
        return None;
    }
    out.extend(list.iter().map(|snap| ContainerRef { snap, app, partition: 0 }));
    Some(UsualList {
        total: Resource(sums.map(|s| s as i64)),
        ignore_exclusivity,
        ids: list.first().zip(list.last()).map(|(f, l)| (f.id, l.id)),
        increasing,
    })
}

fn check_resource_kind(r: &Resource) -> Result<(), SnapshotErrorKind> {
    if r.0.iter().any(|&v| v < 0) {
        return Err(SnapshotErrorKind::NegativeResource(*r));
    }
    Ok(())
}

/// Whether no two containers have the same id, told without sorting when the ids lie close together (one bit per
/// id between the least and the greatest), as a live run's do: its snapshot lists each application's containers
/// in id order, but an application's newer containers interleave with the next one's, and sorting every id took
/// about 1.8 M instructions a round at 2,000 nodes. `false` also when the ids are too far apart to tell this way:
/// the caller sorts them then, as it does to name a duplicate.
fn ids_are_distinct(containers: &[ContainerRef]) -> bool {
    let (Some(min), Some(max)) = (containers.iter().map(|c| c.id().0).min(), containers.iter().map(|c| c.id().0).max())
    else {
        return true;
    };
    let span = max - min;
    if span / 8 > containers.len() as u64 {
        return false;
    }
    let mut seen = alloc::vec![0u64; (span / 64 + 1) as usize];
    for c in containers {
        let bit = c.id().0 - min;
        let (word, mask) = ((bit / 64) as usize, 1u64 << (bit % 64));
        if seen[word] & mask != 0 {
            return false;
        }
        seen[word] |= mask;
    }
    true
}

/// The container's partition and node (if it names one), by index into the partitions and the snapshot's nodes.
fn resolve_container(
    c: &ContainerSnapshot,
    partition_index: &BTreeMap<&str, usize>,
    nodes: &[NodeSnapshot],
    node_index: &NameTable,
) -> Result<(usize, Option<u32>), SnapshotErrorKind> {
    check_resource_kind(&c.size)?;
    let partition = match c.partition() {
        "" => 0,
        p => *partition_index.get(p).ok_or_else(|| SnapshotErrorKind::UnknownPartition(p.into()))?,
    };
    let node = match c.placement.as_ref().and_then(|p| p.node.as_ref()) {
        None => None,
        // A snapshot of a live run names each container's node out of a list in the order of the snapshot's
        // nodes, so the name's place in its list is usually the node's: checked by one comparison (node names are
        // unique, `resolve` made sure) before the hashed look-up, which hashed a name for each of up to 100,000
        // containers a round.
        Some(n) => match nodes.get(n.index_in_list()) {
            Some(node) if node.name == **n => Some(n.index_in_list() as u32),
            _ => Some(node_index.find(nodes, n).ok_or_else(|| SnapshotErrorKind::UnknownNode(String::from(&**n)))?),
        },
    };
    Ok((partition, node))
}

/// The snapshot's nodes as a list of names, for the hashed look-up by name.
impl NameList for [NodeSnapshot] {
    fn count(&self) -> usize {
        self.len()
    }

    fn name(&self, id: u32) -> &str {
        &self[id as usize].name
    }
}

/// Every queue by the last part of its path.
fn leaf_names(paths: &[String]) -> BTreeMap<&str, Vec<usize>> {
    let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, path) in paths.iter().enumerate() {
        if let Some(name) = path.rsplit('.').next() {
            by_name.entry(name).or_default().push(i);
        }
    }
    by_name
}

fn find_leaf<'q>(
    queues: &[QueueNode],
    paths: &'q [String],
    by_path: &NameTable,
    by_leaf_name: &mut Option<BTreeMap<&'q str, Vec<usize>>>,
    name: &str,
) -> Result<usize, SnapshotErrorKind> {
    let found = match by_path.find(paths, name) {
        Some(i) => i as usize,
        None => match by_leaf_name.get_or_insert_with(|| leaf_names(paths)).get(name).map(Vec::as_slice) {
            Some([i]) => *i,
            Some([_, _, ..]) => return Err(SnapshotErrorKind::AmbiguousQueue(name.into())),
            _ => return Err(SnapshotErrorKind::UnknownQueue(name.into())),
        },
    };
    if !queues[found].is_leaf() {
        return Err(SnapshotErrorKind::NotALeaf(paths[found].clone()));
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::name::Name;
    use crate::preemption::snapshot::AppSnapshot;

    /// A snapshot of three nodes (`n0`, `n1`, `n2`) and one application whose containers run on the nodes `names`.
    fn on_nodes(names: Vec<Name>) -> PreemptionSnapshot {
        let leaf = QueueSnapshot::new("a", Some(Capacity::Percent(100.0)));
        let root = QueueSnapshot { children: alloc::vec![leaf], ..QueueSnapshot::new("root", None) };
        let containers = names
            .into_iter()
            .enumerate()
            .map(|(i, node)| {
                let mut c = ContainerSnapshot {
                    id: ContainerId(i as u64 + 1),
                    size: Resource::new(1024, 1),
                    priority: 0,
                    am: false,
                    allocated_ms: 0,
                    placement: None,
                    ignore_partition_exclusivity: false,
                };
                c.placement_mut().node = Some(node);
                c
            })
            .collect();
        let app = AppSnapshot {
            id: AppId(1),
            queue: "a".into(),
            user: "u".into(),
            priority: 0,
            start_time_ms: 0,
            containers,
            reserved: Vec::new(),
            pending: Vec::new(),
        };
        let mut snapshot = PreemptionSnapshot::new(Resource::new(3 * 8192, 24), root, alloc::vec![app]);
        for i in 0..3 {
            snapshot.nodes.push(NodeSnapshot {
                name: alloc::format!("n{i}"),
                rack: "r".into(),
                partition: String::new(),
                capability: Resource::new(8192, 8),
            });
        }
        snapshot
    }

    /// Each container's node, by name, as `resolve` found it.
    fn resolved_nodes(snapshot: &PreemptionSnapshot) -> Vec<String> {
        let model = resolve(snapshot).expect("valid");
        (0..model.containers.len()).map(|c| snapshot.nodes[model.node_of(c).expect("a node")].name.clone()).collect()
    }

    /// Ids out of order are told distinct or not whether they lie close together (one bit each) or far apart
    /// (sorted), and a duplicate is named at its later place either way.
    #[test]
    fn container_ids_out_of_order_are_checked_for_duplicates_close_together_or_far_apart() {
        let nodes = |n: usize| (0..n).map(|i| Name::from(["n0", "n1", "n2"][i % 3])).collect::<Vec<_>>();
        let with_ids = |ids: &[u64]| {
            let mut s = on_nodes(nodes(ids.len()));
            for (c, &id) in s.applications[0].containers.iter_mut().zip(ids) {
                c.id = ContainerId(id);
            }
            s
        };
        for ids in [&[5u64, 3, 4, 1, 2][..], &[7, 1_000_000, 3, u64::MAX]] {
            let snapshot = with_ids(ids);
            let model = resolve(&snapshot).expect("distinct ids");
            assert!(!model.ids_increase);
            assert_eq!(model.containers.len(), ids.len());
        }
        for (ids, at, id) in [
            (&[5u64, 3, 4, 3, 2][..], "applications[0].containers[3]", 3),
            (&[9, 1_000_000, 9, 40], "applications[0].containers[2]", 9),
            (&[u64::MAX, 2, 1, u64::MAX, 2], "applications[0].containers[4]", 2),
        ] {
            let e = resolve(&with_ids(ids)).map(|_| ()).expect_err("a duplicate id");
            assert_eq!((e.at.as_str(), e.kind), (at, SnapshotErrorKind::DuplicateContainer(ContainerId(id))));
        }
    }

    /// A container's node is the node of its name, whether the name's place in its list is the node's (a live
    /// run's list, in the snapshot's order), another node's (a list in another order) or 0 (a name read from
    /// JSON), and a name no node has is an error at the container.
    #[test]
    fn a_containers_node_is_found_by_its_name_wherever_the_name_points() {
        let list = |names: &[&str]| Arc::new(names.iter().map(|n| String::from(*n)).collect::<Vec<_>>());
        let in_order = list(&["n0", "n1", "n2"]);
        let names = [2, 0, 1].map(|i| Name::in_list(&in_order, i).expect("in the list"));
        assert_eq!(resolved_nodes(&on_nodes(names.to_vec())), ["n2", "n0", "n1"]);

        let reversed = list(&["n2", "n1", "n0"]);
        let names = [0, 1, 2].map(|i| Name::in_list(&reversed, i).expect("in the list"));
        assert_eq!(resolved_nodes(&on_nodes(names.to_vec())), ["n2", "n1", "n0"]);

        let read = ["n1", "n0", "n2"].map(Name::from);
        assert_eq!(resolved_nodes(&on_nodes(read.to_vec())), ["n1", "n0", "n2"]);

        let wrong = list(&["n0", "n9"]);
        let names = [0, 1].map(|i| Name::in_list(&wrong, i).expect("in the list"));
        let e = resolve(&on_nodes(names.to_vec())).map(|_| ()).expect_err("n9 is no node");
        assert_eq!(e.at, "applications[0].containers[1]");
        assert_eq!(e.kind, SnapshotErrorKind::UnknownNode("n9".into()));
    }
}
