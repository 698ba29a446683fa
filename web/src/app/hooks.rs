//! Browser events wired to actions: keys, animation frames, and the callbacks components receive.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use crate::services::keyboard::{self, Shortcut};
use crate::state::{Action, Dispatch, RunAction, Select, UiAction};

/// A callback that sends `A`s to the playground. It is the same across renders (the dispatcher is), so components
/// comparing their props are not redrawn for a new closure.
#[hook]
pub(super) fn use_sender<A: Into<Action> + 'static>(dispatch: &Dispatch) -> Callback<A> {
    let d = dispatch.clone();
    use_callback((), move |a: A, _| d.dispatch(a.into()))
}

/// Space, arrows, Ctrl+Z / Ctrl+Shift+Z, Escape and P anywhere on the page (see [`keyboard`]).
#[hook]
pub(super) fn use_shortcuts(dispatch: Dispatch) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            // Not passive: the shortcut's default (scrolling on Space and arrows) must be prevented.
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            gloo::events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                let target = match target {
                    Some(el) => {
                        let tag = el.tag_name().to_ascii_uppercase();
                        let editable = el.dyn_ref::<web_sys::HtmlElement>().is_some_and(|h| h.is_content_editable());
                        let range = el.dyn_ref::<web_sys::HtmlInputElement>().is_some_and(|i| i.type_() == "range");
                        if range {
                            keyboard::Target::Slider
                        } else if editable || matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
                            keyboard::Target::Field
                        } else if el.get_attribute("role").is_some_and(|r| r == "tab") {
                            keyboard::Target::Tab
                        } else if matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
                            || el.get_attribute("role").is_some_and(|r| r == "button")
                        {
                            keyboard::Target::Button
                        } else {
                            keyboard::Target::Other
                        }
                    }
                    None => keyboard::Target::Other,
                };
                let Some(s) =
                    keyboard::shortcut(&e.key(), e.ctrl_key() || e.meta_key(), e.shift_key(), e.alt_key(), target)
                else {
                    return;
                };
                e.prevent_default();
                dispatch.dispatch(match s {
                    Shortcut::TogglePlay => RunAction::TogglePlay.into(),
                    Shortcut::Step => RunAction::Step.into(),
                    Shortcut::StepBack => RunAction::StepBack.into(),
                    Shortcut::Undo => Action::Undo,
                    Shortcut::Redo => Action::Redo,
                    Shortcut::ClearSelection => Select::Clear.into(),
                    Shortcut::TogglePresenter => UiAction::TogglePresenter.into(),
                });
            })
        });
        move || drop(listener)
    });
}

/// While playing, one [`RunAction::Tick`] per animation frame; the reducer bounds each frame's work.
#[hook]
pub(super) fn use_play_loop(playing: bool, dispatch: Dispatch) {
    use_effect_with(playing, move |playing| {
        type Frame = Rc<RefCell<Option<wasm_bindgen::closure::Closure<dyn FnMut(f64)>>>>;
        let frame: Frame = Rc::default();
        let id = Rc::new(Cell::new(None::<i32>));
        if *playing {
            let last = Cell::new(None::<f64>);
            let (again, id2) = (frame.clone(), id.clone());
            *frame.borrow_mut() = Some(wasm_bindgen::closure::Closure::new(move |t: f64| {
                let elapsed = last.get().map_or(1000.0 / 60.0, |l| t - l);
                last.set(Some(t));
                dispatch.dispatch(RunAction::Tick { elapsed_ms: elapsed }.into());
                if let (Some(w), Some(f)) = (web_sys::window(), again.borrow().as_ref()) {
                    use wasm_bindgen::JsCast;
                    id2.set(w.request_animation_frame(f.as_ref().unchecked_ref()).ok());
                }
            }));
            if let (Some(w), Some(f)) = (web_sys::window(), frame.borrow().as_ref()) {
                use wasm_bindgen::JsCast;
                id.set(w.request_animation_frame(f.as_ref().unchecked_ref()).ok());
            }
        }
        move || {
            if let (Some(w), Some(i)) = (web_sys::window(), id.get()) {
                let _ = w.cancel_animation_frame(i);
            }
            // Dropping the closure breaks the cycle (it holds the cell it lives in).
            frame.borrow_mut().take();
        }
    });
}

/// A share link pasted into the address bar of an open page (`hashchange`) is opened as one undoable change,
/// then leaves the address bar like the link the page opened with.
#[hook]
pub(super) fn use_hash_links(dispatch: Dispatch) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            gloo::events::EventListener::new(&w, "hashchange", move |_| {
                let hash = crate::services::dom::location_hash();
                if crate::services::share::is_link(&hash) {
                    crate::services::dom::clear_hash();
                    dispatch.dispatch(Action::OpenLink(hash));
                }
            })
        });
        move || drop(listener)
    });
}

/// Where the side panel sits below the cluster (phones and tablets), a newly selected container, round or request
/// brings its report into view: otherwise it opens below the fold and nothing seems to happen.
#[hook]
pub(super) fn use_report_in_view(selected: Option<String>) {
    use_effect_with(selected, |selected| {
        if selected.is_some() && crate::services::dom::media_matches("(max-width: 860px)") {
            crate::services::dom::scroll_into_view("panel");
        }
    });
}
