//! The road into the model: [`validate`] checks a [`Scenario`], resolves its names to ids, builds the topology,
//! the site, scheduler and preemption configurations, the applications and their constraints, and the timed
//! changes — all in one pass that returns the [`World`] (if there is no error) and **every** diagnostic with the
//! typed path of the field at fault. `spindle check`, the simulator, the playground's forms and future importers
//! all go through it; nothing else turns a scenario into model types.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::diagnostic::{Diagnostic, DiagnosticCode as Code};
use super::format::{ClusterChange, NodeSpec, ResourceSpec, Scenario};
use super::migrate::MigrationNote;
use super::path::FieldPath;
use super::site::{is_scheduler_key, scheduler_properties, site_config, PropertySource};
use super::time::MAX_TIME_MS;
use super::world::{AppDef, RequestDef, TimedChange, World};
use crate::constraint::{AppInfo, AppRegistry, ConstraintLevels, PlacementConstraint, Target};
use crate::handler::{Constraints, Handler, RequestConstraint, HANDLER_KEY};
use crate::ids::AppId;
use crate::preemption::{config_from_properties, PreemptionConfig, PREFIX};
use crate::resource::{Resource, ResourceTypes, MAX_RESOURCE_TYPES};
use crate::scheduler::{CapacitySchedulerConfig, ConfigError, RequestKey};
use crate::sorted_map::SortedMap;
use crate::spec::{lint_against, parse_constraint, Dialect, LintCode, Severity};
use crate::tags::AllocationTagIndex;
use crate::topology::{NodeId, NodeState, RackId, Topology};

/// A scenario through the road: the world to run (`None` if any error was found) and every diagnostic, errors
/// and warnings, in order of discovery (structure, configuration, constraints, then what real YARN would do).
#[derive(Clone, Debug)]
pub struct Validated {
    /// The built world, ready for the simulator; `None` when any diagnostic is an error.
    pub world: Option<World>,
    /// Every error and warning, in order of discovery.
    pub diagnostics: Vec<Diagnostic>,
}

impl Validated {
    /// Any error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Validates `scenario` (with `handler`, if given, overriding its `yarn-site` handler) into a [`World`].
pub fn validate(scenario: &Scenario, handler: Option<Handler>) -> Validated {
    let mut d = Vec::new();
    for note in &scenario.migration_notes.0 {
        let path = match note {
            MigrationNote::SeedDropped { .. } => FieldPath::top("seed"),
        };
        d.push(Diagnostic::warning(Code::MigratedField, path, note.to_string()));
    }
    let types = resource_types(scenario, &mut d);
    let topology = build_topology(scenario, &types, &mut d);

    let (mut site, site_errors) = site_config(&scenario.yarn_site);
    d.extend(site_errors.into_iter().map(Diagnostic::from));
    if let Some(h) = handler {
        site.handler = h;
    }
    let preemption = match config_from_properties(&scenario.yarn_site) {
        Ok(p) => p,
        Err(e) => {
            d.push(Diagnostic::error(Code::InvalidPreemptionConfig, FieldPath::yarn_site(e.key()), e.to_string()));
            PreemptionConfig::default()
        }
    };
    for (key, value) in [
        ("monitoring_interval", preemption.monitoring_interval),
        ("max_wait_before_kill", preemption.max_wait_before_kill),
    ] {
        if value > MAX_TIME_MS {
            let path = FieldPath::yarn_site(&format!("{PREFIX}{key}"));
            d.push(time_error(path, value));
        }
    }
    if let Some(feature) = preemption.unsupported_feature().filter(|_| site.monitor_enabled) {
        let path = FieldPath::yarn_site(&format!("{PREFIX}{feature}"));
        d.push(Diagnostic::error(Code::UnsupportedSetting, path, "Spindle does not model this selector"));
    }
    site.monitor_interval_ms = preemption.monitoring_interval.clamp(1, MAX_TIME_MS);
    let scheduler_config = scheduler_config(scenario, &scenario.capacity_scheduler, &types, None, &mut d);

    let (apps, constraints, tags) = applications(scenario, &types, &topology, &mut d);
    let changes = changes(scenario, &topology, &types, &mut d);
    yarn_warnings(scenario, site.handler, scheduler_config.as_ref(), &types, &topology, &mut d);

    let world = match scheduler_config {
        Some(scheduler_config) if !d.iter().any(Diagnostic::is_error) => Some(World {
            scenario: scenario.clone(),
            site,
            preemption,
            types,
            topology,
            scheduler_config: Arc::new(scheduler_config),
            apps,
            constraints,
            tags,
            changes,
        }),
        _ => None,
    };
    Validated { world, diagnostics: d }
}

fn time_error(path: FieldPath, value: u64) -> Diagnostic {
    Diagnostic::error(Code::TimeOutOfRange, path, format!("{value} ms is above the maximum of {MAX_TIME_MS} ms"))
}

/// Reports a time above [`MAX_TIME_MS`] at `path`.
fn check_time(value: u64, path: impl FnOnce() -> FieldPath, d: &mut Vec<Diagnostic>) {
    if value > MAX_TIME_MS {
        d.push(time_error(path(), value));
    }
}

/// The resource types the cluster counts (a bad list reports and counts only memory and vcores).
fn resource_types(s: &Scenario, d: &mut Vec<Diagnostic>) -> ResourceTypes {
    let extra = &s.cluster.resource_types;
    if extra.len() > MAX_RESOURCE_TYPES - 2 {
        d.push(Diagnostic::error(
            Code::InvalidResourceType,
            FieldPath::top("cluster").field("resource-types"),
            format!("at most {} extra resource types are supported", MAX_RESOURCE_TYPES - 2),
        ));
        return ResourceTypes::default();
    }
    for (i, name) in extra.iter().enumerate() {
        if name.is_empty() || matches!(name.as_str(), "memory-mb" | "vcores") || extra[..i].contains(name) {
            d.push(Diagnostic::error(
                Code::InvalidResourceType,
                FieldPath::top("cluster").field("resource-types").index(i),
                format!("`{name}` is empty, built in, or listed twice"),
            ));
            return ResourceTypes::default();
        }
    }
    ResourceTypes { extra: extra.clone() }
}

/// A resource as written, resolved against the cluster's types (extra types by name).
pub(crate) fn resolve_resource(
    r: &ResourceSpec,
    types: &ResourceTypes,
    path: impl Fn() -> FieldPath,
) -> Result<Resource, Diagnostic> {
    if r.memory_mb < 0 || r.vcores < 0 {
        return Err(Diagnostic::error(Code::NegativeResource, path(), "resource amounts must not be negative"));
    }
    let mut out = Resource::new(r.memory_mb, r.vcores);
    for (name, v) in &r.extra {
        let at = path().key(name);
        let Some(i) = types.index_of(name) else {
            return Err(Diagnostic::error(
                Code::UnknownResourceType,
                at,
                format!("`{name}` is not a resource type of this cluster (declare it in cluster.resource-types)"),
            ));
        };
        if *v < 0 {
            return Err(Diagnostic::error(Code::NegativeResource, at, "resource amounts must not be negative"));
        }
        out.0[i] = *v;
    }
    Ok(out)
}

/// Builds as much of the topology as is valid, reporting every problem (a bad node is left out, a bad rack's nodes
/// too), so that a user sees all of them at once.
fn build_topology(s: &Scenario, types: &ResourceTypes, d: &mut Vec<Diagnostic>) -> Topology {
    let mut t = Topology::new();
    t.reserve_nodes(s.cluster.racks.iter().map(|r| r.nodes.len()).sum());
    for (i, p) in s.cluster.partitions.iter().enumerate() {
        let path = FieldPath::partition(i);
        if p.name.is_empty() {
            d.push(Diagnostic::error(
                Code::InvalidPartition,
                path,
                "the default partition is implicit; name the others",
            ));
        } else if let Err(e) = t.add_partition(&p.name, p.exclusive) {
            d.push(Diagnostic::error(Code::InvalidPartition, path, e.to_string()));
        }
    }
    for (ri, rack) in s.cluster.racks.iter().enumerate() {
        let path = FieldPath::rack(ri).field("name");
        if t.rack_id(&rack.name).is_some() {
            d.push(Diagnostic::error(Code::DuplicateName, path, format!("rack `{}` is listed twice", rack.name)));
            continue;
        }
        let rack_id = match t.rack(&rack.name) {
            Ok(id) => id,
            Err(e) => {
                d.push(Diagnostic::error(Code::DuplicateName, path, e.to_string()));
                continue;
            }
        };
        for (ni, node) in rack.nodes.iter().enumerate() {
            if let Err(e) = add_node(&mut t, types, rack_id, node, || FieldPath::node(ri, ni)) {
                d.push(e);
            }
        }
    }
    t
}

fn add_node(
    t: &mut Topology,
    types: &ResourceTypes,
    rack: RackId,
    node: &NodeSpec,
    path: impl Fn() -> FieldPath,
) -> Result<NodeId, Diagnostic> {
    // The node's path is built only for a diagnostic: a valid 10,000-node cluster builds none.
    let capability = resolve_resource(&node.resource, types, || path().field("resource"))?;
    let partition = t.partition_id(&node.partition).ok_or_else(|| {
        Diagnostic::error(
            Code::UnknownPartition,
            path().field("partition"),
            format!("partition `{}` is not declared in cluster.partitions", node.partition),
        )
    })?;
    let id = t
        .add_node(&node.name, rack, capability)
        .map_err(|e| Diagnostic::error(Code::DuplicateName, path().field("name"), e.to_string()))?;
    let n = t.node_mut(id);
    n.partition = partition;
    n.attributes = node.attributes.clone();
    Ok(id)
}

/// Applies one timed change to a topology: a node joins, starts decommissioning, or is removed. (A `reconfigure`
/// leaves the topology alone.) The simulator calls this when the event fires; validation replays every change on
/// a copy to find references to nodes that do not exist at that time.
pub(crate) fn apply_topology_change(
    t: &mut Topology,
    types: &ResourceTypes,
    change: &ClusterChange,
    path: &FieldPath,
) -> Result<(), Diagnostic> {
    match change {
        ClusterChange::AddNode { rack, node } => {
            let rack_id = t
                .rack(rack)
                .map_err(|e| Diagnostic::error(Code::DuplicateName, path.clone().field("rack"), e.to_string()))?;
            add_node(t, types, rack_id, node, || path.clone().field("node")).map(|_| ())
        }
        ClusterChange::DecommissionNode { node } | ClusterChange::RemoveNode { node } => {
            let live = t.node_id(node).filter(|&id| t.node(id).state != NodeState::Removed);
            let Some(id) = live else {
                return Err(Diagnostic::error(
                    Code::UnknownNode,
                    path.clone().field("node"),
                    format!("no node named `{node}` is in the cluster at this time"),
                ));
            };
            t.node_mut(id).state = match change {
                ClusterChange::RemoveNode { .. } => NodeState::Removed,
                _ => NodeState::Decommissioning,
            };
            Ok(())
        }
        ClusterChange::Reconfigure { .. } => Ok(()),
    }
}

/// The Capacity Scheduler's configuration from `capacity_scheduler` (the scenario's or a `reconfigure` event's)
/// plus the scheduler keys of `yarn-site`. `event`: the path of the `reconfigure` event, whose properties these are.
fn scheduler_config(
    s: &Scenario,
    capacity_scheduler: &SortedMap<String, String>,
    types: &ResourceTypes,
    event: Option<&FieldPath>,
    d: &mut Vec<Diagnostic>,
) -> Option<CapacitySchedulerConfig> {
    let path_of = |source: PropertySource, key: &str| match (event, source) {
        (Some(e), PropertySource::CapacityScheduler | PropertySource::Default) => {
            e.clone().field("capacity-scheduler").key(key)
        }
        _ => source.path(key),
    };
    let (map, origin) = scheduler_properties(capacity_scheduler, &s.yarn_site, types);
    if event.is_none() {
        for (k, v) in &s.yarn_site {
            if is_scheduler_key(k) && capacity_scheduler.get(k).is_some_and(|x| x != v) {
                d.push(Diagnostic::warning(
                    Code::OverriddenSiteKey,
                    FieldPath::yarn_site(k),
                    "also set in capacity-scheduler, whose value is used",
                ));
            }
        }
    }
    match CapacitySchedulerConfig::from_properties(&map) {
        Ok(c) => {
            if c.resource_types.extra != types.extra {
                let source = origin.get("yarn.resource-types").copied().unwrap_or(PropertySource::YarnSite);
                d.push(Diagnostic::error(
                    Code::InvalidSchedulerConfig,
                    path_of(source, "yarn.resource-types"),
                    format!(
                        "the scheduler counts [{}] but the cluster declares [{}] in cluster.resource-types",
                        c.resource_types.extra.join(", "),
                        types.extra.join(", ")
                    ),
                ));
            }
            Some(c)
        }
        Err(ConfigError { key, problem }) => {
            let source = origin.get(&key).copied().unwrap_or(PropertySource::CapacityScheduler);
            d.push(Diagnostic::error(Code::InvalidSchedulerConfig, path_of(source, &key), problem.to_string()));
            None
        }
    }
}

/// Applications in submission order, with their requests and every level of constraints.
fn applications(
    s: &Scenario,
    types: &ResourceTypes,
    topology: &Topology,
    d: &mut Vec<Diagnostic>,
) -> (Vec<AppDef>, Arc<Constraints>, AllocationTagIndex) {
    let mut order: Vec<usize> = (0..s.applications.len()).collect();
    crate::sort::sort_by_key(&mut order, |&i| (s.applications[i].submit_ms, i));
    let mut tags = AllocationTagIndex::new(topology);
    let mut registry = AppRegistry::with_capacity(order.len());
    let mut levels = ConstraintLevels::new();
    for (tag, text) in &s.cluster_constraints {
        if let Some(c) = parse(text, FieldPath::top("cluster-constraints").key(tag), tag, 1, d) {
            levels.set_cluster(tag, c);
        }
    }
    let mut apps = Vec::with_capacity(order.len());
    let mut request_constraints = Vec::with_capacity(order.len());
    for (pos, &ai) in order.iter().enumerate() {
        let id = AppId(pos as u32);
        let spec = &s.applications[ai];
        // Made when a message needs it: most applications and requests have none, and building every path was a
        // sixth of a large scenario's check.
        let path = || FieldPath::application(ai);
        registry
            .insert(AppInfo::new(id, &spec.user).named(&spec.name).with_app_tags(spec.tags.iter().map(String::as_str)));
        for (tag, text) in &spec.constraints {
            if let Some(c) = parse(text, path().field("constraints").key(tag), tag, 1, d) {
                levels.set_application(id, tag, c);
            }
        }
        check_time(spec.submit_ms, || path().field("submit-ms"), d);
        if let Some(f) = spec.finish_ms {
            check_time(f, || path().field("finish-ms"), d);
        }
        if spec.am_heartbeat_ms == 0 {
            d.push(Diagnostic::error(Code::TimeOutOfRange, path().field("am-heartbeat-ms"), "must be positive"));
        }
        check_time(spec.am_heartbeat_ms, || path().field("am-heartbeat-ms"), d);
        let am_resource = spec
            .am_resource
            .as_ref()
            .and_then(|r| resolve_resource(r, types, || path().field("am-resource")).map_err(|e| d.push(e)).ok());
        let mut requests = Vec::with_capacity(spec.requests.len());
        let mut rcs = Vec::with_capacity(spec.requests.len());
        for (ri, r) in spec.requests.iter().enumerate() {
            let rpath = || FieldPath::request(ai, ri);
            let size = resolve_resource(&r.resource, types, || rpath().field("resource"))
                .map_err(|e| d.push(e))
                .unwrap_or_default();
            check_time(r.ask_ms, || rpath().field("ask-ms"), d);
            if let Some(t) = r.duration_ms {
                check_time(t, || rpath().field("duration-ms"), d);
            }
            let source = r.allocation_tags.first().map(String::as_str).unwrap_or("");
            let constraint = if r.constraint.trim().is_empty() {
                None
            } else {
                parse(&r.constraint, rpath().field("constraint"), source, r.count, d)
            };
            let scheduling = r.is_scheduling_request();
            let (mut node_label, mut invalid) = (None, None);
            if scheduling {
                if !r.node_label_expression.is_empty() {
                    d.push(Diagnostic::warning(
                        Code::IgnoredNodeLabel,
                        rpath().field("node-label-expression"),
                        "ignored for a SchedulingRequest (allocation tags or a constraint): YARN takes its \
                         partition from a node-partition target of the constraint",
                    ));
                }
                match target_partition(constraint.as_ref()) {
                    Ok(p) => node_label = p,
                    Err(m) => invalid = Some(m),
                }
            } else if !r.node_label_expression.is_empty() {
                node_label = Some(r.node_label_expression.clone());
            }
            requests.push(RequestDef {
                index: ri as u32,
                key: RequestKey::new(r.priority, ri as i64),
                tags: r.allocation_tags.clone(),
                count: r.count,
                size,
                duration_ms: r.duration_ms,
                ask_ms: r.ask_ms,
                constraint_text: r.constraint.clone(),
                scheduling,
                node_label,
                invalid_for_scheduler: invalid,
            });
            rcs.push(RequestConstraint {
                tags: tags.intern_all(r.allocation_tags.iter().map(String::as_str)),
                constraint,
                effective: None,
                tag_slots: Vec::new(),
            });
        }
        apps.push(AppDef {
            id,
            spec_index: ai,
            name: spec.name.clone(),
            user: spec.user.clone(),
            queue: spec.queue.clone(),
            priority: spec.priority,
            submit_ms: spec.submit_ms,
            am_resource,
            node_label: (!spec.node_label_expression.is_empty()).then(|| spec.node_label_expression.clone()),
            finish_ms: spec.finish_ms,
            am_heartbeat_ms: spec.am_heartbeat_ms.max(1),
            has_app_constraints: !spec.constraints.is_empty(),
            requests,
        });
        request_constraints.push(rcs);
    }
    // Effective constraints (every level), now that all levels are known.
    for (app, rcs) in request_constraints.iter_mut().enumerate() {
        for rc in rcs.iter_mut() {
            let names: Vec<&str> = rc.tags.iter().map(|&t| tags.tag_name(t)).collect();
            rc.effective = levels.effective(AppId(app as u32), &names, rc.constraint.as_ref());
        }
    }
    (apps, Arc::new(Constraints::new(registry, levels, request_constraints)), tags)
}

/// Parses a constraint in Spindle's dialect; on error reports the column. Also lints it as the spec
/// `source(count),constraint` and reports what real YARN (3.2+) would reject or read differently.
fn parse(
    text: &str,
    path: FieldPath,
    source: &str,
    count: u32,
    d: &mut Vec<Diagnostic>,
) -> Option<PlacementConstraint> {
    let c = match parse_constraint(text, Dialect::Spindle) {
        Ok(c) => c,
        Err(e) => {
            d.push(Diagnostic::error(Code::ConstraintSyntax, path, e.to_string()));
            return None;
        }
    };
    let source = if source.is_empty() || source.contains([',', '(', ')', ':', '=']) { "tag" } else { source };
    let prefix = format!("{source}({count}),");
    let spec = format!("{prefix}{text}");
    // Only what real YARN (3.2+) does with the constraint; 3.1's reading is not this scenario's business, and the
    // spec this builds around the constraint (its source tag and count) is not the user's text.
    for l in lint_against(&spec, Dialect::Spindle, &[Dialect::V3_2, Dialect::Trunk]) {
        if l.severity != Severity::Warning || matches!(l.code, LintCode::DuplicateSourceTag | LintCode::NegativeCount) {
            continue;
        }
        let at = match l.span {
            Some(s) if s.start >= prefix.len() => {
                format!(" (column {})", text[..(s.start - prefix.len()).min(text.len())].chars().count() + 1)
            }
            _ => String::new(),
        };
        d.push(Diagnostic::warning(Code::ConstraintBeyondYarn, path.clone(), format!("{}{at}", l.message)));
    }
    Some(c)
}

/// `SingleConstraintAppPlacementAllocator.validateAndGetTargetNodePartition`: only a constraint that *is* a single
/// constraint is looked at; its first `node-partition` target with values names the partition; more than one
/// value is an error.
fn target_partition(c: Option<&PlacementConstraint>) -> Result<Option<String>, String> {
    let Some(PlacementConstraint::Single(s)) = c else { return Ok(None) };
    for t in &s.targets {
        if let Target::NodePartition { values, .. } = t {
            match values.len() {
                0 => continue,
                1 => return Ok(Some(values[0].clone())),
                _ => {
                    return Err(String::from(
                        "Inside one targetExpression, we only support affinity to at most one node partition now",
                    ))
                }
            }
        }
    }
    Ok(None)
}

/// The timed changes in time order (stable), each replayed on a copy of the topology to find references to
/// nodes that do not exist at its time; `reconfigure` events get their configuration built (or the reason Hadoop's
/// refresh refuses it).
fn changes(s: &Scenario, topology: &Topology, types: &ResourceTypes, d: &mut Vec<Diagnostic>) -> Vec<TimedChange> {
    // Most scenarios change nothing: no copy of the cluster (its names and node attributes, an allocation each).
    if s.events.is_empty() {
        return Vec::new();
    }
    let mut t = topology.clone();
    let mut order: Vec<usize> = (0..s.events.len()).collect();
    crate::sort::sort_by_key(&mut order, |&i| s.events[i].at_ms);
    let mut out = Vec::with_capacity(order.len());
    for i in order {
        let e = &s.events[i];
        let path = FieldPath::event(i);
        check_time(e.at_ms, || path.clone().field("at-ms"), d);
        if let Err(err) = apply_topology_change(&mut t, types, &e.change, &path) {
            d.push(err);
        }
        let reconfigure = match &e.change {
            ClusterChange::Reconfigure { capacity_scheduler } => {
                // A refresh Hadoop refuses is not a broken scenario: the run shows it refused, as the RM logs it.
                let mut found = Vec::new();
                let config = scheduler_config(s, capacity_scheduler, types, Some(&path), &mut found);
                let refused = found.iter().find(|x| x.is_error()).map(|x| format!("{}: {}", x.path, x.message));
                if let Some(why) = &refused {
                    d.push(Diagnostic::warning(
                        Code::RefusedRefresh,
                        path.clone().field("capacity-scheduler"),
                        format!("the ResourceManager refuses this refresh and keeps the old configuration: {why}"),
                    ));
                }
                Some(match (config, refused) {
                    (Some(c), None) => Ok(Arc::new(c)),
                    (_, why) => Err(why.unwrap_or_default()),
                })
            }
            _ => None,
        };
        out.push(TimedChange { at_ms: e.at_ms, change: e.change.clone(), path, reconfigure });
    }
    out
}

/// What real YARN would do with the scenario that is not an error for Spindle: submissions it rejects, requests
/// above the maximum allocation, unknown labels, SchedulingRequests under the `disabled` handler, …
fn yarn_warnings(
    s: &Scenario,
    handler: Handler,
    config: Option<&CapacitySchedulerConfig>,
    types: &ResourceTypes,
    topology: &Topology,
    d: &mut Vec<Diagnostic>,
) {
    for (ai, app) in s.applications.iter().enumerate() {
        // Made when a warning needs it (see `applications`).
        let path = || FieldPath::application(ai);
        if let Some(c) = config {
            match c.find_queue(&app.queue) {
                None => d.push(Diagnostic::warning(
                    Code::UnknownQueue,
                    path().field("queue"),
                    format!("no queue named `{}`: YARN rejects the application at submission", app.queue),
                )),
                Some(q) if !c.queue(q).is_leaf() => d.push(Diagnostic::warning(
                    Code::ParentQueue,
                    path().field("queue"),
                    format!("`{}` is a parent queue: YARN rejects the application at submission", app.queue),
                )),
                _ => {}
            }
            let resolved = |r: &ResourceSpec| resolve_resource(r, types, FieldPath::root).ok();
            if let Some(am) = app.am_resource.as_ref().and_then(resolved) {
                if !c.maximum_allocation.dominates(&am) {
                    d.push(Diagnostic::warning(
                        Code::AboveMaximumAllocation,
                        path().field("am-resource"),
                        format!("above the maximum allocation {}: YARN rejects the application", c.maximum_allocation),
                    ));
                }
            }
            for (ri, r) in app.requests.iter().enumerate() {
                if let Some(size) = resolved(&r.resource) {
                    let capped = r.is_scheduling_request() && handler == Handler::PlacementProcessor;
                    if !c.maximum_allocation.dominates(&size) && !capped {
                        d.push(Diagnostic::warning(
                            Code::AboveMaximumAllocation,
                            FieldPath::request(ai, ri).field("resource"),
                            format!("above the maximum allocation {}: YARN rejects the request", c.maximum_allocation),
                        ));
                    }
                }
            }
        }
        for (ri, r) in app.requests.iter().enumerate() {
            let rpath = || FieldPath::request(ai, ri);
            if !r.node_label_expression.is_empty() && topology.partition_id(&r.node_label_expression).is_none() {
                d.push(Diagnostic::warning(
                    Code::UnknownNodeLabel,
                    rpath().field("node-label-expression"),
                    format!("no partition `{}` in the cluster: YARN rejects the request", r.node_label_expression),
                ));
            }
            if r.is_scheduling_request() {
                match handler {
                    Handler::Disabled => d.push(Diagnostic::warning(
                        Code::DisabledHandler,
                        rpath(),
                        format!(
                            "a SchedulingRequest (allocation tags or a constraint) under the `disabled` handler (the \
                             default of {HANDLER_KEY}): YARN rejects it; set the handler to `scheduler` or \
                             `placement-processor`"
                        ),
                    )),
                    Handler::Scheduler => {
                        let parsed = parse_constraint(&r.constraint, Dialect::Spindle).ok();
                        if let Err(m) = target_partition(parsed.as_ref()) {
                            d.push(Diagnostic::warning(
                                Code::RejectedPartitionTarget,
                                rpath().field("constraint"),
                                format!("YARN rejects it: {m}"),
                            ));
                        }
                    }
                    Handler::PlacementProcessor => {}
                }
            }
        }
        if !app.constraints.is_empty() && handler == Handler::Disabled {
            d.push(Diagnostic::warning(
                Code::DisabledHandler,
                path().field("constraints"),
                "application-level constraints under the `disabled` handler: YARN rejects the AM's registration and \
                 the application fails",
            ));
        }
        if !app.node_label_expression.is_empty() && topology.partition_id(&app.node_label_expression).is_none() {
            d.push(Diagnostic::warning(
                Code::UnknownNodeLabel,
                path().field("node-label-expression"),
                format!("no partition `{}` in the cluster: YARN rejects the application", app.node_label_expression),
            ));
        }
    }
    if !s.cluster_constraints.is_empty() {
        d.push(Diagnostic::warning(
            Code::ClusterConstraints,
            FieldPath::top("cluster-constraints"),
            "cluster-level constraints have no public API in YARN (PlacementConstraintManager.addGlobalConstraint \
             only); Spindle applies them as YARN would",
        ));
    }
}
