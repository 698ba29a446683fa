//! The scenarios that ship with the playground: the core's gallery registry ([`spindle_core::gallery`]), the one
//! list the CLI's `builtin:NAME` reads too. The first page carries the names and titles and the default scenario;
//! the others come with the gallery's served content ([`crate::services::content`]).

use spindle_core::gallery::entry;
use spindle_core::scenario::Scenario;

use crate::services::content::CONTENT;

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";

/// Its JSON, compiled in even where the gallery's content is served: a first visit shows it at once (about 1 KB).
const DEFAULT_JSON: &str = include_str!("../../../core/scenarios/zk-anti-affinity.json");

/// The built-in scenarios, in gallery order: `(name, title)`.
pub fn builtin_names() -> Vec<(&'static str, String)> {
    spindle_core::gallery::ENTRIES.iter().map(|e| (e.name, e.title.to_string())).collect()
}

/// The scenario the playground opens with, under its entry's handler.
pub fn default_scenario() -> Scenario {
    let parsed = serde_json::from_str(DEFAULT_JSON).ok();
    entry(DEFAULT_SCENARIO).zip(parsed).map(|(e, s)| e.dressed(s)).unwrap_or_default()
}

/// A built-in scenario by name, under its entry's handler, if it is here now (the default one, or compiled in, or
/// fetched already).
pub fn builtin(name: &str) -> Option<Scenario> {
    if name == DEFAULT_SCENARIO {
        return Some(default_scenario());
    }
    CONTENT.get()?.scenario(entry(name)?).ok()
}

/// Hands a built-in scenario to `done`, fetching the gallery's content first if need be; an `Err` says why not.
pub fn load_builtin(name: &str, done: impl FnOnce(Result<Scenario, String>) + 'static) {
    if let Some(s) = builtin(name) {
        return done(Ok(s));
    }
    let Some(e) = entry(name) else { return done(Err(format!("no built-in scenario `{name}`"))) };
    CONTENT.load(move |c| done(c.and_then(|c| c.scenario(e).map_err(|e| e.to_string()))));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_default_is_the_gallery_entry() {
        assert_eq!(default_scenario(), entry(DEFAULT_SCENARIO).unwrap().scenario().unwrap());
    }
}
