//! The events editor's staged event: one timed cluster change (`add-node`, `decommission-node`, `remove-node`,
//! `reconfigure`) as the text the user typed, field by field. Nothing is applied while it is staged: every change
//! is checked by the core's `validate` on a copy of the scenario with the event in place ([`EventDraft::check`]),
//! its diagnostics are shown at the draft's fields (compared as typed paths under `events[i]`), and the event is
//! applied as one undoable [`Edit::PutEvent`] only when the core finds no error.

use spindle_core::sorted_map::SortedMap;
use std::collections::BTreeMap;

use spindle_core::scenario::{ClusterChange, ClusterEventSpec, FieldPath, NodeSpec, ResourceSpec, Scenario};

use super::edit::{self, Edit};
use crate::view_model::{self, EventProblem};

/// The four kinds of cluster event, by their name in the scenario format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    AddNode,
    DecommissionNode,
    RemoveNode,
    Reconfigure,
}

impl EventKind {
    pub const ALL: [EventKind; 4] =
        [EventKind::AddNode, EventKind::DecommissionNode, EventKind::RemoveNode, EventKind::Reconfigure];

    /// The scenario format's `kind`.
    pub fn key(self) -> &'static str {
        match self {
            EventKind::AddNode => "add-node",
            EventKind::DecommissionNode => "decommission-node",
            EventKind::RemoveNode => "remove-node",
            EventKind::Reconfigure => "reconfigure",
        }
    }

    /// What an operator would call it.
    pub fn label(self) -> &'static str {
        match self {
            EventKind::AddNode => "a node joins",
            EventKind::DecommissionNode => "graceful decommission",
            EventKind::RemoveNode => "node failure (lost)",
            EventKind::Reconfigure => "refresh queues",
        }
    }

    pub fn from_key(key: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.key() == key)
    }

    pub fn of(change: &ClusterChange) -> EventKind {
        match change {
            ClusterChange::AddNode { .. } => EventKind::AddNode,
            ClusterChange::DecommissionNode { .. } => EventKind::DecommissionNode,
            ClusterChange::RemoveNode { .. } => EventKind::RemoveNode,
            ClusterChange::Reconfigure { .. } => EventKind::Reconfigure,
        }
    }

    /// The draft's fields for this kind, in form order (the time first).
    pub fn fields(self) -> &'static [DraftField] {
        use DraftField::*;
        match self {
            EventKind::AddNode => &[At, Node, Rack, Memory, Vcores, Partition, Attributes],
            EventKind::DecommissionNode | EventKind::RemoveNode => &[At, Node],
            EventKind::Reconfigure => &[At, Properties],
        }
    }
}

/// One input of the events form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DraftField {
    /// `at-ms`.
    At,
    /// The node's host name (the new node's, for `add-node`).
    Node,
    Rack,
    Memory,
    Vcores,
    Partition,
    /// `key=value, key=value`.
    Attributes,
    /// `capacity-scheduler` properties, one `key=value` per line.
    Properties,
}

impl DraftField {
    /// The input's label.
    pub fn label(self) -> &'static str {
        match self {
            DraftField::At => "At (ms)",
            DraftField::Node => "Node",
            DraftField::Rack => "Rack",
            DraftField::Memory => "Memory (MB)",
            DraftField::Vcores => "Vcores",
            DraftField::Partition => "Partition",
            DraftField::Attributes => "Attributes",
            DraftField::Properties => "capacity-scheduler properties (complete, one key=value per line)",
        }
    }

    /// The element id of the input.
    pub fn id(self) -> &'static str {
        match self {
            DraftField::At => "event-at",
            DraftField::Node => "event-node",
            DraftField::Rack => "event-rack",
            DraftField::Memory => "event-memory",
            DraftField::Vcores => "event-vcores",
            DraftField::Partition => "event-partition",
            DraftField::Attributes => "event-attributes",
            DraftField::Properties => "event-properties",
        }
    }

    /// Where, under `events[i]`, the core reports a problem with this field of an event of `kind`.
    fn path(self, kind: EventKind, i: usize) -> FieldPath {
        let e = FieldPath::event(i);
        let node = || e.clone().field("node");
        match (self, kind) {
            (DraftField::At, _) => e.field("at-ms"),
            (DraftField::Node, EventKind::AddNode) => node().field("name"),
            (DraftField::Node, _) => node(),
            (DraftField::Rack, _) => e.field("rack"),
            (DraftField::Memory, _) => node().field("resource").field("memory-mb"),
            (DraftField::Vcores, _) => node().field("resource").field("vcores"),
            (DraftField::Partition, _) => node().field("partition"),
            (DraftField::Attributes, _) => node().field("attributes"),
            (DraftField::Properties, _) => e.field("capacity-scheduler"),
        }
    }
}

/// A staged event: which one it replaces (or a new one), its kind and each field's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventDraft {
    /// `Some(i)`: edits `events[i]`; `None`: a new event.
    pub index: Option<usize>,
    pub kind: EventKind,
    pub values: BTreeMap<DraftField, String>,
}

/// What the core says about a staged event.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DraftCheck {
    /// Errors at a field of the form (the first for each field).
    pub errors: BTreeMap<DraftField, String>,
    /// Warnings at a field (what YARN would do that is not an error: a refresh the ResourceManager refuses).
    pub warnings: BTreeMap<DraftField, String>,
    /// Errors elsewhere (another event the change breaks), with their path.
    pub other: Vec<String>,
    /// The edit to apply when there is no error.
    pub edit: Option<Edit>,
}

impl EventDraft {
    /// A new event of `kind`, filled so that it is valid in `s` where it can be: 10 s after the last event, on the
    /// first node; a new node like the cluster's last, in its rack; the current queue properties.
    pub fn new(kind: EventKind, s: &Scenario) -> EventDraft {
        let at = s.events.iter().map(|e| e.at_ms).max().map_or(10_000, |t| t.saturating_add(10_000));
        let last_node = s.cluster.racks.iter().flat_map(|r| r.nodes.last()).last().cloned();
        let change = match kind {
            EventKind::AddNode => {
                let like = last_node.unwrap_or(NodeSpec {
                    name: "node-1".into(),
                    resource: ResourceSpec::new(8192, 8),
                    partition: String::new(),
                    attributes: SortedMap::new(),
                });
                let rack = s.cluster.racks.last().map_or_else(|| "rack-1".to_string(), |r| r.name.clone());
                ClusterChange::AddNode { rack, node: NodeSpec { name: edit::fresh_node_name(s, &like.name), ..like } }
            }
            EventKind::DecommissionNode | EventKind::RemoveNode => {
                let node = s.cluster.racks.iter().flat_map(|r| r.nodes.first()).next().map(|n| n.name.clone());
                let node = node.unwrap_or_default();
                if kind == EventKind::RemoveNode {
                    ClusterChange::RemoveNode { node }
                } else {
                    ClusterChange::DecommissionNode { node }
                }
            }
            EventKind::Reconfigure => ClusterChange::Reconfigure { capacity_scheduler: s.capacity_scheduler.clone() },
        };
        EventDraft { index: None, ..EventDraft::of(&ClusterEventSpec { at_ms: at, change }) }
    }

    /// `events[i]` of `s`, to edit.
    pub fn editing(i: usize, s: &Scenario) -> Option<EventDraft> {
        s.events.get(i).map(|e| EventDraft { index: Some(i), ..EventDraft::of(e) })
    }

    /// The form's text for an event.
    fn of(e: &ClusterEventSpec) -> EventDraft {
        let mut values = BTreeMap::new();
        values.insert(DraftField::At, e.at_ms.to_string());
        match &e.change {
            ClusterChange::AddNode { rack, node } => {
                values.insert(DraftField::Node, node.name.clone());
                values.insert(DraftField::Rack, rack.clone());
                values.insert(DraftField::Memory, node.resource.memory_mb.to_string());
                values.insert(DraftField::Vcores, node.resource.vcores.to_string());
                values.insert(DraftField::Partition, node.partition.clone());
                values.insert(DraftField::Attributes, edit::attributes_text(&node.attributes));
            }
            ClusterChange::DecommissionNode { node } | ClusterChange::RemoveNode { node } => {
                values.insert(DraftField::Node, node.clone());
            }
            ClusterChange::Reconfigure { capacity_scheduler } => {
                let lines: Vec<String> = capacity_scheduler.iter().map(|(k, v)| format!("{k}={v}")).collect();
                values.insert(DraftField::Properties, lines.join("\n"));
            }
        }
        EventDraft { index: None, kind: EventKind::of(&e.change), values }
    }

    /// The text of a field.
    pub fn value(&self, f: DraftField) -> &str {
        self.values.get(&f).map_or("", String::as_str)
    }

    /// Changes one field's text (nothing is checked or applied here).
    pub fn set(&mut self, f: DraftField, text: String) {
        self.values.insert(f, text);
    }

    /// Changes the kind, keeping the time and, where the new kind has one, the node; the other fields start as a
    /// new event of that kind in `s` would.
    pub fn set_kind(&mut self, kind: EventKind, s: &Scenario) {
        if kind == self.kind {
            return;
        }
        let mut next = EventDraft::new(kind, s);
        next.index = self.index;
        next.set(DraftField::At, self.value(DraftField::At).to_string());
        let keeps_node =
            kind != EventKind::Reconfigure && kind != EventKind::AddNode && self.kind != EventKind::AddNode;
        if keeps_node && self.values.contains_key(&DraftField::Node) {
            next.set(DraftField::Node, self.value(DraftField::Node).to_string());
        }
        *self = next;
    }

    /// The event the text describes, or the first field whose text is not even of the right shape (a number that
    /// is not one, an attribute without `=`).
    pub fn shape(&self) -> Result<ClusterEventSpec, (DraftField, String)> {
        let at = |f: DraftField| -> Result<String, (DraftField, String)> { Ok(self.value(f).trim().to_string()) };
        let num = |f: DraftField, what: &str| edit::number::<i64>(self.value(f), what).map_err(|e| (f, e.0));
        let at_ms =
            edit::number::<u64>(self.value(DraftField::At), "the time (ms)").map_err(|e| (DraftField::At, e.0))?;
        let change = match self.kind {
            EventKind::AddNode => ClusterChange::AddNode {
                rack: at(DraftField::Rack)?,
                node: NodeSpec {
                    name: at(DraftField::Node)?,
                    resource: ResourceSpec::new(
                        num(DraftField::Memory, "memory (MB)")?,
                        num(DraftField::Vcores, "vcores")?,
                    ),
                    partition: at(DraftField::Partition)?,
                    attributes: edit::attributes(self.value(DraftField::Attributes))
                        .map_err(|e| (DraftField::Attributes, e.0))?,
                },
            },
            EventKind::DecommissionNode => ClusterChange::DecommissionNode { node: at(DraftField::Node)? },
            EventKind::RemoveNode => ClusterChange::RemoveNode { node: at(DraftField::Node)? },
            EventKind::Reconfigure => ClusterChange::Reconfigure {
                capacity_scheduler: properties(self.value(DraftField::Properties))
                    .map_err(|e| (DraftField::Properties, e))?,
            },
        };
        Ok(ClusterEventSpec { at_ms, change })
    }

    /// Has the core check the scenario `s` with this event in place: its diagnostics at the form's fields, and
    /// the edit to apply when there is no error.
    pub fn check(&self, s: &Scenario) -> DraftCheck {
        let mut out = DraftCheck::default();
        let event = match self.shape() {
            Ok(e) => e,
            Err((f, why)) => {
                out.errors.insert(f, why);
                return out;
            }
        };
        let put = Edit::PutEvent { index: self.index, event };
        let candidate = match edit::apply(s, &put) {
            Ok(c) => c,
            Err(e) => {
                out.other.push(e.0);
                return out;
            }
        };
        let i = self.index.unwrap_or(s.events.len());
        for EventProblem { path, message, error } in view_model::event_problems(&candidate, i) {
            // The most specific field whose path holds the problem.
            let field = self.kind.fields().iter().copied().rfind(|f| path.starts_with(&f.path(self.kind, i)));
            let at = if error { &mut out.errors } else { &mut out.warnings };
            match field {
                Some(f) => {
                    at.entry(f).or_insert(message);
                }
                None if error => out.other.push(format!("{path}: {message}")),
                None => {}
            }
        }
        if out.errors.is_empty() && out.other.is_empty() {
            out.edit = Some(put);
        }
        out
    }
}

/// `key=value` lines (blank lines and `#` comments skipped) → properties; the first line that is not one says so.
fn properties(text: &str) -> Result<SortedMap<String, String>, String> {
    let mut out = SortedMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((k, v)) = line.split_once('=') else {
            return Err(format!("line {}: `{line}` is not key=value", n + 1));
        };
        if out.insert(k.trim().to_string(), v.trim().to_string()).is_some() {
            return Err(format!("line {}: `{}` is given twice", n + 1, k.trim()));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failure() -> Scenario {
        let mut s: Scenario =
            serde_json::from_str(spindle_core::builtin::json("node-failure").expect("built in")).expect("parses");
        s.events.clear();
        s
    }

    #[test]
    fn a_node_that_does_not_exist_is_an_error_at_the_node_field_and_nothing_is_applied() {
        let s = failure();
        let mut d = EventDraft::new(EventKind::RemoveNode, &s);
        assert_eq!(d.value(DraftField::Node), "node-1");
        assert!(d.check(&s).edit.is_some());
        d.set(DraftField::Node, "node-99".into());
        let c = d.check(&s);
        assert!(c.edit.is_none());
        assert!(c.errors[&DraftField::Node].contains("no node named `node-99`"), "{c:?}");
        assert_eq!(d.value(DraftField::Node), "node-99", "the text is kept");
        d.set(DraftField::At, "soon".into());
        assert!(d.check(&s).errors[&DraftField::At].contains("whole number"));
    }

    #[test]
    fn an_applied_draft_is_one_edit_and_reads_back() {
        let s = failure();
        let mut d = EventDraft::new(EventKind::AddNode, &s);
        assert_eq!(d.value(DraftField::Node), "node-5");
        assert_eq!(d.value(DraftField::Rack), "rack-2");
        d.set(DraftField::Attributes, "java=17".into());
        let Some(e) = d.check(&s).edit else { panic!("valid") };
        let s = edit::apply(&s, &e).unwrap();
        assert_eq!(EventDraft::editing(0, &s).unwrap().values, d.values);
        // The new node exists from its time on: a later decommission may name it, an earlier one may not.
        let mut later = EventDraft::new(EventKind::DecommissionNode, &s);
        later.set(DraftField::Node, "node-5".into());
        assert_eq!(later.value(DraftField::At), "20000");
        assert!(later.check(&s).edit.is_some());
        later.set(DraftField::At, "5000".into());
        assert!(later.check(&s).errors.contains_key(&DraftField::Node));
        // Editing replaces in place; removing is its own edit.
        let mut d = EventDraft::editing(0, &s).unwrap();
        d.set(DraftField::Memory, "4096".into());
        let s2 = edit::apply(&s, &d.check(&s).edit.unwrap()).unwrap();
        assert_eq!(s2.events.len(), 1);
        assert!(edit::apply(&s2, &Edit::RemoveEvent(0)).unwrap().events.is_empty());
    }

    #[test]
    fn reconfigure_starts_from_the_current_properties_and_switching_kind_keeps_time_and_node() {
        let mut s = failure();
        s.capacity_scheduler.insert("yarn.scheduler.capacity.root.queues".into(), "default".into());
        let d = EventDraft::new(EventKind::Reconfigure, &s);
        assert_eq!(d.value(DraftField::Properties), "yarn.scheduler.capacity.root.queues=default");
        let mut d = EventDraft::new(EventKind::RemoveNode, &s);
        d.set(DraftField::At, "7000".into());
        d.set(DraftField::Node, "node-3".into());
        d.set_kind(EventKind::DecommissionNode, &s);
        assert_eq!((d.value(DraftField::At), d.value(DraftField::Node)), ("7000", "node-3"));
        let mut bad = EventDraft::new(EventKind::Reconfigure, &s);
        bad.set(DraftField::Properties, "a=b\nnonsense".into());
        assert_eq!(bad.check(&s).errors[&DraftField::Properties], "line 2: `nonsense` is not key=value");
    }
}
