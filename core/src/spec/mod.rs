//! The distributed shell's `-placement_spec` language, in three dialects:
//!
//! * [`Dialect::V3_2`] — Hadoop 3.2.0 and later (3.3, trunk): `zk(3),NOTIN,NODE,zk`, namespaces
//!   (`not-self/zk`), node attributes (`java=1.8`, `os!=windows`), `AND(...)`, `OR(...)`, `:` between entries;
//! * [`Dialect::Trunk`] — Hadoop's newer trunk: 3.2+ except that several node-attribute keys in one expression
//!   (`rm.yarn.io/foo=true,rm.yarn.io/bar=true`) are rejected, where 3.2 and 3.3 keep the last key;
//! * [`Dialect::V3_1`] — Hadoop 3.1.x: `zk=3,NOTIN,NODE,zk`, no namespaces, no node attributes;
//! * [`Dialect::Spindle`] — 3.2 plus extensions real YARN cannot read: `DELAYED_OR(TRY(3,...):...)`, custom
//!   scopes (`NOTIN,@fault_domain,spark`), `app-id/<id>/<tag>`, `*` (any tag), `attr/k=v` targets inside tag
//!   lists, empty source tags `(3),...` and `%XX` escapes in names.
//!
//! The Hadoop dialects follow Hadoop's parser step by step (see `docs/yarn-semantics.md#placementspec-grammar`):
//! they accept exactly what it accepts and read it the same way, quirks included; where Hadoop crashes, Spindle
//! reports an error.
//! Errors carry a byte span and say what was expected. [`lint()`] warns where a spec means something different to
//! another Hadoop version or uses something YARN rejects. [`print_constraint`] writes the canonical (Spindle)
//! text, and `parse(print(c)) == c`.

mod error;
mod java;
mod lint;
mod parser;
mod printer;

pub use error::{PrintError, Span, SpecError, SpecErrorKind};
pub use lint::{lint, lint_against, lint_parsed, Lint, LintCode, Severity};
pub(crate) use printer::print_single;
pub use printer::{percent_decode, print_constraint, print_constraint_for, print_entry, print_spec};

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

use crate::constraint::PlacementConstraint;

/// Which PlacementSpec grammar to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dialect {
    /// Hadoop 3.1.x: `tag=N,constraint`.
    #[serde(rename = "3.1")]
    V3_1,
    /// Hadoop 3.2.0 and later: `tag(N),constraint`.
    #[default]
    #[serde(rename = "3.2")]
    V3_2,
    /// Hadoop 3.2 plus Spindle's extensions.
    #[serde(rename = "spindle")]
    Spindle,
    /// Hadoop's newer trunk: 3.2's grammar, but several node-attribute keys in one expression are an error.
    #[serde(rename = "trunk")]
    Trunk,
}

impl Dialect {
    /// Every dialect, oldest Hadoop first and Spindle's superset last.
    pub const ALL: [Dialect; 4] = [Dialect::V3_1, Dialect::V3_2, Dialect::Trunk, Dialect::Spindle];

    /// The dialect's name as written in scenarios and on the command line (`3.1`, `3.2`, `trunk`, `spindle`).
    pub fn name(self) -> &'static str {
        match self {
            Dialect::V3_1 => "3.1",
            Dialect::V3_2 => "3.2",
            Dialect::Trunk => "trunk",
            Dialect::Spindle => "spindle",
        }
    }

    /// Whether this is a real Hadoop version's grammar.
    pub fn is_hadoop(self) -> bool {
        self != Dialect::Spindle
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dialect::V3_1 => "3.1",
            Dialect::V3_2 => "3.2+",
            Dialect::Trunk => "trunk",
            Dialect::Spindle => "spindle",
        })
    }
}

impl FromStr for Dialect {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "3.1" | "3.1.x" | "v3.1" => Ok(Dialect::V3_1),
            "3.2" | "3.2+" | "3.3" | "3.4" | "v3.2" => Ok(Dialect::V3_2),
            "trunk" => Ok(Dialect::Trunk),
            "spindle" => Ok(Dialect::Spindle),
            _ => Err(alloc::format!("unknown dialect `{s}`: expected 3.1, 3.2 (also 3.3), trunk or spindle")),
        }
    }
}

/// One `sourceTag(count),constraint` entry of a spec.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecEntry {
    /// The source allocation tag (empty for a lone node-attribute entry, which takes `-num_containers`).
    pub source_tag: String,
    /// Number of containers to request (Hadoop accepts any `int`, even negative).
    pub count: i32,
    /// `None` for a count-only entry like `zk(3)`.
    pub constraint: Option<PlacementConstraint>,
    /// Where the entry is in the text.
    pub span: Span,
}

/// A parsed spec: entries in order (duplicates kept, as Hadoop's parser keeps them) plus observations the parser
/// made along the way (reported by [`lint()`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParsedSpec {
    /// The grammar the text was read with.
    pub dialect: Dialect,
    /// The `sourceTag(count),constraint` entries, in the order written.
    pub entries: Vec<SpecEntry>,
    /// What the parser noticed on the way (duplicate source tags, semicolons, empty namespaces…); the lint adds
    /// cross-version findings to these.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Lint>,
}

/// Parses a whole PlacementSpec.
pub fn parse_spec(src: &str, dialect: Dialect) -> Result<ParsedSpec, SpecError> {
    let mut p = parser::Parser::new(src, dialect);
    let entries = p.spec().map_err(|e| p.located(e))?;
    Ok(ParsedSpec { dialect, entries, notes: p.notes })
}

/// Parses one constraint expression (what follows `tag(count),`), e.g. `AND(IN,RACK,hbase:NOTIN,NODE,zk)`.
/// Surrounding blanks are ignored.
pub fn parse_constraint(src: &str, dialect: Dialect) -> Result<PlacementConstraint, SpecError> {
    let mut p = parser::Parser::new(src, dialect);
    p.constraint().map_err(|e| p.located(e))
}

#[cfg(test)]
mod tests;
