//! The pending lane: every SchedulingRequest with containers still to place, in the order the scheduler serves
//! them, with why it waits when the scheduler could not place it. A placement flies from its card into its node
//! (the cluster view animates it from here); selecting a card explains the request on every node. Requests YARN
//! rejected (a SchedulingRequest under the `disabled` handler, say) leave the lane; their last cards stay, red,
//! with YARN's reason.

use yew::prelude::*;

use crate::state::ui::am_not_explained;
use crate::state::Select;
use crate::view_model::{colour, memory_label, request_key, time_label, PendingView, RejectedView};

#[derive(Properties, PartialEq)]
pub struct PendingProps {
    /// The first cards (`view_model::LANE_CARDS` at most).
    pub requests: Vec<PendingView>,
    /// How many requests are pending in all.
    pub total: usize,
    /// The latest rejections, newest first (their requests have left the lane).
    pub rejected: Vec<RejectedView>,
    pub selected: Option<(u32, usize)>,
    /// Selects a request to explain (or clears the selection).
    pub on_select: Callback<Select>,
}

#[component]
pub fn PendingLane(props: &PendingProps) -> Html {
    let cards = props.requests.iter().map(|r| {
        let (app, request) = (r.app, r.request);
        let d = props.on_select.clone();
        let selected = request.is_some() && props.selected == request.map(|q| (app, q));
        // The AM container has no request to explain per node; its card only says why it waits.
        let onclick = Callback::from(move |_| match request {
            Some(_) if selected => d.emit(Select::Clear),
            Some(request) => d.emit(Select::Request { app, request }),
            None => d.emit(Select::AmContainer(app)),
        });
        let id = request_key(app, request);
        // The card's name is its text (application, what is left, tags, size, constraint, and when it arrives or
        // why it waits: the lesson itself); the same in one sentence is its description.
        let status = match (r.arrives_ms, &r.waiting) {
            (Some(ms), _) => format!(" Arrives at {}.", time_label(ms)),
            (None, Some(w)) => format!(" {}: {w}.", if r.rejected { "Rejected" } else { "Waits" }),
            (None, None) => String::new(),
        };
        let label = format!(
            "{}: {} of {} containers left, tags {}{}.{status} {}",
            r.app_name,
            r.remaining,
            r.count,
            if r.tags.is_empty() { "none".to_string() } else { r.tags.join(", ") },
            if r.constraint.is_empty() { String::new() } else { format!(", constraint {}", r.constraint) },
            if request.is_some() { "Explain on every node." } else { "An application master: not explained per node." }
        );
        html! {
            <li key={id.clone()}>
                <button class={classes!("request", selected.then_some("selected"), r.waiting.is_some().then_some("waiting"),
                                        r.arrives_ms.is_some().then_some("arriving"))}
                        data-request={id} data-app={app.to_string()}
                        aria-pressed={selected.to_string()} {onclick}
                        title={if request.is_none() { format!("{label} {}", am_not_explained(&r.app_name)) } else { label }}>
                    <span class="head">
                        <span class="swatch" style={format!("background:{}", colour(r.colour))}></span>
                        <span class="name">{ &r.app_name }</span>
                        <span class="left">{ format!("{} of {} left", r.remaining, r.count) }</span>
                    </span>
                    <span class="line">
                        { for r.tags.iter().map(|t| html! { <span class="tag">{ t }</span> }) }
                        <span class="size">{ format!("{} · {} vc", memory_label(r.resource.memory()), r.resource.vcores()) }</span>
                    </span>
                    if !r.constraint.is_empty() { <span class="spec">{ &r.constraint }</span> }
                    if let Some(ms) = r.arrives_ms {
                        <span class="why arrives">{ format!("arrives at {}", time_label(ms)) }</span>
                    }
                    if let Some(w) = &r.waiting {
                        <span class={classes!("why", r.rejected.then_some("rejected"))} title={w.clone()}>
                            { format!("{}: {w}", if r.rejected { "rejected" } else { "waits" }) }
                        </span>
                    }
                </button>
            </li>
        }
    });
    let rejected = props.rejected.iter().map(|r| {
        html! {
            <li key={format!("rejected-{}-{}", r.app, r.request)}>
                <div class="request rejected" data-rejected={format!("{}-{}", r.app, r.request)} role="note"
                     title={format!("{} ({}): {}", r.code, r.handler.name(), r.reason)}>
                    <span class="head">
                        <span class="name">{ &r.app_name }</span>
                        <span class="left">{ format!("{} rejected", r.count) }</span>
                    </span>
                    <span class="code">{ format!("{} · handler {}", r.code, r.handler.name()) }</span>
                    <span class="why">{ &r.reason }</span>
                </div>
            </li>
        }
    });
    html! {
        // Focusable from script: focus lands here when the focused card was the last one placed.
        <section class="pending-lane" id="pending-lane" aria-label="Pending requests" tabindex="-1">
            <h2 class="panel-title">{ "Pending" }</h2>
            if props.requests.is_empty() && props.rejected.is_empty() {
                <p class="empty" id="pending-empty">{ "Nothing is waiting." }</p>
            } else {
                <ul id="pending" class="cards">{ for cards }{ for rejected }</ul>
                if props.total > props.requests.len() {
                    <p class="hint">{ format!("and {} more", props.total - props.requests.len()) }</p>
                }
            }
        </section>
    }
}
