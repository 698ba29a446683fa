use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use super::*;
use crate::scenario::Scenario;

fn builtin(name: &str) -> Scenario {
    serde_json::from_str(crate::builtin::json(name).unwrap()).unwrap()
}

fn placements(sim: &Simulator) -> Vec<(u64, u32)> {
    sim.state().containers.values().map(|c| (c.id.0, c.node.0)).collect()
}

#[test]
fn zk_anti_affinity_places_one_container_per_step_on_distinct_nodes() {
    let mut sim = Simulator::new(&builtin("zk-anti-affinity")).unwrap();
    for i in 1..=3 {
        let events = sim.step().to_vec();
        assert!(matches!(events.as_slice(), [Event::ContainerAllocated { .. }]), "step {i}: {events:?}");
        assert_eq!(sim.step_index(), i);
    }
    let nodes: BTreeSet<u32> = placements(&sim).iter().map(|&(_, n)| n).collect();
    assert_eq!(nodes.len(), 3, "three distinct nodes");
    assert!(sim.is_finished());
    assert!(sim.step().is_empty(), "a finished run takes no more steps");
}

#[test]
fn self_anti_affinity_blocks_when_every_node_holds_one() {
    // Four zk under NOTIN,NODE,zk on three nodes: the fourth cannot go anywhere.
    let json = r#"{"cluster": {"racks": [{"name": "r", "nodes": [
        {"name": "a", "resource": {"memory-mb": 8192}}, {"name": "b", "resource": {"memory-mb": 8192}},
        {"name": "c", "resource": {"memory-mb": 8192}}]}]},
      "applications": [{"name": "zk", "requests": [{"allocation-tags": ["zk"], "count": 4,
        "resource": {"memory-mb": 1024}, "constraint": "NOTIN,NODE,zk"}]}]}"#;
    let mut sim = Simulator::new(&serde_json::from_str(json).unwrap()).unwrap();
    sim.run(10);
    assert_eq!(sim.state().containers.len(), 3);
    let last = sim.events().last().cloned();
    assert!(
        matches!(last, Some(Event::RequestBlocked { nodes_failing_constraint: 3, nodes_without_room: 0, .. })),
        "{last:?}"
    );
    assert!(sim.is_finished());
}

#[test]
fn room_is_checked_before_the_constraint() {
    let json = r#"{"cluster": {"racks": [{"name": "r", "nodes": [
        {"name": "small", "resource": {"memory-mb": 1024}}, {"name": "big", "resource": {"memory-mb": 8192}}]}]},
      "applications": [{"name": "x", "requests": [{"count": 1, "resource": {"memory-mb": 2048}}]}]}"#;
    let mut sim = Simulator::new(&serde_json::from_str(json).unwrap()).unwrap();
    sim.step();
    assert_eq!(placements(&sim), [(0, 1)]);
}

#[test]
fn a_bad_constraint_is_reported_with_its_field() {
    let json = r#"{"cluster": {"racks": []}, "applications": [{"name": "x", "requests": [
        {"count": 1, "resource": {"memory-mb": 1}, "constraint": "NOTIN,RAK,zk"}]}]}"#;
    let err = Simulator::new(&serde_json::from_str(json).unwrap()).unwrap_err();
    assert_eq!(err.path, "applications[0].requests[0].constraint");
    assert!(err.message.contains("RAK"), "{}", err.message);
}

/// A long run crossing several checkpoints: every earlier step restores exactly what stepping forward produced.
#[test]
fn step_back_and_seek_reproduce_every_state() {
    let json = r#"{"cluster": {"racks": [
        {"name": "r1", "nodes": [{"name": "a", "resource": {"memory-mb": 65536}}, {"name": "b", "resource": {"memory-mb": 65536}}]},
        {"name": "r2", "nodes": [{"name": "c", "resource": {"memory-mb": 65536}}]}]},
      "applications": [
        {"name": "hbase", "requests": [{"allocation-tags": ["hbase"], "count": 40, "resource": {"memory-mb": 1024},
          "constraint": "CARDINALITY,NODE,hbase,0,20"}]},
        {"name": "spark", "requests": [{"allocation-tags": ["spark"], "count": 60, "resource": {"memory-mb": 512},
          "constraint": "IN,RACK,all/hbase"}]}]}"#;
    let mut sim = Simulator::new(&serde_json::from_str(json).unwrap()).unwrap();
    let mut history = alloc::vec![placements(&sim)];
    while !sim.is_finished() {
        sim.step();
        history.push(placements(&sim));
    }
    assert!(history.len() > 3 * CHECKPOINT_EVERY, "the run crosses checkpoints ({} steps)", history.len());
    let end = sim.step_index();
    for target in [end - 1, 70, 64, 63, 33, 32, 31, 1, 0] {
        sim.seek(target);
        assert_eq!(sim.step_index(), target);
        assert_eq!(placements(&sim), history[target], "seek to {target}");
    }
    // Forward again from the start, through the checkpoints, to the end.
    sim.seek(end);
    assert_eq!(placements(&sim), history[end]);
    while sim.step_back() {
        assert_eq!(placements(&sim), history[sim.step_index()]);
    }
}

#[test]
fn the_same_scenario_gives_the_same_events() {
    let s = builtin("zk-anti-affinity");
    let run = || {
        let mut sim = Simulator::new(&s).unwrap();
        sim.run(100);
        sim.events().cloned().collect::<Vec<_>>()
    };
    assert_eq!(run(), run());
}

#[test]
fn explain_shows_which_nodes_fit_and_why_the_others_do_not() {
    let mut sim = Simulator::new(&builtin("zk-anti-affinity")).unwrap();
    sim.step();
    let nodes = sim.state().explain(crate::AppId(0), 0).unwrap();
    assert_eq!(nodes.len(), 6);
    let taken = &nodes[0];
    assert!(taken.has_room && !taken.verdict.satisfied() && !taken.fits(), "node-1 holds a zk already");
    assert!(taken.verdict.sentence.contains("node-1"), "{}", taken.verdict.sentence);
    assert!(nodes[1..].iter().all(NodeExplanation::fits));
    assert!(sim.state().explain(crate::AppId(0), 7).is_none());
}
