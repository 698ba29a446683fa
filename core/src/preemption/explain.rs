//! Turns the policy's working values into the report's numbers and reasons. The reasons' sentences keep their
//! numbers and are put into words when read (`words.rs`).

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::config::PreemptionConfig;
use super::report::{QueueReport, Reason, SelectedContainer, SelectionStep, Sentence, ToPreempt, Why};
use super::selector::{Chosen, Selection};
use super::snapshot::OrderingPolicyKind;
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use super::words::{QueueWords, RoundWords, SelectedWords, Words};
use crate::name::Name;
use crate::resource::Resource;

/// One shared list of names.
fn names<'a>(list: impl Iterator<Item = &'a str>) -> Arc<Vec<String>> {
    Arc::new(list.map(String::from).collect())
}

/// `list[i]` as a shared name (every index given here is in the list).
fn name_at(list: &Arc<Vec<String>>, i: usize) -> Name {
    Name::in_list(list, i).unwrap_or_default()
}

/// An index the report's sentences keep (queues, partitions, selected containers and reasons all number far below
/// `u32::MAX`: `resolve` holds each of them in memory).
fn index(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// The report's queues (every queue in every partition) and selected containers. Their sentences point into one
/// block of the round's words ([`RoundWords`]): the words are gathered first, then shared, then the reports are
/// built around them.
pub(crate) fn reports(
    model: &Resolved,
    parts: &[PartitionQueues],
    selection: &Selection,
    config: &PreemptionConfig,
) -> (Vec<QueueReport>, Vec<SelectedContainer>) {
    let mut words = RoundWords {
        rc: model.rc.kind,
        paths: Arc::clone(&model.paths),
        partitions: names(model.partitions.iter().map(|p| &*p.name)),
        // Most queues give one or two reasons.
        queue: Vec::with_capacity(2 * model.queues.len() * parts.len()),
        selected: Vec::with_capacity(selection.chosen.len()),
    };
    // Each queue report's reasons are `whys[ends[k - 1]..ends[k]]`, their words the same range of `words.queue`.
    let mut whys = Vec::with_capacity(words.queue.capacity());
    let mut ends = Vec::with_capacity(model.queues.len() * parts.len());
    for part in parts {
        for qi in 0..part.queues.len() {
            queue_reasons(model, parts, selection, config, part, qi, &mut |why, w| {
                whys.push(why);
                words.queue.push(w);
            });
            ends.push(whys.len());
        }
    }
    for ch in &selection.chosen {
        words.selected.push(selected_words(model, parts, ch));
    }
    let words = Arc::new(words);

    let np = model.partitions.len();
    let mut out = Vec::with_capacity(ends.len());
    let mut whys = whys.into_iter();
    let mut start = 0;
    let mut ends = ends.into_iter();
    for part in parts {
        let pname = name_at(&words.partitions, part.partition);
        for (qi, t) in part.queues.iter().enumerate() {
            let end = ends.next().unwrap_or(start);
            let reasons = (start..end)
                .zip(whys.by_ref())
                .map(|(i, why)| Reason { why, text: Sentence(Words::Queue(Arc::clone(&words), index(i))) })
                .collect();
            start = end;
            let node = &model.queues[qi];
            let leaf = node.is_leaf();
            let to_obtain = if leaf && !parts[0].queues[qi].preemption_disabled {
                t.actually_to_be_preempted
            } else {
                Resource::ZERO
            };
            out.push(QueueReport {
                queue: name_at(&words.paths, qi),
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
                    selected: selection.selected[qi * np + part.partition],
                    dead_zone_threshold: if leaf { t.dead_zone_threshold } else { Resource::ZERO },
                },
                reasons,
            });
        }
    }
    let selected = selected_reports(model, selection, &words);
    (out, selected)
}

/// Why queue `qi`'s numbers in `part` are what they are, in reading order: each reason typed and in words.
fn queue_reasons(
    model: &Resolved,
    parts: &[PartitionQueues],
    selection: &Selection,
    config: &PreemptionConfig,
    part: &PartitionQueues,
    qi: usize,
    say: &mut dyn FnMut(Why, QueueWords),
) {
    let t = &part.queues[qi];
    let rc = &model.rc;
    let pr = &part.resource;
    let node = &model.queues[qi];
    let leaf = node.is_leaf();
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
    if leaf && !parts[0].queues[qi].preemption_disabled {
        if rc.greater_than(&model.cluster, &t.to_be_preempted, &Resource::ZERO) && t.after_dead_zone == Resource::ZERO {
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
}

/// What the sentence of a chosen container says.
fn selected_words(model: &Resolved, parts: &[PartitionQueues], ch: &Chosen) -> SelectedWords {
    let c = &model.containers[ch.container];
    let app = &model.apps[c.app()];
    let queue = &model.queues[app.queue];
    let size = c.size();
    let to_obtain = ch.before.non_negative();
    let overshoot = model.rc.greater_than(&model.cluster, &size, &to_obtain);
    let am_limit = match ch.step {
        SelectionStep::AmContainer => parts[0].queues[app.queue].guaranteed.multiply(queue.am_percent as f64),
        _ => Resource::ZERO,
    };
    SelectedWords {
        queue: index(app.queue),
        over_ideal: parts[c.partition()].queues[app.queue].over_ideal,
        partition: index(c.partition()),
        to_obtain,
        step: ch.step,
        app: app.id,
        app_rank: ch.app_rank,
        fair: queue.policy == OrderingPolicyKind::Fair,
        priority: c.priority(),
        container: c.id(),
        am_limit,
        overshoot: overshoot.then_some(size),
    }
}

/// The selected containers' reports, in the order they were chosen; `words.selected[i]` says why the `i`th was
/// (and whether it overshoots).
fn selected_reports(model: &Resolved, selection: &Selection, words: &Arc<RoundWords>) -> Vec<SelectedContainer> {
    // The report names each container's user, queue and partition: names shared from one list each, not copied.
    // Each user's index in the list, and each application's user's (looked up once per application, not once per
    // container: a queue's containers come application by application).
    let mut user_index: BTreeMap<&str, usize> = BTreeMap::new();
    let mut app_user = alloc::vec![usize::MAX; model.apps.len()];
    for ch in &selection.chosen {
        let a = model.containers[ch.container].app();
        if app_user[a] == usize::MAX {
            let next = user_index.len();
            app_user[a] = *user_index.entry(model.apps[a].user).or_insert(next);
        }
    }
    let mut users: Vec<&str> = alloc::vec![""; user_index.len()];
    for (&user, &i) in &user_index {
        users[i] = user;
    }
    let users = self::names(users.into_iter());
    selection
        .chosen
        .iter()
        .zip(&words.selected)
        .enumerate()
        .map(|(i, (ch, why))| {
            let c = &model.containers[ch.container];
            let app = &model.apps[c.app()];
            let size = c.size();
            SelectedContainer {
                rank: i + 1,
                container: c.id(),
                app: app.id,
                user: name_at(&users, app_user[c.app()]),
                queue: name_at(&words.paths, app.queue),
                partition: name_at(&words.partitions, c.partition()),
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
                overshoot: why.overshoot.is_some(),
                why: Sentence(Words::Selected(Arc::clone(words), index(i))),
            }
        })
        .collect()
}
