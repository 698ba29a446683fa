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
    /// Its index in the application's `requests`.
    pub index: u32,
    /// Priority from the scenario, allocation request id = the request's index.
    pub key: RequestKey,
    /// Allocation tags of its containers.
    pub tags: Vec<String>,
    /// Containers asked for.
    pub count: u32,
    /// As asked (the scheduler normalises it).
    pub size: Resource,
    /// How long each container runs; `None` until the end.
    pub duration_ms: Option<u64>,
    /// When, after the application's start, the AM asks.
    pub ask_ms: u64,
    /// The request's constraint as written (empty for none).
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
    /// Its id (submission order).
    pub id: AppId,
    /// Its index in `scenario.applications` (for paths in messages).
    pub spec_index: usize,
    /// Its name in the scenario.
    pub name: String,
    /// The submitting user.
    pub user: String,
    /// The queue named in the scenario (queue mappings may place it elsewhere).
    pub queue: String,
    /// Application priority (higher first under `fifo` ordering).
    pub priority: i32,
    /// When it is submitted.
    pub submit_ms: u64,
    /// The AM container's size; `None` for an unmanaged AM.
    pub am_resource: Option<Resource>,
    /// Its default node-label expression; `None` for the queue's default.
    pub node_label: Option<String>,
    /// When, after its start, it finishes regardless; `None` when its last container does.
    pub finish_ms: Option<u64>,
    /// The interval of its AM's `allocate` calls.
    pub am_heartbeat_ms: u64,
    /// It registers application-level constraints.
    pub has_app_constraints: bool,
    /// Its requests, by index.
    pub requests: Vec<RequestDef>,
}

/// One cluster change of the run, in time order.
#[derive(Clone, Debug, PartialEq)]
pub struct TimedChange {
    /// When it happens.
    pub at_ms: u64,
    /// What changes.
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
    /// The scenario it was built from.
    pub scenario: Scenario,
    /// The `yarn-site` settings.
    pub site: SiteConfig,
    /// The ProportionalCapacityPreemptionPolicy's settings from `yarn-site` (Hadoop's keys and defaults).
    pub preemption: PreemptionConfig,
    /// The cluster's resource types.
    pub types: ResourceTypes,
    /// Racks, nodes and partitions at the start.
    pub topology: Topology,
    /// The Capacity Scheduler's queues and settings at the start.
    pub scheduler_config: Arc<CapacitySchedulerConfig>,
    /// Applications by id.
    pub apps: Vec<AppDef>,
    /// Every constraint of the run: request, application and cluster level.
    pub constraints: Arc<Constraints>,
    /// The tag index at the start (every request tag interned).
    pub tags: AllocationTagIndex,
    /// Cluster changes sorted by time (stable).
    pub changes: Vec<TimedChange>,
}

impl World {
    /// The application `id`.
    pub fn app(&self, id: AppId) -> Option<&AppDef> {
        self.apps.get(id.index())
    }

    /// Request number `request` of application `app`.
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
