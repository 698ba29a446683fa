//! Hadoop's own files in and out of Spindle scenarios.
//!
//! **In**: each importer reads one file an operator already has — `capacity-scheduler.xml`, `yarn-site.xml`, the
//! ResourceManager's REST JSON (`/ws/v1/cluster/nodes`, `/scheduler`, `/apps`), a YARN Service spec (Yarnfile), a
//! distributed-shell command line, an SLS job trace or nodes file — into a [`Fragment`] of a
//! [`Scenario`](spindle_core::scenario::Scenario), and reports everything it did not carry over as a
//! [`Warning`] with where it was. [`import`] detects each file's [`Kind`], merges the fragments (over an optional
//! base scenario) and validates the result with the core's own checks.
//!
//! **Out**: [`export`] writes a scenario's placement constraints, queues and settings in the form a named Hadoop
//! version reads, with everything that version would reject or read differently as warnings.
//!
//! No file system here: callers pass text and file names, so this crate builds for `wasm32-unknown-unknown` and the
//! playground uses the same code as the CLI. For a UI: [`detect`] (or [`Kind::ALL`] with [`Kind::describe`] for a
//! picker) shows the kind before applying, [`import`] gives the scenario, the warnings and the core's check (apply
//! [`Imported::scenario`] as one edit), [`export`] gives the text, [`ExportKind::file_name`] and the warnings; all of
//! them serialise to JSON. The comparison of two runs is the core's `spindle_core::compare`.

pub mod dshell;
pub mod export;
pub mod java;
mod json;
mod kind;
mod merge;
pub mod playground;
pub mod rest;
pub mod sls;
pub mod xml;
pub mod yarnfile;

pub use export::{export, ExportKind, Exported, HadoopVersion};
pub use kind::{detect, Kind};
pub use merge::{import, merge_read, read_input, Imported, Input, ReadInput};

use serde::Serialize;
use spindle_core::scenario::{ApplicationSpec, ClusterEventSpec, ClusterSpec, NodeSpec, RackSpec};
use spindle_core::sorted_map::SortedMap;
use std::fmt;

/// Something an importer or exporter did not carry over exactly: an unknown key, an unsupported feature, a value
/// it had to round or a reading that differs between Hadoop versions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Warning {
    /// The file (as the caller named it); empty for exports.
    pub file: String,
    /// The property name (XML), JSON path, command-line option or scenario path.
    pub place: String,
    /// 1-based line in the file, where the format keeps positions (XML, and JSON parse errors).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    pub message: String,
}

impl Warning {
    pub fn new(file: &str, place: impl Into<String>, message: impl Into<String>) -> Self {
        Warning { file: file.into(), place: place.into(), line: None, message: message.into() }
    }

    pub fn at_line(mut self, line: Option<u32>) -> Self {
        self.line = line;
        self
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_place(f, &self.file, self.line, None, &self.place)?;
        f.write_str(&self.message)
    }
}

fn write_place(
    f: &mut fmt::Formatter<'_>,
    file: &str,
    line: Option<u32>,
    column: Option<u32>,
    place: &str,
) -> fmt::Result {
    if !file.is_empty() {
        f.write_str(file)?;
        if let Some(l) = line {
            write!(f, ":{l}")?;
            if let Some(c) = column {
                write!(f, ":{c}")?;
            }
        }
        f.write_str(": ")?;
    }
    if !place.is_empty() {
        write!(f, "{place}: ")?;
    }
    Ok(())
}

/// Why a file could not be imported (nothing of it is applied).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ImportError {
    pub file: String,
    /// The property, JSON path or option at fault (empty when the whole file is).
    pub place: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
    pub message: String,
}

impl ImportError {
    pub fn new(file: &str, place: impl Into<String>, message: impl Into<String>) -> Self {
        ImportError { file: file.into(), place: place.into(), line: None, column: None, message: message.into() }
    }

    pub fn at(mut self, line: u32, column: u32) -> Self {
        self.line = Some(line);
        self.column = Some(column);
        self
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_place(f, &self.file, self.line, self.column, &self.place)?;
        f.write_str(&self.message)
    }
}

impl std::error::Error for ImportError {}

/// What one file contributes to a scenario.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fragment {
    /// Racks, nodes, partitions, resource types (nodes JSON, SLS nodes).
    pub cluster: Option<ClusterSpec>,
    /// The hosts an SLS trace names, as a cluster used only when no file gives one (SLS does the same).
    pub cluster_from_trace: Option<ClusterSpec>,
    /// Timed cluster changes (a node that is decommissioning when the nodes JSON was saved).
    pub events: Vec<ClusterEventSpec>,
    /// `capacity-scheduler.xml` properties, verbatim after `${var}` substitution.
    pub capacity_scheduler: SortedMap<String, String>,
    /// Queue properties rebuilt from the REST scheduler JSON: used only when no `capacity-scheduler.xml` is given.
    pub scheduler_from_rest: SortedMap<String, String>,
    pub yarn_site: SortedMap<String, String>,
    pub applications: Vec<ApplicationSpec>,
    /// A title for the scenario (the Yarnfile's service name).
    pub name: Option<String>,
}

/// A fragment and what its importer did not carry over.
pub type Imports = (Fragment, Vec<Warning>);

/// Where a JSON-ish path goes next: `a.b`, `a[3]`.
/// Puts `node` in the rack named `rack`, the rack added after the others the first time it is named (so racks keep
/// the order the file names them in). A cluster has a few racks and many nodes: the racks are searched.
pub(crate) fn add_to_rack(cluster: &mut ClusterSpec, rack: &str, node: NodeSpec) {
    match cluster.racks.iter_mut().find(|r| r.name == rack) {
        Some(r) => r.nodes.push(node),
        None => cluster.racks.push(RackSpec { name: rack.to_string(), nodes: vec![node] }),
    }
}

pub(crate) fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}
