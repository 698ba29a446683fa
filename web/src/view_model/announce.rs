//! What one step did, in one sentence for the page's polite live region: "Step 12: 3 placed, 1 preempted." A
//! screen reader hears the outcome of each decision without the chatter of every event (or of the clock).

use spindle_core::scheduler::ReleaseReason;
use spindle_core::sim::{Event, Simulator};

/// How many of each outcome a step's events hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepOutcome {
    pub placed: u32,
    pub reserved: u32,
    pub rejected: u32,
    pub marked: u32,
    pub preempted: u32,
    pub finished_apps: u32,
}

impl StepOutcome {
    pub fn of(events: &[Event]) -> StepOutcome {
        let mut o = StepOutcome::default();
        for e in events {
            match e {
                Event::ContainerAllocated { .. } => o.placed += 1,
                Event::ContainerReserved { .. } => o.reserved += 1,
                Event::RequestRejected { count, .. } => o.rejected += count,
                Event::AppRejected { .. } => o.rejected += 1,
                Event::ContainerMarked { .. } => o.marked += 1,
                Event::ContainerFinished { reason: ReleaseReason::Preempted, .. } => o.preempted += 1,
                Event::AppFinished { .. } => o.finished_apps += 1,
                _ => {}
            }
        }
        o
    }

    /// "3 placed, 1 preempted", or "nothing placed" when the step changed none of these.
    pub fn words(&self) -> String {
        let parts: Vec<String> = [
            (self.placed, "placed"),
            (self.reserved, "reserved"),
            (self.rejected, "rejected"),
            (self.marked, "marked for preemption"),
            (self.preempted, "preempted"),
            (
                self.finished_apps,
                if self.finished_apps == 1 { "application finished" } else { "applications finished" },
            ),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}"))
        .collect();
        if parts.is_empty() {
            "nothing placed".to_string()
        } else {
            parts.join(", ")
        }
    }
}

/// The sentence for the simulator's current step: "Step 12: 3 placed, 1 preempted." (and "The run is finished."
/// at its end). Step 0 has decided nothing yet.
pub fn step_announcement(sim: &Simulator) -> String {
    let step = sim.step_index();
    if step == 0 {
        return "Step 0: nothing decided yet.".to_string();
    }
    let outcome = StepOutcome::of(sim.last_events()).words();
    let end = if sim.is_finished() { " The run is finished." } else { "" };
    format!("Step {step}: {outcome}.{end}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_summarised_by_outcome_not_by_event() {
        let o = StepOutcome { placed: 3, preempted: 1, ..Default::default() };
        assert_eq!(o.words(), "3 placed, 1 preempted");
        assert_eq!(StepOutcome::default().words(), "nothing placed");
        let o = StepOutcome { rejected: 2, marked: 1, finished_apps: 1, ..Default::default() };
        assert_eq!(o.words(), "2 rejected, 1 marked for preemption, 1 application finished");
    }

    #[test]
    fn the_first_steps_of_a_builtin_scenario_are_announced() {
        let scenario = crate::scenarios::builtin(crate::scenarios::DEFAULT_SCENARIO).expect("the default scenario");
        let mut sim = Simulator::new(&scenario).expect("it builds");
        assert_eq!(step_announcement(&sim), "Step 0: nothing decided yet.");
        let mut placed = 0;
        while sim.step_index() < 20 && !sim.is_finished() {
            sim.step();
            let text = step_announcement(&sim);
            assert!(text.starts_with(&format!("Step {}: ", sim.step_index())), "{text}");
            placed += StepOutcome::of(sim.last_events()).placed;
        }
        assert!(placed > 0, "the default scenario places containers in its first steps");
    }
}
