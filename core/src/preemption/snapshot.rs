//! `PreemptionSnapshot`: everything the policy reads from the scheduler at one instant, as plain data.
//!
//! Hadoop's policy reads live Capacity Scheduler objects under locks. Spindle decouples the two: the simulator
//! (or a JSON file, or a test) builds this value every `monitoring_interval`, and the policy is a pure function
//! of it and the monitor's memory of earlier marks.
//!
//! Queue settings keep the names of their `capacity-scheduler.xml` keys (`capacity`, `maximum-capacity`,
//! `disable_preemption`, `ordering-policy`, `maximum-am-resource-percent`, `accessible-node-labels`); state
//! (applications, containers, requests) uses snake_case. Resources are `[memory_mb, vcores, extra1, extra2]`.

use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::config::PreemptionConfig;
use crate::ids::{AppId, ContainerId};
use crate::name::Name;
use crate::resource::{CalculatorKind, Resource, MAX_RESOURCE_TYPES};

/// The input of one preemption round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreemptionSnapshot {
    /// `yarn.scheduler.capacity.resource-calculator`: `default` (memory only) or `dominant`.
    #[serde(default)]
    pub resource_calculator: CalculatorKind,
    /// Names of extra countable resource types, in index order 2, 3 (for example `yarn.io/gpu`).
    #[serde(default)]
    pub resource_types: Vec<String>,
    /// Every partition with its total resource. The default partition `""` must be present.
    pub partitions: Vec<PartitionSnapshot>,
    /// The nodes, only needed for the placement check beyond YARN (containers then name their node).
    #[serde(default)]
    pub nodes: Vec<NodeSnapshot>,
    /// The queue tree, starting at `root`.
    pub root: QueueSnapshot,
    /// Running applications with their containers and pending requests.
    #[serde(default)]
    pub applications: Vec<AppSnapshot>,
    /// The policy's settings.
    #[serde(default)]
    pub policy: PreemptionConfig,
    /// Containers the monitor marked in earlier rounds (Hadoop's `preemptionCandidates`): a round kills a marked
    /// container it selects again once `max_wait_before_kill` has passed since its mark, so one round on a snapshot
    /// can show the kill without replaying the rounds before it. Read by [`crate::preemption::PreemptionMonitor::resume`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<MarkSnapshot>,
}

/// A container marked for preemption in an earlier round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkSnapshot {
    /// The marked container.
    pub container: ContainerId,
    /// When the monitor marked it.
    pub marked_at_ms: u64,
    /// Its application; needed only when the container is no longer in the snapshot (it then can only be
    /// forgotten, after `2 × max_wait_before_kill`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<AppId>,
}

/// A partition (node label) and the total resource of its nodes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartitionSnapshot {
    /// The node label (`""` for the default partition).
    pub name: String,
    /// The total resource of its nodes.
    pub resource: Resource,
    /// Exclusive partitions serve only requests that ask for them.
    #[serde(default = "yes")]
    pub exclusive: bool,
}

/// A node, for the placement check.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeSnapshot {
    /// The host name.
    pub name: String,
    /// Its rack (rack scope in constraints).
    #[serde(default = "default_rack")]
    pub rack: String,
    /// Its partition (`""` for the default one).
    #[serde(default)]
    pub partition: String,
    /// What it offers to containers.
    pub capability: Resource,
}

/// How a queue's capacity is configured: a percentage of its parent, or an absolute resource.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Capacity {
    /// Percent of the parent's capacity (`capacity = 40`). Kept as a `float`, as Hadoop does.
    Percent(f32),
    /// An absolute resource (`capacity = [memory=10240,vcores=10]`), taken as the effective resource.
    Absolute(Resource),
}

impl Capacity {
    /// All of the parent (a maximum capacity's default).
    pub const FULL: Capacity = Capacity::Percent(100.0);
    /// Nothing (a partition's capacity when the queue does not name it).
    pub const NONE: Capacity = Capacity::Percent(0.0);

    /// Configured as a resource rather than a percentage.
    pub fn is_absolute(&self) -> bool {
        matches!(self, Capacity::Absolute(_))
    }
}

impl Default for Capacity {
    fn default() -> Self {
        Capacity::FULL
    }
}

impl Serialize for Capacity {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Capacity::Percent(p) => serializer.serialize_f32(*p),
            Capacity::Absolute(r) => r.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Capacity {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(CapacityVisitor)
    }
}

struct CapacityVisitor;

impl<'de> Visitor<'de> for CapacityVisitor {
    type Value = Capacity;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a percentage (40), a resource array ([10240, 10]) or \"[memory=10240,vcores=10]\"")
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Capacity, E> {
        Ok(Capacity::Percent(v as f32))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Capacity, E> {
        Ok(Capacity::Percent(v as f32))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Capacity, E> {
        Ok(Capacity::Percent(v as f32))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Capacity, A::Error> {
        let mut r = Resource::ZERO;
        let mut n = 0;
        while let Some(v) = seq.next_element::<i64>()? {
            if n >= MAX_RESOURCE_TYPES {
                return Err(de::Error::invalid_length(n + 1, &"at most 4 resource values"));
            }
            r.0[n] = v;
            n += 1;
        }
        if n < 2 {
            return Err(de::Error::invalid_length(n, &"at least memory and vcores"));
        }
        Ok(Capacity::Absolute(r))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Capacity, E> {
        parse_absolute(v).map(Capacity::Absolute).map_err(E::custom)
    }
}

/// Parses Hadoop's absolute capacity syntax `[memory=10240,vcores=10]` (`memory-mb` is accepted for memory).
pub fn parse_absolute(text: &str) -> Result<Resource, String> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| alloc::format!("absolute capacity `{text}` must look like [memory=10240,vcores=10]"))?;
    let mut r = Resource::ZERO;
    for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) =
            part.split_once('=').ok_or_else(|| alloc::format!("`{part}` in `{text}` is not key=value"))?;
        let value: i64 =
            value.trim().parse().map_err(|_| alloc::format!("`{}` in `{text}` is not an integer", value.trim()))?;
        match key.trim() {
            "memory" | "memory-mb" => r.0[0] = value,
            "vcores" => r.0[1] = value,
            other => {
                return Err(alloc::format!("resource `{other}` in `{text}`: only memory and vcores are supported"))
            }
        }
    }
    Ok(r)
}

impl PreemptionSnapshot {
    /// A cluster of one partition, the default (exclusive, of `cluster`), with queue tree `root` and `applications`,
    /// everything else at the JSON defaults: no node, no resource type beyond memory and vcores, the default
    /// calculator and policy, no marks. Set the rest with struct update syntax.
    pub fn new(cluster: Resource, root: QueueSnapshot, applications: Vec<AppSnapshot>) -> PreemptionSnapshot {
        PreemptionSnapshot {
            marks: Vec::new(),
            resource_calculator: CalculatorKind::default(),
            resource_types: Vec::new(),
            partitions: alloc::vec![PartitionSnapshot { name: String::new(), resource: cluster, exclusive: true }],
            nodes: Vec::new(),
            root,
            applications,
            policy: PreemptionConfig::default(),
        }
    }
}

/// A queue and its children.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueueSnapshot {
    /// The queue's own name (`a`); its path (`root.a`) is built from its ancestors.
    pub name: String,
    /// `capacity` for the default partition. Required except for `root`.
    #[serde(default)]
    pub capacity: Option<Capacity>,
    /// `maximum-capacity` for the default partition (Hadoop's `-1` means 100).
    #[serde(rename = "maximum-capacity", default)]
    pub maximum_capacity: Option<Capacity>,
    /// `accessible-node-labels.<label>.capacity` / `.maximum-capacity` for the other partitions.
    #[serde(rename = "accessible-node-labels", default)]
    pub labels: BTreeMap<String, LabelSettings>,
    /// `disable_preemption`; absent means inherited from the parent (root: false).
    #[serde(default)]
    pub disable_preemption: Option<bool>,
    /// `priority`, used by a `priority-utilization` parent.
    #[serde(default)]
    pub priority: i32,
    /// `ordering-policy`: `fifo` (leaf default) or `fair`; `utilization` (parent default) or `priority-utilization`.
    #[serde(rename = "ordering-policy", default)]
    pub ordering_policy: Option<OrderingPolicyKind>,
    /// `ordering-policy.fair.enable-size-based-weight`.
    #[serde(rename = "ordering-policy.fair.enable-size-based-weight", default)]
    pub fair_size_based_weight: bool,
    /// `maximum-am-resource-percent` as a fraction (Hadoop's default 0.1).
    #[serde(rename = "maximum-am-resource-percent", default)]
    pub maximum_am_resource_percent: Option<f32>,
    /// The scheduler's current limit for each active user of this leaf in the default partition
    /// (`getResourceLimitForActiveUsers`). Pending resource is capped by `limit − user's used`. A user not
    /// listed is not capped.
    #[serde(default)]
    pub user_limits: BTreeMap<String, Resource>,
    /// Child queues; none for a leaf.
    #[serde(default)]
    pub children: Vec<QueueSnapshot>,
}

impl QueueSnapshot {
    /// Queue `name` with `capacity`, everything else at the snapshot's JSON defaults (what a configuration that sets
    /// nothing more gives): no maximum, no other partition, preemption inherited, priority 0, the default ordering
    /// policy, no user limit, no children. Set the rest with struct update syntax.
    pub fn new(name: impl Into<String>, capacity: Option<Capacity>) -> QueueSnapshot {
        QueueSnapshot {
            name: name.into(),
            capacity,
            maximum_capacity: None,
            labels: BTreeMap::new(),
            disable_preemption: None,
            priority: 0,
            ordering_policy: None,
            fair_size_based_weight: false,
            maximum_am_resource_percent: None,
            user_limits: BTreeMap::new(),
            children: Vec::new(),
        }
    }
}

/// A queue's settings for one non-default partition.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LabelSettings {
    /// `accessible-node-labels.<label>.capacity` (0 when omitted).
    #[serde(default = "no_capacity")]
    pub capacity: Capacity,
    /// `accessible-node-labels.<label>.maximum-capacity` (100 % when omitted).
    #[serde(rename = "maximum-capacity", default)]
    pub maximum_capacity: Capacity,
    /// Each active user's limit in this partition, as for the default partition.
    #[serde(default)]
    pub user_limits: BTreeMap<String, Resource>,
}

/// `<queue>.ordering-policy` as a preemption snapshot states it: only which policy (the `fair` policy's
/// size-based weight is the separate `fair_size_based_weight`). The scheduler's own, parameterised setting is
/// [`crate::scheduler::OrderingPolicy`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OrderingPolicyKind {
    /// Leaf: application priority, then submission order.
    Fifo,
    /// Leaf: least used (memory) first.
    Fair,
    /// Parent: least used relative to guarantee first.
    Utilization,
    /// Parent: like utilization, but queue `priority` decides between queues on the same side of their guarantee.
    PriorityUtilization,
}

impl OrderingPolicyKind {
    /// A policy for leaf queues (`fifo`, `fair`) rather than for parents.
    pub fn is_leaf_policy(self) -> bool {
        matches!(self, OrderingPolicyKind::Fifo | OrderingPolicyKind::Fair)
    }
}

/// A running application.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppSnapshot {
    /// Submission order (YARN's application sequence number).
    pub id: AppId,
    /// The leaf queue, by path (`root.a.b`) or by its unique leaf name (`b`).
    pub queue: String,
    /// The submitting user (user limits).
    #[serde(default = "default_user")]
    pub user: String,
    /// Application priority (higher runs first in a FIFO leaf).
    #[serde(default)]
    pub priority: i32,
    /// Start time, for the `fair` ordering policy's ties.
    #[serde(default)]
    pub start_time_ms: u64,
    /// Allocated (running) containers.
    #[serde(default)]
    pub containers: Vec<ContainerSnapshot>,
    /// Reserved containers (a node held for a request that does not fit yet).
    #[serde(default)]
    pub reserved: Vec<ContainerSnapshot>,
    /// Outstanding requests.
    #[serde(default)]
    pub pending: Vec<PendingAsk>,
}

/// A running or reserved container.
///
/// Its JSON object has a field for each of these and `partition`, `node` and `tags`; in memory those three are one
/// optional shared [`ContainerPlacement`], absent when all three are empty — as in nearly every container of a
/// snapshot read from JSON — so that a container is 64 bytes instead of 128: a round reads 100,000 of them.
#[derive(Clone, Debug, PartialEq)]
pub struct ContainerSnapshot {
    /// Larger ids are newer containers (allocation order).
    pub id: ContainerId,
    /// Its size.
    pub size: Resource,
    /// The scheduling priority of the request it was allocated for (a larger number is a lower priority).
    pub priority: i32,
    /// The application master's container.
    pub am: bool,
    /// When it was allocated (informational; YARN orders by container id).
    pub allocated_ms: u64,
    /// Its partition, node and tags; `None` when the partition is the default one and there are no node and no
    /// tags (what parsing gives for them; see [`ContainerPlacement::shared`]). Shared: a snapshot of a live run
    /// gives the containers of one node with the same tags one placement, not an allocation each.
    pub placement: Option<Arc<ContainerPlacement>>,
    /// Allocated for a default-partition request on a non-exclusive partition's node; such containers are
    /// preempted first.
    pub ignore_partition_exclusivity: bool,
}

/// Where a container runs and what it is tagged with: needed only for a non-default partition and by the
/// placement check.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContainerPlacement {
    /// The partition of the node it runs on (`""`: the default one).
    pub partition: String,
    /// The node it runs on. A [`Name`]: a snapshot of a live run names a node for each of its (up to 100,000)
    /// containers, and a name shared with the round's list of node names costs no allocation of its own.
    pub node: Option<Name>,
    /// Allocation tags, shared with the scheduler's container (no copy per round).
    pub tags: Arc<[String]>,
}

impl ContainerPlacement {
    /// The default partition, no node, no tags.
    pub fn is_empty(&self) -> bool {
        self.partition.is_empty() && self.node.is_none() && self.tags.is_empty()
    }

    /// As [`ContainerSnapshot::placement`] holds it: `None` when empty.
    pub fn shared(self) -> Option<Arc<ContainerPlacement>> {
        (!self.is_empty()).then(|| Arc::new(self))
    }
}

impl ContainerSnapshot {
    /// The partition of the node it runs on (`""`: the default one).
    pub fn partition(&self) -> &str {
        self.placement.as_ref().map_or("", |p| &p.partition)
    }

    /// The node it runs on (needed only by the placement check).
    pub fn node(&self) -> Option<&str> {
        self.placement.as_ref().and_then(|p| p.node.as_deref())
    }

    /// Allocation tags (needed only by the placement check).
    pub fn tags(&self) -> &[String] {
        self.placement.as_ref().map_or(&[], |p| &p.tags)
    }

    /// Its placement, to set its partition, node or tags (an empty one is made when there is none; one shared
    /// with other containers is copied first, so that they keep theirs).
    pub fn placement_mut(&mut self) -> &mut ContainerPlacement {
        Arc::make_mut(self.placement.get_or_insert_with(Arc::default))
    }
}

/// A container as JSON has it, field for field: what [`ContainerSnapshot`] is read from and written as (named
/// `ContainerSnapshot`, so serde's messages are those of the derived form it replaces). Borrowed when writing,
/// owned when read.
#[derive(Serialize, Deserialize)]
#[serde(rename = "ContainerSnapshot", expecting = "struct ContainerSnapshot", deny_unknown_fields)]
struct ContainerWire<'a> {
    id: ContainerId,
    size: Resource,
    #[serde(default)]
    priority: i32,
    #[serde(default)]
    am: bool,
    #[serde(default)]
    partition: Cow<'a, str>,
    #[serde(default)]
    allocated_ms: u64,
    #[serde(default)]
    node: Option<Cow<'a, str>>,
    #[serde(default)]
    tags: Cow<'a, [String]>,
    #[serde(default)]
    ignore_partition_exclusivity: bool,
}

impl Serialize for ContainerSnapshot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ContainerWire {
            id: self.id,
            size: self.size,
            priority: self.priority,
            am: self.am,
            partition: Cow::Borrowed(self.partition()),
            allocated_ms: self.allocated_ms,
            node: self.node().map(Cow::Borrowed),
            tags: Cow::Borrowed(self.tags()),
            ignore_partition_exclusivity: self.ignore_partition_exclusivity,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ContainerSnapshot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let w = ContainerWire::deserialize(deserializer)?;
        Ok(ContainerSnapshot {
            id: w.id,
            size: w.size,
            priority: w.priority,
            am: w.am,
            allocated_ms: w.allocated_ms,
            placement: ContainerPlacement {
                partition: w.partition.into_owned(),
                node: w.node.map(|n| Name::from(n.into_owned())),
                tags: w.tags.into_owned().into(),
            }
            .shared(),
            ignore_partition_exclusivity: w.ignore_partition_exclusivity,
        })
    }
}

/// An outstanding request: `count` containers of `size`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingAsk {
    /// The size of each container.
    pub size: Resource,
    /// How many (1 when omitted).
    #[serde(default = "one")]
    pub count: u32,
    /// The partition asked for (`""`: the default one).
    #[serde(default)]
    pub partition: String,
    /// The request's scheduling priority.
    #[serde(default)]
    pub priority: i32,
    /// Allocation tags the containers will carry (for the placement check).
    #[serde(default)]
    pub tags: Vec<String>,
    /// The requests' placement constraint in PlacementSpec syntax (Spindle's dialect: Hadoop 3.2+ plus the
    /// marked extensions), e.g. `NOTIN,NODE,hbase` — used only by the placement check beyond YARN; YARN's
    /// preemption policy ignores constraints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
}

fn yes() -> bool {
    true
}

fn one() -> u32 {
    1
}

fn no_capacity() -> Capacity {
    Capacity::NONE
}

fn default_user() -> String {
    String::from("default")
}

fn default_rack() -> String {
    String::from(crate::topology::DEFAULT_RACK)
}

impl PendingAsk {
    /// `size × count`.
    pub fn total(&self) -> Resource {
        let mut r = self.size;
        for v in r.0.iter_mut() {
            *v = v.saturating_mul(self.count as i64);
        }
        r
    }
}

/// How messages name a partition: "the default partition" or "partition `gpu`".
pub(crate) struct PartitionName<'a>(pub &'a str);

impl fmt::Display for PartitionName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            f.write_str("the default partition")
        } else {
            write!(f, "partition `{}`", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    #[test]
    fn capacity_accepts_percent_array_and_hadoop_string() {
        let p: Capacity = serde_json::from_str("40").unwrap();
        assert_eq!(p, Capacity::Percent(40.0));
        let p: Capacity = serde_json::from_str("12.5").unwrap();
        assert_eq!(p, Capacity::Percent(12.5));
        let a: Capacity = serde_json::from_str("[10240, 10]").unwrap();
        assert_eq!(a, Capacity::Absolute(Resource::new(10240, 10)));
        let s: Capacity = serde_json::from_str("\"[memory=2048, vcores=2]\"").unwrap();
        assert_eq!(s, Capacity::Absolute(Resource::new(2048, 2)));
        assert!(serde_json::from_str::<Capacity>("\"[gpu=1]\"").is_err());
        assert!(serde_json::from_str::<Capacity>("[1]").is_err());
        assert_eq!(serde_json::to_string(&Capacity::Percent(40.0)).unwrap(), "40.0");
    }

    #[test]
    fn minimal_snapshot_parses_with_defaults() {
        let json = r#"{
            "partitions": [{"name": "", "resource": [100, 100, 0, 0]}],
            "root": {"name": "root", "children": [{"name": "a", "capacity": 100}]},
            "applications": [{"id": 1, "queue": "a", "containers": [{"id": 1, "size": [1, 1, 0, 0]}]}]
        }"#;
        let s: PreemptionSnapshot = serde_json::from_str(json).unwrap();
        assert_eq!(s.policy, PreemptionConfig::default());
        assert!(s.partitions[0].exclusive);
        assert_eq!(s.applications[0].user, "default");
        assert!(serde_json::from_str::<PreemptionSnapshot>(&json.replace("\"capacity\"", "\"capacty\"")).is_err());
    }

    #[test]
    fn container_json_has_every_field_while_the_placement_is_boxed() {
        // What the box is for (64 bits; smaller on wasm32).
        assert!(core::mem::size_of::<ContainerSnapshot>() <= 64);
        // Written field for field, the empty partition, node and tags included (as the derived form wrote them).
        let plain = r#"{"id":7,"size":[1,2,0,0],"priority":3,"am":true,"partition":"","allocated_ms":5,"node":null,"tags":[],"ignore_partition_exclusivity":false}"#;
        let c: ContainerSnapshot = serde_json::from_str(plain).unwrap();
        assert_eq!(c.placement, None);
        assert_eq!(serde_json::to_string(&c).unwrap(), plain);
        let placed = r#"{"id":7,"size":[1,2,0,0],"priority":0,"am":false,"partition":"gpu","allocated_ms":0,"node":"n1","tags":["zk"],"ignore_partition_exclusivity":true}"#;
        let c: ContainerSnapshot = serde_json::from_str(placed).unwrap();
        assert_eq!((c.partition(), c.node(), c.tags()), ("gpu", Some("n1"), &[String::from("zk")][..]));
        assert_eq!(serde_json::to_string(&c).unwrap(), placed);
        let tagged: ContainerSnapshot = serde_json::from_str(r#"{"id":1,"size":[1,1,0,0],"tags":["a"]}"#).unwrap();
        assert_eq!(tagged.placement.map(|p| p.tags.to_vec()), Some(vec![String::from("a")]));
        // serde's messages name the fields and the struct as before.
        let e = serde_json::from_str::<ContainerSnapshot>(r#"{"id":1,"size":[1,1,0,0],"nodes":"n"}"#).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown field `nodes`, expected one of `id`, `size`, `priority`, `am`, `partition`, `allocated_ms`, \
             `node`, `tags`, `ignore_partition_exclusivity` at line 1 column 32"
        );
        let e = serde_json::from_str::<ContainerSnapshot>("\"c\"").unwrap_err();
        assert_eq!(e.to_string(), "invalid type: string \"c\", expected struct ContainerSnapshot at line 1 column 3");
    }
}
