//! The placement constraint tree (YARN's `PlacementConstraint.AbstractConstraint`).
//!
//! A [`SingleConstraint`] holds *every* target at once (YARN: all target expressions must hold). Allocation tag
//! targets are kept one tag per [`Target`]: YARN's multi-tag target expression means "each tag individually
//! within [min, max]", which is exactly the conjunction of one-tag targets, so the two spellings have one
//! representation here. A target with `tag: None` is YARN's target expression with an *empty* tag set, which
//! folds over every tag present in the scope ("any tag"); a single constraint with no targets at all is
//! vacuously true. The JSON form of this tree is a documented contract (`docs/cli-spec-parse.md`).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub(crate) use crate::tags::Scope;

/// YARN's `Integer.MAX_VALUE`: a maximum cardinality that is not checked.
pub const UNBOUNDED: i32 = i32::MAX;

/// The deepest nesting of `AND` / `OR` / `DELAYED_OR` Spindle accepts from a user (spec text or JSON tree).
/// Every walk over a constraint (evaluator, printer, analysis, serde, `Drop`) recurses once per level, so this
/// bound is what keeps them within the stack — also the browser's, which is smaller than a native thread's.
/// Hadoop's own parser overflows its stack near 1,000 levels; no real constraint comes near 100.
pub const MAX_NESTING: usize = 100;

/// A placement constraint expression.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum PlacementConstraint {
    /// Targets counted within a scope, with a [min, max] cardinality.
    Single(SingleConstraint),
    /// Every child must hold (empty: true).
    And {
        /// The conjuncts, in the order written.
        children: Vec<PlacementConstraint>,
    },
    /// At least one child must hold (empty: false).
    Or {
        /// The disjuncts, in the order written.
        children: Vec<PlacementConstraint>,
    },
    /// Ordered alternatives with delays (design doc; real YARN cannot evaluate it).
    DelayedOr(DelayedOr),
}

/// `{scope, min, max, targets}`: every target must hold. In JSON every field is required and no other field is
/// accepted (a misspelt `targts` must not become "no targets", which always holds).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SingleConstraint {
    /// What the targets are counted over (YARN's `scope`: node, rack or a node attribute); ignored by node-attribute
    /// and partition targets.
    pub scope: Scope,
    /// Checked only when > 0.
    pub min: i32,
    /// Checked only when < [`UNBOUNDED`].
    pub max: i32,
    /// The target expressions; all of them must hold. None: the constraint holds everywhere.
    pub targets: Vec<Target>,
}

/// What a single constraint looks at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Target {
    /// Live containers carrying `tag` (or, with `tag: None`, each tag present) of the namespace's applications,
    /// counted over the scope value of the candidate node. In JSON `namespace` may be left out (`self`, as in
    /// YARN); `tag` may not (`null` is "any tag", which must be said, not implied).
    AllocationTag {
        /// Whose containers are counted; `self` when left out.
        #[serde(default)]
        namespace: Namespace,
        /// The allocation tag counted; `None` is YARN's empty tag set, which holds for each tag present in the scope
        /// value.
        #[serde(deserialize_with = "required_option")]
        tag: Option<String>,
    },
    /// The candidate node's attribute `key` compared with `values` (scope and min/max are ignored, as in YARN).
    NodeAttribute {
        /// The attribute's name as written (`rack_type`); matched with or without the `rm.yarn.io/` prefix, as YARN
        /// compares keys.
        key: String,
        /// `=` (the node's value is one of `values`) or `!=` (it is none of them, or the node has no value).
        op: AttributeOp,
        /// The values compared with.
        values: Vec<String>,
    },
    /// The candidate node's partition (label) compared with `values`; no values means the default partition "".
    NodePartition {
        /// As written; ignored when evaluating, as YARN ignores it: the partition is required.
        op: AttributeOp,
        /// The partitions (node labels) accepted.
        values: Vec<String>,
    },
}

impl Target {
    /// The tag an allocation tag target names (`None` for "any tag" and for the other targets).
    pub fn named_tag(&self) -> Option<&str> {
        match self {
            Target::AllocationTag { tag: Some(t), .. } => Some(t),
            _ => None,
        }
    }
}

/// A node attribute comparison (YARN `NodeAttributeOpCode` EQ / NE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttributeOp {
    /// `=`: the node's value is one of the values.
    Eq,
    /// `!=`: the node has no value or a value that is none of the values.
    Ne,
}

impl AttributeOp {
    /// The operator as written in PlacementSpec text (`=` or `!=`).
    pub fn symbol(self) -> &'static str {
        match self {
            AttributeOp::Eq => "=",
            AttributeOp::Ne => "!=",
        }
    }
}

/// The applications an allocation tag refers to (YARN `AllocationTagNamespaceType`).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Namespace {
    /// `self` (default): the requesting application.
    #[default]
    SelfApp,
    /// `not-self`: every other application.
    NotSelf,
    /// `all`: every application.
    All,
    /// `app-id/<id>`: one application, by YARN application id (or Spindle application name).
    AppId(String),
    /// `app-tag/<tag>`: applications whose application tags contain the tag.
    AppTag(String),
}

impl Namespace {
    /// Reads YARN's textual namespace: `self` (also empty), `not-self`, `all`, `app-id/<id>`, `app-tag/<tag>`.
    /// `app-id` and `app-tag` without a value are accepted with an empty value (YARN's parser accepts them too;
    /// its evaluation then fails).
    pub fn parse(s: &str) -> Option<Namespace> {
        Some(match s {
            "" | "self" => Namespace::SelfApp,
            "not-self" => Namespace::NotSelf,
            "all" => Namespace::All,
            "app-id" => Namespace::AppId(String::new()),
            "app-tag" => Namespace::AppTag(String::new()),
            _ => {
                if let Some(id) = s.strip_prefix("app-id/") {
                    Namespace::AppId(id.into())
                } else if let Some(t) = s.strip_prefix("app-tag/") {
                    Namespace::AppTag(t.into())
                } else {
                    return None;
                }
            }
        })
    }

    /// The namespace keyword (`self`, `not-self`, `all`, `app-id`, `app-tag`).
    pub fn keyword(&self) -> &'static str {
        match self {
            Namespace::SelfApp => "self",
            Namespace::NotSelf => "not-self",
            Namespace::All => "all",
            Namespace::AppId(_) => "app-id",
            Namespace::AppTag(_) => "app-tag",
        }
    }
}

impl fmt::Display for Namespace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Namespace::AppId(v) | Namespace::AppTag(v) if !v.is_empty() => write!(f, "{}/{}", self.keyword(), v),
            _ => f.write_str(self.keyword()),
        }
    }
}

impl Serialize for Namespace {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Namespace {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Namespace::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(alloc::format!(
                "invalid namespace `{s}`: expected self, not-self, all, app-id/<id> or app-tag/<tag>"
            ))
        })
    }
}

/// An `Option` field that must be present (`null` allowed): serde fills in a missing `Option` with `None` unless
/// the field has its own deserializer.
fn required_option<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Option::<String>::deserialize(d)
}

/// Ordered alternatives: alternative *k* comes into force once the delays of alternatives 0..k have expired,
/// and from then on a node is acceptable if any alternative in force accepts it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DelayedOr {
    /// The alternatives in order of preference; the first is in force from the start.
    pub alternatives: Vec<TimedConstraint>,
    /// Design doc: "reset units of delay after one of the allocations gets allocated" (like `resetRackDelay`).
    #[serde(default)]
    pub reset_on_allocation: bool,
}

/// One alternative of a [`DelayedOr`] with how long it is tried alone before the next one comes into force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimedConstraint {
    /// The constraint of this alternative.
    pub constraint: PlacementConstraint,
    /// `None`: never expires (later alternatives are unreachable).
    #[serde(default)]
    pub delay: Option<Delay>,
}

/// A delay: missed scheduling opportunities or virtual time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Delay {
    /// Expires after this many missed scheduling opportunities (node heartbeats whose node the constraint refused),
    /// counted as YARN counts them for locality delay.
    Opportunities(u64),
    /// Expires after this many milliseconds of virtual time.
    Millis(u64),
}

impl fmt::Display for Delay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Delay::Opportunities(n) => write!(f, "{n} missed opportunit{}", if *n == 1 { "y" } else { "ies" }),
            Delay::Millis(ms) => write!(f, "{ms} ms"),
        }
    }
}

impl SingleConstraint {
    /// Whether [min, max] is YARN's IN (1, unbounded).
    pub fn is_in(&self) -> bool {
        self.min == 1 && self.max == UNBOUNDED
    }

    /// Whether [min, max] is YARN's NOTIN (0, 0).
    pub fn is_not_in(&self) -> bool {
        self.min == 0 && self.max == 0
    }
}

impl PlacementConstraint {
    /// How many `AND` / `OR` / `DELAYED_OR` levels the deepest path has (a single constraint: 0). Iterative, so
    /// it is safe on any tree, however deep.
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut stack: Vec<(&PlacementConstraint, usize)> = alloc::vec![(self, 0)];
        while let Some((c, d)) = stack.pop() {
            deepest = deepest.max(d);
            match c {
                PlacementConstraint::Single(_) => {}
                PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
                    deepest = deepest.max(d + 1);
                    stack.extend(children.iter().map(|k| (k, d + 1)));
                }
                PlacementConstraint::DelayedOr(o) => {
                    deepest = deepest.max(d + 1);
                    stack.extend(o.alternatives.iter().map(|a| (&a.constraint, d + 1)));
                }
            }
        }
        deepest
    }

    /// Visits every node of the tree, parents before children.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a PlacementConstraint)) {
        f(self);
        match self {
            PlacementConstraint::Single(_) => {}
            PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
                for c in children {
                    c.walk(f);
                }
            }
            PlacementConstraint::DelayedOr(d) => {
                for a in &d.alternatives {
                    a.constraint.walk(f);
                }
            }
        }
    }

    /// The `DelayedOr` nodes in pre-order (the order [`crate::constraint::DelayState`] indexes them).
    pub fn delayed_ors(&self) -> Vec<&DelayedOr> {
        let mut out = Vec::new();
        self.walk(&mut |c| {
            if let PlacementConstraint::DelayedOr(d) = c {
                out.push(d);
            }
        });
        out
    }

    /// Number of `DelayedOr` nodes in the tree.
    pub fn delayed_or_count(&self) -> usize {
        match self {
            PlacementConstraint::Single(_) => 0,
            PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
                children.iter().map(|c| c.delayed_or_count()).sum()
            }
            PlacementConstraint::DelayedOr(d) => {
                1 + d.alternatives.iter().map(|a| a.constraint.delayed_or_count()).sum::<usize>()
            }
        }
    }

    /// The tags the tree's allocation tag targets name (not the "any tag" targets), in pre-order: the order a
    /// [`crate::constraint::ResolvedTags`] lists their ids in.
    pub fn named_tags(&self) -> Vec<&str> {
        let mut out = Vec::new();
        self.walk(&mut |c| {
            if let PlacementConstraint::Single(s) = c {
                out.extend(s.targets.iter().filter_map(Target::named_tag));
            }
        });
        out
    }

    /// How many allocation tag targets of the tree name a tag ([`PlacementConstraint::named_tags`]'s length).
    pub fn named_tag_count(&self) -> usize {
        match self {
            PlacementConstraint::Single(s) => s.targets.iter().filter(|t| t.named_tag().is_some()).count(),
            PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
                children.iter().map(|c| c.named_tag_count()).sum()
            }
            PlacementConstraint::DelayedOr(d) => d.alternatives.iter().map(|a| a.constraint.named_tag_count()).sum(),
        }
    }

    /// The single constraints that must all hold (the top-level conjunction, looking through `And`).
    pub fn conjuncts(&self) -> Vec<&SingleConstraint> {
        let mut out = Vec::new();
        fn go<'a>(c: &'a PlacementConstraint, out: &mut Vec<&'a SingleConstraint>) {
            match c {
                PlacementConstraint::Single(s) => out.push(s),
                PlacementConstraint::And { children } => children.iter().for_each(|c| go(c, out)),
                _ => {}
            }
        }
        go(self, &mut out);
        out
    }

    /// A copy with targets in a canonical order (for comparing constraints whose target order differs, e.g. the
    /// same spec read by two Hadoop versions). Target order never changes meaning.
    pub fn canonicalized(&self) -> PlacementConstraint {
        match self {
            PlacementConstraint::Single(s) => {
                let mut s = s.clone();
                crate::sort::sort_by_key(&mut s.targets, target_key);
                s.targets.dedup();
                PlacementConstraint::Single(s)
            }
            PlacementConstraint::And { children } => {
                PlacementConstraint::And { children: children.iter().map(|c| c.canonicalized()).collect() }
            }
            PlacementConstraint::Or { children } => {
                PlacementConstraint::Or { children: children.iter().map(|c| c.canonicalized()).collect() }
            }
            PlacementConstraint::DelayedOr(d) => PlacementConstraint::DelayedOr(DelayedOr {
                alternatives: d
                    .alternatives
                    .iter()
                    .map(|a| TimedConstraint { constraint: a.constraint.canonicalized(), delay: a.delay })
                    .collect(),
                reset_on_allocation: d.reset_on_allocation,
            }),
        }
    }
}

fn target_key(t: &Target) -> (u8, String, String) {
    match t {
        Target::AllocationTag { namespace, tag } => (0, alloc::format!("{namespace}"), tag.clone().unwrap_or_default()),
        Target::NodeAttribute { key, op, values } => (1, alloc::format!("{key}{}", op.symbol()), values.join("|")),
        Target::NodePartition { op, values } => (2, String::from(op.symbol()), values.join("|")),
    }
}

impl fmt::Display for PlacementConstraint {
    /// The canonical Spindle spec text (see `spec::print_constraint`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::spec::print_constraint(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn namespaces_round_trip_as_text() {
        for s in ["self", "not-self", "all", "app-id/application_1_0001", "app-tag/prod", "app-id"] {
            let ns = Namespace::parse(s).unwrap();
            assert_eq!(alloc::format!("{ns}"), s);
        }
        assert_eq!(Namespace::parse(""), Some(Namespace::SelfApp));
        assert_eq!(Namespace::parse("others"), None);
    }
}
