//! A small cluster builder for the constraint tests.
#![allow(dead_code)]

use spindle_core::constraint::*;
use spindle_core::ids::AppId;
use spindle_core::resource::Resource;
use spindle_core::spec::{parse_constraint, Dialect};
use spindle_core::tags::{AllocationTagIndex, TagId};
use spindle_core::topology::{NodeId, Topology};

pub struct Cluster {
    pub topo: Topology,
    pub tags: AllocationTagIndex,
    pub apps: AppRegistry,
    pub levels: ConstraintLevels,
}

impl Cluster {
    /// Nodes given as (node, rack).
    pub fn new(nodes: &[(&str, &str)]) -> Self {
        let mut topo = Topology::new();
        for (n, r) in nodes {
            let rack = topo.rack(r).unwrap();
            topo.add_node(n, rack, Resource::new(16384, 16)).unwrap();
        }
        let tags = AllocationTagIndex::new(&topo);
        Cluster { topo, tags, apps: AppRegistry::new(), levels: ConstraintLevels::new() }
    }

    pub fn node(&self, name: &str) -> NodeId {
        self.topo.node_id(name).unwrap_or_else(|| panic!("no node {name}"))
    }

    pub fn attr(&mut self, node: &str, key: &str, value: &str) -> &mut Self {
        let id = self.node(node);
        self.topo.node_mut(id).attributes.insert(key.into(), value.into());
        self.tags.refresh_topology(&self.topo);
        self
    }

    pub fn partition(&mut self, node: &str, partition: &str) -> &mut Self {
        let p = match self.topo.partition_id(partition) {
            Some(p) => p,
            None => self.topo.add_partition(partition, true).unwrap(),
        };
        let id = self.node(node);
        self.topo.node_mut(id).partition = p;
        self
    }

    pub fn app(&mut self, id: u32, name: &str, app_tags: &[&str]) -> AppId {
        let app = AppId(id);
        self.apps.insert(AppInfo::new(app, "user").named(name).with_app_tags(app_tags.iter().copied()));
        app
    }

    pub fn tag_ids(&mut self, tags: &[&str]) -> Vec<TagId> {
        tags.iter().map(|t| self.tags.intern(t)).collect()
    }

    /// Places `n` containers of `app` carrying `tags` on `node`.
    pub fn place(&mut self, app: AppId, node: &str, tags: &[&str], n: usize) -> &mut Self {
        let ids = self.tag_ids(tags);
        let node = self.node(node);
        for _ in 0..n {
            self.tags.add_container(node, app, &ids).unwrap();
        }
        self
    }

    pub fn release(&mut self, app: AppId, node: &str, tags: &[&str]) -> &mut Self {
        let ids = self.tag_ids(tags);
        let node = self.node(node);
        self.tags.remove_container(node, app, &ids).unwrap();
        self
    }

    pub fn ctx(&self) -> EvalContext<'_> {
        EvalContext::new(&self.topo, &self.tags, &self.apps, &self.levels)
    }

    pub fn verdict_with(&self, app: AppId, c: &PlacementConstraint, node: &str, delays: &DelayState) -> Verdict {
        let ctx = self.ctx();
        let id = self.node(node);
        let v = evaluate_with(&ctx, app, &[], c, id, delays);
        let b = can_place_with(&ctx, app, &[], c, id, delays);
        assert_eq!(v.satisfied(), b, "tree and boolean disagree on {node} for {c}:\n{}", v.render_text());
        assert_eq!(v.satisfied, v.satisfied(), "stored and derived disagree on {node}");
        v
    }

    pub fn verdict(&self, app: AppId, c: &PlacementConstraint, node: &str) -> Verdict {
        self.verdict_with(app, c, node, &DelayState::default())
    }

    /// Names of the nodes where `c` holds for `app`.
    pub fn placeable_with(&self, app: AppId, c: &PlacementConstraint, delays: &DelayState) -> Vec<String> {
        self.topo
            .nodes
            .iter()
            .filter(|n| self.verdict_with(app, c, &n.name, delays).satisfied())
            .map(|n| n.name.clone())
            .collect()
    }

    pub fn placeable(&self, app: AppId, c: &PlacementConstraint) -> Vec<String> {
        self.placeable_with(app, c, &DelayState::default())
    }

    /// The verdict of a whole request (every constraint level).
    pub fn request_verdict(
        &mut self,
        app: AppId,
        tags: &[&str],
        request: Option<&PlacementConstraint>,
        node: &str,
    ) -> Verdict {
        let ids = self.tag_ids(tags);
        let ctx = self.ctx();
        let id = self.node(node);
        let v = evaluate_request(&ctx, app, &ids, request, id, &DelayState::default());
        assert_eq!(v.satisfied(), can_place_request(&ctx, app, &ids, request, id, &DelayState::default()));
        v
    }
}

pub fn spec(s: &str) -> PlacementConstraint {
    parse_constraint(s, Dialect::Spindle).unwrap_or_else(|e| panic!("{s}: {e}"))
}

pub fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// Every leaf sentence of a verdict, depth first.
pub fn sentences(v: &Verdict) -> Vec<String> {
    let mut out = vec![v.sentence.clone()];
    for c in v.children() {
        out.extend(sentences(c));
    }
    out
}
