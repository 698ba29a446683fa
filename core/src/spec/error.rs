//! Parse errors with a byte span and what was expected.

use alloc::string::String;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::Dialect;

/// A byte range `[start, end)` in the parsed text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// Byte offset of the first byte.
    pub start: usize,
    /// Byte offset one past the last byte.
    pub end: usize,
}

impl Span {
    /// The span `[start, end)`; an `end` before `start` is taken as an empty span at `start`.
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end: end.max(start) }
    }

    /// 1-based line and column (in characters) of `start` within `src`.
    pub fn line_column(&self, src: &str) -> (usize, usize) {
        let start = floor_char_boundary(src, self.start.min(src.len()));
        let before = &src[..start];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Why a PlacementSpec could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum SpecErrorKind {
    /// Nothing to parse.
    Empty,
    /// A constraint expression is empty (YARN's parser crashes with `NoSuchElementException`).
    EmptyExpression,
    /// Not IN / NOTIN / CARDINALITY / AND / OR / a node attribute.
    ExpectedOperator {
        /// The offending text, as written.
        found: String,
        /// The dialect the text was read in.
        dialect: Dialect,
    },
    /// A scope was expected after IN / NOTIN / CARDINALITY.
    ExpectedScope {
        /// The operator the scope should follow.
        after: String,
        /// The offending text, as written.
        found: String,
        /// The dialect the text was read in.
        dialect: Dialect,
    },
    /// The expression ends where a scope was expected (YARN crashes with `NoSuchElementException`).
    MissingScope {
        /// The operator the scope should follow.
        after: String,
    },
    /// `CARDINALITY` with fewer than scope, one tag, min and max.
    CardinalityTooShort {
        /// How many comma-separated parts followed `CARDINALITY`.
        given: usize,
    },
    /// An integer was expected (source count, min or max).
    ExpectedInteger {
        /// Which number was expected (`min`, `max`, source count).
        what: String,
        /// The offending text, as written.
        found: String,
    },
    /// A tag's namespace prefix is not `self`, `not-self`, `all`, `app-id` or `app-tag`.
    InvalidNamespace {
        /// The namespace prefix as written.
        prefix: String,
        /// The dialect the text was read in.
        dialect: Dialect,
    },
    /// The source allocation tag and count are malformed.
    SourceTag {
        /// The offending text, as written.
        found: String,
        /// The dialect the text was read in.
        dialect: Dialect,
    },
    /// A 3.1 spec entry without a `,` between source tag and constraint.
    MissingConstraint {
        /// The offending text, as written.
        found: String,
    },
    /// Several entries and one of them has no source tag.
    MissingSourceTags,
    /// `AND` / `OR` / `DELAYED_OR` without `(...)`.
    ConjunctionFormat {
        /// The offending text, as written.
        found: String,
    },
    /// `AND()` with nothing inside (YARN's parser crashes).
    EmptyConjunction {
        /// The conjunction as written (`AND`, `OR`, `DELAYED_OR`).
        op: String,
    },
    /// A node attribute expression without `k=v` or `k!=v`.
    NodeAttribute {
        /// The offending text, as written.
        found: String,
    },
    /// A malformed `TRY(delay,constraint)` alternative or delay.
    Delay {
        /// The offending text, as written.
        found: String,
    },
    /// Blanks before `AND(` / `OR(` (Hadoop tests the untrimmed text).
    LeadingBlank {
        /// The conjunction keyword after the blanks.
        keyword: String,
    },
    /// Conjunctions nested deeper than Spindle reads (Hadoop's parser overflows its stack).
    NestingTooDeep {
        /// The deepest nesting Spindle reads.
        max: usize,
    },
    /// Several node-attribute keys in one expression (Hadoop trunk rejects it; 3.2 and 3.3 keep the last).
    MultipleAttributeKeys {
        /// The first attribute key.
        first: String,
        /// The second attribute key.
        second: String,
    },
}

/// A parse error: what went wrong, where (byte span, line and column) and, when Hadoop says something
/// different, Hadoop's own message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecError {
    /// The bytes of the spec text the error is about.
    pub span: Span,
    /// 1-based line of the span's start.
    pub line: usize,
    /// 1-based column (in characters) of the span's start.
    pub column: usize,
    /// What went wrong (its fields flattened into the error's JSON, tagged by `error`).
    #[serde(flatten)]
    pub kind: SpecErrorKind,
    /// What Hadoop's parser reports for the same input (or that it crashes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yarn_message: Option<String>,
}

impl SpecError {
    /// An error of `kind` at `span` of `src`, with its line and column computed from `src`.
    pub fn new(src: &str, span: Span, kind: SpecErrorKind) -> Self {
        let (line, column) = span.line_column(src);
        SpecError { span, line, column, kind, yarn_message: None }
    }

    /// The same error with what Hadoop's own parser says (or that it crashes) for the same input.
    pub fn with_yarn(mut self, message: impl Into<String>) -> Self {
        self.yarn_message = Some(message.into());
        self
    }

    /// The message without the location.
    pub fn what(&self) -> String {
        alloc::format!("{}", What(&self.kind))
    }

    fn at(&self) -> String {
        if self.line > 1 {
            alloc::format!("line {} column {}", self.line, self.column)
        } else {
            alloc::format!("column {}", self.column)
        }
    }
}

fn found(s: &str) -> String {
    if s.is_empty() {
        String::from("nothing")
    } else {
        alloc::format!("`{s}`")
    }
}

struct What<'a>(&'a SpecErrorKind);

impl fmt::Display for What<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SpecErrorKind::*;
        match self.0 {
            Empty => f.write_str("empty placement spec: expected `tag(count),constraint`"),
            EmptyExpression => f.write_str("empty constraint expression: expected IN, NOTIN, CARDINALITY, AND(...) or OR(...)"),
            ExpectedOperator { found: x, dialect } => {
                f.write_str("expected IN, NOTIN, CARDINALITY, AND(...), OR(...)")?;
                match dialect {
                    Dialect::V3_1 => {}
                    Dialect::V3_2 | Dialect::Trunk => f.write_str(" or a node attribute (k=v, k!=v)")?,
                    Dialect::Spindle => f.write_str(", DELAYED_OR(...) or a node attribute (k=v, k!=v)")?,
                }
                write!(f, ", found {}", found(x))
            }
            ExpectedScope { after, found: x, dialect } => {
                let what = if *dialect == Dialect::Spindle { "NODE, RACK or @attribute" } else { "NODE or RACK" };
                write!(f, "expected {what} after {after}, found {}", found(x))?;
                if x.starts_with('@') && *dialect != Dialect::Spindle {
                    f.write_str(" (custom scopes are a Spindle extension: use the spindle dialect)")?;
                } else if x.eq_ignore_ascii_case("host") {
                    f.write_str(" (the design doc's `host` scope is YARN's NODE)")?;
                }
                Ok(())
            }
            MissingScope { after } => write!(f, "expected NODE or RACK after {after}, found the end of the expression"),
            CardinalityTooShort { given } => write!(
                f,
                "CARDINALITY needs CARDINALITY,SCOPE,TAG,...,MIN,MAX (at least 5 elements), found {given}"
            ),
            ExpectedInteger { what, found: x } => write!(f, "expected an integer {what}, found {}", found(x)),
            InvalidNamespace { prefix, dialect } => {
                write!(f, "invalid namespace prefix `{prefix}`: expected self, not-self, all, app-id or app-tag")?;
                if *dialect != Dialect::Spindle && (prefix.starts_with("app-id/") || prefix.starts_with("app-tag/")) {
                    f.write_str(" (YARN's parser cannot read app-id/<id>/<tag>; the spindle dialect can)")?;
                } else if *dialect != Dialect::Spindle && prefix == "attr" {
                    f.write_str(" (attr/ targets are a Spindle extension)")?;
                }
                Ok(())
            }
            SourceTag { found: x, dialect } => match dialect {
                Dialect::V3_1 => write!(f, "expected a source tag and count `tag=count`, found {}", found(x)),
                _ => write!(f, "expected a source tag and count `tag(count)`, found {}", found(x)),
            },
            MissingConstraint { found: x } => write!(
                f,
                "expected `tag=count,constraint` (Hadoop 3.1 needs a constraint after the source tag), found {}",
                found(x)
            ),
            MissingSourceTags => f.write_str(
                "every entry needs a source tag `tag(count)` when the spec has more than one entry (only a single \
                 node-attribute entry may omit it)",
            ),
            ConjunctionFormat { found: x } => write!(f, "expected `(` ... `)` after the operator, found {}", found(x)),
            EmptyConjunction { op } => write!(f, "{op}(...) has no constraint inside (Hadoop needs at least one)"),
            NodeAttribute { found: x } => {
                write!(f, "expected a node attribute expression like k=v or k!=v, found {}", found(x))
            }
            Delay { found: x } => write!(
                f,
                "expected a delay (a count of missed opportunities like 3, or a time like 500ms, 30s, 2m, 1h), found {}",
                found(x)
            ),
            MultipleAttributeKeys { first, second } => write!(
                f,
                "one node-attribute expression has two keys, `{first}` and `{second}`: Hadoop trunk rejects it \
                 (3.2 and 3.3 keep only the last key); write one key per expression, e.g. AND({first}=…:{second}=…)"
            ),
            NestingTooDeep { max } => write!(
                f,
                "AND/OR/DELAYED_OR nested more than {max} deep: Spindle reads at most {max} levels (Hadoop's parser \
                 crashes with a StackOverflowError near 1,000)"
            ),
            LeadingBlank { keyword } => write!(
                f,
                "Hadoop does not skip blanks before {keyword}(...) (it tests the untrimmed text): remove them"
            ),
        }
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // "expected NODE or RACK after NOTIN at column 12, found RAK": the location goes after the expectation.
        let what = self.what();
        let at = self.at();
        match what.find(", found ") {
            Some(i) => write!(f, "{} at {at}{}", &what[..i], &what[i..]),
            None => write!(f, "{what} at {at}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SpecError {}

/// A constraint that a dialect cannot express.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintError {
    /// The dialect that was asked for.
    pub dialect: Dialect,
    /// What the dialect's grammar has no way to say (e.g. a `DELAYED_OR` or an any-tag target in a Hadoop dialect).
    pub reason: String,
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hadoop {} cannot express this: {}", self.dialect, self.reason)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for PrintError {}
