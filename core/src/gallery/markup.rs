//! The small markup of lesson text: `[[term-id]]` links the glossary term `term-id` showing its name, and
//! `[[term-id|shown text]]` shows other words. Everything else is plain text (never HTML). A `[[` without a
//! closing `]]` is kept as text.

use alloc::string::String;
use alloc::vec::Vec;

/// A piece of marked-up text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fragment<'a> {
    /// Plain text, shown as is.
    Text(&'a str),
    /// A link to the glossary term `id`, shown as `text` (the term's name when the markup gave none).
    Term {
        /// The glossary term's id.
        id: &'a str,
        /// The words shown.
        text: &'a str,
    },
}

/// Splits marked-up text into plain text and glossary links, in order.
pub fn parse(text: &str) -> Vec<Fragment<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find("[[") {
        let Some(len) = rest[open + 2..].find("]]") else { break };
        let inner = &rest[open + 2..open + 2 + len];
        if open > 0 {
            out.push(Fragment::Text(&rest[..open]));
        }
        let (id, shown) = match inner.split_once('|') {
            Some((id, shown)) => (id.trim(), shown),
            None => (inner.trim(), ""),
        };
        let shown = if shown.is_empty() { super::glossary::term(id).map_or(id, |t| t.term) } else { shown };
        out.push(Fragment::Term { id, text: shown });
        rest = &rest[open + 2 + len + 2..];
    }
    if !rest.is_empty() {
        out.push(Fragment::Text(rest));
    }
    out
}

/// The text as a reader sees it, without the markup.
pub fn plain(text: &str) -> String {
    parse(text)
        .into_iter()
        .map(|s| match s {
            Fragment::Text(t) | Fragment::Term { text: t, .. } => t,
        })
        .collect()
}

/// The term ids the text links to, in order (for checking that each exists).
pub fn linked_terms(text: &str) -> Vec<&str> {
    parse(text)
        .into_iter()
        .filter_map(|s| match s {
            Fragment::Term { id, .. } => Some(id),
            Fragment::Text(_) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_with_and_without_shown_text() {
        let spans = parse("A [[scope|rack scope]] and an [[allocation-tag]].");
        assert_eq!(
            spans,
            [
                Fragment::Text("A "),
                Fragment::Term { id: "scope", text: "rack scope" },
                Fragment::Text(" and an "),
                Fragment::Term { id: "allocation-tag", text: "allocation tag" },
                Fragment::Text("."),
            ]
        );
        assert_eq!(plain("A [[scope|rack scope]] and an [[allocation-tag]]."), "A rack scope and an allocation tag.");
    }

    #[test]
    fn an_unclosed_link_stays_text() {
        assert_eq!(parse("a [[b"), [Fragment::Text("a [[b")]);
        assert_eq!(plain("x [[scope]] y [[z"), "x scope y [[z");
        assert_eq!(linked_terms("[[queue]] [[guarantee|g]]"), ["queue", "guarantee"]);
    }
}
