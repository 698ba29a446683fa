//! The user limit of a leaf queue, exactly as Hadoop's `UsersManager.computeUserLimit` computes it.
//!
//! With `required` = the minimum allocation:
//! ```text
//! queueCapacity   = max(queue guarantee in the partition, required)
//! consumed        = multiplyAndNormalizeUp(partition, Σ_users ratio(user used, partition), required)
//! currentCapacity = consumed < queueCapacity ? queueCapacity : consumed + required
//! active users:  resourceUsed = Σ used of active users + required,  users = Σ weights of active users
//! all users:     resourceUsed = currentCapacity,                    users = Σ weights of all users
//! userLimit    = max(divideAndCeil(resourceUsed, users), divideAndCeil(currentCapacity × ULpct, 100))
//! maxUserLimit = queueCapacity × ULF, or the queue's maximum (rounded down) when ULF = -1,
//!                or the whole partition when allocating with IGNORE_PARTITION_EXCLUSIVITY
//! userLimit    = roundUp(min(userLimit, maxUserLimit), required)
//! per user     = multiplyAndNormalizeDown(userLimit, weight, required)
//! ```
//! A user is blocked only when `used > limit`, so a user may overshoot the limit by one container.
//! Usage ratios and weight sums are Java `float`s in Hadoop and are `f32` here.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::SchedulingMode;
use crate::resource::{CalculatorKind, Resource, ResourceCalculator, MAX_RESOURCE_TYPES};
use crate::topology::PartitionId;

/// The queue-level inputs of the user limit for one partition.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct UserLimitInputs {
    pub partition_resource: Resource,
    pub minimum_allocation: Resource,
    /// The queue's effective capacity (guarantee) in the partition.
    pub queue_guaranteed: Resource,
    /// The queue's maximum resource in the partition, rounded down to the minimum allocation.
    pub queue_maximum_down: Resource,
    /// `minimum-user-limit-percent` (1..=100).
    pub minimum_user_limit_percent: f32,
    /// `user-limit-factor` (-1 = off).
    pub user_limit_factor: f32,
    pub mode: SchedulingMode,
}

/// The user limit (`UserLimit::limit`, the allocation view: active users only) of a leaf as allocation last worked
/// it out, with the leaf's count of user changes ([`QueueUsers::changes`]), the partition and the mode it was worked
/// out for. Allocation offers a leaf node after node, and many offers change nothing (no room, a constraint that
/// fails, a user at its limit), so the next offer takes the limit from here instead of reading every user again, as
/// Hadoop's `UsersManager` keeps it until its version moves. What else the limit reads (the partition's and the
/// cluster's resources, the queue's capacities, the configuration, the calculator) changes only where the queue's
/// capacities are set again ([`Queue::set_capacities`]), which empties this. A cache and nothing else: it compares
/// equal to any other and is not serialised; debug builds (every test) check each kept limit against the one
/// worked out afresh.
///
/// [`QueueUsers::changes`]: super::queue::QueueUsers::changes
/// [`Queue::set_capacities`]: super::queue::Queue::set_capacities
#[derive(Clone, Default)]
pub(super) struct LimitCache(Option<CachedLimit>);

#[derive(Clone, Copy)]
struct CachedLimit {
    changes: u64,
    partition: PartitionId,
    mode: SchedulingMode,
    limit: Resource,
}

impl LimitCache {
    /// The kept limit, if it was worked out for this partition and mode with the users as they are.
    pub(super) fn get(&self, changes: u64, partition: PartitionId, mode: SchedulingMode) -> Option<Resource> {
        self.0.filter(|c| c.changes == changes && c.partition == partition && c.mode == mode).map(|c| c.limit)
    }

    /// Keeps `limit`, worked out for this partition and mode with the users as they are.
    pub(super) fn set(&mut self, changes: u64, partition: PartitionId, mode: SchedulingMode, limit: Resource) {
        self.0 = Some(CachedLimit { changes, partition, mode, limit });
    }
}

impl PartialEq for LimitCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl core::fmt::Debug for LimitCache {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("LimitCache")
    }
}

/// One user as the formula sees them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct UserShare {
    /// Used (allocated + reserved) in the partition.
    pub used: Resource,
    pub weight: f32,
    /// Has outstanding requests.
    pub active: bool,
}

/// Every intermediate value, so that the UI can show the arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct UserLimit {
    /// `queueCapacity`: the queue's guarantee in the partition, at least the minimum allocation.
    pub queue_capacity: Resource,
    /// `consumed`: what all the queue's users hold, as a share of the partition.
    pub consumed: Resource,
    /// `currentCapacity`: the guarantee, or what is consumed plus one minimum allocation once above it.
    pub current_capacity: Resource,
    /// `resourceUsed`: what the active users hold plus one allocation (allocation), or `currentCapacity`
    /// (preemption).
    pub resource_used: Resource,
    /// Σ weights of the users counted.
    pub users: f32,
    /// `divideAndCeil(resourceUsed, users)`.
    pub by_share: Resource,
    /// `divideAndCeil(currentCapacity × minimum-user-limit-percent, 100)`.
    pub by_percent: Resource,
    /// `maxUserLimit`: `queueCapacity × user-limit-factor`, the queue's maximum when the factor is -1, or the
    /// whole partition for IGNORE_PARTITION_EXCLUSIVITY allocations.
    pub max_user_limit: Resource,
    /// The limit for a user of weight 1.
    pub limit: Resource,
    /// Computed over active users (allocation) or all users (preemption).
    pub active_users_only: bool,
}

impl UserLimit {
    /// The limit for a user of `weight`: `multiplyAndNormalizeDown(limit, weight, minimumAllocation)`.
    pub fn for_weight(&self, rc: &ResourceCalculator, weight: f32, minimum_allocation: &Resource) -> Resource {
        weighted(rc, &self.limit, weight, minimum_allocation)
    }
}

/// The limit for a user of `weight` from the leaf's user limit `limit` (`UserLimit::limit`). The allocation path
/// keeps only that field of the record: it reads nothing else, and the whole record (264 bytes) was copied into
/// the offer's cache on every offer to a leaf (a `memory.copy` in the wasm at opt-level "z").
pub(super) fn weighted(
    rc: &ResourceCalculator,
    limit: &Resource,
    weight: f32,
    minimum_allocation: &Resource,
) -> Resource {
    rc.multiply_and_normalize_down(limit, weight as f64, minimum_allocation)
}

/// Java's `Resources.ratio` in `float`: memory share with the default calculator, largest share with the dominant
/// one; a zero divisor gives 0.
fn ratio_f32(rc: &ResourceCalculator, a: &Resource, b: &Resource) -> f32 {
    let one = |x: i64, y: i64| if y == 0 { 0.0 } else { x as f32 / y as f32 };
    match rc.kind {
        CalculatorKind::Default => one(a.memory(), b.memory()),
        CalculatorKind::Dominant => {
            (0..rc.types.clamp(2, MAX_RESOURCE_TYPES)).map(|i| one(a.0[i], b.0[i])).fold(0.0f32, f32::max)
        }
    }
}

/// The four sums over a leaf's users that the user limit reads: the users' usage ratios in the partition, and
/// what the active users hold, their weights and all users' weights. Each is taken in the users' order (by name)
/// and, for the `f32`s, from -0.0 as `Iterator::sum` starts a float's, so the kept sums ([`KeptUserSums`]) and a
/// fresh walk ([`UserSums::of`]) agree bit for bit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct UserSums {
    /// Σ `ratio(user used, partition)` over all users.
    pub usage_ratio: f32,
    /// Σ used of the active users.
    pub active_used: Resource,
    /// Σ weights of the active users.
    pub active_weight: f32,
    /// Σ weights of all users.
    pub all_weight: f32,
}

impl UserSums {
    /// No users yet: the sums' starting values.
    const START: UserSums =
        UserSums { usage_ratio: -0.0, active_used: Resource::ZERO, active_weight: -0.0, all_weight: -0.0 };

    /// The sums worked out afresh: one walk over the users, in their order.
    pub(super) fn of(rc: &ResourceCalculator, part: &Resource, users: impl Iterator<Item = UserShare>) -> Self {
        users.fold(Self::START, |sums, u| sums.then(rc, part, &u))
    }

    /// These sums with user `u` added after the users already in them.
    fn then(mut self, rc: &ResourceCalculator, part: &Resource, u: &UserShare) -> Self {
        self.usage_ratio += ratio_f32(rc, &u.used, part);
        if u.active {
            self.active_used += u.used;
            self.active_weight += u.weight;
        }
        self.all_weight += u.weight;
        self
    }

    /// Equal bit for bit (`==` takes -0.0 for 0.0), as a debug check of the kept sums asks.
    pub(super) fn same_bits(&self, other: &UserSums) -> bool {
        self.active_used == other.active_used
            && self.usage_ratio.to_bits() == other.usage_ratio.to_bits()
            && self.active_weight.to_bits() == other.active_weight.to_bits()
            && self.all_weight.to_bits() == other.all_weight.to_bits()
    }
}

/// A leaf's [`UserSums`] kept per partition between changes to its users, so that the user limit, worked out again
/// after every container a user gets or gives back, reads only the users that changed instead of every user of the
/// leaf: with thousands of users in one leaf that walk was most of a run's time (issue 14, users14).
///
/// Hadoop keeps these as running totals (`UsersManager`'s usage ratios, `totalResUsageForActiveUsers`, the
/// weights summed again when a user comes, goes, or starts or stops being active). A running `f32` total drifts
/// from a sum taken afresh, and Spindle's decisions must not depend on the path a run took, so the kept sums are
/// the fresh walk's, bit for bit: each user's row keeps what was read of it (used in the partition, weight,
/// whether active, its usage ratio) and the three `f32` sums through it, in the users' order. A change to a user
/// marks its row stale; the next read re-reads the stale rows and takes the sums again from the first changed row
/// on, over the rows alone (a few floats each) rather than over the users. What the active users hold is integers,
/// the same in any order, so it is one running total.
///
/// [`QueueUsers`](super::queue::QueueUsers) tells it of every change (rows mirror its users one for one); a
/// partition's rows are built on its first read, and again whenever the partition's resource or the calculator
/// differs from the one its ratios were worked out with. A cache and nothing else: a clone starts empty (a state
/// copied for stepping back rebuilds it on its first read), and debug builds compare every read with a fresh walk.
#[derive(Default)]
pub(super) struct KeptUserSums(Vec<Option<PartitionSums>>);

struct PartitionSums {
    /// The partition's resource and the calculator the rows' ratios were worked out with.
    basis: (Resource, ResourceCalculator),
    rows: Vec<SumRow>,
    /// Rows from here on are stale or follow a stale row: their sums are to be taken again.
    from: usize,
    /// Σ `share.used` of the rows whose `share.active`.
    active_used: Resource,
}

#[derive(Clone, Copy, Default)]
struct SumRow {
    /// The user as last read.
    share: UserShare,
    ratio: f32,
    /// The user changed since it was read.
    stale: bool,
    /// The `f32` sums through this row.
    usage_ratio: f32,
    active_weight: f32,
    all_weight: f32,
}

impl KeptUserSums {
    /// The user at `index` may have changed.
    pub(super) fn touched(&mut self, index: usize) {
        for ps in self.0.iter_mut().flatten() {
            if let Some(row) = ps.rows.get_mut(index) {
                row.stale = true;
                ps.from = ps.from.min(index);
            }
        }
    }

    /// A user was put in at `index`.
    pub(super) fn inserted(&mut self, index: usize) {
        for slot in &mut self.0 {
            match slot {
                Some(ps) if index <= ps.rows.len() => {
                    ps.rows.insert(index, SumRow { stale: true, ..SumRow::default() });
                    ps.from = ps.from.min(index);
                }
                // Rows out of step with the users (never, as every change comes through `QueueUsers`): built anew.
                _ => *slot = None,
            }
        }
    }

    /// The user at `index` was taken out.
    pub(super) fn removed(&mut self, index: usize) {
        for slot in &mut self.0 {
            match slot {
                Some(ps) if index < ps.rows.len() => {
                    let row = ps.rows.remove(index);
                    if row.share.active {
                        ps.active_used -= row.share.used;
                    }
                    ps.from = ps.from.min(index);
                }
                _ => *slot = None,
            }
        }
    }

    /// Any user may have changed.
    pub(super) fn forget(&mut self) {
        self.0.clear();
    }

    /// The sums in partition `p` (resource `part`) over the leaf's `len` users, `share(i)` reading the `i`-th in
    /// their order.
    pub(super) fn sums(
        &mut self,
        rc: &ResourceCalculator,
        p: PartitionId,
        part: &Resource,
        len: usize,
        share: impl Fn(usize) -> UserShare,
    ) -> UserSums {
        if self.0.len() <= p.index() {
            self.0.resize_with(p.index() + 1, || None);
        }
        let basis = (*part, *rc);
        let ps = match &mut self.0[p.index()] {
            Some(ps) if ps.basis == basis => ps,
            slot => slot.insert(PartitionSums {
                basis,
                rows: alloc::vec![SumRow { stale: true, ..SumRow::default() }; len],
                from: 0,
                active_used: Resource::ZERO,
            }),
        };
        debug_assert_eq!(ps.rows.len(), len, "the kept user sums lost track of the users");
        let mut sums = ps.from.checked_sub(1).and_then(|i| ps.rows.get(i)).map_or(UserSums::START, SumRow::sums);
        let from = ps.from;
        for (i, row) in ps.rows[from..].iter_mut().enumerate() {
            if row.stale {
                let new = share(from + i);
                if row.share.active {
                    ps.active_used -= row.share.used;
                }
                if new.active {
                    ps.active_used += new.used;
                }
                row.share = new;
                row.ratio = ratio_f32(rc, &new.used, part);
                row.stale = false;
            }
            // The additions of `UserSums::then`, in its order (written out here: routing both through one method
            // made the 5,000-user run 8 % slower).
            sums.usage_ratio += row.ratio;
            if row.share.active {
                sums.active_weight += row.share.weight;
            }
            sums.all_weight += row.share.weight;
            row.usage_ratio = sums.usage_ratio;
            row.active_weight = sums.active_weight;
            row.all_weight = sums.all_weight;
        }
        ps.from = ps.rows.len();
        let last = ps.rows.last().map_or(UserSums::START, SumRow::sums);
        UserSums { active_used: ps.active_used, ..last }
    }
}

impl SumRow {
    /// The `f32` sums through this row (what the active users hold is kept apart).
    fn sums(&self) -> UserSums {
        UserSums {
            usage_ratio: self.usage_ratio,
            active_used: Resource::ZERO,
            active_weight: self.active_weight,
            all_weight: self.all_weight,
        }
    }
}

impl Clone for KeptUserSums {
    fn clone(&self) -> Self {
        KeptUserSums::default()
    }
}

impl core::fmt::Debug for KeptUserSums {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("KeptUserSums")
    }
}

/// Computes the user limit of a leaf queue in one partition from the sums over its users.
pub(super) fn compute_user_limit(
    rc: &ResourceCalculator,
    cluster: &Resource,
    q: &UserLimitInputs,
    sums: &UserSums,
    active_users_only: bool,
) -> UserLimit {
    let part = &q.partition_resource;
    let required = q.minimum_allocation;
    let queue_capacity = rc.max(part, &q.queue_guaranteed, &required);
    let UserSums { usage_ratio, active_used, active_weight, all_weight } = *sums;
    let consumed = rc.multiply_and_normalize_up(part, usage_ratio as f64, &required);
    let current_capacity =
        if rc.less_than(part, &consumed, &queue_capacity) { queue_capacity } else { consumed + required };

    let (resource_used, users_weight) =
        if active_users_only { (active_used + required, active_weight) } else { (current_capacity, all_weight) };

    let by_share = rc.divide_and_ceil(&resource_used, users_weight as f64);
    let by_percent = rc.divide_and_ceil(&current_capacity.multiply(q.minimum_user_limit_percent as f64), 100.0);
    let user_limit = rc.max(part, &by_share, &by_percent);

    let max_user_limit = match q.mode {
        SchedulingMode::RespectPartitionExclusivity => {
            if q.user_limit_factor == -1.0 {
                q.queue_maximum_down
            } else {
                queue_capacity.multiply(q.user_limit_factor as f64)
            }
        }
        SchedulingMode::IgnorePartitionExclusivity => *part,
    };
    let limit = rc.round_up(&rc.min(cluster, &user_limit, &max_user_limit), &required);
    UserLimit {
        queue_capacity,
        consumed,
        current_capacity,
        resource_used,
        users: users_weight,
        by_share,
        by_percent,
        max_user_limit,
        limit,
        active_users_only,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    const GB: i64 = 1024;

    /// A queue guaranteed 10 GB of a 20 GB cluster, maximum 20 GB, 1 GB minimum allocation.
    fn queue(ul_pct: f32, ulf: f32) -> UserLimitInputs {
        UserLimitInputs {
            partition_resource: Resource::new(20 * GB, 20),
            minimum_allocation: Resource::new(GB, 1),
            queue_guaranteed: Resource::new(10 * GB, 10),
            queue_maximum_down: Resource::new(20 * GB, 20),
            minimum_user_limit_percent: ul_pct,
            user_limit_factor: ulf,
            mode: SchedulingMode::RespectPartitionExclusivity,
        }
    }

    fn users(used_gb: &[i64]) -> Vec<UserShare> {
        used_gb.iter().map(|&g| UserShare { used: Resource::new(g * GB, g), weight: 1.0, active: true }).collect()
    }

    /// The user limit of `q` over `users`, their sums taken afresh.
    fn ul(
        rc: &ResourceCalculator,
        q: &UserLimitInputs,
        users: impl Iterator<Item = UserShare>,
        active_users_only: bool,
    ) -> UserLimit {
        let sums = UserSums::of(rc, &q.partition_resource, users);
        compute_user_limit(rc, &q.partition_resource, q, &sums, active_users_only)
    }

    fn limit_gb(q: &UserLimitInputs, u: &[UserShare]) -> f64 {
        let rc = ResourceCalculator::DEFAULT;
        ul(&rc, q, u.iter().copied(), true).limit.memory() as f64 / GB as f64
    }

    #[test]
    fn minimum_user_limit_percent_with_one_two_and_four_users() {
        let q = queue(25.0, 1.0);
        // 1 user, nothing used: resourceUsed = 0 + 1 GB, by share 1 GB; consumed 0 < 10 GB so currentCapacity
        // = 10 GB, by percent ceil(10 GB × 25 / 100) = 2.5 GB → max 2.5 GB → roundUp to 1 GB steps = 3 GB.
        assert_eq!(limit_gb(&q, &users(&[0])), 3.0);
        // The lone user at 6 GB: resourceUsed 7 GB / 1 = 7 GB > 2.5 GB → 7 GB. Its limit tracks used + 1 GB, so it
        // can keep growing up to queueCapacity × ULF = 10 GB.
        assert_eq!(limit_gb(&q, &users(&[6])), 7.0);
        assert_eq!(limit_gb(&q, &users(&[12])), 10.0);
        // 2 users at 4 GB each: (8 + 1) / 2 = 4.5 GB > 2.5 GB → roundUp → 5 GB each.
        assert_eq!(limit_gb(&q, &users(&[4, 4])), 5.0);
        // 4 users at 2 GB each: (8 + 1) / 4 = 2.25 GB < 2.5 GB, so the percent floor decides → 3 GB.
        assert_eq!(limit_gb(&q, &users(&[2, 2, 2, 2])), 3.0);
        // With 100 % (the default), one user at 0 gets the whole guarantee: ceil(10 GB × 100 / 100) = 10 GB.
        assert_eq!(limit_gb(&queue(100.0, 1.0), &users(&[0])), 10.0);
        // …and two users at 0: max((0 + 1) / 2, 10 GB) = 10 GB each — ULpct 100 means "no sharing floor below all".
        assert_eq!(limit_gb(&queue(100.0, 1.0), &users(&[0, 0])), 10.0);
        // ULpct 50 with two users at 5 GB: consumed 10 GB is not below the 10 GB guarantee, so currentCapacity =
        // 10 + 1 = 11 GB; by share (10 + 1) / 2 = 5.5 GB, by percent 11 × 50 % = 5.5 GB → roundUp → 6 GB.
        assert_eq!(limit_gb(&queue(50.0, 1.0), &users(&[5, 5])), 6.0);
    }

    #[test]
    fn consumed_above_guarantee_grows_current_capacity() {
        // Two users hold 14 GB together, above the 10 GB guarantee: consumed = 14 GB (ratio 0.7 of 20 GB, rounded
        // half up), currentCapacity = 14 + 1 = 15 GB. ULF 2 → max 20 GB. ULpct 100 → by percent 15 GB.
        let q = queue(100.0, 2.0);
        let rc = ResourceCalculator::DEFAULT;
        let ul = ul(&rc, &q, users(&[7, 7]).into_iter(), true);
        assert_eq!(ul.consumed.memory(), 14 * GB);
        assert_eq!(ul.current_capacity.memory(), 15 * GB);
        assert_eq!(ul.by_percent.memory(), 15 * GB);
        assert_eq!(ul.limit.memory(), 15 * GB);
    }

    #[test]
    fn user_limit_factor_half_double_and_off() {
        // One user at 9 GB: uncapped limit = 9 + 1 = 10 GB.
        // ULF 0.5: maxUserLimit = 10 GB × 0.5 = 5 GB → limit 5 GB (the user is over it and blocked).
        assert_eq!(limit_gb(&queue(100.0, 0.5), &users(&[9])), 5.0);
        // ULF 2: maxUserLimit = 20 GB; the user at 15 GB gets 16 GB (used + 1 GB).
        assert_eq!(limit_gb(&queue(100.0, 2.0), &users(&[15])), 16.0);
        // ULF 1 caps the same user at the 10 GB guarantee.
        assert_eq!(limit_gb(&queue(100.0, 1.0), &users(&[15])), 10.0);
        // ULF -1: maxUserLimit = the queue's maximum (20 GB).
        assert_eq!(limit_gb(&queue(100.0, -1.0), &users(&[19])), 20.0);
        let mut q = queue(100.0, -1.0);
        q.queue_maximum_down = Resource::new(12 * GB, 12);
        assert_eq!(limit_gb(&q, &users(&[19])), 12.0);
    }

    #[test]
    fn weights_divide_the_share_and_scale_the_limit() {
        // ULpct 25; alice (weight 2) and bob (weight 1) each at 3 GB. resourceUsed = 6 + 1 = 7 GB; users = 3 →
        // by share ceil(7168 / 3) = 2390 MB; by percent 2560 MB → 2560 → roundUp → 3 GB for weight 1.
        let rc = ResourceCalculator::DEFAULT;
        let q = queue(25.0, 1.0);
        let u = [
            UserShare { used: Resource::new(3 * GB, 3), weight: 2.0, active: true },
            UserShare { used: Resource::new(3 * GB, 3), weight: 1.0, active: true },
        ];
        let ul = ul(&rc, &q, u.iter().copied(), true);
        assert_eq!(ul.users, 3.0);
        assert_eq!(ul.by_share.memory(), 2390);
        assert_eq!(ul.limit.memory(), 3 * GB);
        let min = Resource::new(GB, 1);
        // Weighted: alice 3 GB × 2 = 6 GB; bob 3 GB; weight 0.5 → 1.5 GB rounded down → 1 GB.
        assert_eq!(ul.for_weight(&rc, 2.0, &min).memory(), 6 * GB);
        assert_eq!(ul.for_weight(&rc, 1.0, &min).memory(), 3 * GB);
        assert_eq!(ul.for_weight(&rc, 0.5, &min).memory(), GB);
    }

    #[test]
    fn inactive_users_do_not_count_unless_all_users_are_asked_for() {
        let rc = ResourceCalculator::DEFAULT;
        let q = queue(25.0, 1.0);
        let mut u = users(&[4, 4]);
        u[1].active = false;
        // Active only: (4 + 1) / 1 = 5 GB.
        assert_eq!(ul(&rc, &q, u.iter().copied(), true).limit.memory(), 5 * GB);
        // All users (the preemption view): resourceUsed = currentCapacity = 10 GB, / 2 = 5 GB.
        assert_eq!(ul(&rc, &q, u.iter().copied(), false).limit.memory(), 5 * GB);
    }

    #[test]
    fn ignore_exclusivity_caps_at_the_partition() {
        let rc = ResourceCalculator::DEFAULT;
        let mut q = queue(100.0, 0.5);
        q.mode = SchedulingMode::IgnorePartitionExclusivity;
        q.queue_guaranteed = Resource::ZERO;
        // Guarantee 0 → queueCapacity = 1 GB; one user at 9 GB: (9 + 1) / 1 = 10 GB, cap = partition 20 GB.
        let ul = ul(&rc, &q, users(&[9]).into_iter(), true);
        assert_eq!(ul.limit.memory(), 10 * GB);
    }
}
