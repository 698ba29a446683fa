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
                // `t` is when the frame began: a callback that starts well after it ran behind earlier work.
                let late = (crate::services::dom::now_ms() - t).max(0.0);
                dispatch.dispatch(RunAction::Tick { elapsed_ms: elapsed, late_ms: late }.into());
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

/// Focus never falls to the page's body when the control holding it leaves the page: a container chip that
/// stepping back removes hands focus to its node's button, a pending card that is fully placed to the next card
/// (or the lane, then the cluster), and a control in the Explain panel that Esc or ✕ clears to the control that
/// opened the explanation. Where to go is worked out when the control takes focus, while its context is there.
#[hook]
pub(super) fn use_focus_keeper() {
    let memo = use_mut_ref(FocusMemo::default);
    {
        let memo = memo.clone();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().and_then(|w| w.document()).map(|doc| {
                use wasm_bindgen::JsCast;
                let m = memo.clone();
                let focusin = gloo::events::EventListener::new(&doc, "focusin", move |e| {
                    if let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                        m.borrow_mut().focused(el);
                    }
                });
                // Captured before the control's own handler changes the selection: the control about to act is
                // the one Esc returns to.
                let capture = gloo::events::EventListenerOptions::run_in_capture_phase();
                let m = memo.clone();
                let d = doc.clone();
                let click = gloo::events::EventListener::new_with_options(&doc, "click", capture, move |_| {
                    m.borrow_mut().activated(&d)
                });
                let m = memo.clone();
                let d = doc.clone();
                let keydown = gloo::events::EventListener::new_with_options(&doc, "keydown", capture, move |e| {
                    let key = e.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key()).unwrap_or_default();
                    if key == "Enter" || key == " " {
                        m.borrow_mut().activated(&d)
                    }
                });
                (focusin, click, keydown)
            });
            move || drop(listeners)
        });
    }
    // After every render: the render may have removed the focused control.
    // Focusing fires `focusin` at once, which updates the memo: it must not be borrowed then.
    use_effect(move || {
        use wasm_bindgen::JsCast;
        let target = memo.borrow().rescue();
        // SVG controls have `focus()` too; the call is the same.
        if let Some(t) = target {
            let _ = t.unchecked_ref::<web_sys::HtmlElement>().focus();
        }
    });
}

/// Where focus goes if the control holding it leaves the page (see [`use_focus_keeper`]).
#[derive(Default)]
struct FocusMemo {
    focused: Option<web_sys::Element>,
    /// Tried in order; the first still on the page takes focus.
    fallbacks: Vec<Fallback>,
    /// The last control outside the Explain panel that was activated, with its own fallbacks.
    opener: Option<(web_sys::Element, Vec<Fallback>)>,
}

#[derive(Clone)]
enum Fallback {
    /// Looked up when needed (the control may have been drawn anew).
    Selector(String),
    Element(web_sys::Element),
}

impl FocusMemo {
    fn focused(&mut self, el: web_sys::Element) {
        self.fallbacks = if el.closest("#explain").ok().flatten().is_some() {
            let mut f: Vec<Fallback> = self
                .opener
                .iter()
                .flat_map(|(o, f)| std::iter::once(Fallback::Element(o.clone())).chain(f.iter().cloned()))
                .collect();
            f.push(Fallback::Selector("#cluster-view".into()));
            f
        } else {
            fallbacks(&el)
        };
        self.focused = Some(el);
    }

    fn activated(&mut self, doc: &web_sys::Document) {
        let Some(el) = doc.active_element() else { return };
        if doc.body().is_some_and(|b| *b == el) || el.closest("#explain").ok().flatten().is_some() {
            return;
        }
        let f = fallbacks(&el);
        self.opener = Some((el, f));
    }

    /// The control to focus if the focused one has left the page and focus is on the body.
    fn rescue(&self) -> Option<web_sys::Element> {
        let focused = self.focused.as_ref()?;
        let doc = web_sys::window().and_then(|w| w.document())?;
        let lost = doc.active_element().is_none_or(|a| doc.body().is_some_and(|b| *b == a));
        if focused.is_connected() || !lost {
            return None;
        }
        self.fallbacks.iter().find_map(|f| match f {
            Fallback::Selector(s) => doc.query_selector(s).ok().flatten(),
            Fallback::Element(e) => e.is_connected().then(|| e.clone()),
        })
    }
}

/// Where focus goes should `el` leave the page: a chip's own redrawn self, then its node's button; a pending
/// card's redrawn self, then the cards after it, then the lane, then the cluster.
fn fallbacks(el: &web_sys::Element) -> Vec<Fallback> {
    let mut f = Vec::new();
    let attr = |name: &str| el.get_attribute(name).map(|v| css_string(&v));
    if el.matches("svg .chip[data-container]").unwrap_or(false) {
        if let Some(id) = attr("data-container") {
            f.push(Fallback::Selector(format!("svg .chip[data-container={id}][tabindex]")));
        }
        // The node's group may be drawn anew by the same render: found again by its name.
        if let Some(node) = el.closest("[data-node]").ok().flatten().and_then(|n| n.get_attribute("data-node")) {
            f.push(Fallback::Selector(format!("svg [data-node={}] .node-hit", css_string(&node))));
        }
    } else if el.matches("#pending .request[data-request]").unwrap_or(false) {
        if let Some(key) = attr("data-request") {
            f.push(Fallback::Selector(format!("#pending .request[data-request={key}]")));
        }
        let mut li = el.parent_element().and_then(|li| li.next_element_sibling());
        while let Some(item) = li {
            if let Some(card) = item.query_selector("button.request").ok().flatten() {
                f.push(Fallback::Element(card));
            }
            li = item.next_element_sibling();
        }
        f.push(Fallback::Selector("#pending-lane".into()));
    }
    if !f.is_empty() {
        f.push(Fallback::Selector("#cluster-view".into()));
    }
    f
}

/// `s` as a quoted CSS string, for an attribute selector (names come from the scenario).
fn css_string(s: &str) -> String {
    let mut out = String::from('"');
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push_str(&format!("\\{:x} ", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_quoted_for_selectors() {
        assert_eq!(super::css_string("node-1"), "\"node-1\"");
        assert_eq!(super::css_string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\a d\"");
    }
}
