//! Plain data the components draw, derived from the simulator in one place. Components never reach into the
//! core's state directly, so what a view shows is testable natively and the core can change shape freely: when
//! the simulator's internals change (queues, virtual time, preemption), this file is where the UI follows.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

use spindle_core::constraint::eval::{LevelVerdict, VerdictDetail};
use spindle_core::constraint::{Scope, Verdict, UNBOUNDED};
use spindle_core::handler::Handler;
use spindle_core::preemption::{ActionKind, RoundReport};
use spindle_core::resource::Resource;
use spindle_core::scenario::Scenario;
use spindle_core::scenario::{AppDef, DiagnosticCode, RequestDef};
use spindle_core::scheduler::{ReleaseReason, WaitReason};
use spindle_core::sim::{Event, NodeExplanation, Simulator, WaitStage};
use spindle_core::topology::NodeId;
use spindle_core::{AppId, ContainerId};

/// Ten colours that stay distinguishable in both themes; a key (application, queue or tag) keeps its colour
/// for the whole run.
pub const PALETTE: [&str; 10] =
    ["#3b6fd8", "#d8743b", "#2f9e6a", "#b8457f", "#7b5cd6", "#c39a1a", "#2a9bb0", "#cc4b4b", "#6b8e23", "#8a6d5a"];

pub fn colour(index: u16) -> &'static str {
    PALETTE[index as usize % PALETTE.len()]
}

/// What container chips are coloured by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColourBy {
    #[default]
    App,
    Queue,
    Tag,
}

impl ColourBy {
    pub const ALL: [ColourBy; 3] = [ColourBy::App, ColourBy::Queue, ColourBy::Tag];

    pub fn name(self) -> &'static str {
        match self {
            ColourBy::App => "application",
            ColourBy::Queue => "queue",
            ColourBy::Tag => "allocation tag",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClusterView {
    pub racks: Vec<RackView>,
    /// What each colour means under the current [`ColourBy`].
    pub legend: Vec<(String, u16)>,
    pub node_count: usize,
    pub container_count: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RackView {
    /// Position of the rack in the scenario (for editing); `None` for a group of another scope.
    pub index: Option<usize>,
    pub name: String,
    pub nodes: Vec<NodeView>,
}

/// What a node is, as opposed to what is on it: fixed for a given topology, so it is built once
/// ([`node_infos`]) and shared by every frame's view instead of being copied 2,000 times per frame.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeInfo {
    pub id: u32,
    pub name: String,
    /// `(rack, node)` position in the scenario, for editing; `None` for a node a timed event added.
    pub pos: Option<(usize, usize)>,
    pub capability: Resource,
    /// Empty for the default partition.
    pub partition: String,
    pub attributes: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NodeView {
    pub info: Rc<NodeInfo>,
    pub used: Resource,
    pub schedulable: bool,
    pub containers: Vec<ChipView>,
    /// With a pending request selected: whether it could go here now, and why not.
    pub fit: Option<Fit>,
}

impl NodeView {
    pub fn memory_fraction(&self) -> f64 {
        fraction(self.used.memory(), self.info.capability.memory())
    }

    pub fn vcore_fraction(&self) -> f64 {
        fraction(self.used.vcores(), self.info.capability.vcores())
    }
}

/// The [`NodeInfo`] of every node of the simulator's topology, by node id. Rebuild it when the scenario or the
/// number of nodes changes.
pub fn node_infos(sim: &Simulator, scenario: &Scenario) -> Vec<Rc<NodeInfo>> {
    let t = sim.state().topology();
    let positions: HashMap<&str, (usize, usize)> = scenario
        .cluster
        .racks
        .iter()
        .enumerate()
        .flat_map(|(r, rack)| rack.nodes.iter().enumerate().map(move |(n, node)| (node.name.as_str(), (r, n))))
        .collect();
    t.nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            Rc::new(NodeInfo {
                id: i as u32,
                name: n.name.clone(),
                pos: positions.get(n.name.as_str()).copied(),
                capability: n.capability,
                partition: t.partition(n.partition).name.clone(),
                attributes: n.attributes.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            })
        })
        .collect()
}

fn fraction(used: i64, cap: i64) -> f64 {
    if cap <= 0 {
        0.0
    } else {
        (used as f64 / cap as f64).clamp(0.0, 1.0)
    }
}

/// One container drawn on its node.
#[derive(Clone, Debug, PartialEq)]
pub struct ChipView {
    pub id: u64,
    pub app: u32,
    /// `None` for an AM container.
    pub request: Option<usize>,
    /// The container's allocation tags, comma-separated (its label on the chip); shared by the request's chips.
    pub label: Rc<str>,
    pub colour: u16,
    /// Placed by the latest action (animated in).
    pub fresh: bool,
    /// What the Capacity Scheduler and the preemption policy say about it.
    pub state: ChipState,
}

/// A container chip's state beyond "running".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChipState {
    #[default]
    Running,
    /// Selected by the latest preemption round: its application was asked to give it back, and it is killed at
    /// `max_wait_before_kill` if still selected then. `just` when the latest move marked it (it flashes).
    Marked { just: bool },
    /// Killed by the preemption policy in the latest move: drawn once more as it leaves.
    Preempted,
    /// A reservation: the node is held for this container until it fits.
    Reserved,
}

/// Whether a selected pending request fits a node now.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    pub fits: bool,
    /// A few words: "fits", "no room: …", the failing constraint part with its count.
    pub reason: String,
}

/// What to overlay and highlight on the cluster.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlay<'a> {
    pub fits: Option<&'a [NodeRow]>,
    /// Containers with this id or above were placed by the latest action.
    pub fresh_from: Option<u64>,
    /// Group nodes by this attribute (a custom scope such as a fault domain) instead of by rack.
    pub group_by: Option<&'a str>,
}

/// Racks, nodes and the containers on them, in topology order. `infos` comes from [`node_infos`] for this
/// simulator (a node it lacks is skipped, never a panic).
pub fn cluster_view(sim: &Simulator, infos: &[Rc<NodeInfo>], by: ColourBy, overlay: Overlay<'_>) -> ClusterView {
    let st = sim.state();
    let t = st.topology();
    let keys = colour_keys(sim, by);
    let labels: Vec<Vec<Rc<str>>> =
        st.world().apps.iter().map(|a| a.requests.iter().map(|r| Rc::from(r.tags.join(","))).collect()).collect();
    let am_label: Rc<str> = Rc::from("AM");
    let fits: HashMap<u32, &NodeRow> = overlay.fits.unwrap_or(&[]).iter().map(|row| (row.id, row)).collect();
    let marked = marked_containers(st);
    // What the latest step did is animated only after a forward move (stepping back undoes, it does not happen).
    let latest: &[Event] = if overlay.fresh_from.is_some() { sim.last_events() } else { &[] };
    let just_marked: BTreeSet<ContainerId> = latest
        .iter()
        .filter_map(|e| match e {
            Event::ContainerMarked { container, .. } => Some(*container),
            _ => None,
        })
        .collect();
    let label_of = |app: AppId, request: Option<usize>| -> Rc<str> {
        match request {
            Some(r) => labels.get(app.index()).and_then(|l| l.get(r)).cloned().unwrap_or_else(|| Rc::from("")),
            None => am_label.clone(),
        }
    };
    // Counted first so each node's chips are allocated once, at their size: this runs every frame.
    let mut counts = vec![0usize; t.nodes.len()];
    for c in st.containers().values() {
        if let Some(n) = counts.get_mut(c.node.index()) {
            *n += 1;
        }
    }
    let mut by_node: Vec<Vec<ChipView>> = counts.iter().map(|&n| Vec::with_capacity(n)).collect();
    for c in st.containers().values() {
        if let Some(chips) = by_node.get_mut(c.node.index()) {
            // The AM container belongs to no request; it is labelled and coloured as its application's.
            let request = c.request.map(|r| r as usize);
            chips.push(ChipView {
                id: c.id.0,
                app: c.app.0,
                request,
                label: label_of(c.app, request),
                colour: keys.of(c.app.index(), request.unwrap_or(0)),
                fresh: overlay.fresh_from.is_some_and(|from| c.id.0 >= from),
                state: if marked.contains(&c.id) {
                    ChipState::Marked { just: just_marked.contains(&c.id) }
                } else {
                    ChipState::Running
                },
            });
        }
    }
    // Containers the policy killed in the latest step, drawn once more on their node as they leave.
    for e in latest {
        if let Event::ContainerFinished { container, app, node, request, reason: ReleaseReason::Preempted, .. } = e {
            let request = request.map(|r| r as usize);
            if let Some(chips) = by_node.get_mut(node.index()) {
                chips.push(ChipView {
                    id: container.0,
                    app: app.0,
                    request,
                    label: label_of(*app, request),
                    colour: keys.of(app.index(), request.unwrap_or(0)),
                    fresh: false,
                    state: ChipState::Preempted,
                });
            }
        }
    }
    // Reservations, as outlines on the node they hold.
    let cs = st.scheduler();
    for (i, chips) in by_node.iter_mut().enumerate() {
        let reserved = cs.node(NodeId(i as u32)).and_then(|n| n.reservation).and_then(|c| cs.containers().get(&c));
        if let Some(c) = reserved {
            let request = usize::try_from(c.key.allocation_request_id).ok().filter(|_| !c.is_am);
            chips.push(ChipView {
                id: c.id.0,
                app: c.app.0,
                request,
                label: label_of(c.app, request),
                colour: keys.of(c.app.index(), request.unwrap_or(0)),
                fresh: false,
                state: ChipState::Reserved,
            });
        }
    }
    let mut racks: Vec<RackView> = t
        .racks
        .iter()
        .enumerate()
        .map(|(i, r)| RackView { index: Some(i), name: r.name.clone(), nodes: Vec::new() })
        .collect();
    let mut node_count = 0;
    for id in t.live_nodes() {
        let n = t.node(id);
        node_count += 1;
        let (Some(rack), Some(info)) = (racks.get_mut(n.rack.index()), infos.get(id.index())) else { continue };
        rack.nodes.push(NodeView {
            info: info.clone(),
            used: st.node_used(id),
            schedulable: n.is_schedulable(),
            containers: std::mem::take(&mut by_node[id.index()]),
            fit: fits.get(&id.0).map(|row| Fit { fits: row.fits, reason: row.reason.clone() }),
        });
    }
    if let Some(key) = overlay.group_by {
        racks = group_by_attribute(racks, key);
    }
    ClusterView { racks, legend: keys.legend, node_count, container_count: st.containers().len() }
}

/// Regroups nodes by the value of attribute `key`, as a custom scope `@key` counts them: one group per value,
/// in value order, then the nodes without the attribute (which belong to no group of that scope).
fn group_by_attribute(racks: Vec<RackView>, key: &str) -> Vec<RackView> {
    let mut groups: BTreeMap<Option<String>, Vec<NodeView>> = BTreeMap::new();
    for n in racks.into_iter().flat_map(|r| r.nodes) {
        let value = n.info.attributes.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
        groups.entry(value).or_default().push(n);
    }
    let none = groups.remove(&None);
    groups
        .into_iter()
        .map(|(v, nodes)| RackView { index: None, name: format!("{key}={}", v.unwrap_or_default()), nodes })
        .chain(none.map(|nodes| RackView { index: None, name: format!("no {key}"), nodes }))
        .collect()
}

/// The colour index of every request under a [`ColourBy`], and the legend.
struct ColourKeys {
    per_request: Vec<Vec<u16>>,
    legend: Vec<(String, u16)>,
}

impl ColourKeys {
    fn of(&self, app: usize, request: usize) -> u16 {
        self.per_request.get(app).and_then(|r| r.get(request)).copied().unwrap_or(0)
    }
}

fn colour_keys(sim: &Simulator, by: ColourBy) -> ColourKeys {
    let st = sim.state();
    let key = |a: &AppDef, r: Option<&RequestDef>| -> String {
        match by {
            ColourBy::App => a.name.clone(),
            ColourBy::Queue => a.queue.clone(),
            ColourBy::Tag => r.and_then(|r| r.tags.first()).cloned().unwrap_or_else(|| "(untagged)".into()),
        }
    };
    let mut legend: Vec<(String, u16)> = Vec::new();
    let index_of = |k: String, legend: &mut Vec<(String, u16)>| -> u16 {
        if by == ColourBy::App {
            // Applications keep their submission-order colour, whatever their names.
            return 0;
        }
        match legend.iter().find(|(name, _)| *name == k) {
            Some((_, i)) => *i,
            None => {
                let i = legend.len() as u16;
                legend.push((k, i));
                i
            }
        }
    };
    let apps = &st.world().apps;
    let per_request = apps
        .iter()
        .map(|a| {
            let colour = |r: Option<&RequestDef>, legend: &mut Vec<(String, u16)>| {
                if by == ColourBy::App {
                    a.id.0 as u16
                } else {
                    index_of(key(a, r), legend)
                }
            };
            if a.requests.is_empty() {
                // An application with only its AM still needs a colour for its AM container.
                vec![colour(None, &mut legend)]
            } else {
                a.requests.iter().map(|r| colour(Some(r), &mut legend)).collect()
            }
        })
        .collect();
    if by == ColourBy::App {
        legend = apps.iter().map(|a| (a.name.clone(), a.id.0 as u16)).collect();
    }
    ColourKeys { per_request, legend }
}

/// The placement-constraints handler the run uses.
pub fn handler(sim: &Simulator) -> Handler {
    sim.state().handler()
}

/// The containers the preemption policy has marked and not yet forgotten: their applications were asked to give
/// them back, and a round that still selects them after `max_wait_before_kill` kills them.
fn marked_containers(st: &spindle_core::sim::SimState) -> BTreeSet<ContainerId> {
    st.preemption_marks().map(|(c, _)| c).collect()
}

/// Whether container `id` is marked for preemption now.
pub fn is_marked(sim: &Simulator, id: u64) -> bool {
    marked_containers(sim.state()).contains(&ContainerId(id))
}

/// The id of the newest container, if any (containers with a higher id are new).
pub fn newest_container(sim: &Simulator) -> Option<u64> {
    sim.state().containers().keys().next_back().map(|c| c.0)
}

/// How far the workload got: containers placed and asked for (AM containers excluded).
pub fn progress(sim: &Simulator) -> (u64, u64) {
    let st = sim.state();
    st.world()
        .apps
        .iter()
        .zip(st.apps())
        .flat_map(|(def, run)| def.requests.iter().zip(&run.requests))
        .fold((0, 0), |(placed, asked), (def, run)| {
            (placed + u64::from(run.allocated.min(def.count)), asked + u64::from(def.count))
        })
}

/// The key tying a pending card to the chips of its request (`data-request`), so a placement can fly from the
/// card to its node: `"<app>-<request>"`, or `"<app>-am"` for the AM container.
pub fn request_key(app: u32, request: Option<usize>) -> String {
    match request {
        Some(q) => format!("{app}-{q}"),
        None => format!("{app}-am"),
    }
}

/// A request still waiting, as the pending lane shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingView {
    pub app: u32,
    /// `None` for the application's AM container (it has no request to explain per node).
    pub request: Option<usize>,
    pub app_name: String,
    pub tags: Vec<String>,
    pub remaining: u32,
    pub count: u32,
    pub resource: Resource,
    /// The request's constraint in PlacementSpec syntax (empty when unconstrained).
    pub constraint: String,
    /// Why it waits, in the core's words (the most important reason), when something blocks it.
    pub waiting: Option<String>,
    /// YARN gave its containers up (returned them to the AM as rejected); `waiting` then says why.
    pub rejected: bool,
    pub colour: u16,
}

/// How many pending requests get a "why it waits" line: the lane shows this many, and each answer evaluates
/// the request on every node.
pub const EXPLAINED_PENDING: usize = 50;

/// Requests with containers still to place, in the order the simulator serves them.
pub fn pending_views(sim: &Simulator, by: ColourBy) -> Vec<PendingView> {
    let st = sim.state();
    let keys = colour_keys(sim, by);
    st.pending_requests()
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let request = r.request.map(|q| q as usize);
            let rejected = matches!(r.stage, WaitStage::Rejected { .. });
            // Only a request that something blocks says so on its card (queue, user or AM limits, room,
            // constraint, rejection); one merely waiting for its turn at the next heartbeat does not.
            let waiting = (i < EXPLAINED_PENDING && matches!(r.stage, WaitStage::Waiting | WaitStage::Rejected { .. }))
                .then(|| match request {
                    Some(q) => st.why_waiting(r.app, q),
                    None => st.why_am_waiting(r.app),
                })
                .flatten()
                .filter(|w| {
                    matches!(w.stage, WaitStage::Rejected { .. })
                        || w.scheduler.iter().any(|reason| !matches!(reason, WaitReason::WaitingForTurn { .. }))
                })
                .and_then(|w| w.sentences.into_iter().next());
            PendingView {
                app: r.app.0,
                request,
                app_name: r.app_name,
                tags: if request.is_none() { vec!["AM".to_string()] } else { r.tags },
                remaining: r.remaining,
                count: r.count,
                resource: r.resource,
                constraint: r.constraint,
                waiting,
                rejected,
                colour: keys.of(r.app.index(), request.unwrap_or(0)),
            }
        })
        .collect()
}

/// Containers of a request that YARN gave up on (returned to the AM as rejected), with YARN's reason.
#[derive(Clone, Debug, PartialEq)]
pub struct RejectedView {
    pub app: u32,
    pub request: u32,
    pub app_name: String,
    pub count: u32,
    /// The handler that rejected them, YARN's `RejectionReason` or exception class, and its message.
    pub handler: Handler,
    pub code: String,
    pub reason: String,
}

/// The latest `limit` rejections of the run so far, newest first: a rejected request leaves the pending lane, and
/// the lane says why it went.
pub fn rejected_views(sim: &Simulator, limit: usize) -> Vec<RejectedView> {
    sim.steps()
        .iter()
        .rev()
        .flat_map(|events| events.iter().rev())
        .filter_map(|e| match e {
            Event::RequestRejected { app, app_name, request, count, handler, code, reason, .. } => Some(RejectedView {
                app: app.0,
                request: *request,
                app_name: app_name.clone(),
                count: *count,
                handler: *handler,
                code: code.clone(),
                reason: reason.clone(),
            }),
            _ => None,
        })
        .take(limit)
        .collect()
}

/// One line of the event log.
#[derive(Clone, Debug, PartialEq)]
pub struct EventView {
    pub at_ms: u64,
    pub text: String,
    pub good: bool,
    /// A preemption round, or a container it marked or killed: the line opens that round's report.
    pub round: Option<RoundLink>,
}

/// Which round's report an event line opens, and the container to highlight in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundLink {
    pub step: usize,
    pub container: Option<u64>,
}

/// The newest `limit` events, oldest first, in words (the core's own sentence for each), and how many there are.
pub fn event_views(sim: &Simulator, limit: usize) -> (usize, Vec<EventView>) {
    let steps = sim.steps();
    let total: usize = steps.iter().map(Vec::len).sum();
    let mut skip = total.saturating_sub(limit);
    let mut views = Vec::with_capacity(total.min(limit));
    for (i, events) in steps.iter().enumerate() {
        if skip >= events.len() {
            skip -= events.len();
            continue;
        }
        let round_here = events.iter().any(|e| matches!(e, Event::PreemptionRound { .. }));
        for e in &events[skip..] {
            let link = |container: Option<u64>| round_here.then_some(RoundLink { step: i + 1, container });
            views.push(EventView {
                at_ms: e.at_ms(),
                text: e.describe(),
                good: !matches!(
                    e,
                    Event::RequestRejected { .. }
                        | Event::AppRejected { .. }
                        | Event::PlacementRetried { .. }
                        | Event::Stalled { .. }
                        | Event::ContainerMarked { .. }
                        | Event::ContainerFinished { reason: ReleaseReason::Preempted, .. }
                ),
                round: match e {
                    Event::PreemptionRound { .. } => link(None),
                    Event::ContainerMarked { container, .. }
                    | Event::ContainerFinished { container, reason: ReleaseReason::Preempted, .. } => {
                        link(Some(container.0))
                    }
                    _ => None,
                },
            });
        }
        skip = 0;
    }
    (total, views)
}

// ---------------------------------------------------------------------------------------------------------------
// Queues

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
}

impl QueuesView {
    pub fn row(&self, path: &str) -> Option<&QueueRow> {
        self.rows.iter().find(|r| r.path == path)
    }
}

/// The Capacity Scheduler's queues now, in partition `partition` (the default partition if there is no such one).
pub fn queues_view(sim: &Simulator, partition: usize) -> QueuesView {
    let cs = sim.state().scheduler();
    let partitions: Vec<String> = cs.partitions().iter().map(|p| p.name.clone()).collect();
    let partition = if partition < partitions.len() { partition } else { 0 };
    let config = cs.config();
    let depth = |q: &spindle_core::scheduler::config::QueueConfig| {
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
        .collect();
    QueuesView {
        total: cs.partitions().get(partition).map(|p| p.resource).unwrap_or_default(),
        partitions,
        partition,
        rows,
    }
}

/// What the charts draw: per leaf queue its use and guarantee over virtual time, pending containers, and the
/// preemption rounds. Every series has one value per sample (the simulator samples after every step).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChartSeries {
    /// Sample times (virtual ms), ascending.
    pub t: Vec<u64>,
    /// Leaf queues in tree order.
    pub queues: Vec<QueueSeries>,
    /// Containers still to place (AM containers included).
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
            used: samples.iter().map(|s| s.queues.get(i).map_or(0, |q| q.used_mb)).collect(),
            guaranteed: samples.iter().map(|s| s.queues.get(i).map_or(0, |q| q.guaranteed_mb)).collect(),
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

// ---------------------------------------------------------------------------------------------------------------
// Preemption rounds

/// One preemption round's report, as the explain panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundView {
    /// The step the round happened in, and when.
    pub step: usize,
    pub at_ms: u64,
    pub observe_only: bool,
    pub cluster: Resource,
    /// The most the round may select (`total_preemption_per_round` × the cluster) and what it selected.
    pub allowed: Resource,
    pub selected_total: Resource,
    pub queues: Vec<RoundQueue>,
    /// In the order the policy chose them.
    pub selected: Vec<RoundContainer>,
    /// Actions on containers the round did not select (reservations cancelled, marks forgotten).
    pub other_actions: Vec<String>,
    /// The report's notes (always that YARN's policy ignores placement constraints).
    pub notes: Vec<String>,
    /// Beyond YARN: whether the freed space can host the starving queues' requests, constraints included.
    pub placement_summary: String,
    pub placement_asks: Vec<String>,
    /// The container the user came from (a marked chip, an event line), highlighted.
    pub focus: Option<u64>,
}

/// One queue of a round, in one partition.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundQueue {
    pub queue: String,
    pub partition: String,
    pub depth: usize,
    pub leaf: bool,
    pub guaranteed: Resource,
    pub used: Resource,
    pub pending: Resource,
    pub ideal: Resource,
    /// What the selector was to obtain from it (leaves) after the cap, dead zone and natural termination factor.
    pub to_preempt: Resource,
    /// Step by step: over its ideal → after the per-round cap → after the dead zone → to obtain.
    pub steps: [Resource; 4],
    pub selected: Resource,
    pub preemption_disabled: bool,
    pub reasons: Vec<String>,
}

/// A container the round selected.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundContainer {
    pub rank: usize,
    pub container: u64,
    pub app_name: String,
    pub queue: String,
    /// Where it runs (or ran, if the round killed it).
    pub node: String,
    pub size: Resource,
    pub am: bool,
    pub reserved: bool,
    /// `marked`, `waiting` (marked earlier, killed at a later round), `killed`, or empty with observe_only.
    pub action: &'static str,
    /// What the monitor did about it, in words.
    pub action_text: String,
    /// Why the policy chose it before the others.
    pub why: String,
}

/// The report of the round in step `step` (the simulator goes there and back, like [`container_why`]); `None` if
/// that step had no round. `focus` is a container to highlight.
pub fn round_view(sim: &mut Simulator, step: usize, focus: Option<u64>) -> Option<RoundView> {
    let now = sim.step_index();
    if step == 0 || step > now {
        return None;
    }
    let events = sim.steps().get(step - 1)?;
    let at_ms = events.iter().find_map(|e| matches!(e, Event::PreemptionRound { .. }).then(|| e.at_ms()))?;
    // Where each container of the round is: killed ones are gone from the state after the step.
    let mut nodes: HashMap<ContainerId, String> = events
        .iter()
        .filter_map(|e| match e {
            Event::ContainerMarked { container, node_name, .. }
            | Event::ContainerFinished { container, node_name, .. } => Some((*container, node_name.clone())),
            _ => None,
        })
        .collect();
    sim.seek(step);
    let st = sim.state();
    let view = st.preemption_report().filter(|r| r.now_ms == at_ms).map(|r| {
        for c in &r.selected {
            if let Some(run) = st.containers().get(&c.container) {
                nodes.entry(c.container).or_insert_with(|| st.topology().node(run.node).name.clone());
            }
        }
        round_from_report(st, r, step, &nodes, focus)
    });
    sim.seek(now);
    view
}

fn round_from_report(
    st: &spindle_core::sim::SimState,
    r: &RoundReport,
    step: usize,
    nodes: &HashMap<ContainerId, String>,
    focus: Option<u64>,
) -> RoundView {
    let action_of = |c: ContainerId| r.actions.iter().find(|a| a.container == c);
    RoundView {
        step,
        at_ms: r.now_ms,
        observe_only: r.observe_only,
        cluster: r.cluster_resource,
        allowed: r.total_preemption_allowed,
        selected_total: r.selected_total,
        queues: r
            .queues
            .iter()
            .map(|q| RoundQueue {
                queue: q.queue.clone(),
                partition: q.partition.clone(),
                depth: q.depth as usize,
                leaf: q.leaf,
                guaranteed: q.guaranteed,
                used: q.used,
                pending: q.pending,
                ideal: q.ideal,
                to_preempt: if q.leaf { q.to_preempt.to_obtain } else { q.to_preempt.after_per_round_cap },
                steps: [
                    q.to_preempt.over_ideal,
                    q.to_preempt.after_per_round_cap,
                    q.to_preempt.after_dead_zone,
                    q.to_preempt.to_obtain,
                ],
                selected: q.to_preempt.selected,
                preemption_disabled: q.preemption_disabled,
                reasons: q.reasons.iter().map(|x| x.text.clone()).collect(),
            })
            .collect(),
        selected: r
            .selected
            .iter()
            .map(|c| {
                let a = action_of(c.container);
                RoundContainer {
                    rank: c.rank,
                    container: c.container.0,
                    app_name: st.world().app_name(c.app),
                    queue: c.queue.clone(),
                    node: nodes.get(&c.container).cloned().unwrap_or_default(),
                    size: c.size,
                    am: c.am,
                    reserved: c.reserved,
                    action: match a.map(|a| a.kind) {
                        Some(ActionKind::Mark) => "marked",
                        Some(ActionKind::Wait) => "waiting",
                        Some(ActionKind::Kill) => "killed",
                        Some(ActionKind::Unreserve) => "unreserved",
                        Some(ActionKind::Forget) => "forgotten",
                        None => "",
                    },
                    action_text: a.map(|a| a.text.clone()).unwrap_or_default(),
                    why: c.why.clone(),
                }
            })
            .collect(),
        other_actions: r
            .actions
            .iter()
            .filter(|a| !r.selected.iter().any(|c| c.container == a.container))
            .map(|a| a.text.clone())
            .collect(),
        notes: r.notes.clone(),
        placement_summary: r.placement_check.summary.clone(),
        placement_asks: r.placement_check.asks.iter().map(|a| a.text.clone()).collect(),
        focus,
    }
}

/// The step of the latest preemption round at or before the current step.
pub fn latest_round_step(sim: &Simulator) -> Option<usize> {
    sim.steps()
        .iter()
        .rposition(|events| events.iter().any(|e| matches!(e, Event::PreemptionRound { .. })))
        .map(|i| i + 1)
}

// ---------------------------------------------------------------------------------------------------------------
// Explain

/// A verdict tree, as the explain panel draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct VerdictView {
    pub satisfied: bool,
    pub sentence: String,
    /// Short facts: the scope value looked at, counts per tag, the allowed range.
    pub facts: Vec<String>,
    /// Where real YARN would answer differently, and why.
    pub differs: Vec<String>,
    pub children: Vec<VerdictView>,
}

impl VerdictView {
    pub fn from_verdict(v: &Verdict) -> VerdictView {
        let children = match &v.detail {
            VerdictDetail::Levels { levels } => levels.iter().map(level_view).collect(),
            VerdictDetail::DelayedOr { alternatives, .. } => alternatives
                .iter()
                .map(|a| {
                    let mut child = VerdictView::from_verdict(&a.verdict);
                    child.facts.insert(
                        0,
                        format!(
                            "alternative {}{}{}",
                            a.index + 1,
                            a.delay.map(|d| format!(", tried alone for {d}")).unwrap_or_default(),
                            if a.in_force { ", in force" } else { ", not yet in force" }
                        ),
                    );
                    child
                })
                .collect(),
            _ => v.children().into_iter().map(VerdictView::from_verdict).collect(),
        };
        VerdictView {
            satisfied: v.satisfied(),
            sentence: v.sentence.clone(),
            facts: facts(&v.detail),
            differs: v.differs_from_yarn.clone(),
            children,
        }
    }
}

fn level_view(l: &LevelVerdict) -> VerdictView {
    let source = l.source_tag.as_ref().map(|t| format!(" registered for source tag {t}")).unwrap_or_default();
    VerdictView {
        satisfied: l.verdict.satisfied(),
        sentence: format!("{} constraint {}{source}", l.level, l.constraint),
        facts: Vec::new(),
        differs: Vec::new(),
        children: vec![VerdictView::from_verdict(&l.verdict)],
    }
}

/// `min 0 · max 0` as people say it.
pub fn range_text(min: i32, max: i32) -> String {
    match (min, max) {
        (0, 0) => "none allowed".into(),
        (1, UNBOUNDED) => "at least 1 needed".into(),
        (m, UNBOUNDED) if m > 0 => format!("at least {m} needed"),
        (m, x) if m <= 0 => format!("at most {x} allowed"),
        (m, x) => format!("{m} to {x} needed"),
    }
}

fn facts(d: &VerdictDetail) -> Vec<String> {
    match d {
        VerdictDetail::Single { scope, min, max, .. } => vec![format!("scope {scope}"), range_text(*min, *max)],
        VerdictDetail::AllocationTag { namespace, scope, scope_value, counts, min, max, .. } => {
            let mut out = vec![match scope_value {
                Some(v) => format!("{scope} {v}"),
                None => format!("in no {scope} group"),
            }];
            out.push(format!("namespace {namespace}"));
            if counts.is_empty() {
                out.push("count 0".into());
            }
            for c in counts {
                let apps = c.apps.iter().map(|a| format!("{} ×{}", a.app, a.count)).collect::<Vec<_>>().join(", ");
                out.push(if apps.is_empty() {
                    format!("{} ×{}", c.tag, c.count)
                } else {
                    format!("{} ×{} ({apps})", c.tag, c.count)
                });
            }
            out.push(range_text(*min, *max));
            out
        }
        VerdictDetail::NodeAttribute { key, node_value, .. } => {
            vec![format!("{key} = {}", node_value.as_deref().unwrap_or("(absent)"))]
        }
        VerdictDetail::NodePartition { node_partition, .. } => {
            vec![if node_partition.is_empty() {
                "default partition".into()
            } else {
                format!("partition {node_partition}")
            }]
        }
        _ => Vec::new(),
    }
}

/// A few words on the first failing leaf of a verdict: what was counted where, against what.
pub fn failing_reason(v: &Verdict) -> Option<String> {
    if v.satisfied() {
        return None;
    }
    match &v.detail {
        VerdictDetail::AllocationTag { target, scope, scope_value, min, max, seen_min, seen_max, .. } => {
            let seen = if *min > 0 && (*seen_min as i64) < *min as i64 { seen_min } else { seen_max };
            let place = match (scope, scope_value) {
                (Scope::Node, Some(val)) => format!("on {val}"),
                (Scope::Rack, Some(val)) => format!("in rack {val}"),
                (_, Some(val)) => format!("in {scope}={val}"),
                (_, None) => format!("in no {scope} group"),
            };
            Some(format!("{seen}× {target} {place}: {}", range_text(*min, *max)))
        }
        VerdictDetail::NodeAttribute { key, op, values, node_value, .. } => Some(format!(
            "{key} is {}, needs {}{}",
            node_value.as_deref().unwrap_or("absent"),
            op.symbol(),
            values.join("|")
        )),
        VerdictDetail::NodePartition { op, values, node_partition, .. } => Some(format!(
            "partition {}, needs {}{}",
            if node_partition.is_empty() { "default" } else { node_partition },
            op.symbol(),
            if values.is_empty() { "default".to_string() } else { values.join("|") }
        )),
        _ => v.children().into_iter().find_map(failing_reason).or_else(|| Some(v.sentence.clone())),
    }
}

/// One node's answer for a selected request.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeRow {
    pub id: u32,
    pub name: String,
    pub fits: bool,
    pub has_room: bool,
    pub constraint_ok: bool,
    pub reason: String,
}

fn node_row(sim: &Simulator, e: &NodeExplanation, ask: Resource) -> NodeRow {
    let name = sim.state().topology().nodes.get(e.node.index()).map(|n| n.name.clone()).unwrap_or_default();
    let constraint_ok = e.verdict.satisfied();
    let reason = if !e.schedulable {
        "not taking new containers".to_string()
    } else if !e.has_room {
        format!(
            "no room: {} · {} vcores free, needs {} · {}",
            memory_label(e.free.memory()),
            e.free.vcores(),
            memory_label(ask.memory()),
            ask.vcores()
        )
    } else if let Some(r) = failing_reason(&e.verdict) {
        r
    } else {
        "fits".to_string()
    };
    NodeRow { id: e.node.0, name, fits: e.fits(), has_room: e.has_room, constraint_ok, reason }
}

/// The explain panel for a pending request.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestExplain {
    pub app: u32,
    pub request: usize,
    pub app_name: String,
    pub tags: String,
    pub constraint: String,
    pub remaining: u32,
    pub count: u32,
    pub resource: Resource,
    pub rows: Vec<NodeRow>,
    /// The node whose verdict tree is shown, and the tree.
    pub focus: Option<(u32, VerdictView)>,
}

impl RequestExplain {
    pub fn fitting(&self) -> usize {
        self.rows.iter().filter(|r| r.fits).count()
    }
}

/// Explains request `request` of `app` on every node; the verdict tree of `focus` (or of the first node that
/// fits, or else the first node) comes along.
pub fn request_explain(sim: &Simulator, app: u32, request: usize, focus: Option<u32>) -> Option<RequestExplain> {
    let st = sim.state();
    let a = st.world().app(AppId(app))?;
    let r = a.requests.get(request)?;
    let explained = st.explain(AppId(app), request)?;
    let rows: Vec<NodeRow> = explained.iter().map(|e| node_row(sim, e, r.size)).collect();
    let focus_id = focus
        .filter(|f| rows.iter().any(|row| row.id == *f))
        .or_else(|| rows.iter().find(|row| row.fits).map(|row| row.id))
        .or_else(|| rows.first().map(|row| row.id));
    let focus = focus_id
        .and_then(|id| explained.iter().find(|e| e.node.0 == id))
        .map(|e| (e.node.0, VerdictView::from_verdict(&e.verdict)));
    Some(RequestExplain {
        app,
        request,
        app_name: a.name.clone(),
        tags: r.tags.join(", "),
        constraint: r.constraint_text.clone(),
        remaining: st.remaining(AppId(app), r.index),
        count: r.count,
        resource: r.size,
        rows,
        focus,
    })
}

/// Why a container landed where it is: the verdict on its node at the moment it was placed, and what the other
/// nodes lacked then.
#[derive(Clone, Debug, PartialEq)]
pub struct ContainerWhy {
    pub container: u64,
    pub app: u32,
    pub app_name: String,
    pub tags: String,
    pub constraint: String,
    pub node: String,
    /// The step that placed it.
    pub step: usize,
    pub at_ms: u64,
    pub verdict: Option<VerdictView>,
    /// Nodes that could not take it at that moment.
    pub others: Vec<NodeRow>,
    /// Nodes that could have taken it too.
    pub alternatives: usize,
}

/// Finds the step that placed container `id` (seeking back through the run), explains the request at the state
/// just before it and returns to the current step. The simulator ends where it started: the run is deterministic.
pub fn container_why(sim: &mut Simulator, id: u64) -> Option<ContainerWhy> {
    let now = sim.step_index();
    let c = sim.state().containers().get(&ContainerId(id))?.clone();
    // A container exists from the step that placed it until now: binary search that step.
    let (mut absent, mut present) = (0usize, now);
    while present - absent > 1 {
        let mid = absent + (present - absent) / 2;
        sim.seek(mid);
        if sim.state().containers().contains_key(&c.id) {
            present = mid;
        } else {
            absent = mid;
        }
    }
    sim.seek(present.saturating_sub(1));
    let st = sim.state();
    // An AM container belongs to no request: nothing constrains it, so there is no per-node verdict to show.
    let explained = c.request.and_then(|r| st.explain(c.app, r as usize));
    let app = st.world().app(c.app);
    let why = app.map(|a| {
        let r = c.request.and_then(|q| a.requests.get(q as usize));
        let rows: Vec<NodeRow> = explained.iter().flatten().map(|e| node_row(sim, e, c.resource)).collect();
        ContainerWhy {
            container: id,
            app: c.app.0,
            app_name: a.name.clone(),
            tags: if c.is_am { "AM".to_string() } else { st.container_tags(&c).join(", ") },
            constraint: r.map(|r| r.constraint_text.clone()).unwrap_or_default(),
            node: st.topology().nodes.get(c.node.index()).map(|n| n.name.clone()).unwrap_or_default(),
            step: present,
            at_ms: c.started_ms,
            verdict: explained
                .iter()
                .flatten()
                .find(|e| e.node == c.node)
                .map(|e| VerdictView::from_verdict(&e.verdict)),
            alternatives: rows.iter().filter(|row| row.fits && row.id != c.node.0).count(),
            others: rows.into_iter().filter(|row| !row.fits).collect(),
        }
    });
    sim.seek(now);
    why
}

/// Whether container `id` exists now.
pub fn has_container(sim: &Simulator, id: u64) -> bool {
    sim.state().containers().contains_key(&ContainerId(id))
}

/// Nodes ever in the topology (removed ones included): [`node_infos`] is stale when this changes.
pub fn topology_size(sim: &Simulator) -> usize {
    sim.state().topology().nodes.len()
}

/// Live nodes in the cluster now.
pub fn live_node_count(sim: &Simulator) -> usize {
    sim.state().topology().live_nodes().count()
}

/// Distinct queues and allocation tags of the workload (for pickers), sorted.
pub fn workload_names(s: &Scenario) -> (BTreeSet<String>, BTreeSet<String>) {
    let queues = s.applications.iter().map(|a| a.queue.clone()).collect();
    let tags = s.applications.iter().flat_map(|a| &a.requests).flat_map(|r| r.allocation_tags.clone()).collect();
    (queues, tags)
}

/// Attribute keys used on nodes, with their values (custom scopes are drawn from these).
pub fn attribute_keys(s: &Scenario) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for n in s.cluster.racks.iter().flat_map(|r| &r.nodes) {
        for (k, v) in &n.attributes {
            out.entry(k.clone()).or_default().insert(v.clone());
        }
    }
    out
}

/// `2048 MB` → `2 GB`, `1536 MB` → `1.5 GB`: the compact figures shown on nodes.
pub fn memory_label(mb: i64) -> String {
    if mb >= 1024 && mb % 512 == 0 {
        let gb = mb as f64 / 1024.0;
        if gb.fract() == 0.0 {
            format!("{} GB", gb as i64)
        } else {
            format!("{gb:.1} GB")
        }
    } else {
        format!("{mb} MB")
    }
}

/// Virtual time as `12.3 s` (or `450 ms` under a second).
pub fn time_label(ms: u64) -> String {
    if ms < 1000 {
        format!("{ms} ms")
    } else {
        format!("{:.1} s", ms as f64 / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zk() -> (Scenario, Simulator) {
        let s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").expect("built in")).expect("parses");
        let sim = Simulator::new(&s).expect("valid");
        (s, sim)
    }

    #[test]
    fn labels() {
        assert_eq!(memory_label(8192), "8 GB");
        assert_eq!(memory_label(1536), "1.5 GB");
        assert_eq!(memory_label(700), "700 MB");
        assert_eq!(time_label(450), "450 ms");
        assert_eq!(time_label(12_345), "12.3 s");
        assert_eq!(colour(11), PALETTE[1]);
        assert_eq!(range_text(0, 0), "none allowed");
        assert_eq!(range_text(0, 2), "at most 2 allowed");
        assert_eq!(range_text(1, UNBOUNDED), "at least 1 needed");
    }

    #[test]
    fn the_cluster_view_groups_containers_by_node_with_scenario_positions() {
        let (s, mut sim) = zk();
        sim.step();
        let from = newest_container(&sim).map(|n| n + 1);
        sim.step();
        let v = cluster_view(
            &sim,
            &node_infos(&sim, &s),
            ColourBy::Tag,
            Overlay { fresh_from: from, ..Overlay::default() },
        );
        assert_eq!(v.node_count, 6);
        assert_eq!(v.container_count, 2);
        let with: Vec<&NodeView> = v.racks.iter().flat_map(|r| &r.nodes).filter(|n| !n.containers.is_empty()).collect();
        assert_eq!(with.len(), 2);
        assert_eq!(with.iter().filter(|n| n.containers[0].fresh).count(), 1);
        assert_eq!(&*with[0].containers[0].label, "zk");
        assert_eq!(v.racks[1].nodes[0].info.pos, Some((1, 0)));
        assert_eq!(v.legend, vec![("zk".to_string(), 0)]);
        assert_eq!(progress(&sim), (2, 3));
    }

    #[test]
    fn nodes_can_be_grouped_by_a_custom_scope() {
        let (mut s, _) = zk();
        s.cluster.racks[0].nodes[0].attributes.insert("fault_domain".into(), "fd2".into());
        s.cluster.racks[1].nodes[0].attributes.insert("fault_domain".into(), "fd1".into());
        s.cluster.racks[1].nodes[1].attributes.insert("fault_domain".into(), "fd1".into());
        let sim = Simulator::new(&s).unwrap();
        let infos = node_infos(&sim, &s);
        let v =
            cluster_view(&sim, &infos, ColourBy::App, Overlay { group_by: Some("fault_domain"), ..Overlay::default() });
        let groups: Vec<(&str, usize)> = v.racks.iter().map(|r| (r.name.as_str(), r.nodes.len())).collect();
        assert_eq!(groups, [("fault_domain=fd1", 2), ("fault_domain=fd2", 1), ("no fault_domain", 3)]);
        assert!(v.racks.iter().all(|r| r.index.is_none()));
        assert_eq!(v.racks[0].nodes[0].info.pos, Some((1, 0)), "nodes keep their place in the scenario for editing");
    }

    #[test]
    fn explaining_a_request_says_which_nodes_fit_and_why_not() {
        let (_, mut sim) = zk();
        sim.step();
        let e = request_explain(&sim, 0, 0, None).expect("request exists");
        assert_eq!(e.rows.len(), 6);
        assert_eq!(e.fitting(), 5);
        let blocked = e.rows.iter().find(|r| !r.fits).expect("the zk node");
        assert!(blocked.has_room && !blocked.constraint_ok);
        assert!(blocked.reason.starts_with("1× zk on node-"), "{}", blocked.reason);
        assert!(blocked.reason.contains("none allowed"), "{}", blocked.reason);
        let focused = request_explain(&sim, 0, 0, Some(blocked.id)).unwrap();
        let (id, tree) = focused.focus.expect("a tree");
        assert_eq!(id, blocked.id);
        assert!(!tree.satisfied);
        assert!(!tree.children.is_empty());
        assert!(request_explain(&sim, 3, 0, None).is_none());
    }

    #[test]
    fn why_a_container_landed_is_read_at_its_step_and_the_simulator_returns() {
        let (_, mut sim) = zk();
        sim.run(3);
        let second = sim.state().containers().keys().nth(1).unwrap().0;
        let why = container_why(&mut sim, second).expect("exists");
        assert_eq!(sim.step_index(), 3);
        assert_eq!(why.step, 2);
        assert!(why.verdict.as_ref().unwrap().satisfied);
        assert_eq!(why.others.len(), 1, "only the first zk's node was excluded then");
        assert!(container_why(&mut sim, 99).is_none());
    }

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
    }

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

    fn preemption() -> (Scenario, Simulator) {
        let s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("three-queues-preemption").expect("built in")).unwrap();
        let sim = Simulator::new(&s).unwrap();
        (s, sim)
    }

    fn chip(v: &ClusterView, id: u64) -> Option<&ChipView> {
        v.racks.iter().flat_map(|r| &r.nodes).flat_map(|n| &n.containers).find(|c| c.id == id)
    }

    #[test]
    fn a_marked_container_flashes_keeps_its_mark_and_leaves_when_killed() {
        let (s, mut sim) = preemption();
        let until = |sim: &mut Simulator, f: &dyn Fn(&Event) -> bool| {
            while !sim.is_finished() && !sim.last_events().iter().any(f) {
                sim.step();
            }
            sim.step_index()
        };
        let marked_at = until(&mut sim, &|e| matches!(e, Event::ContainerMarked { .. }));
        let id = sim.last_events().iter().find_map(|e| match e {
            Event::ContainerMarked { container, .. } => Some(container.0),
            _ => None,
        });
        let id = id.expect("the preemption scenario marks a container");
        let infos = node_infos(&sim, &s);
        let forward = Overlay { fresh_from: Some(u64::MAX), ..Overlay::default() };
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Marked { just: true });
        assert!(is_marked(&sim, id));
        sim.step();
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Marked { just: false }, "still marked, no longer new");
        let killed_at =
            until(&mut sim, &|e| matches!(e, Event::ContainerFinished { reason: ReleaseReason::Preempted, .. }));
        assert!(killed_at > marked_at);
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Preempted, "drawn once more as it leaves");
        assert_eq!(v.container_count, sim.state().containers().len());
        let back = cluster_view(&sim, &infos, ColourBy::App, Overlay::default());
        assert!(chip(&back, id).is_none(), "no departure after a backward move");

        // The event log links the round, the mark and the kill to the round's report.
        let (_, events) = event_views(&sim, 1000);
        let kill = events.iter().find(|e| e.round == Some(RoundLink { step: killed_at, container: Some(id) }));
        assert!(kill.is_some_and(|e| !e.good && e.text.contains("Preempted")), "{events:?}");
        assert!(events.iter().any(|e| e.round == Some(RoundLink { step: marked_at, container: None })));

        let r = round_view(&mut sim, killed_at, Some(id)).expect("a round");
        assert_eq!(sim.step_index(), killed_at, "the simulator returns");
        let a = r.queues.iter().find(|q| q.queue == "root.a").unwrap();
        assert_eq!(a.guaranteed.memory(), 10_240);
        assert!(a.used.memory() > a.ideal.memory(), "a is over its ideal: {a:?}");
        assert!(a.to_preempt.memory() > 0 && !a.reasons.is_empty());
        let c = r.selected.iter().find(|c| c.container == id).expect("selected");
        assert_eq!((c.action, c.node.as_str()), ("killed", "node-1"));
        assert!(c.why.contains("newest first"), "{}", c.why);
        assert!(r.notes.iter().any(|n| n.contains("ignores placement constraints")));
        assert!(round_view(&mut sim, 1, None).is_none(), "no round in step 1");
        let c = chart_series(&sim);
        assert!(c.monitor_on);
        assert!(c.rounds.iter().any(|b| b.step == marked_at && b.marked > 0));
        assert!(c.rounds.iter().any(|b| b.step == killed_at && b.killed > 0));
    }

    #[test]
    fn a_reservation_is_drawn_as_an_outline_on_the_node_it_holds() {
        let s: Scenario = serde_json::from_str(
            // 3 GB free in all but 1 GB per node: the 2 GB ask fits the queue, not a node, so it reserves one.
            r#"{ "cluster": { "racks": [ { "name": "r", "nodes": [
                   { "name": "n1", "resource": { "memory-mb": 4096, "vcores": 4 } },
                   { "name": "n2", "resource": { "memory-mb": 4096, "vcores": 4 } } ] } ] },
                 "applications": [
                   { "name": "big", "requests": [ { "count": 2, "resource": { "memory-mb": 3072 }, "duration-ms": 60000 } ] },
                   { "name": "late", "submit-ms": 1000,
                     "requests": [ { "count": 1, "resource": { "memory-mb": 2048 } } ] } ] }"#,
        )
        .expect("parses");
        let mut sim = Simulator::new(&s).expect("valid");
        while !sim.is_finished() && !sim.last_events().iter().any(|e| matches!(e, Event::ContainerReserved { .. })) {
            sim.step();
        }
        let reserved = sim.last_events().iter().find_map(|e| match e {
            Event::ContainerReserved { container, .. } => Some(container.0),
            _ => None,
        });
        let id = reserved.expect("the late application reserves the full node");
        let v = cluster_view(&sim, &node_infos(&sim, &s), ColourBy::App, Overlay::default());
        let c = chip(&v, id).expect("drawn");
        assert_eq!((c.state, c.app, c.request), (ChipState::Reserved, 1, Some(0)));
        assert_eq!(v.container_count, 2, "a reservation is not a container");
    }

    #[test]
    fn a_request_rejected_under_the_disabled_handler_says_why() {
        let (mut s, _) = zk();
        s.yarn_site.insert(spindle_core::handler::HANDLER_KEY.into(), "disabled".into());
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(10);
        let r = rejected_views(&sim, 3);
        assert_eq!(r.len(), 1);
        assert_eq!((r[0].count, r[0].handler), (3, Handler::Disabled));
        assert!(r[0].reason.contains("cannot handle placement constraints"), "{}", r[0].reason);
    }

    #[test]
    fn pending_requests_say_why_they_wait() {
        let mut s = zk().0;
        s.applications[0].requests[0].count = 7;
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(10);
        let p = pending_views(&sim, ColourBy::App);
        assert_eq!(p[0].remaining, 1);
        assert_eq!(p[0].waiting.as_deref(), Some("placement constraint fails on all 6 nodes large enough"));
        let (total, events) = event_views(&sim, 2);
        assert_eq!(total, 9, "submitted, activated, six placements, stalled");
        assert_eq!(events.len(), 2);
        assert!(events[0].good, "{events:?}");
        assert!(!events[1].good, "the run ends stalled: {events:?}");
    }
}
