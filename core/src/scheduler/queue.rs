//! The runtime queue tree: capacities per partition (relative and absolute fractions, effective minimum and
//! maximum resources) and usage per partition (used, reserved, pending, AM used), plus per-user usage of leaves.
//!
//! Hierarchy formulas (Hadoop's `CSQueueUtils`): `absoluteCapacity = capacity × parent.absoluteCapacity`,
//! `absoluteMaximumCapacity = maximumCapacity × parent.absoluteMaximumCapacity`, effective minimum resource =
//! `(long)(partitionResource × absoluteCapacity)` per type, effective maximum likewise. Queues configured with
//! absolute resources get the configured amount (scaled down proportionally if the parent cannot cover its
//! children) and fractions derived from it.

use crate::sorted_map::SortedMap;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::config::{CapacitySchedulerConfig, CapacityValue};
use super::ordering::ServingOrder;
use super::user_limit::{KeptUserSums, LimitCache, UserShare, UserSums};
use crate::dense_id;
use crate::ids::AppId;
use crate::resource::{Resource, ResourceCalculator};
use crate::topology::PartitionId;

dense_id!(
    /// A queue's index in the configuration's queue list; root is 0, parents come before their children.
    QueueId: u32
);

/// Capacities of one queue in one partition.
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct QueueCapacities {
    /// Fraction of the parent's guarantee.
    pub capacity: f32,
    /// Fraction of the parent's maximum.
    pub maximum_capacity: f32,
    /// Fraction of the partition (`capacity × parent.absolute_capacity`).
    pub absolute_capacity: f32,
    /// Fraction of the partition (`maximum_capacity × parent.absolute_maximum_capacity`).
    pub absolute_maximum_capacity: f32,
    /// The effective minimum resource (the guarantee).
    pub guaranteed: Resource,
    /// The effective maximum resource.
    pub maximum: Resource,
    /// The configured minimum resource, for queues configured with absolute resources.
    pub configured_minimum: Option<Resource>,
    /// `maximum-am-resource-percent` for this partition, as a fraction.
    pub maximum_am_resource_percent: f32,
}

impl QueueCapacities {
    /// Nothing configured (`Default`, as a constant to borrow).
    pub const ZERO: QueueCapacities = QueueCapacities {
        capacity: 0.0,
        maximum_capacity: 0.0,
        absolute_capacity: 0.0,
        absolute_maximum_capacity: 0.0,
        guaranteed: Resource::ZERO,
        maximum: Resource::ZERO,
        configured_minimum: None,
        maximum_am_resource_percent: 0.0,
    };
}

/// Usage of one queue (or one user) in one partition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct QueueUsage {
    /// Allocated plus reserved (YARN counts reservations as used).
    pub used: Resource,
    /// The reserved part of `used`.
    pub reserved: Resource,
    /// Outstanding asks of the queue's applications for this partition (activated or not).
    pub pending: Resource,
    /// AM resources of activated applications whose AM is in this partition.
    pub am_used: Resource,
}

impl QueueUsage {
    /// No usage (`Default`, as a constant to borrow).
    pub const ZERO: QueueUsage =
        QueueUsage { used: Resource::ZERO, reserved: Resource::ZERO, pending: Resource::ZERO, am_used: Resource::ZERO };
}

/// A user of a leaf queue (exists while the user has applications in the queue).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct QueueUser {
    /// The user's name.
    pub name: String,
    /// `user-settings.<user>.weight` (1 by default): its share in the user limit.
    pub weight: f32,
    /// Per partition: allocated + reserved.
    pub used: Vec<Resource>,
    /// Per partition: AM resources of activated applications.
    pub am_used: Vec<Resource>,
    /// Applications waiting to be activated.
    pub pending_apps: u32,
    /// Activated applications.
    pub active_apps: u32,
    /// The user's applications in the queue (accepted or activated) with outstanding requests, kept up to date
    /// whenever a request's count changes: the user limit asks on every offer whether the user is active, and
    /// this answers without a scan over the queue's applications. Derived, so not serialised (recounted when a
    /// scheduler state is read back).
    #[serde(skip)]
    pub outstanding_apps: u32,
}

impl QueueUser {
    /// Pending and activated applications.
    pub fn total_apps(&self) -> u32 {
        self.pending_apps + self.active_apps
    }

    /// `user.getUsed()` over every partition.
    pub fn used_total(&self) -> Resource {
        self.used.iter().copied().sum()
    }

    /// The user as the user limit reads it in partition `p`: active when it has activated applications with
    /// outstanding requests.
    pub(super) fn share(&self, p: PartitionId) -> UserShare {
        UserShare {
            used: Resource::in_partition(&self.used, p.index()),
            weight: self.weight,
            active: self.active_apps > 0 && self.outstanding_apps > 0,
        }
    }
}

/// A leaf's users by name, with a count of the changes made to them. The user limit reads every user of the leaf
/// on every offer; it is kept (`LimitCache`) until this count moves, as Hadoop's `UsersManager` keeps it until its
/// version number, bumped on every change to a user, moves. Reads go through `Deref`; every way to change a user is
/// a method here, and counts (whether or not it changed anything: a change counted for nothing only costs one
/// recomputation). Each change also tells the sums kept over the users ([`KeptUserSums`]) which user it was, so
/// that working the limit out again reads that user alone. Neither the count nor the sums are part of the state:
/// not compared, not serialised.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct QueueUsers {
    map: SortedMap<String, QueueUser>,
    #[serde(skip)]
    changes: u64,
    #[serde(skip)]
    kept: KeptUserSums,
}

impl PartialEq for QueueUsers {
    fn eq(&self, other: &Self) -> bool {
        self.map == other.map
    }
}

impl core::ops::Deref for QueueUsers {
    type Target = SortedMap<String, QueueUser>;

    fn deref(&self) -> &Self::Target {
        &self.map
    }
}

impl QueueUsers {
    /// How many times a user could have changed (see the type's documentation).
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The user `name`, to change it.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut QueueUser> {
        self.changes += 1;
        let i = self.map.index_of(name)?;
        self.kept.touched(i);
        self.map.get_index_mut(i)
    }

    /// The user `name`, to change it, tried first where `hint` says (see [`Hint`](crate::sorted_map::Hint)).
    pub fn get_mut_hinted(&mut self, name: &str, hint: &crate::sorted_map::Hint) -> Option<&mut QueueUser> {
        self.changes += 1;
        let i = self.map.index_of_hinted(name, hint)?;
        self.kept.touched(i);
        self.map.get_index_mut(i)
    }

    /// Every user, to change them.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut QueueUser> + '_ {
        self.changes += 1;
        self.kept.forget();
        self.map.values_mut()
    }

    /// The user `name`, added by `make` if the leaf has no such user yet, to change it.
    pub fn get_or_insert_with(&mut self, name: String, make: impl FnOnce() -> QueueUser) -> &mut QueueUser {
        self.changes += 1;
        let (i, inserted, user) = self.map.entry_at(name, make);
        if inserted {
            self.kept.inserted(i);
        } else {
            self.kept.touched(i);
        }
        user
    }

    /// Removes the user `name`.
    pub fn remove(&mut self, name: &str) -> Option<QueueUser> {
        self.changes += 1;
        let i = self.map.index_of(name)?;
        self.kept.removed(i);
        self.map.remove(name)
    }

    /// The sums over the users that the user limit reads in partition `p` (resource `part`), taken afresh.
    pub(super) fn fresh_sums(&self, rc: &ResourceCalculator, p: PartitionId, part: &Resource) -> UserSums {
        UserSums::of(rc, part, self.map.values().map(|u| u.share(p)))
    }

    /// The same, from the kept sums.
    pub(super) fn sums(&mut self, rc: &ResourceCalculator, p: PartitionId, part: &Resource) -> UserSums {
        let map = &self.map;
        self.kept
            .sums(rc, p, part, map.len(), |i| map.get_index(i).map_or_else(UserShare::default, |(_, u)| u.share(p)))
    }
}

/// A queue's runtime state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Queue {
    /// The queue's id in the configuration.
    pub id: QueueId,
    /// Indexed by `PartitionId`.
    pub capacities: Vec<QueueCapacities>,
    /// Indexed by `PartitionId`.
    pub usage: Vec<QueueUsage>,
    /// Leaf only: users with applications in the queue, by name (looked up on every offer to an application).
    pub users: QueueUsers,
    /// Leaf only: activated applications, in activation order.
    pub active_apps: Vec<AppId>,
    /// Leaf only: applications waiting for activation (AM limits), in submission order.
    pub pending_apps: Vec<AppId>,
    /// Leaf only: `active_apps` is known to be in FIFO serving order (priority, then id), as it nearly always is:
    /// activation appends in submission order and priorities do not change. Kept as applications come and go (a
    /// removal keeps an order), so that offering a node does not check the order every time. Derived, so not
    /// serialised (worked out again when a scheduler state is read back).
    #[serde(skip)]
    pub(crate) fifo_ordered: bool,
    /// Leaf only: the active applications with outstanding requests, in FIFO serving order (priority, then id;
    /// the order of `active_apps` when that is in FIFO order). Under FIFO a node offered to the leaf goes to these
    /// (an application that wants nothing cannot take it), so an offer does not walk past the many applications
    /// that only wait for their containers to end. An application is put in or taken out by binary search whenever
    /// its outstanding count reaches or leaves zero and as it comes and goes; derived, so not serialised.
    #[serde(skip)]
    pub(crate) wanting: Vec<AppId>,
    /// Leaf only, under the fair policy or when `active_apps` is out of FIFO order: the active applications in
    /// serving order, kept between offers and put right where applications' keys changed ([`ServingOrder`]).
    /// Derived, so not serialised.
    #[serde(skip)]
    pub(crate) serving_order: ServingOrder,
    /// Parent only: the children with pending asks in some partition, in configuration order (by id). A node
    /// offered to the parent can go only to these ([`CapacityScheduler::offer_order`]), so an offer does not visit
    /// the hundreds of idle children a real cluster's parent can have. Kept as asks come and go; derived, so not
    /// serialised.
    ///
    /// [`CapacityScheduler::offer_order`]: super::CapacityScheduler::offer_order
    #[serde(skip)]
    pub(crate) asking: Vec<QueueId>,
    /// Parent only, per partition: whether its comparator orders its children totally
    /// ([`CapacityScheduler::children_order_totally`]), kept from where the capacities were last set. Derived, so not
    /// serialised.
    ///
    /// [`CapacityScheduler::children_order_totally`]: super::CapacityScheduler::children_order_totally
    #[serde(skip)]
    pub(crate) children_order_totally: Vec<bool>,
    /// Leaf only: the user limit allocation last worked out, kept while nothing it reads changes.
    #[serde(skip)]
    pub(super) limit_cache: LimitCache,
    /// Per partition: the maximum rounded down to the minimum allocation ([`maximum_down`](Self::maximum_down)),
    /// worked out with the capacities (an integer division per resource type, which the scheduler would otherwise
    /// make on every offer for every queue on the way to a leaf). Derived, so not serialised (worked out again when
    /// a scheduler state is read back).
    #[serde(skip)]
    maximum_down: Vec<Resource>,
}

impl Queue {
    /// A queue with no capacities computed, no usage and no applications.
    pub fn new(id: QueueId) -> Self {
        Queue {
            id,
            capacities: Vec::new(),
            usage: Vec::new(),
            users: QueueUsers::default(),
            active_apps: Vec::new(),
            pending_apps: Vec::new(),
            fifo_ordered: true,
            wanting: Vec::new(),
            serving_order: ServingOrder::default(),
            asking: Vec::new(),
            children_order_totally: Vec::new(),
            limit_cache: LimitCache::default(),
            maximum_down: Vec::new(),
        }
    }

    /// Whether the queue has pending asks in some partition.
    pub(crate) fn asks(&self) -> bool {
        self.usage.iter().any(|u| !u.pending.is_zero())
    }

    /// Notes that `child` has pending asks now (`asks`) or no longer has.
    pub(crate) fn set_asking(&mut self, child: QueueId, asks: bool) {
        match (self.asking.binary_search(&child), asks) {
            (Err(at), true) => self.asking.insert(at, child),
            (Ok(at), false) => {
                self.asking.remove(at);
            }
            _ => {}
        }
    }

    /// Sets the queue's capacities, worked out again for a new configuration or new partition resources, with
    /// what is derived from them (the maximums rounded down with the configuration's calculator `rc` and minimum
    /// allocation); what the leaf kept of its user limit was worked out from the old ones (`LimitCache`).
    pub(super) fn set_capacities(
        &mut self,
        capacities: Vec<QueueCapacities>,
        rc: &ResourceCalculator,
        minimum_allocation: &Resource,
    ) {
        self.capacities = capacities;
        self.derive_maximum_down(rc, minimum_allocation);
        self.limit_cache = LimitCache::default();
    }

    /// Works out the maximums rounded down again (a scheduler state read back does not store them).
    pub(super) fn derive_maximum_down(&mut self, rc: &ResourceCalculator, minimum_allocation: &Resource) {
        self.maximum_down = self.capacities.iter().map(|c| rc.round_down(&c.maximum, minimum_allocation)).collect();
    }

    /// Activated and pending applications (leaf only).
    pub fn num_applications(&self) -> usize {
        self.active_apps.len() + self.pending_apps.len()
    }

    /// Its capacities in `partition` (zero where not configured).
    ///
    /// Borrowed, as `usage` is: the scheduler reads one or two fields of these records on every offer, and a copy
    /// out (124 and 128 bytes; a `memory.copy`, or a `memory.fill` for the default, in the wasm at opt-level "z")
    /// cost more than the read.
    pub fn capacities(&self, partition: usize) -> &QueueCapacities {
        self.capacities.get(partition).unwrap_or(&QueueCapacities::ZERO)
    }

    /// Its usage in `partition` (zero where it has none).
    pub fn usage(&self, partition: usize) -> &QueueUsage {
        self.usage.get(partition).unwrap_or(&QueueUsage::ZERO)
    }

    /// `usedCapacity`: used relative to the guarantee (the guarantee raised to the minimum allocation so that a
    /// zero guarantee never divides by zero), as Hadoop's `CSQueueUtils.updateUsedCapacity` computes it.
    pub fn used_capacity(
        &self,
        partition: usize,
        rc: &ResourceCalculator,
        partition_resource: &Resource,
        minimum_allocation: &Resource,
    ) -> f32 {
        if !rc.greater_than(partition_resource, partition_resource, &Resource::ZERO) {
            return 0.0;
        }
        let guaranteed = rc.max(partition_resource, &self.capacities(partition).guaranteed, minimum_allocation);
        rc.divide(partition_resource, &self.usage(partition).used, &guaranteed) as f32
    }

    /// `absoluteUsedCapacity`: used relative to the whole partition.
    pub fn absolute_used_capacity(
        &self,
        partition: usize,
        rc: &ResourceCalculator,
        partition_resource: &Resource,
    ) -> f32 {
        if !rc.greater_than(partition_resource, partition_resource, &Resource::ZERO) {
            return 0.0;
        }
        rc.divide(partition_resource, &self.usage(partition).used, partition_resource) as f32
    }

    /// `getEffectiveMaxCapacityDown`: the maximum resource rounded down to the minimum allocation.
    #[inline]
    pub fn maximum_down(&self, partition: usize, rc: &ResourceCalculator, minimum_allocation: &Resource) -> Resource {
        // The one field read in place (zero where not configured, as `capacities` gives): copying the whole record
        // out, as `capacities` does, was most of this call at opt-level "z" (a bulk copy in the wasm), and the
        // scheduler asks on every offer.
        let fresh =
            || rc.round_down(&self.capacities.get(partition).map_or(Resource::ZERO, |c| c.maximum), minimum_allocation);
        match self.maximum_down.get(partition) {
            // Worked out with the capacities, from the scheduler's own calculator and minimum allocation, which
            // every caller passes (debug builds, so every test, check it).
            Some(kept) => {
                debug_assert_eq!(*kept, fresh(), "queue {:?}, partition {partition}", self.id);
                *kept
            }
            None => fresh(),
        }
    }
}

/// Computes every queue's capacities for every partition. `partitions[i]` is the name and total resource of
/// partition `i`.
pub(super) fn compute_capacities(
    config: &CapacitySchedulerConfig,
    partitions: &[(String, Resource)],
    rc: &ResourceCalculator,
) -> Vec<Vec<QueueCapacities>> {
    let n = config.queues.len();
    let mut out: Vec<Vec<QueueCapacities>> = alloc::vec![alloc::vec![QueueCapacities::default(); partitions.len()]; n];
    for (pi, (label, total)) in partitions.iter().enumerate() {
        for q in &config.queues {
            let settings = q.partitions.get(label.as_str());
            let am = settings
                .map(|s| s.maximum_am_resource_percent)
                .unwrap_or_else(|| q.partitions.get("").map(|s| s.maximum_am_resource_percent).unwrap_or(0.1));
            let Some(parent) = q.parent else {
                out[q.id.index()][pi] = QueueCapacities {
                    capacity: 1.0,
                    maximum_capacity: 1.0,
                    absolute_capacity: 1.0,
                    absolute_maximum_capacity: 1.0,
                    guaranteed: *total,
                    maximum: *total,
                    configured_minimum: None,
                    maximum_am_resource_percent: am,
                };
                continue;
            };
            let pc = out[parent.index()][pi];
            let caps = match settings {
                None => QueueCapacities { maximum_am_resource_percent: am, ..QueueCapacities::default() },
                Some(s) => match s.capacity {
                    CapacityValue::Percent(pct) => {
                        let c = pct / 100.0;
                        let abs = pc.absolute_capacity * c;
                        let (max_frac, abs_max, maximum) = match s.maximum_capacity {
                            CapacityValue::Percent(mp) => {
                                let m = mp / 100.0;
                                let am = pc.absolute_maximum_capacity * m;
                                (m, am, total.multiply(am as f64))
                            }
                            CapacityValue::Absolute(m) => {
                                let maximum = m.component_min(&pc.maximum);
                                (frac(rc, total, &maximum, &pc.maximum), frac(rc, total, &maximum, total), maximum)
                            }
                        };
                        QueueCapacities {
                            capacity: c,
                            maximum_capacity: max_frac,
                            absolute_capacity: abs,
                            absolute_maximum_capacity: abs_max,
                            guaranteed: total.multiply(abs as f64),
                            maximum,
                            configured_minimum: None,
                            maximum_am_resource_percent: am,
                        }
                    }
                    CapacityValue::Absolute(configured) => {
                        // Siblings' configured sum; scale down per type if the parent cannot cover it.
                        let siblings: Resource = config.queues[parent.index()]
                            .children
                            .iter()
                            .filter_map(|c| match config.queues[c.index()].partitions.get(label.as_str()) {
                                Some(cs) => match cs.capacity {
                                    CapacityValue::Absolute(r) => Some(r),
                                    CapacityValue::Percent(_) => None,
                                },
                                None => None,
                            })
                            .sum();
                        let mut guaranteed = configured;
                        for i in 0..guaranteed.0.len() {
                            if siblings.0[i] > pc.guaranteed.0[i] && siblings.0[i] > 0 {
                                guaranteed.0[i] = ((configured.0[i] as f64) * (pc.guaranteed.0[i] as f64)
                                    / (siblings.0[i] as f64)) as i64;
                            }
                        }
                        let maximum = match s.maximum_capacity {
                            CapacityValue::Absolute(m) => m.component_min(&pc.maximum),
                            CapacityValue::Percent(m) => pc.maximum.multiply((m / 100.0) as f64),
                        }
                        .component_max(&guaranteed);
                        QueueCapacities {
                            capacity: frac(rc, total, &guaranteed, &pc.guaranteed),
                            maximum_capacity: frac(rc, total, &maximum, &pc.maximum),
                            absolute_capacity: frac(rc, total, &guaranteed, total),
                            absolute_maximum_capacity: frac(rc, total, &maximum, total),
                            guaranteed,
                            maximum,
                            configured_minimum: Some(configured),
                            maximum_am_resource_percent: am,
                        }
                    }
                },
            };
            out[q.id.index()][pi] = caps;
        }
    }
    out
}

fn frac(rc: &ResourceCalculator, total: &Resource, num: &Resource, den: &Resource) -> f32 {
    if rc.is_invalid_divisor(den) || rc.is_invalid_divisor(total) {
        0.0
    } else {
        rc.divide(total, num, den) as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scheduler::config::tests_support::props;

    fn caps(pairs: &[(&str, &str)], total: Resource) -> Vec<QueueCapacities> {
        let c = CapacitySchedulerConfig::from_properties(&props(pairs)).unwrap();
        compute_capacities(&c, &[(String::new(), total)], &ResourceCalculator::DEFAULT)
            .into_iter()
            .map(|v| v[0])
            .collect()
    }

    #[test]
    fn hierarchy_multiplies_down_the_tree() {
        // root.a = 20 % with children low 20 % / high 80 % (the operator guide's "Preference" branch).
        // 100 GB cluster: a = 20 GB; a.low = 0.2 × 0.2 = 4 % = 4 GB; a.high = 16 %.
        let total = Resource::new(102_400, 100);
        let c = caps(
            &[
                ("root.queues", "a,b"),
                ("root.a.capacity", "20"),
                ("root.a.maximum-capacity", "50"),
                ("root.b.capacity", "80"),
                ("root.a.queues", "low,high"),
                ("root.a.low.capacity", "20"),
                ("root.a.high.capacity", "80"),
                ("root.a.high.maximum-capacity", "50"),
            ],
            total,
        );
        let (a, low, high) = (c[1], c[2], c[3]);
        assert_eq!(a.absolute_capacity, 0.2);
        assert_eq!(a.guaranteed.memory(), 20_480);
        // a.max = 50 % of root; a.high.max = 50 % of a's max = 25 % of the cluster.
        assert_eq!(a.maximum.memory(), 51_200);
        assert!((low.absolute_capacity - 0.04).abs() < 1e-6);
        // 0.2f × 0.2f in float is 0.040000003, so (long)(102400 × 0.040000003) = 4096.
        assert_eq!(low.guaranteed.memory(), 4096);
        assert!((high.absolute_capacity - 0.16).abs() < 1e-6);
        assert_eq!(high.maximum.memory(), 25_600);
        // Unset maximum-capacity of low = 100 % of a's maximum.
        assert_eq!(low.maximum.memory(), 51_200);
    }

    #[test]
    fn float_capacities_truncate_like_java() {
        // 70 % is 0.699999988f, so 10240 MB × 0.7f = 7167.9998 → 7167 MB, as in Hadoop.
        let c = caps(
            &[("root.queues", "a,b"), ("root.a.capacity", "70"), ("root.b.capacity", "30")],
            Resource::new(10240, 10),
        );
        assert_eq!(c[1].guaranteed.memory(), 7167);
        // 30 % is 0.300000012f → 3072.0001 → 3072.
        assert_eq!(c[2].guaranteed.memory(), 3072);
    }

    #[test]
    fn absolute_resources_scale_down_when_the_cluster_is_small() {
        let pairs = [
            ("root.queues", "a,b"),
            ("root.a.capacity", "[memory=4096,vcores=4]"),
            ("root.b.capacity", "[memory=12288,vcores=12]"),
        ];
        let c = caps(&pairs, Resource::new(32_768, 32));
        assert_eq!(c[1].guaranteed, Resource::new(4096, 4));
        assert_eq!(c[1].absolute_capacity, 0.125);
        // Only 8 GB / 8 vcores: the children's 16 GB is scaled by 8/16.
        let c = caps(&pairs, Resource::new(8192, 8));
        assert_eq!(c[1].guaranteed, Resource::new(2048, 2));
        assert_eq!(c[2].guaranteed, Resource::new(6144, 6));
        assert_eq!(c[2].maximum, Resource::new(8192, 8));
    }

    proptest::proptest! {
        /// The sums kept over a leaf's users, read between changes of every kind (one change or several between
        /// two reads), are the sums taken afresh, bit for bit: users coming, changing (usage, weight, becoming
        /// active or not) and going, every user changed at once, reads in two partitions, and the partition's
        /// resource and the calculator changing. The usages give ratios that are not exact in `f32`, so a sum taken
        /// in another order, or a user whose change was not told, gives other bits.
        #[test]
        fn the_kept_user_sums_are_the_sums_taken_afresh(
            ops in proptest::collection::vec(
                (0u8..7, 0u8..24, 0i64..40, 0u8..4, proptest::bool::ANY, proptest::bool::weighted(0.4)),
                1..150,
            ),
        ) {
            let dominant = ResourceCalculator { kind: crate::resource::CalculatorKind::Dominant, types: 2 };
            let mut users = QueueUsers::default();
            let hint = crate::sorted_map::Hint::default();
            for (op, who, amount, pick, flag, read) in ops {
                let name = alloc::format!("u{who}");
                let p = usize::from(pick % 2);
                let used = Resource::new(amount * 731 + 3, amount * 7 + 1);
                let set = |u: &mut QueueUser| {
                    if u.used.len() <= p {
                        u.used.resize(p + 1, Resource::ZERO);
                    }
                    u.used[p] = used;
                };
                match op {
                    0 => set(users.get_or_insert_with(name.clone(), || QueueUser { name, weight: 1.0, ..QueueUser::default() })),
                    1 => { users.get_mut(&name).map(set); }
                    2 => { users.get_mut_hinted(&name, &hint).map(set); }
                    3 => {
                        if let Some(u) = users.get_mut(&name) {
                            u.weight = [1.0, 0.5, 2.0, 0.3][usize::from(pick)];
                        }
                    }
                    4 => {
                        if let Some(u) = users.get_mut(&name) {
                            u.active_apps = u32::from(flag);
                            u.outstanding_apps = u32::from(pick > 0);
                        }
                    }
                    5 => { users.remove(&name); }
                    _ => users.values_mut().for_each(set),
                }
                if read {
                    let part = [Resource::new(100_000, 100), Resource::new(70_001, 300)][usize::from(flag)];
                    let rc = if pick >= 2 { dominant } else { ResourceCalculator::DEFAULT };
                    let p = PartitionId(u32::from(who % 2));
                    let kept = users.sums(&rc, p, &part);
                    let fresh = users.fresh_sums(&rc, p, &part);
                    proptest::prop_assert!(kept.same_bits(&fresh), "{:?} against {:?}", kept, fresh);
                }
            }
        }
    }
}
