//! The root component: wires the state to the components. It reads the [`Playground`], derives the view model
//! for what is on screen, hands each component its data and the callbacks for what it does, and connects the
//! browser (storage, the address bar, keys, animation frames) to [`Action`]s.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use crate::components::charts::ChartsPanel;
use crate::components::cluster::Cluster;
use crate::components::dense::{Dense, Versioned};
use crate::components::event_log::EventLog;
use crate::components::explain::{ExplainContent, ExplainPanel};
use crate::components::pending::PendingLane;
use crate::components::queues::QueuesPanel;
use crate::components::scenario_panel::{ScenarioPanel, ShareButton};
use crate::components::timeline::Timeline;
use crate::components::topology_editor::TopologyEditor;
use crate::components::workload_editor::WorkloadEditor;
use crate::services::keyboard::{self, Shortcut};
use crate::services::{dom, share};
use crate::state::{
    Action, Dispatch, Edit, Notice, Playground, QueueFormAction, RunAction, Select, Selection, Tab, Theme, UiAction,
    ViewMode, DENSE_ABOVE,
};
use crate::view_model::{self, ColourBy, Overlay};

/// localStorage key of the working scenario (JSON).
pub const STORAGE_SCENARIO: &str = "spindle.scenario.v1";
/// localStorage key of the theme choice.
pub const STORAGE_THEME: &str = "spindle.theme";

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let saved = dom::storage_get(STORAGE_SCENARIO);
        let theme = Theme::from_key(&dom::storage_get(STORAGE_THEME).unwrap_or_default());
        Playground::start(saved.as_deref(), &dom::location_hash(), theme)
    });
    let dispatch = state.dispatcher();
    let (run, ui) = (&state.run, &state.ui);
    // Each component gets callbacks for what it does, not the dispatcher; they stay the same across renders, so
    // components whose data did not change are not redrawn.
    let on_run = use_sender::<RunAction>(&dispatch);
    let on_edit = use_sender::<Edit>(&dispatch);
    let on_select = use_sender::<Select>(&dispatch);
    let on_ui = use_sender::<UiAction>(&dispatch);
    let on_stage = use_sender::<QueueFormAction>(&dispatch);
    let on_partition = {
        let d = dispatch.clone();
        use_callback((), move |i: usize, _| d.dispatch(UiAction::SetPartition(i).into()))
    };

    // A consumed share link leaves the address bar, so a reload does not apply it over later edits.
    use_effect_with((), |_| {
        if share::payload_in_hash(&dom::location_hash()).is_some() {
            dom::clear_hash();
        }
    });
    {
        let scenario = run.scenario.clone();
        use_effect_with(run.scenario_version, move |_| {
            if let Ok(json) = serde_json::to_string(&*scenario) {
                dom::storage_set(STORAGE_SCENARIO, &json);
            }
        });
    }
    // Set during render, not in an effect: the canvas reads theme colours in its own effect, which runs first.
    dom::set_theme_attribute(match ui.prefs.theme {
        Theme::System => None,
        t => Some(t.key()),
    });
    use_effect_with(ui.prefs.theme, |theme| dom::storage_set(STORAGE_THEME, theme.key()));
    use_shortcuts(dispatch.clone());
    use_play_loop(run.playing, dispatch.clone());

    // What each node is changes only with the scenario (or, later, with timed topology events).
    let infos = {
        let (sim, scenario) = (run.shared_sim(), run.scenario.clone());
        let nodes = view_model::topology_size(&run.sim());
        use_memo((run.scenario_version, nodes), move |_| view_model::node_infos(&sim.borrow(), &scenario))
    };
    // The chart series walk the whole run: only while the Charts tab is open, once per step.
    let charts = {
        let sim = run.shared_sim();
        let deps = (run.scenario_version, run.sim().step_index(), ui.tab == Tab::Charts);
        use_memo(deps, move |(_, _, open)| open.then(|| Rc::new(view_model::chart_series(&sim.borrow()))))
    };
    let sim = run.sim();
    let by = ui.prefs.colour_by;
    let explain = match &ui.selection {
        Selection::Request { app, request, focus } => {
            view_model::request_explain(&sim, *app, *request, *focus).map(Rc::new)
        }
        _ => None,
    };
    let fresh_from = run.fresh_from.filter(|_| !run.playing || !state.dense());
    let scopes: Vec<String> = view_model::attribute_keys(&run.scenario).into_keys().collect();
    let group_by = ui.prefs.group_by.as_deref().filter(|k| scopes.iter().any(|s| s == k));
    let cluster = Rc::new(view_model::cluster_view(
        &sim,
        &infos,
        by,
        Overlay { fits: explain.as_ref().map(|e| e.rows.as_slice()), fresh_from, group_by },
    ));
    let pending = view_model::pending_views(&sim, by);
    let rejected = view_model::rejected_views(&sim, 3);
    // Only the open tab's content is derived: the event log walks every event of the run.
    let (event_total, events) =
        if ui.tab == Tab::Events { view_model::event_views(&sim, 200) } else { (0, Vec::new()) };
    let queues = (ui.tab == Tab::Queues).then(|| Rc::new(view_model::queues_view(&sim, ui.prefs.partition)));
    let handler = view_model::handler(&sim);
    let (placed, asked) = view_model::progress(&sim);
    let step = sim.step_index();
    let finished = sim.is_finished();
    let now_ms = sim.now_ms();
    drop(sim);
    let dense = state.dense();

    let selected_request = match &ui.selection {
        Selection::Request { app, request, .. } => Some((*app, *request)),
        _ => None,
    };
    let highlight = match &ui.selection {
        Selection::Request { focus, .. } => explain.as_ref().and_then(|e| e.focus.as_ref().map(|f| f.0)).or(*focus),
        _ => None,
    };
    let selected_container = match &ui.selection {
        Selection::Container(w) => Some(w.container),
        Selection::Round(r) => r.focus,
        _ => None,
    };
    let selected_pos = match &ui.selection {
        Selection::Node(r, n) => Some((*r, *n)),
        _ => None,
    };
    let selected_rack = match &ui.selection {
        Selection::Rack(r) => Some(*r),
        _ => None,
    };
    let explain_content = match (&ui.selection, explain) {
        (Selection::Container(w), _) => ExplainContent::Container(w.clone()),
        (Selection::Round(r), _) => ExplainContent::Round(r.clone()),
        (_, Some(e)) => ExplainContent::Request(e),
        _ => ExplainContent::Nothing,
    };

    let send = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(a.clone()))
    };
    let tab_panel = match ui.tab {
        Tab::Explain => html! { <ExplainPanel content={explain_content} on_select={on_select.clone()} /> },
        Tab::Topology => html! {
            <TopologyEditor scenario={run.scenario.clone()} drafts={run.history.drafts.clone()}
                selected_node={selected_pos} selected_rack={selected_rack} on_edit={on_edit.clone()} on_select={on_select.clone()} />
        },
        Tab::Workload => html! {
            <WorkloadEditor scenario={run.scenario.clone()} drafts={run.history.drafts.clone()} on_edit={on_edit.clone()} />
        },
        Tab::Queues => html! {
            <QueuesPanel view={queues.unwrap_or_default()} scenario={run.scenario.clone()} staged={state.queue_form.staged.clone()}
                         selected={match &ui.selection { Selection::Queue(q) => Some(q.clone()), _ => None }}
                         drafts={run.history.drafts.clone()} on_stage={on_stage.clone()} on_select={on_select.clone()}
                         on_partition={on_partition.clone()} on_edit={on_edit.clone()} />
        },
        Tab::Charts => html! {
            <ChartsPanel series={(*charts).clone().unwrap_or_default()} run={run.scenario_version} on_select={on_select.clone()} />
        },
        Tab::Events => html! { <EventLog events={events} total={event_total} on_select={on_select.clone()} /> },
        Tab::Scenario => html! {
            <ScenarioPanel scenario={run.scenario.clone()} drafts={run.history.drafts.clone()} on_edit={on_edit.clone()} />
        },
    };
    let tab_id = |t: Tab| format!("tab-{}", t.label().to_lowercase());
    let view_select = {
        let d = on_ui.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.emit(UiAction::SetView(match v.as_str() {
                "boxes" => ViewMode::Boxes,
                "dense" => ViewMode::Dense,
                _ => ViewMode::Auto,
            }))
        })
    };
    let colour_select = {
        let d = on_ui.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let by = ColourBy::ALL.into_iter().find(|c| c.name() == v).unwrap_or_default();
            d.emit(UiAction::SetColourBy(by))
        })
    };
    let group_select = {
        let d = on_ui.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.emit(UiAction::SetGroupBy((!v.is_empty()).then_some(v)))
        })
    };
    let theme_select = {
        let d = on_ui.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.emit(UiAction::SetTheme(Theme::from_key(&v)))
        })
    };

    html! {
        <div class="app" data-ready="true" data-step={step.to_string()} data-playing={run.playing.to_string()}
             data-view={if dense { "dense" } else { "boxes" }}>
            <header class="topbar">
                <span class="brand">{ "Spindle" }<small>{ "YARN placement playground" }</small></span>
                <span class="scenario-title" id="scenario-title" title={run.scenario.description.clone()}>{ &run.scenario.name }</span>
                <div class="group" role="group" aria-label="Edit history">
                    <button class="btn ghost" id="undo" onclick={send(Action::Undo)} disabled={!run.history.can_undo()}
                            aria-keyshortcuts="Control+Z" title="Undo the last edit (Ctrl+Z)">{ "↶ Undo" }</button>
                    <button class="btn ghost" id="redo" onclick={send(Action::Redo)} disabled={!run.history.can_redo()}
                            aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)">{ "↷ Redo" }</button>
                </div>
                <ShareButton scenario={run.scenario.clone()} />
                <label class="compact">
                    <span class="sr-only">{ "Theme" }</span>
                    <select id="theme" onchange={theme_select} aria-label="Theme">
                        { for Theme::ALL.iter().map(|t| html! {
                            <option value={t.key()} selected={*t == ui.prefs.theme}>
                                { match t { Theme::System => "◐ System", Theme::Light => "☀ Light", Theme::Dark => "☾ Dark" } }
                            </option>
                        }) }
                    </select>
                </label>
            </header>
            if let Some(n) = &ui.notice {
                <div class={classes!("notice", matches!(n, Notice::Error(_)).then_some("error"))} id="notice"
                     role={if matches!(n, Notice::Error(_)) { "alert" } else { "status" }}>
                    <span>{ match n { Notice::Error(t) | Notice::Info(t) => t.clone() } }</span>
                    <button class="btn ghost" onclick={on_ui.reform(|_| UiAction::DismissNotice)} aria-label="Dismiss this message">{ "✕" }</button>
                </div>
            }
            <Timeline step={step} furthest={run.furthest} finished={finished} playing={run.playing}
                      speed={run.speed} now_ms={now_ms} placed={placed} asked={asked} handler={handler}
                      on_run={on_run.clone()} on_edit={on_edit.clone()} />
            <div class="workspace">
                <main class="stage" aria-label="Cluster and pending requests">
                    <PendingLane requests={pending} rejected={rejected} selected={selected_request} on_select={on_select.clone()} />
                    <div class="view-bar">
                        <label>{ "Colour by " }
                            <select id="colour-by" onchange={colour_select}>
                                { for ColourBy::ALL.iter().map(|c| html! {
                                    <option value={c.name()} selected={*c == by}>{ c.name() }</option>
                                }) }
                            </select>
                        </label>
                        <label>{ "View " }
                            <select id="view-mode" onchange={view_select}>
                                <option value="auto" selected={ui.prefs.view == ViewMode::Auto}>{ format!("auto (canvas above {DENSE_ABOVE} nodes)") }</option>
                                <option value="boxes" selected={ui.prefs.view == ViewMode::Boxes}>{ "boxes (SVG)" }</option>
                                <option value="dense" selected={ui.prefs.view == ViewMode::Dense}>{ "dense (canvas)" }</option>
                            </select>
                        </label>
                        if !scopes.is_empty() {
                            <label title="Show custom scopes (node attributes such as fault domains) as the columns">{ "Group by " }
                                <select id="group-by" onchange={group_select}>
                                    <option value="" selected={group_by.is_none()}>{ "rack" }</option>
                                    { for scopes.iter().map(|k| html! {
                                        <option value={k.clone()} selected={group_by == Some(k.as_str())}>{ format!("@{k}") }</option>
                                    }) }
                                </select>
                            </label>
                        }
                        <ul class="legend" aria-label={format!("Colours by {}", by.name())}>
                            { for cluster.legend.iter().take(12).map(|(name, c)| html! {
                                <li><span class="swatch" style={format!("background:{}", view_model::colour(*c))}></span>{ name }</li>
                            }) }
                        </ul>
                    </div>
                    if dense {
                        <Dense view={Versioned(cluster.clone(), state.version)} theme={ui.prefs.theme}
                               highlight={highlight} selected_container={selected_container}
                               explaining={selected_request.is_some()} on_select={on_select.clone()} />
                    } else {
                        <Cluster view={cluster.clone()} highlight={highlight} selected_container={selected_container}
                                 selected_node={selected_pos} selected_rack={selected_rack}
                                 explaining={selected_request.is_some()} on_select={on_select.clone()} on_edit={on_edit.clone()} />
                    }
                </main>
                <aside class="sidebar" aria-label="Inspector">
                    <div class="tabs" role="tablist" aria-label="Panels">
                        { for Tab::ALL.iter().map(|t| {
                            let t = *t;
                            html! {
                                <button role="tab" id={tab_id(t)} class="tab" aria-selected={(ui.tab == t).to_string()}
                                        aria-controls="panel"
                                        onclick={on_ui.reform(move |_| UiAction::SetTab(t))}>{ t.label() }</button>
                            }
                        }) }
                    </div>
                    <div class="panel" id="panel" role="tabpanel" aria-labelledby={tab_id(ui.tab)} key={tab_id(ui.tab)}>
                        { tab_panel }
                    </div>
                </aside>
            </div>
        </div>
    }
}

/// A callback that sends `A`s to the playground. It is the same across renders (the dispatcher is), so components
/// comparing their props are not redrawn for a new closure.
#[hook]
fn use_sender<A: Into<Action> + 'static>(dispatch: &Dispatch) -> Callback<A> {
    let d = dispatch.clone();
    use_callback((), move |a: A, _| d.dispatch(a.into()))
}

/// Space, arrows, Ctrl+Z / Ctrl+Shift+Z and Escape anywhere on the page (see [`keyboard`]).
#[hook]
fn use_shortcuts(dispatch: Dispatch) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            // Not passive: the shortcut's default (scrolling on Space and arrows) must be prevented.
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            gloo::events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                let target = match target {
                    Some(el) => {
                        let tag = el.tag_name().to_ascii_uppercase();
                        let editable = el.dyn_ref::<web_sys::HtmlElement>().is_some_and(|h| h.is_content_editable());
                        let range = el.dyn_ref::<web_sys::HtmlInputElement>().is_some_and(|i| i.type_() == "range");
                        if range {
                            keyboard::Target::Slider
                        } else if editable || matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
                            keyboard::Target::Field
                        } else if matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
                            || el.get_attribute("role").is_some_and(|r| r == "button" || r == "tab")
                        {
                            keyboard::Target::Button
                        } else {
                            keyboard::Target::Other
                        }
                    }
                    None => keyboard::Target::Other,
                };
                let Some(s) =
                    keyboard::shortcut(&e.key(), e.ctrl_key() || e.meta_key(), e.shift_key(), e.alt_key(), target)
                else {
                    return;
                };
                e.prevent_default();
                dispatch.dispatch(match s {
                    Shortcut::TogglePlay => RunAction::TogglePlay.into(),
                    Shortcut::Step => RunAction::Step.into(),
                    Shortcut::StepBack => RunAction::StepBack.into(),
                    Shortcut::Undo => Action::Undo,
                    Shortcut::Redo => Action::Redo,
                    Shortcut::ClearSelection => Select::Clear.into(),
                });
            })
        });
        move || drop(listener)
    });
}

/// While playing, one [`RunAction::Tick`] per animation frame; the reducer bounds each frame's work.
#[hook]
fn use_play_loop(playing: bool, dispatch: Dispatch) {
    use_effect_with(playing, move |playing| {
        type Frame = Rc<RefCell<Option<wasm_bindgen::closure::Closure<dyn FnMut(f64)>>>>;
        let frame: Frame = Rc::default();
        let id = Rc::new(Cell::new(None::<i32>));
        if *playing {
            let last = Cell::new(None::<f64>);
            let (again, id2) = (frame.clone(), id.clone());
            *frame.borrow_mut() = Some(wasm_bindgen::closure::Closure::new(move |t: f64| {
                let elapsed = last.get().map_or(1000.0 / 60.0, |l| t - l);
                last.set(Some(t));
                dispatch.dispatch(RunAction::Tick { elapsed_ms: elapsed }.into());
                if let (Some(w), Some(f)) = (web_sys::window(), again.borrow().as_ref()) {
                    use wasm_bindgen::JsCast;
                    id2.set(w.request_animation_frame(f.as_ref().unchecked_ref()).ok());
                }
            }));
            if let (Some(w), Some(f)) = (web_sys::window(), frame.borrow().as_ref()) {
                use wasm_bindgen::JsCast;
                id.set(w.request_animation_frame(f.as_ref().unchecked_ref()).ok());
            }
        }
        move || {
            if let (Some(w), Some(i)) = (web_sys::window(), id.get()) {
                let _ = w.cancel_animation_frame(i);
            }
            // Dropping the closure breaks the cycle (it holds the cell it lives in).
            frame.borrow_mut().take();
        }
    });
}
