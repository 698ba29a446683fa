//! "Why is this request still waiting?" — every reason that applies now, with the numbers behind it.
//!
//! The checks mirror the allocation path: activation (AM limits), the AM-first rule, every queue from the leaf
//! up to root against its maximum, the user limit, then the nodes of the request's partition (capability,
//! placement constraint, free space, reservations) and, for default-partition requests, the borrowable
//! non-exclusive nodes. If an application ahead in the queue's order is stuck on a request the queue cannot fit
//! under its maximum, the queue stops there (head-of-line blocking) and that is the reason. When nothing blocks
//! the request it is waiting for its turn.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::app::{AppState, AskKind, RequestKey, ResourceAsk};
use super::limits::ActivationBlock;
use super::queue::QueueId;
use super::{CapacityScheduler, PlacementCheck, SchedulerError, SchedulingMode};
use crate::ids::AppId;
use crate::resource::Resource;
use crate::topology::{NodeId, PartitionId, Topology};

/// One reason a request is still waiting.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "reason")]
pub enum WaitReason {
    /// The application is not activated: its AM would exceed the queue's AM limit.
    QueueAmLimit {
        /// The leaf queue's path.
        queue: String,
        /// Resources the running AMs already use.
        am_used: Resource,
        /// This application's AM container size.
        am_resource: Resource,
        /// The queue's AM limit (`maximum-am-resource-percent` of its resources).
        limit: Resource,
    },
    /// The application is not activated: its AM would exceed the user's AM limit.
    UserAmLimit {
        /// The leaf queue's path.
        queue: String,
        /// The user.
        user: String,
        /// Resources the running AMs already use.
        am_used: Resource,
        /// This application's AM container size.
        am_resource: Resource,
        /// The user's share of the queue's AM limit.
        limit: Resource,
    },
    /// The application is accepted but not activated; its AM fits the limits now, and activation is re-tried
    /// when an application is submitted or finishes in the queue or the cluster changes.
    AwaitingActivation {
        /// The leaf queue's path.
        queue: String,
    },
    /// Requests other than the AM's wait until the AM container runs.
    WaitingForAmContainer,
    /// The queue (the leaf or an ancestor) cannot take the container without passing its maximum.
    QueueAtMaximum {
        /// The leaf queue's path.
        queue: String,
        /// The partition (`""` is the default).
        partition: String,
        /// What is in use now.
        used: Resource,
        /// The container size asked for.
        request: Resource,
        /// The queue's maximum capacity in that partition.
        maximum: Resource,
    },
    /// The user is over their user limit (`used > limit`).
    UserOverLimit {
        /// The leaf queue's path.
        queue: String,
        /// The user.
        user: String,
        /// The partition (`""` is the default).
        partition: String,
        /// What is in use now.
        used: Resource,
        /// The user limit.
        limit: Resource,
    },
    /// No live node is in the requested partition.
    PartitionEmpty {
        /// The partition (`""` is the default).
        partition: String,
    },
    /// No node of the partition is big enough, even empty.
    NoNodeLargeEnough {
        /// The container size asked for.
        request: Resource,
        /// The largest node's capability.
        largest: Resource,
    },
    /// The placement constraint fails on every node big enough.
    ConstraintUnsatisfied {
        /// How many nodes were big enough and checked.
        nodes_checked: u32,
    },
    /// No eligible node has enough free resources right now.
    NoNodeWithRoom {
        /// The container size asked for.
        request: Resource,
        /// How many nodes are eligible.
        nodes: u32,
        /// The most free resources any eligible node has.
        largest_free: Resource,
    },
    /// Nodes that would fit are held by other applications' reservations.
    NodesReservedByOthers {
        /// How many such nodes.
        nodes: u32,
    },
    /// The application holds a reservation for this request and waits for the node to free up.
    HoldsReservation {
        /// The reserved node.
        node: NodeId,
        /// The node's free resources now.
        free: Resource,
        /// The container size asked for.
        request: Resource,
    },
    /// A borrowable non-exclusive node has room, but default-partition requests must first miss as many
    /// scheduling opportunities as there are nodes.
    NonPartitionedFirst {
        /// Scheduling opportunities missed so far.
        missed: u32,
        /// Opportunities to miss first (the partition's node count).
        needed: u32,
    },
    /// An application ahead in the queue's order has a request the queue cannot fit under its maximum; the queue
    /// stops at that request, so later applications wait behind it (head-of-line blocking).
    BehindBlockedApp {
        /// The blocked application ahead.
        app: AppId,
        /// The size of its request the queue cannot fit.
        request: Resource,
    },
    /// Nothing blocks it: it waits for a node heartbeat and its turn behind `apps_ahead` applications.
    WaitingForTurn {
        /// Applications ahead of it in the queue's order.
        apps_ahead: u32,
    },
}

impl fmt::Display for WaitReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WaitReason::QueueAmLimit { queue, am_used, am_resource, limit } => write!(
                f,
                "not activated: queue {queue} AM limit — AMs use {am_used}, this AM needs {am_resource}, limit {limit}"
            ),
            WaitReason::UserAmLimit { queue, user, am_used, am_resource, limit } => write!(
                f,
                "not activated: user {user}'s AM limit in {queue} — AMs use {am_used}, this AM needs {am_resource}, \
                 limit {limit}"
            ),
            WaitReason::AwaitingActivation { queue } => write!(
                f,
                "not activated yet in {queue}; activation is re-checked when an application is submitted or \
                 finishes, or the cluster changes"
            ),
            WaitReason::WaitingForAmContainer => f.write_str("waiting for the application's AM container"),
            WaitReason::QueueAtMaximum { queue, partition, used, request, maximum } => write!(
                f,
                "queue {queue} at maximum capacity{}: used {used} + {request} would exceed {maximum}",
                on(partition)
            ),
            WaitReason::UserOverLimit { queue, user, partition, used, limit } => {
                write!(f, "user {user} over the user limit of {queue}{}: used {used} > limit {limit}", on(partition))
            }
            WaitReason::PartitionEmpty { partition } => write!(f, "no node in partition `{partition}`"),
            WaitReason::NoNodeLargeEnough { request, largest } => {
                write!(f, "no node can ever hold {request}: the largest is {largest}")
            }
            WaitReason::ConstraintUnsatisfied { nodes_checked } => {
                write!(f, "placement constraint fails on all {nodes_checked} nodes large enough")
            }
            WaitReason::NoNodeWithRoom { request, nodes, largest_free } => {
                write!(f, "none of {nodes} nodes has {request} free (largest free: {largest_free})")
            }
            WaitReason::NodesReservedByOthers { nodes } => {
                write!(f, "{nodes} node(s) with room are reserved by other applications")
            }
            WaitReason::HoldsReservation { node, free, request } => {
                write!(f, "holds a reservation on node #{node}, which has {free} free of {request} needed")
            }
            WaitReason::NonPartitionedFirst { missed, needed } => write!(
                f,
                "a non-exclusive partition has room, but default-partition requests wait {needed} scheduling \
                 opportunities first ({missed} so far)"
            ),
            WaitReason::BehindBlockedApp { app, request } => write!(
                f,
                "queued behind {}, whose request for {request} does not fit under the queue's maximum",
                app.yarn_name()
            ),
            WaitReason::WaitingForTurn { apps_ahead } => {
                write!(f, "nothing blocks it: waiting for a node heartbeat behind {apps_ahead} application(s)")
            }
        }
    }
}

fn on(partition: &str) -> String {
    if partition.is_empty() {
        String::new()
    } else {
        alloc::format!(" in partition {partition}")
    }
}

/// Counts from one scan over candidate nodes.
#[derive(Default)]
struct NodeScan {
    nodes: u32,
    largest_capability: Resource,
    fit_capability: u32,
    constraint_ok: u32,
    with_room: u32,
    reserved_by_others: u32,
    largest_free: Resource,
}

impl CapacityScheduler {
    /// Every reason why request `key` of `app` is still waiting now.
    pub fn why_waiting(
        &self,
        topology: &Topology,
        app: AppId,
        key: RequestKey,
        check: &dyn PlacementCheck,
    ) -> Result<Vec<WaitReason>, SchedulerError> {
        let a = self.apps.get(app.index()).ok_or(SchedulerError::UnknownApp(app))?;
        if !matches!(a.state, AppState::Pending | AppState::Active) {
            return Err(SchedulerError::AppNotRunning(app));
        }
        let leaf = a.queue.ok_or(SchedulerError::AppNotRunning(app))?;
        let ask = a.ask(key).ok_or(SchedulerError::UnknownRequest { app, key })?;
        if ask.count == 0 {
            return Err(SchedulerError::NotPending { app, key });
        }
        let qc = self.config.queue(leaf);
        let mut out = Vec::new();

        if a.state == AppState::Pending {
            match self.activation_block(app) {
                Some(ActivationBlock::QueueAmLimit { am_used, am_resource, limit }) => {
                    out.push(WaitReason::QueueAmLimit { queue: qc.path.clone(), am_used, am_resource, limit })
                }
                Some(ActivationBlock::UserAmLimit { am_used, am_resource, limit }) => {
                    out.push(WaitReason::UserAmLimit {
                        queue: qc.path.clone(),
                        user: String::from(a.user.as_str()),
                        am_used,
                        am_resource,
                        limit,
                    })
                }
                // Not blocked now: activation is re-tried at the next submission, finish or cluster change.
                None => out.push(WaitReason::AwaitingActivation { queue: qc.path.clone() }),
            }
            return Ok(out);
        }
        if a.waiting_for_am() && !ask.is_am {
            out.push(WaitReason::WaitingForAmContainer);
            return Ok(out);
        }

        let p = ask.partition;
        let pname = self.partitions.get(p.index()).map(|x| x.name.clone()).unwrap_or_default();

        // Queue maximums, leaf to root.
        for (id, used, maximum) in self.queues_over_maximum(leaf, p, &ask.size) {
            out.push(WaitReason::QueueAtMaximum {
                queue: self.config.queue(id).path.clone(),
                partition: pname.clone(),
                used,
                request: ask.size,
                maximum,
            });
        }

        // User limit.
        let limit = self.user_limit_for(leaf, &a.user, p, SchedulingMode::RespectPartitionExclusivity);
        let user_used = self.queues[leaf.index()]
            .users
            .get(a.user.as_str())
            .and_then(|u| u.used.get(p.index()).copied())
            .unwrap_or_default();
        if self.rc.greater_than(&self.cluster, &user_used, &limit) {
            out.push(WaitReason::UserOverLimit {
                queue: qc.path.clone(),
                user: String::from(a.user.as_str()),
                partition: pname.clone(),
                used: user_used,
                limit,
            });
        }

        // Nodes of the request's partition.
        let own = self.scan(topology, app, ask, check, |part| part == p);
        if own.nodes == 0 {
            out.push(WaitReason::PartitionEmpty { partition: pname.clone() });
        } else if own.fit_capability == 0 {
            out.push(WaitReason::NoNodeLargeEnough { request: ask.size, largest: own.largest_capability });
        } else if own.constraint_ok == 0 {
            out.push(WaitReason::ConstraintUnsatisfied { nodes_checked: own.fit_capability });
        } else if own.with_room == 0 {
            if own.reserved_by_others > 0 {
                out.push(WaitReason::NodesReservedByOthers { nodes: own.reserved_by_others });
            }
            out.push(WaitReason::NoNodeWithRoom {
                request: ask.size,
                nodes: own.constraint_ok,
                largest_free: own.largest_free,
            });
        }
        if let Some((&node, _)) =
            a.reservations.iter().find(|(_, c)| self.containers.get(c).is_some_and(|c| c.key == key))
        {
            out.push(WaitReason::HoldsReservation {
                node,
                free: self.node_unallocated(topology, node),
                request: ask.size,
            });
        }

        // Borrowable non-exclusive nodes for default-partition requests.
        if p == Topology::DEFAULT_PARTITION && own.with_room == 0 && !a.waiting_for_am() {
            let borrow = self.scan(topology, app, ask, check, |part| {
                part != Topology::DEFAULT_PARTITION && self.partitions.get(part.index()).is_some_and(|x| !x.exclusive)
            });
            if borrow.with_room > 0 && ask.missed_non_partitioned < self.num_nodes {
                out.push(WaitReason::NonPartitionedFirst {
                    missed: ask.missed_non_partitioned,
                    needed: self.num_nodes,
                });
            }
        }

        if out.is_empty() {
            if let Some((other, request)) = self.blocking_app_ahead(leaf, app, p) {
                out.push(WaitReason::BehindBlockedApp { app: other, request });
            }
        }
        if out.is_empty() {
            let ahead = self
                .sorted_apps(leaf)
                .into_iter()
                .take_while(|x| *x != app)
                .filter(|x| self.apps[x.index()].outstanding() > 0)
                .count() as u32;
            out.push(WaitReason::WaitingForTurn { apps_ahead: ahead });
        }
        Ok(out)
    }

    /// Queues from `leaf` up to root that cannot take `size` more in partition `p` without passing their maximum:
    /// (queue, used, maximum).
    pub(crate) fn queues_over_maximum(
        &self,
        leaf: QueueId,
        p: PartitionId,
        size: &Resource,
    ) -> Vec<(QueueId, Resource, Resource)> {
        let min = self.config.minimum_allocation;
        let mut out = Vec::new();
        let mut q = Some(leaf);
        while let Some(id) = q {
            let queue = &self.queues[id.index()];
            let used = queue.usage(p.index()).used;
            let maximum = queue.maximum_down(p.index(), &self.rc, &min);
            if !self.rc.fits_in(&(used + *size), &maximum) {
                out.push((id, used, maximum));
            }
            q = self.config.queue(id).parent;
        }
        out
    }

    /// The first application ahead of `app` whose next request in partition `p` stops the queue at its maximum.
    fn blocking_app_ahead(&self, leaf: QueueId, app: AppId, p: PartitionId) -> Option<(AppId, Resource)> {
        for other in self.sorted_apps(leaf).into_iter().take_while(|x| *x != app) {
            let o = &self.apps[other.index()];
            let limit = self.user_limit_for(leaf, &o.user, p, SchedulingMode::RespectPartitionExclusivity);
            let used = self.queues[leaf.index()]
                .users
                .get(o.user.as_str())
                .and_then(|u| u.used.get(p.index()).copied())
                .unwrap_or_default();
            if self.rc.greater_than(&self.cluster, &used, &limit) {
                continue; // skipped for its user limit, does not block
            }
            let next = o.asks.iter().find(|k| k.count > 0 && k.partition == p && (!o.waiting_for_am() || k.is_am));
            if let Some(k) = next {
                if !self.queues_over_maximum(leaf, p, &k.size).is_empty() {
                    return Some((other, k.size));
                }
            }
        }
        None
    }

    fn scan(
        &self,
        topology: &Topology,
        app: AppId,
        ask: &ResourceAsk,
        check: &dyn PlacementCheck,
        in_scope: impl Fn(PartitionId) -> bool,
    ) -> NodeScan {
        let mut s = NodeScan::default();
        let constrained = matches!(ask.kind, AskKind::SchedulingRequest { .. });
        for id in topology.live_nodes() {
            let n = topology.node(id);
            if !n.is_schedulable() || !in_scope(n.partition) {
                continue;
            }
            s.nodes += 1;
            if self.rc.greater_than(&self.cluster, &n.capability, &s.largest_capability) {
                s.largest_capability = n.capability;
            }
            if !self.rc.fits_in(&ask.size, &n.capability) {
                continue;
            }
            s.fit_capability += 1;
            if constrained && !check.can_place(topology, app, ask, id) {
                continue;
            }
            s.constraint_ok += 1;
            let free = self.node_unallocated(topology, id);
            let reserved_by =
                self.nodes.get(id.index()).and_then(|x| x.reservation).and_then(|c| self.containers.get(&c));
            let fits = self.rc.available_containers(&free, &ask.size) > 0;
            match reserved_by {
                Some(c) if c.app != app => {
                    if fits {
                        s.reserved_by_others += 1;
                    }
                }
                _ => {
                    if fits {
                        s.with_room += 1;
                    }
                    if self.rc.greater_than(&self.cluster, &free, &s.largest_free) {
                        s.largest_free = free;
                    }
                }
            }
        }
        s
    }
}
