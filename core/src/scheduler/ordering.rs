//! Ordering policies: which child queue is offered a node first, and which application of a leaf is served
//! first.
//!
//! Queues (`PriorityUtilizationQueueOrderingPolicy`), for the partition of the node:
//! 1. on a labelled partition, queues that can access it before those that cannot;
//! 2. queues with a positive absolute capacity before zero-capacity ones;
//! 3. positive-capacity queues compare `usedCapacity` (used / guarantee), zero-capacity ones
//!    `absoluteUsedCapacity`; lower first. With `priority-utilization`, if the priorities differ and both
//!    queues are on the same side of their guarantee (both below 1.0, or both at or above), the higher
//!    `priority` goes first; otherwise the under-utilised one;
//! 4. ties: larger configured absolute minimum resource first (when both are absolute), else larger absolute
//!    capacity first; otherwise configuration order (the sort is stable).
//!
//! Applications: `fifo` = higher application priority first, then earlier submission; `fair` = less memory used
//! first (divided by `log2(1 + demand)` with size-based weight), then earlier start, then an app with demand
//! before one without, then earlier submission.

use alloc::vec::Vec;
use core::cmp::Ordering;
use serde::{Deserialize, Serialize};

use crate::ids::AppId;
use crate::resource::Resource;
use crate::sorted_map::SortedMap;

use super::app::SchedulerApp;
use super::queue::QueueId;

/// What the queue comparator looks at.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct QueueSortKey {
    pub queue: QueueId,
    /// Can access the node's partition (always true for the default partition).
    pub accessible: bool,
    pub absolute_capacity: f32,
    pub used_capacity: f32,
    pub absolute_used_capacity: f32,
    /// `<queue>.priority`, or 0 when the parent's policy is plain `utilization`.
    pub priority: i32,
    /// The configured absolute minimum resource, if configured that way.
    pub configured_minimum: Option<Resource>,
}

/// Hadoop's `PriorityUtilizationQueueOrderingPolicy.compare(used1, used2, p1, p2)`.
pub(super) fn compare_utilization(used1: f32, used2: f32, priority1: i32, priority2: i32) -> Ordering {
    if priority1 == priority2 {
        return used1.total_cmp(&used2);
    }
    let both_under = used1 < 1.0 && used2 < 1.0;
    let both_over = used1 >= 1.0 && used2 >= 1.0;
    if both_under || both_over {
        priority2.cmp(&priority1)
    } else {
        used1.total_cmp(&used2)
    }
}

/// The queue comparator (smaller = offered the node first).
pub(super) fn compare_queues(a: &QueueSortKey, b: &QueueSortKey) -> Ordering {
    match (a.accessible, b.accessible) {
        (true, false) => return Ordering::Less,
        (false, true) => return Ordering::Greater,
        _ => {}
    }
    let (a_pos, b_pos) = (a.absolute_capacity > 0.0, b.absolute_capacity > 0.0);
    let by_use = match (a_pos, b_pos) {
        (true, false) => return Ordering::Less,
        (false, true) => return Ordering::Greater,
        (false, false) => {
            compare_utilization(a.absolute_used_capacity, b.absolute_used_capacity, a.priority, b.priority)
        }
        (true, true) => compare_utilization(a.used_capacity, b.used_capacity, a.priority, b.priority),
    };
    if by_use != Ordering::Equal {
        return by_use;
    }
    match (a.configured_minimum, b.configured_minimum) {
        (Some(x), Some(y)) if !x.is_zero() && !y.is_zero() => y.0.cmp(&x.0),
        _ => b.absolute_capacity.total_cmp(&a.absolute_capacity),
    }
}

/// Whether [`compare_queues`] orders siblings totally (a total preorder: sorting any of them gives them the relative
/// order they have in all of them sorted), given whether each has a non-zero configured minimum.
///
/// Up to its tie-break the comparator is lexicographic on one key per queue: accessible first, then positive
/// absolute capacity first, then the share it compares (`usedCapacity`, or `absoluteUsedCapacity` at zero
/// capacity) split into four runs of `f32::total_cmp`'s line, negative NaNs, `[-inf, 1.0)`, `[1.0, +inf]` and
/// positive NaNs, then within the middle two the higher priority, then the share by `total_cmp`. That is
/// [`compare_utilization`] exactly: equal priorities compare the shares by `total_cmp`; different priorities
/// compare them by priority when both shares lie in one of the middle runs, and by `total_cmp` otherwise, which
/// orders different runs as the runs are ordered, and NaNs of one run by their bits. So priorities never break
/// totality, whatever the shares.
///
/// The tie-break, which it shares with Hadoop's comparator, compares configured minimums when both queues have a
/// non-zero one and absolute capacities otherwise: a total order among siblings that all have one, or all have
/// none, while siblings with and without one can make a cycle (the test `mixed_minimums_can_make_a_cycle` shows one).
pub(super) fn orders_totally(mut has_minimum: impl Iterator<Item = bool>) -> bool {
    match has_minimum.next() {
        None => true,
        Some(first) => has_minimum.all(|m| m == first),
    }
}

/// Sorts children in place (stable, like Java's `Collections.sort`).
pub(super) fn sort_queues(keys: &mut [QueueSortKey]) {
    crate::sort::sort_by(keys, compare_queues);
}

/// What the application comparators look at.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct AppSortKey {
    pub app: AppId,
    pub priority: i32,
    /// Memory used over all partitions (reservations excluded).
    pub used_memory: i64,
    /// Memory used + outstanding.
    pub demand_memory: i64,
    pub start_time: u64,
}

/// `fifo`: higher application priority first, then submission order.
pub(super) fn compare_fifo(a: &AppSortKey, b: &AppSortKey) -> Ordering {
    b.priority.cmp(&a.priority).then(a.app.cmp(&b.app))
}

/// [`compare_fifo`]'s order as a key of `app` in `apps`: its priority, then its id. Neither changes while the
/// application runs, so a list kept in this order (a FIFO leaf's applications, a leaf's [`wanting`](super::queue::Queue))
/// stays in it.
pub(crate) fn fifo_key(apps: &[SchedulerApp], app: AppId) -> (core::cmp::Reverse<i32>, AppId) {
    (core::cmp::Reverse(apps[app.index()].priority), app)
}

/// The fair policy's magnitude: used memory, divided by `log1p(demand) / ln 2` with size-based weight.
pub(super) fn fair_magnitude(key: &AppSortKey, size_based_weight: bool) -> f64 {
    let used = key.used_memory as f64;
    if size_based_weight && key.used_memory != 0 {
        let weight = libm::log1p(key.demand_memory as f64) / core::f64::consts::LN_2;
        used / weight
    } else {
        used
    }
}

/// `fair`: smaller magnitude first, then earlier start, then an app with demand before one without, then
/// submission order.
pub(super) fn compare_fair(a: &AppSortKey, b: &AppSortKey, size_based_weight: bool) -> Ordering {
    let (ma, mb) = (fair_magnitude(a, size_based_weight), fair_magnitude(b, size_based_weight));
    ma.partial_cmp(&mb)
        .unwrap_or(Ordering::Equal)
        .then(a.start_time.cmp(&b.start_time))
        .then((a.demand_memory == 0).cmp(&(b.demand_memory == 0)))
        .then(a.app.cmp(&b.app))
}

/// A leaf's active applications in serving order, kept between offers ([`Queue::serving_order`]).
///
/// The fair policy's order moves with every container an application gets or gives back and with its asks, and a
/// leaf with hundreds of active applications spent most of a run sorting them all on every offer (a key each, two
/// logarithms per comparison); a FIFO leaf whose applications came in out of priority order sorted them all too.
/// Both comparators are total orders (the application id breaks every tie), so the sorted list is one list whatever
/// the order of its making: the applications whose key may have changed since, or which came or went, are noted
/// ([`note`](Self::note)) and put back in place, by binary search, when the leaf is next offered a node. Hadoop's
/// ordering policies likewise keep their entities sorted and reorder those whose usage changed
/// (`AbstractComparatorOrderingPolicy`).
///
/// The lists hold slots, not keys: each application's key sits in a slot of `keys` that does not move while the
/// application stays, so putting an application back in place shifts 4-byte slots rather than its key, and its old
/// place is found by binary search on the key it was placed with (found through `slots`), not by walking the list.
/// With 5,000 applications in a fair leaf, shifting whole keys was a fifth of the run (docs/benchmarks.md, want14).
///
/// The order is kept as two sorted lists, the applications that ask for nothing and those that want containers
/// (outstanding requests), whose merge is the serving order. An offer walks the merge only while it checks the
/// queue's limit (usually one application: the check ends at the first without a reservation), then the wanting
/// list alone: the others would be skipped for having nothing pending, with nothing else done for them, and a busy
/// leaf's applications mostly wait for their containers to end.
///
/// [`Queue::serving_order`]: super::queue::Queue::serving_order
#[derive(Clone, Default)]
pub(crate) struct ServingOrder {
    /// Slots of `keys` in serving order: `[IDLE]` the applications that ask for nothing, `[WANTING]` the others.
    lists: [Vec<u32>; 2],
    /// Each placed application's key as it was when placed, in the slot `slots` gives it; freed slots are reused.
    keys: Vec<AppSortKey>,
    /// The slot of each placed application and whether it is in the wanting list.
    slots: SortedMap<AppId, (u32, bool)>,
    /// Slots of `keys` no application holds.
    free: Vec<u32>,
    /// Applications whose key or wanting may have changed, or which came or went, since the lists were last
    /// brought up to date.
    moved: Vec<AppId>,
    /// The lists are to be trusted; when false, they are sorted afresh at the next offer and nothing is noted
    /// meanwhile.
    valid: bool,
}

/// More applications changed than this between two offers to a leaf and its order is sorted afresh: putting each
/// back costs two binary searches and a shift of the list, a fresh sort about `n log n` comparisons.
const MOST_MOVED: usize = 16;

/// `ServingOrder::lists`' indices.
const IDLE: usize = 0;
const WANTING: usize = 1;

/// Where an offer's walk of a [`ServingOrder`]'s merged lists has got to: how many of each list it has passed.
#[derive(Clone, Copy, Default)]
pub(crate) struct Walked([usize; 2]);

impl Walked {
    /// How many of the wanting list were walked.
    pub(crate) fn wanting(self) -> usize {
        self.0[WANTING]
    }
}

impl ServingOrder {
    /// Notes that `app`'s key or wanting may have changed, or that it came into or left the leaf's active
    /// applications.
    pub(crate) fn note(&mut self, app: AppId) {
        if !self.valid || self.moved.contains(&app) {
            return;
        }
        if self.moved.len() == MOST_MOVED {
            self.invalidate();
        } else {
            self.moved.push(app);
        }
    }

    /// Forgets the order: the next offer sorts the leaf's applications afresh (a new configuration, a state read
    /// back).
    pub(crate) fn invalidate(&mut self) {
        self.valid = false;
        self.moved.clear();
    }

    /// Brings the order up to date: `active` are the leaf's active applications, `compare` its policy's comparator
    /// (a total order), `key` gives an application's key now, `is_active` whether it is still among them, `wants`
    /// whether it has outstanding requests.
    pub(crate) fn update(
        &mut self,
        active: &[AppId],
        compare: impl Fn(&AppSortKey, &AppSortKey) -> Ordering,
        key: impl Fn(AppId) -> AppSortKey,
        is_active: impl Fn(AppId) -> bool,
        wants: impl Fn(AppId) -> bool,
    ) {
        if !self.valid {
            self.keys.clear();
            self.keys.extend(active.iter().map(|&a| key(a)));
            self.slots = active.iter().zip(0u32..).map(|(&a, slot)| (a, (slot, wants(a)))).collect();
            self.free.clear();
            let keys = &self.keys;
            for (i, list) in self.lists.iter_mut().enumerate() {
                list.clear();
                list.extend(active.iter().zip(0u32..).filter(|&(&a, _)| wants(a) == (i == WANTING)).map(|(_, s)| s));
                crate::sort::sort_by(list, |&a, &b| compare(&keys[a as usize], &keys[b as usize]));
            }
            self.valid = true;
            return;
        }
        let place = |keys: &[AppSortKey], list: &[u32], k: &AppSortKey| {
            list.partition_point(|&x| compare(&keys[x as usize], k) == Ordering::Less)
        };
        for app in self.moved.drain(..) {
            let keys = &mut self.keys;
            // Its place now, found by the key it was placed with: each list is in order of those keys, and no two
            // are equal (the comparator's last tie-break is the id).
            let placed = self.slots.get(&app).map(|&(slot, wanting)| {
                let list = &self.lists[usize::from(wanting)];
                let from = place(keys, list, &keys[slot as usize]);
                debug_assert_eq!(list.get(from), Some(&slot), "{app:?} is found at its place");
                (slot, usize::from(wanting), from)
            });
            if !is_active(app) {
                if let Some((slot, was, from)) = placed {
                    self.lists[was].remove(from);
                    self.slots.remove(&app);
                    self.free.push(slot);
                }
                continue;
            }
            let now = key(app);
            let to = usize::from(wants(app));
            let Some((slot, was, from)) = placed else {
                let slot = match self.free.pop() {
                    Some(slot) => {
                        keys[slot as usize] = now;
                        slot
                    }
                    None => {
                        keys.push(now);
                        (keys.len() - 1) as u32
                    }
                };
                self.slots.insert(app, (slot, to == WANTING));
                let at = place(keys, &self.lists[to], &now);
                self.lists[to].insert(at, slot);
                continue;
            };
            keys[slot as usize] = now;
            if was != to {
                self.lists[was].remove(from);
                let at = place(keys, &self.lists[to], &now);
                self.lists[to].insert(at, slot);
                if let Some(entry) = self.slots.get_mut(&app) {
                    entry.1 = to == WANTING;
                }
                continue;
            }
            // The others are still in order, so the application moves to the end of those that come before it,
            // and only the slots between its old and new places shift.
            let list = &mut self.lists[to];
            let before = place(keys, &list[..from], &now);
            if before < from {
                list[before..=from].rotate_right(1);
            } else {
                let after = from + 1 + place(keys, &list[from + 1..], &now);
                list[from..after].rotate_left(1);
            }
        }
    }

    /// The next application of the serving order after `walked` (the two lists merged by `compare`, the policy's
    /// comparator the order was last brought up to date with), and moves `walked` past it.
    pub(crate) fn next(
        &self,
        walked: &mut Walked,
        compare: impl Fn(&AppSortKey, &AppSortKey) -> Ordering,
    ) -> Option<AppId> {
        let head = |i: usize| self.lists[i].get(walked.0[i]).map(|&slot| &self.keys[slot as usize]);
        let from = match (head(IDLE), head(WANTING)) {
            (Some(idle), Some(wanting)) => {
                if compare(idle, wanting) == Ordering::Less {
                    IDLE
                } else {
                    WANTING
                }
            }
            (Some(_), None) => IDLE,
            (None, Some(_)) => WANTING,
            (None, None) => return None,
        };
        let app = head(from).map(|k| k.app);
        walked.0[from] += 1;
        app
    }

    /// The `k`-th application of the wanting list, in serving order.
    pub(crate) fn wanting(&self, k: usize) -> Option<AppId> {
        self.lists[WANTING].get(k).map(|&slot| self.keys[slot as usize].app)
    }

    /// How many applications want containers.
    pub(crate) fn wanting_len(&self) -> usize {
        self.lists[WANTING].len()
    }

    /// The applications in serving order, and whether each is in the wanting list (for checks).
    pub(crate) fn apps(&self, compare: impl Fn(&AppSortKey, &AppSortKey) -> Ordering) -> Vec<(AppId, bool)> {
        let mut walked = Walked::default();
        let mut out = Vec::new();
        while let Some(app) = self.next(&mut walked, &compare) {
            let wanting = self.slots.get(&app).is_some_and(|&(_, w)| w);
            out.push((app, wanting));
        }
        out
    }
}

/// A cache: states that differ only in it are equal.
impl PartialEq for ServingOrder {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl core::fmt::Debug for ServingOrder {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ServingOrder")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use alloc::vec::Vec;

    fn q(id: u32, abs: f32, used: f32, prio: i32) -> QueueSortKey {
        QueueSortKey {
            queue: QueueId(id),
            accessible: true,
            absolute_capacity: abs,
            used_capacity: used,
            absolute_used_capacity: used * abs,
            priority: prio,
            configured_minimum: None,
        }
    }

    fn order(mut keys: Vec<QueueSortKey>) -> Vec<u32> {
        sort_queues(&mut keys);
        keys.iter().map(|k| k.queue.0).collect()
    }

    #[test]
    fn utilization_least_used_relative_to_guarantee_first() {
        // The operator guide's example: A (20 %) uses 15 % of the cluster = 0.75 of its guarantee; B (80 %) uses
        // 40 % = 0.5 of its guarantee. B uses more in absolute terms but is less used relative to guarantee.
        assert_eq!(order(vec![q(1, 0.2, 0.75, 0), q(2, 0.8, 0.5, 0)]), vec![2, 1]);
        // Equal utilisation: the bigger queue first.
        assert_eq!(order(vec![q(1, 0.2, 0.5, 0), q(2, 0.8, 0.5, 0)]), vec![2, 1]);
        // Fully equal: configuration order.
        assert_eq!(order(vec![q(1, 0.5, 0.5, 0), q(2, 0.5, 0.5, 0)]), vec![1, 2]);
    }

    #[test]
    fn priority_utilization_tie_rules() {
        // Both under their guarantee: higher priority first even though it is more used.
        assert_eq!(order(vec![q(1, 0.5, 0.2, 0), q(2, 0.5, 0.9, 1)]), vec![2, 1]);
        // Both at or over: higher priority first.
        assert_eq!(order(vec![q(1, 0.5, 1.0, 0), q(2, 0.5, 1.5, 1)]), vec![2, 1]);
        // One under, one at its guarantee: the under-utilised one first, whatever the priorities.
        assert_eq!(order(vec![q(1, 0.5, 0.99, 0), q(2, 0.5, 1.0, 5)]), vec![1, 2]);
        // Same priority: plain utilisation.
        assert_eq!(order(vec![q(1, 0.5, 0.6, 3), q(2, 0.5, 0.4, 3)]), vec![2, 1]);
    }

    #[test]
    fn zero_capacity_and_inaccessible_queues_go_last() {
        let mut zero = q(3, 0.0, 0.0, 9);
        zero.absolute_used_capacity = 0.0;
        let mut blind = q(4, 0.9, 0.0, 0);
        blind.accessible = false;
        assert_eq!(order(vec![zero, blind, q(1, 0.5, 2.0, 0)]), vec![1, 3, 4]);
    }

    #[test]
    fn absolute_minimum_breaks_ties() {
        let mut a = q(1, 0.25, 0.0, 0);
        a.configured_minimum = Some(Resource::new(2048, 2));
        let mut b = q(2, 0.25, 0.0, 0);
        b.configured_minimum = Some(Resource::new(4096, 1));
        assert_eq!(order(vec![a, b]), vec![2, 1]);
    }

    fn app(id: u32, prio: i32, used: i64, demand: i64, start: u64) -> AppSortKey {
        AppSortKey { app: AppId(id), priority: prio, used_memory: used, demand_memory: demand, start_time: start }
    }

    #[test]
    fn fifo_is_priority_then_submission() {
        let mut v = [app(2, 0, 0, 1, 0), app(1, 0, 5, 5, 0), app(3, 5, 0, 1, 0)];
        v.sort_by(compare_fifo);
        assert_eq!(v.iter().map(|a| a.app.0).collect::<Vec<_>>(), vec![3, 1, 2]);
    }

    #[test]
    fn fair_is_least_used_first_and_ignores_priority() {
        let mut v = [app(1, 9, 4096, 8192, 0), app(2, 0, 1024, 8192, 5), app(3, 0, 1024, 2048, 1)];
        v.sort_by(|a, b| compare_fair(a, b, false));
        // 2 and 3 both use 1 GB: the earlier start (3) first.
        assert_eq!(v.iter().map(|a| a.app.0).collect::<Vec<_>>(), vec![3, 2, 1]);
    }

    #[test]
    fn size_based_weight_favours_big_demands() {
        // Both use 2048 MB; app 1 demands 2049 MB in total, app 2 demands 1 TB.
        // magnitude = used / log2(1 + demand): 2048 / log2(2050) ≈ 186.16; 2048 / log2(1 048 577) ≈ 102.4.
        let a = app(1, 0, 2048, 2049, 0);
        let b = app(2, 0, 2048, 1 << 20, 0);
        assert!((fair_magnitude(&a, true) - 186.157).abs() < 0.01);
        assert!((fair_magnitude(&b, true) - 102.4).abs() < 0.01);
        assert_eq!(compare_fair(&a, &b, true), Ordering::Greater);
        assert_eq!(compare_fair(&a, &b, false), Ordering::Less); // plain fair: tie on used → app id
    }

    /// Siblings with and without a configured minimum can make a cycle: why `offer_order` sorts only the queues
    /// that want a node when the siblings are alike in having one.
    #[test]
    fn mixed_minimums_can_make_a_cycle() {
        // Equal use: the tie-break compares minimums between 1 and 2 (1 has the larger), absolute capacities
        // otherwise (2 before 3 before 1).
        let (mut a, mut b, c) = (q(1, 0.1, 0.5, 0), q(2, 0.5, 0.5, 0), q(3, 0.3, 0.5, 0));
        a.configured_minimum = Some(Resource::new(5120, 1));
        b.configured_minimum = Some(Resource::new(3072, 1));
        assert_eq!(compare_queues(&a, &b), Ordering::Less);
        assert_eq!(compare_queues(&b, &c), Ordering::Less);
        assert_eq!(compare_queues(&c, &a), Ordering::Less);
        assert!(!orders_totally([true, true, false].into_iter()));
        assert!(orders_totally([true, true].into_iter()) && orders_totally([false].into_iter()));
        assert!(orders_totally(core::iter::empty()));
    }

    /// A share for the property test: ordinary values on both sides of 1.0, the edges of the runs
    /// [`orders_totally`] splits the line into, and what a division by zero or a broken calculator could give.
    fn share() -> impl proptest::strategy::Strategy<Value = f32> {
        use proptest::strategy::Strategy;
        proptest::prop_oneof![
            4 => (0u8..6).prop_map(|n| f32::from(n) * 0.25),
            1 => proptest::sample::select(alloc::vec![
                0.0,
                -0.0,
                1.0,
                f32::from_bits(1.0f32.to_bits() - 1),
                f32::INFINITY,
                f32::NEG_INFINITY,
                f32::NAN,
                -f32::NAN,
                f32::from_bits(f32::NAN.to_bits() | 1),
            ]),
        ]
    }

    proptest::proptest! {
        /// Siblings alike in having a configured minimum, whatever their priorities and shares: any of them sorted
        /// alone come in the order they have among all of them sorted.
        #[test]
        fn siblings_ordered_totally_keep_their_order_in_any_subset(
            queues in proptest::collection::vec(
                (proptest::bool::weighted(0.9), 0u8..4, share(), share(), -2i32..3, 0i64..4, proptest::bool::ANY),
                1..24,
            ),
            with_minimum in proptest::bool::ANY,
        ) {
            let keys: Vec<QueueSortKey> = queues
                .iter()
                .enumerate()
                .map(|(i, &(accessible, abs, used, abs_used, priority, min_mb, _))| QueueSortKey {
                    queue: QueueId(i as u32),
                    accessible,
                    absolute_capacity: f32::from(abs) * 0.25,
                    used_capacity: used,
                    absolute_used_capacity: abs_used,
                    priority,
                    configured_minimum: with_minimum.then(|| Resource::new(1024 * (min_mb + 1), 1)),
                })
                .collect();
            let alike = keys.iter().map(|k| k.configured_minimum.is_some_and(|m| !m.is_zero()));
            proptest::prop_assert!(orders_totally(alike));
            let whole: Vec<u32> = order(keys.clone()).into_iter().filter(|&i| queues[i as usize].6).collect();
            let part = order(keys.into_iter().filter(|k| queues[k.queue.0 as usize].6).collect());
            proptest::prop_assert_eq!(whole, part);
        }
    }

    proptest::proptest! {
        /// The kept fair order, put right only where applications were noted, is the applications sorted afresh,
        /// each in the list of those that want containers or of the others as it now is: through keys changing,
        /// applications starting and stopping asking, coming and going, and more changes between two offers than
        /// it puts back one by one.
        #[test]
        fn the_kept_fair_order_is_the_order_sorted_afresh(
            rounds in proptest::collection::vec(
                proptest::collection::vec(
                    (0u32..40, 0i64..6, 0i64..6, proptest::bool::weighted(0.9), proptest::bool::ANY),
                    0..24,
                ),
                1..12,
            ),
            size_based_weight in proptest::bool::ANY,
        ) {
            // Each application's key and whether it wants containers, if active; the start time orders ties before
            // the id does.
            let mut apps: Vec<Option<(AppSortKey, bool)>> = (0..40u32)
                .map(|i| {
                    let (used, pending) = (1024 * i64::from(i % 4), 2048 * i64::from(i % 5));
                    (i % 3 != 0).then(|| (app(i, 0, used, used + pending, u64::from(i % 7)), i % 2 == 0))
                })
                .collect();
            let mut order = ServingOrder::default();
            let compare = |a: &AppSortKey, b: &AppSortKey| compare_fair(a, b, size_based_weight);
            for changes in rounds {
                for (id, used, pending, active, wants) in changes {
                    let key = app(id, 0, 1024 * used, 1024 * (used + pending), u64::from(id % 7));
                    apps[id as usize] = active.then_some((key, wants));
                    order.note(AppId(id));
                }
                let active: Vec<AppId> = (0..40u32).filter(|&i| apps[i as usize].is_some()).map(AppId).collect();
                let entry = |a: AppId| apps[a.index()].expect("asked only for active applications");
                order.update(&active, compare, |a| entry(a).0, |a| apps[a.index()].is_some(), |a| entry(a).1);
                let mut fresh: Vec<AppSortKey> = active.iter().map(|&a| entry(a).0).collect();
                fresh.sort_by(compare);
                let fresh: Vec<(AppId, bool)> = fresh.iter().map(|k| (k.app, entry(k.app).1)).collect();
                proptest::prop_assert_eq!(order.apps(compare), fresh.clone());
                let wanting: Vec<AppId> = (0..order.wanting_len()).filter_map(|k| order.wanting(k)).collect();
                let fresh_wanting: Vec<AppId> = fresh.iter().filter(|e| e.1).map(|e| e.0).collect();
                proptest::prop_assert_eq!(wanting, fresh_wanting);
            }
        }
    }
}
