//! Scenarios that ship with Spindle: the playground's examples, the CLI's `builtin:NAME`, and test fixtures.

/// `(name, JSON)` of every built-in scenario.
pub const SCENARIOS: &[(&str, &str)] = &[
    ("zk-anti-affinity", include_str!("../scenarios/zk-anti-affinity.json")),
    ("zk-hbase-spark", include_str!("../scenarios/zk-hbase-spark.json")),
    ("three-queues", include_str!("../scenarios/three-queues.json")),
    ("three-queues-preemption", include_str!("../scenarios/three-queues-preemption.json")),
    ("labels", include_str!("../scenarios/labels.json")),
    ("user-limits", include_str!("../scenarios/user-limits.json")),
];

/// The JSON text of a built-in scenario.
pub fn json(name: &str) -> Option<&'static str> {
    SCENARIOS.iter().find(|(n, _)| *n == name).map(|(_, j)| *j)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    #[test]
    fn every_builtin_scenario_parses_and_builds_its_topology() {
        for (name, json) in SCENARIOS {
            let s: Scenario = serde_json::from_str(json).unwrap_or_else(|e| panic!("{name}: {e}"));
            let v = crate::scenario::validate(&s, None);
            assert!(v.world.is_some() && v.diagnostics.is_empty(), "{name}: {:?}", v.diagnostics);
        }
    }
}
