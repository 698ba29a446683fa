//! A binary float as decimal text, exactly as `core::fmt`'s `Display` writes it: `Float(x)` in a format string
//! prints what `x` would, `{}` the shortest digits that read back as `x` and `{:.N}` the value rounded to `N`
//! decimals, with the same sign, the same `NaN` / `inf` and no exponent.
//!
//! Why not the standard library's printer: it carries two algorithms (Grisu with Dragon4 behind it, in a shortest
//! and an exact mode each), about 20 KB of wasm that the playground's first page paid for a few percentages and
//! coordinates (docs/toolchain.md, print15). This is the parser's counterpart (`decimal::parse_f64`): slow and
//! small, exact by plain big-integer arithmetic, with a `u128` path for the short values that pixels and labels
//! are made of.
//!
//! Shortest (Steele and White's free-format algorithm, as Burger and Dybvig state it): the float `v` and the half-
//! way points to its neighbours, `v⁻` and `v⁺`, are integers over one common denominator `s`. Any decimal strictly
//! between the halfway points reads back as `v`, and so do the points themselves when `v`'s significand is even
//! (reading rounds ties to even). Digits are produced one at a time; after each, if the digits so far (rounded
//! down) or one more in the last place (rounded up) is within the interval, the shortest string has been found, and
//! of the two the nearer to `v` is taken, the upper on a tie (as the standard library's Dragon4 does).
//!
//! Exact: `v × 10^N` is `m × 2^e × 10^N`, an integer divided by a power of two; its quotient rounded half to even is
//! the digits, with the point `N` places from the right.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::Big;

/// A float written as `Display` writes it (see the module's documentation): `format!("{:.1}", Float(x))` is
/// `format!("{x:.1}")`. Width, fill and alignment are honoured as for an integer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Float<T>(pub T);

impl fmt::Display for Float<f64> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self.0.to_bits();
        write(f, bits >> 63 == 1, bits & ((1 << 52) - 1), (bits >> 52 & 0x7ff) as i32, &F64)
    }
}

impl fmt::Display for Float<f32> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = u64::from(self.0.to_bits());
        write(f, bits >> 31 == 1, bits & ((1 << 23) - 1), (bits >> 23 & 0xff) as i32, &F32)
    }
}

/// What the printer needs of a binary interchange format.
struct Layout {
    /// Stored significand bits (52, 23).
    fraction: u32,
    /// The exponent field's all-ones value (infinities and NaNs).
    special: i32,
    /// The exponent of the significand's last bit for exponent field 1 (and for subnormals): 1 - bias - fraction.
    min_exp: i32,
}

const F64: Layout = Layout { fraction: 52, special: 0x7ff, min_exp: -1074 };
const F32: Layout = Layout { fraction: 23, special: 0xff, min_exp: -149 };

fn write(f: &mut fmt::Formatter<'_>, negative: bool, fraction: u64, field: i32, l: &Layout) -> fmt::Result {
    if field == l.special {
        // The standard library writes a NaN without a sign, an infinity with its own.
        return match fraction {
            0 => f.pad_integral(!negative, "", "inf"),
            _ => f.pad_integral(true, "", "NaN"),
        };
    }
    // The value is m × 2^e.
    let (m, e) = match field {
        0 => (fraction, l.min_exp),
        _ => (fraction | 1 << l.fraction, l.min_exp + field - 1),
    };
    let text = match f.precision() {
        Some(decimals) => exact(m, e, decimals),
        None => {
            // At a power of two the gap to the float below is half the gap above (but not at the smallest normal:
            // the subnormals below it have its spacing).
            let narrow_below = fraction == 0 && field > 1;
            let (digits, k) = shortest(m, e, narrow_below);
            with_point(&digits, k)
        }
    };
    // A negative zero, or a negative value that rounds to zero, keeps its sign, as in the standard library.
    f.pad_integral(!negative, "", &text)
}

/// `m × 2^e` rounded half to even to `decimals` places, as digits with the point (`0` before it if nothing else).
fn exact(m: u64, e: i32, decimals: usize) -> String {
    let digits = match small_units(m, e, decimals) {
        Some(units) => small_digits(units),
        None => big_digits(big_units(m, e, decimals)),
    };
    // At least one digit before the point: zeros in front of the fraction's digits.
    let mut text = String::new();
    let width = digits.len().max(decimals + 1);
    text.extend(core::iter::repeat_n('0', width - digits.len()));
    text.push_str(&digits);
    if decimals > 0 {
        text.insert(text.len() - decimals, '.');
    }
    text
}

/// `m × 2^e × 10^decimals` rounded half to even, when a `u128` holds it on the way (every label and coordinate);
/// `None` sends the rest to the big integer (`big_units`).
fn small_units(m: u64, e: i32, decimals: usize) -> Option<u128> {
    if decimals > 19 || e >= 64 {
        return None;
    }
    // m < 2^53 and 10^19 < 2^64, so m × 10^decimals < 2^117 fits; shifted left by e it may not, which the check
    // below catches.
    let scaled = u128::from(m) * 10u128.pow(decimals as u32);
    if e >= 0 {
        return scaled.checked_shl(e as u32).filter(|v| v >> e == scaled);
    }
    let shift = (-e) as u32;
    if shift >= 128 {
        // Below 2^117 / 2^128: less than half a unit, rounds to zero.
        return Some(0);
    }
    let q = scaled >> shift;
    let rest = scaled & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    Some(q + u128::from(rest > half || (rest == half && q & 1 == 1)))
}

/// `m × 2^e × 10^decimals` rounded half to even, in a big integer.
fn big_units(m: u64, e: i32, decimals: usize) -> Big {
    let mut b = Big::from_u64(m);
    b.mul_pow5(decimals as i64);
    b.shl(decimals as i64);
    if e >= 0 {
        b.shl(i64::from(e));
        return b;
    }
    let shift = i64::from(-e);
    // The bits shifted out decide the rounding: above half, exactly half (round to even), below half.
    let half_bit = b.bit(shift - 1);
    let below_half = (0..shift - 1).any(|i| b.bit(i));
    b.shr(shift);
    if half_bit && (below_half || b.bit(0)) {
        b.mul_add(1, 1);
    }
    b
}

/// A big integer in decimal digits ("0" for zero): divided by 10^9 a limb at a time, nine digits a group.
fn big_digits(mut b: Big) -> String {
    let mut groups = Vec::new();
    while !b.0.is_empty() {
        let mut rest = 0u64;
        for limb in b.0.iter_mut().rev() {
            let t = rest << 32 | u64::from(*limb);
            *limb = (t / 1_000_000_000) as u32;
            rest = t % 1_000_000_000;
        }
        b.trim();
        groups.push(rest);
    }
    let mut text = small_digits(u128::from(groups.pop().unwrap_or(0)));
    for g in groups.iter().rev() {
        let g = small_digits(u128::from(*g));
        text.extend(core::iter::repeat_n('0', 9 - g.len()));
        text.push_str(&g);
    }
    text
}

fn small_digits(v: u128) -> String {
    // Most values here (coordinates, percentages) fit in a u64; dividing a u128 would be a library call in wasm
    // (about 1 KB of code), so the few that do not go through the big integer.
    let Ok(mut v) = u64::try_from(v) else {
        let mut b = Big::from_u64((v >> 64) as u64);
        b.shl(64);
        return big_digits(b.sum(&Big::from_u64(v as u64)));
    };
    let mut out = Vec::new();
    loop {
        out.push(b'0' + (v % 10) as u8);
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.reverse();
    // Only ASCII digits were pushed.
    String::from_utf8(out).unwrap_or_default()
}

/// The shortest digits `d1 d2 … dn` (values 0–9, no trailing zero) and `k` with `0.d1d2…dn × 10^k` reading back as
/// `m × 2^e`, the nearest to it of the shortest; `narrow_below` when the gap to the float below is half the gap
/// above. Zero is no digits.
fn shortest(m: u64, e: i32, narrow_below: bool) -> (Vec<u8>, i32) {
    if m == 0 {
        return (Vec::new(), 0);
    }
    // v = r / s, v⁺ = (r + plus) / s, v⁻ = (r - minus) / s, all scaled by a common factor so they are integers.
    let (mut r, mut s, mut plus, mut minus) = (Big::from_u64(m), Big::from_u64(1), Big::from_u64(1), Big::from_u64(1));
    let below = if narrow_below { 1 } else { 0 };
    // Twice everything, four times at a narrow gap, so the halfway points are whole.
    r.shl(1 + below);
    s.shl(1 + below);
    plus.shl(below);
    if e >= 0 {
        r.shl(i64::from(e));
        plus.shl(i64::from(e));
        minus.shl(i64::from(e));
    } else {
        s.shl(i64::from(-e));
    }
    // Reading back rounds half to even: the halfway points themselves read as v when its significand is even.
    let inclusive = m & 1 == 0;
    // Past the upper end: r + plus at or above s (above, when the ends are not included).
    let high = |r: &Big, plus: &Big, s: &Big| {
        let sum = r.sum(plus);
        if inclusive {
            sum.at_least(s)
        } else {
            sum.above(s)
        }
    };
    // k: the power of ten with v⁺ just below 10^k. An estimate from the binary exponent (log10(2) ≈ 78913 / 2^18)
    // is at most one off; the two loops settle it.
    let top = i64::from(e) + 64 - i64::from(m.leading_zeros());
    let mut k = ((top * 78913) >> 18) as i32;
    scale(k, &mut r, &mut s, &mut plus, &mut minus);
    while high(&r, &plus, &s) {
        s.mul_add(10, 0);
        k += 1;
    }
    loop {
        let (mut r10, mut plus10) = (r.clone(), plus.clone());
        r10.mul_add(10, 0);
        plus10.mul_add(10, 0);
        if high(&r10, &plus10, &s) {
            break;
        }
        (r, plus) = (r10, plus10);
        minus.mul_add(10, 0);
        k -= 1;
    }
    let mut digits = Vec::new();
    loop {
        r.mul_add(10, 0);
        plus.mul_add(10, 0);
        minus.mul_add(10, 0);
        let mut d = 0u8;
        while r.at_least(&s) {
            r.sub(&s);
            d += 1;
        }
        let low = if inclusive { minus.at_least(&r) } else { minus.above(&r) };
        let up = high(&r, &plus, &s);
        match (low, up) {
            (false, false) => digits.push(d),
            (true, false) => {
                digits.push(d);
                break;
            }
            (false, true) => {
                digits.push(d + 1);
                break;
            }
            (true, true) => {
                // Both end the number: the nearer to v, the upper on a tie.
                let mut twice = r.clone();
                twice.shl(1);
                digits.push(if s.above(&twice) { d } else { d + 1 });
                break;
            }
        }
    }
    (digits, k)
}

/// Scales the four so that v = r / s lies below 10^k: s × 10^k for k ≥ 0, the others × 10^-k below.
fn scale(k: i32, r: &mut Big, s: &mut Big, plus: &mut Big, minus: &mut Big) {
    let n = i64::from(k.unsigned_abs());
    let targets: [&mut Big; 3] = [r, plus, minus];
    if k >= 0 {
        s.mul_pow5(n);
        s.shl(n);
    } else {
        for b in targets {
            b.mul_pow5(n);
            b.shl(n);
        }
    }
}

/// `0.d1d2…dn × 10^k` in positional notation, as `Display` writes it: no exponent, no trailing `.0`.
fn with_point(digits: &[u8], k: i32) -> String {
    let mut text = String::new();
    let ascii = |d: &u8| char::from(b'0' + d);
    if digits.is_empty() {
        text.push('0');
    } else if k <= 0 {
        text.push_str("0.");
        text.extend(core::iter::repeat_n('0', k.unsigned_abs() as usize));
        text.extend(digits.iter().map(ascii));
    } else {
        let k = k as usize;
        if k >= digits.len() {
            text.extend(digits.iter().map(ascii));
            text.extend(core::iter::repeat_n('0', k - digits.len()));
        } else {
            text.extend(digits[..k].iter().map(ascii));
            text.push('.');
            text.extend(digits[k..].iter().map(ascii));
        }
    }
    text
}

#[cfg(test)]
mod tests;
