//! The scenarios of Hadoop's TestProportionalCapacityPreemptionPolicy, with its asserted outcomes (number of
//! containers marked per application). Rows: abs (guarantee), maxCap, used, pending, reserved, apps,
//! container size, children; the tree is in pre-order. All run with Hadoop's test settings:
//! total_preemption_per_round 1.0, natural_termination_factor 1.0, max_ignored_over_capacity 0.1,
//! max_wait_before_kill 10 s. Several are worked by hand in the comments.

use crate::mock::*;
use spindle_core::ids::AppId;
use spindle_core::preemption::*;
use spindle_core::resource::Resource;

#[test]
fn ignore_no_demand_no_preemption() {
    // A is empty and asks for nothing: imbalances without demand are not corrected.
    let m = Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 0, 60, 40],
        &[0, 0, 0, 0],
        &[0, 0, 0, 0],
        &[3, 1, 1, 1],
        &[-1, 1, 1, 1],
        &[3, 0, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert!(r.selected.is_empty());
    assert!(r.actions.is_empty());
}

/// Worked by hand (default calculator, offers rounded half up):
/// guarantees A10 B40 C20 D30 of 100; used 30/60/10/0; pending 20/5/20/0.
/// Start: A and B are over their guarantee and keep it (10, 40), C keeps its 10, D 0 → 40 unassigned.
/// C (ratio 0.5) is most under-served: normalised share 20/70, offer ⌊40 × 0.2857 + 0.5⌋ = 11, but a leaf never
/// goes above max(used, guaranteed) = 20 → C takes 10 (ideal 20), 30 left. Now A, B, C tie at ratio 1.0:
/// A is offered ⌊30 × 0.1429 + .5⌋ = 4 (→14), B ⌊30 × 0.5714 + .5⌋ = 17 (→57), C 9 but takes 0; 9 left.
/// A (1.4) before B (1.425): shares now 10/50 and 40/50: A offered 2 (→16); B 1.425 < A 1.6: offered 6, takes 3
/// (its cap max(60, 40) = 60); B again offered 3, takes 0 and leaves; A alone gets the last 4 → 20.
/// Ideals A20 B60 C20 D0: A is 10 over its ideal, B none. Dead zone: 30 > ⌊10 × 1.1⌋ = 11. → 10 from appA.
#[test]
fn proportional_preemption() {
    let m = Mock::from_rows([
        &[100, 10, 40, 20, 30],
        &[100, 100, 100, 100, 100],
        &[100, 30, 60, 10, 0],
        &[45, 20, 5, 20, 0],
        &[0, 0, 0, 0, 0],
        &[3, 1, 1, 1, 0],
        &[-1, 1, 1, 1, 1],
        &[4, 0, 0, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 10);
    assert_eq!(r.selected.len(), 10);
    let ideal: Vec<i64> = ["root.queueA", "root.queueB", "root.queueC", "root.queueD"]
        .iter()
        .map(|q| queue(&r, q).ideal.memory())
        .collect();
    assert_eq!(ideal, vec![20, 60, 20, 0]);
    assert_eq!(queue(&r, "root.queueA").to_preempt.to_obtain.memory(), 10);
}

#[test]
fn max_cap_prevents_correction() {
    // B is at its maximum (45): despite the imbalance, nothing is taken from A for it.
    let m = Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 45, 100],
        &[100, 55, 45, 0],
        &[20, 10, 10, 0],
        &[0, 0, 0, 0],
        &[2, 1, 1, 0],
        &[-1, 1, 1, 0],
        &[3, 0, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 0);
}

fn preempt_cycle() -> Mock {
    Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 0, 60, 40],
        &[10, 10, 0, 0],
        &[0, 0, 0, 0],
        &[3, 1, 1, 1],
        &[-1, 1, 1, 1],
        &[3, 0, 0, 0],
    ])
}

#[test]
fn preempt_cycle_takes_all_pending_from_others() {
    // Hand check: A (40 guaranteed, nothing used) wants 10; B (40) uses 60, C (20) uses 40. A is offered
    // ⌊40 × 0.4 + .5⌋ = 16 and takes its 10. B and C tie at ratio 1.0 and share the 30 left by 40:20: B is
    // offered 20 and takes 20 (ideal 60 = its use), C is offered ⌊30 × 0.3333 + .5⌋ = 10 (ideal 30 < 40 used).
    // C gives back 10; B nothing.
    let r = run(&preempt_cycle().snapshot());
    assert_eq!(selected_for(&r, APP_C), 10);
    assert_eq!(r.selected.len(), 10);
}

#[test]
fn expire_kill_after_max_wait() {
    let snap = preempt_cycle().snapshot();
    let mut m = PreemptionMonitor::new();
    let r0 = m.round(0, &snap).unwrap();
    assert_eq!(r0.actions.iter().filter(|a| a.kind == ActionKind::Mark).count(), 10);
    assert!(r0.actions.iter().all(|a| a.app == AppId(APP_C)));
    // Requests reiterated at half the wait: no new event.
    let r1 = m.round(5000, &snap).unwrap();
    assert_eq!(r1.actions.iter().filter(|a| a.kind == ActionKind::Mark || a.kind == ActionKind::Kill).count(), 0);
    assert_eq!(r1.actions.iter().filter(|a| a.kind == ActionKind::Wait).count(), 10);
    // After the wait: the 10 are killed (10 marks + 10 kills = Hadoop's 20 events).
    let r2 = m.round(10001, &snap).unwrap();
    let kills: Vec<&Action> = r2.actions.iter().filter(|a| a.kind == ActionKind::Kill).collect();
    assert_eq!(kills.len(), 10);
    assert!(kills.iter().all(|a| a.app == AppId(APP_C)));
    assert!(m.marks().is_empty());
}

/// Hand check: A 39 used of 40 wants 10; B 43 of 40; C 21 of 20; only 1 unassigned. B ends at ideal 41 (2 over),
/// C at 20 (1 over), but neither exceeds guaranteed × 1.1 (44 and 22): the dead zone ignores both.
#[test]
fn dead_zone_ignores_small_imbalance() {
    let m = Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 39, 43, 21],
        &[10, 10, 0, 0],
        &[0, 0, 0, 0],
        &[3, 1, 1, 1],
        &[-1, 1, 1, 1],
        &[3, 0, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert!(r.selected.is_empty());
    let b = queue(&r, "root.queueB");
    assert_eq!(b.to_preempt.after_per_round_cap.memory(), 2);
    assert_eq!(b.to_preempt.to_obtain.memory(), 0);
    assert!(b.reasons.iter().any(|x| matches!(x.why, Why::DeadZone { .. })));
}

fn disable_rows() -> Mock {
    Mock::from_rows([
        &[100, 55, 25, 20],
        &[100, 100, 100, 100],
        &[100, 0, 54, 46],
        &[10, 10, 0, 0],
        &[0, 0, 0, 0],
        &[3, 1, 1, 1],
        &[-1, 1, 1, 1],
        &[3, 0, 0, 0],
    ])
}

/// Hand check: with B preemptable, A takes its 10 first; B and C tie at ratio 1.0 and share the 45 left by
/// 25:20 → B ⌊45 × 0.5556 + .5⌋ = 25 (ideal 50), C 20 (ideal 40): B gives 4, C 6. With B disabled, B keeps
/// its whole 54 (29 untouchable above its guarantee) and C gives all 10.
#[test]
fn per_queue_disable_preemption() {
    let r = run(&disable_rows().disable("root.queueB").snapshot());
    assert_eq!(selected_for(&r, APP_C), 10);
    assert_eq!(selected_for(&r, APP_B), 0);
    let b = queue(&r, "root.queueB");
    assert_eq!(b.untouchable_extra.memory(), 29);
    assert!(b.reasons.iter().any(|x| x.why == Why::PreemptionDisabled { inherited: false }));

    let r = run(&disable_rows().snapshot());
    assert_eq!(selected_for(&r, APP_B), 4);
    assert_eq!(selected_for(&r, APP_C), 6);
}

fn hierarchical_rows() -> Mock {
    //   /    A        D
    //           B  C     E  F
    Mock::from_rows([
        &[200, 100, 50, 50, 100, 10, 90],
        &[200, 200, 200, 200, 200, 200, 200],
        &[200, 110, 60, 50, 90, 90, 0],
        &[10, 0, 0, 0, 10, 0, 10],
        &[0, 0, 0, 0, 0, 0, 0],
        &[4, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1],
        &[2, 2, 0, 0, 2, 0, 0],
    ])
}

#[test]
fn per_queue_disable_preemption_hierarchical() {
    // Capacity is taken from queueB (appA) because its parent A is over capacity, not from queueE (appC),
    // although E is far over its own guarantee: its parent D is not.
    let r = run(&hierarchical_rows().snapshot());
    assert_eq!(selected_for(&r, APP_A), 10);
    // With queueB untouchable, A's surplus is untouchable too: it comes from queueE.
    let r = run(&hierarchical_rows().disable("root.queueA.queueB").snapshot());
    assert_eq!(selected_for(&r, APP_A), 0);
    assert_eq!(selected_for(&r, APP_C), 10);
}

#[test]
fn hierarchical() {
    let r = run(&hierarchical_rows().snapshot());
    assert_eq!(selected_for(&r, APP_A), 10);
}

#[test]
fn hierarchical_with_reserved() {
    let mut m = hierarchical_rows();
    m.reserved = [40, 25, 15, 10, 15, 15, 0].iter().map(|&x| Resource::new(x, x)).collect();
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 10);
    // appA's reserved containers go first.
    assert!(r.selected.iter().all(|s| s.reserved));
    assert!(r.actions.iter().any(|a| a.kind == ActionKind::Unreserve));
}

fn broad_rows() -> Mock {
    //   /    A          D          G
    //           B  C       E  F       H  I
    Mock::from_rows([
        &[1000, 350, 150, 200, 400, 200, 200, 250, 100, 150],
        &[1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
        &[1000, 400, 200, 200, 400, 250, 150, 200, 150, 50],
        &[50, 0, 0, 0, 50, 0, 50, 0, 0, 0],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[6, 2, 1, 1, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1, -1, 1, 1],
        &[3, 2, 0, 0, 2, 0, 0, 2, 0, 0],
    ])
}

#[test]
fn per_queue_disable_preemption_broad_hierarchical() {
    // queueF (appD) wants 50: it comes from its sibling queueE (appC) and from queueB (appA), whose parent A is
    // over capacity.
    let r = run(&broad_rows().snapshot());
    assert_eq!(selected_for(&r, APP_A), 27);
    assert_eq!(selected_for(&r, APP_C), 23);

    let r = run(&broad_rows().disable("root.queueA.queueB").snapshot());
    assert_eq!(selected_for(&r, APP_C), 50);
    assert_eq!(selected_for(&r, APP_A), 0);

    // queueH (appE) is over its guarantee but its parent G is not: the request starves.
    let r = run(&broad_rows().disable("root.queueD.queueE").disable("root.queueA.queueB").snapshot());
    assert!(r.selected.is_empty());
}

fn inherit_rows() -> Mock {
    //   /    A                E
    //           B   C   D        F   G   H
    Mock::from_rows([
        &[1000, 500, 200, 200, 100, 500, 200, 200, 100],
        &[1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
        &[1000, 700, 0, 350, 350, 300, 0, 200, 100],
        &[200, 0, 0, 0, 0, 200, 200, 0, 0],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[5, 2, 0, 1, 1, 3, 1, 1, 1],
        &[-1, -1, 1, 1, 1, -1, 1, 1, 1],
        &[2, 3, 0, 0, 0, 3, 0, 0, 0],
    ])
}

#[test]
fn per_queue_disable_preemption_inherit_parent() {
    // appA runs in queueC, appB in queueD: D, further over its guarantee, gives more.
    let r = run(&inherit_rows().snapshot());
    assert_eq!(selected_for(&r, APP_A), 17);
    assert_eq!(selected_for(&r, APP_B), 183);
    // queueA's disable_preemption is inherited by its leaves: queueF starves.
    let r = run(&inherit_rows().disable("root.queueA").snapshot());
    assert!(r.selected.is_empty());
    let c = queue(&r, "root.queueA.queueC");
    assert!(c.reasons.iter().any(|x| x.why == Why::PreemptionDisabled { inherited: true }));
}

#[test]
fn per_queue_preemption_not_all_untouchable() {
    //   /      A                   E
    //             B    C    D          F    G    H
    let m = Mock::from_rows([
        &[2000, 1000, 800, 100, 100, 1000, 500, 300, 200],
        &[2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000],
        &[2000, 1300, 300, 800, 200, 700, 500, 0, 200],
        &[300, 0, 0, 0, 0, 300, 0, 300, 0],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[6, 3, 1, 1, 1, 3, 1, 1, 1],
        &[-1, -1, 1, 1, 1, -1, 1, 1, 1],
        &[2, 3, 0, 0, 0, 3, 0, 0, 0],
    ])
    .disable("root.queueA.queueC");
    // queueC (appB) is far over and untouchable, but queueD (appC) is preemptable: the request is filled there.
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_C), 100);
}

#[test]
fn per_queue_disable_preemption_root_disables_all() {
    let m = Mock::from_rows([
        &[1000, 500, 250, 250, 250, 100, 150, 250, 100, 150],
        &[1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
        &[1000, 20, 0, 20, 490, 240, 250, 490, 240, 250],
        &[200, 200, 200, 0, 0, 0, 0, 0, 0, 0],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[6, 2, 1, 1, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1, -1, 1, 1],
        &[3, 2, 0, 0, 2, 0, 0, 2, 0, 0],
    ])
    .disable("root");
    let r = run(&m.snapshot());
    assert!(r.selected.is_empty());
}

#[test]
fn per_queue_disable_preemption_over_abs_max_capacity() {
    let m = Mock::from_rows([
        &[1000, 725, 360, 365, 275, 17, 258],
        &[1000, 1000, 1000, 1000, 550, 109, 1000],
        &[1000, 741, 396, 345, 259, 110, 149],
        &[40, 20, 0, 20, 20, 20, 0],
        &[0, 0, 0, 0, 0, 0, 0],
        &[4, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1],
        &[2, 2, 0, 0, 2, 0, 0],
    ])
    .disable("root.queueD");
    // appC runs in queueE, over its maximum but not preemptable (inherited from D).
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_C), 0);
}

fn over_capacity_rows() -> Mock {
    Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 55, 45, 0],
        &[20, 10, 10, 0],
        &[0, 0, 0, 0],
        &[2, 1, 1, 0],
        &[-1, 1, 1, 0],
        &[3, 0, 0, 0],
    ])
}

#[test]
fn over_capacity_imbalance_is_not_corrected() {
    // A uses 55, B 45, both over their 40: B cannot take A's elastic share.
    let r = run(&over_capacity_rows().snapshot());
    assert_eq!(selected_for(&r, APP_A), 0);
}

#[test]
fn natural_termination_factor() {
    let mut s = over_capacity_rows().snapshot();
    s.policy.natural_termination_factor = 0.1;
    let r = run(&s);
    assert!(r.actions.is_empty());
}

#[test]
fn observe_only_takes_no_action() {
    let m = Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 90, 10, 0],
        &[80, 10, 20, 50],
        &[0, 0, 0, 0],
        &[2, 1, 1, 0],
        &[-1, 1, 1, 0],
        &[3, 0, 0, 0],
    ]);
    let mut s = m.snapshot();
    s.policy.observe_only = true;
    let mut monitor = PreemptionMonitor::new();
    let r = monitor.round(0, &s).unwrap();
    assert!(r.actions.is_empty());
    assert!(monitor.marks().is_empty());
    // The severe imbalance is still computed and reported.
    assert!(!r.selected.is_empty());
}

#[test]
fn zero_guarantee_queue_is_not_protected() {
    //   /    A         D
    //           B  C      E  F      (B has no guarantee)
    let m = Mock::from_rows([
        &[200, 100, 0, 99, 100, 10, 90],
        &[200, 200, 200, 200, 200, 200, 200],
        &[170, 80, 60, 20, 90, 90, 0],
        &[10, 0, 0, 0, 10, 0, 10],
        &[0, 0, 0, 0, 0, 0, 0],
        &[4, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1],
        &[2, 2, 0, 0, 2, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 0);
}

#[test]
fn zero_guarantee_queues_do_not_preempt_each_other() {
    //   /    A              E
    //           B  C  D        F      (E has one child, F)
    let m = Mock::from_rows([
        &[200, 100, 0, 100, 0, 100, 100],
        &[200, 200, 200, 200, 200, 200, 200],
        &[170, 170, 60, 20, 90, 0, 0],
        &[85, 50, 30, 10, 10, 20, 20],
        &[0, 0, 0, 0, 0, 0, 0],
        &[4, 3, 1, 1, 1, 1, 1],
        &[-1, -1, 1, 1, 1, -1, 1],
        &[2, 3, 0, 0, 0, 1, 0],
    ]);
    let r = run(&m.snapshot());
    for app in [APP_A, APP_B, APP_C, APP_D] {
        assert_eq!(selected_for(&r, app), 0, "app {app}");
    }
}

#[test]
fn hierarchical_large() {
    //   /    A          D          G
    //           B  C       E  F       H  I
    let m = Mock::from_rows([
        &[400, 200, 60, 140, 100, 70, 30, 100, 10, 90],
        &[400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
        &[400, 210, 70, 140, 100, 50, 50, 90, 90, 0],
        &[15, 0, 0, 0, 0, 0, 0, 0, 0, 15],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[6, 2, 1, 1, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, 1, -1, 1, 1, -1, 1, 1],
        &[3, 2, 0, 0, 2, 0, 0, 2, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 9);
    assert_eq!(selected_for(&r, APP_E), 6);
}

#[test]
fn skip_am_containers() {
    let mut m = Mock::from_rows([
        &[100, 50, 50],
        &[100, 100, 100],
        &[100, 100, 0],
        &[70, 20, 50],
        &[0, 0, 0],
        &[5, 4, 1],
        &[-1, 1, 1],
        &[2, 0, 0],
    ]);
    m.am_containers = true;
    let r = run(&m.snapshot());
    // Skipping AM containers, all other 24 containers of appD and appC go, then 2 of appB.
    assert_eq!(selected_for(&r, APP_D), 24);
    assert_eq!(selected_for(&r, APP_C), 24);
    assert_eq!(selected_for(&r, APP_B), 2);
    assert!(r.selected.iter().all(|s| !s.am));
}

fn skipped_am_rows(am_percent: f32) -> Mock {
    let mut m = Mock::from_rows([
        &[100, 10, 90],
        &[100, 100, 100],
        &[100, 100, 0],
        &[70, 20, 90],
        &[0, 0, 0],
        &[5, 4, 1],
        &[-1, 5, 5],
        &[2, 0, 0],
    ]);
    m.am_containers = true;
    m.am_percent = am_percent;
    m
}

#[test]
fn preempt_skipped_am_containers() {
    let r = run(&skipped_am_rows(0.0).snapshot());
    // All 5 containers of appD and appC including their AMs; the 4 non-AM containers of appB and appA.
    assert_eq!(selected_for(&r, APP_D), 5);
    assert_eq!(selected_for(&r, APP_C), 5);
    assert_eq!(selected_for(&r, APP_B), 4);
    assert_eq!(selected_for(&r, APP_A), 4);
    let ams: Vec<AppId> = r.selected.iter().filter(|s| s.am).map(|s| s.app).collect();
    assert_eq!(ams, vec![AppId(APP_D), AppId(APP_C)]);
    assert!(r.selected.iter().filter(|s| s.am).all(|s| s.step == SelectionStep::AmContainer));
}

#[test]
fn am_resource_percent_for_skipped_am_containers() {
    // AM limit = 10 × 0.5 = 5; the skipped AMs (20) exceed it, so two AMs go.
    let r = run(&skipped_am_rows(0.5).snapshot());
    assert_eq!(selected_for(&r, APP_D), 5);
    assert_eq!(selected_for(&r, APP_C), 5);
    assert_eq!(selected_for(&r, APP_B), 4);
    assert_eq!(selected_for(&r, APP_A), 4);
}

/// Dominant calculator, worked by hand: A (50:50 guaranteed) uses 10:100 and wants 70:20 more; B (50:50) wants
/// 10:100. B is served first (ratio 0): offers ⌈90 × .5⌉:⌈50 × .5⌉ = 45:25, then 23:13 (B's dominant share
/// 0.68 / 0.5 = 1.36 now exceeds A's 1.0); A then takes 11:6, 6:3, 3:2, 1:1, 1:0 → A ideal 32:62, B 68:38.
/// A must give back 10:100 − 32:62 = −22:38; containers of 1:10 each: the 4th takes vcores below zero → 4.
#[test]
fn preemption_with_vcore_resource() {
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
    m.abs = vec![Resource::new(100, 100), Resource::new(50, 50), Resource::new(50, 50)];
    m.used = vec![Resource::new(10, 100), Resource::new(10, 100), Resource::ZERO];
    m.pending = vec![Resource::new(70, 20), Resource::new(70, 20), Resource::new(10, 100)];
    m.gran = vec![Resource::ZERO, Resource::new(1, 10), Resource::new(1, 10)];
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 4);
    let a = queue(&r, "root.queueA");
    assert_eq!(a.ideal, Resource::new(32, 62));
    assert_eq!(queue(&r, "root.queueB").ideal, Resource::new(68, 38));
}

#[test]
fn hierarchical_large_3_levels() {
    //   /    A                 F            I
    //           B   C              G  H         J  K
    //                  D  E
    let m = Mock::from_rows([
        &[400, 200, 60, 140, 100, 40, 100, 70, 30, 100, 10, 90],
        &[400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400],
        &[400, 210, 60, 150, 100, 50, 100, 50, 50, 90, 10, 80],
        &[10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10],
        &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        &[7, 3, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1],
        &[-1, -1, 1, -1, 1, 1, -1, 1, 1, -1, 1, 1],
        &[3, 2, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_C), 9);
    // The second-level child E has 10 preemptable extra, but its grandparent A only 10 above guarantee.
    assert_eq!(queue(&r, "root.queueA.queueC.queueE").preemptable_extra.memory(), 10);
    let a = queue(&r, "root.queueA");
    assert_eq!(a.untouchable_extra.memory(), 0);
    assert_eq!(a.preemptable_extra.memory(), a.used.memory() - a.guaranteed.memory());
}

#[test]
fn preemption_not_happen_for_single_reserved_queue() {
    // Reserved (50) exceeds pending (30) in the only demanding queue: nothing is preempted.
    let m = Mock::from_rows([
        &[100, 40, 40, 20],
        &[100, 100, 100, 100],
        &[100, 70, 0, 0],
        &[10, 30, 0, 0],
        &[0, 50, 0, 0],
        &[1, 1, 0, 0],
        &[-1, 1, 1, 1],
        &[3, 0, 0, 0],
    ]);
    let r = run(&m.snapshot());
    assert_eq!(selected_for(&r, APP_A), 0);
}
