//! `PreemptionMonitor`: one `editSchedule()` per call, with the memory of marked containers across rounds.
//!
//! The monitor is sans-IO: the caller owns the clock and passes `now_ms`; it calls [`PreemptionMonitor::round`]
//! whenever [`PreemptionMonitor::is_due`] says a `monitoring_interval` has passed, applies the returned actions
//! (ask the application to release a marked container, kill a killed one, cancel a reservation), and builds
//! the next snapshot from the resulting state.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::config::PreemptionConfig;
use super::constraint_check;
use super::explain;
use super::ideal::compute_ideal_allocation;
use super::report::{Action, ActionKind, RoundReport, Sentence, PLACEMENT_NOTE};
use super::selector::select_candidates;
use super::snapshot::PreemptionSnapshot;
use super::temp_queue::clone_queues;
use super::validate::{resolve, SnapshotError, SnapshotErrorKind};
use super::words::{ActionWords, Words};
use crate::ids::{AppId, ContainerId};
use crate::resource::Resource;
use crate::sorted_map::SortedMap;

/// A container the monitor has asked its application to give back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// The container's application.
    pub app: AppId,
    /// When it was first marked (the kill follows `max_wait_before_kill` later).
    pub marked_at_ms: u64,
}

/// The capacity monitor running ProportionalCapacityPreemptionPolicy.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PreemptionMonitor {
    /// Hadoop's `preemptionCandidates`: container → when it was first marked. A sorted vector rather than a
    /// `BTreeMap` (whose code for this pair was about 4 KB of the playground's first page, docs/toolchain.md,
    /// maps12): a round can mark or kill thousands at 100,000 containers, so a round changes it in whole passes
    /// (one filter for the kills and the stale marks, one merge of the new marks), never one shift per container.
    marks: SortedMap<ContainerId, Mark>,
    last_round_ms: Option<u64>,
}

impl PreemptionMonitor {
    /// A monitor that has marked nothing and run no round.
    pub fn new() -> Self {
        Self::default()
    }

    /// True for the first round and whenever `monitoring_interval` has passed since the last one.
    pub fn is_due(&self, now_ms: u64, config: &PreemptionConfig) -> bool {
        self.last_round_ms.is_none_or(|last| now_ms >= last.saturating_add(config.monitoring_interval))
    }

    /// When the next round is due (`None` before the first round: due at once).
    pub fn next_round_ms(&self, config: &PreemptionConfig) -> Option<u64> {
        self.last_round_ms.map(|last| last.saturating_add(config.monitoring_interval))
    }

    /// A monitor that remembers the marks of earlier rounds listed in `snapshot.marks`, to run the round at
    /// `now_ms` as the live monitor would: a marked container still selected `max_wait_before_kill` after its
    /// mark is killed, a younger mark waits, and a mark older than twice that wait and not selected is forgotten.
    pub fn resume(snapshot: &PreemptionSnapshot, now_ms: u64) -> Result<Self, SnapshotError> {
        let owner: BTreeMap<ContainerId, AppId> = snapshot
            .applications
            .iter()
            .flat_map(|a| a.containers.iter().chain(a.reserved.iter()).map(move |c| (c.id, a.id)))
            .collect();
        // Which entries repeat an earlier one's container (found by one sort rather than an insertion each).
        let mut order: Vec<usize> = (0..snapshot.marks.len()).collect();
        crate::sort::sort_by_key(&mut order, |&i| (snapshot.marks[i].container, i));
        let mut repeats = alloc::vec![false; order.len()];
        for w in order.windows(2) {
            if snapshot.marks[w[0]].container == snapshot.marks[w[1]].container {
                repeats[w[1]] = true;
            }
        }
        let mut marks = Vec::with_capacity(snapshot.marks.len());
        for (i, m) in snapshot.marks.iter().enumerate() {
            let at = || format!("marks[{i}]");
            let fail = |at: String, kind| Err(SnapshotError { at, kind });
            let app = match (owner.get(&m.container), m.app) {
                (Some(&actual), Some(app)) if app != actual => {
                    return fail(
                        format!("marks[{i}].app"),
                        SnapshotErrorKind::MarkAppMismatch { container: m.container, app, actual },
                    )
                }
                (Some(&actual), _) => actual,
                (None, Some(app)) => app,
                (None, None) => return fail(at(), SnapshotErrorKind::MarkWithoutApp(m.container)),
            };
            if m.marked_at_ms > now_ms {
                return fail(
                    format!("marks[{i}].marked_at_ms"),
                    SnapshotErrorKind::MarkInFuture { container: m.container, marked_at_ms: m.marked_at_ms, now_ms },
                );
            }
            if repeats[i] {
                return fail(format!("marks[{i}].container"), SnapshotErrorKind::DuplicateMark(m.container));
            }
            marks.push((m.container, Mark { app, marked_at_ms: m.marked_at_ms }));
        }
        let marks = marks.into_iter().collect();
        Ok(PreemptionMonitor { marks, last_round_ms: None })
    }

    /// Containers currently marked, with when.
    pub fn marks(&self) -> &SortedMap<ContainerId, Mark> {
        &self.marks
    }

    /// Runs one round at `now_ms` on `snapshot` (whose `policy` holds the settings, re-read every round as Hadoop
    /// re-reads its configuration). Deterministic: the same monitor state and inputs give the same report.
    pub fn round(&mut self, now_ms: u64, snapshot: &PreemptionSnapshot) -> Result<RoundReport, SnapshotError> {
        let mut report = evaluate(now_ms, snapshot)?;
        self.last_round_ms = Some(now_ms);
        let config = &snapshot.policy;
        if config.observe_only {
            // Hadoop returns before any action: no events, and the memory of marks is left as it was.
            report.actions.clear();
            return Ok(report);
        }
        let wait = config.max_wait_before_kill;
        let mut actions: Vec<Action> = core::mem::take(&mut report.actions);
        actions.reserve(report.selected.len());
        // Containers marked this round, added to the memory once the round's other actions are known (a new mark is
        // never stale, and each container is selected once, so no look-up below could see them).
        let mut marked: Vec<(ContainerId, Mark)> = Vec::new();
        // Killed containers, taken out of the memory in one pass after this loop (each container is selected once,
        // so no look-up below could see one of them again).
        let mut killed: Vec<ContainerId> = Vec::new();
        for s in &report.selected {
            match self.marks.get(&s.container).copied() {
                Some(m) if m.marked_at_ms.saturating_add(wait) <= now_ms => {
                    killed.push(s.container);
                    actions.push(Action {
                        kind: ActionKind::Kill,
                        container: s.container,
                        app: s.app,
                        marked_at_ms: Some(m.marked_at_ms),
                        kill_at_ms: Some(now_ms),
                        text: Sentence(Words::Action(ActionWords::Kill {
                            container: s.container,
                            marked_at_ms: m.marked_at_ms,
                            max_wait_before_kill: wait,
                        })),
                    });
                }
                Some(m) => actions.push(Action {
                    kind: ActionKind::Wait,
                    container: s.container,
                    app: s.app,
                    marked_at_ms: Some(m.marked_at_ms),
                    kill_at_ms: Some(m.marked_at_ms.saturating_add(wait)),
                    text: Sentence(Words::Action(ActionWords::Wait {
                        container: s.container,
                        app: s.app,
                        marked_at_ms: m.marked_at_ms,
                        kill_at_ms: m.marked_at_ms.saturating_add(wait),
                    })),
                }),
                None => {
                    marked.push((s.container, Mark { app: s.app, marked_at_ms: now_ms }));
                    actions.push(Action {
                        kind: ActionKind::Mark,
                        container: s.container,
                        app: s.app,
                        marked_at_ms: Some(now_ms),
                        kill_at_ms: Some(now_ms.saturating_add(wait)),
                        text: Sentence(Words::Action(ActionWords::Mark {
                            container: s.container,
                            app: s.app,
                            kill_at_ms: now_ms.saturating_add(wait),
                        })),
                    });
                }
            }
        }
        crate::sort::sort(&mut killed);
        if !killed.is_empty() {
            self.marks.retain(|c, _| killed.binary_search(c).is_err());
        }
        // cleanupStaledPreemptionCandidates.
        let is_stale = |m: &Mark| m.marked_at_ms.saturating_add(wait.saturating_mul(2)) < now_ms;
        let stale: Vec<(ContainerId, Mark)> =
            self.marks.iter().filter(|(_, m)| is_stale(m)).map(|(c, m)| (*c, *m)).collect();
        if !stale.is_empty() {
            self.marks.retain(|_, m| !is_stale(m));
        }
        for (c, m) in stale {
            actions.push(Action {
                kind: ActionKind::Forget,
                container: c,
                app: m.app,
                marked_at_ms: Some(m.marked_at_ms),
                kill_at_ms: None,
                text: Sentence(Words::Action(ActionWords::Forget { container: c, marked_at_ms: m.marked_at_ms })),
            });
        }
        // Merged in one sort (the new marks' containers are not in the memory: they had no mark).
        self.marks.extend(marked);
        report.actions = actions;
        Ok(report)
    }
}

/// One round's computation without any memory of earlier rounds: the ideal assignment, the selection and the
/// explanation. Actions contain only the reservations the selector cancels (unless observe_only); marks and
/// kills need a [`PreemptionMonitor`].
pub fn evaluate(now_ms: u64, snapshot: &PreemptionSnapshot) -> Result<RoundReport, SnapshotError> {
    let model = resolve(snapshot)?;
    let config = &snapshot.policy;
    let mut parts = clone_queues(&model);
    let total_preemption_allowed = model.cluster.multiply(config.total_preemption_per_round as f64);
    compute_ideal_allocation(&model, &mut parts, config, &total_preemption_allowed);
    let selection = select_candidates(&model, &parts, config, total_preemption_allowed);

    let (queues, selected) = explain::reports(&model, &parts, &selection, config);
    let selected_total: Resource = selected.iter().map(|s| s.size).sum();
    let mut actions = Vec::new();
    if !config.observe_only {
        for &c in &selection.unreserved {
            let container = &model.containers[c];
            let app = &model.apps[container.app()];
            actions.push(Action {
                kind: ActionKind::Unreserve,
                container: container.id(),
                app: app.id,
                marked_at_ms: None,
                kill_at_ms: None,
                text: Sentence(Words::Action(ActionWords::Unreserve { container: container.id(), app: app.id })),
            });
        }
    }
    let mut notes = Vec::new();
    notes.push(String::from(PLACEMENT_NOTE));
    if config.observe_only {
        notes.push(String::from("observe_only: the round is computed and reported, but no action is taken."));
    }
    let placement_check = constraint_check::check(&model, snapshot, &parts, &selection);
    Ok(RoundReport {
        now_ms,
        observe_only: config.observe_only,
        calculator: model.rc.kind,
        cluster_resource: model.cluster,
        total_preemption_allowed,
        preemption_budget_left: selection.budget_left,
        selected_total,
        queues,
        selected,
        actions,
        notes,
        placement_check,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked() -> PreemptionSnapshot {
        serde_json::from_str(include_str!("../../../docs/examples/preempt-marked.json")).expect("the example parses")
    }

    /// `resume` reports the first entry in the snapshot's order that fails any check, a repeated container at the
    /// repeat (not at its first listing), and keeps the marks by container.
    #[test]
    fn resume_reports_the_first_failing_entry() {
        let s = marked();
        let m = PreemptionMonitor::resume(&s, 30_001).expect("the example resumes");
        let ids: Vec<u64> = m.marks().keys().map(|c| c.0).collect();
        assert_eq!(ids, [11, 12, 40]);

        let mut repeated = s.clone();
        repeated.marks.push(repeated.marks[1]);
        repeated.marks.push(repeated.marks[0]);
        let e = PreemptionMonitor::resume(&repeated, 30_001).unwrap_err();
        assert_eq!((e.at.as_str(), e.kind), ("marks[3].container", SnapshotErrorKind::DuplicateMark(ContainerId(11))));

        let mut future = repeated.clone();
        future.marks[3].marked_at_ms = 40_000;
        let e = PreemptionMonitor::resume(&future, 30_001).unwrap_err();
        assert_eq!(e.at, "marks[3].marked_at_ms");
    }
}
