//! Timed cluster events for the events editor's list and the timeline's markers, and the core's verdict on a
//! scenario with a staged event in place.

use spindle_core::scenario::{validate, ClusterChange, FieldPath, Scenario};
use spindle_core::sim::{Event, Simulator};

use super::time_label;

/// One row of the events editor: `events[index]`, listed in time order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    pub index: usize,
    pub at_ms: u64,
    /// The scenario format's `kind`.
    pub kind: &'static str,
    /// The node it concerns (empty for `reconfigure`).
    pub node: String,
    /// One line: what happens.
    pub text: String,
}

/// A marker on the timeline: a cluster event at its time, labelled with its node.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    pub at_ms: u64,
    pub kind: &'static str,
    /// The node name, or "queues" for a refresh.
    pub label: String,
    /// Where on the track, 0–100 (% of the time span the track shows).
    pub percent: f64,
    /// The run has reached it.
    pub passed: bool,
    /// The step at which it happened, once the run got there (a click goes there).
    pub step: Option<usize>,
}

/// The track's "now" and its markers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Markers {
    pub now_percent: f64,
    pub span_ms: u64,
    pub markers: Vec<Marker>,
}

/// A diagnostic of the core, for a staged event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventProblem {
    pub path: FieldPath,
    pub message: String,
    pub error: bool,
}

fn kind_and_node(change: &ClusterChange) -> (&'static str, String) {
    match change {
        ClusterChange::AddNode { node, .. } => ("add-node", node.name.clone()),
        ClusterChange::DecommissionNode { node } => ("decommission-node", node.clone()),
        ClusterChange::RemoveNode { node } => ("remove-node", node.clone()),
        ClusterChange::Reconfigure { .. } => ("reconfigure", String::new()),
    }
}

/// The scenario's events in time order (stable, as the simulator applies them).
pub fn event_rows(s: &Scenario) -> Vec<EventRow> {
    let mut rows: Vec<EventRow> = s
        .events
        .iter()
        .enumerate()
        .map(|(index, e)| {
            let (kind, node) = kind_and_node(&e.change);
            let text = match &e.change {
                ClusterChange::AddNode { rack, node } => format!(
                    "{} joins {rack} ({} MB, {} vcores{})",
                    node.name,
                    node.resource.memory_mb,
                    node.resource.vcores,
                    if node.partition.is_empty() { String::new() } else { format!(", partition {}", node.partition) }
                ),
                ClusterChange::DecommissionNode { node } => {
                    format!("{node} is decommissioned gracefully: nothing new, running containers finish")
                }
                ClusterChange::RemoveNode { node } => format!("{node} is lost: its containers are killed"),
                ClusterChange::Reconfigure { capacity_scheduler } => {
                    format!("yarn rmadmin -refreshQueues with {} properties", capacity_scheduler.len())
                }
            };
            EventRow { index, at_ms: e.at_ms, kind, node, text }
        })
        .collect();
    spindle_core::sort::sort_by_key(&mut rows, |r| r.at_ms);
    rows
}

/// Markers for the scenario's events on a track from 0 to a little past the later of the last event and now.
pub fn event_markers(s: &Scenario, sim: &Simulator) -> Markers {
    let now = sim.now_ms();
    let last = s.events.iter().map(|e| e.at_ms).max().unwrap_or(0);
    let span = (last.max(now) / 10).saturating_add(last.max(now)).max(1_000);
    let pct = |t: u64| (t as f64 * 100.0 / span as f64).min(100.0);
    // The step whose events include the first of a kind at or after the marker's time.
    let steps = sim.steps();
    let step_of = |at: u64| {
        steps.iter().position(|evs| {
            evs.iter().any(|e| {
                e.at_ms() >= at
                    && matches!(
                        e,
                        Event::NodeAdded { .. }
                            | Event::NodeDecommissioning { .. }
                            | Event::NodeRemoved { .. }
                            | Event::QueuesRefreshed { .. }
                    )
            })
        })
    };
    let markers = event_rows(s)
        .into_iter()
        .map(|r| {
            let step = step_of(r.at_ms).map(|i| i + 1).filter(|_| r.at_ms <= now);
            Marker {
                at_ms: r.at_ms,
                kind: r.kind,
                label: if r.node.is_empty() { "queues".into() } else { r.node },
                percent: pct(r.at_ms),
                passed: r.at_ms <= now && sim.step_index() > 0,
                step,
            }
        })
        .collect();
    Markers { now_percent: pct(now), span_ms: span, markers }
}

/// What the core's `validate` says about `candidate` that concerns `events[index]` (errors and warnings), and
/// every error elsewhere (an event the staged one breaks), in order of discovery.
pub fn event_problems(candidate: &Scenario, index: usize) -> Vec<EventProblem> {
    let here = FieldPath::event(index);
    validate(candidate, None)
        .diagnostics
        .into_iter()
        .filter(|d| d.is_error() || d.path.starts_with(&here))
        .map(|d| EventProblem { error: d.is_error(), path: d.path, message: d.message })
        .collect()
}

/// `10 s · node-1` for a marker's tooltip.
pub fn marker_title(m: &Marker) -> String {
    format!("{} at {}: {}", m.kind, time_label(m.at_ms), m.label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_time_order_and_markers_follow_the_run() {
        let s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("node-failure").expect("built in")).expect("parses");
        let rows = event_rows(&s);
        assert_eq!((rows[0].kind, rows[0].node.as_str(), rows[0].at_ms), ("remove-node", "node-1", 10_000));
        let mut sim = Simulator::new(&s).unwrap();
        let m = event_markers(&s, &sim);
        assert_eq!(m.markers.len(), 1);
        assert!(!m.markers[0].passed && m.markers[0].step.is_none());
        assert!(m.markers[0].percent > 50.0 && m.markers[0].percent < 100.0);
        sim.run_until(10_000);
        let m = event_markers(&s, &sim);
        let step = m.markers[0].step.expect("reached");
        assert!(m.markers[0].passed);
        assert!(sim.steps()[step - 1].iter().any(|e| matches!(e, Event::NodeRemoved { at_ms: 10_000, .. })));
    }
}
