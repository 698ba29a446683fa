//! The simulator's state and its one transition, [`SimState::advance`].

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::constraint::{
    can_place_request, evaluate_request, AppInfo, AppRegistry, ConstraintLevels, DelayState, EvalContext, Verdict,
};
use crate::ids::{AppId, ContainerId};
use crate::resource::{Resource, ResourceCalculator};
use crate::scenario::{Scenario, ScenarioError};
use crate::spec::{parse_constraint, Dialect};
use crate::tags::{AllocationTagIndex, TagId};
use crate::topology::{NodeId, Topology};

/// Parses a constraint written in a scenario (Spindle's dialect: Hadoop 3.2+ plus the marked extensions),
/// reporting the field and the column on error.
fn parse_level(text: &str, path: &str) -> Result<crate::constraint::PlacementConstraint, ScenarioError> {
    parse_constraint(text, Dialect::Spindle).map_err(|e| ScenarioError::new(path, format!("{e}")))
}

/// A container placed on a node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Container {
    pub id: ContainerId,
    pub app: AppId,
    /// Index of the request in its application's `requests`.
    pub request: usize,
    pub node: NodeId,
    pub resource: Resource,
    pub tags: Vec<TagId>,
    pub allocated_ms: u64,
}

/// One SchedulingRequest of an application, with how many containers are still to place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RequestState {
    pub tags: Vec<TagId>,
    pub count: u32,
    pub remaining: u32,
    pub resource: Resource,
    pub priority: i32,
    /// The constraint as the user wrote it (PlacementSpec expression), for display.
    pub constraint_text: String,
    pub constraint: Option<crate::constraint::PlacementConstraint>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AppState {
    pub id: AppId,
    pub name: String,
    pub user: String,
    pub queue: String,
    pub requests: Vec<RequestState>,
}

/// What a step did. Serialised as the CLI's and the UI's event log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// A container was allocated on a node that has room and satisfies the request's constraint.
    ContainerAllocated { at_ms: u64, container: ContainerId, app: AppId, request: usize, node: NodeId },
    /// No node can take the request now: every node lacks room or fails the constraint.
    RequestBlocked { at_ms: u64, app: AppId, request: usize, nodes_without_room: u32, nodes_failing_constraint: u32 },
}

/// Why a pending request can or cannot go on one node right now: room, then the constraint verdict tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeExplanation {
    pub node: NodeId,
    /// The node takes new containers (not decommissioning or removed).
    pub schedulable: bool,
    /// The node's unallocated resource fits one container of the request.
    pub has_room: bool,
    pub free: Resource,
    /// Every constraint level applying to the request, evaluated on this node.
    pub verdict: Verdict,
}

impl NodeExplanation {
    /// The request could be placed on this node now.
    pub fn fits(&self) -> bool {
        self.schedulable && self.has_room && self.verdict.satisfied()
    }
}

/// Everything that changes during a run. `Clone` is the checkpoint. A run is saved as its scenario and step
/// count: replay rebuilds this exactly.
#[derive(Clone, Debug)]
pub struct SimState {
    pub step: usize,
    pub now_ms: u64,
    pub topology: Topology,
    pub calculator: ResourceCalculator,
    pub apps: Vec<AppState>,
    pub containers: BTreeMap<ContainerId, Container>,
    /// Resource allocated on each node, by `NodeId` index.
    pub node_used: Vec<Resource>,
    pub tags: AllocationTagIndex,
    /// What the constraint evaluator knows of each application (user, YARN id, application tags).
    pub registry: AppRegistry,
    /// Application-level and cluster-level constraints (YARN ANDs them with the request's own).
    pub levels: ConstraintLevels,
    next_container: u64,
    /// Requests that no node can take now; they are not tried again until something changes.
    blocked: Vec<(AppId, usize)>,
}

impl SimState {
    pub fn new(scenario: &Scenario) -> Result<SimState, ScenarioError> {
        let topology = scenario.topology()?;
        let types = scenario.resource_types()?;
        let mut tags = AllocationTagIndex::new(&topology);
        let mut apps = Vec::with_capacity(scenario.applications.len());
        let mut registry = AppRegistry::new();
        let mut levels = ConstraintLevels::new();
        for (tag, text) in &scenario.cluster_constraints {
            levels.set_cluster(tag, parse_level(text, &format!("cluster-constraints.{tag}"))?);
        }
        for (ai, app) in scenario.applications.iter().enumerate() {
            let id = AppId(ai as u32);
            registry.insert(
                AppInfo::new(id, &app.user).named(&app.name).with_app_tags(app.tags.iter().map(String::as_str)),
            );
            for (tag, text) in &app.constraints {
                levels.set_application(id, tag, parse_level(text, &format!("applications[{ai}].constraints.{tag}"))?);
            }
            let mut requests = Vec::with_capacity(app.requests.len());
            for (ri, r) in app.requests.iter().enumerate() {
                let path = format!("applications[{ai}].requests[{ri}]");
                let constraint = if r.constraint.trim().is_empty() {
                    None
                } else {
                    Some(parse_level(&r.constraint, &format!("{path}.constraint"))?)
                };
                requests.push(RequestState {
                    tags: tags.intern_all(r.allocation_tags.iter().map(String::as_str)),
                    count: r.count,
                    remaining: r.count,
                    resource: r.resource.resolve(&types, &format!("{path}.resource"))?,
                    priority: r.priority,
                    constraint_text: r.constraint.clone(),
                    constraint,
                });
            }
            apps.push(AppState {
                id,
                name: app.name.clone(),
                user: app.user.clone(),
                queue: app.queue.clone(),
                requests,
            });
        }
        Ok(SimState {
            step: 0,
            now_ms: 0,
            node_used: alloc::vec![Resource::ZERO; topology.nodes.len()],
            calculator: ResourceCalculator::new(Default::default(), &types),
            topology,
            apps,
            containers: BTreeMap::new(),
            tags,
            registry,
            levels,
            next_container: 0,
            blocked: Vec::new(),
        })
    }

    /// The next request to serve: applications in submission order, requests by priority (lower first), then
    /// in the order written.
    fn next_request(&self) -> Option<(AppId, usize)> {
        self.apps.iter().find_map(|app| {
            let mut order: Vec<usize> = (0..app.requests.len()).collect();
            order.sort_by_key(|&i| app.requests[i].priority);
            order
                .into_iter()
                .find(|&i| app.requests[i].remaining > 0 && !self.blocked.contains(&(app.id, i)))
                .map(|i| (app.id, i))
        })
    }

    pub fn is_finished(&self) -> bool {
        self.next_request().is_none()
    }

    fn room_on(&self, node: NodeId, ask: &Resource) -> bool {
        let free = self.topology.node(node).capability - self.node_used[node.index()];
        self.calculator.fits_in(ask, &free)
    }

    /// Whether every constraint level applying to the request holds on `node`.
    fn constraint_allows(&self, app: AppId, request: usize, node: NodeId) -> bool {
        let r = &self.apps[app.index()].requests[request];
        let ctx = EvalContext::new(&self.topology, &self.tags, &self.registry, &self.levels);
        can_place_request(&ctx, app, &r.tags, r.constraint.as_ref(), node, &DelayState::default())
    }

    /// Explains, for every live node, whether a container of request `request` of `app` could be placed there
    /// now and why. `None` if there is no such request.
    pub fn explain(&self, app: AppId, request: usize) -> Option<Vec<NodeExplanation>> {
        let r = self.apps.get(app.index())?.requests.get(request)?;
        let ctx = EvalContext::new(&self.topology, &self.tags, &self.registry, &self.levels);
        Some(
            self.topology
                .live_nodes()
                .map(|node| NodeExplanation {
                    node,
                    schedulable: self.topology.node(node).is_schedulable(),
                    has_room: self.room_on(node, &r.resource),
                    free: self.topology.node(node).capability - self.node_used[node.index()],
                    verdict: evaluate_request(&ctx, app, &r.tags, r.constraint.as_ref(), node, &DelayState::default()),
                })
                .collect(),
        )
    }

    /// Takes one decision: place one container of the next request on the first node, in id order, that has
    /// room and satisfies the request's constraint; or record that none can.
    pub(crate) fn advance(&mut self) -> Vec<Event> {
        let Some((app, ri)) = self.next_request() else { return Vec::new() };
        self.step += 1;
        let request = &self.apps[app.index()].requests[ri];
        let (mut without_room, mut failing) = (0, 0);
        let mut chosen = None;
        for node in self.topology.live_nodes() {
            if !self.topology.node(node).is_schedulable() || !self.room_on(node, &request.resource) {
                without_room += 1;
            } else if !self.constraint_allows(app, ri, node) {
                failing += 1;
            } else {
                chosen = Some(node);
                break;
            }
        }
        let Some(node) = chosen else {
            self.blocked.push((app, ri));
            return alloc::vec![Event::RequestBlocked {
                at_ms: self.now_ms,
                app,
                request: ri,
                nodes_without_room: without_room,
                nodes_failing_constraint: failing,
            }];
        };
        let id = ContainerId(self.next_container);
        self.next_container += 1;
        let request = &mut self.apps[app.index()].requests[ri];
        request.remaining -= 1;
        let container = Container {
            id,
            app,
            request: ri,
            node,
            resource: request.resource,
            tags: request.tags.clone(),
            allocated_ms: self.now_ms,
        };
        self.node_used[node.index()] += container.resource;
        // The tag index only fails on an unknown node, and `node` came from the topology.
        let _ = self.tags.add_container(node, app, &container.tags);
        self.containers.insert(id, container);
        // A placement can unblock affinity requests: try them again.
        self.blocked.clear();
        alloc::vec![Event::ContainerAllocated { at_ms: self.now_ms, container: id, app, request: ri, node }]
    }
}
