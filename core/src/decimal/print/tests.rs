//! Every test compares with the standard library's `Display`: the same text for the same float and format.

use alloc::format;
use alloc::vec::Vec;

use proptest::prelude::*;

use super::Float;

/// `Float` and the standard library write `x` alike, shortest and to 0–`places` decimals.
fn agrees64(x: f64, places: usize) {
    assert_eq!(format!("{}", Float(x)), format!("{x}"), "shortest of {x:e} ({:#x})", x.to_bits());
    for p in [0, 1, 2, 3, places] {
        assert_eq!(format!("{:.p$}", Float(x)), format!("{x:.p$}"), "{x:e} ({:#x}) to {p} places", x.to_bits());
    }
}

fn agrees32(y: f32, places: usize) {
    assert_eq!(format!("{}", Float(y)), format!("{y}"), "shortest of {y:e} ({:#x})", y.to_bits());
    for p in [0, 1, 2, 3, places] {
        assert_eq!(format!("{:.p$}", Float(y)), format!("{y:.p$}"), "{y:e} ({:#x}) to {p} places", y.to_bits());
    }
}

#[test]
fn hand_cases() {
    let cases: Vec<f64> = Vec::from([
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        1.5,
        2.5,
        3.5,
        0.25,
        0.75,
        0.125,
        0.05,
        0.35,
        0.1,
        0.2,
        0.3,
        12.5,
        33.33,
        90.0,
        99.995,
        1e-7,
        1e-5,
        1e15,
        1e16,
        1e17,
        1e21,
        1e22,
        1e23,
        1e300,
        1e308,
        f64::MAX,
        f64::MIN_POSITIVE,
        5e-324,
        f64::from_bits(0x000f_ffff_ffff_ffff),
        9007199254740993.0,
        123456.789,
        -0.04,
        -0.5,
        0.045,
        1.005,
        2f64.powi(60),
        2f64.powi(-60),
        2f64.powi(64),
        2f64.powi(70),
        3.0 * 2f64.powi(63),
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
    ]);
    for &x in &cases {
        agrees64(x, 25);
        agrees32(x as f32, 25);
    }
    // Flags are honoured as for an integer.
    assert_eq!(
        format!("{:>8.2}|{:<6}|{:+}|{:07.1}", Float(1.5), Float(2.5f32), Float(3.0), Float(-1.25)),
        format!("{:>8.2}|{:<6}|{:+}|{:07.1}", 1.5, 2.5f32, 3.0, -1.25)
    );
}

/// Every power of two and its neighbours, in both formats: the narrow gaps below powers of two, the smallest
/// normal, the subnormals and the largest values.
#[test]
fn powers_of_two_and_their_neighbours() {
    // Normal powers of two are the exponent fields with a zero fraction, subnormal ones the single fraction bits.
    let f64s = (1..0x7ffu64).map(|field| field << 52).chain((0..52).map(|bit| 1u64 << bit));
    for bits in f64s {
        for b in [bits - 1, bits, bits + 1] {
            agrees64(f64::from_bits(b), 3);
        }
    }
    let f32s = (1..0xffu32).map(|field| field << 23).chain((0..23).map(|bit| 1u32 << bit));
    for bits in f32s {
        for b in [bits - 1, bits, bits + 1] {
            agrees32(f32::from_bits(b), 3);
        }
    }
}

/// The values the playground writes most: short decimals, as a scenario's capacities and labels are.
#[test]
fn short_decimals() {
    for i in 0..20_000 {
        let text = format!("{}.{:02}", i / 100, i % 100);
        let x: f64 = text.parse().unwrap_or_default();
        agrees64(x, 2);
        agrees32(x as f32, 2);
        agrees64(x / 1000.0, 4);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4096, ..ProptestConfig::default() })]

    #[test]
    fn any_f64(bits in any::<u64>(), places in 0usize..30) {
        agrees64(f64::from_bits(bits), places);
    }

    #[test]
    fn any_f32(bits in any::<u32>(), places in 0usize..30) {
        agrees32(f32::from_bits(bits), places);
    }

    #[test]
    fn moderate_f64(x in -1e7f64..1e7, places in 0usize..6) {
        agrees64(x, places);
    }
}
