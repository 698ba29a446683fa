//! `capacity-scheduler.xml` as a flat property map, validated into a typed queue tree.
//!
//! The input is what an operator writes in `capacity-scheduler.xml` (and the few `yarn-site.xml` keys the
//! Capacity Scheduler reads): `yarn.scheduler.capacity.root.queues = a,b`, `yarn.scheduler.capacity.root.a.capacity
//! = 40`, `yarn.scheduler.minimum-allocation-mb = 1024`, … Defaults are Hadoop's. Every error names the key it is
//! about, e.g. `yarn.scheduler.capacity.root.a.capacity: children of root sum to 90, must be 100`.
//!
//! Capacities are kept as `f32` fractions (`capacity / 100` in single precision) because Hadoop stores them as Java
//! `float`s, and the effective resources derived from them inherit that rounding (70 % of 10240 MB is 7167 MB in
//! Hadoop, not 7168).
//!
//! See `docs/scheduler-config.md` for the full list of keys.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::mapping::{QueueMapping, QueueMappingError};
use super::queue::QueueId;
use crate::decimal::print::Float;
use crate::resource::{CalculatorKind, Resource, ResourceTypes, MAX_RESOURCE_TYPES};
use crate::sorted_map::{SortedMap, SortedSet};

/// `yarn.scheduler.capacity.`
pub const PREFIX: &str = "yarn.scheduler.capacity.";
/// The name of the root queue.
pub const ROOT: &str = "root";
/// Hadoop's tolerance when checking that children's capacities sum to 100 % (`ParentQueue.PRECISION`).
pub const CAPACITY_PRECISION: f32 = 0.0005;
/// Hadoop's tolerance when comparing absolute capacity with absolute maximum capacity.
pub const CAPACITY_EPSILON: f32 = 0.0001;

/// A queue's `capacity` or `maximum-capacity`: a percentage of the parent, or an absolute amount
/// (`[memory=10240,vcores=10]`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CapacityValue {
    /// A percentage of the parent (0 ..= 100), as written.
    Percent(f32),
    /// An absolute resource.
    Absolute(Resource),
}

impl CapacityValue {
    /// Configured as a resource (`[memory=…,vcores=…]`) rather than a percentage.
    pub fn is_absolute(&self) -> bool {
        matches!(self, CapacityValue::Absolute(_))
    }

    /// The fraction (`percent / 100` in `f32`, as Hadoop computes it), or `None` for an absolute value.
    pub fn fraction(&self) -> Option<f32> {
        match self {
            CapacityValue::Percent(p) => Some(*p / 100.0),
            CapacityValue::Absolute(_) => None,
        }
    }
}

/// `<queue>.ordering-policy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OrderingPolicy {
    /// Leaf: application priority, then submission order.
    Fifo,
    /// Leaf: least memory used first (optionally divided by a size-based weight).
    Fair {
        /// `ordering-policy.fair.enable-size-based-weight`: divide usage by demand.
        size_based_weight: bool,
    },
    /// Parent: least used relative to guarantee first.
    Utilization,
    /// Parent: like `utilization`, but queue priorities decide between queues on the same side of their guarantee.
    PriorityUtilization,
}

impl OrderingPolicy {
    /// A policy for leaf queues (`fifo`, `fair`) rather than for parents.
    pub fn is_leaf_policy(&self) -> bool {
        matches!(self, OrderingPolicy::Fifo | OrderingPolicy::Fair { .. })
    }

    /// The configuration value naming this policy.
    pub fn config_name(&self) -> &'static str {
        match self {
            OrderingPolicy::Fifo => "fifo",
            OrderingPolicy::Fair { .. } => "fair",
            OrderingPolicy::Utilization => "utilization",
            OrderingPolicy::PriorityUtilization => "priority-utilization",
        }
    }
}

/// `<queue>.state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum QueueState {
    /// Accepts submissions and schedules (`RUNNING`, the default).
    #[default]
    Running,
    /// Refuses new submissions; running applications go on (`STOPPED`).
    Stopped,
}

/// `<queue>.accessible-node-labels`: `*` or a list. The default partition is always accessible.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AccessibleLabels {
    /// `*`: every label.
    Any,
    /// These labels (plus the default partition).
    Labels(SortedSet<String>),
}

impl AccessibleLabels {
    /// Whether a queue with these labels may use `partition` (the empty name is the default partition).
    pub fn can_access(&self, partition: &str) -> bool {
        partition.is_empty()
            || match self {
                AccessibleLabels::Any => true,
                AccessibleLabels::Labels(set) => set.contains(partition),
            }
    }

    fn config_value(&self) -> String {
        match self {
            AccessibleLabels::Any => "*".into(),
            AccessibleLabels::Labels(set) if set.is_empty() => " ".into(),
            AccessibleLabels::Labels(set) => set.iter().cloned().collect::<Vec<_>>().join(","),
        }
    }
}

/// Capacity settings of one queue for one partition (`""` = the default partition).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartitionSettings {
    /// `capacity` (or `accessible-node-labels.<label>.capacity`): the guarantee.
    pub capacity: CapacityValue,
    /// `maximum-capacity` (or its per-label form): how far the queue may grow.
    pub maximum_capacity: CapacityValue,
    /// A fraction (0.1 = 10 %).
    pub maximum_am_resource_percent: f32,
}

/// One queue of the validated tree. Ids are assigned depth-first, parents before children, root = 0.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueueConfig {
    /// Its id (depth-first order).
    pub id: QueueId,
    /// The short name (`dev`).
    pub name: String,
    /// The full path (`root.adhoc.dev`).
    pub path: String,
    /// `None` for root.
    pub parent: Option<QueueId>,
    /// In the order of `<parent>.queues`.
    pub children: Vec<QueueId>,
    /// The state after inheritance (a queue under a stopped parent is stopped).
    pub state: QueueState,
    /// Per partition name; `""` is always present. Labels not listed have capacity 0 and maximum capacity 0.
    pub partitions: SortedMap<String, PartitionSettings>,
    /// `accessible-node-labels`: the partitions its applications may ask for.
    pub accessible_node_labels: AccessibleLabels,
    /// After inheritance; `""` = the default partition.
    pub default_node_label_expression: String,
    /// `minimum-user-limit-percent`, in percent (1 ..= 100).
    pub minimum_user_limit_percent: f32,
    /// `user-limit-factor`; -1 disables the factor.
    pub user_limit_factor: f32,
    /// `user-settings.<user>.weight`.
    pub user_weights: SortedMap<String, f32>,
    /// `maximum-applications`; -1 = derived from the system limit.
    pub maximum_applications: i32,
    /// `ordering-policy`: how it orders its applications (leaf) or children (parent).
    pub ordering_policy: OrderingPolicy,
    /// `priority` (used by a `priority-utilization` parent).
    pub priority: i32,
    /// `default-application-priority`.
    pub default_application_priority: i32,
    /// `maximum-allocation-mb` / `-vcores` after inheritance.
    pub maximum_allocation: Resource,
    /// `disable_preemption` after inheritance.
    pub disable_preemption: bool,
}

impl QueueConfig {
    /// A queue without children: the only kind applications are submitted to.
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }

    /// The settings for a partition name, if the queue configures it (the default partition always is).
    pub fn partition(&self, label: &str) -> Option<&PartitionSettings> {
        self.partitions.get(label)
    }

    /// The weight of `user` (1.0 unless configured).
    pub fn user_weight(&self, user: &str) -> f32 {
        self.user_weights.get(user).copied().unwrap_or(1.0)
    }

    /// Whether the queue's capacities are absolute resources (for the default partition).
    pub fn is_absolute(&self) -> bool {
        self.partitions.get("").is_some_and(|p| p.capacity.is_absolute())
    }
}

/// The whole validated configuration.
///
/// Its serde form is the flat property map (`to_properties`), and deserialising validates it, so a stored
/// configuration can never bypass the checks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "SortedMap<String, String>", try_from = "SortedMap<String, String>")]
pub struct CapacitySchedulerConfig {
    /// The cluster's resource types (`yarn.resource-types`).
    pub resource_types: ResourceTypes,
    /// `resource-calculator`: default (memory only) or dominant.
    pub calculator: CalculatorKind,
    /// `yarn.scheduler.minimum-allocation-mb`/`-vcores` (and per extra type); also the normalisation increment.
    pub minimum_allocation: Resource,
    /// `yarn.scheduler.maximum-allocation-mb`/`-vcores` (and per extra type).
    pub maximum_allocation: Resource,
    /// `maximum-applications` (system-wide).
    pub maximum_applications: i32,
    /// `global-queue-max-application`; -1 = unset.
    pub global_queue_max_application: i32,
    /// `maximum-am-resource-percent` as a fraction.
    pub maximum_am_resource_percent: f32,
    /// `reservations-continue-look-all-nodes`.
    pub reservations_continue_look_all_nodes: bool,
    /// `per-node-heartbeat.multiple-assignments-enabled`.
    pub multiple_assignments_enabled: bool,
    /// `per-node-heartbeat.maximum-container-assignments` (-1 = unlimited).
    pub maximum_container_assignments: i32,
    /// `per-node-heartbeat.maximum-offswitch-assignments`.
    pub maximum_offswitch_assignments: i32,
    /// `yarn.cluster.max-application-priority`.
    pub max_application_priority: i32,
    /// `queue-mappings`, in order (first match wins).
    pub queue_mappings: Vec<QueueMapping>,
    /// `queue-mappings-override.enable`.
    pub queue_mappings_override: bool,
    /// `hadoop.user.group.static.mapping.overrides`: user → groups (the first is the primary group).
    pub user_groups: SortedMap<String, Vec<String>>,
    /// The queue tree, indexed by [`QueueId`]; `queues[0]` is root.
    pub queues: Vec<QueueConfig>,
    /// Keys under `yarn.scheduler.capacity.` that the scheduler does not recognise or does not model, with their
    /// values (kept so that `to_properties` gives them back). Informational.
    pub ignored: SortedMap<String, String>,
}

impl From<CapacitySchedulerConfig> for SortedMap<String, String> {
    fn from(c: CapacitySchedulerConfig) -> Self {
        c.to_properties()
    }
}

impl TryFrom<SortedMap<String, String>> for CapacitySchedulerConfig {
    type Error = ConfigError;

    fn try_from(map: SortedMap<String, String>) -> Result<Self, ConfigError> {
        CapacitySchedulerConfig::from_properties(&map)
    }
}

// ------------------------------------------------------------------------------------------------------------
// Errors

/// A configuration problem, naming the key it is about.
#[derive(Clone, Debug, PartialEq)]
pub struct ConfigError {
    /// The full property key.
    pub key: String,
    /// What is wrong with it.
    pub problem: ConfigProblem,
}

/// What is wrong with a key.
#[derive(Clone, Debug, PartialEq)]
pub enum ConfigProblem {
    /// A required key is absent; the text says what it should hold.
    Missing(&'static str),
    /// A number was expected.
    NotANumber {
        /// The value as written.
        value: String,
    },
    /// `true` or `false` was expected.
    NotABoolean {
        /// The value as written.
        value: String,
    },
    /// A number outside the key's range.
    OutOfRange {
        /// The value as written.
        value: String,
        /// The range the key accepts.
        expected: &'static str,
    },
    /// A queue name in a `queues` list that YARN does not accept (empty, a dot or a blank).
    InvalidQueueName {
        /// The queue name as written.
        name: String,
    },
    /// A `queues` list names the same child twice.
    DuplicateChild {
        /// The queue name as written.
        name: String,
    },
    /// Two leaf queues share a short name (YARN needs leaf names unique: submissions and mappings name leaves).
    DuplicateLeafName {
        /// The shared leaf name.
        name: String,
        /// The first queue path using it.
        first: String,
        /// The second queue path using it.
        second: String,
    },
    /// The children's capacities of a parent do not sum to 100% (or to 0 under a parent of capacity 0), for one label.
    ChildrenSum {
        /// The parent queue's path.
        parent: String,
        /// The node label (`""` for the default partition).
        label: String,
        /// The children's capacities summed, as a fraction (1.0 is 100%).
        sum: f32,
        /// The parent's capacity, as a fraction.
        parent_capacity: f32,
    },
    /// A queue's absolute capacity is above its absolute maximum capacity, for one label.
    CapacityAboveMaximum {
        /// The queue's path.
        queue: String,
        /// The node label (`""` for the default partition).
        label: String,
        /// Its absolute capacity, as a fraction of the partition.
        absolute_capacity: f32,
        /// Its absolute maximum capacity, as a fraction of the partition.
        absolute_maximum: f32,
    },
    /// Some children of a parent use percentages and others absolute resources.
    MixedCapacityModes {
        /// The parent queue's path.
        parent: String,
    },
    /// Children with absolute capacities are guaranteed more than their parent.
    AbsoluteChildrenExceedParent {
        /// The parent queue's path.
        parent: String,
        /// What the children are guaranteed together.
        children: Resource,
        /// The parent's absolute capacity.
        parent_capacity: Resource,
    },
    /// An absolute `maximum-capacity` below the absolute `capacity`.
    AbsoluteMaximumBelowCapacity {
        /// The absolute capacity.
        capacity: Resource,
        /// The absolute maximum capacity.
        maximum: Resource,
    },
    /// An absolute resource (`[memory=…,vcores=…]`) that does not read.
    InvalidResource {
        /// The value as written.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An `ordering-policy` Spindle does not know.
    UnknownOrderingPolicy {
        /// The value as written.
        value: String,
        /// Whether the key is a leaf's (fifo, fair) or a parent's (utilization, priority-utilization).
        leaf: bool,
    },
    /// A `resource-calculator` class other than `DefaultResourceCalculator` or `DominantResourceCalculator`.
    UnknownResourceCalculator {
        /// The value as written.
        value: String,
    },
    /// A queue `state` other than `RUNNING` or `STOPPED`.
    UnknownState {
        /// The value as written.
        value: String,
    },
    /// A per-label capacity or default label for a label the queue cannot access.
    LabelNotAccessible {
        /// The queue's path.
        queue: String,
        /// The node label (`""` for the default partition).
        label: String,
    },
    /// A child's `accessible-node-labels` includes labels its parent cannot access.
    ChildLabelsNotSubset {
        /// The labels the parent cannot access.
        labels: Vec<String>,
    },
    /// A child has `accessible-node-labels` `*` under a parent that lists labels.
    ChildAnyUnderRestrictedParent,
    /// A `user-settings.<user>.weight` outside 0..100 / `minimum-user-limit-percent`.
    WeightOutOfRange {
        /// The user.
        user: String,
        /// The weight given.
        weight: f32,
        /// The largest weight allowed (100 / `minimum-user-limit-percent`).
        max: f32,
    },
    /// `yarn.scheduler.minimum-allocation-*` not positive or above the maximum allocation.
    AllocationBounds {
        /// The minimum allocation (MB).
        minimum: i64,
        /// The maximum allocation (MB).
        maximum: i64,
    },
    /// A queue's `maximum-allocation-*` above the cluster-wide maximum allocation.
    QueueAllocationAboveCluster {
        /// The queue's maximum allocation (MB).
        queue: i64,
        /// The cluster-wide maximum allocation (MB).
        cluster: i64,
    },
    /// More resource types in `yarn.resource-types` than Spindle models.
    TooManyResourceTypes {
        /// How many extra resource types were given.
        count: usize,
    },
    /// A `queue-mappings` entry that does not read or names a queue that is not a leaf.
    Mapping(QueueMappingError),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.problem)
    }
}

/// What is wrong, without the key (a diagnostic carries the key in its path).
impl fmt::Display for ConfigProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigProblem::Missing(what) => write!(f, "missing ({what})"),
            ConfigProblem::NotANumber { value } => write!(f, "`{value}` is not a number"),
            ConfigProblem::NotABoolean { value } => write!(f, "`{value}` is neither true nor false"),
            ConfigProblem::OutOfRange { value, expected } => write!(f, "{value} is out of range, expected {expected}"),
            ConfigProblem::InvalidQueueName { name } => {
                write!(f, "`{name}` is not a valid queue name (no dots, no spaces, not empty)")
            }
            ConfigProblem::DuplicateChild { name } => write!(f, "queue `{name}` is listed twice"),
            ConfigProblem::DuplicateLeafName { name, first, second } => {
                write!(f, "leaf queue name `{name}` is used by both {first} and {second}; leaf names must be unique")
            }
            ConfigProblem::ChildrenSum { parent, label, sum, parent_capacity } => {
                let on = if label.is_empty() { String::new() } else { format!(" for label {label}") };
                let pct = sum * 100.0;
                if *parent_capacity > 0.0 {
                    write!(f, "children of {parent} sum to {}{on}, must be 100", fmt_pct(pct))
                } else {
                    write!(
                        f,
                        "children of {parent} sum to {}{on}, must be 0 because {parent} has capacity 0",
                        fmt_pct(pct)
                    )
                }
            }
            ConfigProblem::CapacityAboveMaximum { queue, label, absolute_capacity, absolute_maximum } => {
                let on = if label.is_empty() { String::new() } else { format!(" for label {label}") };
                write!(
                    f,
                    "{queue} has absolute capacity {}% above its absolute maximum capacity {}%{on}",
                    fmt_pct(absolute_capacity * 100.0),
                    fmt_pct(absolute_maximum * 100.0)
                )
            }
            ConfigProblem::MixedCapacityModes { parent } => write!(
                f,
                "the children of {parent} mix percentages and absolute resources; a parent and its children must all \
                 use one or the other"
            ),
            ConfigProblem::AbsoluteChildrenExceedParent { parent, children, parent_capacity } => {
                write!(f, "the children of {parent} are guaranteed {children}, more than {parent}'s {parent_capacity}")
            }
            ConfigProblem::AbsoluteMaximumBelowCapacity { capacity, maximum } => {
                write!(f, "maximum {maximum} is below capacity {capacity}")
            }
            ConfigProblem::InvalidResource { value, reason } => write!(f, "`{value}`: {reason}"),
            ConfigProblem::UnknownOrderingPolicy { value, leaf } => {
                if *leaf {
                    write!(f, "`{value}` is not a leaf ordering policy (fifo, fair)")
                } else {
                    write!(f, "`{value}` is not a parent ordering policy (utilization, priority-utilization)")
                }
            }
            ConfigProblem::UnknownResourceCalculator { value } => {
                write!(f, "`{value}` is not DefaultResourceCalculator or DominantResourceCalculator")
            }
            ConfigProblem::UnknownState { value } => write!(f, "`{value}` is not RUNNING or STOPPED"),
            ConfigProblem::LabelNotAccessible { queue, label } => {
                write!(f, "{queue} cannot access label `{label}` (not in its accessible-node-labels)")
            }
            ConfigProblem::ChildLabelsNotSubset { labels } => {
                write!(f, "labels {} are not accessible to the parent queue", labels.join(","))
            }
            ConfigProblem::ChildAnyUnderRestrictedParent => {
                f.write_str("the parent's accessible-node-labels is not *, so a child cannot be *")
            }
            ConfigProblem::WeightOutOfRange { user, weight, max } => {
                write!(
                    f,
                    "weight {} of user {user} must be between 0 and {} (100 / minimum-user-limit-percent)",
                    Float(*weight),
                    Float(*max)
                )
            }
            ConfigProblem::AllocationBounds { minimum, maximum } => {
                write!(
                    f,
                    "minimum allocation {minimum} must be positive and not above the maximum allocation {maximum}"
                )
            }
            ConfigProblem::QueueAllocationAboveCluster { queue, cluster } => {
                write!(f, "queue maximum allocation {queue} is above the cluster's {cluster}")
            }
            ConfigProblem::TooManyResourceTypes { count } => {
                write!(f, "{count} extra resource types; Spindle models at most {}", MAX_RESOURCE_TYPES - 2)
            }
            ConfigProblem::Mapping(e) => write!(f, "{e}"),
        }
    }
}

fn fmt_pct(v: f32) -> String {
    // Percent sums print without float noise: 90, 12.5, 33.33.
    let r = libm::roundf(v * 100.0) / 100.0;
    if r == libm::truncf(r) {
        format!("{}", r as i64)
    } else {
        Float(r).to_string()
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ConfigError {}

#[inline(never)]
fn err(key: impl Into<String>, problem: ConfigProblem) -> ConfigError {
    ConfigError { key: key.into(), problem }
}

// ------------------------------------------------------------------------------------------------------------
// Reading properties

/// A property map that remembers which keys were read.
///
/// A flag per entry of the map, by its index, rather than a set of the keys read: a real cluster's file has tens of
/// thousands of keys, each read once or more, and a set of `&str` would also stamp out its own B-tree code in the
/// browser's bundle (docs/toolchain.md).
struct Props<'a> {
    map: &'a SortedMap<String, String>,
    read: Vec<bool>,
}

// The readers below, `qkey` and `label_key` are called from scores of places in `read_queue` and
// `from_properties`, which run when a scenario is built (the first page builds one before its first click), never
// in a step. At the core's opt-level (2) LLVM copied each into every caller, and the first page's wasm paid for
// every copy: one of each is enough (docs/toolchain.md, "The first page without a step-0 copy").
impl<'a> Props<'a> {
    fn new(map: &'a SortedMap<String, String>) -> Props<'a> {
        Props { map, read: alloc::vec![false; map.len()] }
    }

    #[inline(never)]
    fn get(&mut self, key: &str) -> Option<&'a str> {
        let i = self.map.index_of(key)?;
        self.read[i] = true;
        self.map.get_index(i).map(|(_, v)| v.trim())
    }

    /// The keys under `prefix` that nobody read, in key order.
    fn unread<'s>(&'s self, prefix: &'s str) -> impl Iterator<Item = (&'a String, &'a String)> + 's {
        self.map.iter().zip(&self.read).filter(move |((k, _), read)| !**read && k.starts_with(prefix)).map(|(e, _)| e)
    }

    #[inline(never)]
    fn f32(&mut self, key: &str, default: f32) -> Result<f32, ConfigError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => parse_f32(v).ok_or_else(|| err(key, ConfigProblem::NotANumber { value: v.into() })),
        }
    }

    #[inline(never)]
    fn i64(&mut self, key: &str, default: i64) -> Result<i64, ConfigError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => v.parse::<i64>().map_err(|_| err(key, ConfigProblem::NotANumber { value: v.into() })),
        }
    }

    #[inline(never)]
    fn i32(&mut self, key: &str, default: i32) -> Result<i32, ConfigError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => v.parse::<i32>().map_err(|_| err(key, ConfigProblem::NotANumber { value: v.into() })),
        }
    }

    #[inline(never)]
    fn bool(&mut self, key: &str, default: bool) -> Result<bool, ConfigError> {
        match self.get(key) {
            None => Ok(default),
            Some(v) if v.eq_ignore_ascii_case("true") => Ok(true),
            Some(v) if v.eq_ignore_ascii_case("false") => Ok(false),
            Some(v) => Err(err(key, ConfigProblem::NotABoolean { value: v.into() })),
        }
    }

    /// Keys starting with `prefix`, with the rest of the key.
    fn with_prefix(&self, prefix: &str) -> Vec<(&'a str, &'a str)> {
        self.map
            .range_from(prefix)
            .take_while(|(k, _)| k.starts_with(prefix))
            .map(|(k, _)| (k.as_str(), &k[prefix.len()..]))
            .collect()
    }
}

fn parse_f32(v: &str) -> Option<f32> {
    let v = v.trim();
    let v = v.strip_suffix(['f', 'F']).unwrap_or(v);
    crate::decimal::parse_f32(v).filter(|x| x.is_finite())
}

/// Parses `[memory=10240,vcores=12,yarn.io/gpu=2]` (`memory-mb` is accepted for memory).
pub fn parse_absolute_resource(value: &str, types: &ResourceTypes) -> Result<Resource, String> {
    let inner = value
        .trim()
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or_else(|| String::from("an absolute resource is written [memory=…,vcores=…]"))?;
    let mut r = Resource::ZERO;
    for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (name, amount) = part.split_once('=').ok_or_else(|| format!("`{part}` is not name=value"))?;
        let name = name.trim();
        let idx = types.index_of(name).ok_or_else(|| format!("unknown resource type `{name}`"))?;
        let amount: i64 = amount.trim().parse().map_err(|_| format!("`{}` is not an integer", amount.trim()))?;
        if amount < 0 {
            return Err(format!("{name} must not be negative"));
        }
        r.0[idx] = amount;
    }
    Ok(r)
}

/// The inverse of [`parse_absolute_resource`].
pub fn format_absolute_resource(r: &Resource, types: &ResourceTypes) -> String {
    let mut parts = Vec::new();
    parts.push(format!("memory={}", r.memory()));
    parts.push(format!("vcores={}", r.vcores()));
    for i in 2..types.count() {
        parts.push(format!("{}={}", types.name_of(i), r.0[i]));
    }
    format!("[{}]", parts.join(","))
}

fn is_valid_queue_name(name: &str) -> bool {
    !name.is_empty() && !name.contains('.') && !name.chars().any(char::is_whitespace)
}

/// `yarn.scheduler.capacity.<path>.<suffix>`: written piece by piece, not with `format!` (a real cluster's file
/// has thousands of queues, each read through a score of keys).
#[inline(never)]
fn qkey(path: &str, suffix: &str) -> String {
    let mut k = String::with_capacity(PREFIX.len() + path.len() + 1 + suffix.len());
    for piece in [PREFIX, path, ".", suffix] {
        k.push_str(piece);
    }
    k
}

#[inline(never)]
fn label_key(path: &str, label: &str, suffix: &str) -> String {
    if label.is_empty() {
        qkey(path, suffix)
    } else {
        format!("{PREFIX}{path}.accessible-node-labels.{label}.{suffix}")
    }
}

/// Suffixes after `<queue>.accessible-node-labels.<label>.` that configure a label.
const LABEL_SUFFIXES: [&str; 3] = ["capacity", "maximum-capacity", "maximum-am-resource-percent"];

/// Keys Spindle reads but does not model (they do not change its decisions). Reported in `ignored`.
const KNOWN_UNMODELLED: [&str; 4] = [
    "node-locality-delay",
    "rack-locality-additional-delay",
    "rack-locality-full-reset",
    "schedule-asynchronously.enable",
];

impl CapacitySchedulerConfig {
    /// The configuration an empty `capacity-scheduler.xml` plus `root.queues = default` gives.
    pub fn single_default_queue() -> Self {
        let mut props = SortedMap::new();
        props.insert(format!("{PREFIX}root.queues"), "default".into());
        props.insert(format!("{PREFIX}root.default.capacity"), "100".into());
        // Infallible for this fixed input; fall back to the same tree built by hand if that ever changes.
        Self::from_properties(&props).unwrap_or_else(|_| hand_built_default_queue())
    }

    /// Parses and validates a property map.
    pub fn from_properties(map: &SortedMap<String, String>) -> Result<Self, ConfigError> {
        let mut p = Props::new(map);

        // Resource types.
        let mut resource_types = ResourceTypes::default();
        if let Some(v) = p.get("yarn.resource-types") {
            for name in v.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                if name == "memory-mb" || name == "vcores" || resource_types.extra.iter().any(|n| n == name) {
                    continue;
                }
                resource_types.extra.push(name.into());
            }
            if resource_types.extra.len() > MAX_RESOURCE_TYPES - 2 {
                return Err(err(
                    "yarn.resource-types",
                    ConfigProblem::TooManyResourceTypes { count: resource_types.extra.len() },
                ));
            }
        }
        let calculator = match p.get(&format!("{PREFIX}resource-calculator")) {
            None => CalculatorKind::Default,
            Some(v) if v.ends_with("DefaultResourceCalculator") => CalculatorKind::Default,
            Some(v) if v.ends_with("DominantResourceCalculator") => CalculatorKind::Dominant,
            Some(v) => {
                return Err(err(
                    format!("{PREFIX}resource-calculator"),
                    ConfigProblem::UnknownResourceCalculator { value: v.into() },
                ))
            }
        };

        // Allocation bounds.
        let min_mb = p.i64("yarn.scheduler.minimum-allocation-mb", 1024)?;
        let max_mb = p.i64("yarn.scheduler.maximum-allocation-mb", 8192)?;
        let min_vc = p.i64("yarn.scheduler.minimum-allocation-vcores", 1)?;
        let max_vc = p.i64("yarn.scheduler.maximum-allocation-vcores", 4)?;
        if min_mb <= 0 || max_mb < min_mb {
            return Err(err(
                "yarn.scheduler.maximum-allocation-mb",
                ConfigProblem::AllocationBounds { minimum: min_mb, maximum: max_mb },
            ));
        }
        if min_vc <= 0 || max_vc < min_vc {
            return Err(err(
                "yarn.scheduler.maximum-allocation-vcores",
                ConfigProblem::AllocationBounds { minimum: min_vc, maximum: max_vc },
            ));
        }
        let mut minimum_allocation = Resource::new(min_mb, min_vc);
        let mut maximum_allocation = Resource::new(max_mb, max_vc);
        for (i, name) in resource_types.extra.clone().iter().enumerate() {
            let idx = i + 2;
            let kmin = format!("yarn.resource-types.{name}.minimum-allocation");
            let kmax = format!("yarn.resource-types.{name}.maximum-allocation");
            let lo = p.i64(&kmin, 0)?;
            let hi = p.i64(&kmax, i64::MAX)?;
            if lo < 0 || hi < lo {
                return Err(err(kmax, ConfigProblem::AllocationBounds { minimum: lo, maximum: hi }));
            }
            minimum_allocation.0[idx] = lo;
            maximum_allocation.0[idx] = hi;
        }

        let maximum_applications = p.i32(&format!("{PREFIX}maximum-applications"), 10000)?;
        let global_queue_max_application = p.i32(&format!("{PREFIX}global-queue-max-application"), -1)?;
        let am_key = format!("{PREFIX}maximum-am-resource-percent");
        let maximum_am_resource_percent = p.f32(&am_key, 0.1)?;
        check_fraction(&am_key, maximum_am_resource_percent)?;
        let reservations_continue_look_all_nodes =
            p.bool(&format!("{PREFIX}reservations-continue-look-all-nodes"), true)?;
        let multiple_assignments_enabled =
            p.bool(&format!("{PREFIX}per-node-heartbeat.multiple-assignments-enabled"), true)?;
        let maximum_container_assignments =
            p.i32(&format!("{PREFIX}per-node-heartbeat.maximum-container-assignments"), 100)?;
        let maximum_offswitch_assignments =
            p.i32(&format!("{PREFIX}per-node-heartbeat.maximum-offswitch-assignments"), 1)?;
        let max_application_priority = p.i32("yarn.cluster.max-application-priority", 0)?;
        let queue_mappings_override = p.bool(&format!("{PREFIX}queue-mappings-override.enable"), false)?;
        let user_groups =
            parse_group_overrides(p.get("hadoop.user.group.static.mapping.overrides").unwrap_or("dr.who=;"));
        for k in KNOWN_UNMODELLED {
            let _ = p.get(&format!("{PREFIX}{k}"));
        }

        // The queue tree, depth-first.
        let mut queues: Vec<QueueConfig> = Vec::new();
        let mut stack: Vec<(String, Option<QueueId>)> = alloc::vec![(ROOT.into(), None)];
        while let Some((path, parent)) = stack.pop() {
            let id = QueueId(queues.len() as u32);
            let q = read_queue(&mut p, &path, id, parent, &queues, &resource_types, maximum_allocation)?;
            if let Some(par) = parent {
                queues[par.index()].children.push(id);
            }
            let children_key = qkey(&path, "queues");
            let children: Vec<String> = match p.get(&children_key) {
                None => Vec::new(),
                Some(v) => v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect(),
            };
            for (i, c) in children.iter().enumerate() {
                if !is_valid_queue_name(c) {
                    return Err(err(children_key, ConfigProblem::InvalidQueueName { name: c.clone() }));
                }
                if children[..i].contains(c) {
                    return Err(err(children_key, ConfigProblem::DuplicateChild { name: c.clone() }));
                }
            }
            if path == ROOT && children.is_empty() {
                return Err(err(children_key, ConfigProblem::Missing("the root queue needs at least one child queue")));
            }
            queues.push(q);
            // Reverse so that children are visited (and numbered) in configuration order.
            for c in children.into_iter().rev() {
                stack.push((format!("{path}.{c}"), Some(id)));
            }
        }

        validate_tree(&queues, &resource_types)?;

        // Queue mappings (need the tree to check their targets).
        let mut queue_mappings = Vec::new();
        let mkey = format!("{PREFIX}queue-mappings");
        if let Some(v) = p.get(&mkey) {
            for entry in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let m = QueueMapping::parse(entry).map_err(|e| err(mkey.clone(), ConfigProblem::Mapping(e)))?;
                m.validate_target(&queues).map_err(|e| err(mkey.clone(), ConfigProblem::Mapping(e)))?;
                queue_mappings.push(m);
            }
        }

        // Everything under the prefix that nobody read, plus the read-but-unmodelled keys.
        let mut ignored: SortedMap<String, String> = p.unread(PREFIX).map(|(k, v)| (k.clone(), v.clone())).collect();
        for k in KNOWN_UNMODELLED {
            let key = format!("{PREFIX}{k}");
            if let Some(v) = map.get(&key) {
                ignored.insert(key, v.clone());
            }
        }

        Ok(CapacitySchedulerConfig {
            resource_types,
            calculator,
            minimum_allocation,
            maximum_allocation,
            maximum_applications,
            global_queue_max_application,
            maximum_am_resource_percent,
            reservations_continue_look_all_nodes,
            multiple_assignments_enabled,
            maximum_container_assignments,
            maximum_offswitch_assignments,
            max_application_priority,
            queue_mappings,
            queue_mappings_override,
            user_groups,
            queues,
            ignored,
        })
    }

    /// Writes the configuration back as a property map (every key explicit). `from_properties` of the result
    /// gives back an equal configuration.
    pub fn to_properties(&self) -> SortedMap<String, String> {
        // Pairs first, sorted once at the end (a later pair wins, as an insert would): a thousand queues give
        // about 16,000 keys, which one insert at a time would shift quadratically in a sorted vector.
        let mut m: Vec<(String, String)> = self.ignored.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        let mut put = |k: String, v: String| {
            m.push((k, v));
        };
        if !self.resource_types.extra.is_empty() {
            put("yarn.resource-types".into(), self.resource_types.extra.join(","));
        }
        for (i, name) in self.resource_types.extra.iter().enumerate() {
            put(format!("yarn.resource-types.{name}.minimum-allocation"), self.minimum_allocation.0[i + 2].to_string());
            put(format!("yarn.resource-types.{name}.maximum-allocation"), self.maximum_allocation.0[i + 2].to_string());
        }
        let calc = match self.calculator {
            CalculatorKind::Default => "org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator",
            CalculatorKind::Dominant => "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator",
        };
        put(format!("{PREFIX}resource-calculator"), calc.into());
        put("yarn.scheduler.minimum-allocation-mb".into(), self.minimum_allocation.memory().to_string());
        put("yarn.scheduler.minimum-allocation-vcores".into(), self.minimum_allocation.vcores().to_string());
        put("yarn.scheduler.maximum-allocation-mb".into(), self.maximum_allocation.memory().to_string());
        put("yarn.scheduler.maximum-allocation-vcores".into(), self.maximum_allocation.vcores().to_string());
        put(format!("{PREFIX}maximum-applications"), self.maximum_applications.to_string());
        put(format!("{PREFIX}global-queue-max-application"), self.global_queue_max_application.to_string());
        put(format!("{PREFIX}maximum-am-resource-percent"), Float(self.maximum_am_resource_percent).to_string());
        put(
            format!("{PREFIX}reservations-continue-look-all-nodes"),
            self.reservations_continue_look_all_nodes.to_string(),
        );
        put(
            format!("{PREFIX}per-node-heartbeat.multiple-assignments-enabled"),
            self.multiple_assignments_enabled.to_string(),
        );
        put(
            format!("{PREFIX}per-node-heartbeat.maximum-container-assignments"),
            self.maximum_container_assignments.to_string(),
        );
        put(
            format!("{PREFIX}per-node-heartbeat.maximum-offswitch-assignments"),
            self.maximum_offswitch_assignments.to_string(),
        );
        put("yarn.cluster.max-application-priority".into(), self.max_application_priority.to_string());
        if !self.queue_mappings.is_empty() {
            let v: Vec<String> = self.queue_mappings.iter().map(|m| m.to_string()).collect();
            put(format!("{PREFIX}queue-mappings"), v.join(","));
        }
        put(format!("{PREFIX}queue-mappings-override.enable"), self.queue_mappings_override.to_string());
        let groups: Vec<String> =
            self.user_groups.iter().map(|(u, g)| format!("{u}={}", g.join(","))).collect::<Vec<_>>();
        put("hadoop.user.group.static.mapping.overrides".into(), groups.join(";"));

        let fmt_cap = |c: &CapacityValue| match c {
            CapacityValue::Percent(p) => Float(*p).to_string(),
            CapacityValue::Absolute(r) => format_absolute_resource(r, &self.resource_types),
        };
        for q in &self.queues {
            let path = &q.path;
            if !q.children.is_empty() {
                let names: Vec<&str> = q.children.iter().map(|c| self.queues[c.index()].name.as_str()).collect();
                put(qkey(path, "queues"), names.join(","));
            }
            let parent = q.parent.map(|p| &self.queues[p.index()]);
            for (label, s) in &q.partitions {
                if q.parent.is_some() {
                    put(label_key(path, label, "capacity"), fmt_cap(&s.capacity));
                    put(label_key(path, label, "maximum-capacity"), fmt_cap(&s.maximum_capacity));
                }
                put(
                    label_key(path, label, "maximum-am-resource-percent"),
                    Float(s.maximum_am_resource_percent).to_string(),
                );
            }
            if q.parent.is_some() {
                put(qkey(path, "accessible-node-labels"), q.accessible_node_labels.config_value());
            }
            put(qkey(path, "default-node-label-expression"), q.default_node_label_expression.clone());
            put(qkey(path, "minimum-user-limit-percent"), Float(q.minimum_user_limit_percent).to_string());
            put(qkey(path, "user-limit-factor"), Float(q.user_limit_factor).to_string());
            for (u, w) in &q.user_weights {
                put(qkey(path, &format!("user-settings.{u}.weight")), Float(*w).to_string());
            }
            put(qkey(path, "maximum-applications"), q.maximum_applications.to_string());
            put(qkey(path, "ordering-policy"), q.ordering_policy.config_name().into());
            if let OrderingPolicy::Fair { size_based_weight } = q.ordering_policy {
                put(qkey(path, "ordering-policy.fair.enable-size-based-weight"), size_based_weight.to_string());
            }
            put(qkey(path, "priority"), q.priority.to_string());
            put(qkey(path, "default-application-priority"), q.default_application_priority.to_string());
            put(qkey(path, "maximum-allocation-mb"), q.maximum_allocation.memory().to_string());
            put(qkey(path, "maximum-allocation-vcores"), q.maximum_allocation.vcores().to_string());
            let own_state_stopped = q.state == QueueState::Stopped
                && parent.is_none_or(|par: &QueueConfig| par.state != QueueState::Stopped);
            if own_state_stopped {
                put(qkey(path, "state"), "STOPPED".into());
            }
            put(qkey(path, "disable_preemption"), q.disable_preemption.to_string());
        }
        m.into_iter().collect()
    }

    /// The `root` queue.
    pub fn root(&self) -> &QueueConfig {
        &self.queues[0]
    }

    /// The queue `id`.
    pub fn queue(&self, id: QueueId) -> &QueueConfig {
        &self.queues[id.index()]
    }

    /// A queue by full path (`root.a.b`) or by leaf name (`b`), as YARN accepts at submission.
    pub fn find_queue(&self, name: &str) -> Option<QueueId> {
        if let Some(q) = self.queues.iter().find(|q| q.path == name) {
            return Some(q.id);
        }
        // Leaf names are unique; parents are only addressed by path, except a unique short name of a parent
        // (so that submitting to it can be rejected as "not a leaf").
        let mut hits = self.queues.iter().filter(|q| q.name == name);
        let first = hits.next()?;
        if first.is_leaf() {
            return Some(first.id);
        }
        match hits.find(|q| q.is_leaf()) {
            Some(leaf) => Some(leaf.id),
            None => Some(first.id),
        }
    }

    /// Ids of every leaf queue, in id order.
    pub fn leaves(&self) -> impl Iterator<Item = QueueId> + '_ {
        self.queues.iter().filter(|q| q.is_leaf()).map(|q| q.id)
    }

    /// Every partition name any queue configures (always including `""`).
    pub fn configured_labels(&self) -> SortedSet<String> {
        self.queues.iter().flat_map(|q| q.partitions.keys().cloned()).collect()
    }
}

fn hand_built_default_queue() -> CapacitySchedulerConfig {
    // Built by hand so no panic is needed; mirrors `single_default_queue`.
    let mut partitions = SortedMap::new();
    partitions.insert(
        String::new(),
        PartitionSettings {
            capacity: CapacityValue::Percent(100.0),
            maximum_capacity: CapacityValue::Percent(100.0),
            maximum_am_resource_percent: 0.1,
        },
    );
    let base = QueueConfig {
        id: QueueId(0),
        name: ROOT.into(),
        path: ROOT.into(),
        parent: None,
        children: alloc::vec![QueueId(1)],
        state: QueueState::Running,
        partitions,
        accessible_node_labels: AccessibleLabels::Any,
        default_node_label_expression: String::new(),
        minimum_user_limit_percent: 100.0,
        user_limit_factor: 1.0,
        user_weights: SortedMap::new(),
        maximum_applications: -1,
        ordering_policy: OrderingPolicy::Utilization,
        priority: 0,
        default_application_priority: 0,
        maximum_allocation: Resource::new(8192, 4),
        disable_preemption: false,
    };
    let mut leaf = base.clone();
    leaf.id = QueueId(1);
    leaf.name = "default".into();
    leaf.path = "root.default".into();
    leaf.parent = Some(QueueId(0));
    leaf.children = Vec::new();
    leaf.ordering_policy = OrderingPolicy::Fifo;
    CapacitySchedulerConfig {
        resource_types: ResourceTypes::default(),
        calculator: CalculatorKind::Default,
        minimum_allocation: Resource::new(1024, 1),
        maximum_allocation: Resource::new(8192, 4),
        maximum_applications: 10000,
        global_queue_max_application: -1,
        maximum_am_resource_percent: 0.1,
        reservations_continue_look_all_nodes: true,
        multiple_assignments_enabled: true,
        maximum_container_assignments: 100,
        maximum_offswitch_assignments: 1,
        max_application_priority: 0,
        queue_mappings: Vec::new(),
        queue_mappings_override: false,
        user_groups: parse_group_overrides("dr.who=;"),
        queues: alloc::vec![base, leaf],
        ignored: SortedMap::new(),
    }
}

fn check_fraction(key: &str, v: f32) -> Result<(), ConfigError> {
    if (0.0..=1.0).contains(&v) {
        Ok(())
    } else {
        Err(err(key, ConfigProblem::OutOfRange { value: Float(v).to_string(), expected: "a fraction between 0 and 1" }))
    }
}

/// `user1=group1,group2;user2=;` → user → groups.
fn parse_group_overrides(v: &str) -> SortedMap<String, Vec<String>> {
    let mut out = SortedMap::new();
    for entry in v.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let (user, groups) = entry.split_once('=').unwrap_or((entry, ""));
        let groups: Vec<String> =
            groups.split(',').map(str::trim).filter(|g| !g.is_empty()).map(String::from).collect();
        out.insert(user.trim().to_string(), groups);
    }
    out
}

fn parse_capacity(
    p: &mut Props<'_>,
    key: &str,
    default: Option<f32>,
    types: &ResourceTypes,
) -> Result<CapacityValue, ConfigError> {
    match p.get(key) {
        None => Ok(CapacityValue::Percent(default.unwrap_or(0.0))),
        Some(v) if v.starts_with('[') => parse_absolute_resource(v, types)
            .map(CapacityValue::Absolute)
            .map_err(|reason| err(key, ConfigProblem::InvalidResource { value: v.into(), reason })),
        Some(v) => {
            let pct = parse_f32(v).ok_or_else(|| err(key, ConfigProblem::NotANumber { value: v.into() }))?;
            // -1 means "undefined" for maximum-capacity (→ 100).
            let pct = if default.is_some_and(|d| d == 100.0) && pct == -1.0 { 100.0 } else { pct };
            if !(0.0..=100.0).contains(&pct) {
                return Err(err(key, ConfigProblem::OutOfRange { value: v.into(), expected: "a percentage 0..100" }));
            }
            Ok(CapacityValue::Percent(pct))
        }
    }
}

fn read_queue(
    p: &mut Props<'_>,
    path: &str,
    id: QueueId,
    parent: Option<QueueId>,
    done: &[QueueConfig],
    types: &ResourceTypes,
    cluster_max_alloc: Resource,
) -> Result<QueueConfig, ConfigError> {
    let parent_cfg = parent.map(|p| &done[p.index()]);
    let name = path.rsplit('.').next().unwrap_or(path).to_string();
    let is_root = parent.is_none();

    let state = match p.get(&qkey(path, "state")) {
        None => QueueState::Running,
        Some(v) if v.eq_ignore_ascii_case("running") => QueueState::Running,
        Some(v) if v.eq_ignore_ascii_case("stopped") => QueueState::Stopped,
        Some(v) => return Err(err(qkey(path, "state"), ConfigProblem::UnknownState { value: v.into() })),
    };
    let state =
        if parent_cfg.is_some_and(|par| par.state == QueueState::Stopped) { QueueState::Stopped } else { state };

    // Accessible labels: root is always `*`; others inherit when unset.
    let al_key = qkey(path, "accessible-node-labels");
    let own_labels = p.get(&al_key);
    let accessible_node_labels = if is_root {
        AccessibleLabels::Any
    } else {
        match own_labels {
            None => parent_cfg.map(|par| par.accessible_node_labels.clone()).unwrap_or(AccessibleLabels::Any),
            Some(v) => {
                let set: SortedSet<String> =
                    v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect();
                if set.contains("*") {
                    AccessibleLabels::Any
                } else {
                    AccessibleLabels::Labels(set)
                }
            }
        }
    };
    // A child of a non-root parent must not access more than its parent.
    if let Some(par) = parent_cfg.filter(|par| par.parent.is_some()) {
        if let AccessibleLabels::Labels(pset) = &par.accessible_node_labels {
            match &accessible_node_labels {
                AccessibleLabels::Any => return Err(err(al_key, ConfigProblem::ChildAnyUnderRestrictedParent)),
                AccessibleLabels::Labels(cset) => {
                    let extra: Vec<String> = cset.difference(pset).cloned().collect();
                    if !extra.is_empty() {
                        return Err(err(al_key, ConfigProblem::ChildLabelsNotSubset { labels: extra }));
                    }
                }
            }
        }
    }

    let am_key = qkey(path, "maximum-am-resource-percent");
    let global_am = p.f32(&format!("{PREFIX}maximum-am-resource-percent"), 0.1)?;
    let queue_am = p.f32(&am_key, global_am)?;
    check_fraction(&am_key, queue_am)?;

    // Capacities per partition. The default partition always; labels when any key configures them.
    let mut partitions = SortedMap::new();
    let (cap, max) = if is_root {
        (CapacityValue::Percent(100.0), CapacityValue::Percent(100.0))
    } else {
        let cap = parse_capacity(p, &qkey(path, "capacity"), None, types)?;
        let max = parse_capacity(p, &qkey(path, "maximum-capacity"), Some(100.0), types)?;
        (cap, max)
    };
    partitions.insert(
        String::new(),
        PartitionSettings { capacity: cap, maximum_capacity: max, maximum_am_resource_percent: queue_am },
    );
    let label_prefix = format!("{PREFIX}{path}.accessible-node-labels.");
    // The keys come in key order, so one label's keys are adjacent but not always together (`a.capacity`
    // sorts after `a-b.capacity`): sorted and deduplicated as a whole.
    let mut labels: Vec<String> = Vec::new();
    for (_, rest) in p.with_prefix(&label_prefix) {
        if let Some((label, suffix)) = rest.split_once('.') {
            if LABEL_SUFFIXES.contains(&suffix) && !label.is_empty() {
                labels.push(label.to_string());
            }
        }
    }
    crate::sort::sort(&mut labels);
    labels.dedup();
    for label in labels {
        let (cap, max) = if is_root {
            // Root owns every partition whole; its label keys are read (so they are not reported) but fixed.
            let _ = p.get(&label_key(path, &label, "capacity"));
            let _ = p.get(&label_key(path, &label, "maximum-capacity"));
            (CapacityValue::Percent(100.0), CapacityValue::Percent(100.0))
        } else {
            (
                parse_capacity(p, &label_key(path, &label, "capacity"), None, types)?,
                parse_capacity(p, &label_key(path, &label, "maximum-capacity"), Some(100.0), types)?,
            )
        };
        let lam_key = label_key(path, &label, "maximum-am-resource-percent");
        let lam = p.f32(&lam_key, queue_am)?;
        check_fraction(&lam_key, lam)?;
        partitions.insert(
            label,
            PartitionSettings { capacity: cap, maximum_capacity: max, maximum_am_resource_percent: lam },
        );
    }

    // Default label expression: inherited when unset and this queue can access everything the parent can.
    let dle_key = qkey(path, "default-node-label-expression");
    let default_node_label_expression = match p.get(&dle_key) {
        Some(v) => v.to_string(),
        None => match parent_cfg {
            Some(par) if covers(&accessible_node_labels, &par.accessible_node_labels) => {
                par.default_node_label_expression.clone()
            }
            _ => String::new(),
        },
    };
    if !accessible_node_labels.can_access(&default_node_label_expression) {
        return Err(err(
            dle_key,
            ConfigProblem::LabelNotAccessible { queue: path.into(), label: default_node_label_expression },
        ));
    }

    let ul_key = qkey(path, "minimum-user-limit-percent");
    let minimum_user_limit_percent = p.f32(&ul_key, 100.0)?;
    if !(minimum_user_limit_percent > 0.0 && minimum_user_limit_percent <= 100.0) {
        return Err(err(
            ul_key,
            ConfigProblem::OutOfRange { value: Float(minimum_user_limit_percent).to_string(), expected: "1..100" },
        ));
    }
    let ulf_key = qkey(path, "user-limit-factor");
    let user_limit_factor = p.f32(&ulf_key, 1.0)?;
    if !(user_limit_factor > 0.0 || user_limit_factor == -1.0) {
        return Err(err(
            ulf_key,
            ConfigProblem::OutOfRange {
                value: Float(user_limit_factor).to_string(),
                expected: "a positive factor, or -1",
            },
        ));
    }
    let mut user_weights = SortedMap::new();
    let us_prefix = format!("{PREFIX}{path}.user-settings.");
    let max_weight = 100.0 / minimum_user_limit_percent.min(100.0);
    for (key, rest) in p.with_prefix(&us_prefix) {
        if let Some(user) = rest.strip_suffix(".weight") {
            let w = p.f32(key, 1.0)?;
            if !(0.0..=max_weight).contains(&w) {
                return Err(err(
                    key,
                    ConfigProblem::WeightOutOfRange { user: user.into(), weight: w, max: max_weight },
                ));
            }
            user_weights.insert(user.to_string(), w);
        }
    }
    let maximum_applications = p.i32(&qkey(path, "maximum-applications"), -1)?;

    let is_leaf_guess = p.get(&qkey(path, "queues")).is_none_or(|v| v.split(',').all(|s| s.trim().is_empty()));
    let op_key = qkey(path, "ordering-policy");
    let ordering_policy = match p.get(&op_key) {
        None if is_leaf_guess => OrderingPolicy::Fifo,
        None => OrderingPolicy::Utilization,
        Some(v) => {
            let short = v.rsplit('.').next().unwrap_or(v);
            let policy = match (v, short) {
                ("fifo", _) | (_, "FifoOrderingPolicy") => OrderingPolicy::Fifo,
                ("fair", _) | (_, "FairOrderingPolicy") => OrderingPolicy::Fair {
                    size_based_weight: p.bool(&qkey(path, "ordering-policy.fair.enable-size-based-weight"), false)?,
                },
                ("utilization", _) => OrderingPolicy::Utilization,
                ("priority-utilization", _) => OrderingPolicy::PriorityUtilization,
                _ => {
                    return Err(err(
                        op_key,
                        ConfigProblem::UnknownOrderingPolicy { value: v.into(), leaf: is_leaf_guess },
                    ))
                }
            };
            if policy.is_leaf_policy() != is_leaf_guess {
                return Err(err(op_key, ConfigProblem::UnknownOrderingPolicy { value: v.into(), leaf: is_leaf_guess }));
            }
            policy
        }
    };
    let priority = p.i32(&qkey(path, "priority"), 0)?;
    let default_application_priority = p.i32(&qkey(path, "default-application-priority"), 0)?;

    let inherited_max = parent_cfg.map(|par| par.maximum_allocation).unwrap_or(cluster_max_alloc);
    let mut maximum_allocation = inherited_max;
    for (suffix, idx) in [("maximum-allocation-mb", 0usize), ("maximum-allocation-vcores", 1usize)] {
        let key = qkey(path, suffix);
        let v = p.i64(&key, inherited_max.0[idx])?;
        if v > cluster_max_alloc.0[idx] || v <= 0 {
            return Err(err(
                key,
                ConfigProblem::QueueAllocationAboveCluster { queue: v, cluster: cluster_max_alloc.0[idx] },
            ));
        }
        maximum_allocation.0[idx] = v;
    }
    let disable_preemption =
        p.bool(&qkey(path, "disable_preemption"), parent_cfg.is_some_and(|par| par.disable_preemption))?;

    Ok(QueueConfig {
        id,
        name,
        path: path.into(),
        parent,
        children: Vec::new(),
        state,
        partitions,
        accessible_node_labels,
        default_node_label_expression,
        minimum_user_limit_percent,
        user_limit_factor,
        user_weights,
        maximum_applications,
        ordering_policy,
        priority,
        default_application_priority,
        maximum_allocation,
        disable_preemption,
    })
}

/// Whether `child` can access at least everything `parent` can.
fn covers(child: &AccessibleLabels, parent: &AccessibleLabels) -> bool {
    match (child, parent) {
        (AccessibleLabels::Any, _) => true,
        (AccessibleLabels::Labels(_), AccessibleLabels::Any) => false,
        (AccessibleLabels::Labels(c), AccessibleLabels::Labels(p)) => p.is_subset(c),
    }
}

/// Tree-wide checks: unique leaf names, children's capacities sum to 100 % (or 0 % under a 0 % parent) per
/// partition, absolute capacity ≤ absolute maximum capacity, absolute-resource consistency.
fn validate_tree(queues: &[QueueConfig], types: &ResourceTypes) -> Result<(), ConfigError> {
    // Unique leaf names (a sorted vector: one map per validation, a leaf per entry).
    let mut leaf_paths: SortedMap<&str, &str> = SortedMap::new();
    for q in queues.iter().filter(|q| q.is_leaf()) {
        if let Some(first) = leaf_paths.insert(&q.name, &q.path) {
            return Err(err(
                qkey(q.parent.map(|p| queues[p.index()].path.as_str()).unwrap_or(ROOT), "queues"),
                ConfigProblem::DuplicateLeafName { name: q.name.clone(), first: first.into(), second: q.path.clone() },
            ));
        }
    }

    // Absolute capacities per partition (f32, as Hadoop): parent × own.
    // Every label any queue configures, sorted; the absolute figures are kept per (queue, label position).
    let mut labels: Vec<&String> = queues.iter().flat_map(|q| q.partitions.keys()).collect();
    crate::sort::sort(&mut labels);
    labels.dedup();
    let nl = labels.len();
    let mut abs_cap: Vec<f32> = alloc::vec![0.0; queues.len() * nl];
    let mut abs_max: Vec<f32> = alloc::vec![0.0; queues.len() * nl];
    for q in queues {
        for (li, &label) in labels.iter().enumerate() {
            let (c, m) = match q.partitions.get(label) {
                Some(s) => (s.capacity.fraction(), s.maximum_capacity.fraction()),
                None => (Some(0.0), Some(0.0)),
            };
            let (pc, pm) = match q.parent {
                None => (1.0f32, 1.0f32),
                Some(p) => (abs_cap[p.index() * nl + li], abs_max[p.index() * nl + li]),
            };
            // Absolute-resource queues have no fraction until the cluster is known; checked separately.
            let ac = c.map(|c| pc * c).unwrap_or(pc);
            let am = m.map(|m| pm * m).unwrap_or(pm);
            abs_cap[q.id.index() * nl + li] = ac;
            abs_max[q.id.index() * nl + li] = am;
            if let (Some(_), Some(_), Some(_)) = (q.parent, c, m) {
                if ac > am + CAPACITY_EPSILON {
                    return Err(err(
                        label_key(&q.path, label, "maximum-capacity"),
                        ConfigProblem::CapacityAboveMaximum {
                            queue: q.path.clone(),
                            label: label.clone(),
                            absolute_capacity: ac,
                            absolute_maximum: am,
                        },
                    ));
                }
            }
        }
    }

    for q in queues.iter().filter(|q| !q.is_leaf()) {
        let kids: Vec<&QueueConfig> = q.children.iter().map(|c| &queues[c.index()]).collect();
        // Labels this parent or any child configures.
        let mut plabels: Vec<&String> = q.partitions.keys().collect();
        for k in &kids {
            plabels.extend(k.partitions.keys());
        }
        crate::sort::sort(&mut plabels);
        plabels.dedup();
        for label in plabels {
            let setting = |c: &QueueConfig| c.partitions.get(label).map(|s| s.capacity);
            let abs_kids = kids.iter().filter(|k| setting(k).is_some_and(|c| c.is_absolute())).count();
            let parent_abs = q.parent.is_some() && setting(q).is_some_and(|c| c.is_absolute());
            if abs_kids > 0 || parent_abs {
                // Absolute mode: every child absolute (and a non-root parent too); children ≤ parent.
                let key = label_key(&kids[0].path, label, "capacity");
                if abs_kids != kids.len() || (q.parent.is_some() && !parent_abs && setting(q).is_some()) {
                    return Err(err(key, ConfigProblem::MixedCapacityModes { parent: q.path.clone() }));
                }
                let sum: Resource = kids
                    .iter()
                    .filter_map(|k| match setting(k) {
                        Some(CapacityValue::Absolute(r)) => Some(r),
                        _ => None,
                    })
                    .sum();
                if let Some(CapacityValue::Absolute(pr)) = setting(q).filter(|_| q.parent.is_some()) {
                    if !pr.dominates(&sum) {
                        return Err(err(
                            key,
                            ConfigProblem::AbsoluteChildrenExceedParent {
                                parent: q.path.clone(),
                                children: sum,
                                parent_capacity: pr,
                            },
                        ));
                    }
                }
                for k in &kids {
                    if let Some(s) = k.partitions.get(label) {
                        if let (CapacityValue::Absolute(c), CapacityValue::Absolute(m)) =
                            (s.capacity, s.maximum_capacity)
                        {
                            if !m.dominates(&c) {
                                return Err(err(
                                    label_key(&k.path, label, "maximum-capacity"),
                                    ConfigProblem::AbsoluteMaximumBelowCapacity { capacity: c, maximum: m },
                                ));
                            }
                        }
                    }
                }
                let _ = types;
                continue;
            }
            // Percent mode: Σ children ∈ {0, 1} within PRECISION; 1 needs a positive parent, 0 a zero parent.
            let sum: f32 = kids.iter().map(|k| setting(k).and_then(|c| c.fraction()).unwrap_or(0.0)).sum();
            let parent_cap =
                if q.parent.is_none() { 1.0 } else { setting(q).and_then(|c| c.fraction()).unwrap_or(0.0) };
            let sum_is_one = libm::fabsf(1.0 - sum) <= CAPACITY_PRECISION;
            let sum_is_zero = libm::fabsf(sum) <= CAPACITY_PRECISION;
            let ok = (sum_is_one && parent_cap > 0.0) || (sum_is_zero && parent_cap <= 0.0);
            if !ok {
                // Name the key of the first child that configures the label.
                let first = kids.iter().find(|k| k.partitions.contains_key(label)).unwrap_or(&kids[0]);
                return Err(err(
                    label_key(&first.path, label, "capacity"),
                    ConfigProblem::ChildrenSum {
                        parent: q.path.clone(),
                        label: label.clone(),
                        sum,
                        parent_capacity: parent_cap,
                    },
                ));
            }
        }
    }
    Ok(())
}

/// Test helpers shared by the scheduler's unit tests.
#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;

    /// A property map from pairs; keys not starting with `yarn.` or `hadoop.` get the `yarn.scheduler.capacity.`
    /// prefix.
    pub(crate) fn props(pairs: &[(&str, &str)]) -> SortedMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| {
                let key = if k.starts_with("yarn.") || k.starts_with("hadoop.") {
                    k.to_string()
                } else {
                    format!("{PREFIX}{k}")
                };
                (key, v.to_string())
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::tests_support::props;
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn single_default_queue_matches_the_parsed_form() {
        let c = CapacitySchedulerConfig::single_default_queue();
        assert_eq!(c, hand_built_default_queue());
    }

    #[test]
    fn defaults_are_hadoops() {
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "40"),
            ("root.b.capacity", "60"),
        ]))
        .unwrap();
        assert_eq!(c.minimum_allocation, Resource::new(1024, 1));
        assert_eq!(c.maximum_allocation, Resource::new(8192, 4));
        assert_eq!(c.maximum_applications, 10000);
        assert_eq!(c.maximum_am_resource_percent, 0.1);
        assert_eq!(c.maximum_offswitch_assignments, 1);
        let a = &c.queues[1];
        assert_eq!(a.path, "root.a");
        assert_eq!(a.minimum_user_limit_percent, 100.0);
        assert_eq!(a.user_limit_factor, 1.0);
        assert_eq!(a.ordering_policy, OrderingPolicy::Fifo);
        assert_eq!(c.root().ordering_policy, OrderingPolicy::Utilization);
        // maximum-capacity unset → 100 %.
        assert_eq!(a.partitions[""].maximum_capacity, CapacityValue::Percent(100.0));
        assert_eq!(a.partitions[""].capacity, CapacityValue::Percent(40.0));
        assert_eq!(c.find_queue("b"), Some(QueueId(2)));
        assert_eq!(c.find_queue("root.b"), Some(QueueId(2)));
        assert!(c.ignored.is_empty());
    }

    #[test]
    fn children_must_sum_to_100_and_the_error_names_the_key() {
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "40"),
            ("root.b.capacity", "50"),
        ]))
        .unwrap_err();
        assert_eq!(e.to_string(), "yarn.scheduler.capacity.root.a.capacity: children of root sum to 90, must be 100");
        // Within Hadoop's precision (0.05 %) is fine: 33.33 + 33.33 + 33.34.
        assert!(CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b,c"),
            ("root.a.capacity", "33.33"),
            ("root.b.capacity", "33.33"),
            ("root.c.capacity", "33.34"),
        ]))
        .is_ok());
    }

    #[test]
    fn nested_sums_and_zero_capacity_parents() {
        // A parent with capacity 0 must have children summing to 0.
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "100"),
            ("root.b.capacity", "0"),
            ("root.b.queues", "x"),
            ("root.b.x.capacity", "100"),
        ]))
        .unwrap_err();
        assert!(e.to_string().contains("must be 0 because root.b has capacity 0"), "{e}");
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "50"),
            ("root.b.capacity", "50"),
            ("root.b.queues", "x,y"),
            ("root.b.x.capacity", "30"),
            ("root.b.y.capacity", "30"),
        ]))
        .unwrap_err();
        assert_eq!(e.key, "yarn.scheduler.capacity.root.b.x.capacity");
        assert!(e.to_string().ends_with("children of root.b sum to 60, must be 100"), "{e}");
    }

    #[test]
    fn leaf_names_must_be_unique() {
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "adhoc,workflow"),
            ("root.adhoc.capacity", "50"),
            ("root.workflow.capacity", "50"),
            ("root.adhoc.queues", "dev"),
            ("root.adhoc.dev.capacity", "100"),
            ("root.workflow.queues", "dev"),
            ("root.workflow.dev.capacity", "100"),
        ]))
        .unwrap_err();
        assert!(matches!(e.problem, ConfigProblem::DuplicateLeafName { .. }), "{e}");
        assert!(e.to_string().contains("root.adhoc.dev and root.workflow.dev"), "{e}");
        // Parents may share names; only leaves are submitted to.
        assert!(CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "adhoc,workflow"),
            ("root.adhoc.capacity", "50"),
            ("root.workflow.capacity", "50"),
            ("root.adhoc.queues", "dev"),
            ("root.adhoc.dev.capacity", "100"),
            ("root.workflow.queues", "qa"),
            ("root.workflow.qa.capacity", "100"),
        ]))
        .is_ok());
    }

    #[test]
    fn capacity_above_maximum_is_rejected() {
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "60"),
            ("root.a.maximum-capacity", "50"),
            ("root.b.capacity", "40"),
        ]))
        .unwrap_err();
        assert_eq!(e.key, "yarn.scheduler.capacity.root.a.maximum-capacity");
        // -1 means 100.
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a"),
            ("root.a.capacity", "100"),
            ("root.a.maximum-capacity", "-1"),
        ]))
        .unwrap();
        assert_eq!(c.queues[1].partitions[""].maximum_capacity, CapacityValue::Percent(100.0));
    }

    #[test]
    fn bad_values_name_their_key() {
        let e = CapacitySchedulerConfig::from_properties(&props(&[("root.queues", "a"), ("root.a.capacity", "lots")]))
            .unwrap_err();
        assert_eq!(e.to_string(), "yarn.scheduler.capacity.root.a.capacity: `lots` is not a number");
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a"),
            ("root.a.capacity", "100"),
            ("root.a.ordering-policy", "utilization"),
        ]))
        .unwrap_err();
        assert_eq!(e.key, "yarn.scheduler.capacity.root.a.ordering-policy");
        let e = CapacitySchedulerConfig::from_properties(&props(&[("root.queues", "")])).unwrap_err();
        assert_eq!(e.key, "yarn.scheduler.capacity.root.queues");
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a"),
            ("root.a.capacity", "100"),
            ("root.a.user-settings.alice.weight", "3"),
            ("root.a.minimum-user-limit-percent", "50"),
        ]))
        .unwrap_err();
        assert!(matches!(e.problem, ConfigProblem::WeightOutOfRange { .. }), "{e}");
    }

    #[test]
    fn labels_weights_and_inheritance() {
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.accessible-node-labels.gpu.capacity", "100"),
            ("root.a.capacity", "50"),
            ("root.b.capacity", "50"),
            ("root.a.accessible-node-labels", "gpu"),
            ("root.a.accessible-node-labels.gpu.capacity", "100"),
            ("root.a.default-node-label-expression", "gpu"),
            ("root.b.accessible-node-labels", ""),
            ("root.a.user-settings.some.user.weight", "0.5"),
        ]))
        .unwrap();
        let a = &c.queues[1];
        assert!(a.accessible_node_labels.can_access("gpu"));
        assert_eq!(a.partitions["gpu"].capacity, CapacityValue::Percent(100.0));
        assert_eq!(a.partitions["gpu"].maximum_capacity, CapacityValue::Percent(100.0));
        assert_eq!(a.default_node_label_expression, "gpu");
        assert_eq!(a.user_weight("some.user"), 0.5);
        let b = &c.queues[2];
        assert!(!b.accessible_node_labels.can_access("gpu"));
        assert!(b.accessible_node_labels.can_access(""));
        // A default label the queue cannot access is an error.
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a"),
            ("root.a.capacity", "100"),
            ("root.a.accessible-node-labels", "x"),
            ("root.a.default-node-label-expression", "gpu"),
        ]))
        .unwrap_err();
        assert!(matches!(e.problem, ConfigProblem::LabelNotAccessible { .. }), "{e}");
        // Label capacities of siblings must sum to 100 too.
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "50"),
            ("root.b.capacity", "50"),
            ("root.a.accessible-node-labels.gpu.capacity", "70"),
        ]))
        .unwrap_err();
        assert_eq!(e.to_string(), "yarn.scheduler.capacity.root.a.accessible-node-labels.gpu.capacity: children of root sum to 70 for label gpu, must be 100");
    }

    #[test]
    fn absolute_capacities() {
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "[memory=4096,vcores=4]"),
            ("root.b.capacity", "[memory=8192,vcores=8]"),
            ("root.b.maximum-capacity", "[memory=16384,vcores=16]"),
        ]))
        .unwrap();
        assert_eq!(c.queues[1].partitions[""].capacity, CapacityValue::Absolute(Resource::new(4096, 4)));
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "[memory=4096,vcores=4]"),
            ("root.b.capacity", "50"),
        ]))
        .unwrap_err();
        assert!(matches!(e.problem, ConfigProblem::MixedCapacityModes { .. }), "{e}");
        let e = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "p"),
            ("root.p.capacity", "[memory=4096,vcores=4]"),
            ("root.p.queues", "x"),
            ("root.p.x.capacity", "[memory=8192,vcores=4]"),
        ]))
        .unwrap_err();
        assert!(matches!(e.problem, ConfigProblem::AbsoluteChildrenExceedParent { .. }), "{e}");
    }

    #[test]
    fn properties_round_trip() {
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.ordering-policy", "priority-utilization"),
            ("root.a.capacity", "30"),
            ("root.a.maximum-capacity", "70"),
            ("root.a.priority", "2"),
            ("root.a.ordering-policy", "fair"),
            ("root.a.ordering-policy.fair.enable-size-based-weight", "true"),
            ("root.b.capacity", "70"),
            ("root.b.queues", "x,y"),
            ("root.b.x.capacity", "50"),
            ("root.b.y.capacity", "50"),
            ("root.b.y.state", "STOPPED"),
            ("root.b.x.user-limit-factor", "-1"),
            ("root.b.x.user-settings.bob.weight", "2"),
            ("root.b.x.minimum-user-limit-percent", "25"),
            ("queue-mappings", "u:alice:a,g:eng:x,u:%user:%primary_group"),
            ("hadoop.user.group.static.mapping.overrides", "alice=eng,ops;bob=x"),
            ("yarn.resource-types", "yarn.io/gpu"),
            ("yarn.resource-types.yarn.io/gpu.maximum-allocation", "4"),
            ("resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"),
        ]))
        .unwrap();
        let back = CapacitySchedulerConfig::from_properties(&c.to_properties()).unwrap();
        assert_eq!(back, c);
        let json = serde_json::to_string(&c).unwrap();
        let from_json: CapacitySchedulerConfig = serde_json::from_str(&json).unwrap();
        assert_eq!(from_json, c);
        assert_eq!(c.user_groups["alice"], alloc::vec!["eng".to_string(), "ops".to_string()]);
        assert_eq!(c.maximum_allocation.get(2), 4);
    }

    #[test]
    fn unknown_keys_are_reported_not_fatal() {
        let c = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a"),
            ("root.a.capacity", "100"),
            ("root.a.capacty", "100"),
            ("node-locality-delay", "40"),
        ]))
        .unwrap();
        let keys: Vec<&String> = c.ignored.keys().collect();
        assert_eq!(keys, ["yarn.scheduler.capacity.node-locality-delay", "yarn.scheduler.capacity.root.a.capacty"]);
        // They survive a round trip.
        assert_eq!(CapacitySchedulerConfig::from_properties(&c.to_properties()).unwrap(), c);
        // A serialised configuration is validated when read back.
        let mut bad = c.to_properties();
        bad.insert("yarn.scheduler.capacity.root.a.capacity".into(), "90".into());
        let json = serde_json::to_string(&bad).unwrap();
        let err = serde_json::from_str::<CapacitySchedulerConfig>(&json).unwrap_err();
        assert!(err.to_string().contains("children of root sum to 90"), "{err}");
    }
}
