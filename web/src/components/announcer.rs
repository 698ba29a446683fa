//! The page's one polite live region: the outcome of each step, in a sentence ("Step 12: 3 placed, 1
//! preempted."). While the run plays it holds still (a sentence per frame would be chatter) and speaks again when
//! playback stops; the clock is never announced.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The current step's outcome (see `view_model::step_announcement`).
    pub text: String,
    pub playing: bool,
}

#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    let said = use_mut_ref(String::new);
    if !props.playing {
        props.text.clone_into(&mut said.borrow_mut());
    }
    let text = said.borrow().clone();
    html! {
        <p class="sr-only" id="announce" role="status" aria-live="polite" aria-atomic="true">{ text }</p>
    }
}
