//! `yarn rmadmin -refreshQueues`: a new Capacity Scheduler configuration for a running scheduler.
//!
//! Hadoop (`CapacitySchedulerQueueManager.reinitializeQueues`, then
//! `CapacitySchedulerConfigValidator.validateQueueHierarchy`) validates the new configuration first and keeps the
//! old one if the refresh is refused. Queues are matched by their full path, so "moving" a queue is deleting it
//! and adding another. A new queue may be **added**. A queue missing from the new configuration may be
//! **deleted** only if it is `STOPPED` — in the running configuration, or by a `<path>.state` of `STOPPED` left in
//! the new properties — and, as a stopped queue in Hadoop has drained (a stopping queue with applications is
//! `DRAINING`), has no applications. A leaf may become a parent under the same condition; a parent may become a
//! leaf (its children, gone from the tree, are deletions checked as above). Everything else (capacities, limits,
//! weights, ordering, states) may change. Queue ids are renumbered in the new tree's order and the running state
//! (usage, users, applications, containers) follows each queue by its path.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;

use super::config::{CapacitySchedulerConfig, QueueState, PREFIX};
use super::queue::{Queue, QueueUsage};
use super::{CapacityScheduler, QueueId, SchedulerEvent};
use crate::resource::ResourceCalculator;
use crate::topology::Topology;

/// Why a refresh was refused (the old configuration stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefreshError {
    /// A queue of the running configuration is missing from the new one, and is not stopped or still has
    /// applications.
    QueueRemoved {
        /// The queue's full path.
        path: String,
        /// Hadoop's word for the queue's state (`RUNNING`, `DRAINING`).
        state: &'static str,
    },
    /// A leaf would become a parent while not stopped or with applications.
    QueueConverted {
        /// The queue's full path.
        path: String,
        /// Hadoop's word for the queue's state (`RUNNING`, `DRAINING`).
        state: &'static str,
    },
    /// The resource types counted changed.
    ResourceTypesChanged,
}

impl fmt::Display for RefreshError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefreshError::QueueRemoved { path, state } => write!(
                f,
                "{path} cannot be deleted from the capacity scheduler configuration, as the queue is not yet in \
                 stopped state. Current State : {state}"
            ),
            RefreshError::QueueConverted { path, state } => write!(
                f,
                "Can not convert the leaf queue: {path} to parent queue since it is not yet in stopped state. \
                 Current State : {state}"
            ),
            RefreshError::ResourceTypesChanged => f.write_str("the resource types cannot change on a refresh"),
        }
    }
}

impl CapacityScheduler {
    /// Applies `config` as `-refreshQueues` does, or refuses it (nothing changes). Capacities are recomputed and
    /// pending applications re-checked for activation (the AM limits may have grown), as after Hadoop's
    /// `reinitialize`.
    pub fn refresh_queues(
        &mut self,
        topology: &Topology,
        config: CapacitySchedulerConfig,
    ) -> Result<Vec<SchedulerEvent>, RefreshError> {
        let old = &self.config;
        if config.resource_types != old.resource_types {
            return Err(RefreshError::ResourceTypesChanged);
        }
        // Old id → new id, by path.
        let mut moved: Vec<Option<QueueId>> = Vec::with_capacity(old.queues.len());
        for q in &old.queues {
            let new = config.queues.iter().find(|n| n.path == q.path);
            let has_apps = self
                .queues
                .get(q.id.0 as usize)
                .is_some_and(|r| !r.active_apps.is_empty() || !r.pending_apps.is_empty());
            let stopped_in_new = match new {
                Some(n) => n.state == QueueState::Stopped,
                None => config.ignored.get(&alloc::format!("{PREFIX}{}.state", q.path)).is_some_and(|v| v == "STOPPED"),
            };
            // Hadoop's queue state: STOPPED only once drained; a stopped queue with applications is DRAINING.
            let stopped = (q.state == QueueState::Stopped || stopped_in_new) && !has_apps;
            let state = if q.state == QueueState::Stopped || stopped_in_new { "DRAINING" } else { "RUNNING" };
            match new {
                None if !stopped => return Err(RefreshError::QueueRemoved { path: q.path.clone(), state }),
                Some(n) if q.is_leaf() && !n.is_leaf() && !stopped => {
                    return Err(RefreshError::QueueConverted { path: q.path.clone(), state })
                }
                _ => {}
            }
            moved.push(new.map(|n| n.id));
        }
        let mut events = self.sync(topology);
        self.renumber_queues(&config, &moved);
        self.rc = ResourceCalculator::new(config.calculator, &config.resource_types);
        self.config = Arc::new(config);
        self.set_queue_capacities();
        for q in 0..self.queues.len() {
            let leaf = QueueId(q as u32);
            let users: Vec<String> = self.queues[q].users.keys().cloned().collect();
            for u in users {
                let w = self.config.queue(leaf).user_weight(&u);
                if let Some(user) = self.queues[q].users.get_mut(&u) {
                    user.weight = w;
                }
            }
        }
        let leaves: Vec<QueueId> = self.config.leaves().collect();
        for leaf in leaves {
            self.wanting_changed(leaf);
            self.activate_applications(leaf, &mut events);
        }
        Ok(events)
    }

    /// The running state of each queue moved to its id in `config` (`moved[old] = new`, `None`: deleted); new
    /// queues start empty. Applications and containers follow their queue.
    fn renumber_queues(&mut self, config: &CapacitySchedulerConfig, moved: &[Option<QueueId>]) {
        let n = self.partitions.len();
        let mut old: Vec<Option<Queue>> = core::mem::take(&mut self.queues).into_iter().map(Some).collect();
        self.queues = config
            .queues
            .iter()
            .map(|qc| {
                let from = moved.iter().position(|m| *m == Some(qc.id));
                let mut q =
                    from.and_then(|i| old.get_mut(i).and_then(Option::take)).unwrap_or_else(|| Queue::new(qc.id));
                q.id = qc.id;
                q.usage.resize(n, QueueUsage::default());
                q
            })
            .collect();
        let map = |q: QueueId| moved.get(q.0 as usize).copied().flatten();
        for a in &mut self.apps {
            a.queue = a.queue.and_then(map);
        }
        for c in self.containers.values_mut_unordered() {
            if let Some(q) = map(c.queue) {
                c.queue = q;
            }
        }
    }
}
