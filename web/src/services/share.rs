//! Share links in the browser. The codec (JSON → deflate-raw → base64url, the fragment's `v`, `s`, `step`,
//! `tab` and `embed`, the typed errors and the migration of older links) is `spindle_core::link`, shared with
//! `spindle url`; this module only puts links into the page's address, and loads the decoder.
//!
//! The decoder (base64, inflate, the link's JSON layers and their errors in words) is not in the first page's wasm:
//! most visits carry no link. [`reader`] is `None` until [`load`] has fetched its chunk
//! (`split_link_decoder.wasm`, as `services::preemption` does for the preemption policy); the state keeps a link
//! that arrives meanwhile (`Playground::awaiting_link`) and opens it once the chunk is here. A failed load is not
//! remembered, so the next attempt fetches anew. Natively (tests) the decoder is always here.

use spindle_core::link::{decode, LinkError};
pub use spindle_core::link::{is_embedded, is_link, Link, View, LONG_LINK};
use spindle_core::scenario::Scenario;

/// Why a share link could not be opened: the decoder's error in words, and its technical side
/// ([`error_details`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub why: String,
    pub details: Option<String>,
}

/// Reads a share link (the whole fragment).
pub type Reader = fn(&str) -> Result<Link, Unreadable>;

/// The decoder and its errors in words: what the chunk holds.
fn read(fragment: &str) -> Result<Link, Unreadable> {
    decode(fragment).map_err(|e| Unreadable { why: e.to_string(), details: error_details(&e) })
}

#[cfg(target_arch = "wasm32")]
static DECODER: super::chunk::OnDemand<Reader> = super::chunk::OnDemand::new("the link decoder could not be loaded");

/// The link decoder, once its chunk is loaded.
#[cfg(target_arch = "wasm32")]
pub fn reader() -> Option<Reader> {
    DECODER.get()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn reader() -> Option<Reader> {
    Some(read)
}

/// Loads the decoder's chunk (at once if it is here) and then calls `done`; an `Err` says why it could not be.
/// (`done` is boxed: one copy of the loader for its callers.)
pub fn load(done: Box<dyn FnOnce(Result<(), String>)>) {
    #[cfg(target_arch = "wasm32")]
    if reader().is_none() {
        return yew::platform::spawn_local(async move { done(DECODER.fetch(decoder).await) });
    }
    done(Ok(()))
}

/// The decoder's code: everything only this function reaches goes to `split_link_decoder.wasm`.
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(link_decoder, fallible)]
fn decoder() -> Result<Reader, wasm_split_helpers::SplitLoaderError> {
    Ok(read)
}

/// The full address of this page opening `scenario` at `view`.
pub fn link_for(scenario: &Scenario, view: &View) -> String {
    format!("{}#{}", crate::services::dom::location_base(), spindle_core::link::encode(scenario, view))
}

/// The same fragment without its `embed` parameter: where "Open in Spindle" goes from an embedded page.
pub fn without_embed(fragment: &str) -> String {
    fragment.trim_start_matches('#').split('&').filter(|kv| !kv.starts_with("embed=")).collect::<Vec<_>>().join("&")
}

/// The technical side of a link error, for a disclosure under the user's sentence: the decoder's own message and,
/// for a damaged payload, where it broke.
fn error_details(e: &LinkError) -> Option<String> {
    let place = match e {
        LinkError::Base64 { at: Some(at), len, .. } => Some(format!("character {at} of the {len}-character payload")),
        LinkError::Base64 { at: None, len, .. } => Some(format!("a {len}-character payload")),
        _ => None,
    };
    match (e.details(), place) {
        (Some(d), Some(p)) => Some(format!("{d} ({p})")),
        (d, p) => d.or(p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::gallery::large::large_cluster;

    const LARGE: &str = "large-2000";

    /// Links made before format versions existed (by commit d28353e; tests/fixtures/links/README.md) open, through
    /// the shared codec and the migration, to the scenario they were made from.
    #[test]
    fn version_1_links_keep_opening() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/links/v1");
        let mut names: Vec<String> = spindle_core::builtin::SCENARIOS[..6].iter().map(|(n, _)| n.to_string()).collect();
        names.push(LARGE.to_string());
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).expect("fixtures") {
            let path = entry.expect("entry").path();
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            let link = decode(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(link.version, 1, "{name}");
            let expected: Scenario = if name == LARGE {
                large_cluster()
            } else {
                serde_json::from_str(spindle_core::builtin::json(&name).expect("built in")).expect("parses")
            };
            assert_eq!(link.scenario, expected, "{name}");
            // Made with `"seed": 0`, which the migration drops with a note.
            assert_eq!(link.scenario.migration_notes.0.len(), 1, "{name}");
            seen += 1;
        }
        assert_eq!(seen, 7, "one fixture per scenario built in at d28353e, plus {LARGE}");
    }

    #[test]
    fn the_large_scenario_fits_a_link_but_a_long_one() {
        let frag = spindle_core::link::encode(&large_cluster(), &View::default());
        assert!(frag.len() > LONG_LINK && frag.len() < 40_000, "{}", frag.len());
    }
}
