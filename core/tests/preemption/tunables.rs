//! Every tunable changes the outcome the way its definition says.
//!
//! Base case, by hand: 100 GB, a 50 %, b 50 %; a uses 80 GB (1 GB containers), b nothing and wants 30 GB.
//! b is offered 25600 then 12800 (takes 5120: all it asks), a the 20480 left → ideals a 71680, b 30720.
//! a is 10240 over its ideal; the round may take 10240 (no scaling); 81920 > 56320 (dead zone passed);
//! natural termination 20 % → 2048 to obtain: two containers.

use crate::build::*;
use crate::mock::*;
use spindle_core::preemption::*;

fn base() -> Build {
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 79, 20);
    b.app(2, "b", gb(1), 0, 20);
    b.app_mut(2).containers.clear();
    b.pending(2, gb(1), 30);
    b
}

fn a(r: &RoundReport) -> &QueueReport {
    r.queues.iter().find(|q| q.queue == "root.a").unwrap()
}

#[test]
fn base_case() {
    let r = evaluate(0, &base().snap).unwrap();
    assert_eq!(a(&r).ideal.memory(), 71680);
    assert_eq!(a(&r).to_preempt.over_ideal.memory(), 10240);
    assert_eq!(a(&r).to_preempt.after_per_round_cap.memory(), 10240);
    assert_eq!(a(&r).to_preempt.to_obtain.memory(), 2048);
    assert_eq!(r.selected.len(), 2);
}

#[test]
fn natural_termination_factor_takes_that_fraction() {
    for (factor, obtain, containers) in [(0.2, 2048, 2), (0.5, 5120, 5), (1.0, 10240, 10)] {
        let mut b = base();
        b.snap.policy.natural_termination_factor = factor;
        let r = evaluate(0, &b.snap).unwrap();
        assert_eq!(a(&r).to_preempt.to_obtain.memory(), obtain, "factor {factor}");
        assert_eq!(r.selected.len(), containers, "factor {factor}");
    }
}

#[test]
fn total_preemption_per_round_scales_and_caps() {
    // 5 %: 5120 allowed for 10240 owed → scaled by 0.5 → 5120, × 0.2 → 1024: one container.
    let mut b = base();
    b.snap.policy.total_preemption_per_round = 0.05;
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(a(&r).scaling_factor, 0.5);
    assert_eq!(a(&r).to_preempt.after_per_round_cap.memory(), 5120);
    assert_eq!(a(&r).to_preempt.to_obtain.memory(), 1024);
    assert_eq!(r.selected.len(), 1);
    // Without the natural termination factor the budget itself stops the selection at 5 GB.
    b.snap.policy.natural_termination_factor = 1.0;
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(r.total_preemption_allowed.memory(), 5120);
    assert_eq!(r.selected_total.memory(), 5120);
    assert_eq!(r.preemption_budget_left.memory(), 0);
}

#[test]
fn max_ignored_over_capacity_is_a_dead_zone() {
    // a uses 55 GB of its 50, b 40 GB and wants 10 more: b's ideal climbs to exactly 51200 (offers halve and
    // round half up), a's is its guarantee, so a is 5120 over, but 56320 is not above ⌊51200 × 1.1⌋ = 56320.
    let mut b = Build::new(gb(100), &[("a", 50.0), ("b", 50.0)]);
    b.app(1, "a", gb(1), 54, 20);
    b.app(2, "b", gb(1), 39, 20);
    b.pending(2, gb(1), 10);
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(a(&r).to_preempt.after_per_round_cap.memory(), 5120);
    assert_eq!(a(&r).to_preempt.dead_zone_threshold.memory(), 56320);
    assert_eq!(a(&r).to_preempt.to_obtain.memory(), 0);
    assert!(r.selected.is_empty());
    // A narrower dead zone (5 %: 53760) lets the 20 % of 5120 through.
    b.snap.policy.max_ignored_over_capacity = 0.05;
    let r = evaluate(0, &b.snap).unwrap();
    assert_eq!(a(&r).to_preempt.to_obtain.memory(), 1024);
    assert_eq!(r.selected.len(), 1);
}

#[test]
fn observe_only_computes_but_does_nothing() {
    let mut b = base();
    let acting = PreemptionMonitor::new().round(0, &b.snap).unwrap();
    b.snap.policy.observe_only = true;
    let mut watcher = PreemptionMonitor::new();
    let observed = watcher.round(0, &b.snap).unwrap();
    assert_eq!(observed.selected, acting.selected);
    assert_eq!(observed.queues, acting.queues);
    assert!(observed.actions.is_empty());
    assert!(!acting.actions.is_empty());
    assert!(watcher.marks().is_empty());
    let later = watcher.round(20000, &b.snap).unwrap();
    assert!(later.actions.is_empty(), "never a kill either");
}

#[test]
fn monitoring_interval_spaces_rounds() {
    let mut b = base();
    let mut m = PreemptionMonitor::new();
    assert!(m.is_due(0, &b.snap.policy));
    m.round(1000, &b.snap).unwrap();
    assert!(!m.is_due(3999, &b.snap.policy));
    assert!(m.is_due(4000, &b.snap.policy));
    b.snap.policy.monitoring_interval = 10000;
    assert!(!m.is_due(4000, &b.snap.policy));
    assert_eq!(m.next_round_ms(&b.snap.policy), Some(11000));
}

#[test]
fn max_wait_before_kill_delays_the_kill() {
    for wait in [15000u64, 5000] {
        let mut b = base();
        b.snap.policy.max_wait_before_kill = wait;
        let mut m = PreemptionMonitor::new();
        let first = m.round(0, &b.snap).unwrap();
        assert_eq!(actions(&first, ActionKind::Mark).len(), 2);
        let before = m.round(wait - 1, &b.snap).unwrap();
        assert!(actions(&before, ActionKind::Kill).is_empty());
        assert_eq!(before.actions[0].kill_at_ms, Some(wait));
        let at = m.round(wait, &b.snap).unwrap();
        assert_eq!(actions(&at, ActionKind::Kill), actions(&first, ActionKind::Mark));
    }
}

#[test]
fn disable_preemption_protects_a_queue() {
    let build = |disabled: bool| {
        let mut b = Build::new(gb(100), &[("a", 40.0), ("b", 40.0), ("c", 20.0)]);
        b.app(1, "a", gb(1), 59, 20);
        b.app(2, "c", gb(1), 39, 20);
        b.app(3, "b", gb(1), 0, 20);
        b.app_mut(3).containers.clear();
        b.pending(3, gb(1), 40);
        b.snap.policy.natural_termination_factor = 1.0;
        b.queue_mut("c").disable_preemption = Some(disabled);
        b
    };
    let r = evaluate(0, &build(false).snap).unwrap();
    assert!(r.selected.iter().any(|s| s.queue == "root.c"));
    let r = evaluate(0, &build(true).snap).unwrap();
    assert!(r.selected.iter().all(|s| s.queue != "root.c"));
    let c = r.queues.iter().find(|q| q.queue == "root.c").unwrap();
    assert_eq!(c.untouchable_extra.memory(), 20480);
    assert_eq!(c.to_preempt.to_obtain.memory(), 0);
    assert!(!r.selected.is_empty(), "a gives instead");
}

#[test]
fn conservative_drf_stops_when_any_type_is_satisfied() {
    // Hadoop's vCore scenario: queueA owes <-22, 38>. The default (aggressive) rule takes containers while
    // they reduce any owed type (4 containers); conservative-drf refuses as soon as one type is not owed.
    let mut m = Mock::from_rows([
        &[100, 50, 50],
        &[100, 100, 100],
        &[0, 0, 0],
        &[0, 0, 0],
        &[0, 0, 0],
        &[5, 1, 1],
        &[-1, 1, 1],
        &[2, 0, 0],
    ]);
    m.dominant = true;
    m.abs = vec![
        spindle_core::resource::Resource::new(100, 100),
        spindle_core::resource::Resource::new(50, 50),
        spindle_core::resource::Resource::new(50, 50),
    ];
    m.used = vec![
        spindle_core::resource::Resource::new(10, 100),
        spindle_core::resource::Resource::new(10, 100),
        spindle_core::resource::Resource::ZERO,
    ];
    m.pending = vec![
        spindle_core::resource::Resource::new(70, 20),
        spindle_core::resource::Resource::new(70, 20),
        spindle_core::resource::Resource::new(10, 100),
    ];
    m.gran = vec![
        spindle_core::resource::Resource::ZERO,
        spindle_core::resource::Resource::new(1, 10),
        spindle_core::resource::Resource::new(1, 10),
    ];
    let mut s = m.snapshot();
    assert_eq!(run(&s).selected.len(), 4);
    s.policy.conservative_drf = true;
    assert_eq!(run(&s).selected.len(), 0);
}

#[test]
fn unsupported_selectors_are_refused() {
    let mut b = base();
    b.snap.policy.intra_queue_preemption = true;
    let e = evaluate(0, &b.snap).unwrap_err();
    assert_eq!(e.kind, SnapshotErrorKind::Unsupported("intra-queue-preemption.enabled"));
}
