//! Scopes: the groups of nodes a cardinality is counted over.
//!
//! YARN knows two scopes, `node` and `rack`. The YARN-6592 design lets any node attribute key serve as a scope
//! (`fault_domain`, `upgrade_domain`): every node with attribute `k = v` belongs to the group `v` of scope `k`.
//! Spindle implements that; a node without the attribute belongs to no group of that scope.

use alloc::string::String;
use core::fmt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::sorted_map::SortedMap;
use crate::topology::{NodeId, RackId};

/// The prefix YARN gives a node attribute key written without one (centralised node attributes).
pub(super) const DEFAULT_ATTRIBUTE_PREFIX: &str = "rm.yarn.io";

/// A kind of node group a constraint counts allocation tags over.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// `node` — the candidate node itself.
    Node,
    /// `rack` — the candidate node's rack.
    Rack,
    /// A node attribute key used as a scope (design doc; beyond YARN, which leaves such counts at 0).
    Attribute(String),
}

impl Scope {
    /// Reads a scope name: `node` and `rack` (any case) are YARN's; anything else is a node attribute key.
    pub fn from_name(name: &str) -> Scope {
        if name.eq_ignore_ascii_case("node") {
            Scope::Node
        } else if name.eq_ignore_ascii_case("rack") {
            Scope::Rack
        } else {
            Scope::Attribute(name.into())
        }
    }

    /// The scope as written in a PlacementSpec: `node`, `rack` or the node attribute's name.
    pub fn name(&self) -> &str {
        match self {
            Scope::Node => "node",
            Scope::Rack => "rack",
            Scope::Attribute(k) => k,
        }
    }

    /// Whether real YARN evaluates this scope (only `node` and `rack`).
    pub fn is_yarn(&self) -> bool {
        !matches!(self, Scope::Attribute(_))
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Scope {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Scope {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        if s.is_empty() {
            return Err(serde::de::Error::custom("a scope name must not be empty"));
        }
        Ok(Scope::from_name(&s))
    }
}

/// One concrete group of nodes: a node, a rack, or the nodes sharing one value of an attribute scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ScopeValue {
    /// One node (node scope).
    Node(NodeId),
    /// One rack's nodes (rack scope).
    Rack(RackId),
    /// The nodes sharing one value of an attribute scope (a custom scope such as `@fault_domain`).
    Attribute {
        /// Which of the tag index's attribute scopes.
        scope: u32,
        /// Which of that scope's distinct values.
        value: u32,
    },
}

/// Splits a node attribute key into (prefix, name) the way YARN reads it: `a/b` is prefix `a`, name `b`; a key
/// without `/` gets the centralised prefix `rm.yarn.io`.
pub fn canonical_attribute_key(key: &str) -> (&str, &str) {
    match key.rfind('/') {
        Some(i) => (&key[..i], &key[i + 1..]),
        None => (DEFAULT_ATTRIBUTE_PREFIX, key),
    }
}

/// Whether two attribute keys name the same attribute (`java` and `rm.yarn.io/java` do).
pub fn attribute_keys_match(a: &str, b: &str) -> bool {
    a == b || canonical_attribute_key(a) == canonical_attribute_key(b)
}

/// The value of attribute `key` on a node (keys compared as YARN does, see [`canonical_attribute_key`]).
pub fn lookup_node_attribute<'a>(attributes: &'a SortedMap<String, String>, key: &str) -> Option<&'a str> {
    if let Some(v) = attributes.get(key) {
        return Some(v.as_str());
    }
    attributes.iter().find(|(k, _)| attribute_keys_match(k, key)).map(|(_, v)| v.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scope_names() {
        assert_eq!(Scope::from_name("NODE"), Scope::Node);
        assert_eq!(Scope::from_name("Rack"), Scope::Rack);
        assert_eq!(Scope::from_name("fault_domain"), Scope::Attribute("fault_domain".into()));
    }

    #[test]
    fn attribute_keys_use_yarns_prefix_rule() {
        assert!(attribute_keys_match("java", "rm.yarn.io/java"));
        assert!(!attribute_keys_match("java", "nm.yarn.io/java"));
        let mut attrs = SortedMap::new();
        attrs.insert(String::from("rm.yarn.io/os"), String::from("linux"));
        assert_eq!(lookup_node_attribute(&attrs, "os"), Some("linux"));
        assert_eq!(lookup_node_attribute(&attrs, "nm.yarn.io/os"), None);
    }
}
