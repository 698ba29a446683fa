//! Share links: the scenario travels in the URL fragment as compact JSON, deflate-raw compressed and
//! base64url-encoded (`#s=…`). The fragment never reaches a server, and deflate keeps a 40-node scenario near
//! 700 characters. Reading a link checks every layer and says which one is broken, so a truncated or tampered
//! link is reported instead of loading something half-decoded.

use std::fmt;

use base64::Engine as _;
use spindle_core::scenario::Scenario;

/// The fragment key of a shared scenario: `#s=<payload>`.
pub const FRAGMENT_KEY: &str = "s=";

/// Decompressed scenarios larger than this are refused (a link cannot legitimately inflate to more; the limit
/// stops a crafted link from exhausting memory).
const MAX_JSON_BYTES: usize = 8 << 20;

/// Links longer than this are unreliable in chat tools and some browsers' address bars.
pub const LONG_LINK: usize = 2000;

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// Not base64url (a character outside the alphabet, or a length no encoder produces).
    Encoding(String),
    /// The compressed data is cut short or corrupt.
    Compression,
    /// Inflates beyond [`MAX_JSON_BYTES`].
    TooLarge,
    /// Inflates to something that is not a scenario.
    Json(String),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Encoding(e) => write!(f, "the link is not valid base64url ({e}); was it copied whole?"),
            ShareError::Compression => f.write_str("the link's data is cut short or corrupted; was it copied whole?"),
            ShareError::TooLarge => write!(f, "the link inflates to more than {} MB", MAX_JSON_BYTES >> 20),
            ShareError::Json(e) => write!(f, "the link does not hold a Spindle scenario: {e}"),
        }
    }
}

/// The URL fragment payload for a scenario (without `#s=`).
pub fn encode(s: &Scenario) -> String {
    // Serialising plain data to a string cannot fail; an empty payload would decode as an error, not panic.
    let json = serde_json::to_vec(s).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(packed)
}

/// Reads a payload made by [`encode`]. The scenario is only parsed here; the caller validates it by building
/// the simulator, like any other edit.
pub fn decode(payload: &str) -> Result<Scenario, ShareError> {
    let packed = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.trim().trim_end_matches('='))
        .map_err(|e| ShareError::Encoding(e.to_string()))?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_JSON_BYTES).map_err(|e| {
        if e.status == miniz_oxide::inflate::TINFLStatus::HasMoreOutput {
            ShareError::TooLarge
        } else {
            ShareError::Compression
        }
    })?;
    // Parsed as text, like every other scenario the playground reads: one serde_json reader (`from_str`) keeps one
    // copy of the scenario's generated deserialisers in the bundle instead of two (`from_slice` is another).
    let json = String::from_utf8(json).map_err(|e| ShareError::Json(e.to_string()))?;
    serde_json::from_str(&json).map_err(|e| ShareError::Json(e.to_string()))
}

/// The payload in a location hash (`#s=…`), if it holds one.
pub fn payload_in_hash(hash: &str) -> Option<&str> {
    hash.strip_prefix('#').unwrap_or(hash).strip_prefix(FRAGMENT_KEY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::gallery::large::large_cluster;

    fn zk() -> Scenario {
        serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").expect("built in")).expect("parses")
    }

    #[test]
    fn round_trips_and_stays_short() {
        let s = zk();
        let link = encode(&s);
        assert!(link.len() < 700, "{} characters", link.len());
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(decode(&link).unwrap(), s);
        assert_eq!(payload_in_hash(&format!("#s={link}")), Some(link.as_str()));
        assert_eq!(payload_in_hash("#other"), None);
    }

    #[test]
    fn truncated_tampered_and_foreign_links_are_errors_not_panics() {
        let link = encode(&zk());
        let half = link.len() / 2 / 4 * 4;
        assert_eq!(decode(&link[..half]), Err(ShareError::Compression), "cut on a base64 boundary");
        assert!(matches!(decode(&link[..half + 1]), Err(ShareError::Encoding(_))), "cut mid-character");
        assert!(matches!(decode("not*base64"), Err(ShareError::Encoding(_))));
        let mut bytes = link.into_bytes();
        bytes[40] = if bytes[40] == b'A' { b'B' } else { b'A' };
        assert!(decode(std::str::from_utf8(&bytes).unwrap()).is_err());
        let foreign = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .encode(miniz_oxide::deflate::compress_to_vec(br#"{"hello": 1}"#, 9));
        assert!(matches!(decode(&foreign), Err(ShareError::Json(_))));
        // Every prefix of a link fails cleanly or decodes: no panic anywhere.
        let link = encode(&zk());
        for n in 0..link.len() {
            let _ = decode(&link[..n]);
        }
    }

    #[test]
    fn a_zip_bomb_is_refused() {
        let bomb = vec![b' '; MAX_JSON_BYTES + 1];
        let link =
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&bomb, 9));
        assert_eq!(decode(&link), Err(ShareError::TooLarge));
    }

    /// Issue 10 item 2: a link whose request constraint nests `AND(` 100,000 deep decodes (it is valid JSON) and
    /// is then refused with an error naming the field, as every edit is — it used to overflow the stack.
    #[test]
    fn a_link_with_a_hundred_thousand_nested_levels_is_an_error() {
        let mut s = zk();
        s.applications[0].requests[0].constraint =
            format!("{}IN,NODE,zk{}", "AND(".repeat(100_000), ")".repeat(100_000));
        let link = encode(&s);
        assert!(link.len() < 10_000, "deflate keeps it short: {}", link.len());
        let back = decode(&link).unwrap();
        let Err(e) = spindle_core::sim::Simulator::new(&back) else { panic!("accepted") };
        let e = e.to_string();
        assert!(e.contains("applications[0].requests[0].constraint") && e.contains("nested more than 100 deep"), "{e}");
    }

    #[test]
    fn the_large_scenario_fits_a_link_but_a_long_one() {
        let link = encode(&large_cluster());
        assert!(link.len() > LONG_LINK && link.len() < 40_000, "{}", link.len());
    }
}
