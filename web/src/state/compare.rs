//! The Compare view's part of the state: the pinned baseline ("what changes if I deploy this?"). Pinning keeps a
//! copy of the scenario as it is now; edits, undo and redo change only the current scenario, so the baseline stays
//! until it is unpinned or replaced. It is not saved: a reload starts without one, and nothing is compared at
//! start-up.

use std::rc::Rc;

use spindle_core::scenario::Scenario;

/// Pinning, replacing and dropping the baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareAction {
    /// The current scenario becomes the baseline (replacing the one pinned before, if any).
    Pin,
    Unpin,
}

/// The scenario the current one is compared with.
#[derive(Clone, Debug, PartialEq)]
pub struct Baseline {
    pub scenario: Rc<Scenario>,
    /// Changes with every pin, so a view of the comparison knows when to recompute.
    pub id: u64,
}

impl Baseline {
    /// Applies `action`; `current` is the scenario being edited, `id` a number no earlier pin had.
    pub fn update(baseline: &mut Option<Baseline>, action: CompareAction, current: &Rc<Scenario>, id: u64) {
        *baseline = match action {
            CompareAction::Pin => Some(Baseline { scenario: current.clone(), id }),
            CompareAction::Unpin => None,
        };
    }
}
