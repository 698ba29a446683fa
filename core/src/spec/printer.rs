//! Writes constraints and specs back as PlacementSpec text.
//!
//! [`print_constraint`] writes the canonical Spindle text: upper-case keywords, `IN`/`NOTIN` where the bounds
//! allow, names percent-escaped where they contain a character the grammar reserves. Parsing it back with
//! [`Dialect::Spindle`](super::Dialect) gives the same constraint. [`print_constraint_for`] writes what a Hadoop
//! version can read, or says why it cannot.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::error::PrintError;
use super::parser::NODE_PARTITION_KEY;
use super::{Dialect, SpecEntry};
use crate::constraint::ast::*;

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Whether `c` must be escaped. Runs per character of every name the explanations print (a verdict per
/// placement): a `match` rather than a search of the reserved characters as a string, which opt-level "z" leaves
/// as calls.
fn reserved(c: char, extra: &str) -> bool {
    matches!(c, '\0'..=' ' | '\u{7f}' | '%' | ',' | ':' | '(' | ')') || (!extra.is_empty() && extra.contains(c))
}

/// Percent-escapes characters the grammar reserves (plus `extra`).
fn escape(s: &str, extra: &str) -> String {
    let mut out = String::with_capacity(s.len());
    // Runs of characters that need no escape are copied whole (names rarely need any).
    let mut plain = 0;
    for (i, c) in s.char_indices() {
        if reserved(c, extra) {
            out.push_str(&s[plain..i]);
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push('%');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
            plain = i + c.len_utf8();
        }
    }
    out.push_str(&s[plain..]);
    out
}

/// Decodes `%XX` escapes (invalid escapes are kept as written).
pub fn percent_decode(s: &str) -> String {
    if !s.contains('%') {
        return s.into();
    }
    let b = s.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = |x: u8| (x as char).to_digit(16);
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| s.into())
}

struct Printer {
    dialect: Dialect,
    out: String,
}

impl Printer {
    fn fail(&self, reason: impl Into<String>) -> PrintError {
        PrintError { dialect: self.dialect, reason: reason.into() }
    }

    /// A name as the dialect writes it: escaped in Spindle, verbatim (if possible) in Hadoop's.
    fn name(&self, s: &str, extra: &str, what: &str) -> Result<String, PrintError> {
        // No dialect can write an empty name: its text would be read as a missing one (found by fuzzing:
        // `Z=@,\x19` parses with an empty value, since Java's trim() strips control characters).
        if s.is_empty() {
            return Err(self.fail(format!("the {what} is empty, which no PlacementSpec can write")));
        }
        if self.dialect == Dialect::Spindle {
            return Ok(escape(s, extra));
        }
        if s.is_empty() || s.chars().any(|c| reserved(c, extra)) {
            return Err(self.fail(format!("the {what} `{s}` is empty or contains a character the grammar reserves")));
        }
        Ok(s.into())
    }

    fn constraint(&mut self, c: &PlacementConstraint) -> Result<(), PrintError> {
        match c {
            PlacementConstraint::Single(s) => self.single(s),
            PlacementConstraint::And { children } => self.group("AND", children),
            PlacementConstraint::Or { children } => self.group("OR", children),
            PlacementConstraint::DelayedOr(d) => {
                if self.dialect != Dialect::Spindle {
                    return Err(self.fail("DELAYED_OR has no PlacementSpec syntax in Hadoop"));
                }
                self.out.push_str(if d.reset_on_allocation { "DELAYED_OR_RESET(" } else { "DELAYED_OR(" });
                for (i, a) in d.alternatives.iter().enumerate() {
                    if i > 0 {
                        self.out.push(':');
                    }
                    match a.delay {
                        Some(Delay::Opportunities(n)) => {
                            let _ = write!(self.out, "TRY({n},");
                        }
                        Some(Delay::Millis(ms)) => {
                            let _ = write!(self.out, "TRY({ms}ms,");
                        }
                        None => {}
                    }
                    self.constraint(&a.constraint)?;
                    if a.delay.is_some() {
                        self.out.push(')');
                    }
                }
                self.out.push(')');
                Ok(())
            }
        }
    }

    fn group(&mut self, op: &str, children: &[PlacementConstraint]) -> Result<(), PrintError> {
        if children.is_empty() && self.dialect != Dialect::Spindle {
            return Err(self.fail(format!("{op}() without children crashes Hadoop's parser")));
        }
        self.out.push_str(op);
        self.out.push('(');
        for (i, c) in children.iter().enumerate() {
            if i > 0 {
                self.out.push(':');
            }
            self.constraint(c)?;
        }
        self.out.push(')');
        Ok(())
    }

    fn single(&mut self, s: &SingleConstraint) -> Result<(), PrintError> {
        // The node-attribute form `k=v1,v2` (what Hadoop's NodeConstraintParser produces).
        if let ([t], Scope::Node, -1, -1) = (s.targets.as_slice(), &s.scope, s.min, s.max) {
            let parts = match t {
                Target::NodeAttribute { key, op, values } if !values.is_empty() && !key.is_empty() => {
                    Some((key.as_str(), *op, values))
                }
                Target::NodePartition { op, values } if !values.is_empty() => Some((NODE_PARTITION_KEY, *op, values)),
                _ => None,
            };
            if let Some((key, op, values)) = parts {
                if self.dialect == Dialect::V3_1 {
                    return Err(self.fail("node attributes have no PlacementSpec syntax in Hadoop 3.1"));
                }
                let key =
                    if key == NODE_PARTITION_KEY { String::from(key) } else { self.name(key, "=!|", "attribute key")? };
                let _ = write!(self.out, "{key}{}", op.symbol());
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        self.out.push(',');
                    }
                    let v = self.name(v, "=!|", "attribute value")?;
                    self.out.push_str(&v);
                }
                return Ok(());
            }
        }
        let head = if s.is_in() {
            "IN"
        } else if s.is_not_in() {
            "NOTIN"
        } else {
            "CARDINALITY"
        };
        let scope = match &s.scope {
            Scope::Node => String::from("NODE"),
            Scope::Rack => String::from("RACK"),
            Scope::Attribute(k) => {
                if self.dialect != Dialect::Spindle {
                    return Err(self.fail(format!("Hadoop knows only the NODE and RACK scopes, not `{k}`")));
                }
                format!("@{}", escape(k, ""))
            }
        };
        let mut targets = Vec::with_capacity(s.targets.len());
        for t in &s.targets {
            targets.push(self.target(t)?);
        }
        match self.dialect {
            Dialect::V3_1 => {
                let any = s.targets.len() == 1 && matches!(s.targets[0], Target::AllocationTag { tag: None, .. });
                if s.targets.is_empty() {
                    return Err(self.fail("a constraint without targets (Hadoop 3.1 reads `IN,NODE` as any tag)"));
                }
                if any {
                    if head == "CARDINALITY" {
                        return Err(self.fail("CARDINALITY over any tag (Hadoop needs at least one tag)"));
                    }
                    targets.clear();
                } else if targets.iter().any(String::is_empty) {
                    return Err(self.fail("an any-tag target next to other targets"));
                }
            }
            Dialect::V3_2 | Dialect::Trunk if head == "CARDINALITY" && targets.is_empty() => {
                return Err(self.fail("CARDINALITY without a target tag"));
            }
            _ => {}
        }
        self.out.push_str(head);
        self.out.push(',');
        self.out.push_str(&scope);
        for t in targets {
            self.out.push(',');
            self.out.push_str(&t);
        }
        if head == "CARDINALITY" {
            let _ = write!(self.out, ",{},{}", s.min, s.max);
        }
        Ok(())
    }

    fn target(&self, t: &Target) -> Result<String, PrintError> {
        match (self.dialect, t) {
            (Dialect::Spindle, Target::AllocationTag { namespace, tag }) => {
                let tag_text = match tag {
                    None => String::from("*"),
                    Some(t) if t == "*" => String::from("%2A"),
                    Some(t) => escape(t, ""),
                };
                Ok(match namespace {
                    Namespace::SelfApp if tag.as_deref().is_some_and(|t| !t.contains('/')) || tag.is_none() => tag_text,
                    Namespace::SelfApp => format!("self/{tag_text}"),
                    Namespace::NotSelf => format!("not-self/{tag_text}"),
                    Namespace::All => format!("all/{tag_text}"),
                    Namespace::AppId(v) => format!("app-id/{}/{tag_text}", escape(v, "/")),
                    Namespace::AppTag(v) => format!("app-tag/{}/{tag_text}", escape(v, "/")),
                })
            }
            (Dialect::Spindle, Target::NodeAttribute { key, op, values }) => Ok(format!(
                "attr/{}{}{}",
                escape(key, "=!|"),
                op.symbol(),
                values.iter().map(|v| escape(v, "=!|")).collect::<Vec<_>>().join("|")
            )),
            (Dialect::Spindle, Target::NodePartition { op, values }) => Ok(format!(
                "attr/{NODE_PARTITION_KEY}{}{}",
                op.symbol(),
                values.iter().map(|v| escape(v, "=!|")).collect::<Vec<_>>().join("|")
            )),
            (_, Target::NodeAttribute { .. } | Target::NodePartition { .. }) => Err(self.fail(
                "a node attribute or partition target inside a tag list (Hadoop only reads a lone `k=v` expression)",
            )),
            (Dialect::V3_1, Target::AllocationTag { namespace, tag }) => {
                if *namespace != Namespace::SelfApp {
                    return Err(self.fail(format!("the namespace `{namespace}` (Hadoop 3.1 has no namespaces)")));
                }
                match tag {
                    None => Ok(String::new()),
                    Some(t) => self.name(t, "", "tag"),
                }
            }
            (_, Target::AllocationTag { namespace, tag }) => {
                let Some(t) = tag else {
                    return Err(self.fail("an any-tag target (Hadoop 3.2+ cannot write an empty tag set)"));
                };
                let t = self.name(t, "/", "tag")?;
                Ok(match namespace {
                    Namespace::SelfApp => t,
                    Namespace::AppId(v) | Namespace::AppTag(v) if !v.is_empty() => {
                        return Err(self.fail(format!(
                            "`{namespace}/{t}`: Hadoop's parser cannot read a namespace value (app-id/<id>/<tag>)"
                        )));
                    }
                    ns => format!("{}/{t}", ns.keyword()),
                })
            }
        }
    }
}

/// The canonical Spindle text of a constraint.
pub fn print_constraint(c: &PlacementConstraint) -> String {
    let mut p = Printer { dialect: Dialect::Spindle, out: String::new() };
    let _ = p.constraint(c);
    p.out
}

/// [`print_constraint`] of a single constraint, without wrapping (so copying) it into a [`PlacementConstraint`]:
/// the explanations print one for every placement.
pub(crate) fn print_single(s: &SingleConstraint) -> String {
    let mut p = Printer { dialect: Dialect::Spindle, out: String::new() };
    let _ = p.single(s);
    p.out
}

/// The text of a constraint in a given dialect, or why that dialect cannot express it.
pub fn print_constraint_for(c: &PlacementConstraint, dialect: Dialect) -> Result<String, PrintError> {
    let mut p = Printer { dialect, out: String::new() };
    p.constraint(c)?;
    Ok(p.out)
}

fn is_attribute_form(c: &PlacementConstraint) -> bool {
    matches!(c, PlacementConstraint::Single(s)
        if s.scope == Scope::Node && s.min == -1 && s.max == -1 && s.targets.len() == 1
            && matches!(&s.targets[0], Target::NodeAttribute { values, key, .. } if !values.is_empty() && !key.is_empty())
                | matches!(&s.targets[0], Target::NodePartition { values, .. } if !values.is_empty()))
}

/// One spec entry in a dialect.
pub fn print_entry(
    source_tag: &str,
    count: i32,
    constraint: Option<&PlacementConstraint>,
    dialect: Dialect,
) -> Result<String, PrintError> {
    let fail = |reason: &str| PrintError { dialect, reason: reason.into() };
    let body = constraint.map(|c| print_constraint_for(c, dialect)).transpose()?;
    if dialect == Dialect::V3_1 {
        let Some(body) = body else { return Err(fail("an entry without a constraint (Hadoop 3.1 needs one)")) };
        let p = Printer { dialect, out: String::new() };
        let tag = p.name(source_tag, "=!", "source tag")?;
        return Ok(format!("{tag}={count},{body}"));
    }
    if source_tag.is_empty() && count == 0 {
        if let (Some(c), Some(body)) = (constraint, &body) {
            if is_attribute_form(c) {
                return Ok(body.clone());
            }
        }
    }
    let tag = if source_tag.is_empty() && dialect == Dialect::Spindle {
        String::new()
    } else {
        let p = Printer { dialect, out: String::new() };
        // `=` and `!` would make a count-only entry read as a node attribute.
        p.name(source_tag, "=!", "source tag")?
    };
    Ok(match body {
        Some(b) => format!("{tag}({count}),{b}"),
        None => format!("{tag}({count})"),
    })
}

/// A whole spec (entries joined with `:`) in a dialect. No entries is `:`, the shortest text Hadoop reads as
/// an empty spec (the empty text is an error to it).
pub fn print_spec(entries: &[SpecEntry], dialect: Dialect) -> Result<String, PrintError> {
    if entries.is_empty() {
        return Ok(String::from(":"));
    }
    let mut parts = Vec::with_capacity(entries.len());
    for e in entries {
        parts.push(print_entry(&e.source_tag, e.count, e.constraint.as_ref(), dialect)?);
    }
    Ok(parts.join(":"))
}
