//! The gallery's content the first page leaves out: the scenarios' JSON and the lessons (`gallery/content.json`)
//! and the glossary's definitions (`gallery/glossary.json`), which `build_web` writes from the core
//! (`spindle_core::gallery::served`). The web crate builds the core without its `content` feature, so that text is
//! not in the first page's wasm (code splitting moves code, not data); a view that needs it fetches its file the
//! first time (the gallery, the glossary, a lesson, the scenario picker). A failed fetch is not remembered, so the
//! next use tries again. Where the core compiles the content in (the crate's native tests) nothing is fetched.
//! The code that reads a file (serde for the lessons and terms) is itself in a wasm chunk (`split_served_*.wasm`,
//! as `components::lazy` does for views), fetched with the file: in the first page it would cost about as many
//! bytes as the text saves. A chunk can hand out code beside its reader that runs only on what the file holds
//! (the content's chunk holds the lesson code, `state::lesson::LessonCode`: a lesson opens only from served
//! content), as the preemption policy's chunk hands out its round report.

use std::future::Future;
use std::pin::Pin;
use std::sync::OnceLock;

use spindle_core::gallery::served::{Content, Glossary, CONTENT_FILE, GLOSSARY_FILE};
use wasm_split_helpers::{wasm_split, SplitLoaderError};
use yew::prelude::*;

use crate::state::lesson::LessonCode;

/// Reads a served file's text (kept for the page's life if it is JSON: what is read points into it).
type Read<T> = fn(String) -> Result<T, String>;

/// What a split function that hands out a [`Read`] returns (with the code `C` its chunk holds beside it): it
/// resolves once its chunk is loaded.
type Reader<T, C> = fn() -> Pin<Box<dyn Future<Output = Result<(Read<T>, C), SplitLoaderError>>>>;

/// A file of served content: read once, kept for the page's life; `C` is the code its reader's chunk holds beside
/// the reader (`()` for none).
pub struct Served<T: 'static, C: Copy + 'static = ()> {
    path: &'static str,
    reader: Reader<T, C>,
    compiled: fn() -> Option<T>,
    got: OnceLock<T>,
    code: OnceLock<C>,
}

/// The gallery's scenarios and lessons, and the lesson code.
pub static CONTENT: Served<Content, LessonCode> =
    Served::new(CONTENT_FILE, || Box::pin(content_reader()), Content::compiled);

/// The glossary with its definitions.
pub static GLOSSARY: Served<Glossary> = Served::new(GLOSSARY_FILE, || Box::pin(glossary_reader()), Glossary::compiled);

#[wasm_split(served_content, fallible)]
fn content_reader() -> Result<(Read<Content>, LessonCode), SplitLoaderError> {
    Ok((Content::read, LessonCode::HERE))
}

#[wasm_split(served_glossary, fallible)]
fn glossary_reader() -> Result<(Read<Glossary>, ()), SplitLoaderError> {
    Ok((Glossary::read, ()))
}

impl<T: Send + Sync + 'static, C: Copy + Send + Sync + 'static> Served<T, C> {
    const fn new(path: &'static str, reader: Reader<T, C>, compiled: fn() -> Option<T>) -> Self {
        Served { path, reader, compiled, got: OnceLock::new(), code: OnceLock::new() }
    }

    /// The code the reader's chunk holds beside the reader, once the chunk is here: whenever the content was
    /// fetched (so never where it is compiled in, the crate's native tests).
    pub fn code(&self) -> Option<C> {
        self.code.get().copied()
    }

    /// The content, if it is compiled in or was fetched.
    pub fn get(&'static self) -> Option<&'static T> {
        if let Some(t) = self.got.get() {
            return Some(t);
        }
        (self.compiled)().map(|t| self.got.get_or_init(|| t))
    }

    /// Hands the content to `done`: at once if it is here, else once fetched; an `Err` says why it is not (with the
    /// cause, `services::deploy`, when something could not be fetched).
    pub fn load(&'static self, done: impl FnOnce(Result<&'static T, String>) + 'static) {
        match self.get() {
            Some(t) => done(Ok(t)),
            None => self.fetch(Box::new(done)),
        }
    }

    /// [`Served::load`]'s fetch and read, one copy per file type whoever asks (`done` boxed). A file already being
    /// fetched is not fetched again: `done` waits for that fetch and is answered from what it read (or, if it
    /// failed, by a fetch of its own).
    fn fetch(&'static self, done: Box<dyn FnOnce(Result<&'static T, String>)>) {
        let first =
            FETCHING.with_borrow_mut(|fetching| match fetching.iter_mut().find(|(path, _)| *path == self.path) {
                Some((_, waiting)) => {
                    waiting.push(Box::new(move || match self.get() {
                        Some(t) => done(Ok(t)),
                        None => self.fetch(done),
                    }));
                    None
                }
                None => {
                    fetching.push((self.path, Vec::new()));
                    Some(done)
                }
            });
        let Some(first) = first else { return };
        // The reader's chunk is fetched beside the file, not once the file is here: the two waits overlap. The read
        // below joins this load (the split loader keeps a load in flight); a failure here is forgotten, and that
        // await tries again and says so.
        yew::platform::spawn_local(async move {
            let _ = (self.reader)().await;
        });
        let done = move |got: Result<&'static T, String>| {
            first(got);
            let waiting = FETCHING.with_borrow_mut(|fetching| {
                let at = fetching.iter().position(|(path, _)| *path == self.path);
                at.map(|at| fetching.swap_remove(at).1).unwrap_or_default()
            });
            waiting.into_iter().for_each(|answer| answer());
        };
        fetch_text(self.path, move |text| {
            yew::platform::spawn_local(async move {
                let unfetched = |why: String| async move { format!("{why}; {}", super::deploy::cause().await.text()) };
                let text = match text {
                    Ok(text) => text,
                    Err(why) => return done(Err(unfetched(why).await)),
                };
                // The file's code calls into the first page's, which may be in the cold module (`services::cold`).
                let read = match ((self.reader)().await, super::cold::arrived().await) {
                    (Ok(read), Ok(())) => Ok(read),
                    (Err(_), _) => {
                        Err(unfetched(format!("the code that reads {} could not be loaded", self.path)).await)
                    }
                    (_, Err(why)) => Err(why),
                };
                done(read.and_then(|(read, code)| {
                    let _ = self.code.set(code);
                    // Read once per page (a second fetch in flight finds it read): the lessons and terms it
                    // holds point into it for the page's life; a file that is not JSON is not kept.
                    if let Some(t) = self.got.get() {
                        return Ok(t);
                    }
                    let t = read(text).map_err(|e| format!("{} is unreadable: {e}", self.path))?;
                    Ok(self.got.get_or_init(|| t))
                }))
            });
        });
    }
}

/// A served file being fetched (its path), with the loads that wait for that fetch to end.
type Fetching = (&'static str, Vec<Box<dyn FnOnce()>>);

thread_local! {
    static FETCHING: std::cell::RefCell<Vec<Fetching>> = Default::default();
}

/// What a view shows while it waits for served content.
pub enum Loaded<T: 'static> {
    Loading,
    Ready(&'static T),
    /// The fetch failed: why.
    Failed(String),
}

/// The served content `file` for a view: fetched when the view is first drawn; `retry` (for "Try again") fetches
/// again after a failure.
#[hook]
pub fn use_served<T: Send + Sync + 'static, C: Copy + Send + Sync + 'static>(
    file: &'static Served<T, C>,
) -> (Loaded<T>, Callback<()>) {
    let attempt = use_state(|| 0u32);
    let failed = use_state(|| None::<String>);
    let redraw = use_force_update();
    {
        let failed = failed.clone();
        use_effect_with(*attempt, move |_| {
            if file.get().is_none() {
                file.load(move |got| match got {
                    Ok(_) => redraw.force_update(),
                    Err(e) => failed.set(Some(e)),
                });
            }
        });
    }
    let retry = {
        let (attempt, failed) = (attempt.clone(), failed.clone());
        Callback::from(move |_: ()| {
            failed.set(None);
            attempt.set(*attempt + 1);
        })
    };
    let loaded = match (file.get(), &*failed) {
        (Some(t), _) => Loaded::Ready(t),
        (None, Some(why)) => Loaded::Failed(why.clone()),
        (None, None) => Loaded::Loading,
    };
    (loaded, retry)
}

/// Fetches `path` (relative to the page) as text.
#[cfg(target_arch = "wasm32")]
fn fetch_text(path: &'static str, done: impl FnOnce(Result<String, String>) + 'static) {
    super::settled(served_fetch(path), move |got| match got {
        Ok(text) => done(Ok(text.as_string().unwrap_or_default())),
        Err(why) => done(Err(format!("{path} could not be fetched ({why})"))),
    })
}

#[cfg(not(target_arch = "wasm32"))]
fn fetch_text(path: &'static str, done: impl FnOnce(Result<String, String>) + 'static) {
    done(Err(format!("{path} is fetched only in the browser")))
}

// `path` is relative to the build's assets folder (`dist/assets/HASH/`, where `build_web` puts `gallery/` beside
// `pkg/`); this snippet is written by wasm-bindgen to `pkg/snippets/spindle-web-…/inline*.js`, three levels below it.
// So a page always reads the content of its own build, also after a new deploy.
// `served_assets` is `services::deploy`'s: here, because each snippet is one more file the first page fetches.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r##"
export function served_fetch(path) {
  return fetch(new URL("../../../" + path, import.meta.url)).then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.text();
  });
}
export function served_assets() {
  return fetch(location.href.split("#")[0], { cache: "no-cache" })
    .then((r) => (r.ok ? r.text() : ""))
    .then((html) => /<html[^>]*\sdata-assets="([^"]*)"/.exec(html)?.[1] ?? "");
}
"##)]
extern "C" {
    fn served_fetch(path: &str) -> js_sys::Promise;
    /// The assets folder the page's own address names now (its root element's `data-assets`, as `build_web` writes
    /// it), asked of the server (revalidated, never from the browser's cache: hosts may let it keep the page a
    /// while); `""` if the server answers with an error or a page that names none.
    pub(super) fn served_assets() -> js_sys::Promise;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiled_in_content_is_here_without_a_fetch() {
        let got = std::rc::Rc::new(std::cell::Cell::new(0));
        let g = got.clone();
        CONTENT.load(move |c| g.set(c.map_or(0, |c| c.scenarios.len())));
        assert!(got.get() >= 30, "the scenarios, at once");
        assert!(GLOSSARY.get().is_some_and(|g| !g.0.is_empty()));
    }
}
