//! The message over the playground: the sentence for the user, and for an error with technical details (a share
//! link's decoder message and offset) those details behind a disclosure, so the words a library uses never lead;
//! for a gallery entry whose fetch failed, or a share link whose decoder could not be fetched, "Try again" (or
//! "Reload", once Spindle was found updated on its server: `lazy::again`).

use yew::prelude::*;

use crate::components::lazy::again;
use crate::state::Notice;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub notice: Notice,
    pub on_dismiss: Callback<()>,
    /// Opens a gallery entry again (the notice's "Try again").
    pub on_retry: Callback<&'static str>,
    /// Opens a share link again (the notice's "Try again").
    pub on_retry_link: Callback<String>,
}

#[component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let n = &props.notice;
    html! {
        <div class={classes!("notice", n.is_error().then_some("error"))} id="notice"
             role={if n.is_error() { "alert" } else { "status" }}>
            <span>{ n.text() }</span>
            if let Some(d) = n.details() {
                <details class="notice-details">
                    <summary>{ "Details" }</summary>
                    <code>{ d }</code>
                </details>
            }
            if let Some(entry) = n.retry_entry() {
                { again(props.on_retry.reform(move |_| entry)) }
            }
            if let Some(link) = n.retry_link().map(str::to_string) {
                { again(props.on_retry_link.reform(move |_| link.clone())) }
            }
            <button class="btn ghost" onclick={props.on_dismiss.reform(|_| ())} aria-label="Dismiss this message">{ "✕" }</button>
        </div>
    }
}
