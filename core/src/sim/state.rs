//! The simulator's state and its one transition, [`SimState::advance_into`]: take every event due at the next
//! instant of virtual time; if something was decided, that instant is a step.
//!
//! Events are kept in one queue ordered by (time, class, sequence). At one instant, cluster changes come first,
//! then container ends, application ends, submissions, AM `allocate` calls and node heartbeats, then the
//! scheduling monitor — so resources released at an instant can be used by the heartbeats of that instant.
//! Node heartbeats recur every `yarn.resourcemanager.nodemanagers.heartbeat-interval-ms`, node `i` of `n` at
//! offset `i × interval / n` (a node added later beats first when it joins). AM calls happen on each
//! application's `am-heartbeat-ms` grid from its start, only when it has something to send or collect.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::agenda::{Agenda, AgendaKey, PausedRun};
use super::event::{AllocationReason, Asked, Event, Placed, PlacedBy};
use super::names::Names;
use crate::container_map::{ContainerEntry, ContainerMap};
use crate::handler::{
    disabled_allocate_message, disabled_register_message, processor, BatchRequest, ConstraintCheck, Handler,
    ProcessorState,
};
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
use crate::preemption::{snapshot_from_scheduler, ActionKind, PreemptionMonitor, RoundReport};
use crate::resource::Resource;
use crate::scenario::{apply_topology_change, later, ClusterChange, World, HORIZON_MS};
use crate::scheduler::{
    AppState, AskKind, AskSpec, CapacityScheduler, ConstraintHandle, NodeAttempt, ReleaseReason, SchedulerError,
    SchedulerEvent, SchedulingMode, Submission,
};
use crate::topology::{NodeId, NodeState, Topology};

/// Something due at an instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "id")]
pub enum Pending {
    /// `World::changes[i]`.
    Change(u32),
    /// A container's `duration-ms` runs out.
    ContainerEnd(ContainerId),
    /// An application's explicit `finish-ms`.
    AppEnd(AppId),
    /// An application's `submit-ms`.
    Submit(AppId),
    /// The AM's `allocate` call.
    AmAllocate(AppId),
    /// A NodeManager's heartbeat: the scheduler offers the node.
    Heartbeat(NodeId),
    /// A round of the preemption monitor.
    Monitor,
}

impl Pending {
    pub(crate) fn class(&self) -> u8 {
        match self {
            Pending::Change(_) => 0,
            Pending::ContainerEnd(_) => 1,
            Pending::AppEnd(_) => 2,
            Pending::Submit(_) => 3,
            Pending::AmAllocate(_) => 4,
            Pending::Heartbeat(_) => 5,
            Pending::Monitor => 6,
        }
    }

    /// The id it carries: with its [`class`](Self::class), all there is to it ([`Pending::from_parts`]).
    pub(crate) fn payload(&self) -> u64 {
        match *self {
            Pending::Change(i) => u64::from(i),
            Pending::ContainerEnd(c) => c.0,
            Pending::AppEnd(a) | Pending::Submit(a) | Pending::AmAllocate(a) => u64::from(a.0),
            Pending::Heartbeat(n) => u64::from(n.0),
            Pending::Monitor => 0,
        }
    }

    /// The entry of `class` carrying `payload` (what [`class`](Self::class) and [`payload`](Self::payload) gave:
    /// the ids of every class but `ContainerEnd` are `u32`, so their payload fits).
    pub(crate) fn from_parts(class: u8, payload: u64) -> Pending {
        let id = payload as u32;
        match class {
            0 => Pending::Change(id),
            1 => Pending::ContainerEnd(ContainerId(payload)),
            2 => Pending::AppEnd(AppId(id)),
            3 => Pending::Submit(AppId(id)),
            4 => Pending::AmAllocate(AppId(id)),
            5 => Pending::Heartbeat(NodeId(id)),
            _ => Pending::Monitor,
        }
    }

    /// Recurs forever (does not keep a run alive by itself).
    fn periodic(&self) -> bool {
        matches!(self, Pending::Heartbeat(_) | Pending::Monitor)
    }
}

/// Where an application is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AppPhase {
    /// Not submitted yet.
    NotSubmitted,
    /// Accepted by a leaf queue, waiting for activation (AM limits).
    Accepted,
    /// Activated; its AM container is not running yet.
    Activated,
    /// Its AM runs (or it has an unmanaged AM): it asks for containers.
    Running,
    /// It ended normally.
    Finished,
    /// It could not run (e.g. its AM's registration was rejected).
    Failed,
    /// Rejected at submission.
    Rejected,
}

impl AppPhase {
    /// Accepted, activated or running: it can still ask and be given containers.
    pub fn is_live(self) -> bool {
        matches!(self, AppPhase::Accepted | AppPhase::Activated | AppPhase::Running)
    }
}

/// How a request is doing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RequestRun {
    /// Sent to the RM in an `allocate` call.
    pub sent: bool,
    /// Containers allocated so far.
    pub allocated: u32,
    /// Containers given up (rejected).
    pub rejected: u32,
    /// Containers that ended.
    pub finished: u32,
    /// Containers lost with their node (`remove-node`) that the AM has not asked for again yet.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lost: u32,
    /// The last rejection: YARN's code and reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rejection: Option<(String, String)>,
}

/// An application's run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppRun {
    /// Where it is in its life.
    pub phase: AppPhase,
    /// When its AM started (or, unmanaged, when it was activated).
    pub started_ms: Option<u64>,
    /// When it finished, failed or was rejected.
    pub finished_ms: Option<u64>,
    /// Each request's progress, by index.
    pub requests: Vec<RequestRun>,
    /// Live non-AM containers.
    pub running: u32,
    /// Its AM container while it runs.
    pub am_container: Option<ContainerId>,
    /// Why it failed (YARN's diagnostics).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagnostics: Option<String>,
    /// Times of AM calls already in the queue (a few at a time, so a `SortedSet`: docs/toolchain.md, maps10).
    am_calls: crate::sorted_map::SortedSet<u64>,
}

/// A live container as the run sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContainerRun {
    /// The container.
    pub id: ContainerId,
    /// Its application.
    pub app: AppId,
    /// The node it runs on.
    pub node: NodeId,
    /// `None` for the AM container.
    pub request: Option<u32>,
    /// Its size, as allocated.
    pub resource: Resource,
    /// It is the application master's container.
    pub is_am: bool,
    /// When it was allocated.
    pub started_ms: u64,
    /// When it will end (`None`: runs until its application finishes).
    pub ends_ms: Option<u64>,
    /// The constraint handler that placed it (`None` for ResourceRequests and AMs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handler: Option<Handler>,
}

impl ContainerEntry for ContainerRun {
    fn container_id(&self) -> &ContainerId {
        &self.id
    }
}

/// Everything that changes during a run. `Clone` is a checkpoint; the [`World`] and, until it changes, the
/// topology are shared between checkpoints.
#[derive(Clone, Debug)]
pub struct SimState {
    pub(crate) world: Arc<World>,
    /// Steps taken.
    pub step: usize,
    /// Virtual time.
    pub now_ms: u64,
    pub(crate) topology: Arc<Topology>,
    /// The names the events carry, by id (shared by checkpoints; renewed when nodes join or queues change).
    pub(crate) names: Arc<Names>,
    pub(crate) scheduler: CapacityScheduler,
    pub(crate) check: ConstraintCheck,
    pub(crate) processor: ProcessorState,
    pub(crate) queue: Agenda,
    pub(crate) seq: u64,
    /// Non-periodic entries in the queue.
    pub(crate) oneshot: u32,
    pub(crate) apps: Vec<AppRun>,
    pub(crate) containers: ContainerMap<ContainerRun>,
    /// Offset of each node's heartbeat within the interval.
    pub(crate) hb_phase: Vec<u64>,
    /// Node heartbeats since the last decision.
    pub(crate) idle_heartbeats: u64,
    /// The heartbeats held out of the queue while none of them can do anything ([`SimState::doze`]).
    pub(crate) dormant: Option<DormantBeats>,
    /// Tests only: every heartbeat is queued and processed, as before dormancy, to compare runs with.
    #[cfg(test)]
    pub(crate) never_doze: bool,
    /// Live, schedulable nodes of `topology` (kept up to date by [`SimState::topology_changed`]: `quiescent`
    /// asks after every idle instant).
    pub(crate) schedulable_nodes: u64,
    /// Nodes not removed: the nodes that heartbeat (also kept by `topology_changed`).
    pub(crate) live_nodes: u64,
    /// Containers still to place of live applications ([`SimState::pending_of`] summed), and each application's
    /// share: counted again for an application whenever it changes, so that the chart sample taken after every
    /// step does not walk every application's requests.
    pub(crate) pending: u32,
    pub(crate) pending_by_app: Vec<u32>,
    /// Each node's state, side by side (also kept by `topology_changed`): every heartbeat reads its node's, and
    /// reading it from the topology's node records missed the cache on a large cluster.
    pub(crate) node_states: Arc<[NodeState]>,
    pub(crate) finished: bool,
    /// The preemption policy's memory across rounds (marked containers and when).
    pub(crate) preemption: PreemptionMonitor,
    /// The latest round's report (shared, not copied, by checkpoints).
    pub(crate) preemption_report: Option<Arc<RoundReport>>,
    /// The policy a monitor round runs; `Some` whenever the world enables the monitor ([`crate::sim::Simulator::from_world_with`]).
    pub(crate) preemption_policy: Option<PreemptionPolicy>,
    /// Lists kept from call to call, empty between calls.
    scratch: Scratch,
}

/// The node heartbeats while they are out of the queue: every node's next beat as it was when they were taken
/// out, and the last instant that decided something since.
#[derive(Clone, Debug)]
pub(crate) struct DormantBeats {
    beats: PausedRun,
    since_ms: u64,
}

impl DormantBeats {
    pub(crate) fn estimated_bytes(&self) -> usize {
        self.beats.estimated_bytes()
    }
}

/// Lists the simulator fills and empties on every step, kept so that a step does not allocate them anew (most of
/// a run's steps are a heartbeat that places one container, or one container's end). Empty between calls, so a
/// checkpoint copies nothing.
#[derive(Clone, Debug, Default)]
struct Scratch {
    /// The scheduler's events of a node heartbeat or a container's release.
    scheduler: Vec<SchedulerEvent>,
    /// Applications and nodes a step's releases touched.
    touched: Vec<AppId>,
    nodes: Vec<NodeId>,
}

/// The preemption policy a run's monitor rounds call. The simulator reaches the policy only through this handle,
/// which its shell passes in ([`crate::sim::Simulator::from_world_with`]), so a shell that runs scenarios without the monitor
/// need not load the policy's code at all: the playground keeps it (about a fifth of the engine) out of its first
/// page and loads it from a wasm chunk before it runs a scenario that enables the monitor. There is one policy,
/// [`PreemptionPolicy::PROPORTIONAL`], and every shell passes it, so every shell makes the same decisions.
#[derive(Clone, Copy)]
pub struct PreemptionPolicy {
    round: fn(&mut SimState, &mut Vec<Event>),
}

impl PreemptionPolicy {
    /// YARN's ProportionalCapacityPreemptionPolicy (`crate::preemption`).
    pub const PROPORTIONAL: PreemptionPolicy = PreemptionPolicy { round: SimState::proportional_round };
}

impl core::fmt::Debug for PreemptionPolicy {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ProportionalCapacityPreemptionPolicy")
    }
}

/// How the events of one scheduler call are to be read.
#[derive(Clone, Copy)]
enum Origin {
    Heartbeat,
    Processor { attempt: u32 },
    Other,
}

impl SimState {
    /// The state at time 0 of a validated world, to look at the cluster before it runs (a gallery card's
    /// thumbnail). Only a [`crate::sim::Simulator`] steps a state, so this one needs no preemption policy.
    pub fn at_start(world: World) -> SimState {
        SimState::new(Arc::new(world), None)
    }

    /// The state at time 0 of a validated world, whose monitor rounds run `preemption` (the caller checks that a
    /// world that enables the monitor has one: [`crate::sim::Simulator::from_world_with`]).
    pub(crate) fn new(world: Arc<World>, preemption: Option<PreemptionPolicy>) -> SimState {
        let topology = Arc::new(world.topology.clone());
        let mut scheduler = CapacityScheduler::new(world.scheduler_config.clone(), &topology);
        // Every topology change goes through update_topology/remove_node below.
        scheduler.set_explicit_topology(true);
        let check = ConstraintCheck::new(world.constraints.clone(), world.tags.clone());
        let apps = world
            .apps
            .iter()
            .map(|a| AppRun {
                phase: AppPhase::NotSubmitted,
                started_ms: None,
                finished_ms: None,
                requests: alloc::vec![RequestRun::default(); a.requests.len()],
                running: 0,
                am_container: None,
                diagnostics: None,
                am_calls: crate::sorted_map::SortedSet::new(),
            })
            .collect();
        let interval = world.site.heartbeat_interval_ms;
        let n = topology.nodes.len() as u64;
        let hb_phase: Vec<u64> = (0..n).map(|i| i * interval / n.max(1)).collect();
        let names = Arc::new(Names::new(&world, &topology, &scheduler));
        let mut s = SimState {
            world: world.clone(),
            step: 0,
            now_ms: 0,
            topology,
            names,
            scheduler,
            check,
            processor: ProcessorState::default(),
            queue: Agenda::default(),
            seq: 0,
            oneshot: 0,
            apps,
            containers: ContainerMap::new(),
            hb_phase,
            idle_heartbeats: 0,
            dormant: None,
            #[cfg(test)]
            never_doze: false,
            schedulable_nodes: 0,
            live_nodes: 0,
            pending: 0,
            pending_by_app: alloc::vec![0; world.apps.len()],
            node_states: Arc::default(),
            finished: false,
            preemption: PreemptionMonitor::new(),
            preemption_report: None,
            preemption_policy: preemption,
            scratch: Scratch::default(),
        };
        // The first beats first: their phases rise with the node, so they fill the heartbeats' run in order. Queued
        // after the submissions and changes, which each take a run of their own (one per delay) until the agenda
        // has no run left, 10,000 first beats went one by one into its B-tree. The order in which entries are
        // queued moves nothing: entries of different classes never compare by sequence number, and each class
        // keeps its own order.
        for id in s.topology.live_nodes().collect::<Vec<_>>() {
            s.push(s.hb_phase[id.index()], Pending::Heartbeat(id));
        }
        for (i, c) in world.changes.iter().enumerate() {
            s.push(c.at_ms, Pending::Change(i as u32));
        }
        for a in &world.apps {
            s.push(a.submit_ms, Pending::Submit(a.id));
        }
        if world.site.monitor_enabled {
            s.push(world.site.monitor_interval_ms, Pending::Monitor);
        }
        s.topology_changed();
        s.finished = s.nothing_left();
        s
    }

    /// Recounts what is derived from the topology; called after every change to it.
    fn topology_changed(&mut self) {
        // A node that leaves ends its heartbeats at its next beat: the beats before now are those of the nodes as
        // they were (while dormant, only a one-shot entry changes the topology: one before this instant's beats).
        self.wake(self.now_ms);
        self.node_states = self.topology.nodes.iter().map(|n| n.state).collect();
        self.schedulable_nodes = self.topology.nodes.iter().filter(|n| n.is_schedulable()).count() as u64;
        self.live_nodes = self.node_states.iter().filter(|s| **s != NodeState::Removed).count() as u64;
        Arc::make_mut(&mut self.names).nodes_changed(&self.topology);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Read access

    /// The latest preemption round's report: per queue guaranteed / used / pending / ideal / to-preempt with
    /// the reasons, and each selected container with why (`None` before the first round).
    pub fn preemption_report(&self) -> Option<&RoundReport> {
        self.preemption_report.as_deref()
    }

    /// Containers the preemption policy has marked and not yet forgotten (their applications were asked to give
    /// them back; a later round kills the ones it still selects), with when each was marked.
    pub fn preemption_marks(&self) -> impl Iterator<Item = (ContainerId, u64)> + '_ {
        self.preemption
            .marks()
            .iter()
            .filter(|(c, _)| self.containers.contains_key(c))
            .map(|(c, m)| (*c, m.marked_at_ms))
    }

    /// Whether `container` is among [`SimState::preemption_marks`] (one look-up, not a walk over every mark).
    pub fn is_preemption_marked(&self, container: ContainerId) -> bool {
        self.preemption.marks().contains_key(&container) && self.containers.contains_key(&container)
    }

    /// Everything fixed for the run.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The cluster now (nodes added, decommissioning or removed so far).
    pub fn topology(&self) -> &Topology {
        &self.topology
    }

    /// The Capacity Scheduler now: queues, applications, containers, reservations.
    pub fn scheduler(&self) -> &CapacityScheduler {
        &self.scheduler
    }

    /// The placement check: tag index, constraint levels, `DELAYED_OR` progress.
    pub fn placement(&self) -> &ConstraintCheck {
        &self.check
    }

    /// The placement processor's outputs and retries in flight.
    pub fn processor(&self) -> &ProcessorState {
        &self.processor
    }

    /// The constraint handler the run is under.
    pub fn handler(&self) -> Handler {
        self.world.site.handler
    }

    /// Applications by id.
    pub fn apps(&self) -> &[AppRun] {
        &self.apps
    }

    /// Live containers by id.
    pub fn containers(&self) -> &ContainerMap<ContainerRun> {
        &self.containers
    }

    /// Resources allocated on a node.
    pub fn node_used(&self, node: NodeId) -> Resource {
        self.scheduler.node(node).map(|n| n.allocated).unwrap_or_default()
    }

    /// A container's allocation tags.
    pub fn container_tags(&self, c: &ContainerRun) -> &[String] {
        match c.request.and_then(|r| self.world.request(c.app, r)) {
            Some(r) => &r.tags,
            None => &[],
        }
    }

    /// No decision is left to take.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Containers a request still waits for (not allocated, not rejected).
    #[inline]
    pub fn remaining(&self, app: AppId, request: u32) -> u32 {
        match (self.world.request(app, request), self.apps.get(app.index())) {
            (Some(def), Some(run)) => match run.requests.get(request as usize) {
                Some(r) if run.phase.is_live() || run.phase == AppPhase::NotSubmitted => {
                    def.count.saturating_sub(r.allocated + r.rejected)
                }
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Containers (AM containers included) an application still waits for: none unless it is accepted,
    /// activated or running (one not submitted yet asks for nothing).
    pub(crate) fn pending_of(&self, app: AppId) -> u32 {
        let (Some(def), Some(run)) = (self.world.apps.get(app.index()), self.apps.get(app.index())) else { return 0 };
        if !run.phase.is_live() {
            return 0;
        }
        let am = u32::from(def.am_resource.is_some() && run.am_container.is_none());
        // `remaining` of each request, read in place (the phase is checked above).
        let remaining =
            def.requests.iter().zip(&run.requests).map(|(d, r)| d.count.saturating_sub(r.allocated + r.rejected));
        am + remaining.sum::<u32>()
    }

    /// Containers still to place of the live applications (what the charts plot).
    pub(crate) fn pending_containers(&self) -> u32 {
        self.pending
    }

    /// Counts `app`'s pending containers again after its phase or its AM container changed.
    fn pending_changed(&mut self, app: AppId) {
        let now = self.pending_of(app);
        if let Some(was) = self.pending_by_app.get_mut(app.index()) {
            self.pending = self.pending - *was + now;
            *was = now;
        }
    }

    /// Moves `app`'s pending containers by the change of one request's [`remaining`](Self::remaining) containers
    /// from `before` (a container allocated, lost or rejected): nothing else `pending_of` reads changes with it.
    /// Counting every request of the application again made an application of thousands of requests cost their
    /// square.
    fn request_progressed(&mut self, app: AppId, request: u32, before: u32) {
        let now = self.remaining(app, request);
        let live = self.apps.get(app.index()).is_some_and(|a| a.phase.is_live());
        if let (true, Some(was)) = (live && now != before, self.pending_by_app.get_mut(app.index())) {
            *was = *was + now - before;
            self.pending = self.pending + now - before;
        }
        debug_assert_eq!(self.pending_by_app.get(app.index()).copied(), Some(self.pending_of(app)));
    }

    /// The application's leaf queue (before the scheduler has it, the queue it is submitted to).
    fn queue_path(&self, app: AppId) -> Name {
        match self.scheduler.app(app).and_then(|a| a.queue) {
            Some(q) => self.names.queue(&self.scheduler, q),
            None => self.world.app(app).map_or_else(Name::default, |a| Name::from(&a.queue)),
        }
    }

    fn app_name(&self, app: AppId) -> Name {
        self.names.app(&self.world, app)
    }

    fn node_name(&self, node: NodeId) -> Name {
        self.names.node(node)
    }

    // ----------------------------------------------------------------------------------------------------------
    // The queue

    /// Queues `p` at `at`; something due after the end of virtual time ([`HORIZON_MS`]) never happens.
    /// Queues `p` `delay` after `from` (checked: past the end of virtual time it never happens).
    fn push_after(&mut self, from: u64, delay: u64, p: Pending) {
        if let Some(at) = later(from, delay) {
            self.push(at, p);
        }
    }

    fn push(&mut self, at: u64, p: Pending) {
        if at > HORIZON_MS {
            return;
        }
        self.seq += 1;
        if !p.periodic() {
            self.oneshot += 1;
        }
        // Entries queued with the same delay come in order (the agenda keeps each such lane as a run); every
        // heartbeat shares the interval's lane, the first beats (at their offsets within it) too.
        let lane = match p {
            Pending::Heartbeat(_) => self.world.site.heartbeat_interval_ms,
            _ => at.saturating_sub(self.now_ms),
        };
        self.queue.insert((at, p.class(), self.seq), lane, p);
    }

    /// Nothing can happen any more: no one-shot event is due, nothing waits in the scheduler or the processor.
    #[inline]
    fn nothing_left(&self) -> bool {
        self.oneshot == 0
            && self.processor.is_empty()
            && !self.apps.iter().any(|a| matches!(a.phase, AppPhase::Accepted))
            && !self.scheduler.apps().iter().any(|a| {
                matches!(a.state, AppState::Pending | AppState::Active)
                    && (a.outstanding() > 0 || !a.reservations.is_empty())
            })
    }

    /// Node heartbeats that change nothing for this long mean nothing will change. The hidden state idle
    /// heartbeats still advance is reservation starvation: every renewal counts a re-reservation, and after up to
    /// `maximum / minimum allocation` rounds per reserved node the request may reserve or allocate elsewhere. The
    /// base wait keeps the heuristic bound of `3 + min(maximum / minimum, 64)` rounds; a reservation that needs
    /// more renewals than that extends it to exactly what it needs, so a run is never called stalled while YARN
    /// would still make progress.
    fn quiescent(&self) -> bool {
        // With no node left, no heartbeat comes to count: only a one-shot entry (a node added) can change
        // anything, and a monitor round alone must not keep the run going until the end of time.
        if self.live_nodes == 0 {
            return true;
        }
        let nodes = self.schedulable_nodes.max(1);
        let cfg = self.scheduler.config();
        let ratio = (cfg.maximum_allocation.memory() / cfg.minimum_allocation.memory().max(1)).clamp(0, 64) as u64;
        let heuristic = 3 + ratio;
        if self.idle_heartbeats < heuristic * nodes {
            return false;
        }
        let starvation = self.scheduler.reservation_starvation_rounds().map_or(0, |r| r.saturating_add(3));
        let rounds = heuristic.max(starvation);
        if self.idle_heartbeats < rounds.saturating_mul(nodes) {
            return false;
        }
        if self.idle_heartbeats >= rounds.max(1000).saturating_mul(nodes) {
            return true;
        }
        !self.check.delays_can_progress()
    }

    /// Requests (including AM containers) still waiting.
    pub fn waiting_requests(&self) -> u32 {
        let mut n = 0;
        for (i, run) in self.apps.iter().enumerate() {
            if !run.phase.is_live() {
                continue;
            }
            let app = AppId(i as u32);
            n += (0..run.requests.len() as u32).filter(|&r| self.remaining(app, r) > 0).count() as u32;
            if self.world.apps[i].am_resource.is_some() && run.am_container.is_none() {
                n += 1;
            }
        }
        n
    }

    /// Whether a node heartbeat would do nothing now, whatever its node: it offers the node only when something
    /// is pending or reserved ([`CapacityScheduler::offers_nothing`]) and first hands out the scheduler's
    /// deferred events; the constraint check's time moves only for tracked `DELAYED_OR` requests and its
    /// verdicts are dropped by the heartbeat's (empty) absorb.
    fn heartbeats_idle(&self) -> bool {
        self.scheduler.offers_nothing()
            && !self.scheduler.has_deferred()
            && self.check.delays.is_empty()
            && !self.check.has_verdicts()
    }

    /// After the instant `t` decided something: if no heartbeat can do anything and a one-shot entry is queued
    /// (which ends the wait, or a run with nothing left), the heartbeats leave the queue. Most of a large run's
    /// heartbeats come after its last container is placed, while the containers run out: popping and queueing
    /// each again was a seventh of the 10,000-node benchmark's instructions. They come back ([`wake`](Self::wake)) before a cluster change, when
    /// something becomes pending, when no one-shot entry is left, and after an instant that decides nothing,
    /// each moved on to its first beat at or after that instant, so that the heartbeats, their order and the
    /// idle count that [`quiescent`](Self::quiescent) reads are those of beats processed one by one.
    fn doze(&mut self, t: u64) {
        #[cfg(test)]
        if self.never_doze {
            return;
        }
        if self.oneshot == 0 || !self.heartbeats_idle() {
            return;
        }
        let class = Pending::Heartbeat(NodeId(0)).class();
        if let Some(beats) = self.queue.pause(class, self.world.site.heartbeat_interval_ms) {
            self.dormant = Some(DormantBeats { beats, since_ms: t });
        }
    }

    /// Queues the dormant heartbeats again ([`doze`](Self::doze)), every beat due before `until` moved on to its
    /// first beat at or after it, and counts the beats passed after the last deciding instant as idle.
    fn wake(&mut self, until: u64) {
        let Some(DormantBeats { mut beats, since_ms }) = self.dormant.take() else { return };
        let states = &self.node_states;
        let gone = |p: &Pending| matches!(p, Pending::Heartbeat(n) if removed(states, *n));
        self.idle_heartbeats += beats.catch_up(since_ms, until, HORIZON_MS, gone, &mut self.seq);
        self.queue.resume(beats);
    }

    /// Moves every periodic entry to its first beat at or after `t`. A removed node's beat is dropped: processed,
    /// it would have ended its node's beats at its own time, before `t` (as [`wake`](Self::wake) ends them).
    fn skip_to(&mut self, t: u64) {
        let interval = self.world.site.heartbeat_interval_ms;
        let monitor = self.world.site.monitor_interval_ms;
        let mut entries: Vec<(AgendaKey, u64, Pending)> = Vec::new();
        for (key, lane, p) in self.queue.drain() {
            let at = match p {
                Pending::Heartbeat(n) if key.0 < t && removed(&self.node_states, n) => continue,
                Pending::Heartbeat(n) if key.0 < t => {
                    let phase = self.hb_phase.get(n.index()).copied().unwrap_or(0) % interval;
                    let k = (t.saturating_sub(phase)).div_ceil(interval);
                    phase + k * interval
                }
                Pending::Monitor if key.0 < t => key.0 + (t - key.0).div_ceil(monitor) * monitor,
                _ => key.0,
            };
            // Each entry goes back to the lane it was queued in (heartbeats to the interval's, as `push` queues
            // them), in key order, so the agenda keeps them as runs again. Their lane is only where the agenda
            // keeps them, never their order: queued with the delay left to their time, as before, every container
            // end had a lane of its own and went to the agenda's tree, 40,000 entries at each skip of a large run.
            let lane = match p {
                Pending::Heartbeat(_) => interval,
                _ => lane.unwrap_or(at.saturating_sub(self.now_ms)),
            };
            entries.push(((at, key.1, key.2), lane, p));
        }
        crate::sort::sort_by_key(&mut entries, |(k, _, _)| *k);
        for (key, lane, p) in entries {
            self.queue.insert(key, lane, p);
        }
    }

    /// Processes the next instants until one decides something and pushes its events onto `events` (the run's
    /// log, or a replay's buffer); false (and nothing added) if the run is over.
    pub(crate) fn advance_into(&mut self, events: &mut Vec<Event>) -> bool {
        if self.finished {
            return false;
        }
        // `events` may hold earlier steps' events: this step's are those past `start`.
        let start = events.len();
        loop {
            let Some((t, _, _)) = self.queue.first_key() else {
                // Nothing at all is left to happen (no node to heartbeat, no event due): requests that still wait
                // never will be placed, and the run stalls now.
                self.finished = true;
                let waiting_requests = self.waiting_requests();
                if waiting_requests == 0 {
                    return false;
                }
                events.push(Event::Stalled { at_ms: self.now_ms, waiting_requests });
                break;
            };
            self.set_time(t);
            let mut heartbeats = 0u64;
            while let Some((_, p)) = self.queue.pop_at(t) {
                // A cluster change adds and removes nodes: the beats before it are queued again first. A monitor
                // round comes after this instant's beats, which found nothing to do, and may leave them something.
                match p {
                    Pending::Change(_) => self.wake(t),
                    Pending::Monitor => self.wake(t.saturating_add(1)),
                    _ => {}
                }
                if !p.periodic() {
                    self.oneshot -= 1;
                }
                if matches!(p, Pending::Heartbeat(_)) {
                    heartbeats += 1;
                }
                self.process(p, events);
                if self.dormant.is_some() && !(self.oneshot > 0 && self.heartbeats_idle()) {
                    // The beats at this instant come after what was just processed, as queued.
                    self.wake(t);
                }
            }
            if events.len() > start {
                self.idle_heartbeats = 0;
                match &mut self.dormant {
                    Some(d) => d.since_ms = t,
                    None => self.doze(t),
                }
                break;
            }
            // An instant that decided nothing: the idle beats are counted, and `quiescent` judged, as ever.
            self.wake(t.saturating_add(1));
            self.idle_heartbeats += heartbeats;
            if self.quiescent() {
                let next_oneshot = self.queue.first_matching(|p| !p.periodic()).map(|k| k.0);
                let next_monitor = self.queue.first_matching(|p| matches!(p, Pending::Monitor)).map(|k| k.0);
                match (next_oneshot, next_monitor) {
                    (None, _) => {
                        events.push(Event::Stalled { at_ms: self.now_ms, waiting_requests: self.waiting_requests() });
                        self.finished = true;
                        break;
                    }
                    (Some(a), Some(m)) => self.skip_to(a.min(m)),
                    (Some(a), None) => self.skip_to(a),
                }
            }
        }
        self.step += 1;
        if !self.finished && self.nothing_left() {
            self.finished = true;
        }
        true
    }

    fn set_time(&mut self, t: u64) {
        if t > self.now_ms {
            if !self.check.delays.is_empty() {
                self.check.advance_time(t - self.now_ms);
            }
            self.now_ms = t;
        }
    }

    fn process(&mut self, p: Pending, events: &mut Vec<Event>) {
        match p {
            Pending::Change(i) => self.apply_change(i as usize, events),
            Pending::ContainerEnd(c) => self.end_container(c, events),
            Pending::AppEnd(a) => self.finish_app(a, None, events),
            Pending::Submit(a) => self.submit(a, events),
            Pending::AmAllocate(a) => self.am_allocate(a, events),
            Pending::Heartbeat(n) => self.heartbeat(n, events),
            Pending::Monitor => self.monitor(events),
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Inputs

    fn submit(&mut self, app: AppId, events: &mut Vec<Event>) {
        let def = &self.world.apps[app.index()];
        let sub = Submission {
            name: def.name.clone(),
            user: def.user.clone(),
            queue: Some(def.queue.clone()),
            priority: (def.priority != 0).then_some(def.priority),
            am_resource: def.am_resource,
            node_label: def.node_label.clone(),
            submit_time: self.now_ms,
        };
        let (id, evs) = self.scheduler.submit_app(&self.topology, sub);
        debug_assert_eq!(id, app, "applications are submitted in id order");
        self.absorb(evs, Origin::Other, events);
    }

    fn heartbeat(&mut self, node: NodeId, events: &mut Vec<Event>) {
        let Some(&state) = self.node_states.get(node.index()) else { return };
        if state == NodeState::Removed {
            return;
        }
        self.push_after(self.now_ms, self.world.site.heartbeat_interval_ms, Pending::Heartbeat(node));
        if !state.is_schedulable() {
            return;
        }
        self.check.begin_offer();
        let mut evs = core::mem::take(&mut self.scratch.scheduler);
        self.scheduler.node_heartbeat_into(&self.topology, node, &mut self.check, &mut evs);
        self.check.end_offer();
        self.absorb_from(&mut evs, Origin::Heartbeat, events);
        self.scratch.scheduler = evs;
    }

    /// A tick of the scheduling monitor: the next tick is queued and the policy runs a round. The policy is called
    /// through [`PreemptionPolicy`], not by name, so that a shell can load its code later (see there).
    fn monitor(&mut self, events: &mut Vec<Event>) {
        self.push_after(self.now_ms, self.world.site.monitor_interval_ms, Pending::Monitor);
        if let Some(policy) = self.preemption_policy {
            (policy.round)(self, events);
        }
    }

    /// One round of the ProportionalCapacityPreemptionPolicy on the live scheduler: the policy reads a snapshot
    /// (as Hadoop's `editSchedule` does), then its actions are carried out here: reservations cancelled, containers
    /// marked (the application is asked to give them back), and containers marked at least
    /// `max_wait_before_kill` ago and still selected killed.
    fn proportional_round(&mut self, events: &mut Vec<Event>) {
        let containers = &self.containers;
        let snapshot = snapshot_from_scheduler(&self.scheduler, &self.topology, &self.world.preemption, &|c| {
            containers.get(&c).map_or(0, |c| c.started_ms)
        });
        let report = match self.preemption.round(self.now_ms, &snapshot) {
            Ok(report) => report,
            // The snapshot is built from a consistent scheduler, so the policy cannot reject it; if it ever did,
            // the round is skipped rather than the run aborted.
            Err(_) => return,
        };
        let (mut marked, mut killed, mut unreserved) = (0, 0, 0);
        let mut acted = Vec::new();
        // Each selected container's entry, found by id (a search per marked container was quadratic).
        let mut selected_at: BTreeMap<ContainerId, usize> = BTreeMap::new();
        for (i, s) in report.selected.iter().enumerate() {
            selected_at.entry(s.container).or_insert(i);
        }
        let why = |c: ContainerId| selected_at.get(&c).map(|&i| report.selected[i].why.to_string());
        for action in &report.actions {
            match action.kind {
                ActionKind::Mark => {
                    let Some(c) = self.containers.get(&action.container) else { continue };
                    marked += 1;
                    acted.push(Event::ContainerMarked {
                        at_ms: self.now_ms,
                        container: c.id,
                        app: c.app,
                        app_name: self.app_name(c.app),
                        node: c.node,
                        node_name: self.node_name(c.node),
                        queue: self.queue_path(c.app),
                        kill_at_ms: action.kill_at_ms.unwrap_or(self.now_ms),
                        why: why(c.id).unwrap_or_default(),
                    });
                }
                ActionKind::Kill | ActionKind::Unreserve => {
                    let reason = ReleaseReason::Preempted;
                    let Ok(evs) =
                        self.scheduler.release_container(&self.topology, action.container, reason, &mut self.check)
                    else {
                        continue;
                    };
                    if action.kind == ActionKind::Kill {
                        killed += 1;
                    } else {
                        unreserved += 1;
                    }
                    self.absorb(evs, Origin::Other, &mut acted);
                }
                ActionKind::Wait | ActionKind::Forget => {}
            }
        }
        // A round that selects nothing is no decision: it leaves its report but makes no step of its own.
        if !report.selected.is_empty() || !acted.is_empty() {
            events.push(Event::PreemptionRound {
                at_ms: self.now_ms,
                selected: report.selected.len() as u32,
                marked,
                killed,
                unreserved,
                observe_only: report.observe_only,
            });
            events.extend(acted);
        }
        self.preemption_report = Some(Arc::new(report));
    }

    fn end_container(&mut self, c: ContainerId, events: &mut Vec<Event>) {
        if !self.containers.contains_key(&c) {
            return;
        }
        let mut evs = core::mem::take(&mut self.scratch.scheduler);
        let released = self.scheduler.release_container_into(
            &self.topology,
            c,
            ReleaseReason::Released,
            &mut self.check,
            &mut evs,
        );
        if released.is_ok() {
            self.absorb_from(&mut evs, Origin::Other, events);
        }
        evs.clear();
        self.scratch.scheduler = evs;
    }

    fn apply_change(&mut self, i: usize, events: &mut Vec<Event>) {
        let world = self.world.clone();
        let Some(c) = world.changes.get(i) else { return };
        let at_ms = self.now_ms;
        if let ClusterChange::Reconfigure { .. } = &c.change {
            self.refresh_queues(c.reconfigure.clone(), events);
            return;
        }
        let topology = Arc::make_mut(&mut self.topology);
        // Looked up before the change: a removed node is no longer found by name.
        let named = match &c.change {
            ClusterChange::DecommissionNode { node } | ClusterChange::RemoveNode { node } => topology.node_id(node),
            _ => None,
        };
        let applied = apply_topology_change(topology, &world.types, &c.change, &c.path);
        self.topology_changed();
        if applied.is_err() {
            return; // validated when the world was built
        }
        match &c.change {
            ClusterChange::AddNode { rack, node } => {
                let Some(id) = self.topology.node_id(&node.name) else { return };
                self.check.tags.refresh_topology(&self.topology);
                let interval = world.site.heartbeat_interval_ms;
                if self.hb_phase.len() <= id.index() {
                    self.hb_phase.resize(id.index() + 1, 0);
                }
                self.hb_phase[id.index()] = at_ms % interval;
                events.push(Event::NodeAdded {
                    at_ms,
                    node: id,
                    node_name: self.node_name(id),
                    rack: Name::from(rack),
                });
                let evs = self.scheduler.update_topology(&self.topology);
                self.absorb(evs, Origin::Other, events);
                self.push(at_ms, Pending::Heartbeat(id));
            }
            ClusterChange::DecommissionNode { node } => {
                let Some(id) = named else { return };
                events.push(Event::NodeDecommissioning { at_ms, node: id, node_name: Name::from(node) });
                if let Some(r) = self.scheduler.node(id).and_then(|n| n.reservation) {
                    if let Ok(evs) =
                        self.scheduler.release_container(&self.topology, r, ReleaseReason::Killed, &mut self.check)
                    {
                        self.absorb(evs, Origin::Other, events);
                    }
                }
                let evs = self.scheduler.update_topology(&self.topology);
                self.absorb(evs, Origin::Other, events);
                self.finish_decommission(id, events);
            }
            ClusterChange::RemoveNode { .. } => {
                let Some(id) = named else { return };
                self.decommission_done(id, false, events);
            }
            ClusterChange::Reconfigure { .. } => {}
        }
    }

    /// `yarn rmadmin -refreshQueues` with the configuration a `reconfigure` event built (or the reason it could
    /// not be built): applied if Hadoop's refresh would accept it, otherwise reported and the old one kept.
    fn refresh_queues(
        &mut self,
        config: Option<Result<Arc<crate::scheduler::CapacitySchedulerConfig>, String>>,
        events: &mut Vec<Event>,
    ) {
        let at_ms = self.now_ms;
        let result = match config {
            Some(Ok(c)) => self.scheduler.refresh_queues(&self.topology, (*c).clone()).map_err(|e| e.to_string()),
            Some(Err(why)) => Err(why),
            None => return,
        };
        match result {
            Ok(evs) => {
                Arc::make_mut(&mut self.names).queues_changed(&self.scheduler);
                events.push(Event::QueuesRefreshed { at_ms, applied: true, reason: String::new() });
                self.absorb(evs, Origin::Other, events);
            }
            Err(reason) => events.push(Event::QueuesRefreshed { at_ms, applied: false, reason }),
        }
    }

    /// A decommissioning node without containers leaves.
    fn finish_decommission(&mut self, node: NodeId, events: &mut Vec<Event>) {
        let decommissioning =
            self.topology.nodes.get(node.index()).is_some_and(|n| n.state == NodeState::Decommissioning);
        let empty = self.scheduler.node(node).is_none_or(|n| n.containers.is_empty());
        if decommissioning && empty {
            self.decommission_done(node, true, events);
        }
    }

    fn decommission_done(&mut self, node: NodeId, decommissioned: bool, events: &mut Vec<Event>) {
        Arc::make_mut(&mut self.topology).node_mut(node).state = NodeState::Removed;
        self.topology_changed();
        events.push(Event::NodeRemoved { at_ms: self.now_ms, node, node_name: self.node_name(node), decommissioned });
        if let Ok(evs) = self.scheduler.remove_node(&self.topology, node, &mut self.check) {
            self.absorb(evs, Origin::Other, events);
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Applications

    /// The AM runs (or an unmanaged application was activated): register, then ask on the AM's heartbeat grid.
    fn start_app(&mut self, app: AppId, events: &mut Vec<Event>) {
        let now = self.now_ms;
        let run = &mut self.apps[app.index()];
        if run.phase != AppPhase::Activated {
            return;
        }
        run.phase = AppPhase::Running;
        run.started_ms = Some(now);
        let def = self.world.apps[app.index()].clone();
        if def.has_app_constraints && self.handler() == Handler::Disabled {
            self.finish_app(app, Some(disabled_register_message(app)), events);
            return;
        }
        if let Some(f) = def.finish_ms {
            self.push_after(now, f, Pending::AppEnd(app));
        }
        let mut calls: Vec<u64> =
            def.requests.iter().filter_map(|r| later(now, on_grid(r.ask_ms, def.am_heartbeat_ms))).collect();
        crate::sort::sort(&mut calls);
        calls.dedup();
        for t in calls {
            self.schedule_am(app, t);
        }
        self.maybe_complete(app, events);
    }

    fn schedule_am(&mut self, app: AppId, t: u64) {
        if self.apps[app.index()].am_calls.insert(t) {
            self.push(t, Pending::AmAllocate(app));
        }
    }

    /// The AM's `allocate` call: send the asks that are due, then let the handler do its part.
    fn am_allocate(&mut self, app: AppId, events: &mut Vec<Event>) {
        let now = self.now_ms;
        self.apps[app.index()].am_calls.remove(&now);
        if self.apps[app.index()].phase != AppPhase::Running {
            return;
        }
        let world = self.world.clone();
        let def = &world.apps[app.index()];
        let start = self.apps[app.index()].started_ms.unwrap_or(now);
        let handler = self.handler();
        let mut batch = Vec::new();
        for r in &def.requests {
            let send_at = start.saturating_add(on_grid(r.ask_ms, def.am_heartbeat_ms));
            let run = &mut self.apps[app.index()].requests[r.index as usize];
            // The first ask, or (as YARN's AMs do) a new ask for containers lost with their node.
            let count = if !run.sent {
                if send_at > now {
                    continue;
                }
                run.sent = true;
                r.count
            } else {
                core::mem::take(&mut run.lost)
            };
            if count == 0 {
                continue;
            }
            let outstanding = self.scheduler.app(app).and_then(|a| a.ask(r.key)).map(|a| a.count);
            if let (Some(n), false) = (outstanding, handler == Handler::PlacementProcessor) {
                // The ask is still there: the AM's ask is absolute, so it asks for what is left plus the lost ones.
                let _ = self.scheduler.set_request_count(app, r.key, n + count);
                continue;
            }
            if !r.scheduling {
                let spec = AskSpec {
                    key: r.key,
                    size: r.size,
                    count,
                    node_label: r.node_label.clone(),
                    kind: AskKind::ResourceRequest,
                };
                if let Err(e) = self.scheduler.add_request(&self.topology, app, spec) {
                    self.reject(app, r.index, count, handler, error_code(&e), e.to_string(), events);
                }
                continue;
            }
            self.check.track(app, r.index);
            match handler {
                Handler::Disabled => self.reject(
                    app,
                    r.index,
                    count,
                    handler,
                    String::from("YarnException"),
                    disabled_allocate_message(app),
                    events,
                ),
                Handler::Scheduler => {
                    if let Some(m) = &r.invalid_for_scheduler {
                        let reason = format!(
                            "AppId={} Key={{priority={}, allocationRequestId={}}}. Exception message:{m}",
                            app.yarn_name(),
                            r.key.priority,
                            r.key.allocation_request_id
                        );
                        self.reject(
                            app,
                            r.index,
                            count,
                            handler,
                            String::from("SchedulerInvalidResoureRequestException"),
                            reason,
                            events,
                        );
                        continue;
                    }
                    let spec = AskSpec {
                        key: r.key,
                        size: r.size,
                        count,
                        node_label: r.node_label.clone(),
                        kind: AskKind::SchedulingRequest {
                            tags: self.names.tags(app, r.index),
                            constraint: Some(ConstraintHandle(r.index)),
                        },
                    };
                    if let Err(e) = self.scheduler.add_request(&self.topology, app, spec) {
                        self.reject(app, r.index, count, handler, error_code(&e), e.to_string(), events);
                    }
                }
                Handler::PlacementProcessor => {
                    let max = self
                        .scheduler
                        .app(app)
                        .and_then(|a| a.queue)
                        .map(|q| self.scheduler.config().queue(q).maximum_allocation)
                        .unwrap_or(self.scheduler.config().maximum_allocation);
                    let tags = self.check.constraints.request(app, r.index).map(|c| c.tags.clone()).unwrap_or_default();
                    batch.push(BatchRequest {
                        request: r.index,
                        count,
                        size: self.scheduler.normalize(&r.size, &max),
                        tags,
                    });
                }
            }
        }
        if handler == Handler::PlacementProcessor {
            self.processor_allocate(app, batch, events);
            if self.processor.has_work(app) {
                if let Some(t) = later(now, def.am_heartbeat_ms) {
                    self.schedule_am(app, t);
                }
            }
        }
        self.maybe_complete(app, events);
    }

    /// `PlacementConstraintProcessor.allocate` for one call of `app`.
    fn processor_allocate(&mut self, app: AppId, new: Vec<BatchRequest>, events: &mut Vec<Event>) {
        let earlier = self.processor.take_outputs(app);
        let mut batches = Vec::new();
        if !new.is_empty() {
            batches.push(processor::Batch::new(app, 1, new));
        }
        batches.extend(self.processor.take_retries(app));
        for b in batches {
            let input = processor::PlaceInput {
                topology: &self.topology,
                scheduler: &self.scheduler,
                config: self.world.site.processor,
            };
            let out = processor::place(&input, &b, &mut self.check);
            for p in &out.placed {
                for &node in &p.nodes {
                    events.push(Event::PlacementProposed {
                        at_ms: self.now_ms,
                        app,
                        app_name: self.app_name(app),
                        request: p.request.request,
                        node,
                        node_name: self.node_name(node),
                        attempt: p.attempt,
                    });
                }
            }
            self.processor.outputs.push(out);
        }
        let retries = self.world.site.processor.retry_attempts;
        for out in earlier {
            for p in out.placed {
                let def = self.world.request(app, p.request.request).cloned();
                let Some(def) = def else { continue };
                for node in p.nodes {
                    let attempt =
                        NodeAttempt { key: def.key, size: p.request.size, tags: self.names.tags(app, def.index) };
                    match self.scheduler.attempt_allocation_on_node(
                        &self.topology,
                        app,
                        &attempt,
                        node,
                        &mut self.check,
                    ) {
                        Ok(evs) => self.absorb(evs, Origin::Processor { attempt: p.attempt }, events),
                        Err(f) => {
                            let mut one = p.request.clone();
                            one.count = 1;
                            if p.attempt < retries {
                                events.push(Event::PlacementRetried {
                                    at_ms: self.now_ms,
                                    app,
                                    app_name: self.app_name(app),
                                    request: def.index,
                                    count: 1,
                                    attempt: p.attempt,
                                    node: Some(node),
                                    node_name: Some(self.node_name(node)),
                                    reason: format!(
                                        "the scheduler could not allocate on {}: {f}",
                                        self.node_name(node)
                                    ),
                                });
                                self.processor.retry(app, p.attempt, one, Some(node));
                            } else {
                                let reason = format!(
                                    "exhausted {retries} placement attempts; the last failed on {}: {f}",
                                    self.node_name(node)
                                );
                                let code = String::from("COULD_NOT_SCHEDULE_ON_NODE");
                                self.reject(app, def.index, 1, Handler::PlacementProcessor, code, reason, events);
                            }
                        }
                    }
                }
            }
            for (r, attempt) in out.rejected {
                if attempt < retries {
                    events.push(Event::PlacementRetried {
                        at_ms: self.now_ms,
                        app,
                        app_name: self.app_name(app),
                        request: r.request,
                        count: r.count,
                        attempt,
                        node: None,
                        node_name: None,
                        reason: String::from(
                            "the placement algorithm found no node that fits and satisfies the constraints",
                        ),
                    });
                    self.processor.retry(app, attempt, r, None);
                } else {
                    let reason = format!(
                        "the placement algorithm found no node that fits and satisfies the constraints in {retries} \
                         attempts"
                    );
                    let code = String::from("COULD_NOT_PLACE_ON_NODE");
                    self.reject(app, r.request, r.count, Handler::PlacementProcessor, code, reason, events);
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn reject(
        &mut self,
        app: AppId,
        request: u32,
        count: u32,
        handler: Handler,
        code: String,
        reason: String,
        events: &mut Vec<Event>,
    ) {
        let def_count = self.world.request(app, request).map(|r| r.count).unwrap_or(0);
        let before = self.remaining(app, request);
        let run = &mut self.apps[app.index()].requests[request as usize];
        run.rejected += count;
        run.rejection = Some((code.clone(), reason.clone()));
        if run.allocated + run.rejected >= def_count {
            self.check.forget(app, request);
        }
        self.request_progressed(app, request, before);
        events.push(Event::RequestRejected {
            at_ms: self.now_ms,
            app,
            app_name: self.app_name(app),
            request,
            count,
            handler,
            code,
            reason,
        });
    }

    /// Finishes a running application whose work is done.
    fn maybe_complete(&mut self, app: AppId, events: &mut Vec<Event>) {
        let run = &self.apps[app.index()];
        let def = &self.world.apps[app.index()];
        if run.phase != AppPhase::Running || def.finish_ms.is_some() || run.running > 0 {
            return;
        }
        let done = def.requests.iter().zip(&run.requests).all(|(d, r)| r.sent && r.allocated + r.rejected >= d.count);
        if done && !self.processor.has_work(app) {
            self.finish_app(app, None, events);
        }
    }

    /// Finishes (or, with diagnostics, fails) an application: its containers are released.
    fn finish_app(&mut self, app: AppId, failure: Option<String>, events: &mut Vec<Event>) {
        if !self.apps[app.index()].phase.is_live() {
            return;
        }
        self.apps[app.index()].phase = if failure.is_some() { AppPhase::Failed } else { AppPhase::Finished };
        self.pending_changed(app);
        self.apps[app.index()].finished_ms = Some(self.now_ms);
        self.apps[app.index()].diagnostics = failure;
        self.processor.forget_app(app);
        for r in 0..self.world.apps[app.index()].requests.len() as u32 {
            self.check.forget(app, r);
        }
        // The scheduler's AppFinished (after the releases, before the activations it allows) is reported.
        if let Ok(evs) = self.scheduler.finish_app(&self.topology, app, &mut self.check) {
            self.absorb(evs, Origin::Other, events);
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Scheduler events

    fn absorb(&mut self, mut evs: Vec<SchedulerEvent>, origin: Origin, events: &mut Vec<Event>) {
        self.absorb_from(&mut evs, origin, events);
    }

    /// [`absorb`](Self::absorb) of the events in `evs`, which it leaves empty (and keeps for the next call).
    fn absorb_from(&mut self, evs: &mut Vec<SchedulerEvent>, origin: Origin, events: &mut Vec<Event>) {
        let at_ms = self.now_ms;
        if evs.is_empty() {
            // Most node heartbeats decide nothing (and so allocate nothing that has a verdict).
            self.check.discard_verdicts();
            return;
        }
        let mut verdicts = self.check.take_verdicts();
        // Kept from call to call; a nested call (an application finishing while its events are read) finds them
        // taken and starts its own.
        let mut touched = core::mem::take(&mut self.scratch.touched);
        let mut nodes = core::mem::take(&mut self.scratch.nodes);
        for e in evs.drain(..) {
            match e {
                SchedulerEvent::AppAccepted { app, queue } => {
                    self.apps[app.index()].phase = AppPhase::Accepted;
                    self.pending_changed(app);
                    let def = &self.world.apps[app.index()];
                    events.push(Event::AppSubmitted {
                        at_ms,
                        app,
                        app_name: self.app_name(app),
                        user: Name::from(&def.user),
                        queue: self.names.queue(&self.scheduler, queue),
                    });
                }
                SchedulerEvent::AppRejected { app, reason } => {
                    self.apps[app.index()].phase = AppPhase::Rejected;
                    self.pending_changed(app);
                    events.push(Event::AppRejected {
                        at_ms,
                        app,
                        app_name: self.app_name(app),
                        queue: Name::from(&self.world.apps[app.index()].queue),
                        reason: reason.to_string(),
                    });
                }
                SchedulerEvent::AppActivated { app } => {
                    if self.apps[app.index()].phase == AppPhase::Accepted {
                        self.apps[app.index()].phase = AppPhase::Activated;
                    }
                    events.push(Event::AppActivated {
                        at_ms,
                        app,
                        app_name: self.app_name(app),
                        queue: self.queue_path(app),
                    });
                    if self.world.apps[app.index()].am_resource.is_none() {
                        self.start_app(app, events);
                    }
                }
                SchedulerEvent::AppFinished { app } => {
                    let run = &self.apps[app.index()];
                    events.push(Event::AppFinished {
                        at_ms,
                        app,
                        app_name: self.app_name(app),
                        queue: self.queue_path(app),
                        failed: run.phase == AppPhase::Failed,
                        diagnostics: run.diagnostics.clone().unwrap_or_default(),
                    });
                }
                SchedulerEvent::ContainerAllocated {
                    container,
                    app,
                    node,
                    resource,
                    key,
                    is_am,
                    from_reservation,
                    mode,
                } => {
                    let request = u32::try_from(key.allocation_request_id).ok().filter(|_| !is_am);
                    // Borrowed through its own handle on the world, not copied: this runs for every container.
                    let world = Arc::clone(&self.world);
                    let def = request.and_then(|r| world.request(app, r));
                    let handler = match (def, origin) {
                        (_, Origin::Processor { .. }) => Some(Handler::PlacementProcessor),
                        (Some(d), _) if d.scheduling => Some(Handler::Scheduler),
                        _ => None,
                    };
                    // A container due to end past the end of virtual time runs until its application finishes.
                    let ends_ms = def.and_then(|d| d.duration_ms).and_then(|d| later(at_ms, d));
                    let borrowed = mode == SchedulingMode::IgnorePartitionExclusivity;
                    let v = verdicts.iter_mut().find(|v| v.container == container);
                    let constraint_held = v.as_ref().map(|v| v.held);
                    let verdict = v.and_then(|v| v.words.take());
                    let (app_name, node_name, queue) = (self.app_name(app), self.node_name(node), self.queue_path(app));
                    let what = match (is_am, request) {
                        (true, _) => Asked::AmContainer,
                        (false, Some(index)) => Asked::Request { index, priority: def.map_or(0, |d| d.key.priority) },
                        (false, None) => Asked::Container,
                    };
                    let by = match origin {
                        Origin::Processor { attempt } => PlacedBy::Processor { attempt },
                        _ if from_reservation => PlacedBy::Reservation,
                        Origin::Heartbeat | Origin::Other => PlacedBy::Heartbeat,
                    };
                    let borrowed_from = borrowed.then(|| {
                        let partition = self.topology.nodes.get(node.index()).map(|n| n.partition);
                        partition.map_or_else(Name::default, |p| Name::from(&self.topology.partition(p).name))
                    });
                    let reason = AllocationReason::placed(Placed {
                        node: node_name.clone(),
                        queue: queue.clone(),
                        app: app_name.clone(),
                        what,
                        by,
                        borrowed_from,
                        verdict,
                    });
                    self.containers.insert(ContainerRun {
                        id: container,
                        app,
                        node,
                        request,
                        resource,
                        is_am,
                        started_ms: at_ms,
                        ends_ms,
                        handler,
                    });
                    events.push(Event::ContainerAllocated {
                        at_ms,
                        container,
                        app,
                        app_name,
                        node,
                        node_name,
                        queue,
                        request,
                        resource,
                        tags: request.map(|r| self.names.tags(app, r)).unwrap_or_default(),
                        is_am,
                        handler,
                        from_reservation,
                        borrowed,
                        constraint_held,
                        reason,
                    });
                    if is_am {
                        self.apps[app.index()].am_container = Some(container);
                        self.pending_changed(app);
                        self.start_app(app, events);
                    } else if let (Some(r), Some(d)) = (request, def) {
                        let before = self.remaining(app, r);
                        let run = &mut self.apps[app.index()];
                        run.running += 1;
                        let rr = &mut run.requests[r as usize];
                        rr.allocated += 1;
                        if rr.allocated + rr.rejected >= d.count {
                            self.check.forget(app, r);
                        }
                        self.request_progressed(app, r, before);
                        if let Some(end) = ends_ms {
                            self.push(end, Pending::ContainerEnd(container));
                        }
                    }
                }
                SchedulerEvent::ContainerReserved { container, app, node, resource, key, renewed } => {
                    if renewed {
                        continue;
                    }
                    let is_am = key == crate::scheduler::RequestKey::AM;
                    let free = self.scheduler.node_unallocated(&self.topology, node);
                    events.push(Event::ContainerReserved {
                        at_ms,
                        container,
                        app,
                        app_name: self.app_name(app),
                        node,
                        node_name: self.node_name(node),
                        queue: self.queue_path(app),
                        request: u32::try_from(key.allocation_request_id).ok().filter(|_| !is_am),
                        resource,
                        is_am,
                        reason: format!(
                            "{} has {free} unallocated, {resource} needed: the node is held for {} until enough is \
                             released",
                            self.node_name(node),
                            self.app_name(app)
                        ),
                    });
                }
                SchedulerEvent::Unreserved { container, app, node, reason, .. } => {
                    events.push(Event::Unreserved {
                        at_ms,
                        container,
                        app,
                        app_name: self.app_name(app),
                        node,
                        node_name: self.node_name(node),
                        reason,
                    });
                }
                SchedulerEvent::ContainerReleased { container, app, node, reason, .. } => {
                    let run = self.containers.remove(&container);
                    // Lost with its node: the container exits ABORTED; the AM learns it from the response to its
                    // next `allocate` call and asks for it again in the call after (AMRMClient sends new asks with
                    // the following heartbeat), as YARN's AMs (the distributed shell, MapReduce) do.
                    let lost =
                        reason == ReleaseReason::NodeRemoved && self.apps[app.index()].phase == AppPhase::Running;
                    let (request, is_am) = run.as_ref().map(|c| (c.request, c.is_am)).unwrap_or((None, false));
                    events.push(Event::ContainerFinished {
                        at_ms,
                        container,
                        app,
                        app_name: self.app_name(app),
                        node,
                        node_name: self.node_name(node),
                        request,
                        is_am,
                        reason,
                    });
                    if !is_am {
                        let a = &mut self.apps[app.index()];
                        a.running = a.running.saturating_sub(1);
                        match request {
                            Some(r) if lost => {
                                let before = self.remaining(app, r);
                                let a = &mut self.apps[app.index()];
                                let rr = &mut a.requests[r as usize];
                                rr.allocated = rr.allocated.saturating_sub(1);
                                rr.lost += 1;
                                let (start, hb) =
                                    (a.started_ms.unwrap_or(at_ms), self.world.apps[app.index()].am_heartbeat_ms);
                                let learnt = start.saturating_add(on_grid(at_ms.saturating_sub(start), hb));
                                if let Some(ask) = later(learnt, hb) {
                                    self.schedule_am(app, ask);
                                }
                                self.request_progressed(app, r, before);
                            }
                            Some(r) => a.requests[r as usize].finished += 1,
                            None => {}
                        }
                        touched.push(app);
                    } else {
                        self.apps[app.index()].am_container = None;
                        self.pending_changed(app);
                    }
                    nodes.push(node);
                }
            }
        }
        for &app in &touched {
            self.maybe_complete(app, events);
        }
        crate::sort::sort(&mut nodes);
        nodes.dedup();
        for &node in &nodes {
            self.finish_decommission(node, events);
        }
        touched.clear();
        nodes.clear();
        self.scratch.touched = touched;
        self.scratch.nodes = nodes;
        self.check.recycle_verdicts(verdicts);
    }
}

/// Whether `node` has left the cluster (or never was in it): its queued beats are dropped rather than run, as
/// [`SimState::heartbeat`] would end them.
fn removed(states: &[NodeState], node: NodeId) -> bool {
    states.get(node.index()).is_none_or(|s| *s == NodeState::Removed)
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The first point of an AM's heartbeat grid at or after `delay` (both bounded by the scenario's maximum time,
/// so this cannot overflow).
fn on_grid(delay: u64, heartbeat: u64) -> u64 {
    delay.div_ceil(heartbeat.max(1)).saturating_mul(heartbeat)
}

/// YARN's exception class for a request the scheduler refuses.
fn error_code(e: &SchedulerError) -> String {
    String::from(match e {
        SchedulerError::InvalidResourceRequest { .. } => "InvalidResourceRequestException",
        SchedulerError::UnknownLabel(_) | SchedulerError::LabelNotAccessible { .. } => {
            "InvalidLabelResourceRequestException"
        }
        _ => "YarnException",
    })
}
