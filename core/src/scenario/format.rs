//! The scenario format: everything a run starts from — cluster, scheduler configuration, workload, timed cluster
//! changes — as the user writes it (JSON in files and share links, forms in the UI). Names, not ids; the road
//! into the model ([`super::validate`]) resolves them.
//!
//! Scheduler settings are kept as Hadoop property maps (`capacity-scheduler` and `yarn-site`), keyed exactly as
//! in `capacity-scheduler.xml` / `yarn-site.xml`, so an operator can paste their own configuration. Files of every
//! format version are read through [`super::migrate`]; what is written is always the current version.

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::migrate::{MigrationNotes, ScenarioFile};
use crate::sorted_map::SortedMap;

/// A whole scenario, in the current format version. It is read through [`ScenarioFile`] (every format version,
/// migrated on reading; unknown fields are rejected so that a typo is reported instead of silently ignored) and
/// written in the current version (`migrate`'s `Serialize` impl).
// `Eq` (here and on every part) lets an `Rc<Scenario>` compare by pointer first: the playground hands one to
// components on every frame, and a 10,000-node scenario compared field by field showed in its frame profile.
#[derive(Clone, Debug, PartialEq, Eq, Default, Deserialize)]
#[serde(try_from = "ScenarioFile")]
pub struct Scenario {
    /// A short title shown in the UI.
    pub name: String,
    /// What the scenario teaches, shown beside it.
    pub description: String,
    /// Racks, nodes, partitions and resource types.
    pub cluster: ClusterSpec,
    /// `capacity-scheduler.xml` properties (`yarn.scheduler.capacity.*`).
    pub capacity_scheduler: SortedMap<String, String>,
    /// `yarn-site.xml` properties: `yarn.resourcemanager.placement-constraints.handler`,
    /// `yarn.scheduler.minimum-allocation-mb`, the preemption monitor's keys, …
    pub yarn_site: SortedMap<String, String>,
    /// Cluster-admin placement constraints: source allocation tag → PlacementSpec constraint expression.
    /// (Beyond YARN: Hadoop has no public API for these.)
    pub cluster_constraints: SortedMap<String, String>,
    /// The workload, in scenario order.
    pub applications: Vec<ApplicationSpec>,
    /// Timed changes to the cluster (node added, decommissioned or removed, queues refreshed).
    pub events: Vec<ClusterEventSpec>,
    /// What reading an older format version changed (validation reports each as a warning). Not part of the
    /// scenario's value: two scenarios that differ only here are equal.
    pub migration_notes: MigrationNotes,
}

impl Scenario {
    /// Whether `other` runs as this scenario does: the two differ at most in their name and description (and in
    /// what reading an older format changed), which no part of a run reads. The playground keeps a run through
    /// such an edit instead of building and replaying it.
    pub fn runs_like(&self, other: &Scenario) -> bool {
        // Every field named, so that a new one is decided here.
        let Scenario {
            name: _,
            description: _,
            cluster,
            capacity_scheduler,
            yarn_site,
            cluster_constraints,
            applications,
            events,
            migration_notes: _,
        } = self;
        *cluster == other.cluster
            && *capacity_scheduler == other.capacity_scheduler
            && *yarn_site == other.yarn_site
            && *cluster_constraints == other.cluster_constraints
            && *applications == other.applications
            && *events == other.events
    }
}

/// The scenario's `cluster`: what the ResourceManager knows of its NodeManagers.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ClusterSpec {
    /// Extra countable resource types beyond memory and vcores (`yarn.io/gpu`), at most two.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resource_types: Vec<String>,
    /// Node partitions (node labels) other than the default one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partitions: Vec<PartitionSpec>,
    /// The racks and their nodes.
    pub racks: Vec<RackSpec>,
}

/// A node partition (`yarn rmadmin -addToClusterNodeLabels`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PartitionSpec {
    /// The node label.
    pub name: String,
    /// Whether only requests for this partition may use it (YARN's default); a non-exclusive partition lends its
    /// idle resources to default-partition requests.
    #[serde(default = "yes")]
    pub exclusive: bool,
}

fn yes() -> bool {
    true
}

/// A rack and its nodes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RackSpec {
    /// The rack's name (rack scope groups nodes by it).
    pub name: String,
    /// Its NodeManagers.
    pub nodes: Vec<NodeSpec>,
}

/// A NodeManager at the start of the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct NodeSpec {
    /// The host name, unique in the cluster.
    pub name: String,
    /// What it offers to containers.
    pub resource: ResourceSpec,
    /// The node's partition (node label); empty for the default partition.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub partition: String,
    /// Node attributes, e.g. `{"java": "1.8", "fault_domain": "fd1"}`. Any attribute key can be a constraint scope.
    #[serde(default, skip_serializing_if = "SortedMap::is_empty")]
    pub attributes: SortedMap<String, String>,
}

/// A resource as YARN writes it: `memory-mb`, `vcores`, and any extra type by name. (No `deny_unknown_fields`
/// here: serde cannot combine it with the flattened map; validation rejects unknown names with
/// `unknown-resource-type`.)
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct ResourceSpec {
    /// `memory-mb`: memory in MB.
    pub memory_mb: i64,
    /// Virtual cores (1 when omitted).
    #[serde(default = "one")]
    pub vcores: i64,
    /// Extra resource types by name (`yarn.io/gpu`), which the cluster's `resource-types` must declare: one or two
    /// at most, so a `SortedMap` (`BTreeMap`'s order and serde form, without its B-tree code in the wasm;
    /// docs/toolchain.md, maps10).
    #[serde(default, flatten, skip_serializing_if = "SortedMap::is_empty")]
    pub extra: SortedMap<String, i64>,
}

fn one() -> i64 {
    1
}

impl ResourceSpec {
    /// `memory-mb` and `vcores`, no extra type.
    pub fn new(memory_mb: i64, vcores: i64) -> Self {
        ResourceSpec { memory_mb, vcores, extra: SortedMap::new() }
    }
}

/// One application of the workload: where it is submitted, its AM, its constraints and its requests.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ApplicationSpec {
    /// The application's name as shown (YARN's application name). Its id is its position, in submission order.
    pub name: String,
    /// The queue it is submitted to (`default` when omitted).
    #[serde(default = "default_queue")]
    pub queue: String,
    /// The submitting user, for user limits and queue mappings (`user` when omitted).
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
    #[serde(default, skip_serializing_if = "SortedMap::is_empty")]
    pub constraints: SortedMap<String, String>,
    /// What the AM asks for once it runs.
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
            constraints: SortedMap::new(),
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RequestSpec {
    /// Allocation tags each container carries while it runs (what constraints count).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allocation_tags: Vec<String>,
    /// How many containers (`numAllocations`).
    pub count: u32,
    /// The size of each container, before the scheduler normalises it.
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

/// One timed cluster change. Written `{"at-ms": T, "kind": K, …}` with the fields of its kind (see
/// [`ClusterChange`]); unknown fields are rejected.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "EventFile", into = "EventFile")]
pub struct ClusterEventSpec {
    /// Virtual time of the change, in milliseconds.
    pub at_ms: u64,
    /// What changes.
    pub change: ClusterChange,
}

/// What a cluster event changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClusterChange {
    /// A NodeManager registers (`add-node`): `rack` (created if new) and the node as in `cluster.racks[].nodes[]`.
    AddNode {
        /// The rack it joins.
        rack: String,
        /// The node.
        node: NodeSpec,
    },
    /// Graceful decommissioning (`decommission-node`): no new containers; the node leaves when its last one ends.
    DecommissionNode {
        /// The node's host name.
        node: String,
    },
    /// The node is lost or removed at once (`remove-node`): its containers are killed.
    RemoveNode {
        /// The node's host name.
        node: String,
    },
    /// `yarn rmadmin -refreshQueues` (`reconfigure`) with these `capacity-scheduler` properties in place of the
    /// current ones; Hadoop's refresh rules decide whether it is applied.
    Reconfigure {
        /// The new `capacity-scheduler.xml` properties, complete.
        capacity_scheduler: SortedMap<String, String>,
    },
}

/// The written form of a [`ClusterEventSpec`]: one object tagged by `kind`.
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", rename_all_fields = "kebab-case", deny_unknown_fields)]
enum EventFile {
    AddNode { at_ms: u64, rack: String, node: NodeSpec },
    DecommissionNode { at_ms: u64, node: String },
    RemoveNode { at_ms: u64, node: String },
    Reconfigure { at_ms: u64, capacity_scheduler: SortedMap<String, String> },
}

impl From<EventFile> for ClusterEventSpec {
    fn from(e: EventFile) -> Self {
        let (at_ms, change) = match e {
            EventFile::AddNode { at_ms, rack, node } => (at_ms, ClusterChange::AddNode { rack, node }),
            EventFile::DecommissionNode { at_ms, node } => (at_ms, ClusterChange::DecommissionNode { node }),
            EventFile::RemoveNode { at_ms, node } => (at_ms, ClusterChange::RemoveNode { node }),
            EventFile::Reconfigure { at_ms, capacity_scheduler } => {
                (at_ms, ClusterChange::Reconfigure { capacity_scheduler })
            }
        };
        ClusterEventSpec { at_ms, change }
    }
}

impl From<ClusterEventSpec> for EventFile {
    fn from(e: ClusterEventSpec) -> Self {
        let at_ms = e.at_ms;
        match e.change {
            ClusterChange::AddNode { rack, node } => EventFile::AddNode { at_ms, rack, node },
            ClusterChange::DecommissionNode { node } => EventFile::DecommissionNode { at_ms, node },
            ClusterChange::RemoveNode { node } => EventFile::RemoveNode { at_ms, node },
            ClusterChange::Reconfigure { capacity_scheduler } => EventFile::Reconfigure { at_ms, capacity_scheduler },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    fn json(s: &str) -> Scenario {
        serde_json::from_str(s).expect("test scenario parses")
    }

    /// A name or a description does not change how a scenario runs; anything else does.
    #[test]
    fn scenarios_run_alike_when_only_their_words_differ() {
        let a = json(
            r#"{"name": "a", "cluster": {"racks": [{"name": "r", "nodes": [{"name": "n", "resource": {"memory-mb": 2048}}]}]},
                "applications": [{"name": "zk", "requests": [{"count": 1, "resource": {"memory-mb": 1024}}]}]}"#,
        );
        let mut b = a.clone();
        (b.name, b.description) = ("b".into(), "what it shows".into());
        assert!(a.runs_like(&b) && b.runs_like(&a));
        let mut c = b.clone();
        c.applications[0].requests[0].count = 2;
        assert!(!a.runs_like(&c));
        let mut d = b.clone();
        d.yarn_site.insert("yarn.resourcemanager.placement-constraints.handler".into(), "scheduler".into());
        assert!(!a.runs_like(&d));
        let mut e = b;
        e.cluster.racks[0].nodes[0].name = "m".into();
        assert!(!a.runs_like(&e));
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

    /// Issue 10.1: every documented event form was rejected ("unknown field kind" / "missing field kind").
    #[test]
    fn every_documented_event_form_reads_and_writes_back() {
        let s = json(
            r#"{"cluster": {"racks": [{"name": "r1", "nodes": [{"name": "n1", "resource": {"memory-mb": 1024}}]}]},
                "events": [
                  {"at-ms": 20000, "kind": "decommission-node", "node": "n1"},
                  {"at-ms": 30000, "kind": "remove-node", "node": "n1"},
                  {"at-ms": 10000, "kind": "add-node", "rack": "r2",
                   "node": {"name": "n2", "resource": {"memory-mb": 2048, "vcores": 2}, "partition": "",
                            "attributes": {"java": "1.8"}}},
                  {"at-ms": 40000, "kind": "reconfigure",
                   "capacity-scheduler": {"yarn.scheduler.capacity.root.queues": "default"}}]}"#,
        );
        assert_eq!(
            s.events[0],
            ClusterEventSpec { at_ms: 20000, change: ClusterChange::DecommissionNode { node: "n1".into() } }
        );
        assert_eq!(s.events[1].change, ClusterChange::RemoveNode { node: "n1".into() });
        let ClusterChange::AddNode { rack, node } = &s.events[2].change else { panic!("{:?}", s.events[2]) };
        assert_eq!((rack.as_str(), node.resource.vcores, node.attributes["java"].as_str()), ("r2", 2, "1.8"));
        assert!(
            matches!(&s.events[3].change, ClusterChange::Reconfigure { capacity_scheduler } if capacity_scheduler.len() == 1)
        );
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.contains(r#"{"kind":"decommission-node","at-ms":20000,"node":"n1"}"#), "{text}");
        assert_eq!(serde_json::from_str::<Scenario>(&text).unwrap(), s);
    }

    #[test]
    fn events_reject_unknown_kinds_and_fields() {
        let base = |e: &str| format!(r#"{{"cluster": {{"racks": []}}, "events": [{e}]}}"#);
        let e = serde_json::from_str::<Scenario>(&base(r#"{"at-ms": 1, "kind": "explode-node", "node": "n1"}"#))
            .unwrap_err();
        assert!(e.to_string().contains("unknown variant `explode-node`"), "{e}");
        let e =
            serde_json::from_str::<Scenario>(&base(r#"{"at-ms": 1, "kind": "remove-node", "nod": "n1"}"#)).unwrap_err();
        assert!(e.to_string().contains("unknown field `nod`"), "{e}");
        let e = serde_json::from_str::<Scenario>(&base(r#"{"at-ms": 1, "node": "n1"}"#)).unwrap_err();
        assert!(e.to_string().contains("missing field `kind`"), "{e}");
    }
}
