//! The first-visit introduction: what a placement constraint is, the four areas of the screen, and where to
//! start. Shown once (the root remembers it in localStorage) and reopened from the "?" button.

use yew::prelude::*;

use crate::components::glossary::{Marked, OnTerm};

#[derive(Properties, PartialEq)]
pub struct IntroProps {
    pub on_close: Callback<()>,
    pub on_gallery: Callback<()>,
    /// Opens the first lesson.
    pub on_lesson: Callback<()>,
    pub on_term: OnTerm,
}

const WHAT: &str = "A [[placement-constraint]] tells YARN where an application's containers may run relative to \
                    others: apart (anti-affinity), together (affinity) or at most so many per node or rack \
                    ([[cardinality]]). Spindle runs the Capacity Scheduler on a cluster you can see, one \
                    [[heartbeat]] at a time, and explains every decision.";

const AREAS: &[(&str, &str)] = &[
    ("Timeline", "across the top: step, play, and go back to any earlier step."),
    ("Pending requests", "above the cluster: what applications still ask for; click one to see where it fits."),
    ("Cluster", "racks and nodes with the containers on them; click a node or a container."),
    ("Inspector", "on the right: Explain why, edit the topology, workload and queues, charts and events."),
];

#[component]
pub fn Intro(props: &IntroProps) -> Html {
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="intro-title" id="intro">
            <div class="overlay-card intro-card">
                <header class="overlay-head">
                    <h2 id="intro-title">{ "Welcome to Spindle" }</h2>
                    <button class="btn ghost" id="skip-intro" onclick={props.on_close.reform(|_| ())}>{ "Skip" }</button>
                </header>
                <p><Marked text={WHAT} on_term={props.on_term.clone()} /></p>
                <h3>{ "The four areas of the screen" }</h3>
                <ol class="intro-areas">
                    { for AREAS.iter().map(|(name, what)| html! { <li><strong>{ *name }</strong>{ " — " }{ *what }</li> }) }
                </ol>
                <p>{ "Start with a lesson, or open the gallery to pick any example. The “?” button brings this back." }</p>
                <div class="intro-actions">
                    <button class="btn primary" id="intro-lesson" onclick={props.on_lesson.reform(|_| ())}>{ "Start the first lesson" }</button>
                    <button class="btn" id="intro-gallery" onclick={props.on_gallery.reform(|_| ())}>{ "Open the gallery" }</button>
                </div>
            </div>
        </div>
    }
}
