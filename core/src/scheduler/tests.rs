//! Scenario tests of the whole scheduler: node heartbeats against small clusters, with the expected
//! arithmetic worked out by hand in the comments. Unless said otherwise: 1 GB minimum allocation, 8 GB
//! maximum allocation, one container per heartbeat (Hadoop's `maximum-offswitch-assignments` default of 1).

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::config::tests_support::props;
use super::*;
use crate::topology::{NodeState, Topology};

const GB: i64 = 1024;

struct Sim {
    topo: Topology,
    cs: CapacityScheduler,
    check: AllowAll,
}

fn topo(nodes: &[(&str, i64, i64)]) -> Topology {
    let mut t = Topology::new();
    let r = t.rack("r1").unwrap();
    for (name, gb, vc) in nodes {
        t.add_node(name, r, Resource::new(gb * GB, *vc)).unwrap();
    }
    t
}

fn sim(pairs: &[(&str, &str)], topo: Topology) -> Sim {
    let config = CapacitySchedulerConfig::from_properties(&props(pairs)).unwrap();
    let cs = CapacityScheduler::new(config, &topo);
    Sim { topo, cs, check: AllowAll }
}

impl Sim {
    fn submit(&mut self, user: &str, queue: &str, am_gb: Option<i64>) -> AppId {
        let mut s = Submission::new(user, queue, Resource::ZERO);
        s.am_resource = am_gb.map(|g| Resource::new(g * GB, 1));
        self.submit_with(s)
    }

    fn submit_with(&mut self, s: Submission) -> AppId {
        let (id, ev) = self.cs.submit_app(&self.topo, s);
        assert!(!ev.iter().any(|e| matches!(e, SchedulerEvent::AppRejected { .. })), "{ev:?}");
        id
    }

    fn ask(&mut self, app: AppId, priority: i32, mb: i64, count: u32) -> RequestKey {
        self.cs.add_request(&self.topo, app, AskSpec::new(priority, Resource::new(mb, 1), count)).unwrap()
    }

    fn node(&self, name: &str) -> NodeId {
        self.topo.node_id(name).unwrap()
    }

    fn hb(&mut self, name: &str) -> Vec<SchedulerEvent> {
        let n = self.node(name);
        self.cs.node_heartbeat(&self.topo, n, &mut self.check)
    }

    /// Heartbeats every node in id order, `rounds` times; returns the apps that got containers, in order.
    fn rounds(&mut self, rounds: usize) -> Vec<u32> {
        let mut got = Vec::new();
        for _ in 0..rounds {
            let ids: Vec<NodeId> = self.topo.live_nodes().collect();
            for n in ids {
                for e in self.cs.node_heartbeat(&self.topo, n, &mut self.check) {
                    if let SchedulerEvent::ContainerAllocated { app, .. } = e {
                        got.push(app.0);
                    }
                }
            }
        }
        got
    }

    fn queue_used(&self, path: &str) -> i64 {
        let id = self.cs.config().find_queue(path).unwrap();
        self.cs.queue(id).usage(0).used.memory()
    }

    fn app_used(&self, app: AppId) -> i64 {
        self.cs.app(app).unwrap().used_total().memory()
    }

    fn why(&self, app: AppId, key: RequestKey) -> Vec<WaitReason> {
        self.cs.why_waiting(&self.topo, app, key, &self.check).unwrap()
    }

    /// Recomputes queue/user/node usage from the containers and compares with the maintained totals.
    fn assert_consistent(&self) {
        let rc = self.cs.calculator();
        for q in self.cs.queues() {
            let mut sum = vec![Resource::ZERO; self.cs.partitions().len()];
            for c in self.cs.containers().values() {
                let mut cur = Some(c.queue);
                while let Some(id) = cur {
                    if id == q.id {
                        sum[c.partition.index()] += c.resource;
                    }
                    cur = self.cs.config().queue(id).parent;
                }
            }
            for (p, s) in sum.iter().enumerate() {
                assert_eq!(q.usage(p).used, *s, "queue {} partition {p}", self.cs.config().queue(q.id).path);
            }
        }
        for (i, n) in self.topo.nodes.iter().enumerate() {
            let st = self.cs.node(NodeId(i as u32)).cloned().unwrap_or_default();
            let alloc: Resource = st.containers.iter().map(|c| self.cs.containers()[c].resource).sum();
            assert_eq!(st.allocated, alloc);
            assert!(rc.fits_in(&st.allocated, &n.capability), "node {} over capacity", n.name);
        }
    }
}

fn allocated(ev: &[SchedulerEvent]) -> Vec<(u32, i64)> {
    ev.iter()
        .filter_map(|e| match e {
            SchedulerEvent::ContainerAllocated { app, resource, .. } => Some((app.0, resource.memory())),
            _ => None,
        })
        .collect()
}

#[test]
fn container_sizes_round_up_to_the_minimum_allocation_and_oversized_asks_are_rejected() {
    let mut s = sim(&[("root.queues", "default"), ("root.default.capacity", "100")], topo(&[("n1", 16, 16)]));
    let app = s.submit("alice", "default", None);
    // The operator's guide: 4.5 GB with a 1 GB minimum allocation becomes 5 GB.
    s.ask(app, 1, 4 * GB + 512, 1);
    assert_eq!(allocated(&s.hb("n1")), vec![(0, 5 * GB)]);
    // With a 4 GB minimum, 5 GB becomes 8 GB.
    let mut s4 = sim(
        &[
            ("root.queues", "default"),
            ("root.default.capacity", "100"),
            ("yarn.scheduler.minimum-allocation-mb", "4096"),
        ],
        topo(&[("n1", 16, 16)]),
    );
    let app = s4.submit("alice", "default", None);
    s4.ask(app, 1, 5 * GB, 1);
    assert_eq!(allocated(&s4.hb("n1")), vec![(0, 8 * GB)]);
    // Above yarn.scheduler.maximum-allocation-mb (8 GB): rejected, as Hadoop's InvalidResourceRequestException.
    let err = s.cs.add_request(&s.topo, app, AskSpec::new(2, Resource::new(9 * GB, 1), 1)).unwrap_err();
    assert!(matches!(err, SchedulerError::InvalidResourceRequest { .. }), "{err}");
    // vcores are validated too (maximum-allocation-vcores 4), even with the default calculator.
    let err = s.cs.add_request(&s.topo, app, AskSpec::new(2, Resource::new(GB, 5), 1)).unwrap_err();
    assert!(matches!(err, SchedulerError::InvalidResourceRequest { .. }));
    // An AM above the maximum: the submission is rejected.
    let (_, ev) = s.cs.submit_app(&s.topo, Submission::new("bob", "default", Resource::new(9 * GB, 1)));
    assert!(matches!(ev[..], [SchedulerEvent::AppRejected { reason: RejectReason::InvalidAmResource { .. }, .. }]));
}

#[test]
fn elastic_growth_stops_at_maximum_capacity() {
    // a: capacity 30 %, maximum 60 %, user-limit-factor -1 (a user may use the queue's maximum). 100 GB cluster.
    let mut s = sim(
        &[
            ("root.queues", "a,b"),
            ("root.a.capacity", "30"),
            ("root.a.maximum-capacity", "60"),
            ("root.a.user-limit-factor", "-1"),
            ("root.b.capacity", "70"),
        ],
        topo(&[("n1", 50, 50), ("n2", 50, 50)]),
    );
    let app = s.submit("alice", "a", Some(1));
    s.ask(app, 1, GB, 100);
    s.rounds(100);
    // a grows past its 30 GB guarantee into idle capacity, and stops at 60 GB (AM included), never beyond.
    assert_eq!(s.queue_used("a"), 60 * GB);
    assert_eq!(s.queue_used("root"), 60 * GB);
    // Asked why: queue a is at its maximum.
    let key = RequestKey::new(1, 0);
    let why = s.why(app, key);
    assert!(why.iter().any(|w| matches!(w, WaitReason::QueueAtMaximum { queue, .. } if queue == "root.a")), "{why:?}");
    // b still gets the rest.
    let b = s.submit("bob", "b", None);
    s.ask(b, 1, GB, 100);
    s.rounds(60);
    assert_eq!(s.queue_used("b"), 40 * GB);
    s.assert_consistent();
}

#[test]
fn a_user_overshoots_the_user_limit_by_one_container_but_a_queue_never_passes_its_maximum() {
    // a: capacity 30 %, maximum 60 %, user-limit-factor 1 → one user may use 30 GB (the guarantee).
    let mut s = sim(
        &[
            ("root.queues", "a,b"),
            ("root.a.capacity", "30"),
            ("root.a.maximum-capacity", "60"),
            ("root.b.capacity", "70"),
        ],
        topo(&[("n1", 50, 50), ("n2", 50, 50)]),
    );
    let app = s.submit("alice", "a", None);
    s.ask(app, 1, GB, 100);
    s.rounds(100);
    // The limit: min(used + 1 GB, 30 GB × ULF 1) = 30 GB. At 30 GB, `used > limit` is false, so one more 1 GB
    // container goes out: 31 GB. At 31 GB the user is blocked.
    assert_eq!(s.app_used(app), 31 * GB);
    let why = s.why(app, RequestKey::new(1, 0));
    assert!(
        why.iter().any(|w| matches!(w, WaitReason::UserOverLimit { used, limit, .. }
            if used.memory() == 31 * GB && limit.memory() == 30 * GB)),
        "{why:?}"
    );
}

#[test]
fn minimum_user_limit_percent_shares_a_queue_between_users() {
    // One 10 GB node, one queue, minimum-user-limit-percent 50. alice's app is first (FIFO), bob's second;
    // both always want more. alice's limit = max(ceil((used_all + 1 GB) / 2 users), 10 GB × 50 %) = 5 GB while
    // the queue is below its 10 GB guarantee, so she gets containers until she is over 5 GB: 6 GB. bob then
    // gets the remaining 4 GB.
    let pairs = [("root.queues", "q"), ("root.q.capacity", "100"), ("root.q.minimum-user-limit-percent", "50")];
    let mut s = sim(&pairs, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let b = s.submit("bob", "q", None);
    s.ask(a, 1, GB, 20);
    s.ask(b, 1, GB, 20);
    s.rounds(20);
    assert_eq!((s.app_used(a), s.app_used(b)), (6 * GB, 4 * GB));
    // The default 100 % lets the first user take everything (the FIFO surprise of the operator's guide).
    let mut s = sim(&pairs[..2], topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let b = s.submit("bob", "q", None);
    s.ask(a, 1, GB, 20);
    s.ask(b, 1, GB, 20);
    s.rounds(20);
    assert_eq!((s.app_used(a), s.app_used(b)), (10 * GB, 0));
}

#[test]
fn the_user_limit_allocation_keeps_is_the_one_worked_out_afresh_after_every_change() {
    // The leaf keeps the allocation view's user limit between offers (`LimitCache`); it must be the limit worked
    // out from scratch after every kind of change it reads: containers allocated and released (users' usage),
    // requests asked and satisfied (active users), applications finishing (a user leaves) and nodes going and
    // coming (the partition's resource).
    let pairs = [("root.queues", "q"), ("root.q.capacity", "100"), ("root.q.minimum-user-limit-percent", "25")];
    let mut s = sim(&pairs, topo(&[("n1", 10, 10), ("n2", 10, 10)]));
    let q = s.cs.config().find_queue("root.q").unwrap();
    let mode = SchedulingMode::RespectPartitionExclusivity;
    let check = |s: &mut Sim, when: &str| {
        let fresh = s.cs.user_limit(q, PartitionId(0), mode, true).limit;
        assert_eq!(s.cs.allocation_user_limit(q, PartitionId(0), mode), fresh, "{when}");
    };
    let a = s.submit("alice", "q", None);
    check(&mut s, "alice submitted");
    s.ask(a, 1, GB, 12);
    check(&mut s, "alice asked");
    let b = s.submit("bob", "q", None);
    s.ask(b, 1, 2 * GB, 6);
    let mut limits = Vec::new();
    for round in 0..6 {
        for n in ["n1", "n2"] {
            s.hb(n);
            check(&mut s, &alloc::format!("round {round}, {n}"));
            limits.push(s.cs.allocation_user_limit(q, PartitionId(0), mode).memory());
        }
    }
    limits.dedup();
    assert!(limits.len() > 2, "the limit moved as the users' usage grew: {limits:?}");
    let c = s.submit("carol", "q", None);
    s.ask(c, 1, GB, 1);
    check(&mut s, "carol asked");
    s.cs.finish_app(&s.topo, a, &mut s.check).unwrap();
    check(&mut s, "alice finished");
    let n1 = s.node("n1");
    s.topo.node_mut(n1).state = NodeState::Removed;
    s.cs.remove_node(&s.topo, n1, &mut s.check).unwrap();
    check(&mut s, "n1 removed");
    s.hb("n2");
    check(&mut s, "n2 after n1 went");
    // A node joins and nothing else changes: the partition's resource alone moves the limit.
    let before = s.cs.allocation_user_limit(q, PartitionId(0), mode);
    let r = s.topo.rack("r1").unwrap();
    s.topo.add_node("n3", r, Resource::new(40 * GB, 40)).unwrap();
    s.cs.update_topology(&s.topo);
    check(&mut s, "n3 joined");
    assert_ne!(s.cs.allocation_user_limit(q, PartitionId(0), mode), before, "n3 moved the limit");
}

#[test]
fn fifo_serves_the_oldest_app_first_and_fair_alternates() {
    let fifo = [("root.queues", "q"), ("root.q.capacity", "100")];
    let mut s = sim(&fifo, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let b = s.submit("alice", "q", None);
    s.ask(a, 1, GB, 4);
    s.ask(b, 1, GB, 4);
    assert_eq!(s.rounds(8), vec![0, 0, 0, 0, 1, 1, 1, 1]);

    let fair = [("root.queues", "q"), ("root.q.capacity", "100"), ("root.q.ordering-policy", "fair")];
    let mut s = sim(&fair, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let b = s.submit("alice", "q", None);
    s.ask(a, 1, GB, 4);
    s.ask(b, 1, GB, 4);
    // Least memory used first; on ties the earlier start, then the lower id.
    assert_eq!(s.rounds(8), vec![0, 1, 0, 1, 0, 1, 0, 1]);
}

#[test]
fn fifo_respects_application_priority_up_to_the_cluster_maximum() {
    let mut pairs = vec![("root.queues", "q"), ("root.q.capacity", "100")];
    // yarn.cluster.max-application-priority defaults to 0: every priority is capped to 0 → submission order.
    let mut s = sim(&pairs, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let mut sub = Submission::new("alice", "q", Resource::ZERO);
    sub.am_resource = None;
    sub.priority = Some(5);
    let b = s.submit_with(sub.clone());
    s.ask(a, 1, GB, 2);
    s.ask(b, 1, GB, 2);
    assert_eq!(s.rounds(4), vec![0, 0, 1, 1]);
    pairs.push(("yarn.cluster.max-application-priority", "10"));
    let mut s = sim(&pairs, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", None);
    let b = s.submit_with(sub);
    s.ask(a, 1, GB, 2);
    s.ask(b, 1, GB, 2);
    assert_eq!(s.rounds(4), vec![1, 1, 0, 0]);
}

#[test]
fn utilization_gives_the_node_to_the_least_used_queue_relative_to_its_guarantee() {
    // a = 20 % (2 GB), b = 80 % (8 GB) of one 10 GB node; both want everything.
    // used (a, b) → usedCapacity (a/2, b/8) → next:
    // (0,0) tie → bigger b · (0,1) a · (1,1) .5 vs .125 b · (1,2) b · (1,3) b · (1,4) tie .5 → bigger b ·
    // (1,5) .5 < .625 a · (2,5) 1.0 vs .625 b · (2,6) b · (2,7) b → full at (2, 8).
    let base = [
        ("root.queues", "a,b"),
        ("root.a.capacity", "20"),
        ("root.b.capacity", "80"),
        ("root.a.user-limit-factor", "-1"),
        ("root.b.user-limit-factor", "-1"),
    ];
    let mut s = sim(&base, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "a", None);
    let b = s.submit("bob", "b", None);
    s.ask(a, 1, GB, 10);
    s.ask(b, 1, GB, 10);
    assert_eq!(s.rounds(10), vec![1, 0, 1, 1, 1, 1, 0, 1, 1, 1]);

    // priority-utilization with a.priority = 1: while both are under their guarantee the higher priority wins
    // (a twice); then a is at 1.0 and b under → the under-utilised b gets the rest.
    let mut pairs = base.to_vec();
    pairs.push(("root.ordering-policy", "priority-utilization"));
    pairs.push(("root.a.priority", "1"));
    let mut s = sim(&pairs, topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "a", None);
    let b = s.submit("bob", "b", None);
    s.ask(a, 1, GB, 10);
    s.ask(b, 1, GB, 10);
    assert_eq!(s.rounds(10), vec![0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
}

/// Of a parent's many children, only those with work left are ordered and offered a node, in the order they have
/// among all the children sorted (`offer_order`; every offer also checks that order against the whole sort in
/// debug builds).
#[test]
fn a_node_is_offered_only_to_the_children_with_work_in_their_order_among_all() {
    let names: Vec<String> = (0..10).map(|i| alloc::format!("q{i}")).collect();
    let mut pairs: Vec<(String, String)> = vec![("root.queues".into(), names.join(","))];
    for (i, n) in names.iter().enumerate() {
        // q0 28 %, q1–q9 8 % each, every one free to grow.
        pairs.push((alloc::format!("root.{n}.capacity"), if i == 0 { "28" } else { "8" }.to_string()));
        pairs.push((alloc::format!("root.{n}.user-limit-factor"), "-1".into()));
    }
    let pairs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let mut s = sim(&pairs, topo(&[("n1", 10, 10), ("n2", 10, 10)]));
    let root = s.cs.config().find_queue("root").unwrap();
    let order = |s: &Sim| {
        s.cs.offer_order(root, Topology::DEFAULT_PARTITION, SchedulingMode::RespectPartitionExclusivity)
            .into_iter()
            .map(|c| s.cs.config().queue(c).path.clone())
            .collect::<Vec<_>>()
    };
    assert!(order(&s).is_empty(), "no child has work");
    let (a7, a2, a0) = (s.submit("u", "q7", None), s.submit("u", "q2", None), s.submit("u", "q0", None));
    s.ask(a7, 1, GB, 4);
    s.ask(a2, 1, GB, 4);
    s.ask(a0, 1, GB, 4);
    // Nothing used: equal use, so the bigger guarantee first (q0), then configuration order.
    assert_eq!(order(&s), ["root.q0", "root.q2", "root.q7"]);
    s.hb("n1");
    assert_eq!(s.queue_used("root.q0"), GB);
    // q0 uses 1 of its 5.6 GB, q2 and q7 nothing: they come first.
    assert_eq!(order(&s), ["root.q2", "root.q7", "root.q0"]);
    s.hb("n1");
    s.hb("n2");
    assert_eq!((s.queue_used("root.q2"), s.queue_used("root.q7")), (GB, GB));
}

#[test]
fn am_limit_keeps_applications_pending_until_an_am_finishes() {
    // 10 GB; maximum-am-resource-percent 0.1 → AM limit = 10 % of 10 GB = 1 GB.
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 10, 10)]));
    let a = s.submit("alice", "q", Some(1));
    let (b, ev) = s.cs.submit_app(&s.topo, Submission::new("bob", "q", Resource::new(GB, 1)));
    // a is active; b is accepted but not activated: AMs 1 GB + 1 GB > 1 GB.
    assert_eq!(ev, vec![SchedulerEvent::AppAccepted { app: b, queue: QueueId(1) }]);
    assert_eq!(s.cs.app(b).unwrap().state, AppState::Pending);
    let why = s.why(b, RequestKey::AM);
    assert!(matches!(&why[..], [WaitReason::QueueAmLimit { limit, .. }] if limit.memory() == GB), "{why:?}");
    // Heartbeats only give a its AM.
    assert_eq!(s.rounds(3), vec![0]);
    // a's non-AM requests waited for its AM container; now they run.
    let k = s.ask(a, 1, GB, 1);
    assert_eq!(s.rounds(1), vec![0]);
    let _ = k;
    let ev = s.cs.finish_app(&s.topo, a, &mut s.check).unwrap();
    assert!(ev.contains(&SchedulerEvent::AppActivated { app: b }), "{ev:?}");
    assert_eq!(s.rounds(1), vec![1]);
    s.assert_consistent();
}

#[test]
fn requests_wait_for_the_am_container() {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 4, 4)]));
    let a = s.submit("alice", "q", Some(1));
    let k = s.ask(a, 1, GB, 1);
    assert_eq!(s.why(a, k), vec![WaitReason::WaitingForAmContainer]);
    // AM first (priority 0, id -1), then the task.
    assert_eq!(allocated(&s.hb("n1")), vec![(0, GB)]);
    assert_eq!(allocated(&s.hb("n1")), vec![(0, GB)]);
    assert!(s.cs.app(a).unwrap().am_container.is_some());
}

/// Two 8 GB nodes; alice holds 5 GB on n1 and 7 GB on n2 (3 GB and 1 GB free, 4 GB free in total).
fn fragmented() -> (Sim, AppId) {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 8, 8), ("n2", 8, 8)]));
    let a0 = s.submit("alice", "q", None);
    s.ask(a0, 1, 5 * GB, 1);
    s.ask(a0, 2, 7 * GB, 1);
    assert_eq!(s.rounds(1), vec![0, 0]);
    (s, a0)
}

#[test]
fn reservation_holds_the_node_for_its_app_and_converts_when_room_frees() {
    let (mut s, a0) = fragmented();
    // bob wants 4 GB: no node has it free, but the queue has 16 − 12 = 4 GB headroom, so bob reserves n1.
    let a1 = s.submit("bob", "q", None);
    let k = s.ask(a1, 1, 4 * GB, 1);
    let ev = s.hb("n1");
    let reserved = match &ev[..] {
        [SchedulerEvent::ContainerReserved { container, app, renewed: false, .. }] if *app == a1 => *container,
        other => panic!("{other:?}"),
    };
    // The reservation counts as queue usage (12 + 4 = 16 GB) but not as node allocation.
    assert_eq!(s.queue_used("q"), 16 * GB);
    assert_eq!(s.cs.node(s.node("n1")).unwrap().allocated.memory(), 5 * GB);
    let why = s.why(a1, k);
    assert!(
        why.iter().any(|w| matches!(w, WaitReason::HoldsReservation { free, .. } if free.memory() == 3 * GB)),
        "{why:?}"
    );
    // carol's 2 GB would fit n1's 3 GB, but n1 is reserved for bob; n2 has only 1 GB.
    let a2 = s.submit("carol", "q", None);
    let k2 = s.ask(a2, 1, 2 * GB, 1);
    let ev = s.hb("n1");
    assert!(matches!(&ev[..], [SchedulerEvent::ContainerReserved { renewed: true, app, .. }] if *app == a1), "{ev:?}");
    let why = s.why(a2, k2);
    assert!(why.contains(&WaitReason::NodesReservedByOthers { nodes: 1 }), "{why:?}");
    // The reservation also fills the queue to its maximum.
    assert!(why.iter().any(|w| matches!(w, WaitReason::QueueAtMaximum { queue, .. } if queue == "root")), "{why:?}");
    // alice's 5 GB container on n1 ends → the next heartbeat converts the reservation (same container id).
    let c = *s.cs.app(a0).unwrap().containers.iter().find(|c| s.cs.containers()[c].node == s.node("n1")).unwrap();
    s.cs.release_container(&s.topo, c, ReleaseReason::Released, &mut s.check).unwrap();
    let ev = s.hb("n1");
    assert!(
        matches!(&ev[0], SchedulerEvent::ContainerAllocated { container, from_reservation: true, .. } if *container == reserved),
        "{ev:?}"
    );
    // The same heartbeat goes on to the normal pass: carol's 2 GB fits the 4 GB now free on n1.
    assert!(matches!(&ev[1], SchedulerEvent::ContainerAllocated { app, .. } if *app == a2), "{ev:?}");
    assert!(s.cs.node(s.node("n1")).unwrap().reservation.is_none());
    assert_eq!(s.queue_used("q"), 13 * GB);
    s.assert_consistent();
}

#[test]
fn a_reservation_no_longer_needed_is_dropped() {
    let (mut s, _) = fragmented();
    let a1 = s.submit("bob", "q", None);
    let k = s.ask(a1, 1, 4 * GB, 1);
    assert!(matches!(&s.hb("n1")[..], [SchedulerEvent::ContainerReserved { .. }]));
    s.cs.set_request_count(a1, k, 0).unwrap();
    let ev = s.hb("n1");
    assert!(matches!(&ev[0], SchedulerEvent::Unreserved { reason: UnreserveReason::NoLongerNeeded, .. }), "{ev:?}");
    assert_eq!(s.queue_used("q"), 12 * GB);
    s.assert_consistent();
}

#[test]
fn continue_looking_swaps_a_reservation_for_a_node_with_room() {
    // Three 8 GB nodes with 3, 1 and 4 GB free. bob reserves n1 for 4 GB; when n3 heartbeats, bob (who already
    // has as many reservations as outstanding containers) allocates there and drops the reservation on n1.
    let mut s =
        sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 8, 8), ("n2", 8, 8), ("n3", 8, 8)]));
    let a0 = s.submit("alice", "q", None);
    s.ask(a0, 1, 5 * GB, 1);
    s.ask(a0, 2, 7 * GB, 1);
    s.ask(a0, 3, 4 * GB, 1);
    assert_eq!(s.rounds(1), vec![0, 0, 0]);
    let a1 = s.submit("bob", "q", None);
    s.ask(a1, 1, 4 * GB, 1);
    assert!(matches!(&s.hb("n1")[..], [SchedulerEvent::ContainerReserved { .. }]));
    let ev = s.hb("n3");
    assert!(matches!(&ev[0], SchedulerEvent::Unreserved { reason: UnreserveReason::ContinueLooking, .. }), "{ev:?}");
    assert!(matches!(&ev[1], SchedulerEvent::ContainerAllocated { app, .. } if *app == a1), "{ev:?}");
    assert!(s.cs.node(s.node("n1")).unwrap().reservation.is_none());
    assert_eq!(s.queue_used("q"), 20 * GB);
    s.assert_consistent();
}

fn labelled(exclusive: bool) -> Topology {
    let mut t = Topology::new();
    let r = t.rack("r1").unwrap();
    let x = t.add_partition("x", exclusive).unwrap();
    t.add_node("n1", r, Resource::new(8 * GB, 8)).unwrap();
    let n2 = t.add_node("n2", r, Resource::new(8 * GB, 8)).unwrap();
    t.node_mut(n2).partition = x;
    t
}

const LABEL_CONF: [(&str, &str); 9] = [
    ("root.queues", "a,b"),
    ("root.a.capacity", "50"),
    ("root.b.capacity", "50"),
    ("root.a.accessible-node-labels", "x"),
    ("root.a.accessible-node-labels.x.capacity", "100"),
    ("root.b.accessible-node-labels", ""),
    ("root.a.user-limit-factor", "-1"),
    ("root.b.user-limit-factor", "-1"),
    ("maximum-am-resource-percent", "1.0"),
];

#[test]
fn non_exclusive_partitions_lend_idle_nodes_after_missed_opportunities() {
    let mut s = sim(&LABEL_CONF, labelled(false));
    let b = s.submit("bob", "b", None);
    let k = s.ask(b, 1, 4 * GB, 4);
    // n2 (partition x): nobody asks for x; b's default-partition ask has missed 1 < 2 nodes opportunity → skip.
    assert!(allocated(&s.hb("n2")).is_empty());
    // n1 (default) fills with two 4 GB containers (each allocation on the default partition resets the count).
    assert_eq!(allocated(&s.hb("n1")), vec![(0, 4 * GB)]);
    assert_eq!(allocated(&s.hb("n1")), vec![(0, 4 * GB)]);
    assert!(allocated(&s.hb("n2")).is_empty()); // missed = 1
    let why = s.why(b, k);
    assert!(why.contains(&WaitReason::NonPartitionedFirst { missed: 1, needed: 2 }), "{why:?}");
    // The second missed opportunity reaches the node count: n2 is lent with IGNORE_PARTITION_EXCLUSIVITY.
    let ev = s.hb("n2");
    assert!(
        matches!(
            &ev[..],
            [SchedulerEvent::ContainerAllocated { mode: SchedulingMode::IgnorePartitionExclusivity, .. }]
        ),
        "{ev:?}"
    );
    let c = s.cs.containers().values().find(|c| c.node == s.node("n2")).unwrap();
    assert!(c.ignore_exclusivity);
    // Usage is counted in partition x for queue b (whose x capacity is 0).
    let bq = s.cs.config().find_queue("b").unwrap();
    assert_eq!(s.cs.queue(bq).usage(1).used.memory(), 4 * GB);
    s.assert_consistent();
}

#[test]
fn exclusive_partitions_serve_only_requests_for_them() {
    let mut s = sim(&LABEL_CONF, labelled(true));
    let b = s.submit("bob", "b", None);
    let k = s.ask(b, 1, 4 * GB, 4);
    s.rounds(6);
    assert_eq!(s.app_used(b), 8 * GB); // n1 only
    let why = s.why(b, k);
    assert!(why.iter().any(|w| matches!(w, WaitReason::NoNodeWithRoom { .. })), "{why:?}");
    assert!(!why.iter().any(|w| matches!(w, WaitReason::NonPartitionedFirst { .. })));
    // a asks for x explicitly and gets n2.
    let a = s.submit("alice", "a", None);
    let mut spec = AskSpec::new(1, Resource::new(4 * GB, 1), 2);
    spec.node_label = Some("x".into());
    s.cs.add_request(&s.topo, a, spec.clone()).unwrap();
    s.rounds(2);
    assert_eq!(s.app_used(a), 8 * GB);
    assert!(s.cs.containers().values().filter(|c| c.app == a).all(|c| c.node == s.node("n2")));
    // b cannot even ask for x.
    spec.key = RequestKey::new(2, 0);
    let err = s.cs.add_request(&s.topo, b, spec).unwrap_err();
    assert!(matches!(err, SchedulerError::LabelNotAccessible { .. }), "{err}");
}

#[test]
fn default_node_label_expression_routes_asks_and_ams() {
    let mut pairs = LABEL_CONF.to_vec();
    pairs.push(("root.a.default-node-label-expression", "x"));
    let mut s = sim(&pairs, labelled(true));
    let a = s.submit("alice", "a", Some(1));
    s.ask(a, 1, GB, 1);
    s.rounds(3);
    // AM and task both on n2 (partition x).
    assert_eq!(s.cs.containers().len(), 2);
    assert!(s.cs.containers().values().all(|c| c.node == s.node("n2")));
}

#[test]
fn queue_mappings_first_match_wins() {
    let pairs = [
        ("root.queues", "default,a,b"),
        ("root.default.capacity", "50"),
        ("root.a.capacity", "25"),
        ("root.b.capacity", "25"),
        ("queue-mappings", "u:alice:a,g:eng:b"),
        ("hadoop.user.group.static.mapping.overrides", "alice=eng;bob=eng;carol=ops"),
    ];
    let mut s = sim(&pairs, topo(&[("n1", 8, 8)]));
    let mut sub = |user: &str, queue: Option<&str>| {
        let mut x = Submission::new(user, "", Resource::new(GB, 1));
        x.queue = queue.map(String::from);
        let id = s.submit_with(x);
        let app = s.cs.app(id).unwrap();
        (s.cs.config().queue(app.queue.unwrap()).name.clone(), app.mapping)
    };
    // alice is in eng too, but u:alice:a comes first.
    assert_eq!(sub("alice", None), ("a".into(), Some(0)));
    assert_eq!(sub("bob", None), ("b".into(), Some(1)));
    assert_eq!(sub("carol", None), ("default".into(), None));
    // An explicit queue wins without queue-mappings-override.enable.
    assert_eq!(sub("bob", Some("a")), ("a".into(), None));
    // Unknown queues and parents are rejected.
    let (_, ev) = s.cs.submit_app(&s.topo, Submission::new("dave", "nope", Resource::new(GB, 1)));
    assert!(matches!(&ev[..], [SchedulerEvent::AppRejected { reason: RejectReason::UnknownQueue { .. }, .. }]));
    let (_, ev) = s.cs.submit_app(&s.topo, Submission::new("dave", "root", Resource::new(GB, 1)));
    assert!(matches!(&ev[..], [SchedulerEvent::AppRejected { reason: RejectReason::NotALeafQueue { .. }, .. }]));
}

#[test]
fn application_limits_reject_submissions() {
    // maximum-applications 2 for q; per user min(2, (int)(2 × 50 % × 1)) = 1.
    let pairs = [
        ("root.queues", "q"),
        ("root.q.capacity", "100"),
        ("root.q.maximum-applications", "2"),
        ("root.q.minimum-user-limit-percent", "50"),
    ];
    let mut s = sim(&pairs, topo(&[("n1", 8, 8)]));
    s.submit("alice", "q", Some(1));
    let (_, ev) = s.cs.submit_app(&s.topo, Submission::new("alice", "q", Resource::new(GB, 1)));
    assert!(
        matches!(
            &ev[..],
            [SchedulerEvent::AppRejected { reason: RejectReason::UserApplicationLimit { limit: 1, .. }, .. }]
        ),
        "{ev:?}"
    );
    s.submit("bob", "q", Some(1));
    let (id, ev) = s.cs.submit_app(&s.topo, Submission::new("carol", "q", Resource::new(GB, 1)));
    assert!(matches!(
        &ev[..],
        [SchedulerEvent::AppRejected { reason: RejectReason::QueueApplicationLimit { .. }, .. }]
    ));
    assert_eq!(s.cs.app(id).unwrap().state, AppState::Rejected);
    // System-wide maximum-applications.
    let mut s =
        sim(&[("root.queues", "q"), ("root.q.capacity", "100"), ("maximum-applications", "1")], topo(&[("n1", 8, 8)]));
    s.submit("alice", "q", Some(1));
    let (_, ev) = s.cs.submit_app(&s.topo, Submission::new("bob", "q", Resource::new(GB, 1)));
    assert!(matches!(
        &ev[..],
        [SchedulerEvent::AppRejected { reason: RejectReason::SystemApplicationLimit { limit: 1 }, .. }]
    ));
}

/// Allows SchedulingRequests only on one node and records tags.
struct OnlyNode(NodeId, Vec<Vec<String>>);

impl PlacementCheck for OnlyNode {
    fn can_place(&self, _: &Topology, _: AppId, _: &ResourceAsk, node: NodeId) -> bool {
        node == self.0
    }
    fn on_allocated(&mut self, _: &Topology, c: &Container) {
        self.1.push(c.tags.to_vec());
    }
    fn on_released(&mut self, _: &Topology, _: &Container) {}
}

#[test]
fn scheduling_requests_go_through_the_placement_check() {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 8, 8), ("n2", 8, 8)]));
    let a = s.submit("alice", "q", None);
    let spec = AskSpec {
        key: RequestKey::new(1, 7),
        size: Resource::new(GB, 1),
        count: 2,
        node_label: None,
        kind: AskKind::SchedulingRequest { tags: vec!["hbase".into()].into(), constraint: Some(ConstraintHandle(3)) },
    };
    let k = s.cs.add_request(&s.topo, a, spec).unwrap();
    let n2 = s.node("n2");
    let mut check = OnlyNode(n2, Vec::new());
    assert!(allocated(&s.cs.node_heartbeat(&s.topo, s.node("n1"), &mut check)).is_empty());
    assert_eq!(allocated(&s.cs.node_heartbeat(&s.topo, n2, &mut check)), vec![(0, GB)]);
    assert_eq!(check.1, vec![vec![String::from("hbase")]]);
    // A constraint no node satisfies.
    let never = OnlyNode(NodeId(99), Vec::new());
    let why = s.cs.why_waiting(&s.topo, a, k, &never).unwrap();
    assert_eq!(why, vec![WaitReason::ConstraintUnsatisfied { nodes_checked: 2 }]);
}

#[test]
fn why_reports_nodes_too_small_and_empty_partitions() {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 4, 4)]));
    let a = s.submit("alice", "q", None);
    let k = s.ask(a, 1, 6 * GB, 1);
    let why = s.why(a, k);
    assert!(
        why.iter().any(|w| matches!(w, WaitReason::NoNodeLargeEnough { largest, .. } if largest.memory() == 4 * GB)),
        "{why:?}"
    );
    // Also: 6 GB does not fit a 4 GB queue maximum.
    assert!(why.iter().any(|w| matches!(w, WaitReason::QueueAtMaximum { .. })));
    // A request that can run: waiting for its turn.
    let k1 = s.ask(a, 2, GB, 1);
    assert_eq!(s.why(a, k1), vec![WaitReason::WaitingForTurn { apps_ahead: 0 }]);
    assert!(s.why(a, k1)[0].to_string().contains("nothing blocks it"));
}

#[test]
fn dominant_resource_calculator_counts_vcores() {
    let pairs = [
        ("root.queues", "q"),
        ("root.q.capacity", "100"),
        ("resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"),
    ];
    // 16 GB but only 4 vcores: 2-vcore asks fit twice, whatever the memory.
    let mut s = sim(&pairs, topo(&[("n1", 16, 4)]));
    let a = s.submit("alice", "q", None);
    s.cs.add_request(&s.topo, a, AskSpec::new(1, Resource::new(GB, 2), 4)).unwrap();
    s.rounds(4);
    assert_eq!(s.app_used(a), 2 * GB);
    // The default calculator ignores vcores (normalised asks carry 1 vcore) and fills memory.
    let mut s = sim(&pairs[..2], topo(&[("n1", 16, 4)]));
    let a = s.submit("alice", "q", None);
    s.cs.add_request(&s.topo, a, AskSpec::new(1, Resource::new(GB, 2), 4)).unwrap();
    s.rounds(4);
    assert_eq!(s.app_used(a), 4 * GB);
}

#[test]
fn multiple_assignments_per_heartbeat_when_configured() {
    let pairs =
        [("root.queues", "q"), ("root.q.capacity", "100"), ("per-node-heartbeat.maximum-offswitch-assignments", "3")];
    let mut s = sim(&pairs, topo(&[("n1", 16, 16)]));
    let a = s.submit("alice", "q", None);
    s.ask(a, 1, GB, 10);
    assert_eq!(allocated(&s.hb("n1")).len(), 3);
}

#[test]
fn finishing_and_removing_nodes_release_everything() {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 8, 8), ("n2", 8, 8)]));
    let a = s.submit("alice", "q", Some(1));
    s.ask(a, 1, 2 * GB, 6);
    // 4 rounds × 2 nodes = 8 heartbeats, one container each: the AM and six 2 GB tasks = 13 GB.
    s.rounds(4);
    assert_eq!(s.queue_used("q"), 13 * GB);
    let n1 = s.node("n1");
    s.topo.node_mut(n1).state = NodeState::Removed;
    let ev = s.cs.remove_node(&s.topo, n1, &mut s.check).unwrap();
    assert!(ev
        .iter()
        .all(|e| matches!(e, SchedulerEvent::ContainerReleased { reason: ReleaseReason::NodeRemoved, .. })));
    s.assert_consistent();
    s.cs.finish_app(&s.topo, a, &mut s.check).unwrap();
    assert_eq!(s.queue_used("q"), 0);
    assert!(s.cs.containers().is_empty());
    assert_eq!(s.cs.queue(QueueId(1)).usage(0).pending, Resource::ZERO);
    assert!(s.cs.queue(QueueId(1)).users.is_empty());
}

#[test]
fn state_is_serialisable_and_deterministic() {
    let build = || {
        let mut s = sim(
            &[
                ("root.queues", "a,b"),
                ("root.a.capacity", "40"),
                ("root.b.capacity", "60"),
                ("root.a.ordering-policy", "fair"),
            ],
            topo(&[("n1", 8, 8), ("n2", 8, 8)]),
        );
        for (u, q) in [("alice", "a"), ("bob", "b"), ("carol", "a")] {
            let id = s.submit(u, q, Some(1));
            s.ask(id, 1, 3 * GB, 3);
        }
        s
    };
    let mut x = build();
    let mut y = build();
    let ex = x.rounds(5);
    let ey = y.rounds(5);
    assert_eq!(ex, ey);
    assert_eq!(x.cs, y.cs);
    let json = serde_json::to_string(&x.cs).unwrap();
    let back: CapacityScheduler = serde_json::from_str(&json).unwrap();
    assert_eq!(back, x.cs);
    // The clone continues exactly like the original.
    let mut z = Sim { topo: x.topo.clone(), cs: back, check: AllowAll };
    assert_eq!(z.rounds(3), x.rounds(3));
}

mod randomized {
    use super::*;
    use alloc::format;
    use proptest::prelude::*;

    #[derive(Clone, Debug)]
    enum Op {
        Submit { user: u8, queue: u8, am_mb: Option<i64>, priority: i32 },
        Ask { app: u8, priority: i32, mb: i64, vcores: i64, count: u32, labelled: bool },
        Heartbeat { node: u8 },
        Release { pick: u16 },
        Finish { app: u8 },
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            2 => (0u8..4, 0u8..3, proptest::option::of(512i64..3000), 0i32..3)
                .prop_map(|(user, queue, am_mb, priority)| Op::Submit { user, queue, am_mb, priority }),
            3 => (0u8..12, 0i32..3, 256i64..7000, 1i64..4, 1u32..6, any::<bool>())
                .prop_map(|(app, priority, mb, vcores, count, labelled)| Op::Ask { app, priority, mb, vcores, count, labelled }),
            8 => (0u8..6).prop_map(|node| Op::Heartbeat { node }),
            2 => any::<u16>().prop_map(|pick| Op::Release { pick }),
            1 => (0u8..12).prop_map(|app| Op::Finish { app }),
        ]
    }

    #[derive(Clone, Debug)]
    struct Setup {
        nodes: Vec<(i64, i64)>,
        caps: Vec<u32>,
        extra_max: Vec<u32>,
        ulf: Vec<f32>,
        ulpct: Vec<u32>,
        fair: Vec<bool>,
        priority_utilization: bool,
        dominant: bool,
        /// None: no labels; Some(exclusive): odd nodes in partition x, accessible to queue a.
        label: Option<bool>,
    }

    fn setup() -> impl Strategy<Value = Setup> {
        (
            proptest::collection::vec(
                (proptest::sample::select(vec![2i64, 4, 8, 16]), proptest::sample::select(vec![2i64, 4, 8])),
                1..6,
            ),
            proptest::collection::vec(1u32..10, 3),
            proptest::collection::vec(0u32..100, 3),
            proptest::collection::vec(proptest::sample::select(vec![0.5f32, 1.0, 2.0, -1.0]), 3),
            proptest::collection::vec(proptest::sample::select(vec![25u32, 50, 100]), 3),
            proptest::collection::vec(any::<bool>(), 3),
            any::<bool>(),
            any::<bool>(),
            proptest::option::of(any::<bool>()),
        )
            .prop_map(|(nodes, caps, extra_max, ulf, ulpct, fair, priority_utilization, dominant, label)| {
                Setup { nodes, caps, extra_max, ulf, ulpct, fair, priority_utilization, dominant, label }
            })
    }

    fn build(s: &Setup) -> Sim {
        // Integer percentages summing to exactly 100.
        let total: u32 = s.caps.iter().sum();
        let mut pct: Vec<u32> = s.caps.iter().map(|c| c * 100 / total).collect();
        pct[0] += 100 - pct.iter().sum::<u32>();
        let mut owned: Vec<(String, String)> = vec![("root.queues".into(), "a,b,c".into())];
        for (i, name) in ["a", "b", "c"].iter().enumerate() {
            let max = (pct[i] + s.extra_max[i]).min(100);
            owned.push((format!("root.{name}.capacity"), pct[i].to_string()));
            owned.push((format!("root.{name}.maximum-capacity"), max.to_string()));
            owned.push((format!("root.{name}.user-limit-factor"), s.ulf[i].to_string()));
            owned.push((format!("root.{name}.minimum-user-limit-percent"), s.ulpct[i].to_string()));
            owned.push((format!("root.{name}.ordering-policy"), if s.fair[i] { "fair" } else { "fifo" }.into()));
            owned.push((format!("root.{name}.priority"), i.to_string()));
        }
        owned.push(("maximum-am-resource-percent".into(), "0.5".into()));
        owned.push(("yarn.cluster.max-application-priority".into(), "2".into()));
        if s.priority_utilization {
            owned.push(("root.ordering-policy".into(), "priority-utilization".into()));
        }
        if s.dominant {
            owned.push(("resource-calculator".into(), "DominantResourceCalculator".into()));
        }
        if s.label.is_some() {
            owned.push(("root.a.accessible-node-labels".into(), "x".into()));
            owned.push(("root.a.accessible-node-labels.x.capacity".into(), "100".into()));
        }
        let pairs: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let names: Vec<String> = (0..s.nodes.len()).map(|i| format!("n{i}")).collect();
        let nodes: Vec<(&str, i64, i64)> = s.nodes.iter().zip(&names).map(|((m, v), n)| (n.as_str(), *m, *v)).collect();
        let mut t = topo(&nodes);
        if let Some(exclusive) = s.label {
            let x = t.add_partition("x", exclusive).unwrap();
            for i in (1..t.nodes.len()).step_by(2) {
                t.nodes[i].partition = x;
            }
        }
        let s = sim(&pairs, t);
        // The property-map form round-trips exactly.
        let back = CapacitySchedulerConfig::from_properties(&s.cs.config().to_properties()).unwrap();
        assert_eq!(&back, s.cs.config());
        s
    }

    fn check_invariants(s: &Sim) {
        s.assert_consistent();
        let rc = *s.cs.calculator();
        let min = s.cs.config().minimum_allocation;
        for q in s.cs.queues() {
            // Queue maximums hold in the default partition and in exclusive partitions (a non-exclusive partition
            // lends its idle resources beyond queue maximums).
            for (p, part) in s.cs.partitions().iter().enumerate() {
                if p != 0 && !part.exclusive {
                    continue;
                }
                let max = q.maximum_down(p, &rc, &min);
                assert!(
                    rc.fits_in(&q.usage(p).used, &max),
                    "queue {} over its maximum in partition {p}: {} > {}",
                    s.cs.config().queue(q.id).path,
                    q.usage(p).used,
                    max
                );
            }
            // Outstanding asks add up.
            let mut pending = Resource::ZERO;
            for app in s.cs.apps().iter().filter(|a| matches!(a.state, AppState::Pending | AppState::Active)) {
                let mut cur = app.queue;
                while let Some(id) = cur {
                    if id == q.id {
                        pending += app.asks.iter().map(|a| times(&a.size, a.count)).sum();
                    }
                    cur = s.cs.config().queue(id).parent;
                }
            }
            let pending_all: Resource = (0..s.cs.partitions().len()).map(|p| q.usage(p).pending).sum();
            assert_eq!(pending_all, pending);
            // Users' usage adds up to the leaf's, per partition.
            if s.cs.config().queue(q.id).is_leaf() {
                for p in 0..s.cs.partitions().len() {
                    let users: Resource = q.users.values().map(|u| u.used.get(p).copied().unwrap_or_default()).sum();
                    assert_eq!(users, q.usage(p).used);
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        #[test]
        fn no_node_or_queue_ever_goes_over_capacity(setup in setup(), ops in proptest::collection::vec(op(), 1..120)) {
            let mut s = build(&setup);
            let users = ["alice", "bob", "carol", "dave"];
            let queues = ["a", "b", "c"];
            let mut apps: Vec<AppId> = Vec::new();
            for op in ops {
                match op {
                    Op::Submit { user, queue, am_mb, priority } => {
                        let mut sub = Submission::new(users[user as usize], queues[queue as usize], Resource::ZERO);
                        sub.am_resource = am_mb.map(|m| Resource::new(m, 1));
                        // Applications of three priorities: a FIFO leaf's active list goes out of serving order.
                        sub.priority = Some(priority);
                        let (id, _) = s.cs.submit_app(&s.topo, sub);
                        apps.push(id);
                    }
                    Op::Ask { app, priority, mb, vcores, count, labelled } => {
                        if let Some(&id) = apps.get(app as usize) {
                            let spec = AskSpec {
                                key: RequestKey::new(priority, apps.len() as i64),
                                node_label: (labelled && setup.label.is_some()).then(|| String::from("x")),
                                ..AskSpec::new(priority, Resource::new(mb, vcores), count)
                            };
                            let _ = s.cs.add_request(&s.topo, id, spec);
                        }
                    }
                    Op::Heartbeat { node } => {
                        let n = NodeId(node as u32 % s.topo.nodes.len() as u32);
                        s.cs.node_heartbeat(&s.topo, n, &mut s.check);
                    }
                    Op::Release { pick } => {
                        let ids: Vec<ContainerId> = s.cs.containers().keys().copied().collect();
                        if !ids.is_empty() {
                            let id = ids[pick as usize % ids.len()];
                            s.cs.release_container(&s.topo, id, ReleaseReason::Released, &mut s.check).unwrap();
                        }
                    }
                    Op::Finish { app } => {
                        if let Some(&id) = apps.get(app as usize) {
                            let _ = s.cs.finish_app(&s.topo, id, &mut s.check);
                        }
                    }
                }
                check_invariants(&s);
                // Every waiting request can explain itself.
                for a in s.cs.apps().iter().filter(|a| matches!(a.state, AppState::Pending | AppState::Active)) {
                    for ask in a.asks.iter().filter(|x| x.count > 0) {
                        let why = s.cs.why_waiting(&s.topo, a.id, ask.key, &s.check).unwrap();
                        prop_assert!(!why.is_empty());
                    }
                }
            }
        }
    }
}

#[test]
fn user_am_limit_holds_one_users_applications() {
    // 20 GB, maximum-am-resource-percent 0.5 → queue AM limit 10 GB. minimum-user-limit-percent 25 with four
    // active users → user AM limit = 20 GB × 0.5 × max(0.25, 1/4) × ULF 1 = 2.5 GB → roundUp → 3 GB.
    let pairs = [
        ("root.queues", "q"),
        ("root.q.capacity", "100"),
        ("root.q.minimum-user-limit-percent", "25"),
        ("maximum-am-resource-percent", "0.5"),
    ];
    let mut s = sim(&pairs, topo(&[("n1", 20, 20)]));
    for u in ["bob", "carol", "dave"] {
        s.submit(u, "q", Some(1));
    }
    let alice: Vec<AppId> = (0..4).map(|_| s.submit("alice", "q", Some(1))).collect();
    let states: Vec<AppState> = alice.iter().map(|a| s.cs.app(*a).unwrap().state.clone()).collect();
    assert_eq!(states, vec![AppState::Active, AppState::Active, AppState::Active, AppState::Pending]);
    let why = s.why(alice[3], RequestKey::AM);
    assert!(
        matches!(&why[..], [WaitReason::UserAmLimit { am_used, limit, .. }] if am_used.memory() == 3 * GB && limit.memory() == 3 * GB),
        "{why:?}"
    );
}

#[test]
fn extra_resource_types_are_scheduled_with_the_dominant_calculator() {
    let pairs = [
        ("root.queues", "q"),
        ("root.q.capacity", "100"),
        ("yarn.resource-types", "yarn.io/gpu"),
        ("resource-calculator", "DominantResourceCalculator"),
    ];
    let mut t = Topology::new();
    let r = t.rack("r1").unwrap();
    t.add_node("n1", r, Resource::new(16 * GB, 16).with(2, 2)).unwrap();
    let mut s = sim(&pairs, t);
    let a = s.submit("alice", "q", None);
    s.cs.add_request(&s.topo, a, AskSpec::new(1, Resource::new(GB, 1).with(2, 1), 4)).unwrap();
    // Two GPUs: two containers, then the node is full for GPU asks (and no reservation is possible: the queue's
    // GPU headroom is 0).
    assert_eq!(s.rounds(4).len(), 2);
    assert_eq!(s.cs.app(a).unwrap().used_total().get(2), 2);
    s.assert_consistent();
}

#[test]
fn fifo_head_of_line_blocking_is_explained() {
    // q may use at most 6 GB (maximum-capacity 60 % of 10 GB). app0 holds 4 GB and asks 4 GB more — it does not
    // fit under the maximum, and the queue stops there: app1's 1 GB ask waits although it would fit.
    let pairs = [
        ("root.queues", "q,r"),
        ("root.q.capacity", "50"),
        ("root.q.maximum-capacity", "60"),
        ("root.q.user-limit-factor", "-1"),
        ("root.r.capacity", "50"),
    ];
    let mut s = sim(&pairs, topo(&[("n1", 10, 10)]));
    let a0 = s.submit("alice", "q", None);
    s.ask(a0, 1, 4 * GB, 1);
    s.rounds(1);
    s.ask(a0, 2, 4 * GB, 1);
    let a1 = s.submit("bob", "q", None);
    let k1 = s.ask(a1, 1, GB, 1);
    assert!(s.rounds(3).is_empty());
    assert_eq!(s.why(a1, k1), vec![WaitReason::BehindBlockedApp { app: a0, request: Resource::new(4 * GB, 1) }]);
}

#[test]
fn inconsistent_stored_state_is_rejected() {
    let mut s = sim(&[("root.queues", "q"), ("root.q.capacity", "100")], topo(&[("n1", 8, 8)]));
    let a = s.submit("alice", "q", Some(1));
    s.ask(a, 1, GB, 1);
    s.rounds(2);
    let mut v = serde_json::to_value(&s.cs).unwrap();
    v["containers"]["1"]["node"] = serde_json::json!(7);
    let err = serde_json::from_value::<CapacityScheduler>(v).unwrap_err();
    assert!(err.to_string().contains("inconsistent scheduler state"), "{err}");
}
