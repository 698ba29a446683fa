//! One test per subtle YARN rule of evaluation (docs/yarn-semantics.md#evaluating-a-constraint) and of the
//! AllocationTagsManager (docs/yarn-semantics.md#the-allocation-tags-manager).

mod common;
use common::*;

use proptest::prelude::*;
use spindle_core::constraint::builders::*;
use spindle_core::constraint::*;
use spindle_core::tags::TempTags;

fn cluster() -> (Cluster, spindle_core::ids::AppId) {
    let mut c = Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2")]);
    let app = c.app(0, "me", &[]);
    (c, app)
}

// ---- levels (#constraint-levels) ------------------------------------------------------------------------------------

#[test]
fn b_levels_are_anded_not_overridden() {
    let (mut c, app) = cluster();
    c.levels.set_application(app, "zk", target_in(RACK, [allocation_tag(&["hbase"])]));
    c.place(app, "n3", &["hbase"], 1);
    let req = target_not_in(NODE, [allocation_tag(&["zk"])]);
    // Request-level alone would accept n1 and n2; the application level (ANDed) restricts to rack r2.
    assert!(!c.request_verdict(app, &["zk"], Some(&req), "n1").satisfied());
    assert!(c.request_verdict(app, &["zk"], Some(&req), "n3").satisfied());
}

#[test]
fn b_level_lookup_needs_exactly_one_tag() {
    let (mut c, app) = cluster();
    c.levels.set_cluster("zk", target_in(NODE, [allocation_tag(&["never"])]));
    assert!(!c.request_verdict(app, &["zk"], None, "n1").satisfied());
    assert!(c.request_verdict(app, &["zk", "extra"], None, "n1").satisfied());
    assert!(c.request_verdict(app, &[], None, "n1").satisfied(), "AND of nothing holds");
}

#[test]
fn b_identical_levels_are_checked_once() {
    let (mut c, app) = cluster();
    let k = target_not_in(NODE, [allocation_tag(&["zk"])]);
    c.levels.set_application(app, "zk", k.clone());
    let v = c.request_verdict(app, &["zk"], Some(&k), "n1");
    let VerdictDetail::Levels { levels } = &v.detail else { panic!() };
    assert_eq!(levels.len(), 1);
}

// ---- AND / OR / DELAYED_OR (#constraint-kinds) ----------------------------------------------------------------------

#[test]
fn b_and_or_and_empty_composites() {
    let (c, app) = cluster();
    assert!(c.verdict(app, &and([]), "n1").satisfied());
    assert!(!c.verdict(app, &or([]), "n1").satisfied());
    let never = target_in(NODE, [allocation_tag(&["x"])]);
    let always = target_not_in(NODE, [allocation_tag(&["x"])]);
    assert!(c.verdict(app, &or([never.clone(), always.clone()]), "n1").satisfied());
    assert!(!c.verdict(app, &and([never, always]), "n1").satisfied());
}

#[test]
fn b_delayed_or_is_unsupported_in_yarn() {
    let (c, app) = cluster();
    let d = delayed_or([untimed(and([]))]);
    let v = c.verdict(app, &d, "n1");
    assert!(v.satisfied(), "Spindle evaluates it");
    assert!(v.yarn_differences()[0].contains("never places"));
}

// ---- allocation tag targets (#allocation-tag-targets-and-their-off-by-ones) -----------------------------------------

#[test]
fn b_min_checked_only_above_zero_max_only_below_int_max() {
    let (mut c, app) = cluster();
    c.place(app, "n1", &["zk"], 1_000);
    assert!(c.verdict(app, &cardinality(NODE, 0, UNBOUNDED, &["zk"]), "n2").satisfied());
    assert!(c.verdict(app, &cardinality(NODE, -5, UNBOUNDED, &["zk"]), "n1").satisfied());
    assert!(c.verdict(app, &cardinality(NODE, 1, UNBOUNDED, &["zk"]), "n1").satisfied());
    assert!(!c.verdict(app, &cardinality(NODE, 1, UNBOUNDED - 1, &["zk"]), "n2").satisfied());
    assert!(!c.verdict(app, &cardinality(NODE, 0, -1, &["zk"]), "n2").satisfied(), "max -1 is checked: 0 > -1");
}

#[test]
fn b_multi_tag_targets_hold_per_tag_never_summed() {
    let (mut c, app) = cluster();
    c.place(app, "n1", &["a"], 1).place(app, "n1", &["b"], 1).place(app, "n2", &["a"], 1);
    let in_ab = spec("IN,NODE,a,b");
    assert_eq!(c.placeable(app, &in_ab), names(&["n1"]), "IN needs a AND b");
    let notin_ab = spec("NOTIN,NODE,a,b");
    assert_eq!(c.placeable(app, &notin_ab), names(&["n3"]), "NOTIN needs neither");
    // a=1, b=1 on n1: the sum (2) exceeds 1, each tag does not.
    assert!(c.verdict(app, &spec("CARDINALITY,NODE,a,b,0,1"), "n1").satisfied());
}

#[test]
fn b_the_container_being_placed_is_not_counted() {
    let (mut c, app) = cluster();
    c.place(app, "n1", &["zk"], 2);
    // At most 2 zk: a node with 2 zk accepts a third.
    assert!(c.verdict(app, &cardinality(NODE, 0, 2, &["zk"]), "n1").satisfied());
    c.place(app, "n1", &["zk"], 1);
    assert!(!c.verdict(app, &cardinality(NODE, 0, 2, &["zk"]), "n1").satisfied());
    // Self anti-affinity: "no other zk here".
    assert!(c.verdict(app, &spec("NOTIN,NODE,zk"), "n2").satisfied());
    // IN means at least one existing: the first zk under self-affinity can go nowhere.
    let (fresh, app2) = cluster();
    assert!(fresh.placeable(app2, &spec("IN,NODE,zk")).is_empty());
}

#[test]
fn b_empty_tag_set_folds_over_present_tags() {
    let (mut c, app) = cluster();
    c.place(app, "n1", &["zk"], 1).place(app, "n1", &["hb"], 1).place(app, "n2", &["zk"], 2);
    let at_most_1 = max_cardinality(NODE, 1, &[]);
    assert_eq!(c.placeable(app, &at_most_1), names(&["n1", "n3"]), "n2 has 2 zk");
    let at_least_1 = min_cardinality(NODE, 1, &[]);
    assert_eq!(c.placeable(app, &at_least_1), names(&["n1", "n2"]), "an empty node folds to 0");
    // A released tag disappears from the fold (its count does not linger at 0).
    c.release(app, "n1", &["hb"]);
    let v = c.verdict(app, &at_least_1, "n1");
    let VerdictDetail::Single { targets, .. } = &v.detail else { panic!() };
    let VerdictDetail::AllocationTag { counts, .. } = &targets[0].detail else { panic!() };
    assert_eq!(counts.len(), 1);
}

#[test]
fn b_empty_target_set_is_vacuously_true() {
    let (c, app) = cluster();
    let v = c.verdict(
        app,
        &spindle_core::spec::parse_constraint("IN,NODE", spindle_core::spec::Dialect::V3_2).unwrap(),
        "n1",
    );
    assert!(v.satisfied());
    assert!(v.sentence.contains("vacuously"));
}

#[test]
fn b_rack_scope_uses_the_nodes_rack() {
    let (mut c, app) = cluster();
    c.place(app, "n2", &["zk"], 1);
    assert_eq!(c.placeable(app, &spec("IN,RACK,zk")), names(&["n1", "n2"]));
}

// ---- namespaces (#namespaces) ---------------------------------------------------------------------------------------

#[test]
fn b_namespaces_resolve_against_live_applications() {
    let (mut c, me) = cluster();
    let a = c.app(1, "a", &["prod"]);
    let b = c.app(2, "b", &["prod"]);
    let d = c.app(3, "d", &[]);
    c.place(me, "n1", &["zk"], 1).place(a, "n2", &["zk"], 1).place(b, "n2", &["zk"], 2).place(d, "n3", &["zk"], 1);
    let count = |c: &Cluster, s: &str, n: &str| {
        let v = c.verdict(me, &spec(s), n);
        let VerdictDetail::Single { targets, .. } = &v.detail else { panic!() };
        let VerdictDetail::AllocationTag { seen_max, .. } = &targets[0].detail else { panic!() };
        *seen_max
    };
    assert_eq!(count(&c, "IN,NODE,self/zk", "n1"), 1);
    assert_eq!(count(&c, "IN,NODE,self/zk", "n2"), 0);
    assert_eq!(count(&c, "IN,NODE,not-self/zk", "n1"), 0, "own containers are not others'");
    assert_eq!(count(&c, "IN,NODE,not-self/zk", "n2"), 3, "summed over the other applications");
    assert_eq!(count(&c, "IN,NODE,all/zk", "n2"), 3);
    assert_eq!(count(&c, "IN,RACK,all/zk", "n1"), 4);
    assert_eq!(count(&c, "IN,NODE,app-tag/prod/zk", "n2"), 3);
    assert_eq!(count(&c, "IN,NODE,app-tag/prod/zk", "n3"), 0);
    assert_eq!(count(&c, &format!("IN,NODE,app-id/{}/zk", b.yarn_name()), "n2"), 2);
    // A well-formed id of an application that is not running: 0 containers.
    assert_eq!(count(&c, "IN,NODE,app-id/application_1_0099/zk", "n2"), 0);
    assert!(c.verdict(me, &spec("NOTIN,NODE,app-id/application_1_0099/zk"), "n2").satisfied());
    // A malformed id or a missing value: YARN fails the evaluation, so even NOTIN cannot place.
    assert!(!c.verdict(me, &spec("NOTIN,NODE,app-id/appID_9/zk"), "n3").satisfied());
    assert!(!c.verdict(me, &spec("NOTIN,NODE,app-id/zk"), "n3").satisfied());
    assert!(!c.verdict(me, &spec("NOTIN,NODE,app-tag/zk"), "n3").satisfied());
    // When an application finishes and its containers are released, not-self no longer sees them.
    c.release(b, "n2", &["zk"]).release(b, "n2", &["zk"]);
    c.apps.remove(b);
    assert_eq!(count(&c, "IN,NODE,not-self/zk", "n2"), 1);
}

#[test]
fn b_multi_app_namespaces_sum_per_tag_then_compare() {
    let (mut c, me) = cluster();
    let a = c.app(1, "a", &[]);
    let b = c.app(2, "b", &[]);
    c.place(a, "n1", &["x"], 1).place(b, "n1", &["x"], 1).place(a, "n1", &["y"], 1);
    // not-self: x = 2, y = 1; at most 1 per tag fails on x, although no single application has 2.
    assert!(!c.verdict(me, &spec("CARDINALITY,NODE,not-self/x,not-self/y,0,1"), "n1").satisfied());
    assert!(c.verdict(me, &spec("CARDINALITY,NODE,not-self/y,0,1"), "n1").satisfied());
}

// ---- partitions and node attributes (#node-partitions-and-node-attributes) ------------------------------------------

#[test]
fn b_partitions() {
    let (mut c, app) = cluster();
    c.partition("n3", "gpu");
    // No values: the default partition.
    assert_eq!(c.placeable(app, &target_in(NODE, [node_partition(&[])])), names(&["n1", "n2"]));
    assert_eq!(c.placeable(app, &target_in(NODE, [node_partition(&["gpu"])])), names(&["n3"]));
    // Several values: any of them (YARN: one arbitrary value) — noted.
    let v = c.verdict(app, &target_in(NODE, [node_partition(&["gpu", "fpga"])]), "n3");
    assert!(v.satisfied() && v.yarn_differences()[0].contains("only one of"));
    // NOTIN / `!=`: YARN ignores the operator and still requires the partition, and so does Spindle (issue 10
    // item 5: it used to exclude it, the opposite of YARN's answer).
    let not_gpu = target_not_in(NODE, [node_partition(&["gpu"])]);
    assert_eq!(c.placeable(app, &not_gpu), names(&["n3"]));
    assert_eq!(c.placeable(app, &spec("yarn_node_partition/!=gpu")), names(&["n3"]));
    let v = c.verdict(app, &not_gpu, "n3");
    assert!(v.yarn_differences().is_empty() && v.satisfied());
}

#[test]
fn b_node_attributes() {
    let (mut c, app) = cluster();
    c.attr("n1", "rm.yarn.io/java", "1.8").attr("n2", "java", "1.7").attr("n3", "nm.yarn.io/java", "1.8");
    // `java` means rm.yarn.io/java: n3's distributed attribute is another attribute.
    assert_eq!(c.placeable(app, &spec("java=1.8")), names(&["n1"]));
    // Absent: != holds, = fails.
    assert_eq!(c.placeable(app, &spec("java!=1.8")), names(&["n2", "n3"]));
    assert_eq!(c.placeable(app, &spec("nm.yarn.io/java=1.8")), names(&["n3"]));
    // Several values: any (YARN compares one) — noted where it matters.
    assert_eq!(c.placeable(app, &spec("java=1.7,1.8")), names(&["n1", "n2"]));
    assert!(!c.verdict(app, &spec("java=1.7,1.8"), "n1").yarn_differences().is_empty());
    assert!(c.verdict(app, &spec("java=1.7,1.8"), "n3").yarn_differences().is_empty());
}

#[test]
fn b_custom_scopes_count_in_spindle_and_zero_in_yarn() {
    let (mut c, app) = cluster();
    c.attr("n1", "upgrade_domain", "u1").attr("n3", "upgrade_domain", "u1").attr("n2", "upgrade_domain", "u2");
    c.place(app, "n3", &["zk"], 1);
    let v = c.verdict(app, &spec("IN,@upgrade_domain,zk"), "n1");
    assert!(v.satisfied());
    assert!(v.yarn_differences()[0].contains("would answer no"));
}

// ---- the tag manager (#the-allocation-tags-manager) -----------------------------------------------------------------

#[test]
fn d_empty_tags_change_nothing_and_removal_is_count_based() {
    let (mut c, app) = cluster();
    let n1 = c.node("n1");
    c.tags.add_container(n1, app, &[]).unwrap();
    assert!(c.tags.cluster().is_empty());
    c.place(app, "n1", &["zk"], 2);
    // Removing "the same container" twice decrements twice.
    c.release(app, "n1", &["zk"]).release(app, "n1", &["zk"]);
    assert_eq!(c.tags.node_cardinality(n1, Some(app), c.tags.tag_id("zk").unwrap()), 0);
    // A missing count is reported, nothing goes negative.
    let zk = c.tags.tag_id("zk").unwrap();
    assert_eq!(c.tags.remove_container(n1, app, &[zk]).unwrap().missing, vec![zk]);
    assert!(c.tags.cluster().is_empty());
}

#[test]
fn d_temporary_tags_count_until_cleaned() {
    let (mut c, app) = cluster();
    let zk = c.tags.intern("zk");
    let n1 = c.node("n1");
    let mut temp = TempTags::new();
    temp.add(&mut c.tags, n1, app, &[zk]).unwrap();
    assert!(!c.verdict(app, &spec("NOTIN,NODE,zk"), "n1").satisfied(), "a batch sees its own temporary placements");
    temp.clean(&mut c.tags);
    assert!(c.verdict(app, &spec("NOTIN,NODE,zk"), "n1").satisfied());
}

// ---- the boolean always equals the tree --------------------------------------------------------------------------

fn small_constraint() -> impl Strategy<Value = PlacementConstraint> {
    let tag = prop_oneof![Just("a"), Just("b"), Just("c")];
    let ns = prop_oneof![Just("self/"), Just("not-self/"), Just("all/"), Just("app-tag/t/"), Just("")];
    let scope = prop_oneof![Just("NODE"), Just("RACK"), Just("@fd")];
    let bound = prop_oneof![Just(-1i32), Just(0), Just(1), Just(2), Just(UNBOUNDED)];
    let leaf = (ns, tag, scope, bound.clone(), bound, any::<bool>()).prop_map(|(ns, tag, scope, min, max, any_tag)| {
        let t = if any_tag { format!("{ns}*") } else { format!("{ns}{tag}") };
        spec(&format!("CARDINALITY,{scope},{t},{min},{max}"))
    });
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..3).prop_map(and),
            proptest::collection::vec(inner.clone(), 0..3).prop_map(or),
            proptest::collection::vec((inner, 0u64..3), 1..3)
                .prop_map(|alts| delayed_or(alts.into_iter().map(|(c, d)| timed_opportunities(c, d)))),
        ]
    })
}

proptest! {
    #[test]
    fn can_place_equals_the_verdict_tree(
        placements in proptest::collection::vec((0u32..3, 0usize..4, prop_oneof![Just("a"), Just("b"), Just("c")]), 0..20),
        c in small_constraint(),
        missed in 0u64..5,
    ) {
        let mut cl = Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2"), ("n4", "r2")]);
        cl.attr("n1", "fd", "x").attr("n3", "fd", "x").attr("n2", "fd", "y");
        let apps = [cl.app(0, "a0", &["t"]), cl.app(1, "a1", &[]), cl.app(2, "a2", &["t"])];
        for (a, n, t) in placements {
            cl.place(apps[a as usize], ["n1", "n2", "n3", "n4"][n], &[t], 1);
        }
        let mut delays = DelayState::new(&c);
        for _ in 0..missed {
            delays.missed_opportunity(&c);
        }
        for n in ["n1", "n2", "n3", "n4"] {
            // Cluster::verdict_with asserts that the tree, its stored flag and the boolean agree.
            cl.verdict_with(apps[0], &c, n, &delays);
        }
    }
}
