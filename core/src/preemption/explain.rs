//! Turns the policy's working values into the report's numbers and sentences.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::config::PreemptionConfig;
use super::report::{QueueReport, Reason, SelectedContainer, SelectionStep, ToPreempt, Why};
use super::selector::Selection;
use super::snapshot::{partition_name, OrderingPolicyKind};
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use crate::resource::{CalculatorKind, Resource, ResourceCalculator};

/// A resource as the calculator sees it: memory alone with the default calculator.
pub(crate) fn show(rc: &ResourceCalculator, r: &Resource) -> String {
    match rc.kind {
        CalculatorKind::Default => format!("{} MB", r.memory()),
        CalculatorKind::Dominant => format!("{r}"),
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub(crate) fn queue_reports(
    model: &Resolved,
    parts: &[PartitionQueues],
    selection: &Selection,
    config: &PreemptionConfig,
) -> Vec<QueueReport> {
    let rc = &model.rc;
    let np = model.partitions.len();
    // Σ selected per (queue, partition).
    let mut selected = alloc::vec![Resource::ZERO; model.queues.len() * np];
    for ch in &selection.chosen {
        let c = &model.containers[ch.container];
        selected[model.apps[c.app].queue * np + c.partition] += c.size;
    }
    let mut out = Vec::with_capacity(model.queues.len() * np);
    for part in parts {
        let pr = &part.resource;
        let pname = &model.partitions[part.partition].name;
        for (qi, t) in part.queues.iter().enumerate() {
            let node = &model.queues[qi];
            let leaf = node.is_leaf();
            let mut reasons = Vec::new();
            let mut say = |why: Why, text: String| reasons.push(Reason { why, text });
            if t.preemption_disabled {
                let text = if node.disabled_inherited {
                    String::from("preemption is disabled (inherited from an ancestor's disable_preemption)")
                } else {
                    String::from("preemption is disabled for this queue (disable_preemption = true)")
                };
                say(Why::PreemptionDisabled { inherited: node.disabled_inherited }, text);
            }
            let kept = t.minimum_kept(rc, pr);
            if rc.greater_than(pr, &t.ideal_assigned, &t.used) {
                let owed = t.ideal_assigned - t.used;
                say(
                    Why::Starved { owed },
                    format!(
                        "its ideal {} exceeds its use {}: it is owed {} (pending {}), and preemption works on its behalf",
                        show(rc, &t.ideal_assigned),
                        show(rc, &t.used),
                        show(rc, &owed),
                        show(rc, &t.pending)
                    ),
                );
            }
            if t.over_ideal == Resource::ZERO {
                if rc.less_than_or_equal(pr, &t.used, &t.guaranteed) {
                    if t.used != Resource::ZERO || t.guaranteed != Resource::ZERO {
                        say(
                            Why::UnderGuarantee,
                            format!(
                                "it uses {} of its guaranteed {}: a queue is never preempted below its guarantee",
                                show(rc, &t.used),
                                show(rc, &t.guaranteed)
                            ),
                        );
                    }
                } else {
                    say(
                        Why::WithinIdeal,
                        format!(
                            "it uses {} above its guaranteed {}, but not more than the {} the policy keeps for it",
                            show(rc, &t.used),
                            show(rc, &t.guaranteed),
                            show(rc, &kept)
                        ),
                    );
                }
            }
            if rc.greater_than(pr, &t.ideal_assigned, &t.guaranteed) && rc.greater_than(pr, &t.used, &t.guaranteed) {
                let above = t.ideal_assigned - t.guaranteed;
                say(
                    Why::KeepsElastic { above_guarantee: above },
                    format!(
                        "it keeps {} of elastic capacity above its guarantee: no other queue's guarantee needs it, \
                         and preemption never moves elastic capacity from one queue to another",
                        show(rc, &above)
                    ),
                );
            }
            if t.over_ideal != Resource::ZERO && t.scaling_factor < 1.0 {
                say(
                    Why::PerRoundCap { scaling: t.scaling_factor },
                    format!(
                        "over its ideal by {}, scaled by {} to {} because the queues sharing its parent owe more \
                         than total_preemption_per_round ({}) of the cluster",
                        show(rc, &t.over_ideal),
                        t.scaling_factor,
                        show(rc, &t.to_be_preempted),
                        config.total_preemption_per_round
                    ),
                );
            }
            if !leaf && t.over_ideal != Resource::ZERO {
                say(
                    Why::ParentQueue,
                    format!(
                        "over its ideal by {}: a parent is not preempted itself; its leaves give the resources back",
                        show(rc, &t.over_ideal)
                    ),
                );
            }
            let mut to_obtain = Resource::ZERO;
            if leaf && !parts[0].queues[qi].preemption_disabled {
                to_obtain = t.actually_to_be_preempted;
                if rc.greater_than(&model.cluster, &t.to_be_preempted, &Resource::ZERO)
                    && t.after_dead_zone == Resource::ZERO
                {
                    say(
                        Why::DeadZone { threshold: t.dead_zone_threshold },
                        format!(
                            "it would give back {}, but it uses {}, not more than guaranteed × (1 + \
                             max_ignored_over_capacity) = {}: the dead zone ignores small imbalances",
                            show(rc, &t.to_be_preempted),
                            show(rc, &t.used),
                            show(rc, &t.dead_zone_threshold)
                        ),
                    );
                }
                if rc.greater_than(&model.cluster, &t.after_dead_zone, &Resource::ZERO)
                    && t.actually_to_be_preempted != t.after_dead_zone
                {
                    say(
                        Why::NaturalTerminationFactor {
                            factor: config.natural_termination_factor,
                            before: t.after_dead_zone,
                            after: t.actually_to_be_preempted,
                        },
                        format!(
                            "natural_termination_factor {} takes {} of the {} this round (rounded up), expecting \
                             containers to finish on their own",
                            config.natural_termination_factor,
                            show(rc, &t.actually_to_be_preempted),
                            show(rc, &t.after_dead_zone)
                        ),
                    );
                }
            }
            let sel = selected[qi * np + part.partition];
            if let Some(extra) = selection.reasons.get(&(qi, part.partition)) {
                for why in extra {
                    let text = match why {
                        Why::BudgetExhausted { container, size, budget_left } => format!(
                            "container {container} ({}) does not fit in what is left of the round's budget ({}); \
                             total_preemption_per_round caps what one round may take",
                            show(rc, size),
                            show(rc, budget_left)
                        ),
                        Why::AmContainersSpared { count, size, am_limit } => format!(
                            "{count} application master container(s) ({}) kept: the queue's AM containers are \
                             within its AM limit {} (guaranteed × maximum-am-resource-percent)",
                            show(rc, size),
                            show(rc, am_limit)
                        ),
                        Why::NotObtained { remaining } => {
                            format!("{} still to obtain after trying every container of the queue", show(rc, remaining))
                        }
                        _ => String::new(),
                    };
                    say(why.clone(), text);
                }
            }
            out.push(QueueReport {
                queue: node.path.clone(),
                partition: pname.clone(),
                depth: node.depth,
                leaf,
                absolute_capacity: t.abs_capacity,
                absolute_maximum_capacity: t.abs_max_capacity,
                guaranteed: t.guaranteed,
                maximum: t.max,
                used: t.used,
                pending: t.pending,
                reserved: t.reserved,
                preemptable_extra: t.preemptable_extra,
                untouchable_extra: t.untouchable_extra,
                ideal: t.ideal_assigned,
                preemption_disabled: t.preemption_disabled,
                scaling_factor: t.scaling_factor,
                to_preempt: ToPreempt {
                    over_ideal: t.over_ideal,
                    after_per_round_cap: t.to_be_preempted,
                    after_dead_zone: if leaf { t.after_dead_zone } else { Resource::ZERO },
                    to_obtain,
                    selected: sel,
                    dead_zone_threshold: if leaf { t.dead_zone_threshold } else { Resource::ZERO },
                },
                reasons,
            });
        }
    }
    out
}

pub(crate) fn selected_reports(
    model: &Resolved,
    parts: &[PartitionQueues],
    selection: &Selection,
) -> Vec<SelectedContainer> {
    let rc = &model.rc;
    selection
        .chosen
        .iter()
        .enumerate()
        .map(|(i, ch)| {
            let c = &model.containers[ch.container];
            let app = &model.apps[c.app];
            let queue = &model.queues[app.queue];
            let pname = &model.partitions[c.partition].name;
            let order = match queue.policy {
                OrderingPolicyKind::Fair => "applications using the most first",
                _ => "lowest application priority first, then youngest first",
            };
            let app_name = format!("app {}", app.id);
            let step = match ch.step {
                SelectionStep::IgnoreExclusivity => format!(
                    "it runs on non-exclusive partition `{pname}` for a default-partition request; such containers \
                     are taken first, newest first"
                ),
                SelectionStep::Reserved => format!(
                    "{app_name} is the {} application visited ({order}); its reserved containers are released \
                     before any running one",
                    ordinal(ch.app_rank)
                ),
                SelectionStep::Running => format!(
                    "{app_name} is the {} application visited ({order}); within it, running containers go by \
                     lowest priority first (this one: priority {}), then newest first (container id {})",
                    ordinal(ch.app_rank),
                    c.priority,
                    c.id
                ),
                SelectionStep::AmContainer => {
                    let limit = parts[0].queues[app.queue].guaranteed.multiply(queue.am_percent as f64);
                    format!(
                        "application master of {app_name}: AM containers are spared until every other container \
                         has been tried, and taken only while the queue's AM containers exceed its AM limit {}",
                        show(rc, &limit)
                    )
                }
            };
            let overshoot = rc.greater_than(&model.cluster, &c.size, &ch.before.non_negative());
            let over = parts[c.partition].queues[app.queue].over_ideal;
            let mut why = format!(
                "queue {} is over its ideal by {} in {} and still had {} to obtain this round; {step}",
                queue.path,
                show(rc, &over),
                partition_name(pname),
                show(rc, &ch.before.non_negative()),
            );
            if overshoot {
                why.push_str(&format!(
                    "; at {} it overshoots what was left (a container is taken whole)",
                    show(rc, &c.size)
                ));
            }
            SelectedContainer {
                rank: i + 1,
                container: c.id,
                app: app.id,
                user: app.user.clone(),
                queue: queue.path.clone(),
                partition: pname.clone(),
                size: c.size,
                priority: c.priority,
                am: c.am,
                reserved: c.reserved,
                allocated_ms: c.allocated_ms,
                step: ch.step,
                app_rank: ch.app_rank,
                to_obtain_before: ch.before,
                to_obtain_after: ch.after,
                budget_left: ch.budget_left,
                overshoot,
                why,
            }
        })
        .collect()
}
