//! Allocation tags (YARN-6592): string labels an application attaches to its containers. While a container lives,
//! its tags are inherited by its node, its rack and every other scope the node belongs to (custom scopes such as
//! `fault_domain` are node attributes).
//!
//! * [`TagId`] / [`TagInterner`]: tags are interned once; the index and the evaluator work on dense ids.
//! * [`Scope`] / [`ScopeValue`]: a scope kind (node, rack, node attribute) and one concrete group of nodes.
//! * [`AllocationTagIndex`]: counts per (scope value, application, tag), the equivalent of YARN's
//!   `AllocationTagsManager`, answering every cardinality question without scanning containers or nodes.

mod index;
mod scope;

pub use index::{AllocationTagIndex, Bucket, RemoveReport, TagIndexError, TempTags};
pub use scope::{attribute_keys_match, canonical_attribute_key, lookup_node_attribute, Scope, ScopeValue};

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::dense_id;

dense_id!(
    /// An interned allocation tag.
    TagId: u32
);

/// Interns allocation tag strings to dense [`TagId`]s. Ids are never reused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagInterner {
    names: Vec<String>,
    #[serde(skip)]
    by_name: NameTable,
}

impl TagInterner {
    /// An interner with no tags.
    pub fn new() -> Self {
        Self::default()
    }

    /// The id of `tag`, interning it on first use.
    pub fn intern(&mut self, tag: &str) -> TagId {
        if self.by_name.len != self.names.len() {
            self.by_name = NameTable::of(&self.names);
        }
        if let Some(id) = self.by_name.find(&self.names, tag) {
            return id;
        }
        let id = TagId(self.names.len() as u32);
        self.names.push(tag.into());
        self.by_name.insert(&self.names, id);
        id
    }

    /// The id of `tag` if it was ever interned. A tag never interned has count 0 everywhere.
    pub fn get(&self, tag: &str) -> Option<TagId> {
        if self.by_name.len != self.names.len() {
            // After deserialisation the lookup table is empty; fall back to a scan.
            return self.names.iter().position(|n| n == tag).map(|i| TagId(i as u32));
        }
        self.by_name.find(&self.names, tag)
    }

    /// The name of an interned tag (`"?"` for an id this interner never issued).
    pub fn name(&self, id: TagId) -> &str {
        self.names.get(id.index()).map(String::as_str).unwrap_or("?")
    }

    /// How many distinct tags were interned.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// No tag was ever interned.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// The interner's look-up from a name to its id: open addressing over the names' ids, so that a look-up is one
/// hash and usually one comparison. The evaluator looks a target's tag up for every node it checks; a
/// string-keyed B-tree made that a handful of string comparisons each time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct NameTable {
    /// Ids of the names, at their hash's slot or the next free one; [`NameTable::FREE`] where there is none. The
    /// length is a power of two, at least twice the number of names.
    slots: Vec<u32>,
    /// How many names the table holds (the interner's names, unless it was just deserialised).
    len: usize,
}

impl NameTable {
    const FREE: u32 = u32::MAX;

    fn of(names: &[String]) -> NameTable {
        let mut table = NameTable::default();
        for i in 0..names.len() {
            table.insert(names, TagId(i as u32));
        }
        table
    }

    /// FNV-1a: short names, no adversary (a poor spread only costs probes, never a wrong answer).
    fn hash(name: &str) -> usize {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        h as usize
    }

    fn find(&self, names: &[String], name: &str) -> Option<TagId> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = Self::hash(name) & mask;
        loop {
            match self.slots[i] {
                Self::FREE => return None,
                id if names[id as usize] == name => return Some(TagId(id)),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `names[id]`, which is not in the table yet.
    fn insert(&mut self, names: &[String], id: TagId) {
        if (self.len + 1) * 2 > self.slots.len() {
            let held = self.len;
            self.slots = alloc::vec![Self::FREE; ((held + 1) * 2).next_power_of_two().max(16)];
            self.len = 0;
            for i in 0..held {
                self.place(names, i as u32);
            }
        }
        self.place(names, id.0);
    }

    fn place(&mut self, names: &[String], id: u32) {
        let mask = self.slots.len() - 1;
        let mut i = Self::hash(&names[id as usize]) & mask;
        while self.slots[i] != Self::FREE {
            i = (i + 1) & mask;
        }
        self.slots[i] = id;
        self.len += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_stable() {
        let mut t = TagInterner::new();
        let zk = t.intern("zk");
        let hb = t.intern("hbase");
        assert_eq!(t.intern("zk"), zk);
        assert_ne!(zk, hb);
        assert_eq!(t.get("hbase"), Some(hb));
        assert_eq!(t.get("spark"), None);
        assert_eq!(t.name(hb), "hbase");
    }
}
