//! Any text: `spindle_core::decimal` reads it exactly as the standard library's `str::parse` does, for f32 and
//! f64 (the same `Ok`/`Err`, the same bits).
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_core::decimal::{parse_f32, parse_f64};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else { return };
    let bits = |x: Option<f64>| x.map(f64::to_bits);
    assert_eq!(bits(parse_f64(text)), bits(text.parse::<f64>().ok()), "f64 of {text:?}");
    let bits = |x: Option<f32>| x.map(f32::to_bits);
    assert_eq!(bits(parse_f32(text)), bits(text.parse::<f32>().ok()), "f32 of {text:?}");
});
