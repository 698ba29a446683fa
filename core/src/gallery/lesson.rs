//! Guided lessons: short narrated steps tied to the simulator's steps, **predict** prompts whose answer the
//! simulator computes, and a closing check of understanding. The format is documented in `docs/lessons.md`.
//!
//! A lesson never hard-codes an answer: a [`Predict`] names an application and a request, and [`predict`] steps a
//! copy of the run to where that request's next container is allocated. The learner's choice is judged against
//! that node, with the node-by-node explanation ([`NodeExplanation`]: room, then the constraint's verdict tree
//! with the counts it saw) at the moment of the question.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::served::leak;
use crate::constraint::{Verdict, VerdictDetail};
use crate::ids::AppId;
use crate::sim::{Event, NodeExplanation, Simulator};
use crate::topology::NodeId;

/// Steps [`Anchor`]s and [`predict`] look ahead at most (a guard for runs that never end).
pub const MAX_LOOKAHEAD: usize = 100_000;

/// A guided lesson on one gallery scenario: an introduction, narrated steps with predict prompts, and a closing
/// check (`docs/lessons.md`). Read back from a served file, its text is kept for the life of the process
/// ([`super::served`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// The lesson's heading.
    #[serde(deserialize_with = "leak::str")]
    pub title: &'static str,
    /// What the lesson is about, shown before the first step (glossary markup, see [`super::markup`]).
    #[serde(deserialize_with = "leak::str")]
    pub intro: &'static str,
    /// The narrated steps, in run order.
    #[serde(deserialize_with = "leak::slice")]
    pub steps: &'static [LessonStep],
    /// The closing check of understanding.
    #[serde(deserialize_with = "leak::slice")]
    pub check: &'static [Question],
}

impl Lesson {
    /// What a gallery entry's `lesson` points to when this build leaves the lessons out (feature `content` off):
    /// the entry has a lesson, and [`super::served::Content`] has its text.
    pub const SERVED: Lesson = Lesson { title: "", intro: "", steps: &[], check: &[] };

    /// Whether this is [`Lesson::SERVED`], not a lesson's content.
    pub fn is_served(&self) -> bool {
        self.steps.is_empty()
    }
}

/// One narrated step: the playground moves the run to `at`, shows `text`, and, with a `predict`, asks before
/// revealing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonStep {
    /// Where in the run the step is shown.
    pub at: Anchor,
    /// The narration (glossary markup).
    #[serde(deserialize_with = "leak::str")]
    pub text: &'static str,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    /// A question the learner answers before the run moves on.
    pub predict: Option<Predict>,
}

/// Where in the run a lesson step is shown, resolved to a simulator step by [`resolve`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Anchor {
    /// Step 0, before anything happened.
    Start,
    /// Just before the step in which the `nth` (1-based) container of `request` of application `app` (by name)
    /// is allocated: the moment to ask where it will go.
    BeforeAllocation {
        /// The application, by its scenario name.
        #[serde(deserialize_with = "leak::str")]
        app: &'static str,
        /// The request's index in the application.
        request: u32,
        /// Which of its containers, counting from 1.
        nth: u32,
    },
    /// Just after that step.
    AfterAllocation {
        /// The application, by its scenario name.
        #[serde(deserialize_with = "leak::str")]
        app: &'static str,
        /// The request's index in the application.
        request: u32,
        /// Which of its containers, counting from 1.
        nth: u32,
    },
    /// The last step at or before this virtual time.
    Time {
        /// Virtual milliseconds since the run's start.
        ms: u64,
    },
    /// The end of the run.
    End,
}

/// "Which node will the next container of this request land on?" The answer comes from [`predict`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Predict {
    /// The question as asked (glossary markup).
    #[serde(deserialize_with = "leak::str")]
    pub question: &'static str,
    /// The application, by its scenario name.
    #[serde(deserialize_with = "leak::str")]
    pub app: &'static str,
    /// The request's index in the application.
    pub request: u32,
}

/// A multiple-choice question of the closing check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The question (glossary markup).
    #[serde(deserialize_with = "leak::str")]
    pub prompt: &'static str,
    /// The answers offered, in order.
    #[serde(deserialize_with = "leak::strs")]
    pub choices: &'static [&'static str],
    /// Index into `choices`.
    pub answer: usize,
    /// Why that answer (glossary markup).
    #[serde(deserialize_with = "leak::str")]
    pub explanation: &'static str,
}

impl Question {
    /// Whether `choice` is the right answer.
    pub fn is_right(&self, choice: usize) -> bool {
        choice == self.answer
    }
}

/// Why a lesson cannot be followed on a run (a lesson that does not fit its scenario; the tests catch these).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "error", rename_all = "kebab-case")]
pub enum LessonError {
    /// No application of that name in the scenario.
    UnknownApp {
        /// The name the lesson gave.
        app: String,
    },
    /// The application has no request with that index.
    UnknownRequest {
        /// The application's name.
        app: String,
        /// The index the lesson gave.
        request: u32,
    },
    /// The run ends (or passes the look-ahead) before the container the lesson waits for is allocated.
    NeverAllocated {
        /// The application's name.
        app: String,
        /// The request's index.
        request: u32,
        /// Which of its containers, counting from 1.
        nth: u32,
    },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::UnknownApp { app } => write!(f, "the scenario has no application `{app}`"),
            LessonError::UnknownRequest { app, request } => write!(f, "`{app}` has no request #{request}"),
            LessonError::NeverAllocated { app, request, nth } => {
                write!(f, "container {nth} of `{app}` request #{request} is never allocated in this run")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for LessonError {}

/// The application called `name` in the run.
fn app_id(sim: &Simulator, name: &str) -> Result<AppId, LessonError> {
    let world = sim.state().world();
    world.apps.iter().find(|a| a.name == name).map(|a| a.id).ok_or(LessonError::UnknownApp { app: name.to_string() })
}

/// A copy of the run at step 0 (replays are deterministic, so looking ahead never disturbs the caller's run).
fn from_start(sim: &Simulator) -> Simulator {
    let mut copy = sim.clone();
    copy.reset();
    copy
}

/// The step (1-based) whose events allocate the `nth` container of `request` of `app`, and the node.
fn allocation_step(sim: &Simulator, app: AppId, request: u32, nth: u32) -> Option<(usize, NodeId)> {
    let mut run = from_start(sim);
    let mut seen = 0;
    for _ in 0..MAX_LOOKAHEAD {
        if run.is_finished() {
            return None;
        }
        let step = run.step_index() + 1;
        for e in run.step() {
            if let Event::ContainerAllocated { app: a, request: Some(r), node, .. } = e {
                if *a == app && *r == request {
                    seen += 1;
                    if seen == nth {
                        return Some((step, *node));
                    }
                }
            }
        }
    }
    None
}

/// The simulator step a lesson step is shown at.
pub fn resolve(sim: &Simulator, at: &Anchor) -> Result<usize, LessonError> {
    match *at {
        Anchor::Start => Ok(0),
        Anchor::BeforeAllocation { app, request, nth } | Anchor::AfterAllocation { app, request, nth } => {
            let id = app_id(sim, app)?;
            let (step, _) = allocation_step(sim, id, request, nth).ok_or(LessonError::NeverAllocated {
                app: app.to_string(),
                request,
                nth,
            })?;
            Ok(if matches!(at, Anchor::BeforeAllocation { .. }) { step - 1 } else { step })
        }
        Anchor::Time { ms } => {
            let mut run = from_start(sim);
            run.run_until(ms);
            Ok(run.step_index())
        }
        Anchor::End => {
            let mut run = from_start(sim);
            run.run(MAX_LOOKAHEAD);
            Ok(run.step_index())
        }
    }
}

/// A lesson step resolved on a run: the simulator step to show and, for a predict prompt, its answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlannedStep {
    /// The simulator step the lesson step is shown at.
    pub step: usize,
    /// The answer to the step's predict prompt, computed on the run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<PredictAnswer>,
}

/// Resolves every step of `lesson` on the run `sim` (a copy is stepped; `sim` is not changed): what a player needs
/// once, when the lesson opens. The error names the lesson step that does not fit the run.
pub fn plan(sim: &Simulator, lesson: &Lesson) -> Result<Vec<PlannedStep>, (usize, LessonError)> {
    lesson
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let step = resolve(sim, &s.at).map_err(|e| (i, e))?;
            let answer = s.predict.as_ref().map(|p| predict(sim, step, p)).transpose().map_err(|e| (i, e))?;
            Ok(PlannedStep { step, answer })
        })
        .collect()
}

/// The answer to a [`Predict`] asked at `step`: where the request's next container lands, and every node's
/// explanation at the moment of the question.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PredictAnswer {
    /// The application asked about.
    pub app: AppId,
    /// The request's index in it.
    pub request: u32,
    /// The step the question is asked at.
    pub step: usize,
    /// The step that allocates the container (moving the run there reveals the answer).
    pub reveal_step: usize,
    /// The node the container lands on: the one right answer.
    pub node: NodeId,
    /// That node's host name.
    pub node_name: String,
    /// Why the scheduler chose it, as the allocation event says.
    pub reason: String,
    /// The nodes that could take the container at the question's step (room and constraints). A well-posed
    /// prompt has exactly one, the answer.
    pub candidates: Vec<NodeId>,
    /// Every live node's explanation at the question's step.
    pub nodes: Vec<NodeExplanation>,
}

/// The verdict on a learner's choice.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Judgement {
    /// Whether the learner chose the node the container lands on.
    pub correct: bool,
    /// The node the learner chose.
    pub chosen: NodeId,
    /// Its host name.
    pub chosen_name: String,
    /// The right node.
    pub answer_name: String,
    /// One sentence: right or wrong, and the deciding reason.
    pub summary: String,
    /// The reasons that decided it, most important first (room, then each failing or holding part of the
    /// constraint with its counts).
    pub reasons: Vec<String>,
    /// The constraint's verdict tree on the chosen node at the question's step (`None` for a node that is not in
    /// the cluster then).
    pub verdict: Option<Verdict>,
}

/// Computes the answer to `p` asked at `step` of the run `sim` (a copy is stepped; `sim` is not changed).
pub fn predict(sim: &Simulator, step: usize, p: &Predict) -> Result<PredictAnswer, LessonError> {
    let app = app_id(sim, p.app)?;
    let unknown_request = || LessonError::UnknownRequest { app: p.app.to_string(), request: p.request };
    let mut run = from_start(sim);
    run.seek(step);
    let nodes = run.state().explain(app, p.request as usize).ok_or_else(unknown_request)?;
    let candidates = nodes.iter().filter(|n| n.fits()).map(|n| n.node).collect();
    for _ in 0..MAX_LOOKAHEAD {
        if run.is_finished() {
            break;
        }
        let reveal_step = run.step_index() + 1;
        let landed = run.step().iter().find_map(|e| match e {
            Event::ContainerAllocated { app: a, request: Some(r), node, node_name, reason, .. }
                if *a == app && *r == p.request =>
            {
                Some((*node, node_name.clone(), reason.clone()))
            }
            _ => None,
        });
        if let Some((node, node_name, reason)) = landed {
            return Ok(PredictAnswer {
                app,
                request: p.request,
                step,
                reveal_step,
                node,
                node_name: node_name.to_string(),
                reason: reason.to_string(),
                candidates,
                nodes,
            });
        }
    }
    let allocated = run.state().apps()[app.index()].requests.get(p.request as usize).map_or(0, |r| r.allocated);
    Err(LessonError::NeverAllocated { app: p.app.to_string(), request: p.request, nth: allocated + 1 })
}

impl PredictAnswer {
    /// Judges the learner's choice of `chosen`, explaining why it is right or wrong.
    pub fn judge(&self, chosen: NodeId) -> Judgement {
        let Some(pick) = self.nodes.iter().find(|n| n.node == chosen) else {
            return Judgement {
                correct: false,
                chosen,
                chosen_name: String::new(),
                answer_name: self.node_name.clone(),
                summary: format!("That node is not in the cluster now; the container lands on {}.", self.node_name),
                reasons: Vec::new(),
                verdict: None,
            };
        };
        let correct = chosen == self.node;
        let mut reasons = Vec::new();
        if !pick.schedulable {
            reasons.push(format!("{} takes no new containers (it is decommissioning or gone)", pick.node_name));
        }
        if !pick.has_room {
            reasons.push(format!("{} has no room: {} free", pick.node_name, pick.free));
        }
        if pick.reserved_by_other {
            reasons.push(format!("another application holds a reservation on {}", pick.node_name));
        }
        if pick.blacklisted {
            reasons.push(format!("the placement-processor blacklisted {} for this request", pick.node_name));
        }
        let held = pick.verdict.satisfied();
        if !held || pick.fits() {
            deciding_sentences(&pick.verdict, held, &mut reasons);
        } else {
            reasons.push(format!("the constraint holds on {} ({})", pick.node_name, pick.verdict.sentence));
        }
        let summary = if correct {
            format!("Right: it lands on {}. {}", self.node_name, first_or(&reasons, &self.reason))
        } else if pick.fits() {
            format!(
                "Not this time: {} could take it too, but the container lands on {} first ({}).",
                pick.node_name, self.node_name, self.reason
            )
        } else {
            format!(
                "Wrong: it lands on {}. {} cannot take it: {}.",
                self.node_name,
                pick.node_name,
                first_or(&reasons, "it does not fit")
            )
        };
        Judgement {
            correct,
            chosen,
            chosen_name: pick.node_name.clone(),
            answer_name: self.node_name.clone(),
            summary,
            reasons,
            verdict: Some(pick.verdict.clone()),
        }
    }
}

fn first_or(reasons: &[String], fallback: &str) -> String {
    reasons.first().cloned().unwrap_or_else(|| fallback.to_string())
}

/// The sentences of a verdict tree that decided its outcome, with the counts they saw: where it fails, the parts
/// that failed; where it holds, the parts that held. A `DELAYED_OR` says which alternatives are in force and only
/// those are followed.
fn deciding_sentences(v: &Verdict, outcome: bool, out: &mut Vec<String>) {
    if let VerdictDetail::DelayedOr { alternatives, .. } = &v.detail {
        out.push(v.sentence.clone());
        for a in alternatives.iter().filter(|a| a.in_force && a.verdict.satisfied() == outcome) {
            deciding_sentences(&a.verdict, outcome, out);
        }
        return;
    }
    let kids = v.children();
    if kids.is_empty() {
        if v.satisfied() == outcome && !v.sentence.is_empty() {
            out.push(v.sentence.clone());
        }
        return;
    }
    for k in kids.into_iter().filter(|k| k.satisfied() == outcome) {
        deciding_sentences(k, outcome, out);
    }
}
