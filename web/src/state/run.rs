//! The run's part of the state: the edited scenario (the source of truth), the simulator built from it, where
//! the run is and how it plays, and the scenario's edit history.

use std::cell::{Cell, Ref, RefCell};
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_core::sim::{SimOptions, Simulator};

use super::edit::{self, Edit};
use super::history::History;
use super::pacer::Pacer;
use crate::services::dom;
use crate::services::engine::{self, Engine};
use crate::services::preemption::{self, Refusal};
use crate::view_model;

/// Playback speeds: label and decisions per second (`INFINITY`: as many as the frame budget allows).
pub const SPEEDS: [(&str, f64); 6] =
    [("1 / s", 1.0), ("4 / s", 4.0), ("15 / s", 15.0), ("60 / s", 60.0), ("600 / s", 600.0), ("max", f64::INFINITY)];
const DEFAULT_SPEED: usize = 1;

/// Moving through the run and playing it: what the timeline and the keys Space, → and ← do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RunAction {
    Step,
    StepBack,
    Reset,
    Seek(usize),
    TogglePlay,
    /// An animation frame while playing, `elapsed_ms` after the previous one; its callback started `late_ms`
    /// after the frame began.
    Tick {
        elapsed_ms: f64,
        late_ms: f64,
    },
    SetSpeed(usize),
}

impl RunAction {
    /// Whether it moves the run, which needs the simulator's step path ([`Run::engine`]).
    pub fn moves(self) -> bool {
        !matches!(self, RunAction::TogglePlay | RunAction::SetSpeed(_))
    }
}

/// What became of an edit.
#[derive(Clone, Debug, PartialEq)]
pub enum EditOutcome {
    /// The edited scenario is installed; its run is replayed to the step the user was at (`wanted`) or, if the
    /// new run is shorter, to its last step (`at`). A scenario opened whole (`Edit::Replace`) starts at step 0.
    Applied { wanted: usize, at: usize },
    /// The edit changes nothing.
    Unchanged,
    /// Refused; the text stays at its field as a draft, with the reason.
    Drafted,
    /// Refused, and there is no field to show it at: the message says why.
    Refused(String),
    /// Not tried yet: the edited scenario enables the scheduling monitor and the preemption policy's chunk is not
    /// loaded (`services::preemption`); the edit is to be made again once it is.
    AwaitingPolicy,
    /// Only the scenario's name or description changed, which no part of a run reads: the scenario is installed
    /// and the run kept as it was, at its step.
    Described,
}

#[derive(Clone)]
pub struct Run {
    pub scenario: Rc<Scenario>,
    sim: Rc<RefCell<Simulator>>,
    /// Changes when the scenario changes (it is then saved).
    pub scenario_version: u64,
    pub history: History,
    pub playing: bool,
    pub speed: usize,
    /// Fractional decisions owed to the playback rate between frames (a cell: a frame that owes nothing
    /// updates it without making a new state, so it does not re-render).
    carry: Rc<Cell<f64>>,
    /// The per-frame decision budget, adapted to how long drawing takes.
    pacer: Rc<Cell<Pacer>>,
    /// The furthest step reached since the simulator was built (the scrubber's end).
    pub furthest: usize,
    /// The run has been seen to finish, so `furthest` is its last step.
    pub end_known: bool,
    /// Containers with this id or above were placed by the latest action (they animate in).
    pub fresh_from: Option<u64>,
    /// The simulator's step path (`services::engine`), once its chunk is here: the run is drawn and edited at
    /// step 0 without it, and every action that moves it needs it ([`RunAction::moves`]).
    pub engine: Option<Engine>,
}

impl Run {
    /// A run of `scenario`, or why the core refuses it.
    pub fn new(scenario: Scenario) -> Result<Run, String> {
        let sim = preemption::start(&scenario)?;
        let end_known = sim.is_finished();
        Ok(Run {
            scenario: Rc::new(scenario),
            sim: Rc::new(RefCell::new(sim)),
            scenario_version: 0,
            history: History::default(),
            playing: false,
            speed: DEFAULT_SPEED,
            carry: Rc::default(),
            pacer: Rc::default(),
            furthest: 0,
            end_known,
            fresh_from: None,
            engine: engine::engine(),
        })
    }

    /// The simulator, for reading.
    pub fn sim(&self) -> Ref<'_, Simulator> {
        self.sim.borrow()
    }

    /// The simulator, for the look-ups that go to another step and come back.
    pub fn sim_mut(&self) -> std::cell::RefMut<'_, Simulator> {
        self.sim.borrow_mut()
    }

    /// The simulator itself, shared, for memos that outlive this state.
    pub fn shared_sim(&self) -> Rc<RefCell<Simulator>> {
        self.sim.clone()
    }

    /// Applies a move through the run or a playback change. A move needs the engine ([`Run::engine`]); without
    /// it, it does nothing (the caller waits for the engine first: [`RunAction::moves`]).
    pub fn update(&mut self, action: RunAction) {
        match (action, self.engine) {
            (RunAction::TogglePlay, _) => {
                self.playing = !self.playing && !self.sim().is_finished();
                self.carry = Rc::default();
            }
            (RunAction::Tick { elapsed_ms, late_ms }, _) => {
                let owed = self.owed(elapsed_ms, late_ms);
                self.advance(owed)
            }
            (RunAction::SetSpeed(i), _) => self.speed = i.min(SPEEDS.len() - 1),
            (_, None) => {}
            (RunAction::Step, Some(e)) => self.travel(e.step),
            (RunAction::StepBack, Some(e)) => self.travel(|sim| {
                (e.step_back)(sim);
            }),
            (RunAction::Reset, Some(e)) => {
                self.playing = false;
                self.travel(e.reset)
            }
            (RunAction::Seek(n), Some(e)) => self.travel(|sim| (e.seek)(sim, n)),
        }
    }

    /// Moves through the run; what was placed by a forward move animates in.
    fn travel(&mut self, go: impl FnOnce(&mut Simulator)) {
        let mut sim = self.sim.borrow_mut();
        let (before, newest) = (sim.step_index(), view_model::newest_container(&sim));
        go(&mut sim);
        let after = sim.step_index();
        // Container ids only grow: whatever is above the newest one before the move is new.
        self.fresh_from = (after > before).then(|| newest.map_or(0, |n| n + 1));
        self.furthest = self.furthest.max(after);
        if sim.is_finished() {
            self.playing = false;
            self.end_known = true;
        }
    }

    /// How many decisions a frame `elapsed_ms` after the previous one owes at the playback speed (0 while
    /// paused). The fraction left over is kept for the next frame. The pacer learns from the frame's timing, and
    /// from `late_ms`, how long after the frame began its callback started.
    pub fn owed(&self, elapsed_ms: f64, late_ms: f64) -> usize {
        if !self.playing {
            return 0;
        }
        self.pacer.set(self.pacer.get().after_frame(elapsed_ms, late_ms));
        let rate = SPEEDS[self.speed.min(SPEEDS.len() - 1)].1;
        if !rate.is_finite() {
            return usize::MAX;
        }
        // A hidden tab stops frames; don't make up for the time it was away.
        let carry = self.carry.get() + elapsed_ms.clamp(0.0, 250.0) / 1000.0 * rate;
        self.carry.set(carry.fract());
        carry.floor() as usize
    }

    /// Takes up to `owed` decisions, within the frame budget (none without the engine).
    pub fn advance(&mut self, owed: usize) {
        let Some(engine) = self.engine.filter(|_| owed > 0) else { return };
        let mut last = dom::now_ms();
        let deadline = last + self.pacer.get().budget;
        let mut longest = 0.0_f64;
        self.travel(|sim| {
            for _ in 0..owed {
                let now = dom::now_ms();
                longest = longest.max(now - last);
                last = now;
                if sim.is_finished() || now > deadline {
                    return;
                }
                (engine.step)(sim);
            }
            longest = longest.max(dom::now_ms() - last);
        });
        self.pacer.set(self.pacer.get().after_decisions(longest));
    }

    /// Stages `e` on a copy of the scenario and installs it if the core accepts it.
    pub fn edit(&mut self, e: &Edit) -> EditOutcome {
        let field = e.field().cloned();
        let typed = match e {
            Edit::Set(_, text) | Edit::Choose(_, text) => Some(text.clone()),
            _ => None,
        };
        let candidate = match edit::apply(&self.scenario, e) {
            Err(err) => Err(err.0),
            // Nothing to build: the scenario is the one running.
            Ok(s) if s == *self.scenario => {
                if let Some(f) = &field {
                    self.history.clear_draft(f);
                }
                return EditOutcome::Unchanged;
            }
            // No part of a run reads the scenario's name or description: such an edit keeps the run as it is,
            // where it is, instead of building it again and replaying it to the step the user is at (a quarter of
            // a second at the end of a 10,000-node run). A scenario opened whole starts its run anew.
            Ok(s) if !matches!(e, Edit::Replace(_)) && s.runs_like(&self.scenario) => Ok((s, None)),
            Ok(s) => match preemption::simulator(&s, SimOptions::default()) {
                Ok(sim) => Ok((s, Some(sim))),
                Err(Refusal::PolicyNotLoaded) => return EditOutcome::AwaitingPolicy,
                Err(Refusal::Invalid(err)) => Err(edit::rejection_message(&err, field.as_ref())),
            },
        };
        match candidate {
            Err(error) => match (field, typed) {
                (Some(f), Some(text)) => {
                    self.history.draft(f, text, error);
                    EditOutcome::Drafted
                }
                _ => {
                    let what =
                        if matches!(e, Edit::Replace(_)) { "could not load this scenario" } else { "not applied" };
                    EditOutcome::Refused(format!("{what}: {error}. Your scenario is unchanged."))
                }
            },
            Ok((s, None)) => {
                self.history.record(self.scenario.clone(), field, e.merges());
                self.scenario = Rc::new(s);
                self.scenario_version += 1;
                EditOutcome::Described
            }
            Ok((s, Some(sim))) => {
                self.history.record(self.scenario.clone(), field, e.merges());
                let wanted = if matches!(e, Edit::Replace(_)) { 0 } else { self.sim().step_index() };
                let at = self.install(s, sim, wanted);
                EditOutcome::Applied { wanted, at }
            }
        }
    }

    /// Undo (`back`) or redo. `None` when there is nothing to go back (or forward) to, else whether the
    /// restored scenario runs (the error says why not).
    pub fn undo_redo(&mut self, back: bool) -> Option<Result<(), String>> {
        let s = self.history.travel(back, self.scenario.clone())?;
        // Back to another name or description: the run is the same, as after the edit.
        if s.runs_like(&self.scenario) {
            self.scenario = s;
            self.scenario_version += 1;
            return Some(Ok(()));
        }
        Some(match preemption::start(&s) {
            Ok(sim) => {
                let wanted = self.sim().step_index();
                self.install((*s).clone(), sim, wanted);
                Ok(())
            }
            Err(e) => Err(format!("could not restore that scenario: {e}")),
        })
    }

    /// Installs a new scenario and replays its run to `step` (or its last step, if it is shorter); returns the
    /// step reached. A new run is at step 0, where an edit made before the engine is here leaves it; a run is past
    /// step 0 only once the engine is here.
    fn install(&mut self, s: Scenario, mut sim: Simulator, step: usize) -> usize {
        if let Some(e) = self.engine.filter(|_| step > 0) {
            (e.seek)(&mut sim, step);
        }
        let at = sim.step_index();
        self.scenario = Rc::new(s);
        self.sim = Rc::new(RefCell::new(sim));
        self.scenario_version += 1;
        self.furthest = at;
        self.end_known = self.sim.borrow().is_finished();
        self.playing = false;
        self.fresh_from = None;
        at
    }
}
