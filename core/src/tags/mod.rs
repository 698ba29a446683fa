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
use crate::name::NameTable;

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
        if self.by_name.len() != self.names.len() {
            self.by_name = NameTable::of(self.names.as_slice());
        }
        TagId(self.by_name.intern(&mut self.names, tag))
    }

    /// The id of `tag` if it was ever interned. A tag never interned has count 0 everywhere.
    pub fn get(&self, tag: &str) -> Option<TagId> {
        if self.by_name.len() != self.names.len() {
            // After deserialisation the lookup table is empty; fall back to a scan.
            return self.names.iter().position(|n| n == tag).map(|i| TagId(i as u32));
        }
        self.by_name.find(self.names.as_slice(), tag).map(TagId)
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
