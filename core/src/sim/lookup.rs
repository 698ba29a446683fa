//! Look-ups across the run: when a container was placed or preempted, answered from the event log, and the state
//! at an earlier step, rebuilt by replay. None of them moves the run: the simulator ends at the step it started
//! at (the run is deterministic, so going there and back changes nothing).

use super::{Event, SimState, Simulator};
use crate::ids::ContainerId;
use crate::scheduler::ReleaseReason;

impl Simulator {
    /// The step that allocated `container` (the container exists in the state after that step), if one of the
    /// steps taken so far did.
    pub fn placed_at(&self, container: ContainerId) -> Option<usize> {
        self.steps()
            .iter()
            .position(|events| {
                events.iter().any(|e| matches!(e, Event::ContainerAllocated { container: c, .. } if *c == container))
            })
            .map(|i| i + 1)
    }

    /// The step of the latest preemption round, at or before the current step, that marked `container` for
    /// preemption or killed it. A container the policy marks and later kills belongs to the killing round once
    /// that round is reached.
    pub fn preemption_round_of(&self, container: ContainerId) -> Option<usize> {
        self.steps()
            .iter()
            .rposition(|events| {
                events.iter().any(|e| match e {
                    Event::ContainerMarked { container: c, .. } => *c == container,
                    Event::ContainerFinished { container: c, reason: ReleaseReason::Preempted, .. } => *c == container,
                    _ => false,
                })
            })
            .map(|i| i + 1)
    }

    /// Calls `look` on the state after `step` (at most the current step) and returns to the current step.
    pub fn look_at<R>(&mut self, step: usize, look: impl FnOnce(&SimState) -> R) -> R {
        self.look_at_via(Simulator::seek, step, look)
    }

    /// [`look_at`](Self::look_at), going there and back with `seek`: [`Simulator::seek`], or the shell's way to
    /// it (the playground's first page reaches the simulator's step path through a wasm chunk).
    pub fn look_at_via<R>(
        &mut self,
        seek: fn(&mut Simulator, usize),
        step: usize,
        look: impl FnOnce(&SimState) -> R,
    ) -> R {
        let now = self.step_index();
        if step >= now {
            return look(self.state());
        }
        seek(self, step);
        let seen = look(self.state());
        seek(self, now);
        seen
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::scenario::Scenario;

    fn builtin(name: &str) -> Simulator {
        let s: Scenario = serde_json::from_str(crate::builtin::json(name).unwrap()).unwrap();
        Simulator::new(&s).unwrap()
    }

    #[test]
    fn placed_at_is_the_first_step_whose_state_has_the_container() {
        let mut sim = builtin("three-queues");
        sim.run(40);
        let ids: Vec<ContainerId> = sim.state().containers().keys().copied().collect();
        assert!(ids.len() > 3);
        for id in ids {
            let step = sim.placed_at(id).expect("placed");
            let (before, after) = (sim.look_at(step - 1, |st| st.containers().contains_key(&id)), {
                sim.look_at(step, |st| st.containers().contains_key(&id))
            });
            assert!(!before && after, "container {} at step {step}", id.0);
            assert_eq!(sim.step_index(), 40, "the run stays where it was");
        }
        assert_eq!(sim.placed_at(ContainerId(9_999)), None);
        // A step back forgets what the steps after it placed.
        let last = *sim.state().containers().keys().next_back().unwrap();
        let placed = sim.placed_at(last).unwrap();
        sim.seek(placed - 1);
        assert_eq!(sim.placed_at(last), None);
    }

    #[test]
    fn a_preempted_container_belongs_to_the_round_that_marked_it_then_to_the_one_that_killed_it() {
        let mut sim = builtin("three-queues-preemption");
        let mut marked = None;
        while !sim.is_finished() && marked.is_none() {
            sim.step();
            marked = sim.last_events().iter().find_map(|e| match e {
                Event::ContainerMarked { container, .. } => Some(*container),
                _ => None,
            });
        }
        let id = marked.expect("the preemption scenario marks a container");
        let marked_at = sim.step_index();
        assert!(sim.last_events().iter().any(|e| matches!(e, Event::PreemptionRound { .. })));
        sim.step();
        assert_eq!(sim.preemption_round_of(id), Some(marked_at), "still the marking round a step later");
        while !sim.is_finished() && sim.state().containers().contains_key(&id) {
            sim.step();
        }
        let killed_at = sim.step_index();
        assert!(sim
            .last_events()
            .iter()
            .any(|e| matches!(e, Event::ContainerFinished { container, reason: ReleaseReason::Preempted, .. } if *container == id)));
        assert_eq!(sim.preemption_round_of(id), Some(killed_at));
        // The round's report is read at its step, and the run comes back.
        let round_at = sim.look_at(marked_at, |st| st.preemption_report().map(|r| r.now_ms));
        assert_eq!(sim.step_index(), killed_at);
        assert!(round_at.is_some());
        sim.seek(marked_at - 1);
        assert_eq!(sim.preemption_round_of(id), None, "not marked yet");
        let unmarked = sim.state().containers().keys().next().copied().unwrap();
        assert_eq!(sim.preemption_round_of(unmarked), None);
    }
}
