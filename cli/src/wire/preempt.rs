//! `spindle preempt`'s report (docs/cli-preempt.md), also embedded as `preemption` in `spindle run`'s JSON.
//! Field order is the documented order of the report.

use serde::Serialize;
use spindle_core::preemption as core;
use spindle_core::resource::CalculatorKind;

use super::ResourceArray;

fn res(r: &spindle_core::resource::Resource) -> ResourceArray {
    r.0
}

/// One round of the policy.
#[derive(Debug, Serialize)]
pub struct RoundReport {
    pub now_ms: u64,
    pub observe_only: bool,
    pub calculator: &'static str,
    pub cluster_resource: ResourceArray,
    pub total_preemption_allowed: ResourceArray,
    pub preemption_budget_left: ResourceArray,
    pub selected_total: ResourceArray,
    pub queues: Vec<QueueReport>,
    pub selected: Vec<SelectedContainer>,
    pub actions: Vec<Action>,
    pub notes: Vec<String>,
    pub placement_check: PlacementCheck,
}

#[derive(Debug, Serialize)]
pub struct QueueReport {
    pub queue: String,
    pub partition: String,
    pub depth: u32,
    pub leaf: bool,
    pub absolute_capacity: f32,
    pub absolute_maximum_capacity: f32,
    pub guaranteed: ResourceArray,
    pub maximum: ResourceArray,
    pub used: ResourceArray,
    pub pending: ResourceArray,
    pub reserved: ResourceArray,
    pub preemptable_extra: ResourceArray,
    pub untouchable_extra: ResourceArray,
    pub ideal: ResourceArray,
    pub preemption_disabled: bool,
    pub scaling_factor: f32,
    pub to_preempt: ToPreempt,
    pub reasons: Vec<Reason>,
}

#[derive(Debug, Serialize)]
pub struct ToPreempt {
    pub over_ideal: ResourceArray,
    pub after_per_round_cap: ResourceArray,
    pub after_dead_zone: ResourceArray,
    pub to_obtain: ResourceArray,
    pub selected: ResourceArray,
    pub dead_zone_threshold: ResourceArray,
}

#[derive(Debug, Serialize)]
pub struct Reason {
    pub why: Why,
    pub text: String,
}

/// Why a queue's numbers are what they are: `{"kind": "<snake_case>", …}`.
#[derive(Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Why {
    ParentQueue,
    UnderGuarantee,
    WithinIdeal,
    KeepsElastic { above_guarantee: ResourceArray },
    Starved { owed: ResourceArray },
    PerRoundCap { scaling: f32 },
    DeadZone { threshold: ResourceArray },
    NaturalTerminationFactor { factor: f64, before: ResourceArray, after: ResourceArray },
    PreemptionDisabled { inherited: bool },
    BudgetExhausted { container: u64, size: ResourceArray, budget_left: ResourceArray },
    AmContainersSpared { count: usize, size: ResourceArray, am_limit: ResourceArray },
    NotObtained { remaining: ResourceArray },
}

#[derive(Debug, Serialize)]
pub struct SelectedContainer {
    pub rank: usize,
    pub container: u64,
    pub app: u32,
    pub user: String,
    pub queue: String,
    pub partition: String,
    pub size: ResourceArray,
    pub priority: i32,
    pub am: bool,
    pub reserved: bool,
    pub allocated_ms: u64,
    pub step: &'static str,
    pub app_rank: usize,
    pub to_obtain_before: ResourceArray,
    pub to_obtain_after: ResourceArray,
    pub budget_left: ResourceArray,
    pub overshoot: bool,
    pub why: String,
}

#[derive(Debug, Serialize)]
pub struct Action {
    pub kind: &'static str,
    pub container: u64,
    pub app: u32,
    pub marked_at_ms: Option<u64>,
    pub kill_at_ms: Option<u64>,
    pub text: String,
}

#[derive(Debug, Serialize)]
pub struct PlacementCheck {
    pub beyond_yarn: bool,
    pub evaluated: bool,
    pub summary: String,
    pub asks: Vec<AskCheck>,
}

#[derive(Debug, Serialize)]
pub struct AskCheck {
    pub queue: String,
    pub app: u32,
    pub ask: usize,
    pub size: ResourceArray,
    pub count: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
    pub placeable_now: u32,
    pub placeable_after_preemption: u32,
    pub nodes: Vec<String>,
    pub text: String,
}

/// The calculator's name as in `resource_calculator`.
pub fn calculator_name(k: CalculatorKind) -> &'static str {
    match k {
        CalculatorKind::Default => "default",
        CalculatorKind::Dominant => "dominant",
    }
}

/// The action's name in the report (`kind`) and the `--text` summary.
pub fn action_name(k: core::ActionKind) -> &'static str {
    match k {
        core::ActionKind::Unreserve => "unreserve",
        core::ActionKind::Mark => "mark",
        core::ActionKind::Wait => "wait",
        core::ActionKind::Kill => "kill",
        core::ActionKind::Forget => "forget",
    }
}

fn step_name(s: core::SelectionStep) -> &'static str {
    match s {
        core::SelectionStep::IgnoreExclusivity => "ignore_exclusivity",
        core::SelectionStep::Reserved => "reserved",
        core::SelectionStep::Running => "running",
        core::SelectionStep::AmContainer => "am_container",
    }
}

fn why(w: &core::Why) -> Why {
    match w {
        core::Why::ParentQueue => Why::ParentQueue,
        core::Why::UnderGuarantee => Why::UnderGuarantee,
        core::Why::WithinIdeal => Why::WithinIdeal,
        core::Why::KeepsElastic { above_guarantee } => Why::KeepsElastic { above_guarantee: res(above_guarantee) },
        core::Why::Starved { owed } => Why::Starved { owed: res(owed) },
        core::Why::PerRoundCap { scaling } => Why::PerRoundCap { scaling: *scaling },
        core::Why::DeadZone { threshold } => Why::DeadZone { threshold: res(threshold) },
        core::Why::NaturalTerminationFactor { factor, before, after } => {
            Why::NaturalTerminationFactor { factor: *factor, before: res(before), after: res(after) }
        }
        core::Why::PreemptionDisabled { inherited } => Why::PreemptionDisabled { inherited: *inherited },
        core::Why::BudgetExhausted { container, size, budget_left } => {
            Why::BudgetExhausted { container: container.0, size: res(size), budget_left: res(budget_left) }
        }
        core::Why::AmContainersSpared { count, size, am_limit } => {
            Why::AmContainersSpared { count: *count, size: res(size), am_limit: res(am_limit) }
        }
        core::Why::NotObtained { remaining } => Why::NotObtained { remaining: res(remaining) },
    }
}

impl From<&core::RoundReport> for RoundReport {
    fn from(r: &core::RoundReport) -> Self {
        RoundReport {
            now_ms: r.now_ms,
            observe_only: r.observe_only,
            calculator: calculator_name(r.calculator),
            cluster_resource: res(&r.cluster_resource),
            total_preemption_allowed: res(&r.total_preemption_allowed),
            preemption_budget_left: res(&r.preemption_budget_left),
            selected_total: res(&r.selected_total),
            queues: r
                .queues
                .iter()
                .map(|q| QueueReport {
                    queue: q.queue.to_string(),
                    partition: q.partition.to_string(),
                    depth: q.depth,
                    leaf: q.leaf,
                    absolute_capacity: q.absolute_capacity,
                    absolute_maximum_capacity: q.absolute_maximum_capacity,
                    guaranteed: res(&q.guaranteed),
                    maximum: res(&q.maximum),
                    used: res(&q.used),
                    pending: res(&q.pending),
                    reserved: res(&q.reserved),
                    preemptable_extra: res(&q.preemptable_extra),
                    untouchable_extra: res(&q.untouchable_extra),
                    ideal: res(&q.ideal),
                    preemption_disabled: q.preemption_disabled,
                    scaling_factor: q.scaling_factor,
                    to_preempt: ToPreempt {
                        over_ideal: res(&q.to_preempt.over_ideal),
                        after_per_round_cap: res(&q.to_preempt.after_per_round_cap),
                        after_dead_zone: res(&q.to_preempt.after_dead_zone),
                        to_obtain: res(&q.to_preempt.to_obtain),
                        selected: res(&q.to_preempt.selected),
                        dead_zone_threshold: res(&q.to_preempt.dead_zone_threshold),
                    },
                    reasons: q.reasons.iter().map(|x| Reason { why: why(&x.why), text: x.text.to_string() }).collect(),
                })
                .collect(),
            selected: r
                .selected
                .iter()
                .map(|s| SelectedContainer {
                    rank: s.rank,
                    container: s.container.0,
                    app: s.app.0,
                    user: s.user.to_string(),
                    queue: s.queue.to_string(),
                    partition: s.partition.to_string(),
                    size: res(&s.size),
                    priority: s.priority,
                    am: s.am,
                    reserved: s.reserved,
                    allocated_ms: s.allocated_ms,
                    step: step_name(s.step),
                    app_rank: s.app_rank,
                    to_obtain_before: res(&s.to_obtain_before),
                    to_obtain_after: res(&s.to_obtain_after),
                    budget_left: res(&s.budget_left),
                    overshoot: s.overshoot,
                    why: s.why.to_string(),
                })
                .collect(),
            actions: r
                .actions
                .iter()
                .map(|a| Action {
                    kind: action_name(a.kind),
                    container: a.container.0,
                    app: a.app.0,
                    marked_at_ms: a.marked_at_ms,
                    kill_at_ms: a.kill_at_ms,
                    text: a.text.to_string(),
                })
                .collect(),
            notes: r.notes.clone(),
            placement_check: PlacementCheck {
                beyond_yarn: r.placement_check.beyond_yarn,
                evaluated: r.placement_check.evaluated,
                summary: r.placement_check.summary.clone(),
                asks: r
                    .placement_check
                    .asks
                    .iter()
                    .map(|a| AskCheck {
                        queue: a.queue.clone(),
                        app: a.app.0,
                        ask: a.ask,
                        size: res(&a.size),
                        count: a.count,
                        constraint: a.constraint.clone(),
                        placeable_now: a.placeable_now,
                        placeable_after_preemption: a.placeable_after_preemption,
                        nodes: a.nodes.clone(),
                        text: a.text.clone(),
                    })
                    .collect(),
            },
        }
    }
}
