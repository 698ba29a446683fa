//! The scenario: everything a run starts from — cluster, scheduler configuration, workload — as the user writes
//! it (JSON in files and share links, forms in the UI). Names, not ids: [`Scenario::topology`] turns the cluster
//! into the dense-id [`Topology`] and reports every problem with the path of the field at fault.
//!
//! Scheduler settings are kept as Hadoop property maps (`capacity-scheduler` and `yarn-site`), keyed exactly as
//! in `capacity-scheduler.xml` / `yarn-site.xml`, so an operator can paste their own configuration.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use crate::resource::{Resource, ResourceTypes, MAX_RESOURCE_TYPES};
use crate::topology::{NodeState, Topology};

/// A whole scenario. Unknown fields are rejected so that a typo is reported instead of silently ignored.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Scenario {
    /// A short title shown in the UI.
    #[serde(default)]
    pub name: String,
    /// What the scenario teaches, shown beside it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Seeds every pseudo-random choice of a run (none are made unless a setting asks for one).
    #[serde(default)]
    pub seed: u64,
    pub cluster: ClusterSpec,
    /// `capacity-scheduler.xml` properties (`yarn.scheduler.capacity.*`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub capacity_scheduler: BTreeMap<String, String>,
    /// `yarn-site.xml` properties: `yarn.resourcemanager.placement-constraints.handler`,
    /// `yarn.scheduler.minimum-allocation-mb`, the preemption monitor's keys, …
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub yarn_site: BTreeMap<String, String>,
    /// Cluster-admin placement constraints: source allocation tag → PlacementSpec constraint expression.
    /// (Beyond YARN: Hadoop has no public API for these.)
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cluster_constraints: BTreeMap<String, String>,
    #[serde(default)]
    pub applications: Vec<ApplicationSpec>,
    /// Timed changes to the cluster (node added, decommissioned, removed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<ClusterEventSpec>,
}

#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ClusterSpec {
    /// Extra countable resource types beyond memory and vcores (`yarn.io/gpu`), at most two.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resource_types: Vec<String>,
    /// Node partitions (node labels) other than the default one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partitions: Vec<PartitionSpec>,
    pub racks: Vec<RackSpec>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PartitionSpec {
    pub name: String,
    #[serde(default = "yes")]
    pub exclusive: bool,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RackSpec {
    pub name: String,
    pub nodes: Vec<NodeSpec>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct NodeSpec {
    pub name: String,
    pub resource: ResourceSpec,
    /// The node's partition (node label); empty for the default partition.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub partition: String,
    /// Node attributes, e.g. `{"java": "1.8", "fault_domain": "fd1"}`. Any attribute key can be a constraint scope.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, String>,
}

/// A resource as YARN writes it: `memory-mb`, `vcores`, and any extra type by name. (No `deny_unknown_fields`
/// here: serde cannot combine it with the flattened map; [`ResourceSpec::resolve`] rejects unknown names.)
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ResourceSpec {
    pub memory_mb: i64,
    #[serde(default = "one")]
    pub vcores: i64,
    #[serde(default, flatten, skip_serializing_if = "BTreeMap::is_empty")]
    pub extra: BTreeMap<String, i64>,
}

fn one() -> i64 {
    1
}

impl ResourceSpec {
    pub fn new(memory_mb: i64, vcores: i64) -> Self {
        ResourceSpec { memory_mb, vcores, extra: BTreeMap::new() }
    }

    /// Resolves extra types by name against the cluster's resource types.
    pub fn resolve(&self, types: &ResourceTypes, path: &str) -> Result<Resource, ScenarioError> {
        if self.memory_mb < 0 || self.vcores < 0 {
            return Err(ScenarioError::new(path, "resource amounts must not be negative"));
        }
        let mut r = Resource::new(self.memory_mb, self.vcores);
        for (name, v) in &self.extra {
            let i = types.index_of(name).ok_or_else(|| {
                ScenarioError::new(
                    format!("{path}.{name}"),
                    format!("`{name}` is not a resource type of this cluster (declare it in cluster.resource-types)"),
                )
            })?;
            if *v < 0 {
                return Err(ScenarioError::new(format!("{path}.{name}"), "resource amounts must not be negative"));
            }
            r.0[i] = *v;
        }
        Ok(r)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ApplicationSpec {
    /// The application's name as shown (YARN's application name). Its id is its position, in submission order.
    pub name: String,
    #[serde(default = "default_queue")]
    pub queue: String,
    #[serde(default = "default_user")]
    pub user: String,
    /// Application tags (`ApplicationSubmissionContext.applicationTags`), targeted by the `app-tag/` namespace.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    /// Application priority (higher runs first under the `fifo` ordering policy).
    #[serde(default)]
    pub priority: i32,
    /// Virtual time of submission, in milliseconds.
    #[serde(default)]
    pub submit_ms: u64,
    /// The ApplicationMaster's container; `None` models an unmanaged AM.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub am_resource: Option<ResourceSpec>,
    /// The node-label expression used for requests that name no partition.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub node_label_expression: String,
    /// Application-level constraints (`RegisterApplicationMasterRequest` placement constraints): source tag →
    /// PlacementSpec constraint expression.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub constraints: BTreeMap<String, String>,
    #[serde(default)]
    pub requests: Vec<RequestSpec>,
    /// Virtual time, relative to the application's start (its AM running), at which the application finishes
    /// whatever is still running or pending. `None`: it finishes when every container it asked for has finished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finish_ms: Option<u64>,
    /// How often the AM calls `allocate` (the AM–RM heartbeat); asks are sent with the first call at or after
    /// their `ask-ms`.
    #[serde(default = "default_am_heartbeat", skip_serializing_if = "is_default_am_heartbeat")]
    pub am_heartbeat_ms: u64,
}

/// The AM–RM heartbeat of `AMRMClientAsync` in the distributed shell (1 s).
pub const DEFAULT_AM_HEARTBEAT_MS: u64 = 1000;

fn default_am_heartbeat() -> u64 {
    DEFAULT_AM_HEARTBEAT_MS
}

fn is_default_am_heartbeat(v: &u64) -> bool {
    *v == DEFAULT_AM_HEARTBEAT_MS
}

impl ApplicationSpec {
    /// An application with everything else as a scenario file that names only `name` would have it: queue
    /// `default`, user `user`, priority 0, submitted at 0, an unmanaged AM, no requests.
    pub fn new(name: &str) -> Self {
        ApplicationSpec {
            name: name.into(),
            queue: default_queue(),
            user: default_user(),
            tags: Vec::new(),
            priority: 0,
            submit_ms: 0,
            am_resource: None,
            node_label_expression: String::new(),
            finish_ms: None,
            am_heartbeat_ms: default_am_heartbeat(),
            constraints: BTreeMap::new(),
            requests: Vec::new(),
        }
    }
}

impl RequestSpec {
    /// `count` containers of `resource` tagged `tags`, otherwise as a scenario file's defaults have it.
    pub fn new(tags: &[&str], count: u32, resource: ResourceSpec) -> Self {
        RequestSpec {
            allocation_tags: tags.iter().map(|t| String::from(*t)).collect(),
            count,
            resource,
            priority: 0,
            duration_ms: None,
            constraint: String::new(),
            ask_ms: 0,
            node_label_expression: String::new(),
        }
    }
}

fn default_queue() -> String {
    "default".into()
}

fn default_user() -> String {
    "user".into()
}

/// One `SchedulingRequest`: `count` containers of `resource`, tagged, optionally constrained.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RequestSpec {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allocation_tags: Vec<String>,
    pub count: u32,
    pub resource: ResourceSpec,
    /// Scheduling priority: a *lower* number is served first (YARN's `Priority` on requests).
    #[serde(default)]
    pub priority: i32,
    /// How long each container runs, in milliseconds of virtual time; `None` runs until the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_ms: Option<u64>,
    /// The request-level placement constraint, in PlacementSpec constraint syntax (`NOTIN,NODE,zk`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub constraint: String,
    /// Virtual time at which the AM asks for these containers (relative to the application's start).
    #[serde(default)]
    pub ask_ms: u64,
    /// The node-label expression of a ResourceRequest (empty: the application's default). SchedulingRequests name a
    /// partition through their constraint instead (a `node-partition` target), as in YARN.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub node_label_expression: String,
}

impl RequestSpec {
    /// A `SchedulingRequest` (allocation tags and/or a constraint) rather than a plain `ResourceRequest`.
    pub fn is_scheduling_request(&self) -> bool {
        !self.allocation_tags.is_empty() || !self.constraint.trim().is_empty()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ClusterEventSpec {
    pub at_ms: u64,
    #[serde(flatten)]
    pub change: ClusterChange,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum ClusterChange {
    AddNode { rack: String, node: NodeSpec },
    DecommissionNode { node: String },
    RemoveNode { node: String },
}

/// A problem in a scenario: where (a JSON path such as `cluster.racks[1].nodes[0].partition`) and what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioError {
    pub path: String,
    pub message: String,
}

impl ScenarioError {
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        ScenarioError { path: path.into(), message: message.into() }
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ScenarioError {}

impl Scenario {
    /// The resource types the cluster counts.
    pub fn resource_types(&self) -> Result<ResourceTypes, ScenarioError> {
        let extra = self.cluster.resource_types.clone();
        if extra.len() > MAX_RESOURCE_TYPES - 2 {
            return Err(ScenarioError::new(
                "cluster.resource-types",
                format!("at most {} extra resource types are supported", MAX_RESOURCE_TYPES - 2),
            ));
        }
        for (i, name) in extra.iter().enumerate() {
            if name.is_empty() || matches!(name.as_str(), "memory-mb" | "vcores") || extra[..i].contains(name) {
                return Err(ScenarioError::new(
                    format!("cluster.resource-types[{i}]"),
                    format!("`{name}` is empty, built in, or listed twice"),
                ));
            }
        }
        Ok(ResourceTypes { extra })
    }

    /// Builds the dense-id topology, checking names and references; the first problem is the error.
    pub fn topology(&self) -> Result<Topology, ScenarioError> {
        let mut errors = Vec::new();
        let t = self.build_topology(&mut errors);
        match errors.into_iter().next() {
            Some(e) => Err(e),
            None => Ok(t),
        }
    }

    /// Builds as much of the topology as is valid, recording every problem (a bad node is left out, a bad rack's
    /// nodes too), so that a user sees all of them at once.
    pub fn build_topology(&self, errors: &mut Vec<ScenarioError>) -> Topology {
        let mut t = Topology::new();
        let types = match self.resource_types() {
            Ok(types) => types,
            Err(e) => {
                errors.push(e);
                ResourceTypes::default()
            }
        };
        for (i, p) in self.cluster.partitions.iter().enumerate() {
            let path = format!("cluster.partitions[{i}]");
            if p.name.is_empty() {
                errors.push(ScenarioError::new(path, "the default partition is implicit; name the others"));
            } else if let Err(e) = t.add_partition(&p.name, p.exclusive) {
                errors.push(ScenarioError::new(path, e.to_string()));
            }
        }
        for (ri, rack) in self.cluster.racks.iter().enumerate() {
            let rpath = format!("cluster.racks[{ri}]");
            if t.rack_id(&rack.name).is_some() {
                errors
                    .push(ScenarioError::new(format!("{rpath}.name"), format!("rack `{}` is listed twice", rack.name)));
                continue;
            }
            let rack_id = match t.rack(&rack.name) {
                Ok(id) => id,
                Err(e) => {
                    errors.push(ScenarioError::new(format!("{rpath}.name"), e.to_string()));
                    continue;
                }
            };
            for (ni, node) in rack.nodes.iter().enumerate() {
                if let Err(e) = add_node(&mut t, &types, rack_id, node, &format!("{rpath}.nodes[{ni}]")) {
                    errors.push(e);
                }
            }
        }
        t
    }

    /// Applies one timed cluster change to a topology (the simulator calls this when the event fires).
    pub fn apply_change(
        t: &mut Topology,
        types: &ResourceTypes,
        change: &ClusterChange,
        path: &str,
    ) -> Result<(), ScenarioError> {
        match change {
            ClusterChange::AddNode { rack, node } => {
                let rack_id = t.rack(rack).map_err(|e| ScenarioError::new(format!("{path}.rack"), e.to_string()))?;
                add_node(t, types, rack_id, node, &format!("{path}.node")).map(|_| ())
            }
            ClusterChange::DecommissionNode { node } | ClusterChange::RemoveNode { node } => {
                let id = t
                    .node_id(node)
                    .ok_or_else(|| ScenarioError::new(format!("{path}.node"), format!("no node named `{node}`")))?;
                t.node_mut(id).state = match change {
                    ClusterChange::RemoveNode { .. } => NodeState::Removed,
                    _ => NodeState::Decommissioning,
                };
                Ok(())
            }
        }
    }
}

fn add_node(
    t: &mut Topology,
    types: &ResourceTypes,
    rack: crate::topology::RackId,
    node: &NodeSpec,
    path: &str,
) -> Result<crate::topology::NodeId, ScenarioError> {
    let capability = node.resource.resolve(types, &format!("{path}.resource"))?;
    let partition = t.partition_id(&node.partition).ok_or_else(|| {
        ScenarioError::new(
            format!("{path}.partition"),
            format!("partition `{}` is not declared in cluster.partitions", node.partition),
        )
    })?;
    let id = t
        .add_node(&node.name, rack, capability)
        .map_err(|e| ScenarioError::new(format!("{path}.name"), e.to_string()))?;
    let n = t.node_mut(id);
    n.partition = partition;
    n.attributes = node.attributes.clone();
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(s: &str) -> Scenario {
        serde_json::from_str(s).expect("test scenario parses")
    }

    #[test]
    fn topology_resolves_names_partitions_and_extra_types() {
        let s = json(
            r#"{"cluster": {"resource-types": ["yarn.io/gpu"], "partitions": [{"name": "gpu", "exclusive": false}],
                "racks": [{"name": "r1", "nodes": [
                  {"name": "n1", "resource": {"memory-mb": 8192, "vcores": 8, "yarn.io/gpu": 2}, "partition": "gpu",
                   "attributes": {"fault_domain": "fd1"}}]}]}}"#,
        );
        let t = s.topology().unwrap();
        let n = t.node(t.node_id("n1").unwrap());
        assert_eq!(n.capability, Resource::new(8192, 8).with(2, 2));
        assert_eq!(t.partition(n.partition).name, "gpu");
        assert!(!t.partition(n.partition).exclusive);
        assert_eq!(n.attributes["fault_domain"], "fd1");
    }

    #[test]
    fn errors_name_the_field() {
        let s = json(
            r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
                {"name": "n1", "resource": {"memory-mb": 1024}},
                {"name": "n2", "resource": {"memory-mb": 1024}, "partition": "gpu"}]}]}}"#,
        );
        let e = s.topology().unwrap_err();
        assert_eq!(e.path, "cluster.racks[0].nodes[1].partition");
        assert!(e.message.contains("`gpu` is not declared"), "{e}");

        let s = json(
            r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1, "gpu": 1}}]}]}}"#,
        );
        assert_eq!(s.topology().unwrap_err().path, "cluster.racks[0].nodes[0].resource.gpu");

        let s = json(r#"{"cluster": {"racks": [{"name": "r1", "nodes": []}, {"name": "r1", "nodes": []}]}}"#);
        assert_eq!(s.topology().unwrap_err().path, "cluster.racks[1].name");
    }

    #[test]
    fn build_topology_reports_every_problem_and_keeps_the_valid_rest() {
        let s = json(
            r#"{"cluster": {"racks": [{"name": "r1", "nodes": [
                {"name": "n1", "resource": {"memory-mb": -1}},
                {"name": "n2", "resource": {"memory-mb": 1024}},
                {"name": "n2", "resource": {"memory-mb": 1024}}]},
                {"name": "r1", "nodes": []}]}}"#,
        );
        let mut errors = Vec::new();
        let t = s.build_topology(&mut errors);
        let paths: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(
            paths,
            ["cluster.racks[0].nodes[0].resource", "cluster.racks[0].nodes[2].name", "cluster.racks[1].name"]
        );
        assert_eq!(t.nodes.len(), 1);
    }

    #[test]
    fn unknown_fields_are_rejected() {
        let e = serde_json::from_str::<Scenario>(r#"{"cluster": {"racks": []}, "aplications": []}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field `aplications`"), "{e}");
    }

    #[test]
    fn round_trips_through_json() {
        let s = json(
            r#"{"name": "t", "cluster": {"racks": [{"name": "r", "nodes": [{"name": "n", "resource": {"memory-mb": 2048, "vcores": 2}}]}]},
                "applications": [{"name": "zk", "requests": [{"allocation-tags": ["zk"], "count": 3,
                  "resource": {"memory-mb": 1024}, "constraint": "NOTIN,NODE,zk"}]}]}"#,
        );
        let back: Scenario = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        assert_eq!(s.applications[0].queue, "default");
        assert_eq!(s.applications[0].requests[0].resource.vcores, 1);
    }
}
