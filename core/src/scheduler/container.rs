//! Containers (allocated and reserved), the scheduler's per-node state, and the events a scheduling step emits.

use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::app::RequestKey;
use super::queue::QueueId;
use super::SchedulingMode;
use crate::ids::{AppId, ContainerId};
use crate::resource::Resource;
use crate::topology::{NodeId, PartitionId};

/// Whether a container runs or only holds a reservation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContainerState {
    /// Holds the node for its application until enough space frees up. Counts as queue and user usage, not as
    /// node allocation.
    Reserved,
    /// Running on its node.
    Allocated,
}

/// A container or a reservation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Container {
    /// Its id (allocation order).
    pub id: ContainerId,
    /// Its application.
    pub app: AppId,
    /// The application's leaf queue.
    pub queue: QueueId,
    /// The application's user.
    pub user: String,
    /// The node it runs on or reserves.
    pub node: NodeId,
    /// The node's partition when the container was allocated or reserved.
    pub partition: PartitionId,
    /// Its normalised size.
    pub resource: Resource,
    /// The request it was allocated for.
    pub key: RequestKey,
    /// It is the application master's container.
    pub is_am: bool,
    /// Allocation tags (from a SchedulingRequest).
    pub tags: Vec<String>,
    /// Reserved or allocated.
    pub state: ContainerState,
    /// Allocated on a non-exclusive partition for a default-partition request (preempted first).
    pub ignore_exclusivity: bool,
}

/// The scheduler's view of one node.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SchedulerNode {
    /// Sum of allocated containers (reservations excluded).
    pub allocated: Resource,
    /// Containers running on it.
    pub containers: BTreeSet<ContainerId>,
    /// At most one reservation per node.
    pub reservation: Option<ContainerId>,
}

/// Why a reservation went away without becoming a container.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnreserveReason {
    /// The application no longer needs containers for that request.
    NoLongerNeeded,
    /// With `reservations-continue-look-all-nodes`, the application allocated on another node instead.
    ContinueLooking,
    AppFinished,
    NodeRemoved,
    /// Killed from outside.
    Killed,
    /// Cancelled by the preemption policy (its `KILL_RESERVED_CONTAINER` action).
    Preempted,
}

/// Why a container ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReleaseReason {
    /// The application released it (it finished its work).
    Released,
    /// Killed from outside.
    Killed,
    /// Killed by the preemption policy (YARN's exit status `PREEMPTED`: "Container preempted by scheduler").
    Preempted,
    AppFinished,
    NodeRemoved,
}

/// Why an application was rejected at submission (YARN's `APP_REJECTED` diagnostics).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RejectReason {
    SystemApplicationLimit {
        limit: i32,
    },
    UnknownQueue {
        queue: String,
    },
    NotALeafQueue {
        queue: String,
    },
    QueueStopped {
        queue: String,
    },
    QueueApplicationLimit {
        queue: String,
        applications: usize,
        limit: i32,
    },
    UserApplicationLimit {
        queue: String,
        user: String,
        applications: u32,
        limit: i32,
    },
    /// The AM resource is negative or above the queue's maximum allocation.
    InvalidAmResource {
        requested: Resource,
        maximum: Resource,
    },
    /// The AM's node label is unknown or not accessible from the queue.
    InvalidAmLabel {
        queue: String,
        label: String,
    },
    /// A queue mapping needed a group the user does not have.
    MappingNeedsGroup {
        user: String,
        mapping: usize,
    },
}

impl core::fmt::Display for RejectReason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            RejectReason::SystemApplicationLimit { limit } => {
                write!(f, "maximum system application limit reached ({limit}), cannot accept submission")
            }
            RejectReason::UnknownQueue { queue } => write!(f, "submitted to unknown queue: {queue}"),
            RejectReason::NotALeafQueue { queue } => write!(f, "submitted to a non-leaf queue: {queue}"),
            RejectReason::QueueStopped { queue } => write!(f, "queue {queue} is STOPPED, cannot accept submission"),
            RejectReason::QueueApplicationLimit { queue, applications, limit } => {
                write!(f, "queue {queue} already has {applications} applications (maximum-applications {limit})")
            }
            RejectReason::UserApplicationLimit { queue, user, applications, limit } => write!(
                f,
                "queue {queue} already has {applications} applications from user {user} (per-user limit {limit})"
            ),
            RejectReason::InvalidAmResource { requested, maximum } => {
                write!(f, "invalid AM resource {requested}: maximum allowed allocation is {maximum}")
            }
            RejectReason::InvalidAmLabel { queue, label } => {
                write!(f, "queue {queue} cannot access node label `{label}` asked for the AM")
            }
            RejectReason::MappingNeedsGroup { user, mapping } => {
                write!(f, "queue mapping #{mapping} needs a group, but user {user} has none")
            }
        }
    }
}

/// Something that happened inside the scheduler.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum SchedulerEvent {
    AppAccepted {
        app: AppId,
        queue: QueueId,
    },
    AppRejected {
        app: AppId,
        reason: RejectReason,
    },
    /// The application passed the AM limits and takes part in scheduling.
    AppActivated {
        app: AppId,
    },
    AppFinished {
        app: AppId,
    },
    ContainerAllocated {
        container: ContainerId,
        app: AppId,
        node: NodeId,
        resource: Resource,
        key: RequestKey,
        is_am: bool,
        /// Converted from a reservation on the same node (same container id).
        from_reservation: bool,
        mode: SchedulingMode,
    },
    ContainerReserved {
        container: ContainerId,
        app: AppId,
        node: NodeId,
        resource: Resource,
        key: RequestKey,
        /// The same reservation renewed on a later heartbeat.
        renewed: bool,
    },
    Unreserved {
        container: ContainerId,
        app: AppId,
        node: NodeId,
        resource: Resource,
        reason: UnreserveReason,
    },
    ContainerReleased {
        container: ContainerId,
        app: AppId,
        node: NodeId,
        resource: Resource,
        reason: ReleaseReason,
    },
}
