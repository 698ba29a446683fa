//! Golden scenario tests: a scenario in, the expected event log out (`tests/golden/<name>.log`, one line per
//! event), plus assertions on the behaviour each scenario is about. Regenerate the logs after an intended change
//! with `SPINDLE_BLESS=1 cargo test -p spindle-tests --test golden`, and read the diff.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{transcript, Event, Simulator};

fn scenario(json: &str) -> Scenario {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("test scenario: {e}"))
}

fn builtin(name: &str) -> Scenario {
    scenario(spindle_core::builtin::json(name).unwrap())
}

fn run(s: &Scenario, handler: Option<Handler>) -> Simulator {
    let mut sim = match handler {
        Some(h) => Simulator::with_handler(s, h),
        None => Simulator::new(s),
    }
    .unwrap_or_else(|e| panic!("{e}"));
    sim.run(100_000);
    assert!(sim.is_finished(), "the run ends");
    sim
}

/// Compares the event log with `tests/golden/<name>.log` (or writes it with `SPINDLE_BLESS=1`).
fn golden(name: &str, sim: &Simulator) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden").join(format!("{name}.log"));
    let actual = transcript(sim);
    if std::env::var_os("SPINDLE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{} is missing; run with SPINDLE_BLESS=1 to create it", path.display()));
    if expected != actual {
        let diff: Vec<String> = expected
            .lines()
            .zip(actual.lines())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .take(5)
            .map(|(i, (a, b))| format!("line {}:\n  expected {a}\n  actual   {b}", i + 1))
            .collect();
        panic!(
            "{name}: the event log differs from {} ({} vs {} lines)\n{}",
            path.display(),
            expected.lines().count(),
            actual.lines().count(),
            diff.join("\n")
        );
    }
}

/// Containers allocated per application name, in allocation order.
fn allocations(sim: &Simulator) -> Vec<(String, String)> {
    sim.events()
        .filter_map(|e| match e {
            Event::ContainerAllocated { app_name, node_name, is_am: false, .. } => {
                Some((app_name.to_string(), node_name.to_string()))
            }
            _ => None,
        })
        .collect()
}

fn used_mb(sim: &Simulator, queue: &str) -> i64 {
    let cs = sim.state().scheduler();
    let q = cs.config().find_queue(queue).unwrap();
    cs.queue(q).usage(0).used.memory()
}

fn app_used_mb(sim: &Simulator, app: u32) -> i64 {
    sim.state().scheduler().app(spindle_core::ids::AppId(app)).unwrap().used_total().memory()
}

const TWO_NODES: &str = r#""racks": [{"name": "r1", "nodes": [
    {"name": "n1", "resource": {"memory-mb": 4096, "vcores": 8}},
    {"name": "n2", "resource": {"memory-mb": 4096, "vcores": 8}}]}]"#;

#[test]
fn fifo_versus_fair_in_one_queue() {
    let with = |policy: &str| {
        scenario(&format!(
            r#"{{"cluster": {{{TWO_NODES}}},
              "capacity-scheduler": {{"yarn.scheduler.capacity.root.queues": "q",
                "yarn.scheduler.capacity.root.q.capacity": "100",
                "yarn.scheduler.capacity.root.q.ordering-policy": "{policy}"}},
              "applications": [
                {{"name": "first", "queue": "q", "user": "u1", "requests": [{{"count": 8, "resource": {{"memory-mb": 1024}}, "duration-ms": 4000}}]}},
                {{"name": "second", "queue": "q", "user": "u1", "requests": [{{"count": 8, "resource": {{"memory-mb": 1024}}, "duration-ms": 4000}}]}}]}}"#
        ))
    };
    let fifo = run(&with("fifo"), None);
    let fair = run(&with("fair"), None);
    golden("fifo", &fifo);
    golden("fair", &fair);
    let order = |sim: &Simulator| allocations(sim).into_iter().map(|(a, _)| a).take(8).collect::<Vec<_>>();
    // FIFO serves the oldest application until it has nothing left to ask: the cluster holds 8 containers.
    assert!(order(&fifo).iter().all(|a| a == "first"), "{:?}", order(&fifo));
    // FAIR serves the application using less memory first: they alternate.
    assert_eq!(order(&fair), ["first", "second", "first", "second", "first", "second", "first", "second"]);
}

#[test]
fn user_limit_factor_half_versus_two() {
    let with = |ulf: &str| {
        scenario(&format!(
            r#"{{"cluster": {{{TWO_NODES}}},
              "capacity-scheduler": {{"yarn.scheduler.capacity.root.queues": "a,b",
                "yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.a.maximum-capacity": "100",
                "yarn.scheduler.capacity.root.a.user-limit-factor": "{ulf}",
                "yarn.scheduler.capacity.root.b.capacity": "50"}},
              "applications": [{{"name": "job", "queue": "a", "user": "amy",
                "requests": [{{"count": 10, "resource": {{"memory-mb": 1024}}}}]}}]}}"#
        ))
    };
    let half = run(&with("0.5"), None);
    let two = run(&with("2"), None);
    golden("ulf-0.5", &half);
    golden("ulf-2", &two);
    // Guarantee 4 GB: ULF 0.5 caps the user at 2 GB, and a user is blocked only once used > limit, so one more
    // container fits (3 GB). ULF 2 allows 8 GB, the queue's maximum (the whole cluster).
    assert_eq!(used_mb(&half, "a"), 3 * 1024);
    assert_eq!(used_mb(&two, "a"), 8 * 1024);
    assert!(matches!(half.events().last(), Some(Event::Stalled { .. })));
    let why = half.state().why_waiting(spindle_core::ids::AppId(0), 0).unwrap();
    assert!(why.sentences.iter().any(|s| s.contains("over the user limit")), "{:?}", why.sentences);
}

/// Four users: the limit stays at 25 % = 4 GB while usage is low, each user overshoots by one container (blocked
/// only once used > limit), and FIFO serves them in order: 5, 5, 5 and what is left.
const FOUR: [i64; 4] = [5, 5, 5, 1];

#[test]
fn minimum_user_limit_percent_with_one_two_and_four_users() {
    let with = |users: usize| {
        let apps: Vec<String> = (0..users)
            .map(|i| {
                format!(
                    r#"{{"name": "job{i}", "queue": "q", "user": "user{i}",
                      "requests": [{{"count": 16, "resource": {{"memory-mb": 1024}}, "duration-ms": 5000}}]}}"#
                )
            })
            .collect();
        scenario(&format!(
            r#"{{"cluster": {{"racks": [{{"name": "r1", "nodes": [
                {{"name": "n1", "resource": {{"memory-mb": 8192, "vcores": 8}}}},
                {{"name": "n2", "resource": {{"memory-mb": 8192, "vcores": 8}}}}]}}]}},
              "capacity-scheduler": {{"yarn.scheduler.capacity.root.queues": "q",
                "yarn.scheduler.capacity.root.q.capacity": "100",
                "yarn.scheduler.capacity.root.q.minimum-user-limit-percent": "25"}},
              "yarn-site": {{"yarn.scheduler.capacity.per-node-heartbeat.maximum-offswitch-assignments": "16"}},
              "applications": [{}]}}"#,
            apps.join(",")
        ))
    };
    // After the first allocations settle (t = 2 s, before any container ends), how the 16 GB are shared.
    let shares = |users: usize| {
        let mut sim = Simulator::new(&with(users)).unwrap();
        sim.run_until(2000);
        let shares: Vec<i64> = (0..users as u32).map(|a| app_used_mb(&sim, a) / 1024).collect();
        sim.run(100_000);
        (shares, sim)
    };
    let (one, sim1) = shares(1);
    let (two, sim2) = shares(2);
    let (four, sim4) = shares(4);
    golden("mulp-1-user", &sim1);
    golden("mulp-2-users", &sim2);
    golden("mulp-4-users", &sim4);
    // One user: the whole queue. Several users: the limit is max((used by active users + 1 GB) / users, 25 % of
    // the queue), recomputed after every container, and a user is blocked only once used > limit. Two users
    // starting together, served in FIFO order: user0 is admitted at 5, 6, 7, 8 GB (each time not above the limit
    // of 5, 6, 7, 8 GB), user1 one container behind: 9 and 7 GB when the cluster is full.
    assert_eq!(one, [16]);
    assert_eq!(two, [9, 7]);
    assert_eq!(four.iter().sum::<i64>(), 16);
    assert_eq!(four, FOUR);
}

#[test]
fn elastic_growth_stops_at_maximum_capacity() {
    let s = scenario(&format!(
        r#"{{"cluster": {{{TWO_NODES}}},
          "capacity-scheduler": {{"yarn.scheduler.capacity.root.queues": "a,b",
            "yarn.scheduler.capacity.root.a.capacity": "25", "yarn.scheduler.capacity.root.a.maximum-capacity": "75",
            "yarn.scheduler.capacity.root.a.user-limit-factor": "10",
            "yarn.scheduler.capacity.root.b.capacity": "75"}},
          "applications": [{{"name": "grow", "queue": "a", "user": "gus",
            "requests": [{{"count": 10, "resource": {{"memory-mb": 1024}}}}]}}]}}"#
    ));
    let sim = run(&s, None);
    golden("elastic", &sim);
    // Guarantee 2 GB, maximum 6 GB of the 8 GB cluster: a grows into idle capacity up to its maximum, never past.
    assert_eq!(used_mb(&sim, "a"), 6 * 1024);
    let why = sim.state().why_waiting(spindle_core::ids::AppId(0), 0).unwrap();
    assert!(why.sentences.iter().any(|s| s.contains("at maximum capacity")), "{:?}", why.sentences);
}

#[test]
fn am_limit_holds_applications_until_an_am_leaves() {
    let app = |i: usize, finish: &str| {
        format!(
            r#"{{"name": "app{i}", "user": "u{i}", "am-resource": {{"memory-mb": 1024}}{finish},
               "requests": [{{"count": 1, "resource": {{"memory-mb": 1024}}}}]}}"#
        )
    };
    let s = scenario(&format!(
        r#"{{"cluster": {{"racks": [{{"name": "r", "nodes": [{{"name": "n1", "resource": {{"memory-mb": 20480, "vcores": 20}}}}]}}]}},
          "capacity-scheduler": {{"yarn.scheduler.capacity.maximum-am-resource-percent": "0.1",
            "yarn.scheduler.capacity.root.default.user-limit-factor": "10"}},
          "applications": [{}, {}, {}, {}]}}"#,
        app(0, r#", "finish-ms": 5000"#),
        app(1, ""),
        app(2, ""),
        app(3, "")
    ));
    let sim = run(&s, None);
    golden("am-limit", &sim);
    // 10 % of 20 GB = 2 GB of AMs: two applications run, the others wait until app0 finishes at 5 s.
    let activated: Vec<(u64, String)> = sim
        .events()
        .filter_map(|e| match e {
            Event::AppActivated { at_ms, app_name, .. } => Some((*at_ms, app_name.to_string())),
            _ => None,
        })
        .collect();
    let names: Vec<&str> = activated.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names, ["app0", "app1", "app2"]);
    assert!(activated[2].0 >= 5000, "app2 activates when app0 leaves: {activated:?}");
    let why = sim.state().why_am_waiting(spindle_core::ids::AppId(3)).unwrap();
    assert!(why.sentences.iter().any(|s| s.contains("AM limit")), "{:?}", why.sentences);
}

#[test]
fn reservation_then_conversion() {
    // Two 4 GB nodes: small holds 3 GB on each, so big's 2 GB fits the queue's headroom but no node (a queue
    // cannot reserve past its maximum, so a one-node cluster would never reserve).
    let s = scenario(&format!(
        r#"{{"cluster": {{{TWO_NODES}}},
          "capacity-scheduler": {{"yarn.scheduler.capacity.root.default.user-limit-factor": "10",
            "yarn.scheduler.capacity.per-node-heartbeat.maximum-offswitch-assignments": "3"}},
          "applications": [
            {{"name": "small", "user": "s", "requests": [{{"count": 6, "resource": {{"memory-mb": 1024}}, "duration-ms": 3000}}]}},
            {{"name": "big", "user": "b", "submit-ms": 600, "requests": [{{"count": 1, "resource": {{"memory-mb": 2048}}}}]}}]}}"#
    ));
    let sim = run(&s, None);
    golden("reservation", &sim);
    let names: Vec<&str> = sim
        .events()
        .filter(|e| {
            matches!(
                e,
                Event::ContainerReserved { app_name, .. } | Event::ContainerAllocated { app_name, .. } if app_name == "big"
            )
        })
        .map(Event::name)
        .collect();
    assert_eq!(names, ["container-reserved", "container-allocated"]);
    let converted = sim
        .events()
        .any(|e| matches!(e, Event::ContainerAllocated { app_name, from_reservation: true, .. } if app_name == "big"));
    assert!(converted, "the reservation is converted once small's containers end");
}

#[test]
fn exclusive_versus_non_exclusive_labels() {
    let sim = run(&builtin("labels"), None);
    golden("labels", &sim);
    let mut nodes: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (app, node) in allocations(&sim) {
        nodes.entry(app).or_default().insert(node);
    }
    assert!(nodes["etl"].iter().all(|n| !n.starts_with("gpu")), "exclusive gpu is never lent: {:?}", nodes["etl"]);
    assert!(nodes["etl"].iter().any(|n| n.starts_with("spare")), "idle non-exclusive spare is lent");
    assert!(nodes["train"].iter().all(|n| n.starts_with("gpu")), "{:?}", nodes["train"]);
    let borrowed = sim.events().filter(|e| matches!(e, Event::ContainerAllocated { borrowed: true, .. })).count();
    assert!(borrowed > 0);
    let on_spare_not_borrowed = sim.events().any(|e| {
        matches!(e, Event::ContainerAllocated { node_name, borrowed: false, app_name, .. } if node_name.starts_with("spare") && app_name == "etl")
    });
    assert!(!on_spare_not_borrowed, "default-partition containers on spare are borrowed");
}

#[test]
fn container_sizes_are_rounded_up_to_the_minimum_allocation() {
    let with = |min: i64, ask: i64| {
        scenario(&format!(
            r#"{{"cluster": {{"racks": [{{"name": "r", "nodes": [{{"name": "n1", "resource": {{"memory-mb": 32768, "vcores": 8}}}}]}}]}},
              "yarn-site": {{"yarn.scheduler.minimum-allocation-mb": "{min}", "yarn.scheduler.maximum-allocation-mb": "16384"}},
              "applications": [{{"name": "job", "requests": [{{"count": 1, "resource": {{"memory-mb": {ask}}}}}]}}]}}"#
        ))
    };
    let allocated = |sim: &Simulator| {
        sim.events()
            .find_map(|e| match e {
                Event::ContainerAllocated { resource, .. } => Some(resource.memory()),
                _ => None,
            })
            .unwrap()
    };
    // The operator's guide: 4.5 GB with a 1 GB minimum is served as 5 GB; 5 GB with a 4 GB minimum as 8 GB.
    let a = run(&with(1024, 4608), None);
    let b = run(&with(4096, 5120), None);
    golden("rounding-1g", &a);
    golden("rounding-4g", &b);
    assert_eq!(allocated(&a), 5120);
    assert_eq!(allocated(&b), 8192);
}

/// The doc's spec under each handler: the placements differ, every constraint holds where placed.
#[test]
fn each_handler_on_the_zk_hbase_spark_spec() {
    let s = builtin("zk-hbase-spark");
    for h in Handler::ALL {
        let sim = run(&s, Some(h));
        golden(&format!("zk-hbase-spark-{h}"), &sim);
        let st = sim.state();
        let topo = st.topology();
        let mut per_node: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for c in st.containers().values() {
            for t in st.container_tags(c) {
                per_node.entry(topo.node(c.node).name.clone()).or_default().push(t.clone());
            }
        }
        let count = |node: &str, tag: &str| per_node.get(node).map_or(0, |v| v.iter().filter(|t| *t == tag).count());
        let rack_of = |node: &str| topo.racks[topo.node(topo.node_id(node).unwrap()).rack.index()].name.clone();
        match h {
            Handler::Disabled => {
                assert!(per_node.is_empty());
                let rejected: u32 = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::RequestRejected { count, .. } => Some(*count),
                        _ => None,
                    })
                    .sum();
                assert_eq!(rejected, 15);
            }
            _ => {
                let zk_nodes: Vec<&String> = per_node.keys().filter(|n| count(n, "zk") > 0).collect();
                assert_eq!(zk_nodes.len(), 3, "{h}: zk on three distinct nodes: {per_node:?}");
                assert!(zk_nodes.iter().all(|n| count(n, "zk") == 1));
                let zk_racks: BTreeSet<String> = zk_nodes.iter().map(|n| rack_of(n)).collect();
                for n in per_node.keys() {
                    if count(n, "hbase") > 0 {
                        assert!(zk_racks.contains(&rack_of(n)), "{h}: hbase on {n} in a rack with zk");
                    }
                    if count(n, "spark") > 0 {
                        // Each spark saw 1..=3 hbase when placed; hbase is never removed here, so that still holds.
                        assert!((1..=3).contains(&count(n, "hbase")) || count(n, "hbase") > 3, "{h}: {n}");
                        assert!(count(n, "hbase") >= 1, "{h}: spark on {n} without hbase");
                    }
                }
                let total: usize = per_node.values().map(Vec::len).sum();
                assert_eq!(total, 15, "{h}: every container placed");
            }
        }
    }
}
