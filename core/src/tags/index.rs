//! The allocation tag index: Spindle's `AllocationTagsManager`.
//!
//! For every scope value (each node, each rack, each value of each attribute scope, and the whole cluster) it
//! keeps a [`Bucket`]: the count of live containers per tag over all applications, and per (tag, application).
//! A cardinality question is therefore one binary search in one small bucket, independent of the size of the
//! cluster and of the number of containers. Updates touch one bucket per scope the node belongs to.
//!
//! As in YARN (`AllocationTagsManager.addContainer/removeContainer`), the index does not know container ids:
//! adding increments every tag of the container by one and removing decrements by one, so removing the same
//! container twice decrements twice; a count reaching 0 disappears; decrementing a missing count is reported,
//! not an error. Temporary tags written by a batch placement ([`TempTags`]) use exactly the same operations.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::scope::{canonical_attribute_key, Scope, ScopeValue};
use super::{TagId, TagInterner};
use crate::ids::AppId;
use crate::topology::{NodeId, RackId, Topology};

/// Live-container counts of one scope value, per (tag, application); a tag's count over all applications is the
/// sum of its entries. Zero counts are never stored.
///
/// One sorted vector, not a second one of per-tag totals beside it: a node's bucket is read or changed on every
/// offer and container start or end, and at 10,000 nodes it is out of the cache by the node's next heartbeat, so
/// each separate allocation it touches is a miss. A tag's entries are few (one per application carrying it
/// there), so summing them costs less than the second vector's miss; the totals are the same numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bucket {
    /// Sorted by (tag, application).
    by_app: Vec<(TagId, AppId, u32)>,
}

static EMPTY_BUCKET: Bucket = Bucket { by_app: Vec::new() };

/// The count over all applications of one tag's entries (saturating, as the counts themselves are).
fn total(entries: &[(TagId, AppId, u32)]) -> u32 {
    entries.iter().fold(0u32, |s, e| s.saturating_add(e.2))
}

impl Bucket {
    /// Containers of any application carrying `tag` (the `all` namespace).
    pub fn all(&self, tag: TagId) -> u32 {
        total(self.apps_with(tag))
    }

    /// Containers of `app` carrying `tag`.
    pub fn app(&self, tag: TagId, app: AppId) -> u32 {
        match self.by_app.binary_search_by(|e| (e.0, e.1).cmp(&(tag, app))) {
            Ok(i) => self.by_app[i].2,
            Err(_) => 0,
        }
    }

    /// The (tag, application, count) entries of `tag`: every application owning `tag` here.
    pub fn apps_with(&self, tag: TagId) -> &[(TagId, AppId, u32)] {
        let start = self.by_app.partition_point(|e| e.0 < tag);
        let end = start + self.by_app[start..].partition_point(|e| e.0 == tag);
        &self.by_app[start..end]
    }

    /// Every tag present here with its count over all applications, in tag order.
    pub fn tags(&self) -> impl Iterator<Item = (TagId, u32)> + '_ {
        self.by_app.chunk_by(|a, b| a.0 == b.0).map(|run| (run[0].0, total(run)))
    }

    /// Every (tag, application, count) present here.
    pub fn entries(&self) -> &[(TagId, AppId, u32)] {
        &self.by_app
    }

    /// No container carries a tag in this bucket.
    pub fn is_empty(&self) -> bool {
        self.by_app.is_empty()
    }

    fn add(&mut self, tag: TagId, app: AppId, n: u32) {
        match self.by_app.binary_search_by(|e| (e.0, e.1).cmp(&(tag, app))) {
            Ok(i) => self.by_app[i].2 = self.by_app[i].2.saturating_add(n),
            Err(i) => self.by_app.insert(i, (tag, app, n)),
        }
    }

    /// Decrements by one; `false` if the count was already 0 (nothing changed).
    fn remove_one(&mut self, tag: TagId, app: AppId) -> bool {
        let Ok(i) = self.by_app.binary_search_by(|e| (e.0, e.1).cmp(&(tag, app))) else {
            return false;
        };
        if self.by_app[i].2 <= 1 {
            self.by_app.remove(i);
        } else {
            self.by_app[i].2 -= 1;
        }
        true
    }
}

/// An attribute key used as a scope: the distinct values and which node has which.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct AttributeScope {
    /// The key as first seen on a node.
    key: String,
    values: Vec<String>,
    node_value: Vec<Option<u32>>,
    buckets: Vec<Bucket>,
}

/// What went wrong updating the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagIndexError {
    /// The node id is not in the topology the index was built from (call `refresh_topology`).
    UnknownNode(NodeId),
}

impl fmt::Display for TagIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagIndexError::UnknownNode(n) => {
                write!(f, "node #{n} is not in the allocation tag index's topology (refresh it after adding nodes)")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TagIndexError {}

/// What a removal did: YARN only logs a warning when a tag count to decrement is missing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemoveReport {
    /// Tags whose count on the node was already 0 (left untouched).
    pub missing: Vec<TagId>,
}

/// Counts of live containers per (scope value, application, tag). See the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocationTagIndex {
    tags: TagInterner,
    nodes: Vec<Bucket>,
    node_rack: Vec<RackId>,
    racks: Vec<Bucket>,
    /// Sorted by canonical attribute key.
    attributes: Vec<AttributeScope>,
    cluster: Bucket,
}

impl AllocationTagIndex {
    /// An empty index over `topology`; every node attribute key becomes a usable scope.
    pub fn new(topology: &Topology) -> Self {
        let mut index = AllocationTagIndex::default();
        index.refresh_topology(topology);
        index
    }

    /// Re-reads racks, nodes and attributes after the topology changed, keeping every count (node-level counts
    /// are the source of truth; rack and attribute counts are rebuilt from them).
    pub fn refresh_topology(&mut self, topology: &Topology) {
        let n = topology.nodes.len();
        self.nodes.resize_with(n.max(self.nodes.len()), Bucket::default);
        self.node_rack = topology.nodes.iter().map(|node| node.rack).collect();
        self.racks = alloc::vec![Bucket::default(); topology.racks.len()];
        let mut scopes: Vec<AttributeScope> = Vec::new();
        for (i, node) in topology.nodes.iter().enumerate() {
            for (key, value) in &node.attributes {
                let canon = canonical_attribute_key(key);
                let pos = match scopes.binary_search_by(|s| canonical_attribute_key(&s.key).cmp(&canon)) {
                    Ok(p) => p,
                    Err(p) => {
                        scopes.insert(
                            p,
                            AttributeScope { key: key.clone(), node_value: alloc::vec![None; n], ..Default::default() },
                        );
                        p
                    }
                };
                let scope = &mut scopes[pos];
                if scope.node_value[i].is_some() {
                    continue;
                }
                let v = match scope.values.iter().position(|x| x == value) {
                    Some(v) => v,
                    None => {
                        scope.values.push(value.clone());
                        scope.buckets.push(Bucket::default());
                        scope.values.len() - 1
                    }
                };
                scope.node_value[i] = Some(v as u32);
            }
        }
        self.attributes = scopes;
        self.cluster = Bucket::default();
        for i in 0..self.nodes.len() {
            let entries = core::mem::take(&mut self.nodes[i].by_app);
            for &(tag, app, count) in &entries {
                self.for_each_group(i, |b| b.add(tag, app, count));
            }
            self.nodes[i].by_app = entries;
        }
    }

    /// Applies `f` to every bucket above node `i`: its rack, its attribute groups and the cluster.
    fn for_each_group(&mut self, i: usize, mut f: impl FnMut(&mut Bucket)) {
        if let Some(rack) = self.node_rack.get(i) {
            if let Some(b) = self.racks.get_mut(rack.index()) {
                f(b);
            }
        }
        for scope in &mut self.attributes {
            if let Some(Some(v)) = scope.node_value.get(i) {
                f(&mut scope.buckets[*v as usize]);
            }
        }
        f(&mut self.cluster);
    }

    /// The interner that names this index's [`TagId`]s.
    pub fn interner(&self) -> &TagInterner {
        &self.tags
    }

    /// The id of `tag`, interning it on first use.
    pub fn intern(&mut self, tag: &str) -> TagId {
        self.tags.intern(tag)
    }

    /// Interns several tags.
    pub fn intern_all<'a>(&mut self, tags: impl IntoIterator<Item = &'a str>) -> Vec<TagId> {
        tags.into_iter().map(|t| self.tags.intern(t)).collect()
    }

    /// The id of `tag` if any container ever carried it (or it was interned).
    pub fn tag_id(&self, tag: &str) -> Option<TagId> {
        self.tags.get(tag)
    }

    /// The name of tag `id` (`"?"` for an id never issued).
    pub fn tag_name(&self, id: TagId) -> &str {
        self.tags.name(id)
    }

    /// A container with `tags` of `app` started on `node` (YARN: RMContainer START). Duplicate tags in the slice
    /// count once, as YARN's tags are a set; an empty tag set changes nothing.
    pub fn add_container(&mut self, node: NodeId, app: AppId, tags: &[TagId]) -> Result<(), TagIndexError> {
        self.add_containers(node, app, tags, 1)
    }

    /// `count` containers with the same `tags` of `app` started on `node`: the counts [`add_container`] would
    /// reach called `count` times (they saturate alike), in one update of each bucket. Building an index from a
    /// cluster's many containers of one application on one node takes one update per node, not per container.
    ///
    /// [`add_container`]: AllocationTagIndex::add_container
    pub fn add_containers(
        &mut self,
        node: NodeId,
        app: AppId,
        tags: &[TagId],
        count: u32,
    ) -> Result<(), TagIndexError> {
        let i = node.index();
        if i >= self.nodes.len() {
            return Err(TagIndexError::UnknownNode(node));
        }
        if count == 0 {
            return Ok(());
        }
        for (k, &tag) in tags.iter().enumerate() {
            if tags[..k].contains(&tag) {
                continue;
            }
            self.nodes[i].add(tag, app, count);
            self.for_each_group(i, |b| b.add(tag, app, count));
        }
        Ok(())
    }

    /// A container with `tags` of `app` was released from `node`. Count based, as YARN.
    pub fn remove_container(
        &mut self,
        node: NodeId,
        app: AppId,
        tags: &[TagId],
    ) -> Result<RemoveReport, TagIndexError> {
        let i = node.index();
        if i >= self.nodes.len() {
            return Err(TagIndexError::UnknownNode(node));
        }
        let mut report = RemoveReport::default();
        for (k, &tag) in tags.iter().enumerate() {
            if tags[..k].contains(&tag) {
                continue;
            }
            if self.nodes[i].remove_one(tag, app) {
                self.for_each_group(i, |b| {
                    b.remove_one(tag, app);
                });
            } else {
                report.missing.push(tag);
            }
        }
        Ok(report)
    }

    /// The group of `scope` that `node` belongs to; `None` for an attribute scope the node has no value for.
    #[inline]
    pub fn scope_value(&self, scope: &Scope, node: NodeId) -> Option<ScopeValue> {
        match scope {
            Scope::Node => Some(ScopeValue::Node(node)),
            Scope::Rack => self.node_rack.get(node.index()).map(|&r| ScopeValue::Rack(r)),
            Scope::Attribute(key) => {
                let s = self.attribute_scope(key)?;
                let v = (*self.attributes[s].node_value.get(node.index())?)?;
                Some(ScopeValue::Attribute { scope: s as u32, value: v })
            }
        }
    }

    fn attribute_scope(&self, key: &str) -> Option<usize> {
        let canon = canonical_attribute_key(key);
        self.attributes.binary_search_by(|s| canonical_attribute_key(&s.key).cmp(&canon)).ok()
    }

    /// The counts of one scope value (an empty bucket if nothing was ever placed there).
    pub fn bucket(&self, value: ScopeValue) -> &Bucket {
        let b = match value {
            ScopeValue::Node(n) => self.nodes.get(n.index()),
            ScopeValue::Rack(r) => self.racks.get(r.index()),
            ScopeValue::Attribute { scope, value } => {
                self.attributes.get(scope as usize).and_then(|s| s.buckets.get(value as usize))
            }
        };
        b.unwrap_or(&EMPTY_BUCKET)
    }

    /// The whole cluster's counts.
    pub fn cluster(&self) -> &Bucket {
        &self.cluster
    }

    /// The display name of a scope value: node name, rack name or attribute value.
    pub fn scope_value_name<'a>(&'a self, topology: &'a Topology, value: ScopeValue) -> &'a str {
        match value {
            ScopeValue::Node(n) => topology.nodes.get(n.index()).map(|x| x.name.as_str()).unwrap_or("?"),
            ScopeValue::Rack(r) => topology.racks.get(r.index()).map(|x| x.name.as_str()).unwrap_or("?"),
            ScopeValue::Attribute { scope, value } => self
                .attributes
                .get(scope as usize)
                .and_then(|s| s.values.get(value as usize))
                .map(String::as_str)
                .unwrap_or("?"),
        }
    }

    /// Every bucket of a scope (one per node, rack or attribute value). Scans: for analysis, not evaluation.
    pub fn scope_buckets(&self, scope: &Scope) -> Vec<(ScopeValue, &Bucket)> {
        match scope {
            Scope::Node => {
                self.nodes.iter().enumerate().map(|(i, b)| (ScopeValue::Node(NodeId(i as u32)), b)).collect()
            }
            Scope::Rack => {
                self.racks.iter().enumerate().map(|(i, b)| (ScopeValue::Rack(RackId(i as u32)), b)).collect()
            }
            Scope::Attribute(key) => match self.attribute_scope(key) {
                Some(s) => self.attributes[s]
                    .buckets
                    .iter()
                    .enumerate()
                    .map(|(v, b)| (ScopeValue::Attribute { scope: s as u32, value: v as u32 }, b))
                    .collect(),
                None => Vec::new(),
            },
        }
    }

    /// The distinct values of attribute scope `key` (empty if no node has the attribute).
    pub fn attribute_scope_values(&self, key: &str) -> &[String] {
        match self.attribute_scope(key) {
            Some(s) => &self.attributes[s].values,
            None => &[],
        }
    }

    /// YARN's `getNodeCardinality(node, app, tag)`: `None` for app means all applications.
    pub fn node_cardinality(&self, node: NodeId, app: Option<AppId>, tag: TagId) -> u32 {
        let b = self.bucket(ScopeValue::Node(node));
        match app {
            Some(a) => b.app(tag, a),
            None => b.all(tag),
        }
    }

    /// YARN's `getRackCardinality(rack, app, tag)`.
    pub fn rack_cardinality(&self, rack: RackId, app: Option<AppId>, tag: TagId) -> u32 {
        let b = self.bucket(ScopeValue::Rack(rack));
        match app {
            Some(a) => b.app(tag, a),
            None => b.all(tag),
        }
    }
}

/// Temporary tags of one placement batch (YARN's `LocalAllocationTagsManager` writes them into the real tag
/// manager and removes them at the end of the batch). Record each temporary placement here, then [`clean`].
///
/// [`clean`]: TempTags::clean
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TempTags {
    placed: Vec<(NodeId, AppId, Vec<TagId>)>,
}

impl TempTags {
    /// No temporary placements yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds temporary tags to the index and remembers them.
    pub fn add(
        &mut self,
        index: &mut AllocationTagIndex,
        node: NodeId,
        app: AppId,
        tags: &[TagId],
    ) -> Result<(), TagIndexError> {
        index.add_container(node, app, tags)?;
        self.placed.push((node, app, tags.to_vec()));
        Ok(())
    }

    /// Removes one temporary placement, its record and its tags; `false` if it was not recorded.
    pub fn remove(&mut self, index: &mut AllocationTagIndex, node: NodeId, app: AppId, tags: &[TagId]) -> bool {
        let recorded = self.forget(node, app, tags);
        if recorded {
            let _ = index.remove_container(node, app, tags);
        }
        recorded
    }

    /// Drops the record of one temporary placement whose tags the caller has taken off the index itself (batch
    /// validation lifts every placement's tags while it re-checks it, and puts back those that still hold);
    /// `false` if it was not recorded. The records' order is not kept: only which placements they hold matters.
    pub fn forget(&mut self, node: NodeId, app: AppId, tags: &[TagId]) -> bool {
        match self.placed.iter().position(|(n, a, t)| *n == node && *a == app && t.as_slice() == tags) {
            Some(p) => {
                self.placed.swap_remove(p);
                true
            }
            None => false,
        }
    }

    /// How many temporary placements are recorded.
    pub fn len(&self) -> usize {
        self.placed.len()
    }

    /// No temporary placement is recorded.
    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    /// Removes every temporary tag still recorded (YARN `cleanTempContainers`).
    pub fn clean(self, index: &mut AllocationTagIndex) {
        for (node, app, tags) in self.placed {
            let _ = index.remove_container(node, app, &tags);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resource::Resource;

    fn topo() -> Topology {
        let mut t = Topology::new();
        let r1 = t.rack("r1").unwrap();
        let r2 = t.rack("r2").unwrap();
        for (name, rack, fd) in [("n1", r1, "fd1"), ("n2", r1, "fd2"), ("n3", r2, "fd1")] {
            let id = t.add_node(name, rack, Resource::new(8192, 8)).unwrap();
            t.node_mut(id).attributes.insert("fault_domain".into(), fd.into());
        }
        t
    }

    #[test]
    fn counts_roll_up_to_rack_attribute_and_cluster() {
        let t = topo();
        let mut ix = AllocationTagIndex::new(&t);
        let zk = ix.intern("zk");
        let (a1, a2) = (AppId(1), AppId(2));
        ix.add_container(NodeId(0), a1, &[zk]).unwrap();
        ix.add_container(NodeId(1), a1, &[zk, zk]).unwrap();
        ix.add_container(NodeId(2), a2, &[zk]).unwrap();
        assert_eq!(ix.node_cardinality(NodeId(1), Some(a1), zk), 1, "duplicate tags count once");
        assert_eq!(ix.rack_cardinality(RackId(0), Some(a1), zk), 2);
        assert_eq!(ix.rack_cardinality(RackId(0), None, zk), 2);
        assert_eq!(ix.rack_cardinality(RackId(1), Some(a1), zk), 0);
        let fd = Scope::Attribute("fault_domain".into());
        let sv = ix.scope_value(&fd, NodeId(2)).unwrap();
        assert_eq!(ix.scope_value_name(&t, sv), "fd1");
        assert_eq!(ix.bucket(sv).all(zk), 2, "n1 and n3 share fd1");
        assert_eq!(ix.cluster().all(zk), 3);
    }

    #[test]
    fn containers_added_with_a_count_are_the_containers_added_one_by_one() {
        let t = topo();
        let (mut one_by_one, mut counted) = (AllocationTagIndex::new(&t), AllocationTagIndex::new(&t));
        let tags = |ix: &mut AllocationTagIndex| ix.intern_all(["zk", "hb", "zk"]);
        let (ids, same) = (tags(&mut one_by_one), tags(&mut counted));
        assert_eq!(ids, same);
        // (node, app, count): two nodes of one rack, both fault domains, two applications, a tag given twice.
        for (node, app, n) in [(0u32, 1u32, 3u32), (1, 1, 1), (2, 2, 4), (0, 2, 2), (0, 1, 2)] {
            for _ in 0..n {
                one_by_one.add_container(NodeId(node), AppId(app), &ids).unwrap();
            }
            counted.add_containers(NodeId(node), AppId(app), &ids, n).unwrap();
        }
        assert_eq!(counted, one_by_one);
        assert_eq!(counted.node_cardinality(NodeId(0), Some(AppId(1)), ids[0]), 5);
        assert_eq!(counted.cluster().all(ids[1]), 12);
        // Nothing added leaves no zero count behind; an unknown node is refused whatever the count.
        counted.add_containers(NodeId(1), AppId(7), &ids, 0).unwrap();
        assert_eq!(counted, one_by_one);
        assert_eq!(counted.add_containers(NodeId(9), AppId(1), &ids, 2), Err(TagIndexError::UnknownNode(NodeId(9))));
        // Counts saturate as one-by-one additions do.
        counted.add_containers(NodeId(1), AppId(1), &ids[..1], u32::MAX).unwrap();
        assert_eq!(counted.node_cardinality(NodeId(1), Some(AppId(1)), ids[0]), u32::MAX);
    }

    #[test]
    fn removal_is_count_based_and_tolerates_missing() {
        let t = topo();
        let mut ix = AllocationTagIndex::new(&t);
        let zk = ix.intern("zk");
        let a = AppId(0);
        ix.add_container(NodeId(0), a, &[zk]).unwrap();
        ix.add_container(NodeId(0), a, &[zk]).unwrap();
        assert!(ix.remove_container(NodeId(0), a, &[zk]).unwrap().missing.is_empty());
        assert!(ix.remove_container(NodeId(0), a, &[zk]).unwrap().missing.is_empty());
        assert_eq!(ix.remove_container(NodeId(0), a, &[zk]).unwrap().missing, alloc::vec![zk]);
        assert!(ix.bucket(ScopeValue::Node(NodeId(0))).is_empty());
        assert!(ix.bucket(ScopeValue::Rack(RackId(0))).is_empty());
        assert!(ix.cluster().is_empty());
        assert_eq!(ix.add_container(NodeId(9), a, &[zk]), Err(TagIndexError::UnknownNode(NodeId(9))));
    }

    #[test]
    fn refresh_keeps_counts_and_follows_moves() {
        let mut t = topo();
        let mut ix = AllocationTagIndex::new(&t);
        let zk = ix.intern("zk");
        ix.add_container(NodeId(1), AppId(0), &[zk]).unwrap();
        t.node_mut(NodeId(1)).rack = RackId(1);
        ix.refresh_topology(&t);
        assert_eq!(ix.rack_cardinality(RackId(1), None, zk), 1);
        assert_eq!(ix.rack_cardinality(RackId(0), None, zk), 0);
        assert_eq!(ix.node_cardinality(NodeId(1), Some(AppId(0)), zk), 1);
    }

    #[test]
    fn temp_tags_are_cleaned() {
        let t = topo();
        let mut ix = AllocationTagIndex::new(&t);
        let zk = ix.intern("zk");
        let mut temp = TempTags::new();
        temp.add(&mut ix, NodeId(0), AppId(0), &[zk]).unwrap();
        temp.add(&mut ix, NodeId(1), AppId(0), &[zk]).unwrap();
        assert!(temp.remove(&mut ix, NodeId(1), AppId(0), &[zk]));
        assert_eq!(ix.cluster().all(zk), 1);
        temp.clean(&mut ix);
        assert!(ix.cluster().is_empty());
    }
}
