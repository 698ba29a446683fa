//! What a step did: the [`Event`]s the UI animates and the CLI prints. Each carries ids (dense, stable for the
//! run) and the names an operator knows ([`Name`], shared with the run's table of names), plus the reason for the
//! decision in words (an allocation's [`AllocationReason`] is put into words when it is read).

use alloc::boxed::Box;
use alloc::string::String;
use alloc::sync::Arc;
use core::fmt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::name::Name;

use crate::constraint::VerdictWords;
use crate::handler::Handler;
use crate::ids::{AppId, ContainerId};
use crate::resource::Resource;
use crate::scheduler::{ReleaseReason, UnreserveReason};
use crate::topology::NodeId;

/// One thing that happened. Serialised with `"event": "<kebab-case name>"` and snake_case fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The RM accepted an application into a leaf queue.
    AppSubmitted {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The submitting user.
        user: Name,
        /// The leaf queue.
        queue: Name,
    },
    /// The RM rejected an application at submission (YARN's diagnostics).
    AppRejected {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The queue it was submitted to.
        queue: Name,
        /// Why, in words.
        reason: String,
    },
    /// The application passed the queue's AM limits and takes part in scheduling.
    AppActivated {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The leaf queue.
        queue: Name,
    },
    /// The application finished (its AM container, if any, is released). `failed` with YARN's diagnostics when
    /// it could not run (e.g. its AM registration was rejected).
    AppFinished {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The leaf queue.
        queue: Name,
        /// It could not run.
        failed: bool,
        /// YARN's diagnostics when it failed.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        diagnostics: String,
    },
    /// A container was allocated and starts on a node.
    ContainerAllocated {
        /// Virtual time of the event.
        at_ms: u64,
        /// The container.
        container: ContainerId,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The leaf queue.
        queue: Name,
        /// The request's index in its application; `None` for the AM container.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
        /// The container's size.
        resource: Resource,
        /// Its allocation tags (shared with the run's table of each request's tags).
        #[serde(default, skip_serializing_if = "no_tags")]
        tags: Arc<[String]>,
        /// It is the application master's container.
        is_am: bool,
        /// The constraint handler that placed a SchedulingRequest; `None` for ResourceRequests and AMs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        handler: Option<Handler>,
        /// Converted from this application's reservation on the node.
        from_reservation: bool,
        /// A default-partition request on an idle non-exclusive partition (IGNORE_PARTITION_EXCLUSIVITY).
        borrowed: bool,
        /// Whether the request's constraints held on the node when the container was allocated (`None`: nothing
        /// constrains it). A converted reservation is not re-checked (YARN skips the check for off-switch
        /// reserved containers), so it can be `false` there.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        constraint_held: Option<bool>,
        /// Why this node, in words.
        reason: AllocationReason,
    },
    /// An application reserved a node that cannot hold its container yet.
    ContainerReserved {
        /// Virtual time of the event.
        at_ms: u64,
        /// The container.
        container: ContainerId,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The leaf queue.
        queue: Name,
        /// The request's index in its application; `None` for the AM container.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
        /// The container's size.
        resource: Resource,
        /// It is the application master's container.
        is_am: bool,
        /// Why, in words.
        reason: String,
    },
    /// A reservation went away without becoming a container.
    Unreserved {
        /// Virtual time of the event.
        at_ms: u64,
        /// The container.
        container: ContainerId,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// Why it went away.
        reason: UnreserveReason,
    },
    /// A container ended and its resources (and allocation tags) were released.
    ContainerFinished {
        /// Virtual time of the event.
        at_ms: u64,
        /// The container.
        container: ContainerId,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The request's index in its application; `None` for the AM container.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        request: Option<u32>,
        /// It is the application master's container.
        is_am: bool,
        /// Why it ended: released, killed, preempted, its application finished or its node was removed.
        reason: ReleaseReason,
    },
    /// The placement-processor's algorithm chose a node for one container; the scheduler commits it at the
    /// application's next `allocate` call.
    PlacementProposed {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The request's index in its application.
        request: u32,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The placement attempt (1 for new requests).
        attempt: u32,
    },
    /// The scheduler could not commit a proposed container on its node (`attemptAllocationOnNode` failed), or
    /// the algorithm could not place some containers; they are retried with the next attempt.
    PlacementRetried {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The request's index in its application.
        request: u32,
        /// How many containers.
        count: u32,
        /// The attempt that failed; the retry is `attempt + 1`.
        attempt: u32,
        /// The node that is now blacklisted for the request's first tag (commit failures only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        node: Option<NodeId>,
        /// The node's host name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        node_name: Option<Name>,
        /// Why, in words.
        reason: String,
    },
    /// Containers of a request were given up: returned to the AM as rejected, with YARN's reason.
    RequestRejected {
        /// Virtual time of the event.
        at_ms: u64,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The request's index in its application.
        request: u32,
        /// How many containers.
        count: u32,
        /// The constraint handler in effect.
        handler: Handler,
        /// YARN's `RejectionReason` (`COULD_NOT_PLACE_ON_NODE`, `COULD_NOT_SCHEDULE_ON_NODE`) or the exception
        /// class that failed the AM's call.
        code: String,
        /// Why, in words.
        reason: String,
    },
    /// A NodeManager registered (an `add-node` event).
    NodeAdded {
        /// Virtual time of the event.
        at_ms: u64,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The rack it joined.
        rack: Name,
    },
    /// Graceful decommissioning: no new containers; the node leaves when its last container ends.
    NodeDecommissioning {
        /// Virtual time of the event.
        at_ms: u64,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
    },
    /// The node left the cluster; its containers were killed.
    NodeRemoved {
        /// Virtual time of the event.
        at_ms: u64,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// It left after graceful decommissioning (rather than being removed at once).
        decommissioned: bool,
    },
    /// A `reconfigure` event: `yarn rmadmin -refreshQueues` with new `capacity-scheduler` properties. Applied, or
    /// refused (the reason, as the ResourceManager reports it) with the old configuration kept.
    QueuesRefreshed {
        /// Virtual time of the event.
        at_ms: u64,
        /// The new configuration was applied.
        applied: bool,
        /// Why, in words.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        reason: String,
    },
    /// The preemption policy ran (`yarn.resourcemanager.scheduler.monitor.enable`, every `monitoring_interval`).
    /// Its full report is [`crate::sim::SimState::preemption_report`]; killed containers follow as
    /// `container-finished` with reason `preempted`.
    PreemptionRound {
        /// Virtual time of the event.
        at_ms: u64,
        /// Containers the round selected (reserved and running).
        selected: u32,
        /// Newly marked: their applications are asked to give them back.
        marked: u32,
        /// Killed this round: marked at least `max_wait_before_kill` ago and still selected.
        killed: u32,
        /// Reservations cancelled this round.
        unreserved: u32,
        /// `observe_only`: the round computed and reported, but took no action.
        observe_only: bool,
    },
    /// The preemption policy asked an application to give a container back (`MARK_CONTAINER_FOR_PREEMPTION`); it
    /// is killed at `kill_at_ms` if a later round still selects it.
    ContainerMarked {
        /// Virtual time of the event.
        at_ms: u64,
        /// The container.
        container: ContainerId,
        /// The application.
        app: AppId,
        /// The application's name.
        app_name: Name,
        /// The node.
        node: NodeId,
        /// The node's host name.
        node_name: Name,
        /// The leaf queue.
        queue: Name,
        /// When it is killed if a round still selects it then.
        kill_at_ms: u64,
        /// Why the policy chose it before the others.
        why: String,
    },
    /// Nothing more can happen: no event is due and no node offer changes anything. Requests still waiting can be
    /// asked why.
    Stalled {
        /// Virtual time of the event.
        at_ms: u64,
        /// Requests with containers still outstanding.
        waiting_requests: u32,
    },
}

impl Event {
    /// Virtual time of the event.
    pub fn at_ms(&self) -> u64 {
        match self {
            Event::AppSubmitted { at_ms, .. }
            | Event::AppRejected { at_ms, .. }
            | Event::AppActivated { at_ms, .. }
            | Event::AppFinished { at_ms, .. }
            | Event::ContainerAllocated { at_ms, .. }
            | Event::ContainerReserved { at_ms, .. }
            | Event::Unreserved { at_ms, .. }
            | Event::ContainerFinished { at_ms, .. }
            | Event::PlacementProposed { at_ms, .. }
            | Event::PlacementRetried { at_ms, .. }
            | Event::RequestRejected { at_ms, .. }
            | Event::NodeAdded { at_ms, .. }
            | Event::NodeDecommissioning { at_ms, .. }
            | Event::NodeRemoved { at_ms, .. }
            | Event::QueuesRefreshed { at_ms, .. }
            | Event::PreemptionRound { at_ms, .. }
            | Event::ContainerMarked { at_ms, .. }
            | Event::Stalled { at_ms, .. } => *at_ms,
        }
    }

    /// The event's name as serialised (`container-allocated`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Event::AppSubmitted { .. } => "app-submitted",
            Event::AppRejected { .. } => "app-rejected",
            Event::AppActivated { .. } => "app-activated",
            Event::AppFinished { .. } => "app-finished",
            Event::ContainerAllocated { .. } => "container-allocated",
            Event::ContainerReserved { .. } => "container-reserved",
            Event::Unreserved { .. } => "unreserved",
            Event::ContainerFinished { .. } => "container-finished",
            Event::PlacementProposed { .. } => "placement-proposed",
            Event::PlacementRetried { .. } => "placement-retried",
            Event::RequestRejected { .. } => "request-rejected",
            Event::NodeAdded { .. } => "node-added",
            Event::NodeDecommissioning { .. } => "node-decommissioning",
            Event::NodeRemoved { .. } => "node-removed",
            Event::QueuesRefreshed { .. } => "queues-refreshed",
            Event::PreemptionRound { .. } => "preemption-round",
            Event::ContainerMarked { .. } => "container-marked",
            Event::Stalled { .. } => "stalled",
        }
    }

    /// One line in words (the CLI's text format and the UI's log).
    pub fn describe(&self) -> String {
        use alloc::format;
        match self {
            Event::AppSubmitted { app_name, user, queue, .. } => {
                format!("{app_name} submitted by {user} to {queue}")
            }
            Event::AppRejected { app_name, queue, reason, .. } => {
                format!("{app_name} rejected by {queue}: {reason}")
            }
            Event::AppActivated { app_name, queue, .. } => format!("{app_name} activated in {queue}"),
            Event::AppFinished { app_name, failed, diagnostics, .. } => {
                if *failed {
                    format!("{app_name} failed: {diagnostics}")
                } else {
                    format!("{app_name} finished")
                }
            }
            Event::ContainerAllocated { container, app_name, node_name, is_am, reason, .. } => {
                let what = if *is_am { "AM container" } else { "container" };
                format!("{what} {container} of {app_name} → {node_name}: {reason}")
            }
            Event::ContainerReserved { container, app_name, node_name, reason, .. } => {
                format!("{app_name} reserved {node_name} (container {container}): {reason}")
            }
            Event::Unreserved { container, app_name, node_name, reason, .. } => {
                format!(
                    "{app_name} gave up its reservation {container} on {node_name} ({})",
                    super::transcript::unreserve_word(*reason)
                )
            }
            Event::ContainerFinished { container, app_name, node_name, reason, .. } => {
                format!(
                    "container {container} of {app_name} on {node_name} ended ({})",
                    super::transcript::release_word(*reason)
                )
            }
            Event::PlacementProposed { app_name, request, node_name, attempt, .. } => {
                format!(
                    "placement-processor proposes {node_name} for {app_name} request #{request} (attempt {attempt})"
                )
            }
            Event::PlacementRetried { app_name, request, count, attempt, reason, .. } => format!(
                "{count} container(s) of {app_name} request #{request} retried after attempt {attempt}: {reason}"
            ),
            Event::RequestRejected { app_name, request, count, code, reason, .. } => {
                format!("{count} container(s) of {app_name} request #{request} rejected ({code}): {reason}")
            }
            Event::NodeAdded { node_name, rack, .. } => format!("node {node_name} joined rack {rack}"),
            Event::NodeDecommissioning { node_name, .. } => format!("node {node_name} is decommissioning"),
            Event::NodeRemoved { node_name, decommissioned, .. } => {
                if *decommissioned {
                    format!("node {node_name} decommissioned")
                } else {
                    format!("node {node_name} removed; its containers were killed")
                }
            }
            Event::QueuesRefreshed { applied: true, .. } => String::from(
                "queues refreshed (yarn rmadmin -refreshQueues): the new capacity-scheduler configuration applies",
            ),
            Event::QueuesRefreshed { reason, .. } => {
                format!("queue refresh refused, the old configuration stays: {reason}")
            }
            Event::PreemptionRound { selected, marked, killed, unreserved, observe_only, .. } => {
                if *observe_only {
                    format!("preemption round (observe only): would select {selected} container(s)")
                } else if selected + killed + unreserved == 0 {
                    String::from("preemption round: no queue is owed resources")
                } else {
                    format!(
                        "preemption round: {selected} container(s) selected, {marked} newly marked, {killed} killed, \
                         {unreserved} reservation(s) cancelled"
                    )
                }
            }
            Event::ContainerMarked { container, app_name, node_name, queue, kill_at_ms, .. } => format!(
                "container {container} of {app_name} on {node_name} ({queue}) marked for preemption; killed at \
                 {kill_at_ms} ms unless it is no longer needed"
            ),
            Event::Stalled { waiting_requests, .. } => {
                format!("nothing more can happen; {waiting_requests} request(s) still waiting")
            }
        }
    }
}

fn no_tags(tags: &Arc<[String]>) -> bool {
    tags.is_empty()
}

/// Why a container went to its node, in words. The run keeps what the sentence speaks of and puts it into words
/// only when it is read — shown (`Display`, `to_string()`), serialised (as a JSON string) or compared — so a
/// headless run does not format a sentence for each of its containers. The words are the same whenever they are
/// read.
#[derive(Clone)]
pub struct AllocationReason(ReasonWords);

#[derive(Clone)]
enum ReasonWords {
    /// Words given as they are (an event read back from JSON).
    Text(String),
    /// What the sentence speaks of.
    Placed(Box<Placed>),
}

/// What an allocation's sentence names. Equal parts write equal words.
#[derive(Clone, PartialEq)]
pub(crate) struct Placed {
    pub node: Name,
    pub queue: Name,
    pub app: Name,
    pub what: Asked,
    pub by: PlacedBy,
    /// The idle non-exclusive partition the container borrows (IGNORE_PARTITION_EXCLUSIVITY).
    pub borrowed_from: Option<Name>,
    /// The constraint verdict's words (when allocations are explained).
    pub verdict: Option<VerdictWords>,
}

/// What the container was for.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Asked {
    AmContainer,
    Request { index: u32, priority: i32 },
    Container,
}

/// Who chose the node.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum PlacedBy {
    /// The placement-processor's algorithm, committed by the scheduler.
    Processor { attempt: u32 },
    /// The application's reservation on the node was converted.
    Reservation,
    /// The node's heartbeat offered it down the queues.
    Heartbeat,
}

impl AllocationReason {
    /// A reason given as words (an event read back from JSON).
    pub fn text(words: impl Into<String>) -> Self {
        AllocationReason(ReasonWords::Text(words.into()))
    }

    pub(crate) fn placed(placed: Placed) -> Self {
        AllocationReason(ReasonWords::Placed(Box::new(placed)))
    }
}

impl fmt::Display for Asked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Asked::AmContainer => f.write_str("its AM container"),
            Asked::Request { index, priority } => write!(f, "request #{index} (priority {priority})"),
            Asked::Container => f.write_str("a container"),
        }
    }
}

impl fmt::Display for ReasonWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = match self {
            ReasonWords::Text(text) => return f.write_str(text),
            ReasonWords::Placed(p) => p,
        };
        let (name, app, what) = (&p.node, &p.app, p.what);
        match p.by {
            PlacedBy::Processor { attempt } => write!(
                f,
                "the placement-processor chose {name} for {app}'s {what} (attempt {attempt}) and the scheduler \
                 committed it"
            )?,
            PlacedBy::Reservation => {
                write!(f, "{app}'s reservation on {name} was converted: the node now has room for {what}")?
            }
            PlacedBy::Heartbeat => write!(
                f,
                "{name} heartbeat offered the node to {}; {app} was first in line with {what}, which fits",
                p.queue
            )?,
        }
        if let Some(partition) = &p.borrowed_from {
            write!(f, "; borrowed from the idle non-exclusive partition {partition} (IGNORE_PARTITION_EXCLUSIVITY)")?;
        }
        if let Some(v) = &p.verdict {
            f.write_str("; constraint: ")?;
            v.write(name.as_str(), f)?;
        }
        Ok(())
    }
}

impl fmt::Display for AllocationReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.width().is_none() && f.precision().is_none() {
            fmt::Display::fmt(&self.0, f)
        } else {
            f.pad(&alloc::string::ToString::to_string(&self.0))
        }
    }
}

/// Shown as its words, as the `String` it stands for.
impl fmt::Debug for AllocationReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&alloc::string::ToString::to_string(&self.0), f)
    }
}

/// Two reasons are equal when they say the same words.
impl PartialEq for AllocationReason {
    fn eq(&self, other: &Self) -> bool {
        use alloc::string::ToString;
        match (&self.0, &other.0) {
            (ReasonWords::Text(a), ReasonWords::Text(b)) => a == b,
            // The same parts say the same words, without writing them (two runs compared step by step compare
            // every allocation's reason).
            (ReasonWords::Placed(a), ReasonWords::Placed(b)) if a == b => true,
            (a, b) => a.to_string() == b.to_string(),
        }
    }
}

impl Eq for AllocationReason {}

impl Serialize for AllocationReason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for AllocationReason {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(AllocationReason::text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn placed(node: &str, attempt: u32, verdict: Option<VerdictWords>) -> AllocationReason {
        AllocationReason::placed(Placed {
            node: Name::from(node),
            queue: Name::from("root.a"),
            app: Name::from("app-1"),
            what: Asked::Request { index: 0, priority: 1 },
            by: PlacedBy::Processor { attempt },
            borrowed_from: None,
            verdict,
        })
    }

    /// Reasons are equal when their words are: compared by their parts when both have parts, by their words
    /// otherwise (a reason read back from JSON has only words).
    #[test]
    fn reasons_are_equal_when_their_words_are() {
        let a = placed("node-1", 1, None);
        assert_eq!(a, placed("node-1", 1, None));
        assert_ne!(a, placed("node-2", 1, None));
        assert_ne!(a, placed("node-1", 2, None));
        assert_eq!(a, AllocationReason::text(a.to_string()));
        assert_eq!(AllocationReason::text(a.to_string()), a);
        assert_ne!(a, AllocationReason::text("something else"));
        // Other parts that write the same words are the same reason.
        let held = placed("node-1", 1, Some(VerdictWords::Held { carried_tags: None }));
        let sentence = held.to_string();
        let said = sentence.split_once("; constraint: ").map(|(_, v)| v.to_string()).unwrap();
        assert_eq!(held, placed("node-1", 1, Some(VerdictWords::Sentence(said))));
        assert_ne!(held, placed("node-1", 1, Some(VerdictWords::Sentence("another verdict".into()))));
    }
}
