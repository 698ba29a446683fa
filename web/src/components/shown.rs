//! What of a cluster drawing shows on screen. Both cluster views draw only that part of a large cluster (the
//! canvas paints the band on screen; the SVG view draws the nodes on screen), so they read where their scrolling
//! box is in the window, and render again when it or the page scrolls or the window is resized.

use yew::prelude::*;

use crate::services::dom;

/// A box in the window's pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shown {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

/// What shows of `wrap`, a scrolling box: its inside (without its scroll bars) within the window (the page
/// scrolls the view on small screens). Read through calls the first page makes anyway: each new one would add an
/// import to its module.
pub fn shown(wrap: &web_sys::Element) -> Shown {
    let r = wrap.get_bounding_client_rect();
    let (left, top) = (r.left(), r.top());
    let (right, bottom) = (left + wrap.client_width() as f64, top + wrap.client_height() as f64);
    let (width, height) = dom::window_size().unwrap_or((right, bottom));
    Shown { left: left.max(0.0), top: top.max(0.0), right: right.min(width), bottom: bottom.min(height) }
}

/// Calls `on_move` when the view's box or the page scrolls, or the window is resized, while `watch` is set: what
/// of its drawing shows has moved. Also once when it starts watching: the render before could not read where its
/// box is (a new box is on the page only after its first render). The `on_move` called is the one given when
/// watching starts, so it should hold only what stays (node refs, state handles).
#[hook]
pub fn use_on_scroll(watch: bool, on_move: Callback<()>) {
    use_effect_with(watch, move |watch| {
        if *watch {
            on_move.emit(());
        }
        let listeners = web_sys::window().filter(|_| *watch).map(|w| {
            let options = gloo::events::EventListenerOptions::run_in_capture_phase();
            // Scroll events do not bubble: caught on their way down, the view's box's and the page's (and the side
            // panel's, which cost the view a look at what shows, unchanged).
            let scroll = gloo::events::EventListener::new_with_options(&w, "scroll", options, {
                let on_move = on_move.clone();
                move |_| on_move.emit(())
            });
            let resize = gloo::events::EventListener::new(&w, "resize", move |_| on_move.emit(()));
            (scroll, resize)
        });
        move || drop(listeners)
    });
}
