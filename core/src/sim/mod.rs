//! The deterministic, step-able simulator: a sans-IO state machine over a [`Scenario`].
//!
//! The shell asks it to [`Simulator::step`] (one scheduling decision) and receives the [`Event`]s that decision
//! produced; it can go back to any earlier step exactly ([`Simulator::step_back`], [`Simulator::seek`]): every
//! `CHECKPOINT_EVERY` steps the whole state is kept, and an earlier step is rebuilt by replaying from the nearest
//! checkpoint — the run is deterministic, so replay reproduces it exactly.

mod state;

pub use state::{AppState, Container, Event, NodeExplanation, RequestState, SimState};

use alloc::vec::Vec;

use crate::scenario::{Scenario, ScenarioError};

/// Steps between kept full states. Going back costs at most this many replayed steps.
pub const CHECKPOINT_EVERY: usize = 32;

#[derive(Clone, Debug)]
pub struct Simulator {
    /// The current state.
    state: SimState,
    /// Full states at steps 0, K, 2K, … up to the furthest step reached.
    checkpoints: Vec<SimState>,
    /// The events of every step taken so far, `log[i]` for step `i + 1`; kept when stepping back so that stepping
    /// forward again replays instead of recomputing (the two are equal: the run is deterministic).
    log: Vec<Vec<Event>>,
}

impl Simulator {
    /// Validates the scenario and builds the state at step 0.
    pub fn new(scenario: &Scenario) -> Result<Simulator, ScenarioError> {
        let state = SimState::new(scenario)?;
        Ok(Simulator { checkpoints: alloc::vec![state.clone()], state, log: Vec::new() })
    }

    pub fn state(&self) -> &SimState {
        &self.state
    }

    /// How many decisions have been taken.
    pub fn step_index(&self) -> usize {
        self.state.step
    }

    pub fn now_ms(&self) -> u64 {
        self.state.now_ms
    }

    /// No decision is left to take.
    pub fn is_finished(&self) -> bool {
        self.state.is_finished()
    }

    /// The events of the steps taken so far, oldest first.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.log[..self.state.step].iter().flatten()
    }

    /// The events the latest step produced.
    pub fn last_events(&self) -> &[Event] {
        match self.state.step {
            0 => &[],
            n => &self.log[n - 1],
        }
    }

    /// Takes one decision and returns the events it produced (nothing when the run is finished).
    pub fn step(&mut self) -> &[Event] {
        if self.state.is_finished() {
            return &[];
        }
        let events = self.state.advance();
        let n = self.state.step;
        // After stepping back, the recorded future (log and later checkpoints) stays valid: the run is
        // deterministic, so re-taking step n yields the events already recorded for it.
        debug_assert!(self.log.len() < n || self.log[n - 1] == events, "replay diverged at step {n}");
        if self.log.len() >= n {
            self.log[n - 1] = events;
        } else {
            self.log.push(events);
        }
        if n.is_multiple_of(CHECKPOINT_EVERY) && self.checkpoints.len() <= n / CHECKPOINT_EVERY {
            self.checkpoints.push(self.state.clone());
        }
        &self.log[n - 1]
    }

    /// Goes back one decision; false at step 0.
    pub fn step_back(&mut self) -> bool {
        match self.state.step {
            0 => false,
            n => {
                self.seek(n - 1);
                true
            }
        }
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        self.seek(0);
    }

    /// Restores the state after exactly `step` decisions (or the end of the run, if it is shorter).
    pub fn seek(&mut self, step: usize) {
        // The nearest kept state at or before `step`; worth restoring when going back, or when it lies ahead.
        let k = (step / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        if step < self.state.step || k * CHECKPOINT_EVERY > self.state.step {
            self.state = self.checkpoints[k].clone();
        }
        while self.state.step < step && !self.state.is_finished() {
            self.step();
        }
    }

    /// Steps until nothing is left to decide or `max_steps` decisions were taken.
    pub fn run(&mut self, max_steps: usize) {
        for _ in 0..max_steps {
            if self.state.is_finished() {
                break;
            }
            self.step();
        }
    }
}

#[cfg(test)]
mod tests;
