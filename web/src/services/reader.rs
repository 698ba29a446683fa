//! The scenario reader: scenario JSON to a [`Scenario`] (serde_json's parser and the scenario format's derived
//! `Deserialize`, with the migration of older files), in a wasm chunk of its own (`split_scenario_reader.wasm`,
//! as `services::share` does for the link decoder).
//!
//! The first page reads no scenario JSON: the default scenario is built in code (`scenarios::default_scenario`),
//! the gallery's scenarios are read by the served content's chunk, a share link by the decoder's. What is left is
//! the working scenario a returning visitor saved in the browser's storage: the page starts on the default while
//! this chunk is fetched (`Playground::awaiting_saved`), then opens the saved one. The reader's code was 38 KB of
//! the first page's gzip (issue 14, docs/toolchain.md "The scenario reader as a chunk"). Writing JSON (saving the
//! working scenario after every edit) stays in the first page, so a save never waits for a fetch.
//! A failed fetch is not remembered, so the next attempt fetches anew. Natively (tests) the reader is always here.

use spindle_core::scenario::Scenario;

/// Reads scenario JSON; the error is serde_json's message (what is wrong, at which line and column).
pub type Reader = fn(&str) -> Result<Scenario, String>;

/// What the chunk holds.
fn read(json: &str) -> Result<Scenario, String> {
    serde_json::from_str(json).map_err(|e| e.to_string())
}

#[cfg(target_arch = "wasm32")]
static READER: super::chunk::OnDemand<Reader> = super::chunk::OnDemand::new("the scenario reader could not be loaded");

/// The reader, once its chunk is loaded.
#[cfg(target_arch = "wasm32")]
pub fn reader() -> Option<Reader> {
    READER.get()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn reader() -> Option<Reader> {
    Some(read)
}

/// Loads the reader's chunk (at once if it is here) and then calls `done`; an `Err` says why it could not be.
pub fn load(done: impl FnOnce(Result<(), String>) + 'static) {
    super::load_then(reader().is_some(), async { fetch().await.map(|_| ()) }, done)
}

/// Fetches the reader's chunk once in the page's life, quietly, for the next visit: the page calls it when it saves
/// a scenario that the next visit will need the reader to open (an edit of the default, another scenario opened),
/// so that visit finds the chunk in the browser's cache instead of waiting for the network. A visit that changes
/// nothing never fetches it. A failure is forgotten; the next visit fetches it as it would have.
pub fn prefetch() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static ASKED: AtomicBool = AtomicBool::new(false);
    if reader().is_none() && !ASKED.swap(true, Ordering::Relaxed) {
        load(|_| {});
    }
}

/// The reader, fetching its chunk first unless it is here.
pub async fn fetch() -> Result<Reader, String> {
    #[cfg(target_arch = "wasm32")]
    READER.fetch(scenario_reader).await?;
    reader().ok_or_else(|| String::from("the scenario reader is not here"))
}

/// The reader's code: everything only this function reaches goes to `split_scenario_reader.wasm` (or, what the
/// link decoder, the served content and the views that read JSON share with it, to a `chunk_N.wasm` beside them).
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(scenario_reader, fallible)]
fn scenario_reader() -> Result<Reader, wasm_split_helpers::SplitLoaderError> {
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_scenario_and_says_where_json_breaks() {
        let read = reader().expect("natively the reader is always here");
        let json = spindle_core::builtin::json("zk-anti-affinity").expect("built in");
        assert_eq!(read(json).expect("reads"), serde_json::from_str::<Scenario>(json).unwrap());
        let e = read("{\n  \"name\": 3\n}").unwrap_err();
        assert!(e.contains("line 2"), "{e}");
    }
}
