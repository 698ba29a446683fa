//! `yarn rmadmin -refreshQueues`: a new Capacity Scheduler configuration for a running scheduler.
//!
//! Hadoop (`CapacitySchedulerQueueManager.reinitializeQueues` and `validateQueueHierarchy`) validates the new
//! configuration first and keeps the old one if the refresh is refused: a queue may not be deleted unless it is
//! STOPPED (and so has no applications), may not move to another parent, and a leaf may not become a parent while
//! it has applications. Spindle applies refreshes that keep the queue tree — every capacity, limit, weight,
//! ordering and state property may change — and refuses, with the reason, a refresh that adds, removes, moves or
//! converts queues (a difference from Hadoop for the additions and the removals of stopped queues it accepts).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::config::CapacitySchedulerConfig;
use super::queue::compute_capacities;
use super::{CapacityScheduler, QueueId, SchedulerEvent};
use crate::resource::{Resource, ResourceCalculator};
use crate::topology::Topology;

/// Why a refresh was refused (the old configuration stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefreshError {
    /// A queue of the running configuration is missing from the new one.
    QueueRemoved {
        /// The queue's full path.
        path: String,
    },
    /// A queue the running configuration does not have.
    QueueAdded {
        /// The queue's full path.
        path: String,
    },
    /// A leaf became a parent or the reverse.
    QueueConverted {
        /// The queue's full path.
        path: String,
    },
    /// The same queues listed in another order (Spindle keeps queue ids across a refresh).
    QueueOrderChanged,
    /// The resource types counted changed.
    ResourceTypesChanged,
}

impl fmt::Display for RefreshError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefreshError::QueueRemoved { path } => write!(
                f,
                "queue {path} is missing from the new configuration (Hadoop deletes only a STOPPED queue without \
                 applications; Spindle refreshes keep the queue tree)"
            ),
            RefreshError::QueueAdded { path } => {
                write!(f, "queue {path} is new (Spindle refreshes keep the queue tree; Hadoop would add it)")
            }
            RefreshError::QueueConverted { path } => write!(
                f,
                "queue {path} changes between leaf and parent (Hadoop refuses this while it has applications; \
                 Spindle refreshes keep the queue tree)"
            ),
            RefreshError::QueueOrderChanged => {
                f.write_str("the queues are listed in another order (Spindle refreshes keep the queue order)")
            }
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
        for q in &old.queues {
            match config.queues.iter().find(|n| n.path == q.path) {
                None => return Err(RefreshError::QueueRemoved { path: q.path.clone() }),
                Some(n) if n.children.is_empty() != q.children.is_empty() => {
                    return Err(RefreshError::QueueConverted { path: q.path.clone() })
                }
                Some(_) => {}
            }
        }
        if let Some(n) = config.queues.iter().find(|n| !old.queues.iter().any(|q| q.path == n.path)) {
            return Err(RefreshError::QueueAdded { path: n.path.clone() });
        }
        if config.resource_types != old.resource_types {
            return Err(RefreshError::ResourceTypesChanged);
        }
        // Same tree: queue ids must line up for the running state to carry over.
        if config.queues.iter().zip(&old.queues).any(|(n, q)| n.path != q.path) {
            return Err(RefreshError::QueueOrderChanged);
        }
        let mut events = self.sync(topology);
        self.rc = ResourceCalculator::new(config.calculator, &config.resource_types);
        self.config = config;
        let named: Vec<(String, Resource)> = self.partitions.iter().map(|p| (p.name.clone(), p.resource)).collect();
        for (q, c) in self.queues.iter_mut().zip(compute_capacities(&self.config, &named, &self.rc)) {
            q.capacities = c;
        }
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
            self.activate_applications(leaf, &mut events);
        }
        Ok(events)
    }
}
