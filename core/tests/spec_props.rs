//! Property tests: `parse(print(c)) == c` for every constraint and spec, and the parser never panics.

use proptest::prelude::*;
use spindle_core::constraint::builders::normalize_values;
use spindle_core::constraint::*;
use spindle_core::spec::*;
use spindle_core::tags::Scope;

/// Names drawn from an alphabet full of characters the grammar reserves.
fn name() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-z0-9 ,:()%/*=!|@é.-]{1,6}").unwrap()
}

fn plain_name() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-z][a-z0-9_.-]{0,6}").unwrap()
}

fn scope() -> impl Strategy<Value = Scope> {
    prop_oneof![
        Just(Scope::Node),
        Just(Scope::Rack),
        name().prop_filter_map("reserved scope names", |n| {
            let s = Scope::from_name(&n);
            matches!(s, Scope::Attribute(_)).then_some(s)
        }),
    ]
}

fn namespace() -> impl Strategy<Value = Namespace> {
    prop_oneof![
        Just(Namespace::SelfApp),
        Just(Namespace::NotSelf),
        Just(Namespace::All),
        proptest::string::string_regex("[a-z0-9_/%]{0,5}").unwrap().prop_map(Namespace::AppId),
        proptest::string::string_regex("[a-z0-9_/%]{0,5}").unwrap().prop_map(Namespace::AppTag),
    ]
}

fn values() -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(name(), 0..3).prop_map(normalize_values)
}

fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        4 => (namespace(), proptest::option::of(name())).prop_map(|(namespace, tag)| Target::AllocationTag { namespace, tag }),
        1 => (name().prop_filter("partition key", |k| k != "yarn_node_partition/"), any::<bool>(), values())
            .prop_map(|(key, ne, values)| Target::NodeAttribute { key, op: if ne { AttributeOp::Ne } else { AttributeOp::Eq }, values }),
        1 => (any::<bool>(), values()).prop_map(|(ne, values)| Target::NodePartition { op: if ne { AttributeOp::Ne } else { AttributeOp::Eq }, values }),
    ]
}

fn bound() -> impl Strategy<Value = i32> {
    prop_oneof![Just(-1), Just(0), Just(1), Just(2), Just(UNBOUNDED), any::<i32>()]
}

fn single() -> impl Strategy<Value = PlacementConstraint> {
    (scope(), bound(), bound(), proptest::collection::vec(target(), 0..4)).prop_map(|(scope, min, max, mut targets)| {
        let mut seen = Vec::new();
        targets.retain(|t| {
            if seen.contains(t) {
                false
            } else {
                seen.push(t.clone());
                true
            }
        });
        PlacementConstraint::Single(SingleConstraint { scope, min, max, targets })
    })
}

fn delay() -> impl Strategy<Value = Option<Delay>> {
    prop_oneof![
        Just(None),
        any::<u32>().prop_map(|n| Some(Delay::Opportunities(n as u64))),
        any::<u32>().prop_map(|n| Some(Delay::Millis(n as u64)))
    ]
}

fn constraint() -> impl Strategy<Value = PlacementConstraint> {
    single().prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..3).prop_map(|children| PlacementConstraint::And { children }),
            proptest::collection::vec(inner.clone(), 0..3).prop_map(|children| PlacementConstraint::Or { children }),
            (proptest::collection::vec((inner, delay()), 0..3), any::<bool>()).prop_map(|(alts, reset)| {
                PlacementConstraint::DelayedOr(DelayedOr {
                    alternatives: alts
                        .into_iter()
                        .map(|(constraint, delay)| TimedConstraint { constraint, delay })
                        .collect(),
                    reset_on_allocation: reset,
                })
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn print_then_parse_is_identity(c in constraint()) {
        let text = print_constraint(&c);
        let back = parse_constraint(&text, Dialect::Spindle);
        prop_assert_eq!(back.as_ref().ok(), Some(&c), "text: {} error: {:?}", text, back.as_ref().err());
    }

    #[test]
    fn json_round_trip(c in constraint()) {
        let json = serde_json::to_string(&c).unwrap();
        let back: PlacementConstraint = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, c);
    }

    #[test]
    fn specs_round_trip(entries in proptest::collection::vec((name(), -5i32..100, proptest::option::of(constraint())), 1..4)) {
        let entries: Vec<SpecEntry> = entries
            .into_iter()
            .map(|(source_tag, count, constraint)| SpecEntry { source_tag, count, constraint, span: Span::default() })
            .collect();
        let text = print_spec(&entries, Dialect::Spindle).unwrap();
        let back = parse_spec(&text, Dialect::Spindle).unwrap_or_else(|e| panic!("{text}: {e}"));
        let got: Vec<_> = back.entries.iter().map(|e| (&e.source_tag, e.count, &e.constraint)).collect();
        let want: Vec<_> = entries.iter().map(|e| (&e.source_tag, e.count, &e.constraint)).collect();
        prop_assert_eq!(got, want, "text: {}", text);
    }

    /// Whatever the 3.2 printer writes, Hadoop 3.2 reads back as the same constraint.
    #[test]
    fn yarn_printer_round_trips_when_it_can(c in constraint()) {
        if let Ok(text) = print_constraint_for(&c, Dialect::V3_2) {
            prop_assert_eq!(parse_constraint(&text, Dialect::V3_2).map(|c| c.canonicalized()), Ok(c.canonicalized()), "{}", text);
        }
    }

    #[test]
    fn plain_specs_mean_the_same_in_3_2_and_spindle(tags in proptest::collection::vec(plain_name(), 1..4), n in 0i32..9) {
        let src = format!("{}({n}),AND(IN,RACK,{}:NOTIN,NODE,{})", tags[0], tags.join(","), tags[0]);
        let a = parse_spec(&src, Dialect::V3_2).unwrap();
        let b = parse_spec(&src, Dialect::Spindle).unwrap();
        prop_assert_eq!(a.entries, b.entries);
    }

    #[test]
    fn parser_never_panics(s in "\\PC{0,60}") {
        for d in Dialect::ALL {
            let _ = parse_spec(&s, d);
            let _ = parse_constraint(&s, d);
            let _ = lint(&s, d);
        }
    }

    #[test]
    fn parser_never_panics_on_grammar_soup(parts in proptest::collection::vec(
        prop_oneof![
            Just("("), Just(")"), Just(":"), Just(","), Just("="), Just("!="), Just("/"), Just(" "), Just("%"), Just("\n"),
            Just("IN"), Just("notin"), Just("NODE"), Just("rack"), Just("CARDINALITY"), Just("AND"), Just("or"),
            Just("DELAYED_OR"), Just("TRY"), Just("@fd"), Just("app-id"), Just("not-self"), Just("attr/"), Just("*"),
            Just("zk"), Just("3"), Just("-1"), Just("2147483648"), Just("é"), Just("5m"),
        ], 0..30)) {
        let s: String = parts.concat();
        for d in Dialect::ALL {
            if let Err(e) = parse_spec(&s, d) {
                prop_assert!(e.span.start <= s.len() && e.span.end <= s.len(), "{:?} for {}", e, s);
                let _ = e.to_string();
            }
            let _ = lint(&s, d);
        }
    }
}
