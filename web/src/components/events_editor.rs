//! The cluster events editor, under the topology inspector: the scenario's timed events (a node joins, a graceful
//! decommission, a node failure, a queue refresh) in time order, each editable and removable, and buttons that stage
//! a new one. A staged event is checked by the core on every change and its problems are shown at their fields;
//! Apply makes it one undoable edit (the run restarts), Cancel drops it and nothing changes.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::state::edit::Edit;
use crate::state::event_draft::{DraftCheck, DraftField, EventDraft, EventKind};
use crate::view_model::{self, time_label};

/// How a button stages a draft from the scenario.
type MakeDraft = Rc<dyn Fn(&Scenario) -> Option<EventDraft>>;

#[derive(Properties, PartialEq, Clone)]
pub struct EventsEditorProps {
    pub scenario: Rc<Scenario>,
    /// Applies a checked event, or removes one.
    pub on_edit: Callback<Edit>,
}

/// The timed events editor, drawn under the topology inspector in the Topology tab's chunk.
#[component]
pub fn EventsEditor(props: &EventsEditorProps) -> Html {
    let draft = use_state(|| None::<EventDraft>);
    let s = &props.scenario;
    let rows = view_model::event_rows(s);
    let stage = |make: MakeDraft| {
        let (draft, s) = (draft.clone(), s.clone());
        Callback::from(move |_: MouseEvent| draft.set(make(&s)))
    };
    let remove = |i: usize| {
        let (d, draft) = (props.on_edit.clone(), draft.clone());
        Callback::from(move |_: MouseEvent| {
            draft.set(None);
            d.emit(Edit::RemoveEvent(i));
        })
    };
    html! {
        <section class="editor events-editor" id="events-editor" aria-labelledby="events-editor-title">
            <h3 class="panel-title" id="events-editor-title">{ "Cluster events" }</h3>
            <p class="hint">{ "What an operator does to the cluster mid-run, at a virtual time: a NodeManager joins, \
                               yarn rmadmin -refreshNodes -g drains a node, a node is lost, yarn rmadmin -refreshQueues." }</p>
            if rows.is_empty() {
                <p class="muted" id="no-events">{ "No cluster events: the cluster stays as drawn." }</p>
            } else {
                <ol class="event-list" id="event-list">
                    { for rows.iter().map(|r| {
                        let i = r.index;
                        html! {
                            <li data-kind={r.kind} data-node={r.node.clone()} class={classes!((draft.as_ref().and_then(|d| d.index) == Some(i)).then_some("selected"))}>
                                <span class="t">{ time_label(r.at_ms) }</span>
                                <span class={classes!("kind", r.kind)}>{ r.kind }</span>
                                <span class="what">{ &r.text }</span>
                                <button class="btn ghost" onclick={stage(Rc::new(move |s| EventDraft::editing(i, s)))}
                                        aria-label={format!("Edit the {} event at {}", r.kind, time_label(r.at_ms))}>{ "Edit" }</button>
                                <button class="btn ghost danger" onclick={remove(i)}
                                        aria-label={format!("Remove the {} event at {}", r.kind, time_label(r.at_ms))}>{ "✕" }</button>
                            </li>
                        }
                    }) }
                </ol>
            }
            <div class="row add-events">
                { for EventKind::ALL.iter().map(|&k| html! {
                    <button class="btn" id={format!("add-event-{}", k.key())}
                            onclick={stage(Rc::new(move |s| Some(EventDraft::new(k, s))))}>{ format!("+ {}", k.label()) }</button>
                }) }
            </div>
            if let Some(d) = &*draft {
                { event_form(d, &draft, s, &props.on_edit) }
            }
        </section>
    }
}

/// The staged event's form: kind, time and the kind's fields, each with the core's error or warning under it.
fn event_form(
    d: &EventDraft,
    handle: &UseStateHandle<Option<EventDraft>>,
    s: &Rc<Scenario>,
    on_edit: &Callback<Edit>,
) -> Html {
    let check: DraftCheck = d.check(s);
    let set = |f: DraftField| {
        let (handle, base) = (handle.clone(), d.clone());
        Callback::from(move |text: String| {
            let mut next = base.clone();
            next.set(f, text);
            handle.set(Some(next));
        })
    };
    let on_kind = {
        let (handle, base, s) = (handle.clone(), d.clone(), s.clone());
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Some(k) = EventKind::from_key(&v) {
                let mut next = base.clone();
                next.set_kind(k, &s);
                handle.set(Some(next));
            }
        })
    };
    let apply = {
        let (handle, edit, on_edit) = (handle.clone(), check.edit.clone(), on_edit.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(edit) = edit.clone() {
                on_edit.emit(edit);
                handle.set(None);
            }
        })
    };
    let cancel = {
        let handle = handle.clone();
        Callback::from(move |_: MouseEvent| handle.set(None))
    };
    let nodes: Vec<String> = s.cluster.racks.iter().flat_map(|r| &r.nodes).map(|n| n.name.clone()).collect();
    let title = match d.index {
        Some(_) => "Edit the event",
        None => "New event",
    };
    html! {
        <form class="event-form" id="event-form" onsubmit={apply} aria-label={title}>
            <h4>{ title }</h4>
            <label class="field" for="event-kind">
                <span class="label">{ "Kind" }</span>
                <select id="event-kind" onchange={on_kind}>
                    { for EventKind::ALL.iter().map(|k| html! {
                        <option value={k.key()} selected={*k == d.kind}>{ format!("{} ({})", k.key(), k.label()) }</option>
                    }) }
                </select>
            </label>
            { for d.kind.fields().iter().map(|&f| draft_input(f, d.value(f), &check, set(f), d.kind != EventKind::AddNode)) }
            <datalist id="event-node-names">
                { for nodes.iter().map(|n| html! { <option value={n.clone()} /> }) }
            </datalist>
            if !check.other.is_empty() {
                <ul class="field-error" id="event-other-errors" role="alert">
                    { for check.other.iter().map(|m| html! { <li>{ m }</li> }) }
                </ul>
            }
            <div class="row">
                <button class="btn primary" id="event-apply" type="submit" disabled={check.edit.is_none()}>{ "Apply" }</button>
                <button class="btn ghost" id="event-cancel" type="button" onclick={cancel}>{ "Cancel" }</button>
            </div>
        </form>
    }
}

/// One input of the form, staging on every keystroke (the core checks each change; nothing is applied).
fn draft_input(f: DraftField, value: &str, check: &DraftCheck, on: Callback<String>, node_names: bool) -> Html {
    let id = f.id();
    let (error, warning) = (check.errors.get(&f), check.warnings.get(&f));
    let note_id = format!("{id}-note");
    let oninput = on.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
    let onarea = on.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value());
    let input = if f == DraftField::Properties {
        html! {
            <textarea id={id} rows="8" spellcheck="false" value={value.to_string()} oninput={onarea}
                      aria-invalid={error.is_some().then_some("true")} aria-describedby={note_id.clone()} />
        }
    } else {
        html! {
            <input id={id} type="text" value={value.to_string()} {oninput} spellcheck="false" autocomplete="off"
                   list={(f == DraftField::Node && node_names).then_some("event-node-names")}
                   inputmode={matches!(f, DraftField::At | DraftField::Memory | DraftField::Vcores).then_some("numeric")}
                   aria-invalid={error.is_some().then_some("true")} aria-describedby={note_id.clone()} />
        }
    };
    html! {
        <label class={classes!("field", error.is_some().then_some("invalid"))} for={id}>
            <span class="label">{ f.label() }</span>
            { input }
            if let Some(e) = error {
                <span class="field-error" id={note_id} role="alert">{ e }</span>
            } else if let Some(w) = warning {
                <span class="field-hint warning" id={note_id}>{ w }</span>
            } else if f == DraftField::At {
                <span class="field-hint" id={note_id}>{ format!("at {}", time_label(value.trim().parse().unwrap_or(0))) }</span>
            }
        </label>
    }
}
