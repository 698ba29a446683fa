//! A lesson being followed: which narrated step is shown, the learner's prediction and its verdict, and the
//! answers to the closing check. Pure data; the root moves the run to [`LessonRun::sim_step`] after each change
//! and keeps [`LessonRun::at`] in localStorage as the learner's progress. The code that plans a lesson and judges
//! a prediction ([`LessonCode`]) rides in the served content's wasm chunk (`services::content`).

use std::rc::Rc;

use spindle_core::gallery::lesson::{plan, Judgement, Lesson, LessonError, PlannedStep, PredictAnswer};
use spindle_core::gallery::served::Content;
use spindle_core::gallery::Entry;
use spindle_core::sim::Simulator;
use spindle_core::topology::NodeId;

use crate::services::preemption;

/// The core's lesson code a run calls: planning a lesson on its run (`gallery::lesson::plan`, the predictions'
/// answers) and judging a prediction. In the browser it is in `split_served_content.wasm`, handed out with the
/// content's reader (`services::content::CONTENT`): a lesson opens only from served content, which is read only
/// once that chunk is here, so no lesson waits on it and none finds it missing.
#[derive(Clone, Copy)]
pub struct LessonCode {
    plan: fn(&Simulator, &Lesson) -> Planned,
    judge: fn(&PredictAnswer, NodeId) -> Judgement,
}

/// What `gallery::lesson::plan` returns: every step resolved, or the lesson step that does not fit the run.
type Planned = Result<Vec<PlannedStep>, (usize, LessonError)>;

impl LessonCode {
    /// The code itself: only the content's split function names it in the browser.
    pub const HERE: LessonCode = LessonCode { plan, judge: PredictAnswer::judge };

    /// The code, once the content's chunk is here (natively, where the content is compiled in, always).
    fn loaded() -> Option<LessonCode> {
        #[cfg(target_arch = "wasm32")]
        return crate::services::content::CONTENT.code();
        #[cfg(not(target_arch = "wasm32"))]
        Some(LessonCode::HERE)
    }
}

#[derive(Clone, Debug)]
pub struct LessonRun {
    pub entry: &'static Entry,
    pub lesson: &'static Lesson,
    /// Every step resolved on the entry's run (the simulator step, a prediction's answer), once when it opens.
    pub plan: Rc<Vec<PlannedStep>>,
    /// The narrated step shown; `lesson.steps.len()` is the closing check.
    pub at: usize,
    /// The verdict on the learner's choice at a predict step (`None` until they click a node).
    pub judgement: Option<Rc<Judgement>>,
    /// The learner's choice for each question of the closing check.
    pub answers: Vec<Option<usize>>,
}

impl PartialEq for LessonRun {
    fn eq(&self, o: &LessonRun) -> bool {
        self.entry.name == o.entry.name
            && Rc::ptr_eq(&self.plan, &o.plan)
            && self.at == o.at
            && self.judgement == o.judgement
            && self.answers == o.answers
    }
}

/// localStorage key of a lesson's progress (the narrated step reached).
pub fn progress_key(name: &str) -> String {
    format!("spindle.lesson.{name}")
}

impl LessonRun {
    /// Opens the entry's lesson at step `at` (clamped), planning it on the entry's own scenario; `content` is the
    /// gallery's (served or compiled in). The error says why it cannot be followed (a lesson that does not fit its
    /// scenario, which the core's tests rule out).
    pub fn open(entry: &'static Entry, content: &'static Content, at: usize) -> Result<LessonRun, String> {
        let lesson = content.lesson(entry).ok_or_else(|| format!("“{}” has no lesson", entry.title))?;
        let scenario = content.scenario(entry).map_err(|e| e.to_string())?;
        let sim = preemption::start(&scenario)?;
        let code = LessonCode::loaded().ok_or("the lesson code is not loaded")?;
        let plan = (code.plan)(&sim, lesson).map_err(|(i, e)| format!("lesson step {}: {e}", i + 1))?;
        Ok(LessonRun {
            entry,
            lesson,
            plan: Rc::new(plan),
            at: at.min(lesson.steps.len()),
            judgement: None,
            answers: vec![None; lesson.check.len()],
        })
    }

    /// Whether the closing check is shown.
    pub fn at_check(&self) -> bool {
        self.at >= self.lesson.steps.len()
    }

    /// The prediction asked at this step and its answer, if it is a predict step.
    pub fn answer(&self) -> Option<&PredictAnswer> {
        self.plan.get(self.at)?.answer.as_ref()
    }

    /// The step asks for a prediction the learner has not made yet: the run waits before the allocation.
    pub fn awaiting_prediction(&self) -> bool {
        self.answer().is_some() && self.judgement.is_none()
    }

    /// The simulator step to show: the step's own, or once a prediction was made the step that reveals it; at
    /// the check, the last narrated step's.
    pub fn sim_step(&self) -> usize {
        match (self.answer(), &self.judgement) {
            (Some(a), Some(_)) => a.reveal_step,
            _ => self.plan.get(self.at.min(self.plan.len().saturating_sub(1))).map_or(0, |p| p.step),
        }
    }

    /// The learner predicts the node called `node_name`; `false` (nothing changes) when no prediction is awaited
    /// or there is no such live node.
    pub fn predict(&mut self, node_name: &str) -> bool {
        if !self.awaiting_prediction() {
            return false;
        }
        let Some(answer) = self.answer() else { return false };
        let Some(node) = answer.nodes.iter().find(|n| n.node_name == node_name).map(|n| n.node) else { return false };
        let Some(code) = LessonCode::loaded() else { return false };
        self.judgement = Some(Rc::new((code.judge)(answer, node)));
        true
    }

    /// Moves to narrated step `at` (clamped; the check after the last one), forgetting the prediction.
    pub fn go(&mut self, at: usize) {
        self.at = at.min(self.lesson.steps.len());
        self.judgement = None;
    }

    /// Answers question `q` of the closing check with choice `choice`.
    pub fn choose(&mut self, q: usize, choice: usize) {
        if let Some(a) = self.answers.get_mut(q) {
            *a = Some(choice);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content() -> &'static Content {
        crate::services::content::CONTENT.get().expect("compiled in")
    }

    fn first_predict(name: &str) -> LessonRun {
        let entry = spindle_core::gallery::entry(name).unwrap();
        let mut run = LessonRun::open(entry, content(), 0).unwrap();
        let i = run.plan.iter().position(|p| p.answer.is_some()).expect("a predict step");
        run.go(i);
        run
    }

    #[test]
    fn a_right_and_a_wrong_prediction_are_judged_and_reveal_the_allocation() {
        let mut run = first_predict("zk-anti-affinity");
        assert!(run.awaiting_prediction());
        let answer = run.answer().unwrap().clone();
        assert_eq!(run.sim_step(), answer.step);
        assert!(!run.predict("no-such-node"));
        assert!(run.predict(&answer.node_name));
        assert!(run.judgement.as_ref().unwrap().correct);
        assert_eq!(run.sim_step(), answer.reveal_step);
        assert!(!run.predict(&answer.node_name), "one prediction per step");

        let mut run = first_predict("zk-anti-affinity");
        let wrong = answer.nodes.iter().find(|n| n.node != answer.node).unwrap().node_name.clone();
        assert!(run.predict(&wrong));
        let j = run.judgement.clone().unwrap();
        assert!(!j.correct);
        assert_eq!(j.answer_name, answer.node_name);
    }

    #[test]
    fn every_lesson_opens_and_its_steps_and_check_are_reachable() {
        for e in spindle_core::gallery::lessons() {
            let mut run = LessonRun::open(e, content(), 999).unwrap();
            assert!(run.at_check(), "{}", e.name);
            run.choose(0, 1);
            assert_eq!(run.answers[0], Some(1));
            run.go(0);
            assert!(!run.at_check());
        }
    }
}
