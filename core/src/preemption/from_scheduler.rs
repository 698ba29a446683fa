//! The policy's input taken from the live Capacity Scheduler, as Hadoop's `editSchedule` clones the queue tree
//! into `TempQueuePerPartition`s each round: guarantees and maximums are the queues' *effective* resources per
//! partition (what `getEffectiveCapacity` / `getEffectiveMaxCapacity` return), used and reserved are the queues'
//! current usage, pending is that of the activated applications (Hadoop's
//! `getTotalPendingResourcesConsideringUserLimit` walks only those), capped by each user's limit in the
//! all-users view.

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;

use super::config::PreemptionConfig;
use super::snapshot::{
    AppSnapshot, Capacity, ContainerPlacement, ContainerSnapshot, LabelSettings, NodeSnapshot, OrderingPolicyKind,
    PartitionSnapshot, PendingAsk, PreemptionSnapshot, QueueSnapshot,
};
use crate::ids::ContainerId;
use crate::name::Name;
use crate::scheduler::OrderingPolicy;
use crate::scheduler::{AppState, AskKind, CapacityScheduler, Container, ContainerState, QueueId, SchedulingMode};
use crate::sorted_map::SortedMap;
use crate::topology::{PartitionId, Topology};

/// Builds the snapshot one round of the policy reads. `allocated_ms` tells when a container was allocated (the
/// simulator's clock; informational only, since YARN orders containers by id).
pub fn snapshot_from_scheduler(
    cs: &CapacityScheduler,
    topology: &Topology,
    policy: &PreemptionConfig,
    allocated_ms: &dyn Fn(ContainerId) -> u64,
) -> PreemptionSnapshot {
    let partition_name = |p: PartitionId| topology.partition(p).name.clone();
    // Every container names its node: one list of the names, shared, rather than a copy per container.
    let node_names: Arc<Vec<String>> = Arc::new(topology.nodes.iter().map(|n| n.name.clone()).collect());
    // Each node's last placement made (with its partition): the next container on that node in the same
    // partition with the same tags shares it, one count more instead of an allocation of its own (a live run's
    // round made up to 100,000, each freed with the snapshot).
    let mut last_on_node: Vec<Option<(PartitionId, Arc<ContainerPlacement>)>> = alloc::vec![None; topology.nodes.len()];
    let mut placement = |c: &Container| -> Option<Arc<ContainerPlacement>> {
        let slot = last_on_node.get_mut(c.node.index());
        if let Some(Some((partition, shared))) = slot.as_deref() {
            if *partition == c.partition && (Arc::ptr_eq(&shared.tags, &c.tags) || shared.tags == c.tags) {
                return Some(Arc::clone(shared));
            }
        }
        let made = ContainerPlacement {
            partition: partition_name(c.partition),
            node: Name::in_list(&node_names, c.node.index()),
            tags: c.tags.clone(),
        }
        .shared();
        if let (Some(slot), Some(made)) = (slot, &made) {
            *slot = Some((c.partition, Arc::clone(made)));
        }
        made
    };
    let mut container = |c: &Container| ContainerSnapshot {
        id: c.id,
        size: c.resource,
        priority: c.key.priority,
        am: c.is_am,
        allocated_ms: allocated_ms(c.id),
        placement: placement(c),
        ignore_partition_exclusivity: c.ignore_exclusivity,
    };
    let mut applications = Vec::new();
    for a in cs.apps().iter().filter(|a| matches!(a.state, AppState::Active | AppState::Pending)) {
        let Some(queue) = a.queue else { continue };
        let queue = cs.config().queue(queue).path.clone();
        let mut containers = Vec::with_capacity(a.containers.len());
        let mut reserved = Vec::new();
        for id in &a.containers {
            let Some(c) = cs.containers().get(id) else { continue };
            match c.state {
                ContainerState::Allocated => containers.push(container(c)),
                ContainerState::Reserved => reserved.push(container(c)),
            }
        }
        for id in a.reservations.values() {
            if let Some(c) = cs.containers().get(id) {
                if !reserved.iter().any(|r: &ContainerSnapshot| r.id == c.id) {
                    reserved.push(container(c));
                }
            }
        }
        let pending = if a.state == AppState::Active {
            a.asks
                .iter()
                .filter(|ask| ask.count > 0)
                .map(|ask| PendingAsk {
                    size: ask.size,
                    count: ask.count,
                    partition: partition_name(ask.partition),
                    priority: ask.key.priority,
                    tags: match &ask.kind {
                        AskKind::SchedulingRequest { tags, .. } => tags.to_vec(),
                        AskKind::ResourceRequest => Vec::new(),
                    },
                    constraint: None,
                })
                .collect()
        } else {
            Vec::new()
        };
        applications.push(AppSnapshot {
            id: a.id,
            queue,
            user: String::from(a.user.as_str()),
            priority: a.priority,
            start_time_ms: a.submit_time,
            containers,
            reserved,
            pending,
        });
    }
    PreemptionSnapshot {
        // The live monitor keeps its own marks; a snapshot built for it carries none.
        marks: Vec::new(),
        resource_calculator: cs.config().calculator,
        resource_types: cs.config().resource_types.extra.clone(),
        partitions: cs
            .partitions()
            .iter()
            .map(|p| PartitionSnapshot { name: p.name.clone(), resource: p.resource, exclusive: p.exclusive })
            .collect(),
        nodes: topology
            .live_nodes()
            .map(|id| {
                let n = topology.node(id);
                NodeSnapshot {
                    name: n.name.clone(),
                    rack: topology.racks[n.rack.index()].name.clone(),
                    partition: partition_name(n.partition),
                    capability: n.capability,
                }
            })
            .collect(),
        root: queue_snapshot(cs, topology, QueueId(0)),
        applications,
        policy: policy.clone(),
    }
}

fn queue_snapshot(cs: &CapacityScheduler, topology: &Topology, id: QueueId) -> QueueSnapshot {
    let qc = cs.config().queue(id);
    let q = cs.queue(id);
    let is_leaf = qc.children.is_empty();
    let limits_in = |p: PartitionId| {
        if !is_leaf {
            return BTreeMap::new();
        }
        // The all-users view (every user of the queue counts, active or not), as the policy's pending cap uses.
        let limit = cs.user_limit(id, p, SchedulingMode::RespectPartitionExclusivity, false);
        q.users
            .values()
            .map(|u| (u.name.clone(), limit.for_weight(cs.calculator(), u.weight, &cs.config().minimum_allocation)))
            .collect()
    };
    let default = Topology::DEFAULT_PARTITION;
    let caps = &q.capacities[default.index()];
    let labels = (1..q.capacities.len())
        .map(|i| PartitionId(i as u32))
        .filter(|&p| q.capacities[p.index()].absolute_capacity > 0.0 || q.capacities[p.index()].maximum.memory() > 0)
        .map(|p| {
            let c = &q.capacities[p.index()];
            (
                topology.partition(p).name.clone(),
                LabelSettings {
                    capacity: Capacity::Absolute(c.guaranteed),
                    maximum_capacity: Capacity::Absolute(c.maximum),
                    user_limits: limits_in(p),
                },
            )
        })
        .collect();
    QueueSnapshot {
        name: qc.name.clone(),
        capacity: Some(Capacity::Absolute(caps.guaranteed)),
        maximum_capacity: Some(Capacity::Absolute(caps.maximum)),
        labels,
        disable_preemption: Some(qc.disable_preemption),
        priority: qc.priority,
        ordering_policy: Some(match qc.ordering_policy {
            OrderingPolicy::Fifo => OrderingPolicyKind::Fifo,
            OrderingPolicy::Fair { .. } => OrderingPolicyKind::Fair,
            OrderingPolicy::Utilization => OrderingPolicyKind::Utilization,
            OrderingPolicy::PriorityUtilization => OrderingPolicyKind::PriorityUtilization,
        }),
        fair_size_based_weight: matches!(qc.ordering_policy, OrderingPolicy::Fair { size_based_weight: true }),
        maximum_am_resource_percent: Some(caps.maximum_am_resource_percent),
        user_limits: limits_in(default),
        children: qc.children.iter().map(|&c| queue_snapshot(cs, topology, c)).collect(),
    }
}

/// What is wrong with a preemption setting of `yarn-site` (the key is the full Hadoop key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PreemptionConfigError {
    /// The value is not of the setting's type (`what`: "true or false", "a number", …).
    NotA {
        /// The full Hadoop key.
        key: String,
        /// The value as written.
        value: String,
        /// What it should be.
        what: &'static str,
    },
    /// A `…preemption.*` key Spindle does not know.
    UnknownSetting {
        /// The full Hadoop key.
        key: String,
    },
    /// A factor that is negative or not finite.
    InvalidFactor {
        /// The full Hadoop key.
        key: String,
    },
}

impl PreemptionConfigError {
    /// The Hadoop key at fault.
    pub fn key(&self) -> &str {
        match self {
            PreemptionConfigError::NotA { key, .. }
            | PreemptionConfigError::UnknownSetting { key }
            | PreemptionConfigError::InvalidFactor { key } => key,
        }
    }
}

impl fmt::Display for PreemptionConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PreemptionConfigError::NotA { value, what, .. } => write!(f, "`{value}` is not {what}"),
            PreemptionConfigError::UnknownSetting { .. } => f.write_str("not a preemption setting Spindle knows"),
            PreemptionConfigError::InvalidFactor { .. } => f.write_str("must be a finite number, 0 or more"),
        }
    }
}

/// The policy's settings from `yarn-site.xml` properties (`yarn.resourcemanager.monitor.capacity.preemption.*`);
/// keys not given keep Hadoop's defaults. An unparsable value is an error naming the key.
pub fn config_from_properties(
    properties: &SortedMap<String, String>,
) -> Result<PreemptionConfig, PreemptionConfigError> {
    const P: &str = super::config::PREFIX;
    let mut c = PreemptionConfig::default();
    for (key, value) in properties.range_from(P) {
        let Some(name) = key.strip_prefix(P) else { break };
        let v = value.trim();
        let bad = |what: &'static str| PreemptionConfigError::NotA { key: key.clone(), value: value.clone(), what };
        let flag = || v.parse::<bool>().map_err(|_| bad("true or false"));
        let ms = || v.parse::<u64>().map_err(|_| bad("a whole number of milliseconds"));
        let fraction = || crate::decimal::parse_f64(v).ok_or_else(|| bad("a number"));
        match name {
            "observe_only" => c.observe_only = flag()?,
            "monitoring_interval" => c.monitoring_interval = ms()?,
            "max_wait_before_kill" => c.max_wait_before_kill = ms()?,
            "total_preemption_per_round" => c.total_preemption_per_round = fraction()? as f32,
            "max_ignored_over_capacity" => c.max_ignored_over_capacity = fraction()?,
            "natural_termination_factor" => c.natural_termination_factor = fraction()?,
            "conservative-drf" => c.conservative_drf = flag()?,
            "select_based_on_reserved_containers" => c.select_based_on_reserved_containers = flag()?,
            "additional_res_balance_based_on_reserved_containers" => {
                c.additional_res_balance_based_on_reserved_containers = flag()?
            }
            "preemption-to-balance-queue-after-satisfied.enabled" => {
                c.preemption_to_balance_queue_after_satisfied = flag()?
            }
            "intra-queue-preemption.enabled" => c.intra_queue_preemption = flag()?,
            _ => return Err(PreemptionConfigError::UnknownSetting { key: key.clone() }),
        }
    }
    if let Some(factor) = c.invalid_factor() {
        return Err(PreemptionConfigError::InvalidFactor { key: P.to_string() + factor });
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preemption::evaluate;
    use crate::resource::Resource;
    use crate::scheduler::tests_support::props;
    use crate::scheduler::{AllowAll, AskSpec, CapacitySchedulerConfig, Submission};

    const GB: i64 = 1024;

    /// One rack of `count` nodes (`n0`, `n1`, …) of `gb` GB and as many vcores.
    fn one_rack(count: usize, gb: i64) -> Topology {
        let mut topo = Topology::new();
        let r = topo.rack("r1").unwrap();
        for i in 0..count {
            topo.add_node(&alloc::format!("n{i}"), r, Resource::new(gb * GB, gb)).unwrap();
        }
        topo
    }

    /// `rounds` heartbeats of every live node, in node order.
    fn heartbeats(cs: &mut CapacityScheduler, topo: &Topology, rounds: usize) {
        let nodes: Vec<_> = topo.live_nodes().collect();
        for _ in 0..rounds {
            for &n in &nodes {
                cs.node_heartbeat(topo, n, &mut AllowAll);
            }
        }
    }

    /// The operator guide's elastic-capacity story through the real scheduler: queue a (guarantee 40 %, max 100 %)
    /// takes the whole 40 GB cluster; an application arrives in b (guarantee 60 %) asking for 24 GB. The policy,
    /// reading the live scheduler, gives b its guarantee (ideal 24 GB) and takes a back to its own (16 GB) — at
    /// most `total_preemption_per_round` (10 % = 4 GB) per round, of which the natural termination factor (0.2)
    /// asks for `(long)(4096 × 0.2 + 0.5)` = 819 MB: one 1 GB container, a's newest.
    #[test]
    fn elastic_queue_gives_back_only_what_the_other_queue_is_guaranteed() {
        let topo = one_rack(4, 10);
        let config = CapacitySchedulerConfig::from_properties(&props(&[
            ("root.queues", "a,b"),
            ("root.a.capacity", "40"),
            ("root.a.maximum-capacity", "100"),
            ("root.a.user-limit-factor", "10"),
            ("root.b.capacity", "60"),
        ]))
        .unwrap();
        let mut cs = CapacityScheduler::new(config, &topo);
        let unmanaged = |queue: &str| Submission { am_resource: None, ..Submission::new("u", queue, Resource::ZERO) };
        let (a, _) = cs.submit_app(&topo, unmanaged("a"));
        cs.add_request(&topo, a, AskSpec::new(1, Resource::new(GB, 1), 40)).unwrap();
        heartbeats(&mut cs, &topo, 10);
        let (b, _) = cs.submit_app(&topo, unmanaged("b"));
        cs.add_request(&topo, b, AskSpec::new(1, Resource::new(GB, 1), 24)).unwrap();

        let snapshot = snapshot_from_scheduler(&cs, &topo, &PreemptionConfig::default(), &|c| c.0 * 10);
        let report = evaluate(3000, &snapshot).unwrap();
        let q = |name: &str| report.queues.iter().find(|q| q.queue == name).unwrap();
        assert_eq!(q("root.a").used.memory(), 40 * GB);
        assert_eq!(q("root.a").guaranteed.memory(), 16 * GB);
        assert_eq!(q("root.a").ideal.memory(), 16 * GB, "a keeps its guarantee, not its elastic share");
        assert_eq!(q("root.b").ideal.memory(), 24 * GB, "b is given exactly its guarantee");
        assert_eq!(q("root.a").to_preempt.after_per_round_cap.memory(), 4 * GB);
        assert_eq!(q("root.a").to_preempt.to_obtain.memory(), 819);
        let newest_of_a = cs.app(a).unwrap().containers.iter().max().copied().unwrap();
        assert_eq!(report.selected.len(), 1);
        assert_eq!(report.selected[0].container, newest_of_a);
        assert_eq!(report.selected[0].allocated_ms, newest_of_a.0 * 10);
    }

    /// The snapshot of a live run names each container's node and partition as the scheduler has them; the
    /// containers of one node with the same tags share one placement, and changing one container's placement
    /// leaves the others' as they were.
    #[test]
    fn containers_of_a_node_share_their_placement() {
        let topo = one_rack(3, 4);
        let config =
            CapacitySchedulerConfig::from_properties(&props(&[("root.queues", "a"), ("root.a.capacity", "100")]))
                .unwrap();
        let mut cs = CapacityScheduler::new(config, &topo);
        let (a, _) =
            cs.submit_app(&topo, Submission { am_resource: None, ..Submission::new("u", "a", Resource::ZERO) });
        cs.add_request(&topo, a, AskSpec::new(1, Resource::new(GB, 1), 12)).unwrap();
        heartbeats(&mut cs, &topo, 4);
        let mut snapshot = snapshot_from_scheduler(&cs, &topo, &PreemptionConfig::default(), &|_| 0);
        let containers = &snapshot.applications[0].containers;
        assert_eq!(containers.len(), 12);
        for c in containers {
            let live = cs.containers().get(&c.id).unwrap();
            assert_eq!(c.node(), Some(topo.node(live.node).name.as_str()));
            assert_eq!((c.partition(), c.tags()), ("", &live.tags[..]));
        }
        let mut placements: Vec<*const ContainerPlacement> =
            containers.iter().map(|c| Arc::as_ptr(c.placement.as_ref().unwrap())).collect();
        placements.sort();
        placements.dedup();
        assert_eq!(placements.len(), 3, "one placement per node");

        let node = |c: &ContainerSnapshot| c.node().map(String::from);
        let first = node(&snapshot.applications[0].containers[0]);
        snapshot.applications[0].containers[0].placement_mut().node = Some("elsewhere".into());
        let containers = &snapshot.applications[0].containers;
        assert_eq!(containers[0].node(), Some("elsewhere"));
        assert_eq!(containers.iter().filter(|c| node(c) == first).count(), 3, "the node's other containers keep it");
    }

    #[test]
    fn config_reads_hadoop_keys_and_names_the_bad_one() {
        let mut p = SortedMap::new();
        p.insert(alloc::format!("{}monitoring_interval", super::super::config::PREFIX), "1000".to_string());
        p.insert(alloc::format!("{}observe_only", super::super::config::PREFIX), "true".to_string());
        let c = config_from_properties(&p).unwrap();
        assert_eq!((c.monitoring_interval, c.observe_only), (1000, true));
        assert_eq!(c.max_wait_before_kill, 15000, "Hadoop's default");
        p.insert(alloc::format!("{}natural_termination_factor", super::super::config::PREFIX), "lots".to_string());
        let e = config_from_properties(&p).unwrap_err();
        assert!(e.key().ends_with("natural_termination_factor") && e.to_string().contains("`lots`"), "{e}");
    }
}
