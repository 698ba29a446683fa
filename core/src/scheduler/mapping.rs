//! Queue mappings (`yarn.scheduler.capacity.queue-mappings`): route an application to a queue by its user or
//! one of the user's groups. `u:user:queue`, `g:group:queue`, with the placeholders `%user` (as source or
//! queue), `%primary_group` and `%secondary_group` (as queue). The first matching entry wins — even when the queue
//! it names does not exist, in which case the submission is rejected, as in Hadoop.
//!
//! A mapping only applies when the application was submitted to `default` (or to the queue the mapping
//! names), unless `yarn.scheduler.capacity.queue-mappings-override.enable` is true.
//!
//! Groups come from `hadoop.user.group.static.mapping.overrides` (`user=group1,group2;…`); the first group
//! listed is the primary group.

use crate::sorted_map::SortedMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use super::config::QueueConfig;

/// The placeholder for the submitting user.
pub(super) const CURRENT_USER: &str = "%user";
/// The placeholder for the user's first group.
pub(super) const PRIMARY_GROUP: &str = "%primary_group";
/// The placeholder for the user's first group after the primary one that names an existing queue.
pub(super) const SECONDARY_GROUP: &str = "%secondary_group";
/// The queue an application lands in when it names none.
pub(super) const DEFAULT_QUEUE: &str = "default";

/// Whom a queue mapping matches: a user or a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MappingKind {
    /// `u:`
    User,
    /// `g:`
    Group,
}

/// One entry of `queue-mappings`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueueMapping {
    /// `u:` or `g:`.
    pub kind: MappingKind,
    /// A user or group name, or `%user`.
    pub source: String,
    /// A queue (leaf name or full path) or a placeholder.
    pub queue: String,
}

/// Why a mapping entry is invalid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueueMappingError {
    /// The entry is not `u:<user>:<queue>` or `g:<group>:<queue>` (YARN's `queue-mappings` syntax).
    Syntax {
        /// The entry as written.
        entry: String,
    },
    /// The entry maps to a queue that does not exist.
    UnknownQueue {
        /// The entry as written.
        entry: String,
        /// The queue it names.
        queue: String,
    },
    /// The entry maps to a parent queue.
    NotALeaf {
        /// The entry as written.
        entry: String,
        /// The queue it names.
        queue: String,
    },
}

impl fmt::Display for QueueMappingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueueMappingError::Syntax { entry } => {
                write!(f, "illegal queue mapping `{entry}`, expected u:user:queue or g:group:queue")
            }
            QueueMappingError::UnknownQueue { entry, queue } => {
                write!(f, "queue mapping `{entry}` names queue `{queue}`, which does not exist")
            }
            QueueMappingError::NotALeaf { entry, queue } => {
                write!(f, "queue mapping `{entry}` names `{queue}`, which is not a leaf queue")
            }
        }
    }
}

impl fmt::Display for QueueMapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = match self.kind {
            MappingKind::User => "u",
            MappingKind::Group => "g",
        };
        write!(f, "{k}:{}:{}", self.source, self.queue)
    }
}

/// Where a submission ends up and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Placement {
    /// The queue name to look up (leaf name or path).
    pub queue: String,
    /// The index in `queue-mappings` of the entry that decided, if any.
    pub mapping: Option<usize>,
}

/// Why no queue could be determined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum PlacementFailure {
    /// The matching mapping needs a group the user does not have.
    NoGroup { mapping: usize },
}

impl QueueMapping {
    /// Reads one entry of the comma-separated list: `u:source:queue` or `g:source:queue`.
    pub fn parse(entry: &str) -> Result<QueueMapping, QueueMappingError> {
        let parts: Vec<&str> = entry.split(':').map(str::trim).collect();
        let syntax = || QueueMappingError::Syntax { entry: entry.into() };
        if parts.len() != 3 || parts[1].is_empty() || parts[2].is_empty() {
            return Err(syntax());
        }
        let kind = match parts[0] {
            "u" => MappingKind::User,
            "g" => MappingKind::Group,
            _ => return Err(syntax()),
        };
        if kind == MappingKind::Group && parts[1] == CURRENT_USER {
            return Err(syntax());
        }
        Ok(QueueMapping { kind, source: parts[1].into(), queue: parts[2].into() })
    }

    /// A static target must be an existing leaf (placeholders are resolved at submission).
    pub fn validate_target(&self, queues: &[QueueConfig]) -> Result<(), QueueMappingError> {
        if self.queue.starts_with('%') {
            return Ok(());
        }
        let entry = format!("{self}");
        let found = queues.iter().find(|q| q.path == self.queue).or_else(|| {
            let mut named = queues.iter().filter(|q| q.name == self.queue);
            let first = named.next();
            named.find(|q| q.is_leaf()).or(first)
        });
        match found {
            None => Err(QueueMappingError::UnknownQueue { entry, queue: self.queue.clone() }),
            Some(q) if !q.is_leaf() => Err(QueueMappingError::NotALeaf { entry, queue: self.queue.clone() }),
            Some(_) => Ok(()),
        }
    }
}

/// Decides the queue for a submission by `user` to `requested` (`None` = `default`).
///
/// `queue_exists` answers whether a queue name (leaf or path) exists; it is only used for `%secondary_group`.
pub(super) fn place(
    mappings: &[QueueMapping],
    override_enabled: bool,
    groups: &SortedMap<String, Vec<String>>,
    user: &str,
    requested: Option<&str>,
    queue_exists: &dyn Fn(&str) -> bool,
) -> Result<Placement, PlacementFailure> {
    let requested = requested.filter(|q| !q.is_empty()).unwrap_or(DEFAULT_QUEUE);
    let none: Vec<String> = Vec::new();
    let user_groups = groups.get(user).unwrap_or(&none);
    for (i, m) in mappings.iter().enumerate() {
        let matched = match m.kind {
            MappingKind::User => m.source == CURRENT_USER || m.source == user,
            MappingKind::Group => user_groups.contains(&m.source),
        };
        if !matched {
            continue;
        }
        let queue = match m.queue.as_str() {
            CURRENT_USER => String::from(user),
            PRIMARY_GROUP => user_groups.first().cloned().ok_or(PlacementFailure::NoGroup { mapping: i })?,
            SECONDARY_GROUP => user_groups
                .iter()
                .skip(1)
                .find(|g| queue_exists(g))
                .cloned()
                .ok_or(PlacementFailure::NoGroup { mapping: i })?,
            q => String::from(q),
        };
        if requested == DEFAULT_QUEUE || requested == queue || override_enabled {
            return Ok(Placement { queue, mapping: Some(i) });
        }
        // First match decides; an explicit queue without override keeps the requested queue.
        break;
    }
    Ok(Placement { queue: requested.into(), mapping: None })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    fn groups() -> SortedMap<String, Vec<String>> {
        let mut g = SortedMap::new();
        g.insert("alice".into(), vec!["eng".into(), "ops".into()]);
        g.insert("bob".into(), vec!["sales".into()]);
        g.insert("carol".into(), vec![]);
        g
    }

    fn maps(s: &str) -> Vec<QueueMapping> {
        s.split(',').map(|e| QueueMapping::parse(e).unwrap()).collect()
    }

    #[test]
    fn first_match_wins() {
        let yes = |_: &str| true;
        // A group mapping listed before the user mapping decides for alice (as the operator's guide warns).
        let m = maps("g:eng:engineering,u:alice:adhoc");
        let p = place(&m, false, &groups(), "alice", None, &yes).unwrap();
        assert_eq!(p, Placement { queue: "engineering".into(), mapping: Some(0) });
        let m = maps("u:alice:adhoc,g:eng:engineering");
        assert_eq!(place(&m, false, &groups(), "alice", None, &yes).unwrap().queue, "adhoc");
        // No match → the requested queue (or default).
        assert_eq!(
            place(&m, false, &groups(), "bob", None, &yes).unwrap(),
            Placement { queue: "default".into(), mapping: None }
        );
    }

    #[test]
    fn explicit_queue_is_kept_unless_override() {
        let yes = |_: &str| true;
        let m = maps("u:alice:adhoc");
        assert_eq!(place(&m, false, &groups(), "alice", Some("batch"), &yes).unwrap().queue, "batch");
        assert_eq!(place(&m, true, &groups(), "alice", Some("batch"), &yes).unwrap().queue, "adhoc");
        assert_eq!(place(&m, false, &groups(), "alice", Some("default"), &yes).unwrap().queue, "adhoc");
    }

    #[test]
    fn placeholders() {
        let only_ops = |q: &str| q == "ops";
        let m = maps("u:%user:%primary_group");
        assert_eq!(place(&m, false, &groups(), "bob", None, &only_ops).unwrap().queue, "sales");
        assert_eq!(
            place(&m, false, &groups(), "carol", None, &only_ops),
            Err(PlacementFailure::NoGroup { mapping: 0 })
        );
        let m = maps("u:%user:%user");
        assert_eq!(place(&m, false, &groups(), "dave", None, &only_ops).unwrap().queue, "dave");
        let m = maps("u:%user:%secondary_group");
        assert_eq!(place(&m, false, &groups(), "alice", None, &only_ops).unwrap().queue, "ops");
    }

    #[test]
    fn syntax() {
        assert!(QueueMapping::parse("x:a:b").is_err());
        assert!(QueueMapping::parse("u:a").is_err());
        assert!(QueueMapping::parse("g:%user:b").is_err());
        assert_eq!(QueueMapping::parse(" u : alice : root.a ").unwrap().to_string(), "u:alice:root.a");
    }
}
