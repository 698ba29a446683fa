//! The scenarios that ship with the playground: the core's built-ins, then the generated large clusters.

pub mod generate;

use spindle_core::scenario::Scenario;

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";

/// The built-in scenarios: the core's, then the generated large clusters.
pub fn builtin_names() -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = spindle_core::builtin::SCENARIOS
        .iter()
        .map(|(name, json)| {
            let title = serde_json::from_str::<Scenario>(json).map(|s| s.name).unwrap_or_default();
            (*name, if title.is_empty() { (*name).to_string() } else { title })
        })
        .collect();
    out.push((generate::LARGE, generate::large_cluster().name));
    out.push((generate::LARGE_10K, generate::large_cluster_10k().name));
    out
}

/// A built-in scenario by name.
pub fn builtin(name: &str) -> Option<Scenario> {
    if name == generate::LARGE {
        return Some(generate::large_cluster());
    }
    if name == generate::LARGE_10K {
        return Some(generate::large_cluster_10k());
    }
    serde_json::from_str(spindle_core::builtin::json(name)?).ok()
}
