//! Spindle's browser playground, in layers that point one way (Elm's model / update / view):
//!
//! - [`state`] — the model and its update: the edited scenario, the simulator, the UI's choices and the queue
//!   form; every user action is a [`state::Action`]. It depends on no component.
//! - [`view_model`] — plain data derived from the simulator for each view; the only code that reads core state.
//! - [`components`] — Yew function components: they draw view-model data and report what the user does through
//!   callbacks. They depend on the state's types and the view model, never on the root.
//! - [`services`] — the browser around it: DOM, storage, share links, the keyboard map, headless exports.
//! - [`scenarios`] — the scenarios that ship with the playground.
//! - [`app`] — the root component, which wires the state to the components.

pub mod app;
pub mod components;
pub mod scenarios;
pub mod services;
pub mod state;
pub mod view_model;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    // Before anything can reach the first page's cold code, and so that its file crosses the network while the
    // page renders (`services::cold`).
    services::cold::start();
    // A returning visitor's saved scenario waits for the scenario reader's chunk, which the first visit never
    // fetched, and a share link for the link decoder's. Asked for here, their fetches go out ahead of the first
    // render (Yew renders from a task queued after this one) and their files cross the network while the page
    // renders; the App's waits for them (`awaiting_saved`, `awaiting_link`) then find them loaded or join the same
    // fetches.
    let (saved, hash) = (services::dom::storage_get(app::STORAGE_SCENARIO), services::dom::location_hash());
    if state::Playground::saved_to_read(saved.as_deref(), &hash).is_some() {
        services::reader::load(|_| {});
    }
    if services::share::is_link(&hash) {
        services::share::load(Box::new(|_| {}));
    }
    // A lesson link's content, lesson chunk and, for a preemption lesson, the policy's chunk, likewise.
    if let Some(entry) = app::lesson_link(&hash) {
        app::prefetch_entry(entry);
    }
    yew::Renderer::<app::App>::new().render();
}
