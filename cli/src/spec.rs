//! `spindle spec parse [--dialect 3.1|3.2|3.3|trunk|spindle] SPEC` — the parsed entries as JSON (`docs/cli-spec-parse.md`).

use spindle_core::spec::{self, Dialect, SpecError};

use crate::wire::spec::{dialect_name, Constraint, EntryOutput, LintOutput, ParseOutput};
use crate::Outcome;

pub const USAGE: &str = "usage: spindle spec parse [--dialect 3.1|3.2|3.3|trunk|spindle] SPEC\n";

/// Renders a parse error with the offending text underlined.
pub fn render_error(src: &str, e: &SpecError) -> String {
    let mut out = format!("spindle: {e}\n");
    let line_start = src[..e.span.start.min(src.len())].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[line_start..].find('\n').map_or(src.len(), |i| line_start + i);
    let line = &src[line_start..line_end];
    let pad = e.column.saturating_sub(1);
    let width = src.get(e.span.start..e.span.end.min(line_end)).map_or(1, |s| s.chars().count().max(1));
    out.push_str(&format!("  {line}\n  {}{}\n", " ".repeat(pad), "^".repeat(width)));
    if let Some(y) = &e.yarn_message {
        out.push_str(&format!("  Hadoop says: {y}\n"));
    }
    out
}

pub fn run(args: &[String]) -> Outcome {
    let mut args = args.iter();
    match args.next().map(String::as_str) {
        Some("parse") => {}
        Some(other) => return Outcome::usage(format!("spindle spec: unknown subcommand `{other}`\n{USAGE}")),
        None => return Outcome::usage(USAGE),
    }
    let mut dialect = Dialect::V3_2;
    let mut src: Option<&str> = None;
    while let Some(a) = args.next() {
        let value = if a == "--dialect" {
            match args.next() {
                Some(v) => Some(v.as_str()),
                None => return Outcome::usage(format!("spindle spec parse: --dialect needs a value\n{USAGE}")),
            }
        } else {
            a.strip_prefix("--dialect=")
        };
        if let Some(v) = value {
            dialect = match v.parse() {
                Ok(d) => d,
                Err(e) => return Outcome::usage(format!("spindle spec parse: {e}\n")),
            };
        } else if a == "--" {
            src = args.next().map(String::as_str);
            break;
        } else if src.is_none() {
            src = Some(a);
        } else {
            return Outcome::usage(format!("spindle spec parse: unexpected argument `{a}`\n{USAGE}"));
        }
    }
    let Some(src) = src else { return Outcome::usage(format!("spindle spec parse: missing SPEC\n{USAGE}")) };
    match spec::parse_spec(src, dialect) {
        Ok(parsed) => {
            let lints = spec::lint_parsed(src, &parsed);
            // A parsed spec always prints in Spindle's dialect; if it ever does not, that is Spindle's bug (exit 1),
            // never an empty `canonical` with exit 0.
            let canonical = |r: Result<String, spec::PrintError>| {
                r.map_err(|e| Outcome::internal(format!("spindle spec parse: cannot print the parsed spec: {e}\n")))
            };
            let mut entries = Vec::new();
            for e in &parsed.entries {
                let c = e.constraint.as_ref();
                entries.push(EntryOutput {
                    source_tag: e.source_tag.clone(),
                    count: e.count,
                    constraint: c.map(Constraint::from),
                    span: e.span.into(),
                    canonical: match canonical(spec::print_entry(&e.source_tag, e.count, c, Dialect::Spindle)) {
                        Ok(t) => t,
                        Err(o) => return o,
                    },
                    // `None`: that Hadoop version cannot express the entry (documented as null).
                    hadoop_3_2: spec::print_entry(&e.source_tag, e.count, c, Dialect::V3_2).ok(),
                    hadoop_3_1: spec::print_entry(&e.source_tag, e.count, c, Dialect::V3_1).ok(),
                });
            }
            let canonical = match canonical(spec::print_spec(&parsed.entries, Dialect::Spindle)) {
                Ok(t) => t,
                Err(o) => return o,
            };
            let out = ParseOutput {
                dialect: dialect_name(dialect),
                spec: src.to_string(),
                canonical,
                entries,
                lints: lints.iter().map(LintOutput::from).collect(),
            };
            crate::wire::to_json("spindle spec parse", &out)
        }
        Err(e) => {
            let mut stderr = render_error(src, &e);
            for l in spec::lint(src, dialect) {
                stderr.push_str(&format!("  note: {}\n", l.message));
            }
            Outcome { code: 2, stdout: String::new(), stderr }
        }
    }
}
