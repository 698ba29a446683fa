//! `CapacityScheduler.attemptAllocationOnNode`: the placement-processor handler's way in. The processor has
//! already chosen a node for one container of a SchedulingRequest; the scheduler only commits it, outside the
//! queue → application → priority loop and without any pending ask (the processor strips SchedulingRequests
//! before the scheduler sees them).
//!
//! Hadoop (3.2+) builds a `ResourceCommitRequest` for the node and calls `tryCommit(…, updatePending = false)`
//! after checking `PlacementConstraintsUtil.canSatisfyConstraints`. `FiCaSchedulerApp.accept` then requires a
//! RUNNING node without a reservation and with the container's size unallocated, and `LeafQueue.accept` checks the
//! user limit and every queue's maximum — the same checks a normal allocation's commit makes.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::app::{AppState, RequestKey};
use super::container::{Container, ContainerState, SchedulerEvent};
use super::{CapacityScheduler, PlacementCheck, SchedulingMode};
use crate::ids::AppId;
use crate::resource::Resource;
use crate::topology::{NodeId, Topology};

/// One container to commit on a chosen node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeAttempt {
    /// The request the container is for.
    pub key: RequestKey,
    /// As asked (normalised here, as the processor does before dispatching).
    pub size: Resource,
    /// Allocation tags the container will carry.
    pub tags: Arc<[String]>,
}

/// Why a commit on the chosen node failed (Hadoop logs these and answers `false`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "failure")]
pub enum AttemptFailure {
    /// The application is not running (finished, rejected, or not activated yet).
    AppNotRunning,
    /// The node is decommissioning or removed (`node is in … state (not RUNNING)`).
    NodeNotRunning,
    /// The node holds a reservation (of any application).
    NodeReserved {
        /// The application holding the reservation.
        by: AppId,
    },
    /// The node no longer has room (`Node doesn't have enough available resource`).
    NoRoom {
        /// The container size asked for.
        asked: Resource,
        /// The node's free resources.
        available: Resource,
    },
    /// `canSatisfyConstraints` fails on the node now (`this allocation violates the placement constraint`).
    ConstraintViolated,
    /// The user limit or a queue's maximum would be exceeded (`LeafQueue.accept` / `AbstractCSQueue.accept`).
    LimitExceeded {
        /// Which limit, with the numbers.
        detail: String,
    },
}

impl fmt::Display for AttemptFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttemptFailure::AppNotRunning => f.write_str("the application is not running"),
            AttemptFailure::NodeNotRunning => f.write_str("the node is not in RUNNING state"),
            AttemptFailure::NodeReserved { by } => {
                write!(f, "the node is reserved by {}", by.yarn_name())
            }
            AttemptFailure::NoRoom { asked, available } => {
                write!(f, "node doesn't have enough available resource, asked={asked} available={available}")
            }
            AttemptFailure::ConstraintViolated => f.write_str("this allocation violates the placement constraint"),
            AttemptFailure::LimitExceeded { detail } => f.write_str(detail),
        }
    }
}

impl CapacityScheduler {
    /// Commits one container of a SchedulingRequest of `app` on `node` (the placement-processor handler).
    /// On success the events hold the `ContainerAllocated`; the container's allocation tags go through `check`.
    pub fn attempt_allocation_on_node(
        &mut self,
        topology: &Topology,
        app: AppId,
        attempt: &NodeAttempt,
        node: NodeId,
        check: &mut dyn PlacementCheck,
    ) -> Result<Vec<SchedulerEvent>, AttemptFailure> {
        let mut events = self.sync(topology);
        let result = self.try_attempt(topology, app, attempt, node, check, &mut events);
        match result {
            Ok(()) => Ok(events),
            Err(e) => {
                // Keep whatever the sync produced for the next call.
                self.deferred.extend(events);
                Err(e)
            }
        }
    }

    fn try_attempt(
        &mut self,
        topology: &Topology,
        app: AppId,
        attempt: &NodeAttempt,
        node: NodeId,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Result<(), AttemptFailure> {
        let a = self.apps.get(app.index()).ok_or(AttemptFailure::AppNotRunning)?;
        if a.state != AppState::Active {
            return Err(AttemptFailure::AppNotRunning);
        }
        let leaf = a.queue.ok_or(AttemptFailure::AppNotRunning)?;
        let n = topology.nodes.get(node.index()).ok_or(AttemptFailure::NodeNotRunning)?;
        if !n.is_schedulable() || node.index() >= self.nodes.len() {
            return Err(AttemptFailure::NodeNotRunning);
        }
        let p = n.partition;
        let qc = self.config.queue(leaf);
        let size = self.normalize(&attempt.size, &qc.maximum_allocation);
        let ask = super::app::ResourceAsk {
            key: attempt.key,
            requested: attempt.size,
            size,
            count: 1,
            partition: p,
            kind: super::app::AskKind::SchedulingRequest { tags: attempt.tags.clone(), constraint: None },
            is_am: false,
            re_reservations: 0,
            missed_non_partitioned: 0,
        };
        if !check.can_place(topology, app, &ask, node) {
            return Err(AttemptFailure::ConstraintViolated);
        }
        if let Some(r) = self.nodes[node.index()].reservation {
            let by = self.containers.get(&r).map(|c| c.app).unwrap_or(app);
            return Err(AttemptFailure::NodeReserved { by });
        }
        let available = self.node_unallocated(topology, node);
        if !self.rc.fits_in(&size, &available) {
            return Err(AttemptFailure::NoRoom { asked: size, available });
        }
        let mode = SchedulingMode::RespectPartitionExclusivity;
        let leaf_limit = self.allocation_user_limit(leaf, p, mode);
        if !self.accept(app, size, Resource::ZERO, p, mode, Some(&leaf_limit)) {
            return Err(AttemptFailure::LimitExceeded { detail: self.limit_detail(app, leaf, p, &size) });
        }
        let user = self.apps[app.index()].user.clone();
        let id = self.new_container_id();
        self.charge(leaf, app, p, size, false, true);
        let container = Container {
            id,
            app,
            queue: leaf,
            user,
            node,
            partition: p,
            resource: size,
            key: attempt.key,
            is_am: false,
            tags: attempt.tags.clone(),
            state: ContainerState::Allocated,
            ignore_exclusivity: false,
        };
        self.start_container(topology, container, false, mode, check, events);
        Ok(())
    }

    /// Which limit `accept` found exceeded, in words.
    fn limit_detail(
        &self,
        app: AppId,
        leaf: super::QueueId,
        p: crate::topology::PartitionId,
        size: &Resource,
    ) -> String {
        let a = &self.apps[app.index()];
        let limit = self.user_limit_for(leaf, &a.user, p, SchedulingMode::RespectPartitionExclusivity);
        let used = self.queues[leaf.index()]
            .users
            .get(a.user.as_str())
            .and_then(|u| u.used.get(p.index()).copied())
            .unwrap_or_default();
        if self.rc.greater_than(&self.cluster, &used, &limit) {
            return alloc::format!("user {} is over the user limit: used {used} > limit {limit}", a.user);
        }
        match self.queues_over_maximum(leaf, p, size).first() {
            Some((q, used, max)) => alloc::format!(
                "queue {} would exceed its maximum: used {used} + {size} > {max}",
                self.config.queue(*q).path
            ),
            None => String::from("the queue or user limit would be exceeded"),
        }
    }
}
