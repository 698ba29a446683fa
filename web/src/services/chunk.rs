//! Engine code in a wasm chunk of its own, reached through one value the split function returns (the preemption
//! policy's table, the link decoder's function): fetched the first time it is needed and kept for the page's life.
//! A failed fetch is not remembered (wasm-split's loader forgets it too), so the next attempt fetches anew. Views
//! in chunks go through `components::lazy`, which draws "Loading…" and the failure itself.

use std::future::Future;
use std::sync::OnceLock;

use wasm_split_helpers::SplitLoaderError;

/// The value a chunk's split function returns, once fetched.
pub struct OnDemand<T: Copy + 'static> {
    loaded: OnceLock<T>,
    /// What the user is told when the fetch fails ("the … could not be loaded"), before its cause.
    failure: &'static str,
}

impl<T: Copy + 'static> OnDemand<T> {
    pub const fn new(failure: &'static str) -> OnDemand<T> {
        OnDemand { loaded: OnceLock::new(), failure }
    }

    /// The value, if its chunk is here.
    pub fn get(&self) -> Option<T> {
        self.loaded.get().copied()
    }

    /// Fetches the chunk unless it is here (`split` calls its split function), and waits for the first page's cold
    /// module (`services::cold`), or says why either could not be.
    pub async fn fetch<F>(&self, split: impl FnOnce() -> F) -> Result<(), String>
    where
        F: Future<Output = Result<T, SplitLoaderError>>,
    {
        if self.loaded.get().is_none() {
            let value = match split().await {
                Ok(value) => value,
                Err(_) => return Err(format!("{} ({})", self.failure, super::deploy::cause().await.text())),
            };
            // Here only once the code it calls into is: `get` is how callers know they may run it.
            super::cold::arrived().await?;
            let _ = self.loaded.set(value);
        }
        Ok(())
    }
}
