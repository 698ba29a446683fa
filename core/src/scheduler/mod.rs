//! Apache Hadoop YARN's Capacity Scheduler as a pure, deterministic state machine.
//!
//! [`CapacityScheduler`] holds the validated configuration (`config.rs`), the queue tree with capacities and
//! usage per partition (`queue.rs`), applications with their outstanding asks (`app.rs`), containers and
//! reservations (`container.rs`) and per-node state. Inputs arrive as method calls — `submit_app`,
//! `add_request`, `node_heartbeat`, `release_container`, `finish_app` — and every state change is reported as
//! a [`SchedulerEvent`]. Node capabilities and partitions come from the [`Topology`] passed to each call.
//! Placement constraints are consulted through the [`PlacementCheck`] trait.
//!
//! The allocation loop (`allocate.rs`) follows Hadoop's: a node heartbeat first serves a reservation on the node,
//! then offers the node from root down the queues in ordering-policy order (`ordering.rs`), to applications in
//! order, to requests by priority, checking queue limits, user limits (`user_limit.rs`) and headroom; a container
//! that does not fit reserves the node. Application and AM limits live in `limits.rs`; queue mappings in
//! `mapping.rs`; "why is this request still waiting?" in `why.rs`. The submodules are private: every public
//! item has one path, `spindle_core::scheduler::Item`. The formulas each file implements are written out in
//! `docs/yarn-semantics.md` (section "Capacity Scheduler").
//!
//! Everything is `Clone` and serde-(de)serialisable; iteration orders are those of `Vec`/`BTreeMap`.

mod allocate;
mod app;
mod attempt;
mod config;
mod container;
mod limits;
mod mapping;
mod ordering;
mod placement;
mod queue;
mod refresh;
mod user_limit;
mod why;

#[cfg(test)]
mod tests;

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

pub use app::{AppState, AskKind, AskSpec, ConstraintHandle, RequestKey, ResourceAsk, SchedulerApp};
pub use attempt::{AttemptFailure, NodeAttempt};
#[cfg(test)]
pub(crate) use config::tests_support;
pub use config::{
    format_absolute_resource, parse_absolute_resource, AccessibleLabels, CapacitySchedulerConfig, CapacityValue,
    ConfigError, ConfigProblem, OrderingPolicy, PartitionSettings, QueueConfig, QueueState, CAPACITY_EPSILON,
    CAPACITY_PRECISION, PREFIX, ROOT,
};
pub use container::{
    Container, ContainerIds, ContainerState, RejectReason, ReleaseReason, SchedulerEvent, SchedulerNode,
    UnreserveReason,
};
pub use mapping::{MappingKind, QueueMapping, QueueMappingError};
pub use placement::{AllowAll, PlacementCheck};
pub use queue::{Queue, QueueCapacities, QueueId, QueueUsage, QueueUser};
pub use refresh::RefreshError;
pub use user_limit::UserLimit;
pub use why::WaitReason;

use crate::container_map::ContainerMap;
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
use crate::resource::{Resource, ResourceCalculator};
use crate::sorted_map::{Hint, SortedMap};
use crate::topology::{NodeId, NodeState, PartitionId, Topology};
use ordering::fifo_key;

/// The applications of `active` with outstanding requests, in FIFO serving order ([`Queue::wanting`]), worked out
/// afresh.
pub(super) fn wanting_of(apps: &[SchedulerApp], active: &[AppId]) -> Vec<AppId> {
    let mut wanting: Vec<AppId> = active.iter().copied().filter(|a| apps[a.index()].outstanding() > 0).collect();
    crate::sort::sort_by_key(&mut wanting, |a| fifo_key(apps, *a));
    wanting
}

/// Hadoop's `SchedulingMode`: whether a node's partition must match the request's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SchedulingMode {
    /// Only requests for the node's own partition (the normal case).
    RespectPartitionExclusivity,
    /// Default-partition requests on an idle non-exclusive partition; queue maximums and user-limit caps become
    /// the whole partition.
    IgnorePartitionExclusivity,
}

/// A partition as the scheduler last saw it in the topology.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartitionInfo {
    /// The partition's node label name; `""` is the default partition.
    pub name: String,
    /// Whether the label is exclusive: if not, idle resources may serve default-partition requests.
    pub exclusive: bool,
    /// Total capability of the partition's live nodes.
    pub resource: Resource,
}

/// An application submission.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submission {
    /// The application's name (YARN's `ApplicationSubmissionContext.applicationName`).
    pub name: String,
    /// The submitting user: queue mappings, user limits and per-user application limits look at it.
    pub user: String,
    /// Leaf name or full path; `None` = `default` (queue mappings may redirect).
    pub queue: Option<String>,
    /// Application priority; `None` = the queue's `default-application-priority`.
    pub priority: Option<i32>,
    /// The AM container size; `None` = an unmanaged AM (no AM container).
    pub am_resource: Option<Resource>,
    /// The application's node label expression (for the AM and, by default, for its asks).
    pub node_label: Option<String>,
    /// Simulation time of submission.
    pub submit_time: u64,
}

impl Submission {
    /// A submission with a managed AM of `am_resource`, to `queue`, at time 0.
    pub fn new(user: &str, queue: &str, am_resource: Resource) -> Self {
        Submission {
            name: String::new(),
            user: user.into(),
            queue: Some(queue.into()),
            priority: None,
            am_resource: Some(am_resource),
            node_label: None,
            submit_time: 0,
        }
    }
}

/// A misuse of the scheduler's API (as opposed to a submission YARN rejects, which is an event).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SchedulerError {
    /// No application with this id was submitted.
    UnknownApp(AppId),
    /// The application is finished or was rejected.
    AppNotRunning(AppId),
    /// No live container or reservation has this id.
    UnknownContainer(ContainerId),
    /// The scheduler has no node with this id.
    UnknownNode(NodeId),
    /// The application already has a request with this key.
    DuplicateRequest {
        /// The application.
        app: AppId,
        /// The request's key (priority and allocation request id).
        key: RequestKey,
    },
    /// The application has no request with this key.
    UnknownRequest {
        /// The application.
        app: AppId,
        /// The key asked for.
        key: RequestKey,
    },
    /// The request has no outstanding containers, so it is not waiting.
    NotPending {
        /// The application.
        app: AppId,
        /// The request's key.
        key: RequestKey,
    },
    /// A resource type is negative or above the queue's maximum allocation (Hadoop's
    /// `InvalidResourceRequestException`).
    InvalidResourceRequest {
        /// The resource asked for.
        requested: Resource,
        /// The queue's maximum allocation.
        maximum: Resource,
    },
    /// A node label expression names a label the cluster does not have.
    UnknownLabel(String),
    /// A request asks for a node label its queue cannot access (`accessible-node-labels`).
    LabelNotAccessible {
        /// The queue's path.
        queue: String,
        /// The node label asked for.
        label: String,
    },
}

impl fmt::Display for SchedulerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchedulerError::UnknownApp(a) => write!(f, "no application {}", a.yarn_name()),
            SchedulerError::AppNotRunning(a) => write!(f, "application {} is not running", a.yarn_name()),
            SchedulerError::UnknownContainer(c) => write!(f, "no container {c}"),
            SchedulerError::UnknownNode(n) => write!(f, "no node #{n}"),
            SchedulerError::DuplicateRequest { app, key } => write!(
                f,
                "application {} already has a request at priority {} with allocation-request-id {}",
                app.yarn_name(),
                key.priority,
                key.allocation_request_id
            ),
            SchedulerError::UnknownRequest { app, key } => {
                write!(f, "application {} has no request at priority {}", app.yarn_name(), key.priority)
            }
            SchedulerError::NotPending { app, key } => {
                write!(f, "the request of {} at priority {} has nothing outstanding", app.yarn_name(), key.priority)
            }
            SchedulerError::InvalidResourceRequest { requested, maximum } => {
                write!(f, "invalid resource request: requested {requested}, maximum allowed allocation is {maximum}")
            }
            SchedulerError::UnknownLabel(l) => write!(f, "no node label `{l}` in the cluster"),
            SchedulerError::LabelNotAccessible { queue, label } => {
                write!(f, "queue {queue} cannot access node label `{label}`")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SchedulerError {}

/// The Capacity Scheduler's whole state. Deserialising checks that its ids are consistent, so that a stored
/// state cannot make the scheduler index out of bounds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "SchedulerState")]
pub struct CapacityScheduler {
    /// Shared, not copied, with the world the run was built from and with every checkpoint: only a refresh
    /// replaces it.
    config: Arc<CapacitySchedulerConfig>,
    rc: ResourceCalculator,
    queues: Vec<Queue>,
    apps: Vec<SchedulerApp>,
    containers: ContainerMap<Container>,
    nodes: Vec<SchedulerNode>,
    partitions: Vec<PartitionInfo>,
    cluster: Resource,
    /// Nodes known to the scheduler (not removed), for the non-partitioned-first rule.
    num_nodes: u32,
    next_container: u64,
    /// Events produced by calls that return none (e.g. activations found while `add_request` synced the
    /// topology); handed out by the next call that returns events.
    #[serde(default)]
    deferred: Vec<SchedulerEvent>,
    /// The caller reports every topology change through `update_topology` (or `remove_node`), so calls need not
    /// compare the topology with the scheduler's view (an O(nodes) scan) each time.
    #[serde(default)]
    explicit_topology: bool,
    /// Nodes holding a reservation (derived from `nodes`, so not serialised): with none, and nothing pending
    /// anywhere, a node heartbeat can do nothing, whichever node it is, and returns before reading the node.
    #[serde(skip)]
    reserved_nodes: usize,
    /// The leaf queues whose use, pending asks or capacities changed since [`take_touched`](Self::take_touched)
    /// last emptied this (with repeats), or `None` when any may have: capacities set again, the queues refreshed,
    /// a state read back, or more entries than queues. Derived, so not serialised.
    #[serde(skip)]
    touched: Touched,
}

/// The leaf queues touched since they were last taken ([`CapacityScheduler::take_touched`]); `None`: any may have
/// been. Bookkeeping for those who follow the queues, not the scheduler's state, so it compares equal to any other.
#[derive(Clone, Debug, Default)]
struct Touched(Option<Vec<QueueId>>);

impl PartialEq for Touched {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The unchecked deserialised form of [`CapacityScheduler`].
#[derive(Deserialize)]
struct SchedulerState {
    config: CapacitySchedulerConfig,
    rc: ResourceCalculator,
    queues: Vec<Queue>,
    apps: Vec<SchedulerApp>,
    containers: SortedMap<ContainerId, Container>,
    nodes: Vec<SchedulerNode>,
    partitions: Vec<PartitionInfo>,
    cluster: Resource,
    num_nodes: u32,
    next_container: u64,
    #[serde(default)]
    deferred: Vec<SchedulerEvent>,
    #[serde(default)]
    explicit_topology: bool,
}

impl TryFrom<SchedulerState> for CapacityScheduler {
    type Error = String;

    fn try_from(s: SchedulerState) -> Result<Self, String> {
        let (nq, na, nn) = (s.config.queues.len(), s.apps.len(), s.nodes.len());
        let bad = |what: &str| Err(alloc::format!("inconsistent scheduler state: {what}"));
        if s.queues.len() != nq || s.queues.iter().enumerate().any(|(i, q)| q.id.index() != i) {
            return bad("queues do not match the configuration");
        }
        if s.queues.iter().any(|q| q.active_apps.iter().chain(&q.pending_apps).any(|a| a.index() >= na)) {
            return bad("a queue lists an unknown application");
        }
        for (i, a) in s.apps.iter().enumerate() {
            let known = |c: &ContainerId| s.containers.get(c).is_some_and(|x| x.app.index() == i);
            if a.id.index() != i
                || a.queue.is_some_and(|q| q.index() >= nq)
                || !a.containers.iter().all(known)
                || !a.reservations.iter().all(|(n, c)| n.index() < nn && known(c))
            {
                return bad("an application refers to unknown queues, nodes or containers");
            }
        }
        if s.containers
            .iter()
            .any(|(id, c)| *id != c.id || c.app.index() >= na || c.node.index() >= nn || c.queue.index() >= nq)
        {
            return bad("a container refers to an unknown application, node or queue");
        }
        if s.nodes
            .iter()
            .any(|n| n.containers.iter().chain(n.reservation.iter()).any(|c| !s.containers.contains_key(c)))
        {
            return bad("a node lists an unknown container");
        }
        let mut queues = s.queues;
        // Derived counts and orders are not stored: work them out again.
        let mut apps = s.apps;
        for a in &mut apps {
            a.outstanding = a.count_outstanding();
            a.satisfied_before = a.first_wanted();
        }
        for q in &mut queues {
            q.derive_maximum_down(&s.rc, &s.config.minimum_allocation);
            for u in q.users.values_mut() {
                u.outstanding_apps = 0;
            }
            q.fifo_ordered = q.active_apps.is_sorted_by_key(|a| fifo_key(&apps, *a));
            q.wanting = wanting_of(&apps, &q.active_apps);
        }
        for a in apps.iter().filter(|a| matches!(a.state, AppState::Pending | AppState::Active)) {
            let user = a.queue.and_then(|q| queues[q.index()].users.get_mut(a.user.as_str()));
            if let (Some(u), true) = (user, a.outstanding() > 0) {
                u.outstanding_apps += 1;
            }
        }
        let reserved_nodes = s.nodes.iter().filter(|n| n.reservation.is_some()).count();
        let mut cs = CapacityScheduler {
            config: Arc::new(s.config),
            rc: s.rc,
            queues,
            apps,
            containers: s.containers.into_iter().map(|(_, c)| c).collect(),
            nodes: s.nodes,
            partitions: s.partitions,
            cluster: s.cluster,
            num_nodes: s.num_nodes,
            next_container: s.next_container,
            deferred: s.deferred,
            explicit_topology: s.explicit_topology,
            reserved_nodes,
            touched: Touched(None),
        };
        cs.derive();
        Ok(cs)
    }
}

/// `r × n` per component.
pub(crate) fn times(r: &Resource, n: u32) -> Resource {
    let mut out = *r;
    for v in out.0.iter_mut() {
        *v = v.saturating_mul(n as i64);
    }
    out
}

/// The slot for `i` in a per-partition vector, growing it as needed.
#[inline]
pub(crate) fn slot(v: &mut Vec<Resource>, i: usize) -> &mut Resource {
    if v.len() <= i {
        v.resize(i + 1, Resource::ZERO);
    }
    &mut v[i]
}

impl CapacityScheduler {
    /// A scheduler for `config` (a configuration, or one already shared) on `topology`.
    pub fn new(config: impl Into<Arc<CapacitySchedulerConfig>>, topology: &Topology) -> Self {
        let config = config.into();
        let rc = ResourceCalculator::new(config.calculator, &config.resource_types);
        let queues = config.queues.iter().map(|q| Queue::new(q.id)).collect();
        let mut cs = CapacityScheduler {
            config,
            rc,
            queues,
            apps: Vec::new(),
            containers: ContainerMap::new(),
            nodes: Vec::new(),
            partitions: Vec::new(),
            cluster: Resource::ZERO,
            num_nodes: 0,
            next_container: 1,
            deferred: Vec::new(),
            explicit_topology: false,
            reserved_nodes: 0,
            touched: Touched(None),
        };
        cs.deferred = cs.sync(topology);
        cs
    }

    /// Parses a `capacity-scheduler.xml`-style property map and builds a scheduler on `topology`.
    pub fn from_properties(properties: &SortedMap<String, String>, topology: &Topology) -> Result<Self, ConfigError> {
        Ok(Self::new(CapacitySchedulerConfig::from_properties(properties)?, topology))
    }

    // --------------------------------------------------------------------------------------------------------
    // Read access

    /// The configuration the scheduler runs with (the last one accepted by a refresh).
    pub fn config(&self) -> &CapacitySchedulerConfig {
        &self.config
    }

    /// The resource calculator of `yarn.scheduler.capacity.resource-calculator`: memory only, or dominant resource.
    pub fn calculator(&self) -> &ResourceCalculator {
        &self.rc
    }

    /// Every queue, indexed by `QueueId`; `root` first.
    pub fn queues(&self) -> &[Queue] {
        &self.queues
    }

    /// One queue by id.
    pub fn queue(&self, id: QueueId) -> &Queue {
        &self.queues[id.index()]
    }

    /// Every submitted application, indexed by `AppId`, finished and rejected ones included.
    pub fn apps(&self) -> &[SchedulerApp] {
        &self.apps
    }

    /// One application by id; `None` if no such application was submitted.
    pub fn app(&self, id: AppId) -> Option<&SchedulerApp> {
        self.apps.get(id.index())
    }

    /// Live containers and reservations, by id.
    pub fn containers(&self) -> &ContainerMap<Container> {
        &self.containers
    }

    /// The scheduler's view of one node; `None` for an id it has never seen.
    pub fn node(&self, id: NodeId) -> Option<&SchedulerNode> {
        self.nodes.get(id.index())
    }

    /// Every partition, indexed by `PartitionId`, with its live nodes' total capability.
    pub fn partitions(&self) -> &[PartitionInfo] {
        &self.partitions
    }

    /// The total capability of every live node, across partitions (what YARN's `getClusterResource` returns).
    pub fn cluster_resource(&self) -> Resource {
        self.cluster
    }

    /// The total capability of the live nodes of partition `p` (zero for an unknown partition).
    pub fn partition_resource(&self, p: PartitionId) -> Resource {
        // Read through a reference, as `Resource::in_partition` reads: no `Option<Resource>` to copy.
        *self.partitions.get(p.index()).map_or(&Resource::ZERO, |p| &p.resource)
    }

    /// Free resources of a node (capability − allocated).
    #[inline]
    pub fn node_unallocated(&self, topology: &Topology, node: NodeId) -> Resource {
        let cap = topology.nodes.get(node.index()).map(|n| n.capability).unwrap_or_default();
        cap - self.nodes.get(node.index()).map(|n| n.allocated).unwrap_or_default()
    }

    // --------------------------------------------------------------------------------------------------------
    // Topology

    /// Brings partitions, cluster resource and queue capacities in line with `topology`. When the cluster
    /// resource changes, pending applications are re-checked for activation (as Hadoop does on
    /// `updateClusterResource`).
    pub fn update_topology(&mut self, topology: &Topology) -> Vec<SchedulerEvent> {
        let mut events = core::mem::take(&mut self.deferred);
        self.sync_resources(topology, &mut events);
        events
    }

    /// With `explicit`, calls no longer compare the topology with the scheduler's view (an O(nodes) scan per
    /// heartbeat on a large cluster): the caller promises to call [`update_topology`](Self::update_topology) (or
    /// [`remove_node`](Self::remove_node)) after every change. The simulator does.
    pub fn set_explicit_topology(&mut self, explicit: bool) {
        self.explicit_topology = explicit;
    }

    /// Syncs with the topology; returns deferred events plus any activations the sync caused.
    pub(crate) fn sync(&mut self, topology: &Topology) -> Vec<SchedulerEvent> {
        let mut events = core::mem::take(&mut self.deferred);
        if !self.explicit_topology {
            self.sync_resources(topology, &mut events);
        }
        events
    }

    fn sync_resources(&mut self, topology: &Topology, events: &mut Vec<SchedulerEvent>) {
        if self.nodes.len() < topology.nodes.len() {
            self.nodes.resize(topology.nodes.len(), SchedulerNode::default());
        }
        self.num_nodes = topology.nodes.iter().filter(|n| n.state != NodeState::Removed).count() as u32;
        let parts: Vec<PartitionInfo> = topology
            .partitions
            .iter()
            .enumerate()
            .map(|(i, p)| PartitionInfo {
                name: p.name.clone(),
                exclusive: p.exclusive,
                resource: topology.partition_resource(PartitionId(i as u32)),
            })
            .collect();
        if parts == self.partitions {
            return;
        }
        self.partitions = parts;
        self.cluster = self.partitions.iter().map(|p| p.resource).sum();
        self.set_queue_capacities();
        let leaves: Vec<QueueId> = self.config.leaves().collect();
        for leaf in leaves {
            self.activate_applications(leaf, events);
        }
    }

    /// A node leaves the cluster (mark it `Removed` in the topology first): its containers are killed and its
    /// reservation dropped.
    pub fn remove_node(
        &mut self,
        topology: &Topology,
        node: NodeId,
        check: &mut dyn PlacementCheck,
    ) -> Result<Vec<SchedulerEvent>, SchedulerError> {
        let reservation = self.nodes.get(node.index()).ok_or(SchedulerError::UnknownNode(node))?.reservation;
        let mut events = core::mem::take(&mut self.deferred);
        if let Some(r) = reservation {
            self.unreserve(r, UnreserveReason::NodeRemoved, &mut events);
        }
        let ids: Vec<ContainerId> = self.nodes[node.index()].containers.iter().copied().collect();
        for c in ids {
            self.release(topology, c, ReleaseReason::NodeRemoved, check, &mut events);
        }
        events.extend(self.update_topology(topology));
        Ok(events)
    }

    // --------------------------------------------------------------------------------------------------------
    // Applications

    /// Submits an application. YARN either accepts it into a leaf queue (then it may be activated at once) or
    /// rejects it; both outcomes are events, and a rejected application keeps its id with state `Rejected`.
    pub fn submit_app(&mut self, topology: &Topology, sub: Submission) -> (AppId, Vec<SchedulerEvent>) {
        let mut events = self.sync(topology);
        let id = AppId(self.apps.len() as u32);
        let mut app = SchedulerApp {
            id,
            name: sub.name.clone(),
            user: Name::from(&sub.user),
            user_slot: Hint::default(),
            queue: None,
            priority: 0,
            submit_time: sub.submit_time,
            state: AppState::Rejected,
            mapping: None,
            am_resource: Resource::ZERO,
            unmanaged_am: sub.am_resource.is_none(),
            am_partition: Topology::DEFAULT_PARTITION,
            default_partition: Topology::DEFAULT_PARTITION,
            am_container: None,
            asks: Vec::new(),
            outstanding: 0,
            satisfied_before: 0,
            containers: Default::default(),
            reservations: SortedMap::new(),
            used: Vec::new(),
            reserved: Vec::new(),
            pending: Vec::new(),
        };
        match self.admit(&mut app, &sub) {
            Err(reason) => {
                self.apps.push(app);
                events.push(SchedulerEvent::AppRejected { app: id, reason });
            }
            Ok(leaf) => {
                let user = sub.user.clone();
                let weight = self.config.queue(leaf).user_weight(&user);
                let n = self.partitions.len();
                let q = &mut self.queues[leaf.index()];
                q.pending_apps.push(id);
                let u = q.users.get_or_insert_with(user.clone(), || QueueUser {
                    name: user.clone(),
                    weight,
                    used: alloc::vec![Resource::ZERO; n],
                    am_used: alloc::vec![Resource::ZERO; n],
                    pending_apps: 0,
                    active_apps: 0,
                    outstanding_apps: 0,
                });
                u.pending_apps += 1;
                app.state = AppState::Pending;
                let am = (!app.unmanaged_am).then(|| ResourceAsk {
                    key: RequestKey::AM,
                    requested: sub.am_resource.unwrap_or_default(),
                    size: app.am_resource,
                    count: 1,
                    partition: app.am_partition,
                    kind: AskKind::ResourceRequest,
                    is_am: true,
                    re_reservations: 0,
                    missed_non_partitioned: 0,
                });
                self.apps.push(app);
                if let Some(am) = am {
                    let (p, size) = (am.partition, am.size);
                    self.apps[id.index()].put_ask(am);
                    self.outstanding_changed(id, 0);
                    self.add_pending(id, p, size, true);
                }
                events.push(SchedulerEvent::AppAccepted { app: id, queue: leaf });
                if self.rc.greater_than(&self.cluster, &self.cluster, &Resource::ZERO) {
                    self.activate_applications(leaf, &mut events);
                }
            }
        }
        (id, events)
    }

    /// The admission checks of `CapacityScheduler.addApplication` and `LeafQueue.validateSubmitApplication`.
    fn admit(&self, app: &mut SchedulerApp, sub: &Submission) -> Result<QueueId, RejectReason> {
        let exists = |q: &str| self.config.find_queue(q).is_some();
        let placed = mapping::place(
            &self.config.queue_mappings,
            self.config.queue_mappings_override,
            &self.config.user_groups,
            &sub.user,
            sub.queue.as_deref(),
            &exists,
        )
        .map_err(|mapping::PlacementFailure::NoGroup { mapping }| RejectReason::MappingNeedsGroup {
            user: sub.user.clone(),
            mapping,
        })?;
        app.mapping = placed.mapping;
        let total: usize = self.queues.iter().map(|q| q.num_applications()).sum();
        if total as i64 >= self.config.maximum_applications as i64 {
            return Err(RejectReason::SystemApplicationLimit { limit: self.config.maximum_applications });
        }
        let leaf =
            self.config.find_queue(&placed.queue).ok_or(RejectReason::UnknownQueue { queue: placed.queue.clone() })?;
        app.queue = Some(leaf);
        let qc = self.config.queue(leaf);
        if !qc.is_leaf() {
            return Err(RejectReason::NotALeafQueue { queue: qc.path.clone() });
        }
        if qc.state == config::QueueState::Stopped {
            return Err(RejectReason::QueueStopped { queue: qc.path.clone() });
        }
        let q = &self.queues[leaf.index()];
        let max_apps = self.max_applications(leaf);
        if q.num_applications() as i64 >= max_apps as i64 {
            return Err(RejectReason::QueueApplicationLimit {
                queue: qc.path.clone(),
                applications: q.num_applications(),
                limit: max_apps,
            });
        }
        let per_user = self.max_applications_per_user(leaf);
        let user_apps = q.users.get(&sub.user).map(|u| u.total_apps()).unwrap_or(0);
        if user_apps as i64 >= per_user as i64 {
            return Err(RejectReason::UserApplicationLimit {
                queue: qc.path.clone(),
                user: sub.user.clone(),
                applications: user_apps,
                limit: per_user,
            });
        }
        // Labels: the application's expression, else the queue's default.
        let label = sub.node_label.clone().unwrap_or_else(|| qc.default_node_label_expression.clone());
        let part = self
            .partitions
            .iter()
            .position(|p| p.name == label)
            .filter(|_| qc.accessible_node_labels.can_access(&label))
            .ok_or(RejectReason::InvalidAmLabel { queue: qc.path.clone(), label: label.clone() })?;
        app.am_partition = PartitionId(part as u32);
        app.default_partition = PartitionId(part as u32);
        if let Some(am) = sub.am_resource {
            if !self.valid_request(&am, &qc.maximum_allocation) {
                return Err(RejectReason::InvalidAmResource { requested: am, maximum: qc.maximum_allocation });
            }
            app.am_resource = self.normalize(&am, &qc.maximum_allocation);
        }
        app.priority =
            sub.priority.unwrap_or(qc.default_application_priority).min(self.config.max_application_priority);
        Ok(leaf)
    }

    /// `SchedulerUtils.validateResourceRequest`: every type between 0 and the maximum allocation.
    fn valid_request(&self, r: &Resource, maximum: &Resource) -> bool {
        (0..self.config.resource_types.count()).all(|i| r.0[i] >= 0 && r.0[i] <= maximum.0[i])
    }

    /// Normalises an ask: raised to the minimum allocation, rounded up to it, capped at `maximum`.
    pub fn normalize(&self, r: &Resource, maximum: &Resource) -> Resource {
        let min = self.config.minimum_allocation;
        self.rc.normalize(r, &min, maximum, &min)
    }

    /// Adds an outstanding request to a running (pending or activated) application.
    pub fn add_request(
        &mut self,
        topology: &Topology,
        app: AppId,
        spec: AskSpec,
    ) -> Result<RequestKey, SchedulerError> {
        let ev = self.sync(topology);
        self.deferred = ev;
        let a = self.apps.get(app.index()).ok_or(SchedulerError::UnknownApp(app))?;
        if !matches!(a.state, AppState::Pending | AppState::Active) {
            return Err(SchedulerError::AppNotRunning(app));
        }
        let leaf = a.queue.ok_or(SchedulerError::AppNotRunning(app))?;
        if spec.key == RequestKey::AM || a.ask(spec.key).is_some_and(|x| x.count > 0 || x.is_am) {
            return Err(SchedulerError::DuplicateRequest { app, key: spec.key });
        }
        let qc = self.config.queue(leaf);
        if !self.valid_request(&spec.size, &qc.maximum_allocation) {
            return Err(SchedulerError::InvalidResourceRequest {
                requested: spec.size,
                maximum: qc.maximum_allocation,
            });
        }
        let partition = match &spec.node_label {
            None => a.default_partition,
            Some(label) => {
                let p = self
                    .partitions
                    .iter()
                    .position(|p| p.name == *label)
                    .ok_or_else(|| SchedulerError::UnknownLabel(label.clone()))?;
                if !qc.accessible_node_labels.can_access(label) {
                    return Err(SchedulerError::LabelNotAccessible { queue: qc.path.clone(), label: label.clone() });
                }
                PartitionId(p as u32)
            }
        };
        let size = self.normalize(&spec.size, &qc.maximum_allocation);
        let ask = ResourceAsk {
            key: spec.key,
            requested: spec.size,
            size,
            count: spec.count,
            partition,
            kind: spec.kind,
            is_am: false,
            re_reservations: 0,
            missed_non_partitioned: 0,
        };
        let before = self.apps[app.index()].outstanding();
        self.apps[app.index()].put_ask(ask);
        self.outstanding_changed(app, before);
        self.add_pending(app, partition, times(&size, spec.count), true);
        Ok(spec.key)
    }

    /// Sets the outstanding count of a request (as an AM's next `allocate` call would); 0 cancels it.
    pub fn set_request_count(&mut self, app: AppId, key: RequestKey, count: u32) -> Result<(), SchedulerError> {
        let a = self.apps.get_mut(app.index()).ok_or(SchedulerError::UnknownApp(app))?;
        if !matches!(a.state, AppState::Pending | AppState::Active) {
            return Err(SchedulerError::AppNotRunning(app));
        }
        let before = a.outstanding();
        let (p, size) = a.ask(key).map(|x| (x.partition, x.size)).ok_or(SchedulerError::UnknownRequest { app, key })?;
        let old = a.set_ask_count(key, count).unwrap_or(count);
        self.outstanding_changed(app, before);
        if count >= old {
            self.add_pending(app, p, times(&size, count - old), true);
        } else {
            self.add_pending(app, p, times(&size, old - count), false);
        }
        Ok(())
    }

    /// Keeps the count of applications with outstanding requests of `app`'s user up to date after `app`'s asks
    /// changed (`before`: its outstanding containers before the change). Called wherever a count changes.
    pub(crate) fn outstanding_changed(&mut self, app: AppId, before: u64) {
        let a = &self.apps[app.index()];
        let after = a.outstanding();
        if (before > 0) == (after > 0) || !matches!(a.state, AppState::Pending | AppState::Active) {
            return;
        }
        let Some(leaf) = a.queue else { return };
        let active = a.state == AppState::Active;
        if let Some(u) = self.queues[leaf.index()].users.get_mut(a.user.as_str()) {
            if after > 0 {
                u.outstanding_apps += 1;
            } else {
                u.outstanding_apps = u.outstanding_apps.saturating_sub(1);
            }
        }
        if active {
            self.note_wanting(leaf, app);
        }
    }

    /// Lists again the active applications of `leaf` with outstanding requests ([`Queue::wanting`]): after a
    /// refresh, which can activate applications in any order.
    pub(crate) fn wanting_changed(&mut self, leaf: QueueId) {
        self.queues[leaf.index()].wanting = wanting_of(&self.apps, &self.queues[leaf.index()].active_apps);
    }

    /// Puts `app` into its leaf's [`Queue::wanting`] or takes it out, as it now wants containers or not (active in
    /// the leaf, with outstanding requests), by binary search: a few times in an application's life (activated,
    /// started or stopped asking, gone), where listing the leaf again walked all its applications each time.
    pub(crate) fn note_wanting(&mut self, leaf: QueueId, app: AppId) {
        // The kept order lists the applications that want containers apart from the others.
        self.queues[leaf.index()].serving_order.note(app);
        let a = &self.apps[app.index()];
        let wants = a.state == AppState::Active && a.queue == Some(leaf) && a.outstanding() > 0;
        let apps = &self.apps;
        let wanting = &mut self.queues[leaf.index()].wanting;
        match (wanting.binary_search_by_key(&fifo_key(apps, app), |x| fifo_key(apps, *x)), wants) {
            (Err(i), true) => wanting.insert(i, app),
            (Ok(i), false) => {
                wanting.remove(i);
            }
            _ => {}
        }
    }

    /// Adds (or removes) outstanding resources of `app` in partition `p`, up the queue tree.
    pub(crate) fn add_pending(&mut self, app: AppId, p: PartitionId, r: Resource, add: bool) {
        let a = &mut self.apps[app.index()];
        let s = slot(&mut a.pending, p.index());
        if add {
            *s += r;
        } else {
            *s -= r;
        }
        let mut q = a.queue;
        if let Some(leaf) = q {
            self.touch(leaf);
        }
        self.note_usage(app);
        while let Some(id) = q {
            let parent = self.config.queue(id).parent;
            let queue = &mut self.queues[id.index()];
            // Whether the queue asks for anything can change only where this partition's asks start or end.
            let mut crossed = false;
            if let Some(u) = queue.usage.get_mut(p.index()) {
                let before = u.pending.is_zero();
                if add {
                    u.pending += r;
                } else {
                    u.pending -= r;
                }
                crossed = before != u.pending.is_zero();
            }
            if let Some(parent) = parent.filter(|_| crossed) {
                let asks = queue.asks();
                self.queues[parent.index()].set_asking(id, asks);
            }
            q = parent;
        }
    }

    /// Works out every queue's capacities in every partition for the configuration and the partitions' resources
    /// (after either changed), with what is derived from them.
    pub(crate) fn set_queue_capacities(&mut self) {
        let named: Vec<(String, Resource)> = self.partitions.iter().map(|p| (p.name.clone(), p.resource)).collect();
        let caps = queue::compute_capacities(&self.config, &named, &self.rc);
        let n = self.partitions.len();
        let min = self.config.minimum_allocation;
        for (q, c) in self.queues.iter_mut().zip(caps) {
            q.set_capacities(c, &self.rc, &min);
            q.usage.resize(n, QueueUsage::default());
        }
        self.derive();
    }

    /// Works out again what the scheduler keeps derived from its queues (each parent's children with pending asks
    /// and whether they order totally) and notes that any leaf's numbers may have changed: after the capacities
    /// were set, the queues renumbered, or the state read back.
    fn derive(&mut self) {
        self.touch_all();
        self.derive_asking();
        self.derive_total_orders();
        // A leaf's policy or its applications may have changed (a refresh, a state read back).
        for q in &mut self.queues {
            q.serving_order.invalidate();
        }
    }

    /// Notes that `app`'s use or asks changed, which moves it in a fair leaf's order
    /// ([`ServingOrder`](ordering::ServingOrder)); FIFO's order reads neither.
    #[inline]
    pub(crate) fn note_usage(&mut self, app: AppId) {
        if let Some(leaf) = self.apps[app.index()].queue {
            if matches!(self.config.queue(leaf).ordering_policy, OrderingPolicy::Fair { .. }) {
                self.queues[leaf.index()].serving_order.note(app);
            }
        }
    }

    /// Lists each parent's children with pending asks ([`Queue::asking`]) from scratch.
    fn derive_asking(&mut self) {
        for q in &mut self.queues {
            q.asking.clear();
        }
        for (i, qc) in self.config.queues.iter().enumerate() {
            if let Some(parent) = qc.parent.filter(|_| self.queues[i].asks()) {
                self.queues[parent.index()].asking.push(qc.id);
            }
        }
    }

    /// Notes that any queue's numbers may have changed ([`take_touched`](Self::take_touched)).
    fn touch_all(&mut self) {
        self.touched = Touched(None);
    }

    /// Notes that `leaf`'s use or pending asks changed ([`take_touched`](Self::take_touched)).
    #[inline]
    fn touch(&mut self, leaf: QueueId) {
        let most = self.queues.len();
        match &mut self.touched.0 {
            // A step charges the same leaf container after container.
            Some(t) if t.last() == Some(&leaf) => {}
            Some(t) if t.len() < most => t.push(leaf),
            Some(_) => self.touched = Touched(None),
            None => {}
        }
    }

    /// Moves into `into` the leaf queues whose use (allocated plus reserved), pending asks or capacities changed
    /// since the last call, in some order, perhaps with repeats and a queue whose numbers came back, and returns
    /// true if instead any queue may have changed (the caller then looks at all of them). For followers of every
    /// leaf queue step by step, such as the simulator's charts, which would otherwise visit thousands of queues
    /// after every step to find the few that moved.
    pub fn take_touched(&mut self, into: &mut Vec<QueueId>) -> bool {
        // The two vectors trade places, so that no step allocates one.
        into.clear();
        match &mut self.touched.0 {
            Some(t) => {
                core::mem::swap(t, into);
                false
            }
            None => {
                self.touched.0 = Some(core::mem::take(into));
                true
            }
        }
    }

    /// Releases a container (or cancels a reservation), as when the application gives it back or it is killed.
    pub fn release_container(
        &mut self,
        topology: &Topology,
        container: ContainerId,
        reason: ReleaseReason,
        check: &mut dyn PlacementCheck,
    ) -> Result<Vec<SchedulerEvent>, SchedulerError> {
        let mut events = Vec::new();
        self.release_container_into(topology, container, reason, check, &mut events)?;
        Ok(events)
    }

    /// [`release_container`](Self::release_container), adding its events to `events` (a caller that releases
    /// a container at a time keeps one list for them).
    pub fn release_container_into(
        &mut self,
        topology: &Topology,
        container: ContainerId,
        reason: ReleaseReason,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Result<(), SchedulerError> {
        let state = self.containers.get(&container).ok_or(SchedulerError::UnknownContainer(container))?.state;
        events.append(&mut self.sync(topology));
        match state {
            ContainerState::Reserved => {
                let why = match reason {
                    ReleaseReason::AppFinished => UnreserveReason::AppFinished,
                    ReleaseReason::NodeRemoved => UnreserveReason::NodeRemoved,
                    ReleaseReason::Released | ReleaseReason::Killed => UnreserveReason::Killed,
                    ReleaseReason::Preempted => UnreserveReason::Preempted,
                };
                self.unreserve(container, why, events);
            }
            ContainerState::Allocated => self.release(topology, container, reason, check, events),
        }
        Ok(())
    }

    /// Finishes (or kills) an application: releases its containers and reservations, leaves the queue, and lets
    /// waiting applications activate.
    pub fn finish_app(
        &mut self,
        topology: &Topology,
        app: AppId,
        check: &mut dyn PlacementCheck,
    ) -> Result<Vec<SchedulerEvent>, SchedulerError> {
        let mut events = self.sync(topology);
        let a = self.apps.get(app.index()).ok_or(SchedulerError::UnknownApp(app))?;
        if !matches!(a.state, AppState::Pending | AppState::Active) {
            return Err(SchedulerError::AppNotRunning(app));
        }
        let leaf = a.queue.ok_or(SchedulerError::AppNotRunning(app))?;
        let reservations: Vec<ContainerId> = a.reservations.values().copied().collect();
        let running: Vec<ContainerId> = a.containers.iter().copied().collect();
        for r in reservations {
            self.unreserve(r, UnreserveReason::AppFinished, &mut events);
        }
        for c in running {
            self.release(topology, c, ReleaseReason::AppFinished, check, &mut events);
        }
        // Outstanding asks go away.
        let asks: Vec<(PartitionId, Resource)> =
            self.apps[app.index()].asks.iter().map(|a| (a.partition, times(&a.size, a.count))).collect();
        for (p, r) in asks {
            self.add_pending(app, p, r, false);
        }
        let before = self.apps[app.index()].outstanding();
        self.apps[app.index()].clear_asks();
        self.outstanding_changed(app, before);
        let a = &mut self.apps[app.index()];
        let was_active = a.state == AppState::Active;
        a.state = AppState::Finished;
        let (user, am, am_p) = (a.user.clone(), a.am_resource, a.am_partition);
        // Out of the wanting list, and noted in the kept order, which drops it at the next offer.
        self.note_wanting(leaf, app);
        let q = &mut self.queues[leaf.index()];
        q.active_apps.retain(|x| *x != app);
        q.pending_apps.retain(|x| *x != app);
        if q.active_apps.is_empty() {
            q.fifo_ordered = true;
        }
        if was_active {
            if let Some(u) = q.usage.get_mut(am_p.index()) {
                u.am_used -= am;
            }
        }
        if let Some(u) = q.users.get_mut(user.as_str()) {
            if was_active {
                *slot(&mut u.am_used, am_p.index()) -= am;
                u.active_apps = u.active_apps.saturating_sub(1);
            } else {
                u.pending_apps = u.pending_apps.saturating_sub(1);
            }
            if u.total_apps() == 0 {
                q.users.remove(user.as_str());
            }
        }
        events.push(SchedulerEvent::AppFinished { app });
        self.activate_applications(leaf, &mut events);
        Ok(events)
    }

    // --------------------------------------------------------------------------------------------------------
    // Bookkeeping shared by allocation, release and reservation

    /// Adds `r` to `used` (and `reserved` when `reserved`) of `leaf` and its ancestors in partition `p`, and to
    /// the usage of `app`'s user (every container's user is its application's); subtracts when `add` is false.
    pub(crate) fn charge(&mut self, leaf: QueueId, app: AppId, p: PartitionId, r: Resource, reserved: bool, add: bool) {
        self.touch(leaf);
        let mut q = Some(leaf);
        while let Some(id) = q {
            let usage = &mut self.queues[id.index()].usage;
            if usage.len() <= p.index() {
                usage.resize(p.index() + 1, QueueUsage::default());
            }
            let u = &mut usage[p.index()];
            if add {
                u.used += r;
                if reserved {
                    u.reserved += r;
                }
            } else {
                u.used -= r;
                if reserved {
                    u.reserved -= r;
                }
            }
            q = self.config.queue(id).parent;
        }
        let a = &self.apps[app.index()];
        if let Some(u) = self.queues[leaf.index()].users.get_mut_hinted(a.user.as_str(), &a.user_slot) {
            let s = slot(&mut u.used, p.index());
            if add {
                *s += r;
            } else {
                *s -= r;
            }
        }
    }

    /// Releases an allocated container.
    pub(crate) fn release(
        &mut self,
        topology: &Topology,
        id: ContainerId,
        reason: ReleaseReason,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) {
        let Some(c) = self.containers.remove(&id) else { return };
        if let Some(n) = self.nodes.get_mut(c.node.index()) {
            n.allocated -= c.resource;
            n.containers.remove(&id);
        }
        let a = &mut self.apps[c.app.index()];
        *slot(&mut a.used, c.partition.index()) -= c.resource;
        a.containers.remove(&id);
        self.note_usage(c.app);
        self.charge(c.queue, c.app, c.partition, c.resource, false, false);
        check.on_released(topology, &c);
        events.push(SchedulerEvent::ContainerReleased {
            container: id,
            app: c.app,
            node: c.node,
            resource: c.resource,
            reason,
        });
    }

    /// Drops a reservation.
    pub(crate) fn unreserve(&mut self, id: ContainerId, reason: UnreserveReason, events: &mut Vec<SchedulerEvent>) {
        let Some(c) = self.containers.remove(&id) else { return };
        if self.nodes.get(c.node.index()).is_some_and(|n| n.reservation == Some(id)) {
            self.set_reservation(c.node, None);
        }
        let a = &mut self.apps[c.app.index()];
        a.reservations.remove(&c.node);
        *slot(&mut a.reserved, c.partition.index()) -= c.resource;
        if let Some(ask) = a.ask_mut(c.key) {
            ask.re_reservations = 0;
        }
        self.charge(c.queue, c.app, c.partition, c.resource, true, false);
        events.push(SchedulerEvent::Unreserved {
            container: id,
            app: c.app,
            node: c.node,
            resource: c.resource,
            reason,
        });
    }

    /// Sets or clears the reservation held on `node` (a node the scheduler knows), counting reserved nodes.
    pub(crate) fn set_reservation(&mut self, node: NodeId, reservation: Option<ContainerId>) {
        let n = &mut self.nodes[node.index()];
        match (n.reservation.is_some(), reservation.is_some()) {
            (false, true) => self.reserved_nodes += 1,
            (true, false) => self.reserved_nodes -= 1,
            _ => {}
        }
        n.reservation = reservation;
    }

    /// Whether events wait for the next node heartbeat (`sync` hands them out).
    pub(crate) fn has_deferred(&self) -> bool {
        !self.deferred.is_empty()
    }

    /// Whether a node heartbeat cannot allocate, reserve or unreserve anything on any node: no node holds a
    /// reservation and no queue has anything pending (the root's pending is every leaf's), as
    /// [`node_heartbeat`](Self::node_heartbeat)'s first checks would find for each node. Most heartbeats of a run
    /// come between one ask being served and the next.
    pub(crate) fn offers_nothing(&self) -> bool {
        self.reserved_nodes == 0
            && self.queues[0].usage.iter().all(|u| !self.rc.greater_than(&self.cluster, &u.pending, &Resource::ZERO))
    }

    pub(crate) fn new_container_id(&mut self) -> ContainerId {
        let id = ContainerId(self.next_container);
        self.next_container += 1;
        id
    }
}
