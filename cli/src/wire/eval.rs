//! `spindle eval`'s report (docs/cli-eval.md): the verdict tree of one request on every node, level conflicts and
//! findings.

use serde::Serialize;
use spindle_core::constraint::scenario::EvalReport;
use spindle_core::constraint::{
    CombineRule, ConflictKind, FindingKind, FindingSeverity, Level, Verdict, VerdictDetail,
};

use super::run::node_state_name;
use super::spec::{op_name, DelayOutput};

#[derive(Debug, Serialize)]
pub struct EvalOutput {
    pub request: RequestOutput,
    pub rule: &'static str,
    pub levels: Vec<LevelOutput>,
    pub effective: Option<String>,
    pub placeable: Vec<String>,
    pub nodes: Vec<NodeOutput>,
    pub conflicts: Vec<ConflictOutput>,
    pub findings: Vec<FindingOutput>,
    pub differs_from_yarn: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct RequestOutput {
    pub app: String,
    pub yarn_id: String,
    pub tags: Vec<String>,
    pub count: u64,
    pub constraint: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct LevelOutput {
    pub level: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_tag: Option<String>,
    pub constraint: String,
}

#[derive(Debug, Serialize)]
pub struct NodeOutput {
    pub node: String,
    pub rack: String,
    pub partition: String,
    pub state: &'static str,
    pub satisfied: bool,
    pub verdict: VerdictOutput,
}

#[derive(Debug, Serialize)]
pub struct ConflictOutput {
    pub kind: &'static str,
    pub specific: &'static str,
    pub general: &'static str,
    pub message: String,
}

#[derive(Debug, Serialize)]
pub struct FindingOutput {
    pub level: &'static str,
    pub kind: &'static str,
    pub severity: &'static str,
    pub path: String,
    pub part: String,
    pub reason: String,
}

/// A verdict: `satisfied`, `sentence`, `kind` and the kind's fields, and `differs_from_yarn` when not empty.
#[derive(Debug, Serialize)]
pub struct VerdictOutput {
    pub satisfied: bool,
    pub sentence: String,
    #[serde(flatten)]
    pub detail: DetailOutput,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub differs_from_yarn: Vec<String>,
}

#[derive(Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DetailOutput {
    Levels {
        levels: Vec<LevelVerdictOutput>,
    },
    And {
        children: Vec<VerdictOutput>,
    },
    Or {
        children: Vec<VerdictOutput>,
    },
    DelayedOr {
        active: usize,
        reset_on_allocation: bool,
        alternatives: Vec<AlternativeOutput>,
    },
    Single {
        scope: String,
        min: i32,
        max: i32,
        targets: Vec<VerdictOutput>,
    },
    AllocationTag {
        target: String,
        namespace: String,
        scope: String,
        scope_value: Option<String>,
        min: i32,
        max: i32,
        counts: Vec<TagCountOutput>,
        seen_min: u32,
        seen_max: u32,
    },
    NodeAttribute {
        target: String,
        key: String,
        op: &'static str,
        values: Vec<String>,
        node_value: Option<String>,
    },
    NodePartition {
        target: String,
        op: &'static str,
        values: Vec<String>,
        node_partition: String,
    },
}

#[derive(Debug, Serialize)]
pub struct LevelVerdictOutput {
    pub level: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_tag: Option<String>,
    pub constraint: String,
    pub verdict: VerdictOutput,
}

#[derive(Debug, Serialize)]
pub struct AlternativeOutput {
    pub index: usize,
    pub delay: Option<DelayOutput>,
    pub in_force: bool,
    pub verdict: VerdictOutput,
}

#[derive(Debug, Serialize)]
pub struct TagCountOutput {
    pub tag: String,
    pub count: u32,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub apps: Vec<AppCountOutput>,
}

#[derive(Debug, Serialize)]
pub struct AppCountOutput {
    pub app: String,
    pub count: u32,
}

fn level_name(l: Level) -> &'static str {
    match l {
        Level::Request => "request",
        Level::Application => "application",
        Level::Cluster => "cluster",
    }
}

fn rule_name(r: CombineRule) -> &'static str {
    match r {
        CombineRule::YarnAnd => "yarn-and",
        CombineRule::DesignOverride => "design-override",
    }
}

fn conflict_name(k: ConflictKind) -> &'static str {
    match k {
        ConflictKind::Contradiction => "contradiction",
        ConflictKind::Looser => "looser",
    }
}

fn finding_name(k: FindingKind) -> &'static str {
    match k {
        FindingKind::ImpossibleBounds => "impossible-bounds",
        FindingKind::TooManyForScope => "too-many-for-scope",
        FindingKind::SelfAffinityDeadlock => "self-affinity-deadlock",
        FindingKind::MinimumUnreachable => "minimum-unreachable",
        FindingKind::UnknownAttributeValue => "unknown-attribute-value",
        FindingKind::UnknownPartition => "unknown-partition",
        FindingKind::UnknownScope => "unknown-scope",
        FindingKind::ContradictoryAnd => "contradictory-and",
        FindingKind::NoAlternative => "no-alternative",
        FindingKind::UnreachableAlternative => "unreachable-alternative",
        FindingKind::UnresolvableNamespace => "unresolvable-namespace",
        FindingKind::YarnCannotPlace => "yarn-cannot-place",
    }
}

fn severity_name(s: FindingSeverity) -> &'static str {
    match s {
        FindingSeverity::Never => "never",
        FindingSeverity::NotNow => "not_now",
        FindingSeverity::Warning => "warning",
    }
}

impl From<&Verdict> for VerdictOutput {
    fn from(v: &Verdict) -> Self {
        let all = |c: &[Verdict]| c.iter().map(VerdictOutput::from).collect();
        let detail = match &v.detail {
            VerdictDetail::Levels { levels } => DetailOutput::Levels {
                levels: levels
                    .iter()
                    .map(|l| LevelVerdictOutput {
                        level: level_name(l.level),
                        source_tag: l.source_tag.clone(),
                        constraint: l.constraint.clone(),
                        verdict: VerdictOutput::from(&l.verdict),
                    })
                    .collect(),
            },
            VerdictDetail::And { children } => DetailOutput::And { children: all(children) },
            VerdictDetail::Or { children } => DetailOutput::Or { children: all(children) },
            VerdictDetail::DelayedOr { active, reset_on_allocation, alternatives } => DetailOutput::DelayedOr {
                active: *active,
                reset_on_allocation: *reset_on_allocation,
                alternatives: alternatives
                    .iter()
                    .map(|a| AlternativeOutput {
                        index: a.index,
                        delay: a.delay.map(DelayOutput::from),
                        in_force: a.in_force,
                        verdict: VerdictOutput::from(&a.verdict),
                    })
                    .collect(),
            },
            VerdictDetail::Single { scope, min, max, targets } => {
                DetailOutput::Single { scope: scope.name().to_string(), min: *min, max: *max, targets: all(targets) }
            }
            VerdictDetail::AllocationTag {
                target,
                namespace,
                scope,
                scope_value,
                min,
                max,
                counts,
                seen_min,
                seen_max,
            } => DetailOutput::AllocationTag {
                target: target.clone(),
                namespace: namespace.to_string(),
                scope: scope.name().to_string(),
                scope_value: scope_value.clone(),
                min: *min,
                max: *max,
                counts: counts
                    .iter()
                    .map(|c| TagCountOutput {
                        tag: c.tag.clone(),
                        count: c.count,
                        apps: c.apps.iter().map(|a| AppCountOutput { app: a.app.clone(), count: a.count }).collect(),
                    })
                    .collect(),
                seen_min: *seen_min,
                seen_max: *seen_max,
            },
            VerdictDetail::NodeAttribute { target, key, op, values, node_value } => DetailOutput::NodeAttribute {
                target: target.clone(),
                key: key.clone(),
                op: op_name(*op),
                values: values.clone(),
                node_value: node_value.clone(),
            },
            VerdictDetail::NodePartition { target, op, values, node_partition } => DetailOutput::NodePartition {
                target: target.clone(),
                op: op_name(*op),
                values: values.clone(),
                node_partition: node_partition.clone(),
            },
        };
        VerdictOutput {
            satisfied: v.satisfied,
            sentence: v.sentence.clone(),
            detail,
            differs_from_yarn: v.differs_from_yarn.clone(),
        }
    }
}

impl From<&EvalReport> for EvalOutput {
    fn from(r: &EvalReport) -> Self {
        EvalOutput {
            request: RequestOutput {
                app: r.request.app.clone(),
                yarn_id: r.request.yarn_id.clone(),
                tags: r.request.tags.clone(),
                count: r.request.count,
                constraint: r.request.constraint.clone(),
            },
            rule: rule_name(r.rule),
            levels: r
                .levels
                .iter()
                .map(|l| LevelOutput {
                    level: level_name(l.level),
                    source_tag: l.source_tag.clone(),
                    constraint: l.constraint.clone(),
                })
                .collect(),
            effective: r.effective.clone(),
            placeable: r.placeable.clone(),
            nodes: r
                .nodes
                .iter()
                .map(|n| NodeOutput {
                    node: n.node.clone(),
                    rack: n.rack.clone(),
                    partition: n.partition.clone(),
                    state: node_state_name(n.state),
                    satisfied: n.satisfied,
                    verdict: VerdictOutput::from(&n.verdict),
                })
                .collect(),
            conflicts: r
                .conflicts
                .iter()
                .map(|c| ConflictOutput {
                    kind: conflict_name(c.kind),
                    specific: level_name(c.specific),
                    general: level_name(c.general),
                    message: c.message.clone(),
                })
                .collect(),
            findings: r
                .findings
                .iter()
                .map(|f| FindingOutput {
                    level: level_name(f.level),
                    kind: finding_name(f.finding.kind),
                    severity: severity_name(f.finding.severity),
                    path: f.finding.path.clone(),
                    part: f.finding.part.clone(),
                    reason: f.finding.reason.clone(),
                })
                .collect(),
            differs_from_yarn: r.differs_from_yarn.clone(),
        }
    }
}
