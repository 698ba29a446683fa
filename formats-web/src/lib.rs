//! The importers and exporters ([`spindle_formats`]) as a second wasm module. The playground's first page does not
//! carry them (XML, REST JSON, Yarnfiles, SLS, the Java and shell writers are a large part of the bytes and most
//! visits never use them): it loads this module with a dynamic `import()` the first time the Import panel opens or
//! Export is used, and exchanges JSON text with it ([`spindle_formats::playground`] holds both sides' types).

use std::cell::RefCell;

use js_sys::Uint8Array;
use spindle_formats::playground::ReadCache;
use wasm_bindgen::prelude::wasm_bindgen;

thread_local! {
    /// The files the last import read (the panel asks again on every change, mostly with the same files), and the
    /// scenario on screen as the last import or export request sent it.
    static READ: RefCell<ReadCache> = RefCell::default();
}

/// An `ImportRequest` as JSON and the bytes of its files (`files[i]` is file `ids[i]`'s, read as
/// [`text_of`](spindle_formats::playground::text_of)) → an `ImportAnswer` as JSON.
#[wasm_bindgen]
pub fn import_files(request: &str, ids: Vec<u32>, files: Vec<Uint8Array>) -> String {
    let texts = files.iter().map(|f| spindle_formats::playground::text_of(f.to_vec()));
    READ.with_borrow_mut(|cache| {
        spindle_formats::playground::read_import_json(cache, request, ids.into_iter().zip(texts))
    })
}

/// The number of an import answer (JSON) → the scenario it read, `null` once another import was asked for.
#[wasm_bindgen]
pub fn imported_scenario(answer: &str) -> String {
    READ.with_borrow(|cache| spindle_formats::playground::imported_scenario_json(cache, answer))
}

/// An `ExportRequest` as JSON → an `ExportAnswer` as JSON.
#[wasm_bindgen]
pub fn export_scenario(request: &str) -> String {
    READ.with_borrow_mut(|cache| spindle_formats::playground::write_export_json(cache, request))
}
