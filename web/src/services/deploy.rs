//! Why a part of the page could not be fetched: the connection, or a new deploy.
//!
//! A build keeps everything but its page in an assets folder named by what it holds (`dist/assets/HASH/`, named in
//! the page's `data-assets`), so a page only ever fetches its own build's chunks and content. A deploy that removes
//! the previous build's folder leaves a page opened before it unable to fetch what it had not loaded yet; trying
//! again never helps there, reloading does. So when a fetch fails, the page asks its own address (revalidated, not
//! from the cache) which build it serves now, and names the cause the user can act on.

/// Why a fetch failed, as far as the page can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The server could not be reached, or it still serves this build: a later attempt may succeed.
    Connection,
    /// The server now serves another build: this page's parts are gone from it.
    Updated,
}

impl Cause {
    /// The cause as a clause of a message ("… could not be loaded (CLAUSE)").
    pub const fn text(self) -> &'static str {
        match self {
            Cause::Connection => "the connection may be down",
            Cause::Updated => {
                "Spindle was updated on its server after this page was opened: reload the page, which keeps your \
                 scenario, to use the new version"
            }
        }
    }
}

thread_local! {
    /// Set once a failure has found the server serving another build: from then on no part of this page's build can
    /// be fetched, so the page offers a reload where it offered "Try again".
    static UPDATED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a failed fetch has found that Spindle was updated on its server since this page was opened.
pub fn updated() -> bool {
    UPDATED.with(std::cell::Cell::get)
}

/// Loads the page again, from the server: the new build, with the scenario the playground saved.
pub fn reload() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// Asks the server which build the page's address serves now, and compares it with this page's.
#[cfg(target_arch = "wasm32")]
pub async fn cause() -> Cause {
    let (tell, told) = yew::platform::pinned::oneshot::channel();
    super::settled(super::content::served_assets(), move |named| {
        let _ = tell.send(named.ok().and_then(|named| named.as_string()));
    });
    let now = told.await.ok().flatten().unwrap_or_default();
    let own = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|root| root.get_attribute("data-assets"));
    match own {
        Some(own) if !now.is_empty() && own != now => {
            UPDATED.with(|u| u.set(true));
            Cause::Updated
        }
        _ => Cause::Connection,
    }
}

/// Natively nothing is fetched, so nothing fails for a deploy.
#[cfg(not(target_arch = "wasm32"))]
pub async fn cause() -> Cause {
    Cause::Connection
}
