//! The gallery's content as files, for builds that leave it out. With the `content` feature (the default: the
//! CLI, the tests) the scenarios' JSON, the lessons and the glossary's definitions are compiled in. The playground
//! turns the feature off, so that ~100 KB of text is not in its first page's wasm (code splitting moves code, not
//! data); `build_web` writes [`files`] into `dist/gallery/` (`cargo run -p spindle-core --bin gallery_files`)
//! and the playground fetches them when a view needs them and reads them back with [`Content::read`] and
//! [`Glossary::read`]. The core is the one source of both: the files are written from what it compiles in.
//!
//! Text read back from a file is kept for the life of the process (read once per file): the lesson and glossary
//! types hold `&'static str`, as their compiled-in copies do, so they read only from `'static` text (serde borrows
//! `&str` fields from its input). A file that is not JSON at all (cut short, an error page) is refused before its
//! text is kept (`read_kept`), so a failed try costs nothing for the page's life. Reading through a
//! `serde_json::Value` tree instead would keep only the strings, but its code made the reading chunk twice as big.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::Deserialize;

use super::glossary::Term;
use super::lesson::Lesson;
use super::{Entry, GalleryError, Source};
use crate::scenario::Scenario;
use crate::sorted_map::SortedMap;

/// Whether this build leaves the gallery's content out (the `content` feature is off).
pub const LEFT_OUT: bool = !cfg!(feature = "content");

/// Where the playground finds [`Content`], relative to its page.
pub const CONTENT_FILE: &str = "gallery/content.json";

/// Where the playground finds [`Glossary`], relative to its page.
pub const GLOSSARY_FILE: &str = "gallery/glossary.json";

/// `gallery/content.json`: every JSON entry's scenario as shipped and every lesson, by entry name. Sorted vectors
/// rather than `BTreeMap`s (whose code for these two value types was about 3 KB of the playground's first page,
/// docs/toolchain.md, maps12): read once, a few dozen entries.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct Content {
    /// Each JSON entry's scenario, as its file gives it (before [`Entry::dressed`]).
    pub scenarios: SortedMap<String, Scenario>,
    /// Each entry's lesson.
    pub lessons: SortedMap<String, Lesson>,
}

impl Content {
    /// Reads `gallery/content.json`.
    // `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
    #[inline]
    pub fn read(text: String) -> Result<Content, String> {
        read_kept(text)
    }

    /// What this build compiles in (`None` without the `content` feature, which is when the file is needed).
    // `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
    #[inline]
    pub fn compiled() -> Option<Content> {
        if LEFT_OUT {
            return None;
        }
        let mut c = Content::default();
        for e in super::ENTRIES {
            if let Source::Json(text) = e.source {
                c.scenarios.insert(e.name.to_string(), serde_json::from_str(text).ok()?);
            }
            if let Some(l) = e.lesson {
                c.lessons.insert(e.name.to_string(), *l);
            }
        }
        Some(c)
    }

    /// The entry's scenario, as [`Entry::scenario`] gives it, whether compiled in or read from the file.
    // `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
    #[inline]
    pub fn scenario(&self, e: &Entry) -> Result<Scenario, GalleryError> {
        match (e.source, self.scenarios.get(e.name)) {
            (Source::Served, Some(s)) => Ok(e.dressed(s.clone())),
            _ => e.scenario(),
        }
    }

    /// The entry's lesson, whether compiled in or read from the file.
    pub fn lesson<'a>(&'a self, e: &'a Entry) -> Option<&'a Lesson> {
        match e.lesson {
            Some(l) if l.is_served() => self.lessons.get(e.name),
            other => other,
        }
    }
}

/// `gallery/glossary.json`: every glossary term with its definition and where it shows, in the glossary's order.
#[derive(Clone, Debug, Deserialize)]
#[serde(transparent, bound(deserialize = "'de: 'static"))]
pub struct Glossary(pub Vec<Term>);

impl Glossary {
    /// Reads `gallery/glossary.json`.
    // `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
    #[inline]
    pub fn read(text: String) -> Result<Glossary, String> {
        read_kept(text)
    }

    /// What this build compiles in (`None` without the `content` feature).
    pub fn compiled() -> Option<Glossary> {
        (!LEFT_OUT).then(|| Glossary(super::glossary::TERMS.to_vec()))
    }
}

/// Reads what a served file's `text` holds, keeping the text for the life of the process once it is known to be
/// JSON (the syntax is checked first, without building anything), so a file that is not JSON keeps nothing.
fn read_kept<T: Deserialize<'static>>(text: String) -> Result<T, String> {
    serde_json::from_str::<serde::de::IgnoredAny>(&text).map_err(|e| e.to_string())?;
    serde_json::from_str(text.leak()).map_err(|e| e.to_string())
}

/// The served files, `(path under dist/, text)`, written from what this build compiles in. The scenarios are
/// their JSON files verbatim.
#[cfg(feature = "content")]
pub fn files() -> Vec<(&'static str, String)> {
    use core::fmt::Write;

    let mut content = String::from("{\"scenarios\":{");
    let json = super::ENTRIES.iter().filter_map(|e| e.json().map(|j| (e.name, j)));
    for (i, (name, text)) in json.enumerate() {
        let _ = write!(content, "{}{}:{}", if i > 0 { "," } else { "" }, quoted(name), text.trim());
    }
    content.push_str("},\"lessons\":{");
    for (i, e) in super::lessons().enumerate() {
        let lesson = e.lesson.map(|l| serde_json::to_string(l).unwrap_or_default()).unwrap_or_default();
        let _ = write!(content, "{}{}:{}", if i > 0 { "," } else { "" }, quoted(e.name), lesson);
    }
    content.push_str("}}");
    let glossary = serde_json::to_string(super::glossary::TERMS).unwrap_or_default();
    alloc::vec![(CONTENT_FILE, content), (GLOSSARY_FILE, glossary)]
}

#[cfg(feature = "content")]
fn quoted(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// `deserialize_with` helpers that keep what they read for the life of the process.
pub(crate) mod leak {
    use alloc::string::String;
    use alloc::vec::Vec;
    use serde::{Deserialize, Deserializer};

    pub(crate) fn str<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
        String::deserialize(d).map(|s| &*s.leak())
    }

    pub(crate) fn strs<'de, D: Deserializer<'de>>(d: D) -> Result<&'static [&'static str], D::Error> {
        let words = Vec::<String>::deserialize(d)?;
        Ok(words.into_iter().map(|s| &*s.leak()).collect::<Vec<&'static str>>().leak())
    }

    pub(crate) fn slice<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<&'static [T], D::Error> {
        Vec::<T>::deserialize(d).map(|v| &*v.leak())
    }
}

#[cfg(all(test, feature = "content"))]
mod tests {
    use super::*;

    #[test]
    fn the_files_read_back_as_what_is_compiled_in() {
        let files = files();
        let content = Content::read(files[0].1.clone()).expect("content.json reads");
        let compiled = Content::compiled().expect("compiled in");
        assert_eq!(content.scenarios, compiled.scenarios);
        assert_eq!(content.lessons, compiled.lessons);
        assert_eq!(content.lessons.len(), super::super::lessons().count());
        for e in super::super::ENTRIES {
            assert_eq!(content.scenario(e), e.scenario(), "{}", e.name);
            assert_eq!(content.lesson(e), e.lesson, "{}", e.name);
        }
        let glossary = Glossary::read(files[1].1.clone()).expect("glossary.json reads");
        assert_eq!(glossary.0, super::super::glossary::TERMS);
    }

    #[test]
    fn a_file_that_does_not_read_says_why() {
        let text = files().remove(0).1;
        assert!(Content::read(text[..text.len() / 2].to_string()).is_err(), "cut short");
        assert!(Content::read("<!doctype html>".to_string()).is_err(), "an error page");
        assert!(Glossary::read("{\"id\":1}".to_string()).is_err(), "not the glossary's shape");
    }
}
