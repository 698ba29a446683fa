//! Beyond YARN: would the resources a round frees actually host the starving queues' requests?
//!
//! YARN's preemption policy reasons about queue totals only; it never looks at nodes, allocation tags or
//! placement constraints. This check replays, on the snapshot's nodes, a first-fit placement of every pending
//! request of the queues the round is preempting for (leaves whose ideal exceeds their use), once on the cluster
//! as it is and once without the selected containers, honouring the requests' tag constraints with YARN's
//! `SingleConstraint` semantics (every target tag's count of other containers within `[min, max]`). Reserved
//! containers hold no node space or tags here.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::report::{AskCheck, PlacementCheck};
use super::selector::{preemption_order, Selection};
use super::snapshot::{Namespace, PendingAsk, PreemptionSnapshot, Scope, TagConstraint};
use super::temp_queue::PartitionQueues;
use super::validate::Resolved;
use crate::ids::AppId;
use crate::resource::Resource;

type TagCounts = BTreeMap<String, BTreeMap<AppId, u32>>;

/// Free space and allocation tags per node (and per rack).
#[derive(Clone)]
struct ClusterView {
    free: Vec<Resource>,
    node_tags: Vec<TagCounts>,
    rack_tags: BTreeMap<String, TagCounts>,
}

impl ClusterView {
    fn add_tags(&mut self, node: usize, rack: &str, app: AppId, tags: &[String]) {
        for t in tags {
            *self.node_tags[node].entry(t.clone()).or_default().entry(app).or_default() += 1;
            *self.rack_tags.entry(rack.into()).or_default().entry(t.clone()).or_default().entry(app).or_default() += 1;
        }
    }

    fn count(counts: Option<&TagCounts>, tag: &str, ns: Namespace, app: AppId) -> u32 {
        let Some(per_app) = counts.and_then(|c| c.get(tag)) else { return 0 };
        match ns {
            Namespace::OwnApp => per_app.get(&app).copied().unwrap_or(0),
            Namespace::All => per_app.values().sum(),
        }
    }

    fn satisfied(&self, c: &TagConstraint, node: usize, rack: &str, app: AppId) -> bool {
        let counts = match c.scope {
            Scope::Node => Some(&self.node_tags[node]),
            Scope::Rack => self.rack_tags.get(rack),
        };
        let cards: Vec<u32> = if c.tags.is_empty() {
            counts.map(|m| m.keys().map(|t| Self::count(Some(m), t, c.namespace, app)).collect()).unwrap_or_default()
        } else {
            c.tags.iter().map(|t| Self::count(counts, t, c.namespace, app)).collect()
        };
        let min_card = cards.iter().copied().min().unwrap_or(0);
        let max_card = cards.iter().copied().max().unwrap_or(0);
        (c.min == 0 || min_card >= c.min) && c.max.is_none_or(|m| max_card <= m)
    }
}

/// Describes a constraint the way YARN's PlacementSpec would (`notin,node,hbase`).
pub fn describe(c: &TagConstraint) -> String {
    let scope = match c.scope {
        Scope::Node => "node",
        Scope::Rack => "rack",
    };
    let tags = c.tags.join(",");
    let ns = match c.namespace {
        Namespace::OwnApp => "",
        Namespace::All => " (all applications)",
    };
    match (c.min, c.max) {
        (0, Some(0)) => format!("notin,{scope},{tags}{ns}"),
        (1, None) => format!("in,{scope},{tags}{ns}"),
        (min, max) => {
            let max = max.map_or_else(|| String::from("∞"), |m| format!("{m}"));
            format!("cardinality,{scope},{tags},{min},{max}{ns}")
        }
    }
}

pub(crate) fn check(
    model: &Resolved,
    snapshot: &PreemptionSnapshot,
    parts: &[PartitionQueues],
    selection: &Selection,
) -> PlacementCheck {
    let mut out = PlacementCheck { beyond_yarn: true, ..PlacementCheck::default() };
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
    if let Some(c) = model.containers.iter().find(|c| !c.reserved && c.node.is_none()) {
        out.summary = format!("Not evaluated: container {} has no `node`.", c.id);
        return out;
    }

    let racks: Vec<&str> = snapshot.nodes.iter().map(|n| n.rack.as_str()).collect();
    let mut now = ClusterView {
        free: snapshot.nodes.iter().map(|n| n.capability).collect(),
        node_tags: alloc::vec![TagCounts::new(); snapshot.nodes.len()],
        rack_tags: BTreeMap::new(),
    };
    let mut after = now.clone();
    let mut selected = alloc::vec![false; model.containers.len()];
    for ch in &selection.chosen {
        selected[ch.container] = true;
    }
    for (ci, c) in model.containers.iter().enumerate() {
        if c.reserved {
            continue;
        }
        let Some(node) = c.node else { continue };
        let app = &model.apps[c.app];
        let tags = &snapshot.applications[app.index].containers[c.index].tags;
        now.free[node] -= c.size;
        now.add_tags(node, racks[node], app.id, tags);
        if !selected[ci] {
            after.free[node] -= c.size;
            after.add_tags(node, racks[node], app.id, tags);
        }
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
                let (n_now, _) = place(model, snapshot, &mut now, &racks, p, app.id, ask);
                let (n_after, nodes) = place(model, snapshot, &mut after, &racks, p, app.id, ask);
                total += ask.count as u64;
                fit_now += n_now as u64;
                fit_after += n_after as u64;
                let constraints: Vec<String> = ask.constraints.iter().map(describe).collect();
                let text = ask_text(ask.count, n_now, n_after, &constraints);
                out.asks.push(AskCheck {
                    queue: model.queues[leaf].path.clone(),
                    app: app.id,
                    ask: ai,
                    size: ask.size,
                    count: ask.count,
                    constraints,
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

fn ask_text(count: u32, now: u32, after: u32, constraints: &[String]) -> String {
    let gained = after.saturating_sub(now);
    let cons = if constraints.is_empty() {
        String::from("no placement constraint")
    } else {
        format!("constraint {}", constraints.join(" and "))
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
fn place(
    model: &Resolved,
    snapshot: &PreemptionSnapshot,
    view: &mut ClusterView,
    racks: &[&str],
    partition: usize,
    app: AppId,
    ask: &PendingAsk,
) -> (u32, Vec<String>) {
    let mut placed = 0;
    let mut nodes = Vec::new();
    for _ in 0..ask.count {
        let spot = (0..snapshot.nodes.len()).find(|&n| {
            model.partition_index(&snapshot.nodes[n].partition) == Some(partition)
                && model.rc.fits_in(&ask.size, &view.free[n])
                && ask.constraints.iter().all(|c| view.satisfied(c, n, racks[n], app))
        });
        let Some(n) = spot else { break };
        view.free[n] -= ask.size;
        view.add_tags(n, racks[n], app, &ask.tags);
        placed += 1;
        nodes.push(snapshot.nodes[n].name.clone());
    }
    (placed, nodes)
}
