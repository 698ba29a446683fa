//! `SchedulerApp`: one application attempt as the Capacity Scheduler sees it — user, queue, priority,
//! submission order, AM resource, outstanding asks by scheduler key, running containers and reservations.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};

use super::container::ContainerIds;
use super::queue::QueueId;
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
use crate::resource::Resource;
use crate::sorted_map::{Hint, SortedMap};
use crate::topology::{NodeId, PartitionId};

/// YARN's `SchedulerRequestKey`: the request priority (a *lower* number is served first) and the allocation
/// request id. Keys are served in ascending order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RequestKey {
    /// The request's priority (lower first).
    pub priority: i32,
    /// The request's `allocationRequestId` (Spindle uses the request's index).
    pub allocation_request_id: i64,
}

impl RequestKey {
    /// The key of a request at `priority` with that id.
    pub const fn new(priority: i32, allocation_request_id: i64) -> Self {
        RequestKey { priority, allocation_request_id }
    }

    /// The key of the AM container request (priority 0, id -1 so that it sorts before user asks at priority 0).
    pub const AM: RequestKey = RequestKey { priority: 0, allocation_request_id: -1 };
}

impl Ord for RequestKey {
    fn cmp(&self, other: &Self) -> Ordering {
        self.priority.cmp(&other.priority).then(self.allocation_request_id.cmp(&other.allocation_request_id))
    }
}

impl PartialOrd for RequestKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// An opaque reference to a placement constraint, resolved by the [`PlacementCheck`](super::PlacementCheck)
/// implementation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ConstraintHandle(pub u32);

/// How an ask came in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AskKind {
    /// A classic `ResourceRequest` at locality `*` (no allocation tags, no constraint).
    ResourceRequest,
    /// A `SchedulingRequest` (YARN-6592): allocation tags and an optional constraint, checked on every node
    /// through the placement check.
    SchedulingRequest {
        /// Allocation tags its containers carry (shared with them).
        tags: Arc<[String]>,
        /// Its placement constraint, if any.
        constraint: Option<ConstraintHandle>,
    },
}

impl AskKind {
    /// The allocation tags (none for a `ResourceRequest`).
    pub fn tags(&self) -> &[String] {
        match self {
            AskKind::ResourceRequest => &[],
            AskKind::SchedulingRequest { tags, .. } => tags,
        }
    }

    /// The allocation tags as the list its containers share (none for a `ResourceRequest`).
    pub fn shared_tags(&self) -> Arc<[String]> {
        match self {
            AskKind::ResourceRequest => Arc::default(),
            AskKind::SchedulingRequest { tags, .. } => Arc::clone(tags),
        }
    }
}

/// What an AM (or the simulator on its behalf) asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AskSpec {
    /// Its priority and allocation request id.
    pub key: RequestKey,
    /// The size as asked (normalised by the scheduler).
    pub size: Resource,
    /// How many containers.
    pub count: u32,
    /// The node label expression; `None` = the application's / queue's default.
    pub node_label: Option<String>,
    /// A `ResourceRequest` or a `SchedulingRequest`.
    pub kind: AskKind,
}

impl AskSpec {
    /// A plain `ResourceRequest`.
    pub fn new(priority: i32, size: Resource, count: u32) -> Self {
        AskSpec { key: RequestKey::new(priority, 0), size, count, node_label: None, kind: AskKind::ResourceRequest }
    }
}

/// An outstanding ask after validation and normalisation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResourceAsk {
    /// Its priority and allocation request id.
    pub key: RequestKey,
    /// As asked.
    pub requested: Resource,
    /// Normalised: raised to the minimum allocation, rounded up to it, capped at the maximum.
    pub size: Resource,
    /// Containers still wanted.
    pub count: u32,
    /// The partition the ask targets.
    pub partition: PartitionId,
    /// A `ResourceRequest` or a `SchedulingRequest`.
    pub kind: AskKind,
    /// The AM container request.
    pub is_am: bool,
    /// Times a reservation for this key was renewed on the same node (feeds the starvation term).
    pub re_reservations: u32,
    /// Scheduling opportunities missed by a default-partition ask; it may only use a non-exclusive
    /// partition once this reaches the number of cluster nodes.
    pub missed_non_partitioned: u32,
}

/// Where an application is in its life.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AppState {
    /// Accepted by a leaf queue, waiting for activation (AM limits).
    Pending,
    /// Activated: takes part in scheduling.
    Active,
    /// Finished or killed; all containers released.
    Finished,
    /// Rejected at submission.
    Rejected,
}

/// One application (attempt).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SchedulerApp {
    /// The application's id.
    pub id: AppId,
    /// Its name.
    pub name: String,
    /// The submitting user (user limits, queue mappings); shared with its containers.
    pub user: Name,
    /// Where the user was last found in its leaf's users (a look-up cache, not state).
    #[serde(skip)]
    pub user_slot: Hint,
    /// The leaf queue (for a rejected app, the queue it was meant for, if known).
    pub queue: Option<QueueId>,
    /// Application priority after capping at `yarn.cluster.max-application-priority`.
    pub priority: i32,
    /// The simulation time of submission (the fair policy's start time).
    pub submit_time: u64,
    /// Pending, active, finished or rejected.
    pub state: AppState,
    /// The index of the queue mapping that placed it, if any.
    pub mapping: Option<usize>,
    /// Normalised AM resource; zero for an unmanaged AM.
    pub am_resource: Resource,
    /// Its AM runs outside the cluster: no AM container, no AM limit.
    pub unmanaged_am: bool,
    /// The partition of the AM container.
    pub am_partition: PartitionId,
    /// The application's default node label expression (resolved to a partition).
    pub default_partition: PartitionId,
    /// The AM container once allocated.
    pub am_container: Option<ContainerId>,
    /// Asks sorted by key. Their counts change only through the methods below, which keep `outstanding`.
    pub asks: Vec<ResourceAsk>,
    /// The asks' counts summed ([`outstanding`](Self::outstanding)), kept as they change: the scheduler asks on
    /// every offer and every container whether an application still wants containers, and summing the asks of an
    /// application with thousands of them (a load simulator's job of tasks of many durations) cost their square.
    /// Derived, so not serialised (counted again when a scheduler state is read back).
    #[serde(skip)]
    pub(crate) outstanding: u64,
    /// The first ask with a count above 0 ([`wanted_from`](Self::wanted_from)): an offer starts its walk over the
    /// asks here, past the requests already satisfied, which a job of thousands of requests in priority order
    /// otherwise walked on every offer. Derived, so not serialised (found again when a scheduler state is read
    /// back).
    #[serde(skip)]
    pub(crate) satisfied_before: usize,
    /// Allocated containers.
    pub containers: ContainerIds,
    /// Reserved containers by node: at most a few per application (one per node it waits on), so a `SortedMap`
    /// rather than a B-tree with its code for this pair of types (docs/toolchain.md, maps10).
    pub reservations: SortedMap<NodeId, ContainerId>,
    /// Per partition: allocated (not reserved) resources.
    pub used: Vec<Resource>,
    /// Per partition: reserved resources.
    pub reserved: Vec<Resource>,
    /// Per partition (of the ask): outstanding asks.
    pub pending: Vec<Resource>,
}

impl SchedulerApp {
    /// Whether the AM container has not been allocated yet (an unmanaged AM never waits).
    pub fn waiting_for_am(&self) -> bool {
        !self.unmanaged_am && self.am_container.is_none() && self.state != AppState::Finished
    }

    /// Where the ask with `key` is among the asks (sorted by key), or where it would go.
    #[inline]
    fn ask_index(&self, key: RequestKey) -> Result<usize, usize> {
        self.asks.binary_search_by(|a| a.key.cmp(&key))
    }

    /// The outstanding ask with `key`.
    #[inline]
    pub fn ask(&self, key: RequestKey) -> Option<&ResourceAsk> {
        self.ask_index(key).ok().map(|i| &self.asks[i])
    }

    /// The outstanding ask with `key`, to change it (not its count: see [`take_one`](Self::take_one) and the
    /// methods beside it).
    pub fn ask_mut(&mut self, key: RequestKey) -> Option<&mut ResourceAsk> {
        self.ask_index(key).ok().map(|i| &mut self.asks[i])
    }

    /// Outstanding containers over all asks.
    pub fn outstanding(&self) -> u64 {
        debug_assert_eq!(self.outstanding, self.count_outstanding(), "a stale outstanding count of {:?}", self.id);
        self.outstanding
    }

    /// Outstanding containers over all asks, counted afresh.
    pub(crate) fn count_outstanding(&self) -> u64 {
        self.asks.iter().map(|a| a.count as u64).sum()
    }

    /// Where an offer starts its walk over the asks: the first ask with a count above 0 (every ask before it has
    /// a count of 0), or the number of asks.
    pub(crate) fn wanted_from(&self) -> usize {
        debug_assert_eq!(self.satisfied_before, self.first_wanted(), "{:?}", self.id);
        self.satisfied_before
    }

    /// The first ask with a count above 0, or the number of asks, found afresh.
    pub(crate) fn first_wanted(&self) -> usize {
        self.asks.iter().position(|a| a.count > 0).unwrap_or(self.asks.len())
    }

    /// Keeps [`wanted_from`](Self::wanted_from) true after the ask at `i` got the count `count`.
    fn ask_counted(&mut self, i: usize, count: u32) {
        if count > 0 {
            self.satisfied_before = self.satisfied_before.min(i);
        } else if i == self.satisfied_before {
            while self.asks.get(self.satisfied_before).is_some_and(|a| a.count == 0) {
                self.satisfied_before += 1;
            }
        }
    }

    /// Puts `ask` in key order, in place of the ask with its key if there is one.
    pub(crate) fn put_ask(&mut self, ask: ResourceAsk) {
        let count = ask.count;
        self.outstanding += u64::from(count);
        let i = match self.ask_index(ask.key) {
            Ok(i) => {
                self.outstanding -= u64::from(self.asks[i].count);
                self.asks[i] = ask;
                i
            }
            Err(i) => {
                self.asks.insert(i, ask);
                // The asks from `i` on moved one place up.
                if i < self.satisfied_before {
                    self.satisfied_before += 1;
                }
                i
            }
        };
        self.ask_counted(i, count);
    }

    /// Sets the count of the ask with `key`; its count before, or `None` when there is no such ask.
    pub(crate) fn set_ask_count(&mut self, key: RequestKey, count: u32) -> Option<u32> {
        let i = self.ask_index(key).ok()?;
        let old = core::mem::replace(&mut self.asks[i].count, count);
        self.outstanding = self.outstanding + u64::from(count) - u64::from(old);
        self.ask_counted(i, count);
        Some(old)
    }

    /// Takes one container off the count of the ask with `key` (none below 0); the ask, to change it further.
    pub(crate) fn take_one(&mut self, key: RequestKey) -> Option<&mut ResourceAsk> {
        let i = self.ask_index(key).ok()?;
        let count = self.asks[i].count;
        if count > 0 {
            self.asks[i].count = count - 1;
            self.outstanding -= 1;
            self.ask_counted(i, count - 1);
        }
        Some(&mut self.asks[i])
    }

    /// Takes every ask away.
    pub(crate) fn clear_asks(&mut self) {
        self.asks.clear();
        self.outstanding = 0;
        self.satisfied_before = 0;
    }

    /// Reserved resources over every partition.
    pub fn reserved_total(&self) -> Resource {
        self.reserved.iter().copied().sum()
    }

    /// Reserved resources in one partition. `getCurrentReservation()` in Hadoop is this for the default
    /// partition.
    pub fn reserved_in(&self, partition: PartitionId) -> Resource {
        Resource::in_partition(&self.reserved, partition.index())
    }

    /// Allocated resources over every partition.
    pub fn used_total(&self) -> Resource {
        self.used.iter().copied().sum()
    }

    /// Outstanding resources over every partition.
    pub fn pending_total(&self) -> Resource {
        self.pending.iter().copied().sum()
    }

    /// Outstanding resources asked in `partition`.
    pub fn pending_in(&self, partition: PartitionId) -> Resource {
        Resource::in_partition(&self.pending, partition.index())
    }

    /// How many reservations this app holds for `key`.
    pub fn reservations_for(
        &self,
        key: RequestKey,
        containers: &crate::container_map::ContainerMap<super::Container>,
    ) -> u32 {
        self.reservations.values().filter(|c| containers.get(c).is_some_and(|c| c.key == key)).count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_priority_number_is_served_first() {
        let mut keys =
            alloc::vec![RequestKey::new(20, 0), RequestKey::new(10, 1), RequestKey::new(10, 0), RequestKey::AM];
        keys.sort();
        assert_eq!(
            keys,
            alloc::vec![RequestKey::AM, RequestKey::new(10, 0), RequestKey::new(10, 1), RequestKey::new(20, 0)]
        );
    }
}
