//! The scenario and its road into the model.
//!
//! * [`Scenario`] (`format`) — everything a run starts from, as the user writes it: names, Hadoop property maps,
//!   timed cluster events. Read through [`ScenarioFile`] and the migrations of `migrate` ([`FORMAT_VERSION`]).
//! * [`validate`] (`build`) — the one road from a scenario to the model: checks it, resolves names to ids, builds
//!   the topology and the site / scheduler / preemption configurations, and returns the [`World`] with every
//!   [`Diagnostic`] at once. The simulator receives a built `World`; importers of other formats enter here too.
//! * [`FieldPath`] (`path`) — typed paths of diagnostics and form fields; [`Diagnostic`] (`diagnostic`) —
//!   severity, stable code, path, message.
//! * [`SiteConfig`] (`site`) — the `yarn-site` settings of a run; [`MAX_TIME_MS`] (`time`) — the bound on every
//!   time a scenario gives.
//!
//! Dependencies go one way: `sim` uses `scenario`, never the reverse.

mod build;
mod diagnostic;
mod format;
mod migrate;
mod path;
mod site;
mod time;
mod world;

pub(crate) use build::apply_topology_change;
pub use build::{validate, Validated};
pub use diagnostic::{Diagnostic, DiagnosticCode, DiagnosticSeverity, InvalidScenario};
pub use format::{
    ApplicationSpec, ClusterChange, ClusterEventSpec, ClusterSpec, NodeSpec, PartitionSpec, RackSpec, RequestSpec,
    ResourceSpec, Scenario, DEFAULT_AM_HEARTBEAT_MS,
};
pub use migrate::{check_version, MigrationError, MigrationNote, MigrationNotes, ScenarioFile, FORMAT_VERSION};
pub use path::{FieldPath, Segment};
pub use site::{
    scheduler_properties, site_config, PropertySource, SiteConfig, SiteConfigError, ALGORITHM_KEY, HEARTBEAT_KEY,
    ITERATOR_KEY, MONITOR_KEY, RETRY_KEY, SCHEDULER_CLASS_KEY,
};
pub use time::{later, HORIZON_MS, MAX_TIME_MS};
pub use world::{AppDef, RequestDef, TimedChange, World};

#[cfg(test)]
mod tests;
