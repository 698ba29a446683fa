//! The string operations Hadoop's PlacementSpec parser is built from (`String.trim`, `StringTokenizer`, the
//! `:`-splitting stack tokenizer, the conjunction regex), re-implemented over byte offsets so every piece keeps
//! its position in the original text. The delimiters involved are ASCII, so byte and UTF-16 positions split the
//! same way.

use alloc::vec::Vec;

/// A piece of the source text and its byte offset in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Piece<'s> {
    pub start: usize,
    pub text: &'s str,
}

impl<'s> Piece<'s> {
    pub(super) fn new(start: usize, text: &'s str) -> Self {
        Piece { start, text }
    }

    pub(super) fn end(&self) -> usize {
        self.start + self.text.len()
    }

    /// The sub-piece `[from, to)` (byte offsets relative to this piece).
    pub(super) fn slice(&self, from: usize, to: usize) -> Piece<'s> {
        Piece { start: self.start + from, text: &self.text[from..to] }
    }

    /// Java's `String.trim()`: strips characters ≤ U+0020 at both ends.
    pub(super) fn trim(&self) -> Piece<'s> {
        let t = self.text.trim_start_matches(|c: char| c <= ' ');
        let start = self.start + (self.text.len() - t.len());
        Piece { start, text: t.trim_end_matches(|c: char| c <= ' ') }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}

/// `new StringTokenizer(text, delims)`: maximal runs of non-delimiter characters; empty tokens vanish.
pub(super) fn tokenize<'s>(p: Piece<'s>, delims: &[char]) -> Vec<Piece<'s>> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in p.text.char_indices() {
        if delims.contains(&c) {
            if let Some(s) = start.take() {
                out.push(p.slice(s, i));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(p.slice(s, p.text.len()));
    }
    out
}

/// Tokens split on `,` and trimmed (`ConstraintParser.nextToken`).
pub(super) fn comma_tokens<'s>(p: Piece<'s>) -> Vec<Piece<'s>> {
    tokenize(p, &[',']).into_iter().map(|t| t.trim()).collect()
}

/// `MultipleConstraintsTokenizer`: every `:` and `(` is pushed on a stack; a `)` pops until a `(` is popped; the
/// indices left (in push order) are split points. Empty pieces are dropped; a text with no split point is one
/// piece (even when empty).
pub(super) fn split_constraints<'s>(p: Piece<'s>) -> Vec<Piece<'s>> {
    let bytes = p.text.as_bytes();
    let mut stack: Vec<usize> = Vec::new();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b':' | b'(' => stack.push(i),
            b')' => {
                while let Some(j) = stack.pop() {
                    if bytes[j] == b'(' {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    if stack.is_empty() {
        return alloc::vec![p];
    }
    let mut out = Vec::new();
    let mut current = 0;
    for pos in stack {
        if pos > current {
            out.push(p.slice(current, pos));
        }
        current = pos + 1;
    }
    if current < bytes.len() {
        out.push(p.slice(current, bytes.len()));
    }
    out
}

/// Java regex `\((.*)\)` with `find()`: the first `(` from which a `)` can be reached on the same line (`.`
/// does not match line terminators), greedy to the last such `)`. Returns the inner group.
pub(super) fn paren_group<'s>(p: Piece<'s>) -> Option<Piece<'s>> {
    let t = p.text;
    for (open, c) in t.char_indices() {
        if c != '(' {
            continue;
        }
        let rest = &t[open + 1..];
        let line_end = rest
            .char_indices()
            .find(|&(_, c)| matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}'))
            .map_or(rest.len(), |(i, _)| i);
        if let Some(close) = rest[..line_end].rfind(')') {
            return Some(p.slice(open + 1, open + 1 + close));
        }
    }
    None
}

/// `Integer.parseInt` (ASCII digits; Java also accepts other Unicode decimal digits, which no spec uses).
pub(super) fn parse_int(s: &str) -> Option<i32> {
    s.parse::<i32>().ok()
}

/// `s.split(",", 2)` / `s.split("[)],", 2)`: the text before and after the first occurrence of `sep`.
pub(super) fn split_once<'s>(p: Piece<'s>, sep: &str) -> Option<(Piece<'s>, Piece<'s>)> {
    let i = p.text.find(sep)?;
    Some((p.slice(0, i), p.slice(i + sep.len(), p.text.len())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'s>(v: &[Piece<'s>]) -> Vec<&'s str> {
        v.iter().map(|p| p.text).collect()
    }

    #[test]
    fn colon_split_respects_parentheses() {
        let s = "zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk):b::c:";
        let parts = split_constraints(Piece::new(0, s));
        assert_eq!(texts(&parts), ["zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk)", "b", "c"]);
        assert_eq!(parts[1].start, s.find(":b").unwrap() + 1);
        // an unclosed '(' stays a split point; a stray ')' swallows the ':' before it
        assert_eq!(texts(&split_constraints(Piece::new(0, "zk(3,in"))), ["zk", "3,in"]);
        assert_eq!(texts(&split_constraints(Piece::new(0, "a:b)"))), ["a:b)"]);
        assert_eq!(texts(&split_constraints(Piece::new(0, ""))), [""]);
    }

    #[test]
    fn tokenizer_trim_and_group() {
        let p = Piece::new(10, " in , node,,x ");
        let t = comma_tokens(p);
        assert_eq!(texts(&t), ["in", "node", "x"]);
        assert_eq!(t[1].start, 10 + 6);
        let g = paren_group(Piece::new(0, "and(a(b):c)x")).unwrap();
        assert_eq!(g.text, "a(b):c");
        assert_eq!(paren_group(Piece::new(0, "and(a\n)")), None);
        assert_eq!(parse_int("+3"), Some(3));
        assert_eq!(parse_int(" 3"), None);
    }
}
