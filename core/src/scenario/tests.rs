//! The road into the model: every problem at once, with typed paths and codes.

use alloc::string::ToString;
use alloc::vec::Vec;

use super::*;
use crate::resource::Resource;

fn json(s: &str) -> Scenario {
    serde_json::from_str(s).expect("test scenario parses")
}

fn paths(v: &Validated) -> Vec<alloc::string::String> {
    v.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.path.to_string()).collect()
}

#[test]
fn topology_resolves_names_partitions_and_extra_types() {
    let s = json(
        r#"{"cluster": {"resource-types": ["yarn.io/gpu"], "partitions": [{"name": "gpu", "exclusive": false}],
            "racks": [{"name": "r1", "nodes": [
              {"name": "n1", "resource": {"memory-mb": 8192, "vcores": 8, "yarn.io/gpu": 2}, "partition": "gpu",
               "attributes": {"fault_domain": "fd1"}}]}]},
            "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "default",
              "yarn.scheduler.capacity.root.default.capacity": "100",
              "yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity": "100",
              "yarn.scheduler.capacity.root.default.accessible-node-labels": "gpu",
              "yarn.scheduler.capacity.root.default.accessible-node-labels.gpu.capacity": "100"}}"#,
    );
    let v = validate(&s, None);
    let t = v.world.expect("valid").topology;
    let n = t.node(t.node_id("n1").unwrap());
    assert_eq!(n.capability, Resource::new(8192, 8).with(2, 2));
    assert_eq!(t.partition(n.partition).name, "gpu");
    assert!(!t.partition(n.partition).exclusive);
    assert_eq!(n.attributes["fault_domain"], "fd1");
}

#[test]
fn every_problem_is_reported_at_once_with_its_path_and_code() {
    let s = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
            {"name": "n1", "resource": {"memory-mb": -1}},
            {"name": "n2", "resource": {"memory-mb": 1024, "gpu": 1}},
            {"name": "n3", "resource": {"memory-mb": 1024}, "partition": "gpu"},
            {"name": "n4", "resource": {"memory-mb": 1024}},
            {"name": "n4", "resource": {"memory-mb": 1024}}]},
            {"name": "r1", "nodes": []}]},
            "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "sched"},
            "applications": [{"name": "a", "requests": [{"count": 1, "resource": {"memory-mb": 1},
              "constraint": "NOTIN,RAK,zk"}]}]}"#,
    );
    let v = validate(&s, None);
    assert!(v.world.is_none());
    assert_eq!(
        paths(&v),
        [
            "cluster.racks[0].nodes[0].resource",
            "cluster.racks[0].nodes[1].resource.gpu",
            "cluster.racks[0].nodes[2].partition",
            "cluster.racks[0].nodes[4].name",
            "cluster.racks[1].name",
            "yarn-site.yarn.resourcemanager.placement-constraints.handler",
            "applications[0].requests[0].constraint",
        ]
    );
    let codes: Vec<DiagnosticCode> = v.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    assert_eq!(
        codes,
        [
            DiagnosticCode::NegativeResource,
            DiagnosticCode::UnknownResourceType,
            DiagnosticCode::UnknownPartition,
            DiagnosticCode::DuplicateName,
            DiagnosticCode::DuplicateName,
            DiagnosticCode::InvalidSiteValue,
            DiagnosticCode::ConstraintSyntax,
        ]
    );
    assert_eq!(v.diagnostics[2].path, FieldPath::node(0, 2).field("partition"));
}

/// Issue 10.1's input: a decommission event on a one-node cluster is valid.
#[test]
fn events_are_validated_against_the_cluster_at_their_time() {
    let ok = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1024}}]}]},
            "events": [{"at-ms": 20000, "kind": "decommission-node", "node": "n1"}]}"#,
    );
    let v = validate(&ok, None);
    assert!(!v.has_errors(), "{:?}", v.diagnostics);
    assert_eq!(v.world.unwrap().changes.len(), 1);

    let bad = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1024}}]}]},
            "events": [{"at-ms": 30000, "kind": "remove-node", "node": "n2"},
                       {"at-ms": 10000, "kind": "add-node", "rack": "r2",
                        "node": {"name": "n2", "resource": {"memory-mb": 1}, "partition": "gpu"}},
                       {"at-ms": 5000, "kind": "remove-node", "node": "n1"},
                       {"at-ms": 6000, "kind": "decommission-node", "node": "n1"}]}"#,
    );
    let v = validate(&bad, None);
    // In time order: n1 removed at 5 s, so decommissioning it at 6 s finds no node; n2's partition is unknown, so
    // it never joins and removing it at 30 s finds no node either.
    assert_eq!(paths(&v), ["events[3].node", "events[1].node.partition", "events[0].node"], "{:?}", v.diagnostics);
}

/// Issue 10.4b: times near the top of `u64` made runs spin; above the stated maximum they are errors.
#[test]
fn times_above_the_maximum_are_errors_with_the_field_path() {
    let s = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1024}}]}]},
            "yarn-site": {"yarn.resourcemanager.nodemanagers.heartbeat-interval-ms": "18446744073709551615",
              "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill": "18446744073709551615"},
            "applications": [{"name": "a", "submit-ms": 18446744073709551615, "finish-ms": 18446744073709551615,
              "am-heartbeat-ms": 18446744073709551615,
              "requests": [{"count": 1, "resource": {"memory-mb": 1}, "duration-ms": 18446744073709551615,
                "ask-ms": 1000000000000001}]}],
            "events": [{"at-ms": 18446744073709551615, "kind": "remove-node", "node": "n1"}]}"#,
    );
    let v = validate(&s, None);
    assert_eq!(
        paths(&v),
        [
            "yarn-site.yarn.resourcemanager.nodemanagers.heartbeat-interval-ms",
            "yarn-site.yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill",
            "applications[0].submit-ms",
            "applications[0].finish-ms",
            "applications[0].am-heartbeat-ms",
            "applications[0].requests[0].ask-ms",
            "applications[0].requests[0].duration-ms",
            "events[0].at-ms",
        ]
    );
    assert!(v.diagnostics.iter().skip(2).all(|d| d.code == DiagnosticCode::TimeOutOfRange));
    let at_max = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1024}}]}]},
            "applications": [{"name": "a", "submit-ms": 1000000000000000}]}"#,
    );
    assert!(!validate(&at_max, None).has_errors());
}

#[test]
fn a_version_1_seed_is_a_warning_at_seed() {
    let s = json(r#"{"seed": 3, "cluster": {"racks": []}}"#);
    let v = validate(&s, None);
    assert!(v.world.is_some());
    assert_eq!(v.diagnostics[0].code, DiagnosticCode::MigratedField);
    assert_eq!(v.diagnostics[0].path.to_string(), "seed");
}

#[test]
fn invalid_scenario_lists_every_error() {
    let s = json(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
            {"name": "n1", "resource": {"memory-mb": -1}}, {"name": "n1", "resource": {"memory-mb": -1}}]}]}}"#,
    );
    let e = crate::sim::Simulator::new(&s).unwrap_err();
    assert_eq!(e.errors().count(), 2);
    assert_eq!(
        e.to_string(),
        "cluster.racks[0].nodes[0].resource: resource amounts must not be negative; \
         cluster.racks[0].nodes[1].resource: resource amounts must not be negative"
    );
    assert!(e.at(&FieldPath::node(0, 1)).is_some());
}

#[test]
fn every_code_is_kebab_case_and_unique() {
    let mut seen = alloc::collections::BTreeSet::new();
    for c in DiagnosticCode::ALL {
        let s = c.as_str();
        assert!(s.chars().all(|ch| ch.is_ascii_lowercase() || ch == '-'), "{s}");
        assert!(seen.insert(s), "{s} twice");
    }
}
