//! The differential harness of issue 10: specs generated from the PlacementSpec grammar — nesting, namespaces,
//! node attributes, cardinality and the odd inputs Hadoop reads its own way (Java case folding, Unicode digits,
//! `AND(:)`, a spec of only `:`, several attribute keys, blanks) — are read in every dialect, and whatever a
//! dialect reads, its printer writes back to text the same dialect reads as the same spec:
//! `parse(print(parse(x))) == parse(x)`. Where a Hadoop dialect cannot write what it read (a printer error),
//! the Spindle printer must still round-trip it through the Spindle dialect.

use proptest::prelude::*;
use spindle_core::constraint::PlacementConstraint;
use spindle_core::spec::*;

fn pick(options: &'static [&'static str]) -> impl Strategy<Value = String> {
    proptest::sample::select(options).prop_map(String::from)
}

fn blank() -> impl Strategy<Value = String> {
    pick(&["", "", "", " ", "  "])
}

fn tag() -> impl Strategy<Value = String> {
    (
        pick(&["", "", "", "not-self/", "all/", "self/", "app-id/", "app-tag/"]),
        pick(&["zk", "hbase", "a-1", "x.y", "ZK", "spark"]),
    )
        .prop_map(|(ns, t)| format!("{ns}{t}"))
}

fn scope() -> impl Strategy<Value = String> {
    pick(&["NODE", "node", "RACK", "rack", "RAC\u{212A}", "N\u{131}de"])
}

fn int() -> impl Strategy<Value = String> {
    pick(&["0", "1", "2", "3", "-1", "\u{663}", "\u{FF10}", "2147483647", "+2"])
}

fn tags() -> impl Strategy<Value = String> {
    proptest::collection::vec(tag(), 0..3).prop_map(|t| t.iter().map(|t| format!(",{t}")).collect())
}

fn single() -> impl Strategy<Value = String> {
    prop_oneof![
        (pick(&["IN", "in", "\u{131}n", "NOTIN", "notin", "NOT\u{130}N"]), blank(), scope(), tags())
            .prop_map(|(op, b, s, t)| format!("{b}{op},{s}{t}")),
        (pick(&["CARDINALITY", "cardinality", "card\u{131}nality"]), scope(), tags(), int(), int())
            .prop_map(|(op, s, t, lo, hi)| format!("{op},{s}{t},{lo},{hi}")),
        (pick(&["java", "rm.yarn.io/foo", "yarn_node_partition/"]), pick(&["=", "!="]), pick(&["1.8", "true", "gpu"]))
            .prop_map(|(k, op, v)| format!("{k}{op}{v}")),
        Just(String::from("java=1.7,1.8")),
        Just(String::from("rm.yarn.io/foo=true,rm.yarn.io/bar=true")),
    ]
}

fn expression() -> impl Strategy<Value = String> {
    single().prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            (pick(&["AND", "OR", "and", "or"]), proptest::collection::vec(inner.clone(), 1..4))
                .prop_map(|(op, kids)| format!("{op}({})", kids.join(":"))),
            (pick(&["AND", "OR"]), pick(&[":", "::", ""])).prop_map(|(op, body)| format!("{op}({body})")),
            (inner, pick(&["AND", "OR"])).prop_map(|(c, op)| format!("{op}({c}:{op}(:))")),
        ]
    })
}

fn entry() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (pick(&["zk", "hbase", "spark"]), int(), expression()).prop_map(|(t, n, e)| format!("{t}({n}),{e}")),
        2 => (pick(&["zk", "hbase", "spark"]), int(), expression()).prop_map(|(t, n, e)| format!("{t}={n},{e}")),
        1 => (pick(&["zk", "hbase"]), int()).prop_map(|(t, n)| format!("{t}({n})")),
        1 => pick(&["java=1.8", "rm.yarn.io/foo!=abc"]),
    ]
}

fn spec_text() -> impl Strategy<Value = String> {
    prop_oneof![
        10 => proptest::collection::vec(entry(), 1..4).prop_map(|e| e.join(":")),
        1 => pick(&[":", "::", "(", ""]),
    ]
}

type Reading = Vec<(String, i32, Option<PlacementConstraint>)>;

fn reading(p: &ParsedSpec) -> Reading {
    p.entries
        .iter()
        .map(|e| (e.source_tag.clone(), e.count, e.constraint.as_ref().map(PlacementConstraint::canonicalized)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    #[test]
    fn every_dialect_reads_back_what_it_prints(src in spec_text()) {
        for d in Dialect::ALL {
            let Ok(first) = parse_spec(&src, d) else { continue };
            let (printer, reader) = match print_spec(&first.entries, d) {
                Ok(text) => (text, d),
                Err(_) => (print_spec(&first.entries, Dialect::Spindle).expect("the Spindle printer writes anything"), Dialect::Spindle),
            };
            let again = parse_spec(&printer, reader);
            prop_assert!(again.is_ok(), "{d}: `{src}` printed as `{printer}` does not parse in {reader}: {:?}", again.err());
            prop_assert_eq!(reading(&again.unwrap()), reading(&first), "{}: `{}` printed as `{}`", d, src, printer);
        }
    }
}

/// The odd inputs of issue 10, read by every dialect as Hadoop reads them, pinned once outside the generator.
#[test]
fn odd_inputs_round_trip() {
    for src in [
        ":",
        "x(\u{663}),\u{131}n,RAC\u{212A},zk",
        "x(1),or(a=I:OR(:))",
        "rm.yarn.io/foo=true,rm.yarn.io/bar=true",
        "x(1),AND(IN,NODE,a:OR(NOTIN,RACK,not-self/b:CARDINALITY,NODE,all/c,0,\u{FF12}))",
    ] {
        for d in Dialect::ALL {
            if let Ok(p) = parse_spec(src, d) {
                let text = print_spec(&p.entries, d).or_else(|_| print_spec(&p.entries, Dialect::Spindle)).unwrap();
                let reader = if print_spec(&p.entries, d).is_ok() { d } else { Dialect::Spindle };
                assert_eq!(reading(&parse_spec(&text, reader).unwrap()), reading(&p), "{d}: {src} → {text}");
            }
        }
    }
}

/// The generator is worth running: each dialect reads a fair share of its specs (so the round trip above is
/// exercised, not skipped), and the dialects disagree on some.
#[test]
fn the_generator_reaches_every_dialect() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut read = [0usize; 4];
    let mut disagree = 0;
    for _ in 0..400 {
        let src = spec_text().new_tree(&mut runner).unwrap().current();
        let results: Vec<Option<Reading>> =
            Dialect::ALL.iter().map(|&d| parse_spec(&src, d).ok().map(|p| reading(&p))).collect();
        for (i, r) in results.iter().enumerate() {
            read[i] += usize::from(r.is_some());
        }
        disagree += usize::from(results.windows(2).any(|w| w[0] != w[1]));
    }
    assert!(read.iter().all(|&n| n >= 20), "specs read per dialect (3.1, 3.2, trunk, spindle): {read:?}");
    assert!(disagree >= 40, "{disagree}");
}
