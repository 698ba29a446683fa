//! The ideal assignment (Hadoop's `PreemptableResourceCalculator` and `AbstractPreemptableResourceCalculator`).
//!
//! Per partition: `updatePreemptableExtras` bottom-up; then, from the root's guarantee downwards, each parent's
//! ideal share is divided among its children by `computeIdealResourceDistribution`: a weighted fixpoint in which
//! every child first keeps `min(used, guaranteed)` (plus what it may not lose because preemption is disabled
//! below it), and the rest is offered round by round to the most under-served children in proportion to their
//! guarantees, rounding each offer up (half up with the default calculator, ceiling with the dominant one).
//! Children with a zero guarantee share what is left equally. Finally each queue's surplus over its ideal is
//! scaled down so that a round never asks for more than `total_preemption_per_round` of the cluster, and for
//! leaves the dead zone and the natural termination factor are applied.
//!
//! Where Hadoop iterates a `HashSet` or a binary heap, ties among equally under-served queues are broken here by
//! their order in the queue tree (documented in `docs/yarn-compatibility.md`).

use alloc::vec::Vec;
use core::cmp::Ordering;

use super::config::PreemptionConfig;
use super::temp_queue::{PartitionQueues, TempQueuePerPartition};
use super::validate::Resolved;
use crate::resource::{NonNegativeSum, Resource, ResourceCalculator, MAX_RESOURCE_TYPES};

/// Computes ideal assignments and amounts to preempt for every partition (`computeIdealAllocation`).
pub(crate) fn compute_ideal_allocation(
    model: &Resolved,
    parts: &mut [PartitionQueues],
    config: &PreemptionConfig,
    total_preemption_allowed: &Resource,
) {
    let rc = model.rc;
    for part in parts.iter_mut() {
        let queues = &mut part.queues;
        update_preemptable_extras(&rc, queues);
        queues[0].ideal_assigned = queues[0].guaranteed;
        // Pre-order: a parent's ideal is final before its children are divided.
        for q in 0..queues.len() {
            if !queues[q].children.is_empty() {
                let children = queues[q].children.clone();
                let total = queues[q].ideal_assigned;
                compute_ideal_resource_distribution(&rc, queues, &children, total_preemption_allowed, total);
            }
        }
    }
    res_to_obtain_for_leaves(model, parts, config);
}

fn update_preemptable_extras(rc: &ResourceCalculator, queues: &mut [TempQueuePerPartition]) {
    // Children have larger indices than their parents: walking backwards visits children first.
    for q in (0..queues.len()).rev() {
        let children_preemptable: Resource = queues[q].children.iter().map(|&c| queues[c].preemptable_extra).sum();
        queues[q].update_preemptable_extras(rc, children_preemptable);
    }
}

/// `computeIdealResourceDistribution` for one set of siblings sharing `total` (their parent's ideal).
fn compute_ideal_resource_distribution(
    rc: &ResourceCalculator,
    queues: &mut [TempQueuePerPartition],
    children: &[usize],
    total_preemption_allowed: &Resource,
    total: Resource,
) {
    let (non_zero, zero): (Vec<usize>, Vec<usize>) =
        children.iter().partition(|&&c| rc.greater_than(&total, &queues[c].guaranteed, &Resource::ZERO));
    let unassigned = compute_fixpoint_allocation(rc, queues, &non_zero, total, total, false);
    // Hadoop passes the same `unassigned` object on; only changes made before the fixpoint's first
    // reassignment are visible here (see `compute_fixpoint_allocation`).
    if !zero.is_empty() && rc.greater_than(&total, &unassigned, &Resource::ZERO) {
        compute_fixpoint_allocation(rc, queues, &zero, total, unassigned, true);
    }
    let mut needed = Resource::ZERO;
    for &c in children {
        let t = &queues[c];
        if rc.greater_than(&total, &t.used, &t.ideal_assigned) {
            needed += t.used - t.ideal_assigned;
        }
    }
    let scaling = if rc.greater_than(&total, &needed, total_preemption_allowed) {
        rc.divide_f32(&total, total_preemption_allowed, &needed)
    } else {
        1.0
    };
    for &c in children {
        queues[c].assign_preemption(scaling, rc, &total);
    }
}

/// `idealAssigned / guaranteed` as `TQComparator` computes it (a `float` widened to `double`; zero guarantee
/// sorts last).
fn ideal_pct_of_guaranteed(rc: &ResourceCalculator, total: &Resource, q: &TempQueuePerPartition) -> f64 {
    if rc.greater_than(total, &q.guaranteed, &Resource::ZERO) {
        rc.divide_f32(total, &q.ideal_assigned, &q.guaranteed) as f64
    } else {
        i32::MAX as f64
    }
}

/// `PriorityUtilizationQueueOrderingPolicy.compare` on (ratio, relative priority).
fn compare_need(a: (f64, i32), b: (f64, i32)) -> Ordering {
    let ((ra, pa), (rb, pb)) = (a, b);
    if pa == pb {
        return ra.total_cmp(&rb);
    }
    if (ra < 1.0 && rb < 1.0) || (ra >= 1.0 && rb >= 1.0) {
        return pb.cmp(&pa);
    }
    ra.total_cmp(&rb)
}

/// `computeFixpointAllocation`. Returns the value the caller's `unassigned` object holds afterwards: Hadoop
/// subtracts the initial ideals and the first accepted offer from the caller's object, then replaces its local
/// reference by a new object (`componentwiseMax(unassigned, 0)`), so later offers are not seen by the caller.
fn compute_fixpoint_allocation(
    rc: &ResourceCalculator,
    queues: &mut [TempQueuePerPartition],
    set: &[usize],
    total: Resource,
    unassigned_in: Resource,
    ignore_guarantee: bool,
) -> Resource {
    let mut aliased = true;
    let mut unassigned = unassigned_in;
    let key = |t: &TempQueuePerPartition| (ideal_pct_of_guaranteed(rc, &total, t), t.relative_priority);
    // The priority queue: the queues that still ask, in queue-tree order (the order of `set`), each with its key
    // (its ideal changes only when it is offered something, and then its key is computed again) and whether it is
    // in the queue now. The most under-served are found by scanning; a queue leaves when it is offered something
    // and comes back, in its place, if it accepted any of it.
    let mut ordered: Vec<Asking> = Vec::new();
    for &q in set {
        let t = &mut queues[q];
        t.ideal_assigned = if rc.greater_than(&total, &t.used, &t.guaranteed) {
            t.guaranteed.component_min(&t.used) + t.untouchable_extra
        } else {
            t.used
        };
        unassigned -= t.ideal_assigned;
        if rc.less_than(&total, &t.ideal_assigned, &(t.used + t.pending)) {
            ordered.push(Asking { queue: q, key: key(t), guaranteed: t.guaranteed, asking: true });
        }
    }
    let mut caller_view = unassigned;
    let step = Resource([1; MAX_RESOURCE_TYPES]);
    let types = rc.types.clamp(2, MAX_RESOURCE_TYPES);
    let mut asking = ordered.len();
    // Σ guaranteed of the queues asking, kept as queues leave and come back (guarantees are never negative).
    let mut asking_guaranteed = NonNegativeSum::default();
    for a in &ordered {
        asking_guaranteed.add(&a.guaranteed);
    }
    let mut underserved: Vec<usize> = Vec::new();

    while asking > 0 && rc.greater_than(&total, &unassigned, &Resource::ZERO) {
        // getMostUnderservedQueues: every queue tied with the most under-served one.
        let mut best: Option<(f64, i32)> = None;
        for a in ordered.iter().filter(|a| a.asking) {
            best = match best {
                Some(b) if compare_need(a.key, b) != Ordering::Less => Some(b),
                _ => Some(a.key),
            };
        }
        let Some(best) = best else { break };
        // `resetCapacity` divides by the guarantees of every queue asking now.
        let members = asking;
        let active = asking_guaranteed.total();
        underserved.clear();
        for (i, a) in ordered.iter_mut().enumerate() {
            if a.asking && compare_need(a.key, best) == Ordering::Equal {
                a.asking = false;
                asking -= 1;
                asking_guaranteed.remove(&a.guaranteed);
                underserved.push(i);
            }
        }
        let snapshot = unassigned;
        for &i in &underserved {
            if !rc.is_any_major_above_zero(&unassigned) {
                break;
            }
            let t = &mut queues[ordered[i].queue];
            reset_capacity(t, types, ignore_guarantee, members, &active);
            let offered = rc.multiply_and_normalize_up_by_type(&snapshot, &t.normalized_guarantee, &step);
            let offered = offered.component_min(&unassigned);
            let idle = t.offer(offered, rc, &total);
            let done = offered - idle;
            if rc.greater_than(&total, &done, &Resource::ZERO) {
                // Re-inserted queues keep their tree order among the others.
                ordered[i].key = key(t);
                ordered[i].asking = true;
                asking += 1;
                asking_guaranteed.add(&ordered[i].guaranteed);
            }
            unassigned -= done;
            if aliased {
                caller_view = unassigned;
                aliased = false;
            }
            unassigned = unassigned.component_max(&Resource::ZERO);
        }
    }
    caller_view
}

/// A queue of the fixpoint's priority queue.
struct Asking {
    queue: usize,
    /// `(idealAssigned / guaranteed, relative priority)`, as `TQComparator` orders them.
    key: (f64, i32),
    guaranteed: Resource,
    /// In the priority queue now (it leaves when offered something, and comes back if it accepted any of it).
    asking: bool,
}

/// `resetCapacity` for one queue among `members` queues still asking whose guarantees sum to `active`: its share
/// of the remaining resource, by guarantee (`(float) guaranteed / Σ guaranteed` per type, left unchanged where
/// the sum is zero), or an equal share. Hadoop resets every asking queue each time; only the queues offered
/// something read their share, so only theirs is computed. A share left unchanged is that of a zero guarantee,
/// which was 0 whenever it was computed (each queue takes part in one fixpoint).
fn reset_capacity(t: &mut TempQueuePerPartition, types: usize, ignore: bool, members: usize, active: &Resource) {
    if ignore {
        let share = (1.0f32 / members as f32) as f64;
        for i in 0..types {
            t.normalized_guarantee[i] = share;
        }
        return;
    }
    let g = t.guaranteed;
    for i in 0..types {
        if active.0[i] != 0 {
            t.normalized_guarantee[i] = (g.0[i] as f32 / active.0[i] as f32) as f64;
        }
    }
}

/// `calculateResToObtainByPartitionForLeafQueues`: the dead zone and the natural termination factor.
fn res_to_obtain_for_leaves(model: &Resolved, parts: &mut [PartitionQueues], config: &PreemptionConfig) {
    let rc = &model.rc;
    let cluster = &model.cluster;
    for &leaf in &model.leaves {
        if parts[0].queues[leaf].preemption_disabled {
            continue;
        }
        for part in parts.iter_mut() {
            let t = &mut part.queues[leaf];
            t.dead_zone_threshold = t.guaranteed.multiply(1.0 + config.max_ignored_over_capacity);
            if rc.greater_than(cluster, &t.used, &t.dead_zone_threshold) {
                t.after_dead_zone = t.to_be_preempted;
                let mut res = t.to_be_preempted;
                if rc.greater_than(cluster, &res, &Resource::ZERO) {
                    let step = Resource::new(1, 1);
                    res = rc.multiply_and_normalize_up(&t.to_be_preempted, config.natural_termination_factor, &step);
                }
                t.actually_to_be_preempted = res;
            } else {
                t.after_dead_zone = Resource::ZERO;
                t.actually_to_be_preempted = Resource::ZERO;
            }
        }
    }
    // Dead-zone thresholds of disabled leaves are still useful in the report.
    for &leaf in &model.leaves {
        for part in parts.iter_mut() {
            let t = &mut part.queues[leaf];
            if t.dead_zone_threshold == Resource::ZERO {
                t.dead_zone_threshold = t.guaranteed.multiply(1.0 + config.max_ignored_over_capacity);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn priority_utilization_compare() {
        // Same priority: lower ratio first.
        assert_eq!(compare_need((0.5, 0), (0.8, 0)), Ordering::Less);
        // Both under their guarantee: higher priority first whatever the ratio.
        assert_eq!(compare_need((0.9, 2), (0.1, 1)), Ordering::Less);
        // One under, one over: the under-utilised one first.
        assert_eq!(compare_need((1.5, 5), (0.5, 1)), Ordering::Greater);
    }
}
