//! Beyond YARN: would the resources a round frees actually host the starving queues' requests?
//!
//! YARN's preemption policy reasons about queue totals only; it never looks at nodes, allocation tags or
//! placement constraints. This check replays, on the snapshot's nodes, a first-fit placement of every pending
//! request of the queues the round is preempting for (leaves whose ideal exceeds their use), once on the cluster
//! as it is and once without the selected containers, with each request's placement constraint evaluated by the
//! same engine as everywhere else in Spindle (`crate::constraint`). Reserved containers hold no node space or tags
//! here.

use alloc::format;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::report::{AskCheck, PlacementAfterPreemption};
use super::selector::{preemption_order, Selection};
use super::snapshot::{ContainerPlacement, PendingAsk, PreemptionSnapshot};
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use crate::constraint::{can_place, AppInfo, AppRegistry, ConstraintLevels, EvalContext, PlacementConstraint};
use crate::ids::AppId;
use crate::resource::Resource;
use crate::spec::print_constraint;
use crate::tags::{AllocationTagIndex, TagId};
use crate::topology::{NodeId, Topology};

/// The snapshot's cluster as the constraint engine sees it: node `i` of the snapshot is `NodeId(i)`.
struct Cluster {
    topology: Topology,
    apps: AppRegistry,
    levels: ConstraintLevels,
}

impl Cluster {
    fn new(snapshot: &PreemptionSnapshot) -> Result<Cluster, String> {
        let mut topology = Topology::new();
        for p in snapshot.partitions.iter().filter(|p| !p.name.is_empty()) {
            topology.add_partition(&p.name, p.exclusive).map_err(|e| format!("{e}"))?;
        }
        for n in &snapshot.nodes {
            let rack = topology.rack(&n.rack).map_err(|e| format!("{e}"))?;
            let id = topology.add_node(&n.name, rack, n.capability).map_err(|e| format!("{e}"))?;
            topology.node_mut(id).partition =
                topology.partition_id(&n.partition).unwrap_or(Topology::DEFAULT_PARTITION);
        }
        let mut apps = AppRegistry::new();
        for a in &snapshot.applications {
            apps.insert(AppInfo::new(a.id, &a.user));
        }
        Ok(Cluster { topology, apps, levels: ConstraintLevels::new() })
    }
}

/// Free space and allocation tags per node at one moment.
#[derive(Clone)]
struct ClusterView {
    free: Vec<Resource>,
    tags: AllocationTagIndex,
}

impl ClusterView {
    fn take(&mut self, node: usize, app: AppId, size: Resource, tags: &[TagId]) {
        self.free[node] -= size;
        self.add_tags(node, app, tags, 1);
    }

    /// The tags of `count` containers of `app` on `node`, without their space.
    fn add_tags(&mut self, node: usize, app: AppId, tags: &[TagId], count: u32) {
        // Only fails for a node the topology lacks, and `node` indexes the topology built from the same list.
        let _ = self.tags.add_containers(NodeId(node as u32), app, tags, count);
    }
}

/// A node's last placement seen in the snapshot, its tags' ids, and the containers of `app` with it that are not
/// in the index yet.
#[derive(Clone)]
struct NodeRun<'a> {
    placement: &'a Arc<ContainerPlacement>,
    ids: Vec<TagId>,
    app: AppId,
    count: u32,
}

pub(crate) fn check(
    model: &Resolved,
    snapshot: &PreemptionSnapshot,
    parts: &[PartitionQueues],
    selection: &Selection,
) -> PlacementAfterPreemption {
    let mut out = PlacementAfterPreemption { beyond_yarn: true, ..PlacementAfterPreemption::default() };
    let rc = &model.rc;

    // The starving (leaf, partition) pairs.
    let mut starving: Vec<(usize, usize)> = Vec::new();
    for &leaf in &model.leaves {
        for part in parts {
            let t = &part.queues[leaf];
            if rc.greater_than(&part.resource, &t.ideal_assigned, &t.used)
                && rc.greater_than(&part.resource, &t.pending, &Resource::ZERO)
            {
                starving.push((leaf, part.partition));
            }
        }
    }
    if starving.is_empty() {
        out.summary = String::from("No queue is owed resources this round; nothing to place.");
        return out;
    }
    if snapshot.nodes.is_empty() {
        out.summary = String::from(
            "Not evaluated: the snapshot lists no nodes (add `nodes` and each container's `node` to check \
             whether the freed resources can host the starving queues' requests).",
        );
        return out;
    }
    if let Some(c) = (0..model.containers.len()).find(|&c| !model.is_reserved(c) && model.node_of(c).is_none()) {
        out.summary = format!("Not evaluated: container {} has no `node`.", model.containers[c].id());
        return out;
    }

    let cluster = match Cluster::new(snapshot) {
        Ok(c) => c,
        Err(e) => {
            out.summary = format!("Not evaluated: the snapshot's nodes do not form a cluster ({e}).");
            return out;
        }
    };
    let mut now = view_now(model, snapshot, &cluster);
    let mut selected = alloc::vec![false; model.containers.len()];
    for ch in &selection.chosen {
        selected[ch.container] = true;
    }
    // The same cluster without this round's selected containers: removing them from a copy is count-based, as
    // YARN's tag manager releases containers. Every tag is interned already, so the copy gives the same ids.
    let mut after = now.clone();
    for (ci, c) in model.containers.iter().enumerate() {
        let (true, false, Some(node)) = (selected[ci], model.is_reserved(ci), model.node_of(ci)) else { continue };
        let app = &model.apps[c.app()];
        let ids = after.tags.intern_all(c.tags().iter().map(String::as_str));
        after.free[node] += c.size();
        let _ = after.tags.remove_container(NodeId(node as u32), app.id, &ids);
    }

    let (mut total, mut fit_now, mut fit_after) = (0u64, 0u64, 0u64);
    for (leaf, p) in starving {
        let mut apps = preemption_order(model, leaf);
        apps.reverse(); // assignment order
        for a in apps {
            let app = &model.apps[a];
            let snap = &snapshot.applications[app.index];
            for (ai, ask) in snap.pending.iter().enumerate() {
                if model.partition_index(&ask.partition) != Some(p) || ask.count == 0 {
                    continue;
                }
                let constraint = app.constraints.get(ai).and_then(Option::as_ref);
                let (n_now, _) = place(model, snapshot, &cluster, &mut now, p, app.id, ask, constraint);
                let (n_after, nodes) = place(model, snapshot, &cluster, &mut after, p, app.id, ask, constraint);
                total += ask.count as u64;
                fit_now += n_now as u64;
                fit_after += n_after as u64;
                let constraint = constraint.map(print_constraint);
                let text = ask_text(ask.count, n_now, n_after, constraint.as_deref());
                out.asks.push(AskCheck {
                    queue: String::from(model.path(leaf)),
                    app: app.id,
                    ask: ai,
                    size: ask.size,
                    count: ask.count,
                    constraint,
                    placeable_now: n_now,
                    placeable_after_preemption: n_after,
                    nodes,
                    text,
                });
            }
        }
    }
    out.evaluated = true;
    out.summary = format!(
        "Of {total} pending containers of the queues preemption works for, {fit_now} fit on the cluster as it \
         is and {fit_after} fit once this round's selected containers are gone (first fit, constraints \
         honoured). YARN itself does not check this."
    );
    out
}

/// The cluster as it is: every node's free space and the tags of every running container.
fn view_now(model: &Resolved, snapshot: &PreemptionSnapshot, cluster: &Cluster) -> ClusterView {
    let mut now = ClusterView {
        free: snapshot.nodes.iter().map(|n| n.capability).collect(),
        tags: AllocationTagIndex::new(&cluster.topology),
    };
    // A live run's snapshot gives the containers of a node with the same tags one placement, and lists an
    // application's containers together: so each node keeps its last placement (with its tags interned once, not
    // once per container) and how many containers of one application came with it since, added to the index in
    // one update when the run ends. The index's counts are sums, so they come out the same as one update per
    // container, which a snapshot read from JSON (a placement per container) still makes.
    let mut runs: Vec<Option<NodeRun>> = alloc::vec![None; snapshot.nodes.len()];
    for (ci, c) in model.containers.iter().enumerate() {
        // A container that names a node has a placement: the node is part of it.
        let (false, Some(node), Some(placement)) = (model.is_reserved(ci), model.node_of(ci), c.placement()) else {
            continue;
        };
        let Some(slot) = runs.get_mut(node) else { continue };
        let app = model.apps[c.app()].id;
        now.free[node] -= c.size();
        match slot {
            Some(run) if Arc::ptr_eq(run.placement, placement) && run.app == app => run.count += 1,
            _ => {
                let ids = match slot.take() {
                    Some(run) => {
                        now.add_tags(node, run.app, &run.ids, run.count);
                        Arc::ptr_eq(run.placement, placement).then_some(run.ids)
                    }
                    None => None,
                };
                let ids = ids.unwrap_or_else(|| now.tags.intern_all(placement.tags.iter().map(String::as_str)));
                *slot = Some(NodeRun { placement, ids, app, count: 1 });
            }
        }
    }
    for (node, run) in runs.into_iter().enumerate() {
        if let Some(run) = run {
            now.add_tags(node, run.app, &run.ids, run.count);
        }
    }
    now
}

/// The tag index of `snapshot`'s cluster as it is, as the placement check builds it (`None` for a snapshot that
/// does not resolve or whose nodes do not form a cluster).
#[cfg(test)]
pub(crate) fn tag_index_now(snapshot: &PreemptionSnapshot) -> Option<AllocationTagIndex> {
    let model = super::validate::resolve(snapshot).ok()?;
    let cluster = Cluster::new(snapshot).ok()?;
    Some(view_now(&model, snapshot, &cluster).tags)
}

fn ask_text(count: u32, now: u32, after: u32, constraint: Option<&str>) -> String {
    let gained = after.saturating_sub(now);
    let cons = match constraint {
        None => String::from("no placement constraint"),
        Some(c) => format!("constraint {c}"),
    };
    if after >= count {
        format!("all {count} fit after preemption ({gained} thanks to it; {cons})")
    } else if gained == 0 && now < count {
        format!(
            "{after} of {count} fit; the containers this round frees do not help this request ({cons}), \
             although YARN counts them towards it"
        )
    } else {
        format!("{after} of {count} fit after preemption ({gained} thanks to it; {cons})")
    }
}

/// First-fit placement of `ask.count` containers; updates `view`. Returns how many fit and where.
#[allow(clippy::too_many_arguments)]
fn place(
    model: &Resolved,
    snapshot: &PreemptionSnapshot,
    cluster: &Cluster,
    view: &mut ClusterView,
    partition: usize,
    app: AppId,
    ask: &PendingAsk,
    constraint: Option<&PlacementConstraint>,
) -> (u32, Vec<String>) {
    let tags = view.tags.intern_all(ask.tags.iter().map(String::as_str));
    let mut placed = 0;
    let mut nodes = Vec::new();
    // Where the search for the next container starts. Without a constraint a node passed over stays unfit for
    // the rest of this ask (its partition is fixed and its free space only shrinks here), so the next search
    // starts at the last spot: one pass over the nodes per ask rather than one per container, the same spots.
    // A constraint can be met later on a node that failed it (affinity to a tag placed since), so with one every
    // search starts from the first node.
    let mut from = 0;
    for _ in 0..ask.count {
        let spot = (from..snapshot.nodes.len()).find(|&n| {
            model.node_partitions[n] == partition
                && model.rc.fits_in(&ask.size, &view.free[n])
                && constraint.is_none_or(|c| {
                    let ctx = EvalContext::new(&cluster.topology, &view.tags, &cluster.apps, &cluster.levels);
                    can_place(&ctx, app, &tags, c, NodeId(n as u32))
                })
        });
        let Some(n) = spot else { break };
        if constraint.is_none() {
            from = n;
        }
        view.take(n, app, ask.size, &tags);
        placed += 1;
        nodes.push(snapshot.nodes[n].name.clone());
    }
    (placed, nodes)
}
