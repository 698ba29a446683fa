//! Static analysis: constraints that can never be satisfied, with reasons.

mod common;
use common::*;

use spindle_core::constraint::builders::*;
use spindle_core::constraint::PlacementConstraint;
use spindle_core::constraint::{analyze, Finding, FindingKind, FindingSeverity, RequestShape};

fn findings(
    c: &Cluster,
    app: spindle_core::ids::AppId,
    tags: &[&str],
    count: u64,
    k: &PlacementConstraint,
) -> Vec<Finding> {
    analyze(&c.ctx(), RequestShape { app, source_tags: tags, count, companions: &[] }, k)
}

fn cluster() -> (Cluster, spindle_core::ids::AppId) {
    let mut c = Cluster::new(&[("n1", "r1"), ("n2", "r1"), ("n3", "r2")]);
    c.attr("n1", "java", "1.8").attr("n2", "java", "1.7");
    let app = c.app(0, "me", &[]);
    (c, app)
}

#[test]
fn more_anti_affine_containers_than_nodes() {
    let (c, app) = cluster();
    let f = findings(&c, app, &["zk"], 4, &spec("NOTIN,NODE,zk"));
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].kind, FindingKind::TooManyForScope);
    assert_eq!(f[0].severity, FindingSeverity::Never);
    assert_eq!(
        f[0].reason,
        "only 3 of the 4 `zk` containers can ever be placed: NOTIN,NODE,zk lets each node hold at most 1 `zk` (the one \
         being placed plus at most 0 others), and the cluster has 3 nodes"
    );
    // Per rack, at most 1 other: 2 per rack, 2 racks.
    let f = findings(&c, app, &["zk"], 5, &spec("CARDINALITY,RACK,zk,0,1"));
    assert!(f[0].reason.starts_with("only 4 of the 5"), "{}", f[0].reason);
    assert!(findings(&c, app, &["zk"], 3, &spec("NOTIN,NODE,zk")).is_empty());
    // Another tag is not limited by its own placements.
    assert!(findings(&c, app, &["hbase"], 9, &spec("NOTIN,NODE,zk")).is_empty());
}

#[test]
fn self_affinity_deadlock_and_unreachable_minimum() {
    let (mut c, app) = cluster();
    let f = findings(&c, app, &["zk"], 3, &spec("IN,NODE,zk"));
    assert_eq!(f[0].kind, FindingKind::SelfAffinityDeadlock);
    assert!(f[0].reason.starts_with("the first `zk` container can never be placed"));
    // A companion entry of the same application seeds the affinity.
    let companions = [("zk", 1)];
    let f = analyze(
        &c.ctx(),
        RequestShape { app, source_tags: &["zk"], count: 3, companions: &companions },
        &spec("IN,NODE,zk"),
    );
    assert!(f.is_empty(), "{f:#?}");
    c.place(app, "n1", &["hbase"], 2);
    let f = findings(&c, app, &["spark"], 1, &spec("CARDINALITY,RACK,hbase,3,10"));
    assert_eq!(f[0].kind, FindingKind::MinimumUnreachable);
    assert_eq!(f[0].reason, "needs at least 3 `hbase` in one rack, but the most any rack holds now is 2");
}

#[test]
fn impossible_bounds() {
    let (c, app) = cluster();
    let f = findings(&c, app, &["x"], 1, &cardinality(NODE, 3, 2, &["zk"]));
    assert_eq!(f[0].kind, FindingKind::ImpossibleBounds);
    assert!(f[0].reason.contains("no count can meet"), "{}", f[0].reason);
    assert_eq!(findings(&c, app, &["x"], 1, &cardinality(NODE, 0, -1, &["zk"]))[0].kind, FindingKind::ImpossibleBounds);
}

#[test]
fn attribute_values_and_partitions_no_node_has() {
    let (mut c, app) = cluster();
    let f = findings(&c, app, &[], 1, &spec("java=11"));
    assert_eq!(f[0].kind, FindingKind::UnknownAttributeValue);
    assert_eq!(f[0].reason, "no node has `java` = {11}; the values nodes have are {1.7, 1.8}");
    let f = findings(&c, app, &[], 1, &spec("os=linux"));
    assert!(f[0].reason.starts_with("no node has the attribute `os`"));
    assert!(findings(&c, app, &[], 1, &spec("os!=linux")).is_empty());
    c.partition("n3", "gpu");
    assert!(findings(&c, app, &[], 1, &target_in(NODE, [node_partition(&["gpu"])])).is_empty());
    let f = findings(&c, app, &[], 1, &target_in(NODE, [node_partition(&["fpga"])]));
    assert_eq!(f[0].kind, FindingKind::UnknownPartition);
}

#[test]
fn contradictory_and_and_impossible_or() {
    let (c, app) = cluster();
    let f = findings(&c, app, &["x"], 1, &spec("AND(CARDINALITY,RACK,zk,3,5:CARDINALITY,RACK,zk,0,2)"));
    let clash = f.iter().find(|f| f.kind == FindingKind::ContradictoryAnd).expect("contradiction");
    assert_eq!(clash.severity, FindingSeverity::Never);
    assert!(clash.reason.contains("AND parts 1 and 2 contradict each other"), "{}", clash.reason);
    let f = findings(&c, app, &[], 1, &spec("AND(java=1.8:java=1.7)"));
    assert_eq!(f[0].kind, FindingKind::ContradictoryAnd);
    let f = findings(&c, app, &[], 1, &spec("OR(java=11:os=linux)"));
    assert!(f.iter().any(|f| f.kind == FindingKind::NoAlternative && f.severity == FindingSeverity::Never), "{f:#?}");
    assert!(f
        .iter()
        .filter(|f| f.kind == FindingKind::UnknownAttributeValue)
        .all(|f| f.severity == FindingSeverity::Warning));
    // A branch that can never hold is only a warning while another can.
    let f = findings(&c, app, &[], 1, &spec("OR(java=11:java=1.8)"));
    assert!(f.iter().all(|f| f.severity == FindingSeverity::Warning), "{f:#?}");
}

#[test]
fn scopes_namespaces_and_delayed_or() {
    let (c, app) = cluster();
    let f = findings(&c, app, &["x"], 1, &spec("IN,@fault_domain,zk"));
    assert_eq!(f[0].kind, FindingKind::UnknownScope);
    assert_eq!(f[0].severity, FindingSeverity::Never);
    assert_eq!(
        findings(&c, app, &["x"], 1, &spec("NOTIN,NODE,app-id/hbase"))[0].kind,
        FindingKind::UnresolvableNamespace
    );
    let f = findings(&c, app, &["x"], 1, &spec("DELAYED_OR(IN,NODE,a:NOTIN,NODE,b)"));
    assert!(f.iter().any(|f| f.kind == FindingKind::YarnCannotPlace));
    assert!(f.iter().any(|f| f.kind == FindingKind::UnreachableAlternative));
}
