//! Which importer reads a file: from its name and a look at its content, or as the caller says.

use serde::Serialize;
use serde_json::Value;
use std::fmt;
use std::str::FromStr;

use crate::{dshell, rest, sls, xml, yarnfile, ImportError, Imports};

/// The kinds of file `spindle import` reads (`--as KIND`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A Spindle scenario (JSON): taken as the base the other files change.
    Scenario,
    CapacitySchedulerXml,
    YarnSiteXml,
    /// `/ws/v1/cluster/nodes`.
    NodesJson,
    /// `/ws/v1/cluster/scheduler`.
    SchedulerJson,
    /// `/ws/v1/cluster/apps`.
    AppsJson,
    Yarnfile,
    DistributedShell,
    SlsTrace,
    SlsNodes,
}

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Scenario,
        Kind::CapacitySchedulerXml,
        Kind::YarnSiteXml,
        Kind::NodesJson,
        Kind::SchedulerJson,
        Kind::AppsJson,
        Kind::Yarnfile,
        Kind::DistributedShell,
        Kind::SlsTrace,
        Kind::SlsNodes,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Scenario => "scenario",
            Kind::CapacitySchedulerXml => "capacity-scheduler-xml",
            Kind::YarnSiteXml => "yarn-site-xml",
            Kind::NodesJson => "nodes-json",
            Kind::SchedulerJson => "scheduler-json",
            Kind::AppsJson => "apps-json",
            Kind::Yarnfile => "yarnfile",
            Kind::DistributedShell => "distributed-shell",
            Kind::SlsTrace => "sls-trace",
            Kind::SlsNodes => "sls-nodes",
        }
    }

    /// What the kind is, in an operator's words (for a picker or a "read as" line).
    pub fn describe(self) -> &'static str {
        match self {
            Kind::Scenario => "Spindle scenario (the base)",
            Kind::CapacitySchedulerXml => "capacity-scheduler.xml",
            Kind::YarnSiteXml => "yarn-site.xml",
            Kind::NodesJson => "ResourceManager REST /ws/v1/cluster/nodes",
            Kind::SchedulerJson => "ResourceManager REST /ws/v1/cluster/scheduler",
            Kind::AppsJson => "ResourceManager REST /ws/v1/cluster/apps",
            Kind::Yarnfile => "YARN Service spec (Yarnfile)",
            Kind::DistributedShell => "distributed-shell command line",
            Kind::SlsTrace => "SLS job trace",
            Kind::SlsNodes => "SLS nodes file",
        }
    }

    /// Runs this kind's importer (a scenario is read by [`crate::import`] itself).
    pub(crate) fn read(self, file: &str, text: &str) -> Result<Imports, ImportError> {
        match self {
            Kind::Scenario => Err(ImportError::new(file, "", "a scenario is a base, not a fragment")),
            Kind::CapacitySchedulerXml => xml::import_capacity_scheduler(file, text),
            Kind::YarnSiteXml => xml::import_yarn_site(file, text),
            Kind::NodesJson => rest::import_nodes(file, text),
            Kind::SchedulerJson => rest::import_scheduler(file, text),
            Kind::AppsJson => rest::import_apps(file, text),
            Kind::Yarnfile => yarnfile::import_yarnfile(file, text),
            Kind::DistributedShell => dshell::import_command(file, text),
            Kind::SlsTrace => sls::import_trace(file, text),
            Kind::SlsNodes => sls::import_nodes(file, text),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Kind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| {
            format!(
                "unknown kind `{s}`: expected one of {}",
                Kind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ")
            )
        })
    }
}

/// Tells a file's kind from its name and content; `Err` says why it cannot (then `--as KIND` decides).
pub fn detect(file: &str, text: &str) -> Result<Kind, ImportError> {
    let base = file.rsplit(['/', '\\']).next().unwrap_or(file).to_ascii_lowercase();
    let t = text.trim_start_matches('\u{feff}').trim_start();
    if t.starts_with('<') {
        if base.contains("capacity-scheduler") {
            return Ok(Kind::CapacitySchedulerXml);
        }
        if base.contains("yarn-site") {
            return Ok(Kind::YarnSiteXml);
        }
        // Only Capacity Scheduler keys: capacity-scheduler.xml.
        let names: Vec<&str> = t.split("<name>").skip(1).filter_map(|s| s.split('<').next()).map(str::trim).collect();
        let cs = names.iter().filter(|n| n.starts_with("yarn.scheduler.capacity.")).count();
        return Ok(if !names.is_empty() && cs == names.len() { Kind::CapacitySchedulerXml } else { Kind::YarnSiteXml });
    }
    if t.starts_with('{') || t.starts_with('[') {
        // The first JSON value decides (SLS files hold several).
        let first = serde_json::Deserializer::from_str(t).into_iter::<Value>().next();
        let v = match first {
            Some(Ok(Value::Array(items))) => items.into_iter().next().unwrap_or(Value::Null),
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                return Err(
                    ImportError::new(file, "", format!("not valid JSON: {e}")).at(e.line() as u32, e.column() as u32)
                )
            }
            None => Value::Null,
        };
        let has = |k: &str| v.get(k).is_some();
        let kind =
            if has("nodes") && v.get("nodes").is_some_and(|n| n.is_null() || n.get("node").is_some()) || has("node") {
                Some(Kind::NodesJson)
            } else if has("scheduler") {
                Some(Kind::SchedulerJson)
            } else if has("apps") {
                Some(Kind::AppsJson)
            } else if has("components") {
                Some(Kind::Yarnfile)
            } else if has("job.tasks") || has("job.start.ms") || has("am.type") {
                Some(Kind::SlsTrace)
            } else if has("rack") && has("nodes") {
                Some(Kind::SlsNodes)
            } else if has("cluster") {
                Some(Kind::Scenario)
            } else {
                None
            };
        return kind.ok_or_else(|| {
            ImportError::new(file, "", "JSON of no kind Spindle knows (a scenario, RM REST answer, Yarnfile or SLS file): name it with --as KIND")
        });
    }
    if t.contains("-placement_spec") || t.contains("-num_containers") || t.contains("distributedshell") {
        return Ok(Kind::DistributedShell);
    }
    Err(ImportError::new(file, "", "cannot tell what kind of file this is: name it with --as KIND"))
}
