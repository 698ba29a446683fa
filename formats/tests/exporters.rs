//! Exporters: round trips (import(export(x)) keeps what the format can carry) and what each Hadoop version is
//! told it would reject or read differently.

use spindle_core::constraint::PlacementConstraint;
use spindle_core::scenario::{ApplicationSpec, RequestSpec, ResourceSpec, Scenario};
use spindle_core::spec::{parse_constraint, Dialect};
use spindle_formats::{export, import, ExportKind, HadoopVersion, Input, Kind};

fn canonical(text: &str) -> PlacementConstraint {
    parse_constraint(text, Dialect::Spindle).unwrap().canonicalized()
}

fn app(requests: &[(&str, u32, &str)]) -> ApplicationSpec {
    let mut a = ApplicationSpec::new("svc");
    a.am_resource = Some(ResourceSpec::new(1024, 1));
    for (i, (tag, count, c)) in requests.iter().enumerate() {
        let mut r = RequestSpec::new(&[tag], *count, ResourceSpec::new(2048, 2));
        r.constraint = c.to_string();
        r.priority = i as i32;
        a.requests.push(r);
    }
    a
}

fn scenario(apps: Vec<ApplicationSpec>) -> Scenario {
    let mut s: Scenario = serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").unwrap()).unwrap();
    s.applications = apps;
    s.yarn_site.insert("yarn.resourcemanager.placement-constraints.handler".into(), "scheduler".into());
    s
}

fn reimport(kind: Kind, text: &str) -> ApplicationSpec {
    let i = import(&[Input { name: "exported", text, kind: Some(kind) }], None).unwrap();
    i.scenario.applications.into_iter().next().unwrap()
}

const CONSTRAINTS: [&str; 5] = [
    "NOTIN,NODE,zk",
    "AND(IN,RACK,zk:CARDINALITY,NODE,hbase,0,2)",
    "CARDINALITY,RACK,zk,hbase,1,3",
    "java=1.8",
    "AND(os!=windows:NOTIN,NODE,hbase)",
];

#[test]
fn yarnfile_round_trip_keeps_components_and_constraints() {
    for c in CONSTRAINTS {
        let a = app(&[("hbase", 3, c), ("zk", 2, "NOTIN,NODE,zk")]);
        let out = export(ExportKind::Yarnfile, &scenario(vec![a.clone()]), HadoopVersion::V3_3);
        let back = reimport(Kind::Yarnfile, &out.text);
        assert_eq!(back.requests.len(), 2, "{c}");
        for (x, y) in a.requests.iter().zip(&back.requests) {
            assert_eq!(
                (&x.allocation_tags, x.count, &x.resource, x.priority),
                (&y.allocation_tags, y.count, &y.resource, y.priority)
            );
            assert_eq!(canonical(&x.constraint), canonical(&y.constraint), "{c}: {}", out.text);
        }
    }
}

#[test]
fn distributed_shell_round_trip_in_both_dialects() {
    for version in [HadoopVersion::V3_1, HadoopVersion::V3_2, HadoopVersion::V3_3] {
        for c in CONSTRAINTS.iter().take(3) {
            let a = app(&[("hbase", 3, c), ("zk", 2, "NOTIN,NODE,zk")]);
            let mut a = a;
            a.requests[1].priority = 0;
            a.requests[0].priority = 0;
            let out = export(ExportKind::DistributedShell, &scenario(vec![a.clone()]), version);
            let back = reimport(Kind::DistributedShell, &out.text);
            assert_eq!(back.name, "svc");
            for (x, y) in a.requests.iter().zip(&back.requests) {
                assert_eq!((&x.allocation_tags, x.count, &x.resource), (&y.allocation_tags, y.count, &y.resource));
                assert_eq!(canonical(&x.constraint), canonical(&y.constraint), "{version} {c}: {}", out.text);
            }
            if version == HadoopVersion::V3_1 {
                assert!(out.text.contains("hbase=3,"), "{}", out.text);
            } else {
                assert!(out.text.contains("hbase(3),"), "{}", out.text);
            }
        }
    }
}

#[test]
fn spindle_extensions_are_reported_not_dropped_silently() {
    let a = app(&[
        ("a", 1, "DELAYED_OR(TRY(3,NOTIN,NODE,a):IN,RACK,a)"),
        ("b", 1, "NOTIN,@fault_domain,b"),
        ("c", 1, "IN,NODE,app-id/other/c"),
    ]);
    let s = scenario(vec![a]);
    let spec = export(ExportKind::PlacementSpec, &s, HadoopVersion::V3_2);
    assert!(!spec.text.contains("DELAYED_OR") && !spec.text.contains("@fault_domain"), "{}", spec.text);
    for what in ["requests[0]", "requests[1]", "requests[2]"] {
        assert!(
            spec.warnings.iter().any(|w| w.place.contains(what) && w.message.contains("not written")),
            "{what}: {:?}",
            spec.warnings
        );
    }
    // Java can build all three; the lint still says what YARN does with them.
    let java = export(ExportKind::Java, &s, HadoopVersion::V3_3);
    assert!(
        java.text.contains("delayedOr(timedOpportunitiesConstraint(") && java.text.contains("\"fault_domain\""),
        "{}",
        java.text
    );
    assert!(java.text.contains("allocationTagWithNamespace(\"app-id/other\", \"c\")"), "{}", java.text);
    assert!(java.warnings.iter().any(|w| w.message.contains("DELAYED_OR")), "{:?}", java.warnings);
    assert!(java.warnings.iter().any(|w| w.message.contains("@fault_domain")), "{:?}", java.warnings);
    let yarnfile = export(ExportKind::Yarnfile, &s, HadoopVersion::V3_3);
    assert_eq!(
        yarnfile.warnings.iter().filter(|w| w.message.starts_with("not written")).count(),
        3,
        "{:?}",
        yarnfile.warnings
    );
}

#[test]
fn hadoop_3_1_cannot_write_node_attributes() {
    let s = scenario(vec![app(&[("a", 2, "java=1.8"), ("b", 1, "NOTIN,NODE,not-self/b")])]);
    let spec = export(ExportKind::PlacementSpec, &s, HadoopVersion::V3_1);
    assert!(spec.warnings.iter().filter(|w| w.message.starts_with("not written")).count() == 2, "{:?}", spec.warnings);
    let java = export(ExportKind::Java, &s, HadoopVersion::V3_1);
    assert!(java.warnings.iter().any(|w| w.message.contains("Hadoop 3.2")), "{:?}", java.warnings);
    assert!(!java.text.contains("NodeAttributeOpCode"), "{}", java.text);
    let java32 = export(ExportKind::Java, &s, HadoopVersion::V3_2);
    assert!(
        java32.text.contains("targetNodeAttribute(NODE, NodeAttributeOpCode.EQ, nodeAttribute(\"java\", \"1.8\"))"),
        "{}",
        java32.text
    );
}

#[test]
fn the_disabled_handler_is_reported() {
    let mut s = scenario(vec![app(&[("zk", 3, "NOTIN,NODE,zk")])]);
    s.yarn_site.clear();
    for kind in [ExportKind::PlacementSpec, ExportKind::DistributedShell, ExportKind::Java, ExportKind::Yarnfile] {
        let out = export(kind, &s, HadoopVersion::V3_3);
        assert!(out.warnings.iter().any(|w| w.message.contains("`disabled` handler")), "{kind:?}: {:?}", out.warnings);
    }
}

#[test]
fn capacity_scheduler_xml_of_a_scenario_without_queues_is_hadoops_default() {
    let s = scenario(Vec::new());
    let out = export(ExportKind::CapacitySchedulerXml, &s, HadoopVersion::V3_3);
    let i = import(&[Input { name: "cs.xml", text: &out.text, kind: None }], None).unwrap();
    assert_eq!(i.scenario.capacity_scheduler["yarn.scheduler.capacity.root.queues"], "default");
}

#[test]
fn xml_export_escapes_values() {
    let mut s = scenario(Vec::new());
    s.yarn_site.insert("x.y".into(), "a<b&c>".into());
    let out = export(ExportKind::YarnSiteXml, &s, HadoopVersion::V3_3);
    let i = import(&[Input { name: "y.xml", text: &out.text, kind: Some(Kind::YarnSiteXml) }], None).unwrap();
    assert_eq!(i.scenario.yarn_site["x.y"], "a<b&c>");
}
