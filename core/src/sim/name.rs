//! The names events carry: an application's, a node's, a queue's path, a user's, a rack's. An event is made for
//! every container placed and every container that ends, so its names are shared with the run's table of them
//! ([`Names`]) instead of being copied into new strings each time; they read, print, compare and serialise as the
//! strings they stand for.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ids::AppId;
use crate::scenario::World;
use crate::scheduler::{CapacityScheduler, QueueId};
use crate::topology::{NodeId, Topology};

/// A name an operator knows, shared: cloning it copies a pointer. Reads as a `&str` (`Deref`), prints and
/// serialises as the string, and compares with strings.
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Name(Arc<str>);

impl Name {
    /// The name as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for Name {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl core::borrow::Borrow<str> for Name {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Self {
        Name(Arc::from(s))
    }
}

impl From<String> for Name {
    fn from(s: String) -> Self {
        Name(Arc::from(s))
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Self {
        Name(Arc::from(s.as_str()))
    }
}

impl From<Name> for String {
    fn from(n: Name) -> Self {
        String::from(&*n.0)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

/// Shown as the string it stands for (quoted), as a `String` field was.
impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        &*self.0 == other.as_str()
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, other: &Name) -> bool {
        self == &*other.0
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        *self == &*other.0
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(Name::from)
    }
}

/// The names of a run by id, made once (and again only when the cluster or the queues change), for the events.
/// Shared by checkpoints.
#[derive(Clone, Debug, Default)]
pub(crate) struct Names {
    /// By `AppId`: the application's name, or its YARN id when it has none ([`World::app_name`]).
    apps: Vec<Name>,
    /// By `NodeId`.
    nodes: Vec<Name>,
    /// By `QueueId`: the queue's path in the scheduler's configuration.
    queues: Vec<Name>,
    /// By `AppId`, then request index: the request's allocation tags.
    tags: Vec<Vec<Arc<[String]>>>,
}

impl Names {
    pub(crate) fn new(world: &World, topology: &Topology, scheduler: &CapacityScheduler) -> Names {
        let mut names = Names {
            apps: (0..world.apps.len()).map(|i| Name::from(world.app_name(AppId(i as u32)))).collect(),
            nodes: Vec::new(),
            queues: Vec::new(),
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
        let known = self.nodes.len();
        self.nodes.extend(topology.nodes.iter().skip(known).map(|n| Name::from(&n.name)));
    }

    /// The queue configuration was replaced: queue ids may name other paths.
    pub(crate) fn queues_changed(&mut self, scheduler: &CapacityScheduler) {
        self.queues = scheduler.config().queues.iter().map(|q| Name::from(&q.path)).collect();
    }

    pub(crate) fn app(&self, world: &World, app: AppId) -> Name {
        self.apps.get(app.index()).cloned().unwrap_or_else(|| Name::from(world.app_name(app)))
    }

    /// A node's name; empty for an id the cluster never had.
    pub(crate) fn node(&self, node: NodeId) -> Name {
        self.nodes.get(node.index()).cloned().unwrap_or_default()
    }

    pub(crate) fn queue(&self, scheduler: &CapacityScheduler, queue: QueueId) -> Name {
        match self.queues.get(queue.index()) {
            Some(n) => n.clone(),
            None => Name::from(&scheduler.config().queue(queue).path),
        }
    }

    /// The allocation tags of `app`'s request `request` (none for an unknown request).
    pub(crate) fn tags(&self, app: AppId, request: u32) -> Arc<[String]> {
        self.tags.get(app.index()).and_then(|t| t.get(request as usize)).cloned().unwrap_or_else(|| Arc::from([]))
    }
}
