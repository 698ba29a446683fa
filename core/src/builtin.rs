//! `(name, JSON)` of the gallery's JSON scenarios: a compile-time view over [`crate::gallery::ENTRIES`] for
//! callers that only need the text. The gallery is the one list; prefer [`crate::gallery::scenario`], which also
//! applies the entry's handler and covers the generated large cluster.

use crate::gallery::{Source, ENTRY_LIST};

const fn json_entries() -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < ENTRY_LIST.len() {
        if let Source::Json(_) = ENTRY_LIST[i].source {
            n += 1;
        }
        i += 1;
    }
    n
}

const JSON_ENTRIES: usize = json_entries();

/// `(name, JSON)` of every gallery entry whose source is a JSON file, in gallery order. The JSON is the file as
/// shipped: an entry that runs it under another handler (`handlers-disabled`) lists the file's own handler.
pub const SCENARIOS: &[(&str, &str)] = &{
    let mut out = [("", ""); JSON_ENTRIES];
    let (mut i, mut k) = (0, 0);
    while i < ENTRY_LIST.len() {
        if let Source::Json(text) = ENTRY_LIST[i].source {
            out[k] = (ENTRY_LIST[i].name, text);
            k += 1;
        }
        i += 1;
    }
    out
};

/// The JSON text of a built-in scenario.
pub fn json(name: &str) -> Option<&'static str> {
    SCENARIOS.iter().find(|(n, _)| *n == name).map(|(_, j)| *j)
}
