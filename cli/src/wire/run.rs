//! `spindle run`'s JSON report (docs/cli-run.md), every object's keys in alphabetical order, as documented. Each
//! type here declares its fields in that order and serde writes them as declared (an event's `event` key is a
//! field like the others); the report's text goes to the output as it is made, one event at a time, and is never
//! held whole. Only the parts shaped elsewhere (the preemption round, the scheduler's numbers) go through a sorted
//! `serde_json::Value` (`Sorted`). The test below checks the whole against one sorted `Value` on every kind of
//! event. (A 100,000-container run: 0.92 s and a 446 MB peak when each event went through a `Value` and the report
//! into a `String`; 0.33 s and 73 MB now, the nodes' outputs made as they are written.)

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use spindle_core::handler::Handler;
use spindle_core::resource::{Resource, ResourceTypes};
use spindle_core::scheduler::{ReleaseReason, UnreserveReason};
use spindle_core::sim::{AllocationReason, AppPhase, ContainerRun, Event, Name, SimState, Simulator, WaitStage};
use spindle_core::topology::NodeId;
use spindle_core::topology::NodeState;
use std::sync::Arc;

use super::preempt::RoundReport;
use super::scheduler::SchedulerInfo;
use super::{ResourceObject, Sorted};

/// The whole report.
pub struct RunReport<'a> {
    pub scenario: String,
    pub handler: &'static str,
    pub steps: usize,
    pub end_ms: u64,
    pub finished: bool,
    /// Every event of the run, in order, each made a [`RunEvent`] as it is written.
    pub events: RunEvents<'a>,
    pub final_state: FinalState<'a>,
    /// The latest round of the preemption policy, when it ran.
    pub preemption: Option<RoundReport>,
    /// The scheduler's computed numbers in the shape of the ResourceManager's `/ws/v1/cluster/scheduler`.
    pub scheduler: SchedulerInfo,
}

impl<'a> RunReport<'a> {
    pub fn new(name: &str, sim: &'a Simulator) -> Self {
        let st = sim.state();
        RunReport {
            scenario: name.to_string(),
            handler: handler_name(st.handler()),
            steps: sim.step_index(),
            end_ms: sim.now_ms(),
            finished: sim.is_finished(),
            events: RunEvents(sim),
            final_state: FinalState::new(st),
            preemption: st.preemption_report().map(RoundReport::from),
            scheduler: SchedulerInfo::new(st),
        }
    }
}

impl Serialize for RunReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // In alphabetical order (the `tests` below check it against a `Value`'s order).
        let mut m = s.serialize_struct("RunReport", 9)?;
        m.serialize_field("end_ms", &self.end_ms)?;
        m.serialize_field("events", &self.events)?;
        m.serialize_field("final", &self.final_state)?;
        m.serialize_field("finished", &self.finished)?;
        m.serialize_field("handler", self.handler)?;
        m.serialize_field("preemption", &Sorted(&self.preemption))?;
        m.serialize_field("scenario", &self.scenario)?;
        m.serialize_field("scheduler", &Sorted(&self.scheduler))?;
        m.serialize_field("steps", &self.steps)?;
        m.end()
    }
}

/// The run's events, written one at a time.
pub struct RunEvents<'a>(&'a Simulator);

impl Serialize for RunEvents<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let types = &self.0.state().world().types;
        s.collect_seq(self.0.events().map(|e| RunEvent::new(e, types)))
    }
}

/// The handler's name as in `yarn.resourcemanager.placement-constraints.handler`.
pub fn handler_name(h: Handler) -> &'static str {
    match h {
        Handler::Disabled => "disabled",
        Handler::Scheduler => "scheduler",
        Handler::PlacementProcessor => "placement-processor",
    }
}

fn release_reason(r: ReleaseReason) -> &'static str {
    match r {
        ReleaseReason::Released => "released",
        ReleaseReason::Killed => "killed",
        ReleaseReason::Preempted => "preempted",
        ReleaseReason::AppFinished => "app-finished",
        ReleaseReason::NodeRemoved => "node-removed",
    }
}

fn unreserve_reason(r: UnreserveReason) -> &'static str {
    match r {
        UnreserveReason::NoLongerNeeded => "no-longer-needed",
        UnreserveReason::ContinueLooking => "continue-looking",
        UnreserveReason::AppFinished => "app-finished",
        UnreserveReason::NodeRemoved => "node-removed",
        UnreserveReason::Killed => "killed",
        UnreserveReason::Preempted => "preempted",
    }
}

/// One event: `{"event": "<kebab-case name>", "at_ms": …, …}` (the table in docs/cli-run.md).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum RunEvent {
    AppSubmitted {
        app: u32,
        app_name: Name,
        at_ms: u64,
        event: &'static str,
        queue: Name,
        user: Name,
    },
    AppRejected {
        app: u32,
        app_name: Name,
        at_ms: u64,
        event: &'static str,
        queue: Name,
        reason: String,
    },
    AppActivated {
        app: u32,
        app_name: Name,
        at_ms: u64,
        event: &'static str,
        queue: Name,
    },
    AppFinished {
        app: u32,
        app_name: Name,
        at_ms: u64,
        #[serde(skip_serializing_if = "String::is_empty")]
        diagnostics: String,
        event: &'static str,
        failed: bool,
        queue: Name,
    },
    ContainerAllocated {
        app: u32,
        app_name: Name,
        at_ms: u64,
        borrowed: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        constraint_held: Option<bool>,
        container: u64,
        event: &'static str,
        from_reservation: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        handler: Option<&'static str>,
        is_am: bool,
        node: u32,
        node_name: Name,
        queue: Name,
        reason: AllocationReason,
        #[serde(skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
        resource: ResourceObject,
        #[serde(skip_serializing_if = "no_tags")]
        tags: Arc<[String]>,
    },
    ContainerReserved {
        app: u32,
        app_name: Name,
        at_ms: u64,
        container: u64,
        event: &'static str,
        is_am: bool,
        node: u32,
        node_name: Name,
        queue: Name,
        reason: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
        resource: ResourceObject,
    },
    Unreserved {
        app: u32,
        app_name: Name,
        at_ms: u64,
        container: u64,
        event: &'static str,
        node: u32,
        node_name: Name,
        reason: &'static str,
    },
    ContainerFinished {
        app: u32,
        app_name: Name,
        at_ms: u64,
        container: u64,
        event: &'static str,
        is_am: bool,
        node: u32,
        node_name: Name,
        reason: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
    },
    PlacementProposed {
        app: u32,
        app_name: Name,
        at_ms: u64,
        attempt: u32,
        event: &'static str,
        node: u32,
        node_name: Name,
        request: u32,
    },
    PlacementRetried {
        app: u32,
        app_name: Name,
        at_ms: u64,
        attempt: u32,
        count: u32,
        event: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        node: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        node_name: Option<Name>,
        reason: String,
        request: u32,
    },
    RequestRejected {
        app: u32,
        app_name: Name,
        at_ms: u64,
        code: String,
        count: u32,
        event: &'static str,
        handler: &'static str,
        reason: String,
        request: u32,
    },
    NodeAdded {
        at_ms: u64,
        event: &'static str,
        node: u32,
        node_name: Name,
        rack: Name,
    },
    NodeDecommissioning {
        at_ms: u64,
        event: &'static str,
        node: u32,
        node_name: Name,
    },
    NodeRemoved {
        at_ms: u64,
        decommissioned: bool,
        event: &'static str,
        node: u32,
        node_name: Name,
    },
    /// A `reconfigure` event: applied, or refused with the ResourceManager's reason (the old configuration kept).
    QueuesRefreshed {
        applied: bool,
        at_ms: u64,
        event: &'static str,
        #[serde(skip_serializing_if = "String::is_empty")]
        reason: String,
    },
    PreemptionRound {
        at_ms: u64,
        event: &'static str,
        killed: u32,
        marked: u32,
        observe_only: bool,
        selected: u32,
        unreserved: u32,
    },
    ContainerMarked {
        app: u32,
        app_name: Name,
        at_ms: u64,
        container: u64,
        event: &'static str,
        kill_at_ms: u64,
        node: u32,
        node_name: Name,
        queue: Name,
        why: String,
    },
    Stalled {
        at_ms: u64,
        event: &'static str,
        waiting_requests: u32,
    },
}

fn no_tags(tags: &Arc<[String]>) -> bool {
    tags.is_empty()
}

impl RunEvent {
    pub fn new(e: &Event, types: &ResourceTypes) -> Self {
        let res = |r: &Resource| ResourceObject::new(r, types);
        match e.clone() {
            Event::AppSubmitted { at_ms, app, app_name, user, queue } => {
                RunEvent::AppSubmitted { event: "app-submitted", at_ms, app: app.0, app_name, user, queue }
            }
            Event::AppRejected { at_ms, app, app_name, queue, reason } => {
                RunEvent::AppRejected { event: "app-rejected", at_ms, app: app.0, app_name, queue, reason }
            }
            Event::AppActivated { at_ms, app, app_name, queue } => {
                RunEvent::AppActivated { event: "app-activated", at_ms, app: app.0, app_name, queue }
            }
            Event::AppFinished { at_ms, app, app_name, queue, failed, diagnostics } => {
                RunEvent::AppFinished { event: "app-finished", at_ms, app: app.0, app_name, queue, failed, diagnostics }
            }
            Event::ContainerAllocated {
                at_ms,
                container,
                app,
                app_name,
                node,
                node_name,
                queue,
                request,
                resource,
                tags,
                is_am,
                handler,
                from_reservation,
                borrowed,
                constraint_held,
                reason,
            } => RunEvent::ContainerAllocated {
                event: "container-allocated",
                at_ms,
                container: container.0,
                app: app.0,
                app_name,
                node: node.0,
                node_name,
                queue,
                request,
                resource: res(&resource),
                tags,
                is_am,
                handler: handler.map(handler_name),
                from_reservation,
                borrowed,
                constraint_held,
                reason,
            },
            Event::ContainerReserved {
                at_ms,
                container,
                app,
                app_name,
                node,
                node_name,
                queue,
                request,
                resource,
                is_am,
                reason,
            } => RunEvent::ContainerReserved {
                event: "container-reserved",
                at_ms,
                container: container.0,
                app: app.0,
                app_name,
                node: node.0,
                node_name,
                queue,
                request,
                resource: res(&resource),
                is_am,
                reason,
            },
            Event::Unreserved { at_ms, container, app, app_name, node, node_name, reason } => RunEvent::Unreserved {
                event: "unreserved",
                at_ms,
                container: container.0,
                app: app.0,
                app_name,
                node: node.0,
                node_name,
                reason: unreserve_reason(reason),
            },
            Event::ContainerFinished { at_ms, container, app, app_name, node, node_name, request, is_am, reason } => {
                RunEvent::ContainerFinished {
                    event: "container-finished",
                    at_ms,
                    container: container.0,
                    app: app.0,
                    app_name,
                    node: node.0,
                    node_name,
                    request,
                    is_am,
                    reason: release_reason(reason),
                }
            }
            Event::PlacementProposed { at_ms, app, app_name, request, node, node_name, attempt } => {
                RunEvent::PlacementProposed {
                    event: "placement-proposed",
                    at_ms,
                    app: app.0,
                    app_name,
                    request,
                    node: node.0,
                    node_name,
                    attempt,
                }
            }
            Event::PlacementRetried { at_ms, app, app_name, request, count, attempt, node, node_name, reason } => {
                RunEvent::PlacementRetried {
                    event: "placement-retried",
                    at_ms,
                    app: app.0,
                    app_name,
                    request,
                    count,
                    attempt,
                    node: node.map(|n| n.0),
                    node_name,
                    reason,
                }
            }
            Event::RequestRejected { at_ms, app, app_name, request, count, handler, code, reason } => {
                RunEvent::RequestRejected {
                    event: "request-rejected",
                    at_ms,
                    app: app.0,
                    app_name,
                    request,
                    count,
                    handler: handler_name(handler),
                    code,
                    reason,
                }
            }
            Event::NodeAdded { at_ms, node, node_name, rack } => {
                RunEvent::NodeAdded { event: "node-added", at_ms, node: node.0, node_name, rack }
            }
            Event::NodeDecommissioning { at_ms, node, node_name } => {
                RunEvent::NodeDecommissioning { event: "node-decommissioning", at_ms, node: node.0, node_name }
            }
            Event::NodeRemoved { at_ms, node, node_name, decommissioned } => {
                RunEvent::NodeRemoved { event: "node-removed", at_ms, node: node.0, node_name, decommissioned }
            }
            Event::QueuesRefreshed { at_ms, applied, reason } => {
                RunEvent::QueuesRefreshed { event: "queues-refreshed", at_ms, applied, reason }
            }
            Event::PreemptionRound { at_ms, selected, marked, killed, unreserved, observe_only } => {
                RunEvent::PreemptionRound {
                    event: "preemption-round",
                    at_ms,
                    selected,
                    marked,
                    killed,
                    unreserved,
                    observe_only,
                }
            }
            Event::ContainerMarked { at_ms, container, app, app_name, node, node_name, queue, kill_at_ms, why } => {
                RunEvent::ContainerMarked {
                    event: "container-marked",
                    at_ms,
                    container: container.0,
                    app: app.0,
                    app_name,
                    node: node.0,
                    node_name,
                    queue,
                    kill_at_ms,
                    why,
                }
            }
            Event::Stalled { at_ms, waiting_requests } => {
                RunEvent::Stalled { event: "stalled", at_ms, waiting_requests }
            }
        }
    }
}

/// Nodes, queues and applications at the end of the run.
#[derive(Serialize)]
pub struct FinalState<'a> {
    pub apps: Vec<AppOut>,
    pub nodes: FinalNodes<'a>,
    pub queues: Vec<QueueOut>,
}

/// The nodes at the end of the run, each made a [`NodeOut`] as it is written: a 10,000-node cluster's 100,000
/// containers are never held as one list of outputs (about 30 MB of the report's peak when they were).
pub struct FinalNodes<'a>(&'a SimState);

impl Serialize for FinalNodes<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let st = self.0;
        let by_node = containers_by_node(st);
        s.collect_seq(by_node.iter().enumerate().map(|(i, containers)| NodeOut::new(st, NodeId(i as u32), containers)))
    }
}

#[derive(Debug, Serialize)]
pub struct NodeOut {
    pub capability: ResourceObject,
    pub containers: Vec<ContainerOut>,
    pub name: String,
    pub partition: String,
    pub rack: String,
    pub reserved_by: Option<String>,
    pub state: &'static str,
    pub used: ResourceObject,
}

#[derive(Debug, Serialize)]
pub struct ContainerOut {
    pub app: u32,
    pub app_name: String,
    pub ends_ms: Option<u64>,
    pub id: u64,
    pub is_am: bool,
    pub request: Option<u32>,
    pub resource: ResourceObject,
    pub started_ms: u64,
    pub tags: Vec<String>,
}

/// A queue in the default partition (the per-partition numbers are in `scheduler`).
#[derive(Debug, Serialize)]
pub struct QueueOut {
    pub absolute_capacity: f64,
    pub absolute_maximum_capacity: f64,
    pub active_apps: usize,
    pub am_used: ResourceObject,
    pub guaranteed: ResourceObject,
    pub leaf: bool,
    pub maximum: ResourceObject,
    pub path: String,
    pub pending: ResourceObject,
    pub pending_apps: usize,
    pub reserved: ResourceObject,
    pub used: ResourceObject,
}

#[derive(Debug, Serialize)]
pub struct AppOut {
    /// Why the AM still waits (only while it does).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub am_why: Option<Vec<String>>,
    pub finished_ms: Option<u64>,
    pub id: u32,
    pub name: String,
    pub queue: String,
    pub requests: Vec<RequestOut>,
    pub running_containers: u32,
    pub started_ms: Option<u64>,
    pub state: &'static str,
    pub user: String,
}

#[derive(Debug, Serialize)]
pub struct RequestOut {
    pub allocated: u32,
    pub constraint: String,
    pub count: u32,
    pub finished: u32,
    pub rejected: u32,
    pub remaining: u32,
    pub request: u32,
    pub stage: Option<&'static str>,
    pub tags: Vec<String>,
    /// Every reason it still waits (only when `remaining > 0`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<Vec<String>>,
}

/// The application's state in the report and the text summary.
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

fn stage_name(s: &WaitStage) -> &'static str {
    match s {
        WaitStage::NotSubmitted { .. } => "not-submitted",
        WaitStage::AppRejected => "app-rejected",
        WaitStage::AppEnded => "app-ended",
        WaitStage::AwaitingActivation => "awaiting-activation",
        WaitStage::AwaitingAm => "awaiting-am",
        WaitStage::NotAskedYet { .. } => "not-asked-yet",
        WaitStage::Waiting => "waiting",
        WaitStage::Rejected { .. } => "rejected",
        WaitStage::Done => "done",
    }
}

/// The node's state in the report.
pub fn node_state_name(s: NodeState) -> &'static str {
    match s {
        NodeState::Running => "running",
        NodeState::Decommissioning => "decommissioning",
        NodeState::Removed => "removed",
    }
}

/// The containers on each node, by node index.
pub fn containers_by_node(st: &SimState) -> Vec<Vec<&ContainerRun>> {
    let mut by_node: Vec<Vec<&ContainerRun>> = vec![Vec::new(); st.topology().nodes.len()];
    for c in st.containers().values() {
        by_node[c.node.index()].push(c);
    }
    by_node
}

impl NodeOut {
    /// Node `id` at the end of the run, with `containers`, its running containers.
    fn new(st: &SimState, id: NodeId, containers: &[&ContainerRun]) -> Self {
        let t = st.topology();
        let n = t.node(id);
        let res = |r: &Resource| ResourceObject::new(r, &st.world().types);
        let cs = st.scheduler();
        let containers = containers
            .iter()
            .map(|c| ContainerOut {
                id: c.id.0,
                app: c.app.0,
                app_name: st.world().app_name(c.app),
                request: c.request,
                is_am: c.is_am,
                tags: st.container_tags(c).to_vec(),
                resource: res(&c.resource),
                started_ms: c.started_ms,
                ends_ms: c.ends_ms,
            })
            .collect();
        let reservation = cs.node(id).and_then(|n| n.reservation).and_then(|r| cs.containers().get(&r));
        NodeOut {
            name: n.name.clone(),
            rack: t.racks[n.rack.index()].name.clone(),
            partition: t.partition(n.partition).name.clone(),
            state: node_state_name(n.state),
            capability: res(&n.capability),
            used: res(&st.node_used(id)),
            reserved_by: reservation.map(|c| st.world().app_name(c.app)),
            containers,
        }
    }
}

impl<'a> FinalState<'a> {
    pub fn new(st: &'a SimState) -> Self {
        let types = &st.world().types;
        let res = |r: &Resource| ResourceObject::new(r, types);
        let cs = st.scheduler();
        let queues = cs
            .queues()
            .iter()
            .map(|q| {
                let qc = cs.config().queue(q.id);
                let caps = q.capacities(0);
                let usage = q.usage(0);
                QueueOut {
                    path: qc.path.clone(),
                    leaf: qc.is_leaf(),
                    absolute_capacity: f64::from(caps.absolute_capacity),
                    absolute_maximum_capacity: f64::from(caps.absolute_maximum_capacity),
                    guaranteed: res(&caps.guaranteed),
                    maximum: res(&caps.maximum),
                    used: res(&usage.used),
                    reserved: res(&usage.reserved),
                    pending: res(&usage.pending),
                    am_used: res(&usage.am_used),
                    active_apps: q.active_apps.len(),
                    pending_apps: q.pending_apps.len(),
                }
            })
            .collect();
        let apps = st
            .world()
            .apps
            .iter()
            .map(|def| {
                let run = &st.apps()[def.id.index()];
                let requests = def
                    .requests
                    .iter()
                    .map(|r| {
                        let rr = &run.requests[r.index as usize];
                        let why = st.why_waiting(def.id, r.index as usize);
                        let remaining = st.remaining(def.id, r.index);
                        RequestOut {
                            request: r.index,
                            tags: r.tags.clone(),
                            constraint: r.constraint_text.clone(),
                            count: r.count,
                            allocated: rr.allocated,
                            rejected: rr.rejected,
                            finished: rr.finished,
                            remaining,
                            stage: why.as_ref().map(|w| stage_name(&w.stage)),
                            why: why.filter(|_| remaining > 0).map(|w| w.sentences),
                        }
                    })
                    .collect();
                let queue = cs
                    .app(def.id)
                    .and_then(|a| a.queue)
                    .map(|q| cs.config().queue(q).path.clone())
                    .unwrap_or_else(|| def.queue.clone());
                AppOut {
                    id: def.id.0,
                    name: def.name.clone(),
                    user: def.user.clone(),
                    queue,
                    state: phase_name(run.phase),
                    started_ms: run.started_ms,
                    finished_ms: run.finished_ms,
                    running_containers: run.running,
                    requests,
                    am_why: st
                        .why_am_waiting(def.id)
                        .filter(|_| run.phase.is_live() && run.am_container.is_none())
                        .map(|w| w.sentences),
                }
            })
            .collect();
        FinalState { nodes: FinalNodes(st), queues, apps }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::scenario::Scenario;
    use spindle_core::sim::{SimOptions, Simulator};

    /// Every event kind `spindle run` writes (the table in docs/cli-run.md).
    const EVENT_KINDS: [&str; 18] = [
        "app-submitted",
        "app-rejected",
        "app-activated",
        "app-finished",
        "container-allocated",
        "container-reserved",
        "unreserved",
        "container-finished",
        "placement-proposed",
        "placement-retried",
        "request-rejected",
        "node-added",
        "node-decommissioning",
        "node-removed",
        "queues-refreshed",
        "preemption-round",
        "container-marked",
        "stalled",
    ];

    /// A node joins (and one reservation moves to it), one is lost and one decommissioned, an application names
    /// no queue, and the queues are refreshed: the kinds no gallery entry writes.
    const CLUSTER_CHANGES: &str = r#"{"version": 2, "name": "cluster changes",
      "cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096, "vcores": 4}},
                                                     {"name": "n2", "resource": {"memory-mb": 4096, "vcores": 4}}]}]},
      "applications": [
        {"name": "job", "requests": [{"count": 2, "resource": {"memory-mb": 3072}, "duration-ms": 60000}]},
        {"name": "big", "requests": [{"count": 1, "resource": {"memory-mb": 4096}, "duration-ms": 1000}]},
        {"name": "lost", "queue": "nowhere", "requests": [{"count": 1, "resource": {"memory-mb": 1024}}]}],
      "events": [
        {"at-ms": 5000, "kind": "add-node", "rack": "r2", "node": {"name": "n3", "resource": {"memory-mb": 4096, "vcores": 4}}},
        {"at-ms": 10000, "kind": "remove-node", "node": "n1"},
        {"at-ms": 20000, "kind": "decommission-node", "node": "n2"},
        {"at-ms": 30000, "kind": "reconfigure", "capacity-scheduler": {"yarn.scheduler.capacity.root.default.capacity": "100"}}]}"#;

    /// Each struct's fields are declared in alphabetical order and written as declared: the whole report must be
    /// what one sorted `Value` of it writes, as it was when the report went through one. Checked on every kind of
    /// event: the gallery (but its generated large clusters) under both handlers, and the cluster changes above.
    #[test]
    fn the_report_is_written_as_one_sorted_value_writes_it() {
        let mut runs: Vec<(String, Scenario, Option<Handler>)> = Vec::new();
        for name in spindle_core::gallery::names().into_iter().filter(|n| !n.starts_with("large")) {
            let scenario = spindle_core::gallery::scenario(name).expect("a gallery scenario");
            for handler in [Handler::Scheduler, Handler::PlacementProcessor] {
                runs.push((name.to_string(), scenario.clone(), Some(handler)));
            }
        }
        runs.push(("cluster changes".into(), serde_json::from_str(CLUSTER_CHANGES).expect("a scenario"), None));
        let mut kinds = std::collections::BTreeSet::new();
        for (name, scenario, handler) in runs {
            let mut sim =
                Simulator::with_options(&scenario, SimOptions { handler, ..SimOptions::default() }).expect("valid");
            sim.run(10_000);
            let report = RunReport::new(&name, &sim);
            let written = crate::wire::to_json("spindle run", &report);
            let value = serde_json::to_value(&report).expect("a value");
            let events = value["events"].as_array().expect("events");
            kinds.extend(events.iter().map(|e| e["event"].as_str().expect("a kind").to_string()));
            let sorted = crate::wire::to_json("spindle run", &value).stdout;
            let first_difference = written.stdout.lines().zip(sorted.lines()).enumerate().find(|(_, (a, b))| a != b);
            if let Some((i, (a, b))) = first_difference {
                panic!("{name} ({handler:?}), line {}: `{a}` where a sorted value writes `{b}`", i + 1);
            }
            assert_eq!(written.stdout, sorted, "{name} ({handler:?})");
        }
        assert_eq!(kinds, EVENT_KINDS.iter().map(|k| k.to_string()).collect(), "every kind of event was written");
    }
}
