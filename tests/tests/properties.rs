//! Properties of every run over random scenarios (all three handlers): no node over capacity, no queue over its
//! maximum capacity, every placement satisfied its constraints when it was made, and stepping back then
//! forward reproduces the same state and events.

use proptest::prelude::*;
use serde_json::{json, Value};
use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, Simulator};

const CONSTRAINTS: [&str; 7] = [
    "",
    "NOTIN,NODE,a",
    "IN,RACK,b",
    "CARDINALITY,NODE,c,0,2",
    "NOTIN,RACK,a",
    "AND(NOTIN,NODE,b:IN,RACK,a)",
    "OR(IN,NODE,c:NOTIN,NODE,a)",
];
const TAGS: [&str; 3] = ["a", "b", "c"];
const QUEUES: [&str; 2] = ["a", "b"];

#[derive(Clone, Debug)]
struct Req {
    count: u32,
    mb: i64,
    tag: Option<usize>,
    constraint: usize,
    duration: Option<u64>,
    ask_ms: u64,
}

#[derive(Clone, Debug)]
struct App {
    queue: usize,
    user: usize,
    submit_ms: u64,
    am_mb: Option<i64>,
    requests: Vec<Req>,
}

fn req() -> impl Strategy<Value = Req> {
    (
        1u32..6,
        prop::sample::select(vec![512i64, 1024, 1536, 2048, 4096]),
        prop::option::of(0usize..3),
        0usize..CONSTRAINTS.len(),
        prop::option::of(500u64..8000),
        prop::sample::select(vec![0u64, 0, 1500]),
    )
        .prop_map(|(count, mb, tag, constraint, duration, ask_ms)| Req {
            count,
            mb,
            tag,
            constraint,
            duration,
            ask_ms,
        })
}

fn app() -> impl Strategy<Value = App> {
    (
        0usize..2,
        0usize..3,
        0u64..4000,
        prop::option::of(prop::sample::select(vec![512i64, 1024])),
        prop::collection::vec(req(), 1..4),
    )
        .prop_map(|(queue, user, submit_ms, am_mb, requests)| App { queue, user, submit_ms, am_mb, requests })
}

fn build(nodes: &[(usize, i64)], apps: &[App], a_cap: u32, a_max: u32, handler: Handler) -> Scenario {
    let racks: Vec<Value> = (0..3)
        .map(|r| {
            let ns: Vec<Value> = nodes
                .iter()
                .enumerate()
                .filter(|(_, (rack, _))| *rack == r)
                .map(|(i, (_, gb))| json!({"name": format!("n{i}"), "resource": {"memory-mb": gb * 1024, "vcores": 8}}))
                .collect();
            json!({"name": format!("r{r}"), "nodes": ns})
        })
        .collect();
    let apps: Vec<Value> = apps
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let requests: Vec<Value> = a
                .requests
                .iter()
                .map(|r| {
                    let mut v = json!({"count": r.count, "resource": {"memory-mb": r.mb}, "ask-ms": r.ask_ms,
                                       "constraint": CONSTRAINTS[r.constraint]});
                    if let Some(t) = r.tag {
                        v["allocation-tags"] = json!([TAGS[t]]);
                    }
                    if let Some(d) = r.duration {
                        v["duration-ms"] = json!(d);
                    }
                    v
                })
                .collect();
            let mut v = json!({"name": format!("app{i}"), "queue": QUEUES[a.queue], "user": format!("u{}", a.user),
                               "submit-ms": a.submit_ms, "requests": requests});
            if let Some(am) = a.am_mb {
                v["am-resource"] = json!({"memory-mb": am});
            }
            v
        })
        .collect();
    let s = json!({
        "cluster": {"racks": racks},
        "capacity-scheduler": {
            "yarn.scheduler.capacity.root.queues": "a,b",
            "yarn.scheduler.capacity.root.a.capacity": a_cap.to_string(),
            "yarn.scheduler.capacity.root.a.maximum-capacity": a_max.max(a_cap).to_string(),
            "yarn.scheduler.capacity.root.a.user-limit-factor": "2",
            "yarn.scheduler.capacity.root.b.capacity": (100 - a_cap).to_string(),
            "yarn.scheduler.capacity.maximum-am-resource-percent": "0.5",
            "yarn.scheduler.capacity.per-node-heartbeat.maximum-offswitch-assignments": "2"
        },
        "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": handler.name()},
        "applications": apps
    });
    serde_json::from_value(s).expect("generated scenario parses")
}

fn snapshot(sim: &Simulator) -> String {
    let st = sim.state();
    let containers: Vec<String> =
        st.containers().values().map(|c| format!("{}@{}:{:?}", c.id, c.node, c.request)).collect();
    let queues: Vec<String> = st.scheduler().queues().iter().map(|q| format!("{:?}", q.usage(0))).collect();
    format!("{} {} {:?} {:?} {:?}", sim.step_index(), sim.now_ms(), containers, queues, st.pending_requests())
}

fn check_invariants(sim: &Simulator) -> Result<(), TestCaseError> {
    let st = sim.state();
    let rc = st.scheduler().calculator();
    for (i, n) in st.topology().nodes.iter().enumerate() {
        let used = st.node_used(spindle_core::topology::NodeId(i as u32));
        prop_assert!(rc.fits_in(&used, &n.capability), "node {} over capacity: {used} of {}", n.name, n.capability);
        prop_assert!(used.0.iter().all(|&v| v >= 0));
    }
    for q in st.scheduler().queues() {
        let u = q.usage(0);
        let max = q.capacities(0).maximum;
        prop_assert!(
            rc.fits_in(&u.used, &max),
            "queue {} over its maximum: {} of {}",
            st.scheduler().config().queue(q.id).path,
            u.used,
            max
        );
    }
    for e in sim.last_events() {
        if let Event::ContainerAllocated { constraint_held: Some(held), from_reservation: false, container, .. } = e {
            prop_assert!(*held, "container {container} placed where its constraint fails");
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn runs_keep_every_invariant_and_replay_exactly(
        nodes in prop::collection::vec((0usize..3, 2i64..12), 2..8),
        apps in prop::collection::vec(app(), 1..5),
        a_cap in 20u32..80,
        a_max in 20u32..101,
        handler in prop::sample::select(Handler::ALL.to_vec()),
        back in 1usize..40,
    ) {
        let s = build(&nodes, &apps, a_cap, a_max, handler);
        let mut sim = Simulator::new(&s).expect("generated scenario is valid");
        let mut snaps = vec![snapshot(&sim)];
        while !sim.is_finished() && sim.step_index() < 400 {
            sim.step();
            check_invariants(&sim)?;
            snaps.push(snapshot(&sim));
        }
        let end = sim.step_index();
        let events: Vec<Event> = sim.events().cloned().collect();
        // Back some steps, then forward again: the same states and the same events.
        let target = end.saturating_sub(back);
        sim.seek(target);
        prop_assert_eq!(&snapshot(&sim), &snaps[target]);
        while sim.step_index() < end {
            sim.step();
            prop_assert_eq!(&snapshot(&sim), &snaps[sim.step_index()]);
        }
        prop_assert_eq!(sim.events().cloned().collect::<Vec<_>>(), events);
        // And a fresh run of the same scenario gives the same event log.
        let mut again = Simulator::new(&s).unwrap();
        again.run(end);
        prop_assert_eq!(again.events().cloned().collect::<Vec<_>>(), sim.events().cloned().collect::<Vec<_>>());
    }
}
