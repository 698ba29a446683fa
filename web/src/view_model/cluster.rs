//! The cluster: racks, nodes and the containers on them, with what to overlay.

use std::collections::HashMap;
use std::rc::Rc;

use spindle_core::ids::{AppId, ContainerId};
use spindle_core::resource::Resource;
use spindle_core::scenario::Scenario;
use spindle_core::scheduler::ReleaseReason;
use spindle_core::sim::{Event, Simulator};
use spindle_core::sorted_map::{SortedMap, SortedSet};
use spindle_core::topology::NodeId;

use super::*;

#[derive(Clone, Debug, PartialEq)]
pub struct ClusterView {
    pub racks: Vec<RackView>,
    /// What each colour means under the current [`ColourBy`].
    pub legend: Vec<(String, u16)>,
    pub node_count: usize,
    pub container_count: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RackView {
    /// Position of the rack in the scenario (for editing); `None` for a group of another scope.
    pub index: Option<usize>,
    pub name: String,
    pub nodes: Vec<NodeView>,
}

/// What a node is, as opposed to what is on it: fixed for a given topology, so it is built once
/// ([`node_infos`]) and shared by every frame's view instead of being copied 2,000 times per frame.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeInfo {
    pub id: u32,
    pub name: String,
    /// `(rack, node)` position in the scenario, for editing; `None` for a node a timed event added.
    pub pos: Option<(usize, usize)>,
    pub capability: Resource,
    /// Empty for the default partition.
    pub partition: String,
    pub attributes: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NodeView {
    pub info: Rc<NodeInfo>,
    pub used: Resource,
    pub schedulable: bool,
    /// Shared with the next frame's view while the node holds the same containers (see [`ChipCache`]).
    pub containers: Rc<[ChipView]>,
    /// With a pending request selected: whether it could go here now, and why not.
    pub fit: Option<Fit>,
}

impl NodeView {
    pub fn memory_fraction(&self) -> f64 {
        fraction(self.used.memory(), self.info.capability.memory())
    }

    pub fn vcore_fraction(&self) -> f64 {
        fraction(self.used.vcores(), self.info.capability.vcores())
    }
}

/// The [`NodeInfo`] of every node of the simulator's topology, by node id. Rebuild it when the scenario or the
/// number of nodes changes.
pub fn node_infos(sim: &Simulator, scenario: &Scenario) -> Vec<Rc<NodeInfo>> {
    let t = sim.state().topology();
    let positions: HashMap<&str, (usize, usize)> = scenario
        .cluster
        .racks
        .iter()
        .enumerate()
        .flat_map(|(r, rack)| rack.nodes.iter().enumerate().map(move |(n, node)| (node.name.as_str(), (r, n))))
        .collect();
    t.nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            Rc::new(NodeInfo {
                id: i as u32,
                name: n.name.clone(),
                pos: positions.get(n.name.as_str()).copied(),
                capability: n.capability,
                partition: t.partition(n.partition).name.clone(),
                attributes: n.attributes.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            })
        })
        .collect()
}

fn fraction(used: i64, cap: i64) -> f64 {
    if cap <= 0 {
        0.0
    } else {
        (used as f64 / cap as f64).clamp(0.0, 1.0)
    }
}

/// One container drawn on its node.
#[derive(Clone, Debug, PartialEq)]
pub struct ChipView {
    pub id: u64,
    pub app: u32,
    /// `None` for an AM container.
    pub request: Option<usize>,
    /// The container's allocation tags, comma-separated (its label on the chip); shared by the request's chips.
    pub label: Rc<str>,
    /// Whose it is, in words: "hbase in queue root.a" (its accessible name says what the colour shows).
    pub owner: Rc<str>,
    pub colour: u16,
    /// Placed by the latest action (animated in).
    pub fresh: bool,
    /// What the Capacity Scheduler and the preemption policy say about it.
    pub state: ChipState,
}

/// A container chip's state beyond "running".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChipState {
    #[default]
    Running,
    /// Selected by the latest preemption round: its application was asked to give it back, and it is killed at
    /// `max_wait_before_kill` if still selected then. `just` when the latest move marked it (it flashes).
    Marked { just: bool },
    /// Killed by the preemption policy in the latest move: drawn once more as it leaves.
    Preempted,
    /// A reservation: the node is held for this container until it fits.
    Reserved,
}

/// Whether a selected pending request fits a node now.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    pub fits: bool,
    /// A few words: "fits", "no room: …", the failing constraint part with its count.
    pub reason: String,
}

/// What to overlay and highlight on the cluster.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlay<'a> {
    pub fits: Option<&'a [NodeRow]>,
    /// Containers with this id or above were placed by the latest action.
    pub fresh_from: Option<u64>,
    /// Group nodes by this attribute (a custom scope such as a fault domain) instead of by rack.
    pub group_by: Option<&'a str>,
}

/// Racks, nodes and the containers on them, in topology order. `infos` comes from [`node_infos`] for this
/// simulator (a node it lacks is skipped, never a panic).
pub fn cluster_view(sim: &Simulator, infos: &[Rc<NodeInfo>], by: ColourBy, overlay: Overlay<'_>) -> ClusterView {
    ChipCache::default().cluster_view(sim, infos, by, overlay, 0)
}

/// What a node holds, as far as its chips go: equal signatures of the same run mean equal chips. Container ids
/// are handed out in increasing order and never reused, so a node that gained a container since has a higher
/// newest id, and one that only lost some has fewer: the count and the newest id tell a changed set of
/// containers from the same one (reservations are compared by id, marks separately).
#[derive(Clone, Copy, Debug, PartialEq)]
struct NodeSig {
    count: usize,
    newest: Option<ContainerId>,
    reservation: Option<ContainerId>,
    allocated: Resource,
}

/// The chips of every node as an earlier frame built them, so that a frame of a run playing on 10,000 nodes
/// builds chips only for the nodes whose containers changed: rebuilding 100,000 chips took half of every frame
/// (Chromium profile of the 10,000-node frame benchmark: `cluster_view` 49 % of the main thread, dropping the
/// previous frame's chips another 8 %). The playground keeps one per session; [`cluster_view`] uses a fresh one.
#[derive(Default)]
pub struct ChipCache {
    /// The run (the caller's count of scenario versions) and colouring the chips were built for.
    basis: Option<(u64, ColourBy)>,
    /// The step they show: a move back rebuilds every node.
    step: usize,
    /// Per node id: its signature and chips when they were built.
    nodes: Vec<Option<(NodeSig, Rc<[ChipView]>)>>,
    /// The containers marked for preemption then: a node whose container was marked or unmarked since is rebuilt.
    marked: SortedSet<ContainerId>,
    /// The run and colouring `words` were made for: they read the scenario alone, so they are kept across frames,
    /// animated ones included.
    words: Option<((u64, ColourBy), Rc<ChipWords>)>,
}

impl ChipCache {
    /// [`cluster_view`], reusing the chips of nodes that did not change since the previous call for the same `run`.
    /// Frames that animate the latest step (`overlay.fresh_from`) are built whole and not kept.
    pub fn cluster_view(
        &mut self,
        sim: &Simulator,
        infos: &[Rc<NodeInfo>],
        by: ColourBy,
        overlay: Overlay<'_>,
        run: u64,
    ) -> ClusterView {
        let st = sim.state();
        let t = st.topology();
        let cs = st.scheduler();
        let step = sim.step_index();
        let basis = overlay.fresh_from.is_none().then_some((run, by));
        if basis.is_none() || basis != self.basis || step < self.step || self.nodes.len() != t.nodes.len() {
            self.nodes.clear();
            self.marked.clear();
        }
        self.nodes.resize(t.nodes.len(), None);
        (self.basis, self.step) = (basis, step);
        let marked = marked_containers(st);
        // Marked then or marked now, not both (the order does not matter: each such node is rebuilt).
        for c in self.marked.difference(&marked).chain(marked.difference(&self.marked)) {
            if let Some(slot) = st.containers().get(c).and_then(|run| self.nodes.get_mut(run.node.index())) {
                *slot = None;
            }
        }
        let words = match &self.words {
            Some((key, words)) if *key == (run, by) => words.clone(),
            _ => {
                let words = Rc::new(ChipWords::new(sim, by));
                self.words = Some(((run, by), words.clone()));
                words
            }
        };
        let chips = Chips::new(sim, words, overlay, marked);

        let fits: HashMap<u32, &NodeRow> = overlay.fits.unwrap_or(&[]).iter().map(|row| (row.id, row)).collect();
        let mut racks: Vec<RackView> = t
            .racks
            .iter()
            .enumerate()
            .map(|(i, r)| RackView { index: Some(i), name: r.name.clone(), nodes: Vec::new() })
            .collect();
        let mut node_count = 0;
        for id in t.live_nodes() {
            let n = t.node(id);
            node_count += 1;
            let (Some(rack), Some(info)) = (racks.get_mut(n.rack.index()), infos.get(id.index())) else { continue };
            let sig = cs.node(id).map(|s| NodeSig {
                count: s.containers.len(),
                newest: s.containers.last().copied(),
                reservation: s.reservation,
                allocated: s.allocated,
            });
            let containers = match (&self.nodes[id.index()], sig) {
                (Some((was, built)), Some(sig)) if *was == sig => built.clone(),
                _ => {
                    let built = chips.of(id);
                    self.nodes[id.index()] = sig.map(|sig| (sig, built.clone()));
                    built
                }
            };
            rack.nodes.push(NodeView {
                info: info.clone(),
                used: st.node_used(id),
                schedulable: n.is_schedulable(),
                containers,
                fit: fits.get(&id.0).map(|row| Fit { fits: row.fits, reason: row.reason.clone() }),
            });
        }
        if let Some(key) = overlay.group_by {
            racks = group_by_attribute(racks, key);
        }
        let Chips { words, marked, .. } = chips;
        self.marked = marked;
        ClusterView { racks, legend: words.keys.legend.clone(), node_count, container_count: st.containers().len() }
    }

    /// The chips' words of the last [`cluster_view`](Self::cluster_view) for `run` and `by`, if it made them: the
    /// pending lane's cards take their colours from here rather than working every request's out again.
    pub fn words(&self, run: u64, by: ColourBy) -> Option<Rc<ChipWords>> {
        self.words.as_ref().filter(|(key, _)| *key == (run, by)).map(|(_, words)| words.clone())
    }
}

/// What a chip says that depends on the scenario alone: every request's colour and label, every application's
/// owner line. Made once per run and colouring (a load simulator's trace brought in has tens of thousands of
/// requests, and making them for every frame was a frame's allocations).
pub struct ChipWords {
    pub(super) keys: ColourKeys,
    /// Per application, per request: the chip label (its tags).
    labels: Vec<Vec<Rc<str>>>,
    /// Per application: "NAME in queue QUEUE".
    owners: Vec<Rc<str>>,
}

impl ChipWords {
    fn new(sim: &Simulator, by: ColourBy) -> ChipWords {
        let apps = &sim.state().world().apps;
        ChipWords {
            keys: colour_keys(sim, by),
            labels: apps.iter().map(|a| a.requests.iter().map(|r| Rc::from(r.tags.join(","))).collect()).collect(),
            owners: apps.iter().map(|a| Rc::from(format!("{} in queue {}", a.name, a.queue))).collect(),
        }
    }
}

/// What building one node's chips needs, looked up once per frame.
struct Chips<'s> {
    sim: &'s Simulator,
    words: Rc<ChipWords>,
    am_label: Rc<str>,
    marked: SortedSet<ContainerId>,
    /// Containers the latest step marked (they flash); empty unless the latest step is animated.
    just_marked: SortedSet<ContainerId>,
    /// Containers the policy killed in the latest step, by node: drawn once more as they leave.
    leaving: HashMap<NodeId, Vec<ChipView>>,
    fresh_from: Option<u64>,
}

impl<'s> Chips<'s> {
    fn new(
        sim: &'s Simulator,
        words: Rc<ChipWords>,
        overlay: Overlay<'_>,
        marked: SortedSet<ContainerId>,
    ) -> Chips<'s> {
        let mut chips = Chips {
            sim,
            words,
            am_label: Rc::from("AM"),
            marked,
            just_marked: SortedSet::new(),
            leaving: HashMap::new(),
            fresh_from: overlay.fresh_from,
        };
        // What the latest step did is animated only after a forward move (stepping back undoes, it does not happen).
        let latest: &[Event] = if overlay.fresh_from.is_some() { sim.last_events() } else { &[] };
        for e in latest {
            match e {
                Event::ContainerMarked { container, .. } => {
                    chips.just_marked.insert(*container);
                }
                Event::ContainerFinished {
                    container, app, node, request, reason: ReleaseReason::Preempted, ..
                } => {
                    let chip = chips.chip(container.0, *app, request.map(|r| r as usize), ChipState::Preempted);
                    chips.leaving.entry(*node).or_default().push(chip);
                }
                _ => {}
            }
        }
        chips
    }

    fn chip(&self, id: u64, app: AppId, request: Option<usize>, state: ChipState) -> ChipView {
        let label = match request {
            Some(r) => {
                self.words.labels.get(app.index()).and_then(|l| l.get(r)).cloned().unwrap_or_else(|| Rc::from(""))
            }
            None => self.am_label.clone(),
        };
        ChipView {
            id,
            app: app.0,
            request,
            label,
            owner: self.words.owners.get(app.index()).cloned().unwrap_or_else(|| Rc::from("")),
            // The AM container belongs to no request; it is labelled and coloured as its application's.
            colour: self.words.keys.of(app.index(), request.unwrap_or(0)),
            fresh: false,
            state,
        }
    }

    /// The chips of node `id`: its containers in id order, then those leaving it, then its reservation.
    fn of(&self, id: NodeId) -> Rc<[ChipView]> {
        let st = self.sim.state();
        let cs = st.scheduler();
        let Some(node) = cs.node(id) else { return Rc::from([]) };
        let mut out = Vec::with_capacity(node.containers.len() + 1);
        for c in node.containers.iter().filter_map(|c| st.containers().get(c)) {
            let state = if self.marked.contains(&c.id) {
                ChipState::Marked { just: self.just_marked.contains(&c.id) }
            } else {
                ChipState::Running
            };
            let mut chip = self.chip(c.id.0, c.app, c.request.map(|r| r as usize), state);
            chip.fresh = self.fresh_from.is_some_and(|from| c.id.0 >= from);
            out.push(chip);
        }
        out.extend(self.leaving.get(&id).into_iter().flatten().cloned());
        // A reservation, as an outline on the node it holds.
        if let Some(c) = node.reservation.and_then(|c| cs.containers().get(&c)) {
            let request = usize::try_from(c.key.allocation_request_id).ok().filter(|_| !c.is_am);
            out.push(self.chip(c.id.0, c.app, request, ChipState::Reserved));
        }
        out.into()
    }
}

/// Regroups nodes by the value of attribute `key`, as a custom scope `@key` counts them: one group per value,
/// in value order, then the nodes without the attribute (which belong to no group of that scope).
fn group_by_attribute(racks: Vec<RackView>, key: &str) -> Vec<RackView> {
    // A `SortedMap` (the values are few; a B-tree here stamped out its code for this one pair of types).
    let mut groups: SortedMap<Option<String>, Vec<NodeView>> = SortedMap::new();
    for n in racks.into_iter().flat_map(|r| r.nodes) {
        let value = n.info.attributes.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
        groups.get_or_insert_with(value, Vec::new).push(n);
    }
    let none = groups.remove(&None);
    groups
        .into_iter()
        .map(|(v, nodes)| RackView { index: None, name: format!("{key}={}", v.unwrap_or_default()), nodes })
        .chain(none.map(|nodes| RackView { index: None, name: format!("no {key}"), nodes }))
        .collect()
}

/// Hadoop's default `DefaultResourceCalculator` compares memory only and counts every allocated container as one
/// vcore, so the vcores used on a node need not add up to the vcores the requests ask for.
pub const MEMORY_ONLY_NOTE: &str = "The scheduler compares memory only: under Hadoop's default calculator, \
    DefaultResourceCalculator (yarn.scheduler.capacity.resource-calculator), every container is counted as 1 vcore \
    whatever it asked for, so the vcores used on a node need not add up to the requests'. \
    Set it to DominantResourceCalculator to count vcores too.";

/// Whether the scheduler compares memory only (Hadoop's default calculator).
pub fn memory_only(sim: &Simulator) -> bool {
    sim.state().scheduler().config().calculator == spindle_core::resource::CalculatorKind::Default
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::fixtures::*;

    use spindle_core::scenario::Scenario;
    use spindle_core::sim::Simulator;

    #[test]
    fn the_cluster_view_groups_containers_by_node_with_scenario_positions() {
        let (s, mut sim) = zk();
        sim.step();
        let from = newest_container(&sim).map(|n| n + 1);
        sim.step();
        let v = cluster_view(
            &sim,
            &node_infos(&sim, &s),
            ColourBy::Tag,
            Overlay { fresh_from: from, ..Overlay::default() },
        );
        assert_eq!(v.node_count, 6);
        assert_eq!(v.container_count, 2);
        let with: Vec<&NodeView> = v.racks.iter().flat_map(|r| &r.nodes).filter(|n| !n.containers.is_empty()).collect();
        assert_eq!(with.len(), 2);
        assert_eq!(with.iter().filter(|n| n.containers[0].fresh).count(), 1);
        assert_eq!(&*with[0].containers[0].label, "zk");
        assert_eq!(v.racks[1].nodes[0].info.pos, Some((1, 0)));
        assert_eq!(v.legend, vec![("zk".to_string(), 0)]);
        assert_eq!(progress(&sim), (2, 3));
    }

    #[test]
    fn chips_carried_from_frame_to_frame_equal_chips_built_anew() {
        // Preemption marks, unmarks and kills containers; one step back and on; the colouring changes.
        for (s, mut sim) in [preemption(), zk()] {
            let infos = node_infos(&sim, &s);
            let mut cache = ChipCache::default();
            for i in 0..400 {
                if sim.is_finished() {
                    break;
                }
                if i == 40 {
                    sim.step_back();
                } else {
                    sim.step();
                }
                // Mostly frame after frame in one colouring; now and then another one (built anew, then back).
                let colourings: &[ColourBy] =
                    if i % 50 == 25 { &[ColourBy::Tag, ColourBy::App] } else { &[ColourBy::App] };
                for &by in colourings {
                    let carried = cache.cluster_view(&sim, &infos, by, Overlay::default(), 7);
                    assert_eq!(
                        carried,
                        cluster_view(&sim, &infos, by, Overlay::default()),
                        "step {}",
                        sim.step_index()
                    );
                    let chips: usize = carried.racks.iter().flat_map(|r| &r.nodes).map(|n| n.containers.len()).sum();
                    assert!(chips >= carried.container_count, "every container is drawn");
                    // The pending lane's cards coloured from the kept words are the cards coloured afresh.
                    let words = cache.words(7, by);
                    assert!(words.is_some(), "the words of the colouring just drawn are kept");
                    assert_eq!(
                        pending_views(&sim, by, EXPLAINED_PENDING, words.as_deref()),
                        pending_views(&sim, by, EXPLAINED_PENDING, None)
                    );
                }
            }
        }
    }

    #[test]
    fn nodes_can_be_grouped_by_a_custom_scope() {
        let (mut s, _) = zk();
        s.cluster.racks[0].nodes[0].attributes.insert("fault_domain".into(), "fd2".into());
        s.cluster.racks[1].nodes[0].attributes.insert("fault_domain".into(), "fd1".into());
        s.cluster.racks[1].nodes[1].attributes.insert("fault_domain".into(), "fd1".into());
        let sim = Simulator::new(&s).unwrap();
        let infos = node_infos(&sim, &s);
        let v =
            cluster_view(&sim, &infos, ColourBy::App, Overlay { group_by: Some("fault_domain"), ..Overlay::default() });
        let groups: Vec<(&str, usize)> = v.racks.iter().map(|r| (r.name.as_str(), r.nodes.len())).collect();
        assert_eq!(groups, [("fault_domain=fd1", 2), ("fault_domain=fd2", 1), ("no fault_domain", 3)]);
        assert!(v.racks.iter().all(|r| r.index.is_none()));
        assert_eq!(v.racks[0].nodes[0].info.pos, Some((1, 0)), "nodes keep their place in the scenario for editing");
    }

    #[test]
    fn a_reservation_is_drawn_as_an_outline_on_the_node_it_holds() {
        let s: Scenario = serde_json::from_str(
            // 3 GB free in all but 1 GB per node: the 2 GB ask fits the queue, not a node, so it reserves one.
            r#"{ "cluster": { "racks": [ { "name": "r", "nodes": [
                   { "name": "n1", "resource": { "memory-mb": 4096, "vcores": 4 } },
                   { "name": "n2", "resource": { "memory-mb": 4096, "vcores": 4 } } ] } ] },
                 "applications": [
                   { "name": "big", "requests": [ { "count": 2, "resource": { "memory-mb": 3072 }, "duration-ms": 60000 } ] },
                   { "name": "late", "submit-ms": 1000,
                     "requests": [ { "count": 1, "resource": { "memory-mb": 2048 } } ] } ] }"#,
        )
        .expect("parses");
        let mut sim = Simulator::new(&s).expect("valid");
        while !sim.is_finished() && !sim.last_events().iter().any(|e| matches!(e, Event::ContainerReserved { .. })) {
            sim.step();
        }
        let reserved = sim.last_events().iter().find_map(|e| match e {
            Event::ContainerReserved { container, .. } => Some(container.0),
            _ => None,
        });
        let id = reserved.expect("the late application reserves the full node");
        let v = cluster_view(&sim, &node_infos(&sim, &s), ColourBy::App, Overlay::default());
        let c = chip(&v, id).expect("drawn");
        assert_eq!((c.state, c.app, c.request), (ChipState::Reserved, 1, Some(0)));
        assert_eq!(v.container_count, 2, "a reservation is not a container");
    }
}
