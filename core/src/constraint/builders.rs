//! Builders with the names and meaning of YARN's `PlacementConstraints` and `PlacementConstraints.PlacementTargets`.
//!
//! ```
//! use spindle_core::constraint::builders::*;
//! // zk(3),NOTIN,NODE,zk
//! let anti = target_not_in(NODE, [allocation_tag(&["zk"])]);
//! // hbase: IN,RACK,zk AND at most 2 hbase per node
//! let c = and([target_in(RACK, [allocation_tag(&["zk"])]), max_cardinality(NODE, 2, &["hbase"])]);
//! assert_eq!(c.to_string(), "AND(IN,RACK,zk:CARDINALITY,NODE,hbase,0,2)");
//! # let _ = anti;
//! ```
//!
//! Node attribute and partition targets get their comparison from the builder: `target_in` → `=`,
//! `target_not_in` → `!=`, `target_node_attribute` → the given op. (YARN gives `target_in`/`target_not_in` of a
//! node attribute the op `NO_OP`, which never matches — see the "differs from YARN" list in
//! `docs/yarn-compatibility.md`. For a partition the op is ignored, by YARN and by Spindle's evaluator alike.)

use alloc::string::String;
use alloc::vec::Vec;

use super::ast::*;

/// `PlacementConstraints.NODE`.
pub const NODE: Scope = Scope::Node;
/// `PlacementConstraints.RACK`.
pub const RACK: Scope = Scope::Rack;

/// A target expression as YARN's `PlacementTargets` builds it, before it is placed in a constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetExpression {
    /// `allocationTag(tags…)` / `allocationTagWithNamespace(ns, tags…)`: no tags means any tag.
    AllocationTags {
        /// Whose containers are counted.
        namespace: Namespace,
        /// The tags; each is checked on its own against the cardinality.
        tags: Vec<String>,
    },
    /// `nodeAttribute(key, values…)`.
    NodeAttribute {
        /// The attribute's name.
        key: String,
        /// The values compared with.
        values: Vec<String>,
    },
    /// `nodePartition(values…)`.
    NodePartition {
        /// The partitions (node labels) accepted.
        values: Vec<String>,
    },
}

/// `PlacementTargets.allocationTag(tags…)` (namespace `self`).
pub fn allocation_tag(tags: &[&str]) -> TargetExpression {
    allocation_tag_with_namespace(Namespace::SelfApp, tags)
}

/// `PlacementTargets.allocationTagWithNamespace(namespace, tags…)`.
pub fn allocation_tag_with_namespace(namespace: Namespace, tags: &[&str]) -> TargetExpression {
    TargetExpression::AllocationTags { namespace, tags: tags.iter().map(|&t| t.into()).collect() }
}

/// `PlacementTargets.nodeAttribute(key, values…)`.
pub fn node_attribute(key: &str, values: &[&str]) -> TargetExpression {
    TargetExpression::NodeAttribute { key: key.into(), values: values.iter().map(|&v| v.into()).collect() }
}

/// `PlacementTargets.nodePartition(values…)`.
pub fn node_partition(values: &[&str]) -> TargetExpression {
    TargetExpression::NodePartition { values: values.iter().map(|&v| v.into()).collect() }
}

/// Sorted, duplicate-free values (YARN keeps them in a set).
pub fn normalize_values(mut values: Vec<String>) -> Vec<String> {
    crate::sort::sort(&mut values);
    values.dedup();
    values
}

/// Expands target expressions into [`Target`]s (one per tag), dropping duplicates as YARN's target set does.
pub fn expand_targets(targets: impl IntoIterator<Item = TargetExpression>, op: AttributeOp) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    let mut push = |t: Target| {
        if !out.contains(&t) {
            out.push(t);
        }
    };
    for t in targets {
        match t {
            TargetExpression::AllocationTags { namespace, tags } => {
                if tags.is_empty() {
                    push(Target::AllocationTag { namespace: namespace.clone(), tag: None });
                }
                for tag in tags {
                    push(Target::AllocationTag { namespace: namespace.clone(), tag: Some(tag) });
                }
            }
            TargetExpression::NodeAttribute { key, values } => {
                push(Target::NodeAttribute { key, op, values: normalize_values(values) })
            }
            TargetExpression::NodePartition { values } => {
                push(Target::NodePartition { op, values: normalize_values(values) })
            }
        }
    }
    out
}

/// A single constraint from its parts.
pub fn single(scope: Scope, min: i32, max: i32, targets: Vec<Target>) -> PlacementConstraint {
    PlacementConstraint::Single(SingleConstraint { scope, min, max, targets })
}

/// `targetIn(scope, targets…)`: (1, ∞) — at least one of each target tag in the scope.
pub fn target_in(scope: Scope, targets: impl IntoIterator<Item = TargetExpression>) -> PlacementConstraint {
    single(scope, 1, UNBOUNDED, expand_targets(targets, AttributeOp::Eq))
}

/// `targetNotIn(scope, targets…)`: (0, 0) — none of the target tags in the scope.
pub fn target_not_in(scope: Scope, targets: impl IntoIterator<Item = TargetExpression>) -> PlacementConstraint {
    single(scope, 0, 0, expand_targets(targets, AttributeOp::Ne))
}

/// `targetNodeAttribute(scope, op, targets…)`: (-1, -1) with the given comparison.
pub fn target_node_attribute(
    scope: Scope,
    op: AttributeOp,
    targets: impl IntoIterator<Item = TargetExpression>,
) -> PlacementConstraint {
    single(scope, -1, -1, expand_targets(targets, op))
}

/// `cardinality(scope, min, max, tags…)`: no tags means every tag present (each within [min, max]).
pub fn cardinality(scope: Scope, min: i32, max: i32, tags: &[&str]) -> PlacementConstraint {
    target_cardinality(scope, min, max, [allocation_tag(tags)])
}

/// `minCardinality(scope, min, tags…)`: (min, ∞).
pub fn min_cardinality(scope: Scope, min: i32, tags: &[&str]) -> PlacementConstraint {
    cardinality(scope, min, UNBOUNDED, tags)
}

/// `maxCardinality(scope, max, tags…)`: (0, max).
pub fn max_cardinality(scope: Scope, max: i32, tags: &[&str]) -> PlacementConstraint {
    cardinality(scope, 0, max, tags)
}

/// `targetCardinality(scope, min, max, targets…)`.
pub fn target_cardinality(
    scope: Scope,
    min: i32,
    max: i32,
    targets: impl IntoIterator<Item = TargetExpression>,
) -> PlacementConstraint {
    single(scope, min, max, expand_targets(targets, AttributeOp::Eq))
}

/// `and(children…)`.
pub fn and(children: impl IntoIterator<Item = PlacementConstraint>) -> PlacementConstraint {
    PlacementConstraint::And { children: children.into_iter().collect() }
}

/// `or(children…)`.
pub fn or(children: impl IntoIterator<Item = PlacementConstraint>) -> PlacementConstraint {
    PlacementConstraint::Or { children: children.into_iter().collect() }
}

/// `delayedOr(timed constraints…)`.
pub fn delayed_or(alternatives: impl IntoIterator<Item = TimedConstraint>) -> PlacementConstraint {
    PlacementConstraint::DelayedOr(DelayedOr {
        alternatives: alternatives.into_iter().collect(),
        reset_on_allocation: false,
    })
}

/// A `delayedOr` whose delays restart after each allocation of the request.
pub fn delayed_or_with_reset(alternatives: impl IntoIterator<Item = TimedConstraint>) -> PlacementConstraint {
    PlacementConstraint::DelayedOr(DelayedOr {
        alternatives: alternatives.into_iter().collect(),
        reset_on_allocation: true,
    })
}

/// `timedOpportunitiesConstraint(constraint, n)`.
pub fn timed_opportunities(constraint: PlacementConstraint, opportunities: u64) -> TimedConstraint {
    TimedConstraint { constraint, delay: Some(Delay::Opportunities(opportunities)) }
}

/// `timedClockConstraint(constraint, delay, MILLISECONDS)`.
pub fn timed_clock(constraint: PlacementConstraint, millis: u64) -> TimedConstraint {
    TimedConstraint { constraint, delay: Some(Delay::Millis(millis)) }
}

/// An alternative that never expires (typically the last one).
pub fn untimed(constraint: PlacementConstraint) -> TimedConstraint {
    TimedConstraint { constraint, delay: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_match_yarn_bounds() {
        let PlacementConstraint::Single(s) = target_in(NODE, [allocation_tag(&["a", "b", "a"])]) else { panic!() };
        assert_eq!((s.min, s.max, s.targets.len()), (1, UNBOUNDED, 2));
        let PlacementConstraint::Single(s) = target_not_in(RACK, [allocation_tag(&["a"])]) else { panic!() };
        assert_eq!((s.min, s.max), (0, 0));
        let PlacementConstraint::Single(s) = max_cardinality(NODE, 3, &[]) else { panic!() };
        assert_eq!((s.min, s.max), (0, 3));
        assert_eq!(s.targets, alloc::vec![Target::AllocationTag { namespace: Namespace::SelfApp, tag: None }]);
        let PlacementConstraint::Single(s) =
            target_node_attribute(NODE, AttributeOp::Ne, [node_attribute("os", &["w", "a"])])
        else {
            panic!()
        };
        assert_eq!((s.min, s.max), (-1, -1));
        assert_eq!(
            s.targets,
            alloc::vec![Target::NodeAttribute {
                key: "os".into(),
                op: AttributeOp::Ne,
                values: alloc::vec!["a".into(), "w".into()]
            }]
        );
    }
}
