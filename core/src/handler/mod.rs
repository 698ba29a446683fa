//! The constraint handlers (`yarn.resourcemanager.placement-constraints.handler`): who decides where a
//! SchedulingRequest's containers go.
//!
//! * [`Handler::Disabled`] (Hadoop's default) — `DisabledPlacementProcessor`: an `allocate` call carrying
//!   SchedulingRequests, and a `registerApplicationMaster` carrying placement constraints, fail with a
//!   `YarnException`. Plain ResourceRequests are unaffected.
//! * [`Handler::Scheduler`] — `SchedulerPlacementProcessor` + `SingleConstraintAppPlacementAllocator`: the Capacity
//!   Scheduler keeps the request as an ask and checks its constraint on every node it considers, inside the normal
//!   queue → application → priority loop, one container at a time ([`ConstraintCheck`] is the check).
//! * [`Handler::PlacementProcessor`] — `PlacementConstraintProcessor` + `DefaultPlacementAlgorithm`: the requests of
//!   one `allocate` call are placed as a batch before the scheduler sees them (`processor.rs`, [`place`]); the
//!   scheduler then only commits each container on its chosen node (`attemptAllocationOnNode`), with retries and
//!   blacklisting.

mod check;
pub(crate) mod processor;

pub use check::{AllocationVerdict, ConstraintCheck, Constraints, RequestConstraint};
pub use processor::{
    place, Batch, BatchRequest, InFlight, IteratorType, PlaceInput, PlacedRequest, ProcessorConfig, ProcessorOutput,
    ProcessorState, RE_ATTEMPT_COUNT,
};

use alloc::string::String;
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

/// `yarn.resourcemanager.placement-constraints.handler`.
pub const HANDLER_KEY: &str = "yarn.resourcemanager.placement-constraints.handler";

/// Which component handles SchedulingRequests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Handler {
    /// Hadoop's default: SchedulingRequests are rejected.
    #[default]
    Disabled,
    /// Constraints are checked by the Capacity Scheduler, one container at a time.
    Scheduler,
    /// A batch placement algorithm runs before the scheduler.
    PlacementProcessor,
}

impl Handler {
    /// The three handlers YARN offers: `disabled`, `scheduler`, `placement-processor`.
    pub const ALL: [Handler; 3] = [Handler::Disabled, Handler::Scheduler, Handler::PlacementProcessor];

    /// The configuration value (`disabled`, `scheduler`, `placement-processor`).
    pub fn name(self) -> &'static str {
        match self {
            Handler::Disabled => "disabled",
            Handler::Scheduler => "scheduler",
            Handler::PlacementProcessor => "placement-processor",
        }
    }
}

impl fmt::Display for Handler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Handler {
    type Err = String;

    /// Hadoop compares the value exactly (`YarnConfiguration.PROCESSOR_RM_PLACEMENT_CONSTRAINTS_HANDLER` …);
    /// surrounding blanks are trimmed as `Configuration.getTrimmed` does.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "disabled" => Ok(Handler::Disabled),
            "scheduler" => Ok(Handler::Scheduler),
            "placement-processor" => Ok(Handler::PlacementProcessor),
            other => Err(alloc::format!(
                "`{other}` is not a placement constraints handler (disabled, scheduler, placement-processor)"
            )),
        }
    }
}

/// YARN's message when the `disabled` handler meets a SchedulingRequest (`DisabledPlacementProcessor.allocate`).
pub fn disabled_allocate_message(app: crate::ids::AppId) -> String {
    alloc::format!(
        "Found non empty SchedulingRequest in AllocateRequest for application={}, but the configured {HANDLER_KEY} \
         cannot handle placement constraints. Rejecting this allocate operation",
        app_attempt_name(app)
    )
}

/// YARN's message when the `disabled` handler meets application-level constraints at registration.
pub fn disabled_register_message(app: crate::ids::AppId) -> String {
    alloc::format!(
        "Found non empty placement constraints map in RegisterApplicationMasterRequest for application={}, but the \
         configured {HANDLER_KEY} cannot handle placement constraints. Rejecting this registerApplicationMaster \
         operation",
        app_attempt_name(app)
    )
}

/// `appattempt_<clusterTimestamp>_<seq>_000001`: the first (and, in Spindle, only) attempt of an application.
pub fn app_attempt_name(app: crate::ids::AppId) -> String {
    alloc::format!("appattempt_{}_{:04}_000001", crate::ids::CLUSTER_TIMESTAMP, app.0 + 1)
}
