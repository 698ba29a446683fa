//! Spindle's browser playground: Yew function components over one reducer-style state that owns the core's
//! simulator. State flows one way: scenario → simulator → events → view.

pub mod app;
pub mod cluster;
pub mod view_model;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    yew::Renderer::<app::App>::new().render();
}
