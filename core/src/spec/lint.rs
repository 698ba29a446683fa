//! The dialect lint: where a PlacementSpec means something different to another Hadoop version, where real YARN
//! rejects or mis-reads it, and where Hadoop's parser silently does something surprising.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::error::Span;
use super::{parse_spec, print_spec, Dialect, ParsedSpec, SpecEntry};
use crate::constraint::ast::*;

/// What a lint is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LintCode {
    /// Another Hadoop version reads the same text differently.
    DialectDifference,
    /// Another Hadoop version rejects the text.
    RejectedByOtherVersion,
    /// Another dialect reads text this dialect rejects.
    ReadByOtherVersion,
    /// A Spindle extension real YARN cannot read or evaluate.
    BeyondYarn,
    /// YARN parses it but can never place a container with it.
    YarnCannotPlace,
    /// A node-attribute constraint whose key or values look like constraint keywords.
    AttributeReadsLikeConstraint,
    /// Several `k=v` keys in one node-attribute expression.
    MultipleAttributeKeys,
    /// Several values for one attribute or partition (YARN compares one).
    MultiValueAttribute,
    /// `!=` on a partition: YARN (and Spindle) ignore the operator and require the partition.
    PartitionOperatorIgnored,
    /// Blanks around a source tag (Hadoop does not trim it).
    UntrimmedSourceTag,
    /// Text Hadoop ignores (after `AND(...)`, between the keyword and `(`).
    IgnoredText,
    /// The same source tag twice (the distributed shell keeps the last).
    DuplicateSourceTag,
    /// A negative container count.
    NegativeCount,
    /// `IN,NODE` / `NOTIN,NODE` without tags.
    TargetlessConstraint,
    /// `;` in the spec (not a separator).
    Semicolon,
    /// `app-id/tag` or `app-tag/tag` without a value.
    NamespaceWithoutValue,
    /// A spec of only delimiters (`:`): valid, with no entries.
    NoEntries,
}

/// How much a lint finding matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// The spec probably does not do what was meant here, or a Hadoop version reads it differently or rejects it.
    Warning,
    /// Worth knowing, harmless: Hadoop 3.1 rejecting 3.2 syntax, how another version reads the spec, Spindle syntax
    /// with a YARN equivalent.
    Info,
}

/// One lint finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lint {
    /// Which check found it (stable name, for filtering).
    pub code: LintCode,
    /// Whether it is a warning or information.
    pub severity: Severity,
    /// The part of the spec text it is about; `None` for the whole spec.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<Span>,
    /// What was found, in a sentence.
    pub message: String,
    /// The other Hadoop version a cross-dialect finding is about (`None` for findings about the spec itself), so
    /// callers can pick findings by version without reading the message.
    #[serde(skip)]
    pub about: Option<Dialect>,
}

fn lint_at(code: LintCode, severity: Severity, span: Option<Span>, message: String) -> Lint {
    Lint { code, severity, span, message, about: None }
}

/// The Hadoop versions a spec's reading is compared with, oldest first.
const HADOOP_DIALECTS: [Dialect; 3] = [Dialect::V3_1, Dialect::V3_2, Dialect::Trunk];

/// Lints a spec read in `dialect` (whether or not it parses in that dialect).
pub fn lint(src: &str, dialect: Dialect) -> Vec<Lint> {
    lint_against(src, dialect, &HADOOP_DIALECTS)
}

/// [`lint`], comparing the spec's reading with `others` only (of Hadoop's versions; `dialect` itself is skipped).
/// A scenario's checks ask what real YARN 3.2 and later make of a constraint, so they neither parse it as 3.1 nor
/// write a message about 3.1 that nobody reads.
pub fn lint_against(src: &str, dialect: Dialect, others: &[Dialect]) -> Vec<Lint> {
    match parse_spec(src, dialect) {
        Ok(p) => lint_parsed_against(src, &p, others),
        Err(_) => cross_dialect(src, dialect, None, others),
    }
}

/// Lints an already parsed spec (`src` is its text).
pub fn lint_parsed(src: &str, parsed: &ParsedSpec) -> Vec<Lint> {
    lint_parsed_against(src, parsed, &HADOOP_DIALECTS)
}

fn lint_parsed_against(src: &str, parsed: &ParsedSpec, others: &[Dialect]) -> Vec<Lint> {
    let mut out = parsed.notes.clone();
    out.extend(entry_lints(src, parsed));
    out.extend(cross_dialect(src, parsed.dialect, Some(parsed), others));
    out
}

fn canonical(entries: &[SpecEntry]) -> Vec<(String, i32, Option<PlacementConstraint>)> {
    entries
        .iter()
        .map(|e| (e.source_tag.clone(), e.count, e.constraint.as_ref().map(PlacementConstraint::canonicalized)))
        .collect()
}

fn show(entries: &[SpecEntry]) -> String {
    print_spec(entries, Dialect::Spindle).unwrap_or_default()
}

fn describe_attribute_reading(entries: &[SpecEntry]) -> Option<String> {
    let [e] = entries else { return None };
    if !e.source_tag.is_empty() {
        return None;
    }
    let Some(PlacementConstraint::Single(s)) = &e.constraint else { return None };
    match s.targets.as_slice() {
        [Target::NodeAttribute { key, op, values }] => Some(format!(
            "a node-attribute constraint with no source tag: attribute `{key}` {} {{{}}}",
            if *op == AttributeOp::Eq { "one of" } else { "none of" },
            values.join(", ")
        )),
        _ => None,
    }
}

fn cross_dialect(src: &str, dialect: Dialect, own: Option<&ParsedSpec>, others: &[Dialect]) -> Vec<Lint> {
    let mut out = Vec::new();
    // Trunk reads like 3.2 except for several attribute keys: it is reported only where it answers otherwise.
    let v3_2 = (dialect != Dialect::V3_2).then(|| parse_spec(src, Dialect::V3_2));
    for &other in others {
        if other == dialect {
            continue;
        }
        let start = out.len();
        let theirs = match (other, &v3_2) {
            (Dialect::V3_2, Some(r)) => r.clone(),
            _ => parse_spec(src, other),
        };
        if other == Dialect::Trunk {
            let same_as_3_2 = match v3_2.as_ref().map(|r| r.as_ref().map(|p| canonical(&p.entries))) {
                Some(r) => r.ok() == theirs.as_ref().ok().map(|t| canonical(&t.entries)),
                None => own.map(|o| canonical(&o.entries)) == theirs.as_ref().ok().map(|t| canonical(&t.entries)),
            };
            if same_as_3_2 {
                continue;
            }
        }
        match (own, &theirs) {
            (Some(o), Ok(t)) if canonical(&o.entries) != canonical(&t.entries) => {
                let reading = match describe_attribute_reading(&t.entries) {
                    Some(d) if describe_attribute_reading(&o.entries).is_none() => format!("silently reads it as {d}"),
                    _ => format!("reads it as `{}`", show(&t.entries)),
                };
                out.push(lint_at(
                    LintCode::DialectDifference,
                    Severity::Warning,
                    None,
                    format!(
                        "this spec means something else to Hadoop {other}: where {dialect} reads `{}`, Hadoop {other} {reading}",
                        show(&o.entries)
                    ),
                ));
            }
            (Some(_), Err(e)) => {
                let (code, severity, message) = if dialect == Dialect::Spindle && other == Dialect::V3_2 {
                    (
                        LintCode::BeyondYarn,
                        Severity::Warning,
                        format!("real YARN (Hadoop 3.2+) cannot read this spec: {e}"),
                    )
                } else {
                    // Hadoop 3.1 rejecting 3.2 syntax is expected: worth knowing, not a warning.
                    let severity = if other == Dialect::V3_1 { Severity::Info } else { Severity::Warning };
                    (LintCode::RejectedByOtherVersion, severity, format!("Hadoop {other} rejects this spec: {e}"))
                };
                out.push(lint_at(code, severity, Some(e.span), message));
            }
            (None, Ok(t)) => {
                let reading =
                    describe_attribute_reading(&t.entries).unwrap_or_else(|| format!("`{}`", show(&t.entries)));
                out.push(lint_at(
                    LintCode::ReadByOtherVersion,
                    Severity::Info,
                    None,
                    format!("Hadoop {other} reads this spec: as {reading}"),
                ));
            }
            _ => {}
        }
        for l in &mut out[start..] {
            l.about = Some(other);
        }
    }
    out
}

const KEYWORDS: [&str; 7] = ["in", "notin", "node", "rack", "cardinality", "and", "or"];

fn entry_lints(src: &str, parsed: &ParsedSpec) -> Vec<Lint> {
    let mut out = Vec::new();
    if src.contains(';') {
        out.push(lint_at(
            LintCode::Semicolon,
            Severity::Warning,
            src.find(';').map(|i| Span::new(i, i + 1)),
            String::from(
                "`;` does not separate entries (Hadoop's documented grammar is wrong): it becomes part of a tag or \
                 value; separate entries with `:`",
            ),
        ));
    }
    for (i, e) in parsed.entries.iter().enumerate() {
        let span = Some(e.span);
        if parsed.entries[i + 1..].iter().any(|x| x.source_tag == e.source_tag && !e.source_tag.is_empty()) {
            out.push(lint_at(
                LintCode::DuplicateSourceTag,
                Severity::Warning,
                span,
                format!(
                    "source tag `{}` appears more than once: the distributed shell keeps entries in a map by tag, so \
                     only one of them is used",
                    e.source_tag
                ),
            ));
        }
        if e.count < 0 {
            out.push(lint_at(
                LintCode::NegativeCount,
                Severity::Warning,
                span,
                format!(
                    "negative container count {}: Hadoop's parser accepts it, but nothing can be requested",
                    e.count
                ),
            ));
        }
        let Some(c) = &e.constraint else { continue };
        let mut seen: Vec<LintCode> = Vec::new();
        let mut push = |out: &mut Vec<Lint>, code: LintCode, severity: Severity, message: String| {
            if !seen.contains(&code) {
                seen.push(code);
                out.push(lint_at(code, severity, span, message));
            }
        };
        c.walk(&mut |node| match node {
            PlacementConstraint::DelayedOr(_) => push(
                &mut out,
                LintCode::BeyondYarn,
                Severity::Warning,
                String::from(
                    "DELAYED_OR is a Spindle extension: YARN has no syntax for it and cannot evaluate it (\"Unsupported \
                     type of constraint\"), so a request carrying one is never placed",
                ),
            ),
            PlacementConstraint::Single(s) => {
                if let Scope::Attribute(k) = &s.scope {
                    push(
                        &mut out,
                        LintCode::BeyondYarn,
                        Severity::Warning,
                        format!("scope `@{k}` is a Spindle extension: YARN knows only NODE and RACK and counts 0 for any other scope"),
                    );
                }
                if s.targets.is_empty() && (s.is_in() || s.is_not_in()) {
                    push(
                        &mut out,
                        LintCode::TargetlessConstraint,
                        Severity::Warning,
                        String::from(
                            "IN/NOTIN without tags always holds in Hadoop 3.2+ (no target expression); in Hadoop 3.1 \
                             it means \"any tag\"",
                        ),
                    );
                }
                for t in &s.targets {
                    match t {
                        Target::AllocationTag { namespace: Namespace::AppId(v) | Namespace::AppTag(v), tag } => {
                            let kw = if let Target::AllocationTag { namespace, .. } = t { namespace.keyword() } else { "" };
                            if v.is_empty() {
                                push(
                                    &mut out,
                                    LintCode::NamespaceWithoutValue,
                                    Severity::Warning,
                                    format!(
                                        "`{kw}/{}` names no {}: YARN parses it, but every evaluation fails, so the \
                                         container is never placed",
                                        tag.as_deref().unwrap_or("*"),
                                        if kw == "app-id" { "application" } else { "application tag" }
                                    ),
                                );
                            } else {
                                push(
                                    &mut out,
                                    LintCode::BeyondYarn,
                                    Severity::Warning,
                                    format!(
                                        "`{kw}/{v}/{}` is beyond YARN's parser, which splits a tag at its last `/` and \
                                         rejects the prefix `{kw}/{v}` (the YARN API can express it)",
                                        tag.as_deref().unwrap_or("*")
                                    ),
                                );
                            }
                        }
                        Target::AllocationTag { tag: None, .. } if parsed.dialect == Dialect::Spindle => push(
                            &mut out,
                            LintCode::BeyondYarn,
                            Severity::Info,
                            String::from(
                                "`*` (any tag) is Spindle syntax; YARN's API expresses it with allocationTag() of no tags",
                            ),
                        ),
                        Target::NodeAttribute { key, values, .. } => {
                            if values.len() > 1 {
                                push(
                                    &mut out,
                                    LintCode::MultiValueAttribute,
                                    Severity::Warning,
                                    format!(
                                        "YARN compares a node's `{key}` with only one of {{{}}} (whichever its hash set \
                                         yields first); Spindle compares with all of them",
                                        values.join(", ")
                                    ),
                                );
                            }
                            let looks = core::iter::once(key.as_str())
                                .chain(values.iter().map(String::as_str))
                                .any(|w| KEYWORDS.iter().any(|k| w.eq_ignore_ascii_case(k)) || w.contains(['(', ')', ':']));
                            if looks {
                                let hint = suggest_32(&src[e.span.start.min(src.len())..e.span.end.min(src.len())]);
                                push(
                                    &mut out,
                                    LintCode::AttributeReadsLikeConstraint,
                                    Severity::Warning,
                                    format!(
                                        "this is read as a node-attribute constraint on `{key}` (values {{{}}}){}",
                                        values.join(", "),
                                        hint.map(|h| format!(" — did you mean `{h}`?")).unwrap_or_default()
                                    ),
                                );
                            }
                        }
                        Target::NodePartition { op, values } => {
                            if *op == AttributeOp::Ne || s.is_not_in() {
                                push(
                                    &mut out,
                                    LintCode::PartitionOperatorIgnored,
                                    Severity::Warning,
                                    format!(
                                        "YARN ignores the operator of a partition target, so `!=` (or NOTIN) still requires \
                                         partition {{{}}} (Spindle reads it as YARN does); to keep off a partition, \
                                         name the partition wanted instead (`yarn_node_partition/=cpu`) — or, for \
                                         the default partition, leave the partition out: a request without a \
                                         node-label expression is placed there",
                                        values.join(", ")
                                    ),
                                );
                            }
                            if values.len() > 1 {
                                push(
                                    &mut out,
                                    LintCode::MultiValueAttribute,
                                    Severity::Warning,
                                    format!(
                                        "YARN compares a node's partition with only one of {{{}}}; Spindle with all",
                                        values.join(", ")
                                    ),
                                );
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        });
    }
    out
}

/// `zk=3,NOTIN,NODE,zk` → `zk(3),NOTIN,NODE,zk`.
fn suggest_32(entry: &str) -> Option<String> {
    let (head, rest) = entry.split_once(',')?;
    let (tag, n) = head.split_once('=')?;
    if tag.is_empty() || n.trim().parse::<i32>().is_err() {
        return None;
    }
    Some(format!("{tag}({}),{rest}", n.trim()))
}
