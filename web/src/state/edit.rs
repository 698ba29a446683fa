//! Scenario edits: every change a user makes to the cluster or the workload is one [`Edit`], applied to a copy
//! of the [`Scenario`] by [`apply`]. Applying only shapes the scenario (and reads numbers and lists out of the
//! text the user typed); whether the result is a valid scenario is decided by the simulator when the app state
//! rebuilds it, so there is one validator and it is the core's.
//!
//! Form fields are addressed by [`Field`], whose [`Field::path`] spells the same JSON path the core uses in its
//! errors (`cluster.racks[1].nodes[0].name`): a rejected edit is shown at the field that was edited.

use spindle_core::sorted_map::SortedMap;
use std::fmt;

use spindle_core::scenario::{
    ApplicationSpec, ClusterEventSpec, FieldPath, InvalidScenario, NodeSpec, PartitionSpec, RackSpec, RequestSpec,
    ResourceSpec, Scenario,
};

/// One editable value of a scenario, by position.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    ScenarioName,
    Description,
    RackName(usize),
    NodeName(usize, usize),
    NodeMemory(usize, usize),
    NodeVcores(usize, usize),
    NodePartition(usize, usize),
    /// `key=value, key=value`.
    NodeAttributes(usize, usize),
    PartitionName(usize),
    PartitionExclusive(usize),
    AppName(usize),
    AppQueue(usize),
    AppUser(usize),
    /// Comma-separated application tags.
    AppTags(usize),
    AppPriority(usize),
    AppSubmitMs(usize),
    /// Comma-separated allocation tags.
    RequestTags(usize, usize),
    RequestCount(usize, usize),
    RequestMemory(usize, usize),
    RequestVcores(usize, usize),
    RequestPriority(usize, usize),
    /// Empty for "runs until the end".
    RequestDurationMs(usize, usize),
    RequestConstraint(usize, usize),
    /// The constraint an application registers for one source tag.
    AppConstraint(usize, String),
    /// The cluster-level constraint for one source tag.
    ClusterConstraint(String),
    /// One `yarn-site` property by its Hadoop key (empty text removes it: Hadoop's default applies).
    SiteKey(String),
}

impl Field {
    /// The typed path of the value: the core's diagnostics carry the same [`FieldPath`], so a rejected edit is
    /// shown at the field whose path it names (compared as paths, never parsed back from text).
    pub fn path(&self) -> FieldPath {
        let node = |r: usize, n: usize, f: &'static str| FieldPath::node(r, n).field(f);
        let req = |a: usize, r: usize, f: &'static str| FieldPath::request(a, r).field(f);
        let app = |a: usize, f: &'static str| FieldPath::application(a).field(f);
        match self {
            Field::ScenarioName => FieldPath::top("name"),
            Field::Description => FieldPath::top("description"),
            Field::RackName(r) => FieldPath::rack(*r).field("name"),
            Field::NodeName(r, n) => node(*r, *n, "name"),
            Field::NodeMemory(r, n) => node(*r, *n, "resource").field("memory-mb"),
            Field::NodeVcores(r, n) => node(*r, *n, "resource").field("vcores"),
            Field::NodePartition(r, n) => node(*r, *n, "partition"),
            Field::NodeAttributes(r, n) => node(*r, *n, "attributes"),
            Field::PartitionName(p) => FieldPath::partition(*p).field("name"),
            Field::PartitionExclusive(p) => FieldPath::partition(*p).field("exclusive"),
            Field::AppName(a) => app(*a, "name"),
            Field::AppQueue(a) => app(*a, "queue"),
            Field::AppUser(a) => app(*a, "user"),
            Field::AppTags(a) => app(*a, "tags"),
            Field::AppPriority(a) => app(*a, "priority"),
            Field::AppSubmitMs(a) => app(*a, "submit-ms"),
            Field::RequestTags(a, r) => req(*a, *r, "allocation-tags"),
            Field::RequestCount(a, r) => req(*a, *r, "count"),
            Field::RequestMemory(a, r) => req(*a, *r, "resource").field("memory-mb"),
            Field::RequestVcores(a, r) => req(*a, *r, "resource").field("vcores"),
            Field::RequestPriority(a, r) => req(*a, *r, "priority"),
            Field::RequestDurationMs(a, r) => req(*a, *r, "duration-ms"),
            Field::RequestConstraint(a, r) => req(*a, *r, "constraint"),
            Field::AppConstraint(a, tag) => app(*a, "constraints").key(tag),
            Field::ClusterConstraint(tag) => FieldPath::top("cluster-constraints").key(tag),
            Field::SiteKey(key) => FieldPath::yarn_site(key),
        }
    }

    /// The value of this field in `s` as the form shows it (`None` if the field does not exist).
    pub fn read(&self, s: &Scenario) -> Option<String> {
        let node = |r: usize, n: usize| s.cluster.racks.get(r).and_then(|rack| rack.nodes.get(n));
        let app = |a: usize| s.applications.get(a);
        let req = |a: usize, r: usize| app(a).and_then(|x| x.requests.get(r));
        Some(match self {
            Field::ScenarioName => s.name.clone(),
            Field::Description => s.description.clone(),
            Field::RackName(r) => s.cluster.racks.get(*r)?.name.clone(),
            Field::NodeName(r, n) => node(*r, *n)?.name.clone(),
            Field::NodeMemory(r, n) => node(*r, *n)?.resource.memory_mb.to_string(),
            Field::NodeVcores(r, n) => node(*r, *n)?.resource.vcores.to_string(),
            Field::NodePartition(r, n) => node(*r, *n)?.partition.clone(),
            Field::NodeAttributes(r, n) => attributes_text(&node(*r, *n)?.attributes),
            Field::PartitionName(p) => s.cluster.partitions.get(*p)?.name.clone(),
            Field::PartitionExclusive(p) => s.cluster.partitions.get(*p)?.exclusive.to_string(),
            Field::AppName(a) => app(*a)?.name.clone(),
            Field::AppQueue(a) => app(*a)?.queue.clone(),
            Field::AppUser(a) => app(*a)?.user.clone(),
            Field::AppTags(a) => app(*a)?.tags.join(", "),
            Field::AppPriority(a) => app(*a)?.priority.to_string(),
            Field::AppSubmitMs(a) => app(*a)?.submit_ms.to_string(),
            Field::RequestTags(a, r) => req(*a, *r)?.allocation_tags.join(", "),
            Field::RequestCount(a, r) => req(*a, *r)?.count.to_string(),
            Field::RequestMemory(a, r) => req(*a, *r)?.resource.memory_mb.to_string(),
            Field::RequestVcores(a, r) => req(*a, *r)?.resource.vcores.to_string(),
            Field::RequestPriority(a, r) => req(*a, *r)?.priority.to_string(),
            Field::RequestDurationMs(a, r) => req(*a, *r)?.duration_ms.map(|d| d.to_string()).unwrap_or_default(),
            Field::RequestConstraint(a, r) => req(*a, *r)?.constraint.clone(),
            Field::AppConstraint(a, tag) => app(*a)?.constraints.get(tag)?.clone(),
            Field::ClusterConstraint(tag) => s.cluster_constraints.get(tag)?.clone(),
            // An absent key reads as empty: the form shows Hadoop's default as its placeholder.
            Field::SiteKey(key) => s.yarn_site.get(key).cloned().unwrap_or_default(),
        })
    }
}

/// Which constraint map a source-tag row belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintMap {
    Cluster,
    App(usize),
}

/// A change to the scenario.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Sets one field from the text the user typed.
    Set(Field, String),
    /// Sets one field from a choice (a select, a checkbox). Unlike typing, every choice is an undo step of its own.
    Choose(Field, String),
    AddRack,
    RemoveRack(usize),
    /// Adds a node at the end of a rack, sized like the rack's last node (or 8 GB / 8 vcores).
    AddNode(usize),
    /// Adds `count` copies of a node (fresh names, same resources, partition and attributes) right after it.
    AddNodesLike {
        rack: usize,
        node: usize,
        count: u32,
    },
    RemoveNode(usize, usize),
    /// Moves a node to another rack, at `index` there (the end if `None`).
    MoveNode {
        rack: usize,
        node: usize,
        to_rack: usize,
        index: Option<usize>,
    },
    AddPartition,
    RemovePartition(usize),
    AddApp,
    RemoveApp(usize),
    AddRequest(usize),
    RemoveRequest(usize, usize),
    /// Adds (`from: None`) or renames a source-tag row of a constraint map, keeping its constraint.
    SetSourceTag {
        map: ConstraintMap,
        from: Option<String>,
        to: String,
    },
    RemoveSourceTag {
        map: ConstraintMap,
        tag: String,
    },
    /// Puts a timed cluster event (the events editor's staged one, checked): replaces `events[i]`, or appends.
    PutEvent {
        index: Option<usize>,
        event: ClusterEventSpec,
    },
    RemoveEvent(usize),
    /// Replaces the `capacity-scheduler` properties (the queue form's staged copy, applied).
    SetCapacityScheduler(SortedMap<String, String>),
    /// Replaces the whole scenario (a built-in, a share link, pasted JSON).
    Replace(Box<Scenario>),
    /// A whole spec entry (`tag(n),constraint`) pasted into a request's constraint field, split into the request's
    /// source tag (its first allocation tag), count and constraint: one undoable edit.
    SplitSpec {
        app: usize,
        request: usize,
        tag: String,
        count: i32,
        constraint: String,
    },
}

impl Edit {
    /// Whether consecutive edits of this kind of one field undo together (typing does; choosing does not).
    pub fn merges(&self) -> bool {
        matches!(self, Edit::Set(..))
    }

    /// The field this edit sets, if it sets one (a rejected value is kept and explained there).
    pub fn field(&self) -> Option<&Field> {
        match self {
            Edit::Set(f, _) | Edit::Choose(f, _) => Some(f),
            _ => None,
        }
    }
}

/// Why an edit could not even be shaped into a scenario (the simulator is not asked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(pub String);

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn err<T>(msg: impl Into<String>) -> Result<T, EditError> {
    Err(EditError(msg.into()))
}

const GONE: &str = "this item no longer exists (the scenario changed)";

fn gone<T>() -> Result<T, EditError> {
    err(GONE)
}

/// Applies `edit` to a copy of `s`.
pub fn apply(s: &Scenario, edit: &Edit) -> Result<Scenario, EditError> {
    let mut s = s.clone();
    match edit {
        Edit::Set(field, text) | Edit::Choose(field, text) => set(&mut s, field, text)?,
        Edit::SplitSpec { app, request, tag, count, constraint } => {
            let tags = Field::RequestTags(*app, *request);
            let mut list: Vec<String> = tags.read(&s).map(|t| list(&t)).unwrap_or_default();
            match list.first_mut() {
                Some(first) => *first = tag.clone(),
                None => list.push(tag.clone()),
            }
            set(&mut s, &tags, &list.join(", "))?;
            set(&mut s, &Field::RequestCount(*app, *request), &count.to_string())?;
            set(&mut s, &Field::RequestConstraint(*app, *request), constraint)?;
        }
        Edit::AddRack => {
            let name = fresh_name("rack-", &s.cluster.racks.iter().map(|r| r.name.as_str()).collect::<Vec<_>>());
            let like = s.cluster.racks.last().and_then(|r| r.nodes.last()).cloned();
            let mut rack = RackSpec { name, nodes: Vec::new() };
            if let Some(node) = like {
                // A rack with one node like the previous rack's last, so the new column is usable at once.
                let name = fresh_node_name(&s, &node.name);
                rack.nodes.push(NodeSpec { name, ..node });
            }
            s.cluster.racks.push(rack);
        }
        Edit::RemoveRack(r) => {
            if *r >= s.cluster.racks.len() {
                return gone();
            }
            s.cluster.racks.remove(*r);
        }
        Edit::AddNode(r) => {
            let template = s.cluster.racks.get(*r).ok_or(EditError("no such rack".into()))?.nodes.last().cloned();
            let template = template
                .or_else(|| s.cluster.racks.iter().flat_map(|r| r.nodes.last()).last().cloned())
                .unwrap_or(NodeSpec {
                    name: "node-1".into(),
                    resource: ResourceSpec::new(8192, 8),
                    partition: String::new(),
                    attributes: SortedMap::new(),
                });
            let name = fresh_node_name(&s, &template.name);
            s.cluster.racks[*r].nodes.push(NodeSpec { name, ..template });
        }
        Edit::AddNodesLike { rack, node, count } => {
            if !(1..=1000).contains(count) {
                return err("add between 1 and 1,000 nodes at a time");
            }
            let template = s.cluster.racks.get(*rack).and_then(|r| r.nodes.get(*node)).cloned();
            let Some(template) = template else { return gone() };
            for i in 0..*count as usize {
                let name = fresh_node_name(&s, &template.name);
                s.cluster.racks[*rack].nodes.insert(node + 1 + i, NodeSpec { name, ..template.clone() });
            }
        }
        Edit::RemoveNode(r, n) => {
            let Some(rack) = s.cluster.racks.get_mut(*r) else { return gone() };
            if *n >= rack.nodes.len() {
                return gone();
            }
            rack.nodes.remove(*n);
        }
        Edit::MoveNode { rack, node, to_rack, index } => {
            if *to_rack >= s.cluster.racks.len() || s.cluster.racks.get(*rack).is_none_or(|r| *node >= r.nodes.len()) {
                return gone();
            }
            let moved = s.cluster.racks[*rack].nodes.remove(*node);
            let dest = &mut s.cluster.racks[*to_rack].nodes;
            let at = index.unwrap_or(dest.len()).min(dest.len());
            dest.insert(at, moved);
        }
        Edit::AddPartition => {
            let name = fresh_name("label-", &s.cluster.partitions.iter().map(|p| p.name.as_str()).collect::<Vec<_>>());
            s.cluster.partitions.push(PartitionSpec { name, exclusive: true });
        }
        Edit::RemovePartition(p) => {
            let Some(removed) = s.cluster.partitions.get(*p).map(|x| x.name.clone()) else { return gone() };
            let users = s.cluster.racks.iter().flat_map(|r| &r.nodes).filter(|n| n.partition == removed).count();
            if users > 0 {
                return err(format!(
                    "partition `{removed}` still has {users} node{}: move them to another partition first",
                    if users == 1 { "" } else { "s" }
                ));
            }
            s.cluster.partitions.remove(*p);
        }
        Edit::AddApp => {
            let name = fresh_name("app-", &s.applications.iter().map(|a| a.name.as_str()).collect::<Vec<_>>());
            s.applications.push(ApplicationSpec { requests: vec![new_request()], ..ApplicationSpec::new(&name) });
        }
        Edit::RemoveApp(a) => {
            if *a >= s.applications.len() {
                return gone();
            }
            s.applications.remove(*a);
        }
        Edit::AddRequest(a) => {
            let Some(app) = s.applications.get_mut(*a) else { return gone() };
            app.requests.push(new_request());
        }
        Edit::RemoveRequest(a, r) => {
            let Some(app) = s.applications.get_mut(*a) else { return gone() };
            if *r >= app.requests.len() {
                return gone();
            }
            app.requests.remove(*r);
        }
        Edit::SetSourceTag { map, from, to } => {
            let to = to.trim();
            if to.is_empty() {
                return err("a source allocation tag is needed");
            }
            let m = constraint_map(&mut s, *map)?;
            if from.as_deref() != Some(to) && m.contains_key(to) {
                return err(format!("`{to}` already has a constraint in this map"));
            }
            let text = match from {
                Some(f) => m.remove(f).ok_or(EditError("this constraint no longer exists".into()))?,
                None => format!("NOTIN,NODE,{to}"),
            };
            m.insert(to.to_string(), text);
        }
        Edit::RemoveSourceTag { map, tag } => {
            if constraint_map(&mut s, *map)?.remove(tag).is_none() {
                return gone();
            }
        }
        Edit::PutEvent { index: None, event } => s.events.push(event.clone()),
        Edit::PutEvent { index: Some(i), event } => {
            *s.events.get_mut(*i).ok_or(EditError(GONE.into()))? = event.clone()
        }
        Edit::RemoveEvent(i) => {
            if *i >= s.events.len() {
                return gone();
            }
            s.events.remove(*i);
        }
        Edit::SetCapacityScheduler(map) => s.capacity_scheduler = map.clone(),
        Edit::Replace(new) => return Ok((**new).clone()),
    }
    Ok(s)
}

fn new_request() -> RequestSpec {
    RequestSpec::new(&["worker"], 1, ResourceSpec::new(1024, 1))
}

fn constraint_map(s: &mut Scenario, map: ConstraintMap) -> Result<&mut SortedMap<String, String>, EditError> {
    match map {
        ConstraintMap::Cluster => Ok(&mut s.cluster_constraints),
        ConstraintMap::App(a) => {
            s.applications.get_mut(a).map(|x| &mut x.constraints).ok_or(EditError("no such application".into()))
        }
    }
}

fn set(s: &mut Scenario, field: &Field, text: &str) -> Result<(), EditError> {
    fn node(s: &mut Scenario, r: usize, n: usize) -> Result<&mut NodeSpec, EditError> {
        s.cluster.racks.get_mut(r).and_then(|rack| rack.nodes.get_mut(n)).ok_or(EditError("no such node".into()))
    }
    fn app(s: &mut Scenario, a: usize) -> Result<&mut ApplicationSpec, EditError> {
        s.applications.get_mut(a).ok_or(EditError("no such application".into()))
    }
    fn req(s: &mut Scenario, a: usize, r: usize) -> Result<&mut RequestSpec, EditError> {
        s.applications.get_mut(a).and_then(|x| x.requests.get_mut(r)).ok_or(EditError("no such request".into()))
    }
    let name = |text: &str| -> Result<String, EditError> {
        let t = text.trim();
        if t.is_empty() {
            err("a name is needed")
        } else {
            Ok(t.to_string())
        }
    };
    match field {
        Field::ScenarioName => s.name = text.trim().to_string(),
        Field::Description => s.description = text.trim().to_string(),
        Field::RackName(r) => s.cluster.racks.get_mut(*r).ok_or(EditError("no such rack".into()))?.name = name(text)?,
        Field::NodeName(r, n) => node(s, *r, *n)?.name = name(text)?,
        Field::NodeMemory(r, n) => node(s, *r, *n)?.resource.memory_mb = number(text, "memory (MB)")?,
        Field::NodeVcores(r, n) => node(s, *r, *n)?.resource.vcores = number(text, "vcores")?,
        Field::NodePartition(r, n) => node(s, *r, *n)?.partition = text.trim().to_string(),
        Field::NodeAttributes(r, n) => node(s, *r, *n)?.attributes = attributes(text)?,
        Field::PartitionName(p) => {
            let new = name(text)?;
            let part = s.cluster.partitions.get_mut(*p).ok_or(EditError("no such partition".into()))?;
            let old = std::mem::replace(&mut part.name, new.clone());
            // Renaming a label renames it on its nodes too, as `yarn rmadmin -replaceLabelsOnNode` would be used.
            for n in s.cluster.racks.iter_mut().flat_map(|r| r.nodes.iter_mut()).filter(|n| n.partition == old) {
                n.partition = new.clone();
            }
        }
        Field::PartitionExclusive(p) => {
            s.cluster.partitions.get_mut(*p).ok_or(EditError("no such partition".into()))?.exclusive =
                matches!(text.trim(), "true" | "on" | "yes" | "1")
        }
        Field::AppName(a) => app(s, *a)?.name = name(text)?,
        Field::AppQueue(a) => app(s, *a)?.queue = name(text)?,
        Field::AppUser(a) => app(s, *a)?.user = name(text)?,
        Field::AppTags(a) => app(s, *a)?.tags = list(text),
        Field::AppPriority(a) => app(s, *a)?.priority = number(text, "priority")?,
        Field::AppSubmitMs(a) => app(s, *a)?.submit_ms = number(text, "submit time (ms)")?,
        Field::RequestTags(a, r) => req(s, *a, *r)?.allocation_tags = list(text),
        Field::RequestCount(a, r) => req(s, *a, *r)?.count = number(text, "count")?,
        Field::RequestMemory(a, r) => req(s, *a, *r)?.resource.memory_mb = number(text, "memory (MB)")?,
        Field::RequestVcores(a, r) => req(s, *a, *r)?.resource.vcores = number(text, "vcores")?,
        Field::RequestPriority(a, r) => req(s, *a, *r)?.priority = number(text, "priority")?,
        Field::RequestDurationMs(a, r) => {
            req(s, *a, *r)?.duration_ms =
                if text.trim().is_empty() { None } else { Some(number(text, "duration (ms)")?) }
        }
        Field::RequestConstraint(a, r) => req(s, *a, *r)?.constraint = text.trim().to_string(),
        Field::AppConstraint(a, tag) => {
            *app(s, *a)?.constraints.get_mut(tag).ok_or(EditError("this constraint no longer exists".into()))? =
                text.trim().to_string()
        }
        Field::ClusterConstraint(tag) => {
            *s.cluster_constraints.get_mut(tag).ok_or(EditError("this constraint no longer exists".into()))? =
                text.trim().to_string()
        }
        Field::SiteKey(key) => match text.trim() {
            "" => {
                s.yarn_site.remove(key);
            }
            t => {
                s.yarn_site.insert(key.clone(), t.to_string());
            }
        },
    }
    Ok(())
}

/// A whole number of the field's type, with the field's name in the error.
pub(crate) fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, EditError> {
    let t = text.trim().replace(['_', ','], "");
    t.parse().map_err(|_| EditError(format!("{what} must be a whole number in range, not `{}`", text.trim())))
}

/// `a, b ,c` → `[a, b, c]` (blanks dropped).
fn list(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|t| !t.is_empty()).map(String::from).collect()
}

/// Node attributes as the form shows them: `k=v, k2=v2`.
pub(crate) fn attributes_text(a: &SortedMap<String, String>) -> String {
    a.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
}

/// `k=v, k2=v2` → a map; every entry needs a key and `=`.
pub(crate) fn attributes(text: &str) -> Result<SortedMap<String, String>, EditError> {
    let mut out = SortedMap::new();
    for entry in list(text) {
        let Some((k, v)) = entry.split_once('=') else {
            return err(format!("`{entry}` is not key=value"));
        };
        let (k, v) = (k.trim(), v.trim());
        if k.is_empty() {
            return err(format!("`{entry}` has no attribute name"));
        }
        if out.insert(k.to_string(), v.to_string()).is_some() {
            return err(format!("attribute `{k}` is given twice"));
        }
    }
    Ok(out)
}

/// `prefix` + the smallest number above every number already used after `prefix`.
fn fresh_name(prefix: &str, existing: &[&str]) -> String {
    let n = existing.iter().filter_map(|e| e.strip_prefix(prefix)?.parse::<u64>().ok()).max().unwrap_or(0);
    format!("{prefix}{}", n + 1)
}

/// A node name unused in the whole cluster, numbered like `like` (`node-7` → `node-8` or higher; `r01n05` →
/// `r01n06`, …): the text before its trailing digits is the prefix; digits keep their width.
pub(crate) fn fresh_node_name(s: &Scenario, like: &str) -> String {
    let digits = like.chars().rev().take_while(char::is_ascii_digit).count();
    let prefix = &like[..like.len() - digits];
    let prefix = if prefix.is_empty() { "node-" } else { prefix };
    let names: Vec<&str> = s.cluster.racks.iter().flat_map(|r| &r.nodes).map(|n| n.name.as_str()).collect();
    let n = names.iter().filter_map(|e| e.strip_prefix(prefix)?.parse::<u64>().ok()).max().unwrap_or(0);
    (n + 1..).map(|i| format!("{prefix}{i:0digits$}")).find(|c| !names.contains(&c.as_str())).unwrap_or_default()
}

/// What to show at `field` when the core rejects the edited scenario: the error at that field (or inside it) if
/// there is one, found by comparing typed paths; otherwise every error.
pub fn rejection_message(err: &InvalidScenario, field: Option<&Field>) -> String {
    match field.and_then(|f| err.at(&f.path())) {
        Some(d) => d.message.clone(),
        None => err.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zk() -> Scenario {
        serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").expect("built in")).expect("parses")
    }

    #[test]
    fn fields_read_back_what_they_set_and_paths_match_the_core() {
        let s = zk();
        let s = apply(&s, &Edit::Set(Field::NodeAttributes(0, 1), "fault_domain=fd1, java = 17".into())).unwrap();
        assert_eq!(Field::NodeAttributes(0, 1).read(&s).unwrap(), "fault_domain=fd1, java=17");
        assert_eq!(Field::NodeName(1, 2).path().to_string(), "cluster.racks[1].nodes[2].name");
        // The core reports a bad value at the same typed path as the field that set it.
        let bad = apply(&s, &Edit::Set(Field::RequestConstraint(0, 0), "NOTIN,RAK,zk".into())).unwrap();
        let err = spindle_core::sim::Simulator::new(&bad).unwrap_err();
        assert!(err.at(&Field::RequestConstraint(0, 0).path()).is_some(), "{err}");
        assert!(rejection_message(&err, Some(&Field::RequestConstraint(0, 0))).contains("RAK"));
        assert_eq!(Field::RequestConstraint(0, 0).read(&s).unwrap(), "NOTIN,NODE,zk");
        assert!(apply(&s, &Edit::Set(Field::NodeMemory(0, 0), "lots".into())).unwrap_err().0.contains("whole number"));
        assert!(apply(&s, &Edit::Set(Field::NodeAttributes(0, 0), "java".into())).is_err());
        let s = apply(&s, &Edit::Set(Field::RequestDurationMs(0, 0), " ".into())).unwrap();
        assert_eq!(s.applications[0].requests[0].duration_ms, None);
    }

    #[test]
    fn new_nodes_get_fresh_names_like_their_template() {
        let s = zk();
        let s = apply(&s, &Edit::AddNodesLike { rack: 0, node: 0, count: 3 }).unwrap();
        let names: Vec<&str> = s.cluster.racks[0].nodes.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["node-1", "node-7", "node-8", "node-9", "node-2", "node-3"]);
        let s = apply(&s, &Edit::AddRack).unwrap();
        assert_eq!(s.cluster.racks[2].name, "rack-3");
        assert_eq!(s.cluster.racks[2].nodes[0].name, "node-10");
        assert_eq!(fresh_node_name(&s, "r01n05"), "r01n01");
        assert!(apply(&s, &Edit::AddNodesLike { rack: 0, node: 0, count: 0 }).is_err());
    }

    #[test]
    fn moving_a_node_keeps_it_and_stale_positions_are_errors() {
        let s = zk();
        let s = apply(&s, &Edit::MoveNode { rack: 0, node: 0, to_rack: 1, index: Some(1) }).unwrap();
        assert_eq!(s.cluster.racks[0].nodes.len(), 2);
        assert_eq!(s.cluster.racks[1].nodes[1].name, "node-1");
        assert!(apply(&s, &Edit::MoveNode { rack: 0, node: 5, to_rack: 1, index: None }).is_err());
        assert!(apply(&s, &Edit::RemoveNode(7, 0)).is_err());
    }

    #[test]
    fn constraint_maps_add_rename_and_refuse_duplicates() {
        let s = zk();
        let m = ConstraintMap::App(0);
        let s = apply(&s, &Edit::SetSourceTag { map: m, from: None, to: "zk".into() }).unwrap();
        assert_eq!(s.applications[0].constraints["zk"], "NOTIN,NODE,zk");
        let s = apply(&s, &Edit::Set(Field::AppConstraint(0, "zk".into()), "NOTIN,RACK,zk".into())).unwrap();
        let s = apply(&s, &Edit::SetSourceTag { map: m, from: Some("zk".into()), to: "hb".into() }).unwrap();
        assert_eq!(s.applications[0].constraints["hb"], "NOTIN,RACK,zk");
        assert!(apply(&s, &Edit::SetSourceTag { map: m, from: None, to: "hb".into() }).is_err());
        let s = apply(&s, &Edit::RemoveSourceTag { map: m, tag: "hb".into() }).unwrap();
        assert!(s.applications[0].constraints.is_empty());
    }

    #[test]
    fn partitions_rename_on_their_nodes_and_cannot_be_removed_while_used() {
        let s = apply(&zk(), &Edit::AddPartition).unwrap();
        let s = apply(&s, &Edit::Set(Field::NodePartition(0, 0), "label-1".into())).unwrap();
        let s = apply(&s, &Edit::Set(Field::PartitionName(0), "gpu".into())).unwrap();
        assert_eq!(s.cluster.racks[0].nodes[0].partition, "gpu");
        assert!(apply(&s, &Edit::RemovePartition(0)).unwrap_err().0.contains("still has 1 node"));
    }

    #[test]
    fn a_split_spec_sets_the_source_tag_count_and_constraint_at_once() {
        let s: Scenario = serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").unwrap()).unwrap();
        let split = Edit::SplitSpec { app: 0, request: 0, tag: "hb".into(), count: 4, constraint: "IN,RACK,zk".into() };
        let t = apply(&s, &split).unwrap();
        let r = &t.applications[0].requests[0];
        assert_eq!(r.allocation_tags[0], "hb");
        assert_eq!(r.allocation_tags.len(), s.applications[0].requests[0].allocation_tags.len().max(1));
        assert_eq!((r.count, r.constraint.as_str()), (4, "IN,RACK,zk"));
        let gone = Edit::SplitSpec { app: 5, request: 0, tag: "hb".into(), count: 4, constraint: String::new() };
        assert!(apply(&s, &gone).is_err());
    }
}
