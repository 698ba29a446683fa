//! Share links: a scenario in a URL fragment, read and written by the playground and by `spindle url` alike.
//!
//! A link's fragment is a list of `key=value` pairs (docs/links.md):
//!
//! * `v` — the scenario format version the payload is written in ([`FORMAT_VERSION`] when written). Absent in
//!   links made before versions existed: those are version 1.
//! * `s` — the scenario as compact JSON, deflate-raw compressed, base64url without padding. Another encoding
//!   would get another key, so a page never misreads a payload it does not know.
//! * `step`, `tab`, `embed` — where the page opens (optional; see [`View`]).
//!
//! Reading checks every layer (parameters, base64url, deflate, JSON, format version) and fails with a
//! [`LinkError`] naming the broken layer in a sentence for the user, with the library's words kept apart as
//! [`LinkError::details`]. The fragment never reaches a server.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use base64::Engine as _;

use crate::scenario::{check_version, MigrationError, Scenario, FORMAT_VERSION};

/// Decompressed scenarios larger than this are refused (no link legitimately inflates to more; the limit stops a
/// crafted link from exhausting memory). The 2,000-node generated scenario is about 0.5 MB.
pub const MAX_JSON_BYTES: usize = 8 << 20;

/// Links longer than this are unreliable in chat tools and some address bars: the page offers the file instead.
pub const LONG_LINK: usize = 2000;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// Where a link opens the page: a step of the run, a tab, and whether it is embedded in another page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The run is advanced to this step on opening.
    pub step: Option<u64>,
    /// The selected tab (the page ignores names it does not know).
    pub tab: Option<String>,
    /// `embed=1`: the cluster and the timeline only, for an iframe.
    pub embed: bool,
}

/// A link read back: the scenario (migrated to the current format) and where to open it.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The scenario, already migrated to the current format version.
    pub scenario: Scenario,
    /// The format version the link was written in (1 for links without `v`).
    pub version: u32,
    /// Where the link opens: step, tab, embed mode.
    pub view: View,
}

/// Why a link could not be read: one variant per layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment has no `s=` scenario.
    NoScenario,
    /// A parameter is malformed (`v=x`, `step=-1`).
    BadParameter {
        /// The parameter's name.
        key: String,
        /// What the link gave it.
        value: String,
    },
    /// `v` is newer than this build reads (checked before decoding anything).
    NewerVersion(u64),
    /// Not base64url: a character outside the alphabet, or a length no encoder produces. `at` is the character
    /// offset in the payload, `len` its length.
    Base64 {
        /// Where the first bad character is, when there is one.
        at: Option<usize>,
        /// The payload's length in characters.
        len: usize,
        /// The decoder's own words, for the details.
        detail: String,
    },
    /// The compressed data is cut short.
    Truncated,
    /// The compressed data is corrupt.
    Corrupt(String),
    /// Inflates beyond [`MAX_JSON_BYTES`].
    TooLarge,
    /// Inflates to something that is not a scenario.
    NotAScenario(String),
    /// A scenario of a format this build cannot migrate (a newer one, named inside the JSON).
    Format(MigrationError),
}

impl LinkError {
    /// The library's own words, for a disclosure under the user's sentence (`None` when the sentence says all).
    pub fn details(&self) -> Option<String> {
        match self {
            LinkError::Base64 { detail, .. } | LinkError::Corrupt(detail) | LinkError::NotAScenario(detail) => {
                Some(detail.clone())
            }
            LinkError::Format(e) => Some(e.to_string()),
            _ => None,
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NoScenario => f.write_str("this link holds no scenario (nothing after `#s=`)"),
            LinkError::BadParameter { key, value } => {
                write!(f, "this link's `{key}` is not understood (`{value}`) — was it edited by hand?")
            }
            LinkError::NewerVersion(v) | LinkError::Format(MigrationError::NewerVersion(v)) => write!(
                f,
                "this link was made by a newer Spindle (scenario format {v}; this page reads 1 to {FORMAT_VERSION}) \
                 — open it in the newer Spindle, or ask for the scenario file"
            ),
            LinkError::Base64 { at: Some(at), len, .. } if at + 4 < *len => {
                write!(f, "this link is damaged at character {at} — was it copied exactly?")
            }
            LinkError::Base64 { .. } | LinkError::Truncated => {
                f.write_str("this link is damaged near the end — was it copied whole?")
            }
            LinkError::Corrupt(_) => f.write_str("this link is damaged — was it copied exactly, without edits?"),
            LinkError::TooLarge => {
                write!(f, "this link unpacks to more than {} MB, more than any scenario", MAX_JSON_BYTES >> 20)
            }
            LinkError::NotAScenario(_) => f.write_str("this link does not hold a Spindle scenario"),
            LinkError::Format(e) => write!(f, "this link's scenario cannot be read: {e}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for LinkError {}

/// The `s=` payload for a scenario: compact JSON (the current format version), deflate-raw, base64url.
pub fn encode_payload(s: &Scenario) -> String {
    // Serialising plain data cannot fail; an empty payload would decode as an error, never panic.
    let json = serde_json::to_vec(s).unwrap_or_default();
    B64.encode(miniz_oxide::deflate::compress_to_vec(&json, 9))
}

/// The whole fragment (without `#`) for a scenario opened at `view`.
pub fn encode(s: &Scenario, view: &View) -> String {
    let mut out = format!("v={FORMAT_VERSION}&s={}", encode_payload(s));
    if let Some(step) = view.step {
        out.push_str(&format!("&step={step}"));
    }
    if let Some(tab) = &view.tab {
        // Tab names are the page's own identifiers (ASCII words); anything else is dropped rather than escaped.
        if !tab.is_empty() && tab.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
            out.push_str(&format!("&tab={tab}"));
        }
    }
    if view.embed {
        out.push_str("&embed=1");
    }
    out
}

/// The JSON text inside a payload, checked layer by layer (base64url, then deflate, then the size limit).
pub fn payload_json(payload: &str) -> Result<Vec<u8>, LinkError> {
    let payload = payload.trim().trim_end_matches('=');
    let packed = B64.decode(payload).map_err(|e| {
        let at = match e {
            base64::DecodeError::InvalidByte(at, _) | base64::DecodeError::InvalidLastSymbol { offset: at, .. } => {
                Some(at)
            }
            _ => None,
        };
        LinkError::Base64 { at, len: payload.len(), detail: e.to_string() }
    })?;
    miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_JSON_BYTES).map_err(|e| {
        use miniz_oxide::inflate::TINFLStatus;
        match e.status {
            TINFLStatus::HasMoreOutput => LinkError::TooLarge,
            TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => LinkError::Truncated,
            other => LinkError::Corrupt(format!("deflate: {other:?}")),
        }
    })
}

/// Reads a scenario out of a payload, migrating older format versions. The scenario is only parsed: the caller
/// validates it like any other edit.
// `#[inline]`: this function, and with it `serde_json::from_str::<Scenario>` (the whole tree of the scenario's
// deserialisers), is compiled in the crate that calls it, at that crate's opt-level. Without it a build of the
// core at a higher opt-level than the playground (`[profile.wasm.package.spindle-core]`) carries two copies of
// the tree, the core's optimised for speed (docs/benchmarks.md, "Where the core's opt-level bytes go"). The
// other entry points that parse a scenario (`gallery::scenario`, `served::Content`) are `#[inline]` for the same reason.
#[inline]
pub fn decode_payload(payload: &str) -> Result<Scenario, LinkError> {
    let json = payload_json(payload)?;
    // Through `&str`, as every other scenario is read: one copy of the scenario's deserialisers in the wasm.
    let json = core::str::from_utf8(&json).map_err(|e| LinkError::NotAScenario(e.to_string()))?;
    serde_json::from_str(json).map_err(|e| {
        // A scenario from a newer format fails on its first unknown field; name the version instead.
        let version = serde_json::from_str::<serde_json::Value>(json)
            .ok()
            .and_then(|v| v.get("version").and_then(serde_json::Value::as_u64));
        match version.and_then(check_version) {
            Some(m) => LinkError::Format(m),
            None => LinkError::NotAScenario(e.to_string()),
        }
    })
}

/// The fragment part of a pasted text: everything after `#` in a URL, or the text itself.
pub fn fragment_of(text: &str) -> &str {
    let text = text.trim();
    match text.find('#') {
        Some(i) => &text[i + 1..],
        None => text,
    }
}

/// Whether a location hash looks like a share link (so the page treats it as one, and reports it if damaged).
pub fn is_link(hash: &str) -> bool {
    params(fragment_of(hash)).any(|(k, _)| k == "s")
}

/// Whether a location hash is a share link that opens embedded (`embed=1`), as [`decode`] reads it, without
/// decoding its scenario.
pub fn is_embedded(hash: &str) -> bool {
    is_link(hash) && params(fragment_of(hash)).filter(|(k, _)| *k == "embed").last().is_some_and(|(_, v)| is_on(v))
}

/// A flag parameter's value: `embed=1`, `embed=true` or a bare `embed`.
fn is_on(value: &str) -> bool {
    matches!(value, "1" | "true" | "")
}

fn params(fragment: &str) -> impl Iterator<Item = (&str, &str)> {
    fragment.split('&').filter(|p| !p.is_empty()).map(|p| p.split_once('=').unwrap_or((p, "")))
}

/// Reads a link: a whole URL, a fragment with or without `#`, from any version of Spindle.
// `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
#[inline]
pub fn decode(text: &str) -> Result<Link, LinkError> {
    let mut version = 1u64;
    let mut payload = None;
    let mut view = View::default();
    let bad = |key: &str, value: &str| LinkError::BadParameter { key: key.to_string(), value: value.to_string() };
    for (key, value) in params(fragment_of(text)) {
        match key {
            "v" => version = value.parse().map_err(|_| bad(key, value))?,
            "s" => payload = Some(value),
            "step" => view.step = Some(value.parse().map_err(|_| bad(key, value))?),
            "tab" => view.tab = Some(value.to_string()),
            "embed" => view.embed = is_on(value),
            // Parameters of later versions are ignored: `v` already says whether this build can read the link.
            _ => {}
        }
    }
    if let Some(e) = check_version(version) {
        return Err(match e {
            MigrationError::NewerVersion(v) => LinkError::NewerVersion(v),
            other => LinkError::Format(other),
        });
    }
    let scenario = decode_payload(payload.ok_or(LinkError::NoScenario)?)?;
    // `check_version` accepted it, so it fits in u32.
    Ok(Link { scenario, version: u32::try_from(version).unwrap_or(FORMAT_VERSION), view })
}

#[cfg(test)]
mod tests;
