//! The YARN-569 story (three queues, the capacity monitor over time) and the operator guide's preemption
//! misconceptions, each worked out by hand with Hadoop's defaults (per-round cap 10 %, dead zone 10 %, natural
//! termination factor 0.2, 15 s before a kill) and the default (memory) calculator. Memory in MB.

use crate::build::*;
use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;

/// The YARN-569 design: a 100 GB cluster, queues a 50 %, b 30 %, c 20 %. b and c have grown into a's idle
/// share (b 69 GB with a 1 GB reservation, c 30 GB); then a's application asks for 40 GB.
///
/// Applications, in submission order: b1 (b; AM + 29 tasks, containers 1–30), c1 (c; AM + 29 tasks, 31–60),
/// b2 (b; AM 61, 30 maps at priority 20: 62–91, 7 reducers at priority 10: 92–98, a reservation 99),
/// a1 (a; AM 100, 40 × 1 GB pending).
fn yarn_569(with_reservation: bool) -> Build {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 30.0), ("c", 20.0)]);
    b.app(1, "b", gb(1), 29, 20);
    b.app(2, "c", gb(1), 29, 20);
    b.app(3, "b", gb(1), 30, 20);
    b.more(3, gb(1), 7, 10);
    if with_reservation {
        b.reserve(3, gb(1), 20);
    } else {
        // Keep container numbering identical.
        b.reserve(3, gb(1), 20);
        b.app_mut(3).reserved.clear();
    }
    b.app(4, "a", gb(1), 0, 0);
    b.pending(4, gb(1), 40);
    b
}

/// Round 1, by hand. Guarantees 51200 / 30720 / 20480; used 1024 / 70656 / 30720; a pends 40960.
/// Everyone keeps min(used, guarantee): 1024 + 30720 + 20480, so 50176 is unassigned. a (ratio 0.02) is
/// offered half of it (its share of the guarantees of a, b, c), ⌊25088 + .5⌋ = 25088, then 12544, then
/// 6272 of which it takes the 3328 that completes used + pending = 41984. b and c, both at ratio 1.0, share the
/// 9216 left by guarantee 0.6 : 0.4 → b ⌊5529.6 + .5⌋ = 5530, c 3686. Ideals: a 41984, b 36250, c 24166.
/// b is 34406 over its ideal, c 6554: 40960 in all, but a round may take 10 % of 102400 = 10240, so both are
/// scaled by 0.25 → 8601 and 1638. Both are beyond the dead zone (33792, 22528). The natural termination
/// factor takes 20 % rounded half up: b 1720, c 328.
/// Selection: b2 is b's youngest application; its reservation (99) goes first (1720 → 696), then the newest
/// map (91; maps at priority 20 go before reducers at priority 10, although the reducers are newer), which
/// overshoots (→ −328). c1's newest task (60) covers c's 328. Three containers, 3 GB of a's 40.
#[test]
fn yarn_569_round_one() {
    let snap = yarn_569(true).snap;
    let mut monitor = PreemptionMonitor::new();
    let r = monitor.round(0, &snap).unwrap();
    let ideal = |q: &str| r.queues.iter().find(|x| x.queue == q).unwrap().ideal.memory();
    assert_eq!((ideal("root.a"), ideal("root.b"), ideal("root.c")), (41984, 36250, 24166));
    let b = r.queues.iter().find(|x| x.queue == "root.b").unwrap();
    assert_eq!(b.scaling_factor, 0.25);
    assert_eq!(b.to_preempt.over_ideal.memory(), 34406);
    assert_eq!(b.to_preempt.after_per_round_cap.memory(), 8601);
    assert_eq!(b.to_preempt.to_obtain.memory(), 1720);
    let c = r.queues.iter().find(|x| x.queue == "root.c").unwrap();
    assert_eq!(c.to_preempt.to_obtain.memory(), 328);
    assert!(b.reasons.iter().any(|x| matches!(x.why, Why::PerRoundCap { .. })));
    assert!(b.reasons.iter().any(|x| matches!(x.why, Why::NaturalTerminationFactor { .. })));
    let a = r.queues.iter().find(|x| x.queue == "root.a").unwrap();
    assert!(a.reasons.iter().any(|x| matches!(x.why, Why::Starved { .. })));

    assert_eq!(ids(&r), vec![99, 91, 60]);
    assert_eq!(r.selected[0].step, SelectionStep::Reserved);
    assert_eq!(r.selected[1].step, SelectionStep::Running);
    assert!(r.selected[1].overshoot);
    assert_eq!(r.selected[0].app, AppId(3));
    assert_eq!(actions(&r, ActionKind::Unreserve), vec![99]);
    assert_eq!(actions(&r, ActionKind::Mark), vec![99, 91, 60]);
    assert_eq!(r.total_preemption_allowed.memory(), 10240);
    assert_eq!(r.preemption_budget_left.memory(), 10240 - 3 * 1024);
    assert!(r.notes.iter().any(|n| n.contains("ignores placement constraints")));
}

/// Later rounds: the reservation is gone, b uses 69632. Ideals are unchanged; b is 33382 over, c 6554, scaled
/// by 10240 / 39936 → 8559 and 1680; 20 % → 1712 and 336. b2 gives 91 (already marked: wait) and 90 (new
/// mark), c1 gives 60 (wait). At 15 s the containers marked at 0 are still selected: killed. 90, marked at
/// 3 s, is killed at 18 s. The cancelled reservation 99, never selected again, is forgotten after 2 × 15 s.
#[test]
fn yarn_569_marks_then_kills() {
    let first = yarn_569(true).snap;
    let later = yarn_569(false).snap;
    let mut monitor = PreemptionMonitor::new();
    monitor.round(0, &first).unwrap();
    assert!(!monitor.is_due(2999, &later.policy));
    assert!(monitor.is_due(3000, &later.policy));

    let r = monitor.round(3000, &later).unwrap();
    assert_eq!(ids(&r), vec![91, 90, 60]);
    let b = r.queues.iter().find(|x| x.queue == "root.b").unwrap();
    assert_eq!(b.to_preempt.to_obtain.memory(), 1712);
    assert_eq!(actions(&r, ActionKind::Wait), vec![91, 60]);
    assert_eq!(actions(&r, ActionKind::Mark), vec![90]);

    for t in [6000, 9000, 12000] {
        let r = monitor.round(t, &later).unwrap();
        assert!(actions(&r, ActionKind::Kill).is_empty(), "no kill before 15 s (t = {t})");
    }
    let r = monitor.round(15000, &later).unwrap();
    assert_eq!(actions(&r, ActionKind::Kill), vec![91, 60]);
    assert_eq!(actions(&r, ActionKind::Wait), vec![90]);
    let r = monitor.round(18000, &later).unwrap();
    assert!(actions(&r, ActionKind::Kill).contains(&90));
    assert!(monitor.marks().contains_key(&ContainerId(99)));
    let r = monitor.round(30000, &later).unwrap();
    assert!(!actions(&r, ActionKind::Forget).contains(&99), "0 + 2 × 15000 is not yet older than 30000");
    let r = monitor.round(33000, &later).unwrap();
    assert_eq!(actions(&r, ActionKind::Forget), vec![99]);
}

/// Misconception 1: "preemption balances resources between users (or applications) of a queue." It only
/// works across queues. Queue a (50 %) holds 90 GB for alice; bob's application in a waits for 20 GB; b is
/// idle and asks for nothing. a is offered b's idle half but never more than max(used, guaranteed) = 90 GB:
/// its ideal is exactly what it uses, and nothing is preempted, so bob waits for alice's containers to finish.
#[test]
fn misconception_no_preemption_within_a_queue() {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 89, 20).user = "alice".into();
    b.app(2, "a", gb(1), 0, 20).user = "bob".into();
    b.app_mut(2).containers.clear();
    b.pending(2, gb(1), 20);
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    let a = r.queues.iter().find(|q| q.queue == "root.a").unwrap();
    assert_eq!(a.used.memory(), 90 * GB);
    assert_eq!(a.ideal.memory(), 90 * GB);
    assert_eq!(a.pending.memory(), 20 * GB);
    assert!(r.selected.is_empty());
}

/// Misconception 2: "preemption frees whatever a starving request needs." A round may take at most
/// total_preemption_per_round of the cluster, and a container is taken whole: 40 GB cluster, a (50 %) runs
/// 5 × 8 GB, b (50 %) wants 2 × 8 GB. b's ideal is 16384, a's 24576 (a gets the 4096 b cannot use); a is
/// 16384 over, scaled to the 4096 budget, × 0.2 → 819 to obtain. But every container is 8192 > 4096: nothing
/// can ever be taken. With 20 % per round (budget 8192) one container goes, overshooting the 1638 owed.
#[test]
fn misconception_container_larger_than_round_budget() {
    let mut b = Build::new(gb(40), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(8), 4, 20);
    b.app(2, "b", gb(8), 0, 20);
    b.app_mut(2).containers.clear();
    b.pending(2, gb(8), 2);
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    let a = r.queues.iter().find(|q| q.queue == "root.a").unwrap();
    assert_eq!(a.ideal.memory(), 24576);
    assert_eq!(a.to_preempt.to_obtain.memory(), 819);
    assert!(r.selected.is_empty());
    assert!(a.reasons.iter().any(|x| matches!(x.why, Why::BudgetExhausted { .. })));

    b.snap.policy.total_preemption_per_round = 0.2;
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    assert_eq!(r.selected.len(), 1);
    assert_eq!(r.selected[0].size.memory(), 8 * GB);
    assert!(r.selected[0].overshoot);
    assert_eq!(r.selected[0].to_obtain_before.memory(), 1638);
}

/// Misconception 3: "preemption rebalances elastic capacity." It restores guarantees only. 100 GB; a 40 %,
/// b 40 %, c 20 %; a uses 70 GB, c 30 GB, b is empty and wants 20 GB. b gets its 20 GB (within its
/// guarantee); the remaining 20480 above a's and c's guarantees is shared 2 : 1 → a ⌊13653.33 + .5⌋ = 13653,
/// c 6827. So a keeps 13653 MB of elastic capacity and c 6827: ideals a 54613, b 20480, c 27307. a gives
/// 17067, c 3413, scaled by 0.5 (20480 owed, 10240 allowed) and × 0.2: 1707 and 341.
#[test]
fn misconception_elastic_capacity_is_kept() {
    let mut b = Build::new(gb(100), &[("a", 40.0), ("b", 40.0), ("c", 20.0)]);
    b.app(1, "a", gb(1), 69, 20);
    b.app(2, "c", gb(1), 29, 20);
    b.app(3, "b", gb(1), 0, 20);
    b.app_mut(3).containers.clear();
    b.pending(3, gb(1), 20);
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    let q = |n: &str| r.queues.iter().find(|x| x.queue == n).unwrap();
    assert_eq!(
        (q("root.a").ideal.memory(), q("root.b").ideal.memory(), q("root.c").ideal.memory()),
        (54613, 20480, 27307)
    );
    let keeps = |n: &str| {
        q(n).reasons.iter().find_map(|x| match &x.why {
            Why::KeepsElastic { above_guarantee } => Some(above_guarantee.memory()),
            _ => None,
        })
    };
    assert_eq!((keeps("root.a"), keeps("root.c")), (Some(13653), Some(6827)));
    assert_eq!(q("root.a").to_preempt.to_obtain.memory(), 1707);
    assert_eq!(q("root.c").to_preempt.to_obtain.memory(), 341);
    let from_a = r.selected.iter().filter(|s| s.queue == "root.a").count();
    let from_c = r.selected.iter().filter(|s| s.queue == "root.c").count();
    assert_eq!((from_a, from_c), (2, 1));
}

/// …and a queue reclaims only up to its guarantee, however much it asks for: a (50 %) uses 80 GB; b (50 %)
/// uses 20 GB and wants 60 GB more. b is offered half of what is left again and again (15360, 7680, …, and the
/// half-up rounding of the offers lands exactly on 51200): its ideal stops at its guarantee, a keeps its own.
#[test]
fn misconception_reclaim_stops_at_guarantee() {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 79, 20);
    b.app(2, "b", gb(1), 19, 20);
    b.pending(2, gb(1), 60);
    let r = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    let q = |n: &str| r.queues.iter().find(|x| x.queue == n).unwrap();
    assert_eq!(q("root.b").ideal.memory(), 51200);
    assert_eq!(q("root.a").ideal.memory(), 51200);
    assert_eq!(q("root.a").to_preempt.over_ideal.memory(), 30720);
}
