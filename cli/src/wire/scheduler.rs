//! The Capacity Scheduler's computed numbers in the shape of the ResourceManager's REST answer to
//! `GET /ws/v1/cluster/scheduler` (`{"scheduler": {"schedulerInfo": …}}`), so a user can put Spindle's answer next
//! to their live cluster's. Field names are the RM's where the RM has the number; the few Spindle additions are
//! listed in docs/cli-run.md. Percentages are percentages (0–100) as the RM prints them; resources are the RM's
//! `{"memory": MB, "vCores": n}` plus `resourceInformations` when the cluster has extra resource types.

use std::collections::BTreeMap;

use serde::Serialize;
use spindle_core::resource::{Resource, ResourceTypes};
use spindle_core::scheduler::{CapacityScheduler, ContainerState, OrderingPolicy, QueueId, QueueState, SchedulingMode};
use spindle_core::sim::SimState;
use spindle_core::topology::PartitionId;

/// `{"schedulerInfo": …}`.
#[derive(Debug, Serialize)]
pub struct SchedulerInfo {
    #[serde(rename = "schedulerInfo")]
    pub scheduler_info: RootInfo,
}

/// The RM's `ResourceInfo`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceInfo {
    pub memory: i64,
    pub v_cores: i64,
    /// Only when the cluster has extra resource types (then every type, memory and vcores included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resource_informations: Option<ResourceInformations>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceInformations {
    pub resource_information: Vec<ResourceInformation>,
}

#[derive(Debug, Serialize)]
pub struct ResourceInformation {
    pub name: String,
    pub units: &'static str,
    pub value: i64,
}

impl ResourceInfo {
    pub fn new(r: &Resource, types: &ResourceTypes) -> Self {
        let resource_informations = (!types.extra.is_empty()).then(|| ResourceInformations {
            resource_information: [("memory-mb", "Mi"), ("vcores", "")]
                .into_iter()
                .map(|(n, u)| (n.to_string(), u))
                .chain(types.extra.iter().map(|n| (n.clone(), "")))
                .enumerate()
                .map(|(i, (name, units))| ResourceInformation { name, units, value: r.get(i) })
                .collect(),
        });
        ResourceInfo { memory: r.memory(), v_cores: r.vcores(), resource_informations }
    }
}

/// The root queue (`CapacitySchedulerInfo`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RootInfo {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub queue_name: String,
    pub queue_path: String,
    pub capacity: f32,
    pub used_capacity: f32,
    pub max_capacity: f32,
    pub capacities: QueueCapacitiesInfo,
    pub maximum_allocation: ResourceInfo,
    pub queue_priority: i32,
    pub ordering_policy_info: &'static str,
    pub queues: QueueList,
}

/// `{"queue": [...]}`.
#[derive(Debug, Serialize)]
pub struct QueueList {
    pub queue: Vec<QueueInfo>,
}

/// `{"queueCapacitiesByPartition": [...]}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QueueCapacitiesInfo {
    pub queue_capacities_by_partition: Vec<PartitionQueueCapacitiesInfo>,
}

/// The RM's `PartitionQueueCapacitiesInfo`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PartitionQueueCapacitiesInfo {
    pub partition_name: String,
    pub capacity: f32,
    pub used_capacity: f32,
    pub max_capacity: f32,
    pub absolute_capacity: f32,
    pub absolute_used_capacity: f32,
    pub absolute_max_capacity: f32,
    #[serde(rename = "maxAMLimitPercentage")]
    pub max_am_limit_percentage: f32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub configured_min_resource: Option<ResourceInfo>,
    pub effective_min_resource: ResourceInfo,
    pub effective_max_resource: ResourceInfo,
}

/// `{"resourceUsagesByPartition": [...]}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourcesInfo {
    pub resource_usages_by_partition: Vec<PartitionResourcesInfo>,
}

/// The RM's `PartitionResourcesInfo`; the AM fields only for leaves, as in the RM.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PartitionResourcesInfo {
    pub partition_name: String,
    pub used: ResourceInfo,
    pub reserved: ResourceInfo,
    pub pending: ResourceInfo,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub am_used: Option<ResourceInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub am_limit: Option<ResourceInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_am_limit: Option<ResourceInfo>,
    /// Spindle: the user limit for a user of weight 1 in this partition (the RM shows it only per user, for the
    /// default partition, as `users.user[].userResourceLimit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_resource_limit: Option<ResourceInfo>,
}

/// A queue (`CapacitySchedulerQueueInfo`, and `CapacitySchedulerLeafQueueInfo` for leaves).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QueueInfo {
    /// `capacitySchedulerLeafQueueInfo` for leaves; absent for parents (as in the RM).
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<&'static str>,
    pub queue_name: String,
    pub queue_path: String,
    pub capacity: f32,
    pub used_capacity: f32,
    pub max_capacity: f32,
    pub absolute_capacity: f32,
    pub absolute_max_capacity: f32,
    pub absolute_used_capacity: f32,
    pub num_applications: usize,
    pub is_absolute_resource: bool,
    pub state: &'static str,
    pub resources_used: ResourceInfo,
    pub capacities: QueueCapacitiesInfo,
    pub resources: ResourcesInfo,
    pub min_effective_capacity: ResourceInfo,
    pub max_effective_capacity: ResourceInfo,
    pub maximum_allocation: ResourceInfo,
    pub queue_priority: i32,
    pub ordering_policy_info: &'static str,
    pub default_node_label_expression: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub queues: Option<QueueList>,
    #[serde(flatten)]
    pub leaf: Option<LeafInfo>,
}

/// The leaf-only fields (`CapacitySchedulerLeafQueueInfo`), for the default partition as in the RM.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeafInfo {
    pub num_active_applications: usize,
    pub num_pending_applications: usize,
    pub num_containers: usize,
    pub max_applications: i32,
    pub max_applications_per_user: i32,
    /// `minimum-user-limit-percent` (the RM's name for it).
    pub user_limit: i32,
    pub user_limit_factor: f32,
    pub users: UsersInfo,
    /// Spindle: the active users the user limit divides among (the RM marks them with `users.user[].isActive`).
    pub num_active_users: usize,
    /// Spindle: every user weight the queue configures (`<queue>.user-settings.<user>.weight`), parsed.
    pub user_weights: BTreeMap<String, f32>,
    #[serde(rename = "configuredMaxAMResourceLimit")]
    pub configured_max_am_resource_limit: f32,
    #[serde(rename = "AMResourceLimit")]
    pub am_resource_limit: ResourceInfo,
    #[serde(rename = "usedAMResource")]
    pub used_am_resource: ResourceInfo,
    #[serde(rename = "userAMResourceLimit")]
    pub user_am_resource_limit: ResourceInfo,
    pub preemption_disabled: bool,
    pub default_priority: i32,
}

/// `{"user": [...]}`.
#[derive(Debug, Serialize)]
pub struct UsersInfo {
    pub user: Vec<UserInfo>,
}

/// The RM's `UserInfo` (default partition).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserInfo {
    pub username: String,
    pub resources_used: ResourceInfo,
    pub num_pending_applications: u32,
    pub num_active_applications: u32,
    #[serde(rename = "AMResourceUsed")]
    pub am_resource_used: ResourceInfo,
    pub user_resource_limit: ResourceInfo,
    pub user_weight: f32,
    pub is_active: bool,
}

fn ordering_policy_name(p: &OrderingPolicy) -> &'static str {
    match p {
        OrderingPolicy::Fifo => "fifo",
        OrderingPolicy::Fair { .. } => "fair",
        OrderingPolicy::Utilization => "utilization",
        OrderingPolicy::PriorityUtilization => "priority-utilization",
    }
}

fn state_name(s: QueueState) -> &'static str {
    match s {
        QueueState::Running => "RUNNING",
        QueueState::Stopped => "STOPPED",
    }
}

/// `maxCapacity` as the RM prints it: a maximum outside (1e-8, 1] is shown as 100 %.
fn max_percent(f: f32) -> f32 {
    if !(1e-8..=1.0).contains(&f) {
        100.0
    } else {
        f * 100.0
    }
}

/// The absolute percentages as the RM prints them: capped to [0, 1], then × 100.
fn absolute_percent(f: f32) -> f32 {
    f.clamp(0.0, 1.0) * 100.0
}

struct Ctx<'a> {
    cs: &'a CapacityScheduler,
    types: &'a ResourceTypes,
}

impl Ctx<'_> {
    fn res(&self, r: &Resource) -> ResourceInfo {
        ResourceInfo::new(r, self.types)
    }

    fn partitions(&self) -> impl Iterator<Item = (PartitionId, &str)> + '_ {
        self.cs.partitions().iter().enumerate().map(|(i, p)| (PartitionId(i as u32), p.name.as_str()))
    }

    fn used_capacity(&self, q: QueueId, p: PartitionId) -> (f32, f32) {
        let cs = self.cs;
        let queue = cs.queue(q);
        let part = cs.partition_resource(p);
        let min = cs.config().minimum_allocation;
        (
            queue.used_capacity(p.index(), cs.calculator(), &part, &min),
            queue.absolute_used_capacity(p.index(), cs.calculator(), &part),
        )
    }

    fn capacities(&self, q: QueueId) -> QueueCapacitiesInfo {
        let queue = self.cs.queue(q);
        let leaf = self.cs.config().queue(q).is_leaf();
        let queue_capacities_by_partition = self
            .partitions()
            .map(|(p, name)| {
                let c = queue.capacities(p.index());
                let (used, abs_used) = self.used_capacity(q, p);
                PartitionQueueCapacitiesInfo {
                    partition_name: name.to_string(),
                    capacity: c.capacity * 100.0,
                    used_capacity: used * 100.0,
                    max_capacity: max_percent(c.maximum_capacity),
                    absolute_capacity: absolute_percent(c.absolute_capacity),
                    absolute_used_capacity: absolute_percent(abs_used),
                    absolute_max_capacity: absolute_percent(c.absolute_maximum_capacity),
                    // The RM reports the AM share of leaves only (0 for parents).
                    max_am_limit_percentage: if leaf { c.maximum_am_resource_percent * 100.0 } else { 0.0 },
                    configured_min_resource: c.configured_minimum.map(|r| self.res(&r)),
                    effective_min_resource: self.res(&c.guaranteed),
                    effective_max_resource: self.res(&c.maximum),
                }
            })
            .collect();
        QueueCapacitiesInfo { queue_capacities_by_partition }
    }

    fn resources(&self, q: QueueId, leaf: bool) -> ResourcesInfo {
        let cs = self.cs;
        let queue = cs.queue(q);
        let resource_usages_by_partition = self
            .partitions()
            .map(|(p, name)| {
                let u = queue.usage(p.index());
                let leaf_res = |r: Resource| leaf.then(|| self.res(&r));
                PartitionResourcesInfo {
                    partition_name: name.to_string(),
                    used: self.res(&u.used),
                    reserved: self.res(&u.reserved),
                    pending: self.res(&u.pending),
                    am_used: leaf_res(u.am_used),
                    am_limit: leaf.then(|| self.res(&cs.am_limit(q, p))),
                    user_am_limit: leaf.then(|| self.res(&user_am_limit(cs, q, p))),
                    user_resource_limit: leaf.then(|| {
                        self.res(&cs.user_limit(q, p, SchedulingMode::RespectPartitionExclusivity, true).limit)
                    }),
                }
            })
            .collect();
        ResourcesInfo { resource_usages_by_partition }
    }

    fn queue(&self, q: QueueId) -> QueueInfo {
        let cs = self.cs;
        let qc = cs.config().queue(q);
        let queue = cs.queue(q);
        let caps = queue.capacities(0);
        let (used, abs_used) = self.used_capacity(q, PartitionId(0));
        let leaf = qc.is_leaf();
        QueueInfo {
            kind: leaf.then_some("capacitySchedulerLeafQueueInfo"),
            queue_name: qc.name.clone(),
            queue_path: qc.path.clone(),
            capacity: caps.capacity * 100.0,
            used_capacity: used * 100.0,
            max_capacity: max_percent(caps.maximum_capacity),
            absolute_capacity: absolute_percent(caps.absolute_capacity),
            absolute_max_capacity: absolute_percent(caps.absolute_maximum_capacity),
            absolute_used_capacity: absolute_percent(abs_used),
            num_applications: self.num_applications(q),
            is_absolute_resource: qc.is_absolute(),
            state: state_name(qc.state),
            resources_used: self.res(&queue.usage(0).used),
            capacities: self.capacities(q),
            resources: self.resources(q, leaf),
            min_effective_capacity: self.res(&caps.guaranteed),
            max_effective_capacity: self.res(&caps.maximum),
            maximum_allocation: self.res(&qc.maximum_allocation),
            queue_priority: qc.priority,
            ordering_policy_info: ordering_policy_name(&qc.ordering_policy),
            default_node_label_expression: qc.default_node_label_expression.clone(),
            queues: (!leaf).then(|| QueueList { queue: qc.children.iter().map(|&c| self.queue(c)).collect() }),
            leaf: leaf.then(|| self.leaf(q)),
        }
    }

    fn num_applications(&self, q: QueueId) -> usize {
        let qc = self.cs.config().queue(q);
        if qc.is_leaf() {
            self.cs.queue(q).num_applications()
        } else {
            qc.children.iter().map(|&c| self.num_applications(c)).sum()
        }
    }

    fn leaf(&self, q: QueueId) -> LeafInfo {
        let cs = self.cs;
        let qc = cs.config().queue(q);
        let queue = cs.queue(q);
        let p = PartitionId(0);
        let active = cs.active_users(q);
        let limit = cs.user_limit(q, p, SchedulingMode::RespectPartitionExclusivity, true);
        let min = cs.config().minimum_allocation;
        let users = queue
            .users
            .values()
            .map(|u| UserInfo {
                username: u.name.clone(),
                resources_used: self.res(&u.used.first().copied().unwrap_or_default()),
                num_pending_applications: u.pending_apps,
                num_active_applications: u.active_apps,
                am_resource_used: self.res(&u.am_used.first().copied().unwrap_or_default()),
                user_resource_limit: self.res(&limit.for_weight(cs.calculator(), u.weight, &min)),
                user_weight: u.weight,
                is_active: active.contains(u.name.as_str()),
            })
            .collect();
        let num_containers =
            cs.containers().values().filter(|c| c.queue == q && c.state == ContainerState::Allocated).count();
        LeafInfo {
            num_active_applications: queue.active_apps.len(),
            num_pending_applications: queue.pending_apps.len(),
            num_containers,
            max_applications: cs.max_applications(q),
            max_applications_per_user: cs.max_applications_per_user(q),
            user_limit: qc.minimum_user_limit_percent as i32,
            user_limit_factor: qc.user_limit_factor,
            users: UsersInfo { user: users },
            num_active_users: active.len(),
            user_weights: qc.user_weights.iter().map(|(k, v)| (k.clone(), *v)).collect(),
            configured_max_am_resource_limit: queue.capacities(0).maximum_am_resource_percent,
            am_resource_limit: self.res(&cs.am_limit(q, p)),
            used_am_resource: self.res(&queue.usage(0).am_used),
            user_am_resource_limit: self.res(&user_am_limit(cs, q, p)),
            preemption_disabled: qc.disable_preemption,
            default_priority: qc.default_application_priority,
        }
    }
}

/// The AM limit of a user of weight 1 (the RM's `userAMResourceLimit` is computed for the default user).
fn user_am_limit(cs: &CapacityScheduler, q: QueueId, p: PartitionId) -> Resource {
    cs.user_am_limit(q, p, "")
}

impl SchedulerInfo {
    pub fn new(st: &SimState) -> Self {
        let cs = st.scheduler();
        let ctx = Ctx { cs, types: &st.world().types };
        let root = cs.queues().first().map(|q| q.id).unwrap_or(QueueId(0));
        let rc = cs.config().queue(root);
        let caps = cs.queue(root).capacities(0);
        let (used, _) = ctx.used_capacity(root, PartitionId(0));
        SchedulerInfo {
            scheduler_info: RootInfo {
                kind: "capacityScheduler",
                queue_name: rc.name.clone(),
                queue_path: rc.path.clone(),
                capacity: caps.capacity * 100.0,
                used_capacity: used * 100.0,
                max_capacity: max_percent(caps.maximum_capacity),
                capacities: ctx.capacities(root),
                maximum_allocation: ctx.res(&cs.config().maximum_allocation),
                queue_priority: rc.priority,
                ordering_policy_info: ordering_policy_name(&rc.ordering_policy),
                queues: QueueList { queue: rc.children.iter().map(|&c| ctx.queue(c)).collect() },
            },
        }
    }
}
