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

/// `new StringTokenizer(text, delims)`: maximal runs of non-delimiter characters; empty tokens vanish. The
/// delimiters are ASCII, so the text is scanned as bytes (a multi-byte character never contains an ASCII byte).
pub(super) fn tokenize<'s>(p: Piece<'s>, delims: &[u8]) -> Vec<Piece<'s>> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let bytes = p.text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if delims.contains(&bytes[i]) {
            if let Some(s) = start.take() {
                out.push(p.slice(s, i));
            }
        } else if start.is_none() {
            start = Some(i);
        }
        i += 1;
    }
    if let Some(s) = start {
        out.push(p.slice(s, p.text.len()));
    }
    out
}

/// Tokens split on `,` and trimmed (`ConstraintParser.nextToken`).
pub(super) fn comma_tokens<'s>(p: Piece<'s>) -> Vec<Piece<'s>> {
    tokenize(p, b",").into_iter().map(|t| t.trim()).collect()
}

/// `MultipleConstraintsTokenizer`: every `:` and `(` is pushed on a stack; a `)` pops until a `(` is popped; the
/// indices left (in push order) are split points. Empty pieces are dropped; a text with no split point is one
/// piece (even when empty).
pub(super) fn split_constraints<'s>(p: Piece<'s>) -> Vec<Piece<'s>> {
    let bytes = p.text.as_bytes();
    let mut stack: Vec<usize> = Vec::new();
    // An index loop rather than an iterator: this runs once per nesting level over the whole group, and stays
    // quick in unoptimised test builds too.
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        let i = i - 1;
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
#[cfg(test)]
pub(super) fn paren_group<'s>(p: Piece<'s>) -> Option<Piece<'s>> {
    let breaks = line_breaks(p.text);
    paren_group_in(Piece::new(0, p.text), &breaks).map(|g| Piece::new(p.start + g.start, g.text))
}

/// `paren_group` (Java's `\((.*)\)` with `find()`) for a piece of a text whose line terminators (byte offsets
/// in that text, ascending, from [`line_breaks`]) are known: finding the end of the line is then a binary search,
/// not a pass over the rest of the text at every nesting level.
pub(super) fn paren_group_in<'s>(p: Piece<'s>, breaks: &[usize]) -> Option<Piece<'s>> {
    let t = p.text;
    let mut from = 0;
    while let Some(i) = t[from..].find('(') {
        let open = from + i;
        let next_break = breaks.partition_point(|&b| b <= p.start + open);
        let line_end = breaks.get(next_break).map_or(t.len(), |&b| (b - p.start).min(t.len()));
        if let Some(close) = t[open + 1..line_end].rfind(')') {
            return Some(p.slice(open + 1, open + 1 + close));
        }
        // No `)` up to the end of this line, so no later `(` of the line has one either.
        from = line_end;
    }
    None
}

/// The byte offsets of the line terminators of Java's regex `.` (`\n`, `\r`, U+0085, U+2028, U+2029).
pub(super) fn line_breaks(s: &str) -> Vec<usize> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let hit = match b[i] {
            b'\n' | b'\r' => true,
            0xC2 => b.get(i + 1) == Some(&0x85),
            0xE2 => b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0xA8 | 0xA9)),
            _ => false,
        };
        if hit {
            out.push(i);
        }
        i += 1;
    }
    out
}

/// The first code points of the runs of ten decimal digits (Unicode category Nd) in the Basic Multilingual
/// Plane, as Java 11 and later know them: `Character.digit(c, 10)` is `c - zero` within a run. (Java 8 lacks the
/// Sinhala Lith and Myanmar Tai Laing digits, U+0DE6 and U+A9F0.) Java's `Integer.parseInt` reads UTF-16 units
/// one at a time, so digits beyond the BMP are not digits to it.
const DIGIT_ZEROS: [u32; 37] = [
    0x0030, 0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6,
    0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40,
    0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
];

/// `Character.digit(c, 10)`.
pub(super) fn java_digit(c: char) -> Option<u32> {
    let c = c as u32;
    DIGIT_ZEROS.iter().find(|&&z| (z..z + 10).contains(&c)).map(|&z| c - z)
}

/// `Integer.parseInt(s)`: an optional `+` or `-`, then at least one decimal digit of any script (`٣` is 3, `３`
/// is 3), within `int` range.
pub(super) fn parse_int(s: &str) -> Option<i32> {
    let (negative, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() {
        return None;
    }
    let mut n: i64 = 0;
    for c in digits.chars() {
        n = n * 10 + i64::from(java_digit(c)?);
        if n > i64::from(i32::MAX) + 1 {
            return None;
        }
    }
    let n = if negative { -n } else { n };
    i32::try_from(n).ok()
}

/// Whether `c` equals the ASCII lower-case letter `k` under Java's `equalsIgnoreCase`, which compares
/// `Character.toUpperCase` and then `Character.toLowerCase` of each UTF-16 unit: besides ASCII case, the dotless
/// `ı` and the long `ſ` upper-case to `I` and `S`, the dotted `İ` and the Kelvin sign `K` lower-case to `i` and `k`.
fn java_letter_eq(c: char, k: u8) -> bool {
    if c.is_ascii() {
        return c.to_ascii_lowercase() as u8 == k;
    }
    matches!((c, k), ('\u{131}' | '\u{130}', b'i') | ('\u{212A}', b'k') | ('\u{17F}', b's'))
}

/// Java's `s.equalsIgnoreCase(keyword)` for an ASCII lower-case keyword.
pub(super) fn eq_ignore_case(s: &str, keyword: &str) -> bool {
    let mut chars = s.chars();
    for k in keyword.bytes() {
        match chars.next() {
            Some(c) if java_letter_eq(c, k) => {}
            _ => return false,
        }
    }
    chars.next().is_none()
}

/// Whether the first `,`-token of `p`, trimmed, is `keyword` (Java `equalsIgnoreCase`). Looks only at that
/// token's first characters, so deciding "not this sub-parser" costs nothing on a long expression.
pub(super) fn first_token_is(p: Piece<'_>, keyword: &str) -> bool {
    let t = p.text.trim_start_matches(|c: char| c <= ' ');
    let mut chars = t.char_indices();
    for k in keyword.bytes() {
        match chars.next() {
            Some((_, c)) if java_letter_eq(c, k) => {}
            _ => return false,
        }
    }
    let rest = chars.as_str();
    let rest = rest.trim_start_matches(|c: char| c <= ' ');
    rest.is_empty() || rest.starts_with(',')
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
        assert_eq!(paren_group(Piece::new(0, "and((\n(x)")).map(|g| g.text), Some("x"));
        assert_eq!(paren_group(Piece::new(5, "or(a\u{2028})(b)")).map(|g| (g.start, g.text)), Some((5 + 9, "b")));
        assert_eq!(parse_int("+3"), Some(3));
        assert_eq!(parse_int(" 3"), None);
        // Java reads every decimal digit of the BMP (Arabic-Indic, fullwidth, Devanagari).
        assert_eq!(parse_int("\u{663}"), Some(3));
        assert_eq!(parse_int("-\u{FF11}\u{FF12}"), Some(-12));
        assert_eq!(parse_int("\u{967}0"), Some(10));
        assert_eq!(parse_int("2147483647"), Some(i32::MAX));
        assert_eq!(parse_int("-2147483648"), Some(i32::MIN));
        assert_eq!(parse_int("2147483648"), None);
        assert_eq!(parse_int("+"), None);
        assert_eq!(parse_int("\u{1D7CE}"), None); // a digit beyond the BMP: two UTF-16 units, neither a digit
        assert_eq!(parse_int("\u{B2}"), None); // superscript two is No, not Nd
    }

    #[test]
    fn java_equals_ignore_case() {
        for (s, k) in
            [("IN", "in"), ("\u{131}n", "in"), ("\u{130}N", "in"), ("rac\u{212A}", "rack"), ("NotIn", "notin")]
        {
            assert!(eq_ignore_case(s, k), "{s}");
        }
        for (s, k) in [("i", "in"), ("inn", "in"), ("\u{15F}", "s"), ("r\u{C4}ck", "rack")] {
            assert!(!eq_ignore_case(s, k), "{s}");
        }
        assert!(first_token_is(Piece::new(0, "  \u{131}N ,NODE,a"), "in"));
        assert!(first_token_is(Piece::new(0, "in"), "in"));
        assert!(!first_token_is(Piece::new(0, "AND(in,NODE,a)"), "in"));
        assert!(!first_token_is(Piece::new(0, "inx,NODE"), "in"));
    }
}
