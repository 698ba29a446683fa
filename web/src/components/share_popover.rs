//! "Share": the current scenario as a link (`spindle_core::link`, in the fragment), optionally opening at the
//! current step. The popover closes on Esc and on a click outside it, says "Copied" after copying, and for a
//! link too long for chat tools (over [`share::LONG_LINK`] characters) offers the scenario file instead.
//! The button is on the first page; what the popover shows is in a chunk of its own (`split_share.wasm`, as
//! `components::lazy` does for views), fetched the first time the popover opens: making a link is the only use of
//! the link's encoder and of the deflate compressor (reading links, the inflate side, is a chunk of its own:
//! `services::share`). Until the chunk is here the popover says "Loading…"; if it
//! cannot be fetched it says so and offers to try again, and the scenario is untouched.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::components::files::save_scenario_file;
use crate::components::lazy::split_view;
use crate::services::share;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub scenario: Rc<Scenario>,
    /// The run's current step, offered as "include current step".
    pub step: usize,
}

#[component]
pub fn ShareButton(props: &ShareProps) -> Html {
    let open = use_state(|| false);
    let copied = use_state(|| false);
    let with_step = use_state(|| false);
    let root = use_node_ref();
    let toggle = {
        let (open, copied) = (open.clone(), copied.clone());
        Callback::from(move |_| {
            copied.set(false);
            open.set(!*open)
        })
    };
    // A click anywhere outside the popover (and its button) closes it. The event's path, not the target's place
    // now: a click can remove its own target (the popover's "Try again" once the chunk is here).
    {
        let (open, root) = (open.clone(), root.clone());
        use_effect_with(*open, move |is_open| {
            let listener = (*is_open).then(|| web_sys::window().and_then(|w| w.document())).flatten().map(|doc| {
                gloo::events::EventListener::new(&doc, "click", move |e| {
                    let inside = root.cast::<web_sys::Node>().is_some_and(|r| e.composed_path().includes(&r, 0));
                    if !inside {
                        open.set(false);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let on_key = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                open.set(false);
            }
        })
    };
    let on_copied = {
        let copied = copied.clone();
        Callback::from(move |()| copied.set(true))
    };
    let on_toggle_step = {
        let (with_step, copied) = (with_step.clone(), copied.clone());
        Callback::from(move |()| {
            copied.set(false);
            with_step.set(!*with_step)
        })
    };
    let popover = PopoverProps {
        scenario: props.scenario.clone(),
        step: props.step,
        with_step: *with_step,
        copied: *copied,
        on_copied,
        on_toggle_step,
    };
    let approach = SHARE_POPOVER.chunk().approach(None);
    html! {
        <div class="share" ref={root} onkeydown={on_key}>
            <button class="btn" id="share" onclick={toggle} aria-expanded={open.to_string()} aria-controls="share-popover"
                    onpointerenter={approach.enter} onpointerleave={approach.leave} onpointerdown={approach.down}
                    onfocus={approach.focus}>{ "Share" }</button>
            if *open {
                <div class="popover" id="share-popover" role="dialog" aria-label="Share this scenario">
                    { SHARE_POPOVER.html(popover) }
                </div>
            }
        </div>
    }
}

/// What the open popover shows; the choices live in [`ShareButton`], so a reload of the chunk or a closed popover
/// keeps "include current step".
#[derive(Properties, PartialEq, Clone)]
pub struct PopoverProps {
    scenario: Rc<Scenario>,
    step: usize,
    with_step: bool,
    copied: bool,
    on_copied: Callback<()>,
    on_toggle_step: Callback<()>,
}

split_view! {
    /// The popover's link, in its own chunk with the link encoder and the deflate compressor.
    static SHARE_POPOVER: SharePopover(PopoverProps) in share
}

#[component]
fn SharePopover(props: &PopoverProps) -> Html {
    let view = share::View {
        step: (props.with_step && props.step > 0).then_some(props.step as u64),
        ..share::View::default()
    };
    let link = share::link_for(&props.scenario, &view);
    let copy = {
        let (link, on_copied) = (link.clone(), props.on_copied.clone());
        Callback::from(move |_| {
            crate::services::dom::copy_to_clipboard(&link);
            on_copied.emit(());
        })
    };
    let toggle_step = props.on_toggle_step.reform(|_| ());
    let select_all = Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select());
    let long = link.len() > share::LONG_LINK;
    // Written when clicked, not as a `data:` link drawn with the popover: a large cluster's scenario is megabytes
    // of JSON, and escaping it into an `href` held the popover's opening for a third of a second.
    let save = {
        let s = props.scenario.clone();
        Callback::from(move |_| save_scenario_file(&s))
    };
    let copied = props.copied;
    html! {
        <>
            <label class="field"><span class="label">{ "Link to this scenario" }</span>
                <input id="share-link" type="text" readonly=true value={link.clone()} onfocus={select_all} /></label>
            <label class="check"><input type="checkbox" id="share-step" checked={props.with_step} onchange={toggle_step}
                disabled={props.step == 0} />{ format!(" include current step ({})", props.step) }</label>
            <div class="row">
                <button class="btn primary" id="copy-link" onclick={copy}>{ if copied { "Copied" } else { "Copy" } }</button>
                <span class="hint" role="status">{ if copied { "Copied to the clipboard. ".to_string() } else { String::new() } }
                    { format!("{} characters", link.len()) }</span>
            </div>
            if long {
                <p class="hint" id="share-long">{ "This link is over 2,000 characters: chat tools may cut it. Share the scenario file instead: " }
                    <button class="link" id="share-file" onclick={save}>{ "download scenario JSON" }</button></p>
            }
        </>
    }
}
