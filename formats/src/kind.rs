//! Which importer reads a file: from its name and a look at its content, or as the caller says.

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Serialize;
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
        let v = match serde_json::Deserializer::from_str(t).into_iter::<Shape>().next() {
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                return Err(
                    ImportError::new(file, "", format!("not valid JSON: {e}")).at(e.line() as u32, e.column() as u32)
                )
            }
            None => Shape::default(),
        };
        let has = |k: &str| v.keys.iter().any(|key| key == k);
        let kind = if has("nodes") && v.nodes_holds_node || has("node") {
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

/// What [`detect`] reads of a JSON file's first value: the keys of the object (of its first element, for an
/// array: an SLS trace is a list of jobs), and whether `nodes` is null or an object holding `node` (the RM's nodes
/// answer rather than an SLS nodes file). Every value is skipped as it is read, never built: a cluster's nodes
/// answer runs to megabytes, and the importer that then reads it builds it once.
#[derive(Default)]
struct Shape {
    keys: Vec<String>,
    /// The value is null.
    null: bool,
    nodes_holds_node: bool,
}

impl<'de> de::Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shape, D::Error> {
        ShapeOf { top: true }.deserialize(d)
    }
}

/// Reads a [`Shape`]: at the top an array's first element is read in turn; below it (a `nodes` value), an array
/// has no keys.
#[derive(Clone, Copy)]
struct ShapeOf {
    top: bool,
}

impl<'de> DeserializeSeed<'de> for ShapeOf {
    type Value = Shape;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Shape, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ShapeOf {
    type Value = Shape;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Shape, A::Error> {
        let mut shape = Shape::default();
        while let Some(key) = map.next_key::<String>()? {
            if key == "nodes" {
                let nodes = map.next_value_seed(ShapeOf { top: false })?;
                shape.nodes_holds_node = nodes.null || nodes.keys.iter().any(|k| k == "node");
            } else {
                map.next_value::<IgnoredAny>()?;
            }
            shape.keys.push(key);
        }
        Ok(shape)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Shape, A::Error> {
        let first = if self.top { seq.next_element_seed(ShapeOf { top: false })? } else { None };
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(first.unwrap_or_default())
    }

    fn visit_bool<E>(self, _: bool) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_i64<E>(self, _: i64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_u64<E>(self, _: u64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_f64<E>(self, _: f64) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_str<E>(self, _: &str) -> Result<Shape, E> {
        Ok(Shape::default())
    }
    fn visit_unit<E>(self) -> Result<Shape, E> {
        Ok(Shape { null: true, ..Shape::default() })
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::Value;

    use super::*;

    /// The shape read from a built value, as detection read it before it skipped values: the first value, or an
    /// array's first element; the keys of an object; `nodes` null or holding `node`.
    fn built_shape(v: &Value) -> (Vec<String>, bool) {
        let v = match v {
            Value::Array(items) => items.first().unwrap_or(&Value::Null),
            v => v,
        };
        let Value::Object(m) = v else { return (Vec::new(), false) };
        (m.keys().cloned().collect(), m.get("nodes").is_some_and(|n| n.is_null() || n.get("node").is_some()))
    }

    fn streamed_shape(text: &str) -> (Vec<String>, bool) {
        let shape = serde_json::Deserializer::from_str(text).into_iter::<Shape>().next().unwrap().unwrap();
        let mut keys = shape.keys;
        keys.sort();
        keys.dedup();
        (keys, shape.nodes_holds_node)
    }

    fn json() -> impl Strategy<Value = Value> {
        let key = prop::sample::select(vec!["nodes", "node", "rack", "cluster", "apps", "job.tasks", "x"]);
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            "[a-z\"\\\\]{0,4}".prop_map(Value::from),
        ];
        leaf.prop_recursive(4, 32, 4, move |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                prop::collection::vec((key.clone(), inner), 0..4)
                    .prop_map(|kv| Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn the_streamed_shape_is_the_built_values(first in json(), second in json()) {
            // A second value after the first, as in an SLS file of several jobs: only the first is read.
            let text = format!("{first} {second}");
            prop_assert_eq!(streamed_shape(&text), built_shape(&first));
        }
    }

    #[test]
    fn each_json_kind_is_told_by_its_first_value() {
        let cases = [
            (r#"{"nodes": {"node": [{"nodeHostName": "a"}]}}"#, Kind::NodesJson),
            (r#"{"nodes": null}"#, Kind::NodesJson),
            (r#"{"node": {"nodeHostName": "a"}}"#, Kind::NodesJson),
            (r#"{"rack": "r", "nodes": [{"node": "a"}]}"#, Kind::SlsNodes),
            (r#"[{"rack": "r", "nodes": []}, {"rack": "s", "nodes": []}]"#, Kind::SlsNodes),
            (r#"{"job.start.ms": 0, "job.tasks": []} {"nodes": null}"#, Kind::SlsTrace),
            (r#"{"scheduler": {"schedulerInfo": {}}}"#, Kind::SchedulerJson),
            (r#"{"apps": null}"#, Kind::AppsJson),
            (r#"{"name": "s", "components": []}"#, Kind::Yarnfile),
            (r#"{"cluster": {"racks": []}}"#, Kind::Scenario),
        ];
        for (text, kind) in cases {
            assert_eq!(detect("f.json", text).ok(), Some(kind), "{text}");
        }
        // A key given twice counts as its last value, as serde_json's map keeps it.
        let twice = r#"{"nodes": {"node": []}, "nodes": [{"node": "a"}]}"#;
        for text in [r#"[[{"cluster": {}}]]"#, r#"{"other": 1}"#, "[]", twice] {
            assert!(detect("f.json", text).unwrap_err().to_string().contains("name it with --as KIND"), "{text}");
        }
        let e = detect("f.json", "{\"nodes\": {\"node\": [1,]}}").unwrap_err();
        assert!(e.to_string().contains("not valid JSON"), "{e}");
    }
}
