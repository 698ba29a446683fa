//! The event log: the run's events in words.

use spindle_core::scheduler::ReleaseReason;
use spindle_core::sim::{Event, Simulator};

/// One line of the event log.
#[derive(Clone, Debug, PartialEq)]
pub struct EventView {
    pub at_ms: u64,
    pub text: String,
    pub good: bool,
    /// The event's name (`node-removed`, `container-finished`, …).
    pub kind: &'static str,
    /// A preemption round, or a container it marked or killed: the line opens that round's report.
    pub round: Option<RoundLink>,
}

/// Which round's report an event line opens, and the container to highlight in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundLink {
    pub step: usize,
    pub container: Option<u64>,
}

/// The newest `limit` events, oldest first, in words (the core's own sentence for each), and how many there are.
pub fn event_views(sim: &Simulator, limit: usize) -> (usize, Vec<EventView>) {
    let steps = sim.steps();
    let total: usize = steps.iter().map(<[Event]>::len).sum();
    let mut skip = total.saturating_sub(limit);
    let mut views = Vec::with_capacity(total.min(limit));
    for (i, events) in steps.iter().enumerate() {
        if skip >= events.len() {
            skip -= events.len();
            continue;
        }
        let round_here = events.iter().any(|e| matches!(e, Event::PreemptionRound { .. }));
        for e in &events[skip..] {
            let link = |container: Option<u64>| round_here.then_some(RoundLink { step: i + 1, container });
            views.push(EventView {
                at_ms: e.at_ms(),
                text: e.describe(),
                kind: e.name(),
                good: !matches!(
                    e,
                    Event::RequestRejected { .. }
                        | Event::AppRejected { .. }
                        | Event::PlacementRetried { .. }
                        | Event::Stalled { .. }
                        | Event::ContainerMarked { .. }
                        | Event::ContainerFinished {
                            reason: ReleaseReason::Preempted | ReleaseReason::NodeRemoved,
                            ..
                        }
                        | Event::NodeRemoved { decommissioned: false, .. }
                ),
                round: match e {
                    Event::PreemptionRound { .. } => link(None),
                    Event::ContainerMarked { container, .. }
                    | Event::ContainerFinished { container, reason: ReleaseReason::Preempted, .. } => {
                        link(Some(container.0))
                    }
                    _ => None,
                },
            });
        }
        skip = 0;
    }
    (total, views)
}
