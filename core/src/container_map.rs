//! `ContainerMap`: the live containers by id (the scheduler's containers and reservations, the simulator's
//! running containers), as a table indexed by id instead of a `BTreeMap`.
//!
//! Why: container ids are handed out densely and in increasing order (`CapacityScheduler::new_container_id`), and
//! at 10,000 nodes about 100,000 containers are live at once; every release, lookup and insertion walked a B-tree
//! of that size whose upper nodes were out of the cache between two visits (docs/benchmarks.md, "ids9"). Here an
//! id at or above `base` is one read of a 4-byte slot in `index` and one of the entry in `live`.
//!
//! The entries themselves sit in `live`, not in slots by id: a slot of a released container is read again when
//! the index's front moves past it, and with the entries in the slots that read missed the cache about once per
//! container at 10,000 nodes; sixteen index slots share a line. A released entry's place in `live` is reused by
//! the next insertion (last freed, first reused: its line is likely still cached), rather than filled by moving
//! the last entry there (which read a cold entry on every release).
//!
//! The behaviour a reader can see is a `BTreeMap`'s: iteration in ascending id order, one entry per id (a later
//! insert replaces), the same `Debug` and the same serde form (a map), so no decision, JSON byte or transcript
//! depends on which of the two holds the entries. Only [`ContainerMap::values_mut_unordered`] says otherwise.
//!
//! Holes: a released container leaves an empty slot. Empty slots at either end are dropped at once; when a few
//! long-lived containers (an application's AM) keep the front while the containers after them come and go, and
//! the index holds more than eight slots per live entry, the oldest entries move to a small sorted vector (`old`, a
//! [`SortedMap`], every id in it below `base`) so that a walk over the index does not grow with every container ever
//! made. (Eight: containers of different lengths interleave in id order, so a wave of releases leaves a few slots
//! per live one; at twice, live entries kept moving to `old`.) Ids that do not follow on (a stored scheduler state's,
//! or one far ahead of the rest) are handled the same way, so any id is accepted.
//!
//! Why `old` is a sorted vector and not a `BTreeMap`: the B-tree's code for the two value types was about 22 KB of
//! the playground's first page (docs/toolchain.md, maps12), and `old` stays small: entries reach it from the
//! index's front (ids above every id already there, so an insert appends) or, when an id far ahead restarts the
//! index, as one batch sorted once; at 10,000 nodes (the `scaling` benchmark, 100,000 containers) it held at most
//! 62 entries. A removal from it (a long-lived container ending) shifts the entries after it.

use alloc::collections::{vec_deque, VecDeque};
use alloc::vec::Vec;
use core::fmt;

use serde::{Serialize, Serializer};

use crate::ids::ContainerId;
use crate::sorted_map::{self, SortedMap};

/// A value that carries its own container id (the table keeps no separate keys for its entries).
pub trait ContainerEntry {
    /// The id the value is filed under.
    fn container_id(&self) -> &ContainerId;
}

/// Index slots allowed per live entry (4 bytes each) before the oldest entries move out of the table.
const SLOTS_PER_LIVE: usize = 8;

/// Index slots allowed beyond that, so that a small table does not move entries out.
const SLACK: usize = 64;

/// An empty slot of `index`.
const VACANT: u32 = u32::MAX;

/// Live containers by id (see the module's documentation).
#[derive(Clone)]
pub struct ContainerMap<V> {
    /// Entries whose ids are below `base`: a few long-lived ones, or ids that did not follow on.
    old: SortedMap<ContainerId, V>,
    /// `index[i]`: where in `live` the entry with id `base + i` is, or `VACANT`. Never starts or ends with
    /// `VACANT`.
    index: VecDeque<u32>,
    base: u64,
    /// The entries at or above `base`, in no particular order, and places freed for reuse.
    live: Vec<Option<V>>,
    /// The `None` places of `live`, the last freed last.
    free: Vec<u32>,
    /// The `Some` places of `live`.
    filled: usize,
}

impl<V> Default for ContainerMap<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> ContainerMap<V> {
    /// An empty map.
    pub const fn new() -> Self {
        ContainerMap {
            old: SortedMap::new(),
            index: VecDeque::new(),
            base: 0,
            live: Vec::new(),
            free: Vec::new(),
            filled: 0,
        }
    }

    /// How many live entries it holds.
    pub fn len(&self) -> usize {
        self.old.len() + self.filled
    }

    /// Whether it holds no entry.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// About the bytes a clone allocates for the table and its entries (not what the entries own on the heap):
    /// the index's slots, the entries' places and the free list, and the old entries at 1.5× (the share of node
    /// overhead they had in a B-tree; kept when they became a vector, so the simulator's checkpoint spacing, which
    /// this sets, is unchanged). What a checkpoint of the map costs (`SimState::estimated_bytes`).
    pub fn estimated_bytes(&self) -> usize {
        use core::mem::size_of;
        self.index.len() * size_of::<u32>()
            + self.live.len() * size_of::<Option<V>>()
            + self.free.len() * size_of::<u32>()
            + self.old.len() * size_of::<(ContainerId, V)>() * 3 / 2
    }

    /// The slot of `id` in `index`, if it is at or above `base` and inside the index.
    fn slot(&self, id: ContainerId) -> Option<usize> {
        let offset = id.0.checked_sub(self.base)?;
        usize::try_from(offset).ok().filter(|&i| i < self.index.len())
    }

    /// Where in `live` the entry for `id` (at or above `base`) is.
    fn position(&self, id: ContainerId) -> Option<usize> {
        let at = *self.index.get(self.slot(id)?)?;
        (at != VACANT).then_some(at as usize)
    }

    /// The entry for `id`.
    pub fn get(&self, id: &ContainerId) -> Option<&V> {
        if id.0 < self.base {
            return self.old.get(id);
        }
        self.live.get(self.position(*id)?)?.as_ref()
    }

    /// The entry for `id`, to change it.
    pub fn get_mut(&mut self, id: &ContainerId) -> Option<&mut V> {
        if id.0 < self.base {
            return self.old.get_mut(id);
        }
        let at = self.position(*id)?;
        self.live.get_mut(at)?.as_mut()
    }

    /// Whether there is an entry for `id`.
    pub fn contains_key(&self, id: &ContainerId) -> bool {
        self.get(id).is_some()
    }

    /// Every value, to change them (not their ids), in no particular order.
    pub fn values_mut_unordered(&mut self) -> impl Iterator<Item = &mut V> + '_ {
        self.old.values_mut().chain(self.live.iter_mut().flatten())
    }
}

impl<V: ContainerEntry> ContainerMap<V> {
    /// Takes the entry for `id` out.
    pub fn remove(&mut self, id: &ContainerId) -> Option<V> {
        if id.0 < self.base {
            return self.old.remove(id);
        }
        let slot = self.slot(*id)?;
        let at = core::mem::replace(&mut self.index[slot], VACANT);
        if at == VACANT {
            return None;
        }
        let taken = self.take_live(at);
        // Most releases are inside the index: nothing to drop at its ends, and no more empty slots than allowed.
        if slot == 0 || slot + 1 == self.index.len() || self.too_sparse() {
            self.trim();
        }
        taken
    }

    /// Takes `live[at]` out, freeing its place.
    fn take_live(&mut self, at: u32) -> Option<V> {
        let taken = self.live.get_mut(at as usize)?.take()?;
        self.free.push(at);
        self.filled -= 1;
        Some(taken)
    }

    /// Drops empty slots at both ends, then moves the oldest entries out while empty slots outnumber live ones.
    fn trim(&mut self) {
        while self.index.back() == Some(&VACANT) {
            self.index.pop_back();
        }
        loop {
            while self.index.front() == Some(&VACANT) {
                self.index.pop_front();
                self.base += 1;
            }
            if !self.too_sparse() {
                return;
            }
            // Not the last slot (that one is live and the index is longer than SLACK), so `base` stays in range.
            let Some(at) = self.index.pop_front() else { return };
            let id = ContainerId(self.base);
            self.base += 1;
            if let Some(v) = self.take_live(at) {
                self.old.insert(id, v);
            }
        }
    }

    /// Files `value` under its id; returns the entry it replaced.
    pub fn insert(&mut self, value: V) -> Option<V> {
        let id = *value.container_id();
        if id.0 < self.base {
            return self.old.insert(id, value);
        }
        if let Some(slot) = self.slot(id) {
            let at = self.index[slot];
            if at != VACANT {
                return self.live[at as usize].replace(value);
            }
            self.index[slot] = self.place(value);
            return None;
        }
        // Past the end: the usual case, the next id. An id far ahead starts the table afresh at it, the entries
        // before it moving to `old` (they are all below it).
        let gap = usize::try_from(id.0 - self.base).ok().map(|offset| offset - self.index.len());
        match gap {
            Some(_) if self.index.is_empty() => self.base = id.0,
            Some(gap) if gap <= self.index.len() + SLACK => {
                self.index.extend(core::iter::repeat_n(VACANT, gap));
            }
            _ => {
                // All above `old`'s ids: the batch sorted on its own, then each entry appended (an insert past
                // the last key moves nothing). Not `extend`, which sorts `old` with the batch: ids that jump ahead
                // one after another (a stored state's sparse ids) would make that quadratic.
                let mut batch: Vec<V> = self.live.drain(..).flatten().collect();
                crate::sort::sort_by_key(&mut batch, |v| *v.container_id());
                for v in batch {
                    self.old.insert(*v.container_id(), v);
                }
                self.free.clear();
                self.filled = 0;
                self.index.clear();
                self.base = id.0;
            }
        }
        let at = self.place(value);
        self.index.push_back(at);
        // The index ends with a live slot and starts as it did (or with this one).
        if self.too_sparse() {
            self.trim();
        }
        None
    }

    /// Whether the index holds more slots than the live entries in it allow.
    fn too_sparse(&self) -> bool {
        self.index.len() > SLOTS_PER_LIVE * self.filled + SLACK
    }

    /// Puts `value` in the place last freed, or a new one; returns where.
    fn place(&mut self, value: V) -> u32 {
        self.filled += 1;
        if let Some(at) = self.free.pop() {
            self.live[at as usize] = Some(value);
            return at;
        }
        // 2^32 live containers would be hundreds of gigabytes of entries.
        let at = u32::try_from(self.live.len())
            .ok()
            .filter(|&at| at != VACANT)
            .expect("fewer than 2^32 - 1 live containers");
        self.live.push(Some(value));
        at
    }

    /// The entries in ascending id order.
    pub fn iter(&self) -> Iter<'_, V> {
        Iter { old: self.old.iter(), index: self.index.iter(), live: &self.live, left: self.len() }
    }

    /// The ids in ascending order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &ContainerId> + ExactSizeIterator + '_ {
        self.iter().map(|(id, _)| id)
    }

    /// The entries' values in ascending id order.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator + '_ {
        self.iter().map(|(_, v)| v)
    }
}

/// As `BTreeMap`'s: panics when there is no entry for the id.
impl<V: ContainerEntry> core::ops::Index<&ContainerId> for ContainerMap<V> {
    type Output = V;

    fn index(&self, id: &ContainerId) -> &V {
        self.get(id).expect("no entry found for key")
    }
}

/// Equal when they hold the same entries, however they are laid out.
impl<V: ContainerEntry + PartialEq> PartialEq for ContainerMap<V> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<V: ContainerEntry + Eq> Eq for ContainerMap<V> {}

impl<V: ContainerEntry> FromIterator<V> for ContainerMap<V> {
    fn from_iter<I: IntoIterator<Item = V>>(iter: I) -> Self {
        let mut map = ContainerMap::new();
        for v in iter {
            map.insert(v);
        }
        map
    }
}

impl<V: ContainerEntry + fmt::Debug> fmt::Debug for ContainerMap<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A map, as `BTreeMap` writes it.
impl<V: ContainerEntry + Serialize> Serialize for ContainerMap<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

/// The entries of a [`ContainerMap`] in ascending id order: `old`'s (all below the index's ids), then the index's.
pub struct Iter<'a, V> {
    old: sorted_map::Iter<'a, ContainerId, V>,
    index: vec_deque::Iter<'a, u32>,
    live: &'a [Option<V>],
    left: usize,
}

impl<'a, V: ContainerEntry> Iter<'a, V> {
    fn entry(live: &'a [Option<V>], at: u32) -> Option<(&'a ContainerId, &'a V)> {
        let v = live.get(at as usize)?.as_ref()?;
        Some((v.container_id(), v))
    }
}

impl<'a, V: ContainerEntry> Iterator for Iter<'a, V> {
    type Item = (&'a ContainerId, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        let live = self.live;
        let next = match self.old.next() {
            Some(e) => Some(e),
            None => self.index.by_ref().find_map(|&at| Self::entry(live, at)),
        };
        self.left -= usize::from(next.is_some());
        next
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<V: ContainerEntry> DoubleEndedIterator for Iter<'_, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let live = self.live;
        let next = match self.index.by_ref().rev().find_map(|&at| Self::entry(live, at)) {
            Some(e) => Some(e),
            None => self.old.next_back(),
        };
        self.left -= usize::from(next.is_some());
        next
    }
}

impl<V: ContainerEntry> ExactSizeIterator for Iter<'_, V> {}

impl<'a, V: ContainerEntry> IntoIterator for &'a ContainerMap<V> {
    type Item = (&'a ContainerId, &'a V);
    type IntoIter = Iter<'a, V>;

    fn into_iter(self) -> Iter<'a, V> {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeMap;
    use alloc::vec::Vec;

    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Run(ContainerId, u32);

    impl ContainerEntry for Run {
        fn container_id(&self) -> &ContainerId {
            &self.0
        }
    }

    /// A pseudo-random walk of inserts and removals (a fixed linear congruential sequence), checked step by step
    /// against a `BTreeMap`: the same answers, the same order both ways, and the table no larger than about twice
    /// its live entries.
    #[test]
    fn behaves_as_a_btree_map() {
        let mut map = ContainerMap::new();
        let mut model: BTreeMap<ContainerId, Run> = BTreeMap::new();
        let mut x: u64 = 12345;
        let mut next_id = 1u64;
        for step in 0..20_000u32 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let r = (x >> 33) % 100;
            if r < 45 {
                // The next id, or now and then one skipped (a reservation the simulator's map never sees).
                next_id += 1 + u64::from(r.is_multiple_of(7));
                let v = Run(ContainerId(next_id), step);
                assert_eq!(map.insert(v.clone()), model.insert(v.0, v));
            } else if r < 47 {
                // Any id at all: far ahead, far behind, replacing.
                let id = ContainerId(match r {
                    45 => (x >> 20) % 1_000_000,
                    _ => next_id.saturating_sub((x >> 40) % 50),
                });
                let v = Run(id, step);
                assert_eq!(map.insert(v.clone()), model.insert(id, v));
            } else if !model.is_empty() {
                // Mostly young containers end; an old one (an AM) sometimes.
                let keys: Vec<ContainerId> = model.keys().copied().collect();
                let k = keys[if r < 50 { 0 } else { keys.len() - 1 - ((x >> 24) as usize % keys.len().min(300)) }];
                assert_eq!(map.remove(&k), model.remove(&k));
                assert_eq!(map.remove(&k), None);
            }
            assert_eq!(map.len(), model.len());
            assert!(map.index.len() <= SLOTS_PER_LIVE * map.filled + SLACK);
            if step.is_multiple_of(97) {
                assert!(map.iter().eq(model.iter()));
                assert!(map.iter().rev().eq(model.iter().rev()));
                assert_eq!(map.keys().len(), model.len());
                for id in 0..next_id + 3 {
                    assert_eq!(map.get(&ContainerId(id)), model.get(&ContainerId(id)));
                }
            }
        }
        let rebuilt: ContainerMap<Run> = model.values().cloned().collect();
        assert_eq!(rebuilt, map);
        assert_eq!(alloc::format!("{map:?}"), alloc::format!("{model:?}"));
    }

    /// An AM's container (id 1) lives while thousands after it come and go: it moves below the index, which stays
    /// short, and is still found and listed first.
    #[test]
    fn a_long_lived_container_does_not_hold_the_index_open() {
        let mut map = ContainerMap::new();
        map.insert(Run(ContainerId(1), 0));
        for id in 2..10_000u64 {
            map.insert(Run(ContainerId(id), 0));
            if id > 10 {
                assert!(map.remove(&ContainerId(id - 8)).is_some());
            }
        }
        assert!(map.old.contains_key(&ContainerId(1)));
        assert!(map.index.len() <= SLOTS_PER_LIVE * map.filled + SLACK);
        assert_eq!(map.len(), 10);
        assert_eq!(map.keys().next(), Some(&ContainerId(1)));
        assert_eq!(map.get(&ContainerId(1)), Some(&Run(ContainerId(1), 0)));
        assert_eq!(map.keys().next_back(), Some(&ContainerId(9_999)));
    }

    /// A stored state's sparse ids, each far ahead of the one before (every insert restarts the index and moves
    /// what it held below it): all kept, listed in order, and found.
    #[test]
    fn sparse_ids_each_restarting_the_index() {
        let ids: Vec<u64> = (1..=5_000u64).map(|i| i * 1_000).collect();
        let mut map: ContainerMap<Run> = ids.iter().map(|&id| Run(ContainerId(id), 0)).collect();
        assert!(map.keys().map(|c| c.0).eq(ids.iter().copied()));
        assert_eq!(map.get(&ContainerId(2_500_000)), Some(&Run(ContainerId(2_500_000), 0)));
        assert_eq!(map.get(&ContainerId(2_500_001)), None);
        assert!(map.remove(&ContainerId(1_000)).is_some());
        assert_eq!(map.keys().next(), Some(&ContainerId(2_000)));
        assert_eq!(map.len(), 4_999);
    }

    #[test]
    fn ids_at_the_ends_of_the_range() {
        let mut map = ContainerMap::new();
        for id in [u64::MAX, 0, u64::MAX - 1, 5] {
            assert_eq!(map.insert(Run(ContainerId(id), 0)), None);
        }
        let ids: Vec<u64> = map.keys().map(|c| c.0).collect();
        assert_eq!(ids, [0, 5, u64::MAX - 1, u64::MAX]);
        assert_eq!(map.remove(&ContainerId(u64::MAX)).map(|r| r.0), Some(ContainerId(u64::MAX)));
        assert!(map.get(&ContainerId(u64::MAX)).is_none());
        assert_eq!(map.len(), 3);
    }
}
