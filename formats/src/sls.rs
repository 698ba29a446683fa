//! YARN's Scheduler Load Simulator inputs, with the keys and defaults of its readers (`SLSRunner`,
//! `SLSUtils.parseNodesFromNodeFile`, `SLSConfiguration`).
//!
//! **Trace** (`--tracetype SLS`): JSON job objects one after the other, each with `job.start.ms`, `job.end.ms`,
//! `job.queue.name`, `job.user` (default `default`), `job.count`, `job.label.expression`, `am.type`, `am.memory-mb` /
//! `am.vcores` (default 1024 MB, 1 vcore) and `job.tasks[]` with `container.host`, `container.start.ms` /
//! `container.end.ms` (or `container.duration.ms` / `duration.ms`), `container.priority` (default 20),
//! `container.type` (`map`, `reduce`), `count`, `container.memory-mb` / `container.vcores` (default 1024 MB, 1 vcore),
//! `container.request.delay`. Each job becomes an application (repeated `job.count` times) submitted at its
//! `job.start.ms`; tasks of the same type, priority, size and duration become one request.
//!
//! **Nodes file** (`--nodes`): `{"rack": r, "nodes": [{"node": n, "memory-mb": …, "vcores": …, "labels": …}]}`
//! objects; node resources default to 10240 MB and 10 vcores (`yarn.sls.nm.memory.mb` / `vcores`).
//!
//! What SLS does that Spindle does not: locality to `container.host` (the request is placed anywhere), the
//! MapReduce AM's "reduces after maps" order (reduces are asked once the longest map could have finished),
//! OPPORTUNISTIC containers. Each is reported where it occurs.

use serde_json::Value;
use spindle_core::scenario::{ApplicationSpec, ClusterSpec, NodeSpec, PartitionSpec, RequestSpec, ResourceSpec};
use std::collections::{BTreeMap, BTreeSet};

use crate::json::{self, array, collapse, int, object, report_unread, string, Obj};
use crate::rest::add_extra;
use crate::{add_to_rack, join, Fragment, ImportError, Imports, Warning};

/// `SLSConfiguration.NM_MEMORY_MB_DEFAULT`, `NM_VCORES_DEFAULT`.
pub const NM_DEFAULT: (i64, i64) = (10240, 10);
/// `SLSConfiguration.CONTAINER_MEMORY_MB_DEFAULT` / `AM_CONTAINER_MEMORY_DEFAULT` and their vcores.
pub const CONTAINER_DEFAULT: (i64, i64) = (1024, 1);
/// `SLSRunner.DEFAULT_MAPPER_PRIORITY`.
pub const DEFAULT_PRIORITY: i64 = 20;

const TIME: (i64, i64) = (0, 1 << 52);
const AMOUNT: (i64, i64) = (0, 1 << 50);

/// An SLS job trace → applications (and, from the hosts it names, a cluster used when no nodes file is given).
pub fn import_trace(file: &str, text: &str) -> Result<Imports, ImportError> {
    let jobs = json::parse_stream(file, text)?;
    let mut warnings = Vec::new();
    let mut apps = Vec::new();
    let mut hosts = Hosts::default();
    for (i, job) in jobs.iter().enumerate() {
        let path = format!("[{i}]");
        let o = object(file, &path, job)?;
        let count = int(file, &path, o, "job.count", (i64::MIN, 10_000), &mut warnings)?.unwrap_or(1).max(1);
        let app = job_app(file, &path, o, i, &mut hosts, &mut warnings)?;
        for k in 0..count {
            let mut a = app.clone();
            if count > 1 {
                a.name = format!("{}#{}", app.name, k + 1);
            }
            apps.push(a);
        }
    }
    let mut warnings = collapse(warnings);
    if !hosts.order.is_empty() {
        warnings.push(Warning::new(
            file,
            "container.host",
            "SLS asks for each task on its host (node-local, then rack, then anywhere); Spindle's requests carry no \
             locality, so tasks go wherever the scheduler puts them",
        ));
    }
    let cluster = hosts_cluster(&hosts.order);
    Ok((Fragment { applications: apps, cluster_from_trace: cluster, ..Fragment::default() }, warnings))
}

/// The hosts a trace names, each once, in the order they first appear. A trace of thousands of jobs names each of
/// thousands of hosts many times: looking every task's host up in the list made the import quadratic.
#[derive(Default)]
struct Hosts {
    order: Vec<String>,
    seen: BTreeSet<String>,
}

impl Hosts {
    fn add(&mut self, host: String) {
        if !self.seen.contains(&host) {
            self.seen.insert(host.clone());
            self.order.push(host);
        }
    }
}

/// SLS names nodes `/rack/host`; a trace without a nodes file defines the cluster by the hosts it names, each with
/// the default NodeManager resource.
fn hosts_cluster(hosts: &[String]) -> Option<ClusterSpec> {
    if hosts.is_empty() {
        return None;
    }
    let mut c = ClusterSpec::default();
    // The nodes already made, by rack (two spellings can name one node: `n`, `/n`).
    let mut made: BTreeSet<(String, String)> = BTreeSet::new();
    for h in hosts {
        let (rack, node) = match h.rsplit_once('/') {
            Some((r, n)) if !r.is_empty() => (r.to_string(), n.to_string()),
            _ => ("/default-rack".to_string(), h.trim_start_matches('/').to_string()),
        };
        if node.is_empty() || !made.insert((rack.clone(), node.clone())) {
            continue;
        }
        let resource = ResourceSpec::new(NM_DEFAULT.0, NM_DEFAULT.1);
        add_to_rack(
            &mut c,
            &rack,
            NodeSpec { name: node, resource, partition: String::new(), attributes: Default::default() },
        );
    }
    Some(c)
}

fn job_app(
    file: &str,
    path: &str,
    o: &Obj,
    index: usize,
    hosts: &mut Hosts,
    warnings: &mut Vec<Warning>,
) -> Result<ApplicationSpec, ImportError> {
    report_unread(
        file,
        path,
        o,
        &[
            "job.start.ms",
            "job.end.ms",
            "job.queue.name",
            "job.user",
            "job.count",
            "job.label.expression",
            "job.id",
            "job.tasks",
            "am.type",
            "am.memory-mb",
            "am.memory",
            "am.vcores",
        ],
        &[],
        warnings,
    );
    let start = int(file, path, o, "job.start.ms", TIME, warnings)?.ok_or_else(|| {
        ImportError::new(file, join(path, "job.start.ms"), "a job needs job.start.ms (SLS fails without it)")
    })?;
    let end = int(file, path, o, "job.end.ms", TIME, warnings)?;
    let queue = string(file, path, o, "job.queue.name")?.ok_or_else(|| {
        ImportError::new(file, join(path, "job.queue.name"), "a job needs job.queue.name (SLS fails without it)")
    })?;
    let id = string(file, path, o, "job.id")?.unwrap_or_else(|| format!("job_{index}"));
    let mut app = ApplicationSpec::new(&id);
    app.queue = queue;
    app.user = string(file, path, o, "job.user")?.unwrap_or_else(|| "default".into());
    app.submit_ms = start as u64;
    if let Some(l) = string(file, path, o, "job.label.expression")? {
        app.node_label_expression = l;
    }
    let am_type = string(file, path, o, "am.type")?.unwrap_or_else(|| "mapreduce".into());
    let mut am = ResourceSpec::new(CONTAINER_DEFAULT.0, CONTAINER_DEFAULT.1);
    if let Some(m) =
        int(file, path, o, "am.memory-mb", AMOUNT, warnings)?.or(int(file, path, o, "am.memory", AMOUNT, warnings)?)
    {
        am.memory_mb = m;
    }
    if let Some(v) = int(file, path, o, "am.vcores", AMOUNT, warnings)? {
        am.vcores = v;
    }
    app.am_resource = Some(am);
    match am_type.as_str() {
        "mapreduce" => {}
        "stream" => {
            // A stream AM keeps its containers until the job's end.
            if let Some(end) = end.filter(|e| *e > start) {
                app.finish_ms = Some((end - start) as u64);
            }
        }
        other => warnings.push(Warning::new(
            file,
            join(path, "am.type"),
            format!("AM type `{other}` is read as a MapReduce AM (maps first, then reduces)"),
        )),
    }
    let tasks = o.get("job.tasks").ok_or_else(|| {
        ImportError::new(file, join(path, "job.tasks"), "No task for the job! (SLS fails without tasks)")
    })?;
    let tasks = array(file, &join(path, "job.tasks"), tasks)?;
    if tasks.is_empty() {
        return Err(ImportError::new(file, join(path, "job.tasks"), "No task for the job! (SLS fails without tasks)"));
    }
    // (type, priority, resource, duration, delay) → count, in the order first seen. `seen` finds a task's group by
    // its key: a real trace's job has a kind of task per duration, often hundreds, and searching the groups for
    // every task cost their square.
    let mut groups: Vec<Task> = Vec::new();
    let mut seen: BTreeMap<GroupKey, usize> = BTreeMap::new();
    for (j, t) in tasks.iter().enumerate() {
        let tp = format!("{path}.job.tasks[{j}]");
        let t = object(file, &tp, t)?;
        let (kind, priority, res, duration, delay, count) = task(file, &tp, t, hosts, warnings)?;
        let extra = res.extra.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let key = (kind.clone(), priority, res.memory_mb, res.vcores, extra, duration, delay);
        match seen.get(&key) {
            Some(&g) => groups[g].5 = groups[g].5.saturating_add(count),
            None => {
                seen.insert(key, groups.len());
                groups.push((kind, priority, res, duration, delay, count));
            }
        }
    }
    let longest_map = groups.iter().filter(|g| g.0 != "reduce").map(|g| g.3 + g.4).max().unwrap_or(0);
    let mut reduces_after_maps = false;
    for (kind, priority, res, duration, delay, count) in groups {
        let mut r = RequestSpec::new(&[], count, res);
        r.priority = priority;
        r.duration_ms = Some(duration);
        r.ask_ms = delay;
        if kind == "reduce" && am_type != "stream" {
            r.ask_ms = r.ask_ms.max(longest_map);
            reduces_after_maps = true;
        }
        app.requests.push(r);
    }
    if reduces_after_maps {
        warnings.push(Warning::new(
            file,
            join(path, "job.tasks"),
            "the MapReduce AM asks for reduces once its maps are done: here they are asked when the longest map could \
             have finished",
        ));
    }
    Ok(app)
}

type Task = (String, i32, ResourceSpec, u64, u64, u32);

/// A task's group: its type, priority, memory, vcores, extra resources, duration and delay.
type GroupKey = (String, i32, i64, i64, Vec<(String, i64)>, u64, u64);

fn task(file: &str, path: &str, t: &Obj, hosts: &mut Hosts, warnings: &mut Vec<Warning>) -> Result<Task, ImportError> {
    report_unread(
        file,
        path,
        t,
        &[
            "container.host",
            "container.start.ms",
            "container.end.ms",
            "container.duration.ms",
            "duration.ms",
            "container.priority",
            "container.type",
            "count",
            "container.execution.type",
            "container.allocation.id",
            "container.request.delay",
            "container.memory-mb",
            "container.memory",
            "container.vcores",
        ],
        &[],
        warnings,
    );
    if let Some(h) = string(file, path, t, "container.host")? {
        hosts.add(h);
    }
    let duration = if let Some(d) = int(file, path, t, "container.duration.ms", TIME, warnings)? {
        d
    } else if let Some(d) = int(file, path, t, "duration.ms", TIME, warnings)? {
        d
    } else {
        match (
            int(file, path, t, "container.start.ms", TIME, warnings)?,
            int(file, path, t, "container.end.ms", TIME, warnings)?,
        ) {
            (Some(s), Some(e)) => e - s,
            _ => 0,
        }
    };
    if duration <= 0 {
        return Err(ImportError::new(
            file,
            path,
            "Duration of a task shouldn't be less or equal to 0! (SLS fails on it)",
        ));
    }
    let priority = int(file, path, t, "container.priority", (i32::MIN.into(), i32::MAX.into()), warnings)?
        .unwrap_or(DEFAULT_PRIORITY) as i32;
    let kind = string(file, path, t, "container.type")?.unwrap_or_else(|| "map".into());
    let count = int(file, path, t, "count", (i64::MIN, u32::MAX.into()), warnings)?.unwrap_or(1).max(1) as u32;
    if let Some(e) = string(file, path, t, "container.execution.type")?.filter(|e| e != "GUARANTEED") {
        warnings.push(Warning::new(
            file,
            join(path, "container.execution.type"),
            format!("{e} containers are not modelled: imported as GUARANTEED"),
        ));
    }
    let mut res = ResourceSpec::new(CONTAINER_DEFAULT.0, CONTAINER_DEFAULT.1);
    if let Some(m) = int(file, path, t, "container.memory-mb", AMOUNT, warnings)?.or(int(
        file,
        path,
        t,
        "container.memory",
        AMOUNT,
        warnings,
    )?) {
        res.memory_mb = m;
    }
    if let Some(v) = int(file, path, t, "container.vcores", AMOUNT, warnings)? {
        res.vcores = v;
    }
    let delay = int(file, path, t, "container.request.delay", (i64::MIN, TIME.1), warnings)?.unwrap_or(0).max(0) as u64;
    Ok((kind, priority, res, duration as u64, delay, count))
}

/// An SLS nodes file → racks and nodes.
pub fn import_nodes(file: &str, text: &str) -> Result<Imports, ImportError> {
    let entries = json::parse_stream(file, text)?;
    let mut warnings = Vec::new();
    let mut cluster = ClusterSpec::default();
    for (i, e) in entries.iter().enumerate() {
        let path = format!("[{i}]");
        let o = object(file, &path, e)?;
        report_unread(file, &path, o, &["rack", "nodes"], &[], &mut warnings);
        let rack = format!("/{}", string(file, &path, o, "rack")?.unwrap_or_else(|| "null".into()));
        let nodes =
            o.get("nodes").ok_or_else(|| ImportError::new(file, join(&path, "nodes"), "a rack entry needs nodes"))?;
        for (j, n) in array(file, &join(&path, "nodes"), nodes)?.iter().enumerate() {
            let np = format!("{path}.nodes[{j}]");
            let n = object(file, &np, n)?;
            let node = sls_node(file, &np, n, &mut cluster, &mut warnings)?;
            add_to_rack(&mut cluster, &rack, node);
        }
    }
    Ok((Fragment { cluster: Some(cluster), ..Fragment::default() }, collapse(warnings)))
}

fn sls_node(
    file: &str,
    path: &str,
    n: &Obj,
    cluster: &mut ClusterSpec,
    warnings: &mut Vec<Warning>,
) -> Result<NodeSpec, ImportError> {
    let name = string(file, path, n, "node")?
        .filter(|n| !n.is_empty())
        .ok_or_else(|| ImportError::new(file, join(path, "node"), "a node needs a name"))?;
    let mut res = ResourceSpec::new(NM_DEFAULT.0, NM_DEFAULT.1);
    let mut partition = String::new();
    for (k, v) in n {
        let p = join(path, k);
        match k.as_str() {
            "node" => {}
            "memory-mb" => res.memory_mb = json::integer(file, &p, v, AMOUNT, warnings)?,
            "vcores" => res.vcores = json::integer(file, &p, v, AMOUNT, warnings)?,
            "labels" => {
                let text = match v {
                    Value::String(s) => s.clone(),
                    v => v.to_string(),
                };
                // YarnClientUtils.buildNodeLabelsFromStr: `a(exclusive=false),b`.
                for (j, label) in text.split(',').map(str::trim).filter(|l| !l.is_empty()).enumerate() {
                    let (name, exclusive) = match label.split_once('(') {
                        Some((n, rest)) => (n.trim(), !rest.replace(' ', "").starts_with("exclusive=false")),
                        None => (label, true),
                    };
                    if j > 0 {
                        warnings.push(Warning::new(
                            file,
                            &p,
                            format!("a node has one partition in YARN; label `{name}` ignored"),
                        ));
                        continue;
                    }
                    partition = name.to_string();
                    if !cluster.partitions.iter().any(|q| q.name == name) {
                        cluster.partitions.push(PartitionSpec { name: name.to_string(), exclusive });
                    }
                }
            }
            // Any other key names a resource type (SLS reads every type the cluster declares).
            other => match v {
                Value::Number(_) | Value::String(_) => {
                    let amount = json::integer(file, &p, v, AMOUNT, warnings)?;
                    add_extra(file, &p, cluster, &mut res, other, amount, warnings);
                }
                _ => warnings.push(Warning::new(file, &p, "unknown key: ignored")),
            },
        }
    }
    Ok(NodeSpec { name, resource: res, partition, attributes: Default::default() })
}
