//! The scenarios that ship with the playground: the core's gallery registry ([`spindle_core::gallery`]), the one
//! list the CLI's `builtin:NAME` reads too. The first page carries the names and titles and the default scenario;
//! the others come with the gallery's served content ([`crate::services::content`]).

use spindle_core::gallery::entry;
use spindle_core::handler::HANDLER_KEY;
use spindle_core::scenario::{ApplicationSpec, ClusterSpec, NodeSpec, RackSpec, RequestSpec, ResourceSpec, Scenario};
use spindle_core::sorted_map::SortedMap;

use crate::services::content::CONTENT;

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";

/// [`default_scenario`] as the page saves it (`serde_json::to_string`), written out: the page saves the default it
/// starts on, and recognises it when it is saved, without running the scenario's JSON writer, which a first visit
/// then never needs before its first click (docs/toolchain.md, "The first page without a step-0 copy"). A test
/// keeps it equal to the writer's output.
pub const DEFAULT_JSON: &str = include_str!("default.json");

/// The built-in scenarios, in gallery order: `(name, title)`.
pub fn builtin_names() -> Vec<(&'static str, String)> {
    spindle_core::gallery::ENTRIES.iter().map(|e| (e.name, e.title.to_string())).collect()
}

/// The scenario the playground opens with, under its entry's handler: `core/scenarios/zk-anti-affinity.json`,
/// built in code so that a first visit shows it at once without reading JSON (the reader is a chunk,
/// `services::reader`; a test keeps the two the same).
pub fn default_scenario() -> Scenario {
    let rack = |r: usize| RackSpec {
        name: format!("rack-{r}"),
        nodes: (3 * r - 2..=3 * r)
            .map(|n| NodeSpec {
                name: format!("node-{n}"),
                resource: ResourceSpec::new(8192, 8),
                partition: String::new(),
                attributes: SortedMap::new(),
            })
            .collect(),
    };
    let zookeeper = ApplicationSpec {
        user: "alice".into(),
        requests: vec![RequestSpec {
            constraint: "NOTIN,NODE,zk".into(),
            ..RequestSpec::new(&["zk"], 3, ResourceSpec::new(2048, 1))
        }],
        ..ApplicationSpec::new("zookeeper")
    };
    let s = Scenario {
        description: "Three ZooKeeper servers that must not share a node: zk(3),NOTIN,NODE,zk. Step to place them one \
                      at a time."
            .into(),
        cluster: ClusterSpec { racks: vec![rack(1), rack(2)], ..ClusterSpec::default() },
        yarn_site: SortedMap::from([(HANDLER_KEY.to_string(), "scheduler".to_string())]),
        applications: vec![zookeeper],
        ..Scenario::default()
    };
    match entry(DEFAULT_SCENARIO) {
        Some(e) => e.dressed(s),
        None => s,
    }
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
    fn the_default_json_is_what_the_writer_writes() {
        assert_eq!(serde_json::to_string(&default_scenario()).unwrap(), DEFAULT_JSON);
    }

    #[test]
    fn the_compiled_in_default_is_the_gallery_entry() {
        assert_eq!(default_scenario(), entry(DEFAULT_SCENARIO).unwrap().scenario().unwrap());
    }
}
