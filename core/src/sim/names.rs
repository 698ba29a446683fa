//! The run's table of names by id ([`Names`]): the events' names are clones of these, not new strings.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::ids::AppId;
use crate::name::Name;
use crate::scenario::World;
use crate::scheduler::{CapacityScheduler, QueueId};
use crate::topology::{NodeId, Topology};

/// The names of a run by id, made once (and again only when the cluster or the queues change), for the events.
/// Each kind is one shared list, so that every event's names count their users on the same few counters.
/// Shared by checkpoints.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names {
    /// By `AppId`: the application's name, or its YARN id when it has none ([`World::app_name`]).
    apps: Arc<Vec<String>>,
    /// By `NodeId`, in lists of consecutive ids: `(first id, names)`. Nodes that join later get a list of their
    /// own (the lists already handed out are shared by events and are not copied to grow them).
    nodes: Vec<(usize, Arc<Vec<String>>)>,
    /// By `QueueId`: the queue's path in the scheduler's configuration.
    queues: Arc<Vec<String>>,
    /// By `AppId`, then request index: the request's allocation tags.
    tags: Vec<Vec<Arc<[String]>>>,
}

impl Names {
    pub(crate) fn new(world: &World, topology: &Topology, scheduler: &CapacityScheduler) -> Names {
        let mut names = Names {
            apps: Arc::new((0..world.apps.len()).map(|i| world.app_name(AppId(i as u32))).collect()),
            nodes: Vec::new(),
            queues: Arc::default(),
            tags: world
                .apps
                .iter()
                .map(|a| a.requests.iter().map(|r| Arc::from(r.tags.as_slice())).collect())
                .collect(),
        };
        names.nodes_changed(topology);
        names.queues_changed(scheduler);
        names
    }

    /// Nodes joined (ids are dense and never reused, so only new ones are named).
    pub(crate) fn nodes_changed(&mut self, topology: &Topology) {
        let known = self.nodes.last().map_or(0, |(first, list)| first + list.len());
        if topology.nodes.len() > known {
            let list = topology.nodes[known..].iter().map(|n| n.name.clone()).collect();
            self.nodes.push((known, Arc::new(list)));
        }
    }

    /// The queue configuration was replaced: queue ids may name other paths.
    pub(crate) fn queues_changed(&mut self, scheduler: &CapacityScheduler) {
        self.queues = Arc::new(scheduler.config().queues.iter().map(|q| q.path.clone()).collect());
    }

    pub(crate) fn app(&self, world: &World, app: AppId) -> Name {
        Name::in_list(&self.apps, app.index()).unwrap_or_else(|| Name::from(world.app_name(app)))
    }

    /// A node's name; empty for an id the cluster never had.
    pub(crate) fn node(&self, node: NodeId) -> Name {
        let id = node.index();
        self.nodes
            .iter()
            .rev()
            .find(|(first, _)| *first <= id)
            .and_then(|(first, list)| Name::in_list(list, id - first))
            .unwrap_or_default()
    }

    pub(crate) fn queue(&self, scheduler: &CapacityScheduler, queue: QueueId) -> Name {
        Name::in_list(&self.queues, queue.index()).unwrap_or_else(|| Name::from(&scheduler.config().queue(queue).path))
    }

    /// The allocation tags of `app`'s request `request` (none for an unknown request).
    pub(crate) fn tags(&self, app: AppId, request: u32) -> Arc<[String]> {
        self.tags.get(app.index()).and_then(|t| t.get(request as usize)).cloned().unwrap_or_default()
    }
}
