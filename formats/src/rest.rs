//! The ResourceManager's REST answers as `curl` saves them: `/ws/v1/cluster/nodes` → topology,
//! `/ws/v1/cluster/scheduler` (Capacity Scheduler) → queue properties, `/ws/v1/cluster/apps` → running
//! applications. Runtime state (usage, health, counters) is not a scenario's business and is reported as not
//! imported.

use serde_json::Value;
use spindle_core::scenario::{
    ApplicationSpec, ClusterChange, ClusterEventSpec, ClusterSpec, NodeSpec, PartitionSpec, RequestSpec, ResourceSpec,
};
use spindle_core::sorted_map::SortedMap;

use crate::json::{self, array, collapse, int, object, report_unread, string, Obj};
use crate::{add_to_rack, join, Fragment, ImportError, Imports, Warning};

const AMOUNT: (i64, i64) = (0, 1 << 50);

const NODE_RUNTIME: &[&str] = &[
    "id",
    "nodeHTTPAddress",
    "lastHealthUpdate",
    "version",
    "healthReport",
    "healthStatus",
    "numContainers",
    "usedMemoryMB",
    "availMemoryMB",
    "usedVirtualCores",
    "availableVirtualCores",
    "numRunningOpportContainers",
    "usedMemoryOpportGB",
    "usedVirtualCoresOpport",
    "numQueuedContainers",
    "resourceUtilization",
    "usedResource",
    "availableResource",
    "allocationTags",
    "nodeManagerVersion",
    "hadoopVersion",
    "nodeManagerBuildVersion",
    "hadoopBuildVersion",
    "nodeManagerVersionBuiltOn",
    "hadoopVersionBuiltOn",
    "nodeStartTime",
    "nodeUtilization",
    "containersUtilization",
];

/// `/ws/v1/cluster/nodes` (or one `/nodes/{id}`): racks, nodes with their total resource, partition (node label)
/// and attributes. Nodes that have left (`LOST`, `DECOMMISSIONED`, `SHUTDOWN`) are skipped; a `DECOMMISSIONING`
/// node starts decommissioning at time 0.
pub fn import_nodes(file: &str, text: &str) -> Result<Imports, ImportError> {
    // A node's runtime state is reported by name only, but `id` stands in for a missing host name.
    let skip: Vec<&str> = NODE_RUNTIME.iter().copied().filter(|&k| k != "id").collect();
    read_nodes(file, &json::parse_skipping(file, text, &skip)?)
}

fn read_nodes(file: &str, doc: &Value) -> Result<Imports, ImportError> {
    let top = object(file, "", doc)?;
    let mut warnings = Vec::new();
    let (nodes, base): (Vec<&Value>, String) = if let Some(n) = top.get("nodes") {
        report_unread(file, "", top, &["nodes"], &[], &mut warnings);
        match n {
            Value::Null => (Vec::new(), "nodes.node".into()),
            n => {
                let o = object(file, "nodes", n)?;
                report_unread(file, "nodes", o, &["node"], &[], &mut warnings);
                match o.get("node") {
                    None | Some(Value::Null) => (Vec::new(), "nodes.node".into()),
                    Some(v) => (array(file, "nodes.node", v)?.iter().collect(), "nodes.node".into()),
                }
            }
        }
    } else if let Some(n) = top.get("node") {
        report_unread(file, "", top, &["node"], &[], &mut warnings);
        (vec![n], "node".into())
    } else {
        return Err(ImportError::new(
            file,
            "",
            "expected {\"nodes\": {\"node\": [...]}} (the answer of /ws/v1/cluster/nodes)",
        ));
    };
    let mut cluster = ClusterSpec::default();
    let mut events = Vec::new();
    let mut node_warnings = Vec::new();
    for (i, v) in nodes.into_iter().enumerate() {
        let path = format!("{base}[{i}]");
        let o = object(file, &path, v)?;
        read_node(file, &path, o, &mut cluster, &mut events, &mut node_warnings)?;
    }
    warnings.extend(collapse(node_warnings));
    if !cluster.partitions.is_empty() {
        warnings.push(Warning::new(
            file,
            "",
            format!(
                "partitions {} are taken as exclusive: the nodes list does not say (see /ws/v1/cluster/get-node-labels)",
                cluster.partitions.iter().map(|p| format!("`{}`", p.name)).collect::<Vec<_>>().join(", ")
            ),
        ));
    }
    Ok((Fragment { cluster: Some(cluster), events, ..Fragment::default() }, warnings))
}

fn read_node(
    file: &str,
    path: &str,
    o: &Obj,
    cluster: &mut ClusterSpec,
    events: &mut Vec<ClusterEventSpec>,
    warnings: &mut Vec<Warning>,
) -> Result<(), ImportError> {
    report_unread(
        file,
        path,
        o,
        &["rack", "state", "nodeHostName", "totalResource", "nodeLabels", "nodeAttributesInfo"],
        &[(NODE_RUNTIME, "runtime state of the node, not imported")],
        warnings,
    );
    let name = string(file, path, o, "nodeHostName")?
        .or(string(file, path, o, "id")?)
        .filter(|n| !n.is_empty())
        .ok_or_else(|| ImportError::new(file, join(path, "nodeHostName"), "a node without a host name"))?;
    let state = string(file, path, o, "state")?.unwrap_or_else(|| "RUNNING".into());
    match state.as_str() {
        "RUNNING" | "NEW" | "REBOOTED" | "UNHEALTHY" | "DECOMMISSIONING" => {}
        _ => {
            warnings.push(Warning::new(
                file,
                join(path, "state"),
                format!("node `{name}` is {state}, not part of the cluster: skipped"),
            ));
            return Ok(());
        }
    }
    if state == "UNHEALTHY" {
        warnings.push(Warning::new(
            file,
            join(path, "state"),
            format!("node `{name}` is UNHEALTHY (YARN schedules nothing on it): imported as a healthy node"),
        ));
    }
    let rack = string(file, path, o, "rack")?.unwrap_or_else(|| "/default-rack".into());
    let resource = node_resource(file, path, o, cluster, warnings)?;
    let mut partition = String::new();
    if let Some(v) = o.get("nodeLabels").filter(|v| !v.is_null()) {
        let labels = array(file, &join(path, "nodeLabels"), v)?;
        for (j, l) in labels.iter().enumerate() {
            let Some(l) = l.as_str() else {
                return Err(ImportError::new(file, format!("{path}.nodeLabels[{j}]"), "expected a label name"));
            };
            if j == 0 {
                partition = l.to_string();
            } else {
                warnings.push(Warning::new(
                    file,
                    format!("{path}.nodeLabels[{j}]"),
                    format!("node `{name}`: a node has one partition in YARN; label `{l}` ignored"),
                ));
            }
        }
    }
    if !partition.is_empty() && !cluster.partitions.iter().any(|p| p.name == partition) {
        cluster.partitions.push(PartitionSpec { name: partition.clone(), exclusive: true });
    }
    let mut attributes = SortedMap::new();
    if let Some(v) = o.get("nodeAttributesInfo").filter(|v| !v.is_null()) {
        let ap = join(path, "nodeAttributesInfo");
        let ao = object(file, &ap, v)?;
        if let Some(list) = ao.get("nodeAttributeInfo").filter(|v| !v.is_null()) {
            for (j, a) in array(file, &join(&ap, "nodeAttributeInfo"), list)?.iter().enumerate() {
                let p = format!("{ap}.nodeAttributeInfo[{j}]");
                let a = object(file, &p, a)?;
                report_unread(file, &p, a, &["prefix", "name", "type", "value"], &[], warnings);
                let key = string(file, &p, a, "name")?
                    .ok_or_else(|| ImportError::new(file, join(&p, "name"), "a node attribute without a name"))?;
                let value = string(file, &p, a, "value")?.unwrap_or_default();
                // `rm.yarn.io` is the prefix a key without one gets; other prefixes stay part of the key.
                let key = match string(file, &p, a, "prefix")?.filter(|p| !p.is_empty() && p != "rm.yarn.io") {
                    Some(prefix) => format!("{prefix}/{key}"),
                    None => key,
                };
                attributes.insert(key, value);
            }
        }
    }
    add_to_rack(cluster, &rack, NodeSpec { name: name.clone(), resource, partition, attributes });
    if state == "DECOMMISSIONING" {
        events.push(ClusterEventSpec { at_ms: 0, change: ClusterChange::DecommissionNode { node: name } });
    }
    Ok(())
}

fn node_resource(
    file: &str,
    path: &str,
    o: &Obj,
    cluster: &mut ClusterSpec,
    warnings: &mut Vec<Warning>,
) -> Result<ResourceSpec, ImportError> {
    if let Some(v) = o.get("totalResource").filter(|v| !v.is_null()) {
        let rp = join(path, "totalResource");
        let r = object(file, &rp, v)?;
        report_unread(file, &rp, r, &["memory", "vCores", "resourceInformations"], &[], warnings);
        let mut spec = ResourceSpec::new(
            int(file, &rp, r, "memory", AMOUNT, warnings)?.unwrap_or(0),
            int(file, &rp, r, "vCores", AMOUNT, warnings)?.unwrap_or(0),
        );
        if let Some(infos) = r.get("resourceInformations").and_then(|v| v.get("resourceInformation")) {
            let ip = format!("{rp}.resourceInformations.resourceInformation");
            for (j, info) in array(file, &ip, infos)?.iter().enumerate() {
                let p = format!("{ip}[{j}]");
                let info = object(file, &p, info)?;
                let Some(name) = string(file, &p, info, "name")? else { continue };
                let value = int(file, &p, info, "value", AMOUNT, warnings)?.unwrap_or(0);
                match name.as_str() {
                    "memory-mb" | "memory" => spec.memory_mb = value,
                    "vcores" => spec.vcores = value,
                    _ => add_extra(file, &p, cluster, &mut spec, &name, value, warnings),
                }
            }
        }
        return Ok(spec);
    }
    // Older ResourceManagers: total = used + available.
    let sum = |a: &str, b: &str, w: &mut Vec<Warning>| -> Result<i64, ImportError> {
        Ok(int(file, path, o, a, AMOUNT, w)?.unwrap_or(0) + int(file, path, o, b, AMOUNT, w)?.unwrap_or(0))
    };
    let memory = sum("usedMemoryMB", "availMemoryMB", warnings)?;
    let vcores = sum("usedVirtualCores", "availableVirtualCores", warnings)?;
    if memory == 0 && vcores == 0 {
        return Err(ImportError::new(file, join(path, "totalResource"), "the node's resources are missing"));
    }
    Ok(ResourceSpec::new(memory, vcores))
}

/// An extra resource type (`yarn.io/gpu`): declared on the cluster the first time it is seen; Spindle counts at
/// most two extra types.
pub(crate) fn add_extra(
    file: &str,
    path: &str,
    cluster: &mut ClusterSpec,
    spec: &mut ResourceSpec,
    name: &str,
    value: i64,
    warnings: &mut Vec<Warning>,
) {
    if !cluster.resource_types.iter().any(|t| t == name) {
        if cluster.resource_types.len() >= 2 {
            warnings.push(Warning::new(
                file,
                path,
                format!("resource type `{name}` dropped: Spindle counts at most two types beyond memory and vcores"),
            ));
            return;
        }
        cluster.resource_types.push(name.to_string());
    }
    spec.extra.insert(name.to_string(), value);
}

const QUEUE_RUNTIME: &[&str] = &[
    "usedCapacity",
    "absoluteCapacity",
    "absoluteMaxCapacity",
    "absoluteUsedCapacity",
    "numApplications",
    "maxParallelApps",
    "resourcesUsed",
    "usedResources",
    "numActiveApplications",
    "numPendingApplications",
    "numContainers",
    "allocatedContainers",
    "reservedContainers",
    "pendingContainers",
    "users",
    "AMResourceLimit",
    "usedAMResource",
    "userAMResourceLimit",
    "resources",
    "hideReservationQueues",
    "health",
    "maxApplicationsPerUser",
    "queuePriority",
    "minEffectiveCapacity",
    "maxEffectiveCapacity",
    "maximumAllocation",
    "queueAcls",
    "isAbsoluteResource",
    "creationMethod",
    "autoCreationEligibility",
    "autoQueueTemplateProperties",
    "weight",
    "normalizedWeight",
    "mode",
    "queueType",
    "leafQueueTemplate",
    "autoCreateChildQueueEnabled",
    "intraQueuePreemptionDisabled",
    "numMaxApplications",
    "usedCapacityByPartition",
    "queueCapacityVectorInfo",
];

/// `/ws/v1/cluster/scheduler` of a Capacity Scheduler: the queue tree as `capacity-scheduler` properties
/// (capacities, maximum capacities, user limits, ordering policies, accessible labels and per-partition capacities,
/// states, AM limits, preemption switches). Queue mappings and ACLs are not in this answer.
pub fn import_scheduler(file: &str, text: &str) -> Result<Imports, ImportError> {
    let doc = json::parse(file, text)?;
    let top = object(file, "", &doc)?;
    let info = top.get("scheduler").and_then(|s| s.get("schedulerInfo")).ok_or_else(|| {
        ImportError::new(
            file,
            "",
            "expected {\"scheduler\": {\"schedulerInfo\": ...}} (the answer of /ws/v1/cluster/scheduler)",
        )
    })?;
    let root = object(file, "scheduler.schedulerInfo", info)?;
    let ty = string(file, "scheduler.schedulerInfo", root, "type")?.unwrap_or_default();
    if ty != "capacityScheduler" {
        return Err(ImportError::new(
            file,
            "scheduler.schedulerInfo.type",
            format!("`{ty}`: only the Capacity Scheduler (`capacityScheduler`) is modelled"),
        ));
    }
    // Pairs first, sorted once (a thousand queues give thousands of keys, in tree order rather than key order).
    let mut props = Vec::new();
    let mut warnings = Vec::new();
    read_queue(file, "scheduler.schedulerInfo", root, "root", true, &mut props, &mut warnings)?;
    let props: SortedMap<String, String> = props.into_iter().collect();
    let mut warnings = collapse(warnings);
    warnings.push(Warning::new(
        file,
        "",
        "queue mappings, ACLs and scheduler-wide settings are not in /scheduler: import capacity-scheduler.xml for them",
    ));
    Ok((Fragment { scheduler_from_rest: props, ..Fragment::default() }, warnings))
}

fn read_queue(
    file: &str,
    path: &str,
    o: &Obj,
    queue_path: &str,
    is_root: bool,
    props: &mut Vec<(String, String)>,
    warnings: &mut Vec<Warning>,
) -> Result<(), ImportError> {
    let known: &[&str] = &[
        "type",
        "queueName",
        "queuePath",
        "capacity",
        "maxCapacity",
        "state",
        "queues",
        "userLimit",
        "userLimitFactor",
        "maxApplications",
        "orderingPolicyInfo",
        "nodeLabels",
        "defaultNodeLabelExpression",
        "capacities",
        "preemptionDisabled",
        "defaultPriority",
    ];
    report_unread(file, path, o, known, &[(QUEUE_RUNTIME, "runtime state or derived values, not imported")], warnings);
    let key = |k: &str| format!("yarn.scheduler.capacity.{queue_path}.{k}");
    let num = |k: &str| -> Result<Option<String>, ImportError> {
        match o.get(k) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Number(n)) => Ok(Some(number_text(n.as_f64().unwrap_or(0.0)))),
            Some(v) => {
                Err(ImportError::new(file, join(path, k), format!("expected a number, found {}", json::kind(v))))
            }
        }
    };
    if !is_root {
        if let Some(c) = num("capacity")? {
            props.push((key("capacity"), c));
        }
        if let Some(c) = num("maxCapacity")? {
            props.push((key("maximum-capacity"), c));
        }
    }
    if let Some(s) = string(file, path, o, "state")? {
        props.push((key("state"), s));
    }
    if let Some(v) = num("userLimit")? {
        props.push((key("minimum-user-limit-percent"), v));
    }
    if let Some(v) = num("userLimitFactor")? {
        props.push((key("user-limit-factor"), v));
    }
    if let Some(v) = num("maxApplications")? {
        props.push((key("maximum-applications"), v));
    }
    if let Some(v) = string(file, path, o, "orderingPolicyInfo")? {
        props.push((key("ordering-policy"), v));
    }
    if let Some(v) = num("defaultPriority")? {
        props.push((key("default-application-priority"), v));
    }
    if let Some(v) = string(file, path, o, "defaultNodeLabelExpression")?.filter(|v| !v.is_empty()) {
        props.push((key("default-node-label-expression"), v));
    }
    if o.get("preemptionDisabled").and_then(Value::as_bool) == Some(true) && !is_root {
        props.push((key("disable_preemption"), "true".into()));
    }
    if let Some(v) = o.get("nodeLabels").filter(|v| !v.is_null()) {
        let labels: Vec<String> =
            array(file, &join(path, "nodeLabels"), v)?.iter().filter_map(|l| l.as_str().map(str::to_string)).collect();
        if !is_root && !labels.is_empty() {
            props.push((key("accessible-node-labels"), labels.join(",")));
        }
    }
    if let Some(caps) = o.get("capacities").and_then(|c| c.get("queueCapacitiesByPartition")) {
        let cp = format!("{path}.capacities.queueCapacitiesByPartition");
        for (j, c) in array(file, &cp, caps)?.iter().enumerate() {
            let p = format!("{cp}[{j}]");
            let c = object(file, &p, c)?;
            let partition = string(file, &p, c, "partitionName")?.unwrap_or_default();
            let pnum = |k: &str| c.get(k).and_then(Value::as_f64).map(number_text);
            if partition.is_empty() {
                if let Some(pct) = c.get("maxAMLimitPercentage").and_then(Value::as_f64).filter(|_| !is_root) {
                    props.push((key("maximum-am-resource-percent"), number_text(pct / 100.0)));
                }
                continue;
            }
            if is_root {
                continue;
            }
            if let Some(v) = pnum("capacity") {
                props.push((key(&format!("accessible-node-labels.{partition}.capacity")), v));
            }
            if let Some(v) = pnum("maxCapacity") {
                props.push((key(&format!("accessible-node-labels.{partition}.maximum-capacity")), v));
            }
        }
    }
    let children = match o.get("queues").and_then(|q| q.get("queue")) {
        Some(v) if !v.is_null() => array(file, &format!("{path}.queues.queue"), v)?.clone(),
        _ => Vec::new(),
    };
    if !children.is_empty() {
        let mut names = Vec::new();
        for (j, c) in children.iter().enumerate() {
            let p = format!("{path}.queues.queue[{j}]");
            let co = object(file, &p, c)?;
            let name = string(file, &p, co, "queueName")?
                .filter(|n| !n.is_empty() && !n.contains('.'))
                .ok_or_else(|| ImportError::new(file, join(&p, "queueName"), "a queue needs a name without dots"))?;
            read_queue(file, &p, co, &format!("{queue_path}.{name}"), false, props, warnings)?;
            names.push(name);
        }
        props.push((key("queues"), names.join(",")));
    }
    Ok(())
}

/// A float as Hadoop's configuration would hold it: `50` rather than `50.0`, otherwise the shortest exact form.
fn number_text(f: f64) -> String {
    if f.fract() == 0.0 && f.abs() < 1e15 {
        format!("{}", f as i64)
    } else {
        format!("{f}")
    }
}

/// `/ws/v1/cluster/apps`: applications not yet finished become scenario applications (in start order), each with
/// its running containers as one request of equal shares of its allocation — the answer has no per-container sizes,
/// nodes or ages, so this is an approximation and says so.
pub fn import_apps(file: &str, text: &str) -> Result<Imports, ImportError> {
    read_apps(file, &json::parse_skipping(file, text, APP_UNREAD)?)
}

/// Fields of an application in `/apps` that [`import_apps`] does not read and that hold much: its accounting,
/// resource maps per partition, requests, timeouts, links and diagnostics. (The importer reports no unread key of
/// an application, so this list only spares building them.)
const APP_UNREAD: &[&str] = &[
    "id",
    "finalStatus",
    "progress",
    "trackingUI",
    "trackingUrl",
    "diagnostics",
    "amContainerLogs",
    "amHostHttpAddress",
    "amRPCAddress",
    "masterNodeId",
    "logAggregationStatus",
    "resourceSecondsMap",
    "preemptedResourceSecondsMap",
    "resourceRequests",
    "resourceInfo",
    "timeouts",
];

fn read_apps(file: &str, doc: &Value) -> Result<Imports, ImportError> {
    let top = object(file, "", doc)?;
    let apps: &[Value] = match top.get("apps") {
        Some(Value::Null) => &[],
        Some(a) => match object(file, "apps", a)?.get("app") {
            None | Some(Value::Null) => &[],
            Some(v) => array(file, "apps.app", v)?,
        },
        None => {
            return Err(ImportError::new(
                file,
                "",
                "expected {\"apps\": {\"app\": [...]}} (the answer of /ws/v1/cluster/apps)",
            ))
        }
    };
    let mut warnings = Vec::new();
    let mut read: Vec<(i64, ApplicationSpec)> = Vec::new();
    for (i, v) in apps.iter().enumerate() {
        let path = format!("apps.app[{i}]");
        let o = object(file, &path, v)?;
        let state = string(file, &path, o, "state")?.unwrap_or_default();
        let name = string(file, &path, o, "name")?.unwrap_or_else(|| format!("app-{i}"));
        if !matches!(state.as_str(), "NEW" | "NEW_SAVING" | "SUBMITTED" | "ACCEPTED" | "RUNNING") {
            warnings.push(Warning::new(file, join(&path, "state"), format!("{state} application: skipped")));
            continue;
        }
        let mut app = ApplicationSpec::new(&name);
        if let Some(q) = string(file, &path, o, "queue")? {
            // Newer RMs give the full path; scenarios name the leaf queue.
            app.queue = q.rsplit('.').next().unwrap_or(&q).to_string();
        }
        if let Some(u) = string(file, &path, o, "user")? {
            app.user = u;
        }
        if let Some(t) = string(file, &path, o, "applicationTags")? {
            app.tags = t.split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_string).collect();
        }
        app.priority =
            int(file, &path, o, "priority", (i32::MIN as i64, i32::MAX as i64), &mut warnings)?.unwrap_or(0) as i32;
        if let Some(l) = string(file, &path, o, "amNodeLabelExpression")?.filter(|l| !l.is_empty()) {
            app.node_label_expression = l;
        }
        let started = int(file, &path, o, "startedTime", (0, i64::MAX), &mut warnings)?.unwrap_or(0);
        let running = int(file, &path, o, "runningContainers", (0, u32::MAX as i64), &mut warnings)?.unwrap_or(0);
        let mb = int(file, &path, o, "allocatedMB", AMOUNT, &mut warnings)?.unwrap_or(0);
        let vcores = int(file, &path, o, "allocatedVCores", AMOUNT, &mut warnings)?.unwrap_or(0);
        if running > 0 {
            let (m, v) = (mb / running, vcores / running);
            if m * running != mb || v * running != vcores {
                warnings.push(Warning::new(
                    file,
                    &path,
                    format!("`{name}`: {mb} MB / {vcores} vcores over {running} containers rounded down to {m} MB / {v} vcores each"),
                ));
            }
            app.am_resource = Some(ResourceSpec::new(m, v));
            if running > 1 {
                app.requests.push(RequestSpec::new(&[], (running - 1) as u32, ResourceSpec::new(m, v)));
            }
        }
        read.push((started, app));
    }
    warnings = collapse(warnings);
    if !read.is_empty() {
        warnings.push(Warning::new(
            file,
            "apps.app",
            "running applications are imported as equal-sized containers all submitted at time 0 in start order; \
             their nodes, container sizes and pending requests are not in /apps",
        ));
    }
    // Stable: equal start times keep the answer's order.
    spindle_core::sort::sort_by_key(&mut read, |(t, _)| *t);
    let applications = read.into_iter().map(|(_, a)| a).collect();
    Ok((Fragment { applications, ..Fragment::default() }, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rich value for a key: what a ResourceManager writes there is not Spindle's business, but it must not matter.
    fn rich(i: usize) -> Value {
        serde_json::json!({"memory": i, "vCores": 2, "name": "node", "value": "1.8", "resourceInformations":
            {"resourceInformation": [{"name": "memory-mb", "value": 4096, "units": "Mi"}]}, "list": [1, "two", null]})
    }

    /// The nodes answer read with its runtime state skipped is what reading all of it gives.
    #[test]
    fn skipping_a_nodes_runtime_state_changes_nothing() {
        let mut doc: Value = serde_json::from_str(include_str!("../../docs/examples/cluster/rm-nodes.json")).unwrap();
        for (i, n) in doc["nodes"]["node"].as_array_mut().unwrap().iter_mut().enumerate() {
            for k in NODE_RUNTIME.iter().filter(|&&k| k != "id") {
                n[*k] = rich(i);
            }
        }
        // One node known by its id alone.
        doc["nodes"]["node"][0].as_object_mut().unwrap().remove("nodeHostName");
        let text = doc.to_string();
        let all = read_nodes("n.json", &json::parse("n.json", &text).unwrap()).unwrap();
        assert_eq!(import_nodes("n.json", &text).unwrap(), all);
        assert!(all.0.cluster.as_ref().is_some_and(|c| c.racks.iter().any(|r| r.nodes.len() > 1)));
        assert!(all.1.iter().any(|w| w.message.contains("usedResource")), "{:?}", all.1);
    }

    /// The same for the applications answer.
    #[test]
    fn skipping_an_applications_unread_fields_changes_nothing() {
        let mut doc: Value = serde_json::from_str(include_str!("../../docs/examples/cluster/rm-apps.json")).unwrap();
        for (i, a) in doc["apps"]["app"].as_array_mut().unwrap().iter_mut().enumerate() {
            for k in APP_UNREAD {
                a[*k] = rich(i);
            }
        }
        let text = doc.to_string();
        let all = read_apps("a.json", &json::parse("a.json", &text).unwrap()).unwrap();
        assert_eq!(import_apps("a.json", &text).unwrap(), all);
        assert!(!all.0.applications.is_empty());
    }
}
