//! The PlacementSpec parser. It follows Hadoop's `PlacementConstraintParser` step by step (split entries on `:`
//! outside parentheses, split source tag and constraint on the first `),` — or `,` in 3.1 —, then try the
//! target, cardinality, conjunction and node-attribute parsers in that order), over byte-offset pieces so every
//! error points into the original text. Hadoop swallows a sub-parser's error and tries the next; when all fail
//! it says only "Invalid constraint expression". Spindle keeps the most relevant sub-parser's error (chosen by the
//! expression's first word) and Hadoop's message alongside.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::error::{Span, SpecError, SpecErrorKind};
use super::java::{
    comma_tokens, eq_ignore_case, first_token_is, line_breaks, paren_group_in, parse_int, split_constraints,
    split_once, tokenize, Piece,
};
use super::lint::{Lint, LintCode, Severity};
use super::printer::percent_decode;
use super::{Dialect, SpecEntry};
use crate::constraint::ast::*;
use crate::sorted_map::SortedSet;

const CRASH: &str = "java.util.NoSuchElementException (uncaught: Hadoop's parser crashes)";

/// The deepest nesting of conjunctions (`AND`, `OR`, `DELAYED_OR`) Spindle reads; see
/// [`PlacementConstraint::depth`](crate::constraint::PlacementConstraint::depth).
pub(super) use crate::constraint::MAX_NESTING;

/// The key YARN reserves for node partition targets (`PlacementTargets.nodePartition`).
pub(super) const NODE_PARTITION_KEY: &str = "yarn_node_partition/";

pub(crate) enum Fail {
    /// The expression does not start with this sub-parser's keyword (a `PlacementConstraintParseException`
    /// whose message Spindle never shows: [`Parser::expression`] picks the error by the first word).
    NotMine,
    /// A `PlacementConstraintParseException`: Hadoop tries the next sub-parser.
    Soft(SpecError),
    /// An unchecked exception: Hadoop's parser crashes.
    Crash(SpecError),
}

impl Fail {
    fn into_error(self, p: &Parser<'_>, at: Piece<'_>) -> SpecError {
        match self {
            Fail::Soft(e) | Fail::Crash(e) => e,
            Fail::NotMine => p.unknown_operator(at),
        }
    }
}

pub(crate) struct Parser<'s> {
    src: &'s str,
    dialect: Dialect,
    pub notes: Vec<Lint>,
    /// How many conjunctions (`AND`, `OR`, `DELAYED_OR`) enclose the expression being read.
    depth: usize,
    /// Where the source's line terminators are (for the conjunction regex, which stops at them).
    breaks: Vec<usize>,
}

/// Builds a node attribute or partition target with sorted, distinct values.
pub(crate) fn attribute_target(key: String, op: AttributeOp, values: Vec<String>) -> Target {
    let values = crate::constraint::builders::normalize_values(values);
    if key == NODE_PARTITION_KEY {
        Target::NodePartition { op, values }
    } else {
        Target::NodeAttribute { key, op, values }
    }
}

/// `3`, `500ms`, `30s`, `2m`, `1h`.
pub(crate) fn parse_delay(s: &str) -> Option<Delay> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let n: u64 = s[..digits].parse().ok()?;
    let unit = match &s[digits..] {
        "" => return Some(Delay::Opportunities(n)),
        "ms" => 1,
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        _ => return None,
    };
    n.checked_mul(unit).map(Delay::Millis)
}

fn upper(s: &str) -> String {
    s.to_ascii_uppercase()
}

impl<'s> Parser<'s> {
    pub(super) fn new(src: &'s str, dialect: Dialect) -> Self {
        Parser { src, dialect, notes: Vec::new(), depth: 0, breaks: line_breaks(src) }
    }

    fn spindle(&self) -> bool {
        self.dialect == Dialect::Spindle
    }

    /// An error without its line and column: most sub-parser errors are discarded when another sub-parser
    /// succeeds, and locating one costs a pass over the text. [`Parser::located`] fills them in at the end.
    fn err(&self, span: Span, kind: SpecErrorKind) -> SpecError {
        SpecError { span, line: 0, column: 0, kind, yarn_message: None }
    }

    /// The error with its line and column, as it leaves the parser.
    pub(super) fn located(&self, mut e: SpecError) -> SpecError {
        let (line, column) = e.span.line_column(self.src);
        e.line = line;
        e.column = column;
        e
    }

    fn span(p: Piece<'_>) -> Span {
        Span::new(p.start, p.end())
    }

    fn note(&mut self, code: LintCode, severity: Severity, span: Span, message: String) {
        self.notes.push(Lint { code, severity, span: Some(span), message, about: None });
    }

    /// A name as written: percent-decoded in the Spindle dialect, literal otherwise.
    fn name(&self, s: &str) -> String {
        if self.spindle() {
            percent_decode(s)
        } else {
            s.into()
        }
    }

    // -----------------------------------------------------------------------------------------------------------
    // Spec level

    pub(super) fn spec(&mut self) -> Result<Vec<SpecEntry>, SpecError> {
        let whole = Piece::new(0, self.src);
        if whole.trim().is_empty() {
            return Err(self.err(Span::new(0, self.src.len()), SpecErrorKind::Empty).with_yarn(format!(
                "Expecting source allocation tag to be specified sourceTag(numOfAllocations) syntax, but met {}",
                self.src
            )));
        }
        let mut entries = Vec::new();
        for piece in split_constraints(whole) {
            let e = match self.dialect {
                Dialect::V3_1 => self.entry_31(piece)?,
                _ => self.entry_32(piece)?,
            };
            entries.push(e);
        }
        if entries.is_empty() {
            // Only delimiters (`:`, `(`, `::`): Hadoop's tokenizer drops every empty piece and returns an empty map
            // without an error, so the shell requests nothing. Read the same way, with a note.
            self.note(
                LintCode::NoEntries,
                Severity::Warning,
                Span::new(0, self.src.len()),
                String::from(
                    "this spec has no entries (only `:` or `(`): Hadoop reads it without an error and the \
                     distributed shell requests no containers with it",
                ),
            );
        }
        if entries.len() != 1 {
            if let Some(e) = entries.iter().find(|e| e.source_tag.is_empty() && e.count == 0) {
                return Err(self
                    .err(e.span, SpecErrorKind::MissingSourceTags)
                    .with_yarn("Source allocation tags is required for a multi placement constraint expression."));
            }
        }
        Ok(entries)
    }

    pub(super) fn constraint(&mut self) -> Result<PlacementConstraint, SpecError> {
        let p = Piece::new(0, self.src).trim();
        self.expression(p).map_err(|f| f.into_error(self, p))
    }

    fn entry_32(&mut self, piece: Piece<'s>) -> Result<SpecEntry, SpecError> {
        let span = Self::span(piece);
        if let Some((head, rest)) = split_once(piece, "),") {
            let (source_tag, count) = self.source_32(head, true)?;
            let constraint = self.expression(rest).map_err(|f| f.into_error(self, rest))?;
            return Ok(SpecEntry { source_tag, count, constraint: Some(constraint), span });
        }
        let mark = self.notes.len();
        match self.node_attribute(piece) {
            Ok(c) => Ok(SpecEntry { source_tag: String::new(), count: 0, constraint: Some(c), span }),
            Err(Fail::Crash(e)) => Err(e),
            // Hadoop trunk then fails on the source tag; the real reason is the second key.
            Err(Fail::Soft(e)) if matches!(e.kind, SpecErrorKind::MultipleAttributeKeys { .. }) => Err(e),
            Err(_) => {
                self.notes.truncate(mark);
                let (source_tag, count) = self.source_32(piece, false)?;
                Ok(SpecEntry { source_tag, count, constraint: None, span })
            }
        }
    }

    /// `SourceTags.parseFrom`: `tag(count)`. With `closed`, the `)` that ended `head` (consumed by the `),`
    /// split) is appended back, as Hadoop does.
    fn source_32(&mut self, head: Piece<'s>, closed: bool) -> Result<(String, i32), SpecError> {
        let mut text = String::from(head.text);
        if closed {
            text.push(')');
        }
        let span = Span::new(head.start, head.end() + usize::from(closed));
        let full = Piece::new(head.start, text.as_str());
        let yarn_shape = format!(
            "Expecting source allocation tag to be specified sourceTag(numOfAllocations) syntax, but met {text}"
        );
        let tokens = tokenize(full, b"(");
        let (tag, num) = if self.spindle() && text.starts_with('(') && tokens.len() == 1 && text.ends_with(')') {
            // Spindle: `(3)` — no source tag, an explicit count.
            (String::new(), tokens[0])
        } else if tokens.len() == 2 && text.ends_with(')') {
            (self.name(tokens[0].text), tokens[1])
        } else {
            return Err(self
                .err(span, SpecErrorKind::SourceTag { found: text.clone(), dialect: self.dialect })
                .with_yarn(yarn_shape));
        };
        let num_text = &num.text[..num.text.len() - 1];
        let Some(count) = parse_int(num_text) else {
            let s = Span::new(num.start, num.start + num_text.len());
            return Err(self
                .err(s, SpecErrorKind::ExpectedInteger { what: "number of containers".into(), found: num_text.into() })
                .with_yarn(format!("Value of the expression must be an integer, but met {num_text}")));
        };
        let raw_tag = tokens.first().map_or("", |t| t.text);
        if !tag.is_empty() && raw_tag.trim_matches(|c: char| c <= ' ').len() != raw_tag.len() {
            self.note(
                LintCode::UntrimmedSourceTag,
                Severity::Warning,
                span,
                format!("the source tag `{raw_tag}` includes blanks: Hadoop does not trim it, so containers get the tag `{raw_tag}`"),
            );
        }
        Ok((tag, count))
    }

    fn entry_31(&mut self, piece: Piece<'s>) -> Result<SpecEntry, SpecError> {
        let span = Self::span(piece);
        let Some((head, rest)) = split_once(piece, ",") else {
            return Err(self
                .err(span, SpecErrorKind::MissingConstraint { found: piece.text.into() })
                .with_yarn(format!("Unexpected placement constraint expression {}", piece.text)));
        };
        let tokens = tokenize(head, b"=");
        if tokens.len() != 2 {
            return Err(self
                .err(Self::span(head), SpecErrorKind::SourceTag { found: head.text.into(), dialect: self.dialect })
                .with_yarn(format!(
                    "Expecting source allocation tag to be specified sourceTag=numOfAllocations syntax, but met {}",
                    head.text
                )));
        }
        let Some(count) = parse_int(tokens[1].text) else {
            return Err(self
                .err(
                    Self::span(tokens[1]),
                    SpecErrorKind::ExpectedInteger {
                        what: "number of containers".into(),
                        found: tokens[1].text.into(),
                    },
                )
                .with_yarn(format!("Value of the expression must be an integer, but met {}", tokens[1].text)));
        };
        let constraint = self.expression(rest).map_err(|f| f.into_error(self, rest))?;
        Ok(SpecEntry { source_tag: tokens[0].text.into(), count, constraint: Some(constraint), span })
    }

    // -----------------------------------------------------------------------------------------------------------
    // Expressions

    /// `parseExpression`: target, cardinality, conjunction, node attribute — the first that succeeds.
    fn expression(&mut self, p: Piece<'s>) -> Result<PlacementConstraint, Fail> {
        let mark = self.notes.len();
        let soft = |f: Fail, notes: &mut Vec<Lint>| {
            notes.truncate(mark);
            match f {
                Fail::Crash(e) => Err(Fail::Crash(e)),
                Fail::Soft(e) => Ok(Some(e)),
                Fail::NotMine => Ok(None),
            }
        };
        let target = match self.target(p) {
            Ok(c) => return Ok(c),
            Err(f) => soft(f, &mut self.notes)?,
        };
        let cardinality = match self.cardinality(p) {
            Ok(c) => return Ok(c),
            Err(f) => soft(f, &mut self.notes)?,
        };
        let conjunction = match self.conjunction(p) {
            Ok(c) => return Ok(c),
            Err(f) => soft(f, &mut self.notes)?,
        };
        let attribute = if self.dialect == Dialect::V3_1 {
            None
        } else {
            match self.node_attribute(p) {
                Ok(c) => return Ok(c),
                Err(f) => soft(f, &mut self.notes)?,
            }
        };
        let chosen = if let Some(e) = target.or(cardinality).or(conjunction) {
            e
        } else if let (Some((_, kw)), false) = (self.conjunction_keyword(p.trim().text), p.trim().text == p.text) {
            self.err(Span::new(p.start, p.trim().start), SpecErrorKind::LeadingBlank { keyword: kw.into() })
        } else if let (Some(a), true) = (attribute, p.text.contains('=')) {
            a
        } else {
            self.unknown_operator(p)
        };
        Err(Fail::Soft(chosen.with_yarn(format!("Invalid constraint expression {}", p.text))))
    }

    /// "expected IN, NOTIN, …, found X" for the first word of `p`.
    fn unknown_operator(&self, p: Piece<'_>) -> SpecError {
        let tokens = comma_tokens(p);
        let at = tokens.first().copied().unwrap_or(p);
        let found = if at.text.len() > 40 { format!("{}…", truncate(at.text, 40)) } else { at.text.into() };
        self.err(Self::span(at), SpecErrorKind::ExpectedOperator { found, dialect: self.dialect })
    }

    fn conjunction_keyword(&self, text: &str) -> Option<(usize, &'static str)> {
        if self.spindle() {
            for (kw, name) in [
                ("DELAYED_OR_RESET", "DELAYED_OR_RESET"),
                ("delayed_or_reset", "DELAYED_OR_RESET"),
                ("DELAYED_OR", "DELAYED_OR"),
                ("delayed_or", "DELAYED_OR"),
            ] {
                if text.starts_with(kw) {
                    return Some((kw.len(), name));
                }
            }
        }
        if text.starts_with("and") || text.starts_with("AND") {
            Some((3, "AND"))
        } else if text.starts_with("or") || text.starts_with("OR") {
            Some((2, "OR"))
        } else {
            None
        }
    }

    fn scope(&mut self, tok: Piece<'s>, after: &str) -> Result<Scope, Fail> {
        let t = tok.text;
        if eq_ignore_case(t, "node") {
            return Ok(Scope::Node);
        }
        if eq_ignore_case(t, "rack") {
            return Ok(Scope::Rack);
        }
        if self.spindle() && t.len() > 1 && t.starts_with('@') {
            return Ok(Scope::from_name(&self.name(&t[1..])));
        }
        Err(Fail::Soft(
            self.err(
                Self::span(tok),
                SpecErrorKind::ExpectedScope { after: after.into(), found: t.into(), dialect: self.dialect },
            )
            .with_yarn(format!("expecting scope to node or rack, but met {t}")),
        ))
    }

    /// `IN|NOTIN,SCOPE,tag,...`.
    fn target(&mut self, p: Piece<'s>) -> Result<PlacementConstraint, Fail> {
        if p.text.bytes().all(|b| b == b',') {
            return Err(Fail::Crash(self.err(Self::span(p), SpecErrorKind::EmptyExpression).with_yarn(CRASH)));
        }
        if !first_token_is(p, "in") && !first_token_is(p, "notin") {
            return Err(Fail::NotMine);
        }
        let tokens = comma_tokens(p);
        let op = tokens[0];
        let is_in = eq_ignore_case(op.text, "in");
        let Some(&scope_tok) = tokens.get(1) else {
            return Err(Fail::Crash(
                self.err(Span::new(p.end(), p.end()), SpecErrorKind::MissingScope { after: upper(op.text) })
                    .with_yarn(CRASH),
            ));
        };
        let scope = self.scope(scope_tok, &upper(op.text))?;
        let targets = self.targets(&tokens[2..])?;
        let (min, max) = if is_in { (1, UNBOUNDED) } else { (0, 0) };
        Ok(PlacementConstraint::Single(SingleConstraint { scope, min, max, targets }))
    }

    fn targets(&mut self, tokens: &[Piece<'s>]) -> Result<Vec<Target>, Fail> {
        let mut out: Vec<Target> = Vec::new();
        if self.dialect == Dialect::V3_1 {
            // One target expression holding every tag (a TreeSet), no namespaces; no tags = any tag.
            let tags: SortedSet<&str> = tokens.iter().map(|t| t.text).collect();
            if tags.is_empty() {
                out.push(Target::AllocationTag { namespace: Namespace::SelfApp, tag: None });
            }
            for &t in tags.iter() {
                out.push(Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(t.into()) });
            }
            return Ok(out);
        }
        for &tok in tokens {
            let t = self.tag_target(tok)?;
            if !out.contains(&t) {
                out.push(t);
            }
        }
        Ok(out)
    }

    fn invalid_namespace(&self, tok: Piece<'_>, prefix: &str) -> Fail {
        Fail::Soft(
            self.err(Self::span(tok), SpecErrorKind::InvalidNamespace { prefix: prefix.into(), dialect: self.dialect })
                .with_yarn(format!("Invalid namespace prefix: {prefix}")),
        )
    }

    /// One target tag with its namespace (`parseNameSpace`).
    fn tag_target(&mut self, tok: Piece<'s>) -> Result<Target, Fail> {
        let t = tok.text;
        if !self.spindle() {
            // Hadoop: the prefix is everything before the LAST '/'.
            return Ok(match t.rfind('/') {
                Some(i) => {
                    let prefix = &t[..i];
                    let namespace = match prefix {
                        "self" => Namespace::SelfApp,
                        "not-self" => Namespace::NotSelf,
                        "all" => Namespace::All,
                        "app-id" => Namespace::AppId(String::new()),
                        "app-tag" => Namespace::AppTag(String::new()),
                        _ => return Err(self.invalid_namespace(tok, prefix)),
                    };
                    Target::AllocationTag { namespace, tag: Some(t[i + 1..].into()) }
                }
                None => Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(t.into()) },
            });
        }
        if t == "*" {
            return Ok(Target::AllocationTag { namespace: Namespace::SelfApp, tag: None });
        }
        if let Some(rest) = t.strip_prefix("attr/") {
            return self.attr_token(tok, rest);
        }
        let Some(i) = t.find('/') else {
            return Ok(Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(self.name(t)) });
        };
        let (prefix, rest) = (&t[..i], &t[i + 1..]);
        let (namespace, tag_text) = match prefix {
            "self" => (Namespace::SelfApp, rest),
            "not-self" => (Namespace::NotSelf, rest),
            "all" => (Namespace::All, rest),
            "app-id" | "app-tag" => {
                let (value, tag) = match rest.find('/') {
                    Some(j) => (self.name(&rest[..j]), &rest[j + 1..]),
                    None => (String::new(), rest),
                };
                (if prefix == "app-id" { Namespace::AppId(value) } else { Namespace::AppTag(value) }, tag)
            }
            _ => return Err(self.invalid_namespace(tok, prefix)),
        };
        let tag = if tag_text == "*" { None } else { Some(self.name(tag_text)) };
        Ok(Target::AllocationTag { namespace, tag })
    }

    /// Spindle `attr/key=v1|v2` or `attr/key!=v1|v2` inside a target list.
    fn attr_token(&mut self, tok: Piece<'s>, rest: &str) -> Result<Target, Fail> {
        let bad = || Fail::Soft(self.err(Self::span(tok), SpecErrorKind::NodeAttribute { found: tok.text.into() }));
        let Some(eq) = rest.find('=') else { return Err(bad()) };
        let (key, op) = if eq > 0 && rest.as_bytes()[eq - 1] == b'!' {
            (&rest[..eq - 1], AttributeOp::Ne)
        } else {
            (&rest[..eq], AttributeOp::Eq)
        };
        if key.is_empty() {
            return Err(bad());
        }
        let raw = &rest[eq + 1..];
        let values = if raw.is_empty() { Vec::new() } else { raw.split('|').map(|v| self.name(v)).collect() };
        Ok(attribute_target(self.name(key), op, values))
    }

    /// `CARDINALITY,SCOPE,tag,...,min,max`.
    fn cardinality(&mut self, p: Piece<'s>) -> Result<PlacementConstraint, Fail> {
        if !first_token_is(p, "cardinality") {
            return Err(Fail::NotMine);
        }
        let tokens = comma_tokens(p);
        let Some(&scope_tok) = tokens.get(1) else {
            return Err(Fail::Soft(
                self.err(Span::new(p.end(), p.end()), SpecErrorKind::MissingScope { after: "CARDINALITY".into() })
                    .with_yarn("Expecting more tokens"),
            ));
        };
        let scope = self.scope(scope_tok, "CARDINALITY")?;
        let rest = &tokens[2..];
        let needed = if self.spindle() { 2 } else { 3 };
        if rest.len() < needed {
            return Err(Fail::Soft(
                self.err(Self::span(p), SpecErrorKind::CardinalityTooShort { given: rest.len() + 2 }).with_yarn(
                    format!(
                        "Invalid syntax for a cardinality expression, expecting \"cardinality,SCOPE,TARGET_TAG,...,\
                     TARGET_TAG,MIN_CARDINALITY,MAX_CARDINALITY\" at least 5 elements, but only {} is given.",
                        rest.len() + 2
                    ),
                ),
            ));
        }
        let int = |this: &Self, tok: Piece<'_>, what: &str| {
            parse_int(tok.text).ok_or_else(|| {
                Fail::Soft(
                    this.err(
                        Self::span(tok),
                        SpecErrorKind::ExpectedInteger { what: what.into(), found: tok.text.into() },
                    )
                    .with_yarn(format!("Expecting an Integer, but get {}", tok.text)),
                )
            })
        };
        let max = int(self, rest[rest.len() - 1], "maximum cardinality")?;
        let min = int(self, rest[rest.len() - 2], "minimum cardinality")?;
        let targets = self.targets(&rest[..rest.len() - 2])?;
        Ok(PlacementConstraint::Single(SingleConstraint { scope, min, max, targets }))
    }

    /// `AND(c1:c2:...)`, `OR(...)`, Spindle `DELAYED_OR(...)` / `DELAYED_OR_RESET(...)`.
    fn conjunction(&mut self, p: Piece<'s>) -> Result<PlacementConstraint, Fail> {
        let Some((kw_len, op)) = self.conjunction_keyword(p.text) else {
            return Err(Fail::NotMine);
        };
        let Some(group) = paren_group_in(p, &self.breaks) else {
            return Err(Fail::Soft(
                self.err(
                    Span::new(p.start + kw_len, p.end()),
                    SpecErrorKind::ConjunctionFormat { found: p.text[kw_len..].into() },
                )
                .with_yarn(format!(
                    "Unexpected format, expecting [AND|OR](A:B...) but current expression is {}",
                    p.text
                )),
            ));
        };
        let between = &p.text[kw_len..group.start - p.start - 1];
        let after = &p.text[group.end() - p.start + 1..];
        if !between.is_empty() || !after.trim_matches(|c: char| c <= ' ').is_empty() {
            self.note(
                LintCode::IgnoredText,
                Severity::Warning,
                Self::span(p),
                format!(
                    "Hadoop reads `{}` as {op}(...) and silently ignores {}",
                    truncate(p.text, 40),
                    match (between.is_empty(), after.trim_matches(|c: char| c <= ' ').is_empty()) {
                        (false, false) => format!("`{between}` before the parenthesis and `{after}` after it"),
                        (false, true) => format!("`{between}` between {op} and the parenthesis"),
                        _ => format!("`{after}` after the closing parenthesis"),
                    }
                ),
            );
        }
        let kids: Vec<Piece<'s>> = split_constraints(group).into_iter().map(|k| k.trim()).collect();
        let empty = kids.len() == 1 && kids[0].is_empty();
        if empty && !self.spindle() {
            return Err(Fail::Crash(
                self.err(Self::span(p), SpecErrorKind::EmptyConjunction { op: op.into() }).with_yarn(CRASH),
            ));
        }
        let kids = if empty { Vec::new() } else { kids };
        if kids.is_empty() && !self.spindle() {
            // `AND(:)`: the tokenizer drops the empty pieces around `:`, and Hadoop's `shouldHaveNext` rejects a
            // conjunction without children ("Expecting more tokens") — a parse error the caller may recover from
            // (`or(a=I:OR(:))` is then read as a node attribute `or(a`).
            return Err(Fail::Soft(
                self.err(Self::span(p), SpecErrorKind::EmptyConjunction { op: op.into() })
                    .with_yarn("Expecting more tokens"),
            ));
        }
        if self.depth >= MAX_NESTING {
            // Hadoop recurses here too and dies with a StackOverflowError (an Error no sub-parser catches) near
            // 1,000–1,600 levels; Spindle stops earlier, with a message, so that no later walk over the tree (the
            // evaluator, the printer, JSON, the browser's smaller stack) can overflow.
            return Err(Fail::Crash(
                self.err(Self::span(p), SpecErrorKind::NestingTooDeep { max: MAX_NESTING })
                    .with_yarn("java.lang.StackOverflowError (uncaught: Hadoop's parser crashes near 1,000 levels)"),
            ));
        }
        self.depth += 1;
        let result = self.conjunction_children(op, kids);
        self.depth -= 1;
        result
    }

    fn conjunction_children(&mut self, op: &str, kids: Vec<Piece<'s>>) -> Result<PlacementConstraint, Fail> {
        if op.starts_with("DELAYED_OR") {
            let mut alternatives = Vec::with_capacity(kids.len());
            for k in kids {
                alternatives.push(self.alternative(k)?);
            }
            return Ok(PlacementConstraint::DelayedOr(DelayedOr {
                alternatives,
                reset_on_allocation: op == "DELAYED_OR_RESET",
            }));
        }
        let mut children = Vec::with_capacity(kids.len());
        for k in kids {
            children.push(self.expression(k)?);
        }
        Ok(if op == "AND" { PlacementConstraint::And { children } } else { PlacementConstraint::Or { children } })
    }

    /// A `DELAYED_OR` alternative: `TRY(delay,constraint)` or a bare constraint (never expires).
    fn alternative(&mut self, k: Piece<'s>) -> Result<TimedConstraint, Fail> {
        let t = k.text;
        if (t.starts_with("TRY(") || t.starts_with("try(")) && t.ends_with(')') {
            let inner = k.slice(4, t.len() - 1);
            let Some((d, rest)) = split_once(inner, ",") else {
                return Err(Fail::Soft(self.err(Self::span(inner), SpecErrorKind::Delay { found: inner.text.into() })));
            };
            let d = d.trim();
            let Some(delay) = parse_delay(d.text) else {
                return Err(Fail::Soft(self.err(Self::span(d), SpecErrorKind::Delay { found: d.text.into() })));
            };
            let constraint = self.expression(rest.trim())?;
            return Ok(TimedConstraint { constraint, delay: Some(delay) });
        }
        Ok(TimedConstraint { constraint: self.expression(k)?, delay: None })
    }

    /// `NodeConstraintParser`: `k=v,v2` or `k!=v`.
    fn node_attribute(&mut self, p: Piece<'s>) -> Result<PlacementConstraint, Fail> {
        let tokens = comma_tokens(p);
        let mut name: Option<Piece<'s>> = None;
        let mut op = AttributeOp::Eq;
        let mut values: Vec<String> = Vec::new();
        for tok in tokens {
            let mut kv = tokenize(tok, b"!=");
            if kv.len() < 2 {
                kv = tokenize(tok, b"=");
            }
            let value = if kv.len() > 1 {
                op = if tok.text.contains("!=") {
                    AttributeOp::Ne
                } else if tok.text.contains('=') {
                    AttributeOp::Eq
                } else {
                    return Err(Fail::Soft(
                        self.err(Self::span(tok), SpecErrorKind::NodeAttribute { found: tok.text.into() })
                            .with_yarn(format!("expecting valid expression like k=v or k!=v, but get {}", tok.text)),
                    ));
                };
                if let Some(prev) = name {
                    if prev.text != kv[0].text && self.dialect == Dialect::Trunk {
                        return Err(Fail::Soft(
                            self.err(
                                Self::span(p.trim()),
                                SpecErrorKind::MultipleAttributeKeys {
                                    first: prev.text.into(),
                                    second: kv[0].text.into(),
                                },
                            )
                            .with_yarn(format!("Invalid constraint expression {}", p.text)),
                        ));
                    }
                    if prev.text != kv[0].text {
                        self.note(
                            LintCode::MultipleAttributeKeys,
                            Severity::Warning,
                            Self::span(p),
                            format!(
                                "several attribute keys (`{}`, `{}`): Hadoop keeps only the last key and its operator, \
                                 and turns the earlier values into values of `{}`",
                                prev.text, kv[0].text, kv[0].text
                            ),
                        );
                    }
                }
                name = Some(kv[0]);
                kv[1].text
            } else {
                tok.text
            };
            values.push(self.name(value));
        }
        let Some(name) = name else {
            let shown = p.trim();
            return Err(Fail::Soft(
                self.err(Self::span(shown), SpecErrorKind::NodeAttribute { found: shown.text.into() })
                    .with_yarn(format!("expecting valid expression like k=v or k!=v, but get [{}]", values.join(", "))),
            ));
        };
        let target = attribute_target(self.name(name.text), op, values);
        Ok(PlacementConstraint::Single(SingleConstraint {
            scope: Scope::Node,
            min: -1,
            max: -1,
            targets: alloc::vec![target],
        }))
    }
}

fn truncate(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}
