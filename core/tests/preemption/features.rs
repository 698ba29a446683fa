//! Partitions, ordering policies, user limits, the placement check beyond YARN, and validation errors.

use crate::build::*;
use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;
use spindle_core::resource::Resource;

/// gpu is a non-exclusive 20 GB partition shared 50/50. a fills it (20 × 1 GB; containers 32–51, of which
/// 40–44 were allocated there for default-partition requests); b wants 10 GB of gpu. In gpu, b's ideal
/// climbs to its 10240 guarantee by halving offers, a is 10240 over, no scaling (budget 12288 of the 120 GB
/// cluster), 20 % → 2048: two containers, taken from the ignore-exclusivity ones first, newest first (44, 43).
/// The default partition is untouched.
#[test]
fn partitions_are_computed_separately_and_ignore_exclusivity_goes_first() {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.snap.partitions.push(PartitionSnapshot { name: "gpu".into(), resource: gb(20), exclusive: false });
    for q in ["a", "b"] {
        b.queue_mut(q).labels.insert(
            "gpu".into(),
            LabelSettings {
                capacity: Capacity::Percent(50.0),
                maximum_capacity: Capacity::FULL,
                user_limits: Default::default(),
            },
        );
    }
    b.app(1, "a", gb(1), 29, 20);
    b.more(1, gb(1), 20, 20);
    for c in b.app_mut(1).containers.iter_mut().skip(30) {
        c.placement_mut().partition = "gpu".into();
        c.ignore_partition_exclusivity = (40..45).contains(&c.id.0);
    }
    b.app(2, "b", gb(1), 9, 20);
    b.app_mut(2).pending.push(PendingAsk {
        size: gb(1),
        count: 10,
        partition: "gpu".into(),
        priority: 1,
        tags: Vec::new(),
        constraint: None,
    });
    let r = evaluate(0, &b.snap).unwrap();
    let q = |n: &str, p: &str| r.queues.iter().find(|x| x.queue == n && x.partition == p).unwrap();
    assert_eq!(q("root.a", "gpu").ideal.memory(), 10240);
    assert_eq!(q("root.b", "gpu").ideal.memory(), 10240);
    assert_eq!(q("root.a", "gpu").to_preempt.to_obtain.memory(), 2048);
    assert_eq!(q("root.a", "").to_preempt.to_obtain.memory(), 0);
    assert_eq!(r.selected.iter().map(|s| s.container.0).collect::<Vec<_>>(), vec![44, 43]);
    assert!(r.selected.iter().all(|s| s.partition == "gpu" && s.step == SelectionStep::IgnoreExclusivity));
}

/// With the fair ordering policy the application using the most goes first, not the youngest.
#[test]
fn fair_leaf_preempts_the_biggest_application_first() {
    let build = |fair: bool| {
        let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
        b.app(1, "a", gb(1), 59, 20); // older, 60 GB
        b.app(2, "a", gb(1), 19, 20); // younger, 20 GB
        b.app(3, "b", gb(1), 0, 20);
        b.app_mut(3).containers.clear();
        b.pending(3, gb(1), 40);
        if fair {
            b.queue_mut("a").ordering_policy = Some(OrderingPolicyKind::Fair);
        }
        evaluate(0, &b.snap).unwrap()
    };
    let fifo = build(false);
    assert!(!fifo.selected.is_empty());
    assert!(fifo.selected.iter().all(|s| s.app == AppId(2)), "FIFO: youngest first");
    let fair = build(true);
    assert!(!fair.selected.is_empty());
    assert!(fair.selected.iter().all(|s| s.app == AppId(1)), "fair: biggest first");
}

/// Pending is capped by each user's headroom (limit − used): alice's 30 GB ask counts for 5 GB only when her
/// limit is 10 GB and she uses 5, so b is owed less and a gives back less.
#[test]
fn pending_is_capped_by_user_limits() {
    let build = |limit: bool| {
        let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
        b.app(1, "a", gb(1), 89, 20);
        b.app(2, "b", gb(1), 4, 20).user = "alice".into();
        b.pending(2, gb(1), 30);
        if limit {
            b.queue_mut("b").user_limits.insert("alice".into(), gb(10));
        }
        evaluate(0, &b.snap).unwrap()
    };
    let free = build(false);
    let capped = build(true);
    let pending = |r: &RoundReport| r.queues.iter().find(|q| q.queue == "root.b").unwrap().pending.memory();
    assert_eq!(pending(&free), 30 * GB);
    assert_eq!(pending(&capped), 5 * GB);
    let ideal = |r: &RoundReport| r.queues.iter().find(|q| q.queue == "root.b").unwrap().ideal.memory();
    assert_eq!(ideal(&free), 35 * GB);
    assert_eq!(ideal(&capped), 10 * GB);
}

/// Beyond YARN. Eight 4 GB nodes on two racks, all filled by a's application (AM on n1 tagged zk, tasks on
/// n2–n8). b (50 %) wants 2 × 4 GB hbase containers with `notin,node,hbase` and one 4 GB container that must
/// sit next to a zk container (`in,node,zk` over all applications). With per-round 100 % and no natural
/// termination factor, a gives back 12288: its three newest tasks, on n8, n7, n6. The hbase containers fit
/// on the freed n6 and n7; the zk-affine one cannot use any freed node: n1, the only zk node, stays full.
#[test]
fn placement_check_sees_constraints_yarn_ignores() {
    let mut b = Build::new(gb(32), &[("a", 50.0), ("b", 50.0)]);
    b.snap.policy.total_preemption_per_round = 1.0;
    b.snap.policy.natural_termination_factor = 1.0;
    for i in 1..=8 {
        b.snap.nodes.push(NodeSnapshot {
            name: format!("n{i}"),
            rack: if i <= 4 { "r1".into() } else { "r2".into() },
            partition: String::new(),
            capability: gb(4),
        });
    }
    b.app(1, "a", gb(4), 7, 20);
    for (i, c) in b.app_mut(1).containers.iter_mut().enumerate() {
        let placement = c.placement_mut();
        placement.node = Some(format!("n{}", i + 1).into());
        placement.tags = if i == 0 { vec!["zk".into()] } else { vec!["spark".into()] }.into();
    }
    b.app(2, "b", gb(4), 0, 20);
    b.app_mut(2).containers.clear();
    let hbase = PendingAsk {
        size: gb(4),
        count: 2,
        partition: String::new(),
        priority: 1,
        tags: vec!["hbase".into()],
        constraint: Some("NOTIN,NODE,hbase".into()),
    };
    let near_zk = PendingAsk { count: 1, tags: Vec::new(), constraint: Some("IN,NODE,all/zk".into()), ..hbase.clone() };
    b.app_mut(2).pending = vec![hbase, near_zk];
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(r.selected.iter().map(|s| s.container.0).collect::<Vec<_>>(), vec![8, 7, 6]);
    let check = &r.placement_check;
    assert!(check.beyond_yarn && check.evaluated);
    assert_eq!(check.asks.len(), 2);
    assert_eq!(check.asks[0].constraint.as_deref(), Some("NOTIN,NODE,hbase"));
    assert_eq!((check.asks[0].placeable_now, check.asks[0].placeable_after_preemption), (0, 2));
    assert_eq!(check.asks[0].nodes, vec!["n6".to_string(), "n7".to_string()]);
    assert_eq!(check.asks[1].constraint.as_deref(), Some("IN,NODE,all/zk"));
    assert_eq!((check.asks[1].placeable_now, check.asks[1].placeable_after_preemption), (0, 0));
    assert!(check.asks[1].text.contains("do not help"));
}

/// Beyond YARN, without a constraint: each container of an ask goes to the first node, in the snapshot's order,
/// of the ask's partition with room for it, so a node with room for several takes them one after another and a
/// node of another partition is passed over however free. a's six 1 GB containers leave 1, 4 (gpu), 3, 0 and
/// 2 GB free on n1, gpu1, n2, n3 and n4; b's six 1 GB containers fit on n1, n2 ×3 and n4 ×2.
#[test]
fn placement_check_first_fit_takes_the_first_node_of_the_partition_with_room() {
    let mut b = Build::new(gb(12), &[("a", 50.0), ("b", 50.0)]);
    b.snap.partitions.push(PartitionSnapshot { name: "gpu".into(), resource: gb(4), exclusive: true });
    for q in ["a", "b"] {
        let capacity = Capacity::Percent(50.0);
        let gpu = LabelSettings { capacity, maximum_capacity: Capacity::FULL, user_limits: Default::default() };
        b.queue_mut(q).labels.insert("gpu".into(), gpu);
    }
    for (name, partition, size) in [("n1", "", 2), ("gpu1", "gpu", 4), ("n2", "", 4), ("n3", "", 2), ("n4", "", 4)] {
        b.snap.nodes.push(NodeSnapshot {
            name: name.into(),
            rack: "r1".into(),
            partition: partition.into(),
            capability: gb(size),
        });
    }
    b.app(1, "a", gb(1), 5, 20);
    for (c, node) in b.app_mut(1).containers.iter_mut().zip(["n1", "n2", "n3", "n3", "n4", "n4"]) {
        c.placement_mut().node = Some(node.into());
    }
    b.app(2, "b", gb(1), 0, 20);
    b.app_mut(2).containers.clear();
    b.pending(2, gb(1), 6);
    let r = evaluate(0, &b.snap).unwrap();
    let check = &r.placement_check;
    assert!(check.evaluated, "{}", check.summary);
    assert_eq!(check.asks.len(), 1);
    assert_eq!(check.asks[0].placeable_now, 6);
    assert_eq!(check.asks[0].nodes, ["n1", "n2", "n2", "n2", "n4", "n4"]);
    // One container more than the default partition has room for: the sixth still fits, the seventh does not.
    b.app_mut(2).pending[0].count = 7;
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(r.placement_check.asks[0].placeable_now, 6);
}

#[test]
fn placement_check_needs_nodes() {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 89, 20);
    b.app(2, "b", gb(1), 0, 20);
    b.pending(2, gb(1), 10);
    let r = evaluate(0, &b.snap).unwrap();
    assert!(r.placement_check.beyond_yarn);
    assert!(!r.placement_check.evaluated);
    assert!(r.placement_check.summary.contains("no nodes"));
}

fn two_queues() -> Build {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 3, 20);
    b
}

fn error_of(b: &Build) -> SnapshotError {
    evaluate(0, &b.snap).unwrap_err()
}

#[test]
fn validation_errors_say_where() {
    let mut b = two_queues();
    b.queue_mut("b").capacity = Some(Capacity::Percent(40.0));
    let e = error_of(&b);
    assert_eq!(e.at, "root");
    assert!(
        matches!(e.kind, SnapshotErrorKind::CapacitiesDoNotSum { ref parent, sum, .. } if parent == "root" && sum == 90.0)
    );
    assert!(e.to_string().contains("sum"));

    let mut b = two_queues();
    b.app_mut(1).queue = "nope".into();
    let e = error_of(&b);
    assert_eq!((e.at.as_str(), e.kind), ("applications[0].queue", SnapshotErrorKind::UnknownQueue("nope".into())));

    let mut b = two_queues();
    b.app_mut(1).queue = "root".into();
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::NotALeaf("root".into()));

    let mut b = two_queues();
    b.app_mut(1).containers[2].id = ContainerId(1);
    let e = error_of(&b);
    assert_eq!(
        (e.at.as_str(), e.kind),
        ("applications[0].containers[2]", SnapshotErrorKind::DuplicateContainer(ContainerId(1)))
    );

    let mut b = two_queues();
    b.app_mut(1).containers[0].placement_mut().partition = "gpu".into();
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::UnknownPartition("gpu".into()));

    let mut b = two_queues();
    b.snap.partitions[0].name = "x".into();
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::MissingDefaultPartition);

    let mut b = two_queues();
    b.queue_mut("a").capacity = None;
    let e = error_of(&b);
    assert_eq!((e.at.as_str(), e.kind), ("root.children[0]", SnapshotErrorKind::MissingCapacity("root.a".into())));

    let mut b = two_queues();
    b.queue_mut("a").capacity = Some(Capacity::Absolute(gb(50)));
    assert!(matches!(error_of(&b).kind, SnapshotErrorKind::MixedCapacityModes { .. }));

    let mut b = two_queues();
    b.queue_mut("a").maximum_capacity = Some(Capacity::Percent(20.0));
    assert!(matches!(error_of(&b).kind, SnapshotErrorKind::MaximumBelowCapacity { .. }));

    let mut b = two_queues();
    b.app_mut(1).containers[0].size = Resource::new(-1, 1);
    assert!(matches!(error_of(&b).kind, SnapshotErrorKind::NegativeResource(_)));

    let mut b = two_queues();
    b.snap.applications.push(b.snap.applications[0].clone());
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::DuplicateApp(AppId(1)));

    let mut b = two_queues();
    b.queue_mut("a").children.push(leaf("x", 100.0));
    b.queue_mut("b").children.push(leaf("x", 100.0));
    b.app_mut(1).queue = "x".into();
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::AmbiguousQueue("x".into()));
    b.app_mut(1).queue = "root.b.x".into();
    assert!(evaluate(0, &b.snap).is_ok());

    let mut b = two_queues();
    b.snap.policy.natural_termination_factor = f64::NAN;
    assert_eq!(error_of(&b).kind, SnapshotErrorKind::InvalidFactor("natural_termination_factor"));
}

#[test]
fn report_round_trips_through_json() {
    let mut b = two_queues();
    b.app(2, "b", gb(1), 0, 20);
    b.pending(2, gb(1), 10);
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    let text = serde_json::to_string(&r).unwrap();
    let back: RoundReport = serde_json::from_str(&text).unwrap();
    assert_eq!(back, r);
    let snap_text = serde_json::to_string(&b.snap).unwrap();
    let snap_back: PreemptionSnapshot = serde_json::from_str(&snap_text).unwrap();
    assert_eq!(snap_back, b.snap);
}
