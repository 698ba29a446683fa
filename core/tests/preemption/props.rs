//! Property tests over random queue trees, applications and settings (default calculator, default partition).

use proptest::prelude::*;
use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;
use spindle_core::resource::Resource;

#[derive(Clone, Debug)]
struct AppSpec {
    priority: i32,
    am: bool,
    containers: Vec<(i64, i32)>,
    reserved: Vec<i64>,
    pending: i64,
}

#[derive(Clone, Debug)]
struct LeafSpec {
    weight: u32,
    max_extra: u32,
    disabled: bool,
    apps: Vec<AppSpec>,
}

#[derive(Clone, Debug)]
struct Spec {
    /// Children of root: one leaf, or a parent of several leaves.
    groups: Vec<(u32, Vec<LeafSpec>)>,
    spare: i64,
    per_round: f32,
    ntf: f64,
    ignored: f64,
    unit: bool,
}

fn app() -> impl Strategy<Value = AppSpec> {
    (
        0..3i32,
        any::<bool>(),
        prop::collection::vec((1..8i64, 0..4i32), 0..12),
        prop::collection::vec(1..8i64, 0..2),
        0..40i64,
    )
        .prop_map(|(priority, am, containers, reserved, pending)| AppSpec {
            priority,
            am,
            containers,
            reserved,
            pending,
        })
}

fn leaf() -> impl Strategy<Value = LeafSpec> {
    (0..5u32, 0..100u32, prop::bool::weighted(0.2), prop::collection::vec(app(), 0..4))
        .prop_map(|(weight, max_extra, disabled, apps)| LeafSpec { weight, max_extra, disabled, apps })
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        prop::collection::vec((0..5u32, prop::collection::vec(leaf(), 1..4)), 1..5),
        0..60i64,
        0.01f32..=1.0,
        0.05f64..=1.0,
        0.0f64..0.5,
        any::<bool>(),
    )
        .prop_map(|(groups, spare, per_round, ntf, ignored, unit)| Spec {
            groups,
            spare,
            per_round,
            ntf,
            ignored,
            unit,
        })
}

/// Integer percentages summing to exactly 100.
fn percents(weights: &[u32]) -> Vec<f32> {
    let total: u32 = weights.iter().sum();
    if total == 0 {
        let mut v = vec![0.0; weights.len()];
        v[0] = 100.0;
        return v;
    }
    let mut v: Vec<u32> = weights.iter().map(|w| w * 100 / total).collect();
    let given: u32 = v.iter().sum();
    v[0] += 100 - given;
    v.into_iter().map(|p| p as f32).collect()
}

fn queue(name: String, capacity: f32, max_extra: u32, disabled: bool, children: Vec<QueueSnapshot>) -> QueueSnapshot {
    QueueSnapshot {
        maximum_capacity: Some(Capacity::Percent((capacity + max_extra as f32).min(100.0))),
        disable_preemption: disabled.then_some(true),
        children,
        ..QueueSnapshot::new(name, Some(Capacity::Percent(capacity)))
    }
}

fn build(spec: &Spec) -> PreemptionSnapshot {
    let mut apps = Vec::new();
    let mut next_app = 0u32;
    let mut next_container = 1u64;
    let mut used_total = 0i64;
    let size = |s: i64| if spec.unit { 1 } else { s };
    let group_pct = percents(&spec.groups.iter().map(|g| g.0).collect::<Vec<_>>());
    let mut root_children = Vec::new();
    for (gi, (_, leaves)) in spec.groups.iter().enumerate() {
        // Children of a parent without capacity must have none either.
        let leaf_pct = if group_pct[gi] == 0.0 {
            vec![0.0; leaves.len()]
        } else {
            percents(&leaves.iter().map(|l| l.weight).collect::<Vec<_>>())
        };
        let mut leaf_queues = Vec::new();
        for (li, l) in leaves.iter().enumerate() {
            let name = format!("g{gi}l{li}");
            for a in &l.apps {
                let mut containers = Vec::new();
                for (k, &(s, p)) in a.containers.iter().enumerate() {
                    let am = a.am && k == 0;
                    used_total += size(s);
                    containers.push(ContainerSnapshot {
                        id: ContainerId(next_container),
                        size: Resource::new(size(s), 1),
                        priority: if am { 0 } else { p },
                        am,
                        allocated_ms: 0,
                        placement: None,
                        ignore_partition_exclusivity: false,
                    });
                    next_container += 1;
                }
                let reserved = a
                    .reserved
                    .iter()
                    .map(|&s| {
                        used_total += size(s);
                        next_container += 1;
                        ContainerSnapshot {
                            id: ContainerId(next_container - 1),
                            size: Resource::new(size(s), 1),
                            priority: 1,
                            am: false,
                            allocated_ms: 0,
                            placement: None,
                            ignore_partition_exclusivity: false,
                        }
                    })
                    .collect();
                let pending = if a.pending > 0 {
                    vec![PendingAsk {
                        size: Resource::new(1, 1),
                        count: a.pending as u32,
                        partition: String::new(),
                        priority: 1,
                        tags: Vec::new(),
                        constraint: None,
                    }]
                } else {
                    Vec::new()
                };
                apps.push(AppSnapshot {
                    id: AppId(next_app),
                    queue: format!("root.g{gi}.{name}"),
                    user: format!("u{}", next_app % 2),
                    priority: a.priority,
                    start_time_ms: 0,
                    containers,
                    reserved,
                    pending,
                });
                next_app += 1;
            }
            leaf_queues.push(queue(name, leaf_pct[li], l.max_extra, l.disabled, Vec::new()));
        }
        root_children.push(queue(format!("g{gi}"), group_pct[gi], 100, false, leaf_queues));
    }
    let cluster = used_total + spec.spare + 1;
    let root = QueueSnapshot { children: root_children, ..QueueSnapshot::new("root", None) };
    PreemptionSnapshot {
        policy: PreemptionConfig {
            total_preemption_per_round: spec.per_round,
            natural_termination_factor: spec.ntf,
            max_ignored_over_capacity: spec.ignored,
            ..Default::default()
        },
        ..PreemptionSnapshot::new(Resource::new(cluster, cluster), root, apps)
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// A queue is never preempted below min(guaranteed, used + pending), nor below its ideal: everything
    /// selected from it except its last container stays strictly within what it owes (a container is taken
    /// whole and may overshoot). With unit-size containers there is no overshoot at all.
    #[test]
    fn never_below_guarantee(spec in spec()) {
        let snap = build(&spec);
        let r = evaluate(0, &snap).unwrap();
        for q in r.queues.iter().filter(|q| q.leaf) {
            let sel: Vec<&SelectedContainer> = r.selected.iter().filter(|s| s.queue == q.queue).collect();
            let Some(last) = sel.last() else { continue };
            prop_assert!(!q.preemption_disabled);
            let total: i64 = sel.iter().map(|s| s.size.memory()).sum();
            let floor = (q.used.memory() + q.pending.memory()).min(q.guaranteed.memory());
            let kept = floor.max(q.ideal.memory());
            prop_assert!(q.used.memory() - (total - last.size.memory()) > kept,
                "{}: used {} selected {} kept {}", q.queue, q.used.memory(), total, kept);
            if spec.unit {
                prop_assert!(q.used.memory() - total >= floor);
                prop_assert!(total <= q.to_preempt.to_obtain.memory());
            }
        }
    }

    /// What a round selects never exceeds total_preemption_per_round of the cluster.
    #[test]
    fn round_budget_holds(spec in spec()) {
        let snap = build(&spec);
        let r = evaluate(0, &snap).unwrap();
        let allowed = r.cluster_resource.multiply(spec.per_round as f64).memory();
        prop_assert_eq!(r.total_preemption_allowed.memory(), allowed);
        prop_assert!(r.selected_total.memory() <= allowed);
        let marked: i64 = r.selected.iter().map(|s| s.size.memory()).sum();
        prop_assert_eq!(marked, r.selected_total.memory());
    }

    /// observe_only changes nothing: same computation round after round, no action, no memory.
    #[test]
    fn observe_only_changes_nothing(spec in spec()) {
        let acting_snap = build(&spec);
        let mut observing_snap = acting_snap.clone();
        observing_snap.policy.observe_only = true;
        let (mut acting, mut observing) = (PreemptionMonitor::new(), PreemptionMonitor::new());
        for t in [0u64, 3000, 15000, 40000] {
            let a = acting.round(t, &acting_snap).unwrap();
            let o = observing.round(t, &observing_snap).unwrap();
            prop_assert!(o.actions.is_empty());
            prop_assert!(observing.marks().is_empty());
            prop_assert_eq!(&o.selected, &a.selected);
            prop_assert_eq!(&o.queues, &a.queues);
        }
    }

    /// The result does not depend on the order of applications and containers in the snapshot.
    #[test]
    fn order_of_input_does_not_matter(spec in spec()) {
        let snap = build(&spec);
        let mut shuffled = snap.clone();
        shuffled.applications.reverse();
        for a in &mut shuffled.applications {
            a.containers.reverse();
            a.reserved.reverse();
        }
        let (r1, r2) = (evaluate(0, &snap).unwrap(), evaluate(0, &shuffled).unwrap());
        prop_assert_eq!(r1.selected, r2.selected);
        prop_assert_eq!(r1.queues, r2.queues);
    }
}

/// The generator is not vacuous: a good share of cases preempt something, some hit the per-round budget.
#[test]
fn generator_exercises_preemption() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut with_selection, mut budget_bound, n) = (0, 0, 300);
    for _ in 0..n {
        let spec = spec().new_tree(&mut runner).unwrap().current();
        let r = evaluate(0, &build(&spec)).unwrap();
        if !r.selected.is_empty() {
            with_selection += 1;
        }
        if r.queues.iter().any(|q| q.reasons.iter().any(|x| matches!(x.why, Why::BudgetExhausted { .. }))) {
            budget_bound += 1;
        }
    }
    assert!(with_selection * 5 >= n, "only {with_selection} of {n} cases preempt");
    assert!(budget_bound > 0, "no case hits the per-round budget");
}
