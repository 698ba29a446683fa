//! The browser around the playground: DOM and storage, the gallery's served content, share links, the scenario reader, the explanations' chunk, the keyboard map, and the functions
//! exported to JavaScript for headless checks. Natively these are inert or pure, so the state is testable.

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
