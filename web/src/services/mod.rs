//! The browser around the playground: DOM and storage, the gallery's served content, share links, the scenario
//! reader, the explanations' chunk, the keyboard map, and the functions exported to JavaScript for headless checks.
//! Natively these are inert or pure, so the state is testable.

#[cfg(target_arch = "wasm32")]
pub mod chunk;
pub mod content;
pub mod dom;
pub mod explain;
pub mod files;
pub mod formats;
pub mod headless;
pub mod keyboard;
pub mod preemption;
pub mod reader;
pub mod share;

use std::future::Future;

/// What a chunk's `load` does: calls `done` at once if the chunk is `here`, else once `fetch` (its fetch) has
/// finished, with why it could not be fetched.
pub fn load_then<F>(here: bool, fetch: F, done: impl FnOnce(Result<(), String>) + 'static)
where
    F: Future<Output = Result<(), String>> + 'static,
{
    if here {
        return done(Ok(()));
    }
    yew::platform::spawn_local(async move { done(fetch.await) });
}
