//! Plain data the components draw, derived from the simulator in one place. Components never reach into the
//! core's state directly, so what a view shows is testable natively and the core can change shape freely.

use spindle_core::resource::Resource;
use spindle_core::sim::{Event, Simulator};

/// Ten colours that stay distinguishable in both themes; an application keeps its colour for the whole run.
pub const APP_COLOURS: [&str; 10] =
    ["#3b6fd8", "#d8743b", "#2f9e6a", "#b8457f", "#7b5cd6", "#c39a1a", "#2a9bb0", "#cc4b4b", "#6b8e23", "#8a6d5a"];

pub fn app_colour(app: u32) -> &'static str {
    APP_COLOURS[app as usize % APP_COLOURS.len()]
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClusterView {
    pub racks: Vec<RackView>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RackView {
    pub name: String,
    pub nodes: Vec<NodeView>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NodeView {
    pub id: u32,
    pub name: String,
    pub capability: Resource,
    pub used: Resource,
    /// Empty for the default partition.
    pub partition: String,
    pub attributes: Vec<(String, String)>,
    pub containers: Vec<ChipView>,
}

/// One container drawn on its node.
#[derive(Clone, Debug, PartialEq)]
pub struct ChipView {
    pub id: u64,
    pub app: u32,
    /// The container's allocation tags, comma-separated (its label on the chip).
    pub label: String,
    /// Placed by the most recent step (animated in).
    pub fresh: bool,
}

/// A SchedulingRequest still waiting, as the pending lane shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingView {
    pub app: u32,
    pub app_name: String,
    pub tags: Vec<String>,
    pub remaining: u32,
    pub count: u32,
    pub resource: Resource,
    /// The request's effective constraint in PlacementSpec syntax (empty when unconstrained).
    pub constraint: String,
}

/// One line of the event log.
#[derive(Clone, Debug, PartialEq)]
pub struct EventView {
    pub at_ms: u64,
    pub text: String,
    pub good: bool,
}

/// Racks, nodes and the containers on them, in topology order.
pub fn cluster_view(sim: &Simulator) -> ClusterView {
    let st = sim.state();
    let t = st.topology();
    let fresh: Vec<u64> = sim
        .last_events()
        .iter()
        .filter_map(|e| match e {
            Event::ContainerAllocated { container, .. } => Some(container.0),
            _ => None,
        })
        .collect();
    let mut racks: Vec<RackView> =
        t.racks.iter().map(|r| RackView { name: r.name.clone(), nodes: Vec::new() }).collect();
    for id in t.live_nodes() {
        let n = t.node(id);
        let containers = st
            .containers()
            .values()
            .filter(|c| c.node == id)
            .map(|c| ChipView {
                id: c.id.0,
                app: c.app.0,
                label: if c.is_am { "AM".to_string() } else { st.container_tags(c).join(",") },
                fresh: fresh.contains(&c.id.0),
            })
            .collect();
        racks[n.rack.index()].nodes.push(NodeView {
            id: id.0,
            name: n.name.clone(),
            capability: n.capability,
            used: st.node_used(id),
            partition: t.partition(n.partition).name.clone(),
            attributes: n.attributes.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            containers,
        });
    }
    ClusterView { racks }
}

/// Requests with containers still to place, in the order the simulator serves them.
pub fn pending_views(sim: &Simulator) -> Vec<PendingView> {
    sim.state()
        .pending_requests()
        .into_iter()
        .map(|r| PendingView {
            app: r.app.0,
            app_name: r.app_name,
            tags: if r.request.is_none() { vec!["AM".to_string()] } else { r.tags },
            remaining: r.remaining,
            count: r.count,
            resource: r.resource,
            constraint: r.constraint,
        })
        .collect()
}

/// The event log, oldest first, in words.
pub fn event_views(sim: &Simulator) -> Vec<EventView> {
    sim.events()
        .map(|e| EventView {
            at_ms: e.at_ms(),
            text: match e {
                Event::ContainerAllocated { container, app_name, node_name, is_am, .. } => {
                    let what = if *is_am { "AM container" } else { "container" };
                    format!("{what} {} of {app_name} → {node_name}", container.0)
                }
                other => other.describe(),
            },
            good: !matches!(e, Event::RequestRejected { .. } | Event::AppRejected { .. } | Event::Stalled { .. }),
        })
        .collect()
}

/// `2048 MB` → `2 GB`, `1536 MB` → `1.5 GB`: the compact figures shown on nodes.
pub fn memory_label(mb: i64) -> String {
    if mb >= 1024 && mb % 512 == 0 {
        let gb = mb as f64 / 1024.0;
        if gb.fract() == 0.0 {
            format!("{} GB", gb as i64)
        } else {
            format!("{gb:.1} GB")
        }
    } else {
        format!("{mb} MB")
    }
}

/// Virtual time as `12.3 s` (or `450 ms` under a second).
pub fn time_label(ms: u64) -> String {
    if ms < 1000 {
        format!("{ms} ms")
    } else {
        format!("{:.1} s", ms as f64 / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(memory_label(8192), "8 GB");
        assert_eq!(memory_label(1536), "1.5 GB");
        assert_eq!(memory_label(700), "700 MB");
        assert_eq!(time_label(450), "450 ms");
        assert_eq!(time_label(12_345), "12.3 s");
        assert_eq!(app_colour(11), APP_COLOURS[1]);
    }
}
