//! What validation says about a scenario: [`Diagnostic`]s with a severity, a stable [`DiagnosticCode`], a typed
//! [`FieldPath`] and a message. Every failure domain of the road into the model (the format, the topology, the
//! `yarn-site` settings, the Capacity Scheduler and preemption configurations, the constraints) has its own typed
//! error; whatever reaches a user is converted into a `Diagnostic` here, once.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::Serialize;

use super::path::FieldPath;

/// How bad a [`Diagnostic`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiagnosticSeverity {
    /// The scenario cannot run.
    Error,
    /// It runs, but probably not as meant (or real YARN would reject or mis-read part of it).
    Warning,
}

impl DiagnosticSeverity {
    /// `error` or `warning`, as the CLI prints it.
    pub fn as_str(self) -> &'static str {
        match self {
            DiagnosticSeverity::Error => "error",
            DiagnosticSeverity::Warning => "warning",
        }
    }
}

macro_rules! codes {
    ($($(#[$doc:meta])* $variant:ident = $text:literal,)*) => {
        /// What kind of problem a [`Diagnostic`] reports: a stable kebab-case string (`docs/cli-check.md` lists
        /// them), for scripts and for code that picks diagnostics — never the message text.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum DiagnosticCode {
            $($(#[$doc])* $variant,)*
        }

        impl DiagnosticCode {
            /// Every code, in documentation order.
            pub const ALL: &'static [DiagnosticCode] = &[$(DiagnosticCode::$variant,)*];

            /// The code as written in JSON and docs.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(DiagnosticCode::$variant => $text,)*
                }
            }
        }
    };
}

codes! {
    /// The file cannot be read, or is not a scenario (JSON syntax, a wrong type, an unknown field, a format version
    /// newer than this build reads).
    UnreadableScenario = "unreadable-scenario",
    /// A field of an older format version was read and dropped (`seed` in version 1).
    MigratedField = "migrated-field",
    /// A virtual time or interval is above the stated maximum ([`super::MAX_TIME_MS`]) or not positive.
    TimeOutOfRange = "time-out-of-range",
    /// `cluster.resource-types`: too many, empty, built in or listed twice.
    InvalidResourceType = "invalid-resource-type",
    /// A resource amount below zero.
    NegativeResource = "negative-resource",
    /// A resource names a type the cluster does not declare.
    UnknownResourceType = "unknown-resource-type",
    /// A partition without a name, or listed twice.
    InvalidPartition = "invalid-partition",
    /// A rack or node name that is empty, invalid or listed twice.
    DuplicateName = "duplicate-name",
    /// A node names a partition not declared in `cluster.partitions`.
    UnknownPartition = "unknown-partition",
    /// A cluster event names a node that does not exist (or no longer exists) at its time.
    UnknownNode = "unknown-node",
    /// A `yarn-site` value Spindle cannot use.
    InvalidSiteValue = "invalid-site-value",
    /// A `yarn-site` setting asks for something Spindle does not model (another scheduler, algorithm or selector).
    UnsupportedSetting = "unsupported-setting",
    /// A `yarn-site` key Spindle does not read.
    UnreadSiteKey = "unread-site-key",
    /// A scheduler key set in both `yarn-site` and `capacity-scheduler`.
    OverriddenSiteKey = "overridden-site-key",
    /// A Capacity Scheduler configuration Hadoop rejects.
    InvalidSchedulerConfig = "invalid-scheduler-config",
    /// A preemption monitor setting that is not a number / flag Hadoop accepts, or not a setting.
    InvalidPreemptionConfig = "invalid-preemption-config",
    /// A `reconfigure` event whose configuration Hadoop's refresh refuses (the run keeps the old one).
    RefusedRefresh = "refused-refresh",
    /// A constraint that does not parse.
    ConstraintSyntax = "constraint-syntax",
    /// A constraint real YARN (Hadoop 3.2+) cannot read or reads differently (the PlacementSpec lint).
    ConstraintBeyondYarn = "constraint-beyond-yarn",
    /// An application submitted to a queue that does not exist.
    UnknownQueue = "unknown-queue",
    /// An application submitted to a parent queue.
    ParentQueue = "parent-queue",
    /// An AM or container above the maximum allocation.
    AboveMaximumAllocation = "above-maximum-allocation",
    /// A node-label expression naming no partition of the cluster.
    UnknownNodeLabel = "unknown-node-label",
    /// A `node-label-expression` on a SchedulingRequest (YARN ignores it).
    IgnoredNodeLabel = "ignored-node-label",
    /// SchedulingRequests or application constraints under the `disabled` handler.
    DisabledHandler = "disabled-handler",
    /// A partition target YARN's `scheduler` handler rejects.
    RejectedPartitionTarget = "rejected-partition-target",
    /// Cluster-level constraints (no public YARN API).
    ClusterConstraints = "cluster-constraints",
}

impl fmt::Display for DiagnosticCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for DiagnosticCode {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// One problem found in a scenario, with the path of the field at fault.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// Written `level` in JSON (the `spindle check` contract).
    #[serde(rename = "level")]
    pub severity: DiagnosticSeverity,
    /// A stable code for the kind of problem (the contract's `code`).
    pub code: DiagnosticCode,
    /// The field at fault (the root for the whole scenario).
    pub path: FieldPath,
    /// One sentence for the user: what is wrong and, where it helps, what YARN does.
    pub message: String,
}

impl Diagnostic {
    /// An error. (Neither constructor is inlined: validation makes diagnostics at hundreds of places, each of
    /// which had its own copy at the core's opt-level.)
    #[inline(never)]
    pub fn error(code: DiagnosticCode, path: FieldPath, message: impl Into<String>) -> Self {
        Diagnostic { severity: DiagnosticSeverity::Error, code, path, message: message.into() }
    }

    /// A warning.
    #[inline(never)]
    pub fn warning(code: DiagnosticCode, path: FieldPath, message: impl Into<String>) -> Self {
        Diagnostic { severity: DiagnosticSeverity::Warning, code, path, message: message.into() }
    }

    /// It keeps the scenario from running.
    pub fn is_error(&self) -> bool {
        self.severity == DiagnosticSeverity::Error
    }
}

impl fmt::Display for Diagnostic {
    /// `error: PATH: message` (`error: message` for the whole scenario), as `spindle check` prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_root() {
            write!(f, "{}: {}", self.severity.as_str(), self.message)
        } else {
            write!(f, "{}: {}: {}", self.severity.as_str(), self.path, self.message)
        }
    }
}

/// A scenario that cannot run: every diagnostic of its validation (at least one error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidScenario {
    /// Every diagnostic, errors and warnings, in order of discovery.
    pub diagnostics: Vec<Diagnostic>,
}

impl InvalidScenario {
    /// The errors (warnings left out).
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }

    /// The first error at `path` or inside it (a form shows it at that field).
    pub fn at(&self, path: &FieldPath) -> Option<&Diagnostic> {
        self.errors().find(|d| d.path.starts_with(path))
    }
}

impl fmt::Display for InvalidScenario {
    /// Every error, `PATH: message`, separated by `; `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.errors().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            if d.path.is_root() {
                f.write_str(&d.message)?;
            } else {
                write!(f, "{}: {}", d.path, d.message)?;
            }
        }
        Ok(())
    }
}

#[cfg(feature = "std")]
impl std::error::Error for InvalidScenario {}
