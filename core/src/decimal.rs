//! Decimal text to a binary float, exactly as `str::parse::<f32>()` and `str::parse::<f64>()` read it: the same
//! strings accepted, the same bits returned (signed zeros, subnormals, overflow to infinity, `inf` / `infinity` /
//! `nan` in any case with an optional sign).
//!
//! Why not the standard library's parser: its Eisel-Lemire fast path carries a 10.4 KB table of 128-bit powers of
//! five (`POWER_OF_FIVE_128`, which gzip cannot shrink) and about 8 KB of code for the two types, and the
//! playground's first page paid both to read a scenario's capacities and preemption settings (docs/toolchain.md,
//! float10). Size and exactness matter most here; speed matters a little, as a real cluster's
//! `capacity-scheduler.xml` holds tens of thousands of numbers and the playground reads them again on every
//! staged change: the usual short numbers (`12.5`, `0.25`, `100`) take Clinger's fast path below, and only the
//! rest the big-integer division.
//!
//! How it stays exact without a table: the digits and the decimal exponent make the value `digits × 10^e`
//! = `(digits × 5^e) / 1 × 2^e` (or `digits / 5^-e × 2^e`), a ratio of two integers times a power of two. Both
//! integers are built exactly in a small big integer, one is shifted so that their quotient has 64 or 65 bits,
//! and those bits are divided out one at a time; the remainder says whether anything is left below them (the
//! sticky bit). The 64 bits, the binary exponent and the sticky bit are then rounded half to even at the
//! position the target format keeps (53 or 24 bits, fewer for subnormals). Every step is integer arithmetic, so
//! the result is the correctly rounded value of the decimal, which is what the standard library returns.
//!
//! The fast path (Clinger's, as the standard library has it too): when the digits make an integer the format holds
//! exactly (below 2^53 for f64, 2^24 for f32) and `10^|e|` is exact in it too (`e` within ±22 for f64, ±10 for
//! f32), the value is one multiplication or division of two exact floats, which IEEE arithmetic rounds correctly,
//! ties to even: the same bits as the division below.
//!
//! Only the first `MAX_DIGITS` significant digits are kept, the rest folded into the sticky bit: a float or a
//! point halfway between two floats has at most 768 significant decimal digits (f64's smallest subnormal halfway
//! point, `(2^54 - 1) × 2^-1075`, has that many), so no such point lies strictly between the kept digits and the
//! kept digits plus one unit in the last kept place, and the rounding of the whole string equals the rounding of
//! "the kept digits and a little more".

use alloc::vec::Vec;

/// Significant digits kept exactly (see the module's documentation: more than the 768 a rounding boundary needs).
const MAX_DIGITS: usize = 800;

/// The standard library stops adding digits to an exponent once it has reached this (it reads `1e99999999` as
/// `1e99999`), and so must this parser: a string with some hundred thousand zeros before its first digit and such
/// an exponent would otherwise have another value.
const EXPONENT_LIMIT: i64 = 0x10000;

/// The parts of a binary interchange format the rounding needs.
struct Format {
    /// Significand bits, the implicit leading one included (53 for f64, 24 for f32).
    precision: i64,
    /// Exponent bias: also the largest exponent of a finite value (1023, 127).
    bias: i64,
    /// The largest `|e|` whose `10^e` the format holds exactly (22, 10): the fast path's bound.
    exact_pow10: i64,
    /// Total width in bits (64, 32).
    width: u32,
    /// The standard library's quiet NaN (`f64::NAN`, `f32::NAN`), as bits.
    nan: u64,
    /// `10^(max_exp10 + 1)` is above the largest finite value plus half its unit in the last place: a decimal at
    /// least that large is infinite without computing it.
    max_exp10: i64,
    /// `10^min_exp10` is below half the smallest subnormal: a decimal smaller than that is zero.
    min_exp10: i64,
}

const F64: Format = Format {
    precision: 53,
    bias: 1023,
    exact_pow10: 22,
    width: 64,
    nan: 0x7ff8_0000_0000_0000,
    max_exp10: 308,
    min_exp10: -324,
};
const F32: Format =
    Format { precision: 24, bias: 127, exact_pow10: 10, width: 32, nan: 0x7fc0_0000, max_exp10: 38, min_exp10: -46 };

impl Format {
    fn infinity(&self) -> u64 {
        // The exponent field all ones, the significand field zero.
        ((1u64 << (self.width as i64 - self.precision)) - 1) << (self.precision - 1)
    }
}

/// `text` as an f64, exactly as `text.parse::<f64>().ok()`.
pub fn parse_f64(text: &str) -> Option<f64> {
    parse(text, &F64).map(f64::from_bits)
}

/// `text` as an f32, exactly as `text.parse::<f32>().ok()` (rounded once, from the decimal: never via f64).
pub fn parse_f32(text: &str) -> Option<f32> {
    // The bits of an f32 fit in the low 32 bits by construction.
    parse(text, &F32).map(|bits| f32::from_bits(bits as u32))
}

/// The float's bits: an optional sign, then a decimal or `inf` / `infinity` / `nan` (ASCII case ignored).
fn parse(text: &str, f: &Format) -> Option<u64> {
    let bytes = text.as_bytes();
    let (negative, rest) = match bytes.first()? {
        b'-' => (true, &bytes[1..]),
        b'+' => (false, &bytes[1..]),
        _ => (false, bytes),
    };
    let magnitude = match Decimal::read(rest) {
        Some(d) => d.round(f),
        None if rest.eq_ignore_ascii_case(b"inf") || rest.eq_ignore_ascii_case(b"infinity") => f.infinity(),
        // `-nan` is the NaN with its sign bit set, as the standard library's `-f64::NAN`.
        None if rest.eq_ignore_ascii_case(b"nan") => f.nan,
        None => return None,
    };
    Some(u64::from(negative) << (f.width - 1) | magnitude)
}

/// A decimal as `digits × 10^exp10`, plus whether digits past `MAX_DIGITS` that were not all zeros were dropped.
struct Decimal {
    /// Values 0–9, most significant first; no leading zeros, no trailing zeros (empty for zero).
    digits: Vec<u8>,
    exp10: i64,
    inexact: bool,
}

impl Decimal {
    /// `digits [. digits] [(e|E) [+|-] digits]` with at least one digit before the exponent, and nothing after.
    fn read(bytes: &[u8]) -> Option<Decimal> {
        let mut d = Decimal { digits: Vec::new(), exp10: 0, inexact: false };
        let (mut i, mut point, mut any) = (0, false, false);
        while let Some(&c) = bytes.get(i) {
            match c {
                b'0'..=b'9' => {
                    any = true;
                    if point {
                        d.exp10 -= 1;
                    }
                    let digit = c - b'0';
                    if d.digits.is_empty() && digit == 0 {
                        // A leading zero adds nothing to the digits.
                    } else if d.digits.len() < MAX_DIGITS {
                        d.digits.push(digit);
                    } else {
                        // Dropped: the kept digits now stand one place higher.
                        d.exp10 += 1;
                        d.inexact |= digit != 0;
                    }
                }
                b'.' if !point => point = true,
                _ => break,
            }
            i += 1;
        }
        if !any {
            return None;
        }
        if let Some(b'e' | b'E') = bytes.get(i) {
            i += 1;
            let negative = bytes.get(i) == Some(&b'-');
            if let Some(b'-' | b'+') = bytes.get(i) {
                i += 1;
            }
            let start = i;
            let mut exp = 0i64;
            while let Some(&c @ b'0'..=b'9') = bytes.get(i) {
                if exp < EXPONENT_LIMIT {
                    exp = exp * 10 + i64::from(c - b'0');
                }
                i += 1;
            }
            if i == start {
                return None;
            }
            d.exp10 += if negative { -exp } else { exp };
        }
        if i != bytes.len() {
            return None;
        }
        while d.digits.last() == Some(&0) {
            d.digits.pop();
            d.exp10 += 1;
        }
        Some(d)
    }

    /// The bits of the nearest float (ties to even), sign not included.
    fn round(&self, f: &Format) -> u64 {
        let n = self.digits.len() as i64;
        if n == 0 {
            return 0;
        }
        // The value lies in [10^(exp10 + n - 1), 10^(exp10 + n)).
        if self.exp10 + n - 1 > f.max_exp10 {
            return f.infinity();
        }
        if self.exp10 + n <= f.min_exp10 {
            return 0;
        }
        if let Some(bits) = self.fast_path(f) {
            return bits;
        }
        // value = num / den × 2^exp2, from 10^e = 5^e × 2^e.
        let mut num = Big::from_digits(&self.digits);
        let mut den = Big(alloc::vec![1]);
        if self.exp10 >= 0 {
            num.mul_pow5(self.exp10);
        } else {
            den.mul_pow5(-self.exp10);
        }
        // Scale so that num has 64 bits more than den: the quotient is then in [2^63, 2^65).
        let shift = 64 + den.bits() - num.bits();
        if shift >= 0 {
            num.shl(shift);
        } else {
            den.shl(-shift);
        }
        let mut exp2 = self.exp10 - shift;
        let (mut q, remainder) = num.divide(den);
        let mut sticky = self.inexact || remainder;
        if q >> 64 != 0 {
            sticky |= q & 1 != 0;
            q >>= 1;
            exp2 += 1;
        }
        // q now has exactly 64 bits.
        round_bits(q as u64, exp2, sticky, f)
    }

    /// Clinger's fast path (the module's documentation): the bits, when the digits and the exponent allow it.
    fn fast_path(&self, f: &Format) -> Option<u64> {
        // 19 digits always fit a u64; the bound on the value below is what counts.
        if self.inexact || self.digits.len() > 19 || self.exp10.abs() > f.exact_pow10 {
            return None;
        }
        let w = self.digits.iter().fold(0u64, |w, &d| w * 10 + u64::from(d));
        if w >> f.precision != 0 {
            return None;
        }
        let k = self.exp10.unsigned_abs();
        // 10^k by repeated multiplication: every power on the way is exact in the format, so is the last.
        Some(if f.precision == F64.precision {
            let p = (0..k).fold(1.0f64, |p, _| p * 10.0);
            (if self.exp10 >= 0 { w as f64 * p } else { w as f64 / p }).to_bits()
        } else {
            let p = (0..k).fold(1.0f32, |p, _| p * 10.0);
            u64::from((if self.exp10 >= 0 { w as f32 * p } else { w as f32 / p }).to_bits())
        })
    }
}

/// The bits of the float nearest to `(q + s) × 2^exp2`, where `q` has its top bit set and `s` is 0 if `!sticky`,
/// else in (0, 1): ties to even, subnormals below the smallest normal, infinity above the largest finite value.
fn round_bits(q: u64, exp2: i64, sticky: bool, f: &Format) -> u64 {
    let p = f.precision;
    // The value lies in [2^top, 2^(top + 1)).
    let top = exp2 + 63;
    if top > f.bias {
        return f.infinity();
    }
    // The weight of the result's last bit: p bits below the top for a normal value, fixed for subnormals.
    let smallest = 1 - f.bias - (p - 1);
    let mut low = core::cmp::max(top - (p - 1), smallest);
    let dropped = low - exp2;
    if dropped > 64 {
        // Below half the smallest subnormal.
        return 0;
    }
    let (q, dropped) = (u128::from(q), dropped as u32);
    let mut m = (q >> dropped) as u64;
    let rest = q & ((1u128 << dropped) - 1);
    let half = 1u128 << (dropped - 1);
    if rest > half || (rest == half && (sticky || m & 1 == 1)) {
        m += 1;
    }
    if m >> p != 0 {
        // Rounded up to 2^p: one bit fewer, the exponent one higher (the dropped bit is a zero).
        m >>= 1;
        low += 1;
    }
    if m >> (p - 1) == 0 {
        // Subnormal: the exponent field is zero (a carry into bit p - 1 above makes it the smallest normal).
        return m;
    }
    let exponent = low + p - 1;
    if exponent > f.bias {
        return f.infinity();
    }
    ((exponent + f.bias) as u64) << (p - 1) | (m & ((1u64 << (p - 1)) - 1))
}

/// A non-negative integer as 32-bit limbs, least significant first, no zero limbs at the top: just the few
/// operations `Decimal::round` and the printer (`print`) need, on numbers of at most a few thousand bits.
#[derive(Clone)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(Vec::from([v as u32, (v >> 32) as u32]));
        b.trim();
        b
    }

    fn from_digits(digits: &[u8]) -> Big {
        let mut b = Big(Vec::new());
        for chunk in digits.chunks(9) {
            let value = chunk.iter().fold(0u32, |v, &d| v * 10 + u32::from(d));
            b.mul_add(10u32.pow(chunk.len() as u32), value);
        }
        b
    }

    /// self = self × m + a.
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.0 {
            let t = u64::from(*limb) * u64::from(m) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow5(&mut self, mut k: i64) {
        // 5^13 is the largest power of five in 32 bits.
        while k > 0 {
            let step = k.min(13);
            self.mul_add(5u32.pow(step as u32), 0);
            k -= step;
        }
    }

    fn bits(&self) -> i64 {
        match self.0.last() {
            Some(top) => 32 * self.0.len() as i64 - i64::from(top.leading_zeros()),
            None => 0,
        }
    }

    fn shl(&mut self, n: i64) {
        let (limbs, bits) = ((n / 32) as usize, (n % 32) as u32);
        if bits != 0 {
            let mut carry = 0;
            for limb in &mut self.0 {
                let t = (u64::from(*limb) << bits) | carry;
                *limb = t as u32;
                carry = t >> 32;
            }
            if carry != 0 {
                self.0.push(carry as u32);
            }
        }
        self.0.splice(0..0, core::iter::repeat_n(0, limbs));
    }

    fn shr1(&mut self) {
        let mut carry = 0;
        for limb in self.0.iter_mut().rev() {
            let next = *limb << 31;
            *limb = (*limb >> 1) | carry;
            carry = next;
        }
        self.trim();
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    /// Bit `i` (0 the least significant).
    fn bit(&self, i: i64) -> bool {
        self.0.get((i / 32) as usize).is_some_and(|limb| limb >> (i % 32) & 1 == 1)
    }

    /// self >>= n, the bits shifted out dropped.
    fn shr(&mut self, n: i64) {
        let (limbs, bits) = (((n / 32) as usize).min(self.0.len()), (n % 32) as u32);
        self.0.drain(..limbs);
        if bits != 0 {
            let mut carry = 0;
            for limb in self.0.iter_mut().rev() {
                let next = *limb << (32 - bits);
                *limb = (*limb >> bits) | carry;
                carry = next;
            }
        }
        self.trim();
    }

    /// self + other, as a new number.
    fn sum(&self, other: &Big) -> Big {
        let (long, short) = if self.0.len() >= other.0.len() { (self, other) } else { (other, self) };
        let mut out = long.clone();
        let mut carry = 0u64;
        for (i, limb) in out.0.iter_mut().enumerate() {
            let t = u64::from(*limb) + u64::from(short.0.get(i).copied().unwrap_or(0)) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            out.0.push(carry as u32);
        }
        out
    }

    fn above(&self, other: &Big) -> bool {
        !other.at_least(self)
    }

    fn at_least(&self, other: &Big) -> bool {
        if self.0.len() != other.0.len() {
            return self.0.len() > other.0.len();
        }
        self.0.iter().rev().cmp(other.0.iter().rev()) != core::cmp::Ordering::Less
    }

    /// self -= other, where self >= other.
    fn sub(&mut self, other: &Big) {
        let mut borrow = false;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let (t, b1) = limb.overflowing_sub(other.0.get(i).copied().unwrap_or(0));
            let (t, b2) = t.overflowing_sub(u32::from(borrow));
            *limb = t;
            borrow = b1 || b2;
        }
        self.trim();
    }

    /// The quotient self / den when it is below 2^65, and whether a remainder is left: long division one bit at a
    /// time, from den × 2^64 down.
    fn divide(mut self, mut den: Big) -> (u128, bool) {
        den.shl(64);
        let mut q = 0u128;
        for bit in (0..=64).rev() {
            if self.at_least(&den) {
                self.sub(&den);
                q |= 1 << bit;
            }
            den.shr1();
        }
        (q, !self.0.is_empty())
    }
}

pub mod print;

#[cfg(test)]
mod tests;
