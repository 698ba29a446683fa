//! `spindle spec parse`'s JSON (docs/cli-spec-parse.md): the entries, each constraint as a tree, and the lints.
//! The constraint tree is also what `spindle eval` accepts in place of spec text, so its shape is a contract in
//! both directions.

use serde::Serialize;
use spindle_core::constraint::{AttributeOp, Delay, PlacementConstraint, Target};
use spindle_core::spec::{Dialect, Lint, LintCode, Severity, Span};

/// The whole output.
#[derive(Debug, Serialize)]
pub struct ParseOutput {
    pub dialect: &'static str,
    pub spec: String,
    /// The whole spec in canonical Spindle text.
    pub canonical: String,
    pub entries: Vec<EntryOutput>,
    pub lints: Vec<LintOutput>,
}

#[derive(Debug, Serialize)]
pub struct EntryOutput {
    pub source_tag: String,
    pub count: i32,
    pub constraint: Option<Constraint>,
    pub span: SpanOutput,
    pub canonical: String,
    pub hadoop_3_2: Option<String>,
    pub hadoop_3_1: Option<String>,
}

/// A byte range `[start, end)` of the spec.
#[derive(Debug, Serialize)]
pub struct SpanOutput {
    pub start: usize,
    pub end: usize,
}

impl From<Span> for SpanOutput {
    fn from(s: Span) -> Self {
        SpanOutput { start: s.start, end: s.end }
    }
}

/// A constraint tree: `{"type": "single" | "and" | "or" | "delayed_or", …}`.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Constraint {
    Single { scope: String, min: i32, max: i32, targets: Vec<TargetOutput> },
    And { children: Vec<Constraint> },
    Or { children: Vec<Constraint> },
    DelayedOr { alternatives: Vec<Alternative>, reset_on_allocation: bool },
}

#[derive(Debug, Serialize)]
pub struct Alternative {
    pub constraint: Constraint,
    pub delay: Option<DelayOutput>,
}

/// `{"opportunities": n}` or `{"millis": ms}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DelayOutput {
    Opportunities(u64),
    Millis(u64),
}

impl From<Delay> for DelayOutput {
    fn from(d: Delay) -> Self {
        match d {
            Delay::Opportunities(n) => DelayOutput::Opportunities(n),
            Delay::Millis(ms) => DelayOutput::Millis(ms),
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TargetOutput {
    AllocationTag { namespace: String, tag: Option<String> },
    NodeAttribute { key: String, op: &'static str, values: Vec<String> },
    NodePartition { op: &'static str, values: Vec<String> },
}

#[derive(Debug, Serialize)]
pub struct LintOutput {
    pub code: &'static str,
    pub severity: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<SpanOutput>,
    pub message: String,
}

/// The dialect as `--dialect` spells it.
pub fn dialect_name(d: Dialect) -> &'static str {
    match d {
        Dialect::V3_1 => "3.1",
        Dialect::V3_2 => "3.2",
        Dialect::Trunk => "trunk",
        Dialect::Spindle => "spindle",
    }
}

/// A node attribute or partition comparison: `eq` or `ne`.
pub fn op_name(op: AttributeOp) -> &'static str {
    match op {
        AttributeOp::Eq => "eq",
        AttributeOp::Ne => "ne",
    }
}

/// The lint's code, as documented in docs/spec-language.md.
pub fn lint_code(c: LintCode) -> &'static str {
    match c {
        LintCode::DialectDifference => "dialect-difference",
        LintCode::RejectedByOtherVersion => "rejected-by-other-version",
        LintCode::ReadByOtherVersion => "read-by-other-version",
        LintCode::BeyondYarn => "beyond-yarn",
        LintCode::YarnCannotPlace => "yarn-cannot-place",
        LintCode::AttributeReadsLikeConstraint => "attribute-reads-like-constraint",
        LintCode::MultipleAttributeKeys => "multiple-attribute-keys",
        LintCode::MultiValueAttribute => "multi-value-attribute",
        LintCode::PartitionOperatorIgnored => "partition-operator-ignored",
        LintCode::UntrimmedSourceTag => "untrimmed-source-tag",
        LintCode::IgnoredText => "ignored-text",
        LintCode::DuplicateSourceTag => "duplicate-source-tag",
        LintCode::NegativeCount => "negative-count",
        LintCode::TargetlessConstraint => "targetless-constraint",
        LintCode::Semicolon => "semicolon",
        LintCode::NamespaceWithoutValue => "namespace-without-value",
        LintCode::NoEntries => "no-entries",
    }
}

impl From<&Lint> for LintOutput {
    fn from(l: &Lint) -> Self {
        LintOutput {
            code: lint_code(l.code),
            severity: match l.severity {
                Severity::Warning => "warning",
                Severity::Info => "info",
            },
            span: l.span.map(SpanOutput::from),
            message: l.message.clone(),
        }
    }
}

impl From<&PlacementConstraint> for Constraint {
    fn from(c: &PlacementConstraint) -> Self {
        match c {
            PlacementConstraint::Single(s) => Constraint::Single {
                scope: s.scope.name().to_string(),
                min: s.min,
                max: s.max,
                targets: s.targets.iter().map(TargetOutput::from).collect(),
            },
            PlacementConstraint::And { children } => {
                Constraint::And { children: children.iter().map(Self::from).collect() }
            }
            PlacementConstraint::Or { children } => {
                Constraint::Or { children: children.iter().map(Self::from).collect() }
            }
            PlacementConstraint::DelayedOr(d) => Constraint::DelayedOr {
                alternatives: d
                    .alternatives
                    .iter()
                    .map(|a| Alternative {
                        constraint: Constraint::from(&a.constraint),
                        delay: a.delay.map(DelayOutput::from),
                    })
                    .collect(),
                reset_on_allocation: d.reset_on_allocation,
            },
        }
    }
}

impl From<&Target> for TargetOutput {
    fn from(t: &Target) -> Self {
        match t {
            Target::AllocationTag { namespace, tag } => {
                TargetOutput::AllocationTag { namespace: namespace.to_string(), tag: tag.clone() }
            }
            Target::NodeAttribute { key, op, values } => {
                TargetOutput::NodeAttribute { key: key.clone(), op: op_name(*op), values: values.clone() }
            }
            Target::NodePartition { op, values } => {
                TargetOutput::NodePartition { op: op_name(*op), values: values.clone() }
            }
        }
    }
}
