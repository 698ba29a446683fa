//! Constraint levels: request-level, application-level (per application, source tag → constraint) and
//! cluster-admin level (source tag → constraint).
//!
//! YARN (`PlacementConstraintManager.getMultilevelConstraint`) ANDs the levels that exist: the request's own
//! constraint, the application's constraint for the request's source tag, and the global constraint for that
//! tag; nulls are dropped and duplicates removed. The application and global lookups only happen when the
//! request carries exactly one allocation tag. The design doc instead says a more specific level *overrides* a
//! more general one (if more restrictive); Spindle offers that as [`CombineRule::DesignOverride`], and in both
//! modes [`ConstraintLevels::conflicts`] reports where a specific level contradicts or loosens a general one.

use crate::sorted_map::SortedMap;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::ast::*;
use crate::ids::AppId;

/// How the levels combine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CombineRule {
    /// YARN: every level that has a constraint must hold.
    #[default]
    YarnAnd,
    /// YARN-6592 design doc: only the most specific level that has a constraint applies.
    DesignOverride,
}

/// Where a constraint comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// On the SchedulingRequest itself (most specific).
    Request,
    /// Registered by the application master for a source tag.
    Application,
    /// Set by the cluster administrator for a source tag (most general; no public YARN API).
    Cluster,
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Request => "request-level",
            Level::Application => "application-level",
            Level::Cluster => "cluster-level",
        })
    }
}

/// Application- and cluster-level constraints.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConstraintLevels {
    /// Application-level constraints: per application, source allocation tag → constraint (what the AM registers in
    /// `RegisterApplicationMasterRequest.placementConstraints`). A sorted vector rather than a `BTreeMap` (whose
    /// code for this pair was about 3.5 KB of the playground's first page, docs/toolchain.md, maps12): a scenario
    /// registers its applications in id order, so an insert appends.
    #[serde(default)]
    pub application: SortedMap<AppId, SortedMap<String, PlacementConstraint>>,
    /// Cluster-admin constraints: source allocation tag → constraint, for every application (YARN has no public API for
    /// this level).
    #[serde(default)]
    pub cluster: SortedMap<String, PlacementConstraint>,
    /// How the levels combine: YARN's AND of all levels, or the design doc's override by the most specific.
    #[serde(default)]
    pub rule: CombineRule,
}

/// One constraint that applies to a request, and where it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applicable<'a> {
    pub level: Level,
    /// The source tag it was registered for (`None` for the request level).
    pub source_tag: Option<&'a str>,
    pub constraint: &'a PlacementConstraint,
}

impl ConstraintLevels {
    /// No application- or cluster-level constraints; levels combine as YARN does.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers (or replaces) `app`'s constraint for allocations tagged `source_tag`.
    pub fn set_application(&mut self, app: AppId, source_tag: &str, constraint: PlacementConstraint) {
        self.application.get_or_insert_with(app, SortedMap::new).insert(source_tag.into(), constraint);
    }

    /// Sets (or replaces) the cluster-admin constraint for allocations tagged `source_tag`.
    pub fn set_cluster(&mut self, source_tag: &str, constraint: PlacementConstraint) {
        self.cluster.insert(source_tag.into(), constraint);
    }

    /// Forgets an application's constraints (when it finishes).
    pub fn remove_application(&mut self, app: AppId) {
        self.application.remove(&app);
    }

    /// The constraints that apply to a request of `app` carrying `request_tags`, most specific first.
    /// Application- and cluster-level lookups need exactly one request tag, as in YARN.
    pub fn applicable<'a>(
        &'a self,
        app: AppId,
        request_tags: &[&'a str],
        request: Option<&'a PlacementConstraint>,
    ) -> Vec<Applicable<'a>> {
        // YARN: `.distinct()` — an identical constraint at two levels is checked once (the first, most specific,
        // kept). Kept distinct as they are found: one vector per check, not two (this runs for every placement).
        let mut distinct: Vec<Applicable<'a>> = Vec::new();
        let mut add = |a: Applicable<'a>| {
            if !distinct.iter().any(|d| d.constraint == a.constraint) {
                distinct.push(a);
            }
        };
        if let Some(c) = request {
            add(Applicable { level: Level::Request, source_tag: None, constraint: c });
        }
        if let [tag] = request_tags {
            if let Some(c) = self.application.get(&app).and_then(|m| m.get(*tag)) {
                add(Applicable { level: Level::Application, source_tag: Some(tag), constraint: c });
            }
            if let Some(c) = self.cluster.get(*tag) {
                add(Applicable { level: Level::Cluster, source_tag: Some(tag), constraint: c });
            }
        }
        if self.rule == CombineRule::DesignOverride {
            distinct.truncate(1);
        }
        distinct
    }

    /// The constraint YARN evaluates: the AND of the applicable levels (`None` if there is none).
    pub fn effective(
        &self,
        app: AppId,
        request_tags: &[&str],
        request: Option<&PlacementConstraint>,
    ) -> Option<PlacementConstraint> {
        let list = self.applicable(app, request_tags, request);
        match list.len() {
            0 => None,
            1 => Some(list[0].constraint.clone()),
            _ => Some(PlacementConstraint::And { children: list.iter().map(|a| a.constraint.clone()).collect() }),
        }
    }

    /// Where a more specific level contradicts (no node can satisfy both) or loosens (allows more than) a more
    /// general one, for a request of `app` carrying `request_tags`. Considers every level, whatever the rule.
    pub fn conflicts(
        &self,
        app: AppId,
        request_tags: &[&str],
        request: Option<&PlacementConstraint>,
    ) -> Vec<LevelConflict> {
        let mut levels: Vec<(Level, &PlacementConstraint)> = Vec::new();
        if let Some(c) = request {
            levels.push((Level::Request, c));
        }
        if let [tag] = request_tags {
            if let Some(c) = self.application.get(&app).and_then(|m| m.get(*tag)) {
                levels.push((Level::Application, c));
            }
            if let Some(c) = self.cluster.get(*tag) {
                levels.push((Level::Cluster, c));
            }
        }
        let mut out = Vec::new();
        for i in 0..levels.len() {
            for j in i + 1..levels.len() {
                let (specific, sc) = levels[i];
                let (general, gc) = levels[j];
                for clash in compare_conjuncts(&sc.conjuncts(), &gc.conjuncts()) {
                    let message = match clash.kind {
                        ConflictKind::Contradiction => alloc::format!(
                            "the {specific} constraint {} and the {general} constraint {}: {}; because YARN ANDs the \
                             levels, no node can ever satisfy this request",
                            clash.a, clash.b, clash.reason
                        ),
                        ConflictKind::Looser => alloc::format!(
                            "the {specific} constraint {} is looser than the {general} constraint {}: {}; YARN ANDs the \
                             levels, so the {general} bound still applies (the design doc would reject the looser one)",
                            clash.a, clash.b, clash.reason
                        ),
                    };
                    out.push(LevelConflict { kind: clash.kind, specific, general, message });
                }
            }
        }
        out
    }
}

/// A conflict between two levels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelConflict {
    /// Whether the two cannot both hold or the specific one is looser.
    pub kind: ConflictKind,
    /// The more specific level.
    pub specific: Level,
    /// The more general level.
    pub general: Level,
    /// What clashes, in a sentence naming both parts.
    pub message: String,
}

/// How a more specific level's constraint disagrees with a more general one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConflictKind {
    /// Both cannot hold on any node.
    Contradiction,
    /// The specific constraint allows strictly more than the general one.
    Looser,
}

/// One clash between two single constraints.
pub(crate) struct Clash {
    pub kind: ConflictKind,
    /// Text of the first (more specific) piece.
    pub a: String,
    /// Text of the second piece.
    pub b: String,
    pub reason: String,
}

/// The range of counts a tag target allows: [lo, hi] with `hi = None` for unbounded.
pub(crate) fn allowed_range(min: i32, max: i32) -> (i64, Option<i64>) {
    ((min.max(0)) as i64, if max == UNBOUNDED { None } else { Some(max as i64) })
}

fn range_text(lo: i64, hi: Option<i64>) -> String {
    match hi {
        None => alloc::format!("at least {lo}"),
        Some(h) if lo == 0 => alloc::format!("at most {h}"),
        Some(h) => alloc::format!("between {lo} and {h}"),
    }
}

/// Compares the conjuncts of two constraints pairwise (same scope and tag, or same attribute).
pub(crate) fn compare_conjuncts(a: &[&SingleConstraint], b: &[&SingleConstraint]) -> Vec<Clash> {
    let mut out = Vec::new();
    for sa in a {
        for sb in b {
            for ta in &sa.targets {
                for tb in &sb.targets {
                    if let Some(c) = compare_targets(sa, ta, sb, tb) {
                        out.push(c);
                    }
                }
            }
        }
    }
    out
}

fn compare_targets(sa: &SingleConstraint, ta: &Target, sb: &SingleConstraint, tb: &Target) -> Option<Clash> {
    let text = |s: &SingleConstraint, t: &Target| {
        crate::spec::print_constraint(&PlacementConstraint::Single(SingleConstraint {
            scope: s.scope.clone(),
            min: s.min,
            max: s.max,
            targets: alloc::vec![t.clone()],
        }))
    };
    match (ta, tb) {
        (
            Target::AllocationTag { namespace: na, tag: Some(ga) },
            Target::AllocationTag { namespace: nb, tag: Some(gb) },
        ) if na == nb && ga == gb && sa.scope == sb.scope => {
            let (alo, ahi) = allowed_range(sa.min, sa.max);
            let (blo, bhi) = allowed_range(sb.min, sb.max);
            let lo = alo.max(blo);
            let hi = match (ahi, bhi) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, None) => x,
                (None, y) => y,
            };
            if hi.is_some_and(|h| lo > h) {
                return Some(Clash {
                    kind: ConflictKind::Contradiction,
                    a: text(sa, ta),
                    b: text(sb, tb),
                    reason: alloc::format!(
                        "one needs {} `{ga}` per {}, the other {}",
                        range_text(alo, ahi),
                        sa.scope,
                        range_text(blo, bhi)
                    ),
                });
            }
            let a_contains_b = alo <= blo
                && match (ahi, bhi) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(x), Some(y)) => x >= y,
                };
            if a_contains_b && (alo, ahi) != (blo, bhi) {
                return Some(Clash {
                    kind: ConflictKind::Looser,
                    a: text(sa, ta),
                    b: text(sb, tb),
                    reason: alloc::format!(
                        "it allows {} `{ga}` per {} where the other allows {}",
                        range_text(alo, ahi),
                        sa.scope,
                        range_text(blo, bhi)
                    ),
                });
            }
            None
        }
        (
            Target::NodeAttribute { key: ka, op: oa, values: va },
            Target::NodeAttribute { key: kb, op: ob, values: vb },
        ) if crate::tags::attribute_keys_match(ka, kb) => attribute_clash(ka, *oa, va, *ob, vb).map(|reason| Clash {
            kind: ConflictKind::Contradiction,
            a: text(sa, ta),
            b: text(sb, tb),
            reason,
        }),
        (Target::NodePartition { op: _, values: va }, Target::NodePartition { op: _, values: vb }) => {
            let norm = |v: &Vec<String>| if v.is_empty() { alloc::vec![String::new()] } else { v.clone() };
            // YARN ignores a partition target's operator: both require their partition.
            attribute_clash("partition", AttributeOp::Eq, &norm(va), AttributeOp::Eq, &norm(vb)).map(|reason| Clash {
                kind: ConflictKind::Contradiction,
                a: text(sa, ta),
                b: text(sb, tb),
                reason,
            })
        }
        _ => None,
    }
}

/// Why two comparisons of the same attribute can never both hold, if they cannot.
pub(crate) fn attribute_clash(
    key: &str,
    oa: AttributeOp,
    va: &[String],
    ob: AttributeOp,
    vb: &[String],
) -> Option<String> {
    match (oa, ob) {
        (AttributeOp::Eq, AttributeOp::Eq) if !va.iter().any(|v| vb.contains(v)) => Some(alloc::format!(
            "`{key}` cannot be one of {{{}}} and one of {{{}}} at once",
            va.join(", "),
            vb.join(", ")
        )),
        (AttributeOp::Eq, AttributeOp::Ne) if va.iter().all(|v| vb.contains(v)) => Some(alloc::format!(
            "every value `{key}` may take ({{{}}}) is excluded by the other ({{{}}})",
            va.join(", "),
            vb.join(", ")
        )),
        (AttributeOp::Ne, AttributeOp::Eq) if vb.iter().all(|v| va.contains(v)) => Some(alloc::format!(
            "every value `{key}` may take ({{{}}}) is excluded by the other ({{{}}})",
            vb.join(", "),
            va.join(", ")
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::builders::*;

    #[test]
    fn levels_are_anded_only_with_exactly_one_tag() {
        let mut l = ConstraintLevels::new();
        let app = AppId(1);
        l.set_application(app, "zk", target_not_in(NODE, [allocation_tag(&["zk"])]));
        l.set_cluster("zk", max_cardinality(RACK, 5, &["zk"]));
        let req = target_in(RACK, [allocation_tag(&["hbase"])]);
        let all = l.applicable(app, &["zk"], Some(&req));
        assert_eq!(
            all.iter().map(|a| a.level).collect::<Vec<_>>(),
            [Level::Request, Level::Application, Level::Cluster]
        );
        assert_eq!(l.applicable(app, &["zk", "x"], Some(&req)).len(), 1, "two tags: request level only");
        assert_eq!(l.applicable(app, &[], None).len(), 0);
        assert!(
            matches!(l.effective(app, &["zk"], None), Some(PlacementConstraint::And { ref children }) if children.len() == 2)
        );
        l.rule = CombineRule::DesignOverride;
        assert_eq!(l.applicable(app, &["zk"], Some(&req))[0].level, Level::Request);
        assert_eq!(l.applicable(app, &["zk"], Some(&req)).len(), 1);
    }

    #[test]
    fn identical_levels_are_checked_once() {
        let mut l = ConstraintLevels::new();
        let c = target_not_in(NODE, [allocation_tag(&["zk"])]);
        l.set_application(AppId(0), "zk", c.clone());
        l.set_cluster("zk", c.clone());
        assert_eq!(l.applicable(AppId(0), &["zk"], Some(&c)).len(), 1);
    }

    #[test]
    fn conflicts_are_reported() {
        let mut l = ConstraintLevels::new();
        l.set_cluster("zk", max_cardinality(RACK, 5, &["zk"]));
        let looser = max_cardinality(RACK, 7, &["zk"]);
        let c = l.conflicts(AppId(0), &["zk"], Some(&looser));
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].kind, ConflictKind::Looser);
        assert_eq!((c[0].specific, c[0].general), (Level::Request, Level::Cluster));
        let contradicting = min_cardinality(RACK, 6, &["zk"]);
        let c = l.conflicts(AppId(0), &["zk"], Some(&contradicting));
        assert_eq!(c[0].kind, ConflictKind::Contradiction);
        assert!(c[0].message.contains("no node can ever satisfy"), "{}", c[0].message);
        let stricter = max_cardinality(RACK, 3, &["zk"]);
        assert!(l.conflicts(AppId(0), &["zk"], Some(&stricter)).is_empty());
    }
}
