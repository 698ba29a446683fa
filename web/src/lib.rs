//! Spindle's browser playground: Yew function components over one reducer-style state that owns the edited
//! scenario and the core's simulator. State flows one way: scenario → simulator → view model → view; user
//! actions flow back as [`app::Action`]s.

pub mod app;
pub mod charts;
pub mod cluster;
pub mod constraint_form;
pub mod dense;
pub mod dom;
pub mod edit;
pub mod explain;
pub mod fields;
pub mod generate;
pub mod headless;
pub mod highlight;
pub mod keyboard;
pub mod pending;
pub mod preemption_report;
pub mod preemption_settings;
pub mod queue_config;
pub mod queues;
pub mod scenario_panel;
pub mod share;
pub mod spec_editor;
pub mod timeline;
pub mod topology_editor;
pub mod view_model;
pub mod workload_editor;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    yew::Renderer::<app::App>::new().render();
}
