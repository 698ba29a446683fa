//! A small builder for readable scenarios: leaf queues under root with percentage capacities, applications
//! whose containers are numbered in allocation order.

use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;
use spindle_core::resource::Resource;

pub const GB: i64 = 1024;

pub struct Build {
    pub snap: PreemptionSnapshot,
    next_container: u64,
}

pub fn gb(n: i64) -> Resource {
    Resource::new(n * GB, n)
}

pub fn leaf(name: &str, capacity: f32) -> QueueSnapshot {
    QueueSnapshot::new(name, Some(Capacity::Percent(capacity)))
}

impl Build {
    /// A cluster of `total` with leaf queues `(name, capacity %)` under root.
    pub fn new(total: Resource, queues: &[(&str, f32)]) -> Build {
        let children = queues.iter().map(|(n, c)| leaf(n, *c)).collect();
        let root = QueueSnapshot { children, ..QueueSnapshot::new("root", None) };
        Build { snap: PreemptionSnapshot::new(total, root, Vec::new()), next_container: 1 }
    }

    pub fn queue_mut(&mut self, name: &str) -> &mut QueueSnapshot {
        self.snap.root.children.iter_mut().find(|q| q.name == name).expect("queue")
    }

    /// Adds application `id` to `queue`: its AM (priority 0) and then `tasks` containers of `size` at
    /// `priority`, allocated now (ids continue the global allocation order).
    pub fn app(&mut self, id: u32, queue: &str, size: Resource, tasks: u32, priority: i32) -> &mut AppSnapshot {
        let mut containers = vec![self.container(size, 0, true)];
        for _ in 0..tasks {
            containers.push(self.container(size, priority, false));
        }
        self.snap.applications.push(AppSnapshot {
            id: AppId(id),
            queue: queue.into(),
            user: "user".into(),
            priority: 0,
            start_time_ms: 0,
            containers,
            reserved: Vec::new(),
            pending: Vec::new(),
        });
        self.snap.applications.last_mut().expect("just pushed")
    }

    /// More running containers for application `id`.
    pub fn more(&mut self, id: u32, size: Resource, n: u32, priority: i32) {
        let new: Vec<ContainerSnapshot> = (0..n).map(|_| self.container(size, priority, false)).collect();
        self.app_mut(id).containers.extend(new);
    }

    /// A reserved container for application `id`.
    pub fn reserve(&mut self, id: u32, size: Resource, priority: i32) -> ContainerId {
        let c = self.container(size, priority, false);
        let cid = c.id;
        self.app_mut(id).reserved.push(c);
        cid
    }

    pub fn pending(&mut self, id: u32, size: Resource, count: u32) {
        self.app_mut(id).pending.push(PendingAsk {
            size,
            count,
            partition: String::new(),
            priority: 1,
            tags: Vec::new(),
            constraint: None,
        });
    }

    pub fn app_mut(&mut self, id: u32) -> &mut AppSnapshot {
        self.snap.applications.iter_mut().find(|a| a.id == AppId(id)).expect("app")
    }

    fn container(&mut self, size: Resource, priority: i32, am: bool) -> ContainerSnapshot {
        let id = ContainerId(self.next_container);
        self.next_container += 1;
        ContainerSnapshot {
            id,
            size,
            priority,
            am,
            allocated_ms: 0,
            placement: None,
            ignore_partition_exclusivity: false,
        }
    }
}

pub fn ids(report: &RoundReport) -> Vec<u64> {
    report.selected.iter().map(|s| s.container.0).collect()
}

pub fn actions(report: &RoundReport, kind: ActionKind) -> Vec<u64> {
    report.actions.iter().filter(|a| a.kind == kind).map(|a| a.container.0).collect()
}
