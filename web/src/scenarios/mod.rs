//! The scenarios that ship with the playground: the core's gallery registry ([`spindle_core::gallery`]), the one
//! list the CLI's `builtin:NAME` reads too.

use spindle_core::scenario::Scenario;

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";

/// The built-in scenarios, in gallery order: `(name, title)`.
pub fn builtin_names() -> Vec<(&'static str, String)> {
    spindle_core::gallery::ENTRIES.iter().map(|e| (e.name, e.title.to_string())).collect()
}

/// A built-in scenario by name, under its entry's handler.
pub fn builtin(name: &str) -> Option<Scenario> {
    spindle_core::gallery::scenario(name).ok()
}
