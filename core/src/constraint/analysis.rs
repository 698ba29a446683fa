//! Static analysis: constraints that can never be satisfied on a topology (or not in its current state), each
//! with a reason a person understands.
//!
//! Checks: bounds no count can meet (min > max, max < 0); more self-anti-affine containers than scope values can
//! hold; a minimum cardinality above anything the cluster holds or the spec requests (including self-affinity,
//! whose first container can never be placed); attribute or partition values no node has; scopes no node has;
//! contradictory conjuncts of an AND; OR / DELAYED_OR whose every branch is impossible; DELAYED_OR alternatives
//! that can never come into force; namespaces YARN cannot resolve.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::apps::is_yarn_application_id;
use super::ast::*;
use super::eval::{target_text, EvalContext};
use super::levels::{allowed_range, compare_conjuncts, ConflictKind};
use crate::ids::AppId;
use crate::tags::{lookup_node_attribute, Bucket};
use crate::topology::NodeState;

/// How bad a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FindingSeverity {
    /// The constraint can never be satisfied on this topology, whatever runs.
    Never,
    /// It cannot be satisfied in the current state (it might once other containers run).
    NotNow,
    /// A part of it (an OR branch, a DELAYED_OR alternative) can never hold, or YARN would behave differently.
    Warning,
}

/// What a static-analysis finding is about; the kebab-case name is the `kind` field of `spindle eval`'s and `spindle
/// check`'s findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// The cardinality range is empty (`min > max`, or `max < 0`): no count of containers can satisfy it.
    ImpossibleBounds,
    /// More containers of the request are self-anti-affine than the scope has values for (e.g. 5 `NOTIN,NODE,zk`
    /// containers on 4 nodes): only as many as the scope values allow can ever be placed.
    TooManyForScope,
    /// Self-affinity (`IN` or a minimum cardinality on the request's own tag) that no scope value meets yet: the first
    /// container waits for containers that only it could bring.
    SelfAffinityDeadlock,
    /// A minimum cardinality above what any scope value holds now plus what the request's companions add.
    MinimumUnreachable,
    /// A node-attribute target compares with a value no node of the cluster has.
    UnknownAttributeValue,
    /// A partition target names a node label that does not exist in the cluster.
    UnknownPartition,
    /// A node-attribute scope (such as `fault_domain`) that no node has, so every node counts 0 there.
    UnknownScope,
    /// Two conjuncts of an `AND` that cannot both hold on any node.
    ContradictoryAnd,
    /// An `OR` or `DELAYED_OR` whose every branch can never hold.
    NoAlternative,
    /// A `DELAYED_OR` alternative that never comes into force, because an earlier alternative has no delay and so never
    /// expires.
    UnreachableAlternative,
    /// An `app-id` / `app-tag` namespace YARN cannot resolve (no value, or neither a known application nor an
    /// `application_<ts>_<n>` id): YARN's evaluation fails every time.
    UnresolvableNamespace,
    /// A `DELAYED_OR`: real YARN rejects it as "Unsupported type of constraint" and never places the request; Spindle
    /// evaluates it as the YARN-6592 design describes.
    YarnCannotPlace,
}

/// One finding: what, where in the constraint, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// What kind of problem this is.
    pub kind: FindingKind,
    /// Whether the part can never hold, cannot hold now, or only partly holds.
    pub severity: FindingSeverity,
    /// Where in the constraint (`AND part 2 › OR part 1`); empty for the whole constraint.
    pub path: String,
    /// The part in canonical spec text.
    pub part: String,
    /// Why, in a sentence that names the counts and scope values involved.
    pub reason: String,
}

/// What is requested: `count` containers of `app` carrying `source_tags`, alongside other requests of the same
/// application (`companions`: tag and count, e.g. the other entries of a PlacementSpec) that add tags too.
#[derive(Clone, Copy, Debug)]
pub struct RequestShape<'a> {
    /// The requesting application (what namespace `self` means).
    pub app: AppId,
    /// The allocation tags the requested containers carry (YARN's source tags).
    pub source_tags: &'a [&'a str],
    /// How many containers are requested (a SchedulingRequest's `numAllocations`).
    pub count: u64,
    /// Other requests of the same application placed alongside, as (allocation tag, container count): their containers
    /// count towards minimums once placed.
    pub companions: &'a [(&'a str, u64)],
}

struct Analyzer<'c, 'a> {
    ctx: &'c EvalContext<'a>,
    req: RequestShape<'c>,
    out: Vec<Finding>,
}

/// Analyses one constraint for one request.
pub fn analyze(ctx: &EvalContext<'_>, req: RequestShape<'_>, constraint: &PlacementConstraint) -> Vec<Finding> {
    let mut a = Analyzer { ctx, req, out: Vec::new() };
    let never = a.walk(constraint, &mut Vec::new(), true);
    if never && !a.out.iter().any(|f| f.severity == FindingSeverity::Never) {
        // Every branch failed for a reason reported as a warning: the whole is impossible.
        a.out.push(Finding {
            kind: FindingKind::NoAlternative,
            severity: FindingSeverity::Never,
            path: String::new(),
            part: crate::spec::print_constraint(constraint),
            reason: String::from("no part of this constraint can ever hold (see the findings on its branches)"),
        });
    }
    a.out
}

/// Analyses every entry of a PlacementSpec as requests of `app`: (entry index, finding).
pub fn analyze_spec(ctx: &EvalContext<'_>, app: AppId, entries: &[crate::spec::SpecEntry]) -> Vec<(usize, Finding)> {
    let mut out = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let Some(c) = &e.constraint else { continue };
        let companions: Vec<(&str, u64)> = entries
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, x)| (x.source_tag.as_str(), x.count.max(0) as u64))
            .collect();
        let tags = [e.source_tag.as_str()];
        let req = RequestShape {
            app,
            source_tags: if e.source_tag.is_empty() { &[] } else { &tags },
            count: e.count.max(0) as u64,
            companions: &companions,
        };
        out.extend(analyze(ctx, req, c).into_iter().map(|f| (i, f)));
    }
    out
}

fn path_text(path: &[String]) -> String {
    path.join(" › ")
}

impl Analyzer<'_, '_> {
    fn push(&mut self, kind: FindingKind, severity: FindingSeverity, path: &[String], part: String, reason: String) {
        self.out.push(Finding { kind, severity, path: path_text(path), part, reason });
    }

    /// Returns whether `c` can never hold. `required`: reached from the root through ANDs only.
    fn walk(&mut self, c: &PlacementConstraint, path: &mut Vec<String>, required: bool) -> bool {
        let sev = |never: bool| match (never, required) {
            (true, true) => FindingSeverity::Never,
            (false, true) => FindingSeverity::NotNow,
            _ => FindingSeverity::Warning,
        };
        match c {
            PlacementConstraint::Single(s) => self.single(s, path, required),
            PlacementConstraint::And { children } => {
                let mut never = false;
                for (i, ch) in children.iter().enumerate() {
                    path.push(format!("AND part {}", i + 1));
                    never |= self.walk(ch, path, required);
                    path.pop();
                }
                let singles: Vec<(usize, &SingleConstraint)> = children
                    .iter()
                    .enumerate()
                    .filter_map(|(i, ch)| if let PlacementConstraint::Single(s) = ch { Some((i, s)) } else { None })
                    .collect();
                for (x, &(i, a)) in singles.iter().enumerate() {
                    for &(j, b) in &singles[x + 1..] {
                        for clash in compare_conjuncts(&[a], &[b]) {
                            if clash.kind == ConflictKind::Contradiction {
                                never = true;
                                self.push(
                                    FindingKind::ContradictoryAnd,
                                    sev(true),
                                    path,
                                    crate::spec::print_constraint(c),
                                    format!(
                                        "AND parts {} and {} contradict each other ({} vs {}): {}",
                                        i + 1,
                                        j + 1,
                                        clash.a,
                                        clash.b,
                                        clash.reason
                                    ),
                                );
                            }
                        }
                    }
                }
                never
            }
            PlacementConstraint::Or { children } => {
                let mut all_never = true;
                for (i, ch) in children.iter().enumerate() {
                    path.push(format!("OR part {}", i + 1));
                    all_never &= self.walk(ch, path, false);
                    path.pop();
                }
                if children.is_empty() {
                    self.push(
                        FindingKind::NoAlternative,
                        sev(true),
                        path,
                        crate::spec::print_constraint(c),
                        String::from("OR() without parts never holds"),
                    );
                } else if all_never && required {
                    self.push(
                        FindingKind::NoAlternative,
                        FindingSeverity::Never,
                        path,
                        crate::spec::print_constraint(c),
                        String::from("none of the OR's parts can ever hold"),
                    );
                }
                all_never
            }
            PlacementConstraint::DelayedOr(d) => {
                self.push(
                    FindingKind::YarnCannotPlace,
                    FindingSeverity::Warning,
                    path,
                    crate::spec::print_constraint(c),
                    String::from(
                        "real YARN cannot evaluate DELAYED_OR (\"Unsupported type of constraint\"): it would never place \
                         this request; Spindle evaluates it as the design doc describes",
                    ),
                );
                let mut all_never = true;
                for (i, alt) in d.alternatives.iter().enumerate() {
                    path.push(format!("DELAYED_OR alternative {}", i + 1));
                    all_never &= self.walk(&alt.constraint, path, false);
                    path.pop();
                    if alt.delay.is_none() && i + 1 < d.alternatives.len() {
                        self.push(
                            FindingKind::UnreachableAlternative,
                            FindingSeverity::Warning,
                            path,
                            crate::spec::print_constraint(c),
                            format!(
                                "alternative {} has no delay, so it never expires and alternatives {}..{} never come \
                                 into force",
                                i + 1,
                                i + 2,
                                d.alternatives.len()
                            ),
                        );
                    }
                }
                if d.alternatives.is_empty() {
                    self.push(
                        FindingKind::NoAlternative,
                        sev(true),
                        path,
                        crate::spec::print_constraint(c),
                        String::from("DELAYED_OR() without alternatives never holds"),
                    );
                } else if all_never && required {
                    self.push(
                        FindingKind::NoAlternative,
                        FindingSeverity::Never,
                        path,
                        crate::spec::print_constraint(c),
                        String::from("none of the DELAYED_OR's alternatives can ever hold"),
                    );
                }
                all_never
            }
        }
    }

    fn live_nodes(&self) -> impl Iterator<Item = &crate::topology::Node> + '_ {
        self.ctx.topology.nodes.iter().filter(|n| n.state == NodeState::Running)
    }

    fn single(&mut self, s: &SingleConstraint, path: &[String], required: bool) -> bool {
        let whole = crate::spec::print_constraint(&PlacementConstraint::Single(s.clone()));
        let never_sev = if required { FindingSeverity::Never } else { FindingSeverity::Warning };
        let now_sev = if required { FindingSeverity::NotNow } else { FindingSeverity::Warning };
        let mut never = false;
        let has_tag_targets = s.targets.iter().any(|t| matches!(t, Target::AllocationTag { .. }));
        // Bounds no count can meet.
        let (lo, hi) = allowed_range(s.min, s.max);
        if has_tag_targets && hi.is_some_and(|h| h < 0 || lo > h) {
            never = true;
            self.push(
                FindingKind::ImpossibleBounds,
                never_sev,
                path,
                whole.clone(),
                format!("{}: no count of tags can satisfy it", super::eval::requirement(s.min, s.max)),
            );
        }
        // The scope itself.
        if let Scope::Attribute(k) = &s.scope {
            if has_tag_targets && self.ctx.tags.attribute_scope_values(k).is_empty() {
                let always = super::eval::requirement(s.min, s.max);
                let fails = s.min > 0;
                never |= fails;
                self.push(
                    FindingKind::UnknownScope,
                    if fails { never_sev } else { FindingSeverity::Warning },
                    path,
                    whole.clone(),
                    format!(
                        "no node has the attribute `{k}`, so every node is in no `{k}` group and counts 0 ({always}): it {}",
                        if fails { "can never hold" } else { "always holds, which is probably not what was meant" }
                    ),
                );
            }
        }
        for t in &s.targets {
            never |= match t {
                Target::AllocationTag { namespace, tag } => {
                    self.tag_target(s, namespace, tag.as_deref(), path, required, never_sev, now_sev, &whole)
                }
                Target::NodeAttribute { key, op, values } => self.attribute(key, *op, values, path, never_sev, &whole),
                Target::NodePartition { op, values } => self.partition(*op, values, path, never_sev, &whole),
            };
        }
        never
    }

    fn attribute(
        &mut self,
        key: &str,
        op: AttributeOp,
        values: &[String],
        path: &[String],
        sev: FindingSeverity,
        whole: &str,
    ) -> bool {
        let node_values: Vec<Option<&str>> =
            self.live_nodes().map(|n| lookup_node_attribute(&n.attributes, key)).collect();
        let ok = node_values.iter().any(|v| match op {
            AttributeOp::Eq => v.is_some_and(|v| values.iter().any(|x| x == v)),
            AttributeOp::Ne => !v.is_some_and(|v| values.iter().any(|x| x == v)),
        });
        if ok {
            return false;
        }
        let mut seen: Vec<&str> = node_values.iter().flatten().copied().collect();
        crate::sort::sort(&mut seen);
        seen.dedup();
        let reason = match (op, seen.is_empty()) {
            (AttributeOp::Eq, true) => {
                format!("no node has the attribute `{key}`, so `{key}{}` never holds", op.symbol())
            }
            (AttributeOp::Eq, false) => format!(
                "no node has `{key}` = {{{}}}; the values nodes have are {{{}}}",
                values.join(", "),
                seen.join(", ")
            ),
            (AttributeOp::Ne, _) => format!("every node has `{key}` in {{{}}}", values.join(", ")),
        };
        self.push(FindingKind::UnknownAttributeValue, sev, path, String::from(whole), reason);
        true
    }

    fn partition(
        &mut self,
        op: AttributeOp,
        values: &[String],
        path: &[String],
        sev: FindingSeverity,
        whole: &str,
    ) -> bool {
        let topo = self.ctx.topology;
        let matches = |n: &crate::topology::Node| {
            let p = topo.partitions.get(n.partition.index()).map_or("", |p| p.name.as_str());
            // The operator is ignored, as in YARN and the evaluator: the partition is required.
            if values.is_empty() {
                p.is_empty()
            } else {
                values.iter().any(|v| v == p)
            }
        };
        if self.live_nodes().any(matches) {
            return false;
        }
        let shown: Vec<&str> =
            if values.is_empty() { alloc::vec!["<default>"] } else { values.iter().map(String::as_str).collect() };
        let reason = match op {
            AttributeOp::Eq => format!("no running node is in partition {{{}}}", shown.join(", ")),
            AttributeOp::Ne => format!(
                "no running node is in partition {{{}}} (YARN ignores the `!=` and requires the partition)",
                shown.join(", ")
            ),
        };
        self.push(FindingKind::UnknownPartition, sev, path, String::from(whole), reason);
        true
    }

    /// The scope values a node can be placed into: (bucket, whether this is a real group). For attribute scopes a
    /// running node without the attribute counts as an unlimited group.
    fn scope_groups<'a>(ctx: &EvalContext<'a>, scope: &Scope) -> (Vec<&'a Bucket>, bool) {
        let tags = ctx.tags;
        let topo = ctx.topology;
        match scope {
            Scope::Node => (
                topo.live_nodes()
                    .filter(|&n| topo.node(n).state == NodeState::Running)
                    .map(|n| tags.bucket(crate::tags::ScopeValue::Node(n)))
                    .collect(),
                false,
            ),
            Scope::Rack => {
                let mut racks: Vec<crate::topology::RackId> =
                    topo.nodes.iter().filter(|n| n.state == NodeState::Running).map(|n| n.rack).collect();
                crate::sort::sort(&mut racks);
                racks.dedup();
                (racks.into_iter().map(|r| tags.bucket(crate::tags::ScopeValue::Rack(r))).collect(), false)
            }
            Scope::Attribute(_) => {
                let mut values = Vec::new();
                let mut ungrouped = false;
                for id in topo.live_nodes() {
                    if topo.node(id).state != NodeState::Running {
                        continue;
                    }
                    match tags.scope_value(scope, id) {
                        Some(v) => values.push(v),
                        None => ungrouped = true,
                    }
                }
                crate::sort::sort(&mut values);
                values.dedup();
                (values.into_iter().map(|v| tags.bucket(v)).collect(), ungrouped)
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn tag_target(
        &mut self,
        s: &SingleConstraint,
        ns: &Namespace,
        tag: Option<&str>,
        path: &[String],
        required: bool,
        never_sev: FindingSeverity,
        now_sev: FindingSeverity,
        whole: &str,
    ) -> bool {
        let ctx = self.ctx;
        let app = self.req.app;
        // Which applications the namespace names.
        let one_app = match ns {
            Namespace::SelfApp => Some(app),
            Namespace::AppId(id) if id.is_empty() => {
                self.push(
                    FindingKind::UnresolvableNamespace,
                    never_sev,
                    path,
                    String::from(whole),
                    String::from(
                        "`app-id` without an application id: YARN's evaluation fails, so nothing is ever placed",
                    ),
                );
                return true;
            }
            Namespace::AppTag(t) if t.is_empty() => {
                self.push(
                    FindingKind::UnresolvableNamespace,
                    never_sev,
                    path,
                    String::from(whole),
                    String::from(
                        "`app-tag` without an application tag: YARN's evaluation fails, so nothing is ever placed",
                    ),
                );
                return true;
            }
            Namespace::AppId(id) => match ctx.apps.resolve(id) {
                Some(a) => Some(a),
                None if is_yarn_application_id(id) => None,
                None => {
                    self.push(
                        FindingKind::UnresolvableNamespace,
                        never_sev,
                        path,
                        String::from(whole),
                        format!(
                            "`{id}` is neither a known application nor a YARN application id (application_<ts>_<n>): \
                             YARN rejects it at every evaluation"
                        ),
                    );
                    return true;
                }
            },
            _ => None,
        };
        let Some(tag) = tag else { return false };
        let tag_id = ctx.tags.tag_id(tag);
        let counted = |b: &Bucket| -> u64 {
            let Some(id) = tag_id else { return 0 };
            (match ns {
                Namespace::SelfApp | Namespace::AppId(_) => one_app.map_or(0, |a| b.app(id, a)),
                Namespace::All => b.all(id),
                Namespace::NotSelf => b.all(id).saturating_sub(b.app(id, app)),
                Namespace::AppTag(t) => {
                    b.apps_with(id).iter().filter(|e| ctx.apps.has_app_tag(e.1, t)).map(|e| e.2).sum()
                }
            }) as u64
        };
        // Does this request's own containers count for the target?
        let own = self.req.source_tags.contains(&tag)
            && match ns {
                Namespace::SelfApp | Namespace::All => true,
                Namespace::AppId(_) => one_app == Some(app),
                Namespace::AppTag(t) => ctx.apps.has_app_tag(app, t),
                Namespace::NotSelf => false,
            };
        let companions: u64 = if matches!(ns, Namespace::NotSelf)
            || one_app.is_some_and(|a| a != app)
            || matches!(ns, Namespace::AppTag(t) if !ctx.apps.has_app_tag(app, t))
        {
            0
        } else {
            self.req.companions.iter().filter(|(t, _)| *t == tag).map(|(_, n)| n).sum()
        };
        let (groups, ungrouped) = Self::scope_groups(ctx, &s.scope);
        let scope_name = s.scope.name();
        let target = target_text(ns, Some(tag));
        let mut never = false;
        // Too many self-anti-affine containers for the scope values.
        if required && own && s.max != UNBOUNDED && s.max >= 0 && !ungrouped && self.req.count > 0 {
            let per_group = s.max as u64 + 1;
            let capacity: u64 = groups.iter().map(|b| per_group.saturating_sub(counted(b))).sum();
            if self.req.count > capacity {
                let existing: u64 = groups.iter().map(|b| counted(b)).sum();
                never |= capacity == 0;
                self.push(
                    FindingKind::TooManyForScope,
                    if existing == 0 { never_sev } else { now_sev },
                    path,
                    String::from(whole),
                    format!(
                        "only {capacity} of the {} `{tag}` containers can ever be placed: {whole} lets each {scope_name} \
                         hold at most {per_group} `{target}` (the one being placed plus at most {} others), and the \
                         cluster has {} {scope_name}{}{}",
                        self.req.count,
                        s.max,
                        groups.len(),
                        if groups.len() == 1 { "" } else { "s" },
                        if existing > 0 { format!(" ({existing} `{tag}` already running)") } else { String::new() }
                    ),
                );
            }
        }
        // A minimum nothing can reach.
        if s.min > 0 {
            let best_existing = groups.iter().map(|b| counted(b)).max().unwrap_or(0);
            let min = s.min as u64;
            if best_existing < min {
                if own && best_existing + companions < min {
                    never = true;
                    self.push(
                        FindingKind::SelfAffinityDeadlock,
                        now_sev,
                        path,
                        String::from(whole),
                        format!(
                            "the first `{tag}` container can never be placed: it needs at least {min} other `{target}` in \
                             its {scope_name}, the most any {scope_name} has now is {best_existing}, and the request's own \
                             containers only count once placed (self-affinity needs containers placed without this \
                             constraint first)"
                        ),
                    );
                } else if !own && best_existing + companions < min {
                    never = true;
                    let requested = if companions > 0 {
                        format!(", and {companions} more are requested alongside")
                    } else {
                        String::new()
                    };
                    self.push(
                        FindingKind::MinimumUnreachable,
                        now_sev,
                        path,
                        String::from(whole),
                        format!(
                            "needs at least {min} `{target}` in one {scope_name}, but the most any {scope_name} holds now is \
                             {best_existing}{requested}"
                        ),
                    );
                }
            }
        }
        never
    }
}
