//! Every example of the two constraint documents (YARN-6592 design C1–C5 and appendices; the user doc's specs),
//! evaluated on small clusters with the verdicts worked out by hand (YARN semantics: the container being placed is
//! never counted, multi-tag targets hold per tag, tags without a namespace are the requesting application's).

mod common;
use common::*;

use spindle_core::constraint::builders::*;
use spindle_core::constraint::*;
use spindle_core::spec::{parse_spec, Dialect};
use spindle_core::tags::Scope;

fn five_nodes() -> Cluster {
    // r1 = {n1, n2}, r2 = {n3, n4}, r3 = {n5}
    Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2"), ("n4", "r2"), ("n5", "r3")])
}

// ---- user doc: zk(3),NOTIN,NODE,zk : hbase(5),IN,RACK,zk : spark(7),CARDINALITY,NODE,hbase,1,3 -----------------

#[test]
fn user_doc_three_entry_spec() {
    let mut c = five_nodes();
    let app = c.app(0, "ds", &[]);
    let spec = parse_spec("zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3", Dialect::V3_2)
        .unwrap();
    let zk = spec.entries[0].constraint.clone().unwrap();
    let hbase = spec.entries[1].constraint.clone().unwrap();
    let spark = spec.entries[2].constraint.clone().unwrap();

    // zk: one per node. Empty cluster: anywhere.
    assert_eq!(c.placeable(app, &zk), names(&["n1", "n2", "n3", "n4", "n5"]));
    c.place(app, "n1", &["zk"], 1);
    assert_eq!(c.placeable(app, &zk), names(&["n2", "n3", "n4", "n5"]));
    c.place(app, "n2", &["zk"], 1).place(app, "n3", &["zk"], 1);
    let v = c.verdict(app, &zk, "n1");
    assert!(
        sentences(&v).iter().any(|s| s.starts_with("node n1 holds 1 `zk` of this application (ds); need none")),
        "{}",
        v.render_text()
    );

    // hbase: in a rack that already runs a zk — r1 (2 zk) and r2 (1 zk), not r3.
    assert_eq!(c.placeable(app, &hbase), names(&["n1", "n2", "n3", "n4"]));
    let v = c.verdict(app, &hbase, "n5");
    assert!(
        sentences(&v).iter().any(|s| s == "rack r3 holds 0 `zk` of this application (ds); need at least 1"),
        "{}",
        v.render_text()
    );
    c.place(app, "n1", &["hbase"], 2).place(app, "n3", &["hbase"], 1).place(app, "n4", &["hbase"], 2);

    // spark: on nodes holding between 1 and 3 hbase: n1 (2), n3 (1), n4 (2); not n2 (0) nor n5 (0).
    assert_eq!(c.placeable(app, &spark), names(&["n1", "n3", "n4"]));
    c.place(app, "n4", &["hbase"], 2);
    assert_eq!(c.placeable(app, &spark), names(&["n1", "n3"]), "n4 now holds 4 hbase > 3");
    let v = c.verdict(app, &spark, "n4");
    assert!(sentences(&v)
        .iter()
        .any(|s| s.starts_with("node n4 holds 4 `hbase` of this application (ds); need between 1 and 3")));

    // Analysis: 3 zk on 5 nodes is fine; 7 spark need a node with hbase, which exists.
    let findings = analyze_spec(&c.ctx(), app, &spec.entries);
    assert!(findings.iter().all(|(_, f)| f.severity != FindingSeverity::Never), "{findings:#?}");
}

// ---- user doc: zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk) ------------------------------------------------------------

#[test]
fn user_doc_and_example() {
    let mut c = five_nodes();
    let app = c.app(0, "ds", &[]);
    let e = parse_spec("zk(5),AND(IN,RACK,hbase:NOTIN,NODE,zk)", Dialect::V3_2).unwrap();
    let zk = e.entries[0].constraint.clone().unwrap();
    // No hbase anywhere: the first zk cannot be placed (IN needs an existing hbase).
    assert!(c.placeable(app, &zk).is_empty());
    c.place(app, "n1", &["hbase"], 1);
    assert_eq!(c.placeable(app, &zk), names(&["n1", "n2"]));
    c.place(app, "n1", &["zk"], 1);
    assert_eq!(c.placeable(app, &zk), names(&["n2"]));
    let v = c.verdict(app, &zk, "n1");
    assert_eq!(v.sentence, "AND: part 2 of 2 fails");
    // Only 2 nodes in racks with hbase: 5 zk can never all be placed (and are not yet: 1 placed, n2 left).
    let f = analyze(&c.ctx(), RequestShape { app, source_tags: &["zk"], count: 5, companions: &[] }, &zk);
    assert!(f.iter().any(|f| f.kind == FindingKind::TooManyForScope), "{f:#?}");
}

// ---- user doc, namespaced: not-self / all / app-id ------------------------------------------------------------

#[test]
fn user_doc_namespaced_example() {
    let mut c = five_nodes();
    let hbase_app = c.app(22, "appID_0023", &[]);
    let me = c.app(40, "ds", &[]);
    let other = c.app(41, "other-zk", &[]);
    let spec = parse_spec(
        "zk(3),NOTIN,NODE,not-self/zk:hbase(5),IN,RACK,all/zk:spark(7),CARDINALITY,NODE,app-id/appID_0023/hbase,1,3",
        Dialect::Spindle,
    )
    .unwrap();
    let zk = spec.entries[0].constraint.clone().unwrap();
    let hbase = spec.entries[1].constraint.clone().unwrap();
    let spark = spec.entries[2].constraint.clone().unwrap();

    c.place(other, "n1", &["zk"], 1).place(me, "n2", &["zk"], 1);
    // zk: not where another application runs a zk; our own zk on n2 does not count.
    assert_eq!(c.placeable(me, &zk), names(&["n2", "n3", "n4", "n5"]));
    let v = c.verdict(me, &zk, "n1");
    let VerdictDetail::Single { targets, .. } = &v.detail else { panic!() };
    let VerdictDetail::AllocationTag { counts, .. } = &targets[0].detail else { panic!() };
    assert_eq!(counts[0].count, 1);
    assert_eq!(counts[0].apps[0].app, "other-zk");

    // hbase: in a rack with a zk of any application: r1 only.
    assert_eq!(c.placeable(me, &hbase), names(&["n1", "n2"]));

    // spark: with 1..3 hbase of appID_0023 on the node; our own hbase does not count.
    c.place(hbase_app, "n3", &["hbase"], 2).place(me, "n1", &["hbase"], 1);
    assert_eq!(c.placeable(me, &spark), names(&["n3"]));
    let v = c.verdict(me, &spark, "n1");
    assert!(v.yarn_differences().iter().any(|d| d.contains("Spindle application name")), "{}", v.render_text());
}

// ---- design doc C1–C5 -----------------------------------------------------------------------------------------

#[test]
fn c1_affinity_to_hbase_master() {
    // {target: allocation-tag IN "hbase-m", scope: host}
    let mut c = five_nodes();
    let app = c.app(0, "hbase", &[]);
    let c1 = target_in(NODE, [allocation_tag(&["hbase-m"])]);
    assert!(c.placeable(app, &c1).is_empty());
    c.place(app, "n2", &["hbase-m"], 1);
    assert_eq!(c.placeable(app, &c1), names(&["n2"]));
}

#[test]
fn c2_rack_affinity_and_at_most_3_per_node() {
    // AND: [{target: allocation-tag IN "zooKeeper", scope: rack}, {max-cardinality: 3, scope: host}]
    let mut c = five_nodes();
    let app = c.app(0, "app", &[]);
    let other = c.app(1, "other", &[]);
    let c2 = and([target_in(RACK, [allocation_tag(&["zooKeeper"])]), max_cardinality(NODE, 3, &[])]);
    c.place(app, "n1", &["zooKeeper"], 1);
    c.place(app, "n2", &["x"], 3);
    // n2 holds 3 `x`: "at most 3" counts the others, so a 4th container may join (YARN semantics).
    assert_eq!(c.placeable(app, &c2), names(&["n1", "n2"]));
    c.place(app, "n2", &["x"], 1);
    assert_eq!(c.placeable(app, &c2), names(&["n1"]));
    // Without a tag the cardinality is per tag, and only this application's: 3 `y` + 3 `z` + 9 of another app pass.
    c.place(app, "n1", &["y"], 3).place(app, "n1", &["z"], 3).place(other, "n1", &["y"], 9);
    assert_eq!(c.placeable(app, &c2), names(&["n1"]));
    let v = c.verdict(app, &c2, "n1");
    assert!(
        sentences(&v).iter().any(|s| s.contains("`y`×3") && s.contains("each tag: allow at most 3")),
        "{}",
        v.render_text()
    );
}

#[test]
fn c3_gpu_partition() {
    // {target: node-attribute:node-partition IN "GPU", scope: host}
    let mut c = five_nodes();
    c.partition("n4", "GPU").partition("n5", "GPU");
    let app = c.app(0, "ml", &[]);
    let c3 = target_in(NODE, [node_partition(&["GPU"])]);
    assert_eq!(c.placeable(app, &c3), names(&["n4", "n5"]));
    assert_eq!(
        c.verdict(app, &c3, "n1").detail_sentences(),
        vec!["node n1 is in the default partition; need partition `GPU`"]
    );
}

trait Leaves {
    fn detail_sentences(&self) -> Vec<String>;
}

impl Leaves for Verdict {
    fn detail_sentences(&self) -> Vec<String> {
        let kids = self.children();
        if kids.is_empty() {
            vec![self.sentence.clone()]
        } else {
            kids.iter().flat_map(|k| k.detail_sentences()).collect()
        }
    }
}

#[test]
fn c4_anti_affinity_per_fault_domain() {
    // {target: allocation-tag NOT_IN "spark", scope: fault_domain} — spark of any application.
    let mut c = five_nodes();
    for (n, fd) in [("n1", "fd1"), ("n2", "fd2"), ("n3", "fd1"), ("n4", "fd2")] {
        c.attr(n, "fault_domain", fd);
    }
    let spark_app = c.app(0, "spark", &[]);
    let me = c.app(1, "me", &[]);
    let c4 = spec("NOTIN,@fault_domain,all/spark");
    c.place(spark_app, "n3", &["spark"], 1);
    // fd1 = {n1, n3} holds a spark; fd2 does not; n5 has no fault domain, so belongs to no group (counts 0).
    assert_eq!(c.placeable(me, &c4), names(&["n2", "n4", "n5"]));
    let v = c.verdict(me, &c4, "n1");
    assert_eq!(v.detail_sentences(), vec!["fault_domain fd1 holds 1 `spark` of any application; need none (the container being placed is not counted)"]);
    assert!(v.yarn_differences()[0].contains("counts 0 for scope `fault_domain`, so it would answer yes here"));
    let v = c.verdict(me, &c4, "n5");
    assert!(v.detail_sentences()[0]
        .starts_with("node n5 has no `fault_domain` attribute, so it is in no fault_domain group"));
}

#[test]
fn c5_delayed_or_mapreduce() {
    // n1, n2 in r1; n3 in r2; n4 in r3. Built-in design-doc attributes host and rack are explicit node attributes.
    let mut c = Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2"), ("n4", "r3")]);
    for (n, r) in [("n1", "r1"), ("n2", "r1"), ("n3", "r2"), ("n4", "r3")] {
        c.attr(n, "host", n).attr(n, "rack", r);
    }
    let mr = c.app(0, "mapreduce", &[]);
    let c5 = delayed_or_with_reset([
        timed_opportunities(
            and([target_in(NODE, [node_attribute("host", &["n1", "n2", "n3"])]), max_cardinality(NODE, 2, &[])]),
            3,
        ),
        timed_clock(
            or([
                and([target_in(NODE, [node_attribute("rack", &["r1"])]), max_cardinality(RACK, 4, &[])]),
                and([target_in(NODE, [node_attribute("rack", &["r2"])]), max_cardinality(RACK, 2, &[])]),
            ]),
            60_000,
        ),
        untimed(target_in(NODE, [])), // host IN ANY
    ]);
    // The spec text round-trips.
    assert_eq!(spec(&c5.to_string()), c5);
    c.place(mr, "n1", &["map"], 3);
    let mut delays = DelayState::new(&c5);
    // Alternative 1: n1 already holds 3 maps (> 2 others), n4 is not among the hosts.
    assert_eq!(c.placeable_with(mr, &c5, &delays), names(&["n2", "n3"]));
    let v = c.verdict_with(mr, &c5, "n4", &delays);
    assert!(
        v.sentence.starts_with("DELAYED_OR: none of the alternatives in force (1..1 of 3) holds; alternative 3 would"),
        "{}",
        v.sentence
    );
    assert!(v.yarn_differences().iter().any(|d| d.contains("Unsupported type of constraint")));
    // Three missed opportunities: alternative 2 comes into force; rack r1 holds 3 maps ≤ 4, so n1 is fine now.
    for _ in 0..3 {
        delays.missed_opportunity(&c5);
    }
    assert_eq!(delays.active(0), 1);
    assert_eq!(c.placeable_with(mr, &c5, &delays), names(&["n1", "n2", "n3"]));
    // A minute later: any node.
    delays.advance_time(&c5, 60_000);
    assert_eq!(c.placeable_with(mr, &c5, &delays), names(&["n1", "n2", "n3", "n4"]));
    // An allocation resets the delays (reset option of the design doc).
    delays.allocated(&c5);
    assert_eq!(c.placeable_with(mr, &c5, &delays), names(&["n2", "n3"]));
}

// ---- design doc appendix: HBase ------------------------------------------------------------------------------

#[test]
fn hbase_appendix() {
    let mut c = Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2"), ("n4", "r2"), ("n5", "r3"), ("n6", "r3")]);
    for (n, fd, ty) in [
        ("n1", "fd1", "on_demand"),
        ("n2", "fd1", "spot_instance"),
        ("n3", "fd2", "on_demand"),
        ("n4", "fd2", "on_demand"),
        ("n5", "fd3", "on_demand"),
        ("n6", "fd2", "on_demand"),
    ] {
        c.attr(n, "failure_domain", fd).attr(n, "node_type", ty);
    }
    let hbase = c.app(0, "hbase", &[]);
    // Application-level constraint map: ANY source tag → not on spot instances; hbase-rs → not with the master.
    let no_spot = target_not_in(NODE, [node_attribute("node_type", &["spot_instance"])]);
    c.levels.set_application(hbase, "hbase-m", no_spot.clone());
    c.levels.set_application(hbase, "hbase-rs", and([no_spot, target_not_in(NODE, [allocation_tag(&["hbase-m"])])]));
    // RegionServer request: anti-affinity between RS, at most 2 (other) RS-tagged containers per failure domain.
    let rs = and([
        target_not_in(NODE, [allocation_tag(&["hbase-rs"])]),
        max_cardinality(spec_scope("failure_domain"), 2, &[]),
    ]);

    // The master: anywhere but the spot instance.
    let all: Vec<String> = c.topo.nodes.iter().map(|n| n.name.clone()).collect();
    let ok_master: Vec<String> =
        all.iter().filter(|n| c.request_verdict(hbase, &["hbase-m"], None, n).satisfied()).cloned().collect();
    assert_eq!(ok_master, names(&["n1", "n3", "n4", "n5", "n6"]));
    c.place(hbase, "n1", &["hbase-m"], 1);

    let ok_rs = |c: &mut Cluster| -> Vec<String> {
        all.iter().filter(|n| c.request_verdict(hbase, &["hbase-rs"], Some(&rs), n).satisfied()).cloned().collect()
    };
    assert_eq!(ok_rs(&mut c), names(&["n3", "n4", "n5", "n6"]), "not with the master (n1), not on spot (n2)");
    c.place(hbase, "n3", &["hbase-rs"], 1).place(hbase, "n4", &["hbase-rs"], 1);
    // fd2 holds 2 RS; n6 (fd2, no RS) still passes: "at most 2" counts the others, so fd2 may reach 3.
    assert_eq!(ok_rs(&mut c), names(&["n5", "n6"]));
    c.place(hbase, "n6", &["hbase-rs"], 1);
    assert_eq!(ok_rs(&mut c), names(&["n5"]));
    let v = c.request_verdict(hbase, &["hbase-rs"], Some(&rs), "n2");
    let levels: Vec<Level> = match &v.detail {
        VerdictDetail::Levels { levels } => levels.iter().map(|l| l.level).collect(),
        _ => panic!(),
    };
    assert_eq!(levels, [Level::Request, Level::Application]);
    assert!(v.sentence.contains("application-level constraint fails"), "{}", v.sentence);

    // 10 RegionServers, one per node, on 6 nodes of which one is spot and one hosts the master: impossible.
    let f = analyze(&c.ctx(), RequestShape { app: hbase, source_tags: &["hbase-rs"], count: 10, companions: &[] }, &rs);
    let too_many = f.iter().find(|f| f.kind == FindingKind::TooManyForScope).expect("too many");
    assert!(
        too_many.reason.starts_with("only 3 of the 10 `hbase-rs` containers can ever be placed"),
        "{}",
        too_many.reason
    );
}

fn spec_scope(k: &str) -> Scope {
    Scope::Attribute(k.into())
}

// ---- design doc appendix: Spark with HBase ----------------------------------------------------------------------

#[test]
fn spark_with_hbase_appendix() {
    let mut c = five_nodes();
    let hbase = c.app(0, "hbase", &[]);
    let spark = c.app(1, "spark", &[]);
    c.place(hbase, "n1", &["hbase-rs"], 1).place(hbase, "n3", &["hbase-rs"], 1);
    // As written in the appendix: {Target: allocation-tag NOT_IN "hbase-rs", Scope: rack}. Without a namespace the
    // tag is the Spark application's own, of which there are none: every rack passes.
    let as_written = target_not_in(RACK, [allocation_tag(&["hbase-rs"])]);
    assert_eq!(c.placeable(spark, &as_written).len(), 5);
    // The text means rack *affinity* to HBase's RegionServers: IN with the `all` namespace.
    let meant = spec("IN,RACK,all/hbase-rs");
    assert_eq!(c.placeable(spark, &meant), names(&["n1", "n2", "n3", "n4"]));
    // Affinity without a namespace can never hold: the analysis explains why.
    let self_ns = target_in(RACK, [allocation_tag(&["hbase-rs"])]);
    assert!(c.placeable(spark, &self_ns).is_empty());
    let f = analyze(&c.ctx(), RequestShape { app: spark, source_tags: &[], count: 8, companions: &[] }, &self_ns);
    assert_eq!(f[0].kind, FindingKind::MinimumUnreachable);
    assert_eq!(f[0].reason, "needs at least 1 `hbase-rs` in one rack, but the most any rack holds now is 0");
}

// ---- design doc: constraint map and admin constraints -----------------------------------------------------------

#[test]
fn admin_storm_constraint_and_levels() {
    let mut c = five_nodes();
    let hbase = c.app(22, "appID_0023", &[]);
    let storm = c.app(44, "appID_0045", &[]);
    // "a cluster operator can request any storm allocation to be collocated at the same rack with at least 3 HBase
    // Region Servers"
    c.levels.set_cluster(
        "storm",
        target_cardinality(RACK, 3, UNBOUNDED, [allocation_tag_with_namespace(Namespace::All, &["hbase-rs"])]),
    );
    c.place(hbase, "n1", &["hbase-rs"], 2).place(hbase, "n2", &["hbase-rs"], 1).place(hbase, "n3", &["hbase-rs"], 2);
    let ok: Vec<String> = ["n1", "n2", "n3", "n4", "n5"]
        .iter()
        .filter(|n| c.request_verdict(storm, &["storm"], None, n).satisfied())
        .map(|n| n.to_string())
        .collect();
    assert_eq!(ok, names(&["n1", "n2"]), "r1 holds 3 RS, r2 only 2");
    // YARN looks cluster- and application-level constraints up only for requests with exactly one tag: the design
    // doc's source tags {storm, appID_0045} escape the admin's constraint.
    let v = c.request_verdict(storm, &["storm", "appID_0045"], None, "n5");
    assert!(v.satisfied());
    assert!(v.sentence.contains("no application- or cluster-level constraint is looked up"), "{}", v.sentence);

    // "if the cluster admin requires at most 5 ZooKeeper allocations per rack, a specific ZooKeeper application can
    // request to have only 3 allocations in a rack, but cannot request to have more than 5."
    c.levels.set_cluster("zk", max_cardinality(RACK, 5, &["zk"]));
    assert!(c.levels.conflicts(storm, &["zk"], Some(&max_cardinality(RACK, 3, &["zk"]))).is_empty());
    let looser = c.levels.conflicts(storm, &["zk"], Some(&max_cardinality(RACK, 7, &["zk"])));
    assert_eq!(looser[0].kind, ConflictKind::Looser);
    // YARN ANDs the levels, so the admin's 5 still applies: a rack with 6 zk refuses a 7-allowing request (5 zk
    // would still pass: the container being placed is not counted).
    c.place(storm, "n3", &["zk"], 6);
    assert!(!c.request_verdict(storm, &["zk"], Some(&max_cardinality(RACK, 7, &["zk"])), "n4").satisfied());
    // The design doc's override rule would let the request's 7 win.
    c.levels.rule = CombineRule::DesignOverride;
    assert!(c.request_verdict(storm, &["zk"], Some(&max_cardinality(RACK, 7, &["zk"])), "n4").satisfied());
}

#[test]
fn verdicts_and_reports_round_trip_through_json() {
    let mut c = five_nodes();
    c.attr("n1", "fd", "a");
    let app = c.app(0, "ds", &["prod"]);
    c.place(app, "n1", &["zk"], 1);
    let k =
        spec("AND(NOTIN,NODE,zk:OR(IN,@fd,app-tag/prod/zk:java=1.8):DELAYED_OR(TRY(2,IN,RACK,*):NOTIN,NODE,all/x))");
    for n in ["n1", "n2", "n5"] {
        let v = c.verdict(app, &k, n);
        let json = serde_json::to_string(&v).unwrap();
        let back: Verdict = serde_json::from_str(&json).unwrap();
        assert_eq!(back, v);
    }
    let scenario: scenario::EvalScenario =
        serde_json::from_str(include_str!("../../docs/examples/eval-hbase.json")).unwrap();
    let report = scenario::LoadedScenario::load(&scenario).unwrap().report();
    let back: scenario::EvalReport = serde_json::from_str(&serde_json::to_string(&report).unwrap()).unwrap();
    assert_eq!(back, report);
    assert_eq!(report.placeable, vec!["n4".to_string(), "n5".to_string()]);
}
