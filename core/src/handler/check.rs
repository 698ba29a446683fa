//! [`ConstraintCheck`]: the Capacity Scheduler's [`PlacementCheck`] backed by the constraint engine.
//!
//! It owns the allocation tag index (YARN's `AllocationTagsManager`): tags are added when a container starts
//! (`on_allocated`, RMContainer START) and removed when it ends (`on_released`); reservations add nothing. A
//! constraint check is `PlacementConstraintsUtil.canSatisfyConstraints` — the AND of the request-level,
//! application-level and cluster-level constraints ([`crate::constraint::can_place_request`]) — with the request's `DELAYED_OR`
//! progress. Node offers a request fails during a heartbeat are counted as missed opportunities for its
//! `DELAYED_OR`s (Spindle's extension; YARN cannot evaluate `DELAYED_OR`).

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};

use crate::constraint::{
    can_place_resolved, evaluate_request, AppRegistry, ConstraintLevels, DelayState, EvalContext, PlacementConstraint,
    ResolvedTags, Verdict, VerdictWords,
};
use crate::ids::{AppId, ContainerId};
use crate::name::NameTable;
use crate::scheduler::{Container, PlacementCheck, ResourceAsk};
use crate::sorted_map::SortedMap;
use crate::tags::{AllocationTagIndex, TagId};
use crate::topology::{NodeId, Topology};

/// The constraint side of one request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RequestConstraint {
    /// Its allocation tags (interned in the run's tag index).
    pub tags: Vec<TagId>,
    /// The request-level constraint.
    pub constraint: Option<PlacementConstraint>,
    /// The AND of every level that applies (request, application, cluster) — what its `DELAYED_OR` progress is
    /// numbered against; `None` when nothing constrains the request.
    pub effective: Option<PlacementConstraint>,
    /// For each tag `effective` names ([`PlacementConstraint::named_tags`]), its position in
    /// [`Constraints::named_tags`].
    pub tag_slots: Vec<u32>,
}

impl RequestConstraint {
    /// Whether any `DELAYED_OR` applies (its progress must then be tracked).
    pub fn has_delayed_or(&self) -> bool {
        self.effective.as_ref().is_some_and(|c| c.delayed_or_count() > 0)
    }
}

/// Everything constant about constraints in a run: the applications namespaces resolve against, the application
/// and cluster levels, and each request's own constraint. Shared by every checkpoint.
#[derive(Clone, Debug, Default)]
pub struct Constraints {
    /// The applications of the run, which namespaces (`all`, `not-self`, `app-id/…`) resolve against.
    pub registry: AppRegistry,
    /// Constraints set for a whole application or the cluster, combined with each request's own.
    pub levels: ConstraintLevels,
    /// By application id, then request index.
    pub requests: Vec<Vec<RequestConstraint>>,
    /// Every tag the requests' effective constraints name, once each.
    pub named_tags: Vec<String>,
}

impl Constraints {
    /// Constraints with each request's named tags numbered ([`RequestConstraint::tag_slots`]).
    pub fn new(registry: AppRegistry, levels: ConstraintLevels, mut requests: Vec<Vec<RequestConstraint>>) -> Self {
        let mut named_tags: Vec<String> = Vec::new();
        // Hashed over `named_tags`: a B-tree's code for `String` keys was first-page weight (docs/toolchain.md,
        // maps13).
        let mut slots = NameTable::default();
        for r in requests.iter_mut().flatten() {
            let names = r.effective.as_ref().map(PlacementConstraint::named_tags).unwrap_or_default();
            r.tag_slots = names.into_iter().map(|t| slots.intern(&mut named_tags, t)).collect();
        }
        Constraints { registry, levels, requests, named_tags }
    }

    /// The constraint of `app`'s request number `request`, if it has one.
    pub fn request(&self, app: AppId, request: u32) -> Option<&RequestConstraint> {
        self.requests.get(app.index())?.get(request as usize)
    }
}

/// The placement check of a run: constraint evaluation, the tag index and `DELAYED_OR` progress.
#[derive(Clone, Debug)]
pub struct ConstraintCheck {
    /// The run's constraints, shared with every checkpoint.
    pub constraints: Arc<Constraints>,
    /// The allocation tags of running containers, per node, rack and attribute value.
    pub tags: AllocationTagIndex,
    /// Progress of requests whose constraints contain `DELAYED_OR`, while they are pending: a few requests at a
    /// time, so a `SortedMap` rather than a B-tree with its code for this pair of types (docs/toolchain.md, maps10).
    pub delays: SortedMap<(AppId, u32), DelayState>,
    /// Record failed node offers (during node heartbeats, not during explanations).
    counting: bool,
    misses: RefCell<Vec<(AppId, u32)>>,
    /// The ids of [`Constraints::named_tags`] in `tags`, and how many tags `tags` had interned when they were
    /// looked up. A tag no container has carried yet is not interned (interning it would show in every list of
    /// the index's tags), so it resolves to `None`, which holds until the index interns a new tag: ids are never
    /// reused, so a resolved id stays right, but an absent tag may have appeared.
    resolved: RefCell<(usize, Vec<Option<TagId>>)>,
    /// Whether to keep the verdict sentence of each constrained allocation (for event reasons).
    pub explain_allocations: bool,
    verdicts: Vec<AllocationVerdict>,
    /// The last check a node heartbeat's offer passed, as (application, request, node). The scheduler allocates
    /// right after the check that let the container go to its node, and nothing a check reads changes in between,
    /// so `on_allocated` takes that answer instead of evaluating the constraints a second time. Set only while an
    /// offer counts (between `begin_offer` and `end_offer`, where the topology cannot change), and forgotten when
    /// the offer ends and whenever tags or `DELAYED_OR` progress change.
    passed: Cell<Option<(AppId, u32, NodeId)>>,
}

/// Whether the constraints held for a constrained container when it was allocated (checked before its own tags
/// count), with the verdict sentence when allocations are explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationVerdict {
    /// The container that was allocated under a constraint.
    pub container: ContainerId,
    /// Whether its constraint was satisfied on the chosen node.
    pub held: bool,
    /// Why, in words (only when allocations are explained).
    pub words: Option<VerdictWords>,
}

impl ConstraintCheck {
    /// A check with no delay progress, explaining allocations.
    pub fn new(constraints: Arc<Constraints>, tags: AllocationTagIndex) -> Self {
        ConstraintCheck {
            constraints,
            tags,
            delays: SortedMap::new(),
            counting: false,
            misses: RefCell::new(Vec::new()),
            resolved: RefCell::new((usize::MAX, Vec::new())),
            explain_allocations: true,
            verdicts: Vec::new(),
            passed: Cell::new(None),
        }
    }

    /// An evaluation context over `topology` and this check's tags, registry and levels.
    pub fn context<'a>(&'a self, topology: &'a Topology) -> EvalContext<'a> {
        EvalContext::new(topology, &self.tags, &self.constraints.registry, &self.constraints.levels)
    }

    /// The request's `DELAYED_OR` progress (the start state when none is tracked).
    fn delay_state(&self, app: AppId, request: u32) -> Option<&DelayState> {
        self.delays.get(&(app, request))
    }

    /// Whether every applicable constraint level holds for request `request` of `app` on `node` now.
    pub fn allows(&self, topology: &Topology, app: AppId, request: u32, node: NodeId) -> bool {
        let Some(r) = self.constraints.request(app, request) else { return true };
        let Some(effective) = r.effective.as_ref() else { return true };
        let empty = DelayState::default();
        let delays = self.delay_state(app, request).unwrap_or(&empty);
        let interned = self.tags.interner().len();
        if self.resolved.borrow().0 != interned {
            let ids = self.constraints.named_tags.iter().map(|t| self.tags.tag_id(t)).collect();
            *self.resolved.borrow_mut() = (interned, ids);
        }
        let resolved = self.resolved.borrow();
        // The levels' AND, built once when the run was (`can_place_request` would find the same levels, with
        // their `DELAYED_OR`s numbered in the same order, by tag name on every check), with its tags' ids looked
        // up once: this runs for every node offered to a constrained request.
        let tags = ResolvedTags { slots: &r.tag_slots, ids: &resolved.1 };
        can_place_resolved(&self.context(topology), app, effective, node, delays, tags)
    }

    /// The verdict tree of every applicable level for request `request` of `app` on `node` now.
    pub fn verdict(&self, topology: &Topology, app: AppId, request: u32, node: NodeId) -> Verdict {
        let empty = DelayState::default();
        let delays = self.delay_state(app, request).unwrap_or(&empty);
        let (tags, constraint) = match self.constraints.request(app, request) {
            Some(r) => (r.tags.as_slice(), r.constraint.as_ref()),
            None => (&[][..], None),
        };
        evaluate_request(&self.context(topology), app, tags, constraint, node, delays)
    }

    /// A request was sent to the RM: start tracking its `DELAYED_OR` progress, if it has any.
    pub fn track(&mut self, app: AppId, request: u32) {
        self.passed.set(None);
        if let Some(r) = self.constraints.request(app, request) {
            if let (true, Some(c)) = (r.has_delayed_or(), r.effective.as_ref()) {
                self.delays.get_or_insert_with((app, request), || DelayState::new(c));
            }
        }
    }

    /// A request has nothing left to place: stop tracking it.
    pub fn forget(&mut self, app: AppId, request: u32) {
        self.passed.set(None);
        self.delays.remove(&(app, request));
    }

    /// Whether some tracked request could still move to a later `DELAYED_OR` alternative.
    pub fn delays_can_progress(&self) -> bool {
        self.delays.iter().any(|(&(app, r), state)| {
            let Some(c) = self.constraints.request(app, r).and_then(|x| x.effective.as_ref()) else { return false };
            c.delayed_ors().iter().enumerate().any(|(i, d)| state.active(i) + 1 < d.alternatives.len())
        })
    }

    /// `ms` of virtual time passed for every tracked request.
    pub fn advance_time(&mut self, ms: u64) {
        if ms == 0 {
            return;
        }
        let constraints = self.constraints.clone();
        for (&(app, r), state) in self.delays.iter_mut() {
            if let Some(c) = constraints.request(app, r).and_then(|x| x.effective.as_ref()) {
                state.advance_time(c, ms);
            }
        }
    }

    /// Whether the request's `DELAYED_OR` progress is tracked ([`track`](Self::track)): without it, [`missed`]
    /// does nothing.
    ///
    /// [`missed`]: Self::missed
    pub fn tracks_delay(&self, app: AppId, request: u32) -> bool {
        self.delays.contains_key(&(app, request))
    }

    /// A node offer was not taken by the request (placement-processor algorithm).
    pub fn missed(&mut self, app: AppId, request: u32) {
        if let (Some(state), Some(c)) = (
            self.delays.get_mut(&(app, request)),
            self.constraints.request(app, request).and_then(|x| x.effective.as_ref()),
        ) {
            state.missed_opportunity(c);
        }
    }

    /// Starts counting failed constraint checks as missed opportunities (one node heartbeat).
    pub fn begin_offer(&mut self) {
        self.counting = true;
        self.passed.set(None);
        self.misses.get_mut().clear();
    }

    /// Ends a node heartbeat: every request that failed on the node misses one opportunity.
    pub fn end_offer(&mut self) {
        self.counting = false;
        self.passed.set(None);
        if self.misses.get_mut().is_empty() {
            return;
        }
        let mut misses = core::mem::take(self.misses.get_mut());
        crate::sort::sort(&mut misses);
        misses.dedup();
        for &(app, r) in &misses {
            self.missed(app, r);
        }
        // The buffer is kept for the next heartbeat.
        misses.clear();
        *self.misses.get_mut() = misses;
    }

    /// The verdicts of constrained containers allocated since the last call.
    pub fn take_verdicts(&mut self) -> Vec<AllocationVerdict> {
        core::mem::take(&mut self.verdicts)
    }

    /// Whether verdicts wait to be read or dropped.
    pub fn has_verdicts(&self) -> bool {
        !self.verdicts.is_empty()
    }

    /// Drops the verdicts taken since the last call, unread.
    pub fn discard_verdicts(&mut self) {
        self.verdicts.clear();
    }

    /// Hands a list [`take_verdicts`](Self::take_verdicts) returned back, emptied, to be filled again (when no
    /// verdict came in meanwhile): a verdict comes with nearly every constrained allocation.
    pub fn recycle_verdicts(&mut self, mut verdicts: Vec<AllocationVerdict>) {
        if self.verdicts.is_empty() {
            verdicts.clear();
            self.verdicts = verdicts;
        }
    }

    /// Counts (`add`) or uncounts a container's allocation tags: its request's interned ids, read in place, or
    /// ids interned from its names when it carries tags of its own.
    fn count_tags(&mut self, c: &Container, add: bool) {
        self.passed.set(None);
        if c.tags.is_empty() {
            return;
        }
        let from_request = u32::try_from(c.key.allocation_request_id)
            .ok()
            .and_then(|r| self.constraints.request(c.app, r))
            .filter(|r| r.tags.len() == c.tags.len());
        let interned;
        let tags = match from_request {
            Some(r) => r.tags.as_slice(),
            None => {
                interned = self.tags.intern_all(c.tags.iter().map(String::as_str));
                interned.as_slice()
            }
        };
        // Only fails for a node the index does not know; the scheduler only allocates on known nodes.
        if add {
            let _ = self.tags.add_container(c.node, c.app, tags);
        } else {
            let _ = self.tags.remove_container(c.node, c.app, tags);
        }
    }
}

impl PlacementCheck for ConstraintCheck {
    fn can_place(&self, topology: &Topology, app: AppId, ask: &ResourceAsk, node: NodeId) -> bool {
        let Ok(request) = u32::try_from(ask.key.allocation_request_id) else { return true };
        let ok = self.allows(topology, app, request, node);
        if ok && self.counting {
            self.passed.set(Some((app, request, node)));
        }
        // Only a request with `DELAYED_OR` progress counts misses (`missed` ignores the others), and none starts
        // being tracked during a heartbeat.
        if !ok && self.counting && !self.delays.is_empty() {
            self.misses.borrow_mut().push((app, request));
        }
        ok
    }

    fn on_allocated(&mut self, topology: &Topology, c: &Container) {
        let request = u32::try_from(c.key.allocation_request_id).ok();
        if let Some(r) = request {
            // The run's constraints, shared (not copied): read here while the check changes its own state.
            let constraints = self.constraints.clone();
            let rc = constraints.request(c.app, r);
            if rc.is_some_and(|x| x.effective.is_some()) {
                // Before the container's own tags are counted: the verdict that let it go here. The cheap check
                // agrees with the verdict tree, and where every level holds the words need nothing more than the
                // request, so the tree is evaluated only for a container placed where a level fails.
                let passed = self.counting && self.passed.get() == Some((c.app, r, c.node));
                let (held, words) = if passed || self.allows(topology, c.app, r, c.node) {
                    let words = self
                        .explain_allocations
                        .then(|| VerdictWords::held(&constraints.levels, c.app, rc.map_or(0, |x| x.tags.len())));
                    (true, words)
                } else if self.explain_allocations {
                    let v = self.verdict(topology, c.app, r, c.node);
                    (v.satisfied(), Some(VerdictWords::Sentence(v.sentence)))
                } else {
                    (false, None)
                };
                self.verdicts.push(AllocationVerdict { container: c.id, held, words });
            }
            if let (Some(state), Some(eff)) = (self.delays.get_mut(&(c.app, r)), rc.and_then(|x| x.effective.as_ref()))
            {
                state.allocated(eff);
            }
        }
        self.count_tags(c, true);
    }

    fn on_released(&mut self, _topology: &Topology, c: &Container) {
        self.count_tags(c, false);
    }
}

#[cfg(test)]
mod tests {
    use alloc::sync::Arc;
    use alloc::vec::Vec;

    use super::*;
    use crate::name::Name;
    use crate::resource::Resource;
    use crate::scheduler::{AskKind, ContainerState, QueueId, RequestKey};
    use crate::topology::PartitionId;

    /// One node, and an application whose request 0 carries `zk` and may not share a node with `zk`.
    const ZK: &str = r#"{"cluster": {"racks": [{"name": "r", "nodes": [{"name": "a", "resource": {"memory-mb": 8192}}]}]},
        "applications": [{"name": "app", "requests": [{"count": 2, "resource": {"memory-mb": 1024},
          "allocation-tags": ["zk"], "constraint": "NOTIN,NODE,zk"}]}]}"#;

    /// The same with request 0 carrying `zk` and `hb`, and an application-level constraint for `zk` (which YARN
    /// does not look up for a request with two tags).
    const TWO_TAGS: &str = r#"{"cluster": {"racks": [{"name": "r", "nodes": [{"name": "a", "resource": {"memory-mb": 8192}}]}]},
        "applications": [{"name": "app", "constraints": {"zk": "CARDINALITY,NODE,zk,0,5"}, "requests": [{"count": 2,
          "resource": {"memory-mb": 1024}, "allocation-tags": ["zk", "hb"], "constraint": "NOTIN,NODE,zk"}]}]}"#;

    fn check_and_topology() -> (ConstraintCheck, Topology) {
        check_for(ZK)
    }

    /// The check and topology of `scenario`'s run, not explaining allocations.
    fn check_for(scenario: &str) -> (ConstraintCheck, Topology) {
        let s: crate::scenario::Scenario = serde_json::from_str(scenario).unwrap();
        let world = crate::scenario::validate(&s, None).world.expect("a valid scenario");
        let mut check = ConstraintCheck::new(world.constraints.clone(), world.tags.clone());
        check.explain_allocations = false;
        (check, world.topology)
    }

    fn container(id: u64) -> Container {
        Container {
            id: ContainerId(id),
            app: AppId(0),
            queue: QueueId(0),
            user: Name::default(),
            node: NodeId(0),
            partition: PartitionId(0),
            resource: Resource::new(1024, 1),
            key: RequestKey { priority: 0, allocation_request_id: 0 },
            is_am: false,
            tags: Arc::from(alloc::vec![String::from("zk")]),
            state: ContainerState::Allocated,
            ignore_exclusivity: false,
        }
    }

    #[test]
    fn an_allocation_takes_the_offers_answer_only_while_nothing_changed_since() {
        let (mut check, topology) = check_and_topology();
        let ask = ResourceAsk {
            key: RequestKey { priority: 0, allocation_request_id: 0 },
            requested: Resource::new(1024, 1),
            size: Resource::new(1024, 1),
            count: 2,
            partition: PartitionId(0),
            kind: AskKind::SchedulingRequest { tags: Arc::from(alloc::vec![String::from("zk")]), constraint: None },
            is_am: false,
            re_reservations: 0,
            missed_non_partitioned: 0,
        };
        check.begin_offer();
        assert!(check.can_place(&topology, AppId(0), &ask, NodeId(0)), "no zk on the node yet");
        // The first container is allocated on the check's answer; its tag then counts on the node, so the second
        // (the same request, the same node) must be checked again, and fails.
        check.on_allocated(&topology, &container(1));
        check.on_allocated(&topology, &container(2));
        check.end_offer();
        let held: Vec<bool> = check.take_verdicts().iter().map(|v| v.held).collect();
        assert_eq!(held, [true, false]);
    }

    /// An allocation's words, kept unwritten where every level holds, read as the verdict tree's own sentence on
    /// the node just before the container counted: with the note for a request carrying two tags, and where a
    /// level failed (the second container, checked again after the first one's `zk` counted).
    #[test]
    fn an_allocations_words_are_the_verdict_trees_sentence() {
        for (scenario, tags) in [(ZK, &["zk"][..]), (TWO_TAGS, &["zk", "hb"][..])] {
            let (mut check, topology) = check_for(scenario);
            check.explain_allocations = true;
            let mut trees = Vec::new();
            for id in 1..=2 {
                trees.push(check.verdict(&topology, AppId(0), 0, NodeId(0)).sentence);
                let c = Container { tags: tags.iter().map(|t| String::from(*t)).collect(), ..container(id) };
                check.on_allocated(&topology, &c);
            }
            let verdicts = check.take_verdicts();
            let words: Vec<String> = verdicts.iter().map(|v| v.words.as_ref().unwrap().sentence("a")).collect();
            assert_eq!(words, trees);
            assert_eq!(verdicts.iter().map(|v| v.held).collect::<Vec<_>>(), [true, false]);
            assert!(matches!(verdicts[0].words, Some(VerdictWords::Held { .. })), "{:?}", verdicts[0].words);
            assert!(words[1].contains("fails"), "{}", words[1]);
            assert_eq!(words[0].contains("carries 2 allocation tags"), tags.len() == 2, "{}", words[0]);
        }
    }
}
