//! A preemption round's report, as the explain panel shows it.

use std::collections::{HashMap, HashSet};

use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::{Action, ActionKind, RoundReport};
use spindle_core::resource::Resource;
use spindle_core::sim::{Event, SimState, Simulator};

/// One preemption round's report, as the explain panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundView {
    /// The step the round happened in, and when.
    pub step: usize,
    pub at_ms: u64,
    pub observe_only: bool,
    pub cluster: Resource,
    /// The most the round may select (`total_preemption_per_round` × the cluster) and what it selected.
    pub allowed: Resource,
    pub selected_total: Resource,
    pub queues: Vec<RoundQueue>,
    /// In the order the policy chose them.
    pub selected: Vec<RoundContainer>,
    /// Actions on containers the round did not select (reservations cancelled, marks forgotten).
    pub other_actions: Vec<String>,
    /// The report's notes (always that YARN's policy ignores placement constraints).
    pub notes: Vec<String>,
    /// Beyond YARN: whether the freed space can host the starving queues' requests, constraints included.
    pub placement_summary: String,
    pub placement_asks: Vec<String>,
    /// The container the user came from (a marked chip, an event line), highlighted.
    pub focus: Option<u64>,
}

/// One queue of a round, in one partition.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundQueue {
    pub queue: String,
    pub partition: String,
    pub depth: usize,
    pub leaf: bool,
    pub guaranteed: Resource,
    pub used: Resource,
    pub pending: Resource,
    pub ideal: Resource,
    /// What the selector was to obtain from it (leaves) after the cap, dead zone and natural termination factor.
    pub to_preempt: Resource,
    /// Step by step: over its ideal → after the per-round cap → after the dead zone → to obtain.
    pub steps: [Resource; 4],
    pub selected: Resource,
    pub preemption_disabled: bool,
    pub reasons: Vec<String>,
}

/// A container the round selected.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundContainer {
    pub rank: usize,
    pub container: u64,
    pub app_name: String,
    pub queue: String,
    /// Where it runs (or ran, if the round killed it).
    pub node: String,
    pub size: Resource,
    pub am: bool,
    pub reserved: bool,
    /// `marked`, `waiting` (marked earlier, killed at a later round), `killed`, or empty with observe_only.
    pub action: &'static str,
    /// What the monitor did about it, in words.
    pub action_text: String,
    /// Why the policy chose it before the others.
    pub why: String,
}

/// The report of the round in step `step`, read at that step ([`Simulator::look_at`]); `None` if that step had
/// no round or is not reached yet. `focus` is a container to highlight.
pub fn round_view(sim: &mut Simulator, step: usize, focus: Option<u64>) -> Option<RoundView> {
    if step == 0 || step > sim.step_index() {
        return None;
    }
    let events = sim.steps().get(step - 1)?;
    let at_ms = events.iter().find_map(|e| matches!(e, Event::PreemptionRound { .. }).then(|| e.at_ms()))?;
    // Where each container of the round is: killed ones are gone from the state after the step.
    let mut nodes: HashMap<ContainerId, String> = events
        .iter()
        .filter_map(|e| match e {
            Event::ContainerMarked { container, node_name, .. }
            | Event::ContainerFinished { container, node_name, .. } => Some((*container, node_name.to_string())),
            _ => None,
        })
        .collect();
    sim.look_at_via(crate::services::engine::seek, step, |st| {
        st.preemption_report().filter(|r| r.now_ms == at_ms).map(|r| {
            for c in &r.selected {
                if let Some(run) = st.containers().get(&c.container) {
                    nodes.entry(c.container).or_insert_with(|| st.topology().node(run.node).name.clone());
                }
            }
            round_from_report(st, r, step, &nodes, focus)
        })
    })
}

/// The preemption policy's sentences call an application by its number (`app 3`), as its own model knows it; a
/// person reads the scenario's names, so each `app N` becomes that application's name.
pub fn named(st: &SimState, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("app ") {
        let word_start = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '-');
        let digits = rest[at + 4..].bytes().take_while(u8::is_ascii_digit).count();
        let after = &rest[at + 4 + digits..];
        let word_end = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        let name = (word_start && digits > 0 && word_end)
            .then(|| rest[at + 4..at + 4 + digits].parse::<u32>().ok())
            .flatten()
            .and_then(|id| st.world().app(AppId(id)).map(|a| a.name.clone()));
        match name {
            Some(name) => {
                out.push_str(&rest[..at]);
                out.push_str(&name);
                rest = after;
            }
            None => {
                out.push_str(&rest[..at + 4]);
                rest = &rest[at + 4..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The step of the preemption round that marked container `id` (or killed it), if it was marked.
pub fn marking_round(sim: &Simulator, id: u64) -> Option<usize> {
    sim.preemption_round_of(ContainerId(id))
}

fn round_from_report(
    st: &SimState,
    r: &RoundReport,
    step: usize,
    nodes: &HashMap<ContainerId, String>,
    focus: Option<u64>,
) -> RoundView {
    // Each container's action, and which containers the round selected, by id: a search per selected container
    // was quadratic in rounds that select thousands.
    let mut actions: HashMap<ContainerId, &Action> = HashMap::with_capacity(r.actions.len());
    for a in &r.actions {
        actions.entry(a.container).or_insert(a);
    }
    let selected: HashSet<ContainerId> = r.selected.iter().map(|c| c.container).collect();
    RoundView {
        step,
        at_ms: r.now_ms,
        observe_only: r.observe_only,
        cluster: r.cluster_resource,
        allowed: r.total_preemption_allowed,
        selected_total: r.selected_total,
        queues: r
            .queues
            .iter()
            .map(|q| RoundQueue {
                queue: q.queue.to_string(),
                partition: q.partition.to_string(),
                depth: q.depth as usize,
                leaf: q.leaf,
                guaranteed: q.guaranteed,
                used: q.used,
                pending: q.pending,
                ideal: q.ideal,
                to_preempt: if q.leaf { q.to_preempt.to_obtain } else { q.to_preempt.after_per_round_cap },
                steps: [
                    q.to_preempt.over_ideal,
                    q.to_preempt.after_per_round_cap,
                    q.to_preempt.after_dead_zone,
                    q.to_preempt.to_obtain,
                ],
                selected: q.to_preempt.selected,
                preemption_disabled: q.preemption_disabled,
                reasons: q.reasons.iter().map(|x| named(st, &x.text.to_string())).collect(),
            })
            .collect(),
        selected: r
            .selected
            .iter()
            .map(|c| {
                let a = actions.get(&c.container).copied();
                RoundContainer {
                    rank: c.rank,
                    container: c.container.0,
                    app_name: st.world().app_name(c.app),
                    queue: c.queue.to_string(),
                    node: nodes.get(&c.container).cloned().unwrap_or_default(),
                    size: c.size,
                    am: c.am,
                    reserved: c.reserved,
                    action: match a.map(|a| a.kind) {
                        Some(ActionKind::Mark) => "marked",
                        Some(ActionKind::Wait) => "waiting",
                        Some(ActionKind::Kill) => "killed",
                        Some(ActionKind::Unreserve) => "unreserved",
                        Some(ActionKind::Forget) => "forgotten",
                        None => "",
                    },
                    action_text: a.map(|a| named(st, &a.text.to_string())).unwrap_or_default(),
                    why: named(st, &c.why.to_string()),
                }
            })
            .collect(),
        other_actions: r
            .actions
            .iter()
            .filter(|a| !selected.contains(&a.container))
            .map(|a| named(st, &a.text.to_string()))
            .collect(),
        notes: r.notes.clone(),
        placement_summary: r.placement_check.summary.clone(),
        placement_asks: r.placement_check.asks.iter().map(|a| a.text.clone()).collect(),
        focus,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::fixtures::*;
    use crate::view_model::*;

    use spindle_core::scheduler::ReleaseReason;
    use spindle_core::sim::Simulator;

    #[test]
    fn a_marked_container_flashes_keeps_its_mark_and_leaves_when_killed() {
        let (s, mut sim) = preemption();
        let until = |sim: &mut Simulator, f: &dyn Fn(&Event) -> bool| {
            while !sim.is_finished() && !sim.last_events().iter().any(f) {
                sim.step();
            }
            sim.step_index()
        };
        let marked_at = until(&mut sim, &|e| matches!(e, Event::ContainerMarked { .. }));
        let id = sim.last_events().iter().find_map(|e| match e {
            Event::ContainerMarked { container, .. } => Some(container.0),
            _ => None,
        });
        let id = id.expect("the preemption scenario marks a container");
        let infos = node_infos(&sim, &s);
        let forward = Overlay { fresh_from: Some(u64::MAX), ..Overlay::default() };
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Marked { just: true });
        assert!(is_marked(&sim, id));
        sim.step();
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Marked { just: false }, "still marked, no longer new");
        let killed_at =
            until(&mut sim, &|e| matches!(e, Event::ContainerFinished { reason: ReleaseReason::Preempted, .. }));
        assert!(killed_at > marked_at);
        let v = cluster_view(&sim, &infos, ColourBy::App, forward);
        assert_eq!(chip(&v, id).unwrap().state, ChipState::Preempted, "drawn once more as it leaves");
        assert_eq!(v.container_count, sim.state().containers().len());
        let back = cluster_view(&sim, &infos, ColourBy::App, Overlay::default());
        assert!(chip(&back, id).is_none(), "no departure after a backward move");

        // The event log links the round, the mark and the kill to the round's report.
        let (_, events) = event_views(&sim, 1000);
        let kill = events.iter().find(|e| e.round == Some(RoundLink { step: killed_at, container: Some(id) }));
        assert!(kill.is_some_and(|e| !e.good && e.text.contains("Preempted")), "{events:?}");
        assert!(events.iter().any(|e| e.round == Some(RoundLink { step: marked_at, container: None })));

        let r = round_view(&mut sim, killed_at, Some(id)).expect("a round");
        assert_eq!(sim.step_index(), killed_at, "the simulator returns");
        let a = r.queues.iter().find(|q| q.queue == "root.a").unwrap();
        assert_eq!(a.guaranteed.memory(), 10_240);
        assert!(a.used.memory() > a.ideal.memory(), "a is over its ideal: {a:?}");
        assert!(a.to_preempt.memory() > 0 && !a.reasons.is_empty());
        let c = r.selected.iter().find(|c| c.container == id).expect("selected");
        assert_eq!((c.action, c.node.as_str()), ("killed", "node-1"));
        assert!(c.why.contains("newest first"), "{}", c.why);
        assert!(r.notes.iter().any(|n| n.contains("ignores placement constraints")));
        assert!(round_view(&mut sim, 1, None).is_none(), "no round in step 1");
        let c = chart_series(&sim);
        assert!(c.monitor_on);
        assert!(c.rounds.iter().any(|b| b.step == marked_at && b.marked > 0));
        assert!(c.rounds.iter().any(|b| b.step == killed_at && b.killed > 0));
    }

    #[test]
    fn the_policys_app_numbers_become_the_scenarios_names() {
        let (_, sim) = crate::view_model::fixtures::zk();
        let st = sim.state();
        let zk = st.world().app(AppId(0)).unwrap().name.clone();
        assert_eq!(named(st, "app 0 is the 1st application visited"), format!("{zk} is the 1st application visited"));
        assert_eq!(named(st, "master of app 0: spared"), format!("master of {zk}: spared"));
        assert_eq!(named(st, "unless app 0."), format!("unless {zk}."));
        // Not an application number: left alone.
        for text in ["app 9 is unknown", "app 0x", "webapp 0 here", "app zero", "happ 0"] {
            assert_eq!(named(st, text), text);
        }
    }
}
