//! Builds snapshots shaped like the mocks of Hadoop's TestProportionalCapacityPreemptionPolicy: a queue tree
//! given in pre-order by per-queue rows (absolute guarantee, maximum, used, pending, reserved, number of
//! applications, container size, number of children), queues named `queueA`, `queueB`, … in that order,
//! applications numbered across leaves in the same order (appA = 0, appB = 1, …), every container of one
//! leaf the same size, an application's first container its AM when `am_containers` is set.
//!
//! Differences from the mock that do not change outcomes: guarantees and maxima are given as absolute
//! resources (the mock's effective min/max resources); a queue's `used` includes its reserved containers here
//! (Spindle derives usage from containers, as the Capacity Scheduler counts reservations as used), so a leaf's
//! running containers add up to `used − reserved`; all of a leaf's pending resource sits on its first
//! application (the mock hands the queue total to the policy directly).

use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;
use spindle_core::resource::{CalculatorKind, Resource};

pub struct Mock {
    pub abs: Vec<Resource>,
    pub max: Vec<Resource>,
    pub used: Vec<Resource>,
    pub pending: Vec<Resource>,
    pub reserved: Vec<Resource>,
    pub apps: Vec<u32>,
    pub gran: Vec<Resource>,
    pub subqueues: Vec<usize>,
    pub dominant: bool,
    pub am_containers: bool,
    pub am_percent: f32,
    pub disabled: Vec<&'static str>,
}

fn same(v: &[i64]) -> Vec<Resource> {
    v.iter().map(|&x| Resource::new(x, x)).collect()
}

impl Mock {
    /// The integer matrix form: rows abs, maxCap, used, pending, reserved, apps, gran, subqueues.
    pub fn from_rows(q: [&[i64]; 8]) -> Mock {
        Mock {
            abs: same(q[0]),
            max: same(q[1]),
            used: same(q[2]),
            pending: same(q[3]),
            reserved: same(q[4]),
            apps: q[5].iter().map(|&x| x as u32).collect(),
            gran: same(q[6]),
            subqueues: q[7].iter().map(|&x| x as usize).collect(),
            dominant: false,
            am_containers: false,
            am_percent: 0.0,
            disabled: Vec::new(),
        }
    }

    pub fn disable(mut self, queue_path: &'static str) -> Mock {
        self.disabled.push(queue_path);
        self
    }

    /// Leaves' guarantees add up to the cluster (`leafAbsCapacities`).
    fn cluster(&self) -> Resource {
        (0..self.abs.len()).filter(|&i| self.subqueues[i] == 0).map(|i| self.abs[i]).sum()
    }

    pub fn snapshot(&self) -> PreemptionSnapshot {
        let mut next = 1usize;
        let mut children = Vec::new();
        let mut apps = Vec::new();
        let mut app_counter = 0u32;
        for _ in 0..self.subqueues[0] {
            children.push(self.build(&mut next, "root", &mut apps, &mut app_counter));
        }
        let cluster = self.cluster();
        let policy = PreemptionConfig {
            max_wait_before_kill: 10000,
            monitoring_interval: 3000,
            total_preemption_per_round: 1.0,
            natural_termination_factor: 1.0,
            ..Default::default()
        };
        let root = QueueSnapshot {
            disable_preemption: self.disabled.contains(&"root").then_some(true),
            ordering_policy: Some(OrderingPolicyKind::PriorityUtilization),
            children,
            ..QueueSnapshot::new("root", None)
        };
        PreemptionSnapshot {
            resource_calculator: if self.dominant { CalculatorKind::Dominant } else { CalculatorKind::Default },
            policy,
            ..PreemptionSnapshot::new(cluster, root, apps)
        }
    }

    fn build(&self, next: &mut usize, parent: &str, apps: &mut Vec<AppSnapshot>, counter: &mut u32) -> QueueSnapshot {
        let i = *next;
        *next += 1;
        let name = format!("queue{}", (b'A' + (i - 1) as u8) as char);
        let path = format!("{parent}.{name}");
        let mut children = Vec::new();
        for _ in 0..self.subqueues[i] {
            children.push(self.build(next, &path, apps, counter));
        }
        if self.subqueues[i] == 0 {
            let n = self.apps[i];
            let ceil = |r: Resource| {
                let mut out = r;
                for v in out.0.iter_mut() {
                    *v = (*v + n as i64 - 1) / n as i64;
                }
                out
            };
            for a in 0..n {
                let id = *counter;
                *counter += 1;
                let gran = self.gran[i];
                let mut c_alloc = 0u64;
                let mut reserved = Vec::new();
                let mut have = 0;
                let want_reserved = ceil(self.reserved[i]).memory();
                while have < want_reserved {
                    reserved.push(ContainerSnapshot {
                        id: ContainerId(id as u64 * 100_000 + c_alloc),
                        size: gran,
                        priority: 1,
                        am: false,
                        allocated_ms: 0,
                        placement: None,
                        ignore_partition_exclusivity: false,
                    });
                    c_alloc += 1;
                    have += gran.memory();
                }
                let want_running = ceil(self.used[i] - self.reserved[i]).memory();
                let mut running = Vec::new();
                let mut have = 0;
                let mut k = 0;
                while have < want_running {
                    let am = self.am_containers && k == 0;
                    running.push(ContainerSnapshot {
                        id: ContainerId(id as u64 * 100_000 + c_alloc),
                        size: gran,
                        priority: if am { 0 } else { 1 },
                        am,
                        allocated_ms: 0,
                        placement: None,
                        ignore_partition_exclusivity: false,
                    });
                    c_alloc += 1;
                    k += 1;
                    have += gran.memory();
                }
                let pending = if a == 0 && self.pending[i] != Resource::ZERO {
                    vec![PendingAsk {
                        size: self.pending[i],
                        count: 1,
                        partition: String::new(),
                        priority: 1,
                        tags: Vec::new(),
                        constraint: None,
                    }]
                } else {
                    Vec::new()
                };
                apps.push(AppSnapshot {
                    id: AppId(id),
                    queue: path.clone(),
                    user: "user".into(),
                    priority: 0,
                    start_time_ms: 0,
                    containers: running,
                    reserved,
                    pending,
                });
            }
        }
        QueueSnapshot {
            maximum_capacity: Some(Capacity::Absolute(self.max[i])),
            disable_preemption: self.disabled.contains(&path.as_str()).then_some(true),
            ordering_policy: if self.subqueues[i] > 0 { Some(OrderingPolicyKind::PriorityUtilization) } else { None },
            maximum_am_resource_percent: Some(self.am_percent),
            children,
            ..QueueSnapshot::new(name, Some(Capacity::Absolute(self.abs[i])))
        }
    }
}

/// How many containers of application `app` were selected (the mock counts MARK events per application).
pub fn selected_for(report: &RoundReport, app: u32) -> usize {
    report.selected.iter().filter(|s| s.app == AppId(app)).count()
}

pub fn queue<'a>(report: &'a RoundReport, path: &str) -> &'a QueueReport {
    report.queues.iter().find(|q| q.queue == path && q.partition.is_empty()).expect("queue in report")
}

pub fn run(snapshot: &PreemptionSnapshot) -> RoundReport {
    PreemptionMonitor::new().round(0, snapshot).expect("valid snapshot")
}

pub const APP_A: u32 = 0;
pub const APP_B: u32 = 1;
pub const APP_C: u32 = 2;
pub const APP_D: u32 = 3;
pub const APP_E: u32 = 4;
