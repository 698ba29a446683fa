//! Containers (allocated and reserved), the scheduler's per-node state, and the events a scheduling step emits.

use alloc::collections::VecDeque;
use alloc::string::String;
use alloc::sync::Arc;

use serde::{Deserialize, Serialize};

use super::app::RequestKey;
use super::queue::QueueId;
use super::SchedulingMode;
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
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
    pub user: Name,
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
    /// Allocation tags (from a SchedulingRequest), shared with its request.
    pub tags: Arc<[String]>,
    /// Reserved or allocated.
    pub state: ContainerState,
    /// Allocated on a non-exclusive partition for a default-partition request (preempted first).
    pub ignore_exclusivity: bool,
}

impl crate::container_map::ContainerEntry for Container {
    fn container_id(&self) -> &ContainerId {
        &self.id
    }
}

/// A set of container ids in increasing order (a node's or an application's running containers). Ids are
/// handed out in increasing order and containers mostly end in the order they started, so a new id joins at the
/// back and an ending one leaves near the front: a sorted double-ended queue does both in about constant time,
/// where a B-tree searched from its root for each. Serialised as the list of ids.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ContainerIds(VecDeque<ContainerId>);

impl ContainerIds {
    /// The room an empty set takes on its first insertion.
    const FIRST_CAPACITY: usize = 16;

    /// Adds `id`; false if it was there already.
    pub fn insert(&mut self, id: ContainerId) -> bool {
        if self.0.capacity() == 0 {
            // A node holds a handful to a few dozen containers: room for 16 at once saves the queue two or three
            // regrowths (4, 8, 16), each an allocation and a copy, when a node first fills.
            self.0.reserve(Self::FIRST_CAPACITY);
        }
        if self.0.back().is_none_or(|last| *last < id) {
            self.0.push_back(id);
            return true;
        }
        match self.0.binary_search(&id) {
            Ok(_) => false,
            Err(i) => {
                self.0.insert(i, id);
                true
            }
        }
    }

    /// Removes `id`; false if it was not there.
    pub fn remove(&mut self, id: &ContainerId) -> bool {
        // The oldest container usually ends first: no search.
        if self.0.front() == Some(id) {
            self.0.pop_front();
            return true;
        }
        match self.0.binary_search(id) {
            Ok(i) => {
                self.0.remove(i);
                true
            }
            Err(_) => false,
        }
    }

    /// Whether `id` is in the set.
    pub fn contains(&self, id: &ContainerId) -> bool {
        self.0.binary_search(id).is_ok()
    }

    /// The ids in increasing order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &ContainerId> + ExactSizeIterator + Clone {
        self.0.iter()
    }

    /// The smallest id.
    pub fn first(&self) -> Option<&ContainerId> {
        self.0.front()
    }

    /// The largest id (the newest container).
    pub fn last(&self) -> Option<&ContainerId> {
        self.0.back()
    }

    /// How many ids.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No id.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl FromIterator<ContainerId> for ContainerIds {
    fn from_iter<I: IntoIterator<Item = ContainerId>>(ids: I) -> Self {
        let mut v: alloc::vec::Vec<ContainerId> = ids.into_iter().collect();
        v.sort_unstable();
        v.dedup();
        ContainerIds(v.into())
    }
}

impl<'a> IntoIterator for &'a ContainerIds {
    type Item = &'a ContainerId;
    type IntoIter = alloc::collections::vec_deque::Iter<'a, ContainerId>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// Read as any list of ids (sorted, duplicates dropped), as the B-tree set it replaces read them.
impl<'de> Deserialize<'de> for ContainerIds {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        alloc::vec::Vec::<ContainerId>::deserialize(deserializer).map(|ids| ids.into_iter().collect())
    }
}

/// The scheduler's view of one node.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SchedulerNode {
    /// Sum of allocated containers (reservations excluded).
    pub allocated: Resource,
    /// Containers running on it.
    pub containers: ContainerIds,
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
    /// The application finished, releasing its reservations.
    AppFinished,
    /// The node left the cluster.
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
    /// The application finished (or its attempt failed) and its containers were released.
    AppFinished,
    /// The node left the cluster or was lost, taking its containers.
    NodeRemoved,
}

/// Why an application was rejected at submission (YARN's `APP_REJECTED` diagnostics).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RejectReason {
    /// The cluster already runs `yarn.scheduler.capacity.maximum-applications` applications.
    SystemApplicationLimit {
        /// The cluster-wide maximum.
        limit: i32,
    },
    /// The queue named (after mappings) does not exist.
    UnknownQueue {
        /// The queue as named.
        queue: String,
    },
    /// The queue named is a parent; applications go to leaf queues only.
    NotALeafQueue {
        /// The queue as named.
        queue: String,
    },
    /// The queue is `STOPPED`.
    QueueStopped {
        /// The queue's path.
        queue: String,
    },
    /// The leaf already holds its `maximum-applications` (pending and running).
    QueueApplicationLimit {
        /// The queue's path.
        queue: String,
        /// Applications the queue holds now.
        applications: usize,
        /// The queue's maximum applications.
        limit: i32,
    },
    /// The user already has the queue's maximum applications per user (YARN's `maxApplicationsPerUser`: the queue's
    /// `maximum-applications` × `minimum-user-limit-percent` × `user-limit-factor`).
    UserApplicationLimit {
        /// The queue's path.
        queue: String,
        /// The submitting user.
        user: String,
        /// The user's applications in the queue now.
        applications: u32,
        /// The per-user maximum.
        limit: i32,
    },
    /// The AM resource is negative or above the queue's maximum allocation.
    InvalidAmResource {
        /// The AM resource asked for.
        requested: Resource,
        /// The queue's maximum allocation.
        maximum: Resource,
    },
    /// The AM's node label is unknown or not accessible from the queue.
    InvalidAmLabel {
        /// The queue's path.
        queue: String,
        /// The label asked for.
        label: String,
    },
    /// A queue mapping needed a group the user does not have.
    MappingNeedsGroup {
        /// The submitting user.
        user: String,
        /// Position of the mapping in `queue-mappings`, from 0.
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
    /// The application was accepted into a leaf queue (YARN's `APP_ACCEPTED`); it is activated once the AM limits
    /// allow.
    AppAccepted {
        /// The application.
        app: AppId,
        /// The leaf queue it was placed in, after queue mappings.
        queue: QueueId,
    },
    /// The submission was refused (YARN's `APP_REJECTED`).
    AppRejected {
        /// The application.
        app: AppId,
        /// Why.
        reason: RejectReason,
    },
    /// The application passed the AM limits and takes part in scheduling.
    AppActivated {
        /// The application.
        app: AppId,
    },
    /// The application finished; its containers and reservations are released.
    AppFinished {
        /// The application.
        app: AppId,
    },
    /// A container was allocated on a node during its heartbeat.
    ContainerAllocated {
        /// The new container's id (a reservation's id when converted from one).
        container: ContainerId,
        /// The owning application.
        app: AppId,
        /// The node it runs on.
        node: NodeId,
        /// Its size, after normalisation to the minimum allocation.
        resource: Resource,
        /// The request it satisfies.
        key: RequestKey,
        /// Whether it is the application master's container.
        is_am: bool,
        /// Converted from a reservation on the same node (same container id).
        from_reservation: bool,
        /// Whether the node's own partition served it or a default-partition request borrowed an idle non-exclusive
        /// partition.
        mode: SchedulingMode,
    },
    /// A node's free resources were reserved for a request too big to fit now (YARN's `RESERVED` container).
    ContainerReserved {
        /// The reservation's id (kept if it becomes a container).
        container: ContainerId,
        /// The application holding it.
        app: AppId,
        /// The node reserved.
        node: NodeId,
        /// The resource reserved.
        resource: Resource,
        /// The request it is for.
        key: RequestKey,
        /// The same reservation renewed on a later heartbeat.
        renewed: bool,
    },
    /// A reservation went away without becoming a container.
    Unreserved {
        /// The reservation's id.
        container: ContainerId,
        /// The application that held it.
        app: AppId,
        /// The node that was reserved.
        node: NodeId,
        /// The resource that was reserved.
        resource: Resource,
        /// Why it went away.
        reason: UnreserveReason,
    },
    /// A running container ended and its resources returned to the node and queues.
    ContainerReleased {
        /// The container.
        container: ContainerId,
        /// The owning application.
        app: AppId,
        /// The node it ran on.
        node: NodeId,
        /// Its size.
        resource: Resource,
        /// Why it ended.
        reason: ReleaseReason,
    },
}
