//! The policy's tunables, spelled and defaulted as in Hadoop's `CapacitySchedulerConfiguration`.
//!
//! Every key is `yarn.resourcemanager.monitor.capacity.preemption.<name>`; JSON may also use the short
//! `<name>` alone. Types follow Hadoop's getters: `total_preemption_per_round` is read with `getFloat` (a
//! `float`, which changes some products), the other two factors with `getDouble`.
//!
//! Hadoop's optional selectors and lazy preemption have keys here too so that a configuration that mentions
//! them with their default (`false`) is accepted; turning any of them on is reported as unsupported rather than
//! silently ignored.

use serde::{Deserialize, Serialize};

/// The prefix of every preemption key.
pub const PREFIX: &str = "yarn.resourcemanager.monitor.capacity.preemption.";

/// ProportionalCapacityPreemptionPolicy settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PreemptionConfig {
    /// Compute and report, but take no action (no marks, kills or unreservations).
    #[serde(rename = "yarn.resourcemanager.monitor.capacity.preemption.observe_only", alias = "observe_only")]
    pub observe_only: bool,
    /// Milliseconds between two rounds of the monitor.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval",
        alias = "monitoring_interval"
    )]
    pub monitoring_interval: u64,
    /// Milliseconds between asking an application to give a container back and killing it.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill",
        alias = "max_wait_before_kill"
    )]
    pub max_wait_before_kill: u64,
    /// The most the policy may take back in one round, as a fraction of the whole cluster.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round",
        alias = "total_preemption_per_round"
    )]
    pub total_preemption_per_round: f32,
    /// The dead zone: a queue is left alone while it uses at most `guaranteed × (1 + this)`.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.max_ignored_over_capacity",
        alias = "max_ignored_over_capacity"
    )]
    pub max_ignored_over_capacity: f64,
    /// The fraction of a queue's over-ideal amount actually taken per round, expecting containers to finish.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor",
        alias = "natural_termination_factor"
    )]
    pub natural_termination_factor: f64,
    /// `conservative-drf` (cross-queue): with the dominant calculator, stop taking containers from a queue as
    /// soon as any resource type it owes reaches zero, instead of while any type is still owed.
    #[serde(rename = "yarn.resourcemanager.monitor.capacity.preemption.conservative-drf", alias = "conservative-drf")]
    pub conservative_drf: bool,
    /// Not modelled (ReservedContainerCandidatesSelector); must stay `false`.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.select_based_on_reserved_containers",
        alias = "select_based_on_reserved_containers"
    )]
    pub select_based_on_reserved_containers: bool,
    /// Not modelled; must stay `false`.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.additional_res_balance_based_on_reserved_containers",
        alias = "additional_res_balance_based_on_reserved_containers"
    )]
    pub additional_res_balance_based_on_reserved_containers: bool,
    /// Not modelled (the balancing FifoCandidatesSelector); must stay `false`.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.preemption-to-balance-queue-after-satisfied.enabled",
        alias = "preemption-to-balance-queue-after-satisfied.enabled"
    )]
    pub preemption_to_balance_queue_after_satisfied: bool,
    /// Not modelled (IntraQueueCandidatesSelector); must stay `false`.
    #[serde(
        rename = "yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption.enabled",
        alias = "intra-queue-preemption.enabled"
    )]
    pub intra_queue_preemption: bool,
    /// Not modelled (QueuePriorityContainerCandidateSelector); must stay `false`.
    #[serde(
        rename = "yarn.scheduler.capacity.ordering-policy.priority-utilization.underutilized-preemption.enabled",
        alias = "underutilized-preemption.enabled"
    )]
    pub underutilized_preemption: bool,
    /// Not modelled (kill-on-demand of killable containers); must stay `false`.
    #[serde(rename = "yarn.scheduler.capacity.lazy-preemption-enabled", alias = "lazy-preemption-enabled")]
    pub lazy_preemption: bool,
}

impl Default for PreemptionConfig {
    fn default() -> Self {
        PreemptionConfig {
            observe_only: false,
            monitoring_interval: 3000,
            max_wait_before_kill: 15000,
            total_preemption_per_round: 0.1,
            max_ignored_over_capacity: 0.1,
            natural_termination_factor: 0.2,
            conservative_drf: false,
            select_based_on_reserved_containers: false,
            additional_res_balance_based_on_reserved_containers: false,
            preemption_to_balance_queue_after_satisfied: false,
            intra_queue_preemption: false,
            underutilized_preemption: false,
            lazy_preemption: false,
        }
    }
}

impl PreemptionConfig {
    /// The first enabled feature Spindle does not model, by its Hadoop key.
    pub fn unsupported_feature(&self) -> Option<&'static str> {
        let flags = [
            (self.select_based_on_reserved_containers, "select_based_on_reserved_containers"),
            (
                self.additional_res_balance_based_on_reserved_containers,
                "additional_res_balance_based_on_reserved_containers",
            ),
            (self.preemption_to_balance_queue_after_satisfied, "preemption-to-balance-queue-after-satisfied.enabled"),
            (self.intra_queue_preemption, "intra-queue-preemption.enabled"),
            (self.underutilized_preemption, "priority-utilization.underutilized-preemption.enabled"),
            (self.lazy_preemption, "lazy-preemption-enabled"),
        ];
        flags.iter().find(|(on, _)| *on).map(|(_, key)| *key)
    }

    /// The first factor that is negative or not a number, by its short key.
    pub fn invalid_factor(&self) -> Option<&'static str> {
        let bad = |v: f64| !v.is_finite() || v < 0.0;
        if bad(self.total_preemption_per_round as f64) {
            Some("total_preemption_per_round")
        } else if bad(self.max_ignored_over_capacity) {
            Some("max_ignored_over_capacity")
        } else if bad(self.natural_termination_factor) {
            Some("natural_termination_factor")
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_hadoops() {
        let c = PreemptionConfig::default();
        assert!(!c.observe_only);
        assert_eq!(c.monitoring_interval, 3000);
        assert_eq!(c.max_wait_before_kill, 15000);
        assert_eq!(c.total_preemption_per_round, 0.1f32);
        assert_eq!(c.max_ignored_over_capacity, 0.1);
        assert_eq!(c.natural_termination_factor, 0.2);
        assert!(c.unsupported_feature().is_none());
    }

    #[test]
    fn full_and_short_keys_both_parse() {
        let full = r#"{"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor": 1.0}"#;
        let c: PreemptionConfig = serde_json::from_str(full).unwrap();
        assert_eq!(c.natural_termination_factor, 1.0);
        let short: PreemptionConfig = serde_json::from_str(r#"{"observe_only": true}"#).unwrap();
        assert!(short.observe_only);
        assert!(serde_json::from_str::<PreemptionConfig>(r#"{"observe-only": true}"#).is_err());
        let s = serde_json::to_string(&PreemptionConfig::default()).unwrap();
        assert!(s.contains("\"yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round\":0.1"));
    }
}
