//! `TempQueuePerPartition`: the policy's private copy of one queue in one partition (Hadoop's `cloneQueues`).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::ops::Range;

use super::snapshot::Capacity;
use super::validate::Resolved;
use crate::resource::{Resource, ResourceCalculator, MAX_RESOURCE_TYPES};

/// One queue in one partition, with the policy's working values.
#[derive(Clone, Debug)]
pub(super) struct TempQueuePerPartition {
    pub children: Vec<usize>,
    /// Effective minimum resource (guarantee).
    pub guaranteed: Resource,
    /// Effective maximum resource.
    pub max: Resource,
    /// Allocated + reserved.
    pub used: Resource,
    pub reserved: Resource,
    /// Pending, capped by user limits (`getTotalPendingResourcesConsideringUserLimit`). Parents: Σ children.
    pub pending: Resource,
    /// The same with each application's reserved resource deducted first.
    pub pending_deduct_reserved: Resource,
    /// Containers already marked killable (always zero: lazy preemption is not modelled).
    pub killable: Resource,
    pub abs_capacity: f32,
    pub abs_max_capacity: f32,
    pub preemption_disabled: bool,
    /// The queue's priority when its parent orders children by priority-utilization, else 0.
    pub relative_priority: i32,
    pub untouchable_extra: Resource,
    pub preemptable_extra: Resource,
    /// Share of the remaining resource offered in the fixpoint, per resource type (Hadoop keeps a `float`
    /// quotient in a `double[]`).
    pub normalized_guarantee: [f64; MAX_RESOURCE_TYPES],
    pub ideal_assigned: Resource,
    /// `used − max(min(used + pending, guaranteed), ideal)` before the per-round scaling, for the report.
    pub over_ideal: Resource,
    pub scaling_factor: f32,
    pub to_be_preempted: Resource,
    pub actually_to_be_preempted: Resource,
    /// `guaranteed × (1 + max_ignored_over_capacity)`, truncated.
    pub dead_zone_threshold: Resource,
    pub after_dead_zone: Resource,
    /// The partition's total resource.
    pub partition_resource: Resource,
}

impl TempQueuePerPartition {
    pub(super) fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }

    /// `TempQueuePerPartition.offer`: accepts what it can of `avail` and returns the rest.
    pub(super) fn offer(&mut self, avail: Resource, rc: &ResourceCalculator, cluster: &Resource) -> Resource {
        let max_delta = (self.max - self.ideal_assigned).component_max(&Resource::ZERO);
        // FifoCandidatesSelector does not consider reserved resource: pending minus reserved.
        let wanted = self.used + self.pending_deduct_reserved - self.ideal_assigned;
        let mut accepted = max_delta.component_min(&rc.min(cluster, &avail, &wanted));
        if self.is_leaf() {
            // A leaf's ideal never exceeds max(used, guaranteed): preemption does not rebalance elastic use.
            let room = rc.max(cluster, &self.used, &self.guaranteed) - self.ideal_assigned;
            let room = rc.max(cluster, &room, &Resource::ZERO);
            accepted = rc.min(cluster, &accepted, &room);
        }
        let accepted = accepted.component_max(&Resource::ZERO).component_min(&avail);
        self.ideal_assigned += accepted;
        avail - accepted
    }

    /// `TempQueuePerPartition.updatePreemptableExtras` for this queue, given its children's values.
    pub(super) fn update_preemptable_extras(&mut self, rc: &ResourceCalculator, children_preemptable: Resource) {
        let partition_resource = self.partition_resource;
        let mut extra = self.used - self.guaranteed;
        if rc.less_than(&partition_resource, &extra, &Resource::ZERO) {
            extra = Resource::ZERO;
        }
        self.untouchable_extra = Resource::ZERO;
        self.preemptable_extra = Resource::ZERO;
        if self.is_leaf() {
            if self.preemption_disabled {
                self.untouchable_extra = extra;
            } else {
                self.preemptable_extra = extra;
            }
        } else {
            if rc.compare(&partition_resource, &children_preemptable, &extra) != core::cmp::Ordering::Less {
                self.untouchable_extra = Resource::ZERO;
            } else {
                self.untouchable_extra = extra - children_preemptable;
            }
            self.preemptable_extra = rc.min(&partition_resource, &children_preemptable, &extra);
        }
    }

    /// `TempQueuePerPartition.assignPreemption`.
    pub(super) fn assign_preemption(&mut self, scaling: f32, rc: &ResourceCalculator, cluster: &Resource) {
        let used_deduct_killable = self.used - self.killable;
        let total = self.used + self.pending;
        let keep = rc.max(cluster, &rc.min(cluster, &total, &self.guaranteed), &self.ideal_assigned);
        self.scaling_factor = scaling;
        if rc.greater_than(cluster, &used_deduct_killable, &keep) {
            self.over_ideal = used_deduct_killable - keep;
            self.to_be_preempted = self.over_ideal.multiply(scaling as f64);
        } else {
            self.over_ideal = Resource::ZERO;
            self.to_be_preempted = Resource::ZERO;
        }
    }

    /// What the policy keeps for this queue: `max(min(used + pending, guaranteed), ideal)`.
    pub(super) fn minimum_kept(&self, rc: &ResourceCalculator, cluster: &Resource) -> Resource {
        rc.max(cluster, &rc.min(cluster, &(self.used + self.pending), &self.guaranteed), &self.ideal_assigned)
    }
}

impl TempQueuePerPartition {
    #[allow(clippy::too_many_arguments)]
    fn new(
        partition_resource: Resource,
        guaranteed: Resource,
        max: Resource,
        abs_capacity: f32,
        abs_max_capacity: f32,
        preemption_disabled: bool,
    ) -> Self {
        TempQueuePerPartition {
            children: Vec::new(),
            guaranteed,
            max,
            used: Resource::ZERO,
            reserved: Resource::ZERO,
            pending: Resource::ZERO,
            pending_deduct_reserved: Resource::ZERO,
            killable: Resource::ZERO,
            abs_capacity,
            abs_max_capacity,
            preemption_disabled,
            relative_priority: 0,
            untouchable_extra: Resource::ZERO,
            preemptable_extra: Resource::ZERO,
            normalized_guarantee: [0.0; MAX_RESOURCE_TYPES],
            ideal_assigned: Resource::ZERO,
            over_ideal: Resource::ZERO,
            scaling_factor: 1.0,
            to_be_preempted: Resource::ZERO,
            actually_to_be_preempted: Resource::ZERO,
            dead_zone_threshold: Resource::ZERO,
            after_dead_zone: Resource::ZERO,
            partition_resource,
        }
    }
}

/// All queues of one partition, indexed like `Resolved::queues`.
#[derive(Clone, Debug)]
pub(super) struct PartitionQueues {
    pub partition: usize,
    pub resource: Resource,
    pub queues: Vec<TempQueuePerPartition>,
}

/// Hadoop's `cloneQueues` for every partition.
pub(crate) fn clone_queues(model: &Resolved) -> Vec<PartitionQueues> {
    let rc = &model.rc;
    let n = model.queues.len();
    let mut out = Vec::with_capacity(model.partitions.len());

    let np = model.partitions.len();
    // Per queue and partition: used and reserved of each leaf, summed from its containers by `resolve`.
    let (used, reserved) = (&model.leaf_used, &model.leaf_reserved);

    for (pi, part) in model.partitions.iter().enumerate() {
        let resource = part.resource;
        let mut queues: Vec<TempQueuePerPartition> = Vec::with_capacity(n);
        let mut abs: Vec<(f32, f32)> = Vec::with_capacity(n);
        for (qi, node) in model.queues.iter().enumerate() {
            let (parent_abs, parent_abs_max) = node.parent.map_or((1.0f32, 1.0f32), |p| abs[p]);
            let (cap, max_cap) = model.caps[qi * np + pi];
            // Hadoop: capacity = percent / 100 and absolute capacity = capacity × parent's, all in float.
            let (abs_cap, effective_min) = match (node.parent, cap) {
                (None, _) => (1.0f32, resource),
                (Some(_), Capacity::Percent(p)) => {
                    let a = p / 100.0 * parent_abs;
                    (a, resource.multiply(a as f64))
                }
                (Some(_), Capacity::Absolute(r)) => (rc.divide_f32(&resource, &r, &resource), r),
            };
            let (abs_max, effective_max) = match (node.parent, max_cap) {
                (None, _) => (1.0f32, resource),
                (Some(_), Capacity::Percent(p)) => {
                    let a = p / 100.0 * parent_abs_max;
                    (a, resource.multiply(a as f64))
                }
                (Some(_), Capacity::Absolute(r)) => (rc.divide_f32(&resource, &r, &resource), r),
            };
            // An empty partition makes the absolute-resource quotients 0/0; report those as 0.
            let finite = |x: f32| if x.is_finite() { x } else { 0.0 };
            let (abs_cap, abs_max) = (finite(abs_cap), finite(abs_max));
            abs.push((abs_cap, abs_max));
            // getGuaranteed / getMax: the effective resource unless it is zero, else partition × absolute
            // capacity, where a non-exclusive partition's absolute maximum capacity is forced to 1.
            let guaranteed =
                if effective_min != Resource::ZERO { effective_min } else { resource.multiply(abs_cap as f64) };
            let forced_max = if part.exclusive { abs_max } else { 1.0 };
            let max =
                if effective_max != Resource::ZERO { effective_max } else { resource.multiply(forced_max as f64) };
            let mut t =
                TempQueuePerPartition::new(resource, guaranteed, max, abs_cap, forced_max, node.preemption_disabled);
            t.children = node.children.clone();
            if let Some(p) = node.parent {
                if model.queues[p].policy == super::snapshot::OrderingPolicyKind::PriorityUtilization {
                    t.relative_priority = node.priority;
                }
            }
            if node.is_leaf() {
                t.used = used[qi * np + pi];
                t.reserved = reserved[qi * np + pi];
                let (pending, deduct) = pending_considering_user_limit(model, qi, pi);
                t.pending = pending;
                t.pending_deduct_reserved = deduct;
            }
            queues.push(t);
        }
        // Parents aggregate their children bottom-up (children come after parents in pre-order).
        for qi in (0..n).rev() {
            if let Some(p) = model.queues[qi].parent {
                let (u, r, pe, pd) =
                    (queues[qi].used, queues[qi].reserved, queues[qi].pending, queues[qi].pending_deduct_reserved);
                let parent = &mut queues[p];
                parent.used += u;
                parent.reserved += r;
                parent.pending += pe;
                parent.pending_deduct_reserved += pd;
            }
        }
        out.push(PartitionQueues { partition: pi, resource, queues });
    }
    out
}

/// `LeafQueue.getTotalPendingResourcesConsideringUserLimit` (with and without deducting reserved): each user's
/// pending is capped by their headroom `max(user limit − user's used, 0)`, shared by their applications.
fn pending_considering_user_limit(model: &Resolved, queue: usize, partition: usize) -> (Resource, Resource) {
    let limits = model.user_limits[queue * model.partitions.len() + partition];
    let apps = model.apps_of(queue);
    let in_partition = |range: Range<usize>| {
        range.map(|c| &model.containers[c]).filter(|c| c.partition() == partition).map(|c| c.size()).sum::<Resource>()
    };
    // Each user's used in this queue and partition (only users with a limit need it).
    let mut user_used: BTreeMap<&str, Resource> = BTreeMap::new();
    if !limits.is_empty() {
        for &a in apps {
            let app = &model.apps[a];
            let entry = user_used.entry(app.user).or_default();
            for c in app.running.start..app.reserved.end {
                let c = &model.containers[c];
                if c.partition() == partition {
                    *entry += c.size();
                }
            }
        }
    }
    let mut totals = [Resource::ZERO; 2];
    for (k, deduct) in [false, true].into_iter().enumerate() {
        let mut headroom: BTreeMap<&str, Option<Resource>> = BTreeMap::new();
        for &a in apps {
            let app = &model.apps[a];
            let room = if limits.is_empty() {
                None
            } else {
                headroom
                    .entry(app.user)
                    .or_insert_with(|| {
                        limits.get(app.user).map(|limit| {
                            (*limit - user_used.get(app.user).copied().unwrap_or_default())
                                .component_max(&Resource::ZERO)
                        })
                    })
                    .as_mut()
            };
            let mut pending = model.pending_of(a)[partition];
            if deduct {
                pending -= in_partition(app.reserved.clone());
            }
            let pending = pending.component_max(&Resource::ZERO);
            let take = match room {
                Some(r) => {
                    let take = r.component_min(&pending);
                    *r -= take;
                    take
                }
                None => pending,
            };
            totals[k] += take;
        }
    }
    (totals[0], totals[1])
}
