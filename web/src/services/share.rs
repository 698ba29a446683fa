//! Share links in the browser. The codec (JSON → deflate-raw → base64url, the fragment's `v`, `s`, `step`,
//! `tab` and `embed`, the typed errors and the migration of older links) is `spindle_core::link`, shared with
//! `spindle url`; this module only puts links into the page's address.

pub use spindle_core::link::{decode, is_embedded, is_link, LinkError, View, LONG_LINK};
use spindle_core::scenario::Scenario;

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
pub fn error_details(e: &LinkError) -> Option<String> {
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
