//! The `preemption` benchmark's snapshot: 1,000 leaf queues (25 parents × 39 leaves) and 100,000 running
//! containers, shared with the `preemption_round` example (a driver that runs rounds outside criterion, for `perf`
//! and callgrind).
//!
//! Half the leaves hold three times as many containers as the other half (over their guarantee); the others
//! are under it with pending requests, so the round computes non-trivial ideals for every queue and selects
//! containers up to the per-round budget.

use spindle_core::ids::{AppId, ContainerId};
use spindle_core::preemption::*;
use spindle_core::resource::Resource;

const PARENTS: usize = 25;
const LEAVES_PER_PARENT: usize = 39;
const CONTAINERS: usize = 100_000;
const APPS_PER_LEAF: usize = 4;

fn queue(name: String, capacity: f32, children: Vec<QueueSnapshot>) -> QueueSnapshot {
    QueueSnapshot { children, ..QueueSnapshot::new(name, Some(Capacity::Percent(capacity))) }
}

/// Percentages summing to exactly 100 (integers, the remainder on the first).
fn split(n: usize) -> Vec<f32> {
    let base = 100 / n;
    let mut v = vec![base as f32; n];
    v[0] += (100 - base * n) as f32;
    v
}

/// The snapshot the benchmark's round reads (the same every time: its pseudo-random sizes have a fixed seed).
pub fn snapshot() -> PreemptionSnapshot {
    let leaves = PARENTS * LEAVES_PER_PARENT;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rand = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let parent_pct = split(PARENTS);
    let leaf_pct = split(LEAVES_PER_PARENT);
    let mut parents = Vec::new();
    let mut apps = Vec::new();
    let (mut next_app, mut next_container) = (0u32, 1u64);
    let mut total = 0i64;
    // Container counts per leaf: busy (even) leaves three times as many as idle ones, exactly 100,000 in all.
    let weights: Vec<usize> = (0..leaves).map(|i| if i.is_multiple_of(2) { 3 } else { 1 }).collect();
    let weight_sum: usize = weights.iter().sum();
    let mut counts: Vec<usize> = weights.iter().map(|w| CONTAINERS * w / weight_sum).collect();
    let short = CONTAINERS - counts.iter().sum::<usize>();
    for c in counts.iter_mut().take(short) {
        *c += 1;
    }
    for (p, &p_pct) in parent_pct.iter().enumerate() {
        let mut children = Vec::new();
        for (l, &l_pct) in leaf_pct.iter().enumerate() {
            let leaf_index = p * LEAVES_PER_PARENT + l;
            let busy = leaf_index.is_multiple_of(2);
            let n = counts[leaf_index];
            let name = format!("q{p}_{l}");
            for a in 0..APPS_PER_LEAF {
                let count = n / APPS_PER_LEAF + usize::from(a < n % APPS_PER_LEAF);
                let containers: Vec<ContainerSnapshot> = (0..count)
                    .map(|k| {
                        let mem = 1024 * (1 + rand(4) as i64);
                        total += mem;
                        next_container += 1;
                        ContainerSnapshot {
                            id: ContainerId(next_container),
                            size: Resource::new(mem, 1),
                            priority: if k == 0 { 0 } else { 1 + rand(3) as i32 },
                            am: k == 0,
                            allocated_ms: 0,
                            placement: None,
                            ignore_partition_exclusivity: false,
                        }
                    })
                    .collect();
                let pending = if busy {
                    Vec::new()
                } else {
                    vec![PendingAsk {
                        size: Resource::new(2048, 1),
                        count: 20 + rand(40) as u32,
                        partition: String::new(),
                        priority: 1,
                        tags: Vec::new(),
                        constraint: None,
                    }]
                };
                apps.push(AppSnapshot {
                    id: AppId(next_app),
                    queue: format!("root.p{p}.{name}"),
                    user: format!("user{}", a % 2),
                    priority: 0,
                    start_time_ms: 0,
                    containers,
                    reserved: Vec::new(),
                    pending,
                });
                next_app += 1;
            }
            children.push(queue(name, l_pct, Vec::new()));
        }
        parents.push(queue(format!("p{p}"), p_pct, children));
    }
    let root = QueueSnapshot { children: parents, ..QueueSnapshot::new("root", None) };
    PreemptionSnapshot::new(Resource::new(total, total / 1024), root, apps)
}
