//! YARN Service specs (Yarnfile JSON) in and out.
//!
//! **In**, as the service AM translates a spec (`Component.requestContainers` in hadoop-yarn-services-core): one
//! application for the service; one request per component, tagged with the component's name, for
//! `number_of_containers` containers of its `resource`, with priority = the component's index. When any component
//! has a placement policy, every component asks with a `SchedulingRequest`; otherwise all use plain
//! `ResourceRequest`s without tags. A component's constraints become one expression: each constraint's targets are
//! its `target_tags` (one `allocationTag` target, namespace self), each `node_attributes` entry and its
//! `node_partitions`; `AFFINITY` is `targetIn`, `ANTI_AFFINITY` `targetNotIn` — but with any node attribute, both
//! become `targetNodeAttribute` with `=` / `!=` over *all* the targets — and `AFFINITY_WITH_CARDINALITY` is
//! `targetCardinality(min or 0, max or Integer.MAX_VALUE)`; the constraints are ANDed as the AM does,
//! `and(c_n, and(…, and(c_2, c_1)))`.
//!
//! **Out**: the inverse, where the Yarnfile can say it (see [`export_service`]).

use serde_json::{json, Map, Value};
use spindle_core::constraint::builders::{
    allocation_tag, and, node_attribute, node_partition, target_cardinality, target_in, target_node_attribute,
    target_not_in, TargetExpression,
};
use spindle_core::constraint::{AttributeOp, Namespace, PlacementConstraint, Target, UNBOUNDED};
use spindle_core::scenario::{ApplicationSpec, RequestSpec, ResourceSpec};
use spindle_core::spec::{parse_constraint, print_constraint, Dialect};
use spindle_core::tags::Scope;

use crate::json::{self, array, collapse, int, object, report_unread, string, Obj};
use crate::{join, Fragment, ImportError, Imports, Warning};

/// The service AM's container (`yarn.service.am-resource.memory`, default 1024 MB, and 1 vcore).
pub const SERVICE_AM_MB: i64 = 1024;

const NOT_PLACEMENT: &[&str] = &[
    "artifact",
    "launch_command",
    "configuration",
    "quicklinks",
    "kerberos_principal",
    "readiness_check",
    "restart_policy",
    "run_privileged_container",
    "decommissioned_instances",
    "containers",
    "state",
    "id",
    "launch_time",
    "docker_network",
    "version",
    "description",
    "dependencies",
];

/// A Yarnfile → one application.
pub fn import_yarnfile(file: &str, text: &str) -> Result<Imports, ImportError> {
    let doc = json::parse(file, text)?;
    let top = object(file, "", &doc)?;
    let mut warnings = Vec::new();
    report_unread(
        file,
        "",
        top,
        &["name", "queue", "components", "resource", "lifetime"],
        &[(NOT_PLACEMENT, "not about placement, ignored")],
        &mut warnings,
    );
    let name = string(file, "", top, "name")?.unwrap_or_else(|| "service".into());
    let mut app = ApplicationSpec::new(&name);
    app.am_resource = Some(ResourceSpec::new(SERVICE_AM_MB, 1));
    if let Some(q) = string(file, "", top, "queue")? {
        app.queue = q;
    }
    if let Some(l) = int(file, "", top, "lifetime", (-1, i64::MAX / 1000), &mut warnings)? {
        if l > 0 {
            app.finish_ms = Some(l as u64 * 1000);
        }
    }
    if top.get("dependencies").is_some() || text.contains("\"dependencies\"") {
        warnings.push(Warning::new(
            file,
            "components[].dependencies",
            "the service AM starts a component only when those it depends on are ready; Spindle asks for all at once",
        ));
    }
    let default_resource = match top.get("resource").filter(|v| !v.is_null()) {
        Some(v) => Some(resource(file, "resource", v, &mut warnings)?),
        None => None,
    };
    let comps =
        top.get("components").ok_or_else(|| ImportError::new(file, "components", "a service needs components"))?;
    let comps = array(file, "components", comps)?;
    let mut parsed = Vec::new();
    for (i, c) in comps.iter().enumerate() {
        let path = format!("components[{i}]");
        let o = object(file, &path, c)?;
        let (mut r, c) = component(file, &path, o, default_resource.as_ref(), &mut warnings)?;
        // The AM gives component i the priority i (its allocation request id).
        r.priority = i32::try_from(i).unwrap_or(i32::MAX);
        parsed.push((r, c));
    }
    let names: Vec<&str> = parsed.iter().map(|(r, _)| r.allocation_tags[0].as_str()).collect();
    for (i, (_, c)) in parsed.iter().enumerate() {
        for t in c.iter().flat_map(targets_of) {
            if !names.contains(&t.as_str()) {
                warnings.push(Warning::new(
                    file,
                    format!("components[{i}].placement_policy"),
                    format!(
                        "target tag `{t}` is no component of this service: the service AM only tags its own components"
                    ),
                ));
            }
        }
    }
    let any_constraint = parsed.iter().any(|(_, c)| c.is_some());
    for (mut r, c) in parsed {
        if let Some(c) = c {
            r.constraint = print_constraint(&c);
        }
        if !any_constraint {
            // Plain ResourceRequests carry no allocation tags.
            r.allocation_tags.clear();
        }
        app.requests.push(r);
    }
    Ok((Fragment { applications: vec![app], name: Some(name), ..Fragment::default() }, collapse(warnings)))
}

fn targets_of(c: &PlacementConstraint) -> Vec<String> {
    let mut out = Vec::new();
    c.walk(&mut |n| {
        if let PlacementConstraint::Single(s) = n {
            for t in &s.targets {
                if let Target::AllocationTag { tag: Some(t), .. } = t {
                    out.push(t.clone());
                }
            }
        }
    });
    out
}

fn component(
    file: &str,
    path: &str,
    o: &Obj,
    default_resource: Option<&ResourceSpec>,
    warnings: &mut Vec<Warning>,
) -> Result<(RequestSpec, Option<PlacementConstraint>), ImportError> {
    report_unread(
        file,
        path,
        o,
        &["name", "number_of_containers", "resource", "placement_policy", "dependencies"],
        &[(NOT_PLACEMENT, "not about placement, ignored")],
        warnings,
    );
    let name = string(file, path, o, "name")?
        .filter(|n| !n.is_empty())
        .ok_or_else(|| ImportError::new(file, join(path, "name"), "a component needs a name"))?;
    let count = int(file, path, o, "number_of_containers", (0, u32::MAX as i64), warnings)?.unwrap_or(1) as u32;
    let resource = match o.get("resource").filter(|v| !v.is_null()) {
        Some(v) => resource(file, &join(path, "resource"), v, warnings)?,
        None => default_resource.cloned().ok_or_else(|| {
            ImportError::new(file, join(path, "resource"), "no resource for the component (nor for the service)")
        })?,
    };
    let mut constraint: Option<PlacementConstraint> = None;
    if let Some(pp) = o.get("placement_policy").filter(|v| !v.is_null()) {
        let pp_path = join(path, "placement_policy");
        let ppo = object(file, &pp_path, pp)?;
        report_unread(file, &pp_path, ppo, &["constraints"], &[], warnings);
        if let Some(list) = ppo.get("constraints").filter(|v| !v.is_null()) {
            for (j, c) in array(file, &join(&pp_path, "constraints"), list)?.iter().enumerate() {
                let cp = format!("{pp_path}.constraints[{j}]");
                let c = service_constraint(file, &cp, object(file, &cp, c)?, warnings)?;
                let Some(c) = c else { continue };
                constraint = Some(match constraint {
                    None => c,
                    Some(prev) => and([c, prev]),
                });
            }
        }
    }
    Ok((RequestSpec::new(&[name.as_str()], count, resource), constraint))
}

fn resource(file: &str, path: &str, v: &Value, warnings: &mut Vec<Warning>) -> Result<ResourceSpec, ImportError> {
    let o = object(file, path, v)?;
    report_unread(
        file,
        path,
        o,
        &["cpus", "memory", "additional"],
        &[(&["profile"], "resource profiles are not modelled: ignored")],
        warnings,
    );
    let mut r = ResourceSpec::new(
        int(file, path, o, "memory", (0, 1 << 50), warnings)?.unwrap_or(0),
        int(file, path, o, "cpus", (0, 1 << 31), warnings)?.unwrap_or(1),
    );
    if let Some(add) = o.get("additional").filter(|v| !v.is_null()) {
        let ap = join(path, "additional");
        for (k, v) in object(file, &ap, add)? {
            let p = join(&ap, k);
            let vo = object(file, &p, v)?;
            report_unread(file, &p, vo, &["value", "unit"], &[], warnings);
            if string(file, &p, vo, "unit")?.is_some_and(|u| !u.is_empty()) {
                warnings.push(Warning::new(file, join(&p, "unit"), "units are not modelled: the value is taken as is"));
            }
            r.extra.insert(k.clone(), int(file, &p, vo, "value", (0, 1 << 50), warnings)?.unwrap_or(0));
        }
    }
    Ok(r)
}

/// One `placement_policy.constraints[]` entry, as `Component.requestContainers` builds it (`None` where the AM
/// builds no constraint: an AFFINITY/ANTI_AFFINITY with no target at all).
fn service_constraint(
    file: &str,
    path: &str,
    o: &Obj,
    warnings: &mut Vec<Warning>,
) -> Result<Option<PlacementConstraint>, ImportError> {
    report_unread(
        file,
        path,
        o,
        &[
            "name",
            "type",
            "scope",
            "target_tags",
            "node_attributes",
            "node_partitions",
            "min_cardinality",
            "max_cardinality",
        ],
        &[],
        warnings,
    );
    let ty = string(file, path, o, "type")?.ok_or_else(|| {
        ImportError::new(file, join(path, "type"), "a placement constraint needs a type (YARN rejects the service)")
    })?;
    let scope = match string(file, path, o, "scope")?.as_deref().map(str::to_ascii_uppercase).as_deref() {
        Some("NODE") => Scope::Node,
        Some("RACK") => Scope::Rack,
        Some(other) => {
            return Err(ImportError::new(
                file,
                join(path, "scope"),
                format!("`{other}`: a service's scope is NODE or RACK"),
            ))
        }
        None => {
            return Err(ImportError::new(
                file,
                join(path, "scope"),
                "a placement constraint needs a scope (YARN rejects the service)",
            ))
        }
    };
    let strings = |key: &str| -> Result<Vec<String>, ImportError> {
        match o.get(key).filter(|v| !v.is_null()) {
            None => Ok(Vec::new()),
            Some(v) => array(file, &join(path, key), v)?
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    s.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| ImportError::new(file, format!("{path}.{key}[{i}]"), "expected a string"))
                })
                .collect(),
        }
    };
    let tags = strings("target_tags")?;
    let partitions = strings("node_partitions")?;
    let mut attributes: Vec<(String, Vec<String>)> = Vec::new();
    if let Some(v) = o.get("node_attributes").filter(|v| !v.is_null()) {
        let ap = join(path, "node_attributes");
        for (k, vals) in object(file, &ap, v)? {
            let vals = array(file, &join(&ap, k), vals)?
                .iter()
                .map(|s| {
                    s.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| ImportError::new(file, join(&ap, k), "expected strings"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            attributes.push((k.clone(), vals));
        }
    }
    let mut targets: Vec<TargetExpression> = Vec::new();
    if !tags.is_empty() {
        let t: Vec<&str> = tags.iter().map(String::as_str).collect();
        targets.push(allocation_tag(&t));
    }
    for (k, vals) in &attributes {
        let v: Vec<&str> = vals.iter().map(String::as_str).collect();
        targets.push(node_attribute(k, &v));
    }
    if !partitions.is_empty() {
        let p: Vec<&str> = partitions.iter().map(String::as_str).collect();
        targets.push(node_partition(&p));
    }
    let has_attr = !attributes.is_empty();
    let plain = !tags.is_empty() || !partitions.is_empty();
    let c = match ty.to_ascii_uppercase().as_str() {
        "AFFINITY" | "ANTI_AFFINITY" => {
            let affinity = ty.eq_ignore_ascii_case("AFFINITY");
            if has_attr {
                if plain {
                    warnings.push(Warning::new(
                        file,
                        path,
                        "with node attributes the service AM builds targetNodeAttribute over every target, so its target \
                         tags and partitions get the attribute comparison too (YARN cannot place such a tag target)",
                    ));
                }
                let op = if affinity { AttributeOp::Eq } else { AttributeOp::Ne };
                Some(target_node_attribute(scope, op, targets))
            } else if plain {
                Some(if affinity { target_in(scope, targets) } else { target_not_in(scope, targets) })
            } else {
                warnings.push(Warning::new(file, path, "no targets: the service AM builds no constraint from it"));
                None
            }
        }
        "AFFINITY_WITH_CARDINALITY" => {
            let bound = (0, i32::MAX as i64);
            let min = int(file, path, o, "min_cardinality", bound, warnings)?.unwrap_or(0) as i32;
            let max = int(file, path, o, "max_cardinality", bound, warnings)?.map_or(UNBOUNDED, |m| m as i32);
            Some(target_cardinality(scope, min, max, targets))
        }
        other => {
            return Err(ImportError::new(
                file,
                join(path, "type"),
                format!("`{other}`: expected AFFINITY, ANTI_AFFINITY or AFFINITY_WITH_CARDINALITY"),
            ))
        }
    };
    Ok(c)
}

/// An application as a Yarnfile: each request a component named by its allocation tag, its constraint as
/// `placement_policy.constraints`. What a Yarnfile cannot say is a warning and is left out: OR / DELAYED_OR,
/// scopes other than NODE and RACK, namespaces other than self, application-level constraints, requests with
/// several tags, ask times and durations.
pub fn export_service(app: &ApplicationSpec, path: &str) -> (Value, Vec<Warning>) {
    let mut warnings = Vec::new();
    let w = |place: String, msg: String| Warning::new("", place, msg);
    let mut components = Vec::new();
    for (i, r) in app.requests.iter().enumerate() {
        let rp = format!("{path}.requests[{i}]");
        let name = match r.allocation_tags.as_slice() {
            [t] => t.clone(),
            [] => format!("component-{i}"),
            [t, ..] => {
                warnings.push(w(
                    join(&rp, "allocation-tags"),
                    format!("a component has one tag, its name: only `{t}` kept"),
                ));
                t.clone()
            }
        };
        let mut resource = Map::new();
        resource.insert("cpus".into(), json!(r.resource.vcores));
        resource.insert("memory".into(), json!(r.resource.memory_mb.to_string()));
        if !r.resource.extra.is_empty() {
            let add: Map<String, Value> =
                r.resource.extra.iter().map(|(k, v)| (k.clone(), json!({"value": v, "unit": ""}))).collect();
            resource.insert("additional".into(), Value::Object(add));
        }
        let mut comp = Map::new();
        comp.insert("name".into(), json!(name));
        comp.insert("number_of_containers".into(), json!(r.count));
        comp.insert("resource".into(), Value::Object(resource));
        if !r.constraint.trim().is_empty() {
            match parse_constraint(&r.constraint, Dialect::Spindle) {
                Ok(c) => match service_constraints(&c) {
                    Ok(list) => {
                        comp.insert("placement_policy".into(), json!({ "constraints": list }));
                    }
                    Err(why) => warnings.push(w(join(&rp, "constraint"), format!("not written: {why}"))),
                },
                Err(e) => warnings.push(w(join(&rp, "constraint"), format!("not written: {e}"))),
            }
        }
        if r.ask_ms > 0 || r.duration_ms.is_some() || !r.node_label_expression.is_empty() {
            warnings.push(w(
                rp.clone(),
                "ask time, duration and node-label expression are not part of a Yarnfile: left out".into(),
            ));
        }
        if i32::try_from(i).ok() != Some(r.priority) {
            warnings.push(w(
                join(&rp, "priority"),
                format!("the service AM gives component {i} priority {i}, not {}", r.priority),
            ));
        }
        components.push(Value::Object(comp));
    }
    if app.requests.iter().any(|r| r.allocation_tags.is_empty())
        && app.requests.iter().any(|r| !r.constraint.is_empty())
    {
        warnings.push(w(
            join(path, "requests"),
            "requests without tags become components tagged with their name once any component has a placement policy"
                .into(),
        ));
    }
    for k in app.constraints.keys() {
        warnings.push(w(
            format!("{path}.constraints.{k}"),
            "application-level constraints have no place in a Yarnfile (put the constraint on the component): left out"
                .into(),
        ));
    }
    let mut service = Map::new();
    service.insert("name".into(), json!(app.name));
    service.insert("version".into(), json!("1.0"));
    if app.queue != "default" {
        service.insert("queue".into(), json!(app.queue));
    }
    if let Some(f) = app.finish_ms {
        service.insert("lifetime".into(), json!(f.div_ceil(1000)));
    }
    service.insert("components".into(), Value::Array(components));
    (Value::Object(service), warnings)
}

/// The inverse of the AM's translation: a constraint as `placement_policy.constraints`, or why it cannot be one.
pub fn service_constraints(c: &PlacementConstraint) -> Result<Vec<Value>, String> {
    match c {
        // The AM builds and(c_n, and(…, c_1)): list the children last to first.
        PlacementConstraint::And { children } => {
            let mut out = Vec::new();
            for ch in children.iter().rev() {
                out.extend(service_constraints(ch)?);
            }
            Ok(out)
        }
        PlacementConstraint::Or { .. } => Err("OR has no Yarnfile form (a service's constraints are ANDed)".into()),
        PlacementConstraint::DelayedOr(_) => Err("DELAYED_OR is a Spindle extension with no Yarnfile form".into()),
        PlacementConstraint::Single(s) => {
            let scope = match &s.scope {
                Scope::Node => "NODE",
                Scope::Rack => "RACK",
                Scope::Attribute(k) => return Err(format!("scope `@{k}` (a Yarnfile's scope is NODE or RACK)")),
            };
            let mut tags = Vec::new();
            let mut attrs = Map::new();
            let mut partitions = Vec::new();
            let mut ops = Vec::new();
            for t in &s.targets {
                match t {
                    Target::AllocationTag { namespace: Namespace::SelfApp, tag: Some(tag) } => tags.push(tag.clone()),
                    Target::AllocationTag { namespace, tag } => {
                        return Err(format!(
                            "target `{namespace}/{}`: a service's target tags are its own components",
                            tag.as_deref().unwrap_or("*")
                        ))
                    }
                    Target::NodeAttribute { key, op, values } => {
                        ops.push(*op);
                        attrs.insert(key.clone(), json!(values));
                    }
                    Target::NodePartition { op, values } => {
                        ops.push(*op);
                        partitions.extend(values.iter().cloned());
                    }
                }
            }
            let all = |op: AttributeOp| ops.iter().all(|o| *o == op);
            let ty = if !attrs.is_empty() && s.min == -1 && s.max == -1 && all(AttributeOp::Eq) {
                "AFFINITY"
            } else if !attrs.is_empty() && s.min == -1 && s.max == -1 && all(AttributeOp::Ne) {
                "ANTI_AFFINITY"
            } else if !attrs.is_empty() {
                return Err("a node-attribute target outside targetNodeAttribute".into());
            } else if s.min == 1 && s.max == UNBOUNDED && all(AttributeOp::Eq) && !s.targets.is_empty() {
                "AFFINITY"
            } else if s.min == 0 && s.max == 0 && all(AttributeOp::Ne) && !s.targets.is_empty() {
                "ANTI_AFFINITY"
            } else if all(AttributeOp::Eq) && s.min >= 0 && s.max >= 0 {
                "AFFINITY_WITH_CARDINALITY"
            } else {
                return Err(format!("cardinality ({}, {}) with these targets", s.min, s.max));
            };
            let mut o = Map::new();
            o.insert("type".into(), json!(ty));
            o.insert("scope".into(), json!(scope));
            if !tags.is_empty() {
                o.insert("target_tags".into(), json!(tags));
            }
            if !attrs.is_empty() {
                o.insert("node_attributes".into(), Value::Object(attrs));
            }
            if !partitions.is_empty() {
                o.insert("node_partitions".into(), json!(partitions));
            }
            if ty == "AFFINITY_WITH_CARDINALITY" {
                o.insert("min_cardinality".into(), json!(s.min));
                if s.max != UNBOUNDED {
                    o.insert("max_cardinality".into(), json!(s.max));
                }
            }
            Ok(vec![Value::Object(o)])
        }
    }
}
