//! The Capacity Scheduler's properties as the queue form edits them: a flat map of Hadoop keys
//! (`yarn.scheduler.capacity.root.a.capacity = 40`), staged as a copy and changed by [`QueueEdit`]s. Nothing here
//! decides whether a map is valid — the core's `CapacitySchedulerConfig::from_properties` does, through the
//! scenario check (see `view_model::config_problems`); this module only shapes the map and reads its queue tree
//! back out of the keys, which it must be able to do for an invalid map too (that is when the form is needed).

use spindle_core::sorted_map::SortedMap;
use std::collections::BTreeSet;

/// The prefix of every Capacity Scheduler key.
pub const PREFIX: &str = "yarn.scheduler.capacity.";
/// The root queue's path.
pub const ROOT: &str = "root";

pub type Properties = SortedMap<String, String>;

/// The key of one setting of one queue: `yarn.scheduler.capacity.<queue>.<suffix>`.
pub fn key(queue: &str, suffix: &str) -> String {
    format!("{PREFIX}{queue}.{suffix}")
}

/// How a setting is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKind {
    Number,
    /// One of a few values; the empty choice is Hadoop's default.
    Choice(&'static [&'static str]),
}

/// A per-queue setting the form offers, with Hadoop's default (the placeholder when the key is absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    pub suffix: &'static str,
    pub label: &'static str,
    pub default: &'static str,
    pub hint: &'static str,
    pub kind: SettingKind,
    /// Offered for leaves only (`false`: for every queue but root).
    pub leaf_only: bool,
}

const LEAF_POLICIES: &[&str] = &["fifo", "fair"];
const PARENT_POLICIES: &[&str] = &["utilization", "priority-utilization"];
const FLAG: &[&str] = &["true", "false"];

/// Guarantee and elastic limit; under a node label they are the label's (`accessible-node-labels.<label>.…`).
pub const CAPACITY: Setting = Setting {
    suffix: "capacity",
    label: "Capacity (%)",
    default: "0",
    hint: "guaranteed share of the parent; siblings sum to 100",
    kind: SettingKind::Number,
    leaf_only: false,
};
pub const MAXIMUM_CAPACITY: Setting = Setting {
    suffix: "maximum-capacity",
    label: "Maximum capacity (%)",
    default: "100",
    hint: "elastic limit, % of the parent",
    kind: SettingKind::Number,
    leaf_only: false,
};

/// The settings of a queue other than its capacities, in form order.
pub const SETTINGS: [Setting; 5] = [
    Setting {
        suffix: "user-limit-factor",
        label: "User limit factor",
        default: "1",
        hint: "a user may use this × the guarantee (-1: up to the maximum)",
        kind: SettingKind::Number,
        leaf_only: true,
    },
    Setting {
        suffix: "minimum-user-limit-percent",
        label: "Minimum user limit (%)",
        default: "100",
        hint: "each active user's floor",
        kind: SettingKind::Number,
        leaf_only: true,
    },
    Setting {
        suffix: "ordering-policy",
        label: "Ordering policy",
        default: "",
        hint: "",
        kind: SettingKind::Choice(LEAF_POLICIES),
        leaf_only: false,
    },
    Setting {
        suffix: "priority",
        label: "Priority",
        default: "0",
        hint: "for a priority-utilization parent",
        kind: SettingKind::Number,
        leaf_only: false,
    },
    Setting {
        suffix: "disable_preemption",
        label: "disable_preemption",
        default: "",
        hint: "never preempted (inherited by children)",
        kind: SettingKind::Choice(FLAG),
        leaf_only: false,
    },
];

impl Setting {
    /// The choices for a queue of this kind (a parent orders its children differently from a leaf its apps).
    pub fn choices(&self, leaf: bool) -> &'static [&'static str] {
        match self.kind {
            SettingKind::Choice(c) if c == LEAF_POLICIES && !leaf => PARENT_POLICIES,
            SettingKind::Choice(c) => c,
            SettingKind::Number => &[],
        }
    }

    /// What an absent key means for this queue.
    pub fn default_for(&self, leaf: bool) -> &'static str {
        match (self.suffix, leaf) {
            ("ordering-policy", true) => "fifo",
            ("ordering-policy", false) => "utilization",
            ("disable_preemption", _) => "inherited",
            _ => self.default,
        }
    }

    /// The key suffix of this setting for a partition (`""`: the default partition). Only capacities are per label.
    pub fn suffix_in(&self, label: &str) -> String {
        if label.is_empty() || !matches!(self.suffix, "capacity" | "maximum-capacity") {
            self.suffix.to_string()
        } else {
            format!("accessible-node-labels.{label}.{}", self.suffix)
        }
    }
}

/// A change to the staged properties.
#[derive(Clone, Debug, PartialEq)]
pub enum QueueEdit {
    /// Sets a queue's setting (`suffix` after the queue path); empty text removes the key (Hadoop's default).
    Set { queue: String, suffix: String, value: String },
    /// Adds a child queue (a leaf turns into a parent). An empty name picks a fresh one.
    AddChild { parent: String, name: String },
    /// Removes a queue, its settings and everything below it.
    Remove { queue: String },
}

/// The properties the form starts from: the scenario's, with Hadoop's shipped single `default` queue when none
/// are configured (the simulator assumes the same; see `spindle_core::scenario::scheduler_properties`).
pub fn starting_point(capacity_scheduler: &Properties) -> Properties {
    let mut map = capacity_scheduler.clone();
    let root_queues = key(ROOT, "queues");
    if !map.contains_key(&root_queues) {
        map.insert(root_queues, "default".into());
        map.get_or_insert_with(key("root.default", "capacity"), || "100".into());
    }
    map
}

/// Applies `edit` to a copy of `map`. Errors are edits that cannot even be shaped (removing root); whether the
/// result is a valid configuration is the core's call.
pub fn apply(map: &Properties, edit: &QueueEdit) -> Result<Properties, String> {
    let mut m = map.clone();
    match edit {
        QueueEdit::Set { queue, suffix, value } => {
            let k = key(queue, suffix);
            match value.trim() {
                "" => m.remove(&k),
                v => m.insert(k, v.to_string()),
            };
        }
        QueueEdit::AddChild { parent, name } => {
            let children = children_of(&m, parent);
            let name = match name.trim() {
                "" => fresh_child(&children),
                n => n.to_string(),
            };
            if children.contains(&name) {
                return Err(format!("{parent} already has a child queue `{name}`"));
            }
            let mut list = children;
            list.push(name.clone());
            m.insert(key(parent, "queues"), list.join(","));
            // A new queue starts with no guarantee, so the siblings' sum stays as it was.
            m.insert(key(&format!("{parent}.{name}"), "capacity"), "0".into());
        }
        QueueEdit::Remove { queue } => {
            let Some((parent, name)) = queue.rsplit_once('.') else {
                return Err("the root queue cannot be removed".into());
            };
            let below = format!("{PREFIX}{queue}.");
            m.retain(|k, _| !k.starts_with(&below));
            let rest: Vec<String> = children_of(&m, parent).into_iter().filter(|c| c != name).collect();
            if rest.is_empty() {
                m.remove(&key(parent, "queues"));
            } else {
                m.insert(key(parent, "queues"), rest.join(","));
            }
        }
    }
    Ok(m)
}

fn fresh_child(children: &[String]) -> String {
    (1..).map(|i| format!("new{i}")).find(|n| !children.contains(n)).unwrap_or_default()
}

/// The children a queue's `queues` key lists, in order, blanks dropped.
pub fn children_of(map: &Properties, queue: &str) -> Vec<String> {
    map.get(&key(queue, "queues"))
        .map(|v| v.split(',').map(str::trim).filter(|c| !c.is_empty()).map(String::from).collect())
        .unwrap_or_default()
}

/// One queue of the tree the keys describe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawQueue {
    pub path: String,
    pub name: String,
    pub depth: usize,
    pub leaf: bool,
}

/// The queue tree the `queues` keys describe, depth-first in configuration order. A name listed twice is visited
/// once (the core reports it); the walk is bounded so that no map can make it run away.
pub fn tree(map: &Properties) -> Vec<RawQueue> {
    const MOST: usize = 10_000;
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    let mut stack = vec![(ROOT.to_string(), 0usize)];
    while let Some((path, depth)) = stack.pop() {
        if out.len() >= MOST || !seen.insert(path.clone()) {
            continue;
        }
        let children = children_of(map, &path);
        let name = path.rsplit('.').next().unwrap_or(&path).to_string();
        out.push(RawQueue { path: path.clone(), name, depth, leaf: children.is_empty() });
        for c in children.iter().rev() {
            stack.push((format!("{path}.{c}"), depth + 1));
        }
    }
    out
}

/// How many levels of `tree` open at first: the parents above that depth are open, so the rows of that depth and
/// above are drawn, as many levels as keep those rows at most `most_rows` (the root's row is always drawn). A
/// teaching scenario's tree opens whole; a real cluster's thousands of queues open to the levels that fit, and the
/// Queues tab does not draw thousands of rows on every step.
pub fn open_depth(tree: &[RawQueue], most_rows: usize) -> usize {
    let deepest = tree.iter().map(|q| q.depth).max().unwrap_or(0);
    let mut per_depth = vec![0usize; deepest + 1];
    for q in tree {
        per_depth[q.depth] += 1;
    }
    let (mut levels, mut rows) = (0, per_depth[0]);
    while levels < deepest && rows + per_depth[levels + 1] <= most_rows {
        levels += 1;
        rows += per_depth[levels];
    }
    levels
}

/// The rows of `tree` (depth-first) to draw when `open` says which parents are open, as indices into `tree`: the
/// queues under a closed parent are left out. Each row comes with the number of queues under it, at any depth.
pub fn shown(tree: &[RawQueue], open: impl Fn(&RawQueue) -> bool) -> Vec<(usize, usize)> {
    let mut under = vec![0usize; tree.len()];
    let mut ancestors: Vec<usize> = Vec::new();
    for (i, q) in tree.iter().enumerate() {
        while ancestors.last().is_some_and(|&a| tree[a].depth >= q.depth) {
            ancestors.pop();
        }
        for &a in &ancestors {
            under[a] += 1;
        }
        ancestors.push(i);
    }
    let mut out = Vec::new();
    let mut closed_at: Option<usize> = None;
    for (i, (q, under)) in tree.iter().zip(under).enumerate() {
        if closed_at.is_some_and(|d| q.depth > d) {
            continue;
        }
        closed_at = (!q.leaf && !open(q)).then_some(q.depth);
        out.push((i, under));
    }
    out
}

/// The sum of the children's capacities in a partition, in percent, as the keys say it (absent = 0); `None` if
/// any is not a plain percentage (an absolute resource) or the queue has no children. Shown beside the parent so
/// the user sees what to fix; the verdict on it is the core's.
pub fn children_sum(map: &Properties, parent: &str, label: &str) -> Option<f64> {
    let children = children_of(map, parent);
    if children.is_empty() {
        return None;
    }
    children.iter().try_fold(0.0, |sum, c| {
        match map.get(&key(&format!("{parent}.{c}"), &CAPACITY.suffix_in(label))).map(|v| v.trim()) {
            None => Some(sum),
            Some(v) => spindle_core::decimal::parse_f64(v).map(|x| sum + x),
        }
    })
}

/// One key's change between two maps: key, old value, new value (`None`: absent).
pub type Change = (String, Option<String>, Option<String>);

/// What changed between two maps, in the keys' order. One walk over both maps side by
/// side (both iterate in key order): a real cluster's file has thousands of keys, and the Queues tab asks on
/// every staged change.
pub fn diff(before: &Properties, after: &Properties) -> Vec<Change> {
    let (mut b, mut a) = (before.iter().peekable(), after.iter().peekable());
    let mut out = Vec::new();
    loop {
        // Which map's next key comes first: `Less`, the key is only before; `Greater`, only after; `Equal`, both.
        let first = match (b.peek(), a.peek()) {
            (None, None) => return out,
            (Some(x), Some(y)) => x.0.cmp(y.0),
            (Some(_), None) => core::cmp::Ordering::Less,
            (None, Some(_)) => core::cmp::Ordering::Greater,
        };
        let old = if first.is_le() { b.next() } else { None };
        let new = if first.is_ge() { a.next() } else { None };
        let value = |e: Option<(&String, &String)>| e.map(|(_, v)| v.clone());
        if let (Some((k, _)), true) = (old.or(new), old.map(|e| e.1) != new.map(|e| e.1)) {
            out.push((k.clone(), value(old), value(new)));
        }
    }
}

/// `yarn.scheduler.capacity.root.a.capacity` → `root.a.capacity`: keys are long; the prefix says nothing.
pub fn short_key(key: &str) -> &str {
    key.strip_prefix(PREFIX).unwrap_or(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn three() -> Properties {
        let s: spindle_core::scenario::Scenario =
            serde_json::from_str(spindle_core::builtin::json("three-queues").expect("built in")).expect("parses");
        s.capacity_scheduler
    }

    #[test]
    fn the_tree_is_read_from_the_queues_keys_in_configuration_order() {
        let m = three();
        let t = tree(&m);
        let paths: Vec<&str> = t.iter().map(|q| q.path.as_str()).collect();
        assert_eq!(paths, ["root", "root.a", "root.b", "root.c"]);
        assert!(!t[0].leaf && t[1].leaf && t[1].depth == 1);
        assert_eq!(children_sum(&m, ROOT, ""), Some(100.0));
        let mut dup = m.clone();
        dup.insert(key(ROOT, "queues"), "a,b,a".into());
        assert_eq!(tree(&dup).len(), 3, "a queue listed twice is visited once");
    }

    /// root with `n1` parents of `n2` parents of `n3` leaves each.
    fn nested(n1: usize, n2: usize, n3: usize) -> Properties {
        let mut m = Properties::new();
        let mut level = |parent: &str, names: Vec<String>| {
            m.insert(key(parent, "queues"), names.join(","));
            names.into_iter().map(|n| format!("{parent}.{n}")).collect::<Vec<_>>()
        };
        for d in level(ROOT, (0..n1).map(|i| format!("d{i}")).collect()) {
            for t in level(&d, (0..n2).map(|j| format!("{}t{j}", &d[5..])).collect()) {
                level(&t, (0..n3).map(|k| format!("{}l{k}", &t[t.rfind('.').unwrap() + 1..])).collect());
            }
        }
        m
    }

    #[test]
    fn a_large_tree_opens_to_the_levels_that_fit_and_a_closed_parent_hides_its_queues() {
        let t = tree(&nested(20, 10, 20)); // 1 + 20 + 200 + 4,000 queues
        assert_eq!(t.len(), 4_221);
        assert_eq!(open_depth(&t, 500), 2, "root and its 20 children open: 221 rows");
        assert_eq!(open_depth(&t, 220), 1);
        assert_eq!(open_depth(&t, 20), 0, "the root's row alone");
        assert_eq!(open_depth(&t, 10_000), 3, "all of it");
        let small = tree(&three());
        assert_eq!(open_depth(&small, 500), 1, "a teaching scenario opens whole");

        let levels = open_depth(&t, 500);
        let rows = shown(&t, |q| q.depth < levels);
        assert_eq!(rows.len(), 221);
        assert_eq!((t[rows[0].0].path.as_str(), rows[0].1), ("root", 4_220), "everything is under root");
        assert_eq!((t[rows[1].0].path.as_str(), rows[1].1), ("root.d0", 210));
        assert_eq!((t[rows[2].0].path.as_str(), rows[2].1), ("root.d0.d0t0", 20), "closed, its 20 leaves not drawn");
        assert_eq!(t[rows[3].0].path, "root.d0.d0t1");
        assert!(rows.iter().all(|(i, _)| t[*i].depth <= 2));
        // Opening one parent draws its leaves right under it, and nothing else.
        let rows = shown(&t, |q| q.depth < levels || q.path == "root.d3.d3t7");
        assert_eq!(rows.len(), 241);
        let at = rows.iter().position(|(i, _)| t[*i].path == "root.d3.d3t7").unwrap();
        assert_eq!(t[rows[at + 1].0].path, "root.d3.d3t7.d3t7l0");
        assert_eq!(t[rows[at + 20].0].path, "root.d3.d3t7.d3t7l19");
        assert_eq!(t[rows[at + 21].0].path, "root.d3.d3t8");
        assert!(rows[at + 1..=at + 20].iter().all(|(i, n)| t[*i].leaf && *n == 0));
        // Closing the root leaves its row alone; everything open is the whole tree.
        assert_eq!(shown(&t, |_| false).len(), 1);
        assert_eq!(shown(&t, |_| true).len(), t.len());
    }

    #[test]
    fn adding_and_removing_children_keeps_the_keys_consistent() {
        let m = apply(&three(), &QueueEdit::AddChild { parent: "root.b".into(), name: " ".into() }).unwrap();
        assert_eq!(m[&key("root.b", "queues")], "new1");
        assert_eq!(m[&key("root.b.new1", "capacity")], "0");
        let m = apply(&m, &QueueEdit::AddChild { parent: "root.b".into(), name: "x".into() }).unwrap();
        assert!(apply(&m, &QueueEdit::AddChild { parent: "root.b".into(), name: "x".into() }).is_err());
        assert_eq!(children_sum(&m, "root.b", ""), Some(0.0));
        let m = apply(&m, &QueueEdit::Remove { queue: "root.b".into() }).unwrap();
        assert_eq!(m[&key(ROOT, "queues")], "a,c");
        assert!(m.keys().all(|k| !k.contains("root.b.")), "{m:?}");
        assert_eq!(children_sum(&m, ROOT, ""), Some(70.0));
        assert!(apply(&m, &QueueEdit::Remove { queue: "root".into() }).is_err());
    }

    #[test]
    fn setting_empty_text_restores_hadoops_default_and_diff_lists_changes() {
        let before = three();
        let m =
            apply(&before, &QueueEdit::Set { queue: "root.a".into(), suffix: "capacity".into(), value: "20".into() })
                .unwrap();
        let m =
            apply(&m, &QueueEdit::Set { queue: "root.a".into(), suffix: "user-limit-factor".into(), value: "".into() })
                .unwrap();
        let d = diff(&before, &m);
        assert_eq!(d.len(), 2);
        assert_eq!(d[0], (key("root.a", "capacity"), Some("10".into()), Some("20".into())));
        assert_eq!(d[1].2, None);
        assert_eq!(short_key(&d[0].0), "root.a.capacity");
        assert_eq!(CAPACITY.suffix_in("gpu"), "accessible-node-labels.gpu.capacity");
        assert_eq!(SETTINGS[0].suffix_in("gpu"), "user-limit-factor");
        assert_eq!(SETTINGS[2].choices(false), PARENT_POLICIES);
    }

    #[test]
    fn diff_lists_every_key_added_removed_or_changed_in_key_order() {
        let map = |pairs: &[(&str, &str)]| -> Properties {
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
        };
        let before = map(&[("a", "1"), ("b", "2"), ("d", "4"), ("e", "5"), ("g", "7")]);
        let after = map(&[("b", "2"), ("c", "3"), ("d", "40"), ("g", "7"), ("h", "8")]);
        let s = |v: &str| Some(v.to_string());
        let want = vec![
            ("a".to_string(), s("1"), None),
            ("c".to_string(), None, s("3")),
            ("d".to_string(), s("4"), s("40")),
            ("e".to_string(), s("5"), None),
            ("h".to_string(), None, s("8")),
        ];
        assert_eq!(diff(&before, &after), want);
        let back: Vec<_> = want.iter().map(|(k, b, a)| (k.clone(), a.clone(), b.clone())).collect();
        assert_eq!(diff(&after, &before), back, "the other way round");
        assert_eq!(diff(&before, &before), vec![]);
        assert_eq!(diff(&Properties::default(), &after).len(), after.len());
    }

    #[test]
    fn an_empty_configuration_starts_from_hadoops_default_queue() {
        let m = starting_point(&Properties::new());
        assert_eq!(tree(&m).iter().map(|q| q.path.as_str()).collect::<Vec<_>>(), ["root", "root.default"]);
    }
}
