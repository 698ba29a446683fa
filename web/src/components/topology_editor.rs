//! The topology inspector: edits the node or rack selected in the cluster view (name, resources, partition,
//! attributes, rack), adds copies of a node, and manages racks and partitions. Moving a node is also possible
//! by keyboard here (the "Rack" select), for those who cannot drag.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::components::events_editor::EventsEditor;
use crate::components::fields::{FieldInput, InputKind};
use crate::components::lazy::split_view;
use crate::state::edit::{Edit, Field};
use crate::state::{Drafts, Select};
use crate::view_model::memory_label;

#[derive(Properties, PartialEq, Clone)]
pub struct TopologyProps {
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    pub selected_node: Option<(usize, usize)>,
    pub selected_rack: Option<usize>,
    pub on_edit: Callback<Edit>,
    /// Picks a rack from the list.
    pub on_select: Callback<Select>,
}

split_view! {
    /// The Topology tab, in its own chunk (the first page opens on Explain, and stepping never needs it): the
    /// inspector and the timed events editor under it, one chunk so that the tab waits, and fails, as one view.
    pub static TOPOLOGY_TAB: TopologyTab(TopologyProps) in topology_tab
}

#[component]
fn TopologyTab(props: &TopologyProps) -> Html {
    html! {
        <>
            <TopologyEditor ..props.clone() />
            <EventsEditor scenario={props.scenario.clone()} on_edit={props.on_edit.clone()} />
        </>
    }
}

#[component]
fn TopologyEditor(props: &TopologyProps) -> Html {
    let s = &props.scenario;
    let d = &props.on_edit;
    let edit = |e: Edit| {
        let d = d.clone();
        Callback::from(move |_| d.emit(e.clone()))
    };
    let field = |f: Field, label: &'static str, kind: InputKind| {
        html! {
            <FieldInput field={f} label={label} kind={kind} scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} />
        }
    };
    let selected = match (props.selected_node, props.selected_rack) {
        (Some((r, n)), _) if s.cluster.racks.get(r).is_some_and(|x| n < x.nodes.len()) => node_editor(props, r, n),
        (_, Some(r)) if r < s.cluster.racks.len() => {
            let rack = &s.cluster.racks[r];
            html! {
                <section class="editor" id="rack-editor" aria-label={format!("Rack {}", rack.name)}>
                    <h2>{ "Rack " }<span class="muted">{ &rack.name }</span></h2>
                    { field(Field::RackName(r), "Name", InputKind::Text) }
                    <p class="hint">{ format!("{} nodes · {} in all", rack.nodes.len(),
                        memory_label(rack.nodes.iter().map(|n| n.resource.memory_mb).sum())) }</p>
                    <div class="row">
                        <button class="btn" onclick={edit(Edit::AddNode(r))}>{ "+ Add a node" }</button>
                        <button class="btn danger" onclick={edit(Edit::RemoveRack(r))}
                                aria-label={format!("Remove rack {} and its {} nodes", rack.name, rack.nodes.len())}>{ "Remove rack" }</button>
                    </div>
                </section>
            }
        }
        _ => html! {
            <p class="hint">{ "Click a node or a rack in the cluster to edit it. Drag a node onto another rack to move it; \"+ node\" and \"+ rack\" add more. Every edit restarts the run and can be undone (Ctrl+Z)." }</p>
        },
    };
    html! {
        <div class="topology" id="topology-editor">
            { selected }
            <section class="editor">
                <h3 class="panel-title">{ "Racks" }</h3>
                <ul class="rack-list">
                    { for s.cluster.racks.iter().enumerate().map(|(r, rack)| {
                        let pick = props.on_select.reform(move |_| Select::Rack(r));
                        html! {
                            <li class={classes!((props.selected_rack == Some(r)).then_some("selected"))}>
                                <button class="link" onclick={pick}>{ &rack.name }</button>
                                <span class="muted">{ format!("{} node{}", rack.nodes.len(), if rack.nodes.len() == 1 { "" } else { "s" }) }</span>
                            </li>
                        }
                    }) }
                </ul>
                <button class="btn" id="add-rack-button" onclick={edit(Edit::AddRack)}>{ "+ Add a rack" }</button>
            </section>
            <section class="editor">
                <h3 class="panel-title">{ "Partitions (node labels)" }</h3>
                if s.cluster.partitions.is_empty() {
                    <p class="hint">{ "Every node is in the default partition." }</p>
                }
                { for s.cluster.partitions.iter().enumerate().map(|(p, part)| {
                    let toggle = {
                        let d = d.clone();
                        let exclusive = part.exclusive;
                        Callback::from(move |_| d.emit(Edit::Choose(Field::PartitionExclusive(p), (!exclusive).to_string())))
                    };
                    html! {
                        <div class="row partition">
                            { field(Field::PartitionName(p), "Name", InputKind::Text) }
                            <label class="check"><input type="checkbox" checked={part.exclusive} onchange={toggle} />{ "exclusive" }</label>
                            <button class="btn ghost" onclick={edit(Edit::RemovePartition(p))} aria-label={format!("Remove partition {}", part.name)}>{ "✕" }</button>
                        </div>
                    }
                }) }
                <button class="btn" onclick={edit(Edit::AddPartition)}>{ "+ Add a partition" }</button>
            </section>
        </div>
    }
}

fn node_editor(props: &TopologyProps, r: usize, n: usize) -> Html {
    html! { <NodeEditor scenario={props.scenario.clone()} drafts={props.drafts.clone()} rack={r} node={n} on_edit={props.on_edit.clone()} /> }
}

#[derive(Properties, PartialEq)]
struct NodeEditorProps {
    scenario: Rc<Scenario>,
    drafts: Rc<Drafts>,
    rack: usize,
    node: usize,
    on_edit: Callback<Edit>,
}

#[component]
fn NodeEditor(props: &NodeEditorProps) -> Html {
    let copies = use_state(|| "1".to_string());
    let (s, d, r, n) = (&props.scenario, &props.on_edit, props.rack, props.node);
    let Some(node) = s.cluster.racks.get(r).and_then(|x| x.nodes.get(n)) else { return Html::default() };
    let field = |f: Field, label: &'static str, kind: InputKind, hint: &'static str| {
        html! {
            <FieldInput field={f} label={label} kind={kind} hint={hint} scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} />
        }
    };
    let move_to = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(to_rack) = v.parse::<usize>() {
                if to_rack != r {
                    d.emit(Edit::MoveNode { rack: r, node: n, to_rack, index: None });
                }
            }
        })
    };
    let set_partition = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.emit(Edit::Choose(Field::NodePartition(r, n), v));
        })
    };
    let copies_input = {
        let copies = copies.clone();
        Callback::from(move |e: InputEvent| copies.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let count = copies.trim().parse::<u32>().ok().filter(|c| (1..=1000).contains(c));
    let add_like = {
        let d = d.clone();
        Callback::from(move |_| {
            if let Some(count) = count {
                d.emit(Edit::AddNodesLike { rack: r, node: n, count });
            }
        })
    };
    let remove = {
        let d = d.clone();
        Callback::from(move |_| d.emit(Edit::RemoveNode(r, n)))
    };
    html! {
        <section class="editor" id="node-editor" aria-label={format!("Node {}", node.name)}>
            <h2>{ "Node " }<span class="muted">{ &node.name }</span></h2>
            { field(Field::NodeName(r, n), "Name", InputKind::Text, "") }
            <label class="field" for="node-rack">
                <span class="label">{ "Rack" }</span>
                <select id="node-rack" onchange={move_to} aria-label="Move this node to rack">
                    { for s.cluster.racks.iter().enumerate().map(|(i, rack)| html! {
                        <option value={i.to_string()} selected={i == r}>{ &rack.name }</option>
                    }) }
                </select>
            </label>
            <div class="row">
                { field(Field::NodeMemory(r, n), "Memory (MB)", InputKind::Number, "") }
                { field(Field::NodeVcores(r, n), "Vcores", InputKind::Number, "") }
            </div>
            <label class="field" for="node-partition">
                <span class="label">{ "Partition" }</span>
                <select id="node-partition" onchange={set_partition}>
                    <option value="" selected={node.partition.is_empty()}>{ "(default)" }</option>
                    { for s.cluster.partitions.iter().map(|p| html! {
                        <option value={p.name.clone()} selected={p.name == node.partition}>{ &p.name }</option>
                    }) }
                </select>
            </label>
            { field(Field::NodeAttributes(r, n), "Attributes", InputKind::Text, "key=value, comma-separated; any key can be a constraint scope (@key)") }
            <div class="row add-like">
                <label class="field compact" for="copies">
                    <span class="label">{ "Copies" }</span>
                    <input id="copies" type="number" min="1" max="1000" value={(*copies).clone()} oninput={copies_input}
                           aria-invalid={count.is_none().then_some("true")} />
                </label>
                <button class="btn" id="add-like" onclick={add_like} disabled={count.is_none()}>
                    { format!("Add {} node{} like this", count.unwrap_or(0), if count == Some(1) { "" } else { "s" }) }
                </button>
            </div>
            <div class="row">
                <button class="btn danger" id="remove-node" onclick={remove}>{ "Remove node" }</button>
            </div>
        </section>
    }
}
