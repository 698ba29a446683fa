//! The `sim` benchmark's cluster and workload, shared with the `scaling` example (a driver that runs each size once,
//! for `perf stat` and callgrind).

pub mod heap;

use serde_json::{json, Value};
use spindle_core::handler::Handler;
use spindle_core::scenario::Scenario;
use spindle_core::sim::{Event, SimOptions, Simulator};

pub const RACKS: usize = 100;
pub const NODES_PER_RACK: usize = 100;
pub const APPS: usize = 50;
pub const PER_REQUEST: u32 = 500;

/// The benchmark's cluster and workload at a size: `racks` racks of 100 nodes, `apps` applications.
#[derive(Clone, Copy)]
pub struct Size {
    pub racks: usize,
    pub apps: usize,
}

pub const FULL: Size = Size { racks: RACKS, apps: APPS };
/// A tenth of the cluster and of the workload.
pub const TENTH: Size = Size { racks: RACKS / 10, apps: APPS / 10 };

impl Size {
    pub fn containers(self) -> usize {
        self.apps * 4 * PER_REQUEST as usize
    }
}

/// 50 applications × 4 requests × 500 containers: plain, `NOTIN,NODE,self`, `IN,RACK,self`,
/// `CARDINALITY,NODE,batch,0,8`; durations 20–50 s so nodes are reused.
pub fn scenario(handler: Handler) -> Scenario {
    sized(handler, FULL)
}

/// `count` racks of 100 nodes (`rack{r}`, nodes `n{r}-{n}`), each node of `memory_mb` and `vcores`.
pub fn racks(count: usize, memory_mb: u64, vcores: u64) -> Vec<Value> {
    (0..count)
        .map(|r| {
            let nodes: Vec<Value> = (0..NODES_PER_RACK)
                .map(|n| json!({"name": format!("n{r}-{n}"), "resource": {"memory-mb": memory_mb, "vcores": vcores}}))
                .collect();
            json!({"name": format!("rack{r}"), "nodes": nodes})
        })
        .collect()
}

pub fn sized(handler: Handler, size: Size) -> Scenario {
    serde_json::from_value(sized_json(handler, size)).expect("benchmark scenario")
}

/// The workload at `size` under `leaves` leaf queues of root, equal shares, each free to grow to the whole
/// cluster; the applications go to queues spread over them, the rest have nothing to run. What a parent with
/// hundreds of children costs per offer (the children are ordered and given a limit on every one).
pub fn many_queues(size: Size, leaves: usize) -> Scenario {
    let mut s = sized_json(Handler::Scheduler, size);
    let names: Vec<String> = (0..leaves).map(|i| format!("q{i}")).collect();
    let mut queues = json!({"yarn.scheduler.capacity.root.queues": names.join(","),
                            "yarn.scheduler.capacity.maximum-am-resource-percent": "1"});
    for name in &names {
        let key = |k: &str| format!("yarn.scheduler.capacity.root.{name}.{k}");
        queues[key("capacity")] = json!(format!("{}", 100.0 / leaves as f64));
        queues[key("maximum-capacity")] = json!("100");
        queues[key("user-limit-factor")] = json!(format!("{}", leaves * 2));
    }
    s["capacity-scheduler"] = queues;
    if let Some(apps) = s["applications"].as_array_mut() {
        for (a, app) in apps.iter_mut().enumerate() {
            app["queue"] = json!(names[a * leaves / size.apps]);
        }
    }
    serde_json::from_value(s).expect("benchmark scenario")
}

/// How the applications of [`busy_leaf`] are served.
#[derive(Clone, Copy)]
pub enum BusyLeaf {
    /// The fair ordering policy: every container an application gets or gives back moves it in the order.
    Fair,
    /// FIFO with the applications at priorities 0 to 5 in turn, so they do not come in in serving order.
    FifoPriorities,
    /// FIFO, each application of a user of its own: every container one gets or gives back changes the usage of
    /// one of a thousand users, and the user limit is worked out again over them.
    UserEach,
}

/// A busy leaf: the `scaling` group's 1,000-node cluster and one leaf queue serving `apps` applications of ten 2 GB
/// containers each, submitted 10 ms apart, all active at once (an ad-hoc or query queue of a real cluster), of 20
/// users (or one user each, [`BusyLeaf::UserEach`]).
pub fn busy_leaf(apps: usize, how: BusyLeaf) -> Scenario {
    let list: Vec<Value> = (0..apps)
        .map(|a| {
            let user = match how {
                BusyLeaf::UserEach => a,
                BusyLeaf::Fair | BusyLeaf::FifoPriorities => a % 20,
            };
            let priority = match how {
                BusyLeaf::FifoPriorities => (a * 7) % 6,
                BusyLeaf::Fair | BusyLeaf::UserEach => 0,
            };
            json!({"name": format!("query{a}"), "user": format!("user{user}"), "submit-ms": a * 10,
                   "priority": priority,
                   "requests": [{"count": BUSY_LEAF_CONTAINERS, "resource": {"memory-mb": 2048},
                                 "duration-ms": 20_000 + (a as u64 % 4) * 10_000}]})
        })
        .collect();
    let policy = if matches!(how, BusyLeaf::Fair) { "fair" } else { "fifo" };
    serde_json::from_value(json!({
        "cluster": {"racks": racks(TENTH.racks, 65536, 32)},
        "capacity-scheduler": {"yarn.scheduler.capacity.root.default.ordering-policy": policy,
                               "yarn.scheduler.capacity.root.default.user-limit-factor": "100",
                               "yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
        "yarn-site": {"yarn.cluster.max-application-priority": "5"},
        "applications": list
    }))
    .expect("benchmark scenario")
}

/// Containers per application of [`busy_leaf`].
pub const BUSY_LEAF_CONTAINERS: u32 = 10;

fn sized_json(handler: Handler, size: Size) -> Value {
    let racks = racks(size.racks, 65536, 32);
    let apps: Vec<Value> = (0..size.apps)
        .map(|a| {
            let tag = format!("svc{a}");
            let d = 20_000 + (a as u64 % 4) * 10_000;
            json!({"name": format!("app{a}"), "user": format!("user{}", a % 10), "submit-ms": a * 100,
            "requests": [
                {"count": PER_REQUEST, "resource": {"memory-mb": 2048}, "duration-ms": d},
                {"allocation-tags": [tag], "count": PER_REQUEST, "resource": {"memory-mb": 1024},
                 "constraint": format!("NOTIN,NODE,{tag}"), "duration-ms": d},
                {"allocation-tags": [format!("{tag}-r")], "count": PER_REQUEST, "resource": {"memory-mb": 1024},
                 "constraint": format!("IN,RACK,{tag}"), "duration-ms": d, "ask-ms": 2000},
                {"allocation-tags": ["batch"], "count": PER_REQUEST, "resource": {"memory-mb": 2048},
                 "constraint": "CARDINALITY,NODE,batch,0,8", "duration-ms": d}
            ]})
        })
        .collect();
    json!({
        "cluster": {"racks": racks},
        "capacity-scheduler": {"yarn.scheduler.capacity.root.default.user-limit-factor": "100",
                               "yarn.scheduler.capacity.maximum-am-resource-percent": "1"},
        "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": handler.name()},
        "applications": apps
    })
}

#[inline(never)]
pub fn full_run(s: &Scenario, size: Size) -> usize {
    // A headless run, as the CLI's: no explanations, no checkpoints for stepping back.
    let options = SimOptions { explain_allocations: false, ..SimOptions::forward_only() };
    let mut sim = Simulator::with_options(s, options).expect("valid");
    sim.run(usize::MAX);
    // Every container is placed or (placement-processor: after its retries) rejected.
    let handled: usize = sim
        .events()
        .map(|e| match e {
            Event::ContainerAllocated { is_am: false, .. } => 1,
            Event::RequestRejected { count, .. } => *count as usize,
            _ => 0,
        })
        .sum();
    assert_eq!(handled, size.containers(), "every container placed or rejected");
    handled
}
