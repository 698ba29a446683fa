//! The PlacementSpec language: both Hadoop dialects exactly as Hadoop reads them
//! (docs/yarn-semantics.md#placementspec-grammar), the Spindle extensions, error spans and messages, the dialect
//! lint and the printer.

use spindle_core::constraint::builders::*;
use spindle_core::constraint::{AttributeOp, Delay, Namespace, PlacementConstraint, Target, UNBOUNDED};
use spindle_core::spec::*;
use spindle_core::tags::Scope;

fn parse(src: &str, d: Dialect) -> ParsedSpec {
    parse_spec(src, d).unwrap_or_else(|e| panic!("{src} ({d}): {e}"))
}

fn entries(src: &str, d: Dialect) -> Vec<(String, i32, Option<PlacementConstraint>)> {
    parse(src, d).entries.into_iter().map(|e| (e.source_tag, e.count, e.constraint)).collect()
}

fn err(src: &str, d: Dialect) -> SpecError {
    match parse_spec(src, d) {
        Ok(p) => panic!("{src} ({d}) parsed: {:?}", p.entries),
        Err(e) => e,
    }
}

fn tag(t: &str) -> Target {
    Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(t.into()) }
}

fn codes(src: &str, d: Dialect) -> Vec<LintCode> {
    lint(src, d).into_iter().map(|l| l.code).collect()
}

// ---- the documents' examples ----------------------------------------------------------------------------------

#[test]
fn doc_example_three_entries_3_2() {
    let e = entries("zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3", Dialect::V3_2);
    assert_eq!(
        e,
        vec![
            ("zk".into(), 3, Some(target_not_in(NODE, [allocation_tag(&["zk"])]))),
            ("hbase".into(), 5, Some(target_in(RACK, [allocation_tag(&["zk"])]))),
            ("spark".into(), 7, Some(cardinality(NODE, 1, 3, &["hbase"]))),
        ]
    );
}

#[test]
fn doc_example_and_3_2() {
    let e = entries("zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk)", Dialect::V3_2);
    let want = and([target_in(RACK, [allocation_tag(&["hbase"])]), target_not_in(NODE, [allocation_tag(&["zk"])])]);
    assert_eq!(e, vec![("zk".into(), 5, Some(want))]);
}

#[test]
fn doc_examples_3_1_read_the_same_in_3_1() {
    let a = entries("zk=3,NOTIN,NODE,zk:hbase=5,IN,RACK,zk:spark=7,CARDINALITY,NODE,hbase,1,3", Dialect::V3_1);
    let b = entries("zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3", Dialect::V3_2);
    assert_eq!(a, b);
    let a = entries("zk=5,AND(IN,RACK,hbase:NOTIN,NODE,zk)", Dialect::V3_1);
    let b = entries("zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk)", Dialect::V3_2);
    assert_eq!(a, b);
}

#[test]
fn a_3_1_spec_is_silently_a_node_attribute_constraint_in_3_2() {
    let e = entries("zk=3,NOTIN,NODE,zk", Dialect::V3_2);
    let attr = Target::NodeAttribute {
        key: "zk".into(),
        op: AttributeOp::Eq,
        values: vec!["3".into(), "NODE".into(), "NOTIN".into(), "zk".into()],
    };
    assert_eq!(e, vec![(String::new(), 0, Some(single(NODE, -1, -1, vec![attr])))]);
    // The lint says so, and offers the 3.2 spelling.
    let l = lint("zk=3,NOTIN,NODE,zk", Dialect::V3_2);
    let text: Vec<&str> = l.iter().map(|l| l.message.as_str()).collect();
    assert!(text.iter().any(|m| m.contains("did you mean `zk(3),NOTIN,NODE,zk`")), "{text:#?}");
    assert!(text.iter().any(|m| m.contains("Hadoop 3.1")), "{text:#?}");
    // Read as 3.1, the lint warns that 3.2+ reads it as a node attribute.
    let l = lint("zk=3,NOTIN,NODE,zk", Dialect::V3_1);
    assert!(
        l.iter().any(|l| l.code == LintCode::DialectDifference
            && l.message.contains("silently reads it as a node-attribute constraint")),
        "{l:#?}"
    );
}

#[test]
fn the_3_1_three_entry_spec_fails_in_3_2() {
    let e = err("zk=3,NOTIN,NODE,zk:hbase=5,IN,RACK,zk:spark=7,CARDINALITY,NODE,hbase,1,3", Dialect::V3_2);
    assert_eq!(e.kind, SpecErrorKind::MissingSourceTags);
    assert_eq!(
        e.yarn_message.as_deref(),
        Some("Source allocation tags is required for a multi placement constraint expression.")
    );
}

#[test]
fn namespaced_doc_example() {
    let src = "zk=3,NOTIN,NODE,not-self/zk:hbase=5,IN,RACK,all/zk:spark=7,CARDINALITY,NODE,app-id/appID_0023/hbase,1,3";
    // Hadoop 3.1 takes the prefixes as part of the tag names.
    let e = entries(src, Dialect::V3_1);
    assert_eq!(e[0].2, Some(single(NODE, 0, 0, vec![tag("not-self/zk")])));
    assert_eq!(e[2].2, Some(single(NODE, 1, 3, vec![tag("app-id/appID_0023/hbase")])));
    // In 3.2 syntax the app-id/<id>/<tag> form cannot be parsed by YARN ...
    let src32 =
        "zk(3),NOTIN,NODE,not-self/zk:hbase(5),IN,RACK,all/zk:spark(7),CARDINALITY,NODE,app-id/appID_0023/hbase,1,3";
    let e32 = err(src32, Dialect::V3_2);
    assert!(
        matches!(&e32.kind, SpecErrorKind::InvalidNamespace { prefix, .. } if prefix == "app-id/appID_0023"),
        "{e32:?}"
    );
    assert!(e32.to_string().contains("cannot read app-id/<id>/<tag>"), "{e32}");
    // ... but Spindle can.
    let e = entries(src32, Dialect::Spindle);
    assert_eq!(e[0].2, Some(target_not_in(NODE, [allocation_tag_with_namespace(Namespace::NotSelf, &["zk"])])));
    assert_eq!(e[1].2, Some(target_in(RACK, [allocation_tag_with_namespace(Namespace::All, &["zk"])])));
    assert_eq!(
        e[2].2,
        Some(target_cardinality(
            NODE,
            1,
            3,
            [allocation_tag_with_namespace(Namespace::AppId("appID_0023".into()), &["hbase"])]
        ))
    );
    assert!(codes(src32, Dialect::Spindle).contains(&LintCode::BeyondYarn));
}

// ---- Hadoop 3.2+ details ----------------------------------------------------------------------------------------

#[test]
fn count_only_and_attribute_only_entries() {
    assert_eq!(entries("foo(3)", Dialect::V3_2), vec![("foo".into(), 3, None)]);
    let e = entries("java=1.7,1.8", Dialect::V3_2);
    let want = target_node_attribute(NODE, AttributeOp::Eq, [node_attribute("java", &["1.8", "1.7"])]);
    assert_eq!(e, vec![(String::new(), 0, Some(want))]);
    let e = entries("foo(2),os!=windows", Dialect::V3_2);
    assert_eq!(e[0].2, Some(target_node_attribute(NODE, AttributeOp::Ne, [node_attribute("os", &["windows"])])));
    // A count-only entry is an error in 3.1.
    let e = err("foo=3", Dialect::V3_1);
    assert_eq!(e.yarn_message.as_deref(), Some("Unexpected placement constraint expression foo=3"));
}

#[test]
fn multi_tag_targets_become_one_target_per_tag() {
    let e = entries("a(1),IN,NODE,x,y,x", Dialect::V3_2);
    assert_eq!(e[0].2, Some(single(NODE, 1, UNBOUNDED, vec![tag("x"), tag("y")])));
    // 3.1 keeps one (sorted) tag set: the same meaning.
    let e = entries("a=1,IN,NODE,y,x", Dialect::V3_1);
    assert_eq!(e[0].2, Some(single(NODE, 1, UNBOUNDED, vec![tag("x"), tag("y")])));
}

#[test]
fn zero_tags_differ_between_versions() {
    // 3.2: no target expression at all (vacuously true); 3.1: one target expression with no tags (any tag).
    let e = entries("a(1),IN,NODE", Dialect::V3_2);
    assert_eq!(e[0].2, Some(single(NODE, 1, UNBOUNDED, vec![])));
    let e = entries("a=1,IN,NODE", Dialect::V3_1);
    assert_eq!(
        e[0].2,
        Some(single(NODE, 1, UNBOUNDED, vec![Target::AllocationTag { namespace: Namespace::SelfApp, tag: None }]))
    );
    assert!(codes("a(1),IN,NODE", Dialect::V3_2).contains(&LintCode::TargetlessConstraint));
}

#[test]
fn keywords_are_case_insensitive_scopes_normalised_tags_trimmed() {
    let e = entries("a(1),nOtIn, rack , x ", Dialect::V3_2);
    assert_eq!(e[0].2, Some(target_not_in(RACK, [allocation_tag(&["x"])])));
    let e = entries("a(1),and(in,node,x:or(notin,rack,y))", Dialect::V3_2);
    assert!(matches!(e[0].2, Some(PlacementConstraint::And { ref children }) if children.len() == 2));
}

#[test]
fn source_tags_are_not_trimmed_and_negative_counts_pass() {
    let p = parse(" zk(-2),IN,NODE,x", Dialect::V3_2);
    assert_eq!((p.entries[0].source_tag.as_str(), p.entries[0].count), (" zk", -2));
    let l = lint(" zk(-2),IN,NODE,x", Dialect::V3_2);
    assert!(l.iter().any(|l| l.code == LintCode::UntrimmedSourceTag));
    assert!(l.iter().any(|l| l.code == LintCode::NegativeCount));
}

#[test]
fn empty_pieces_and_duplicates() {
    let p = parse("a(1),IN,NODE,x::a(2),NOTIN,NODE,y:", Dialect::V3_2);
    assert_eq!(p.entries.len(), 2);
    assert!(lint("a(1),IN,NODE,x::a(2),NOTIN,NODE,y:", Dialect::V3_2)
        .iter()
        .any(|l| l.code == LintCode::DuplicateSourceTag));
}

#[test]
fn semicolon_is_not_a_separator() {
    let e = entries("a(1),IN,NODE,x;b(2),IN,NODE,y", Dialect::V3_2);
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].2, Some(single(NODE, 1, UNBOUNDED, vec![tag("x;b(2)"), tag("IN"), tag("NODE"), tag("y")])));
    assert!(codes("a(1),IN,NODE,x;b(2),IN,NODE,y", Dialect::V3_2).contains(&LintCode::Semicolon));
}

#[test]
fn conjunction_keyword_prefix_and_trailing_text_are_ignored_by_hadoop() {
    let p = parse("a(1),order(in,node,x)tail", Dialect::V3_2);
    assert!(matches!(p.entries[0].constraint, Some(PlacementConstraint::Or { .. })));
    assert!(p.notes.iter().any(|n| n.code == LintCode::IgnoredText));
    // Only lower or upper case keywords are conjunctions.
    assert!(parse_spec("a(1),And(in,node,x)", Dialect::V3_2).is_err());
    let e = err("a(1), AND(in,node,x)", Dialect::V3_2);
    assert!(matches!(e.kind, SpecErrorKind::LeadingBlank { .. }), "{e:?}");
}

#[test]
fn several_attribute_keys_keep_the_last() {
    let p = parse("rm.yarn.io/foo=true,rm.yarn.io/bar=true", Dialect::V3_2);
    let want = target_node_attribute(NODE, AttributeOp::Eq, [node_attribute("rm.yarn.io/bar", &["true"])]);
    assert_eq!(p.entries[0].constraint, Some(want));
    assert!(p.notes.iter().any(|n| n.code == LintCode::MultipleAttributeKeys));
}

#[test]
fn partition_key_makes_a_partition_target() {
    let e = entries("yarn_node_partition/=gpu", Dialect::V3_2);
    assert_eq!(
        e[0].2,
        Some(single(NODE, -1, -1, vec![Target::NodePartition { op: AttributeOp::Eq, values: vec!["gpu".into()] }]))
    );
    assert!(codes("yarn_node_partition/!=gpu", Dialect::V3_2).contains(&LintCode::PartitionOperatorIgnored));
}

#[test]
fn app_id_without_value_parses_but_can_never_place() {
    let e = entries("a(1),IN,NODE,app-id/hbase", Dialect::V3_2);
    assert_eq!(
        e[0].2,
        Some(target_in(NODE, [allocation_tag_with_namespace(Namespace::AppId(String::new()), &["hbase"])]))
    );
    assert!(codes("a(1),IN,NODE,app-id/hbase", Dialect::V3_2).contains(&LintCode::NamespaceWithoutValue));
    let e = err("a(1),IN,NODE,others/hbase", Dialect::V3_2);
    assert_eq!(e.yarn_message.as_deref(), Some("Invalid constraint expression IN,NODE,others/hbase"));
    assert!(e.to_string().starts_with("invalid namespace prefix `others`"), "{e}");
}

// ---- errors -------------------------------------------------------------------------------------------------

#[test]
fn errors_carry_spans_columns_and_expectations() {
    let e = err("zk(3),NOTIN,RAK,zk", Dialect::V3_2);
    assert_eq!(e.to_string(), "expected NODE or RACK after NOTIN at column 13, found `RAK`");
    assert_eq!((e.span.start, e.span.end, e.column), (12, 15, 13));

    let e = err("zk(3),CARDINALITY,NODE,zk,1,x", Dialect::V3_2);
    assert_eq!(e.to_string(), "expected an integer maximum cardinality at column 29, found `x`");
    let e = err("zk(3),CARDINALITY,NODE,1,2", Dialect::V3_2);
    assert!(matches!(e.kind, SpecErrorKind::CardinalityTooShort { given: 4 }));
    let e = err("zk(x),IN,NODE,a", Dialect::V3_2);
    assert_eq!(e.to_string(), "expected an integer number of containers at column 4, found `x`");
    let e = err("zk(3),FOO,NODE,a", Dialect::V3_2);
    assert!(e.to_string().starts_with("expected IN, NOTIN, CARDINALITY, AND(...), OR(...) or a node attribute"), "{e}");
    assert_eq!(e.column, 7);
    let e = err("a(1),in,node,x:\nb(2),in,rak,y", Dialect::V3_2);
    assert_eq!((e.line, e.column), (2, 9));
    assert!(e.to_string().contains("at line 2 column 9"));
    let e = err("zk(3),NOTIN,@fault_domain,zk", Dialect::V3_2);
    assert!(e.to_string().contains("custom scopes are a Spindle extension"), "{e}");
}

#[test]
fn where_hadoop_crashes_spindle_reports_an_error() {
    for src in ["foo(3),notin", "foo(3),and()", "foo(3),", "foo(3),and(in,node,a: )"] {
        let e = err(src, Dialect::V3_2);
        assert!(e.yarn_message.as_deref().unwrap_or("").contains("NoSuchElementException"), "{src}: {e:?}");
    }
    assert!(matches!(err("foo(3),notin", Dialect::V3_2).kind, SpecErrorKind::MissingScope { .. }));
    assert!(matches!(err("", Dialect::V3_2).kind, SpecErrorKind::Empty));
}

/// Issue 10 item 7: a spec of only delimiters is, as in Hadoop, a valid spec with no entries (it used to be
/// "empty placement spec"); it prints back as `:`. The empty text stays an error, as in Hadoop.
#[test]
fn a_spec_of_only_delimiters_has_no_entries() {
    for src in [":", "(", "::", "(:"] {
        for d in Dialect::ALL {
            let p = parse_spec(src, d).unwrap_or_else(|e| panic!("{src:?} in {d}: {e}"));
            assert!(p.entries.is_empty(), "{src:?} in {d}");
            assert!(lint(src, d).iter().any(|l| l.code == LintCode::NoEntries), "{src:?} in {d}");
            assert_eq!(print_spec(&p.entries, d).unwrap(), ":");
        }
    }
    for src in ["", "  ", "()"] {
        for d in Dialect::ALL {
            assert!(parse_spec(src, d).is_err(), "{src:?} in {d}");
        }
    }
}

// ---- Spindle extensions ------------------------------------------------------------------------------------

#[test]
fn delayed_or_custom_scopes_any_tag_and_attr_targets() {
    let c = parse_constraint(
        "DELAYED_OR_RESET(TRY(3,IN,NODE,hbase-m):TRY(2m,IN,RACK,hbase-m):NOTIN,@fault_domain,spark,*)",
        Dialect::Spindle,
    )
    .unwrap();
    let PlacementConstraint::DelayedOr(d) = &c else { panic!("{c:?}") };
    assert!(d.reset_on_allocation);
    assert_eq!(d.alternatives[0].delay, Some(Delay::Opportunities(3)));
    assert_eq!(d.alternatives[1].delay, Some(Delay::Millis(120_000)));
    assert_eq!(d.alternatives[2].delay, None);
    let PlacementConstraint::Single(s) = &d.alternatives[2].constraint else { panic!() };
    assert_eq!(s.scope, Scope::Attribute("fault_domain".into()));
    assert_eq!(s.targets[1], Target::AllocationTag { namespace: Namespace::SelfApp, tag: None });

    let c = parse_constraint("IN,NODE,x,attr/java=1.8|1.7,attr/yarn_node_partition/!=gpu", Dialect::Spindle).unwrap();
    let PlacementConstraint::Single(s) = &c else { panic!() };
    assert_eq!(
        s.targets[1],
        Target::NodeAttribute { key: "java".into(), op: AttributeOp::Eq, values: vec!["1.7".into(), "1.8".into()] }
    );
    assert_eq!(s.targets[2], Target::NodePartition { op: AttributeOp::Ne, values: vec!["gpu".into()] });
    // Real YARN cannot read any of it.
    assert!(parse_constraint("NOTIN,@fault_domain,spark", Dialect::V3_2).is_err());
    assert!(parse_constraint("DELAYED_OR(IN,NODE,a)", Dialect::V3_2).is_err());
    let e = parse_constraint("DELAYED_OR(TRY(soon,IN,NODE,a))", Dialect::Spindle).unwrap_err();
    assert!(matches!(e.kind, SpecErrorKind::Delay { .. }));
}

#[test]
fn empty_source_tag_and_escapes() {
    let p = parse("(4),IN,NODE,a%2Cb:x%3Ay(1),NOTIN,NODE,%2A", Dialect::Spindle);
    assert_eq!((p.entries[0].source_tag.as_str(), p.entries[0].count), ("", 4));
    assert_eq!(p.entries[0].constraint, Some(target_in(NODE, [allocation_tag(&["a,b"])])));
    assert_eq!(p.entries[1].source_tag, "x:y");
    assert_eq!(p.entries[1].constraint, Some(target_not_in(NODE, [allocation_tag(&["*"])])));
}

// ---- printer -------------------------------------------------------------------------------------------------

#[test]
fn printer_writes_canonical_text_and_yarn_dialects() {
    let src = "zk(3),notin,node,zk:hbase(5),in,rack,zk:spark(7),cardinality,node,hbase,1,3";
    let p = parse(src, Dialect::V3_2);
    assert_eq!(
        print_spec(&p.entries, Dialect::Spindle).unwrap(),
        "zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3"
    );
    assert_eq!(
        print_spec(&p.entries, Dialect::V3_1).unwrap(),
        "zk=3,NOTIN,NODE,zk:hbase=5,IN,RACK,zk:spark=7,CARDINALITY,NODE,hbase,1,3"
    );
    let c = parse_constraint("NOTIN,@fault_domain,spark", Dialect::Spindle).unwrap();
    assert!(print_constraint_for(&c, Dialect::V3_2).unwrap_err().to_string().contains("only the NODE and RACK scopes"));
    assert_eq!(print_constraint(&parse_constraint("java=1.8,1.7", Dialect::V3_2).unwrap()), "java=1.7,1.8");
    assert_eq!(
        print_entry("", 0, Some(&parse_constraint("os!=windows", Dialect::V3_2).unwrap()), Dialect::V3_2).unwrap(),
        "os!=windows"
    );
}

#[test]
fn dialect_names() {
    assert_eq!("3.1".parse::<Dialect>(), Ok(Dialect::V3_1));
    assert_eq!("3.3".parse::<Dialect>(), Ok(Dialect::V3_2));
    assert_eq!("Spindle".parse::<Dialect>(), Ok(Dialect::Spindle));
    assert!("2.9".parse::<Dialect>().is_err());
}

// ---- Issue 10: the last differences from Hadoop's parser ---------------------------------------------------

/// Item 4: a conjunction without children is "Invalid constraint expression" in Hadoop (its `shouldHaveNext`),
/// a parse error the surrounding parser recovers from.
#[test]
fn empty_conjunctions_are_rejected_as_hadoop_does() {
    for (d, head) in [(Dialect::V3_2, "x(1)"), (Dialect::V3_1, "x=1")] {
        for body in ["AND(:)", "OR(::)", "AND(IN,NODE,a:AND(:))", "and(:):"] {
            let src = format!("{head},{body}");
            let e = parse_spec(&src, d).unwrap_err();
            assert!(
                e.yarn_message.as_deref().unwrap_or("").starts_with("Invalid constraint expression"),
                "{src}: {e:?}"
            );
        }
    }
    // Inside an OR after an attribute, Hadoop falls back to reading the whole text as a node attribute `or(a`.
    let p = parse_spec("x(1),or(a=I:OR(:))", Dialect::V3_2).unwrap();
    let c = p.entries.into_iter().next().unwrap().constraint;
    let Some(PlacementConstraint::Single(s)) = c else { panic!("{c:?}") };
    assert_eq!(
        s.targets,
        vec![Target::NodeAttribute { key: "or(a".into(), op: AttributeOp::Eq, values: vec!["I:OR(:))".into()] }]
    );
    // The spindle dialect keeps reading an empty AND as "always true" (and the lint says YARN rejects it).
    assert_eq!(parse_constraint("AND(:)", Dialect::Spindle).unwrap(), PlacementConstraint::And { children: vec![] });
}

/// Item 6: keywords compared as Java's `equalsIgnoreCase` does, numbers read as `Integer.parseInt` does.
#[test]
fn keywords_and_numbers_as_java_reads_them() {
    for d in [Dialect::V3_2, Dialect::Spindle] {
        let p = parse_spec("a(\u{663}),\u{131}n,NODE,b", d).unwrap();
        assert_eq!(p.entries[0].count, 3);
        assert_eq!(p.entries[0].constraint, Some(target_in(NODE, [allocation_tag(&["b"])])));
        let c = parse_constraint("NOT\u{130}N,RAC\u{212A},b", d).unwrap();
        assert_eq!(c, target_not_in(RACK, [allocation_tag(&["b"])]));
        let c = parse_constraint("CARD\u{131}NALITY,node,b,\u{FF10},\u{967}\u{966}", d).unwrap();
        assert_eq!(c, cardinality(NODE, 0, 10, &["b"]));
    }
    let p = parse_spec("a=\u{663},\u{131}n,node,b", Dialect::V3_1).unwrap();
    assert_eq!(p.entries[0].count, 3);
    // Not digits to Java: superscripts, and digits beyond the BMP (two UTF-16 units each).
    assert!(parse_spec("a(\u{B2}),in,node,b", Dialect::V3_2).is_err());
    assert!(parse_spec("a(\u{1D7D1}),in,node,b", Dialect::V3_2).is_err());
}

/// Item 8: several node-attribute keys in one expression — Hadoop 3.2/3.3 keep the last key (and turn the earlier
/// values into its values), newer trunk rejects the expression. `--dialect` picks the line; `3.3` is 3.2's.
#[test]
fn several_attribute_keys_per_hadoop_line() {
    let src = "rm.yarn.io/foo=true,rm.yarn.io/bar=true";
    for d in [Dialect::V3_2, "3.3".parse().unwrap()] {
        let p = parse_spec(src, d).unwrap();
        let Some(PlacementConstraint::Single(s)) = &p.entries[0].constraint else { panic!() };
        assert_eq!(
            s.targets,
            vec![Target::NodeAttribute {
                key: "rm.yarn.io/bar".into(),
                op: AttributeOp::Eq,
                values: vec!["true".into()]
            }]
        );
        let codes: Vec<LintCode> = lint(src, d).into_iter().map(|l| l.code).collect();
        assert!(codes.contains(&LintCode::MultipleAttributeKeys), "{codes:?}");
        assert!(codes.contains(&LintCode::RejectedByOtherVersion), "trunk's rejection is reported: {codes:?}");
    }
    let trunk: Dialect = "trunk".parse().unwrap();
    assert_eq!(trunk, Dialect::Trunk);
    for text in [src.to_string(), format!("x(2),{src}"), format!("x(2),AND(IN,NODE,a:{src})")] {
        let e = parse_spec(&text, trunk).unwrap_err();
        assert!(matches!(e.kind, SpecErrorKind::MultipleAttributeKeys { .. }), "{text}: {e:?}");
        assert!(e.to_string().contains("Hadoop trunk rejects it"), "{e}");
    }
    // One key with several values is fine everywhere; trunk otherwise reads as 3.2 does, without extra lints.
    assert!(parse_spec("java=1.7,1.8", trunk).is_ok());
    let plain = "zk(3),NOTIN,NODE,zk";
    assert_eq!(parse_spec(plain, trunk).unwrap().entries, parse_spec(plain, Dialect::V3_2).unwrap().entries);
    assert!(lint(plain, Dialect::V3_2).iter().all(|l| !l.message.contains("trunk")));
}
