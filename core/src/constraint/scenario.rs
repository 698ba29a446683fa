//! A self-contained evaluation scenario — nodes, applications, placed containers, constraints at each level and
//! one request — and its report: the verdict tree for every node. This is the JSON contract of `spindle eval`
//! (`docs/cli-eval.md`); the web UI can load the same files.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::analysis::{analyze, Finding, RequestShape};
use super::apps::{AppInfo, AppRegistry};
use super::ast::PlacementConstraint;
use super::delay::DelayState;
use super::eval::{evaluate_request, EvalContext, Verdict};
use super::levels::{CombineRule, ConstraintLevels, Level, LevelConflict};
use crate::ids::AppId;
use crate::resource::Resource;
use crate::sorted_map::SortedMap;
use crate::spec::{parse_constraint, print_constraint, Dialect, SpecError};
use crate::tags::{AllocationTagIndex, TagId};
use crate::topology::{NodeId, NodeState, Topology, TopologyError, DEFAULT_RACK};

fn spindle() -> Dialect {
    Dialect::Spindle
}
fn yes() -> bool {
    true
}
fn one_u32() -> u32 {
    1
}
fn one_u64() -> u64 {
    1
}
fn user() -> String {
    String::from("user")
}

/// The input of `spindle eval`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvalScenario {
    /// Dialect of constraints given as text (default `spindle`, a superset of Hadoop 3.2's).
    #[serde(default = "spindle")]
    pub dialect: Dialect,
    /// Partitions (node labels) besides the default one; a partition named by a node is created if missing.
    #[serde(default)]
    pub partitions: Vec<PartitionInput>,
    /// The cluster's nodes.
    pub nodes: Vec<NodeInput>,
    /// The applications containers, constraints and namespaces refer to by name.
    #[serde(default)]
    pub applications: Vec<AppInput>,
    /// Containers already running (their tags are in the tag index).
    #[serde(default)]
    pub containers: Vec<ContainerInput>,
    /// Application- and cluster-level constraints and how they combine with the request's.
    #[serde(default)]
    pub constraints: LevelsInput,
    /// The request evaluated on every node.
    pub request: RequestInput,
}

/// A partition (YARN node label) of an evaluation scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartitionInput {
    /// The label's name.
    pub name: String,
    /// Whether the label is exclusive (YARN's `exclusivity`, default true): only requests for it may use its nodes.
    #[serde(default = "yes")]
    pub exclusive: bool,
}

/// A node of an evaluation scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeInput {
    /// The node's host name, what `NODE` scope values and containers name.
    pub name: String,
    /// Default `/default-rack`.
    #[serde(default)]
    pub rack: Option<String>,
    /// Default partition `""`.
    #[serde(default)]
    pub partition: String,
    /// Node attributes (key → value), what node-attribute targets and attribute scopes read.
    #[serde(default)]
    pub attributes: SortedMap<String, String>,
    /// The node's capability; default 8192 MB and 8 vcores.
    #[serde(default)]
    pub resource: Option<ResourceInput>,
    /// The node's state (YARN `NodeState`); default running. Only running nodes are placeable.
    #[serde(default)]
    pub state: NodeState,
}

/// A node's capability in an evaluation scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResourceInput {
    /// Memory in MB.
    pub memory: i64,
    /// Virtual cores.
    pub vcores: i64,
}

/// An application of an evaluation scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppInput {
    /// How containers, constraints and `app-id/<name>/…` refer to the application.
    pub name: String,
    /// Sequence number (default: position in the list); the YARN id is derived from it.
    #[serde(default)]
    pub id: Option<u32>,
    /// Override of the YARN application id (`application_<ts>_<n>`).
    #[serde(default)]
    pub yarn_id: Option<String>,
    /// The submitting user (default `user`).
    #[serde(default = "user")]
    pub user: String,
    /// Application tags (for `app-tag/<tag>/…`).
    #[serde(default)]
    pub app_tags: Vec<String>,
}

/// Containers already running on a node, whose allocation tags the constraints count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContainerInput {
    /// The owning application's name.
    pub app: String,
    /// The node's name.
    pub node: String,
    /// The containers' allocation tags.
    #[serde(default)]
    pub tags: Vec<String>,
    /// How many such containers (default 1).
    #[serde(default = "one_u32")]
    pub count: u32,
}

/// A constraint as spec text (in the scenario's dialect) or as a JSON tree (the shape `spindle spec parse`
/// prints, every field checked: see `docs/cli-eval.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ConstraintInput {
    /// PlacementSpec text in the scenario's dialect (`NOTIN,NODE,zk`).
    Text(String),
    /// The constraint tree in the JSON shape of `spindle spec parse`.
    Tree(PlacementConstraint),
}

/// By hand rather than `untagged`, whose only error is "did not match any variant": a string is spec text, an
/// object is a tree whose own error (an unknown or missing field, a bad `type`) reaches the user.
impl<'de> Deserialize<'de> for ConstraintInput {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = ConstraintInput;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a constraint: spec text (\"NOTIN,NODE,zk\") or a tree object ({\"type\": \"single\", …})")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<ConstraintInput, E> {
                Ok(ConstraintInput::Text(v.into()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<ConstraintInput, E> {
                Ok(ConstraintInput::Text(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<ConstraintInput, A::Error> {
                PlacementConstraint::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(ConstraintInput::Tree)
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// The constraint levels above the request: what the application registered and what the cluster admin set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelsInput {
    /// How the levels combine (default: YARN's AND).
    #[serde(default)]
    pub rule: CombineRule,
    /// Source tag → cluster-admin constraint.
    #[serde(default)]
    pub cluster: BTreeMap<String, ConstraintInput>,
    /// Application name → source tag → application-level constraint.
    #[serde(default)]
    pub application: BTreeMap<String, BTreeMap<String, ConstraintInput>>,
}

/// The SchedulingRequest evaluated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestInput {
    /// The requesting application's name (what namespace `self` means).
    pub app: String,
    /// Allocation tags of the containers requested.
    #[serde(default)]
    pub tags: Vec<String>,
    /// Request-level constraint.
    #[serde(default)]
    pub constraint: Option<ConstraintInput>,
    /// Containers requested (for the static analysis; default 1).
    #[serde(default = "one_u64")]
    pub count: u64,
    /// Progress of `DELAYED_OR`s: missed opportunities, then elapsed virtual time, applied from the start.
    #[serde(default)]
    pub delays: DelayInput,
}

/// How far the request's `DELAYED_OR`s have progressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DelayInput {
    /// Scheduling opportunities the request has missed (node heartbeats it did not take).
    #[serde(default)]
    pub missed_opportunities: u64,
    /// Virtual time the request has waited, in milliseconds.
    #[serde(default)]
    pub elapsed_ms: u64,
}

/// What is wrong with an evaluation scenario (`spindle eval`; the simulator's scenario has its own
/// [`crate::scenario::Diagnostic`]s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalScenarioError {
    /// A partition, rack or node could not be added (a duplicate name, for instance).
    Topology(TopologyError),
    /// Two applications share a name.
    DuplicateApplication(String),
    /// Two applications share a sequence number, so they would share a YARN application id.
    DuplicateApplicationId(u32),
    /// A container, constraint level or the request names an application the scenario does not define.
    UnknownApplication {
        /// The unknown application name.
        name: String,
        /// Where it was named (`containers[2]`, `request`).
        place: String,
    },
    /// A container names a node the scenario does not define.
    UnknownNode {
        /// The unknown node name.
        name: String,
        /// Where it was named (`containers[2]`).
        place: String,
    },
    /// Constraint text that does not parse in the scenario's dialect.
    Constraint {
        /// Where the text is (`constraints.cluster.hbase`, `request.constraint`).
        place: String,
        /// The text as given.
        text: String,
        /// The parser's error, with its byte span in `text`.
        error: Box<SpecError>,
    },
    /// A constraint tree nested deeper than [`MAX_NESTING`](super::MAX_NESTING).
    TooDeep {
        /// Where the tree is.
        place: String,
        /// How deep it nests.
        depth: usize,
    },
}

impl fmt::Display for EvalScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalScenarioError::Topology(e) => write!(f, "{e}"),
            EvalScenarioError::DuplicateApplication(n) => write!(f, "application `{n}` is defined twice"),
            EvalScenarioError::DuplicateApplicationId(n) => write!(f, "two applications have id {n}"),
            EvalScenarioError::UnknownApplication { name, place } => {
                write!(f, "{place}: no application named `{name}`")
            }
            EvalScenarioError::UnknownNode { name, place } => write!(f, "{place}: no node named `{name}`"),
            EvalScenarioError::Constraint { place, text, error } => write!(f, "{place}: `{text}`: {error}"),
            EvalScenarioError::TooDeep { place, depth } => write!(
                f,
                "{place}: the constraint tree nests AND/OR/DELAYED_OR {depth} deep; Spindle reads at most {} levels",
                super::MAX_NESTING
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for EvalScenarioError {}

impl From<TopologyError> for EvalScenarioError {
    fn from(e: TopologyError) -> Self {
        EvalScenarioError::Topology(e)
    }
}

/// A scenario turned into the model: topology, tag index, applications, levels and the request.
#[derive(Clone, Debug)]
pub struct LoadedScenario {
    /// The cluster.
    pub topology: Topology,
    /// The allocation tags of the running containers.
    pub tags: AllocationTagIndex,
    /// The scenario's applications.
    pub apps: AppRegistry,
    /// The application- and cluster-level constraints.
    pub levels: ConstraintLevels,
    /// The requesting application.
    pub app: AppId,
    /// The request's allocation tags, interned.
    pub request_tags: Vec<TagId>,
    /// The request-level constraint, if any.
    pub request_constraint: Option<PlacementConstraint>,
    /// How many containers are requested (for the static analysis).
    pub count: u64,
    /// The `DELAYED_OR` progress over the levels that apply, numbered as the evaluator numbers them.
    pub delays: DelayState,
}

/// The output of `spindle eval`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EvalReport {
    /// The request as evaluated.
    pub request: RequestReport,
    /// How the levels were combined.
    pub rule: CombineRule,
    /// The constraint levels that apply to the request, most specific first.
    pub levels: Vec<LevelReport>,
    /// What YARN evaluates: the AND of the levels (canonical text), if any.
    pub effective: Option<String>,
    /// Nodes where the request can be placed.
    pub placeable: Vec<String>,
    /// The verdict for every node that is not removed.
    pub nodes: Vec<NodeReport>,
    /// Where a specific level contradicts or loosens a general one.
    pub conflicts: Vec<LevelConflict>,
    /// Static-analysis findings for each level's constraint.
    pub findings: Vec<LevelFinding>,
    /// Every "differs from YARN" note of any node's verdict.
    pub differs_from_yarn: Vec<String>,
}

/// The evaluated request in `spindle eval`'s report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RequestReport {
    /// The requesting application's name.
    pub app: String,
    /// Its YARN application id (`application_<ts>_<n>`).
    pub yarn_id: String,
    /// The request's allocation tags.
    pub tags: Vec<String>,
    /// How many containers are requested.
    pub count: u64,
    /// The request-level constraint in canonical spec text; `None` if the request has none.
    pub constraint: Option<String>,
}

/// One constraint level that applies to the request, in `spindle eval`'s report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelReport {
    /// Where the constraint comes from.
    pub level: Level,
    /// The source tag it was registered for; `None` for the request level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_tag: Option<String>,
    /// The constraint in canonical spec text.
    pub constraint: String,
}

/// A static-analysis finding on one level's constraint.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelFinding {
    /// The level whose constraint the finding is about.
    pub level: Level,
    /// The finding (its fields flattened into this object in JSON).
    #[serde(flatten)]
    pub finding: Finding,
}

/// The verdict on one node in `spindle eval`'s report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeReport {
    /// The node's name.
    pub node: String,
    /// Its rack.
    pub rack: String,
    /// Its partition (node label; `""` is the default partition).
    pub partition: String,
    /// Its state; only running nodes are placeable even where the constraint holds.
    pub state: NodeState,
    /// Whether the constraints that apply hold on this node.
    pub satisfied: bool,
    /// Why, part by part.
    pub verdict: Verdict,
}

fn constraint(
    input: &ConstraintInput,
    dialect: Dialect,
    place: String,
) -> Result<PlacementConstraint, EvalScenarioError> {
    match input {
        ConstraintInput::Tree(c) => match c.depth() {
            d if d > super::MAX_NESTING => Err(EvalScenarioError::TooDeep { place, depth: d }),
            _ => Ok(c.clone()),
        },
        ConstraintInput::Text(t) => parse_constraint(t, dialect).map_err(|error| EvalScenarioError::Constraint {
            place,
            text: t.clone(),
            error: Box::new(error),
        }),
    }
}

impl LoadedScenario {
    /// Builds the model of a scenario: topology, tag index, applications, levels and the request with its `DELAYED_OR`
    /// progress; the first error found ends the load.
    pub fn load(s: &EvalScenario) -> Result<LoadedScenario, EvalScenarioError> {
        let mut topology = Topology::new();
        for p in &s.partitions {
            topology.add_partition(&p.name, p.exclusive)?;
        }
        for n in &s.nodes {
            let rack = topology.rack(n.rack.as_deref().unwrap_or(DEFAULT_RACK))?;
            let res = n.resource.map_or(Resource::new(8192, 8), |r| Resource::new(r.memory, r.vcores));
            let id = topology.add_node(&n.name, rack, res)?;
            let partition = match topology.partition_id(&n.partition) {
                Some(p) => p,
                None => topology.add_partition(&n.partition, true)?,
            };
            let node = topology.node_mut(id);
            node.partition = partition;
            node.attributes = n.attributes.clone();
            node.state = n.state;
        }
        let mut apps = AppRegistry::new();
        let mut by_name: BTreeMap<&str, AppId> = BTreeMap::new();
        for (i, a) in s.applications.iter().enumerate() {
            let id = AppId(a.id.unwrap_or(i as u32));
            if by_name.values().any(|&x| x == id) {
                return Err(EvalScenarioError::DuplicateApplicationId(id.0));
            }
            if by_name.insert(a.name.as_str(), id).is_some() {
                return Err(EvalScenarioError::DuplicateApplication(a.name.clone()));
            }
            let mut info =
                AppInfo::new(id, &a.user).named(&a.name).with_app_tags(a.app_tags.iter().map(String::as_str));
            if let Some(y) = &a.yarn_id {
                info.yarn_id = y.clone();
            }
            apps.insert(info);
        }
        let app_of = |name: &str, place: String| {
            by_name.get(name).copied().ok_or_else(|| EvalScenarioError::UnknownApplication { name: name.into(), place })
        };
        let node_of = |name: &str, place: String| {
            topology.node_id(name).ok_or_else(|| EvalScenarioError::UnknownNode { name: name.into(), place })
        };
        let mut tags = AllocationTagIndex::new(&topology);
        for (i, c) in s.containers.iter().enumerate() {
            let app = app_of(&c.app, format!("containers[{i}]"))?;
            let node = node_of(&c.node, format!("containers[{i}]"))?;
            let ids = tags.intern_all(c.tags.iter().map(String::as_str));
            for _ in 0..c.count {
                // The node exists in the index's topology, so this cannot fail.
                let _ = tags.add_container(node, app, &ids);
            }
        }
        let mut levels = ConstraintLevels { rule: s.constraints.rule, ..ConstraintLevels::default() };
        for (tag, c) in &s.constraints.cluster {
            levels.set_cluster(tag, constraint(c, s.dialect, format!("constraints.cluster.{tag}"))?);
        }
        for (name, map) in &s.constraints.application {
            let app = app_of(name, format!("constraints.application.{name}"))?;
            for (tag, c) in map {
                levels.set_application(
                    app,
                    tag,
                    constraint(c, s.dialect, format!("constraints.application.{name}.{tag}"))?,
                );
            }
        }
        let app = app_of(&s.request.app, String::from("request"))?;
        let request_tags = tags.intern_all(s.request.tags.iter().map(String::as_str));
        let request_constraint = s
            .request
            .constraint
            .as_ref()
            .map(|c| constraint(c, s.dialect, String::from("request.constraint")))
            .transpose()?;
        // DELAYED_OR progress over the applicable levels, numbered as `evaluate_request` does.
        let names: Vec<&str> = s.request.tags.iter().map(String::as_str).collect();
        let combined = PlacementConstraint::And {
            children: levels
                .applicable(app, &names, request_constraint.as_ref())
                .iter()
                .map(|a| a.constraint.clone())
                .collect(),
        };
        let mut delays = DelayState::new(&combined);
        for _ in 0..s.request.delays.missed_opportunities {
            delays.missed_opportunity(&combined);
        }
        if s.request.delays.elapsed_ms > 0 {
            delays.advance_time(&combined, s.request.delays.elapsed_ms);
        }
        Ok(LoadedScenario {
            topology,
            tags,
            apps,
            levels,
            app,
            request_tags,
            request_constraint,
            count: s.request.count,
            delays,
        })
    }

    /// An evaluation context over the loaded cluster.
    pub fn context(&self) -> EvalContext<'_> {
        EvalContext::new(&self.topology, &self.tags, &self.apps, &self.levels)
    }

    /// The verdict for one node.
    pub fn verdict(&self, node: NodeId) -> Verdict {
        evaluate_request(
            &self.context(),
            self.app,
            &self.request_tags,
            self.request_constraint.as_ref(),
            node,
            &self.delays,
        )
    }

    /// Evaluates the request on every node that is not removed, with level conflicts and static analysis.
    pub fn report(&self) -> EvalReport {
        let ctx = self.context();
        let tag_names: Vec<&str> = self.request_tags.iter().map(|&t| self.tags.tag_name(t)).collect();
        let applicable = self.levels.applicable(self.app, &tag_names, self.request_constraint.as_ref());
        let mut nodes = Vec::new();
        let mut placeable = Vec::new();
        let mut differs: Vec<String> = Vec::new();
        for id in self.topology.live_nodes() {
            let n = self.topology.node(id);
            let verdict = self.verdict(id);
            let satisfied = verdict.satisfied();
            if satisfied && n.state == NodeState::Running {
                placeable.push(n.name.clone());
            }
            for d in verdict.yarn_differences() {
                if !differs.iter().any(|x| x == d) {
                    differs.push(d.to_string());
                }
            }
            nodes.push(NodeReport {
                node: n.name.clone(),
                rack: self.topology.racks[n.rack.index()].name.clone(),
                partition: self.topology.partition(n.partition).name.clone(),
                state: n.state,
                satisfied,
                verdict,
            });
        }
        let shape = RequestShape { app: self.app, source_tags: &tag_names, count: self.count, companions: &[] };
        let findings = applicable
            .iter()
            .flat_map(|a| {
                analyze(&ctx, shape, a.constraint).into_iter().map(|finding| LevelFinding { level: a.level, finding })
            })
            .collect();
        let info = self.apps.get(self.app);
        EvalReport {
            request: RequestReport {
                app: self.apps.label(self.app),
                yarn_id: info.map_or_else(|| self.app.yarn_name(), |a| a.yarn_id.clone()),
                tags: tag_names.iter().map(|t| String::from(*t)).collect(),
                count: self.count,
                constraint: self.request_constraint.as_ref().map(print_constraint),
            },
            rule: self.levels.rule,
            levels: applicable
                .iter()
                .map(|a| LevelReport {
                    level: a.level,
                    source_tag: a.source_tag.map(String::from),
                    constraint: print_constraint(a.constraint),
                })
                .collect(),
            effective: self
                .levels
                .effective(self.app, &tag_names, self.request_constraint.as_ref())
                .map(|c| print_constraint(&c)),
            placeable,
            nodes,
            conflicts: self.levels.conflicts(self.app, &tag_names, self.request_constraint.as_ref()),
            findings,
            differs_from_yarn: differs,
        }
    }
}
