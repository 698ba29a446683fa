//! Format versions and the migrations between them, in one place. A scenario file says which format it is
//! written in with `version`; a file without one is version 1. Reading migrates it to the current version
//! ([`FORMAT_VERSION`]); writing always writes the current version.
//!
//! * **1** — the original format. It had a top-level `seed` that nothing read; it is accepted and dropped, with a
//!   note (a warning `migrated-field` at `seed` when the scenario is validated).
//! * **2** — `version` itself; no `seed`.
//!
//! A file from a newer version than this build knows is refused with a message that says so.

use crate::sorted_map::SortedMap;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::format::{ApplicationSpec, ClusterEventSpec, ClusterSpec, Scenario};

/// The format version this build writes (and the newest it reads).
pub const FORMAT_VERSION: u32 = 2;

/// A scenario file of any known format version, as read. Field for field the current [`Scenario`], plus
/// `version` and the fields older versions had.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScenarioFile {
    /// Absent: version 1.
    #[serde(default)]
    version: Option<u32>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    description: String,
    /// Version 1 only: read and dropped.
    #[serde(default)]
    seed: Option<u64>,
    cluster: ClusterSpec,
    #[serde(default)]
    capacity_scheduler: SortedMap<String, String>,
    #[serde(default)]
    yarn_site: SortedMap<String, String>,
    #[serde(default)]
    cluster_constraints: SortedMap<String, String>,
    #[serde(default)]
    applications: Vec<ApplicationSpec>,
    #[serde(default)]
    events: Vec<ClusterEventSpec>,
}

/// A scenario as written: always the current version, the fields in [`ScenarioFile`]'s order, empty optional ones
/// left out. It borrows the scenario's parts: serde's `into` would copy the whole scenario before writing it (for a
/// 10,000-node cluster, half of each save to the browser's storage).
#[derive(Serialize)]
#[serde(rename_all = "kebab-case")]
struct WrittenFile<'a> {
    version: u32,
    name: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    description: &'a str,
    cluster: &'a ClusterSpec,
    #[serde(skip_serializing_if = "SortedMap::is_empty")]
    capacity_scheduler: &'a SortedMap<String, String>,
    #[serde(skip_serializing_if = "SortedMap::is_empty")]
    yarn_site: &'a SortedMap<String, String>,
    #[serde(skip_serializing_if = "SortedMap::is_empty")]
    cluster_constraints: &'a SortedMap<String, String>,
    applications: &'a [ApplicationSpec],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    events: &'a [ClusterEventSpec],
}

impl Serialize for Scenario {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        WrittenFile {
            version: FORMAT_VERSION,
            name: &self.name,
            description: &self.description,
            cluster: &self.cluster,
            capacity_scheduler: &self.capacity_scheduler,
            yarn_site: &self.yarn_site,
            cluster_constraints: &self.cluster_constraints,
            applications: &self.applications,
            events: &self.events,
        }
        .serialize(serializer)
    }
}

/// What reading an older version changed: one note per dropped or rewritten field.
#[derive(Clone, Debug, Default, Eq)]
pub struct MigrationNotes(pub Vec<MigrationNote>);

/// Notes say how a scenario was read, not what it is: they never make two scenarios differ.
impl PartialEq for MigrationNotes {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// One change made while migrating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MigrationNote {
    /// Version 1's `seed` (read by nothing) was dropped.
    SeedDropped {
        /// The value the file had.
        seed: u64,
    },
}

impl fmt::Display for MigrationNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MigrationNote::SeedDropped { seed } => write!(
                f,
                "`seed` ({seed}) is no longer part of the format (no run ever read it: every order is deterministic \
                 and documented); it was dropped. Remove it, or set \"version\": {FORMAT_VERSION}"
            ),
        }
    }
}

/// A file that cannot be migrated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MigrationError {
    /// Written by a newer Spindle.
    NewerVersion(u64),
    /// `version: 0`.
    UnknownVersion(u64),
    /// A field a later version removed, in a file of that version.
    RemovedField {
        /// The field's name.
        field: &'static str,
        /// The version that removed it.
        version: u32,
    },
}

impl fmt::Display for MigrationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MigrationError::NewerVersion(v) => write!(
                f,
                "this scenario is format version {v}, newer than this Spindle reads (versions 1 to {FORMAT_VERSION}); \
                 open it with a newer Spindle"
            ),
            MigrationError::UnknownVersion(v) => {
                write!(f, "format version {v} does not exist (versions are 1 to {FORMAT_VERSION})")
            }
            MigrationError::RemovedField { field, version } => {
                write!(f, "`{field}` is not part of format version {version}")
            }
        }
    }
}

/// `Some(error)` if a file of format `version` cannot be read by this build. Loaders that see a file fail to parse
/// call this with the file's `version` (if any), so a newer file is reported as newer rather than by its first
/// unknown field.
pub fn check_version(version: u64) -> Option<MigrationError> {
    match version {
        0 => Some(MigrationError::UnknownVersion(0)),
        v if v > u64::from(FORMAT_VERSION) => Some(MigrationError::NewerVersion(v)),
        _ => None,
    }
}

impl TryFrom<ScenarioFile> for Scenario {
    type Error = MigrationError;

    fn try_from(f: ScenarioFile) -> Result<Self, MigrationError> {
        let version = f.version.unwrap_or(1);
        if let Some(e) = check_version(u64::from(version)) {
            return Err(e);
        }
        let mut notes = Vec::new();
        match (version, f.seed) {
            (1, Some(seed)) => notes.push(MigrationNote::SeedDropped { seed }),
            (1, None) => {}
            (v, Some(_)) => return Err(MigrationError::RemovedField { field: "seed", version: v }),
            (_, None) => {}
        }
        Ok(Scenario {
            name: f.name,
            description: f.description,
            cluster: f.cluster,
            capacity_scheduler: f.capacity_scheduler,
            yarn_site: f.yarn_site,
            cluster_constraints: f.cluster_constraints,
            applications: f.applications,
            events: f.events,
            migration_notes: MigrationNotes(notes),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// A version-1 file as Spindle wrote them before `version` existed (with the unread `seed`).
    const V1: &str = r#"{"name": "old", "seed": 42, "cluster": {"racks": [{"name": "r1", "nodes": [
        {"name": "n1", "resource": {"memory-mb": 1024}}]}]}}"#;

    #[test]
    fn version_1_is_read_its_seed_dropped_with_a_note_and_written_as_version_2() {
        let s: Scenario = serde_json::from_str(V1).unwrap();
        assert_eq!(s.name, "old");
        assert_eq!(s.migration_notes.0, [MigrationNote::SeedDropped { seed: 42 }]);
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.starts_with(r#"{"version":2,"name":"old","#), "{text}");
        assert!(!text.contains("seed"), "{text}");
        let again: Scenario = serde_json::from_str(&text).unwrap();
        assert_eq!(again, s);
        assert!(again.migration_notes.0.is_empty());
        // A version-1 file without a seed needs no note.
        let plain: Scenario = serde_json::from_str(r#"{"cluster": {"racks": []}}"#).unwrap();
        assert!(plain.migration_notes.0.is_empty());
    }

    #[test]
    fn version_2_has_no_seed_and_newer_versions_say_so() {
        let e = serde_json::from_str::<Scenario>(r#"{"version": 2, "seed": 1, "cluster": {"racks": []}}"#).unwrap_err();
        assert!(e.to_string().contains("`seed` is not part of format version 2"), "{e}");
        let e = serde_json::from_str::<Scenario>(r#"{"version": 3, "cluster": {"racks": []}}"#).unwrap_err();
        assert!(e.to_string().contains("format version 3, newer than this Spindle reads"), "{e}");
        assert_eq!(check_version(7), Some(MigrationError::NewerVersion(7)));
        assert_eq!(check_version(2), None);
        assert_eq!(check_version(1), None);
    }

    /// What is written: the current version first, then the fields in the file's order; an empty description, empty
    /// property maps and no events are left out, and an empty workload is written as `[]`.
    #[test]
    fn a_scenario_is_written_in_the_files_order_without_its_empty_parts() {
        let bare: Scenario = serde_json::from_str(r#"{"name": "bare", "cluster": {"racks": []}}"#).unwrap();
        assert_eq!(
            serde_json::to_string(&bare).unwrap(),
            r#"{"version":2,"name":"bare","cluster":{"racks":[]},"applications":[]}"#
        );
        let full = r#"{"version":2,"name":"full","description":"d","cluster":{"racks":[]},"capacity-scheduler":{"a":"1"},"yarn-site":{"b":"2"},"cluster-constraints":{"c":"in,node,c"},"applications":[],"events":[{"kind":"remove-node","at-ms":5,"node":"n1"}]}"#;
        let s: Scenario = serde_json::from_str(full).unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), full);
    }

    /// Every built-in scenario is a version-1 file without a seed: it reads unchanged.
    #[test]
    fn built_in_scenarios_read_without_notes() {
        for (name, text) in crate::builtin::SCENARIOS {
            let s: Scenario = serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(s.migration_notes.0.is_empty(), "{name}");
        }
    }
}
