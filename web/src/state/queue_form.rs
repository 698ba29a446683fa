//! The queue form's part of the state: a staged copy of the `capacity-scheduler` properties, edited freely,
//! checked by the core after every change, and applied as one undoable [`super::Edit`] only when the core finds no
//! error.

use std::rc::Rc;

use spindle_core::scenario::Scenario;

use super::queue_config::{self, Properties, QueueEdit};
use crate::view_model::{self, ConfigProblem};

/// The staged properties and what the core says about them.
#[derive(Clone, Debug, PartialEq)]
pub struct Staged {
    pub map: Rc<Properties>,
    pub problems: Rc<Vec<ConfigProblem>>,
    /// Why the latest change could not even be made (a child name used twice, removing root).
    pub refused: Option<String>,
}

impl Staged {
    /// No error: Apply is offered.
    pub fn valid(&self) -> bool {
        !self.problems.iter().any(|p| p.error)
    }

    /// Checks `map` against `scenario` (the problems depend on the applications too); `None` when it stages
    /// nothing (it equals what the scenario already has).
    fn check(scenario: &Scenario, map: Properties) -> Option<Staged> {
        if map == queue_config::starting_point(&scenario.capacity_scheduler) {
            return None;
        }
        let candidate = Scenario { capacity_scheduler: map.clone(), ..scenario.clone() };
        Some(Staged { problems: Rc::new(view_model::config_problems(&candidate)), map: Rc::new(map), refused: None })
    }
}

/// What the queue form does.
#[derive(Clone, Debug, PartialEq)]
pub enum QueueFormAction {
    /// Changes the staged properties (nothing is applied).
    Stage(QueueEdit),
    /// Applies the staged properties as one undoable edit, if the core finds no error in them.
    Apply,
    Discard,
}

/// What the rest of the state must do after a queue form action.
#[derive(Clone, Debug, PartialEq)]
pub enum FormOutcome {
    Nothing,
    /// A queue was removed from the staged properties (it cannot stay selected).
    Removed(String),
    /// Apply these valid staged properties as one undoable edit.
    Apply(Properties),
}

/// The queue form: its staged properties, when it has changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct QueueForm {
    pub staged: Option<Staged>,
}

impl QueueForm {
    /// Applies `action` to the form over `scenario`.
    pub fn update(&mut self, action: QueueFormAction, scenario: &Scenario) -> FormOutcome {
        match action {
            QueueFormAction::Stage(e) => self.stage(e, scenario),
            QueueFormAction::Apply => match self.staged.as_ref().filter(|st| st.valid()) {
                Some(st) => FormOutcome::Apply((*st.map).clone()),
                None => FormOutcome::Nothing,
            },
            QueueFormAction::Discard => {
                self.staged = None;
                FormOutcome::Nothing
            }
        }
    }

    /// Changes the staged properties (starting from the scenario's) and has the core check the result.
    fn stage(&mut self, e: QueueEdit, scenario: &Scenario) -> FormOutcome {
        let base = match &self.staged {
            Some(st) => (*st.map).clone(),
            None => queue_config::starting_point(&scenario.capacity_scheduler),
        };
        match queue_config::apply(&base, &e) {
            Ok(map) => {
                self.staged = Staged::check(scenario, map);
                match e {
                    QueueEdit::Remove { queue } => FormOutcome::Removed(queue),
                    _ => FormOutcome::Nothing,
                }
            }
            Err(why) => {
                let mut st = self.staged.clone().unwrap_or(Staged {
                    map: Rc::new(base),
                    problems: Rc::default(),
                    refused: None,
                });
                st.refused = Some(why);
                self.staged = Some(st);
                FormOutcome::Nothing
            }
        }
    }

    /// After the scenario changed: what the staged properties mean depends on the rest of it (applications name
    /// queues), and properties the scenario now has are no longer staged.
    pub fn recheck(&mut self, scenario: &Scenario) {
        self.staged = self.staged.take().and_then(|st| Staged::check(scenario, (*st.map).clone()));
    }
}
