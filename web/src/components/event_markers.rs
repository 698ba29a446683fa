//! The cluster events on the timeline: a track under the toolbar from 0 to a little past the last event, a
//! marker at each event's virtual time labelled with its node (or "queues" for a refresh), and the run's "now".
//! A marker the run has reached goes to the step where it happened.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::RunAction;
use crate::view_model::{marker_title, time_label, Markers};
use spindle_core::decimal::print::Float;

#[derive(Properties, PartialEq)]
pub struct EventMarkersProps {
    pub markers: Rc<Markers>,
    /// Goes to the step of a reached event.
    pub on_run: Callback<RunAction>,
}

#[component]
pub fn EventMarkers(props: &EventMarkersProps) -> Html {
    let m = &props.markers;
    html! {
        <div class="event-track" id="event-track" role="group"
             aria-label={format!("Cluster events on the timeline, 0 to {}", time_label(m.span_ms))}>
            <span class="event-track-line"></span>
            <span class="event-now" style={format!("left:{:.2}%", Float(m.now_percent))} aria-hidden="true"></span>
            { for m.markers.iter().map(|mk| {
                let go = mk.step.map(|step| props.on_run.reform(move |_: MouseEvent| RunAction::Seek(step)));
                html! {
                    <button class={classes!("event-marker", mk.kind, mk.passed.then_some("passed"))}
                            style={format!("left:{:.2}%", Float(mk.percent))} data-kind={mk.kind} data-at={mk.at_ms.to_string()}
                            title={marker_title(mk)} aria-label={marker_title(mk)} disabled={go.is_none()}
                            onclick={go.unwrap_or_default()}>
                        <span class="event-marker-label">{ &mk.label }</span>
                    </button>
                }
            }) }
        </div>
    }
}
