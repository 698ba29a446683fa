//! Application limits and AM limits, and application activation.
//!
//! * `maximum-applications` of a leaf: its own value if ≥ 0, else `global-queue-max-application` if > 0, else
//!   `(int)(system maximum-applications × absolute capacity)`. Per user: `min(max, (int)(max × ULpct/100 ×
//!   ULF))` (ULF −1 → max). Submissions beyond these are rejected, as is any submission once the whole
//!   cluster holds the system `maximum-applications`.
//! * Queue AM limit (default partition): `multiplyAndNormalizeUp(max(queue current limit, guarantee), am%)`;
//!   other partitions use the guarantee only. The guarantee here is `multiplyAndNormalizeUp(partition,
//!   absoluteCapacity)`.
//! * User AM limit: `multiplyAndNormalizeUp(guarantee, am% × min(max(ULpct/100, 1/#active users) × weight, 1) ×
//!   ULF)` (ULF −1 → `guarantee × am%`), capped by the queue AM limit; the active users here include users whose
//!   applications all wait for activation.
//! * Accepted applications wait ("pending") until their AM fits both limits; the first application of a queue
//!   is always activated. Activation is re-tried when an application is submitted or finishes and when the
//!   cluster resource changes — not on every heartbeat, as in Hadoop.

use alloc::vec::Vec;

use super::container::SchedulerEvent;
use super::ordering::{compare_fifo, fifo_key};
use super::queue::QueueId;
use super::{slot, AppState, CapacityScheduler};
use crate::resource::{Resource, ResourceCalculator};
use crate::topology::{PartitionId, Topology};

/// A leaf's `maximum-applications`.
pub(super) fn max_applications(system: i32, global_per_queue: i32, queue: i32, absolute_capacity: f32) -> i32 {
    if queue >= 0 {
        queue
    } else if global_per_queue > 0 {
        global_per_queue
    } else {
        (system as f32 * absolute_capacity) as i32
    }
}

/// A leaf's per-user application limit.
pub(super) fn max_applications_per_user(max_apps: i32, minimum_user_limit_percent: f32, user_limit_factor: f32) -> i32 {
    if user_limit_factor == -1.0 {
        max_apps
    } else {
        max_apps.min((max_apps as f32 * (minimum_user_limit_percent / 100.0) * user_limit_factor) as i32)
    }
}

/// The queue AM limit in a partition. `current_limit` is the queue's current limit (default partition only).
pub(super) fn am_limit(
    rc: &ResourceCalculator,
    partition: &Resource,
    absolute_capacity: f32,
    am_percent: f32,
    current_limit: Option<Resource>,
    minimum_allocation: &Resource,
) -> Resource {
    let guaranteed = rc.multiply_and_normalize_up(partition, absolute_capacity as f64, minimum_allocation);
    let usable = match current_limit {
        Some(limit) if rc.fits_in(&guaranteed, &limit) => limit,
        _ => guaranteed,
    };
    rc.multiply_and_normalize_up(&usable, am_percent as f64, minimum_allocation)
}

/// The inputs of a user's AM limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct UserAmInputs {
    pub partition: Resource,
    pub absolute_capacity: f32,
    pub am_percent: f32,
    pub minimum_user_limit_percent: f32,
    pub active_users: usize,
    pub weight: f32,
    pub user_limit_factor: f32,
    pub queue_am_limit: Resource,
}

/// A user's AM limit in a partition.
pub(super) fn user_am_limit(
    rc: &ResourceCalculator,
    cluster: &Resource,
    i: &UserAmInputs,
    minimum_allocation: &Resource,
) -> Resource {
    let guaranteed = rc.multiply_and_normalize_up(&i.partition, i.absolute_capacity as f64, minimum_allocation);
    let factor = if i.user_limit_factor == -1.0 {
        i.am_percent
    } else {
        let effective = (i.minimum_user_limit_percent / 100.0).max(1.0 / (i.active_users.max(1) as f32));
        let effective = (effective * i.weight).min(1.0);
        i.am_percent * effective * i.user_limit_factor
    };
    let limit = rc.multiply_and_normalize_up(&guaranteed, factor as f64, minimum_allocation);
    rc.min(cluster, &limit, &i.queue_am_limit)
}

/// Why an accepted application is not activated yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActivationBlock {
    QueueAmLimit { am_used: Resource, am_resource: Resource, limit: Resource },
    UserAmLimit { am_used: Resource, am_resource: Resource, limit: Resource },
}

impl CapacityScheduler {
    /// A leaf's `maximum-applications` now.
    pub fn max_applications(&self, leaf: QueueId) -> i32 {
        let abs = self.queues[leaf.index()].capacities(0).absolute_capacity;
        max_applications(
            self.config.maximum_applications,
            self.config.global_queue_max_application,
            self.config.queue(leaf).maximum_applications,
            abs,
        )
    }

    /// A leaf's per-user application limit now.
    pub fn max_applications_per_user(&self, leaf: QueueId) -> i32 {
        let qc = self.config.queue(leaf);
        max_applications_per_user(self.max_applications(leaf), qc.minimum_user_limit_percent, qc.user_limit_factor)
    }

    /// The queue's current limit in a partition: its maximum, capped by what its ancestors leave it
    /// (`limit(child) = roundDown(min(limit(parent) − used(parent) + used(child), max(child)))`, starting from the
    /// cluster resource at root).
    pub fn queue_current_limit(&self, q: QueueId, p: PartitionId) -> Resource {
        let mut path = Vec::new();
        let mut cur = Some(q);
        while let Some(id) = cur {
            path.push(id);
            cur = self.config.queue(id).parent;
        }
        path.reverse();
        let min = self.config.minimum_allocation;
        let mut limit = self.cluster;
        for w in path.windows(2) {
            let (parent, child) = (&self.queues[w[0].index()], &self.queues[w[1].index()]);
            let l = limit - parent.usage(p.index()).used + child.usage(p.index()).used;
            let max = child.maximum_down(p.index(), &self.rc, &min);
            limit = self.rc.round_down(&self.rc.min(&self.cluster, &l, &max), &min);
        }
        let own_max = self.queues[q.index()].maximum_down(p.index(), &self.rc, &min);
        self.rc.min(&self.cluster, &own_max, &limit)
    }

    /// The queue AM limit of a leaf in a partition.
    pub fn am_limit(&self, leaf: QueueId, p: PartitionId) -> Resource {
        let caps = self.queues[leaf.index()].capacities(p.index());
        let current = (p == Topology::DEFAULT_PARTITION).then(|| self.queue_current_limit(leaf, p));
        am_limit(
            &self.rc,
            &self.partition_resource(p),
            caps.absolute_capacity,
            caps.maximum_am_resource_percent,
            current,
            &self.config.minimum_allocation,
        )
    }

    /// Active users of a leaf, as the user limit counts them: users with at least one activated application
    /// and outstanding requests (Hadoop's `UsersManager.activateApplication` ignores users whose applications all
    /// wait for activation).
    pub fn active_users(&self, leaf: QueueId) -> crate::sorted_map::SortedSet<&str> {
        let q = &self.queues[leaf.index()];
        q.active_apps
            .iter()
            .chain(q.pending_apps.iter())
            .map(|a| &self.apps[a.index()])
            .filter(|a| a.outstanding() > 0)
            .map(|a| a.user.as_str())
            .filter(|u| q.users.get(*u).is_some_and(|u| u.active_apps > 0))
            .collect()
    }

    /// `getNumActiveUsers()` as the user AM limit counts them: active users plus users whose applications all
    /// wait for activation.
    pub fn am_active_users(&self, leaf: QueueId) -> usize {
        let q = &self.queues[leaf.index()];
        // Active users from the counts kept per user (`active_users` without building its set).
        let active = q.users.values().filter(|u| u.active_apps > 0 && u.outstanding_apps > 0).count();
        debug_assert_eq!(active, self.active_users(leaf).len());
        let only_pending = q.users.values().filter(|u| u.pending_apps > 0 && u.active_apps == 0).count();
        active + only_pending
    }

    /// A user's AM limit in a leaf and partition.
    pub fn user_am_limit(&self, leaf: QueueId, p: PartitionId, user: &str) -> Resource {
        let qc = self.config.queue(leaf);
        let caps = self.queues[leaf.index()].capacities(p.index());
        let inputs = UserAmInputs {
            partition: self.partition_resource(p),
            absolute_capacity: caps.absolute_capacity,
            am_percent: caps.maximum_am_resource_percent,
            minimum_user_limit_percent: qc.minimum_user_limit_percent,
            active_users: self.am_active_users(leaf),
            weight: qc.user_weight(user),
            user_limit_factor: qc.user_limit_factor,
            queue_am_limit: self.am_limit(leaf, p),
        };
        user_am_limit(&self.rc, &self.cluster, &inputs, &self.config.minimum_allocation)
    }

    /// What keeps an accepted application from activation now, if anything.
    pub fn activation_block(&self, app: crate::ids::AppId) -> Option<ActivationBlock> {
        let a = self.apps.get(app.index())?;
        let leaf = a.queue?;
        let q = &self.queues[leaf.index()];
        let p = a.am_partition;
        let am_used = q.usage(p.index()).am_used;
        // The first application of a queue always starts.
        let exempt = q.active_apps.is_empty() || !self.rc.greater_than(&self.cluster, &am_used, &Resource::ZERO);
        let limit = self.am_limit(leaf, p);
        if !self.rc.less_than_or_equal(&self.cluster, &(a.am_resource + am_used), &limit) && !exempt {
            return Some(ActivationBlock::QueueAmLimit { am_used, am_resource: a.am_resource, limit });
        }
        let user_used =
            q.users.get(a.user.as_str()).map_or(Resource::ZERO, |u| Resource::in_partition(&u.am_used, p.index()));
        let ulimit = self.user_am_limit(leaf, p, &a.user);
        if !self.rc.less_than_or_equal(&self.cluster, &(a.am_resource + user_used), &ulimit) && !exempt {
            return Some(ActivationBlock::UserAmLimit {
                am_used: user_used,
                am_resource: a.am_resource,
                limit: ulimit,
            });
        }
        None
    }

    /// `LeafQueue.activateApplications`: pending applications in priority-then-submission order; each one whose
    /// AM fits the queue and user AM limits is activated; others are skipped (later, smaller ones may pass).
    pub(crate) fn activate_applications(&mut self, leaf: QueueId, events: &mut Vec<SchedulerEvent>) {
        let mut pending: Vec<_> =
            self.queues[leaf.index()].pending_apps.iter().map(|a| self.app_sort_key(*a)).collect();
        crate::sort::sort_by(&mut pending, compare_fifo);
        for key in pending {
            let id = key.app;
            if self.activation_block(id).is_some() {
                continue;
            }
            let a = &mut self.apps[id.index()];
            a.state = AppState::Active;
            let (user, am, p) = (a.user.clone(), a.am_resource, a.am_partition);
            let after_last = self.queues[leaf.index()]
                .active_apps
                .last()
                .is_none_or(|l| fifo_key(&self.apps, *l) <= fifo_key(&self.apps, id));
            let q = &mut self.queues[leaf.index()];
            q.pending_apps.retain(|x| *x != id);
            q.active_apps.push(id);
            q.fifo_ordered &= after_last;
            q.serving_order.note(id);
            if let Some(u) = q.usage.get_mut(p.index()) {
                u.am_used += am;
            }
            if let Some(u) = q.users.get_mut(user.as_str()) {
                u.pending_apps = u.pending_apps.saturating_sub(1);
                u.active_apps += 1;
                *slot(&mut u.am_used, p.index()) += am;
            }
            self.note_wanting(leaf, id);
            events.push(SchedulerEvent::AppActivated { app: id });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn application_limits() {
        // 10000 × 0.3f = 3000.0001 → 3000.
        assert_eq!(max_applications(10000, -1, -1, 0.3), 3000);
        assert_eq!(max_applications(10000, 50, -1, 0.3), 50);
        assert_eq!(max_applications(10000, 50, 7, 0.3), 7);
        // Per user: 3000 × 25 % × ULF 1 = 750; ULF 2 → 1500; ULF 10 → capped at 3000; ULF -1 → 3000.
        assert_eq!(max_applications_per_user(3000, 25.0, 1.0), 750);
        assert_eq!(max_applications_per_user(3000, 25.0, 2.0), 1500);
        assert_eq!(max_applications_per_user(3000, 25.0, 10.0), 3000);
        assert_eq!(max_applications_per_user(3000, 25.0, -1.0), 3000);
    }

    #[test]
    fn am_limits() {
        let rc = ResourceCalculator::DEFAULT;
        let min = Resource::new(1024, 1);
        let part = Resource::new(100 * 1024, 100);
        // Guarantee 50 % = 50 GB; current limit 80 GB ⊇ it → 10 % of 80 GB = 8 GB.
        let l = am_limit(&rc, &part, 0.5, 0.1, Some(Resource::new(80 * 1024, 80)), &min);
        assert_eq!(l.memory(), 8 * 1024);
        // Current limit below the guarantee → the guarantee: 10 % of 50 GB = 5 GB.
        let l = am_limit(&rc, &part, 0.5, 0.1, Some(Resource::new(20 * 1024, 20)), &min);
        assert_eq!(l.memory(), 5 * 1024);
        // User AM limit: ULpct 25, 2 active users → max(0.25, 0.5) = 0.5; 50 GB × 0.1 × 0.5 × ULF 1 = 2.5 GB →
        // round half up to 2560 MB → roundUp to 1 GB = 3 GB.
        let i = UserAmInputs {
            partition: part,
            absolute_capacity: 0.5,
            am_percent: 0.1,
            minimum_user_limit_percent: 25.0,
            active_users: 2,
            weight: 1.0,
            user_limit_factor: 1.0,
            queue_am_limit: Resource::new(8 * 1024, 8),
        };
        assert_eq!(user_am_limit(&rc, &part, &i, &min).memory(), 3 * 1024);
        // ULF -1: 50 GB × 0.1 = 5 GB.
        let i2 = UserAmInputs { user_limit_factor: -1.0, ..i };
        assert_eq!(user_am_limit(&rc, &part, &i2, &min).memory(), 5 * 1024);
        // Capped by the queue AM limit.
        let i3 = UserAmInputs { user_limit_factor: 10.0, ..i };
        assert_eq!(user_am_limit(&rc, &part, &i3, &min).memory(), 8 * 1024);
    }
}
