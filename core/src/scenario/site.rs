//! The `yarn-site` settings of a run (the constraint handler, heartbeat, placement-processor and monitor keys),
//! read from the scenario's `yarn-site` map with Hadoop's keys and defaults. Scheduler keys of `yarn-site`
//! (`yarn.scheduler.*`, …) go to the Capacity Scheduler's configuration instead (see [`scheduler_properties`]).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::diagnostic::{Diagnostic, DiagnosticCode};
use super::path::FieldPath;
use super::time::MAX_TIME_MS;
use crate::handler::{Handler, IteratorType, ProcessorConfig, HANDLER_KEY};
use crate::resource::ResourceTypes;
use crate::sorted_map::SortedMap;

/// `yarn.resourcemanager.nodemanagers.heartbeat-interval-ms`.
pub const HEARTBEAT_KEY: &str = "yarn.resourcemanager.nodemanagers.heartbeat-interval-ms";
/// `yarn.resourcemanager.placement-constraints.retry-attempts`.
pub const RETRY_KEY: &str = "yarn.resourcemanager.placement-constraints.retry-attempts";
/// `yarn.resourcemanager.placement-constraints.algorithm.iterator`.
pub const ITERATOR_KEY: &str = "yarn.resourcemanager.placement-constraints.algorithm.iterator";
/// `yarn.resourcemanager.placement-constraints.algorithm.class`.
pub const ALGORITHM_KEY: &str = "yarn.resourcemanager.placement-constraints.algorithm.class";
/// `yarn.resourcemanager.scheduler.monitor.enable`.
pub const MONITOR_KEY: &str = "yarn.resourcemanager.scheduler.monitor.enable";
/// `yarn.resourcemanager.scheduler.class`.
pub const SCHEDULER_CLASS_KEY: &str = "yarn.resourcemanager.scheduler.class";

/// Keys read from `yarn-site` that configure the run rather than the Capacity Scheduler.
const SITE_KEYS: [&str; 10] = [
    HANDLER_KEY,
    HEARTBEAT_KEY,
    RETRY_KEY,
    ITERATOR_KEY,
    ALGORITHM_KEY,
    "yarn.resourcemanager.placement-constraints.algorithm.pool-size",
    "yarn.resourcemanager.placement-constraints.scheduler.pool-size",
    MONITOR_KEY,
    "yarn.resourcemanager.scheduler.monitor.policies",
    SCHEDULER_CLASS_KEY,
];

/// The `yarn-site` settings of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiteConfig {
    /// `yarn.resourcemanager.placement-constraints.handler`.
    pub handler: Handler,
    /// How often each NodeManager heartbeats (`yarn.resourcemanager.nodemanagers.heartbeat-interval-ms`).
    pub heartbeat_interval_ms: u64,
    /// The placement processor's settings (`yarn.resourcemanager.placement-constraints.*`).
    pub processor: ProcessorConfig,
    /// `yarn.resourcemanager.scheduler.monitor.enable`: the preemption policy runs.
    pub monitor_enabled: bool,
    /// The policy's `monitoring_interval` (read with the rest of its settings, into the world's preemption
    /// configuration).
    pub monitor_interval_ms: u64,
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig {
            handler: Handler::Disabled,
            heartbeat_interval_ms: 1000,
            processor: ProcessorConfig::default(),
            monitor_enabled: false,
            monitor_interval_ms: 3000,
        }
    }
}

/// What is wrong with a `yarn-site` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteConfigError {
    /// Not a value of the key's type (the parser's own message).
    Invalid {
        /// The `yarn-site` key.
        key: &'static str,
        /// Why the value does not parse.
        message: String,
    },
    /// A time that is not a positive number of milliseconds up to [`MAX_TIME_MS`].
    NotAnInterval {
        /// The `yarn-site` key.
        key: &'static str,
        /// The value as written.
        value: String,
    },
    /// A setting Spindle does not model.
    Unsupported {
        /// The `yarn-site` key.
        key: &'static str,
        /// The value as written.
        value: String,
        /// What Spindle does not model.
        what: &'static str,
    },
    /// A key Spindle does not read.
    Unread {
        /// The key as written.
        key: String,
    },
}

impl SiteConfigError {
    fn key(&self) -> &str {
        match self {
            SiteConfigError::Invalid { key, .. }
            | SiteConfigError::NotAnInterval { key, .. }
            | SiteConfigError::Unsupported { key, .. } => key,
            SiteConfigError::Unread { key } => key,
        }
    }
}

impl fmt::Display for SiteConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SiteConfigError::Invalid { message, .. } => f.write_str(message),
            SiteConfigError::NotAnInterval { value, .. } => {
                write!(f, "`{value}` is not a positive number of milliseconds up to {MAX_TIME_MS}")
            }
            SiteConfigError::Unsupported { value, what, .. } => write!(f, "only {what} is modelled, not `{value}`"),
            SiteConfigError::Unread { .. } => f.write_str("not a key Spindle reads; it has no effect"),
        }
    }
}

impl From<SiteConfigError> for Diagnostic {
    fn from(e: SiteConfigError) -> Diagnostic {
        let path = FieldPath::yarn_site(e.key());
        let message = e.to_string();
        match e {
            SiteConfigError::Invalid { .. } | SiteConfigError::NotAnInterval { .. } => {
                Diagnostic::error(DiagnosticCode::InvalidSiteValue, path, message)
            }
            SiteConfigError::Unsupported { .. } => Diagnostic::error(DiagnosticCode::UnsupportedSetting, path, message),
            SiteConfigError::Unread { .. } => Diagnostic::warning(DiagnosticCode::UnreadSiteKey, path, message),
        }
    }
}

/// Reads the run's settings from `yarn-site`; every problem is returned (a bad value keeps Hadoop's default).
pub fn site_config(site: &SortedMap<String, String>) -> (SiteConfig, Vec<SiteConfigError>) {
    let mut c = SiteConfig::default();
    let mut errors = Vec::new();
    if let Some(v) = site.get(HANDLER_KEY) {
        match v.parse::<Handler>() {
            Ok(h) => c.handler = h,
            Err(message) => errors.push(SiteConfigError::Invalid { key: HANDLER_KEY, message }),
        }
    }
    if let Some(v) = site.get(HEARTBEAT_KEY) {
        match v.trim().parse::<u64>() {
            Ok(n) if n > 0 && n <= MAX_TIME_MS => c.heartbeat_interval_ms = n,
            _ => errors.push(SiteConfigError::NotAnInterval { key: HEARTBEAT_KEY, value: v.clone() }),
        }
    }
    if let Some(v) = site.get(RETRY_KEY) {
        match v.trim().parse::<i32>() {
            Ok(n) => c.processor.retry_attempts = n.max(0) as u32,
            Err(_) => errors
                .push(SiteConfigError::Invalid { key: RETRY_KEY, message: alloc::format!("`{v}` is not an integer") }),
        }
    }
    if let Some(v) = site.get(ITERATOR_KEY) {
        match v.parse::<IteratorType>() {
            Ok(i) => c.processor.iterator = i,
            Err(message) => errors.push(SiteConfigError::Invalid { key: ITERATOR_KEY, message }),
        }
    }
    if let Some(v) = site.get(ALGORITHM_KEY) {
        if !v.trim().is_empty() && !v.trim().ends_with("DefaultPlacementAlgorithm") {
            errors.push(SiteConfigError::Unsupported {
                key: ALGORITHM_KEY,
                value: v.clone(),
                what: "DefaultPlacementAlgorithm",
            });
        }
    }
    if let Some(v) = site.get(MONITOR_KEY) {
        match v.trim().to_ascii_lowercase().as_str() {
            "true" => c.monitor_enabled = true,
            "false" => c.monitor_enabled = false,
            _ => errors.push(SiteConfigError::Invalid {
                key: MONITOR_KEY,
                message: alloc::format!("`{v}` is not true or false"),
            }),
        }
    }
    if let Some(v) = site.get(SCHEDULER_CLASS_KEY) {
        if !v.trim().ends_with("CapacityScheduler") {
            errors.push(SiteConfigError::Unsupported {
                key: SCHEDULER_CLASS_KEY,
                value: v.clone(),
                what: "the CapacityScheduler",
            });
        }
    }
    for k in site.keys() {
        let known = SITE_KEYS.contains(&k.as_str())
            || is_scheduler_key(k)
            || k.starts_with("yarn.resourcemanager.monitor.capacity.preemption.");
        if !known {
            errors.push(SiteConfigError::Unread { key: k.clone() });
        }
    }
    (c, errors)
}

/// `yarn-site` keys that belong to the Capacity Scheduler's configuration.
pub(crate) fn is_scheduler_key(k: &str) -> bool {
    k.starts_with("yarn.scheduler.")
        || k.starts_with("yarn.resource-types")
        || k.starts_with("yarn.cluster.")
        || k.starts_with("hadoop.")
}

/// Where a scheduler property of [`scheduler_properties`] came from, for paths in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropertySource {
    /// The scenario's `capacity-scheduler` properties.
    CapacityScheduler,
    /// The scenario's `yarn-site` properties (scheduler keys such as `yarn.scheduler.minimum-allocation-mb`).
    YarnSite,
    /// Filled in by Spindle (Hadoop's shipped single `default` queue, the cluster's resource types).
    Default,
}

impl PropertySource {
    /// The path of `key` in this source (defaults are reported at `capacity-scheduler`).
    pub fn path(self, key: &str) -> FieldPath {
        match self {
            PropertySource::YarnSite => FieldPath::yarn_site(key),
            PropertySource::CapacityScheduler | PropertySource::Default => FieldPath::capacity_scheduler(key),
        }
    }
}

/// The Capacity Scheduler's property map: `capacity-scheduler` plus the scheduler keys of `yarn-site`, with
/// Hadoop's shipped single `default` queue when no queues are configured and the cluster's resource types; and
/// where each key came from (a `SortedMap`: built once per validation and read by key, so no B-tree code of its own
/// in the wasm; docs/toolchain.md, maps10).
pub fn scheduler_properties(
    capacity_scheduler: &SortedMap<String, String>,
    yarn_site: &SortedMap<String, String>,
    types: &ResourceTypes,
) -> (SortedMap<String, String>, SortedMap<String, PropertySource>) {
    let mut map = capacity_scheduler.clone();
    let mut origin: SortedMap<String, PropertySource> =
        map.keys().map(|k| (k.clone(), PropertySource::CapacityScheduler)).collect();
    for (k, v) in yarn_site {
        if is_scheduler_key(k) && !map.contains_key(k) {
            map.insert(k.clone(), v.clone());
            origin.insert(k.clone(), PropertySource::YarnSite);
        }
    }
    if !map.contains_key("yarn.scheduler.capacity.root.queues") {
        map.insert("yarn.scheduler.capacity.root.queues".into(), "default".into());
        map.get_or_insert_with("yarn.scheduler.capacity.root.default.capacity".into(), || "100".into());
    }
    if !types.extra.is_empty() && !map.contains_key("yarn.resource-types") {
        map.insert("yarn.resource-types".into(), types.extra.join(","));
        origin.insert("yarn.resource-types".into(), PropertySource::Default);
    }
    (map, origin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_values_keep_the_default_and_name_the_key() {
        let site: SortedMap<String, String> =
            [(HEARTBEAT_KEY.to_string(), "0".to_string()), ("yarn.foo".to_string(), "1".to_string())].into();
        let (c, errors) = site_config(&site);
        assert_eq!(c.heartbeat_interval_ms, 1000);
        let d: Vec<Diagnostic> = errors.into_iter().map(Diagnostic::from).collect();
        assert_eq!(d[0].path, FieldPath::yarn_site(HEARTBEAT_KEY));
        assert_eq!(d[0].code, DiagnosticCode::InvalidSiteValue);
        assert_eq!((d[1].code, d[1].is_error()), (DiagnosticCode::UnreadSiteKey, false));
    }
}
