//! Several files → one scenario: each file's fragment is merged over the base (a scenario given with the files, or
//! an empty one), then the result is validated with the core's own checks.
//!
//! Merge rules: the first file that gives nodes replaces the base's cluster, later ones add racks and nodes by name;
//! `capacity-scheduler.xml` files replace the base's queue properties (the REST scheduler view is used only when no
//! XML is given); `yarn-site` properties are set key by key; applications and cluster events are appended.

use serde::Serialize;
use spindle_core::scenario::{validate, Diagnostic};
use spindle_core::scenario::{ClusterSpec, Scenario};
use spindle_core::sorted_map::SortedMap;

use crate::{detect, Fragment, ImportError, Imports, Kind, Warning};

/// One file to import: its name (for messages), its text, and optionally its kind (`--as`).
#[derive(Clone, Copy, Debug)]
pub struct Input<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub kind: Option<Kind>,
}

/// The file names and the kinds they were read as.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReadAs {
    pub file: String,
    pub kind: Kind,
}

/// The merged scenario, what was not carried over, and the core's check of the result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Imported {
    pub scenario: Scenario,
    pub files: Vec<ReadAs>,
    pub warnings: Vec<Warning>,
    /// `validate`'s diagnostics of the merged scenario: errors mean it cannot run as it is.
    pub check: Vec<Diagnostic>,
}

/// Reads every input (nothing is merged unless all of them read) and merges them over `base`.
pub fn import(inputs: &[Input<'_>], base: Option<Scenario>) -> Result<Imported, ImportError> {
    merge_read(inputs.iter().map(read_input), base)
}

/// One input read on its own: its kind and what reading it gave. Reading does not depend on the other inputs, so
/// a caller that keeps these (the playground, while the same file stays picked) merges again without reading again.
#[derive(Clone, Debug)]
pub struct ReadInput {
    pub file: String,
    pub kind: Kind,
    read: Result<Read, ImportError>,
}

#[derive(Clone, Debug)]
enum Read {
    Base(Scenario),
    Fragment(Imports),
}

/// Tells the kind of one input (unless it is given) and reads it. `Err` when the kind cannot be told; a file of a
/// known kind that does not read keeps its error in the [`ReadInput`] (the merge reports it in input order).
pub fn read_input(input: &Input<'_>) -> Result<ReadInput, ImportError> {
    let kind = match input.kind {
        Some(k) => k,
        None => detect(input.name, input.text)?,
    };
    let read = if kind == Kind::Scenario {
        serde_json::from_str::<Scenario>(input.text).map(Read::Base).map_err(|e| {
            ImportError::new(input.name, "", format!("not a scenario: {e}")).at(e.line() as u32, e.column() as u32)
        })
    } else {
        kind.read(input.name, input.text).map(Read::Fragment)
    };
    Ok(ReadInput { file: input.name.to_string(), kind, read })
}

/// Merges inputs read by [`read_input`], in order, over `base`: the first input that did not read stops it, and
/// so does a second base scenario.
pub fn merge_read(
    inputs: impl IntoIterator<Item = Result<ReadInput, ImportError>>,
    base: Option<Scenario>,
) -> Result<Imported, ImportError> {
    let mut warnings = Vec::new();
    let mut files = Vec::new();
    let mut fragments: Vec<(String, Kind, Fragment)> = Vec::new();
    let mut base = base;
    for input in inputs {
        let ReadInput { file, kind, read } = input?;
        files.push(ReadAs { file: file.clone(), kind });
        if kind == Kind::Scenario && base.is_some() {
            return Err(ImportError::new(&file, "", "a second base scenario: give one scenario (or --base)"));
        }
        match read? {
            Read::Base(s) => base = Some(s),
            Read::Fragment((fragment, w)) => {
                warnings.extend(w);
                fragments.push((file, kind, fragment));
            }
        }
    }
    let mut s = base.unwrap_or_default();
    merge(&mut s, fragments, &mut warnings);
    let check = validate(&s, None).diagnostics;
    Ok(Imported { scenario: s, files, warnings, check })
}

fn merge(s: &mut Scenario, fragments: Vec<(String, Kind, Fragment)>, warnings: &mut Vec<Warning>) {
    let had_cluster = !s.cluster.racks.is_empty();
    let had_queues = !s.capacity_scheduler.is_empty();
    let mut cluster_from: Option<String> = None;
    let mut xml_queues: Option<SortedMap<String, String>> = None;
    let mut rest_queues: Option<(String, SortedMap<String, String>)> = None;
    let mut trace_cluster: Option<(String, ClusterSpec)> = None;
    for (file, kind, f) in fragments {
        if let Some(c) = f.cluster {
            match &cluster_from {
                None => {
                    if had_cluster {
                        warnings.push(Warning::new(&file, "cluster", "replaces the base scenario's cluster"));
                    }
                    s.cluster = c;
                    cluster_from = Some(file.clone());
                }
                Some(first) => {
                    add_cluster(&mut s.cluster, c, &file, first, warnings);
                }
            }
        }
        if let Some(c) = f.cluster_from_trace {
            trace_cluster.get_or_insert((file.clone(), c));
        }
        s.events.extend(f.events);
        if kind == Kind::CapacitySchedulerXml {
            xml_queues.get_or_insert_with(SortedMap::new).extend(f.capacity_scheduler);
        }
        if !f.scheduler_from_rest.is_empty() {
            rest_queues = Some((file.clone(), f.scheduler_from_rest));
        }
        s.yarn_site.extend(f.yarn_site);
        if s.name.is_empty() {
            if let Some(n) = f.name {
                s.name = n;
            }
        }
        s.applications.extend(f.applications);
    }
    if cluster_from.is_none() && s.cluster.racks.is_empty() {
        if let Some((file, c)) = trace_cluster {
            warnings.push(Warning::new(
                &file,
                "container.host",
                "no nodes file: the cluster is the hosts the trace names, each with SLS's default 10240 MB and 10 vcores",
            ));
            s.cluster = c;
        }
    }
    match (xml_queues, rest_queues) {
        (Some(q), rest) => {
            if let Some((file, _)) = rest {
                warnings.push(Warning::new(
                    &file,
                    "",
                    "queues come from capacity-scheduler.xml: the scheduler JSON's are not used",
                ));
            }
            if had_queues {
                warnings.push(Warning::new(
                    "",
                    "capacity-scheduler",
                    "the base scenario's queue properties are replaced",
                ));
            }
            s.capacity_scheduler = q;
        }
        (None, Some((file, q))) => {
            if had_queues {
                warnings.push(Warning::new(&file, "", "replaces the base scenario's queue properties"));
            }
            s.capacity_scheduler = q;
        }
        (None, None) => {}
    }
    // Resource types the applications ask for must be declared on the cluster.
    let mut extra: Vec<String> = Vec::new();
    for a in &s.applications {
        for r in a.requests.iter().map(|r| &r.resource).chain(a.am_resource.as_ref()) {
            for k in r.extra.keys() {
                if !extra.contains(k) {
                    extra.push(k.clone());
                }
            }
        }
    }
    for k in extra {
        if !s.cluster.resource_types.contains(&k) {
            s.cluster.resource_types.push(k);
        }
    }
    if s.name.is_empty() {
        s.name = "imported".into();
    }
}

fn add_cluster(into: &mut ClusterSpec, c: ClusterSpec, file: &str, first: &str, warnings: &mut Vec<Warning>) {
    for t in c.resource_types {
        if !into.resource_types.contains(&t) {
            into.resource_types.push(t);
        }
    }
    for p in c.partitions {
        if !into.partitions.iter().any(|q| q.name == p.name) {
            into.partitions.push(p);
        }
    }
    for rack in c.racks {
        for node in rack.nodes {
            let existing = into.racks.iter_mut().flat_map(|r| r.nodes.iter_mut()).find(|n| n.name == node.name);
            if let Some(n) = existing {
                warnings.push(Warning::new(
                    file,
                    format!("node {}", node.name),
                    format!("also in {first}: this file's node replaces it"),
                ));
                *n = node;
                continue;
            }
            match into.racks.iter_mut().find(|r| r.name == rack.name) {
                Some(r) => r.nodes.push(node),
                None => {
                    into.racks.push(spindle_core::scenario::RackSpec { name: rack.name.clone(), nodes: vec![node] })
                }
            }
        }
    }
}
