//! The explain panel: for a selected pending request, every node's answer (room, then the constraint) and the
//! core's verdict tree for one node with its counts; for a selected container, the verdict on its node at the
//! step it was placed and what the other nodes lacked then; for a preemption round, its report
//! ([`crate::components::preemption_report`]). "Differs from YARN" notes are shown where Spindle answers differently from
//! real YARN.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::glossary::{Marked, OnTerm, TermLinker};
use crate::components::preemption_report::{RoundProps, ROUND_REPORT};
use crate::state::Select;
use crate::view_model::{
    memory_label, time_label, ContainerWhy, NodeRow, RequestExplain, RoundView, RowGroup, VerdictView,
};

#[derive(Clone, PartialEq)]
pub enum ExplainContent {
    Nothing,
    Request(Rc<RequestExplain>),
    Container(Rc<ContainerWhy>),
    Round(Rc<RoundView>),
}

#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    pub content: ExplainContent,
    /// Closes the panel and opens a node's verdict tree.
    pub on_select: Callback<Select>,
    /// A glossary term in an explanation was clicked.
    pub on_term: OnTerm,
}

#[component]
pub fn ExplainPanel(props: &ExplainProps) -> Html {
    match &props.content {
        ExplainContent::Nothing => html! {
            <div class="explain" id="explain">
                <p class="hint">{ "Select a pending request (above the cluster) to see, on every node, whether it fits and which part of its constraint holds or fails." }</p>
                <p class="hint">{ "Select a container to see why it landed on its node; a container marked for preemption (outlined) opens the round that chose it, as does a preemption line in the Events tab." }</p>
                <p class="hint">{ "Keys: Space plays or pauses, → steps, ← steps back, Ctrl+Z / Ctrl+Shift+Z undo and redo edits, Esc clears the selection, P turns presenter mode on or off." }</p>
            </div>
        },
        // Drawn by the explanations' chunk (`services::explain`); a selection waits for it, so it is here.
        ExplainContent::Request(_) | ExplainContent::Container(_) => crate::services::explain::panel(props)
            .unwrap_or_else(|| {
                html! {
                    <div class="explain" id="explain"><p class="hint">{ crate::services::explain::LOADING }</p></div>
                }
            }),
        ExplainContent::Round(r) => html! {
            { ROUND_REPORT.html(RoundProps { round: r.clone(), on_select: props.on_select.clone(),
                on_term: props.on_term.clone() }) }
        },
    }
}

/// A request's or a container's explanation, as the panel draws it (the explanations' chunk holds this and all
/// it alone reaches, `services::explain`).
pub fn explanation(props: &ExplainProps) -> Html {
    match &props.content {
        ExplainContent::Request(e) => request(e, &props.on_select, &props.on_term),
        ExplainContent::Container(w) => container(w, &props.on_select, &props.on_term),
        ExplainContent::Nothing | ExplainContent::Round(_) => Html::default(),
    }
}

// Glossary terms are linked once per block of sentences (the summary, the table, the tree, the other nodes'
// reasons): each block names its terms again, so each links them again, but not on every line.
fn request(e: &RequestExplain, d: &Callback<Select>, t: &OnTerm) -> Html {
    let fitting = e.fitting();
    let focus = e.focus.as_ref().map(|f| f.0);
    let close = { d.reform(|_| Select::Clear) };
    html! {
        <div class="explain" id="explain" data-app={e.app.to_string()} data-request={e.request.to_string()}>
            <div class="explain-head">
                <h2>{ &e.app_name }<span class="muted">{ format!(" · request #{}", e.request) }</span></h2>
                <button class="btn ghost" onclick={close} aria-label="Close the explanation">{ "✕" }</button>
            </div>
            <p class="facts">
                <span class="tag">{ if e.tags.is_empty() { "no tags".to_string() } else { e.tags.clone() } }</span>
                { format!(" {} of {} left · {} · {} vcores", e.remaining, e.count, memory_label(e.resource.memory()), e.resource.vcores()) }
            </p>
            if !e.constraint.is_empty() { <p class="spec">{ &e.constraint }</p> }
            <p class={classes!("summary", if e.arrives_ms.is_some() { "arrives" } else if fitting > 0 { "ok" } else { "bad" })}
               id="fit-summary">
                <Marked find=true on_term={t.clone()} text={if let Some(ms) = e.arrives_ms {
                    format!("Not submitted yet: {} arrives at {}. Until then it asks for nothing; the nodes below are \
                             what would fit now.", e.app_name, time_label(ms))
                } else if e.remaining == 0 {
                    format!("All placed. A further container would fit on {fitting} of {} nodes now.", e.rows.len())
                } else {
                    format!("Fits on {fitting} of {} nodes now.", e.rows.len())
                }} />
            </p>
            <NodeTable rows={e.rows.clone()} focus={focus} on_select={d.clone()} on_term={t.clone()} />
            if let Some((id, tree)) = &e.focus {
                <h3 class="panel-title">{ format!("Why, on {}", e.rows.iter().find(|r| r.id == *id).map(|r| r.name.as_str()).unwrap_or("?")) }</h3>
                <Differs tree={tree.clone()} />
                <ul class="verdict" id="verdict" aria-label="The constraint's verdict on this node">
                    <Verdict node={tree.clone()} on_term={t.clone()} />
                </ul>
            }
        </div>
    }
}

fn container(w: &ContainerWhy, d: &Callback<Select>, t: &OnTerm) -> Html {
    let close = { d.reform(|_| Select::Clear) };
    let mut others = TermLinker::new(t);
    html! {
        <div class="explain" id="explain" data-container={w.container.to_string()}>
            <div class="explain-head">
                <h2>{ format!("Container {}", w.container) }<span class="muted">{ format!(" · {}", w.app_name) }</span></h2>
                <button class="btn ghost" onclick={close} aria-label="Close the explanation">{ "✕" }</button>
            </div>
            <p class="facts"><span class="tag">{ &w.tags }</span>{ format!(" placed on {} at step {} (t = {} ms)", w.node, w.step, w.at_ms) }</p>
            if !w.constraint.is_empty() { <p class="spec">{ &w.constraint }</p> }
            <p class="summary ok" id="why-summary">
                <Marked find=true on_term={t.clone()} text={
                    format!("{} had room and satisfied every constraint that applied at that moment{}.", w.node,
                        match w.alternatives { 0 => " — it was the only node that could".to_string(),
                            n => format!("; {n} other node{} could have taken it too", if n == 1 { "" } else { "s" }) })} />
            </p>
            if let Some(tree) = &w.verdict {
                <h3 class="panel-title">{ format!("The verdict on {} then", w.node) }</h3>
                <Differs tree={tree.clone()} />
                <ul class="verdict" id="verdict" aria-label="The constraint's verdict on this node then"><Verdict node={tree.clone()} on_term={t.clone()} /></ul>
            }
            if !w.others.is_empty() {
                <h3 class="panel-title">{ "Nodes that could not take it then" }</h3>
                <ul class="reasons">
                    { for w.others.iter().take(100).map(|r| html! {
                        <li><span class="name">{ &r.name }</span><span class="bad">{ others.mark(&r.reason) }</span></li>
                    }) }
                </ul>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TableProps {
    rows: Vec<NodeRow>,
    focus: Option<u32>,
    on_select: Callback<Select>,
    on_term: OnTerm,
}

/// Every node's answer, grouped by why: the nodes that do not take the request first (by reason, with counts),
/// the fitting ones last; a row opens that node's verdict tree.
#[component]
fn NodeTable(props: &TableProps) -> Html {
    let mut rows: Vec<&NodeRow> = props.rows.iter().collect();
    spindle_core::sort::sort_by_key(&mut rows, |r| r.group());
    let shown = rows.len().min(200);
    let mut why = TermLinker::new(&props.on_term);
    let count = |g: RowGroup| rows.iter().filter(|r| r.group() == g).count();
    let mut body = Vec::with_capacity(shown + 4);
    for (i, r) in rows.iter().take(shown).enumerate() {
        let group = r.group();
        if i == 0 || rows[i - 1].group() != group {
            let n = count(group);
            body.push(html! {
                <tr key={format!("group-{group:?}")} class={classes!("row-group", (group != RowGroup::Fits).then_some("failing"))}>
                    <th scope="rowgroup" colspan="4">{ format!("{n} node{}: {}", if n == 1 { "" } else { "s" }, group.words()) }</th>
                </tr>
            });
        }
        let id = r.id;
        let open = props.on_select.reform(move |_| Select::FocusNode(id));
        let mark = |ok: bool| {
            if ok {
                html! { <span class="ok" aria-label="yes">{ "✓" }</span> }
            } else {
                html! { <span class="bad" aria-label="no">{ "✗" }</span> }
            }
        };
        body.push(html! {
            <tr key={r.id} class={classes!(r.fits.then_some("fits"), (props.focus == Some(r.id)).then_some("focus"))}
                data-node={r.name.clone()} data-fits={r.fits.to_string()}>
                <th scope="row"><button class="link" onclick={open} aria-label={format!("Show the verdict on {}", r.name)}>{ &r.name }</button></th>
                <td>{ mark(r.has_room) }</td>
                <td>{ mark(r.constraint_ok) }</td>
                <td class="why">{ why.mark(&r.reason) }</td>
            </tr>
        });
    }
    html! {
        <>
            <table class="fit-table" id="fit-table">
                <thead><tr><th scope="col">{ "Node" }</th><th scope="col">{ "Room" }</th><th scope="col">{ "Constraint" }</th><th scope="col">{ "Why" }</th></tr></thead>
                <tbody>{ for body }</tbody>
            </table>
            if rows.len() > shown { <p class="hint">{ format!("{} more nodes not listed; click a node in the cluster to see its verdict.", rows.len() - shown) }</p> }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct TreeProps {
    tree: VerdictView,
}

/// Every "differs from YARN" note of a tree, once.
#[component]
fn Differs(props: &TreeProps) -> Html {
    fn collect<'a>(v: &'a VerdictView, out: &mut Vec<&'a str>) {
        for d in &v.differs {
            if !out.contains(&d.as_str()) {
                out.push(d);
            }
        }
        v.children.iter().for_each(|c| collect(c, out));
    }
    let mut notes = Vec::new();
    collect(&props.tree, &mut notes);
    if notes.is_empty() {
        return Html::default();
    }
    html! {
        <div class="differs" role="note">
            <strong>{ "Differs from YARN" }</strong>
            <ul>{ for notes.iter().map(|n| html! { <li>{ *n }</li> }) }</ul>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct VerdictProps {
    node: VerdictView,
    on_term: OnTerm,
}

/// One part of a verdict: ✓ / ✗, the core's sentence, the counts, then its parts. A part with parts is a
/// disclosure: its sentence is a button (Tab reaches it, Enter or Space folds or unfolds its parts, as a click
/// does), so the tree needs no arrow-key navigation a `role="tree"` would promise.
#[component]
fn Verdict(props: &VerdictProps) -> Html {
    let v = &props.node;
    let open = use_state(|| true);
    let (mark, word) = if v.satisfied { ("✓", "holds") } else { ("✗", "fails") };
    // The sentence stays outside the disclosure button: its glossary links are controls of their own, and a
    // control inside a button is one a screen reader cannot reach.
    let sentence = html! {
        <span class="sentence"><Marked find=true on_term={props.on_term.clone()} text={v.sentence.clone()} /></span>
    };
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <li class={word}>
            if v.children.is_empty() {
                <span class="mark" aria-label={word}>{ mark }</span>
            } else {
                <button class="link disclose mark" aria-expanded={open.to_string()} onclick={toggle}
                        aria-label={format!("{word}: show or hide its parts")}>{ mark }</button>
            }
            { sentence }
            if !v.facts.is_empty() {
                <span class="facts">{ for v.facts.iter().map(|f| html! { <span class="fact">{ f }</span> }) }</span>
            }
            if !v.children.is_empty() {
                <ul hidden={!*open}>{ for v.children.iter().map(|c| html! { <Verdict node={c.clone()} on_term={props.on_term.clone()} /> }) }</ul>
            }
        </li>
    }
}
