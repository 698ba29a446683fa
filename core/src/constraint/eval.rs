//! "Can this request be placed on this node?" — answered as a [`Verdict`] tree that says, for every part of the
//! constraint, what it looked at and why it holds or not; and as a cheap boolean ([`can_place`]) that allocates
//! nothing and always agrees with the tree.
//!
//! Semantics are YARN's (`PlacementConstraintsUtil.canSatisfyConstraints`):
//! * counts are of containers already allocated (plus temporary tags of a batch); the container being placed is
//!   never counted, so `NOTIN,NODE,zk` means "no *other* zk here" and `CARDINALITY,NODE,zk,0,2` lets a node
//!   reach 3;
//! * `min` is checked only when > 0 and `max` only when < `i32::MAX`; a multi-tag target holds for *each* tag
//!   (min over tags ≥ min, max over tags ≤ max), never for the sum;
//! * a target with no tag folds over every tag present in the scope value; a single constraint with no targets
//!   holds;
//! * namespaces: `self` = this application; `not-self` = every other application owning the tag; `all` = every
//!   application; `app-id/<id>` = that application; `app-tag/<t>` = applications tagged `t` (counts summed);
//! * node attributes: an absent attribute satisfies `!=` and fails `=`.
//!
//! * partitions: the operator (`!=`) and IN / NOTIN are ignored, as YARN ignores them — the partition is required.
//!
//! Where YARN is plainly buggy Spindle does the intended thing and says so in `differs_from_yarn` on the verdict:
//! several attribute/partition values (YARN compares one arbitrary value), custom scopes (YARN counts 0) and
//! `DELAYED_OR` (YARN cannot evaluate it and never places).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;
use serde::{Deserialize, Serialize};

use super::apps::{is_yarn_application_id, AppRegistry};
use super::ast::*;
use super::delay::DelayState;
use super::levels::{ConstraintLevels, Level};
use crate::ids::AppId;
use crate::tags::{lookup_node_attribute, AllocationTagIndex, Bucket, ScopeValue, TagId};
use crate::topology::{NodeId, Topology};

/// Everything an evaluation reads. Cheap to build (four borrows); build one per scheduling pass.
#[derive(Clone, Copy, Debug)]
pub struct EvalContext<'a> {
    /// The cluster: nodes with their racks, partitions, attributes and states.
    pub topology: &'a Topology,
    /// The allocation tags of the containers already allocated (YARN's `AllocationTagsManager`), with temporary tags of
    /// a batch.
    pub tags: &'a AllocationTagIndex,
    /// The applications namespaces resolve against.
    pub apps: &'a AppRegistry,
    /// The application- and cluster-level constraints ANDed with a request's own.
    pub levels: &'a ConstraintLevels,
}

impl<'a> EvalContext<'a> {
    /// A context over these four parts of the cluster's state.
    pub fn new(
        topology: &'a Topology,
        tags: &'a AllocationTagIndex,
        apps: &'a AppRegistry,
        levels: &'a ConstraintLevels,
    ) -> Self {
        EvalContext { topology, tags, apps, levels }
    }
}

/// The verdict on one constraint (or part of one) for one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// Whether this part holds (for composite parts, derived from the children; see [`Verdict::satisfied`]).
    pub satisfied: bool,
    /// One human sentence saying what was looked at and why it holds or not.
    pub sentence: String,
    /// What kind of part this is and what it saw (flattened into the verdict's JSON).
    #[serde(flatten)]
    pub detail: VerdictDetail,
    /// Where real YARN would answer differently or could not answer, and why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub differs_from_yarn: Vec<String>,
}

/// The shape of a verdict: composite parts hold children, leaves hold what they saw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VerdictDetail {
    /// The constraint levels that apply to a request (ANDed in YARN).
    Levels {
        /// One verdict per level that applies, most specific first.
        levels: Vec<LevelVerdict>,
    },
    /// An `AND`: holds when every child holds.
    And {
        /// The verdicts of the conjuncts, in order.
        children: Vec<Verdict>,
    },
    /// An `OR`: holds when any child holds.
    Or {
        /// The verdicts of the disjuncts, in order.
        children: Vec<Verdict>,
    },
    /// A `DELAYED_OR`: holds when any alternative in force holds.
    DelayedOr {
        /// Index of the newest alternative in force (alternatives `0..=active` count).
        active: usize,
        /// Whether an allocation brings the constraint back to its first alternative.
        reset_on_allocation: bool,
        /// Every alternative's verdict, in force or not.
        alternatives: Vec<AlternativeVerdict>,
    },
    /// A single constraint: every target must hold.
    Single {
        /// The scope the targets are counted over.
        scope: Scope,
        /// Minimum cardinality (checked only when > 0).
        min: i32,
        /// Maximum cardinality (checked only when below `UNBOUNDED`).
        max: i32,
        /// One verdict per target; all must hold.
        targets: Vec<Verdict>,
    },
    /// An allocation tag target counted over one scope value.
    AllocationTag {
        /// The target as written (`not-self/zk`, `*` for any tag).
        target: String,
        /// Whose containers were counted.
        namespace: Namespace,
        /// The scope counted over.
        scope: Scope,
        /// The scope value looked at (node name, rack name, attribute value); `None` if the node has none.
        scope_value: Option<String>,
        /// Minimum cardinality of the constraint (checked only when > 0).
        min: i32,
        /// Maximum cardinality of the constraint (checked only when below `UNBOUNDED`).
        max: i32,
        /// The counts seen, per tag (every tag present, for an any-tag target).
        counts: Vec<TagCount>,
        /// Smallest and largest count over the tags (what YARN compares with min and max).
        seen_min: u32,
        /// The largest count over the tags.
        seen_max: u32,
    },
    /// A node attribute target.
    NodeAttribute {
        /// The target as written (`rack_type=ssd`).
        target: String,
        /// The node attribute's name.
        key: String,
        /// The comparison: `=` (one of the values) or `!=` (none of them).
        op: AttributeOp,
        /// The values compared with.
        values: Vec<String>,
        /// The candidate node's value of the attribute; `None` if the node does not have it (which satisfies `!=` and
        /// fails `=`).
        node_value: Option<String>,
    },
    /// A node partition target.
    NodePartition {
        /// The target as written (`node_partition=gpu`).
        target: String,
        /// The operator as written; ignored, as YARN ignores it: the partition is required.
        op: AttributeOp,
        /// The partitions required; none means the default partition `""`.
        values: Vec<String>,
        /// The candidate node's partition (node label); `""` is the default partition.
        node_partition: String,
    },
}

/// A count seen for one tag, with the per-application breakdown for multi-application namespaces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TagCount {
    /// The allocation tag.
    pub tag: String,
    /// Containers carrying the tag in the scope value, over the namespace's applications (the one being placed not
    /// counted).
    pub count: u32,
    /// For namespaces naming several applications (`all`, `not-self`, `app-tag`): how the count splits by application;
    /// empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub apps: Vec<AppCount>,
}

/// One application's share of a tag count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppCount {
    /// The application's label (its name).
    pub app: String,
    /// Its containers carrying the tag in the scope value.
    pub count: u32,
}

/// One alternative of a `DELAYED_OR`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlternativeVerdict {
    /// Position among the alternatives, from 0.
    pub index: usize,
    /// How long the alternative is tried alone before the next comes into force; `None`: it never expires.
    pub delay: Option<Delay>,
    /// Whether the alternative's delay has been reached, i.e. it counts.
    pub in_force: bool,
    /// The alternative's own verdict on the node.
    pub verdict: Verdict,
}

/// One constraint level applying to a request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelVerdict {
    /// Which level the constraint comes from.
    pub level: Level,
    /// The source tag it was registered for; `None` for the request level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_tag: Option<String>,
    /// The level's constraint in canonical spec text.
    pub constraint: String,
    /// The constraint's verdict on the node.
    pub verdict: Verdict,
}

impl Verdict {
    /// Whether the whole verdict holds, derived from the tree: leaves carry their own answer; composites
    /// combine their children (And/Levels/Single: all, Or: any, DelayedOr: any alternative in force).
    pub fn satisfied(&self) -> bool {
        match &self.detail {
            VerdictDetail::Levels { levels } => levels.iter().all(|l| l.verdict.satisfied()),
            VerdictDetail::And { children } => children.iter().all(Verdict::satisfied),
            VerdictDetail::Or { children } => children.iter().any(Verdict::satisfied),
            VerdictDetail::DelayedOr { alternatives, .. } => {
                alternatives.iter().any(|a| a.in_force && a.verdict.satisfied())
            }
            VerdictDetail::Single { targets, .. } => targets.iter().all(Verdict::satisfied),
            VerdictDetail::AllocationTag { .. }
            | VerdictDetail::NodeAttribute { .. }
            | VerdictDetail::NodePartition { .. } => self.satisfied,
        }
    }

    /// The direct sub-verdicts.
    pub fn children(&self) -> Vec<&Verdict> {
        match &self.detail {
            VerdictDetail::Levels { levels } => levels.iter().map(|l| &l.verdict).collect(),
            VerdictDetail::And { children } | VerdictDetail::Or { children } => children.iter().collect(),
            VerdictDetail::DelayedOr { alternatives, .. } => alternatives.iter().map(|a| &a.verdict).collect(),
            VerdictDetail::Single { targets, .. } => targets.iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Every "differs from YARN" note in the tree.
    pub fn yarn_differences(&self) -> Vec<&str> {
        let mut out: Vec<&str> = self.differs_from_yarn.iter().map(String::as_str).collect();
        for c in self.children() {
            for d in c.yarn_differences() {
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
        out
    }

    /// An indented, human-readable rendering (✓ / ✗ and the sentence of every part).
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        self.render_into(&mut out, 0);
        out
    }

    fn render_into(&self, out: &mut String, depth: usize) {
        let mark = if self.satisfied() { "✓" } else { "✗" };
        let _ = writeln!(out, "{:indent$}{mark} {}", "", self.sentence, indent = depth * 2);
        for d in &self.differs_from_yarn {
            let _ = writeln!(out, "{:indent$}  ! differs from YARN: {d}", "", indent = depth * 2);
        }
        for c in self.children() {
            c.render_into(out, depth + 1);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Namespaces

/// The applications a namespace resolves to for a request of `app`.
#[derive(Clone, Copy, Debug)]
enum AppSet<'x> {
    One(AppId),
    All,
    NotSelf(AppId),
    AppTag(&'x str),
    /// `app-id/<id>` of an application that is not running: it has no containers.
    Absent,
    /// YARN fails the evaluation (missing or malformed value): cannot place.
    Invalid,
}

fn resolve<'x>(ctx: &EvalContext<'_>, app: AppId, ns: &'x Namespace) -> AppSet<'x> {
    match ns {
        Namespace::SelfApp => AppSet::One(app),
        Namespace::NotSelf => AppSet::NotSelf(app),
        Namespace::All => AppSet::All,
        Namespace::AppId(id) if id.is_empty() => AppSet::Invalid,
        Namespace::AppId(id) => match ctx.apps.resolve(id) {
            Some(a) => AppSet::One(a),
            None if is_yarn_application_id(id) => AppSet::Absent,
            None => AppSet::Invalid,
        },
        Namespace::AppTag(t) if t.is_empty() => AppSet::Invalid,
        Namespace::AppTag(t) => AppSet::AppTag(t),
    }
}

fn count(ctx: &EvalContext<'_>, b: &Bucket, set: AppSet<'_>, tag: TagId) -> u32 {
    match set {
        AppSet::One(a) => b.app(tag, a),
        AppSet::All => b.all(tag),
        AppSet::NotSelf(a) => b.all(tag).saturating_sub(b.app(tag, a)),
        AppSet::AppTag(t) => {
            b.apps_with(tag).iter().filter(|e| ctx.apps.has_app_tag(e.1, t)).fold(0u32, |s, e| s.saturating_add(e.2))
        }
        AppSet::Absent | AppSet::Invalid => 0,
    }
}

/// Calls `f(tag, count)` for every tag with a positive count in the namespace's applications.
fn for_each_tag(ctx: &EvalContext<'_>, b: &Bucket, set: AppSet<'_>, mut f: impl FnMut(TagId, u32)) {
    match set {
        AppSet::All => b.tags().for_each(|(t, c)| f(t, c)),
        AppSet::One(a) => b.entries().iter().filter(|e| e.1 == a).for_each(|e| f(e.0, e.2)),
        AppSet::NotSelf(a) => {
            for (t, c) in b.tags() {
                let c = c.saturating_sub(b.app(t, a));
                if c > 0 {
                    f(t, c);
                }
            }
        }
        AppSet::AppTag(_) => {
            for (t, _) in b.tags() {
                let c = count(ctx, b, set, t);
                if c > 0 {
                    f(t, c);
                }
            }
        }
        AppSet::Absent | AppSet::Invalid => {}
    }
}

/// Per-application counts of `tag` for a multi-application namespace.
fn app_breakdown(ctx: &EvalContext<'_>, b: &Bucket, set: AppSet<'_>, tag: TagId) -> Vec<AppCount> {
    let keep = |a: AppId| match set {
        AppSet::All => true,
        AppSet::NotSelf(me) => a != me,
        AppSet::AppTag(t) => ctx.apps.has_app_tag(a, t),
        _ => false,
    };
    b.apps_with(tag).iter().filter(|e| keep(e.1)).map(|e| AppCount { app: ctx.apps.label(e.1), count: e.2 }).collect()
}

/// YARN's test: `(min <= 0 || minCard >= min) && (max == MAX || maxCard <= max)`.
fn within(min: i32, max: i32, seen_min: u32, seen_max: u32) -> bool {
    (min <= 0 || seen_min as i64 >= min as i64) && (max == UNBOUNDED || seen_max as i64 <= max as i64)
}

struct TagOutcome {
    holds: bool,
    seen_min: u32,
    seen_max: u32,
    scope_value: Option<ScopeValue>,
}

fn check_tag(
    ctx: &EvalContext<'_>,
    app: AppId,
    s: &SingleConstraint,
    ns: &Namespace,
    tag: Option<Option<TagId>>,
    node: NodeId,
) -> TagOutcome {
    let set = resolve(ctx, app, ns);
    let scope_value = ctx.tags.scope_value(&s.scope, node);
    if matches!(set, AppSet::Invalid) {
        return TagOutcome { holds: false, seen_min: 0, seen_max: 0, scope_value };
    }
    let empty = Bucket::default();
    let b = scope_value.map_or(&empty, |sv| ctx.tags.bucket(sv));
    let (seen_min, seen_max) = match tag {
        Some(id) => {
            let c = id.map_or(0, |id| count(ctx, b, set, id));
            (c, c)
        }
        None => {
            let mut lo: Option<u32> = None;
            let mut hi = 0;
            for_each_tag(ctx, b, set, |_, c| {
                lo = Some(lo.map_or(c, |l: u32| l.min(c)));
                hi = hi.max(c);
            });
            (lo.unwrap_or(0), hi)
        }
    };
    TagOutcome { holds: within(s.min, s.max, seen_min, seen_max), seen_min, seen_max, scope_value }
}

fn values_contain(values: &[String], v: &str) -> bool {
    values.iter().any(|x| x == v)
}

fn attribute_holds(op: AttributeOp, values: &[String], node_value: Option<&str>) -> bool {
    match (op, node_value) {
        (AttributeOp::Eq, Some(v)) => values_contain(values, v),
        (AttributeOp::Eq, None) => false,
        (AttributeOp::Ne, Some(v)) => !values_contain(values, v),
        (AttributeOp::Ne, None) => true,
    }
}

fn partition_matches(values: &[String], partition: &str) -> bool {
    if values.is_empty() {
        partition.is_empty()
    } else {
        values_contain(values, partition)
    }
}

/// YARN (`PlacementConstraintsUtil.canSatisfyNodePartitionConstraintExpresssion`) ignores the operator of a
/// partition target, and IN / NOTIN around it: `yarn_node_partition/!=gpu` still *requires* `gpu`. Spindle reads
/// it the same way; the lint and the verdict say so and how to keep off a partition.
fn partition_holds(_op: AttributeOp, values: &[String], partition: &str) -> bool {
    partition_matches(values, partition)
}

fn node_partition_name<'t>(ctx: &EvalContext<'t>, node: NodeId) -> &'t str {
    match ctx.topology.nodes.get(node.index()) {
        Some(n) => ctx.topology.partitions.get(n.partition.index()).map_or("", |p| p.name.as_str()),
        None => "",
    }
}

/// The ids of the tags a constraint's targets name ([`PlacementConstraint::named_tags`], in that order), looked up
/// in the evaluation's tag index beforehand (`None`: no container ever carried the tag, so it counts 0
/// everywhere). Only valid for the index they were looked up in, while it interns no new tag.
#[derive(Clone, Copy, Debug)]
pub struct ResolvedTags<'a> {
    /// The position of each named tag (in pre-order) in `ids`.
    pub slots: &'a [u32],
    /// The ids the slots point at.
    pub ids: &'a [Option<TagId>],
}

/// How a check finds the id of a tag its target names: by name in the index, or resolved beforehand (the
/// `ResolvedTags` with the pre-order number of the first named tag inside the constraint being checked).
#[derive(Clone, Copy)]
enum TagIds<'a> {
    ByName,
    Resolved(ResolvedTags<'a>, usize),
}

impl TagIds<'_> {
    /// The id of the `k`-th named tag from here, `name`.
    fn id(self, ctx: &EvalContext<'_>, k: usize, name: &str) -> Option<TagId> {
        match self {
            TagIds::ByName => ctx.tags.tag_id(name),
            TagIds::Resolved(r, first) => match r.slots.get(first + k).and_then(|&i| r.ids.get(i as usize)) {
                Some(&id) => id,
                // A list that does not cover the constraint: the index answers.
                None => ctx.tags.tag_id(name),
            },
        }
    }

    /// The same, for the part of the tree that follows `c`.
    fn after(self, c: &PlacementConstraint) -> Self {
        match self {
            TagIds::ByName => self,
            TagIds::Resolved(r, first) => TagIds::Resolved(r, first + c.named_tag_count()),
        }
    }
}

fn target_holds(
    ctx: &EvalContext<'_>,
    app: AppId,
    s: &SingleConstraint,
    t: &Target,
    node: NodeId,
    id: impl FnOnce(&str) -> Option<TagId>,
) -> bool {
    match t {
        Target::AllocationTag { namespace, tag } => {
            check_tag(ctx, app, s, namespace, tag.as_deref().map(id), node).holds
        }
        Target::NodeAttribute { key, op, values } => {
            let v = ctx.topology.nodes.get(node.index()).and_then(|n| lookup_node_attribute(&n.attributes, key));
            attribute_holds(*op, values, v)
        }
        Target::NodePartition { op, values } => partition_holds(*op, values, node_partition_name(ctx, node)),
    }
}

// ---------------------------------------------------------------------------------------------------------------
// The boolean

/// Whether `constraint` holds for a container of `app` on `node` (every `DELAYED_OR` at its first alternative).
/// Allocates nothing; equals `evaluate(..).satisfied()`.
pub fn can_place(
    ctx: &EvalContext<'_>,
    app: AppId,
    request_tags: &[TagId],
    constraint: &PlacementConstraint,
    node: NodeId,
) -> bool {
    can_place_with(ctx, app, request_tags, constraint, node, &DelayState::default())
}

/// [`can_place`] with the progress of the constraint's `DELAYED_OR`s.
pub fn can_place_with(
    ctx: &EvalContext<'_>,
    app: AppId,
    _request_tags: &[TagId],
    constraint: &PlacementConstraint,
    node: NodeId,
    delays: &DelayState,
) -> bool {
    holds(ctx, app, constraint, node, delays, 0, TagIds::ByName)
}

/// [`can_place_with`] reading the ids of the tags `constraint` names from `tags` instead of looking each up by
/// name in the index: the scheduler checks a request against many nodes, and its tags do not change.
pub fn can_place_resolved(
    ctx: &EvalContext<'_>,
    app: AppId,
    constraint: &PlacementConstraint,
    node: NodeId,
    delays: &DelayState,
    tags: ResolvedTags<'_>,
) -> bool {
    holds(ctx, app, constraint, node, delays, 0, TagIds::Resolved(tags, 0))
}

/// `base`: pre-order number of the first `DelayedOr` inside `c`; `ids`: where its named tags' ids come from.
fn holds(
    ctx: &EvalContext<'_>,
    app: AppId,
    c: &PlacementConstraint,
    node: NodeId,
    delays: &DelayState,
    base: usize,
    ids: TagIds<'_>,
) -> bool {
    match c {
        PlacementConstraint::Single(s) => {
            let mut k = 0;
            s.targets.iter().all(|t| {
                let id = |name: &str| {
                    k += 1;
                    ids.id(ctx, k - 1, name)
                };
                target_holds(ctx, app, s, t, node, id)
            })
        }
        PlacementConstraint::And { children } => {
            let (mut b, mut ids) = (base, ids);
            for ch in children {
                if !holds(ctx, app, ch, node, delays, b, ids) {
                    return false;
                }
                b += ch.delayed_or_count();
                ids = ids.after(ch);
            }
            true
        }
        PlacementConstraint::Or { children } => {
            let (mut b, mut ids) = (base, ids);
            for ch in children {
                if holds(ctx, app, ch, node, delays, b, ids) {
                    return true;
                }
                b += ch.delayed_or_count();
                ids = ids.after(ch);
            }
            false
        }
        PlacementConstraint::DelayedOr(d) => {
            let active = delays.active(base);
            let (mut b, mut ids) = (base + 1, ids);
            for (k, alt) in d.alternatives.iter().enumerate() {
                if k > active {
                    break;
                }
                if holds(ctx, app, &alt.constraint, node, delays, b, ids) {
                    return true;
                }
                b += alt.constraint.delayed_or_count();
                ids = ids.after(&alt.constraint);
            }
            false
        }
    }
}

/// Whether a request of `app` carrying `request_tags` (with its own constraint, if any) can go on `node`, with
/// every applicable constraint level (see [`ConstraintLevels::applicable`]). `delays` numbers the `DELAYED_OR`s
/// of the applicable levels in order (request, application, cluster).
pub fn can_place_request(
    ctx: &EvalContext<'_>,
    app: AppId,
    request_tags: &[TagId],
    request: Option<&PlacementConstraint>,
    node: NodeId,
    delays: &DelayState,
) -> bool {
    let names: Vec<&str> = request_tags.iter().map(|&t| ctx.tags.tag_name(t)).collect();
    let mut base = 0;
    for a in ctx.levels.applicable(app, &names, request) {
        if !holds(ctx, app, a.constraint, node, delays, base, TagIds::ByName) {
            return false;
        }
        base += a.constraint.delayed_or_count();
    }
    true
}

// ---------------------------------------------------------------------------------------------------------------
// The verdict tree

/// The verdict tree of `constraint` for a container of `app` on `node` (every `DELAYED_OR` at its first
/// alternative). `request_tags` are the allocation tags of the container being placed.
pub fn evaluate(
    ctx: &EvalContext<'_>,
    app: AppId,
    request_tags: &[TagId],
    constraint: &PlacementConstraint,
    node: NodeId,
) -> Verdict {
    evaluate_with(ctx, app, request_tags, constraint, node, &DelayState::default())
}

/// [`evaluate`] with the progress of the constraint's `DELAYED_OR`s.
pub fn evaluate_with(
    ctx: &EvalContext<'_>,
    app: AppId,
    request_tags: &[TagId],
    constraint: &PlacementConstraint,
    node: NodeId,
    delays: &DelayState,
) -> Verdict {
    Evaluator { ctx, app, node, delays, request_tags }.eval(constraint, 0)
}

/// The verdict of every constraint level applying to a request (YARN ANDs them). With no applicable constraint
/// the verdict holds ("nothing constrains this request").
pub fn evaluate_request(
    ctx: &EvalContext<'_>,
    app: AppId,
    request_tags: &[TagId],
    request: Option<&PlacementConstraint>,
    node: NodeId,
    delays: &DelayState,
) -> Verdict {
    let names: Vec<&str> = request_tags.iter().map(|&t| ctx.tags.tag_name(t)).collect();
    let ev = Evaluator { ctx, app, node, delays, request_tags };
    let mut base = 0;
    let mut levels = Vec::new();
    for a in ctx.levels.applicable(app, &names, request) {
        let verdict = ev.eval(a.constraint, base);
        base += a.constraint.delayed_or_count();
        levels.push(LevelVerdict {
            level: a.level,
            source_tag: a.source_tag.map(String::from),
            constraint: crate::spec::print_constraint(a.constraint),
            verdict,
        });
    }
    let satisfied = levels.iter().all(|l| l.verdict.satisfied());
    let node_name = ev.node_name();
    let carried_tags = carried_tags(ctx.levels, app, names.len());
    let failing: Vec<String> =
        levels.iter().filter(|l| !l.verdict.satisfied()).map(|l| format!("{}", l.level)).collect();
    // Every level holding is worded as an allocation keeps it ([`VerdictWords`]).
    let sentence = match failing.as_slice() {
        [] if !levels.is_empty() => VerdictWords::Held { carried_tags }.sentence(node_name),
        failing => {
            let mut s = match failing {
                // No level failing and none applicable.
                [] => format!("no constraint applies to this request: node {node_name} is acceptable"),
                [one] => format!("node {node_name}: the {one} constraint fails"),
                many => format!("node {node_name}: the {} constraints fail", many.join(" and ")),
            };
            if let Some(n) = carried_tags {
                let _ = write_carried_tags(&mut s, n);
            }
            s
        }
    };
    Verdict { satisfied, sentence, detail: VerdictDetail::Levels { levels }, differs_from_yarn: Vec::new() }
}

/// How many allocation tags the request carries when that keeps application- and cluster-level constraints from
/// being looked up (YARN looks them up only for a request with one tag) and `app` or the cluster has some: the
/// sentence then says so.
fn carried_tags(levels: &ConstraintLevels, app: AppId, tags: usize) -> Option<usize> {
    (tags > 1 && (levels.application.contains_key(&app) || !levels.cluster.is_empty())).then_some(tags)
}

fn write_carried_tags(out: &mut dyn Write, tags: usize) -> core::fmt::Result {
    write!(
        out,
        " (the request carries {tags} allocation tags, so, as in YARN, no application- or cluster-level constraint is \
         looked up)"
    )
}

/// The words of a constrained allocation's verdict, kept as what they speak of and written when read: a run makes
/// thousands of allocations under constraints, nearly all of them where every level holds, and reads few of their
/// reasons. The sentence is the one [`evaluate_request`] gives for the same verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerdictWords {
    /// Every applicable level held on the node.
    Held {
        /// For [`evaluate_request`]'s note: the request's number of tags when it carries several and an application
        /// or cluster level exists.
        carried_tags: Option<usize>,
    },
    /// Any other verdict's sentence, as evaluated.
    Sentence(String),
}

impl VerdictWords {
    /// The words of a request's verdict where every applicable level holds (`carried_tags` as in [`Held`]).
    ///
    /// [`Held`]: VerdictWords::Held
    pub fn held(levels: &ConstraintLevels, app: AppId, tags: usize) -> Self {
        VerdictWords::Held { carried_tags: carried_tags(levels, app, tags) }
    }

    /// Writes the sentence for the verdict on node `node`.
    pub fn write(&self, node: &str, out: &mut dyn Write) -> core::fmt::Result {
        match self {
            VerdictWords::Held { carried_tags } => {
                write!(out, "node {node}: every applicable constraint level holds")?;
                carried_tags.map_or(Ok(()), |n| write_carried_tags(out, n))
            }
            VerdictWords::Sentence(s) => out.write_str(s),
        }
    }

    /// The sentence for the verdict on node `node`.
    pub fn sentence(&self, node: &str) -> String {
        let mut s = String::new();
        let _ = self.write(node, &mut s);
        s
    }
}

struct Evaluator<'c, 'a> {
    ctx: &'c EvalContext<'a>,
    app: AppId,
    node: NodeId,
    delays: &'c DelayState,
    request_tags: &'c [TagId],
}

fn composite(satisfied: bool, sentence: String, detail: VerdictDetail) -> Verdict {
    Verdict { satisfied, sentence, detail, differs_from_yarn: Vec::new() }
}

fn ordinal_list(idx: &[usize]) -> String {
    let v: Vec<String> = idx.iter().map(|i| format!("{}", i + 1)).collect();
    v.join(", ")
}

impl Evaluator<'_, '_> {
    fn node_name(&self) -> &str {
        self.ctx.topology.nodes.get(self.node.index()).map_or("?", |n| n.name.as_str())
    }

    fn eval(&self, c: &PlacementConstraint, base: usize) -> Verdict {
        match c {
            PlacementConstraint::Single(s) => self.single(s),
            PlacementConstraint::And { children } => {
                let mut b = base;
                let mut out = Vec::with_capacity(children.len());
                for ch in children {
                    out.push(self.eval(ch, b));
                    b += ch.delayed_or_count();
                }
                let failing: Vec<usize> = (0..out.len()).filter(|&i| !out[i].satisfied()).collect();
                let sentence = if out.is_empty() {
                    String::from("AND of nothing: holds")
                } else if failing.is_empty() {
                    format!("AND: all {} parts hold", out.len())
                } else {
                    format!("AND: part {} of {} fails", ordinal_list(&failing), out.len())
                };
                composite(failing.is_empty(), sentence, VerdictDetail::And { children: out })
            }
            PlacementConstraint::Or { children } => {
                let mut b = base;
                let mut out = Vec::with_capacity(children.len());
                for ch in children {
                    out.push(self.eval(ch, b));
                    b += ch.delayed_or_count();
                }
                let passing: Vec<usize> = (0..out.len()).filter(|&i| out[i].satisfied()).collect();
                let sentence = if out.is_empty() {
                    String::from("OR of nothing: never holds")
                } else if passing.is_empty() {
                    format!("OR: none of the {} parts holds", out.len())
                } else {
                    format!("OR: part {} of {} holds", ordinal_list(&passing), out.len())
                };
                composite(!passing.is_empty(), sentence, VerdictDetail::Or { children: out })
            }
            PlacementConstraint::DelayedOr(d) => self.delayed_or(d, base),
        }
    }

    fn delayed_or(&self, d: &DelayedOr, base: usize) -> Verdict {
        let active = self.delays.active(base).min(d.alternatives.len().saturating_sub(1));
        let mut b = base + 1;
        let mut alternatives = Vec::with_capacity(d.alternatives.len());
        for (k, alt) in d.alternatives.iter().enumerate() {
            let verdict = self.eval(&alt.constraint, b);
            b += alt.constraint.delayed_or_count();
            alternatives.push(AlternativeVerdict { index: k, delay: alt.delay, in_force: k <= active, verdict });
        }
        let winner = alternatives.iter().find(|a| a.in_force && a.verdict.satisfied()).map(|a| a.index);
        let mut sentence = match (winner, d.alternatives.len()) {
            (_, 0) => String::from("DELAYED_OR without alternatives: never holds"),
            (Some(k), n) => {
                format!("DELAYED_OR: alternative {} of {n} holds (alternatives 1..{} are in force)", k + 1, active + 1)
            }
            (None, n) => format!("DELAYED_OR: none of the alternatives in force (1..{} of {n}) holds", active + 1),
        };
        if winner.is_none() {
            if let Some(later) = alternatives.iter().find(|a| !a.in_force && a.verdict.satisfied()) {
                let _ = write!(sentence, "; alternative {} would, once its turn comes", later.index + 1);
            }
        }
        let mut v = composite(
            winner.is_some(),
            sentence,
            VerdictDetail::DelayedOr { active, reset_on_allocation: d.reset_on_allocation, alternatives },
        );
        v.differs_from_yarn.push(String::from(
            "YARN cannot evaluate DELAYED_OR (\"Unsupported type of constraint\"): it never places a request carrying one",
        ));
        v
    }

    fn single(&self, s: &SingleConstraint) -> Verdict {
        let targets: Vec<Verdict> = s.targets.iter().map(|t| self.target(s, t)).collect();
        let failing = targets.iter().filter(|t| !t.satisfied()).count();
        let text = crate::spec::print_single(s);
        let sentence = match (targets.len(), failing) {
            (0, _) => format!("{text}: no targets, so it holds vacuously (YARN does the same)"),
            (1, 0) => format!("{text}: holds"),
            (1, _) => format!("{text}: fails"),
            (n, 0) => format!("{text}: all {n} targets hold (each is checked on its own)"),
            (n, f) => format!("{text}: {f} of {n} targets fail (each is checked on its own)"),
        };
        composite(
            failing == 0,
            sentence,
            VerdictDetail::Single { scope: s.scope.clone(), min: s.min, max: s.max, targets },
        )
    }

    fn target(&self, s: &SingleConstraint, t: &Target) -> Verdict {
        match t {
            Target::AllocationTag { namespace, tag } => self.tag_target(s, namespace, tag.as_deref()),
            Target::NodeAttribute { key, op, values } => self.attribute_target(key, *op, values),
            Target::NodePartition { op, values } => self.partition_target(*op, values),
        }
    }

    fn scope_phrase(&self, scope: &Scope, sv: Option<ScopeValue>) -> (String, Option<String>) {
        let ctx = self.ctx;
        match (scope, sv) {
            (_, Some(v)) => {
                let name = String::from(ctx.tags.scope_value_name(ctx.topology, v));
                let kind = match scope {
                    Scope::Node => "node",
                    Scope::Rack => "rack",
                    Scope::Attribute(k) => k.as_str(),
                };
                (format!("{kind} {name}"), Some(name))
            }
            (Scope::Attribute(k), None) => {
                (format!("node {} has no `{k}` attribute, so it is in no {k} group and", self.node_name()), None)
            }
            (_, None) => (format!("node {} (unknown)", self.node_name()), None),
        }
    }

    fn namespace_phrase(&self, ns: &Namespace) -> String {
        match ns {
            Namespace::SelfApp => format!("of this application ({})", self.ctx.apps.label(self.app)),
            Namespace::NotSelf => String::from("of other applications"),
            Namespace::All => String::from("of any application"),
            Namespace::AppId(id) => format!("of application {id}"),
            Namespace::AppTag(t) => format!("of applications tagged `{t}`"),
        }
    }

    fn tag_target(&self, s: &SingleConstraint, ns: &Namespace, tag: Option<&str>) -> Verdict {
        let ctx = self.ctx;
        let out = check_tag(ctx, self.app, s, ns, tag.map(|t| ctx.tags.tag_id(t)), self.node);
        let target_text = target_text(ns, tag);
        let set = resolve(ctx, self.app, ns);
        let (scope_text, scope_value) = self.scope_phrase(&s.scope, out.scope_value);
        let empty = Bucket::default();
        let b = out.scope_value.map_or(&empty, |sv| ctx.tags.bucket(sv));
        let multi = matches!(set, AppSet::All | AppSet::NotSelf(_) | AppSet::AppTag(_));
        let mut counts = Vec::new();
        match tag {
            Some(t) => {
                let id = ctx.tags.tag_id(t);
                counts.push(TagCount {
                    tag: t.into(),
                    count: out.seen_min,
                    apps: match (id, multi) {
                        (Some(id), true) => app_breakdown(ctx, b, set, id),
                        _ => Vec::new(),
                    },
                });
            }
            None => for_each_tag(ctx, b, set, |id, c| {
                counts.push(TagCount {
                    tag: ctx.tags.tag_name(id).into(),
                    count: c,
                    apps: if multi { app_breakdown(ctx, b, set, id) } else { Vec::new() },
                })
            }),
        }
        let requirement = requirement(s.min, s.max);
        let ns_text = self.namespace_phrase(ns);
        let sentence = match set {
            AppSet::Invalid => match ns {
                Namespace::AppId(id) if id.is_empty() => String::from(
                    "namespace `app-id` has no application id: YARN fails the check (missing application ID), so \
                     the container cannot be placed",
                ),
                Namespace::AppId(id) => format!(
                    "`{id}` is neither a running application nor a YARN application id: YARN fails the check \
                     (Invalid application ID for app-id), so the container cannot be placed"
                ),
                _ => String::from(
                    "namespace `app-tag` has no application tag: YARN fails the check, so the container cannot be \
                     placed",
                ),
            },
            _ => {
                let holds_text = match tag {
                    Some(t) => format!("{} `{t}`", out.seen_min),
                    None if counts.is_empty() => String::from("no tagged containers"),
                    None => {
                        let parts: Vec<String> = counts.iter().map(|c| format!("`{}`×{}", c.tag, c.count)).collect();
                        parts.join(", ")
                    }
                };
                let absent = if matches!(set, AppSet::Absent) { " (that application is not running)" } else { "" };
                let each = if tag.is_none() { "each tag: " } else { "" };
                let mut sentence = format!("{scope_text} holds {holds_text} {ns_text}{absent}; {each}{requirement}");
                let own_tag = tag.is_some_and(|t| self.request_tags.iter().any(|&r| ctx.tags.tag_name(r) == t));
                if (s.max != UNBOUNDED && s.max >= 0) || own_tag {
                    sentence.push_str(" (the container being placed is not counted)");
                }
                sentence
            }
        };
        let mut differs = Vec::new();
        if let Scope::Attribute(k) = &s.scope {
            let yarn = !matches!(set, AppSet::Invalid) && within(s.min, s.max, 0, 0);
            differs.push(format!(
                "YARN knows only the node and rack scopes and counts 0 for scope `{k}`, so it would answer {} here",
                if yarn { "yes" } else { "no" }
            ));
        }
        if let (Namespace::AppId(id), AppSet::One(_)) = (ns, set) {
            if !is_yarn_application_id(id) {
                differs.push(format!(
                    "`{id}` is a Spindle application name; YARN needs a real application id (application_<ts>_<n>)"
                ));
            }
        }
        Verdict {
            satisfied: out.holds,
            sentence,
            detail: VerdictDetail::AllocationTag {
                target: target_text,
                namespace: ns.clone(),
                scope: s.scope.clone(),
                scope_value,
                min: s.min,
                max: s.max,
                counts,
                seen_min: out.seen_min,
                seen_max: out.seen_max,
            },
            differs_from_yarn: differs,
        }
    }

    fn attribute_target(&self, key: &str, op: AttributeOp, values: &[String]) -> Verdict {
        let node = self.ctx.topology.nodes.get(self.node.index());
        let v = node.and_then(|n| lookup_node_attribute(&n.attributes, key));
        let holds = attribute_holds(op, values, v);
        let has = match v {
            Some(v) => format!("node {} has {key}={v}", self.node_name()),
            None => format!("node {} has no attribute `{key}`", self.node_name()),
        };
        let need = match op {
            AttributeOp::Eq => format!("need {key} = {}", one_of(values)),
            AttributeOp::Ne => format!("need {key} ≠ {} (absent counts as different)", one_of(values)),
        };
        let mut differs = Vec::new();
        if values.len() > 1 && v.is_some_and(|v| values_contain(values, v)) {
            differs.push(format!(
                "YARN compares the node's value with only one of {{{}}} (whichever its hash set yields first), so it \
                 may answer {} here",
                values.join(", "),
                if holds { "no" } else { "yes" }
            ));
        }
        Verdict {
            satisfied: holds,
            sentence: format!("{has}; {need}"),
            detail: VerdictDetail::NodeAttribute {
                target: format!("{key}{}{}", op.symbol(), values.join(",")),
                key: key.into(),
                op,
                values: values.to_vec(),
                node_value: v.map(String::from),
            },
            differs_from_yarn: differs,
        }
    }

    fn partition_target(&self, op: AttributeOp, values: &[String]) -> Verdict {
        let p = node_partition_name(self.ctx, self.node);
        let holds = partition_holds(op, values, p);
        let show =
            |p: &str| if p.is_empty() { String::from("the default partition") } else { format!("partition `{p}`") };
        let wanted: Vec<String> =
            if values.is_empty() { alloc::vec![show("")] } else { values.iter().map(|v| show(v)).collect() };
        let sentence = format!(
            "node {} is in {}; need {}{}",
            self.node_name(),
            show(p),
            wanted.join(" or "),
            if op == AttributeOp::Ne { " (the `!=` is ignored, as YARN ignores it)" } else { "" }
        );
        let mut differs = Vec::new();
        if values.len() > 1 && values_contain(values, p) {
            differs.push(format!(
                "YARN compares the node's partition with only one of {{{}}} (whichever its hash set yields first), so \
                 it may answer no here",
                values.join(", ")
            ));
        }
        Verdict {
            satisfied: holds,
            sentence,
            detail: VerdictDetail::NodePartition {
                target: format!("partition{}{}", op.symbol(), values.join(",")),
                op,
                values: values.to_vec(),
                node_partition: p.into(),
            },
            differs_from_yarn: differs,
        }
    }
}

fn one_of(values: &[String]) -> String {
    match values {
        [] => String::from("(no value)"),
        [v] => v.clone(),
        vs => format!("one of {{{}}}", vs.join(", ")),
    }
}

/// The target as a PlacementSpec writes it (`zk`, `not-self/zk`, `app-id/x/zk`, `*`).
pub(super) fn target_text(ns: &Namespace, tag: Option<&str>) -> String {
    let t = tag.unwrap_or("*");
    match ns {
        Namespace::SelfApp => String::from(t),
        _ => format!("{ns}/{t}"),
    }
}

/// What [min, max] asks of each count, in words.
pub(super) fn requirement(min: i32, max: i32) -> String {
    let check_min = min > 0;
    let check_max = max != UNBOUNDED;
    match (check_min, check_max) {
        (true, true) if min > max => format!("need at least {min} and at most {max}, which no count can meet"),
        (true, true) if min == max => format!("need exactly {min}"),
        (true, true) => format!("need between {min} and {max}"),
        (true, false) => format!("need at least {min}"),
        (false, true) if max == 0 => String::from("need none"),
        (false, true) if max < 0 => format!("need at most {max}, which no count can meet"),
        (false, true) => format!("allow at most {max}"),
        (false, false) => String::from("no bound applies (min ≤ 0 and max unbounded), so it always holds"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::AppInfo;
    use crate::resource::Resource;

    #[test]
    fn zk_self_anti_affinity_verdict() {
        let mut t = Topology::new();
        let r1 = t.rack("r1").unwrap();
        let n1 = t.add_node("n1", r1, Resource::new(8192, 8)).unwrap();
        let n2 = t.add_node("n2", r1, Resource::new(8192, 8)).unwrap();
        let mut ix = AllocationTagIndex::new(&t);
        let zk = ix.intern("zk");
        let app = AppId(0);
        let mut apps = AppRegistry::new();
        apps.insert(AppInfo::new(app, "alice"));
        ix.add_container(n1, app, &[zk]).unwrap();
        let levels = ConstraintLevels::new();
        let ctx = EvalContext::new(&t, &ix, &apps, &levels);
        let c = crate::spec::parse_constraint("NOTIN,NODE,zk", crate::spec::Dialect::V3_2).unwrap();
        let v1 = evaluate(&ctx, app, &[zk], &c, n1);
        assert!(!v1.satisfied() && !can_place(&ctx, app, &[zk], &c, n1));
        let VerdictDetail::Single { targets, .. } = &v1.detail else { panic!() };
        assert_eq!(
            targets[0].sentence,
            "node n1 holds 1 `zk` of this application (application_1700000000000_0001); need none (the container being placed is not counted)"
        );
        assert!(evaluate(&ctx, app, &[zk], &c, n2).satisfied());
        assert!(can_place(&ctx, app, &[zk], &c, n2));
    }

    /// Ids resolved beforehand answer as the look-up by name does, through `AND` / `OR` short cuts and with a
    /// tag no container carries (`None`), and each target reads its own slot.
    #[test]
    fn resolved_tags_answer_as_names_do() {
        let mut t = Topology::new();
        let r1 = t.rack("r1").unwrap();
        let n1 = t.add_node("n1", r1, Resource::new(8192, 8)).unwrap();
        let n2 = t.add_node("n2", r1, Resource::new(8192, 8)).unwrap();
        let mut ix = AllocationTagIndex::new(&t);
        let (zk, hb) = (ix.intern("zk"), ix.intern("hb"));
        let app = AppId(0);
        let mut apps = AppRegistry::new();
        apps.insert(AppInfo::new(app, "alice"));
        ix.add_container(n1, app, &[zk]).unwrap();
        ix.add_container(n2, app, &[hb]).unwrap();
        let levels = ConstraintLevels::new();
        let ctx = EvalContext::new(&t, &ix, &apps, &levels);
        let specs = [
            "OR(IN,NODE,spark:NOTIN,NODE,zk)",
            "AND(NOTIN,NODE,zk:IN,NODE,hb:NOTIN,NODE,spark)",
            "AND(OR(IN,NODE,spark:IN,NODE,zk):NOTIN,NODE,hb)",
            "CARDINALITY,NODE,zk,hb,spark,0,0",
        ];
        for spec in specs {
            let c = crate::spec::parse_constraint(spec, crate::spec::Dialect::V3_2).unwrap();
            let names = c.named_tags();
            assert_eq!(names.len(), c.named_tag_count());
            let ids: Vec<Option<TagId>> = names.iter().map(|n| ix.tag_id(n)).collect();
            let slots: Vec<u32> = (0..ids.len() as u32).collect();
            let resolved = ResolvedTags { slots: &slots, ids: &ids };
            for node in [n1, n2] {
                let d = DelayState::default();
                let by_name = can_place_with(&ctx, app, &[], &c, node, &d);
                assert_eq!(can_place_resolved(&ctx, app, &c, node, &d, resolved), by_name, "{spec} on {node:?}");
            }
        }
    }
}
