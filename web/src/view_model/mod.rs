//! Plain data the components draw, derived from the simulator in one place, one module per view. Components
//! never reach into the core's state directly, so what a view shows is testable natively and the core can change
//! shape freely: when the simulator's internals change (queues, virtual time, preemption), this folder is where
//! the UI follows.

mod announce;
mod charts;
mod cluster;
mod cluster_events;
mod compare;
mod events;
mod explain;
pub mod highlight;
mod pending;
mod preemption;
mod queues;

pub use announce::*;
pub use charts::*;
pub use cluster::*;
pub use cluster_events::*;
pub use compare::*;
pub use events::*;
pub use explain::*;
pub use pending::*;
pub use preemption::*;
pub use queues::*;

use spindle_core::sorted_map::SortedSet;

use spindle_core::decimal::print::Float;
use spindle_core::handler::Handler;
use spindle_core::ids::ContainerId;
use spindle_core::scenario::Scenario;
use spindle_core::scenario::{AppDef, RequestDef};
use spindle_core::sim::Simulator;

/// Ten colours that stay distinguishable in both themes; a key (application, queue or tag) keeps its colour
/// for the whole run.
pub const PALETTE: [&str; 10] =
    ["#3b6fd8", "#d8743b", "#2f9e6a", "#b8457f", "#7b5cd6", "#c39a1a", "#2a9bb0", "#cc4b4b", "#6b8e23", "#8a6d5a"];

pub fn colour(index: u16) -> &'static str {
    PALETTE[index as usize % PALETTE.len()]
}

/// The text colour on each palette colour: white or black, whichever keeps 4.5:1 (a chip's label is small).
pub const PALETTE_INK: [&str; 10] =
    ["#ffffff", "#000000", "#000000", "#ffffff", "#ffffff", "#000000", "#000000", "#000000", "#000000", "#ffffff"];

/// The text colour on [`colour`]`(index)`.
pub fn ink(index: u16) -> &'static str {
    PALETTE_INK[index as usize % PALETTE_INK.len()]
}

/// What container chips are coloured by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColourBy {
    #[default]
    App,
    Queue,
    Tag,
}

impl ColourBy {
    pub const ALL: [ColourBy; 3] = [ColourBy::App, ColourBy::Queue, ColourBy::Tag];

    pub fn name(self) -> &'static str {
        match self {
            ColourBy::App => "application",
            ColourBy::Queue => "queue",
            ColourBy::Tag => "allocation tag",
        }
    }
}

/// The colour index of every request under a [`ColourBy`], and the legend.
struct ColourKeys {
    per_request: Vec<Vec<u16>>,
    legend: Vec<(String, u16)>,
}

impl ColourKeys {
    fn of(&self, app: usize, request: usize) -> u16 {
        self.per_request.get(app).and_then(|r| r.get(request)).copied().unwrap_or(0)
    }
}

fn colour_keys(sim: &Simulator, by: ColourBy) -> ColourKeys {
    let st = sim.state();
    let key = |a: &AppDef, r: Option<&RequestDef>| -> String {
        match by {
            ColourBy::App => a.name.clone(),
            ColourBy::Queue => a.queue.clone(),
            ColourBy::Tag => r.and_then(|r| r.tags.first()).cloned().unwrap_or_else(|| "(untagged)".into()),
        }
    };
    let mut legend: Vec<(String, u16)> = Vec::new();
    let index_of = |k: String, legend: &mut Vec<(String, u16)>| -> u16 {
        if by == ColourBy::App {
            // Applications keep their submission-order colour, whatever their names.
            return 0;
        }
        match legend.iter().find(|(name, _)| *name == k) {
            Some((_, i)) => *i,
            None => {
                let i = legend.len() as u16;
                legend.push((k, i));
                i
            }
        }
    };
    let apps = &st.world().apps;
    let per_request = apps
        .iter()
        .map(|a| {
            let colour = |r: Option<&RequestDef>, legend: &mut Vec<(String, u16)>| {
                if by == ColourBy::App {
                    a.id.0 as u16
                } else {
                    index_of(key(a, r), legend)
                }
            };
            if a.requests.is_empty() {
                // An application with only its AM still needs a colour for its AM container.
                vec![colour(None, &mut legend)]
            } else {
                a.requests.iter().map(|r| colour(Some(r), &mut legend)).collect()
            }
        })
        .collect();
    if by == ColourBy::App {
        legend = apps.iter().map(|a| (a.name.clone(), a.id.0 as u16)).collect();
    }
    ColourKeys { per_request, legend }
}

/// The placement-constraints handler the run uses.
pub fn handler(sim: &Simulator) -> Handler {
    sim.state().handler()
}

/// The containers the preemption policy has marked and not yet forgotten: their applications were asked to give
/// them back, and a round that still selects them after `max_wait_before_kill` kills them.
fn marked_containers(st: &spindle_core::sim::SimState) -> SortedSet<ContainerId> {
    st.preemption_marks().map(|(c, _)| c).collect()
}

/// Whether container `id` is marked for preemption now.
pub fn is_marked(sim: &Simulator, id: u64) -> bool {
    sim.state().is_preemption_marked(ContainerId(id))
}

/// The id of the newest container, if any (containers with a higher id are new).
pub fn newest_container(sim: &Simulator) -> Option<u64> {
    sim.state().containers().keys().next_back().map(|c| c.0)
}

/// How far the workload got: containers placed and asked for (AM containers excluded).
pub fn progress(sim: &Simulator) -> (u64, u64) {
    let st = sim.state();
    st.world()
        .apps
        .iter()
        .zip(st.apps())
        .flat_map(|(def, run)| def.requests.iter().zip(&run.requests))
        .fold((0, 0), |(placed, asked), (def, run)| {
            (placed + u64::from(run.allocated.min(def.count)), asked + u64::from(def.count))
        })
}

/// Whether container `id` exists now.
pub fn has_container(sim: &Simulator, id: u64) -> bool {
    sim.state().containers().contains_key(&ContainerId(id))
}

/// Nodes ever in the topology (removed ones included): [`node_infos`] is stale when this changes.
pub fn topology_size(sim: &Simulator) -> usize {
    sim.state().topology().nodes.len()
}

/// Live nodes in the cluster now.
pub fn live_node_count(sim: &Simulator) -> usize {
    sim.state().topology().live_nodes().count()
}

/// Attribute keys used on nodes, sorted, each once (custom scopes are drawn from these). Collected and sorted
/// once: a cluster can have thousands of nodes.
pub fn attribute_keys(s: &Scenario) -> SortedSet<String> {
    s.cluster.racks.iter().flat_map(|r| &r.nodes).flat_map(|n| n.attributes.keys().cloned()).collect()
}

/// `2048 MB` → `2 GB`, `1536 MB` → `1.5 GB`: the compact figures shown on nodes.
pub fn memory_label(mb: i64) -> String {
    if mb >= 1024 && mb % 512 == 0 {
        let gb = mb as f64 / 1024.0;
        if gb.fract() == 0.0 {
            format!("{} GB", gb as i64)
        } else {
            format!("{:.1} GB", Float(gb))
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
        format!("{:.1} s", Float(ms as f64 / 1000.0))
    }
}

#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;

    pub(crate) fn zk() -> (Scenario, Simulator) {
        let s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").expect("built in")).expect("parses");
        let sim = Simulator::new(&s).expect("valid");
        (s, sim)
    }

    pub(crate) fn preemption() -> (Scenario, Simulator) {
        let s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("three-queues-preemption").expect("built in")).unwrap();
        let sim = Simulator::new(&s).unwrap();
        (s, sim)
    }

    pub(crate) fn chip(v: &ClusterView, id: u64) -> Option<&ChipView> {
        v.racks.iter().flat_map(|r| &r.nodes).flat_map(|n| n.containers.iter()).find(|c| c.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::constraint::UNBOUNDED;

    /// WCAG's contrast ratio of two `#rrggbb` colours.
    fn contrast(a: &str, b: &str) -> f64 {
        let lum = |h: &str| {
            let c = |i: usize| {
                let v = f64::from(u8::from_str_radix(&h[i..i + 2], 16).unwrap()) / 255.0;
                if v <= 0.03928 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn chip_labels_keep_4_5_to_1_on_every_palette_colour() {
        for (i, c) in PALETTE.iter().enumerate() {
            let r = contrast(c, ink(i as u16));
            assert!(r >= 4.5, "{} on {c}: {r:.2}", ink(i as u16));
        }
    }

    #[test]
    fn labels() {
        assert_eq!(memory_label(8192), "8 GB");
        assert_eq!(memory_label(1536), "1.5 GB");
        assert_eq!(memory_label(700), "700 MB");
        assert_eq!(time_label(450), "450 ms");
        assert_eq!(time_label(12_345), "12.3 s");
        assert_eq!(colour(11), PALETTE[1]);
        assert_eq!(range_text(0, 0), "none allowed");
        assert_eq!(range_text(0, 2), "at most 2 allowed");
        assert_eq!(range_text(1, UNBOUNDED), "at least 1 needed");
    }
}
