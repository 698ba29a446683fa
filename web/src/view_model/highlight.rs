//! Syntax colouring for PlacementSpec constraint text, and the marks (the parser's error, lint warnings) laid
//! over it. Colouring is cosmetic and forgiving — any text gets colours; whether the text is valid is only ever
//! said by the core's parser, whose error span becomes a [`Mark::Error`] here.

use std::ops::Range;

/// What a piece of constraint text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// IN, NOTIN, CARDINALITY.
    Operator,
    /// AND, OR, DELAYED_OR, DELAYED_OR_RESET, TRY.
    Conjunction,
    /// NODE, RACK, @attribute (the word after an operator).
    Scope,
    Number,
    /// `not-self/`, `app-tag/prod/`: everything up to a tag's last `/`.
    Namespace,
    Tag,
    /// `java=17`, `os!=windows`.
    Attribute,
    /// `,` `:` `(` `)`.
    Punct,
    Space,
}

impl Kind {
    pub fn class(self) -> &'static str {
        match self {
            Kind::Operator => "t-op",
            Kind::Conjunction => "t-conj",
            Kind::Scope => "t-scope",
            Kind::Number => "t-num",
            Kind::Namespace => "t-ns",
            Kind::Tag => "t-tag",
            Kind::Attribute => "t-attr",
            Kind::Punct => "t-punct",
            Kind::Space => "t-space",
        }
    }
}

/// A mark laid over part of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Error,
    Warning,
}

/// A run of text with one kind and at most one mark; `range` may be empty only for an error at the very end
/// (drawn as a marked blank so the underline has somewhere to go).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub range: Range<usize>,
    pub kind: Kind,
    pub mark: Option<Mark>,
}

/// Colours `src` token by token.
pub fn tokens(src: &str) -> Vec<(Range<usize>, Kind)> {
    let mut out = Vec::new();
    let mut expect_scope = false;
    let mut after_try = false;
    let mut i = 0;
    let bytes = src.as_bytes();
    while i < src.len() {
        let c = bytes[i];
        if matches!(c, b',' | b':' | b'(' | b')') {
            out.push((i..i + 1, Kind::Punct));
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            let end = i + src[i..].find(|ch: char| !ch.is_ascii_whitespace()).unwrap_or(src.len() - i);
            out.push((i..end, Kind::Space));
            i = end;
            continue;
        }
        let end = i + src[i..].find([',', ':', '(', ')', ' ', '\t', '\n', '\r']).unwrap_or(src.len() - i);
        let word = &src[i..end];
        let upper = word.to_ascii_uppercase();
        let kind = match upper.as_str() {
            "IN" | "NOTIN" | "CARDINALITY" => {
                expect_scope = true;
                out.push((i..end, Kind::Operator));
                i = end;
                continue;
            }
            "AND" | "OR" | "DELAYED_OR" | "DELAYED_OR_RESET" | "TRY" => {
                after_try = upper == "TRY";
                Kind::Conjunction
            }
            _ if expect_scope => Kind::Scope,
            _ if word.contains('=') => Kind::Attribute,
            _ if is_number(word, after_try) => Kind::Number,
            _ => Kind::Tag,
        };
        expect_scope = false;
        if kind != Kind::Conjunction {
            after_try = false;
        }
        match (kind, word.rfind('/')) {
            (Kind::Tag, Some(slash)) => {
                out.push((i..i + slash + 1, Kind::Namespace));
                if i + slash + 1 < end {
                    out.push((i + slash + 1..end, Kind::Tag));
                }
            }
            _ => out.push((i..end, kind)),
        }
        i = end;
    }
    out
}

/// `3`, `-1`; after TRY also delays such as `500ms` or `2m`.
fn is_number(word: &str, delay: bool) -> bool {
    let digits = word.strip_prefix('-').unwrap_or(word);
    let n = digits.bytes().take_while(u8::is_ascii_digit).count();
    n > 0 && (n == digits.len() || (delay && matches!(&digits[n..], "ms" | "s" | "m" | "h")))
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Splits the coloured tokens at the marks' edges. `error` wins over warnings where they overlap. An empty error
/// span covers the next character, or a blank at the end of the text.
pub fn segments(src: &str, error: Option<Range<usize>>, warnings: &[Range<usize>]) -> Vec<Segment> {
    let clamp = |r: &Range<usize>| floor_boundary(src, r.start)..floor_boundary(src, r.end.max(r.start));
    let mut error = error.as_ref().map(clamp);
    let mut eof_error = false;
    if let Some(e) = &mut error {
        if e.start == e.end {
            match src[e.start..].chars().next() {
                Some(c) => e.end = e.start + c.len_utf8(),
                None => eof_error = true,
            }
        }
    }
    let warnings: Vec<Range<usize>> = warnings.iter().map(clamp).filter(|w| !w.is_empty()).collect();
    let mut cuts: Vec<usize> = vec![0, src.len()];
    for (r, _) in tokens(src) {
        cuts.extend([r.start, r.end]);
    }
    for r in error.iter().chain(&warnings) {
        cuts.extend([r.start, r.end]);
    }
    spindle_core::sort::sort(&mut cuts);
    cuts.dedup();
    let toks = tokens(src);
    let mut out: Vec<Segment> = cuts
        .windows(2)
        .filter(|w| w[0] < w[1])
        .map(|w| {
            let range = w[0]..w[1];
            let kind =
                toks.iter().find(|(r, _)| r.start <= range.start && range.end <= r.end).map_or(Kind::Tag, |t| t.1);
            let inside = |m: &Range<usize>| m.start <= range.start && range.end <= m.end;
            let mark = if error.as_ref().is_some_and(|e| !eof_error && inside(e)) {
                Some(Mark::Error)
            } else if warnings.iter().any(inside) {
                Some(Mark::Warning)
            } else {
                None
            };
            Segment { range, kind, mark }
        })
        .collect();
    if eof_error {
        out.push(Segment { range: src.len()..src.len(), kind: Kind::Space, mark: Some(Mark::Error) });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(&str, Kind)> {
        tokens(src).into_iter().filter(|(_, k)| *k != Kind::Punct).map(|(r, k)| (&src[r], k)).collect()
    }

    #[test]
    fn colours_the_parts_of_a_constraint() {
        use Kind::*;
        assert_eq!(
            kinds("AND(IN,RACK,not-self/hbase:CARDINALITY,@fd,zk,0,2)"),
            [
                ("AND", Conjunction),
                ("IN", Operator),
                ("RACK", Scope),
                ("not-self/", Namespace),
                ("hbase", Tag),
                ("CARDINALITY", Operator),
                ("@fd", Scope),
                ("zk", Tag),
                ("0", Number),
                ("2", Number)
            ]
        );
        assert_eq!(kinds("java!=1.8")[0], ("java!=1.8", Attribute));
        assert_eq!(kinds("DELAYED_OR(TRY(500ms,IN,NODE,a))")[2], ("500ms", Number));
    }

    #[test]
    fn tokens_cover_the_text_exactly() {
        let src = "  NOTIN , NODE,é/zk:)(";
        let mut at = 0;
        for (r, _) in tokens(src) {
            assert_eq!(r.start, at);
            at = r.end;
        }
        assert_eq!(at, src.len());
    }

    #[test]
    fn marks_split_tokens_and_an_error_at_the_end_gets_a_blank() {
        let src = "NOTIN,RAK,zk";
        let segs = segments(src, Some(6..9), &[]);
        let marked: Vec<&str> =
            segs.iter().filter(|s| s.mark == Some(Mark::Error)).map(|s| &src[s.range.clone()]).collect();
        assert_eq!(marked, ["RAK"]);
        let warnings: Vec<Range<usize>> = std::iter::once(0..5).collect();
        let segs = segments("NOTIN,", Some(6..6), &warnings);
        assert_eq!(segs.last().unwrap().range, 6..6);
        assert_eq!(segs.last().unwrap().mark, Some(Mark::Error));
        assert_eq!(segs[0].mark, Some(Mark::Warning));
        // Spans past the end or inside a character are clamped, not a panic.
        let warnings: Vec<Range<usize>> = std::iter::once(1..2).collect();
        let _ = segments("é", Some(1..40), &warnings);
    }
}
