//! Every test compares with the standard library: the same `Ok`/`Err` and the same bits, for f32 and f64.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use proptest::prelude::*;

use super::*;

/// The parser and `str::parse` agree on `s`, for both types.
fn agrees(s: &str) {
    let want = s.parse::<f64>().ok().map(f64::to_bits);
    let got = parse_f64(s).map(f64::to_bits);
    assert_eq!(got, want, "f64 of {s:?}: {got:x?}, std {want:x?}");
    let want = s.parse::<f32>().ok().map(f32::to_bits);
    let got = parse_f32(s).map(f32::to_bits);
    assert_eq!(got, want, "f32 of {s:?}: {got:x?}, std {want:x?}");
}

#[test]
fn hand_cases() {
    let cases = [
        "0",
        "-0",
        "+0",
        "0.0",
        "-0.0",
        "00",
        "0e0",
        "-0e999999999",
        "0e-99999999999999999999",
        "1",
        "+1",
        "-1",
        ".5",
        "5.",
        "-.5",
        "+5.",
        "1e5",
        "1E+05",
        "1e-5",
        "1.e5",
        "1.5E-3",
        "123456789012345678901234567890",
        "0.1",
        "0.2",
        "0.3",
        "3.14159",
        "1e22",
        "1e23",
        "9007199254740993",
        "9007199254740992.5",
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "1.7976931348623159e308",
        "1e308",
        "1e309",
        "-1e400",
        "1e400",
        "1e-400",
        "-1e-400",
        "2.2250738585072011e-308",
        "2.2250738585072012e-308",
        "2.2250738585072014e-308",
        "2.225073858507201136057409796709131975934819546351645648e-308",
        "4.9e-324",
        "5e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",
        "3e-324",
        "1e-323",
        "3.4028235e38",
        "3.4028236e38",
        "3.4028234663852886e38",
        "3.40282356779733661637539395458142568448e38",
        "3.40282356779733661637539395458142568447e38",
        "1.4e-45",
        "7e-46",
        "7.006492321624085e-46",
        "7.006492321624086e-46",
        "1.1754943e-38",
        "1.17549435e-38",
        "16777217",
        "16777216.5",
        "33554431",
        "inf",
        "INF",
        "-inf",
        "+Inf",
        "infinity",
        "-Infinity",
        "INFINITY",
        "iNfInItY",
        "nan",
        "NaN",
        "-nan",
        "+NAN",
        "",
        "-",
        "+",
        ".",
        "-.",
        "e5",
        "1e",
        "1.e",
        "1e+",
        "1e-",
        "1.5e",
        " 1",
        "1 ",
        "1_000",
        "0x10",
        "1e5e5",
        "1..5",
        "1.5.",
        "++1",
        "+-1",
        "--1",
        "inff",
        "infinit",
        "nana",
        "in",
        "na",
        "-infinity ",
        "1,5",
        "١",
        "1e99999999999999999999999",
        "1e-99999999999999999999999",
        "0.000001e6",
        "100000000000000000000000e-23",
        "1e65535",
        "1e65536",
        "1e-65536",
    ];
    for s in cases {
        agrees(s);
    }
}

#[test]
fn very_long_strings() {
    // A one followed by 200,000 zeros and a negative exponent that the standard library's limit clamps.
    let ones = format!("1{}", "0".repeat(200_000));
    for tail in ["", "e-200000", "e-200001", "e-199700", "e-99999999", "1", "1e-200000", "1e-200340"] {
        agrees(&format!("{ones}{tail}"));
        agrees(&format!("0.{}1{tail}", "0".repeat(200_000)));
    }
    // Past MAX_DIGITS: the dropped digits only matter as "more than zero".
    let long = "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324";
    agrees(long);
    agrees(&format!("{long}0000000000000000000000000000000000000000000001"));
    agrees(&long.replace("8125e-324", "8124999999999999999999999999999999999999999999999e-324"));
    // Halfway points with up to 767 digits, and a one far past MAX_DIGITS: only the sticky bit says "above".
    for bits in [0, 1, 0x000f_ffff_ffff_ffff, 0x000f_ffff_ffff_fffe, 0x0010_0000_0000_0000, 0x7fef_ffff_ffff_ffff] {
        let [exact, ..] = halfway_strings(bits, 53, 1023);
        let (digits, exp10) = exact.split_once('e').unwrap();
        let exp10: i32 = exp10.parse().unwrap();
        for zeros in [10, 40, 100, 1000] {
            agrees(&format!("{digits}{}1e{}", "0".repeat(zeros), exp10 - zeros as i32 - 1));
        }
    }
}

/// The exact decimal of `m × 2^e` as (digits, power of ten), by schoolbook arithmetic in base 10 (independent of
/// the parser's base-2^32 integers).
fn exact_decimal(m: u64, e: i32) -> (String, i32) {
    let mut digits: Vec<u64> = m.to_string_digits();
    let mul = |digits: &mut Vec<u64>, by: u64| {
        let mut carry = 0;
        for d in digits.iter_mut() {
            let t = *d * by + carry;
            *d = t % 10;
            carry = t / 10;
        }
        while carry > 0 {
            digits.push(carry % 10);
            carry /= 10;
        }
    };
    let (mut k, factor, exp10) = if e >= 0 { (e, 2u64, 0) } else { (-e, 5u64, e) };
    while k > 0 {
        let step = k.min(13);
        mul(&mut digits, factor.pow(step as u32));
        k -= step;
    }
    (digits.iter().rev().map(|d| char::from(b'0' + *d as u8)).collect(), exp10)
}

trait Digits {
    fn to_string_digits(self) -> Vec<u64>;
}

impl Digits for u64 {
    /// Least significant first.
    fn to_string_digits(mut self) -> Vec<u64> {
        let mut v = Vec::new();
        while self > 0 {
            v.push(self % 10);
            self /= 10;
        }
        v
    }
}

/// The point halfway between the positive finite f64 `x` and the next larger float (infinity's threshold for
/// the largest), written out exactly, and one unit in a further decimal place above and below it.
fn halfway_strings(bits: u64, precision: u32, exponent_bias: i32) -> [String; 3] {
    let fraction_bits = precision - 1;
    let field = (bits >> fraction_bits) as i32;
    let fraction = bits & ((1 << fraction_bits) - 1);
    let (m, e) = if field == 0 {
        (fraction, 1 - exponent_bias - fraction_bits as i32)
    } else {
        (fraction | 1 << fraction_bits, field - exponent_bias - fraction_bits as i32)
    };
    let (digits, exp10) = exact_decimal(2 * m + 1, e - 1);
    // One less in the last digit, then nines: just below; then a one further down: just above.
    let mut below: Vec<u8> = digits.clone().into_bytes();
    let mut i = below.len();
    loop {
        i -= 1;
        if below[i] == b'0' {
            below[i] = b'9';
        } else {
            below[i] -= 1;
            break;
        }
    }
    let below = String::from_utf8(below).unwrap();
    [format!("{digits}e{exp10}"), format!("{below}999e{}", exp10 - 3), format!("{digits}001e{}", exp10 - 3)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn printed_floats(bits in any::<u64>(), small in any::<u32>(), places in 0usize..40) {
        let x = f64::from_bits(bits);
        let y = f32::from_bits(small);
        for s in [
            format!("{x}"), format!("{x:e}"), format!("{x:.places$}"), format!("{x:.places$e}"), format!("{x:?}"),
            format!("{y}"), format!("{y:e}"), format!("{y:.places$}"), format!("{y:.places$e}"), format!("{y:?}"),
            format!("{:e}", x.abs()), format!("{:E}", y),
        ] {
            agrees(&s);
        }
    }

    #[test]
    fn halfway_points_f64(bits in 0u64..0x7ff0_0000_0000_0000) {
        for s in halfway_strings(bits, 53, 1023) {
            agrees(&s);
            agrees(&format!("-{s}"));
        }
    }

    #[test]
    fn halfway_points_f32(bits in 0u32..0x7f80_0000) {
        for s in halfway_strings(u64::from(bits), 24, 127) {
            agrees(&s);
        }
    }

    #[test]
    fn halfway_points_near_the_ends(low in 0u64..4096, high in 0u64..4096, normal in 0u64..4096) {
        for bits in [low, 0x7fef_ffff_ffff_ffff - high, 0x0010_0000_0000_0000 - 2048 + normal] {
            for s in halfway_strings(bits, 53, 1023) {
                agrees(&s);
            }
        }
        for bits in [low, 0x7f7f_ffff - high, 0x0080_0000 - 2048 + normal] {
            for s in halfway_strings(bits, 24, 127) {
                agrees(&s);
            }
        }
    }

    #[test]
    fn strings_over_the_alphabet(s in "[0-9.eE+\\-infatyINFATY_ ]{0,14}") {
        agrees(&s);
    }

    #[test]
    fn number_shaped_strings(s in "[+-]?[0-9]{0,25}(\\.[0-9]{0,25})?([eE][+-]?[0-9]{0,4})?") {
        agrees(&s);
    }

    /// Around the fast path's bounds: up to 17 digits (integers just below and above 2^24 and 2^53), exponents
    /// within and just past ±10 and ±22, and the capacities' usual shapes.
    #[test]
    fn numbers_near_the_fast_paths_bounds(
        digits in "[1-9][0-9]{0,16}",
        point in any::<prop::sample::Index>(),
        exp in -26i32..26,
        near in prop::sample::select(alloc::vec![1u64 << 24, 1 << 53]),
        off in -3i64..3,
    ) {
        let at = point.index(digits.len() + 1);
        agrees(&format!("{}.{}", &digits[..at], &digits[at..]));
        agrees(&format!("{digits}e{exp}"));
        agrees(&format!("{}.{}e{exp}", &digits[..at], &digits[at..]));
        let n = near.wrapping_add_signed(off);
        agrees(&format!("{n}"));
        agrees(&format!("{n}e{exp}"));
    }

    #[test]
    fn long_mantissas_and_extreme_exponents(
        lead in "0{0,3}",
        digits in "[1-9][0-9]{0,1200}",
        point in any::<prop::sample::Index>(),
        exp in -1500i32..500,
    ) {
        let at = point.index(digits.len() + 1);
        agrees(&format!("{lead}{}.{}e{exp}", &digits[..at], &digits[at..]));
        agrees(&format!("{digits}e{exp}"));
    }

    #[test]
    fn long_runs_of_zeros_and_nines(run in 1usize..1000, exp in -400i32..400, first in 1u8..10) {
        agrees(&format!("{first}{}e{exp}", "0".repeat(run)));
        agrees(&format!("{first}{}1e{exp}", "0".repeat(run)));
        agrees(&format!("{first}{}e{exp}", "9".repeat(run)));
        agrees(&format!("0.{}{first}e{exp}", "0".repeat(run)));
    }
}
