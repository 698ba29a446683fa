//! The lesson panel beside the cluster: the narrated step (glossary terms linked), a predict prompt that waits for
//! the learner to click a node and then shows the verdict with the reasons that decided it, and the closing check.

use yew::prelude::*;

use spindle_core::gallery::lesson::Judgement;

use crate::components::glossary::{Marked, OnTerm, TermLinker};
use crate::components::lazy::split_view;
use crate::components::panel_toggle::PanelToggle;
use crate::state::lesson::LessonRun;
use crate::state::Panel;

#[derive(Properties, PartialEq, Clone)]
pub struct LessonProps {
    pub run: LessonRun,
    /// Moves to a narrated step (the step count is the closing check).
    pub on_go: Callback<usize>,
    /// `(question, choice)` of the closing check.
    pub on_choose: Callback<(usize, usize)>,
    pub on_close: Callback<()>,
    pub on_term: OnTerm,
    /// Folds the panel away (the lesson stays open, a strip beside the cluster).
    pub on_panel: Callback<Panel>,
}

split_view! {
    /// The lesson panel, in its own chunk (shown once a lesson is opened).
    pub static LESSON: LessonPanel(LessonProps) in lesson
}

#[component]
pub fn LessonPanel(props: &LessonProps) -> Html {
    let run = &props.run;
    let (lesson, total) = (run.lesson, run.lesson.steps.len());
    let t = &props.on_term;
    let body = if run.at_check() {
        html! {
            <section class="lesson-check" id="lesson-check">
                <h4>{ "Check your understanding" }</h4>
                { for lesson.check.iter().enumerate().map(|(q, question)| {
                    let chosen = run.answers.get(q).copied().flatten();
                    html! {
                        <fieldset class="question" data-question={q.to_string()}>
                            <legend><Marked text={question.prompt} on_term={t.clone()} /></legend>
                            { for question.choices.iter().enumerate().map(|(c, choice)| html! {
                                <label class="choice">
                                    <input type="radio" name={format!("q{q}")} checked={chosen == Some(c)}
                                           onchange={props.on_choose.reform(move |_| (q, c))} />
                                    <Marked text={*choice} on_term={t.clone()} />
                                </label>
                            }) }
                            if let Some(c) = chosen {
                                <p class={classes!("verdict", if question.is_right(c) { "right" } else { "wrong" })}
                                   data-correct={question.is_right(c).to_string()}>
                                    <strong>{ if question.is_right(c) { "Right. " } else { "Not quite. " } }</strong>
                                    <Marked text={question.explanation} on_term={t.clone()} />
                                </p>
                            }
                        </fieldset>
                    }
                }) }
            </section>
        }
    } else {
        let step = &lesson.steps[run.at];
        html! {
            <>
                if run.at == 0 { <p class="lesson-intro"><Marked text={lesson.intro} on_term={t.clone()} /></p> }
                <p class="lesson-text" id="lesson-text"><Marked text={step.text} on_term={t.clone()} /></p>
                if let Some(p) = &step.predict {
                    <div class="predict" id="predict" data-state={if run.awaiting_prediction() { "waiting" } else { "judged" }}>
                        <p class="predict-question"><strong>{ "Predict: " }</strong><Marked text={p.question} on_term={t.clone()} /></p>
                        if run.awaiting_prediction() {
                            <p class="muted">{ "Click the node in the cluster where you think it will land." }</p>
                        }
                        if let Some(j) = &run.judgement {
                            { judgement(j, t) }
                        }
                    </div>
                }
            </>
        }
    };
    let at = run.at;
    html! {
        <section class="lesson-panel" id="lesson" aria-label="Lesson" data-lesson={run.entry.name} data-at={at.to_string()}>
            <header class="lesson-head">
                <h3>{ lesson.title }</h3>
                <PanelToggle panel={Panel::Lesson} collapsed=false on_toggle={props.on_panel.clone()} />
                <button class="btn ghost" id="close-lesson" onclick={props.on_close.reform(|_| ())} aria-label="Close the lesson">{ "✕" }</button>
            </header>
            <p class="muted lesson-progress">
                { if run.at_check() { "Closing check".to_string() } else { format!("Step {} of {total}", at + 1) } }
            </p>
            { body }
            <nav class="lesson-nav">
                <button class="btn" id="lesson-back" disabled={at == 0} onclick={props.on_go.reform(move |_| at.saturating_sub(1))}>{ "← Back" }</button>
                if !run.at_check() {
                    <button class="btn primary" id="lesson-next" disabled={run.awaiting_prediction()}
                            onclick={props.on_go.reform(move |_| at + 1)}>
                        { if at + 1 == total { "To the check →" } else { "Next →" } }
                    </button>
                }
            </nav>
        </section>
    }
}

/// The verdict on a prediction: its opening word ("Right:", "Wrong:") in bold, the sentence and the reasons as
/// plain text with their glossary terms linked once.
fn judgement(j: &Judgement, t: &OnTerm) -> Html {
    let mut terms = TermLinker::new(t);
    let (head, rest) = match j.summary.split_once(": ") {
        Some((head, rest)) if !head.contains(' ') || head.len() < 16 => (format!("{head}: "), rest),
        _ => (String::new(), j.summary.as_str()),
    };
    html! {
        <div class={classes!("verdict", if j.correct { "right" } else { "wrong" })} id="judgement"
             data-correct={j.correct.to_string()}>
            <p>
                if !head.is_empty() { <strong>{ head }</strong> }
                { terms.mark(rest) }
            </p>
            if !j.reasons.is_empty() {
                <ul class="reasons">{ for j.reasons.iter().map(|r| html! { <li>{ terms.mark(r) }</li> }) }</ul>
            }
        </div>
    }
}
