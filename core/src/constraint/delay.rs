//! Progress of `DELAYED_OR` constraints: which alternative is in force. Sans-IO: the caller reports missed
//! scheduling opportunities, elapsed virtual time and allocations; nothing here reads a clock.
//!
//! Each `DelayedOr` node (numbered in pre-order, see [`PlacementConstraint::delayed_ors`]) starts at alternative
//! 0. An alternative with `Delay::Opportunities(n)` expires after `n` missed opportunities counted while it is
//! the newest alternative in force; `Delay::Millis(ms)` after `ms` of virtual time (the remainder carries over to
//! the next alternative). An alternative without delay never expires. With `reset_on_allocation`, an allocation
//! for the request brings the node back to alternative 0.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::ast::{Delay, DelayedOr, PlacementConstraint};

/// Progress of one `DelayedOr`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelayedOrProgress {
    /// Index of the newest alternative in force (alternatives 0..=active are all accepted).
    pub active: usize,
    /// Missed opportunities since `active` came into force.
    pub missed_opportunities: u64,
    /// Virtual time since `active` came into force.
    pub elapsed_ms: u64,
}

/// Progress of every `DelayedOr` of one constraint, in pre-order. An empty state means "all at alternative 0".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DelayState {
    /// One progress entry per `DELAYED_OR` of the constraint, in pre-order; missing entries are at alternative 0.
    pub entries: Vec<DelayedOrProgress>,
}

impl DelayState {
    /// The starting state for `constraint` (alternatives with a zero delay are skipped at once).
    pub fn new(constraint: &PlacementConstraint) -> Self {
        let ds = constraint.delayed_ors();
        let mut state = DelayState { entries: alloc::vec![DelayedOrProgress::default(); ds.len()] };
        for (p, d) in state.entries.iter_mut().zip(ds) {
            settle(p, d);
        }
        state
    }

    /// The newest alternative in force for the `i`-th `DelayedOr` (0 when the state has no entry).
    pub fn active(&self, i: usize) -> usize {
        self.entries.get(i).map_or(0, |p| p.active)
    }

    fn each(&mut self, constraint: &PlacementConstraint, mut f: impl FnMut(&mut DelayedOrProgress, &DelayedOr)) {
        let ds = constraint.delayed_ors();
        if self.entries.len() < ds.len() {
            self.entries.resize(ds.len(), DelayedOrProgress::default());
        }
        for (p, d) in self.entries.iter_mut().zip(ds) {
            f(p, d);
            settle(p, d);
        }
    }

    /// A scheduling opportunity was offered to the request and not taken.
    pub fn missed_opportunity(&mut self, constraint: &PlacementConstraint) {
        self.each(constraint, |p, _| p.missed_opportunities = p.missed_opportunities.saturating_add(1));
    }

    /// `ms` of virtual time passed.
    pub fn advance_time(&mut self, constraint: &PlacementConstraint, ms: u64) {
        self.each(constraint, |p, _| p.elapsed_ms = p.elapsed_ms.saturating_add(ms));
    }

    /// A container of the request was allocated.
    pub fn allocated(&mut self, constraint: &PlacementConstraint) {
        self.each(constraint, |p, d| {
            if d.reset_on_allocation {
                *p = DelayedOrProgress::default();
            }
        });
    }
}

/// Moves to later alternatives while the newest one in force has expired.
fn settle(p: &mut DelayedOrProgress, d: &DelayedOr) {
    while p.active + 1 < d.alternatives.len() {
        match d.alternatives[p.active].delay {
            Some(Delay::Opportunities(n)) if p.missed_opportunities >= n => {
                p.active += 1;
                p.missed_opportunities = 0;
                p.elapsed_ms = 0;
            }
            Some(Delay::Millis(ms)) if p.elapsed_ms >= ms => {
                p.active += 1;
                p.elapsed_ms -= ms;
                p.missed_opportunities = 0;
            }
            _ => break,
        }
    }
}

/// How much of the current alternative's delay remains, for messages.
pub fn remaining(p: &DelayedOrProgress, d: &DelayedOr) -> Option<Delay> {
    match d.alternatives.get(p.active)?.delay? {
        Delay::Opportunities(n) => Some(Delay::Opportunities(n.saturating_sub(p.missed_opportunities))),
        Delay::Millis(ms) => Some(Delay::Millis(ms.saturating_sub(p.elapsed_ms))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::builders::*;

    fn c() -> PlacementConstraint {
        delayed_or_with_reset([
            timed_opportunities(target_in(NODE, [allocation_tag(&["a"])]), 2),
            timed_clock(target_in(RACK, [allocation_tag(&["a"])]), 1000),
            untimed(and([])),
        ])
    }

    #[test]
    fn opportunities_then_time_then_forever() {
        let c = c();
        let mut s = DelayState::new(&c);
        assert_eq!(s.active(0), 0);
        s.missed_opportunity(&c);
        assert_eq!(s.active(0), 0);
        s.missed_opportunity(&c);
        assert_eq!(s.active(0), 1);
        s.missed_opportunity(&c);
        assert_eq!(s.active(0), 1, "a time delay ignores opportunities");
        s.advance_time(&c, 1500);
        assert_eq!(s.active(0), 2);
        s.advance_time(&c, 1_000_000);
        assert_eq!(s.active(0), 2);
        s.allocated(&c);
        assert_eq!(s.active(0), 0, "reset after allocation");
    }

    #[test]
    fn zero_delays_are_skipped_at_start() {
        let c = delayed_or([timed_opportunities(and([]), 0), untimed(or([]))]);
        assert_eq!(DelayState::new(&c).active(0), 1);
    }
}
