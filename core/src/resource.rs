//! Resources and YARN's two resource calculators.
//!
//! A [`Resource`] is a fixed vector of up to [`MAX_RESOURCE_TYPES`] integer quantities: memory (MB) and vcores
//! always, then up to two extra countable types (`yarn.io/gpu`, …) whose names live in [`ResourceTypes`].
//! Fixed size keeps `Resource` `Copy`, which matters on the scheduler's and preemption policy's hot paths.
//!
//! The arithmetic mirrors Hadoop's `DefaultResourceCalculator` (memory only) and `DominantResourceCalculator`
//! exactly, including their *different* rounding: `multiply_and_normalize_up` rounds half up with the default
//! calculator and takes the ceiling with the dominant one. The preemption policy's answers depend on that.

use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::fmt;
use core::ops::{Add, AddAssign, Sub, SubAssign};
use serde::{Deserialize, Serialize};

/// Memory, vcores and two extra resource types.
pub const MAX_RESOURCE_TYPES: usize = 4;
/// Index of memory (MB) in a [`Resource`].
pub const MEMORY: usize = 0;
/// Index of virtual cores in a [`Resource`].
pub const VCORES: usize = 1;

/// An amount of every resource type. Components are signed because YARN's arithmetic passes through negative
/// intermediates (for example `unassigned − ideal` in the preemption fixpoint).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Resource(pub [i64; MAX_RESOURCE_TYPES]);

impl Resource {
    /// No memory, no vcores, nothing of the extra types.
    pub const ZERO: Resource = Resource([0; MAX_RESOURCE_TYPES]);

    /// Entry `partition` of a list kept per partition, zero where the list has none. Read through a reference:
    /// `get(i).copied().unwrap_or_default()` builds an `Option<Resource>` (40 bytes: a `memory.copy` in the wasm
    /// at opt-level "z") only to copy it again, and the scheduler reads these on every offer.
    pub fn in_partition(per_partition: &[Resource], partition: usize) -> Resource {
        *per_partition.get(partition).unwrap_or(&Resource::ZERO)
    }

    /// `memory` MB and `vcores` virtual cores, no extra types.
    pub const fn new(memory: i64, vcores: i64) -> Self {
        Resource([memory, vcores, 0, 0])
    }

    /// Sets extra type `index` (2 or 3) to `value`.
    pub const fn with(mut self, index: usize, value: i64) -> Self {
        self.0[index] = value;
        self
    }

    /// Memory in MB (`yarn.io/memory-mb`).
    pub const fn memory(&self) -> i64 {
        self.0[MEMORY]
    }

    /// Virtual cores (`yarn.io/vcores`).
    pub const fn vcores(&self) -> i64 {
        self.0[VCORES]
    }

    /// The amount of resource type `index` (see [`MEMORY`], [`VCORES`], [`ResourceTypes::index_of`]).
    pub fn get(&self, index: usize) -> i64 {
        self.0[index]
    }

    /// Every type is zero (`Resources.none()` equality).
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&v| v == 0)
    }

    /// Every component is ≥ the other's (`Resources.fitsIn` over all types).
    pub fn dominates(&self, other: &Resource) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// `Resources.componentwiseMin`.
    pub fn component_min(&self, other: &Resource) -> Resource {
        self.zip(other, |a, b| a.min(b))
    }

    /// `Resources.componentwiseMax`.
    pub fn component_max(&self, other: &Resource) -> Resource {
        self.zip(other, |a, b| a.max(b))
    }

    /// `Resources.multiply`: every component times `by`, truncated toward zero as Java's `(long)` cast does.
    pub fn multiply(&self, by: f64) -> Resource {
        self.map(|v| (v as f64 * by) as i64)
    }

    /// Every component clamped at zero from below.
    pub fn non_negative(&self) -> Resource {
        self.map(|v| v.max(0))
    }

    fn map(&self, f: impl Fn(i64) -> i64) -> Resource {
        let mut out = *self;
        for v in out.0.iter_mut() {
            *v = f(*v);
        }
        out
    }

    fn zip(&self, other: &Resource, f: impl Fn(i64, i64) -> i64) -> Resource {
        let mut out = *self;
        for (v, o) in out.0.iter_mut().zip(other.0.iter()) {
            *v = f(*v, *o);
        }
        out
    }
}

impl Add for Resource {
    type Output = Resource;
    fn add(self, rhs: Resource) -> Resource {
        self.zip(&rhs, |a, b| a.saturating_add(b))
    }
}

impl AddAssign for Resource {
    fn add_assign(&mut self, rhs: Resource) {
        *self = *self + rhs;
    }
}

impl Sub for Resource {
    type Output = Resource;
    fn sub(self, rhs: Resource) -> Resource {
        self.zip(&rhs, |a, b| a.saturating_sub(b))
    }
}

impl SubAssign for Resource {
    fn sub_assign(&mut self, rhs: Resource) {
        *self = *self - rhs;
    }
}

impl core::iter::Sum for Resource {
    fn sum<I: Iterator<Item = Resource>>(iter: I) -> Resource {
        iter.fold(Resource::ZERO, |a, b| a + b)
    }
}

/// A sum of resources without negative components, kept exactly (no check per addition). Read back, it is what
/// adding the same resources one by one with `Resource`'s saturating addition gives: with no negative term, that
/// is the exact sum capped at `i64::MAX`, whatever the order. Terms may also be taken out again.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NonNegativeSum([i128; MAX_RESOURCE_TYPES]);

impl NonNegativeSum {
    /// Adds `r` (which has no negative component).
    pub(crate) fn add(&mut self, r: &Resource) {
        for (s, &v) in self.0.iter_mut().zip(r.0.iter()) {
            *s += v as i128;
        }
    }

    /// Takes out `r`, added before.
    pub(crate) fn remove(&mut self, r: &Resource) {
        for (s, &v) in self.0.iter_mut().zip(r.0.iter()) {
            *s -= v as i128;
        }
    }

    /// The sum, as the saturating additions give it.
    pub(crate) fn total(&self) -> Resource {
        Resource(self.0.map(|s| s.min(i64::MAX as i128) as i64))
    }
}

impl fmt::Debug for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<memory:{}, vCores:{}", self.0[MEMORY], self.0[VCORES])?;
        for (i, v) in self.0.iter().enumerate().skip(2) {
            if *v != 0 {
                write!(f, ", r{i}:{v}")?;
            }
        }
        f.write_str(">")
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The names of the resource types a cluster counts (`yarn.resource-types`). Memory and vcores are implicit.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ResourceTypes {
    /// Extra countable types in index order 2, 3, … (for example `yarn.io/gpu`).
    pub extra: Vec<String>,
}

impl ResourceTypes {
    /// How many resource types are in use (2 + extras).
    pub fn count(&self) -> usize {
        2 + self.extra.len().min(MAX_RESOURCE_TYPES - 2)
    }

    /// The index of a resource type by its YARN name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        match name {
            "memory-mb" | "memory" | "memory_mb" => Some(MEMORY),
            "vcores" => Some(VCORES),
            _ => self.extra.iter().position(|n| n == name).map(|i| i + 2),
        }
    }

    /// The YARN name of resource type `index`.
    pub fn name_of(&self, index: usize) -> &str {
        match index {
            MEMORY => "memory-mb",
            VCORES => "vcores",
            i => self.extra.get(i - 2).map(String::as_str).unwrap_or("?"),
        }
    }
}

/// `yarn.scheduler.capacity.resource-calculator`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CalculatorKind {
    /// `DefaultResourceCalculator`: only memory counts; normalised results carry one vcore.
    #[default]
    Default,
    /// `DominantResourceCalculator`: every type counts; comparisons by dominant share.
    Dominant,
}

/// A resource calculator bound to the number of resource types in use, so that unused extra slots never take
/// part in dominant-share arithmetic (Hadoop only iterates the configured types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResourceCalculator {
    /// Which of Hadoop's calculators (`yarn.scheduler.capacity.resource-calculator`).
    pub kind: CalculatorKind,
    /// How many resource types take part: 2 plus the configured extra types.
    pub types: usize,
}

impl Default for ResourceCalculator {
    fn default() -> Self {
        ResourceCalculator::DEFAULT
    }
}

/// Hadoop's `roundUp(value, step)`: a step of 0 leaves the value alone.
pub fn round_up(value: i64, step: i64) -> i64 {
    if step == 0 {
        value
    } else {
        (value + step - 1).div_euclid(step) * step
    }
}

/// Hadoop's `roundDown(value, step)`: a step of 0 leaves the value alone.
pub fn round_down(value: i64, step: i64) -> i64 {
    if step == 0 {
        value
    } else {
        value.div_euclid(step) * step
    }
}

/// `Resources.createResource(memory)`: the default calculator's results carry one vcore when memory is positive.
fn memory_only(memory: i64) -> Resource {
    Resource::new(memory, if memory > 0 { 1 } else { 0 })
}

impl ResourceCalculator {
    /// The `DefaultResourceCalculator` over memory and vcores: the Capacity Scheduler's default.
    pub const DEFAULT: ResourceCalculator = ResourceCalculator { kind: CalculatorKind::Default, types: 2 };
    /// The `DominantResourceCalculator` over memory and vcores.
    pub const DOMINANT: ResourceCalculator = ResourceCalculator { kind: CalculatorKind::Dominant, types: 2 };

    /// A calculator of `kind` over the cluster's configured resource types.
    pub fn new(kind: CalculatorKind, types: &ResourceTypes) -> Self {
        ResourceCalculator { kind, types: types.count() }
    }

    fn is_dominant(&self) -> bool {
        self.kind == CalculatorKind::Dominant
    }

    fn indices(&self) -> core::ops::Range<usize> {
        0..self.types.clamp(2, MAX_RESOURCE_TYPES)
    }

    /// `compare(cluster, lhs, rhs)`: memory with the default calculator; dominant shares (largest first, then
    /// the next, lexicographically) with the dominant one.
    #[inline]
    pub fn compare(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> Ordering {
        if !self.is_dominant() {
            return lhs.memory().cmp(&rhs.memory());
        }
        self.compare_dominant(cluster, lhs, rhs)
    }

    /// [`compare`](Self::compare) with the dominant calculator (apart, so that the default calculator's one
    /// comparison of memory is inlined where the scheduler compares, on every node offer).
    fn compare_dominant(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> Ordering {
        if lhs == rhs {
            return Ordering::Equal;
        }
        if self.is_invalid_divisor(cluster) {
            // Hadoop falls back to a component-wise comparison that only orders dominating vectors.
            let (mut greater, mut smaller) = (false, false);
            for i in self.indices() {
                match lhs.0[i].cmp(&rhs.0[i]) {
                    Ordering::Greater => greater = true,
                    Ordering::Less => smaller = true,
                    Ordering::Equal => {}
                }
            }
            return match (greater, smaller) {
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                _ => Ordering::Equal,
            };
        }
        let mut l = self.shares(cluster, lhs);
        let mut r = self.shares(cluster, rhs);
        let n = self.indices().len();
        l[..n].sort_by(|a, b| b.partial_cmp(a).unwrap_or(Ordering::Equal));
        r[..n].sort_by(|a, b| b.partial_cmp(a).unwrap_or(Ordering::Equal));
        for i in 0..n {
            match l[i].partial_cmp(&r[i]) {
                Some(Ordering::Equal) | None => continue,
                Some(o) => return o,
            }
        }
        Ordering::Equal
    }

    fn shares(&self, cluster: &Resource, r: &Resource) -> [f64; MAX_RESOURCE_TYPES] {
        let mut s = [0.0; MAX_RESOURCE_TYPES];
        for i in self.indices() {
            s[i] = r.0[i] as f64 / cluster.0[i] as f64;
        }
        s
    }

    /// `Resources.lessThan`: [`compare`](Self::compare) is `Less`.
    #[inline]
    pub fn less_than(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> bool {
        self.compare(cluster, lhs, rhs) == Ordering::Less
    }

    /// `Resources.lessThanOrEqual`: [`compare`](Self::compare) is not `Greater`.
    #[inline]
    pub fn less_than_or_equal(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> bool {
        self.compare(cluster, lhs, rhs) != Ordering::Greater
    }

    /// `Resources.greaterThan`: [`compare`](Self::compare) is `Greater`.
    #[inline]
    pub fn greater_than(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> bool {
        self.compare(cluster, lhs, rhs) == Ordering::Greater
    }

    /// `Resources.greaterThanOrEqual`: [`compare`](Self::compare) is not `Less`.
    #[inline]
    pub fn greater_than_or_equal(&self, cluster: &Resource, lhs: &Resource, rhs: &Resource) -> bool {
        self.compare(cluster, lhs, rhs) != Ordering::Less
    }

    /// `Resources.min(rc, cluster, a, b)`: the smaller by `compare`; ties give `a`, as Hadoop's
    /// `compare(…) <= 0 ? lhs : rhs` does (with the default calculator that decides the result's vcores).
    #[inline]
    pub fn min(&self, cluster: &Resource, a: &Resource, b: &Resource) -> Resource {
        if self.compare(cluster, a, b) != Ordering::Greater {
            *a
        } else {
            *b
        }
    }

    /// `Resources.max(rc, cluster, a, b)`: the larger by `compare`; ties give `a` (`compare(…) >= 0 ? lhs : rhs`).
    #[inline]
    pub fn max(&self, cluster: &Resource, a: &Resource, b: &Resource) -> Resource {
        if self.compare(cluster, a, b) != Ordering::Less {
            *a
        } else {
            *b
        }
    }

    /// `fitsIn(smaller, bigger)`: memory only with the default calculator, every type with the dominant one.
    #[inline]
    pub fn fits_in(&self, smaller: &Resource, bigger: &Resource) -> bool {
        if self.is_dominant() {
            self.indices().all(|i| smaller.0[i] <= bigger.0[i])
        } else {
            smaller.memory() <= bigger.memory()
        }
    }

    /// `isInvalidDivisor`: memory is zero (default), or any used type is zero (dominant).
    pub fn is_invalid_divisor(&self, r: &Resource) -> bool {
        if self.is_dominant() {
            self.indices().any(|i| r.0[i] == 0)
        } else {
            r.memory() == 0
        }
    }

    /// `isAnyMajorResourceZeroOrNegative`.
    pub fn is_any_major_zero_or_negative(&self, r: &Resource) -> bool {
        if self.is_dominant() {
            self.indices().any(|i| r.0[i] <= 0)
        } else {
            r.memory() <= 0
        }
    }

    /// `isAnyMajorResourceAboveZero`.
    pub fn is_any_major_above_zero(&self, r: &Resource) -> bool {
        if self.is_dominant() {
            self.indices().any(|i| r.0[i] > 0)
        } else {
            r.memory() > 0
        }
    }

    /// `ratio(a, b)`: `a.memory / b.memory`, or the largest per-type ratio with the dominant calculator.
    pub fn ratio(&self, a: &Resource, b: &Resource) -> f64 {
        if self.is_dominant() {
            self.indices().map(|i| a.0[i] as f64 / b.0[i] as f64).fold(f64::NEG_INFINITY, f64::max)
        } else {
            a.memory() as f64 / b.memory() as f64
        }
    }

    /// `divide(cluster, numerator, denominator)`: the ratio of dominant shares with the dominant calculator.
    pub fn divide(&self, cluster: &Resource, numerator: &Resource, denominator: &Resource) -> f64 {
        if self.is_dominant() {
            self.dominant_share(cluster, numerator) / self.dominant_share(cluster, denominator)
        } else {
            numerator.memory() as f64 / denominator.memory() as f64
        }
    }

    /// The largest share of `cluster` that `r` takes over the types in use.
    pub fn dominant_share(&self, cluster: &Resource, r: &Resource) -> f64 {
        self.indices().map(|i| r.0[i] as f64 / cluster.0[i] as f64).fold(f64::NEG_INFINITY, f64::max)
    }

    /// `computeAvailableContainers(available, required)`.
    pub fn available_containers(&self, available: &Resource, required: &Resource) -> i64 {
        if self.is_dominant() {
            self.indices().filter(|&i| required.0[i] != 0).map(|i| available.0[i] / required.0[i]).min().unwrap_or(0)
        } else if required.memory() == 0 {
            0
        } else {
            available.memory() / required.memory()
        }
    }

    /// `multiplyAndNormalizeUp(r, by, step)`. Default: `roundUp((long)(memory·by + 0.5), step)` — round half up.
    /// Dominant: per type `roundUp((long)ceil((float)(v·by)), step)` — Hadoop narrows the product to a `float`
    /// before taking the ceiling, so `100 × 0.07 = 7.000000000000001` gives 7, not 8.
    pub fn multiply_and_normalize_up(&self, r: &Resource, by: f64, step: &Resource) -> Resource {
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                let v = libm::ceilf((r.0[i] as f64 * by) as f32) as i64;
                out.0[i] = round_up(v, step.0[i]);
            }
            out
        } else {
            memory_only(round_up((r.memory() as f64 * by + 0.5) as i64, step.memory()))
        }
    }

    /// `multiplyAndNormalizeUp(r, double[] by, step)`, the per-type variant the preemption fixpoint uses for its
    /// offers. Default: `roundUp((long)(memory·by[0] + 0.5), step)`; Dominant: per type
    /// `roundUp((long)ceil(v·by[i]), step)` in double precision (no `float` narrowing in this variant).
    pub fn multiply_and_normalize_up_by_type(
        &self,
        r: &Resource,
        by: &[f64; MAX_RESOURCE_TYPES],
        step: &Resource,
    ) -> Resource {
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                let v = libm::ceil(r.0[i] as f64 * by[i]) as i64;
                out.0[i] = round_up(v, step.0[i]);
            }
            out
        } else {
            memory_only(round_up((r.memory() as f64 * by[0] + 0.5) as i64, step.memory()))
        }
    }

    /// `divide(cluster, numerator, denominator)` exactly as Hadoop returns it, a `float`. Default:
    /// `(float) num.memory / den.memory` (single-precision division). Dominant: the largest share of each
    /// (shares start at 0; a type the cluster has none of has share +∞), divided in double precision and
    /// narrowed to `float`.
    pub fn divide_f32(&self, cluster: &Resource, numerator: &Resource, denominator: &Resource) -> f32 {
        if self.is_dominant() {
            let max_share = |r: &Resource| {
                let mut max = 0.0f64;
                for i in self.indices() {
                    let share = if cluster.0[i] == 0 { f64::INFINITY } else { r.0[i] as f64 / cluster.0[i] as f64 };
                    if share > max {
                        max = share;
                    }
                }
                max
            };
            (max_share(numerator) / max_share(denominator)) as f32
        } else {
            numerator.memory() as f32 / denominator.memory() as f32
        }
    }

    /// `multiplyAndNormalizeDown(r, by, step)`: truncate, then round down to the step.
    #[inline]
    pub fn multiply_and_normalize_down(&self, r: &Resource, by: f64, step: &Resource) -> Resource {
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                out.0[i] = round_down((r.0[i] as f64 * by) as i64, step.0[i]);
            }
            out
        } else {
            memory_only(round_down((r.memory() as f64 * by) as i64, step.memory()))
        }
    }

    /// `roundUp(r, step)`.
    pub fn round_up(&self, r: &Resource, step: &Resource) -> Resource {
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                out.0[i] = round_up(r.0[i], step.0[i]);
            }
            out
        } else {
            memory_only(round_up(r.memory(), step.memory()))
        }
    }

    /// `roundDown(r, step)`.
    pub fn round_down(&self, r: &Resource, step: &Resource) -> Resource {
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                out.0[i] = round_down(r.0[i], step.0[i]);
            }
            out
        } else {
            memory_only(round_down(r.memory(), step.memory()))
        }
    }

    /// `divideAndCeil(r, n)`.
    pub fn divide_and_ceil(&self, r: &Resource, n: f64) -> Resource {
        if n == 0.0 {
            return Resource::ZERO;
        }
        if self.is_dominant() {
            let mut out = *r;
            for i in self.indices() {
                out.0[i] = libm::ceil(r.0[i] as f64 / n) as i64;
            }
            out
        } else {
            memory_only(libm::ceil(r.memory() as f64 / n) as i64)
        }
    }

    /// `normalize(ask, minimum, maximum, increment)` as the Capacity Scheduler applies it to every request
    /// (increment = minimum allocation): raise to the minimum, round up to the increment, cap at the maximum.
    /// With the default calculator the result carries one vcore whatever was asked.
    pub fn normalize(&self, ask: &Resource, minimum: &Resource, maximum: &Resource, increment: &Resource) -> Resource {
        if self.is_dominant() {
            let mut out = *ask;
            for i in self.indices() {
                let v = round_up(ask.0[i].max(minimum.0[i]), increment.0[i]);
                out.0[i] = v.min(maximum.0[i]);
            }
            out
        } else {
            let m = round_up(ask.memory().max(minimum.memory()), increment.memory()).min(maximum.memory());
            memory_only(m)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GB: i64 = 1024;

    #[test]
    fn default_normalize_rounds_up_to_minimum_allocation() {
        // The operator's guide: 4.5 GB asked with a 1 GB minimum allocation becomes 5 GB.
        let rc = ResourceCalculator::DEFAULT;
        let min = Resource::new(GB, 1);
        let max = Resource::new(8 * GB, 4);
        let got = rc.normalize(&Resource::new(4 * GB + 512, 3), &min, &max, &min);
        assert_eq!(got, Resource::new(5 * GB, 1));
        // Below the minimum → the minimum; above the maximum → the maximum.
        assert_eq!(rc.normalize(&Resource::new(100, 1), &min, &max, &min).memory(), GB);
        assert_eq!(rc.normalize(&Resource::new(9 * GB, 1), &min, &max, &min).memory(), 8 * GB);
    }

    #[test]
    fn dominant_normalize_is_per_type() {
        let rc = ResourceCalculator::DOMINANT;
        let min = Resource::new(GB, 1);
        let max = Resource::new(8 * GB, 4);
        let got = rc.normalize(&Resource::new(4 * GB + 512, 7), &min, &max, &min);
        assert_eq!(got, Resource::new(5 * GB, 4));
    }

    #[test]
    fn multiply_and_normalize_up_rounding_differs_by_calculator() {
        let step = Resource::new(1, 1);
        let r = Resource::new(15, 15);
        // 15 × 0.5 = 7.5: the default calculator rounds half up to 8, the dominant one takes the ceiling (8).
        assert_eq!(ResourceCalculator::DEFAULT.multiply_and_normalize_up(&r, 0.5, &step).memory(), 8);
        // 10 × 0.33 = 3.3: half up gives 3, the ceiling gives 4.
        let ten = Resource::new(10, 10);
        assert_eq!(ResourceCalculator::DEFAULT.multiply_and_normalize_up(&ten, 0.33, &step).memory(), 3);
        assert_eq!(ResourceCalculator::DOMINANT.multiply_and_normalize_up(&ten, 0.33, &step).memory(), 4);
        // 15 × 0.45 = 6.75 → 7 both ways.
        assert_eq!(ResourceCalculator::DEFAULT.multiply_and_normalize_up(&r, 0.45, &step).memory(), 7);
    }

    #[test]
    fn multiply_and_normalize_down_truncates() {
        let step = Resource::new(GB, 1);
        let r = Resource::new(10 * GB, 10);
        let got = ResourceCalculator::DEFAULT.multiply_and_normalize_down(&r, 0.35, &step);
        assert_eq!(got.memory(), 3 * GB);
    }

    #[test]
    fn default_compare_is_memory_only() {
        let c = Resource::new(100, 100);
        let rc = ResourceCalculator::DEFAULT;
        assert_eq!(rc.compare(&c, &Resource::new(10, 90), &Resource::new(20, 1)), Ordering::Less);
        assert!(rc.fits_in(&Resource::new(10, 99), &Resource::new(10, 1)));
    }

    #[test]
    fn dominant_compare_uses_dominant_share_then_next() {
        let c = Resource::new(100, 10);
        let rc = ResourceCalculator::DOMINANT;
        // 50% memory vs 60% vcores: the second is larger.
        assert_eq!(rc.compare(&c, &Resource::new(50, 1), &Resource::new(10, 6)), Ordering::Less);
        // Equal dominant shares (50%): decided by the second share.
        assert_eq!(rc.compare(&c, &Resource::new(50, 2), &Resource::new(50, 1)), Ordering::Greater);
        assert!(!rc.fits_in(&Resource::new(10, 11), &c));
    }

    #[test]
    fn dominant_ignores_unused_extra_types() {
        let rc = ResourceCalculator::new(CalculatorKind::Dominant, &ResourceTypes::default());
        assert!(!rc.is_invalid_divisor(&Resource::new(100, 10)));
        let with_gpu = ResourceTypes { extra: alloc::vec!["yarn.io/gpu".into()] };
        let rc = ResourceCalculator::new(CalculatorKind::Dominant, &with_gpu);
        assert!(rc.is_invalid_divisor(&Resource::new(100, 10)));
        assert_eq!(rc.ratio(&Resource::new(10, 1).with(2, 3), &Resource::new(100, 10).with(2, 4)), 0.75);
    }

    #[test]
    fn min_and_max_return_the_left_argument_on_ties() {
        let c = Resource::new(100, 100);
        let rc = ResourceCalculator::DEFAULT;
        let (a, b) = (Resource::new(10, 1), Resource::new(10, 7));
        assert_eq!(rc.min(&c, &a, &b), a);
        assert_eq!(rc.max(&c, &a, &b), a);
        assert_eq!(rc.min(&c, &Resource::new(11, 0), &b), b);
    }

    #[test]
    fn dominant_scalar_normalize_up_narrows_to_float_first() {
        let step = Resource::new(1, 1);
        let r = Resource::new(100, 100);
        // 100 × 0.07 is 7.000000000000001 in double precision; Hadoop's (float) cast makes it 7.
        assert_eq!(ResourceCalculator::DOMINANT.multiply_and_normalize_up(&r, 0.07, &step).memory(), 7);
        // The per-type variant keeps double precision: ceil(7.000000000000001) = 8.
        let by = [0.07, 0.07, 0.0, 0.0];
        assert_eq!(ResourceCalculator::DOMINANT.multiply_and_normalize_up_by_type(&r, &by, &step).memory(), 8);
        // Default: round half up on memory only (15 × 0.5 = 7.5 → 8).
        let r = Resource::new(15, 15);
        let by = [0.5, 0.0, 0.0, 0.0];
        assert_eq!(ResourceCalculator::DEFAULT.multiply_and_normalize_up_by_type(&r, &by, &step).memory(), 8);
    }

    #[test]
    fn min_and_max_ties_keep_the_left_operand() {
        let c = Resource::new(100, 100);
        let rc = ResourceCalculator::DEFAULT;
        // Equal memory: the default calculator calls them equal and Hadoop returns the left one.
        assert_eq!(rc.min(&c, &Resource::new(10, 3), &Resource::new(10, 7)), Resource::new(10, 3));
        assert_eq!(rc.max(&c, &Resource::new(10, 3), &Resource::new(10, 7)), Resource::new(10, 3));
    }

    #[test]
    fn divide_f32_is_single_precision() {
        let c = Resource::new(100, 100);
        assert_eq!(
            ResourceCalculator::DEFAULT.divide_f32(&c, &Resource::new(10, 0), &Resource::new(70, 0)),
            10.0f32 / 70.0
        );
        let d = ResourceCalculator::DOMINANT.divide_f32(&c, &Resource::new(10, 50), &Resource::new(50, 50));
        assert_eq!(d, 1.0);
    }

    #[test]
    fn rounding_helpers_match_hadoop() {
        assert_eq!(round_up(4500, 1024), 5120);
        assert_eq!(round_up(4500, 0), 4500);
        assert_eq!(round_down(4500, 1024), 4096);
        assert_eq!(ResourceCalculator::DEFAULT.divide_and_ceil(&Resource::new(10, 0), 3.0).memory(), 4);
    }
}
