//! The allocation loop for one node heartbeat, following Hadoop's `CapacityScheduler.allocateContainersToNode`,
//! `ParentQueue`/`LeafQueue.assignContainers` and `RegularContainerAllocator`.
//!
//! Per heartbeat, repeatedly (while `per-node-heartbeat.multiple-assignments-enabled`, below
//! `maximum-container-assignments`, and below `maximum-offswitch-assignments` — every assignment here is
//! off-switch because locality is not modelled, so the default of 1 means one container per heartbeat):
//! 1. If the node holds a reservation, only the reserving application is served: it converts the reservation
//!    when the node has room, renews it otherwise, or drops it if it no longer needs containers. A node that is
//!    still reserved gets nothing else.
//! 2. Otherwise, if at least a minimum allocation is free, the node is offered from root with
//!    RESPECT_PARTITION_EXCLUSIVITY; if nothing was allocated or reserved and the node is in a non-exclusive
//!    partition, again with IGNORE_PARTITION_EXCLUSIVITY for default-partition requests.
//! 3. A parent checks its own limit (`used ≥ limit` stops it), then offers the node to its children in
//!    ordering-policy order with `limit(child) = roundDown(min(limit − used + used(child), max(child)))`; the
//!    first child that allocates or reserves ends the pass. A child blocked by its limit subtracts its headroom
//!    from what later siblings may use.
//! 4. A leaf checks its limit, then serves activated applications in order: skip users over their user limit
//!    (`used > limit`), try the application's requests by priority; the first allocation or reservation ends the
//!    pass; an application that cannot use the node is skipped; a request blocked by the queue's headroom stops
//!    the leaf.
//! 5. A request fits if the node's free resources hold it; if it does not but the node's capability could, the
//!    application reserves the node (unless it already has as many reservations as outstanding containers, bar
//!    starvation).

use alloc::sync::Arc;
use alloc::vec::Vec;

use super::app::{AskKind, RequestKey, ResourceAsk, SchedulerApp};
use super::container::{Container, ContainerState, SchedulerEvent, UnreserveReason};
use super::ordering::{
    compare_fair, compare_fifo, fifo_key, orders_totally, sort_queues, AppSortKey, QueueSortKey, Walked,
};
use super::queue::{QueueId, QueueUser};
use super::user_limit::{compute_user_limit, weighted, UserLimit, UserLimitInputs, UserSums};
use super::{config::OrderingPolicy, slot, CapacityScheduler, PlacementCheck, SchedulingMode};
use crate::ids::{AppId, ContainerId};
use crate::resource::{CalculatorKind, Resource, MAX_RESOURCE_TYPES};
use crate::topology::{NodeId, PartitionId, Topology};

const DEFAULT: PartitionId = Topology::DEFAULT_PARTITION;

/// Where a leaf's offer reads its applications in serving order from.
enum Serving {
    /// The active list, already in FIFO order.
    InPlace,
    /// The leaf's kept order ([`ServingOrder`](super::ordering::ServingOrder)).
    Kept,
}

/// Hadoop's `ResourceLimits` as passed down the tree during one assignment.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub limit: Resource,
    pub headroom: Resource,
    pub amount_needed_unreserve: Resource,
    pub blocked_headroom: Resource,
}

impl Limits {
    pub(crate) fn new(limit: Resource) -> Self {
        Limits { limit, headroom: limit, amount_needed_unreserve: Resource::ZERO, blocked_headroom: Resource::ZERO }
    }

    fn net_limit(&self) -> Resource {
        self.limit - self.blocked_headroom
    }
}

/// Why an assignment produced nothing (`CSAssignment.SkippedType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Skip {
    None,
    /// The application could not use the node; try the next one.
    Other,
    /// The queue's limit stopped it.
    QueueLimit,
}

/// The result of offering a node to a queue or an application.
#[derive(Clone, Copy, Debug)]
struct Assignment {
    /// Allocated or reserved (zero if nothing).
    resource: Resource,
    reserved: bool,
    skip: Skip,
}

impl Assignment {
    const NULL: Assignment = Assignment { resource: Resource::ZERO, reserved: false, skip: Skip::None };

    fn skipped(skip: Skip) -> Self {
        Assignment { skip, ..Assignment::NULL }
    }

    fn assigned(&self) -> bool {
        !self.resource.is_zero()
    }
}

/// The outcome of trying one request on one node (`AllocationState`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AllocState {
    Allocated { unreserve: Option<ContainerId> },
    Reserved,
    AppSkipped,
    QueueSkipped,
    PrioritySkipped,
    LocalitySkipped,
}

/// Java's `Resources.ratio` in `float` (see `user_limit`).
pub(crate) fn ratio_f32(cs: &CapacityScheduler, a: &Resource, b: &Resource) -> f32 {
    let one = |x: i64, y: i64| if y == 0 { 0.0 } else { x as f32 / y as f32 };
    match cs.rc.kind {
        CalculatorKind::Default => one(a.memory(), b.memory()),
        CalculatorKind::Dominant => {
            (0..cs.rc.types.clamp(2, MAX_RESOURCE_TYPES)).map(|i| one(a.0[i], b.0[i])).fold(0.0f32, f32::max)
        }
    }
}

impl CapacityScheduler {
    /// A node heartbeat: allocate, reserve or convert reservations on `node`.
    pub fn node_heartbeat(
        &mut self,
        topology: &Topology,
        node: NodeId,
        check: &mut dyn PlacementCheck,
    ) -> Vec<SchedulerEvent> {
        let mut events = Vec::new();
        self.node_heartbeat_into(topology, node, check, &mut events);
        events
    }

    /// [`node_heartbeat`](Self::node_heartbeat), adding its events to `events` (a caller that offers one node at
    /// a time keeps one list for them: most heartbeats decide nothing, and the others one container).
    pub fn node_heartbeat_into(
        &mut self,
        topology: &Topology,
        node: NodeId,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) {
        events.append(&mut self.sync(topology));
        if self.offers_nothing() {
            return;
        }
        let Some(n) = topology.nodes.get(node.index()) else { return };
        if !n.is_schedulable() || n.partition.index() >= self.partitions.len() {
            return;
        }
        let (mut assigned, mut offswitch) = (0i32, 0i32);
        while let Some(a) = self.allocate_on_node(topology, node, check, events) {
            if !a.assigned() {
                break;
            }
            offswitch += 1;
            assigned += 1;
            let more = offswitch < self.config.maximum_offswitch_assignments
                && !a.reserved
                && self.config.multiple_assignments_enabled
                && (self.config.maximum_container_assignments == -1
                    || assigned < self.config.maximum_container_assignments);
            if !more {
                break;
            }
        }
    }

    /// `allocateContainerOnSingleNode`.
    fn allocate_on_node(
        &mut self,
        topology: &Topology,
        node: NodeId,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Option<Assignment> {
        if let Some(r) = self.nodes[node.index()].reservation {
            self.allocate_from_reservation(topology, node, r, check, events);
        }
        if self.nodes[node.index()].reservation.is_some() {
            return None;
        }
        let min = self.config.minimum_allocation;
        if self.rc.available_containers(&self.node_unallocated(topology, node), &min) <= 0 {
            return None;
        }
        let p = topology.node(node).partition;
        let root = QueueId(0);
        let mut limits = Limits::new(self.partition_resource(p));
        let a = self.assign_queue(
            topology,
            root,
            node,
            &mut limits,
            SchedulingMode::RespectPartitionExclusivity,
            check,
            events,
        );
        if a.assigned() {
            return Some(a);
        }
        if p == DEFAULT || self.partitions[p.index()].exclusive {
            return None;
        }
        let mut limits = Limits::new(self.partition_resource(DEFAULT));
        let a = self.assign_queue(
            topology,
            root,
            node,
            &mut limits,
            SchedulingMode::IgnorePartitionExclusivity,
            check,
            events,
        );
        Some(a)
    }

    #[allow(clippy::too_many_arguments)]
    fn assign_queue(
        &mut self,
        topology: &Topology,
        q: QueueId,
        node: NodeId,
        limits: &mut Limits,
        mode: SchedulingMode,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Assignment {
        if !self.wants_node(q, topology.node(node).partition, mode) {
            return Assignment::NULL;
        }
        if self.config.queue(q).is_leaf() {
            self.assign_leaf(topology, q, node, limits, mode, check, events)
        } else {
            self.assign_parent(topology, q, node, limits, mode, check, events)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn assign_parent(
        &mut self,
        topology: &Topology,
        q: QueueId,
        node: NodeId,
        limits: &mut Limits,
        mode: SchedulingMode,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Assignment {
        let p = topology.node(node).partition;
        // canAssign(node): no reservation and at least a minimum allocation free.
        let free = self.node_unallocated(topology, node);
        if self.nodes[node.index()].reservation.is_some()
            || !self.rc.less_than_or_equal(&self.cluster, &self.config.minimum_allocation, &free)
        {
            return Assignment::NULL;
        }
        // The queue metrics' reserved resource: the default partition's.
        let reserved = self.queues[q.index()].usage(DEFAULT.index()).reserved;
        if !self.can_assign_to_queue(q, p, limits, reserved, mode) {
            return Assignment::NULL;
        }
        let mut result = Assignment::NULL;
        // One child needs no ordering (nor a list of it): the common `root.default` offers its node without
        // building sort keys. Of several, only those that can take the node are ordered and offered it
        // (`offer_order`): the others would return at once with nothing, after their limit was worked out.
        let order = (self.config.queue(q).children.len() > 1).then(|| self.offer_order(q, p, mode));
        for i in 0..order.as_ref().map_or(self.config.queue(q).children.len(), Vec::len) {
            let child = order.as_ref().map_or_else(|| self.config.queue(q).children[i], |o| o[i]);
            let mut child_limits = Limits::new(self.child_limit(q, child, limits.net_limit(), p));
            let a = self.assign_queue(topology, child, node, &mut child_limits, mode, check, events);
            if a.assigned() {
                return a;
            }
            if a.skip == Skip::QueueLimit {
                if result.skip != Skip::QueueLimit {
                    result = a;
                }
                let blocked = if self.config.queue(child).is_leaf() {
                    child_limits.headroom
                } else {
                    child_limits.blocked_headroom
                };
                limits.blocked_headroom += self.rc.max(&self.cluster, &blocked, &Resource::ZERO);
            }
        }
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn assign_leaf(
        &mut self,
        topology: &Topology,
        q: QueueId,
        node: NodeId,
        limits: &mut Limits,
        mode: SchedulingMode,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Assignment {
        let p = topology.node(node).partition;
        let continue_looking = self.config.reservations_continue_look_all_nodes;
        let mut need_queue_check = true;
        let mut leaf_limit: Option<Resource> = None;
        // The applications in the order they are served. When the active list already is in it (FIFO, nearly
        // always), it is read in place: the first allocation or reservation ends the pass, so it does not change
        // while it is read. Otherwise (a fair leaf, or a FIFO leaf whose applications came in out of priority
        // order) the leaf's order is kept between offers and read in place too: what the pass changes is only
        // noted, not moved, until the next offer. Once the queue's limit is checked, only the applications that
        // want containers (`Queue::wanting` in FIFO order, or the kept order's wanting list) are offered the node:
        // the others would be skipped for having nothing pending here, with nothing else done for them.
        let fair = match self.config.queue(q).ordering_policy {
            OrderingPolicy::Fair { size_based_weight } => Some(size_based_weight),
            _ => None,
        };
        let compare = move |a: &AppSortKey, b: &AppSortKey| match fair {
            Some(size_based_weight) => compare_fair(a, b, size_based_weight),
            None => compare_fifo(a, b),
        };
        let serving = if fair.is_none() && self.fifo_in_place(q) {
            Serving::InPlace
        } else {
            self.update_serving_order(q, compare);
            Serving::Kept
        };
        debug_assert_eq!(
            self.queues[q.index()].wanting,
            super::wanting_of(&self.apps, &self.queues[q.index()].active_apps),
            "the applications of {q:?} that want containers, in FIFO order"
        );
        // How far the walk has got: in the active list, and how many of those walked want containers; in the
        // kept order's two lists.
        let (mut next, mut wanting_walked, mut walked) = (0, 0, Walked::default());
        while need_queue_check {
            let app = match serving {
                Serving::InPlace => {
                    let Some(&app) = self.queues[q.index()].active_apps.get(next) else { break };
                    next += 1;
                    if self.apps[app.index()].outstanding() > 0 {
                        wanting_walked += 1;
                    }
                    app
                }
                Serving::Kept => match self.queues[q.index()].serving_order.next(&mut walked, compare) {
                    Some(app) => app,
                    None => break,
                },
            };
            // Hadoop's getCurrentReservation(): the default partition's reservations.
            let app_reserved = self.apps[app.index()].reserved_in(DEFAULT);
            if !self.can_assign_to_queue(q, p, limits, app_reserved, mode) {
                return Assignment::NULL;
            }
            if !continue_looking || app_reserved.is_zero() {
                need_queue_check = false;
            }
            if let Some(a) = self.offer_to_app(topology, q, app, node, limits, mode, &mut leaf_limit, check, events) {
                return a;
            }
        }
        let (mut k, wanting) = match serving {
            Serving::InPlace => (wanting_walked, self.queues[q.index()].wanting.len()),
            Serving::Kept => (walked.wanting(), self.queues[q.index()].serving_order.wanting_len()),
        };
        while k < wanting {
            let queue = &self.queues[q.index()];
            let app = match serving {
                Serving::InPlace => queue.wanting[k],
                Serving::Kept => match queue.serving_order.wanting(k) {
                    Some(app) => app,
                    None => break,
                },
            };
            k += 1;
            if let Some(a) = self.offer_to_app(topology, q, app, node, limits, mode, &mut leaf_limit, check, events) {
                return a;
            }
        }
        Assignment::NULL
    }

    /// A leaf's offer of the node to one of its applications, after the queue's own check: `Some` ends the pass
    /// (an allocation or reservation, or what stops the leaf), `None` goes on to the next application.
    /// `leaf_limit` is the leaf's user limit (`UserLimit::limit`), worked out for the first application that has
    /// something pending.
    #[allow(clippy::too_many_arguments)]
    fn offer_to_app(
        &mut self,
        topology: &Topology,
        q: QueueId,
        app: AppId,
        node: NodeId,
        limits: &mut Limits,
        mode: SchedulingMode,
        leaf_limit: &mut Option<Resource>,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Option<Assignment> {
        let p = topology.node(node).partition;
        let look = if mode == SchedulingMode::IgnorePartitionExclusivity { DEFAULT } else { p };
        // assign_app skips an application with nothing pending here whatever its user's limit says, so the
        // user-limit check is not worth making for it (the check's one side effect,
        // `limits.amount_needed_unreserve`, is reset by the next application's check before anything reads
        // it). Most applications of a busy leaf are in this state most of the time.
        if !self.rc.greater_than(&self.cluster, &self.apps[app.index()].pending_in(look), &Resource::ZERO) {
            return None;
        }
        // Nothing the user limit reads changes while the leaf's applications are offered the node (the first
        // allocation or reservation ends the pass), so it is computed once per offer, not once per application.
        if leaf_limit.is_none() {
            *leaf_limit = Some(self.allocation_user_limit(q, p, mode));
        }
        let leaf_limit = leaf_limit.as_ref()?;
        // The user is looked up once for its weight and its usage.
        let a = &self.apps[app.index()];
        let user = self.queues[q.index()].users.get_hinted(a.user.as_str(), &a.user_slot)?;
        let limit = weighted(&self.rc, leaf_limit, user.weight, &self.config.minimum_allocation);
        if !self.can_assign_to_user(user, &limit, app, p, limits) {
            return None;
        }
        let a = self.assign_app(topology, app, node, limits, mode, leaf_limit, check, events);
        if a.assigned() {
            return Some(a);
        }
        match a.skip {
            Skip::Other => None,
            Skip::QueueLimit => Some(a),
            Skip::None => Some(Assignment::NULL),
        }
    }

    /// Offers the node to one application of a leaf whose user limit is `leaf_limit` (`UserLimit::limit`, for this
    /// partition and mode).
    #[allow(clippy::too_many_arguments)]
    fn assign_app(
        &mut self,
        topology: &Topology,
        app: AppId,
        node: NodeId,
        limits: &mut Limits,
        mode: SchedulingMode,
        leaf_limit: &Resource,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Assignment {
        let p = topology.node(node).partition;
        let look = if mode == SchedulingMode::IgnorePartitionExclusivity { DEFAULT } else { p };
        if !self.rc.greater_than(&self.cluster, &self.apps[app.index()].pending_in(look), &Resource::ZERO) {
            return Assignment::skipped(Skip::Other);
        }
        // By position, not by a copied list of keys: trying a request does not change the application's asks
        // (only its miss counters); the first request that is not skipped ends the loop. The asks already
        // satisfied (a count of 0, which `precheck_and_assign` skips first thing) are not walked.
        let a = &self.apps[app.index()];
        let (from, asks) = (a.wanted_from(), a.asks.len());
        for i in from..asks {
            let st = self.precheck_and_assign(topology, app, i, node, limits, mode, check);
            if st == AllocState::PrioritySkipped {
                continue;
            }
            let key = self.apps[app.index()].asks[i].key;
            return self.commit(topology, app, key, node, mode, st, None, Some(leaf_limit), check, events);
        }
        Assignment::skipped(Skip::Other)
    }

    /// `preCheckForNodeCandidateSet` followed by `assignContainer`, for the application's ask at position `i`
    /// (its asks are in key order, so this is the ask its key finds).
    #[allow(clippy::too_many_arguments)]
    fn precheck_and_assign(
        &mut self,
        topology: &Topology,
        app: AppId,
        i: usize,
        node: NodeId,
        limits: &Limits,
        mode: SchedulingMode,
        check: &dyn PlacementCheck,
    ) -> AllocState {
        let a = &self.apps[app.index()];
        let ask = &a.asks[i];
        let key = ask.key;
        if ask.count == 0 {
            return AllocState::PrioritySkipped;
        }
        // The AM's own requests only exist once the AM runs.
        if a.waiting_for_am() && !ask.is_am {
            return AllocState::PrioritySkipped;
        }
        // AM containers are never placed on a borrowed non-exclusive node.
        if mode == SchedulingMode::IgnorePartitionExclusivity && a.waiting_for_am() {
            return AllocState::AppSkipped;
        }
        let p = topology.node(node).partition;
        let look = if mode == SchedulingMode::IgnorePartitionExclusivity { DEFAULT } else { p };
        if ask.partition != look {
            return AllocState::PrioritySkipped;
        }
        if matches!(ask.kind, AskKind::SchedulingRequest { .. }) && !check.can_place(topology, app, ask, node) {
            return AllocState::PrioritySkipped;
        }
        let continue_looking = self.config.reservations_continue_look_all_nodes;
        if !continue_looking && !self.should_allocate_or_reserve(app, key) {
            return AllocState::PrioritySkipped;
        }
        let size = ask.size;
        let unreservable = if continue_looking && p == DEFAULT { a.reserved_in(DEFAULT) } else { Resource::ZERO };
        if !self.rc.greater_than_or_equal(&self.cluster, &(limits.headroom + unreservable), &size) {
            return AllocState::QueueSkipped;
        }
        let default_ask = ask.partition == DEFAULT;
        let num_nodes = self.num_nodes;
        let missed = if default_ask {
            let ask = &mut self.apps[app.index()].asks[i];
            ask.missed_non_partitioned += 1;
            ask.missed_non_partitioned
        } else {
            0
        };
        if mode == SchedulingMode::IgnorePartitionExclusivity && missed < num_nodes {
            return AllocState::AppSkipped;
        }
        match self.assign_container(topology, app, key, node, limits, false) {
            AllocState::LocalitySkipped => AllocState::AppSkipped,
            st => st,
        }
    }

    /// `RegularContainerAllocator.assignContainer`: allocate if the node has room, otherwise reserve.
    fn assign_container(
        &self,
        topology: &Topology,
        app: AppId,
        key: RequestKey,
        node: NodeId,
        limits: &Limits,
        from_reservation: bool,
    ) -> AllocState {
        let a = &self.apps[app.index()];
        let Some(ask) = a.ask(key) else { return AllocState::LocalitySkipped };
        let cap = ask.size;
        let n = topology.node(node);
        // A node that could never hold the container is skipped (a componentwise check, as newer Hadoop does;
        // comparing dominant shares would reserve nodes the container can never fit).
        if !self.rc.fits_in(&cap, &n.capability) {
            return AllocState::LocalitySkipped;
        }
        let should = self.should_allocate_or_reserve(app, key);
        let available = self.rc.available_containers(&self.node_unallocated(topology, node), &cap);
        let need_res = self.rc.max(&self.cluster, &(cap - limits.headroom), &limits.amount_needed_unreserve);
        let need_to_unreserve = self.rc.greater_than(&self.cluster, &need_res, &Resource::ZERO);
        let continue_looking = self.config.reservations_continue_look_all_nodes;
        if available > 0 {
            let mut unreserve = None;
            if !from_reservation && continue_looking && n.partition == DEFAULT && (!should || need_to_unreserve) {
                let amount = if need_to_unreserve { need_res } else { cap };
                unreserve = self.find_reservation_to_release(app, key, &amount);
                if unreserve.is_none() {
                    return AllocState::LocalitySkipped;
                }
            }
            AllocState::Allocated { unreserve }
        } else if should || from_reservation {
            if continue_looking && !from_reservation && need_to_unreserve {
                return AllocState::LocalitySkipped;
            }
            AllocState::Reserved
        } else {
            AllocState::LocalitySkipped
        }
    }

    /// `shouldAllocOrReserveNewContainer`: `starvation + outstanding − reserved > 0`.
    fn should_allocate_or_reserve(&self, app: AppId, key: RequestKey) -> bool {
        let a = &self.apps[app.index()];
        let Some(ask) = a.ask(key) else { return false };
        let reserved = a.reservations_for(key, &self.containers) as i64;
        let mut starvation = 0i64;
        if reserved > 0 {
            starvation = ((ask.re_reservations as f32 / reserved as f32) * self.starvation_factor(a, ask)) as i64;
        }
        starvation + ask.count as i64 - reserved > 0
    }

    /// The factor of the starvation term: `1 − min(size / maximum, (maximum − minimum) / maximum)` with the leaf's
    /// maximum allocation. For a node-sized ask it is `minimum / maximum`, so starvation needs `maximum / minimum`
    /// re-reservations per reserved node.
    fn starvation_factor(&self, a: &SchedulerApp, ask: &ResourceAsk) -> f32 {
        let leaf_max =
            a.queue.map(|q| self.config.queue(q).maximum_allocation).unwrap_or(self.config.maximum_allocation);
        let node_factor = ratio_f32(self, &ask.size, &leaf_max);
        let min_alloc_factor = ratio_f32(self, &(leaf_max - self.config.minimum_allocation), &leaf_max);
        1.0 - node_factor.min(min_alloc_factor)
    }

    /// How many rounds of node heartbeats, counted from its first renewal, a reserved request needs before its
    /// starvation term lets it reserve or allocate on another node — for every reserved request that depends on
    /// that term (`outstanding ≤ reserved`), whether or not it has got there yet; the largest count, or `None`.
    /// Every heartbeat of a reserved node renews its reservation and counts one re-reservation, so a round adds
    /// one per reserved node. Nothing is reported while the count grows, so the simulator waits this long (and a
    /// few rounds more, for the node the request may now use to beat) before it calls a run stalled; counted from
    /// the first renewal, the wait stays bounded even when renewals stop (e.g. at a queue limit).
    pub fn reservation_starvation_rounds(&self) -> Option<u64> {
        let mut most: Option<u64> = None;
        for a in self.apps.iter().filter(|a| !a.reservations.is_empty()) {
            for ask in &a.asks {
                let reserved = a.reservations_for(ask.key, &self.containers) as u64;
                if reserved == 0 || u64::from(ask.count) > reserved {
                    continue;
                }
                let factor = self.starvation_factor(a, ask) as f64;
                if factor <= 0.0 {
                    continue;
                }
                // `starvation + count − reserved > 0` needs starvation ≥ reserved − count + 1.
                let needed = (reserved as i64 - ask.count as i64 + 1).max(1) as f64;
                let renewals = libm::ceil(needed * reserved as f64 / factor) as u64;
                // One round more for the f32 arithmetic of the real term.
                let rounds = renewals.div_ceil(reserved) + 1;
                most = Some(most.map_or(rounds, |m| m.max(rounds)));
            }
        }
        most
    }

    /// `findNodeToUnreserve`: the first reservation of the same request that is at least `amount` (only in the
    /// default partition, where continue-looking applies, so that usage freed and used are in one partition).
    fn find_reservation_to_release(&self, app: AppId, key: RequestKey, amount: &Resource) -> Option<ContainerId> {
        self.apps[app.index()]
            .reservations
            .values()
            .filter_map(|c| self.containers.get(c))
            .find(|c| c.key == key && c.partition == DEFAULT && self.rc.fits_in(amount, &c.resource))
            .map(|c| c.id)
    }

    /// `canAssignToThisQueue`: `used ≥ limit` stops the queue, unless unreserving could bring it under.
    fn can_assign_to_queue(
        &self,
        q: QueueId,
        p: PartitionId,
        limits: &mut Limits,
        could_unreserve: Resource,
        mode: SchedulingMode,
    ) -> bool {
        let queue = &self.queues[q.index()];
        let current = match mode {
            SchedulingMode::RespectPartitionExclusivity => {
                let max = queue.maximum_down(p.index(), &self.rc, &self.config.minimum_allocation);
                self.rc.min(&self.cluster, &max, &limits.limit)
            }
            SchedulingMode::IgnorePartitionExclusivity => self.partition_resource(p),
        };
        let used = queue.usage(p.index()).used;
        limits.headroom = current - used;
        if self.rc.greater_than_or_equal(&self.cluster, &used, &current) {
            if self.config.reservations_continue_look_all_nodes
                && p == DEFAULT
                && self.rc.greater_than(&self.cluster, &could_unreserve, &Resource::ZERO)
            {
                let without = used - could_unreserve;
                if self.rc.less_than(&self.cluster, &without, &current) {
                    limits.amount_needed_unreserve = used - current;
                    return true;
                }
            }
            return false;
        }
        true
    }

    /// `canAssignToUser`: blocked only when `used > limit` (so a user may overshoot by one container).
    fn can_assign_to_user(
        &self,
        u: &QueueUser,
        limit: &Resource,
        app: AppId,
        p: PartitionId,
        limits: &mut Limits,
    ) -> bool {
        limits.amount_needed_unreserve = Resource::ZERO;
        let used = Resource::in_partition(&u.used, p.index());
        if self.rc.greater_than(&self.cluster, &used, limit) {
            if self.config.reservations_continue_look_all_nodes {
                // `user.getUsed()` and `getCurrentReservation()` are the default partition's in Hadoop.
                let user_default = Resource::in_partition(&u.used, DEFAULT.index());
                let without = user_default - self.apps[app.index()].reserved_in(DEFAULT);
                if self.rc.less_than_or_equal(&self.cluster, &without, limit) {
                    limits.amount_needed_unreserve = used - *limit;
                    return true;
                }
            }
            return false;
        }
        true
    }

    /// `getResourceLimitsOfChild`.
    fn child_limit(&self, parent: QueueId, child: QueueId, parent_limit: Resource, p: PartitionId) -> Resource {
        let min = self.config.minimum_allocation;
        let avail = parent_limit - self.queues[parent.index()].usage(p.index()).used;
        let limit = avail + self.queues[child.index()].usage(p.index()).used;
        let max = self.queues[child.index()].maximum_down(p.index(), &self.rc, &min);
        self.rc.round_down(&self.rc.min(&self.cluster, &limit, &max), &min)
    }

    /// Whether offering queue `q` a node of partition `p` in `mode` can come to anything: a queue that cannot use
    /// the partition, or has nothing pending where it looks, gets nothing and reaches no limit.
    fn wants_node(&self, q: QueueId, p: PartitionId, mode: SchedulingMode) -> bool {
        if mode == SchedulingMode::RespectPartitionExclusivity
            && !self.config.queue(q).accessible_node_labels.can_access(&self.partitions[p.index()].name)
        {
            return false;
        }
        let look = if mode == SchedulingMode::IgnorePartitionExclusivity { DEFAULT } else { p };
        self.rc.greater_than(&self.cluster, &self.queues[q.index()].usage(look.index()).pending, &Resource::ZERO)
    }

    /// The children of `q` that can take a node of partition `p` in `mode` ([`wants_node`](Self::wants_node)),
    /// in the order its policy offers the node to them. Hadoop sorts every child on every offer; a parent with
    /// hundreds of children of which a few have work left spent most of a run doing so. When the comparator orders
    /// the children totally, only those that want the node are sorted: a stable sort of them gives them the order
    /// they have in the whole set sorted. Otherwise every child is sorted, and the rest are dropped after.
    pub fn offer_order(&self, q: QueueId, p: PartitionId, mode: SchedulingMode) -> Vec<QueueId> {
        let qc = self.config.queue(q);
        let total = match self.queues[q.index()].children_order_totally.get(p.index()) {
            Some(&total) => {
                debug_assert_eq!(total, self.children_order_totally(q, p), "kept since the capacities were set");
                total
            }
            None => self.children_order_totally(q, p),
        };
        let part = &self.partitions[p.index()];
        let min = self.config.minimum_allocation;
        let key = |c: QueueId| {
            let queue = &self.queues[c.index()];
            let caps = queue.capacities(p.index());
            QueueSortKey {
                queue: c,
                accessible: part.name.is_empty() || self.config.queue(c).accessible_node_labels.can_access(&part.name),
                absolute_capacity: caps.absolute_capacity,
                used_capacity: queue.used_capacity(p.index(), &self.rc, &part.resource, &min),
                absolute_used_capacity: queue.absolute_used_capacity(p.index(), &self.rc, &part.resource),
                priority: self.offer_priority(q, c),
                configured_minimum: caps.configured_minimum,
            }
        };
        let sorted = |mut keys: Vec<QueueSortKey>| {
            sort_queues(&mut keys);
            keys.into_iter().map(|k| k.queue)
        };
        let wanted = |c: &QueueId| self.wants_node(*c, p, mode);
        // A child without pending asks wants no node ([`Queue::asking`]).
        let order: Vec<QueueId> = if total {
            sorted(self.queues[q.index()].asking.iter().copied().filter(wanted).map(key).collect()).collect()
        } else {
            sorted(qc.children.iter().copied().map(key).collect()).filter(wanted).collect()
        };
        debug_assert!(
            sorted(qc.children.iter().copied().map(key).collect()).filter(wanted).eq(order.iter().copied()),
            "the children that want the node, sorted alone, are in their order among all sorted"
        );
        order
    }

    /// Whether `q`'s comparator orders its children totally in partition `p` ([`orders_totally`]): it reads the
    /// children's configured minimums, which change only where the capacities are set again, so
    /// [`derive_total_orders`](Self::derive_total_orders) keeps it per parent rather than every offer reading every
    /// child.
    pub(crate) fn children_order_totally(&self, q: QueueId, p: PartitionId) -> bool {
        orders_totally(
            self.config.queue(q).children.iter().map(|&c| {
                self.queues[c.index()].capacities(p.index()).configured_minimum.is_some_and(|m| !m.is_zero())
            }),
        )
    }

    /// The priority `parent`'s comparator sees for `child`: its configured one under priority-utilization, else 0.
    fn offer_priority(&self, parent: QueueId, child: QueueId) -> i32 {
        match self.config.queue(parent).ordering_policy {
            OrderingPolicy::PriorityUtilization => self.config.queue(child).priority,
            _ => 0,
        }
    }

    /// Works out [`Queue::children_order_totally`](super::queue::Queue::children_order_totally) for every parent
    /// and partition, after the capacities were set (a new configuration, new partitions) or the state was read
    /// back.
    pub(super) fn derive_total_orders(&mut self) {
        for i in 0..self.queues.len() {
            let q = QueueId(i as u32);
            let totals: Vec<bool> = if self.config.queue(q).is_leaf() {
                Vec::new()
            } else {
                (0..self.partitions.len()).map(|p| self.children_order_totally(q, PartitionId(p as u32))).collect()
            };
            self.queues[i].children_order_totally = totals;
        }
    }

    pub(crate) fn app_sort_key(&self, app: AppId) -> AppSortKey {
        let a = &self.apps[app.index()];
        let used = a.used_total().memory();
        AppSortKey {
            app,
            priority: a.priority,
            used_memory: used,
            demand_memory: used + a.pending_total().memory(),
            start_time: a.submit_time,
        }
    }

    /// Whether a FIFO leaf's active list already is the order it serves them in (nearly always: see
    /// [`Queue::fifo_ordered`](super::queue::Queue::fifo_ordered)).
    fn fifo_in_place(&self, leaf: QueueId) -> bool {
        let q = &self.queues[leaf.index()];
        debug_assert!(!q.fifo_ordered || q.active_apps.is_sorted_by_key(|a| fifo_key(&self.apps, *a)));
        q.fifo_ordered
    }

    /// Brings a leaf's kept order up to date ([`ServingOrder`](super::ordering::ServingOrder)) for an offer, with its
    /// policy's comparator. Debug builds check it against the leaf's applications sorted afresh, so every test's run
    /// checks that nothing that moves a key goes unnoted.
    fn update_serving_order(
        &mut self,
        leaf: QueueId,
        compare: impl Fn(&AppSortKey, &AppSortKey) -> core::cmp::Ordering,
    ) {
        let mut order = core::mem::take(&mut self.queues[leaf.index()].serving_order);
        let is_active = |app: AppId| {
            let a = &self.apps[app.index()];
            a.state == super::app::AppState::Active && a.queue == Some(leaf)
        };
        let wants = |app: AppId| self.apps[app.index()].outstanding() > 0;
        order.update(&self.queues[leaf.index()].active_apps, &compare, |a| self.app_sort_key(a), is_active, wants);
        debug_assert_eq!(
            order.apps(&compare),
            self.sorted_apps(leaf).into_iter().map(|a| (a, wants(a))).collect::<Vec<_>>(),
            "the order kept in {leaf:?} is its applications sorted afresh, in the right lists"
        );
        self.queues[leaf.index()].serving_order = order;
    }

    /// Activated applications of a leaf in the order its policy serves them.
    pub fn sorted_apps(&self, leaf: QueueId) -> Vec<AppId> {
        let active = &self.queues[leaf.index()].active_apps;
        match self.config.queue(leaf).ordering_policy {
            OrderingPolicy::Fair { size_based_weight } => {
                let mut keys: Vec<AppSortKey> = active.iter().map(|&a| self.app_sort_key(a)).collect();
                crate::sort::sort_by(&mut keys, |a, b| compare_fair(a, b, size_based_weight));
                keys.into_iter().map(|k| k.app).collect()
            }
            _ => {
                // Activation appends, so the list is nearly always in order already: no sort keys are built.
                let mut apps = active.clone();
                if !apps.is_sorted_by_key(|a| fifo_key(&self.apps, *a)) {
                    crate::sort::sort_by_key(&mut apps, |a| fifo_key(&self.apps, *a));
                }
                debug_assert!(apps.is_sorted_by(|a, b| {
                    compare_fifo(&self.app_sort_key(*a), &self.app_sort_key(*b)) != core::cmp::Ordering::Greater
                }));
                apps
            }
        }
    }

    /// The user limit of a leaf in a partition with every intermediate value (`active_users_only` = the
    /// allocation view; `false` = the all-users view preemption uses).
    pub fn user_limit(
        &self,
        leaf: QueueId,
        p: PartitionId,
        mode: SchedulingMode,
        active_users_only: bool,
    ) -> UserLimit {
        let users = &self.queues[leaf.index()].users;
        // The users of `active_users`, from the counts kept per user.
        debug_assert!(users.values().all(
            |u| (u.active_apps > 0 && u.outstanding_apps > 0) == self.active_users(leaf).contains(u.name.as_str())
        ));
        let sums = users.fresh_sums(&self.rc, p, &self.partition_resource(p));
        self.user_limit_from(leaf, p, mode, &sums, active_users_only)
    }

    /// The user limit of `leaf` from the sums over its users.
    fn user_limit_from(
        &self,
        leaf: QueueId,
        p: PartitionId,
        mode: SchedulingMode,
        sums: &UserSums,
        active_users_only: bool,
    ) -> UserLimit {
        let qc = self.config.queue(leaf);
        let queue = &self.queues[leaf.index()];
        let min = self.config.minimum_allocation;
        let inputs = UserLimitInputs {
            partition_resource: self.partition_resource(p),
            minimum_allocation: min,
            queue_guaranteed: queue.capacities(p.index()).guaranteed,
            queue_maximum_down: queue.maximum_down(p.index(), &self.rc, &min),
            minimum_user_limit_percent: qc.minimum_user_limit_percent,
            user_limit_factor: qc.user_limit_factor,
            mode,
        };
        compute_user_limit(&self.rc, &self.cluster, &inputs, sums, active_users_only)
    }

    /// The allocation view's user limit (`UserLimit::limit`) of a leaf in a partition and mode, taken from the
    /// leaf's [`LimitCache`](super::user_limit::LimitCache) when its users have not changed since it was worked out
    /// there, else worked out from the sums kept over its users ([`KeptUserSums`](super::user_limit::KeptUserSums))
    /// and kept.
    pub(super) fn allocation_user_limit(&mut self, leaf: QueueId, p: PartitionId, mode: SchedulingMode) -> Resource {
        let queue = &self.queues[leaf.index()];
        let changes = queue.users.changes();
        if let Some(limit) = queue.limit_cache.get(changes, p, mode) {
            // Every test's run checks the kept limit against the one worked out afresh.
            debug_assert_eq!(limit, self.user_limit(leaf, p, mode, true).limit, "a stale user limit in {leaf:?}");
            return limit;
        }
        let part = self.partition_resource(p);
        let sums = self.queues[leaf.index()].users.sums(&self.rc, p, &part);
        debug_assert!(
            sums.same_bits(&self.queues[leaf.index()].users.fresh_sums(&self.rc, p, &part)),
            "stale kept user sums in {leaf:?}"
        );
        let limit = self.user_limit_from(leaf, p, mode, &sums, true).limit;
        self.queues[leaf.index()].limit_cache.set(changes, p, mode, limit);
        limit
    }

    /// The limit of one user (weighted), as allocation uses it.
    pub fn user_limit_for(&self, leaf: QueueId, user: &str, p: PartitionId, mode: SchedulingMode) -> Resource {
        self.weighted_user_limit(&self.user_limit(leaf, p, mode, true), leaf, user)
    }

    /// `user`'s share of the leaf's user limit `limit` (by the user's weight).
    fn weighted_user_limit(&self, limit: &UserLimit, leaf: QueueId, user: &str) -> Resource {
        let weight = self.queues[leaf.index()].users.get(user).map(|u| u.weight).unwrap_or(1.0);
        limit.for_weight(&self.rc, weight, &self.config.minimum_allocation)
    }

    /// `LeafQueue.accept` + `AbstractCSQueue.accept`: re-check the user limit and every queue's maximum with the
    /// proposal applied. `leaf_limit`: the user limit of the application's leaf in `p` and `mode` if the caller
    /// has it at hand (nothing changed since it was computed); otherwise it is computed here.
    pub(crate) fn accept(
        &self,
        app: AppId,
        size: Resource,
        released: Resource,
        p: PartitionId,
        mode: SchedulingMode,
        leaf_limit: Option<&Resource>,
    ) -> bool {
        let a = &self.apps[app.index()];
        let Some(leaf) = a.queue else { return false };
        let computed;
        let leaf_limit = match leaf_limit {
            Some(l) => l,
            None => {
                computed = self.user_limit(leaf, p, mode, true).limit;
                &computed
            }
        };
        // The user is looked up once for its weight and its usage.
        let user = self.queues[leaf.index()].users.get_hinted(a.user.as_str(), &a.user_slot);
        let weight = user.map_or(1.0, |u| u.weight);
        let limit = weighted(&self.rc, leaf_limit, weight, &self.config.minimum_allocation);
        let user_used = user.map_or(Resource::ZERO, |u| Resource::in_partition(&u.used, p.index()));
        if self.rc.greater_than(&self.cluster, &(user_used - released), &limit) {
            return false;
        }
        let net = size - released;
        let mut q = Some(leaf);
        while let Some(id) = q {
            let queue = &self.queues[id.index()];
            let max = match mode {
                SchedulingMode::RespectPartitionExclusivity => {
                    queue.maximum_down(p.index(), &self.rc, &self.config.minimum_allocation)
                }
                SchedulingMode::IgnorePartitionExclusivity => self.partition_resource(p),
            };
            if !self.rc.fits_in(&(queue.usage(p.index()).used + net), &max) {
                return false;
            }
            q = self.config.queue(id).parent;
        }
        true
    }

    /// Applies an allocation decision.
    #[allow(clippy::too_many_arguments)]
    fn commit(
        &mut self,
        topology: &Topology,
        app: AppId,
        key: RequestKey,
        node: NodeId,
        mode: SchedulingMode,
        st: AllocState,
        from_reservation: Option<ContainerId>,
        leaf_limit: Option<&Resource>,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) -> Assignment {
        let p = topology.node(node).partition;
        let Some(ask) = self.apps[app.index()].ask(key) else { return Assignment::skipped(Skip::Other) };
        let size = ask.size;
        match st {
            AllocState::PrioritySkipped | AllocState::AppSkipped | AllocState::LocalitySkipped => {
                Assignment::skipped(Skip::Other)
            }
            AllocState::QueueSkipped => Assignment::skipped(Skip::QueueLimit),
            AllocState::Allocated { unreserve } => {
                if from_reservation.is_none() {
                    let released =
                        unreserve.and_then(|c| self.containers.get(&c)).map(|c| c.resource).unwrap_or_default();
                    if !self.accept(app, size, released, p, mode, leaf_limit) {
                        return Assignment::NULL;
                    }
                }
                if let Some(c) = unreserve {
                    self.unreserve(c, UnreserveReason::ContinueLooking, events);
                }
                self.allocate(topology, app, key, node, mode, from_reservation, check, events);
                Assignment { resource: size, reserved: false, skip: Skip::None }
            }
            AllocState::Reserved => {
                if let Some(id) = from_reservation {
                    if let Some(ask) = self.apps[app.index()].ask_mut(key) {
                        ask.re_reservations += 1;
                    }
                    events.push(SchedulerEvent::ContainerReserved {
                        container: id,
                        app,
                        node,
                        resource: size,
                        key,
                        renewed: true,
                    });
                } else {
                    if !self.accept(app, size, Resource::ZERO, p, mode, leaf_limit) {
                        return Assignment::NULL;
                    }
                    self.reserve(app, key, node, p, size, events);
                }
                Assignment { resource: size, reserved: true, skip: Skip::None }
            }
        }
    }

    fn reserve(
        &mut self,
        app: AppId,
        key: RequestKey,
        node: NodeId,
        p: PartitionId,
        size: Resource,
        events: &mut Vec<SchedulerEvent>,
    ) {
        let id = self.new_container_id();
        let a = &mut self.apps[app.index()];
        let Some(leaf) = a.queue else { return };
        let (user, is_am) = (a.user.clone(), a.ask(key).is_some_and(|x| x.is_am));
        a.reservations.insert(node, id);
        *slot(&mut a.reserved, p.index()) += size;
        if let Some(ask) = a.ask_mut(key) {
            ask.re_reservations = 0;
        }
        self.set_reservation(node, Some(id));
        self.charge(leaf, app, p, size, true, true);
        self.containers.insert(Container {
            id,
            app,
            queue: leaf,
            user,
            node,
            partition: p,
            resource: size,
            key,
            is_am,
            tags: Arc::default(),
            state: ContainerState::Reserved,
            ignore_exclusivity: false,
        });
        events.push(SchedulerEvent::ContainerReserved {
            container: id,
            app,
            node,
            resource: size,
            key,
            renewed: false,
        });
    }

    /// Creates a container (or converts the reservation `from_reservation`) and does the bookkeeping.
    #[allow(clippy::too_many_arguments)]
    fn allocate(
        &mut self,
        topology: &Topology,
        app: AppId,
        key: RequestKey,
        node: NodeId,
        mode: SchedulingMode,
        from_reservation: Option<ContainerId>,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) {
        let p = topology.node(node).partition;
        let a = &self.apps[app.index()];
        let Some(leaf) = a.queue else { return };
        let Some(ask) = a.ask(key) else { return };
        let (size, ask_partition, is_am, tags) = (ask.size, ask.partition, ask.is_am, ask.kind.shared_tags());
        let user = a.user.clone();
        let id = match from_reservation {
            Some(id) => {
                // The reservation's usage already counts; only the reserved part moves to allocated.
                let a = &mut self.apps[app.index()];
                a.reservations.remove(&node);
                *slot(&mut a.reserved, p.index()) -= size;
                let mut q = Some(leaf);
                while let Some(qid) = q {
                    if let Some(u) = self.queues[qid.index()].usage.get_mut(p.index()) {
                        u.reserved -= size;
                    }
                    q = self.config.queue(qid).parent;
                }
                self.set_reservation(node, None);
                id
            }
            None => {
                let id = self.new_container_id();
                self.charge(leaf, app, p, size, false, true);
                id
            }
        };
        let a = &mut self.apps[app.index()];
        let before = a.outstanding();
        if is_am {
            a.am_container = Some(id);
        }
        if let Some(ask) = a.take_one(key) {
            if from_reservation.is_some() {
                ask.re_reservations = 0;
            } else if p == DEFAULT {
                ask.missed_non_partitioned = 0;
            }
        }
        self.outstanding_changed(app, before);
        self.add_pending(app, ask_partition, size, false);
        let container = Container {
            id,
            app,
            queue: leaf,
            user,
            node,
            partition: p,
            resource: size,
            key,
            is_am,
            tags,
            state: ContainerState::Allocated,
            ignore_exclusivity: mode == SchedulingMode::IgnorePartitionExclusivity || ask_partition != p,
        };
        self.start_container(topology, container, from_reservation.is_some(), mode, check, events);
    }

    /// Puts an allocated container on its node and into its application's books, records its allocation tags and
    /// reports it. Queue and user usage must already be charged.
    pub(crate) fn start_container(
        &mut self,
        topology: &Topology,
        container: Container,
        from_reservation: bool,
        mode: SchedulingMode,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) {
        let (id, app, node, size, p) =
            (container.id, container.app, container.node, container.resource, container.partition);
        let n = &mut self.nodes[node.index()];
        n.allocated += size;
        n.containers.insert(id);
        let a = &mut self.apps[app.index()];
        *slot(&mut a.used, p.index()) += size;
        a.containers.insert(id);
        self.note_usage(app);
        check.on_allocated(topology, &container);
        events.push(SchedulerEvent::ContainerAllocated {
            container: id,
            app,
            node,
            resource: size,
            key: container.key,
            is_am: container.is_am,
            from_reservation,
            mode,
        });
        self.containers.insert(container);
    }

    /// `allocateFromReservedContainer`: only the reserving application is served on a reserved node.
    fn allocate_from_reservation(
        &mut self,
        topology: &Topology,
        node: NodeId,
        reservation: ContainerId,
        check: &mut dyn PlacementCheck,
        events: &mut Vec<SchedulerEvent>,
    ) {
        let Some(c) = self.containers.get(&reservation) else {
            self.set_reservation(node, None);
            return;
        };
        let (app, key) = (c.app, c.key);
        let needed = self.apps[app.index()].ask(key).is_some_and(|a| a.count > 0);
        if !needed {
            self.unreserve(reservation, UnreserveReason::NoLongerNeeded, events);
            return;
        }
        let limits = Limits::new(self.partition_resource(DEFAULT));
        let st = self.assign_container(topology, app, key, node, &limits, true);
        if matches!(st, AllocState::Allocated { .. } | AllocState::Reserved) {
            let mode = SchedulingMode::RespectPartitionExclusivity;
            self.commit(topology, app, key, node, mode, st, Some(reservation), None, check, events);
        }
    }
}
