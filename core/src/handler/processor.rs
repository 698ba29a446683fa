//! The `placement-processor` handler: `PlacementConstraintProcessor` with Hadoop's `DefaultPlacementAlgorithm`.
//!
//! Timeline (one application; every step happens in one of the AM's `allocate` calls):
//! 1. The SchedulingRequests of a call form one batch (placement attempt 1); the algorithm places the batch at
//!    once ([`place`]) and the output waits for the application's next `allocate` call (in Hadoop the algorithm
//!    runs on a thread pool and its output is pulled by a later call; Spindle always takes the next one).
//! 2. At that call every placed container is committed on its node by the scheduler (`attemptAllocationOnNode`).
//!    A failed commit is retried — re-batched with attempt + 1 and the node blacklisted for the request's first
//!    allocation tag — while `attempt < retry-attempts`, else rejected with `COULD_NOT_SCHEDULE_ON_NODE`.
//! 3. Requests the algorithm could not place are retried the same way (no node to blacklist) or rejected with
//!    `COULD_NOT_PLACE_ON_NODE`. Retry batches are dispatched at the following call.
//!
//! [`place`] follows `DefaultPlacementAlgorithm.place` exactly: up to `RE_ATTEMPT_COUNT` = 2 passes of
//! {doPlacement, validatePlacement}; requests in SERIAL or POPULAR_TAGS order; one node iterator shared by the
//! requests of a pass, read through a `CircularIterator` that starts at the last node that satisfied a request;
//! nodes blacklisted for the request's first tag are skipped; a node is taken if the container fits its tracked
//! available resource and the constraints hold with the batch's temporary tags; validation removes each
//! placement's temporary tags, re-checks the constraints ignoring resources, and puts the tags back or rejects
//! the placement. Quirks kept: the tracked available resource *grows* by each placed container
//! (`Resources.addTo`), so resources never tighten within a batch; the second pass builds a new batch without
//! the blacklist; all nodes are tried in `NodeId` order (Hadoop's is the hash order of its node map).

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;
use serde::{Deserialize, Serialize};

use super::check::ConstraintCheck;
use crate::constraint::{PlacementConstraint, Target};
use crate::ids::AppId;
use crate::resource::Resource;
use crate::scheduler::CapacityScheduler;
use crate::sorted_map::{SortedMap, SortedSet};
use crate::tags::{AllocationTagIndex, Scope, ScopeValue, TagId, TempTags};
use crate::topology::{NodeId, RackId, Topology};

/// `DefaultPlacementAlgorithm.RE_ATTEMPT_COUNT`: passes over a batch before its leftovers are rejected.
pub const RE_ATTEMPT_COUNT: usize = 2;

/// `yarn.resourcemanager.placement-constraints.algorithm.iterator`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum IteratorType {
    /// The requests in the order the AM sent them.
    #[default]
    Serial,
    /// Most popular tag first: a request's popularity is the largest number of requests in the batch sharing one
    /// of its tags (stable sort, descending).
    PopularTags,
}

impl FromStr for IteratorType {
    type Err = alloc::string::String;

    /// `BatchedRequests.IteratorType.valueOf`: exact, upper case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "SERIAL" => Ok(IteratorType::Serial),
            "POPULAR_TAGS" => Ok(IteratorType::PopularTags),
            other => Err(alloc::format!("`{other}` is not SERIAL or POPULAR_TAGS")),
        }
    }
}

impl fmt::Display for IteratorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IteratorType::Serial => "SERIAL",
            IteratorType::PopularTags => "POPULAR_TAGS",
        })
    }
}

/// The processor's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProcessorConfig {
    /// `yarn.resourcemanager.placement-constraints.retry-attempts` (default 3).
    pub retry_attempts: u32,
    /// `yarn.resourcemanager.placement-constraints.algorithm.iterator` (default SERIAL).
    pub iterator: IteratorType,
}

impl Default for ProcessorConfig {
    fn default() -> Self {
        ProcessorConfig { retry_attempts: 3, iterator: IteratorType::Serial }
    }
}

/// One SchedulingRequest (or what is left of it) in a batch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatchRequest {
    /// The request's index in its application.
    pub request: u32,
    /// Containers to place (`numAllocations`).
    pub count: u32,
    /// Normalised size.
    pub size: Resource,
    /// The request's allocation tags; the first keys the batch's blacklist.
    pub tags: Vec<TagId>,
}

/// `BatchedRequests`: requests of one application placed together, with the attempt number and blacklist.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Batch {
    /// The application whose requests these are.
    pub app: AppId,
    /// 1 for new requests; +1 per retry.
    pub attempt: u32,
    /// The requests to place together.
    pub requests: Vec<BatchRequest>,
    /// Nodes a commit failed on, by the failed request's first allocation tag. Sorted vectors rather than
    /// B-trees (whose code for these types was about 8 KB of the playground's first page, docs/toolchain.md,
    /// maps12): a batch's requests have a few first tags, and a tag's nodes arrive one per failed commit, mostly
    /// in ascending order (the algorithm offers nodes in `NodeId` order), so an insert mostly appends; an
    /// out-of-order one shifts 4-byte ids.
    pub blacklist: SortedMap<TagId, SortedSet<NodeId>>,
}

impl Batch {
    /// A batch of `app`'s requests at placement attempt `attempt`, with an empty blacklist.
    pub fn new(app: AppId, attempt: u32, requests: Vec<BatchRequest>) -> Self {
        Batch { app, attempt, requests, blacklist: SortedMap::new() }
    }

    /// `BatchedRequests.addToBlacklist`: only requests with tags, only with a node.
    pub fn add_to_blacklist(&mut self, tags: &[TagId], node: NodeId) {
        if let Some(&first) = tags.first() {
            self.blacklist.get_or_insert_with(first, SortedSet::new).insert(node);
        }
    }

    /// The nodes blacklisted for a request with `tags` (those of its first tag), one bit per node.
    fn blacklisted(&self, tags: &[TagId]) -> NodeBits {
        NodeBits::of(tags.first().and_then(|t| self.blacklist.get(t)))
    }

    /// The requests in iterator order.
    fn ordered(&self, iterator: IteratorType) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.requests.len()).collect();
        if iterator == IteratorType::PopularTags {
            let popularity = |r: &BatchRequest| {
                r.tags.iter().map(|t| self.requests.iter().filter(|x| x.tags.contains(t)).count()).max().unwrap_or(0)
            };
            // Stable: equally popular requests keep their order.
            crate::sort::sort_by_key(&mut order, |&i| core::cmp::Reverse(popularity(&self.requests[i])));
        }
        order
    }
}

/// A set of small indices (`NodeId`s, positions in the node list) as one bit each, for a look-up on every node the
/// algorithm reads. A request's blacklist is fixed during a batch's placement and can hold hundreds of nodes (each
/// commit that lost a race for a node adds one: 443 on average, 499 at most, in the benchmark's 10,000-node run); a
/// binary search of its sorted vector for every node read was the hottest load of that run (docs/benchmarks.md,
/// "The placement-processor's batch").
struct NodeBits(Vec<u64>);

impl NodeBits {
    /// The bits of `nodes` (none without a set; a node past the last word is not in the set).
    fn of(nodes: Option<&SortedSet<NodeId>>) -> NodeBits {
        let Some(nodes) = nodes else { return NodeBits(Vec::new()) };
        let mut bits = NodeBits(alloc::vec![0u64; nodes.iter().next_back().map_or(0, |n| n.index() / 64 + 1)]);
        for n in nodes.iter() {
            bits.insert(n.index());
        }
        bits
    }

    /// An empty set with room for the indices below `n`.
    fn with_len(n: usize) -> NodeBits {
        NodeBits(alloc::vec![0u64; n.div_ceil(64)])
    }

    fn contains(&self, node: NodeId) -> bool {
        self.has(node.index())
    }

    fn has(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Adds `i` (an index past the room made is not kept).
    fn insert(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    fn remove(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w &= !(1 << (i % 64));
        }
    }

    /// The first index from `from` on that is not in the set, or `n` if every one below `n` is.
    fn next_absent(&self, from: usize, n: usize) -> usize {
        let mut word = from / 64;
        // The bits below `from` in its word count as present, so that the search starts at `from`.
        let mut present = self.0.get(word).map_or(0, |w| w | ((1u64 << (from % 64)) - 1));
        loop {
            if present != u64::MAX {
                return (word * 64 + (!present).trailing_zeros() as usize).min(n);
            }
            word += 1;
            if word * 64 >= n {
                return n;
            }
            present = self.0.get(word).copied().unwrap_or(0);
        }
    }
}

/// Containers of one request the algorithm placed, one node per container.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedRequest {
    /// The request as it was batched.
    pub request: BatchRequest,
    /// The node of each container, in placement order.
    pub nodes: Vec<NodeId>,
    /// The placement attempt that produced it (1 unless the batch was retried).
    pub attempt: u32,
}

/// `ConstraintPlacementAlgorithmOutput`: what a batch placement produced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProcessorOutput {
    /// The application the batch belonged to.
    pub app: AppId,
    /// Requests the algorithm found nodes for, to be committed at the application's next `allocate` call.
    pub placed: Vec<PlacedRequest>,
    /// Leftovers with the batch's attempt number (`SchedulingRequestWithPlacementAttempt`).
    pub rejected: Vec<(BatchRequest, u32)>,
}

/// The processor's queues: algorithm outputs waiting for their application's next `allocate` call, and retry
/// batches waiting to be dispatched at it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProcessorState {
    /// Algorithm outputs not yet committed.
    pub outputs: Vec<ProcessorOutput>,
    /// Batches whose commit failed, waiting to be placed again.
    pub retry: Vec<Batch>,
}

impl ProcessorState {
    /// Whether anything is waiting for `app`'s next `allocate` call.
    pub fn has_work(&self, app: AppId) -> bool {
        self.outputs.iter().any(|o| o.app == app) || self.retry.iter().any(|b| b.app == app)
    }

    /// Nothing waits for any application.
    pub fn is_empty(&self) -> bool {
        self.outputs.is_empty() && self.retry.is_empty()
    }

    /// Takes the outputs waiting for `app`.
    pub fn take_outputs(&mut self, app: AppId) -> Vec<ProcessorOutput> {
        let (mine, rest) = core::mem::take(&mut self.outputs).into_iter().partition(|o| o.app == app);
        self.outputs = rest;
        mine
    }

    /// Takes the retry batches of `app`.
    pub fn take_retries(&mut self, app: AppId) -> Vec<Batch> {
        let (mine, rest) = core::mem::take(&mut self.retry).into_iter().partition(|b| b.app == app);
        self.retry = rest;
        mine
    }

    /// `addToRetryList`: joins the app's batch for `attempt + 1`, or starts one; blacklists `node` if given.
    pub fn retry(&mut self, app: AppId, attempt: u32, request: BatchRequest, node: Option<NodeId>) {
        let next = attempt + 1;
        let pos = match self.retry.iter().position(|b| b.app == app && b.attempt == next) {
            Some(p) => p,
            None => {
                self.retry.push(Batch::new(app, next, Vec::new()));
                self.retry.len() - 1
            }
        };
        let b = &mut self.retry[pos];
        if let Some(n) = node {
            b.add_to_blacklist(&request.tags, n);
        }
        b.requests.push(request);
    }

    /// Every request of `app` placed or waiting for a retry, with its count (for "why is it waiting").
    pub fn in_flight(&self, app: AppId, request: u32) -> InFlight {
        let mut f = InFlight::default();
        for o in self.outputs.iter().filter(|o| o.app == app) {
            for p in o.placed.iter().filter(|p| p.request.request == request) {
                f.proposed.extend(p.nodes.iter().copied());
                f.attempt = f.attempt.max(p.attempt);
            }
            for (r, a) in o.rejected.iter().filter(|(r, _)| r.request == request) {
                f.unplaced += r.count;
                f.attempt = f.attempt.max(*a);
            }
        }
        for b in self.retry.iter().filter(|b| b.app == app) {
            for r in b.requests.iter().filter(|r| r.request == request) {
                f.retrying += r.count;
                f.attempt = f.attempt.max(b.attempt);
                if let Some(s) = r.tags.first().and_then(|t| b.blacklist.get(t)) {
                    f.blacklisted.extend(s.iter().copied());
                }
            }
        }
        crate::sort::sort(&mut f.blacklisted);
        f.blacklisted.dedup();
        f
    }

    /// Drops everything of a finished application (`finishApplicationMaster` clears its state).
    pub fn forget_app(&mut self, app: AppId) {
        self.outputs.retain(|o| o.app != app);
        self.retry.retain(|b| b.app != app);
    }
}

/// Where a request stands in the processor.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InFlight {
    /// Nodes the algorithm chose, waiting to be committed at the next `allocate` call.
    pub proposed: Vec<NodeId>,
    /// Containers the algorithm could not place, reported at the next call.
    pub unplaced: u32,
    /// Containers waiting in a retry batch.
    pub retrying: u32,
    /// The highest placement attempt involved.
    pub attempt: u32,
    /// Nodes blacklisted for the request's first tag in its retry batch.
    pub blacklisted: Vec<NodeId>,
}

/// Hadoop's `CircularIterator` over `nodes`, reading the pass's shared iterator (`shared` = its next position).
struct Circular {
    first: Option<usize>,
    start: usize,
    next: Option<usize>,
    cursor: usize,
    /// Still reading the shared iterator (false once wrapped to a fresh one).
    on_shared: bool,
}

impl Circular {
    fn new(first: Option<usize>, shared: &mut usize, n: usize) -> Circular {
        let (cursor, on_shared) = if *shared >= n { (0, false) } else { (*shared, true) };
        let mut c = Circular { first, start: cursor, next: Some(cursor), cursor: cursor + 1, on_shared };
        if c.on_shared {
            *shared = c.cursor;
        }
        c.start = cursor;
        c
    }

    fn has_next(&mut self, shared: &mut usize, n: usize) -> bool {
        if self.next.is_some() || self.first.is_some() {
            return true;
        }
        if self.cursor < n {
            let e = self.cursor;
            self.cursor += 1;
            if self.on_shared {
                *shared = self.cursor;
            }
            if e == self.start {
                return false;
            }
            self.next = Some(e);
            true
        } else {
            // A fresh iterator from the start; the shared one stays exhausted.
            self.on_shared = false;
            self.cursor = 1;
            self.next = Some(0);
            0 != self.start
        }
    }

    fn next(&mut self) -> Option<usize> {
        self.first.take().or_else(|| self.next.take())
    }

    /// The position the next `has_next` reads from the list, if it reads one there that does not end the pass
    /// (nothing pending, not past the list's end, not the start).
    fn upcoming(&self, n: usize) -> Option<usize> {
        let pending = self.next.is_some() || self.first.is_some();
        (!pending && self.cursor < n && self.cursor != self.start).then_some(self.cursor)
    }

    /// Consumes the positions from the upcoming one up to `end` (exclusive) as if each had been read and
    /// refused: stops before the start (which ends the pass) and at the list's end (where it wraps).
    fn skip_to(&mut self, end: usize, shared: &mut usize, n: usize) {
        let Some(from) = self.upcoming(n) else { return };
        let mut to = end.min(n);
        if self.start > from {
            to = to.min(self.start);
        }
        if to > from {
            self.cursor = to;
            if self.on_shared {
                *shared = to;
            }
        }
    }
}

/// What [`place`] needs to read: the topology, the scheduler (node free resources) and the check.
pub struct PlaceInput<'a> {
    /// The cluster's nodes, racks and partitions.
    pub topology: &'a Topology,
    /// The scheduler, read for each node's free resources.
    pub scheduler: &'a CapacityScheduler,
    /// The processor's `yarn.resourcemanager.placement-constraints.*` settings.
    pub config: ProcessorConfig,
}

/// `DefaultPlacementAlgorithm.place` for one batch. Temporary tags are written into `check.tags` while the batch
/// is placed and removed before returning.
pub fn place(input: &PlaceInput<'_>, batch: &Batch, check: &mut ConstraintCheck) -> ProcessorOutput {
    place_reading(input, batch, check, Reading::Skipping)
}

/// How a pass goes past the nodes it already knows refuse a request. Both give the same placements (a property
/// test compares them); skipping only reads fewer nodes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reading {
    /// Passes a run of such nodes in one step (racks that refused a rack-determined request, nodes too full for
    /// the request's size).
    Skipping,
    /// Reads and refuses each, as Hadoop does.
    #[cfg(test)]
    EveryNode,
}

fn place_reading(
    input: &PlaceInput<'_>,
    batch: &Batch,
    check: &mut ConstraintCheck,
    reading: Reading,
) -> ProcessorOutput {
    let nodes = NodeList::new(input.topology, &check.tags);
    let app = batch.app;
    let mut out = ProcessorOutput { app, placed: Vec::new(), rejected: Vec::new() };
    let mut avail = Available::new(input);
    let mut temp = TempTags::new();
    let mut current = batch.clone();
    let mut rejected: Vec<BatchRequest> = Vec::new();
    for pass in 0..RE_ATTEMPT_COUNT {
        let placed = &mut out.placed;
        do_placement(input, &nodes, &mut current, placed, &mut rejected, &mut avail, &mut temp, check, reading);
        validate(input, app, &mut out.placed, &mut rejected, &mut avail, &mut temp, check);
        if rejected.is_empty() || pass + 1 == RE_ATTEMPT_COUNT {
            break;
        }
        // A new batch of the leftovers: same attempt, no blacklist (Hadoop builds a fresh BatchedRequests).
        current = Batch::new(app, batch.attempt, core::mem::take(&mut rejected));
    }
    out.rejected = rejected.into_iter().map(|r| (r, batch.attempt)).collect();
    temp.clean(&mut check.tags);
    out
}

/// The nodes the algorithm reads (`selectNodes`: every schedulable node, in `NodeId` order) with each one's rack
/// and where its run of same-rack neighbours ends, so that a rack known to refuse a request is passed in one step.
struct NodeList {
    nodes: Vec<NodeId>,
    racks: Vec<RackId>,
    /// For each position, the first later position in another rack (or the list's length).
    run_end: Vec<usize>,
    rack_count: usize,
    /// The tag index counts every node's tags in the rack the topology gives it (so racks may stand for their
    /// nodes).
    racks_agree: bool,
}

impl NodeList {
    fn new(topology: &Topology, tags: &AllocationTagIndex) -> NodeList {
        let nodes: Vec<NodeId> = topology.live_nodes().filter(|&n| topology.node(n).is_schedulable()).collect();
        let racks: Vec<RackId> = nodes.iter().map(|&n| topology.rack_of(n)).collect();
        let mut run_end = alloc::vec![nodes.len(); nodes.len()];
        for k in (0..nodes.len().saturating_sub(1)).rev() {
            run_end[k] = if racks[k + 1] == racks[k] { run_end[k + 1] } else { k + 1 };
        }
        let racks_agree =
            nodes.iter().zip(&racks).all(|(&n, &r)| tags.scope_value(&Scope::Rack, n) == Some(ScopeValue::Rack(r)));
        NodeList { nodes, racks, run_end, rack_count: topology.racks.len(), racks_agree }
    }
}

/// The batch's `availableResources`: each node's unallocated resource, read from the scheduler when the algorithm
/// first looks at the node, then changed only by the algorithm (the scheduler does not move during a batch).
struct Available<'a> {
    input: &'a PlaceInput<'a>,
    by_node: Vec<Option<Resource>>,
}

impl<'a> Available<'a> {
    fn new(input: &'a PlaceInput<'a>) -> Available<'a> {
        Available { input, by_node: alloc::vec![None; input.topology.nodes.len()] }
    }

    /// `computeIfAbsent`: the tracked resource of `node`, read from the scheduler the first time.
    fn get(&mut self, node: NodeId) -> Resource {
        let input = self.input;
        *self.by_node[node.index()].get_or_insert_with(|| input.scheduler.node_unallocated(input.topology, node))
    }

    /// Changes the tracked resource of a node already read.
    fn update(&mut self, node: NodeId, f: impl FnOnce(&mut Resource)) {
        if let Some(a) = self.by_node.get_mut(node.index()).and_then(Option::as_mut) {
            f(a);
        }
    }
}

/// Whether `c`'s verdict on a node depends on nothing but the allocation tags in the node's rack: every single
/// constraint counts allocation tags at rack scope, with no node-attribute or partition target and no `DELAYED_OR`
/// (whose progress moves with every refused node).
fn rack_determined(c: &PlacementConstraint) -> bool {
    match c {
        PlacementConstraint::Single(s) => {
            s.scope == Scope::Rack && s.targets.iter().all(|t| matches!(t, Target::AllocationTag { .. }))
        }
        PlacementConstraint::And { children } | PlacementConstraint::Or { children } => {
            children.iter().all(rack_determined)
        }
        PlacementConstraint::DelayedOr(_) => false,
    }
}

/// Within one `doPlacement` pass: the racks where a rack-determined request's constraints were refused. Every other
/// node of such a rack is refused too until a container is placed in the rack (the pass changes tags only by its
/// own placements), so the algorithm need not evaluate them; the nodes it reads and the order stay Hadoop's.
struct RackRefusals {
    /// Advances with every placement of the pass.
    clock: u64,
    /// By rack: the clock of the pass's last placement there.
    changed: Vec<u64>,
    /// By request index: per rack, the clock when its constraints were refused there (0: never).
    refused: Vec<(u32, Vec<u64>)>,
}

impl RackRefusals {
    fn new(racks: usize) -> RackRefusals {
        RackRefusals { clock: 1, changed: alloc::vec![0; racks], refused: Vec::new() }
    }

    /// The slot of `request`'s refusals.
    fn slot(&mut self, request: u32) -> usize {
        match self.refused.iter().position(|(r, _)| *r == request) {
            Some(p) => p,
            None => {
                self.refused.push((request, alloc::vec![0; self.changed.len()]));
                self.refused.len() - 1
            }
        }
    }

    /// Whether the request of `slot` was refused in `rack` since the last placement there.
    fn refuses(&self, slot: usize, rack: RackId) -> bool {
        let at = self.refused[slot].1.get(rack.index()).copied().unwrap_or(0);
        at != 0 && at >= self.changed.get(rack.index()).copied().unwrap_or(u64::MAX)
    }

    fn refused(&mut self, slot: usize, rack: RackId) {
        if let Some(at) = self.refused[slot].1.get_mut(rack.index()) {
            *at = self.clock;
        }
    }

    fn placed(&mut self, rack: RackId) {
        self.clock += 1;
        if let Some(c) = self.changed.get_mut(rack.index()) {
            *c = self.clock;
        }
    }
}

/// Within one `doPlacement` pass: the positions of the node list whose node was refused a container for want of
/// resources, per container size. During a pass a node's tracked resources change only when the pass places a
/// container there, and then they grow (Hadoop's quirk, below), so such a node refuses that size again until
/// something is placed on it: the algorithm passes it without reading it, as it passes racks known to refuse a
/// request. In the benchmark's 10,000-node run, 15.8 of the 18.4 million nodes read were refused this way, most of
/// them nodes an earlier request of the batch had found full (docs/benchmarks.md, "The placement-processor's batch").
struct SizeRefusals {
    /// The list's length.
    n: usize,
    by_size: Vec<(Resource, NodeBits)>,
}

impl SizeRefusals {
    fn new(n: usize) -> SizeRefusals {
        SizeRefusals { n, by_size: Vec::new() }
    }

    /// The slot of `size`'s refusals.
    fn slot(&mut self, size: &Resource) -> usize {
        match self.by_size.iter().position(|(s, _)| s == size) {
            Some(p) => p,
            None => {
                self.by_size.push((*size, NodeBits::with_len(self.n)));
                self.by_size.len() - 1
            }
        }
    }

    fn refuses(&self, slot: usize, position: usize) -> bool {
        self.by_size[slot].1.has(position)
    }

    /// Where the run of refusing positions that starts at `position` ends.
    fn run_end(&self, slot: usize, position: usize) -> usize {
        self.by_size[slot].1.next_absent(position, self.n)
    }

    fn refused(&mut self, slot: usize, position: usize) {
        self.by_size[slot].1.insert(position);
    }

    /// A container was placed at `position`: its node's tracked resources grew, so it may fit any size now.
    fn placed(&mut self, position: usize) {
        for (_, bits) in &mut self.by_size {
            bits.remove(position);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn do_placement(
    input: &PlaceInput<'_>,
    list: &NodeList,
    batch: &mut Batch,
    placed: &mut Vec<PlacedRequest>,
    rejected: &mut Vec<BatchRequest>,
    avail: &mut Available<'_>,
    temp: &mut TempTags,
    check: &mut ConstraintCheck,
    reading: Reading,
) {
    let rc = input.scheduler.calculator();
    let skipping = reading == Reading::Skipping;
    let nodes = &list.nodes;
    let n = nodes.len();
    let mut shared = 0usize;
    let mut last_satisfied: Option<usize> = None;
    let app = batch.app;
    let mut refusals = RackRefusals::new(list.rack_count);
    let mut full = SizeRefusals::new(n);
    for i in batch.ordered(input.config.iterator) {
        if nodes.is_empty() {
            break;
        }
        let (request, size, tags) = {
            let r = &batch.requests[i];
            (r.request, r.size, r.tags.clone())
        };
        // A rack-determined request has no `DELAYED_OR`, so `missed` changes nothing for it and refused nodes
        // can be passed without a call.
        let by_rack = check
            .constraints
            .request(app, request)
            .and_then(|r| r.effective.as_ref())
            .is_some_and(|c| skipping && list.racks_agree && rack_determined(c))
            .then(|| refusals.slot(request));
        let blacklisted = batch.blacklisted(&tags);
        // Only a request whose `DELAYED_OR` progress is tracked counts the nodes it passes over (nothing in the
        // loop starts or stops the tracking); asking for every node read was a look-up per node.
        let counts_misses = check.tracks_delay(app, request);
        // A request that counts the nodes it passes over reads each of them, so it does not skip the full ones.
        let by_size = (skipping && !counts_misses).then(|| full.slot(&size));
        let mut entry = PlacedRequest { request: batch.requests[i].clone(), nodes: Vec::new(), attempt: batch.attempt };
        let mut it = Circular::new(last_satisfied, &mut shared, n);
        // Hadoop evaluates `nodeIter.hasNext() && numAllocs > 0` in this order: the check advances the shared
        // iterator even when the request is already complete.
        while it.has_next(&mut shared, n) && batch.requests[i].count > 0 {
            let Some(k) = it.next() else { break };
            let node = nodes[k];
            let rack = list.racks[k];
            let known_refused = by_rack.is_some_and(|s| refusals.refuses(s, rack));
            let ok = !known_refused
                && !blacklisted.contains(node)
                && {
                    let fits = rc.fits_in(&size, &avail.get(node));
                    if let (false, Some(s)) = (fits, by_size) {
                        full.refused(s, k);
                    }
                    fits
                }
                && {
                    let allowed = check.allows(input.topology, app, request, node);
                    if let (false, Some(s)) = (allowed, by_rack) {
                        refusals.refused(s, rack);
                    }
                    allowed
                };
            if ok {
                batch.requests[i].count -= 1;
                // Hadoop's quirk: the tracked available resource grows by the placed size.
                avail.update(node, |a| *a += size);
                entry.nodes.push(node);
                let _ = temp.add(&mut check.tags, node, app, &tags);
                refusals.placed(rack);
                full.placed(k);
                last_satisfied = Some(k);
            } else if counts_misses {
                check.missed(app, request);
            }
            // The nodes ahead in racks known to refuse the request, or known to be too full for its size, would
            // each be read and refused.
            if batch.requests[i].count > 0 {
                while let Some(c) = it.upcoming(n) {
                    let end = if by_rack.is_some_and(|s| refusals.refuses(s, list.racks[c])) {
                        list.run_end[c]
                    } else if let Some(s) = by_size.filter(|&s| full.refuses(s, c)) {
                        full.run_end(s, c)
                    } else {
                        break;
                    };
                    it.skip_to(end, &mut shared, n);
                }
            }
        }
        entry.request.count = batch.requests[i].count;
        placed.push(entry);
    }
    for r in &batch.requests {
        if r.count > 0 {
            rejected.push(r.clone());
        }
    }
}

fn validate(
    input: &PlaceInput<'_>,
    app: AppId,
    placed: &mut Vec<PlacedRequest>,
    rejected: &mut Vec<BatchRequest>,
    avail: &mut Available<'_>,
    temp: &mut TempTags,
    check: &mut ConstraintCheck,
) {
    for p in placed.iter_mut() {
        let mut num = 0u32;
        let tags = p.request.tags.clone();
        let request = p.request.request;
        let size = p.request.size;
        p.nodes.retain(|&node| {
            // The placement is checked without its own temporary tags, which go back if it holds. Its record in
            // `temp` stays meanwhile and is dropped only if it does not: taking every record out and appending it
            // again shifted the whole list each time, quadratic in the batch's placements (docs/benchmarks.md,
            // "The placement-processor's batch"). A node the index does not know was never recorded, and both
            // index calls leave the index as it is for it, as before.
            let _ = check.tags.remove_container(node, app, &tags);
            if check.allows(input.topology, app, request, node) {
                let _ = check.tags.add_container(node, app, &tags);
                true
            } else {
                temp.forget(node, app, &tags);
                num += 1;
                avail.update(node, |a| *a -= size);
                false
            }
        });
        if num > 0 {
            let mut r = p.request.clone();
            r.count = num;
            rejected.push(r);
        }
    }
    placed.retain(|p| !p.nodes.is_empty());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hadoop's TestCircularIterator: `abcd`; after two consumed `cdab`; with first `x` after three consumed
    /// `xdabc`.
    #[test]
    fn circular_iterator_matches_hadoop() {
        let run = |first: Option<usize>, consumed: usize, n: usize| {
            let mut shared = consumed;
            let mut it = Circular::new(first, &mut shared, n);
            let mut out = Vec::new();
            while it.has_next(&mut shared, n) {
                out.push(it.next().unwrap());
            }
            out
        };
        assert_eq!(run(None, 0, 4), [0, 1, 2, 3]);
        assert_eq!(run(None, 2, 4), [2, 3, 0, 1]);
        // "x" is an element outside the list in Hadoop's test; here the first element is node index 9.
        assert_eq!(run(Some(9), 3, 4), [9, 3, 0, 1, 2]);
        assert_eq!(run(None, 4, 4), [0, 1, 2, 3], "an exhausted shared iterator starts over");
    }

    /// Passing positions with `skip_to` leaves the iterators exactly where reading and refusing each would.
    /// `next_absent` is the first index not in the set, across words and at the set's ends.
    #[test]
    fn the_next_absent_index_is_found_across_words() {
        for n in [0, 1, 63, 64, 65, 130, 200] {
            for members in
                [alloc::vec![], alloc::vec![0], (0..n).collect(), (0..n).filter(|i| i % 67 != 66).collect::<Vec<_>>()]
            {
                let mut bits = NodeBits::with_len(n);
                for &i in &members {
                    bits.insert(i);
                }
                for from in 0..=n {
                    let naive = (from..n).find(|i| !members.contains(i)).unwrap_or(n);
                    assert_eq!(bits.next_absent(from, n), naive, "n {n}, from {from}");
                }
            }
        }
    }

    #[test]
    fn skipping_equals_reading_each_position() {
        let n = 7;
        for consumed in 0..=n {
            for first in [None, Some(2), Some(5)] {
                for skip_at in 0..n + 2 {
                    for end in 0..=n + 1 {
                        // Read one by one, treating positions in [skip_from, end) as refused (nothing changes).
                        let mut shared_a = consumed;
                        let mut a = Circular::new(first, &mut shared_a, n);
                        let mut shared_b = consumed;
                        let mut b = Circular::new(first, &mut shared_b, n);
                        let mut seen_a = Vec::new();
                        let mut seen_b = Vec::new();
                        let mut reads = 0;
                        while a.has_next(&mut shared_a, n) {
                            seen_a.push(a.next().unwrap());
                        }
                        while b.has_next(&mut shared_b, n) {
                            seen_b.push(b.next().unwrap());
                            reads += 1;
                            if reads == skip_at {
                                b.skip_to(end, &mut shared_b, n);
                            }
                        }
                        // b read a's sequence with one contiguous stretch of positions before `end` left out.
                        let case = alloc::format!("{consumed} {first:?} {skip_at} {end}: {seen_b:?} of {seen_a:?}");
                        let k = seen_a.len() - seen_b.len();
                        let cut = skip_at.min(seen_b.len());
                        assert_eq!(seen_b[..cut], seen_a[..cut], "{case}");
                        assert_eq!(seen_b[cut..], seen_a[cut + k..], "{case}");
                        assert!(seen_a[cut..cut + k].iter().all(|&x| x < end), "{case}");
                        assert_eq!(shared_a, shared_b, "{consumed} {first:?} {skip_at} {end}: the shared iterator");
                    }
                }
            }
        }
    }

    /// Passing the nodes a pass knows refuse a request gives the placements that reading each of them gives, over
    /// random clusters (node sizes, racks), batches (request sizes, counts, tags, constraints at rack and node
    /// scope, blacklists, attempt) and both request orders. The sizes are such that nodes fill up, refuse, and grow
    /// again by Hadoop's quirk.
    #[test]
    fn skipping_places_as_reading_every_node() {
        use proptest::prelude::*;
        use serde_json::json;

        let cases = ProptestConfig::with_cases(256);
        proptest!(cases, |(
            cluster in prop::collection::vec((0usize..3, 1i64..=8), 1..12),
            requests in prop::collection::vec((1i64..=8, 1u32..=5, 0usize..2, 0usize..4), 1..7),
            blacklist in prop::collection::vec((0usize..2, 0u32..12), 0..5),
            popular in any::<bool>(),
            attempt in 1u32..=2,
        )| {
            let racks: Vec<_> = (0..3)
                .map(|r| {
                    let nodes: Vec<_> = cluster
                        .iter()
                        .enumerate()
                        .filter(|(_, (rack, _))| *rack == r)
                        .map(|(i, (_, gb))| {
                            json!({"name": alloc::format!("n{i}"), "resource": {"memory-mb": gb * 1024, "vcores": 8}})
                        })
                        .collect();
                    json!({"name": alloc::format!("r{r}"), "nodes": nodes})
                })
                .filter(|r| r["nodes"].as_array().is_some_and(|n| !n.is_empty()))
                .collect();
            // The application's requests, whose constraints the check knows by request index: none, two that the
            // rack's tags decide (so a pass also skips racks that refused), and one at node scope.
            let constraints = [None, Some("NOTIN,RACK,a"), Some("IN,RACK,b"), Some("NOTIN,NODE,b")];
            let asked: Vec<_> = requests
                .iter()
                .map(|&(gb, count, tag, c)| {
                    let tag = ["a", "b"][tag];
                    let mut r = json!({"allocation-tags": [tag], "count": count,
                                       "resource": {"memory-mb": gb * 1024}, "duration-ms": 60000});
                    if let Some(c) = constraints[c] {
                        r["constraint"] = json!(c);
                    }
                    r
                })
                .collect();
            let s: crate::scenario::Scenario = serde_json::from_value(json!({
                "cluster": {"racks": racks},
                "yarn-site": {"yarn.resourcemanager.placement-constraints.handler": "placement-processor"},
                "applications": [{"name": "app0", "user": "u", "submit-ms": 0, "requests": asked}]
            }))
            .expect("a valid scenario");
            let sim = crate::sim::Simulator::new(&s).expect("valid");
            let st = sim.state();
            let mut check = st.placement().clone();
            let tags = [check.tags.intern("a"), check.tags.intern("b")];
            let requests = requests
                .iter()
                .enumerate()
                .map(|(i, &(gb, count, tag, _))| BatchRequest {
                    request: i as u32,
                    count,
                    size: Resource::new(gb * 1024, 1),
                    tags: alloc::vec![tags[tag]],
                })
                .collect();
            let mut batch = Batch::new(AppId(0), attempt, requests);
            for &(tag, node) in &blacklist {
                batch.add_to_blacklist(&tags[tag..=tag], NodeId(node));
            }
            let iterator = if popular { IteratorType::PopularTags } else { IteratorType::Serial };
            let config = ProcessorConfig { iterator, ..ProcessorConfig::default() };
            let input = PlaceInput { topology: st.topology(), scheduler: st.scheduler(), config };
            let mut reading_check = check.clone();
            let skipped = place_reading(&input, &batch, &mut check, Reading::Skipping);
            let read = place_reading(&input, &batch, &mut reading_check, Reading::EveryNode);
            prop_assert_eq!(skipped, read);
        });
    }

    #[test]
    fn the_shared_iterator_advances_until_a_circular_one_wraps() {
        let n = 4;
        let mut shared = 0;
        let mut a = Circular::new(None, &mut shared, n);
        assert!(a.has_next(&mut shared, n));
        assert_eq!(a.next(), Some(0));
        assert!(a.has_next(&mut shared, n));
        assert_eq!(a.next(), Some(1));
        assert_eq!(shared, 2);
        // The next request continues at 2 and, starting there, wraps after 1.
        let mut b = Circular::new(Some(1), &mut shared, n);
        let mut out = Vec::new();
        while b.has_next(&mut shared, n) {
            out.push(b.next().unwrap());
        }
        assert_eq!(out, [1, 2, 3, 0, 1]);
        assert_eq!(shared, 4, "the shared iterator is exhausted");
    }
}
