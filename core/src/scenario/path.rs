//! Where in a scenario a value is: a typed JSON path (`applications[2].requests[0].constraint`). Diagnostics carry
//! one, the web compares them with the path of the form field being edited, and importers of other formats map
//! one back to their own file and line. It displays (and serialises) as the string users see.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Serialize, Serializer};

/// One step of a [`FieldPath`].
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Segment {
    /// A field of the scenario format (`cluster`, `requests`, `memory-mb`).
    Field(&'static str),
    /// A position in a list (`[2]`).
    Index(usize),
    /// A key chosen by the user: a Hadoop property (`yarn.scheduler.capacity.root.queues`), a source tag of a
    /// constraint map, a resource type, a node attribute.
    Key(String),
}

/// A typed path into a scenario; the empty path is the scenario as a whole (or a file that could not be read).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FieldPath(Vec<Segment>);

// The builders are not inlined: validation builds a path at hundreds of places, nearly all of them on the way to a
// diagnostic, and at the core's opt-level (2) each place held its own copy of a `Vec` push (docs/toolchain.md,
// "The first page without a step-0 copy").
impl FieldPath {
    /// The whole scenario.
    pub fn root() -> Self {
        FieldPath(Vec::new())
    }

    /// A top-level field (`name`, `cluster`, `events`).
    #[inline(never)]
    pub fn top(name: &'static str) -> Self {
        FieldPath(alloc::vec![Segment::Field(name)])
    }

    /// This path, then a field.
    #[inline(never)]
    pub fn field(mut self, name: &'static str) -> Self {
        self.0.push(Segment::Field(name));
        self
    }

    /// This path, then a list position.
    #[inline(never)]
    pub fn index(mut self, i: usize) -> Self {
        self.0.push(Segment::Index(i));
        self
    }

    /// This path, then a user-chosen key.
    #[inline(never)]
    pub fn key(mut self, key: &str) -> Self {
        self.0.push(Segment::Key(key.into()));
        self
    }

    /// `cluster.racks[r]`.
    pub fn rack(r: usize) -> Self {
        Self::top("cluster").field("racks").index(r)
    }

    /// `cluster.racks[r].nodes[n]`.
    pub fn node(r: usize, n: usize) -> Self {
        Self::rack(r).field("nodes").index(n)
    }

    /// `cluster.partitions[p]`.
    pub fn partition(p: usize) -> Self {
        Self::top("cluster").field("partitions").index(p)
    }

    /// `applications[a]`.
    pub fn application(a: usize) -> Self {
        Self::top("applications").index(a)
    }

    /// `applications[a].requests[r]`.
    pub fn request(a: usize, r: usize) -> Self {
        Self::application(a).field("requests").index(r)
    }

    /// `events[e]`.
    pub fn event(e: usize) -> Self {
        Self::top("events").index(e)
    }

    /// `capacity-scheduler.KEY`.
    pub fn capacity_scheduler(key: &str) -> Self {
        Self::top("capacity-scheduler").key(key)
    }

    /// `yarn-site.KEY`.
    pub fn yarn_site(key: &str) -> Self {
        Self::top("yarn-site").key(key)
    }

    /// The steps, outermost first.
    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    /// The Hadoop property this path names, if it is `capacity-scheduler.KEY` or `yarn-site.KEY` (or a property
    /// of a `reconfigure` event).
    pub fn property(&self) -> Option<&str> {
        match self.0.as_slice() {
            [Segment::Field("capacity-scheduler" | "yarn-site"), Segment::Key(k)] => Some(k),
            [Segment::Field("events"), Segment::Index(_), Segment::Field("capacity-scheduler"), Segment::Key(k)] => {
                Some(k)
            }
            _ => None,
        }
    }

    /// The last step is this field.
    pub fn ends_with_field(&self, name: &str) -> bool {
        matches!(self.0.last(), Some(Segment::Field(f)) if *f == name)
    }

    /// This path is `prefix` or lies inside it.
    pub fn starts_with(&self, prefix: &FieldPath) -> bool {
        self.0.starts_with(&prefix.0)
    }

    /// The whole scenario (no step).
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.0.iter().enumerate() {
            match s {
                Segment::Index(n) => write!(f, "[{n}]")?,
                Segment::Field(name) if i == 0 => f.write_str(name)?,
                Segment::Field(name) => write!(f, ".{name}")?,
                Segment::Key(k) if i == 0 => f.write_str(k)?,
                Segment::Key(k) => write!(f, ".{k}")?,
            }
        }
        Ok(())
    }
}

impl Serialize for FieldPath {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn displays_as_the_json_path_users_see() {
        assert_eq!(FieldPath::request(2, 0).field("constraint").to_string(), "applications[2].requests[0].constraint");
        assert_eq!(
            FieldPath::node(1, 0).field("resource").key("yarn.io/gpu").to_string(),
            "cluster.racks[1].nodes[0].resource.yarn.io/gpu"
        );
        assert_eq!(FieldPath::yarn_site("a.b").to_string(), "yarn-site.a.b");
        assert_eq!(FieldPath::root().to_string(), "");
    }

    #[test]
    fn property_reads_the_hadoop_key_back() {
        assert_eq!(FieldPath::capacity_scheduler("yarn.x").property(), Some("yarn.x"));
        assert_eq!(FieldPath::application(0).field("queue").property(), None);
        assert!(FieldPath::application(0).field("queue").ends_with_field("queue"));
    }
}
