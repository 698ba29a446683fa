//! Any text, in every dialect: the parser, the lint and the printer never panic, and whatever parses prints to a
//! spec that parses back to the same entries (the printer's round-trip law).
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_core::spec::{lint, parse_constraint, parse_spec, print_spec, Dialect};

fuzz_target!(|data: &[u8]| {
    let Ok(src) = core::str::from_utf8(data) else { return };
    for dialect in Dialect::ALL {
        let _ = lint(src, dialect);
        let _ = parse_constraint(src, dialect);
        if let Ok(parsed) = parse_spec(src, dialect) {
            if let Ok(printed) = print_spec(&parsed.entries, dialect) {
                let again = parse_spec(&printed, dialect).expect("a printed spec parses");
                let strip = |p: &spindle_core::spec::ParsedSpec| {
                    p.entries.iter().map(|e| (e.source_tag.clone(), e.count, e.constraint.clone())).collect::<Vec<_>>()
                };
                assert_eq!(strip(&again), strip(&parsed), "round trip of {src:?} via {printed:?}");
            }
        }
    }
});
