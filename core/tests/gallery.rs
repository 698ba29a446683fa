//! The gallery's promises, checked against the runs: every entry validates and runs to completion under its
//! handler, what its card and description say happens does happen, and every lesson can be followed — anchors
//! resolve, predict prompts have one answer that the simulator confirms at the reveal step, and the text links
//! only glossary terms that exist.

use std::collections::{BTreeMap, BTreeSet};

use spindle_core::gallery::lesson::{predict, resolve, Anchor, Predict};
use spindle_core::gallery::{self, glossary, markup, Entry, Source, Topic};
use spindle_core::handler::{Handler, HANDLER_KEY};
use spindle_core::scenario::validate;
use spindle_core::scenario::Scenario;
use spindle_core::scheduler::ReleaseReason;
use spindle_core::sim::{Event, Simulator};

/// Steps a gallery run may take (the large cluster takes 10,000).
const MAX_STEPS: usize = 20_000;

fn run(e: &Entry) -> Simulator {
    let s = e.scenario().unwrap_or_else(|err| panic!("{err}"));
    let mut sim = Simulator::new(&s).unwrap_or_else(|err| panic!("{}: {err}", e.name));
    sim.run(MAX_STEPS);
    assert!(sim.is_finished(), "{}: the run ends within {MAX_STEPS} steps", e.name);
    sim
}

fn small_entries() -> impl Iterator<Item = &'static Entry> {
    gallery::ENTRIES.iter().filter(|e| matches!(e.source, Source::Json(_)))
}

/// Non-AM containers allocated, as (application, node), in order.
fn placements(sim: &Simulator) -> Vec<(String, String)> {
    sim.events()
        .filter_map(|e| match e {
            Event::ContainerAllocated { app_name, node_name, is_am: false, .. } => {
                Some((app_name.to_string(), node_name.to_string()))
            }
            _ => None,
        })
        .collect()
}

fn nodes_of(sim: &Simulator, app: &str) -> BTreeSet<String> {
    placements(sim).into_iter().filter(|(a, _)| a == app).map(|(_, n)| n).collect()
}

/// Nodes running a container tagged `tag` now (of application `app`, if given).
fn tagged_nodes(sim: &Simulator, app: Option<&str>, tag: &str) -> BTreeSet<String> {
    let st = sim.state();
    st.containers()
        .values()
        .filter(|c| app.is_none_or(|a| st.world().app_name(c.app) == a))
        .filter(|c| st.container_tags(c).iter().any(|t| t == tag))
        .map(|c| st.topology().node(c.node).name.clone())
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// Memory (GB) each application holds at virtual time `ms` (AM containers included).
fn held_gb(e: &Entry, ms: u64) -> BTreeMap<String, i64> {
    let mut sim = Simulator::new(&e.scenario().unwrap()).unwrap();
    sim.run_until(ms);
    let st = sim.state();
    let mut out = BTreeMap::new();
    for c in st.containers().values() {
        let name = st.world().app_name(c.app);
        *out.entry(name).or_insert(0) += c.resource.memory() / 1024;
    }
    out
}

fn gb(pairs: &[(&str, i64)]) -> BTreeMap<String, i64> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

fn stalled(sim: &Simulator) -> bool {
    matches!(sim.events().last(), Some(Event::Stalled { .. }))
}

fn preempted(sim: &Simulator) -> usize {
    sim.events().filter(|e| matches!(e, Event::ContainerFinished { reason: ReleaseReason::Preempted, .. })).count()
}

#[test]
fn names_are_unique_and_every_shipped_json_file_is_an_entry_of_its_name() {
    let names = gallery::names();
    let unique: BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    // `builtin:<file stem>` must run every file in core/scenarios (the native-vs-wasm test relies on it).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    for f in std::fs::read_dir(&dir).unwrap() {
        let path = f.unwrap().path();
        if path.extension().is_some_and(|x| x == "json") {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            let e = gallery::entry(&stem).unwrap_or_else(|| panic!("{stem}.json has no gallery entry"));
            assert_eq!(e.json(), Some(std::fs::read_to_string(&path).unwrap().as_str()), "{stem}");
            // Run as shipped (the playground, the native-vs-wasm test) or as `builtin:NAME`: the same handler.
            let raw: Scenario = serde_json::from_str(e.json().unwrap()).unwrap();
            let shipped = raw.yarn_site.get(HANDLER_KEY).map_or(Handler::Disabled, |h| h.parse().unwrap());
            assert_eq!(shipped, e.handler, "{stem}: the file's handler is the entry's");
        }
    }
    assert!(matches!(gallery::scenario("nope"), Err(gallery::GalleryError::Unknown { .. })));
    assert_eq!(spindle_core::builtin::SCENARIOS.len(), small_entries().count());
    assert_eq!(spindle_core::builtin::json("labels"), gallery::entry("labels").unwrap().json());
}

#[test]
fn every_entry_validates_and_its_card_is_complete() {
    for e in gallery::ENTRIES {
        let s = e.scenario().unwrap_or_else(|err| panic!("{err}"));
        let errors: Vec<_> = validate(&s, None).diagnostics.into_iter().filter(|d| d.is_error()).collect();
        assert!(errors.is_empty(), "{}: {errors:?}", e.name);
        assert_eq!(s.name, e.title);
        if let Some(json) = e.json() {
            let raw: spindle_core::scenario::Scenario = serde_json::from_str(json).unwrap();
            assert!(e.title.starts_with(&raw.name), "{}: title `{}` vs the JSON's `{}`", e.name, e.title, raw.name);
            assert!(!raw.description.is_empty(), "{}: a description", e.name);
        }
        assert!(!e.summary.is_empty() && e.summary.len() <= 110, "{}: a one-line summary", e.name);
        assert!(!e.concepts.is_empty(), "{}", e.name);
        for c in e.concepts {
            assert!(glossary::term(c).is_some(), "{}: concept `{c}` is not in the glossary", e.name);
        }
        let beyond = e.yarn == gallery::YarnVersion::BeyondYarn;
        assert!(!beyond || !e.yarn_note.is_empty(), "{}: say what goes beyond YARN", e.name);
    }
}

#[test]
fn every_entry_runs_to_completion_under_its_handler() {
    // The 2,000-node cluster has its own test below; the 10,000-node one is the browser benchmark's size (its
    // generator is checked in gallery::large, its run in `cargo bench -p spindle-core --bench sim`).
    for e in gallery::ENTRIES.iter().filter(|e| !e.name.starts_with("large-")) {
        let sim = run(e);
        assert_eq!(sim.state().handler(), e.handler, "{}", e.name);
    }
}

#[test]
fn the_large_cluster_fills_with_every_constraint_holding() {
    let e = gallery::entry("large-2000").unwrap();
    let s = e.scenario().unwrap();
    assert_eq!(s, gallery::large::large_cluster());
    let sim = run(e);
    let st = sim.state();
    assert_eq!(placements(&sim).len(), gallery::large::CONTAINERS as usize, "all 20,000 placed");
    let topo = st.topology();
    let mut per: BTreeMap<(&str, String), usize> = BTreeMap::new();
    for c in st.containers().values() {
        let node = topo.node(c.node);
        for t in st.container_tags(c) {
            match t.as_str() {
                "zk" => *per.entry(("zk-rack", topo.racks[node.rack.index()].name.clone())).or_insert(0) += 1,
                "kafka" => *per.entry(("kafka-node", node.name.clone())).or_insert(0) += 1,
                "hbase" => *per.entry(("hbase-node", node.name.clone())).or_insert(0) += 1,
                _ => {}
            }
        }
    }
    assert_eq!(per.keys().filter(|(k, _)| *k == "zk-rack").count(), 5, "5 zk on 5 racks");
    assert!(per.iter().all(|((k, _), &n)| match *k {
        "hbase-node" => n <= 2,
        _ => n == 1,
    }));
}

/// What each entry's summary and description claim, asserted on its run. Every entry must have a check.
#[test]
fn every_entry_does_what_it_says() {
    for e in small_entries() {
        let sim = run(e);
        let ok = || format!("{}: {:?}", e.name, placements(&sim));
        match e.name {
            "zk-anti-affinity" => assert_eq!(nodes_of(&sim, "zookeeper").len(), 3, "{}", ok()),
            "zk-hbase-spark" | "handlers" => {} // checked with each handler in tests/golden.rs and below
            "zk-hbase-spark-namespaced" => {
                // The services' zk avoid other-zk's node-1; hbase only in rack-1 (the racks with a zk); spark only
                // beside appID_0023's region servers on node-6 and node-7.
                assert_eq!(nodes_of(&sim, "other-zk"), set(&["node-1"]));
                assert_eq!(nodes_of(&sim, "appID_0023"), set(&["node-6", "node-7"]));
                let services: Vec<(String, String)> =
                    placements(&sim).into_iter().filter(|(a, _)| a == "services").collect();
                assert_eq!(services.len(), 15, "{}", ok());
                let tags_on = |tag: &str| tagged_nodes(&sim, Some("services"), tag);
                assert!(!tags_on("zk").contains("node-1"), "{:?}", tags_on("zk"));
                assert!(tags_on("hbase")
                    .iter()
                    .all(|n| ["node-1", "node-2", "node-3", "node-4"].contains(&n.as_str())));
                assert_eq!(tags_on("spark"), set(&["node-6", "node-7"]));
            }
            "c1-hbase-master-affinity" => {
                let p = placements(&sim);
                assert_eq!(p.len(), 3);
                assert!(p.iter().all(|(_, n)| *n == p[0].1), "all beside the master: {}", ok());
            }
            "c2-zk-rack-at-most-3" => {
                let st = sim.state();
                let mut workers: BTreeMap<String, usize> = BTreeMap::new();
                for c in st.containers().values() {
                    if st.container_tags(c).iter().any(|t| t == "worker") {
                        *workers.entry(st.topology().node(c.node).name.clone()).or_insert(0) += 1;
                    }
                }
                assert_eq!(workers, [("node-1".to_string(), 4), ("node-2".to_string(), 4)].into(), "{}", ok());
            }
            "c3-gpu-partition" => assert_eq!(nodes_of(&sim, "training"), set(&["gpu-1", "gpu-2"])),
            "c4-fault-domain-anti-affinity" => {
                assert_eq!(nodes_of(&sim, "spark"), set(&["node-1"]));
                assert_eq!(nodes_of(&sim, "storm"), set(&["node-2", "node-4"]));
            }
            "c5-delayed-or" => {
                // Hosts first (n1 once, n2 and n3 twice), then a third map on n2 allowed only by the rack
                // alternative, then, 10 s later, any node (n4 and n5 included).
                let order: Vec<String> = placements(&sim).into_iter().map(|(_, n)| n).collect();
                assert_eq!(&order[..6], ["n1", "n2", "n3", "n2", "n3", "n2"], "{}", ok());
                assert_eq!(order.len(), 10);
                assert!(order[6..].contains(&"n4".to_string()) && order[6..].contains(&"n5".to_string()));
                let times: Vec<u64> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::ContainerAllocated { at_ms, .. } => Some(*at_ms),
                        _ => None,
                    })
                    .collect();
                assert!(times[6] >= times[5] + 9_000, "the third alternative comes ~10 s later: {times:?}");
                // The verdict behind the sixth map: the second alternative holds, the first does not.
                let mut at = Simulator::new(&e.scenario().unwrap()).unwrap();
                let step = resolve(&at, &Anchor::BeforeAllocation { app: "mapreduce", request: 0, nth: 6 }).unwrap();
                at.seek(step);
                let n2 = at.state().explain(spindle_core::ids::AppId(0), 0).unwrap();
                let n2 = n2.iter().find(|n| n.node_name == "n2").unwrap();
                let text = n2.verdict.render_text();
                assert!(text.contains("alternative 2 of 3 holds (alternatives 1..2 are in force)"), "{text}");
            }
            "hbase-appendix" => {
                let st = sim.state();
                let mut rs_per_fd: BTreeMap<String, usize> = BTreeMap::new();
                let mut master = String::new();
                let mut rs_nodes = BTreeSet::new();
                for c in st.containers().values() {
                    let node = st.topology().node(c.node);
                    let tags = st.container_tags(c);
                    if tags.iter().any(|t| t == "hbase-m") {
                        master = node.name.clone();
                    } else if tags.iter().any(|t| t == "hbase-rs") {
                        assert!(rs_nodes.insert(node.name.clone()), "one region server per node");
                        *rs_per_fd.entry(node.attributes["failure_domain"].clone()).or_insert(0) += 1;
                    }
                }
                assert_eq!(rs_nodes.len(), 10, "all 10 land");
                assert!(rs_per_fd.values().all(|&n| n == 2), "{rs_per_fd:?}");
                assert!(!rs_nodes.contains(&master) && !rs_nodes.contains("node-14") && master != "node-14");
            }
            "spark-with-hbase" => {
                assert_eq!(placements(&sim).iter().filter(|(a, _)| a == "spark").count(), 8);
                let racks: BTreeSet<String> = nodes_of(&sim, "spark")
                    .iter()
                    .map(|n| {
                        let t = sim.state().topology();
                        t.racks[t.node(t.node_id(n).unwrap()).rack.index()].name.clone()
                    })
                    .collect();
                assert_eq!(racks, set(&["rack-1", "rack-2"]));
            }
            "node-attributes-java" => {
                assert_eq!(nodes_of(&sim, "legacy-app"), set(&["node-2", "node-4"]));
                assert_eq!(placements(&sim).len(), 6);
            }
            "app-tag-namespace" => {
                assert_eq!(nodes_of(&sim, "shop"), set(&["node-1", "node-2"]));
                assert_eq!(nodes_of(&sim, "shop-staging"), set(&["node-3", "node-4"]));
                assert_eq!(nodes_of(&sim, "batch"), set(&["node-3", "node-4", "node-5", "node-6"]));
            }
            "cluster-constraint" => {
                let per_rack = |r: &str| nodes_of(&sim, "hbase").iter().filter(|n| r.contains(n.as_str())).count();
                assert_eq!(per_rack("node-1 node-2 node-3 node-4"), 2, "{}", ok());
                assert_eq!(per_rack("node-5 node-6 node-7 node-8"), 2, "{}", ok());
                assert_eq!(nodes_of(&sim, "hbase").len(), 4);
            }
            "three-queues" => {
                assert_eq!(preempted(&sim), 0);
                assert_eq!(held_gb(e, 9_000), gb(&[("batch-a", 100)]));
                assert_eq!(held_gb(e, 40_000), gb(&[("batch-a", 10), ("reports-b", 30), ("etl-c", 60)]));
            }
            "elastic" => {
                assert_eq!(placements(&sim).len(), 6, "6 GB, a's maximum");
                assert!(stalled(&sim));
            }
            "user-limit-factor-below-1" => {
                assert_eq!(placements(&sim).len(), 3);
                assert!(stalled(&sim));
            }
            "user-limit-factor-above-1" => assert_eq!(placements(&sim).len(), 8),
            "user-limits" => {
                assert_eq!(held_gb(e, 9_000), gb(&[("alice-job", 64)]));
                let four = held_gb(e, 39_000);
                assert_eq!(four.len(), 4, "{four:?}");
                assert!(four.values().all(|&g| (13..=17).contains(&g)), "about a quarter each: {four:?}");
                // The lesson's check: a fifth user (at 40 s) waits while the four hold their quarter.
                let mut five = e.scenario().unwrap();
                let mut erin = five.applications[3].clone();
                (erin.name, erin.user, erin.submit_ms) = ("erin-job".into(), "erin".into(), 40_000);
                five.applications.push(erin);
                let mut sim = Simulator::new(&five).unwrap();
                sim.run_until(55_000);
                let st = sim.state();
                assert!(st.containers().values().all(|c| st.world().app_name(c.app) != "erin-job"), "erin waits");
            }
            "fifo-vs-fair" => {
                let first = |q: &str| -> Vec<String> {
                    placements(&sim).into_iter().map(|(a, _)| a).filter(|a| a.starts_with(q)).take(4).collect()
                };
                assert_eq!(first("fifo"), ["fifo-first"; 4]);
                assert_eq!(first("fair"), ["fair-first", "fair-second", "fair-first", "fair-second"]);
            }
            "am-resource-limit" => {
                let activated: Vec<(u64, String)> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::AppActivated { at_ms, app_name, .. } => Some((*at_ms, app_name.to_string())),
                        _ => None,
                    })
                    .collect();
                assert_eq!(activated, [(0, "app0".into()), (0, "app1".into()), (5_000, "app2".into())]);
            }
            "labels" => {
                assert!(nodes_of(&sim, "etl").iter().all(|n| !n.starts_with("gpu")));
                assert!(nodes_of(&sim, "etl").iter().any(|n| n.starts_with("spare")));
            }
            "container-rounding" => {
                let sizes: BTreeSet<i64> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::ContainerAllocated { resource, .. } => Some(resource.memory()),
                        _ => None,
                    })
                    .collect();
                assert_eq!(sizes, [8192].into());
                assert_eq!(held_gb(e, 4_000), gb(&[("job", 32)]), "two per 16 GB node");
            }
            "reservation" => {
                let big: Vec<&str> = sim
                    .events()
                    .filter(|e| matches!(e, Event::ContainerReserved { app_name, .. } | Event::ContainerAllocated { app_name, .. } if app_name == "big"))
                    .map(Event::name)
                    .collect();
                assert_eq!(big, ["container-reserved", "container-allocated"]);
            }
            "yarn-569-preemption" => {
                assert_eq!(held_gb(e, 4_000), gb(&[("batch-a", 100)]));
                assert_eq!(held_gb(e, 40_000), gb(&[("batch-a", 10), ("reports-b", 30), ("etl-c", 60)]));
                let rounds: Vec<(u32, u32)> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::PreemptionRound { marked, killed, .. } if marked + killed > 0 => {
                            Some((*marked, *killed))
                        }
                        _ => None,
                    })
                    .collect();
                assert!(rounds.iter().all(|&(m, k)| m <= 5 && k <= 5), "at most 10 GB per round: {rounds:?}");
                assert_eq!(preempted(&sim), 45, "90 GB back, 2 GB each");
                let last_kill = sim
                    .events()
                    .filter(|e| matches!(e, Event::ContainerFinished { reason: ReleaseReason::Preempted, .. }))
                    .map(Event::at_ms)
                    .max();
                assert!(last_kill < Some(40_000), "{last_kill:?}");
            }
            "three-queues-preemption" => {
                // Slow: by 100 s only a few of a's containers were taken back; a's own end at 120 s does the rest.
                assert!(preempted(&sim) > 0);
                let early = held_gb(e, 100_000);
                assert!(early["batch-a"] > 80, "{early:?}");
                assert_eq!(held_gb(e, 150_000), gb(&[("batch-a", 10), ("reports-b", 30), ("etl-c", 60)]));
            }
            "preemption-dead-zone" => {
                assert_eq!(preempted(&sim), 0);
                assert_eq!(held_gb(e, 59_000), gb(&[("steady-a", 54), ("hungry-b", 46)]));
                assert_eq!(held_gb(e, 62_000), gb(&[("hungry-b", 50)]));
                let mut at = Simulator::new(&e.scenario().unwrap()).unwrap();
                at.run_until(30_000);
                let report = at.state().preemption_report().expect("a round ran");
                let a = report.queues.iter().find(|q| q.queue == "root.a").unwrap();
                assert!(a.reasons.iter().any(|r| r.text.to_string().contains("dead zone")), "{:?}", a.reasons);
                // The lesson's check: without the dead zone the round at 5 s marks a's newest two containers.
                let mut no_zone = e.scenario().unwrap();
                no_zone.yarn_site.insert(
                    "yarn.resourcemanager.monitor.capacity.preemption.max_ignored_over_capacity".into(),
                    "0".into(),
                );
                let mut sim = Simulator::new(&no_zone).unwrap();
                sim.run_until(5_000);
                let marked = sim.events().filter(|e| matches!(e, Event::ContainerMarked { .. })).count();
                assert_eq!(marked, 2);
            }
            "preemption-natural-termination" => {
                let kills: BTreeSet<usize> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::PreemptionRound { killed, .. } if *killed > 0 => Some(*killed as usize),
                        _ => None,
                    })
                    .collect();
                assert_eq!(kills, [1].into(), "one 2 GB container per kill");
                let slow = held_gb(e, 40_000);
                assert!(slow["late-b"] < 30, "b climbs slowly: {slow:?}");
            }
            "preemption-observe-only" => {
                assert_eq!(preempted(&sim), 0);
                assert!(sim.events().all(|e| !matches!(e, Event::ContainerMarked { .. })));
                assert!(sim.events().any(
                    |e| matches!(e, Event::PreemptionRound { observe_only: true, selected, .. } if *selected > 0)
                ));
                assert_eq!(held_gb(e, 29_000), gb(&[("batch-a", 100)]));
            }
            "preemption-guarantee-floor" => {
                assert_eq!(held_gb(e, 40_000), gb(&[("batch-a", 40), ("greedy-b", 60)]));
                assert_eq!(held_gb(e, 70_000), gb(&[("batch-a", 40), ("greedy-b", 60)]));
            }
            "node-failure" => {
                // node-1 is lost at 10 s: its zk and three batch containers die with it (exit ABORTED) ...
                let killed: Vec<(&str, u64)> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::ContainerFinished {
                            at_ms,
                            app_name,
                            node_name,
                            reason: ReleaseReason::NodeRemoved,
                            ..
                        } => {
                            assert_eq!((node_name.as_str(), *at_ms), ("node-1", 10_000));
                            Some((app_name.as_str(), *at_ms))
                        }
                        _ => None,
                    })
                    .collect();
                assert_eq!(killed, [("zookeeper", 10_000), ("batch", 10_000), ("batch", 10_000), ("batch", 10_000)]);
                assert!(sim.events().any(|e| matches!(e, Event::NodeRemoved { at_ms: 10_000, node_name, decommissioned: false, .. } if node_name == "node-1")));
                assert!(!sim.events().any(
                    |e| matches!(e, Event::ContainerAllocated { at_ms, node_name, .. } if *at_ms > 10_000 && node_name == "node-1")
                ));
                // ... are asked for again and placed on the survivors: the zk on node-4, the only node without one,
                // once a batch container there ends (20.75 s); every batch container asked and lost runs.
                let zk: Vec<(String, String)> =
                    placements(&sim).into_iter().filter(|(a, _)| a == "zookeeper").collect();
                assert_eq!(zk.len(), 4, "three, then the lost one again: {}", ok());
                assert_eq!(zk[3].1, "node-4");
                assert!(sim.events().any(|e| matches!(e, Event::ContainerAllocated { at_ms: 20_750, app_name, node_name, .. } if app_name == "zookeeper" && node_name == "node-4")));
                assert_eq!(nodes_of(&sim, "batch").len(), 4);
                assert_eq!(placements(&sim).iter().filter(|(a, _)| a == "batch").count(), 16 + 3, "{}", ok());
            }
            "node-decommission" => {
                // node-4 starts draining at 5 s: nothing new lands there, its two containers finish their 20 s, and
                // it leaves with the last one (21.75 s).
                assert!(sim.events().any(
                    |e| matches!(e, Event::NodeDecommissioning { at_ms: 5_000, node_name, .. } if node_name == "node-4")
                ));
                assert!(!sim.events().any(
                    |e| matches!(e, Event::ContainerAllocated { at_ms, node_name, .. } if *at_ms > 5_000 && node_name == "node-4")
                ));
                let ended: Vec<(u64, ReleaseReason)> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::ContainerFinished { at_ms, node_name, reason, .. } if node_name == "node-4" => {
                            Some((*at_ms, *reason))
                        }
                        _ => None,
                    })
                    .collect();
                assert_eq!(ended, [(20_750, ReleaseReason::Released), (21_750, ReleaseReason::Released)]);
                assert!(sim.events().any(|e| matches!(e, Event::NodeRemoved { at_ms: 21_750, node_name, decommissioned: true, .. } if node_name == "node-4")));
                let second: BTreeSet<String> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::ContainerAllocated { node_name, request: Some(1), .. } => Some(node_name.to_string()),
                        _ => None,
                    })
                    .collect();
                assert_eq!(second, set(&["node-1", "node-2", "node-3"]), "{}", ok());
                assert_eq!(placements(&sim).len(), 8 + 6);
            }
            "handlers-disabled" => {
                assert!(placements(&sim).is_empty());
                let reason = sim.events().find_map(|e| match e {
                    Event::RequestRejected { reason, .. } => Some(reason.clone()),
                    _ => None,
                });
                assert!(reason.unwrap().contains("cannot handle placement constraints"));
            }
            "handlers-placement-processor" => {
                let retried = sim.events().filter(|e| matches!(e, Event::PlacementRetried { .. })).count();
                assert!(retried >= 2, "{}", ok());
                let codes: Vec<String> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::RequestRejected { code, count, .. } => Some(format!("{code} x{count}")),
                        _ => None,
                    })
                    .collect();
                assert_eq!(codes, ["COULD_NOT_PLACE_ON_NODE x1", "COULD_NOT_PLACE_ON_NODE x1"]);
                // The lesson's narration: zk proposed on node-1..3 (rack-1), commits failing on node-1 and node-3.
                assert_eq!(tagged_nodes(&sim, None, "zk"), set(&["node-1", "node-2", "node-3"]));
                let blacklisted: Vec<String> = sim
                    .events()
                    .filter_map(|e| match e {
                        Event::PlacementRetried { at_ms: 1_000, node_name: Some(n), .. } => Some(n.to_string()),
                        _ => None,
                    })
                    .collect();
                assert_eq!(blacklisted, ["node-1", "node-3"]);
            }
            other => panic!("gallery entry `{other}` has no check of its claims here"),
        }
    }
}

#[test]
fn the_handlers_workload_under_the_scheduler_places_everything() {
    let sim = run(gallery::entry("handlers").unwrap());
    assert_eq!(sim.state().handler(), Handler::Scheduler);
    assert_eq!(placements(&sim).len(), 7);
    assert_eq!(tagged_nodes(&sim, None, "zk"), set(&["node-2", "node-3", "node-4"]));
}

#[test]
fn lessons_follow_their_runs_and_predictions_are_confirmed_by_the_simulator() {
    let mut prompts = 0;
    for e in gallery::lessons() {
        let lesson = e.lesson.unwrap();
        let sim = Simulator::new(&e.scenario().unwrap()).unwrap();
        let mut last = 0;
        for (i, step) in lesson.steps.iter().enumerate() {
            let at = resolve(&sim, &step.at).unwrap_or_else(|err| panic!("{} step {i}: {err}", e.name));
            assert!(at >= last, "{} step {i}: lesson steps go forward ({at} < {last})", e.name);
            last = at;
            let Some(p) = &step.predict else { continue };
            prompts += 1;
            let answer = predict(&sim, at, p).unwrap_or_else(|err| panic!("{} step {i}: {err}", e.name));
            // The answer is one node; the candidates at the question's step include it; the reveal step's events
            // allocate the container there.
            assert!(answer.candidates.contains(&answer.node), "{} step {i}: {answer:#?}", e.name);
            let mut reveal = sim.clone();
            reveal.seek(answer.reveal_step);
            let confirmed = reveal.last_events().iter().any(|ev| {
                matches!(ev, Event::ContainerAllocated { app, request: Some(r), node, .. }
                    if *app == answer.app && *r == p.request && *node == answer.node)
            });
            assert!(confirmed, "{} step {i}: the reveal step allocates on {}", e.name, answer.node_name);
            assert!(answer.reveal_step > at);
            // Judging: the answer is right, every other node is wrong, with a reason.
            for n in &answer.nodes {
                let j = answer.judge(n.node);
                assert_eq!(j.correct, n.node == answer.node, "{} step {i}: {}", e.name, n.node_name);
                assert!(!j.summary.is_empty());
                if !n.fits() {
                    assert!(!j.reasons.is_empty(), "{} step {i}: why not {}: {j:#?}", e.name, n.node_name);
                }
            }
        }
        for (k, q) in lesson.check.iter().enumerate() {
            assert!(q.answer < q.choices.len() && q.choices.len() >= 2, "{} question {k}", e.name);
            assert!(q.is_right(q.answer));
        }
        assert!(!lesson.check.is_empty(), "{}: a check of understanding", e.name);
        let planned = spindle_core::gallery::lesson::plan(&sim, lesson).unwrap();
        assert_eq!(planned.len(), lesson.steps.len());
        assert!(planned.iter().zip(lesson.steps).all(|(p, s)| p.answer.is_some() == s.predict.is_some()));
    }
    assert!(prompts >= 10, "{prompts} predict prompts");
}

#[test]
fn the_required_lessons_exist() {
    for name in [
        "zk-anti-affinity",
        "zk-hbase-spark",
        "c1-hbase-master-affinity",
        "c2-zk-rack-at-most-3",
        "c3-gpu-partition",
        "c4-fault-domain-anti-affinity",
        "c5-delayed-or",
        "yarn-569-preemption",
        "user-limits",
    ] {
        assert!(gallery::entry(name).unwrap().lesson_steps() > 0, "{name}");
    }
}

#[test]
fn lesson_text_links_only_existing_glossary_terms() {
    for e in gallery::lessons() {
        let l = e.lesson.unwrap();
        let texts =
            std::iter::once(l.intro).chain(l.steps.iter().map(|s| s.text)).chain(l.check.iter().map(|q| q.explanation));
        for t in texts {
            for id in markup::linked_terms(t) {
                assert!(glossary::term(id).is_some(), "{}: [[{id}]] is not a glossary term", e.name);
            }
            assert!(!markup::plain(t).contains("[["), "{}: unclosed link in {t}", e.name);
        }
    }
}

#[test]
fn a_prediction_is_judged_with_the_counts_that_decided_it() {
    let e = gallery::entry("zk-hbase-spark").unwrap();
    let sim = Simulator::new(&e.scenario().unwrap()).unwrap();
    let step = resolve(&sim, &Anchor::BeforeAllocation { app: "services", request: 1, nth: 1 }).unwrap();
    let a = predict(&sim, step, &Predict { question: "", app: "services", request: 1 }).unwrap();
    assert_eq!(a.node_name, "node-1");
    let node = |name: &str| a.nodes.iter().find(|n| n.node_name == name).unwrap().node;
    // Wrong, and it could not take it: the failing part with its count.
    let j = a.judge(node("node-5"));
    assert!(!j.correct);
    assert!(j.summary.starts_with("Wrong: it lands on node-1. node-5 cannot take it"), "{}", j.summary);
    assert_eq!(j.reasons, ["rack rack-2 holds 0 `zk` of this application (services); need at least 1"]);
    // Wrong, but it could have taken it: the heartbeat order decided.
    let j = a.judge(node("node-2"));
    assert!(j.summary.starts_with("Not this time: node-2 could take it too"), "{}", j.summary);
    assert!(j.summary.contains("node-1 heartbeat offered the node"), "{}", j.summary);
    // Right: what held there.
    let j = a.judge(a.node);
    assert!(j.correct && j.summary.starts_with("Right: it lands on node-1."), "{}", j.summary);
    assert_eq!(j.reasons, ["rack rack-1 holds 3 `zk` of this application (services); need at least 1"]);
    assert!(j.verdict.is_some_and(|v| v.satisfied()));
}

#[test]
fn exactly_the_preemption_topics_entries_run_the_preemption_monitor() {
    // The playground fetches the preemption policy's chunk for a lesson link of the Preemption topic before the
    // scenario is read (web/src/app.rs, `prefetch_entry`): the topic says whether the run will need the policy.
    for e in gallery::ENTRIES {
        let s = e.scenario().unwrap_or_else(|err| panic!("{err}"));
        let world = validate(&s, None).world.unwrap_or_else(|| panic!("{}: validates", e.name));
        assert_eq!(world.site.monitor_enabled, e.topic == Topic::Preemption, "{}", e.name);
    }
}
