//! What a run starts from, validated once: [`World`] holds everything the scenario fixes (applications in
//! submission order, their requests and constraints, the cluster changes, the `yarn-site` settings) and is shared
//! by every checkpoint. [`check_scenario`] reports every problem with its JSON path (`spindle check`).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use crate::constraint::{AppInfo, AppRegistry, ConstraintLevels, PlacementConstraint, Target};
use crate::handler::{Constraints, Handler, IteratorType, ProcessorConfig, RequestConstraint, HANDLER_KEY};
use crate::ids::AppId;
use crate::preemption::{config_from_properties, PreemptionConfig, PREFIX};
use crate::resource::{Resource, ResourceTypes};
use crate::scenario::{ClusterChange, Scenario, ScenarioError};
use crate::scheduler::{CapacitySchedulerConfig, RequestKey};
use crate::spec::{lint, parse_constraint, Dialect, LintCode, Severity};
use crate::tags::AllocationTagIndex;
use crate::topology::Topology;

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

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The scenario cannot run.
    Error,
    /// It runs, but probably not as meant (or real YARN would reject or mis-read part of it).
    Warning,
}

/// One problem found in a scenario, with the JSON path of the field at fault.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub level: Level,
    pub path: String,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.level {
            Level::Error => "error",
            Level::Warning => "warning",
        };
        write!(f, "{level}: {}: {}", self.path, self.message)
    }
}

/// The `yarn-site` settings of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiteConfig {
    pub handler: Handler,
    pub heartbeat_interval_ms: u64,
    pub processor: ProcessorConfig,
    /// `yarn.resourcemanager.scheduler.monitor.enable`: the preemption policy runs.
    pub monitor_enabled: bool,
    /// The policy's `monitoring_interval` (read with the rest of its settings; see [`World::preemption`]).
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

/// One request as the run sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestDef {
    pub index: u32,
    /// Priority from the scenario, allocation request id = the request's index.
    pub key: RequestKey,
    pub tags: Vec<String>,
    pub count: u32,
    /// As asked (the scheduler normalises it).
    pub size: Resource,
    pub duration_ms: Option<u64>,
    pub ask_ms: u64,
    pub constraint_text: String,
    /// A SchedulingRequest (tags and/or a constraint).
    pub scheduling: bool,
    /// The partition asked for: a ResourceRequest's label, or the `node-partition` target of a SchedulingRequest
    /// whose constraint is a single constraint (`SingleConstraintAppPlacementAllocator`); `None` = app default.
    pub node_label: Option<String>,
    /// YARN's `SchedulerInvalidResoureRequestException` message if the `scheduler` handler cannot take it.
    pub invalid_for_scheduler: Option<String>,
}

/// One application as the run sees it; ids follow submission order (`submit-ms`, then scenario order).
#[derive(Clone, Debug, PartialEq)]
pub struct AppDef {
    pub id: AppId,
    /// Its index in `scenario.applications` (for paths in messages).
    pub spec_index: usize,
    pub name: String,
    pub user: String,
    pub queue: String,
    pub priority: i32,
    pub submit_ms: u64,
    pub am_resource: Option<Resource>,
    pub node_label: Option<String>,
    pub finish_ms: Option<u64>,
    pub am_heartbeat_ms: u64,
    /// It registers application-level constraints.
    pub has_app_constraints: bool,
    pub requests: Vec<RequestDef>,
}

/// Everything fixed for a run.
#[derive(Clone, Debug)]
pub struct World {
    pub scenario: Scenario,
    pub site: SiteConfig,
    /// The ProportionalCapacityPreemptionPolicy's settings from `yarn-site` (Hadoop's keys and defaults).
    pub preemption: PreemptionConfig,
    pub types: ResourceTypes,
    pub topology: Topology,
    pub scheduler_config: CapacitySchedulerConfig,
    /// Applications by id.
    pub apps: Vec<AppDef>,
    pub constraints: Arc<Constraints>,
    /// The tag index at the start (every request tag interned).
    pub tags: AllocationTagIndex,
    /// Cluster changes sorted by time (stable), with their paths.
    pub changes: Vec<(u64, ClusterChange, String)>,
}

impl World {
    /// Validates `scenario` (with `handler` overriding `yarn-site`) into a world; every problem goes to `diags`.
    /// `None` if any error was found.
    pub fn build(scenario: &Scenario, handler: Option<Handler>, diags: &mut Vec<Diagnostic>) -> Option<World> {
        let before = diags.iter().filter(|d| d.level == Level::Error).count();
        let mut topo_errors = Vec::new();
        let topology = scenario.build_topology(&mut topo_errors);
        diags.extend(topo_errors.into_iter().map(|e| error(e.path, e.message)));
        let types = scenario.resource_types().unwrap_or_default();
        let mut site = site_config(scenario, diags);
        if let Some(h) = handler {
            site.handler = h;
        }
        let preemption = match config_from_properties(&scenario.yarn_site) {
            Ok(p) => p,
            Err((key, message)) => {
                diags.push(error(format!("yarn-site.{key}"), message));
                PreemptionConfig::default()
            }
        };
        if let Some(feature) = preemption.unsupported_feature().filter(|_| site.monitor_enabled) {
            diags.push(error(format!("yarn-site.{PREFIX}{feature}"), "Spindle does not model this selector"));
        }
        site.monitor_interval_ms = preemption.monitoring_interval.max(1);
        let scheduler_config = scheduler_config(scenario, &types, diags);

        // Applications in submission order.
        let mut order: Vec<usize> = (0..scenario.applications.len()).collect();
        order.sort_by_key(|&i| (scenario.applications[i].submit_ms, i));
        let mut tags = AllocationTagIndex::new(&topology);
        let mut registry = AppRegistry::new();
        let mut levels = ConstraintLevels::new();
        for (tag, text) in &scenario.cluster_constraints {
            if let Some(c) = parse(text, &format!("cluster-constraints.{tag}"), tag, 1, diags) {
                levels.set_cluster(tag, c);
            }
        }
        let mut apps = Vec::with_capacity(order.len());
        let mut request_constraints = Vec::with_capacity(order.len());
        for (pos, &ai) in order.iter().enumerate() {
            let id = AppId(pos as u32);
            let spec = &scenario.applications[ai];
            let path = format!("applications[{ai}]");
            registry.insert(
                AppInfo::new(id, &spec.user).named(&spec.name).with_app_tags(spec.tags.iter().map(String::as_str)),
            );
            for (tag, text) in &spec.constraints {
                if let Some(c) = parse(text, &format!("{path}.constraints.{tag}"), tag, 1, diags) {
                    levels.set_application(id, tag, c);
                }
            }
            let am_resource =
                spec.am_resource.as_ref().and_then(|r| resolve(r, &types, &format!("{path}.am-resource"), diags));
            if spec.am_heartbeat_ms == 0 {
                diags.push(error(format!("{path}.am-heartbeat-ms"), "must be positive"));
            }
            let mut requests = Vec::with_capacity(spec.requests.len());
            let mut rcs = Vec::with_capacity(spec.requests.len());
            for (ri, r) in spec.requests.iter().enumerate() {
                let rpath = format!("{path}.requests[{ri}]");
                let size = resolve(&r.resource, &types, &format!("{rpath}.resource"), diags).unwrap_or_default();
                let source = r.allocation_tags.first().map(String::as_str).unwrap_or("");
                let constraint = if r.constraint.trim().is_empty() {
                    None
                } else {
                    parse(&r.constraint, &format!("{rpath}.constraint"), source, r.count, diags)
                };
                let scheduling = r.is_scheduling_request();
                let (mut node_label, mut invalid) = (None, None);
                if scheduling {
                    if !r.node_label_expression.is_empty() {
                        diags.push(warning(
                            format!("{rpath}.node-label-expression"),
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
        let constraints = Arc::new(Constraints { registry, levels, requests: request_constraints });

        let mut changes: Vec<(u64, ClusterChange, String)> = scenario
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| (e.at_ms, e.change.clone(), format!("events[{i}]")))
            .collect();
        changes.sort_by_key(|c| c.0);
        check_changes(scenario, &topology, &types, diags);

        let errors = diags.iter().filter(|d| d.level == Level::Error).count();
        let scheduler_config = scheduler_config?;
        (errors == before).then(|| World {
            scenario: scenario.clone(),
            site,
            preemption,
            types,
            topology,
            scheduler_config,
            apps,
            constraints,
            tags,
            changes,
        })
    }

    pub fn app(&self, id: AppId) -> Option<&AppDef> {
        self.apps.get(id.index())
    }

    pub fn request(&self, app: AppId, request: u32) -> Option<&RequestDef> {
        self.apps.get(app.index())?.requests.get(request as usize)
    }

    /// The application's name (or its YARN id if it has none).
    pub fn app_name(&self, id: AppId) -> String {
        match self.app(id) {
            Some(a) if !a.name.is_empty() => a.name.clone(),
            _ => id.yarn_name(),
        }
    }
}

fn error(path: impl Into<String>, message: impl Into<String>) -> Diagnostic {
    Diagnostic { level: Level::Error, path: path.into(), message: message.into() }
}

fn warning(path: impl Into<String>, message: impl Into<String>) -> Diagnostic {
    Diagnostic { level: Level::Warning, path: path.into(), message: message.into() }
}

fn resolve(
    r: &crate::scenario::ResourceSpec,
    types: &ResourceTypes,
    path: &str,
    diags: &mut Vec<Diagnostic>,
) -> Option<Resource> {
    match r.resolve(types, path) {
        Ok(r) => Some(r),
        Err(ScenarioError { path, message }) => {
            diags.push(error(path, message));
            None
        }
    }
}

/// Parses a constraint in Spindle's dialect; on error reports the column. Also lints it as the spec
/// `source(count),constraint` and reports what real YARN (3.2+) would reject or read differently.
fn parse(text: &str, path: &str, source: &str, count: u32, diags: &mut Vec<Diagnostic>) -> Option<PlacementConstraint> {
    let c = match parse_constraint(text, Dialect::Spindle) {
        Ok(c) => c,
        Err(e) => {
            diags.push(error(path, e.to_string()));
            return None;
        }
    };
    let source = if source.is_empty() || source.contains([',', '(', ')', ':', '=']) { "tag" } else { source };
    let prefix = format!("{source}({count}),");
    let spec = format!("{prefix}{text}");
    for l in lint(&spec, Dialect::Spindle) {
        // Only what real YARN (3.2+) does with the constraint; 3.1's reading is not this scenario's business.
        let about_31 = l.message.contains("Hadoop 3.1");
        if l.severity != Severity::Warning
            || about_31
            || matches!(l.code, LintCode::DuplicateSourceTag | LintCode::NegativeCount)
        {
            continue;
        }
        let at = match l.span {
            Some(s) if s.start >= prefix.len() => {
                format!(" (column {})", text[..(s.start - prefix.len()).min(text.len())].chars().count() + 1)
            }
            _ => String::new(),
        };
        diags.push(warning(path, format!("{}{at}", l.message)));
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

fn site_config(s: &Scenario, diags: &mut Vec<Diagnostic>) -> SiteConfig {
    let mut c = SiteConfig::default();
    let path = |k: &str| format!("yarn-site.{k}");
    let site = &s.yarn_site;
    if let Some(v) = site.get(HANDLER_KEY) {
        match v.parse::<Handler>() {
            Ok(h) => c.handler = h,
            Err(e) => diags.push(error(path(HANDLER_KEY), e)),
        }
    }
    let mut positive = |key: &str, slot: &mut u64| {
        if let Some(v) = site.get(key) {
            match v.trim().parse::<u64>() {
                Ok(n) if n > 0 => *slot = n,
                _ => diags.push(error(path(key), format!("`{v}` is not a positive number of milliseconds"))),
            }
        }
    };
    positive(HEARTBEAT_KEY, &mut c.heartbeat_interval_ms);
    if let Some(v) = site.get(RETRY_KEY) {
        match v.trim().parse::<i32>() {
            Ok(n) => c.processor.retry_attempts = n.max(0) as u32,
            Err(_) => diags.push(error(path(RETRY_KEY), format!("`{v}` is not an integer"))),
        }
    }
    if let Some(v) = site.get(ITERATOR_KEY) {
        match v.parse::<IteratorType>() {
            Ok(i) => c.processor.iterator = i,
            Err(e) => diags.push(error(path(ITERATOR_KEY), e)),
        }
    }
    if let Some(v) = site.get(ALGORITHM_KEY) {
        if !v.trim().is_empty() && !v.trim().ends_with("DefaultPlacementAlgorithm") {
            diags.push(error(path(ALGORITHM_KEY), format!("only DefaultPlacementAlgorithm is modelled, not `{v}`")));
        }
    }
    if let Some(v) = site.get(MONITOR_KEY) {
        match v.trim().to_ascii_lowercase().as_str() {
            "true" => c.monitor_enabled = true,
            "false" => c.monitor_enabled = false,
            _ => diags.push(error(path(MONITOR_KEY), format!("`{v}` is not true or false"))),
        }
    }
    if let Some(v) = site.get(SCHEDULER_CLASS_KEY) {
        if !v.trim().ends_with("CapacityScheduler") {
            diags.push(error(path(SCHEDULER_CLASS_KEY), format!("only the CapacityScheduler is modelled, not `{v}`")));
        }
    }
    for k in site.keys() {
        let known = SITE_KEYS.contains(&k.as_str())
            || is_scheduler_key(k)
            || k.starts_with("yarn.resourcemanager.monitor.capacity.preemption.");
        if !known {
            diags.push(warning(path(k), "not a key Spindle reads; it has no effect"));
        }
    }
    c
}

/// `yarn-site` keys that belong to the Capacity Scheduler's configuration.
fn is_scheduler_key(k: &str) -> bool {
    k.starts_with("yarn.scheduler.")
        || k.starts_with("yarn.resource-types")
        || k.starts_with("yarn.cluster.")
        || k.starts_with("hadoop.")
}

/// The Capacity Scheduler's property map: `capacity-scheduler` plus the scheduler keys of `yarn-site`, with
/// Hadoop's shipped single `default` queue when no queues are configured and the cluster's resource types.
pub fn scheduler_properties(
    s: &Scenario,
    types: &ResourceTypes,
) -> (BTreeMap<String, String>, BTreeMap<String, &'static str>) {
    let mut map = s.capacity_scheduler.clone();
    // Where each key came from, for paths in messages.
    let mut origin: BTreeMap<String, &'static str> = map.keys().map(|k| (k.clone(), "capacity-scheduler")).collect();
    for (k, v) in &s.yarn_site {
        if is_scheduler_key(k) && !map.contains_key(k) {
            map.insert(k.clone(), v.clone());
            origin.insert(k.clone(), "yarn-site");
        }
    }
    if !map.contains_key("yarn.scheduler.capacity.root.queues") {
        map.insert("yarn.scheduler.capacity.root.queues".into(), "default".into());
        map.entry("yarn.scheduler.capacity.root.default.capacity".into()).or_insert_with(|| "100".into());
    }
    if !types.extra.is_empty() && !map.contains_key("yarn.resource-types") {
        map.insert("yarn.resource-types".into(), types.extra.join(","));
    }
    (map, origin)
}

fn scheduler_config(
    s: &Scenario,
    types: &ResourceTypes,
    diags: &mut Vec<Diagnostic>,
) -> Option<CapacitySchedulerConfig> {
    let (map, origin) = scheduler_properties(s, types);
    for (k, v) in &s.yarn_site {
        if is_scheduler_key(k) && s.capacity_scheduler.get(k).is_some_and(|x| x != v) {
            diags.push(warning(format!("yarn-site.{k}"), "also set in capacity-scheduler, whose value is used"));
        }
    }
    match CapacitySchedulerConfig::from_properties(&map) {
        Ok(c) => {
            if c.resource_types.extra != types.extra {
                diags.push(error(
                    format!(
                        "{}.yarn.resource-types",
                        origin.get("yarn.resource-types").copied().unwrap_or("yarn-site")
                    ),
                    format!(
                        "the scheduler counts [{}] but the cluster declares [{}] in cluster.resource-types",
                        c.resource_types.extra.join(", "),
                        types.extra.join(", ")
                    ),
                ));
            }
            Some(c)
        }
        Err(e) => {
            let section = origin.get(&e.key).copied().unwrap_or("capacity-scheduler");
            // ConfigError displays as `key: problem`; the path carries the key.
            let full = e.to_string();
            let message = full.strip_prefix(&format!("{}: ", e.key)).unwrap_or(&full).to_string();
            diags.push(error(format!("{section}.{}", e.key), message));
            None
        }
    }
}

fn check_changes(s: &Scenario, topology: &Topology, types: &ResourceTypes, diags: &mut Vec<Diagnostic>) {
    // Replay the changes on a copy, in time order, to find references to unknown nodes or racks.
    let mut t = topology.clone();
    let mut order: Vec<usize> = (0..s.events.len()).collect();
    order.sort_by_key(|&i| s.events[i].at_ms);
    for i in order {
        let e = &s.events[i];
        if let Err(err) = Scenario::apply_change(&mut t, types, &e.change, &format!("events[{i}]")) {
            diags.push(error(err.path, err.message));
        }
    }
}

/// Every error and warning of a scenario under `handler` (or its own `yarn-site` handler), in path order of
/// discovery: structure, configuration, constraints, then what real YARN would do with it.
pub fn check_scenario(scenario: &Scenario, handler: Option<Handler>) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let world = World::build(scenario, handler, &mut diags);
    let site = match &world {
        Some(w) => w.site,
        None => {
            let mut d = Vec::new();
            let mut s = site_config(scenario, &mut d);
            if let Some(h) = handler {
                s.handler = h;
            }
            s
        }
    };
    let types = scenario.resource_types().unwrap_or_default();
    let config = CapacitySchedulerConfig::from_properties(&scheduler_properties(scenario, &types).0).ok();
    let topology = scenario.build_topology(&mut Vec::new());
    for (ai, app) in scenario.applications.iter().enumerate() {
        let path = format!("applications[{ai}]");
        if let Some(c) = &config {
            match c.find_queue(&app.queue) {
                None => diags.push(warning(
                    format!("{path}.queue"),
                    format!("no queue named `{}`: YARN rejects the application at submission", app.queue),
                )),
                Some(q) if !c.queue(q).is_leaf() => diags.push(warning(
                    format!("{path}.queue"),
                    format!("`{}` is a parent queue: YARN rejects the application at submission", app.queue),
                )),
                _ => {}
            }
            if let Some(am) = app.am_resource.as_ref().and_then(|r| r.resolve(&types, "").ok()) {
                if !c.maximum_allocation.dominates(&am) {
                    diags.push(warning(
                        format!("{path}.am-resource"),
                        format!("above the maximum allocation {}: YARN rejects the application", c.maximum_allocation),
                    ));
                }
            }
            for (ri, r) in app.requests.iter().enumerate() {
                if let Ok(size) = r.resource.resolve(&types, "") {
                    let capped = r.is_scheduling_request() && site.handler == Handler::PlacementProcessor;
                    if !c.maximum_allocation.dominates(&size) && !capped {
                        diags.push(warning(
                            format!("{path}.requests[{ri}].resource"),
                            format!("above the maximum allocation {}: YARN rejects the request", c.maximum_allocation),
                        ));
                    }
                }
            }
        }
        for (ri, r) in app.requests.iter().enumerate() {
            let rpath = format!("{path}.requests[{ri}]");
            if !r.node_label_expression.is_empty() && topology.partition_id(&r.node_label_expression).is_none() {
                diags.push(warning(
                    format!("{rpath}.node-label-expression"),
                    format!("no partition `{}` in the cluster: YARN rejects the request", r.node_label_expression),
                ));
            }
            if r.is_scheduling_request() {
                match site.handler {
                    Handler::Disabled => diags.push(warning(
                        rpath.clone(),
                        format!(
                            "a SchedulingRequest (allocation tags or a constraint) under the `disabled` handler (the \
                             default of {HANDLER_KEY}): YARN rejects it; set the handler to `scheduler` or \
                             `placement-processor`"
                        ),
                    )),
                    Handler::Scheduler => {
                        let parsed = parse_constraint(&r.constraint, Dialect::Spindle).ok();
                        if let Err(m) = target_partition(parsed.as_ref()) {
                            diags.push(warning(format!("{rpath}.constraint"), format!("YARN rejects it: {m}")));
                        }
                    }
                    Handler::PlacementProcessor => {}
                }
            }
        }
        if !app.constraints.is_empty() && site.handler == Handler::Disabled {
            diags.push(warning(
                format!("{path}.constraints"),
                "application-level constraints under the `disabled` handler: YARN rejects the AM's registration and \
                 the application fails",
            ));
        }
        if !app.node_label_expression.is_empty() && topology.partition_id(&app.node_label_expression).is_none() {
            diags.push(warning(
                format!("{path}.node-label-expression"),
                format!("no partition `{}` in the cluster: YARN rejects the application", app.node_label_expression),
            ));
        }
    }
    if !scenario.cluster_constraints.is_empty() {
        diags.push(warning(
            "cluster-constraints",
            "cluster-level constraints have no public API in YARN (PlacementConstraintManager.addGlobalConstraint \
             only); Spindle applies them as YARN would",
        ));
    }
    diags
}
