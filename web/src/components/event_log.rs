//! The Events tab: the run's events in words, newest first; a preemption line opens its round's report.

use yew::prelude::*;

use crate::state::Select;
use crate::view_model::{self, EventView, RoundLink};

#[derive(Properties, PartialEq)]
pub struct EventProps {
    pub events: Vec<EventView>,
    pub total: usize,
    /// Opens a round's report.
    pub on_select: Callback<Select>,
    /// Lists 200 older events too.
    pub on_more: Callback<()>,
}

#[component]
pub fn EventLog(props: &EventProps) -> Html {
    if props.events.is_empty() {
        return html! { <p class="empty">{ "Press Step (→) to let the scheduler decide." }</p> };
    }
    html! {
        <>
            if props.total > props.events.len() {
                <p class="hint">{ format!("The latest {} of {} events. ", props.events.len(), props.total) }
                    <button class="link" id="events-older" onclick={props.on_more.reform(|_| ())}>{ "Show 200 older events" }</button>
                </p>
            }
            <ol class="events" id="events" reversed=true>
                { for props.events.iter().rev().map(|e| {
                    let text = match e.round {
                        // A preemption line opens its round's report.
                        Some(RoundLink { step, container }) => {
                            let open = props.on_select.reform(move |_| Select::Round { step, container });
                            html! { <button class={classes!("link", if e.good { "ok" } else { "bad" })} onclick={open}
                                            title="Open this preemption round's report">{ &e.text }</button> }
                        }
                        None => html! { <span class={if e.good { "ok" } else { "bad" }}>{ &e.text }</span> },
                    };
                    html! {
                        <li data-round={e.round.map(|r| r.step.to_string())} data-kind={e.kind}><span class="t">{ view_model::time_label(e.at_ms) }</span>{ text }</li>
                    }
                }) }
            </ol>
        </>
    }
}
