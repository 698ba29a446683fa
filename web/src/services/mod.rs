//! The browser around the playground: DOM and storage, the gallery's served content, share links, the scenario
//! reader, the explanations' chunk, why a fetch failed (the connection or a deploy), the keyboard map, and the
//! functions exported to JavaScript for headless checks.
//! Natively these are inert or pure, so the state is testable.

#[cfg(target_arch = "wasm32")]
pub mod chunk;
pub mod cold;
pub mod content;
pub mod deploy;
pub mod dom;
pub mod engine;
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

/// Calls `done` once `promise` settles: with its value, or with the message of what it was rejected with. The
/// callback form the services share rather than `wasm_bindgen_futures::JsFuture`, whose futures cost the first page
/// more code for the same wait.
#[cfg(target_arch = "wasm32")]
pub fn settled(promise: js_sys::Promise, done: impl FnOnce(Result<wasm_bindgen::JsValue, String>) + 'static) {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsValue;

    // Either closure runs, once: the first to run takes `done`.
    type Done = Box<dyn FnOnce(Result<JsValue, String>)>;
    let done: Rc<Cell<Option<Done>>> = Rc::new(Cell::new(Some(Box::new(done))));
    let (ok, err) = (done.clone(), done);
    let on_value = Closure::<dyn FnMut(JsValue)>::once(move |v: JsValue| {
        if let Some(done) = ok.take() {
            done(Ok(v));
        }
    });
    let on_error = Closure::<dyn FnMut(JsValue)>::once(move |e: JsValue| {
        if let Some(done) = err.take() {
            done(Err(js_sys::Error::from(e).message().as_string().unwrap_or_default()));
        }
    });
    let _ = promise.then2(&on_value, &on_error);
    // The promise settles once, later: the closures live until then.
    on_value.forget();
    on_error.forget();
}
