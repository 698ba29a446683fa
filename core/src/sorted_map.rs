//! `SortedMap`: a map kept as one vector of entries sorted by key, for the small maps that are built once and then
//! read (a queue's partitions and user weights, the user → groups overrides, constraints by source tag), and for a
//! leaf's users (`Queue::users`: a handful of entries, looked up on every offer of a node to an application and
//! changed only when a user's first application arrives or last one leaves; a binary search there compares fewer
//! names than a B-tree node's linear scan, and an application's [`Hint`] of where its user was last found makes
//! most look-ups one comparison).
//!
//! Why not `BTreeMap`: its code is stamped out for every (key, value) pair of types — insertion, node splits and
//! merges, removal, cloning, dropping, about 5–15 KB of wasm per pair before `wasm-opt` — and the playground's
//! first page paid that for each of these maps (twiggy, docs/toolchain.md). Here each pair gets a binary search
//! and a `Vec` insert. The behaviour a reader can see is a `BTreeMap`'s: iteration in ascending key order, one
//! entry per key (a later insert replaces), the same `Debug`, and the same serde form (a map), so no decision,
//! JSON byte or transcript depends on which of the two holds the entries. Inserting a key that is not the
//! largest shifts the entries after it, so maps that grow large and change on the simulator's path stay
//! B-trees.

use alloc::vec::Vec;
use core::borrow::Borrow;
use core::cell::Cell;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A map over a vector sorted by key, keys unique (see the module's documentation).
#[derive(Clone, PartialEq, Eq)]
pub struct SortedMap<K, V> {
    entries: Vec<(K, V)>,
}

impl<K, V> Default for SortedMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K, V> SortedMap<K, V> {
    /// An empty map.
    pub const fn new() -> Self {
        SortedMap { entries: Vec::new() }
    }

    /// How many entries it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Takes every entry out.
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// The entries in ascending key order.
    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter(self.entries.iter())
    }

    /// The keys in ascending order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator + '_ {
        self.entries.iter().map(|(k, _)| k)
    }

    /// The values in ascending order of their keys.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> + ExactSizeIterator + '_ {
        self.entries.iter().map(|(_, v)| v)
    }

    /// The entries in ascending key order, with their values to change.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (&K, &mut V)> + ExactSizeIterator + '_ {
        self.entries.iter_mut().map(|(k, v)| (&*k, v))
    }

    /// The values in ascending order of their keys, to change them.
    pub fn values_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut V> + ExactSizeIterator + '_ {
        self.entries.iter_mut().map(|(_, v)| v)
    }
}

impl<K: Ord, V> SortedMap<K, V> {
    fn find<Q: Ord + ?Sized>(&self, key: &Q) -> Result<usize, usize>
    where
        K: Borrow<Q>,
    {
        self.entries.binary_search_by(|(k, _)| k.borrow().cmp(key))
    }

    /// The value at `key`.
    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &self.entries[i].1)
    }

    /// The value at `key`, tried first where `hint` says the caller found it last time (see [`Hint`]).
    pub fn get_hinted<Q: Ord + ?Sized>(&self, key: &Q, hint: &Hint) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.index_of_hinted(key, hint).map(|i| &self.entries[i].1)
    }

    /// Where `key` is among the entries in key order (the index [`get_index_mut`](Self::get_index_mut) takes), tried
    /// first where `hint` says (see [`Hint`]).
    pub fn index_of_hinted<Q: Ord + ?Sized>(&self, key: &Q, hint: &Hint) -> Option<usize>
    where
        K: Borrow<Q>,
    {
        let at = hint.0.get() as usize;
        if self.entries.get(at).is_some_and(|(k, _)| k.borrow() == key) {
            return Some(at);
        }
        let found = self.find(key).ok()?;
        hint.0.set(u32::try_from(found).unwrap_or(u32::MAX));
        Some(found)
    }

    /// The value at `key`, to change it.
    pub fn get_mut<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<&mut V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &mut self.entries[i].1)
    }

    /// Where `key` is among the entries in key order (the index [`get_index`](Self::get_index) takes).
    pub fn index_of<Q: Ord + ?Sized>(&self, key: &Q) -> Option<usize>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok()
    }

    /// The entry at `index` in key order.
    pub fn get_index(&self, index: usize) -> Option<(&K, &V)> {
        self.entries.get(index).map(|(k, v)| (k, v))
    }

    /// The value of the entry at `index` in key order, to change it.
    pub fn get_index_mut(&mut self, index: usize) -> Option<&mut V> {
        self.entries.get_mut(index).map(|(_, v)| v)
    }

    /// The entry at `key`, with the map's own key.
    pub fn get_key_value<Q: Ord + ?Sized>(&self, key: &Q) -> Option<(&K, &V)>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| {
            let (k, v) = &self.entries[i];
            (k, v)
        })
    }

    /// The entries with keys at or after `start`, in ascending key order (`BTreeMap`'s `range(start..)`).
    pub fn range_from<Q: Ord + ?Sized>(&self, start: &Q) -> Iter<'_, K, V>
    where
        K: Borrow<Q>,
    {
        let from = self.find(start).unwrap_or_else(|i| i);
        Iter(self.entries[from..].iter())
    }

    /// Whether there is an entry at `key`.
    pub fn contains_key<Q: Ord + ?Sized>(&self, key: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.find(key).is_ok()
    }

    /// Puts `value` at `key`; returns the value it replaced.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(i) => Some(core::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    /// The value at `key`, put there by `make` first if there was none (`BTreeMap`'s `entry(key).or_insert_with`).
    pub fn get_or_insert_with(&mut self, key: K, make: impl FnOnce() -> V) -> &mut V {
        self.entry_at(key, make).2
    }

    /// The entry at `key`, put there by `make` first if there was none: its index in key order, whether it was put
    /// there now, and its value to change.
    pub fn entry_at(&mut self, key: K, make: impl FnOnce() -> V) -> (usize, bool, &mut V) {
        let (i, inserted) = match self.find(&key) {
            Ok(i) => (i, false),
            Err(i) => {
                self.entries.insert(i, (key, make()));
                (i, true)
            }
        };
        (i, inserted, &mut self.entries[i].1)
    }

    /// Keeps the entries `keep` says yes to (`BTreeMap::retain`: each visited once, in ascending key order).
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        self.entries.retain_mut(|(k, v)| keep(k, v));
    }

    /// Takes the entry at `key` out; returns its value.
    pub fn remove<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| self.entries.remove(i).1)
    }
}

/// As `BTreeMap`'s: panics when there is no entry at the key.
impl<K: Ord + Borrow<Q>, Q: Ord + ?Sized, V> core::ops::Index<&Q> for SortedMap<K, V> {
    type Output = V;

    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("no entry found for key")
    }
}

/// Sorted once (stably, so that of equal keys the last one given stays, as repeated `insert`s would leave it).
impl<K: Ord, V> FromIterator<(K, V)> for SortedMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut given: Vec<(K, V)> = iter.into_iter().collect();
        crate::sort::sort_by(&mut given, |a, b| a.0.cmp(&b.0));
        let mut entries: Vec<(K, V)> = Vec::with_capacity(given.len());
        for (k, v) in given {
            match entries.last_mut() {
                Some(last) if last.0 == k => last.1 = v,
                _ => entries.push((k, v)),
            }
        }
        SortedMap { entries }
    }
}

/// As `BTreeMap::from`: of equal keys the last one given stays.
impl<K: Ord, V, const N: usize> From<[(K, V); N]> for SortedMap<K, V> {
    fn from(entries: [(K, V); N]) -> Self {
        entries.into_iter().collect()
    }
}

/// As repeated `insert`s: a later entry replaces an earlier one at the same key (sorted once, stably, with the
/// entries already there first).
impl<K: Ord, V> Extend<(K, V)> for SortedMap<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, iter: I) {
        let mut entries = core::mem::take(&mut self.entries);
        entries.extend(iter);
        *self = entries.into_iter().collect();
    }
}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for SortedMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// The entries of a [`SortedMap`] in ascending key order.
pub struct Iter<'a, K, V>(core::slice::Iter<'a, (K, V)>);

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next().map(|(k, v)| (k, v))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|(k, v)| (k, v))
    }
}

impl<K, V> ExactSizeIterator for Iter<'_, K, V> {}

impl<'a, K, V> IntoIterator for &'a SortedMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;

    fn into_iter(self) -> Iter<'a, K, V> {
        self.iter()
    }
}

/// The entries by value, in ascending key order.
impl<K, V> IntoIterator for SortedMap<K, V> {
    type Item = (K, V);
    type IntoIter = alloc::vec::IntoIter<(K, V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

/// A map, as `BTreeMap` writes it.
impl<K: Serialize, V: Serialize> Serialize for SortedMap<K, V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

/// A map, read as `BTreeMap` reads one: any key order, the last of equal keys wins.
impl<'de, K: Ord + Deserialize<'de>, V: Deserialize<'de>> Deserialize<'de> for SortedMap<K, V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries<K, V>(PhantomData<(K, V)>);

        impl<'de, K: Ord + Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for Entries<K, V> {
            type Value = SortedMap<K, V>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut given = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    given.push(entry);
                }
                Ok(given.into_iter().collect())
            }
        }

        deserializer.deserialize_map(Entries(PhantomData))
    }
}

/// Where one caller last found one key in one map ([`SortedMap::get_hinted`]), so that the next look-up compares
/// that entry's key and is done, instead of searching: an application's user in its leaf's users, looked up on
/// every offer of a node to the application and on every container it gets or gives back, where a map's keys
/// change only when a user's first application arrives or last one leaves. It is a cache and nothing else: a
/// stale or foreign hint costs the search the look-up would have made anyway, and it is updated then. So it
/// compares equal to any other hint, is not serialised, and a run's decisions never depend on it.
#[derive(Clone, Default)]
pub struct Hint(Cell<u32>);

impl PartialEq for Hint {
    fn eq(&self, _: &Hint) -> bool {
        true
    }
}

impl fmt::Debug for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Hint")
    }
}

/// A set kept as one sorted vector: a [`SortedMap`] to `()`, for the same small sets, with `BTreeSet`'s order,
/// `Debug` and serde form (a sequence in ascending order; reading one keeps each value once).
#[derive(Clone, PartialEq, Eq)]
pub struct SortedSet<T>(SortedMap<T, ()>);

impl<T> Default for SortedSet<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> SortedSet<T> {
    /// An empty set.
    pub const fn new() -> Self {
        SortedSet(SortedMap::new())
    }

    /// How many values it holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether it holds no value.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The values in ascending order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator + '_ {
        self.0.keys()
    }

    /// Takes every value out.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl<T: Ord> SortedSet<T> {
    /// Whether `value` is in the set.
    pub fn contains<Q: Ord + ?Sized>(&self, value: &Q) -> bool
    where
        T: Borrow<Q>,
    {
        self.0.contains_key(value)
    }

    /// Adds `value`; whether it was not there yet (`BTreeSet::insert`, which keeps the value already there).
    pub fn insert(&mut self, value: T) -> bool {
        match self.0.find(&value) {
            Ok(_) => false,
            Err(i) => {
                self.0.entries.insert(i, (value, ()));
                true
            }
        }
    }

    /// Takes `value` out; whether it was there.
    pub fn remove<Q: Ord + ?Sized>(&mut self, value: &Q) -> bool
    where
        T: Borrow<Q>,
    {
        self.0.remove(value).is_some()
    }

    /// The values in this set that are not in `other`, in ascending order (`BTreeSet::difference`).
    pub fn difference<'a>(&'a self, other: &'a SortedSet<T>) -> impl Iterator<Item = &'a T> + 'a {
        self.iter().filter(move |v| !other.contains(*v))
    }

    /// Whether every value of this set is in `other` (`BTreeSet::is_subset`).
    pub fn is_subset(&self, other: &SortedSet<T>) -> bool {
        self.len() <= other.len() && self.iter().all(|v| other.contains(v))
    }
}

/// As `BTreeSet::extend`: a value already there stays (sorted once, with the values already there first).
impl<T: Ord> Extend<T> for SortedSet<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        self.0.extend(iter.into_iter().map(|v| (v, ())));
    }
}

impl<T: Ord> FromIterator<T> for SortedSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        SortedSet(iter.into_iter().map(|v| (v, ())).collect())
    }
}

impl<T: fmt::Debug> fmt::Debug for SortedSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A sequence in ascending order, as `BTreeSet` writes it.
impl<T: Serialize> Serialize for SortedSet<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// A sequence in any order, read as `BTreeSet` reads one (each value once).
impl<'de, T: Ord + Deserialize<'de>> Deserialize<'de> for SortedSet<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let given: Vec<T> = Vec::deserialize(deserializer)?;
        Ok(given.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::BTreeMap;
    use alloc::string::{String, ToString};

    fn pairs() -> Vec<(String, u32)> {
        ["b", "a", "c", "a", "b-c", "b.c", ""].iter().enumerate().map(|(i, k)| (k.to_string(), i as u32)).collect()
    }

    /// A hinted look-up finds what `get` finds, whatever the hint holds: fresh, stale after inserts and removals
    /// shifted the entries, taken from another key or another map, or past the end; and a hint that missed points
    /// at the key afterwards.
    #[test]
    fn a_hinted_look_up_is_a_look_up_whatever_the_hint() {
        let mut m: SortedMap<String, u32> = pairs().into_iter().collect();
        let other: SortedMap<String, u32> = [("zz".to_string(), 9)].into_iter().collect();
        let hint = Hint::default();
        let stale = Hint::default();
        assert_eq!(m.get_hinted("c", &stale), m.get("c"));
        for round in 0..3 {
            for key in ["", "a", "b", "b-c", "b.c", "c", "d", "zz"] {
                for h in [&hint, &stale] {
                    assert_eq!(m.get_hinted(key, h), m.get(key), "round {round}, {key:?}");
                    let expected = m.get(key).copied();
                    assert_eq!(m.index_of_hinted(key, h).and_then(|i| m.get_index_mut(i)).map(|v| *v), expected);
                    if let Some(i) = m.keys().position(|k| k == key) {
                        assert_eq!(h.0.get() as usize, i, "the hint now points at {key:?}");
                    }
                }
                assert_eq!(other.get_hinted(key, &hint), other.get(key));
            }
            hint.0.set(u32::MAX);
            // Shift the entries under the hints.
            m.insert(alloc::format!("0{round}"), round);
            m.remove("b-c");
        }
    }

    #[test]
    fn behaves_as_a_btree_map() {
        let tree: BTreeMap<String, u32> = pairs().into_iter().collect();
        let collected: SortedMap<String, u32> = pairs().into_iter().collect();
        let mut inserted = SortedMap::new();
        let mut replaced = Vec::new();
        let mut tree_replaced = Vec::new();
        let mut tree2 = BTreeMap::new();
        for (k, v) in pairs() {
            replaced.push(inserted.insert(k.clone(), v));
            tree_replaced.push(tree2.insert(k, v));
        }
        assert_eq!(replaced, tree_replaced);
        for m in [&collected, &inserted] {
            assert!(m.iter().eq(tree.iter()));
            assert!(m.keys().eq(tree.keys()));
            assert!(m.values().eq(tree.values()));
            assert_eq!(m.len(), tree.len());
            assert_eq!(alloc::format!("{m:?}"), alloc::format!("{tree:?}"));
            assert_eq!(m.get("a"), Some(&3));
            assert!(m.contains_key("b.c") && !m.contains_key("d"));
        }
        for start in ["", "a", "b", "b-", "bb", "z"] {
            assert!(inserted
                .range_from(start)
                .eq(tree.range::<str, _>((core::ops::Bound::Included(start), core::ops::Bound::Unbounded))));
        }
        assert_eq!(inserted.get_key_value("b.c"), tree.get_key_value("b.c"));
        assert_eq!(inserted.get_key_value("d"), None);
        let more = [("a".to_string(), 10), ("d".to_string(), 11), ("a".to_string(), 12)];
        let mut extended = inserted.clone();
        extended.extend(more.clone());
        let mut tree3 = tree.clone();
        tree3.extend(more);
        assert!(extended.iter().eq(tree3.iter()));
        let mut kept = inserted.clone();
        kept.retain(|k, v| {
            *v += 1;
            k.len() == 1
        });
        let mut tree_kept = tree.clone();
        tree_kept.retain(|k, v| {
            *v += 1;
            k.len() == 1
        });
        assert!(kept.iter().eq(tree_kept.iter()));
        kept.clear();
        assert!(kept.is_empty());
        assert_eq!(inserted.remove("a"), Some(3));
        assert_eq!(inserted.remove("a"), None);
        assert_eq!(inserted.len(), tree.len() - 1);
    }

    #[test]
    fn a_set_behaves_as_a_btree_set() {
        let given = [5u64, 1, 9, 1, 3, 5];
        let tree: alloc::collections::BTreeSet<u64> = given.into_iter().collect();
        let mut set = SortedSet::new();
        let mut tree2 = alloc::collections::BTreeSet::new();
        for v in given {
            assert_eq!(set.insert(v), tree2.insert(v));
        }
        let collected: SortedSet<u64> = given.into_iter().collect();
        for s in [&set, &collected] {
            assert!(s.iter().eq(tree.iter()));
            assert_eq!(s.len(), tree.len());
            assert_eq!(alloc::format!("{s:?}"), alloc::format!("{tree:?}"));
            assert_eq!(serde_json::to_string(s).unwrap(), serde_json::to_string(&tree).unwrap());
        }
        let back: SortedSet<u64> = serde_json::from_str("[9, 1, 9, 4]").unwrap();
        let tree_back: alloc::collections::BTreeSet<u64> = serde_json::from_str("[9, 1, 9, 4]").unwrap();
        assert!(back.iter().eq(tree_back.iter()));
        assert!(set.remove(&9) && !set.remove(&9) && !set.contains(&9) && set.contains(&5));
        tree2.remove(&9);
        let other: SortedSet<u64> = [3u64, 4, 5].into_iter().collect();
        let tree_other: alloc::collections::BTreeSet<u64> = [3u64, 4, 5].into_iter().collect();
        assert!(set.difference(&other).eq(tree2.difference(&tree_other)));
        assert!(other.difference(&set).eq(tree_other.difference(&tree2)));
        let small: SortedSet<u64> = [3u64, 5].into_iter().collect();
        assert!(small.is_subset(&other) && !other.is_subset(&small) && !set.is_subset(&other));
        let mut extended = set.clone();
        extended.extend([7u64, 1, 7]);
        let mut tree_extended = tree2.clone();
        tree_extended.extend([7u64, 1, 7]);
        assert!(extended.iter().eq(tree_extended.iter()));
    }

    #[test]
    fn serde_form_is_a_btree_maps() {
        let tree: BTreeMap<String, u32> = pairs().into_iter().collect();
        let sorted: SortedMap<String, u32> = pairs().into_iter().collect();
        let json = serde_json::to_string(&sorted).unwrap();
        assert_eq!(json, serde_json::to_string(&tree).unwrap());
        let text = r#"{"z": 1, "a": 2, "z": 3}"#;
        let back: SortedMap<String, u32> = serde_json::from_str(text).unwrap();
        let tree_back: BTreeMap<String, u32> = serde_json::from_str(text).unwrap();
        assert!(back.iter().eq(tree_back.iter()));
        assert!(serde_json::from_str::<SortedMap<String, u32>>("[1]").is_err());
    }
}
