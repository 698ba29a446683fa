//! [`World`]: a validated scenario with names resolved to ids — what the simulator runs. Built only by
//! [`super::validate`], shared (behind an `Arc`) by every checkpoint of a run.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::format::{ClusterChange, Scenario};
use super::path::FieldPath;
use super::site::SiteConfig;
use crate::handler::Constraints;
use crate::ids::AppId;
use crate::preemption::PreemptionConfig;
use crate::resource::{Resource, ResourceTypes};
use crate::scheduler::{CapacitySchedulerConfig, RequestKey};
use crate::tags::AllocationTagIndex;
use crate::topology::Topology;

/// One request as the run sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestDef {
    pub index: u32,
    /// Priority from the scenario, allocation request id = the request's index.
    pub key: RequestKey,
    pub tags: Vec<String>,
    pub count: u32,
    /// As asked (the scheduler normalises it).
    pub size: Resource,
    pub duration_ms: Option<u64>,
    pub ask_ms: u64,
    pub constraint_text: String,
    /// A SchedulingRequest (tags and/or a constraint).
    pub scheduling: bool,
    /// The partition asked for: a ResourceRequest's label, or the `node-partition` target of a SchedulingRequest
    /// whose constraint is a single constraint (`SingleConstraintAppPlacementAllocator`); `None` = app default.
    pub node_label: Option<String>,
    /// YARN's `SchedulerInvalidResoureRequestException` message if the `scheduler` handler cannot take it.
    pub invalid_for_scheduler: Option<String>,
}

/// One application as the run sees it; ids follow submission order (`submit-ms`, then scenario order).
#[derive(Clone, Debug, PartialEq)]
pub struct AppDef {
    pub id: AppId,
    /// Its index in `scenario.applications` (for paths in messages).
    pub spec_index: usize,
    pub name: String,
    pub user: String,
    pub queue: String,
    pub priority: i32,
    pub submit_ms: u64,
    pub am_resource: Option<Resource>,
    pub node_label: Option<String>,
    pub finish_ms: Option<u64>,
    pub am_heartbeat_ms: u64,
    /// It registers application-level constraints.
    pub has_app_constraints: bool,
    pub requests: Vec<RequestDef>,
}

/// One cluster change of the run, in time order.
#[derive(Clone, Debug, PartialEq)]
pub struct TimedChange {
    pub at_ms: u64,
    pub change: ClusterChange,
    /// `events[i]` of the scenario.
    pub path: FieldPath,
    /// For a `reconfigure` event: the Capacity Scheduler configuration it asks for, or why Hadoop's refresh would
    /// refuse it before looking at the running scheduler (the message; the old configuration stays).
    pub reconfigure: Option<Result<Arc<CapacitySchedulerConfig>, String>>,
}

/// Everything fixed for a run.
#[derive(Clone, Debug)]
pub struct World {
    pub scenario: Scenario,
    pub site: SiteConfig,
    /// The ProportionalCapacityPreemptionPolicy's settings from `yarn-site` (Hadoop's keys and defaults).
    pub preemption: PreemptionConfig,
    pub types: ResourceTypes,
    pub topology: Topology,
    pub scheduler_config: CapacitySchedulerConfig,
    /// Applications by id.
    pub apps: Vec<AppDef>,
    pub constraints: Arc<Constraints>,
    /// The tag index at the start (every request tag interned).
    pub tags: AllocationTagIndex,
    /// Cluster changes sorted by time (stable).
    pub changes: Vec<TimedChange>,
}

impl World {
    pub fn app(&self, id: AppId) -> Option<&AppDef> {
        self.apps.get(id.index())
    }

    pub fn request(&self, app: AppId, request: u32) -> Option<&RequestDef> {
        self.apps.get(app.index())?.requests.get(request as usize)
    }

    /// The application's name (or its YARN id if it has none).
    pub fn app_name(&self, id: AppId) -> String {
        match self.app(id) {
            Some(a) if !a.name.is_empty() => a.name.clone(),
            _ => id.yarn_name(),
        }
    }
}
