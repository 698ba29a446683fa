//! The explain panel: verdict trees, a pending request on every node, and why a container landed where it is.

use spindle_core::constraint::{LevelVerdict, VerdictDetail};
use spindle_core::constraint::{Verdict, UNBOUNDED};
use spindle_core::ids::{AppId, ContainerId};
use spindle_core::resource::Resource;
use spindle_core::sim::{AppPhase, NodeFit, SimState, Simulator};
use spindle_core::tags::Scope;
use spindle_core::topology::NodeId;

use super::*;

/// A verdict tree, as the explain panel draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct VerdictView {
    pub satisfied: bool,
    pub sentence: String,
    /// Short facts: the scope value looked at, counts per tag, the allowed range.
    pub facts: Vec<String>,
    /// Where real YARN would answer differently, and why.
    pub differs: Vec<String>,
    pub children: Vec<VerdictView>,
}

impl VerdictView {
    pub fn from_verdict(v: &Verdict) -> VerdictView {
        let children = match &v.detail {
            VerdictDetail::Levels { levels } => levels.iter().map(level_view).collect(),
            VerdictDetail::DelayedOr { alternatives, .. } => alternatives
                .iter()
                .map(|a| {
                    let mut child = VerdictView::from_verdict(&a.verdict);
                    child.facts.insert(
                        0,
                        format!(
                            "alternative {}{}{}",
                            a.index + 1,
                            a.delay.map(|d| format!(", tried alone for {d}")).unwrap_or_default(),
                            if a.in_force { ", in force" } else { ", not yet in force" }
                        ),
                    );
                    child
                })
                .collect(),
            _ => v.children().into_iter().map(VerdictView::from_verdict).collect(),
        };
        VerdictView {
            satisfied: v.satisfied(),
            sentence: v.sentence.clone(),
            facts: facts(&v.detail),
            differs: v.differs_from_yarn.clone(),
            children,
        }
    }
}

fn level_view(l: &LevelVerdict) -> VerdictView {
    let source = l.source_tag.as_ref().map(|t| format!(" registered for source tag {t}")).unwrap_or_default();
    VerdictView {
        satisfied: l.verdict.satisfied(),
        sentence: format!("{} constraint {}{source}", l.level, l.constraint),
        facts: Vec::new(),
        differs: Vec::new(),
        children: vec![VerdictView::from_verdict(&l.verdict)],
    }
}

/// `min 0 · max 0` as people say it.
pub fn range_text(min: i32, max: i32) -> String {
    match (min, max) {
        (0, 0) => "none allowed".into(),
        (1, UNBOUNDED) => "at least 1 needed".into(),
        (m, UNBOUNDED) if m > 0 => format!("at least {m} needed"),
        (m, x) if m <= 0 => format!("at most {x} allowed"),
        (m, x) => format!("{m} to {x} needed"),
    }
}

fn facts(d: &VerdictDetail) -> Vec<String> {
    match d {
        VerdictDetail::Single { scope, min, max, .. } => vec![format!("scope {scope}"), range_text(*min, *max)],
        VerdictDetail::AllocationTag { namespace, scope, scope_value, counts, min, max, .. } => {
            let mut out = vec![match scope_value {
                Some(v) => format!("{scope} {v}"),
                None => format!("in no {scope} group"),
            }];
            out.push(format!("namespace {namespace}"));
            if counts.is_empty() {
                out.push("count 0".into());
            }
            for c in counts {
                let apps = c.apps.iter().map(|a| format!("{} ×{}", a.app, a.count)).collect::<Vec<_>>().join(", ");
                out.push(if apps.is_empty() {
                    format!("{} ×{}", c.tag, c.count)
                } else {
                    format!("{} ×{} ({apps})", c.tag, c.count)
                });
            }
            out.push(range_text(*min, *max));
            out
        }
        VerdictDetail::NodeAttribute { key, node_value, .. } => {
            vec![format!("{key} = {}", node_value.as_deref().unwrap_or("(absent)"))]
        }
        VerdictDetail::NodePartition { node_partition, .. } => {
            vec![if node_partition.is_empty() {
                "default partition".into()
            } else {
                format!("partition {node_partition}")
            }]
        }
        _ => Vec::new(),
    }
}

/// A few words on the first failing leaf of a verdict: what was counted where, against what.
pub fn failing_reason(v: &Verdict) -> Option<String> {
    if v.satisfied() {
        return None;
    }
    match &v.detail {
        VerdictDetail::AllocationTag { target, scope, scope_value, min, max, seen_min, seen_max, .. } => {
            let seen = if *min > 0 && (*seen_min as i64) < *min as i64 { seen_min } else { seen_max };
            let place = match (scope, scope_value) {
                (Scope::Node, Some(val)) => format!("on {val}"),
                (Scope::Rack, Some(val)) => format!("in rack {val}"),
                (_, Some(val)) => format!("in {scope}={val}"),
                (_, None) => format!("in no {scope} group"),
            };
            Some(format!("{seen}× {target} {place}: {}", range_text(*min, *max)))
        }
        VerdictDetail::NodeAttribute { key, op, values, node_value, .. } => Some(format!(
            "{key} is {}, needs {}{}",
            node_value.as_deref().unwrap_or("absent"),
            op.symbol(),
            values.join("|")
        )),
        VerdictDetail::NodePartition { op, values, node_partition, .. } => Some(format!(
            "partition {}, needs {}{}",
            if node_partition.is_empty() { "default" } else { node_partition },
            op.symbol(),
            if values.is_empty() { "default".to_string() } else { values.join("|") }
        )),
        _ => v.children().into_iter().find_map(failing_reason).or_else(|| Some(v.sentence.clone())),
    }
}

/// One node's answer for a selected request.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeRow {
    pub id: u32,
    pub name: String,
    pub fits: bool,
    pub has_room: bool,
    pub constraint_ok: bool,
    /// The node takes new containers (not decommissioning).
    pub schedulable: bool,
    pub reason: String,
}

/// Why a node does or does not take a request, as the explain table groups its rows: the ones that do not come
/// first (they are the lesson; with 2,000 nodes the fitting ones would hide them), the fitting ones last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RowGroup {
    ConstraintFails,
    NoRoom,
    NotSchedulable,
    Fits,
}

impl RowGroup {
    /// Follows "N nodes:" in the group's heading.
    pub fn words(self) -> &'static str {
        match self {
            RowGroup::ConstraintFails => "room, but the constraint fails",
            RowGroup::NoRoom => "no room",
            RowGroup::NotSchedulable => "not taking new containers",
            RowGroup::Fits => "the request fits",
        }
    }
}

impl NodeRow {
    pub fn group(&self) -> RowGroup {
        if self.fits {
            RowGroup::Fits
        } else if !self.schedulable {
            RowGroup::NotSchedulable
        } else if !self.has_room {
            RowGroup::NoRoom
        } else {
            RowGroup::ConstraintFails
        }
    }
}

/// A node's row: the failing part of the constraint, for the few nodes where it fails, is read from the node's
/// verdict tree, built for those nodes only (`SimState::node_fits`).
fn node_row(st: &SimState, app: AppId, request: usize, fit: &NodeFit, ask: Resource) -> NodeRow {
    let name = st.topology().nodes.get(fit.node.index()).map(|n| n.name.clone()).unwrap_or_default();
    let reason = if !fit.schedulable {
        "not taking new containers".to_string()
    } else if !fit.has_room {
        format!(
            "no room: {} · {} vcores free, needs {} · {}",
            memory_label(fit.free.memory()),
            fit.free.vcores(),
            memory_label(ask.memory()),
            ask.vcores()
        )
    } else if fit.constraint_ok {
        "fits".to_string()
    } else {
        // The one tree this row needs: the failing part is its reason.
        let failing = st.verdict(app, request, fit.node).as_ref().and_then(failing_reason);
        failing.unwrap_or_else(|| "fits".to_string())
    };
    NodeRow {
        id: fit.node.0,
        name,
        fits: fit.fits(),
        has_room: fit.has_room,
        constraint_ok: fit.constraint_ok,
        schedulable: fit.schedulable,
        reason,
    }
}

/// The explain panel for a pending request.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestExplain {
    pub app: u32,
    pub request: usize,
    pub app_name: String,
    pub tags: String,
    pub constraint: String,
    pub remaining: u32,
    pub count: u32,
    pub resource: Resource,
    pub rows: Vec<NodeRow>,
    /// The node whose verdict tree is shown, and the tree.
    pub focus: Option<(u32, VerdictView)>,
    /// The application is not submitted yet: it arrives at this virtual time, and what would fit now says
    /// nothing about then.
    pub arrives_ms: Option<u64>,
}

impl RequestExplain {
    pub fn fitting(&self) -> usize {
        self.rows.iter().filter(|r| r.fits).count()
    }
}

/// Explains request `request` of `app` on every node; the verdict tree of `focus` (or of the first node that
/// fits, or else the first node) comes along.
pub fn request_explain(sim: &Simulator, app: u32, request: usize, focus: Option<u32>) -> Option<RequestExplain> {
    let st = sim.state();
    let a = st.world().app(AppId(app))?;
    let r = a.requests.get(request)?;
    let fits = st.node_fits(AppId(app), request)?;
    let rows: Vec<NodeRow> = fits.iter().map(|f| node_row(st, AppId(app), request, f, r.size)).collect();
    let focus_id = focus
        .filter(|f| rows.iter().any(|row| row.id == *f))
        .or_else(|| rows.iter().find(|row| row.fits).map(|row| row.id))
        .or_else(|| rows.first().map(|row| row.id));
    let focus = focus_id.and_then(|id| {
        let verdict = st.verdict(AppId(app), request, NodeId(id))?;
        Some((id, VerdictView::from_verdict(&verdict)))
    });
    Some(RequestExplain {
        app,
        request,
        app_name: a.name.clone(),
        tags: r.tags.join(", "),
        constraint: r.constraint_text.clone(),
        remaining: st.remaining(AppId(app), r.index),
        count: r.count,
        resource: r.size,
        rows,
        focus,
        arrives_ms: st.apps().get(app as usize).filter(|run| run.phase == AppPhase::NotSubmitted).map(|_| a.submit_ms),
    })
}

/// Why a container landed where it is: the verdict on its node at the moment it was placed, and what the other
/// nodes lacked then.
#[derive(Clone, Debug, PartialEq)]
pub struct ContainerWhy {
    pub container: u64,
    pub app: u32,
    pub app_name: String,
    pub tags: String,
    pub constraint: String,
    pub node: String,
    /// The step that placed it.
    pub step: usize,
    pub at_ms: u64,
    pub verdict: Option<VerdictView>,
    /// Nodes that could not take it at that moment.
    pub others: Vec<NodeRow>,
    /// Nodes that could have taken it too.
    pub alternatives: usize,
}

/// Explains container `id` at the state just before the step that placed it ([`Simulator::placed_at`]); the
/// simulator goes there and comes back ([`Simulator::look_at`]).
pub fn container_why(sim: &mut Simulator, id: u64) -> Option<ContainerWhy> {
    let c = sim.state().containers().get(&ContainerId(id))?.clone();
    let step = sim.placed_at(c.id)?;
    sim.look_at_via(crate::services::engine::seek, step - 1, |st| {
        // An AM container belongs to no request: nothing constrains it, so there is no per-node verdict to show.
        let request = c.request.map(|r| r as usize);
        let fits = request.and_then(|r| st.node_fits(c.app, r));
        let a = st.world().app(c.app)?;
        let r = request.and_then(|q| a.requests.get(q));
        let rows: Vec<NodeRow> = match (request, &fits) {
            (Some(q), Some(fits)) => fits.iter().map(|f| node_row(st, c.app, q, f, c.resource)).collect(),
            _ => Vec::new(),
        };
        Some(ContainerWhy {
            container: id,
            app: c.app.0,
            app_name: a.name.clone(),
            tags: if c.is_am { "AM".to_string() } else { st.container_tags(&c).join(", ") },
            constraint: r.map(|r| r.constraint_text.clone()).unwrap_or_default(),
            node: st.topology().nodes.get(c.node.index()).map(|n| n.name.clone()).unwrap_or_default(),
            step,
            at_ms: c.started_ms,
            verdict: request
                .filter(|_| fits.iter().flatten().any(|f| f.node == c.node))
                .and_then(|r| st.verdict(c.app, r, c.node))
                .map(|v| VerdictView::from_verdict(&v)),
            alternatives: rows.iter().filter(|row| row.fits && row.id != c.node.0).count(),
            others: rows.into_iter().filter(|row| !row.fits).collect(),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::fixtures::*;

    #[test]
    fn explaining_a_request_says_which_nodes_fit_and_why_not() {
        let (_, mut sim) = zk();
        sim.step();
        let e = request_explain(&sim, 0, 0, None).expect("request exists");
        assert_eq!(e.rows.len(), 6);
        assert_eq!(e.fitting(), 5);
        let blocked = e.rows.iter().find(|r| !r.fits).expect("the zk node");
        assert!(blocked.has_room && !blocked.constraint_ok);
        assert_eq!(blocked.group(), RowGroup::ConstraintFails);
        assert!(e.rows.iter().filter(|r| r.fits).all(|r| r.group() == RowGroup::Fits));
        assert!(blocked.reason.starts_with("1× zk on node-"), "{}", blocked.reason);
        assert!(blocked.reason.contains("none allowed"), "{}", blocked.reason);
        let focused = request_explain(&sim, 0, 0, Some(blocked.id)).unwrap();
        let (id, tree) = focused.focus.expect("a tree");
        assert_eq!(id, blocked.id);
        assert!(!tree.satisfied);
        assert!(!tree.children.is_empty());
        assert!(request_explain(&sim, 3, 0, None).is_none());
        assert_eq!(e.arrives_ms, None, "submitted at 0");
    }

    #[test]
    fn a_request_of_an_application_not_submitted_yet_says_when_it_arrives() {
        let (mut s, _) = zk();
        s.applications[0].submit_ms = 10_000;
        let mut sim = Simulator::new(&s).unwrap();
        assert_eq!(request_explain(&sim, 0, 0, None).unwrap().arrives_ms, Some(10_000));
        while sim.now_ms() < 10_000 && !sim.is_finished() {
            sim.step();
        }
        sim.step();
        assert_eq!(request_explain(&sim, 0, 0, None).unwrap().arrives_ms, None, "arrived");
    }

    #[test]
    fn why_a_container_landed_is_read_at_its_step_and_the_simulator_returns() {
        let (_, mut sim) = zk();
        sim.run(3);
        let second = sim.state().containers().keys().nth(1).unwrap().0;
        let why = container_why(&mut sim, second).expect("exists");
        assert_eq!(sim.step_index(), 3);
        assert_eq!(why.step, 2);
        assert!(why.verdict.as_ref().unwrap().satisfied);
        assert_eq!(why.others.len(), 1, "only the first zk's node was excluded then");
        assert!(container_why(&mut sim, 99).is_none());
    }
}
