//! A scenario out as files a named Hadoop version reads: the placement spec, a distributed-shell command, Java
//! over `PlacementConstraints`, a Yarnfile, `capacity-scheduler.xml` and `yarn-site.xml`.
//!
//! Nothing is refused silently. Every export carries as warnings (a) what the core's scenario check says about the
//! parts exported — the dialect lint of each constraint as real YARN reads it (DELAYED_OR, custom scopes, `app-id`
//! namespaces with a tag, …) and the `disabled` handler rejecting SchedulingRequests — and (b) what the chosen
//! version cannot write or reads differently (3.1's `tag=N` syntax without namespaces or node attributes, 3.1's API
//! without `targetNodeAttribute`). Parts a format cannot hold are left out with a warning saying so.

use serde::Serialize;
use spindle_core::resource::ResourceTypes;
use spindle_core::scenario::{scheduler_properties, validate, DiagnosticCode, FieldPath, PropertySource};
use spindle_core::scenario::{ApplicationSpec, Scenario};
use spindle_core::spec::{lint, parse_constraint, print_entry, Dialect, LintCode, Severity};
use std::fmt;
use std::str::FromStr;

use crate::{dshell, java, join, xml, yarnfile, Warning};

/// The Hadoop version an export is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum HadoopVersion {
    #[serde(rename = "3.1")]
    V3_1,
    #[serde(rename = "3.2")]
    V3_2,
    #[default]
    #[serde(rename = "3.3")]
    V3_3,
}

impl HadoopVersion {
    /// The PlacementSpec grammar this version's distributed shell reads.
    pub fn dialect(self) -> Dialect {
        match self {
            HadoopVersion::V3_1 => Dialect::V3_1,
            _ => Dialect::V3_2,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            HadoopVersion::V3_1 => "3.1",
            HadoopVersion::V3_2 => "3.2",
            HadoopVersion::V3_3 => "3.3",
        }
    }
}

impl FromStr for HadoopVersion {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "3.1" => Ok(HadoopVersion::V3_1),
            "3.2" => Ok(HadoopVersion::V3_2),
            "3.3" => Ok(HadoopVersion::V3_3),
            _ => Err(format!("unknown Hadoop version `{s}`: expected 3.1, 3.2 or 3.3")),
        }
    }
}

impl fmt::Display for HadoopVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What `spindle export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExportKind {
    PlacementSpec,
    DistributedShell,
    Java,
    Yarnfile,
    CapacitySchedulerXml,
    YarnSiteXml,
}

impl ExportKind {
    pub const ALL: [ExportKind; 6] = [
        ExportKind::PlacementSpec,
        ExportKind::DistributedShell,
        ExportKind::Java,
        ExportKind::Yarnfile,
        ExportKind::CapacitySchedulerXml,
        ExportKind::YarnSiteXml,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ExportKind::PlacementSpec => "placement-spec",
            ExportKind::DistributedShell => "distributed-shell",
            ExportKind::Java => "java",
            ExportKind::Yarnfile => "yarnfile",
            ExportKind::CapacitySchedulerXml => "capacity-scheduler-xml",
            ExportKind::YarnSiteXml => "yarn-site-xml",
        }
    }

    /// The file name a download of this export gets.
    pub fn file_name(self) -> &'static str {
        match self {
            ExportKind::PlacementSpec => "placement-spec.txt",
            ExportKind::DistributedShell => "distributed-shell.sh",
            ExportKind::Java => "SpindlePlacement.java",
            ExportKind::Yarnfile => "Yarnfile",
            ExportKind::CapacitySchedulerXml => "capacity-scheduler.xml",
            ExportKind::YarnSiteXml => "yarn-site.xml",
        }
    }

    /// Whether the export is about applications (placement) rather than the cluster's settings.
    fn is_placement(self) -> bool {
        !matches!(self, ExportKind::CapacitySchedulerXml | ExportKind::YarnSiteXml)
    }
}

impl FromStr for ExportKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ExportKind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| {
            format!(
                "unknown export kind `{s}`: expected one of {}",
                ExportKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ")
            )
        })
    }
}

/// An export's text and what the chosen version would reject or read differently.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exported {
    pub kind: ExportKind,
    pub hadoop: HadoopVersion,
    pub text: String,
    pub warnings: Vec<Warning>,
}

/// Exports `s` as `kind` for Hadoop `version`.
pub fn export(kind: ExportKind, s: &Scenario, version: HadoopVersion) -> Exported {
    let mut warnings = check_warnings(kind, s);
    let text = match kind {
        ExportKind::PlacementSpec => placement_specs(s, version, &mut warnings),
        ExportKind::DistributedShell => distributed_shell(s, version, &mut warnings),
        ExportKind::Java => java_code(s, version, &mut warnings),
        ExportKind::Yarnfile => yarnfiles(s, &mut warnings),
        ExportKind::CapacitySchedulerXml => capacity_scheduler_xml(s),
        ExportKind::YarnSiteXml => yarn_site_xml(s),
    };
    Exported { kind, hadoop: version, text, warnings }
}

/// The core's scenario check, restricted to the part the export writes: constraints and requests (lint against
/// real YARN, the handler) for placement exports, the property maps for the XML ones.
fn check_warnings(kind: ExportKind, s: &Scenario) -> Vec<Warning> {
    let in_part = |d: &spindle_core::scenario::Diagnostic, top: &'static str| d.path.starts_with(&FieldPath::top(top));
    validate(s, None)
        .diagnostics
        .into_iter()
        .filter(|d| {
            if kind.is_placement() {
                in_part(d, "applications") || in_part(d, "cluster-constraints")
            } else if kind == ExportKind::CapacitySchedulerXml {
                in_part(d, "capacity-scheduler")
            } else {
                // The handler is a yarn-site setting: what the requests say about it belongs here too.
                in_part(d, "yarn-site") || d.code == DiagnosticCode::DisabledHandler
            }
        })
        .map(|d| {
            let level = if d.is_error() { "error in the scenario: " } else { "" };
            Warning::new("", d.path.to_string(), format!("{level}{}", d.message))
        })
        .collect()
}

/// One application's PlacementSpec in `version`'s dialect: an entry per request (source tag, count, constraint).
/// Entries the dialect cannot write are left out with the reason; the written spec is linted in that dialect.
pub fn application_spec(
    app: &ApplicationSpec,
    path: &str,
    version: HadoopVersion,
    warnings: &mut Vec<Warning>,
) -> Option<String> {
    let dialect = version.dialect();
    let mut entries = Vec::new();
    for (i, r) in app.requests.iter().enumerate() {
        let rp = format!("{path}.requests[{i}]");
        if !r.is_scheduling_request() {
            continue;
        }
        let tag = match r.allocation_tags.as_slice() {
            [] => String::new(),
            [t] => t.clone(),
            [t, ..] => {
                warnings.push(Warning::new(
                    "",
                    join(&rp, "allocation-tags"),
                    format!("a spec entry has one source tag: only `{t}` written"),
                ));
                t.clone()
            }
        };
        let constraint = if r.constraint.trim().is_empty() {
            None
        } else {
            match parse_constraint(&r.constraint, Dialect::Spindle) {
                Ok(c) => Some(c),
                Err(e) => {
                    warnings.push(Warning::new("", join(&rp, "constraint"), format!("not written: {e}")));
                    continue;
                }
            }
        };
        let count = i32::try_from(r.count).unwrap_or(i32::MAX);
        match print_entry(&tag, count, constraint.as_ref(), dialect) {
            Ok(e) => entries.push(e),
            Err(e) => warnings.push(Warning::new("", rp, format!("not written: {e}"))),
        }
    }
    for k in app.constraints.keys() {
        if !app.requests.iter().any(|r| r.allocation_tags.first() == Some(k)) {
            warnings.push(Warning::new(
                "",
                format!("{path}.constraints.{k}"),
                "an application-level constraint whose tag no request carries: the distributed shell cannot register it",
            ));
        }
    }
    if entries.is_empty() {
        return None;
    }
    let spec = entries.join(":");
    // What this version's parser itself says about the written text (not other versions' readings).
    for l in lint(&spec, dialect) {
        let other_version = matches!(
            l.code,
            LintCode::DialectDifference | LintCode::RejectedByOtherVersion | LintCode::ReadByOtherVersion
        );
        if l.severity == Severity::Warning && !other_version {
            warnings.push(Warning::new("", path, format!("Hadoop {version}: {}", l.message)));
        }
    }
    Some(spec)
}

fn placement_specs(s: &Scenario, version: HadoopVersion, warnings: &mut Vec<Warning>) -> String {
    let mut out = String::new();
    for (i, app) in s.applications.iter().enumerate() {
        let path = format!("applications[{i}]");
        if let Some(spec) = application_spec(app, &path, version, warnings) {
            out.push_str(&spec);
            out.push('\n');
        } else if app.requests.iter().any(|r| r.is_scheduling_request()) {
            warnings.push(Warning::new("", path, format!("`{}`: no entry could be written", app.name)));
        }
    }
    let apps = s.applications.iter().filter(|a| a.requests.iter().any(|r| r.is_scheduling_request())).count();
    if apps > 1 {
        warnings.push(Warning::new(
            "",
            "applications",
            format!("{apps} applications: one spec per line, in application order"),
        ));
    }
    if apps == 0 {
        warnings.push(Warning::new("", "applications", "no application has a SchedulingRequest: nothing to write"));
    }
    out
}

fn distributed_shell(s: &Scenario, version: HadoopVersion, warnings: &mut Vec<Warning>) -> String {
    let mut out = String::new();
    for (i, app) in s.applications.iter().enumerate() {
        let path = format!("applications[{i}]");
        let Some(first) = app.requests.first() else {
            warnings.push(Warning::new("", path, format!("`{}` asks for no containers: no command", app.name)));
            continue;
        };
        let mut args: Vec<String> = vec![
            "yarn".into(),
            "org.apache.hadoop.yarn.applications.distributedshell.Client".into(),
            "-jar".into(),
            "\"$DISTRIBUTED_SHELL_JAR\"".into(),
        ];
        let mut opt = |k: &str, v: String| {
            args.push(format!("-{k}"));
            args.push(v);
        };
        opt("appname", dshell::quote(&app.name));
        if app.queue != "default" {
            opt("queue", dshell::quote(&app.queue));
        }
        if app.priority != 0 {
            opt("priority", app.priority.to_string());
        }
        if !app.tags.is_empty() {
            opt("application_tags", dshell::quote(&app.tags.join(",")));
        }
        if let Some(am) = &app.am_resource {
            opt("master_memory", am.memory_mb.to_string());
            opt("master_vcores", am.vcores.to_string());
        } else {
            warnings.push(Warning::new(
                "",
                join(&path, "am-resource"),
                "an unmanaged AM: the distributed shell always launches its AM",
            ));
        }
        opt("container_memory", first.resource.memory_mb.to_string());
        opt("container_vcores", first.resource.vcores.to_string());
        if !first.resource.extra.is_empty() {
            let mut items =
                vec![format!("memory-mb={}", first.resource.memory_mb), format!("vcores={}", first.resource.vcores)];
            items.extend(first.resource.extra.iter().map(|(k, v)| format!("{k}={v}")));
            opt("container_resources", dshell::quote(&items.join(",")));
        }
        for (j, r) in app.requests.iter().enumerate().skip(1) {
            if r.resource != first.resource {
                warnings.push(Warning::new(
                    "",
                    format!("{path}.requests[{j}].resource"),
                    "the distributed shell gives every container one size: the first request's is used",
                ));
            }
            if r.priority != first.priority {
                warnings.push(Warning::new(
                    "",
                    format!("{path}.requests[{j}].priority"),
                    "one -shell_cmd_priority for all: the first request's is used",
                ));
            }
        }
        if first.priority != 0 {
            opt("shell_cmd_priority", first.priority.to_string());
        }
        if !app.node_label_expression.is_empty() {
            opt("node_label_expression", dshell::quote(&app.node_label_expression));
        }
        let seconds = first.duration_ms.map_or(3600, |ms| ms.div_ceil(1000));
        opt("shell_command", "sleep".into());
        opt("shell_args", seconds.to_string());
        if app.requests.iter().any(|r| r.duration_ms != first.duration_ms) {
            warnings.push(Warning::new(
                "",
                join(&path, "requests"),
                "one shell command for all containers: every container sleeps as long as the first request's",
            ));
        }
        let scheduling = app.requests.iter().any(|r| r.is_scheduling_request());
        if scheduling {
            if let Some(plain) = app.requests.iter().position(|r| !r.is_scheduling_request()) {
                warnings.push(Warning::new(
                    "",
                    format!("{path}.requests[{plain}]"),
                    "with -placement_spec every container comes from a spec entry: requests without tags or constraint are left out",
                ));
            }
            match application_spec(app, &path, version, warnings) {
                Some(spec) => opt("placement_spec", dshell::quote(&spec)),
                None => warnings.push(Warning::new("", &path, "no spec entry could be written")),
            }
        } else {
            let total: u64 = app.requests.iter().map(|r| u64::from(r.count)).sum();
            opt("num_containers", total.to_string());
        }
        if app.requests.iter().any(|r| r.ask_ms > 0) {
            warnings.push(Warning::new(
                "",
                join(&path, "requests"),
                "the distributed shell asks for every container at start: ask times are left out",
            ));
        }
        out.push_str(&args.join(" "));
        out.push('\n');
    }
    out
}

fn java_code(s: &Scenario, version: HadoopVersion, warnings: &mut Vec<Warning>) -> String {
    let mut out = format!(
        "// Placement for Spindle scenario {}, against the Hadoop {version} API (hadoop-yarn-api).\n",
        java::literal(&s.name)
    );
    out.push_str(&java::imports(version));
    out.push_str("\npublic final class SpindlePlacement {\n  private SpindlePlacement() {}\n");
    let mut needs_extra = false;
    for (i, app) in s.applications.iter().enumerate() {
        let path = format!("applications[{i}]");
        out.push_str(&format!(
            "\n  /** Application {} (queue {}): its SchedulingRequests. */\n  public static List<SchedulingRequest> app{i}Requests() {{\n    return Arrays.asList(",
            java::literal(&app.name).replace("*/", "*\\/"),
            java::literal(&app.queue).replace("*/", "*\\/")
        ));
        let mut items = Vec::new();
        for (j, r) in app.requests.iter().enumerate() {
            let rp = format!("{path}.requests[{j}]");
            if !r.is_scheduling_request() {
                warnings.push(Warning::new(
                    "",
                    &rp,
                    "a plain ResourceRequest (no tags, no constraint): not a SchedulingRequest, left out",
                ));
                continue;
            }
            let mut resource = format!("Resource.newInstance({}L, {})", r.resource.memory_mb, r.resource.vcores);
            for (k, v) in &r.resource.extra {
                needs_extra = true;
                resource = format!("withResource({resource}, {}, {v}L)", java::literal(k));
            }
            let tags: Vec<String> = r.allocation_tags.iter().map(|t| java::literal(t)).collect();
            let mut b = format!(
                "\n        SchedulingRequest.newBuilder()\n            .allocationRequestId({j}L)\n            .priority(Priority.newInstance({}))\n            .executionType(ExecutionTypeRequest.newInstance(ExecutionType.GUARANTEED, true))\n            .allocationTags(new HashSet<>(Arrays.asList({})))\n            .resourceSizing(ResourceSizing.newInstance({}, {resource}))",
                r.priority,
                tags.join(", "),
                r.count.min(i32::MAX as u32)
            );
            if !r.constraint.trim().is_empty() {
                match parse_constraint(&r.constraint, Dialect::Spindle)
                    .map_err(|e| e.to_string())
                    .and_then(|c| java::constraint_expr(&c, version))
                {
                    Ok(expr) => b.push_str(&format!("\n            .placementConstraintExpression({expr}.build())")),
                    Err(why) => {
                        warnings.push(Warning::new(
                            "",
                            join(&rp, "constraint"),
                            format!("not written for Hadoop {version}: {why}"),
                        ));
                        b.push_str(&format!("\n            // constraint left out: {}", why.replace('\n', " ")));
                    }
                }
            }
            b.push_str("\n            .build()");
            items.push(b);
        }
        out.push_str(&items.join(","));
        out.push_str(");\n  }\n");
        if !app.constraints.is_empty() {
            out.push_str(&format!(
                "\n  /** Application-level constraints of application {}, for registerApplicationMaster. */\n  public static Map<Set<String>, PlacementConstraint> app{i}Constraints() {{\n    Map<Set<String>, PlacementConstraint> m = new HashMap<>();\n",
                java::literal(&app.name).replace("*/", "*\\/")
            ));
            for (tag, text) in &app.constraints {
                let cp = format!("{path}.constraints.{tag}");
                match parse_constraint(text, Dialect::Spindle)
                    .map_err(|e| e.to_string())
                    .and_then(|c| java::constraint_expr(&c, version))
                {
                    Ok(expr) => out.push_str(&format!(
                        "    m.put(Collections.singleton({}), {expr}.build());\n",
                        java::literal(tag)
                    )),
                    Err(why) => {
                        warnings.push(Warning::new("", cp, format!("not written for Hadoop {version}: {why}")));
                        out.push_str(&format!(
                            "    // {} left out: {}\n",
                            tag.replace('\n', " "),
                            why.replace('\n', " ")
                        ));
                    }
                }
            }
            out.push_str("    return m;\n  }\n");
        }
    }
    if needs_extra {
        out.push_str(
            "\n  private static Resource withResource(Resource r, String name, long value) {\n    r.setResourceValue(name, value);\n    return r;\n  }\n",
        );
    }
    if !s.cluster_constraints.is_empty() {
        warnings.push(Warning::new(
            "",
            "cluster-constraints",
            "cluster-level constraints have no public YARN API: left out",
        ));
    }
    out.push_str("}\n");
    out
}

fn yarnfiles(s: &Scenario, warnings: &mut Vec<Warning>) -> String {
    let mut services = Vec::new();
    for (i, app) in s.applications.iter().enumerate() {
        let (v, w) = yarnfile::export_service(app, &format!("applications[{i}]"));
        warnings.extend(w);
        services.push(v);
    }
    if services.len() > 1 {
        warnings.push(Warning::new(
            "",
            "applications",
            "one Yarnfile per service: the services are written as a JSON array, in application order",
        ));
    }
    let v = if services.len() == 1 { services.remove(0) } else { serde_json::Value::Array(services) };
    let mut text = serde_json::to_string_pretty(&v).unwrap_or_default();
    text.push('\n');
    text
}

/// The Capacity Scheduler's properties as `capacity-scheduler.xml`: the scenario's own, or Hadoop's shipped single
/// `default` queue when it has none.
fn capacity_scheduler_xml(s: &Scenario) -> String {
    // The resource types only add `yarn.resource-types`, which is filtered out below (it belongs in
    // resource-types.xml), so the scenario's own types need not be resolved here.
    let (map, origin) = scheduler_properties(&s.capacity_scheduler, &s.yarn_site, &ResourceTypes::default());
    let props: Vec<(&str, &str)> = map
        .iter()
        .filter(|(k, _)| {
            // Keys from yarn-site stay there; the resource types the core adds are declared in resource-types.xml.
            let from_site = origin.get(*k).is_some_and(|o| *o == PropertySource::YarnSite);
            let added_types = k.starts_with("yarn.resource-types") && !s.capacity_scheduler.contains_key(*k);
            !from_site && !added_types
        })
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    xml::write_configuration(props, &format!("capacity-scheduler.xml written by Spindle from scenario \"{}\"", s.name))
}

fn yarn_site_xml(s: &Scenario) -> String {
    xml::write_configuration(
        s.yarn_site.iter().map(|(k, v)| (k.as_str(), v.as_str())),
        &format!(
            "yarn-site.xml properties written by Spindle from scenario \"{}\": merge them into your yarn-site.xml",
            s.name
        ),
    )
}
