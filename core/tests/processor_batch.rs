//! The `placement-processor`'s temporary tags (YARN's `LocalAllocationTagsManager`): a batch writes a tag for every
//! container it proposes, validation takes each proposal's own tags off while it re-checks it, and the batch
//! removes what is left before it returns. Whatever the batch did, the tag index after a step must count exactly
//! the live containers' tags, node by node and application by application.

use std::collections::BTreeMap;

use proptest::prelude::*;
use serde_json::{json, Value};
use spindle_core::handler::{
    place, Batch, BatchRequest, ConstraintCheck, PlaceInput, ProcessorConfig, ProcessorOutput,
};
use spindle_core::ids::AppId;
use spindle_core::resource::Resource;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, Simulator};
use spindle_core::tags::{ScopeValue, TagId};
use spindle_core::topology::NodeId;

/// After every step: each node's bucket in the tag index holds the tags of the containers live on it.
fn run_checking_the_index(s: &Scenario) -> Simulator {
    let mut sim = Simulator::new(s).expect("valid scenario");
    for step in 1..=2_000 {
        if sim.step().is_empty() && sim.is_finished() {
            return sim;
        }
        let st = sim.state();
        let index = &st.placement().tags;
        let mut live: BTreeMap<(NodeId, TagId, AppId), u32> = BTreeMap::new();
        for c in st.containers().values() {
            let mut tags: Vec<&String> = st.container_tags(c).iter().collect();
            tags.sort();
            tags.dedup();
            for t in tags {
                let id = index.tag_id(t).expect("a live container's tag is interned");
                *live.entry((c.node, id, c.app)).or_default() += 1;
            }
        }
        for node in (0..st.topology().nodes.len()).map(|i| NodeId(i as u32)) {
            let counted: BTreeMap<(NodeId, TagId, AppId), u32> = index
                .bucket(ScopeValue::Node(node))
                .entries()
                .iter()
                .filter(|&&(_, _, n)| n > 0)
                .map(|&(tag, app, n)| ((node, tag, app), n))
                .collect();
            let expected: BTreeMap<_, _> = live
                .range((node, TagId(0), AppId(0))..)
                .take_while(|(k, _)| k.0 == node)
                .map(|(k, v)| (*k, *v))
                .collect();
            assert_eq!(
                counted, expected,
                "step {step}: the tag index disagrees with the containers live on node #{}",
                node.0
            );
        }
    }
    panic!("the run did not end within 2,000 steps");
}

/// One application whose requests, placed as one batch, step on one another: `a` must avoid nodes with `b`, and
/// `b`, placed after it in the same batch, takes such nodes. Validation rejects some of `a`'s proposals in the
/// middle of the batch's list of temporary placements.
#[test]
fn validation_rejecting_proposals_in_the_middle_of_a_batch_leaves_no_tag_behind() {
    let s = scenario(
        3,
        &[json!([
            {"allocation-tags": ["a"], "count": 3, "resource": {"memory-mb": 512}, "constraint": "NOTIN,NODE,b",
             "duration-ms": 60000},
            {"allocation-tags": ["b"], "count": 2, "resource": {"memory-mb": 512}, "duration-ms": 60000}
        ])],
    );
    let sim = run_checking_the_index(&s);
    let retried = sim.events().filter(|e| matches!(e, Event::PlacementRetried { .. })).count();
    assert!(retried > 0, "validation rejected a proposal, so the request was retried");
}

/// The same on one node that already holds a container of the application with the rejected proposal's tag: a
/// rejected proposal's tag taken off twice would take the live container's off.
#[test]
fn a_rejected_proposal_does_not_take_a_live_containers_tag_with_it() {
    let s = scenario(
        1,
        &[json!([
            {"allocation-tags": ["a"], "count": 1, "resource": {"memory-mb": 512}, "duration-ms": 60000},
            {"allocation-tags": ["a"], "count": 1, "resource": {"memory-mb": 512}, "constraint": "NOTIN,NODE,b",
             "duration-ms": 60000, "ask-ms": 5000},
            {"allocation-tags": ["b"], "count": 1, "resource": {"memory-mb": 512}, "duration-ms": 60000,
             "ask-ms": 5000}
        ])],
    );
    let sim = run_checking_the_index(&s);
    let rejected = sim.events().filter(|e| matches!(e, Event::RequestRejected { request: 1, .. })).count();
    assert_eq!(rejected, 1, "request 1 was proposed next to `b` in its batch, rejected by validation each time");
}

/// A retry batch skips the nodes blacklisted for its request's first tag (a failed commit put them there), on a
/// cluster of 130 nodes so that the blacklist spans more than one 64-node word, its ends included.
#[test]
fn a_retry_batch_proposes_no_node_blacklisted_for_its_first_tag() {
    let blacklisted = [0u32, 1, 63, 64, 65, 127, 128, 129];
    let out = place_on_empty_nodes(130, |check| {
        let a = check.tags.intern("a");
        let request = BatchRequest { request: 0, count: 130, size: Resource::new(512, 1), tags: vec![a] };
        let mut batch = Batch::new(AppId(0), 2, vec![request]);
        for n in blacklisted {
            batch.add_to_blacklist(&[a], NodeId(n));
        }
        batch
    });
    // The first pass takes every other node once; the second, a new batch without the blacklist (Hadoop's), places
    // what is left wherever its iterator goes.
    let mut first_pass: Vec<u32> = out.placed[0].nodes.iter().map(|n| n.0).collect();
    first_pass.sort();
    let others: Vec<u32> = (0..130).filter(|n| !blacklisted.contains(n)).collect();
    assert_eq!(first_pass, others, "the first pass skips exactly the blacklisted nodes");
    let proposed: usize = out.placed.iter().map(|p| p.nodes.len()).sum();
    assert_eq!((proposed, out.rejected.len()), (130, 0), "the second pass places the rest");
}

/// A node that refused a size for want of resources is passed without being read until the batch places a
/// container on it, which grows its tracked resources by the container's size (Hadoop's quirk). On five empty 4 GB
/// nodes: `big` (8 GB) fits none, so every node refuses it; `small` (4 GB, its tag blacklisted on n0) then places
/// two containers, on n1 and n2, whose tracked 4 GB grow to 8 GB; `big` again, after it, fits exactly those two:
/// n2, where `small` ended and where it starts reading, and n1, which it reaches only by passing n3 and n4 (still
/// known to be full), wrapping around and reading n0. A pass that kept passing a node after placing on it would
/// pass n1 too and find `big` only n2.
#[test]
fn a_batch_passes_full_nodes_until_it_places_on_them() {
    let out = place_on_empty_nodes(5, |check| {
        let (a, b) = (check.tags.intern("a"), check.tags.intern("b"));
        let request = |request, size, tag| BatchRequest { request, count: 2, size, tags: vec![tag] };
        let (big, small) = (Resource::new(8192, 1), Resource::new(4096, 1));
        let mut batch = Batch::new(AppId(0), 1, vec![request(0, big, a), request(1, small, b), request(2, big, a)]);
        batch.add_to_blacklist(&[b], NodeId(0));
        batch
    });
    let nodes_of = |r: u32| -> Vec<u32> {
        out.placed.iter().filter(|p| p.request.request == r).flat_map(|p| p.nodes.iter().map(|n| n.0)).collect()
    };
    assert_eq!(nodes_of(1), [1, 2]);
    assert_eq!(nodes_of(2), [2, 1], "the nodes that grew fit 8 GB, and only they");
    // `big`'s first request found no node in the first pass; the second (its leftovers, a new batch without the
    // blacklist, the same tracked resources) finds the same two, in the shared iterator's order.
    assert_eq!(nodes_of(0), [1, 2]);
}

/// Each node the algorithm reads and refuses is a missed opportunity for a `DELAYED_OR`: after three refusals (n0,
/// n1, n2 have no `never`), the second alternative applies and the batch proposes n3, in its first attempt.
#[test]
fn a_delayed_or_counts_the_nodes_a_batch_passes_over() {
    let s = scenario(
        5,
        &[json!([{"allocation-tags": ["a"], "count": 1, "resource": {"memory-mb": 512},
                  "constraint": "DELAYED_OR(TRY(3,IN,NODE,never):NOTIN,NODE,a)", "duration-ms": 60000}])],
    );
    let sim = run_checking_the_index(&s);
    let proposed: Vec<(String, u32)> = sim
        .events()
        .filter_map(|e| match e {
            Event::PlacementProposed { node_name, attempt, .. } => Some((node_name.to_string(), *attempt)),
            _ => None,
        })
        .collect();
    assert_eq!(proposed, [("n3".to_string(), 1)]);
}

/// `place` called directly, as the simulator calls it, on `nodes` empty 4 GB nodes (one application, not started):
/// `batch` builds the batch with the tags it interns into the check.
fn place_on_empty_nodes(nodes: usize, batch: impl FnOnce(&mut ConstraintCheck) -> Batch) -> ProcessorOutput {
    let s = scenario(nodes, &[json!([{"allocation-tags": ["a"], "count": 1, "resource": {"memory-mb": 512}}])]);
    let sim = Simulator::new(&s).expect("valid scenario");
    let st = sim.state();
    let mut check = st.placement().clone();
    let batch = batch(&mut check);
    let input = PlaceInput { topology: st.topology(), scheduler: st.scheduler(), config: ProcessorConfig::default() };
    place(&input, &batch, &mut check)
}

fn scenario(nodes: usize, apps: &[Value]) -> Scenario {
    let nodes: Vec<Value> =
        (0..nodes).map(|n| json!({"name": format!("n{n}"), "resource": {"memory-mb": 4096, "vcores": 8}})).collect();
    let apps: Vec<Value> = apps
        .iter()
        .enumerate()
        .map(
            |(a, requests)| json!({"name": format!("app{a}"), "user": "u", "submit-ms": a * 500, "requests": requests}),
        )
        .collect();
    serde_json::from_value(json!({
        "cluster": {"racks": [{"name": "r1", "nodes": nodes}]},
        "capacity-scheduler": {"yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
        "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "placement-processor"},
        "applications": apps
    }))
    .expect("scenario")
}

fn request() -> impl Strategy<Value = Value> {
    let tag = prop_oneof![Just("a"), Just("b"), Just("c")];
    let constraint = prop_oneof![
        Just(None),
        tag.clone().prop_map(|t| Some(format!("NOTIN,NODE,{t}"))),
        tag.clone().prop_map(|t| Some(format!("IN,NODE,{t}"))),
        (tag.clone(), 0u32..3).prop_map(|(t, max)| Some(format!("CARDINALITY,NODE,{t},0,{max}"))),
    ];
    // Requests asked later meet their own application's containers (and tags) already on the nodes.
    (tag, constraint, 1u32..5, 1u64..4, 0u64..3).prop_map(|(t, c, count, d, ask)| {
        let mut r = json!({"allocation-tags": [t], "count": count, "resource": {"memory-mb": 512},
                           "duration-ms": d * 10_000, "ask-ms": ask * 2_000});
        if let Some(c) = c {
            r["constraint"] = json!(c);
        }
        r
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random batches of tagged, constrained requests from one or two applications on a few nodes.
    #[test]
    fn a_batch_leaves_only_its_committed_containers_tags_in_the_index(
        nodes in 1usize..5,
        apps in proptest::collection::vec(proptest::collection::vec(request(), 1..5), 1..3),
    ) {
        let apps: Vec<Value> = apps.into_iter().map(Value::from).collect();
        run_checking_the_index(&scenario(nodes, &apps));
    }
}
