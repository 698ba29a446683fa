//! The scenario as a whole: open a built-in one, name and describe it, read or paste its JSON, and share it as
//! a link. Opening or pasting a scenario is one undoable edit, validated like any other.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::components::fields::{FieldInput, InputKind};
use crate::components::files::{ExportPanel, ImportPanel, SaveOpen};
use crate::components::lazy::{split_view, waiting, Approach};
use crate::components::timeline::{group, kilobytes};
use crate::scenarios::{builtin_names, load_builtin};
use crate::services::formats;
use crate::state::edit::{Edit, Field};
use crate::state::Drafts;

#[derive(Properties, PartialEq, Clone)]
pub struct ScenarioProps {
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    pub on_edit: Callback<Edit>,
}

split_view! {
    /// The Scenario tab, in its own chunk (the first page opens on Explain, and stepping never needs it).
    pub static SCENARIO_TAB: ScenarioPanel(ScenarioProps) in scenario_tab
}

/// The largest scenario JSON the tab shows in its text box (about 10,000 lines of it, a quarter of a second to
/// show). Setting a text box's text makes the browser lay all of it out: the gallery's 2,000-node scenario (465 KB)
/// took 0.45 s to show, a 10,000-node cluster's 4.5 MB 3.5–4.4 s, and 0.4 s more to hide. Larger scenarios are
/// saved and opened as files.
const EDITABLE_JSON_BYTES: usize = 256 * 1024;

#[component]
fn ScenarioPanel(props: &ScenarioProps) -> Html {
    let (s, d) = (&props.scenario, &props.on_edit);
    let pick = use_state(|| crate::scenarios::DEFAULT_SCENARIO.to_string());
    let json = use_state(|| None::<String>);
    let json_error = use_state(|| None::<String>);
    let show_json = use_state(|| false);
    // Import and Export run the formats code: only once asked for.
    let files = use_state(|| None::<&'static str>);
    let show = |which: &'static str| {
        let files = files.clone();
        Callback::from(move |_| files.set(if *files == Some(which) { None } else { Some(which) }))
    };
    // Both panels ask the formats module at once (about 240 KB of gzip the first time): a pointer resting on either
    // button starts loading it.
    let (import, export) = {
        let a = Approach::new(formats::prefetch);
        (a.clone(), a)
    };
    let names = builtin_names();
    let choose = {
        let pick = pick.clone();
        Callback::from(move |e: Event| pick.set(e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()))
    };
    // Opening a scenario the first page does not carry fetches the gallery's content: "Loading…" meanwhile
    // (`Some(None)`), and if the fetch fails, why and "Try again" (`Some(Some(why))`).
    let fetching = use_state(|| None::<Option<String>>);
    let open = {
        let (d, pick, fetching) = (d.clone(), pick.clone(), fetching.clone());
        Callback::from(move |_: ()| {
            let (d, done) = (d.clone(), fetching.clone());
            fetching.set(Some(None));
            load_builtin(&pick, move |got| match got {
                Ok(s) => {
                    done.set(None);
                    d.emit(Edit::Replace(Box::new(s)));
                }
                Err(why) => {
                    done.set(Some(Some(format!("The built-in scenario could not be loaded: {why}. Nothing was lost."))))
                }
            });
        })
    };
    // Written when shown, and again only when the scenario changes (not on every render of the tab), with its
    // number of lines.
    let current_json = use_memo((s.clone(), *show_json), |(s, shown)| {
        let text = if *shown { serde_json::to_string_pretty(&**s).unwrap_or_default() } else { String::new() };
        let lines = text.lines().count() as u64;
        (text, lines)
    });
    let (current_json, current_lines) = (&current_json.0, current_json.1);
    let too_large = json.is_none() && current_json.len() > EDITABLE_JSON_BYTES;
    let text = match &*json {
        Some(typed) => typed.clone(),
        None if too_large => String::new(),
        None => current_json.clone(),
    };
    let typing = {
        let json = json.clone();
        Callback::from(move |e: InputEvent| {
            json.set(Some(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()))
        })
    };
    let apply = {
        let (d, json, json_error) = (d.clone(), json.clone(), json_error.clone());
        Callback::from(move |_| {
            let Some(text) = (*json).clone() else { return };
            match serde_json::from_str::<Scenario>(&text) {
                Ok(s) => {
                    json_error.set(None);
                    json.set(None);
                    d.emit(Edit::Replace(Box::new(s)));
                }
                // The pasted text stays as typed; the error says where.
                Err(e) => json_error.set(Some(format!("not a scenario: {e}"))),
            }
        })
    };
    let revert = {
        let (json, json_error) = (json.clone(), json_error.clone());
        Callback::from(move |_| {
            json.set(None);
            json_error.set(None);
        })
    };
    let toggle_json = {
        let show_json = show_json.clone();
        Callback::from(move |_| show_json.set(!*show_json))
    };
    html! {
        <div class="scenario-panel" id="scenario-panel">
            <section class="editor">
                <h3 class="panel-title">{ "Built-in scenarios" }</h3>
                <div class="row">
                    <select id="builtin" onchange={choose} aria-label="Built-in scenario">
                        { for names.iter().map(|(name, title)| html! {
                            <option value={*name} selected={*name == pick.as_str()}>{ title }</option>
                        }) }
                    </select>
                    <button class="btn" id="open-builtin" onclick={open.reform(|_| ())}>{ "Open" }</button>
                </div>
                if let Some(failure) = &*fetching { { waiting(failure.as_deref(), open.clone(), None) } }
                <p class="hint">{ "Opening replaces the current scenario; Ctrl+Z brings it back." }</p>
            </section>
            <section class="editor">
                <FieldInput field={Field::ScenarioName} label="Name" scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} kind={InputKind::Text} />
                <FieldInput field={Field::Description} label="Description" scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} kind={InputKind::Text} />
                if !s.description.is_empty() { <p class="description">{ &s.description }</p> }
            </section>
            <SaveOpen scenario={s.clone()} on_edit={d.clone()} />
            <div class="row files-toggle">
                <button class="btn" id="show-import" onclick={show("import")} aria-expanded={(*files == Some("import")).to_string()}
                        onpointerenter={import.enter} onpointerleave={import.leave} onpointerdown={import.down}
                        onfocus={import.focus}>{ "Import…" }</button>
                <button class="btn" id="show-export" onclick={show("export")} aria-expanded={(*files == Some("export")).to_string()}
                        onpointerenter={export.enter} onpointerleave={export.leave} onpointerdown={export.down}
                        onfocus={export.focus}>{ "Export…" }</button>
            </div>
            if *files == Some("import") { <ImportPanel scenario={s.clone()} on_edit={d.clone()} /> }
            if *files == Some("export") { <ExportPanel scenario={s.clone()} /> }
            <section class="editor">
                <h3 class="panel-title">{ "JSON" }</h3>
                <button class="btn ghost" id="show-json" onclick={toggle_json} aria-expanded={show_json.to_string()}>
                    { if *show_json { "Hide the scenario's JSON" } else { "Show the scenario's JSON" } }
                </button>
                if *show_json {
                    if too_large {
                        <p class="hint" id="scenario-json-large">{ format!(
                            "This scenario's JSON is {} in {} lines, too large to show here: laying out a text box \
                             that size holds the page. Save file writes it; Open file, or a scenario pasted below, \
                             replaces it.",
                            kilobytes(current_json.len()),
                            group(current_lines),
                        ) }</p>
                    }
                    <textarea class="json" id="scenario-json" spellcheck="false" value={text} oninput={typing}
                              placeholder={too_large.then_some("Paste a scenario's JSON here")}
                              aria-label="Scenario JSON" aria-invalid={json_error.is_some().then_some("true")} />
                    if let Some(e) = &*json_error { <p class="spec-error" id="scenario-json-error" role="alert">{ e }</p> }
                    <div class="row">
                        <button class="btn" id="apply-json" onclick={apply} disabled={json.is_none()}>{ "Apply JSON" }</button>
                        <button class="btn ghost" onclick={revert} disabled={json.is_none()}>{ "Revert" }</button>
                    </div>
                }
            </section>
        </div>
    }
}
