use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::*;
use crate::ids::AppId;
use crate::scenario::Scenario;

fn builtin(name: &str) -> Scenario {
    serde_json::from_str(crate::builtin::json(name).unwrap()).unwrap()
}

fn scenario(json: &str) -> Scenario {
    serde_json::from_str(json).unwrap()
}

fn placements(sim: &Simulator) -> Vec<(u64, u32)> {
    sim.state().containers().values().map(|c| (c.id.0, c.node.0)).collect()
}

fn names(events: &[Event]) -> Vec<&'static str> {
    events.iter().map(Event::name).collect()
}

#[test]
fn zk_anti_affinity_places_one_container_per_step_on_distinct_nodes() {
    let mut sim = Simulator::new(&builtin("zk-anti-affinity")).unwrap();
    assert_eq!(sim.state().handler(), Handler::Scheduler);
    for i in 1..=3 {
        let events = sim.step().to_vec();
        let allocated = events.iter().filter(|e| matches!(e, Event::ContainerAllocated { .. })).count();
        assert_eq!(allocated, 1, "step {i}: {events:?}");
        assert_eq!(sim.step_index(), i);
    }
    let nodes: BTreeSet<u32> = placements(&sim).iter().map(|&(_, n)| n).collect();
    assert_eq!(nodes.len(), 3, "three distinct nodes");
    assert!(sim.is_finished(), "{:?}", sim.state().pending_requests());
    assert!(sim.step().is_empty(), "a finished run takes no more steps");
}

#[test]
fn self_anti_affinity_stalls_when_every_node_holds_one() {
    // Four zk under NOTIN,NODE,zk on three nodes: the fourth cannot go anywhere.
    let json = r#"{"yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "scheduler"},
      "cluster": {"racks": [{"name": "r", "nodes": [
        {"name": "a", "resource": {"memory-mb": 8192}}, {"name": "b", "resource": {"memory-mb": 8192}},
        {"name": "c", "resource": {"memory-mb": 8192}}]}]},
      "applications": [{"name": "zk", "requests": [{"allocation-tags": ["zk"], "count": 4,
        "resource": {"memory-mb": 1024}, "constraint": "NOTIN,NODE,zk"}]}]}"#;
    let mut sim = Simulator::new(&scenario(json)).unwrap();
    sim.run(100);
    assert_eq!(sim.state().containers().len(), 3);
    let last = sim.events().last().cloned();
    assert!(matches!(last, Some(Event::Stalled { waiting_requests: 1, .. })), "{last:?}");
    assert!(sim.is_finished());
    let why = sim.state().why_waiting(AppId(0), 0).unwrap();
    assert_eq!(why.constraint.as_ref().map(|c| c.nodes_satisfying), Some(0), "{why:?}");
    assert!(why.sentences.iter().any(|s| s.contains("holds on 0 of 3 nodes")), "{:?}", why.sentences);
}

fn zk_under(handler: Handler) -> Simulator {
    Simulator::with_handler(&builtin("zk-anti-affinity"), handler).unwrap()
}

#[test]
fn disabled_handler_rejects_scheduling_requests_with_yarns_message() {
    let mut sim = zk_under(Handler::Disabled);
    sim.run(10);
    let rejected: Vec<&Event> = sim.events().filter(|e| matches!(e, Event::RequestRejected { .. })).collect();
    let [Event::RequestRejected { count: 3, code, reason, handler: Handler::Disabled, .. }] = rejected.as_slice()
    else {
        panic!("{rejected:?}")
    };
    assert_eq!(code, "YarnException");
    assert!(reason.starts_with("Found non empty SchedulingRequest in AllocateRequest for application=appattempt_"));
    assert!(reason.contains("yarn.resourcemanager.placement-constraints.handler cannot handle placement constraints"));
    assert!(sim.state().containers().is_empty());
    assert!(sim.is_finished());
    let why = sim.state().why_waiting(AppId(0), 0).unwrap();
    assert!(matches!(why.stage, WaitStage::Rejected { .. }), "{why:?}");
}

#[test]
fn placement_processor_proposes_then_commits_at_the_next_am_call() {
    let mut sim = zk_under(Handler::PlacementProcessor);
    let first = sim.step().to_vec();
    assert_eq!(
        names(&first),
        ["app-submitted", "app-activated", "placement-proposed", "placement-proposed", "placement-proposed"]
    );
    let proposed: BTreeSet<u32> = first
        .iter()
        .filter_map(|e| match e {
            Event::PlacementProposed { node, .. } => Some(node.0),
            _ => None,
        })
        .collect();
    assert_eq!(proposed.len(), 3, "anti-affinity within the batch (temporary tags)");
    let second = sim.step().to_vec();
    assert!(second
        .iter()
        .all(|e| matches!(e, Event::ContainerAllocated { handler: Some(Handler::PlacementProcessor), .. })));
    assert_eq!(second.len(), 3);
    assert_eq!(sim.now_ms(), 1000, "committed at the AM's next allocate call");
    let placed: BTreeSet<u32> = placements(&sim).iter().map(|&(_, n)| n).collect();
    assert_eq!(placed, proposed);
}

/// A long run crossing several checkpoints: every earlier step restores exactly what stepping forward produced.
#[test]
fn step_back_and_seek_reproduce_every_state() {
    let json = r#"{"yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "scheduler"},
      "cluster": {"racks": [
        {"name": "r1", "nodes": [{"name": "a", "resource": {"memory-mb": 65536, "vcores": 64}}, {"name": "b", "resource": {"memory-mb": 65536, "vcores": 64}}]},
        {"name": "r2", "nodes": [{"name": "c", "resource": {"memory-mb": 65536, "vcores": 64}}]}]},
      "applications": [
        {"name": "hbase", "requests": [{"allocation-tags": ["hbase"], "count": 40, "resource": {"memory-mb": 1024},
          "constraint": "CARDINALITY,NODE,hbase,0,20", "duration-ms": 7000}]},
        {"name": "spark", "requests": [{"allocation-tags": ["spark"], "count": 60, "resource": {"memory-mb": 512},
          "constraint": "IN,RACK,all/hbase", "duration-ms": 3000}]}]}"#;
    let mut sim = Simulator::new(&scenario(json)).unwrap();
    let mut history = alloc::vec![placements(&sim)];
    while !sim.is_finished() {
        sim.step();
        history.push(placements(&sim));
    }
    assert!(history.len() > 2 * CHECKPOINT_EVERY, "the run crosses checkpoints ({} steps)", history.len());
    let end = sim.step_index();
    let all: Vec<Event> = sim.events().cloned().collect();
    for target in [end - 1, 65, 64, 63, 33, 32, 31, 1, 0] {
        sim.seek(target);
        assert_eq!(sim.step_index(), target);
        assert_eq!(placements(&sim), history[target], "seek to {target}");
    }
    sim.seek(end);
    assert_eq!(placements(&sim), history[end]);
    assert_eq!(sim.events().cloned().collect::<Vec<_>>(), all);
    while sim.step_back() {
        assert_eq!(placements(&sim), history[sim.step_index()]);
    }
}

/// Building a run copies no state (the page builds one before its first click): step 0 is kept from the first step
/// on, and a run that has not moved seeks, resets and steps back where it is.
#[test]
fn step_zero_is_kept_from_the_first_step() {
    let mut sim = Simulator::new(&builtin("zk-anti-affinity")).unwrap();
    let at_zero = placements(&sim);
    assert_eq!(sim.checkpoint_stats().0, 0, "nothing copied yet");
    sim.seek(0);
    sim.reset();
    assert!(!sim.step_back(), "nothing to go back to");
    assert_eq!((sim.step_index(), placements(&sim)), (0, at_zero.clone()));
    sim.seek(2);
    assert_eq!(sim.step_index(), 2, "a seek ahead steps from step 0");
    let (kept, _, bytes) = sim.checkpoint_stats();
    assert_eq!(kept, 1, "step 0, copied as the first step was taken");
    assert!(bytes > 0);
    sim.reset();
    assert_eq!((sim.step_index(), placements(&sim)), (0, at_zero));
    assert_eq!(sim.checkpoint_stats().0, 1, "still the one copy");
}

/// A state too large to copy every [`CHECKPOINT_EVERY`] steps (a 2,000-node cluster filling up) is checkpointed
/// further apart as it grows, at least a step per [`CHECKPOINT_BYTES_PER_STEP`] of it, the kept checkpoints evenly
/// spaced, and seeking still restores exactly what stepping forward made, between checkpoints and on them.
#[test]
fn a_large_state_is_checkpointed_further_apart() {
    let mut sim = Simulator::new(&crate::gallery::large::large_cluster()).unwrap();
    let targets = [0, 1, 31, 32, 33, 100, 127, 128, 129, 255, 256, 257, 300];
    let mut seen = alloc::collections::BTreeMap::from([(0, placements(&sim))]);
    while sim.checkpoint_stats().1 < 4 * CHECKPOINT_EVERY || sim.step_index() < 300 {
        assert!(!sim.step().is_empty(), "the run goes on at step {}", sim.step_index());
        if targets.contains(&sim.step_index()) {
            seen.insert(sim.step_index(), placements(&sim));
        }
    }
    let (kept, every, _) = sim.checkpoint_stats();
    let bytes = sim.state().estimated_bytes();
    assert!(every * CHECKPOINT_BYTES_PER_STEP >= bytes, "every {every} steps for {bytes} B");
    assert!(sim.checkpoints.iter().all(|c| c.step.is_multiple_of(every)), "evenly spaced: {kept} for every {every}");
    assert!(kept > 2, "{kept} checkpoints");
    for target in targets.into_iter().rev().chain([300, 32, 257, 1]) {
        sim.seek(target);
        assert_eq!(sim.step_index(), target);
        assert_eq!(placements(&sim), seen[&target], "seek to {target}");
    }
}

#[test]
fn the_same_scenario_gives_the_same_events() {
    for h in Handler::ALL {
        let run = || {
            let mut sim = Simulator::with_handler(&builtin("zk-anti-affinity"), h).unwrap();
            sim.run(100);
            sim.events().cloned().collect::<Vec<_>>()
        };
        assert_eq!(run(), run());
    }
}

#[test]
fn explain_shows_which_nodes_fit_and_why_the_others_do_not() {
    let mut sim = Simulator::new(&builtin("zk-anti-affinity")).unwrap();
    sim.step();
    let nodes = sim.state().explain(AppId(0), 0).unwrap();
    assert_eq!(nodes.len(), 6);
    let taken = nodes.iter().find(|n| !n.fits()).unwrap();
    assert!(taken.has_room && !taken.verdict.satisfied(), "the node holding a zk already");
    assert!(taken.verdict.sentence.contains(&taken.node_name), "{}", taken.verdict.sentence);
    assert_eq!(nodes.iter().filter(|n| n.fits()).count(), 5);
    assert!(sim.state().explain(AppId(0), 7).is_none());
}

#[test]
fn a_bad_constraint_is_reported_with_its_field_and_column() {
    let json = r#"{"cluster": {"racks": []}, "applications": [{"name": "x", "requests": [
        {"count": 1, "resource": {"memory-mb": 1}, "constraint": "NOTIN,RAK,zk"}]}]}"#;
    let err = Simulator::new(&scenario(json)).unwrap_err();
    let d = err.errors().next().unwrap();
    assert_eq!(d.path, crate::scenario::FieldPath::request(0, 0).field("constraint"));
    assert!(d.message.contains("RAK") && d.message.contains("column"), "{}", d.message);
}

#[test]
fn a_saved_run_resumes_at_the_same_step() {
    let mut sim = zk_under(Handler::PlacementProcessor);
    sim.run(2);
    let saved = sim.save();
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedRun = serde_json::from_str(&json).unwrap();
    let resumed = Simulator::resume(&back).unwrap();
    assert_eq!(resumed.step_index(), 2);
    assert_eq!(placements(&resumed), placements(&sim));
    assert_eq!(resumed.events().cloned().collect::<Vec<_>>(), sim.events().cloned().collect::<Vec<_>>());
}

/// YARN-569's three-queue story with the policy on: only the over-guarantee queue's containers are marked, a mark
/// becomes a kill no earlier than `max_wait_before_kill` later, and each round's report explains it.
#[test]
fn preemption_marks_then_kills_only_the_elastic_queues_containers() {
    let mut sim = Simulator::new(&builtin("three-queues-preemption")).unwrap();
    sim.run_until(60_000);
    let events: Vec<Event> = sim.events().cloned().collect();
    let marks: Vec<(u64, crate::ids::ContainerId, String)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ContainerMarked { at_ms, container, queue, .. } => Some((*at_ms, *container, queue.to_string())),
            _ => None,
        })
        .collect();
    assert!(!marks.is_empty(), "rounds after reports-b arrives mark containers");
    assert!(marks.iter().all(|(at, _, q)| q == "root.a" && *at >= 10_000), "{marks:?}");
    let kills: Vec<(u64, crate::ids::ContainerId)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ContainerFinished {
                at_ms, container, reason: crate::scheduler::ReleaseReason::Preempted, ..
            } => Some((*at_ms, *container)),
            _ => None,
        })
        .collect();
    assert!(!kills.is_empty(), "marked containers still selected 15 s later are killed");
    for (at, c) in &kills {
        let marked_at = marks.iter().find(|(_, m, _)| m == c).map(|(t, _, _)| *t).expect("killed only after marked");
        assert!(*at >= marked_at + 15_000, "container {c} marked at {marked_at} killed at {at}");
    }
    let report = sim.state().preemption_report().expect("the policy ran");
    let a = report.queues.iter().find(|q| q.queue == "root.a").unwrap();
    assert!(a.ideal.memory() >= a.guaranteed.memory(), "a keeps at least its guarantee");
    assert!(report.notes.iter().any(|n| n.contains("ignores placement constraints")));
    // Rounds are steps of their own only when they select something.
    assert!(events
        .iter()
        .all(|e| !matches!(e, Event::PreemptionRound { selected: 0, marked: 0, killed: 0, unreserved: 0, .. })));
}

#[test]
fn observe_only_reports_but_takes_no_action() {
    let mut s = builtin("three-queues-preemption");
    s.yarn_site.insert("yarn.resourcemanager.monitor.capacity.preemption.observe_only".into(), "true".into());
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_until(60_000);
    let rounds = sim.events().filter(|e| matches!(e, Event::PreemptionRound { observe_only: true, .. })).count();
    assert!(rounds > 0);
    assert!(!sim.events().any(|e| matches!(e, Event::ContainerMarked { .. })));
    assert!(!sim
        .events()
        .any(|e| matches!(e, Event::ContainerFinished { reason: crate::scheduler::ReleaseReason::Preempted, .. })));
}

#[test]
fn a_bad_preemption_setting_names_its_key() {
    let mut s = builtin("three-queues-preemption");
    s.yarn_site.insert("yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill".into(), "soon".into());
    let err = Simulator::new(&s).unwrap_err();
    let d = err.errors().next().unwrap();
    assert_eq!(d.path.property(), Some("yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill"));
    assert!(d.message.contains("`soon`"), "{err}");
}

#[test]
fn samples_follow_the_run_and_step_back() {
    let mut sim = Simulator::new(&builtin("three-queues-preemption")).unwrap();
    assert_eq!(sim.sample_queues(), ["root.a", "root.b", "root.c"]);
    assert_eq!(sim.samples().len(), 1);
    sim.run_until(60_000);
    let n = sim.step_index();
    assert_eq!(sim.samples().len(), n + 1);
    let samples = sim.samples().to_vec();
    let a: Vec<QueueSample> = sim.queue_samples(0).map(Option::unwrap).collect();
    assert_eq!(a.len(), n + 1, "one of a's samples per step");
    assert!(samples.windows(2).all(|w| w[0].at_ms <= w[1].at_ms));
    assert_eq!(a[1].guaranteed_mb, 10 * 1024, "a is guaranteed 10 % of 100 GB");
    let killed_at = samples.iter().position(|s| s.preempted > 0).expect("a preemption happened");
    let peak_a = a[..killed_at].iter().map(|q| q.used_mb).max().unwrap();
    assert!(a[killed_at].used_mb < peak_a, "the kill lowers a's use");
    // Each queue's series is the one its sample after every step gives, worked out afresh.
    let mut again = Simulator::new(&builtin("three-queues-preemption")).unwrap();
    for step in 0..=n {
        for (leaf, queue) in ["root.a", "root.b", "root.c"].into_iter().enumerate() {
            let q = again.state().scheduler().queue(again.state().scheduler().config().find_queue(queue).unwrap());
            let usage = q.usage(0);
            let now = QueueSample {
                used_mb: usage.used.memory(),
                pending_mb: usage.pending.memory(),
                guaranteed_mb: q.capacities(0).guaranteed.memory(),
            };
            assert_eq!(sim.queue_samples(leaf).nth(step), Some(Some(now)), "{queue} after step {step}");
        }
        again.step();
    }
    assert!(sim.queue_samples(3).all(|q| q.is_none()), "there are three leaves");
    assert!(sim.queue_changes(3).is_empty());
    // The changes are the steps where a's sample moved, and the sample from each on.
    let moved: Vec<(usize, Option<QueueSample>)> =
        (0..=n).filter(|&i| i == 0 || a[i] != a[i - 1]).map(|i| (i, Some(a[i]))).collect();
    assert_eq!(sim.queue_changes(0), &moved[..]);
    assert_eq!(
        samples.iter().map(|s| s.marked).sum::<u32>() as usize,
        sim.events().filter(|e| matches!(e, Event::ContainerMarked { .. })).count()
    );
    sim.seek(killed_at - 1);
    assert_eq!(sim.samples().len(), killed_at);
    assert_eq!(sim.queue_samples(0).flatten().collect::<Vec<_>>(), a[..killed_at], "a's series ends at the step too");
    assert_eq!(sim.queue_changes(0), &moved[..moved.partition_point(|c| c.0 < killed_at)], "so do its changes");
    sim.seek(n);
    assert_eq!(sim.samples(), &samples[..], "replayed samples are the same");
    assert_eq!(sim.queue_samples(0).flatten().collect::<Vec<_>>(), a);
}

#[test]
fn a_mark_is_held_from_its_round_until_the_kill() {
    let mut sim = Simulator::new(&builtin("three-queues-preemption")).unwrap();
    sim.run_until(60_000);
    let (mark_step, marked) = sim
        .steps()
        .iter()
        .enumerate()
        .find_map(|(i, evs)| {
            evs.iter().find_map(|e| match e {
                Event::ContainerMarked { container, .. } => Some((i + 1, *container)),
                _ => None,
            })
        })
        .expect("a container is marked");
    let kill_step = (mark_step..=sim.steps().len())
        .find(|&s| {
            sim.steps()[s - 1]
                .iter()
                .any(|e| matches!(e, Event::ContainerFinished { container, .. } if *container == marked))
        })
        .expect("and later killed");
    for step in [mark_step, (mark_step + kill_step) / 2, kill_step - 1] {
        sim.seek(step);
        assert!(sim.state().preemption_marks().any(|(c, _)| c == marked), "marked at step {step}");
    }
    sim.seek(kill_step);
    assert!(!sim.state().preemption_marks().any(|(c, _)| c == marked), "gone once killed");
    sim.seek(mark_step - 1);
    assert!(!sim.state().preemption_marks().any(|(c, _)| c == marked), "not before its round");
}

/// A request reserved on a node that never frees while another node has room: with
/// `reservations-continue-look-all-nodes` off, YARN lets it use the other node only once its starvation term
/// (`re-reservations × minimum / maximum` for a node-sized ask) reaches 1, i.e. after `maximum / minimum` = 128
/// renewals of its reservation, one per heartbeat of n1. Nothing is reported meanwhile; the stall detector used to
/// give up after 3 + 64 idle rounds (and reported `stalled` at 69500 ms).
const STARVATION_128: &str = r#"{
  "cluster": { "racks": [ { "name": "r1", "nodes": [
    { "name": "n1", "resource": { "memory-mb": 24576, "vcores": 16 } },
    { "name": "n2", "resource": { "memory-mb": 24576, "vcores": 16 } } ] } ] },
  "capacity-scheduler": {
    "yarn.scheduler.capacity.root.queues": "default",
    "yarn.scheduler.capacity.root.default.capacity": "100",
    "yarn.scheduler.capacity.reservations-continue-look-all-nodes": "false"
  },
  "yarn-site": { "yarn.scheduler.minimum-allocation-mb": "128", "yarn.scheduler.maximum-allocation-mb": "16384" },
  "applications": [
    { "name": "filler", "user": "b", "requests": [ { "count": 1, "resource": { "memory-mb": 12288 } } ] },
    { "name": "short", "user": "a",
      "requests": [ { "count": 1, "resource": { "memory-mb": 12288 }, "duration-ms": 2000 } ] },
    { "name": "big", "user": "c", "requests": [ { "count": 1, "resource": { "memory-mb": 16384 }, "ask-ms": 1000 } ] }
  ]
}"#;

#[test]
fn reservation_starvation_beyond_64_rounds_is_not_a_stall() {
    let mut sim = Simulator::new(&scenario(STARVATION_128)).unwrap();
    sim.run(10_000);
    let text = transcript(&sim);
    let tail: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).skip(8).map(str::trim).collect();
    assert_eq!(
        tail,
        [
            "1000 container-reserved c3 big on n1 16384MB/1vc req=0",
            "2500 container-finished c2 short on n2 Released",
            "2500 app-finished short",
            // n1 renewed the reservation at 2000, 3000, …, 129000: the 128th renewal lets big use n2.
            "129500 container-allocated c4 big on n2 16384MB/1vc req=0",
            "130000 unreserved c3 big on n1 NoLongerNeeded",
        ],
        "{text}"
    );
}

/// Two nodes, one application with two long-running containers of 3 GB (one fits per node).
const TWO_NODES: &str = r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
    {"name": "n1", "resource": {"memory-mb": 4096, "vcores": 4}},
    {"name": "n2", "resource": {"memory-mb": 4096, "vcores": 4}}]}]},
  "applications": [{"name": "job", "requests": [{"count": 2, "resource": {"memory-mb": 3072}, "duration-ms": 60000}]}]"#;

fn with_events(events: &str) -> Scenario {
    scenario(&alloc::format!("{TWO_NODES}, \"events\": {events}}}"))
}

fn finished_reasons(sim: &Simulator) -> Vec<crate::scheduler::ReleaseReason> {
    sim.events()
        .filter_map(|e| match e {
            Event::ContainerFinished { reason, .. } => Some(*reason),
            _ => None,
        })
        .collect()
}

/// Issue 10.1's input (a decommission event on a one-node cluster) runs: the node leaves when its container ends.
#[test]
fn a_decommissioned_node_leaves_when_its_last_container_ends() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]},
            "applications": [{"name": "job", "requests": [{"count": 1, "resource": {"memory-mb": 1024},
              "duration-ms": 30000}]}],
            "events": [{"at-ms": 20000, "kind": "decommission-node", "node": "n1"}]}"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(10_000);
    assert!(sim.is_finished());
    let kinds: Vec<&str> = sim.events().map(Event::name).collect();
    let i = kinds.iter().position(|k| *k == "node-decommissioning").expect("decommissioning");
    let j = kinds.iter().position(|k| *k == "node-removed").expect("removed");
    assert!(i < j);
    let removed = sim.events().find(|e| e.name() == "node-removed").unwrap();
    assert_eq!(removed.at_ms(), 30000, "at the end of its last container");
    assert!(matches!(removed, Event::NodeRemoved { decommissioned: true, .. }));
    assert_eq!(finished_reasons(&sim), [crate::scheduler::ReleaseReason::Released], "the container ran to its end");
}

/// A node that is removed (lost) kills its containers; the AM asks for them again and they run elsewhere, as
/// YARN's AMs re-request containers that exit ABORTED.
#[test]
fn a_removed_node_kills_its_containers_and_the_am_asks_for_them_again() {
    let s = with_events(
        r#"[{"at-ms": 5000, "kind": "add-node", "rack": "r2",
             "node": {"name": "n3", "resource": {"memory-mb": 4096, "vcores": 4}, "attributes": {"java": "1.8"}}},
            {"at-ms": 10000, "kind": "remove-node", "node": "n1"}]"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_until(9_999);
    let on: BTreeSet<u32> = placements(&sim).iter().map(|&(_, n)| n).collect();
    assert_eq!(on, BTreeSet::from([0, 1]), "one container on each of n1 and n2");
    sim.run_to_end(10_000);
    assert!(sim.is_finished());
    use crate::scheduler::ReleaseReason::{NodeRemoved, Released};
    let reasons = finished_reasons(&sim);
    assert_eq!(reasons.iter().filter(|r| **r == NodeRemoved).count(), 1, "{reasons:?}");
    assert_eq!(reasons.iter().filter(|r| **r == Released).count(), 2, "two containers ran to their end");
    let allocated: Vec<String> = sim
        .events()
        .filter_map(|e| match e {
            Event::ContainerAllocated { node_name, .. } => Some(node_name.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(allocated.len(), 3, "the lost container was asked for again: {allocated:?}");
    assert_eq!(allocated[2], "n3", "and placed on the node that joined");
    let run = &sim.state().apps()[0];
    assert_eq!((run.requests[0].allocated, run.requests[0].finished, run.requests[0].lost), (2, 2, 0));
    assert_eq!(run.phase, AppPhase::Finished);
    assert_eq!(sim.state().topology().node(sim.state().topology().node_id("n3").unwrap()).attributes["java"], "1.8");
}

/// Every `queues-refreshed` event of the run: (time, applied, reason).
fn refreshes(sim: &Simulator) -> Vec<(u64, bool, String)> {
    sim.events()
        .filter_map(|e| match e {
            Event::QueuesRefreshed { at_ms, applied, reason } => Some((*at_ms, *applied, reason.clone())),
            _ => None,
        })
        .collect()
}

/// A `reconfigure` event applies a capacity change mid-run as `-refreshQueues` does, and a refresh that would
/// remove a queue is refused with the old configuration kept; both appear in the run's events.
#[test]
fn reconfigure_refreshes_queues_or_keeps_the_old_configuration() {
    let cs = |a: u32| {
        alloc::format!(
            r#"{{"yarn.scheduler.capacity.root.queues": "a,b", "yarn.scheduler.capacity.root.a.capacity": "{a}",
                "yarn.scheduler.capacity.root.b.capacity": "{}"}}"#,
            100 - a
        )
    };
    let s = scenario(&alloc::format!(
        r#"{{"cluster": {{"racks": [{{"name": "r1", "nodes": [{{"name": "n1", "resource": {{"memory-mb": 8192}}}}]}}]}},
            "capacity-scheduler": {},
            "applications": [{{"name": "job", "queue": "a", "requests": [{{"count": 1, "resource": {{"memory-mb": 1024}},
              "duration-ms": 30000}}]}}],
            "events": [{{"at-ms": 10000, "kind": "reconfigure", "capacity-scheduler": {}}},
                       {{"at-ms": 20000, "kind": "reconfigure", "capacity-scheduler":
                          {{"yarn.scheduler.capacity.root.queues": "a", "yarn.scheduler.capacity.root.a.capacity": "100"}}}}]}}"#,
        cs(50),
        cs(80)
    ));
    let mut sim = Simulator::new(&s).unwrap();
    let a = |sim: &Simulator| {
        let cs = sim.state().scheduler();
        let q = cs.config().find_queue("a").unwrap();
        cs.queue(q).capacities(0).guaranteed.memory()
    };
    assert_eq!(a(&sim), 4096);
    sim.run_to_end(10_000);
    let refreshes = refreshes(&sim);
    assert_eq!(refreshes.len(), 2, "{refreshes:?}");
    assert_eq!((refreshes[0].0, refreshes[0].1), (10000, true));
    assert_eq!((refreshes[1].0, refreshes[1].1), (20000, false));
    assert!(refreshes[1].2.contains("root.b"), "{}", refreshes[1].2);
    assert_eq!(a(&sim), 8192 * 8 / 10, "80 % after the first refresh; the refused one changed nothing");
}

/// Hadoop's refresh rules by queue path: a new queue may be added (and used by the next submission); a queue may
/// be deleted only when STOPPED and drained — one that still has applications is DRAINING and the refresh is
/// refused; a queue stopped by `<path>.state` left in the new properties may be deleted too.
#[test]
fn reconfigure_adds_queues_and_deletes_only_stopped_drained_ones() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 8192}}]}]},
            "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,b,old",
              "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.b.capacity": "50",
              "yarn.scheduler.capacity.root.old.capacity": "0", "yarn.scheduler.capacity.root.old.state": "STOPPED"},
            "applications": [
              {"name": "job", "queue": "b", "requests": [{"count": 1, "resource": {"memory-mb": 1024}, "duration-ms": 30000}]},
              {"name": "late", "queue": "c", "submit-ms": 15000,
               "requests": [{"count": 1, "resource": {"memory-mb": 1024}, "duration-ms": 1000}]}],
            "events": [
              {"at-ms": 5000, "kind": "reconfigure", "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,b",
                "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.b.capacity": "50",
                "yarn.scheduler.capacity.root.b.state": "STOPPED"}},
              {"at-ms": 10000, "kind": "reconfigure", "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,c",
                "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.c.capacity": "50",
                "yarn.scheduler.capacity.root.b.state": "STOPPED"}},
              {"at-ms": 12000, "kind": "reconfigure", "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,b,c",
                "yarn.scheduler.capacity.root.a.capacity": "40", "yarn.scheduler.capacity.root.b.capacity": "30",
                "yarn.scheduler.capacity.root.c.capacity": "30"}},
              {"at-ms": 40000, "kind": "reconfigure", "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,c",
                "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.c.capacity": "50",
                "yarn.scheduler.capacity.root.b.state": "STOPPED"}}]}"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(10_000);
    let refreshes = refreshes(&sim);
    // 5 s: `old` (STOPPED, empty) is deleted; b is stopped while `job` runs in it.
    assert_eq!((refreshes[0].0, refreshes[0].1), (5000, true), "{refreshes:?}");
    // 10 s: b still runs `job` (DRAINING): deleting it is refused with Hadoop's message.
    assert_eq!((refreshes[1].0, refreshes[1].1), (10000, false));
    assert!(
        refreshes[1].2.contains("root.b cannot be deleted") && refreshes[1].2.contains("DRAINING"),
        "{}",
        refreshes[1].2
    );
    // 12 s: c is added and b running again; `late` is accepted into c at 15 s and runs.
    assert_eq!((refreshes[2].0, refreshes[2].1), (12000, true));
    assert!(sim.events().any(
        |e| matches!(e, Event::ContainerAllocated { app_name, queue, .. } if app_name == "late" && queue == "root.c")
    ));
    assert!(sim.events().any(
        |e| matches!(e, Event::ContainerAllocated { app_name, queue, .. } if app_name == "job" && queue == "root.b")
    ));
    // 40 s: `job` is done and b stopped by the property left in the new file: deleted.
    assert_eq!((refreshes[3].0, refreshes[3].1), (40000, true), "{refreshes:?}");
    let cs = sim.state().scheduler();
    let paths: Vec<&str> = cs.config().queues.iter().map(|q| q.path.as_str()).collect();
    assert_eq!(paths, ["root", "root.a", "root.c"]);
    let c = cs.config().find_queue("c").unwrap();
    assert_eq!(cs.queue(c).capacities(0).guaranteed.memory(), 4096);
    // The charts' series go by leaf position through every refresh: three leaves, two from 5 s, three from 12 s,
    // two from 40 s; a position without a leaf has no sample.
    let mut again = Simulator::new(&s).unwrap();
    let mut leaves_seen = Vec::new();
    for step in 0..=sim.step_index() {
        let now: Vec<QueueSample> = leaf_samples(&again.state).collect();
        leaves_seen.push(now.len());
        for position in 0..4 {
            assert_eq!(sim.queue_samples(position).nth(step), Some(now.get(position).copied()), "{position} at {step}");
        }
        again.step();
    }
    leaves_seen.dedup();
    assert_eq!(leaves_seen, [3, 2, 3, 2]);
}

/// A refresh that adds a queue before one whose asks wait renumbers the queues; the parent's list of children
/// with asks follows (debug builds check every offer's children against all of them sorted), and the waiting asks
/// are placed when room comes.
#[test]
fn a_refresh_that_renumbers_the_queues_keeps_the_waiting_asks_offered() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 4096}}]}]},
            "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,b",
              "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.b.capacity": "50",
              "yarn.scheduler.capacity.root.b.maximum-capacity": "100",
              "yarn.scheduler.capacity.root.b.user-limit-factor": "2"},
            "applications": [{"name": "job", "queue": "b",
              "requests": [{"count": 8, "resource": {"memory-mb": 1024}, "duration-ms": 10000}]}],
            "events": [{"at-ms": 5000, "kind": "reconfigure", "capacity-scheduler": {
              "yarn.scheduler.capacity.root.queues": "x,a,b", "yarn.scheduler.capacity.root.x.capacity": "0",
              "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.b.capacity": "50",
              "yarn.scheduler.capacity.root.b.maximum-capacity": "100",
              "yarn.scheduler.capacity.root.b.user-limit-factor": "2"}}]}"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(10_000);
    assert_eq!(refreshes(&sim).first().map(|r| (r.0, r.1)), Some((5000, true)));
    let cs = sim.state().scheduler();
    assert_eq!(cs.config().find_queue("b").map(|q| q.0), Some(3), "b was renumbered");
    let placed = |after: u64| {
        sim.events()
            .filter(|e| matches!(e, Event::ContainerAllocated { app_name, at_ms, .. } if app_name == "job" && *at_ms >= after))
            .count()
    };
    assert_eq!(placed(0), 8);
    assert_eq!(placed(5000), 4, "the four that waited were placed after the refresh, as room came");
}

/// A refresh that gives root's children priorities under priority-utilization keeps their order total, and one that
/// gives them absolute capacities, one of them zero, makes it partial (a configured minimum against none can make a
/// cycle). What the parent kept of it follows each refresh (debug builds check it on every offer), and the waiting
/// asks are still placed.
#[test]
fn a_refresh_that_gives_priorities_or_minimums_keeps_the_childrens_order_right() {
    let percent = |extra: &str| {
        alloc::format!(
            r#"{{"yarn.scheduler.capacity.root.queues": "a,b,c", "yarn.scheduler.capacity.root.a.capacity": "40",
                "yarn.scheduler.capacity.root.b.capacity": "30", "yarn.scheduler.capacity.root.c.capacity": "30",
                "yarn.scheduler.capacity.root.a.maximum-capacity": "100",
                "yarn.scheduler.capacity.root.b.maximum-capacity": "100",
                "yarn.scheduler.capacity.root.a.user-limit-factor": "3",
                "yarn.scheduler.capacity.root.b.user-limit-factor": "4"{extra}}}"#
        )
    };
    let absolute = r#"{"yarn.scheduler.capacity.root.queues": "a,b,c",
        "yarn.scheduler.capacity.root.a.capacity": "[memory=2048,vcores=2]",
        "yarn.scheduler.capacity.root.b.capacity": "[memory=2048,vcores=2]",
        "yarn.scheduler.capacity.root.c.capacity": "[memory=0,vcores=0]",
        "yarn.scheduler.capacity.root.a.maximum-capacity": "[memory=4096,vcores=4]",
        "yarn.scheduler.capacity.root.b.maximum-capacity": "[memory=4096,vcores=4]",
        "yarn.scheduler.capacity.root.a.user-limit-factor": "3",
        "yarn.scheduler.capacity.root.b.user-limit-factor": "4"}"#;
    let s = scenario(&alloc::format!(
        r#"{{"cluster": {{"racks": [{{"name": "r1", "nodes": [{{"name": "n1", "resource": {{"memory-mb": 4096, "vcores": 4}}}}]}}]}},
            "capacity-scheduler": {},
            "applications": [
              {{"name": "ja", "queue": "a", "requests": [{{"count": 8, "resource": {{"memory-mb": 1024}}, "duration-ms": 10000}}]}},
              {{"name": "jb", "queue": "b", "requests": [{{"count": 8, "resource": {{"memory-mb": 1024}}, "duration-ms": 10000}}]}}],
            "events": [{{"at-ms": 5000, "kind": "reconfigure", "capacity-scheduler": {}}},
                       {{"at-ms": 25000, "kind": "reconfigure", "capacity-scheduler": {}}}]}}"#,
        percent(""),
        percent(
            r#", "yarn.scheduler.capacity.root.ordering-policy": "priority-utilization",
                "yarn.scheduler.capacity.root.b.priority": "1""#
        ),
        absolute
    ));
    let mut sim = Simulator::new(&s).unwrap();
    let root = sim.state().scheduler().config().find_queue("root").unwrap();
    let total = |sim: &Simulator| {
        sim.state().scheduler().children_order_totally(root, crate::topology::Topology::DEFAULT_PARTITION)
    };
    assert!(total(&sim));
    while sim.now_ms() < 20_000 && !sim.is_finished() {
        sim.step();
    }
    assert_eq!(refreshes(&sim).first().map(|r| (r.0, r.1)), Some((5000, true)));
    assert!(total(&sim), "b outranks a now, and the order is still total");
    sim.run_to_end(10_000);
    assert_eq!(refreshes(&sim).get(1).map(|r| (r.0, r.1)), Some((25000, true)));
    assert!(!total(&sim), "a and b have a configured minimum and c has none");
    let placed = |app: &str| {
        sim.events().filter(|e| matches!(e, Event::ContainerAllocated { app_name, .. } if app_name == app)).count()
    };
    let after = |app: &str| {
        sim.events()
            .filter(|e| matches!(e, Event::ContainerAllocated { app_name, at_ms, .. } if app_name == app && *at_ms > 25_000))
            .count()
    };
    assert_eq!((placed("ja"), placed("jb")), (8, 8));
    assert!(after("ja") + after("jb") > 0, "asks waited past the second refresh");
}

/// An invalid `reconfigure` configuration is not an error of the scenario: the run reports the refusal.
#[test]
fn an_invalid_refresh_is_reported_in_the_run() {
    let s = with_events(
        r#"[{"at-ms": 1000, "kind": "reconfigure", "capacity-scheduler":
              {"yarn.scheduler.capacity.root.queues": "default", "yarn.scheduler.capacity.root.default.capacity": "90"}}]"#,
    );
    let v = crate::scenario::validate(&s, None);
    assert_eq!(v.diagnostics[0].code, crate::scenario::DiagnosticCode::RefusedRefresh);
    assert_eq!(v.diagnostics[0].path.to_string(), "events[0].capacity-scheduler");
    let mut sim = Simulator::from_world(v.world.expect("a warning, not an error"), SimOptions::default());
    sim.run_to_end(10_000);
    let refused = sim.events().find_map(|e| match e {
        Event::QueuesRefreshed { applied: false, reason, .. } => Some(reason.clone()),
        _ => None,
    });
    let reason = refused.expect("refused");
    assert!(reason.starts_with("events[0].capacity-scheduler.yarn.scheduler.capacity.root"), "{reason}");
    assert!(reason.contains("must be 100"), "{reason}");
}

/// Issue 10.4b: the largest allowed times finish (nothing wraps or saturates into a loop).
#[test]
fn the_largest_allowed_times_run_to_the_end() {
    let max = crate::scenario::MAX_TIME_MS;
    let s = scenario(&alloc::format!(
        r#"{{"cluster": {{"racks": [{{"name": "r1", "nodes": [{{"name": "n1", "resource": {{"memory-mb": 4096}}}}]}}]}},
            "yarn-site": {{"yarn.resourcemanager.nodemanagers.heartbeat-interval-ms": "{max}"}},
            "applications": [{{"name": "a", "submit-ms": {max}, "finish-ms": {max}, "am-heartbeat-ms": {max},
              "am-resource": {{"memory-mb": 1024}},
              "requests": [{{"count": 2, "resource": {{"memory-mb": 1024}}, "duration-ms": {max}, "ask-ms": {max}}}]}}],
            "events": [{{"at-ms": {max}, "kind": "decommission-node", "node": "n1"}}]}}"#
    ));
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(10_000);
    assert!(sim.is_finished(), "step {} at {}", sim.step_index(), sim.now_ms());
    assert!(sim.now_ms() <= crate::scenario::HORIZON_MS);
}

/// Runs `s` twice, step by step, with the heartbeats dozing while none of them can do anything and with every
/// heartbeat queued and processed one by one, and asserts the same events at the same times in every step.
/// Returns whether the first run dozed at all.
fn assert_dozing_changes_nothing(s: &Scenario, max_steps: usize, what: &str) -> bool {
    let options = SimOptions::forward_only();
    let mut dozing = Simulator::with_options(s, options).expect("a valid scenario");
    let mut every = Simulator::with_options(s, options).expect("a valid scenario");
    every.state.never_doze = true;
    let mut dozed = false;
    for step in 0..max_steps {
        let (a, b) = (dozing.step().to_vec(), every.step().to_vec());
        assert_eq!(a, b, "{what}: step {step}");
        assert_eq!(dozing.now_ms(), every.now_ms(), "{what}: step {step}");
        dozed |= dozing.state.dormant.is_some();
        if every.is_finished() {
            assert!(dozing.is_finished(), "{what}: step {step}");
            break;
        }
    }
    dozed
}

/// Every scenario of the gallery (the generated large clusters aside: their size adds nothing here) makes the
/// same decisions at the same times whether its idle heartbeats doze or are processed one by one.
#[test]
fn dozing_heartbeats_change_no_gallery_run() {
    let mut dozed = 0;
    for name in crate::gallery::names() {
        let entry = crate::gallery::entry(name).unwrap();
        if matches!(entry.source, crate::gallery::Source::Generated(_)) {
            continue;
        }
        if assert_dozing_changes_nothing(&entry.scenario().unwrap(), 5_000, name) {
            dozed += 1;
        }
    }
    assert!(dozed >= 10, "only {dozed} gallery runs dozed");
}

/// `node_fits` (the scheduler's boolean check of the constraint) says of every node what `explain` (the verdict
/// trees) says, for every request of every gallery scenario (the generated large clusters aside) at every one of
/// its first 400 steps: constraints of every kind, `DELAYED_OR`s moving on, node attributes, reservations and the
/// placement-processor's blacklists.
#[test]
fn node_fits_agrees_with_the_verdict_trees() {
    let (mut compared, mut failing) = (0, 0);
    for name in crate::gallery::names() {
        let entry = crate::gallery::entry(name).unwrap();
        if matches!(entry.source, crate::gallery::Source::Generated(_)) {
            continue;
        }
        let mut sim = Simulator::new(&entry.scenario().unwrap()).unwrap();
        while sim.step_index() < 400 && !sim.is_finished() {
            sim.step();
            let st = sim.state();
            for (a, app) in st.world().apps.iter().enumerate() {
                for r in 0..app.requests.len() {
                    let app_id = AppId(a as u32);
                    let fits = st.node_fits(app_id, r).unwrap();
                    let trees = st.explain(app_id, r).unwrap();
                    assert_eq!(
                        fits,
                        trees.iter().map(NodeExplanation::fit).collect::<Vec<_>>(),
                        "{name}, step {}, {a}/{r}",
                        sim.step_index()
                    );
                    if let Some(e) = trees.first() {
                        assert_eq!(st.verdict(app_id, r, e.node).as_ref(), Some(&e.verdict));
                    }
                    compared += fits.len();
                    failing += fits.iter().filter(|f| !f.constraint_ok).count();
                }
            }
        }
    }
    assert!(compared > 10_000 && failing > 1_000, "{compared} nodes compared, the constraint failing on {failing}");
}

/// Random small runs with what wakes dozing heartbeats, or must: applications submitted later, AM containers,
/// asks made late, containers that run until their application ends, requests too large for a node (a reservation)
/// or for the cluster (a stall), nodes added, decommissioned and removed mid-run, the preemption monitor, two
/// queues and several heartbeat intervals. Each run makes the same decisions at the same times either way.
#[test]
fn dozing_heartbeats_change_no_random_run() {
    use proptest::prelude::*;
    use serde_json::json;

    let cases = ProptestConfig::with_cases(256);
    let (runs, dozed) = (core::cell::Cell::new(0u32), core::cell::Cell::new(0u32));
    proptest!(cases, |(
        nodes in prop::collection::vec(1i64..=8, 1..6),
        apps in prop::collection::vec(
            (0u64..6_000, 0usize..2, any::<bool>(),
             prop::collection::vec((1i64..=10, 1u32..=6, prop::option::of(500u64..8_000), 0u64..4_000), 1..3)),
            1..5),
        changes in prop::collection::vec((0u64..12_000, 0usize..3), 0..4),
        interval in prop::sample::select(alloc::vec![100u64, 250, 1000, 3000]),
        monitor in any::<bool>(),
    )| {
        let racks = json!([{"name": "r0", "nodes": nodes.iter().enumerate()
            .map(|(i, gb)| json!({"name": alloc::format!("n{i}"), "resource": {"memory-mb": gb * 1024, "vcores": 8}}))
            .collect::<Vec<_>>()}]);
        let applications: Vec<_> = apps.iter().enumerate().map(|(i, (submit, queue, am, requests))| {
            let queue = ["a", "b"][*queue];
            let mut a = json!({"name": alloc::format!("app{i}"), "user": alloc::format!("u{}", i % 2),
                "queue": queue, "submit-ms": submit,
                "requests": requests.iter().map(|(gb, count, duration, ask)| {
                    let mut r = json!({"count": count, "resource": {"memory-mb": gb * 1024}, "ask-ms": ask});
                    if let Some(d) = duration {
                        r["duration-ms"] = json!(d);
                    }
                    r
                }).collect::<Vec<_>>()});
            if *am {
                a["am-resource"] = json!({"memory-mb": 1024});
            }
            a
        }).collect();
        // The i-th change takes node i away, so that no node is taken away twice (which validation refuses);
        // past the cluster's nodes it adds one.
        let events: Vec<_> = changes.iter().enumerate().map(|(i, (at, kind))| {
            let node = alloc::format!("n{i}");
            match kind {
                _ if i >= nodes.len() => json!({"at-ms": at, "kind": "add-node", "rack": "r0",
                            "node": {"name": alloc::format!("x{i}"), "resource": {"memory-mb": 4096, "vcores": 8}}}),
                0 => json!({"at-ms": at, "kind": "add-node", "rack": "r0",
                            "node": {"name": alloc::format!("x{i}"), "resource": {"memory-mb": 4096, "vcores": 8}}}),
                1 => json!({"at-ms": at, "kind": "decommission-node", "node": node}),
                _ => json!({"at-ms": at, "kind": "remove-node", "node": node}),
            }
        }).collect();
        let mut site = json!({"yarn.resourcemanager.nodemanagers.heartbeat-interval-ms": interval.to_string()});
        if monitor {
            site["yarn.resourcemanager.scheduler.monitor.enable"] = json!("true");
        }
        let s = json!({
            "cluster": {"racks": racks},
            "capacity-scheduler": {
                "yarn.scheduler.capacity.root.queues": "a,b",
                "yarn.scheduler.capacity.root.a.capacity": "50",
                "yarn.scheduler.capacity.root.b.capacity": "50",
                "yarn.scheduler.capacity.root.a.maximum-capacity": "100",
                "yarn.scheduler.capacity.root.b.maximum-capacity": "100",
                "yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
            "yarn-site": site,
            "applications": applications,
            "events": events,
        });
        let s: Scenario = serde_json::from_value(s).unwrap();
        runs.set(runs.get() + 1);
        if assert_dozing_changes_nothing(&s, 300, &alloc::format!("{s:?}")) {
            dozed.set(dozed.get() + 1);
        }
    });
    assert!(dozed.get() * 4 >= runs.get(), "only {} of {} runs dozed", dozed.get(), runs.get());
}

/// A decommissioning node leaves when its last container ends, while the heartbeats doze (nothing is pending):
/// its beats end there, and a later ask that no node can take stalls the run after the idle beats counted as if
/// each had been processed, the leaving node's last one included.
#[test]
fn a_node_that_leaves_while_heartbeats_doze_beats_no_more() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r", "nodes": [
             {"name": "a", "resource": {"memory-mb": 4096}}, {"name": "b", "resource": {"memory-mb": 4096}}]}]},
           "applications": [{"name": "app", "requests": [
             {"count": 1, "resource": {"memory-mb": 1024}, "duration-ms": 2500},
             {"count": 1, "resource": {"memory-mb": 6144}, "ask-ms": 4000}]}],
           "events": [{"at-ms": 100, "kind": "decommission-node", "node": "a"}]}"#,
    );
    assert!(assert_dozing_changes_nothing(&s, 100, "decommission"), "the heartbeats dozed");
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(100);
    let names = names(&sim.events().cloned().collect::<Vec<_>>());
    assert!(names.contains(&"node-removed"), "{names:?}");
    assert_eq!(names.last(), Some(&"stalled"), "{names:?}");
}

/// With every node gone and something pending, no heartbeat comes to count as idle: the run stalls at once
/// instead of running the preemption monitor's rounds until the end of virtual time (a step that never returned).
#[test]
fn a_cluster_without_nodes_stalls_with_the_monitor_on() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r", "nodes": [{"name": "a", "resource": {"memory-mb": 4096}}]}]},
           "yarn-site": {"yarn.resourcemanager.scheduler.monitor.enable": "true"},
           "applications": [{"name": "app", "requests": [
             {"count": 1, "resource": {"memory-mb": 2048}, "ask-ms": 2000}]}],
           "events": [{"at-ms": 500, "kind": "remove-node", "node": "a"}]}"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(100);
    assert!(sim.is_finished());
    let last = sim.events().last().cloned();
    assert!(matches!(last, Some(Event::Stalled { at_ms: 2000, waiting_requests: 1 })), "{last:?}");
}

#[test]
fn the_first_beats_fill_the_heartbeats_run_whatever_else_is_queued() {
    // Forty applications submitted at forty different times take more runs than the agenda has (one per delay):
    // the first beats are queued before them, so every one of them lands in the heartbeats' run, not in the tree.
    let nodes: Vec<String> =
        (0..200).map(|i| format!(r#"{{"name": "n{i}", "resource": {{"memory-mb": 4096}}}}"#)).collect();
    let apps: Vec<String> = (0..40)
        .map(|i| {
            format!(
                r#"{{"name": "a{i}", "submit-ms": {}, "requests": [{{"count": 1, "resource": {{"memory-mb": 1024}}}}]}}"#,
                100 + i * 7
            )
        })
        .collect();
    let s = scenario(&format!(
        r#"{{"cluster": {{"racks": [{{"name": "r", "nodes": [{}]}}]}}, "applications": [{}]}}"#,
        nodes.join(","),
        apps.join(",")
    ));
    let sim = Simulator::new(&s).unwrap();
    let heartbeat = state::Pending::Heartbeat(crate::topology::NodeId(0)).class();
    assert_eq!(sim.state.queue.in_tree(heartbeat), 0);
    assert!(sim.state.queue.in_tree(state::Pending::Submit(AppId(0)).class()) > 0, "the submissions overflow the runs");
}

/// Found by `dozing_heartbeats_change_no_random_run`: every node leaves, then an application arrives. One by one,
/// a removed node's beat that a skip ahead moved past the arrival came round once more, after it, and the run
/// stalled then; dozing, that beat had ended its node's beats, nothing was left to happen, and the run ended
/// without a word. A skip ahead now drops a removed node's beats as the dozing catch-up does, and a run with
/// nothing left to happen and requests waiting stalls at once.
#[test]
fn requests_that_arrive_after_every_node_left_stall_at_once() {
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r0", "nodes": [{"name": "n0", "resource": {"memory-mb": 4096}},
                                                        {"name": "n1", "resource": {"memory-mb": 8192}}]}]},
           "applications": [{"name": "app0", "submit-ms": 4479, "am-resource": {"memory-mb": 1024},
             "requests": [{"count": 3, "resource": {"memory-mb": 1024}, "ask-ms": 3817}]}],
           "events": [{"at-ms": 838, "kind": "remove-node", "node": "n0"},
                      {"at-ms": 705, "kind": "remove-node", "node": "n1"}]}"#,
    );
    assert!(assert_dozing_changes_nothing(&s, 100, "every node gone"), "the beats doze");
    let mut sim = Simulator::new(&s).unwrap();
    sim.run_to_end(100);
    assert!(sim.is_finished());
    let last = sim.events().last().cloned();
    assert!(matches!(last, Some(Event::Stalled { at_ms: 4479, waiting_requests: 2 })), "{last:?}");
}

/// A skip ahead (nothing can change before the next one-shot entry) puts every entry back in the lane it was
/// queued in: the heartbeats in the interval's, each container's end in its duration's. Queued by the delay left
/// to their time, each end had a lane of its own and all but a few went to the agenda's tree, at every skip.
#[test]
fn a_skip_ahead_keeps_the_agenda_in_its_runs() {
    // Twenty nodes hold forty containers of the first request for a minute, started over several beats; the
    // second request waits for them, so nothing changes until the first ends, and the run skips to it.
    let nodes: Vec<String> =
        (0..20).map(|i| format!(r#"{{"name": "n{i}", "resource": {{"memory-mb": 4096}}}}"#)).collect();
    let s = scenario(&format!(
        r#"{{"cluster": {{"racks": [{{"name": "r", "nodes": [{}]}}]}},
            "applications": [{{"name": "app", "requests": [
              {{"count": 40, "resource": {{"memory-mb": 2048}}, "duration-ms": 60000}},
              {{"count": 40, "resource": {{"memory-mb": 2048}}}}]}}]}}"#,
        nodes.join(",")
    ));
    let mut sim = Simulator::new(&s).unwrap();
    let heartbeat = state::Pending::Heartbeat(crate::topology::NodeId(0)).class();
    let end = state::Pending::ContainerEnd(crate::ids::ContainerId(0)).class();
    let mut skipped = false;
    while sim.now_ms() < 60_000 && !sim.is_finished() {
        let before = sim.now_ms();
        sim.step();
        if sim.now_ms() > before + 10_000 {
            skipped = true;
            let at = sim.now_ms();
            assert_eq!(sim.state.queue.in_tree(heartbeat), 0, "heartbeats in the tree at {at} ms");
            assert_eq!(sim.state.queue.in_tree(end), 0, "container ends in the tree at {at} ms");
        }
    }
    assert!(skipped, "the run skipped ahead to the first container's end");
}

/// The placement check of a live round adds each node's containers of one application and placement to its tag
/// index at once; read back from JSON, every container has a placement of its own and is added alone. Both give
/// the same index and the same check. Two applications of `a` share each node's placement (one tag); `b`'s
/// request is given a constraint on the count of `a`'s containers per node, so the check reads those counts.
#[test]
fn a_live_rounds_placement_check_is_the_check_of_its_snapshot_read_from_json() {
    use crate::preemption::{evaluate, snapshot_from_scheduler, PreemptionSnapshot};
    let s = scenario(
        r#"{"cluster": {"racks": [{"name": "r", "nodes": [
              {"name": "n0", "resource": {"memory-mb": 8192}}, {"name": "n1", "resource": {"memory-mb": 8192}},
              {"name": "n2", "resource": {"memory-mb": 8192}}, {"name": "n3", "resource": {"memory-mb": 8192}}]}]},
           "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "a,b",
             "yarn.scheduler.capacity.root.a.capacity": "30", "yarn.scheduler.capacity.root.a.maximum-capacity": "100",
             "yarn.scheduler.capacity.root.a.user-limit-factor": "10", "yarn.scheduler.capacity.root.b.capacity": "70"},
           "yarn-site": {"yarn.resourcemanager.scheduler.monitor.enable": "true",
             "yarn.resourcemanager.placement-constraints.handler": "scheduler"},
           "applications": [
             {"name": "a1", "user": "a1", "queue": "a", "requests": [{"count": 14, "resource": {"memory-mb": 1024},
               "allocation-tags": ["a"], "duration-ms": 600000}]},
             {"name": "a2", "user": "a2", "queue": "a", "requests": [{"count": 14, "resource": {"memory-mb": 1024},
               "allocation-tags": ["a"], "duration-ms": 600000}]},
             {"name": "b", "user": "b", "queue": "b", "submit-ms": 20000, "requests": [{"count": 16,
               "resource": {"memory-mb": 1024}, "allocation-tags": ["b"]}]}]}"#,
    );
    let mut sim = Simulator::new(&s).unwrap();
    let (mut compared, mut placed) = (0, 0);
    while !sim.is_finished() && sim.now_ms() < 120_000 {
        if !sim.step().iter().any(|e| matches!(e, Event::PreemptionRound { .. })) {
            continue;
        }
        // The round's snapshot, taken again from the state the round read (its actions come after it).
        let st = &sim.state;
        let mut live = snapshot_from_scheduler(&st.scheduler, &st.topology, &st.world.preemption, &|_| 0);
        for ask in live.applications.iter_mut().filter(|a| a.queue == "root.b").flat_map(|a| &mut a.pending) {
            ask.constraint = Some("CARDINALITY,NODE,all/a,0,6".into());
        }
        let shared: BTreeSet<*const _> = live
            .applications
            .iter()
            .flat_map(|a| &a.containers)
            .filter_map(|c| c.placement.as_ref().map(alloc::sync::Arc::as_ptr))
            .collect();
        let containers: usize = live.applications.iter().map(|a| a.containers.len()).sum();
        let read: PreemptionSnapshot = serde_json::from_str(&serde_json::to_string(&live).unwrap()).unwrap();
        let (a, b) = (evaluate(sim.now_ms(), &live).unwrap(), evaluate(sim.now_ms(), &read).unwrap());
        if !a.placement_check.evaluated {
            continue;
        }
        assert!(shared.len() < containers, "{} placements for {containers} containers", shared.len());
        assert_eq!(a.placement_check, b.placement_check, "at {} ms", sim.now_ms());
        let index = crate::preemption::tag_index_now(&live).unwrap();
        assert!(index.cluster().all(index.tag_id("a").unwrap()) > 0);
        assert_eq!(Some(index), crate::preemption::tag_index_now(&read));
        compared += 1;
        placed += a.placement_check.asks.iter().map(|k| k.placeable_after_preemption).sum::<u32>();
    }
    assert!(compared > 0 && placed > 0, "{compared} rounds compared, {placed} containers placed");
}

/// The pending lane's first cards and count, made without making every request's record, are the records of
/// `pending_requests` with those of applications not submitted yet moved after the others, cut at the limit:
/// every JSON built-in scenario (some submit applications later), at several steps, for several limits.
#[test]
fn the_lanes_first_pending_requests_are_the_submitted_ones_then_the_rest_cut_at_the_limit() {
    for (name, json) in crate::builtin::SCENARIOS {
        let mut sim = Simulator::new(&scenario(json)).unwrap();
        for steps in [0, 1, 4, 30] {
            sim.run(steps);
            let st = sim.state();
            let all = st.pending_requests();
            let later = |r: &PendingRequest| matches!(r.stage, WaitStage::NotSubmitted { .. });
            let lane: Vec<&PendingRequest> =
                all.iter().filter(|r| !later(r)).chain(all.iter().filter(|r| later(r))).collect();
            for limit in [0, 1, 3, 50, usize::MAX] {
                let (first, total) = st.pending_requests_first(limit);
                assert_eq!(total, all.len(), "{name} after {steps} more steps");
                let want: Vec<&PendingRequest> = lane.iter().copied().take(limit).collect();
                assert_eq!(first.iter().collect::<Vec<_>>(), want, "{name} after {steps} more steps, limit {limit}");
            }
        }
    }
}
