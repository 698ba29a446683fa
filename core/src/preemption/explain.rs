//! Turns the policy's working values into the report's numbers and reasons. The reasons' sentences keep their
//! numbers and are put into words when read (`words.rs`).

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::config::PreemptionConfig;
use super::report::{QueueReport, Reason, SelectedContainer, SelectionStep, Sentence, ToPreempt, Why};
use super::selector::Selection;
use super::snapshot::OrderingPolicyKind;
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use super::words::{QueueWords, SelectedWords, Words};
use crate::name::Name;
use crate::resource::Resource;

/// The queues' paths and the partitions' names as the report shares them (built once per round).
pub(crate) struct ReportNames {
    paths: Arc<Vec<String>>,
    partitions: Arc<Vec<String>>,
}

impl ReportNames {
    pub(crate) fn new(model: &Resolved) -> Self {
        ReportNames { paths: Arc::clone(&model.paths), partitions: names(model.partitions.iter().map(|p| &*p.name)) }
    }
}

/// One shared list of names.
fn names<'a>(list: impl Iterator<Item = &'a str>) -> Arc<Vec<String>> {
    Arc::new(list.map(String::from).collect())
}

/// `list[i]` as a shared name (every index given here is in the list).
fn name_at(list: &Arc<Vec<String>>, i: usize) -> Name {
    Name::in_list(list, i).unwrap_or_default()
}

pub(crate) fn queue_reports(
    model: &Resolved,
    parts: &[PartitionQueues],
    selection: &Selection,
    config: &PreemptionConfig,
    names: &ReportNames,
) -> Vec<QueueReport> {
    let rc = &model.rc;
    let np = model.partitions.len();
    let mut out = Vec::with_capacity(model.queues.len() * np);
    let (paths, partition_names) = (&names.paths, &names.partitions);
    for part in parts {
        let pr = &part.resource;
        let pname = name_at(partition_names, part.partition);
        for (qi, t) in part.queues.iter().enumerate() {
            let node = &model.queues[qi];
            let leaf = node.is_leaf();
            let mut reasons = Vec::new();
            let mut say = |why: Why, words: QueueWords| {
                reasons.push(Reason { why, text: Sentence(Words::Queue(rc.kind, Box::new(words))) })
            };
            if t.preemption_disabled {
                let inherited = node.disabled_inherited;
                say(Why::PreemptionDisabled { inherited }, QueueWords::PreemptionDisabled { inherited });
            }
            if rc.greater_than(pr, &t.ideal_assigned, &t.used) {
                let owed = t.ideal_assigned - t.used;
                say(
                    Why::Starved { owed },
                    QueueWords::Starved { ideal: t.ideal_assigned, used: t.used, owed, pending: t.pending },
                );
            }
            if t.over_ideal == Resource::ZERO {
                if rc.less_than_or_equal(pr, &t.used, &t.guaranteed) {
                    if t.used != Resource::ZERO || t.guaranteed != Resource::ZERO {
                        say(Why::UnderGuarantee, QueueWords::UnderGuarantee { used: t.used, guaranteed: t.guaranteed });
                    }
                } else {
                    let kept = t.minimum_kept(rc, pr);
                    say(Why::WithinIdeal, QueueWords::WithinIdeal { used: t.used, guaranteed: t.guaranteed, kept });
                }
            }
            if rc.greater_than(pr, &t.ideal_assigned, &t.guaranteed) && rc.greater_than(pr, &t.used, &t.guaranteed) {
                let above = t.ideal_assigned - t.guaranteed;
                say(Why::KeepsElastic { above_guarantee: above }, QueueWords::KeepsElastic { above });
            }
            if t.over_ideal != Resource::ZERO && t.scaling_factor < 1.0 {
                say(
                    Why::PerRoundCap { scaling: t.scaling_factor },
                    QueueWords::PerRoundCap {
                        over_ideal: t.over_ideal,
                        scaling: t.scaling_factor,
                        to_be_preempted: t.to_be_preempted,
                        per_round: config.total_preemption_per_round,
                    },
                );
            }
            if !leaf && t.over_ideal != Resource::ZERO {
                say(Why::ParentQueue, QueueWords::ParentQueue { over_ideal: t.over_ideal });
            }
            let mut to_obtain = Resource::ZERO;
            if leaf && !parts[0].queues[qi].preemption_disabled {
                to_obtain = t.actually_to_be_preempted;
                if rc.greater_than(&model.cluster, &t.to_be_preempted, &Resource::ZERO)
                    && t.after_dead_zone == Resource::ZERO
                {
                    say(
                        Why::DeadZone { threshold: t.dead_zone_threshold },
                        QueueWords::DeadZone {
                            to_be_preempted: t.to_be_preempted,
                            used: t.used,
                            threshold: t.dead_zone_threshold,
                        },
                    );
                }
                if rc.greater_than(&model.cluster, &t.after_dead_zone, &Resource::ZERO)
                    && t.actually_to_be_preempted != t.after_dead_zone
                {
                    let factor = config.natural_termination_factor;
                    let (before, after) = (t.after_dead_zone, t.actually_to_be_preempted);
                    say(
                        Why::NaturalTerminationFactor { factor, before, after },
                        QueueWords::NaturalTerminationFactor { factor, after, before },
                    );
                }
            }
            let sel = selection.selected[qi * np + part.partition];
            if let Some(extra) = selection.reasons.get(&(qi, part.partition)) {
                for why in extra {
                    let words = match *why {
                        Why::BudgetExhausted { container, size, budget_left } => {
                            QueueWords::BudgetExhausted { container, size, budget_left }
                        }
                        Why::AmContainersSpared { count, size, am_limit } => {
                            QueueWords::AmContainersSpared { count, size, am_limit }
                        }
                        Why::NotObtained { remaining } => QueueWords::NotObtained { remaining },
                        // The selector adds only the three reasons above.
                        _ => continue,
                    };
                    say(why.clone(), words);
                }
            }
            out.push(QueueReport {
                queue: name_at(paths, qi),
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
    names: &ReportNames,
) -> Vec<SelectedContainer> {
    let rc = &model.rc;
    // The report names each container's user, queue and partition: names shared from one list each, not copied.
    let (paths, partition_names) = (&names.paths, &names.partitions);
    let mut user_index: BTreeMap<&str, usize> = BTreeMap::new();
    for ch in &selection.chosen {
        let user = model.apps[model.containers[ch.container].app()].user;
        let next = user_index.len();
        user_index.entry(user).or_insert(next);
    }
    let mut users: Vec<&str> = alloc::vec![""; user_index.len()];
    for (&user, &i) in &user_index {
        users[i] = user;
    }
    let users = self::names(users.into_iter());
    selection
        .chosen
        .iter()
        .enumerate()
        .map(|(i, ch)| {
            let c = &model.containers[ch.container];
            let app = &model.apps[c.app()];
            let queue = &model.queues[app.queue];
            let partition = &model.partitions[c.partition()].name;
            let size = c.size();
            let to_obtain = ch.before.non_negative();
            let overshoot = rc.greater_than(&model.cluster, &size, &to_obtain);
            let am_limit = match ch.step {
                SelectionStep::AmContainer => parts[0].queues[app.queue].guaranteed.multiply(queue.am_percent as f64),
                _ => Resource::ZERO,
            };
            let why = SelectedWords {
                rc: rc.kind,
                queue: model.path_name(app.queue),
                over_ideal: parts[c.partition()].queues[app.queue].over_ideal,
                partition: partition.clone(),
                to_obtain,
                step: ch.step,
                app: app.id,
                app_rank: ch.app_rank,
                fair: queue.policy == OrderingPolicyKind::Fair,
                priority: c.priority(),
                container: c.id(),
                am_limit,
                overshoot: overshoot.then_some(size),
            };
            SelectedContainer {
                rank: i + 1,
                container: c.id(),
                app: app.id,
                user: name_at(&users, user_index.get(app.user).copied().unwrap_or(0)),
                queue: name_at(paths, app.queue),
                partition: name_at(partition_names, c.partition()),
                size,
                priority: c.priority(),
                am: c.am(),
                reserved: model.is_reserved(ch.container),
                allocated_ms: c.allocated_ms(),
                step: ch.step,
                app_rank: ch.app_rank,
                to_obtain_before: ch.before,
                to_obtain_after: ch.before - size,
                budget_left: ch.budget_left,
                overshoot,
                why: Sentence(Words::Selected(Box::new(why))),
            }
        })
        .collect()
}
