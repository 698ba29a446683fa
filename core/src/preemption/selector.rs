//! `FifoCandidatesSelector`: which containers to take back, queue by queue.
//!
//! For every leaf queue (tree order; Hadoop iterates a `HashSet` of names) with preemption enabled and something
//! to obtain: first containers running on a non-exclusive partition for default-partition requests (newest
//! first); then applications in reverse assignment order (FIFO: lowest application priority, then youngest,
//! first), each giving up its reserved containers first and then its running ones by lowest priority and newest
//! first, skipping application masters; finally the skipped AM containers, youngest application's first, but
//! only while the queue's AM containers exceed its AM limit. A container is taken if it fits in what is left of
//! the round's budget and reduces what the queue still owes; it may overshoot that amount.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::cmp::{Ordering, Reverse};
use core::ops::Range;

use super::config::PreemptionConfig;
use super::report::{SelectionStep, Why};
use super::snapshot::OrderingPolicyKind;
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use crate::resource::{Resource, ResourceCalculator};

/// A container chosen by the selector, with what the report says of it that only the selector knows. What the
/// snapshot holds (its id, size, priority, AM flag, start) the report reads from `Resolved::containers`, and the
/// amount left to obtain after it is `before − size`: the list grows by reallocation as containers are chosen,
/// and every copied field was copied again at each growth (a round of the preemption bench spent ~3 % of its
/// instructions there when a `Chosen` was 176 bytes).
#[derive(Clone, Debug)]
pub(crate) struct Chosen {
    /// Index into `Resolved::containers`.
    pub container: usize,
    pub step: SelectionStep,
    pub app_rank: usize,
    /// What was still to obtain in the container's partition before it was chosen.
    pub before: Resource,
    pub budget_left: Resource,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Selection {
    pub chosen: Vec<Chosen>,
    /// Reserved containers of visited applications, cancelled at once (`KILL_RESERVED_CONTAINER`).
    pub unreserved: Vec<usize>,
    /// Extra reasons per (leaf, partition).
    pub reasons: BTreeMap<(usize, usize), Vec<Why>>,
    pub budget_left: Resource,
    /// Σ of the chosen containers' sizes per (queue × partitions + partition).
    pub selected: Vec<Resource>,
}

struct LeafRun<'a> {
    model: &'a Resolved<'a>,
    rc: ResourceCalculator,
    conservative_drf: bool,
    leaf: usize,
    /// Partition → amount still to obtain (removed when obtained).
    to_obtain: BTreeMap<usize, Resource>,
    selected: &'a mut [bool],
    budget: &'a mut Resource,
    out: &'a mut Selection,
    budget_noted: bool,
}

impl LeafRun<'_> {
    /// `tryPreemptContainerAndDeductResToObtain`.
    fn try_preempt(&mut self, c: usize, step: SelectionStep, app_rank: usize) -> bool {
        if self.selected[c] {
            return false;
        }
        let container = &self.model.containers[c];
        let cluster = self.model.cluster;
        let types = self.rc.types.clamp(2, crate::resource::MAX_RESOURCE_TYPES);
        let Some(to) = self.to_obtain.get_mut(&container.partition()) else {
            return false;
        };
        // Hadoop turns zero components into -1 so that they do not count as "nothing left to obtain".
        for v in to.0.iter_mut().take(types) {
            if *v == 0 {
                *v = -1;
            }
        }
        if !self.rc.is_any_major_above_zero(to) {
            return false;
        }
        if !self.rc.fits_in(&container.size(), self.budget) {
            if !self.budget_noted {
                self.budget_noted = true;
                self.out.reasons.entry((self.leaf, container.partition())).or_default().push(Why::BudgetExhausted {
                    container: container.id(),
                    size: container.size(),
                    budget_left: *self.budget,
                });
            }
            return false;
        }
        let size = container.size();
        let before = *to;
        let after = *to - size;
        let take = if self.conservative_drf {
            !self.rc.is_any_major_zero_or_negative(to)
        } else {
            self.rc.less_than(&cluster, &after.non_negative(), &to.non_negative())
        };
        if !take {
            return false;
        }
        *to = after;
        *self.budget -= size;
        let partition = container.partition();
        if self.rc.less_than_or_equal(&cluster, to, &Resource::ZERO) {
            self.to_obtain.remove(&partition);
        }
        self.selected[c] = true;
        self.out.selected[self.leaf * self.model.partitions.len() + partition] += size;
        self.out.chosen.push(Chosen { container: c, step, app_rank, before, budget_left: *self.budget });
        true
    }
}

/// Runs the selector over every leaf. `parts` holds the amounts to obtain (`actually_to_be_preempted`).
pub(crate) fn select_candidates(
    model: &Resolved,
    parts: &[PartitionQueues],
    config: &PreemptionConfig,
    total_preemption_allowed: Resource,
) -> Selection {
    let rc = model.rc;
    let mut out = Selection {
        selected: alloc::vec![Resource::ZERO; model.queues.len() * model.partitions.len()],
        ..Selection::default()
    };
    let mut selected = alloc::vec![false; model.containers.len()];
    let mut budget = total_preemption_allowed;
    let cluster = model.cluster;

    for &leaf in &model.leaves {
        if parts[0].queues[leaf].preemption_disabled {
            continue;
        }
        let mut to_obtain = BTreeMap::new();
        for part in parts {
            let t = &part.queues[leaf];
            if !t.preemption_disabled && rc.greater_than(&cluster, &t.actually_to_be_preempted, &Resource::ZERO) {
                to_obtain.insert(part.partition, t.actually_to_be_preempted);
            }
        }
        if to_obtain.is_empty() {
            continue;
        }
        let mut run = LeafRun {
            model,
            rc,
            conservative_drf: config.conservative_drf,
            leaf,
            to_obtain,
            selected: &mut selected,
            budget: &mut budget,
            out: &mut out,
            budget_noted: false,
        };
        let owed_at_start = run.to_obtain.clone();
        let apps = preemption_order(model, leaf);

        // 1. Containers allocated ignoring partition exclusivity, newest first (`resolve` notes which
        // applications have any).
        if apps.iter().any(|&a| model.apps[a].ignore_exclusivity) {
            let partitions: Vec<usize> = run.to_obtain.keys().copied().collect();
            for p in partitions {
                // (container, its application's rank in the preemption order).
                let mut list: Vec<(usize, usize)> = apps
                    .iter()
                    .enumerate()
                    .filter(|&(_, &a)| model.apps[a].ignore_exclusivity)
                    .flat_map(|(r, &a)| model.apps[a].running.clone().map(move |c| (c, r + 1)))
                    .filter(|&(c, _)| model.containers[c].ignore_exclusivity() && model.containers[c].partition() == p)
                    .collect();
                crate::sort::sort_by(&mut list, |&(a, _), &(b, _)| {
                    model.containers[b].id().cmp(&model.containers[a].id())
                });
                for (c, rank) in list {
                    run.try_preempt(c, SelectionStep::IgnoreExclusivity, rank);
                }
            }
        }

        // 2. Applications in preemption order.
        let mut skipped_am: Vec<(usize, usize)> = Vec::new();
        let mut skipped_am_size = Resource::ZERO;
        'apps: for (rank0, &a) in apps.iter().enumerate() {
            if run.to_obtain.is_empty() {
                break;
            }
            let app = &model.apps[a];
            let rank = rank0 + 1;
            for c in sorted_containers(model, app.reserved.clone()) {
                if run.selected[c] {
                    continue;
                }
                if run.to_obtain.is_empty() {
                    break 'apps;
                }
                run.try_preempt(c, SelectionStep::Reserved, rank);
                run.out.unreserved.push(c);
            }
            for c in sorted_containers(model, app.running.clone()) {
                if run.to_obtain.is_empty() {
                    break 'apps;
                }
                if run.selected[c] {
                    continue;
                }
                if model.containers[c].am() {
                    skipped_am.push((c, rank));
                    skipped_am_size += model.containers[c].size();
                    continue;
                }
                run.try_preempt(c, SelectionStep::Running, rank);
            }
        }

        // 3. AM containers, while the skipped ones exceed the queue's AM limit.
        let am_limit = parts[0].queues[leaf].guaranteed.multiply(model.queues[leaf].am_percent as f64);
        let mut spared = 0usize;
        let mut spared_size = Resource::ZERO;
        for (i, &(c, rank)) in skipped_am.iter().enumerate() {
            if run.to_obtain.is_empty() {
                break;
            }
            if rc.less_than_or_equal(&cluster, &skipped_am_size, &am_limit) {
                spared = skipped_am.len() - i;
                spared_size = skipped_am[i..].iter().map(|&(c, _)| model.containers[c].size()).sum();
                break;
            }
            if run.try_preempt(c, SelectionStep::AmContainer, rank) {
                skipped_am_size -= model.containers[c].size();
            }
        }

        let remaining = core::mem::take(&mut run.to_obtain);
        if spared > 0 {
            out.reasons.entry((leaf, 0)).or_default().push(Why::AmContainersSpared {
                count: spared,
                size: spared_size,
                am_limit,
            });
        }
        for (p, left) in remaining {
            if owed_at_start.contains_key(&p) && rc.greater_than(&cluster, &left, &Resource::ZERO) {
                let mut shown = left;
                for v in shown.0.iter_mut() {
                    if *v < 0 {
                        *v = 0;
                    }
                }
                out.reasons.entry((leaf, p)).or_default().push(Why::NotObtained { remaining: shown });
            }
        }
    }
    out.budget_left = budget;
    out
}

/// Reserved or running containers in preemption order: descending priority value (lowest scheduling priority
/// first), then descending container id (newest first). Hadoop's reserved list comes from a hash map; the same
/// order is used here.
fn sorted_containers(model: &Resolved, list: Range<usize>) -> impl Iterator<Item = usize> {
    // Each container's key is read once, as one integer: the priority (sign bit flipped, so that it orders as the
    // signed value), then what orders the ids, with the container's position in the list in the low 32 bits. Ids
    // are unique, so the order does not depend on the sort's stability.
    let start = list.start;
    let priority = |c: usize| model.containers[c].priority() as u32 ^ 0x8000_0000;
    let positions: Vec<u64> = if model.ids_increase {
        // Later in the list is newer: the position orders the ids.
        let mut keys: Vec<u64> = list.map(|c| ((priority(c) as u64) << 32) | (c - start) as u64).collect();
        keys.sort_unstable_by_key(|&k| Reverse(k));
        keys
    } else {
        let mut keys: Vec<(u128, u32)> = list
            .map(|c| (((priority(c) as u128) << 64) | model.containers[c].id().0 as u128, (c - start) as u32))
            .collect();
        keys.sort_unstable_by_key(|k| Reverse(k.0));
        keys.into_iter().map(|(_, position)| position as u64).collect()
    };
    positions.into_iter().map(move |k| start + (k as u32) as usize)
}

/// The leaf's applications in `getPreemptionIterator()` order: its assignment order reversed.
pub(crate) fn preemption_order(model: &Resolved, leaf: usize) -> Vec<usize> {
    let mut apps = model.apps_of(leaf).to_vec();
    match model.queues[leaf].policy {
        OrderingPolicyKind::Fair => {
            let sbw = model.queues[leaf].size_based_weight;
            // Per application: magnitude (used memory, optionally weighted by demand), start time, whether it
            // has no demand at all, id.
            let keys: BTreeMap<usize, (f64, u64, bool)> = apps
                .iter()
                .map(|&a| {
                    let app = &model.apps[a];
                    let used: i64 = app.running.clone().map(|c| model.containers[c].size().memory()).sum();
                    let demand = used + model.pending_of(a).iter().map(|r| r.memory()).sum::<i64>();
                    let magnitude = if sbw && used != 0 {
                        used as f64 / (libm::log1p(demand as f64) / core::f64::consts::LN_2)
                    } else {
                        used as f64
                    };
                    (a, (magnitude, app.start_time_ms, demand == 0))
                })
                .collect();
            // Assignment order: smaller magnitude, earlier start, with demand before without, smaller id.
            crate::sort::sort_by(&mut apps, |x, y| {
                let (kx, ky) = (&keys[x], &keys[y]);
                kx.0.total_cmp(&ky.0)
                    .then(kx.1.cmp(&ky.1))
                    .then(kx.2.cmp(&ky.2))
                    .then(model.apps[*x].id.cmp(&model.apps[*y].id))
            });
        }
        _ => {
            // FIFO assignment order: higher application priority first, then submission order.
            crate::sort::sort_by(&mut apps, |&x, &y| {
                let (ax, ay) = (&model.apps[x], &model.apps[y]);
                match ay.priority.cmp(&ax.priority) {
                    Ordering::Equal => ax.id.cmp(&ay.id),
                    o => o,
                }
            });
        }
    }
    apps.reverse();
    apps
}
