//! The root component: wires the state to the components. It reads the [`Playground`], derives the view model
//! for what is on screen, hands each component its data and the callbacks for what it does, and connects the
//! browser (storage, the address bar, keys, animation frames) to [`Action`]s.

mod hooks;

use std::rc::Rc;

use spindle_core::gallery::{Entry, Topic};
use yew::prelude::*;

use crate::components::announcer::Announcer;
use crate::components::charts::{ChartsProps, CHARTS};
use crate::components::cluster::Cluster;
use crate::components::compare::{CompareTabProps, COMPARE};
use crate::components::dense::{DenseProps, Versioned, DENSE};
use crate::components::embed::EmbedFrame;
use crate::components::event_log::EventLog;
use crate::components::event_markers::EventMarkers;
use crate::components::explain::{ExplainContent, ExplainPanel};
use crate::components::gallery::{GalleryProps, GALLERY};
use crate::components::glossary::{self, GlossaryProps, GLOSSARY};
use crate::components::intro::Intro;
use crate::components::lazy::{keyboard_focus, Chunk};
use crate::components::lesson::{LessonProps, LESSON};
use crate::components::notice::NoticeBar;
use crate::components::panel_toggle::{CollapsedStrip, PanelToggle};
use crate::components::pending::PendingLane;
use crate::components::queues::{QueuesProps, QUEUES_TAB};
use crate::components::scenario_panel::{ScenarioProps, SCENARIO_TAB};
use crate::components::timeline::Timeline;
use crate::components::top_bar::TopBar;
use crate::components::topology_editor::{TopologyProps, TOPOLOGY_TAB};
use crate::components::view_bar::ViewBar;
use crate::components::workload_editor::{WorkloadProps, WORKLOAD_TAB};
use crate::scenarios::DEFAULT_JSON;
use crate::services::content::CONTENT;
use crate::services::{dom, engine, explain, preemption, reader, share};
use crate::state::lesson::{progress_key, LessonRun};
use crate::state::{
    Action, CompareAction, Edit, Notice, Panel, Playground, Presentation, QueueFormAction, RunAction, Select,
    Selection, Tab, Theme, UiAction,
};
use crate::view_model::{self, Overlay};
use hooks::{use_focus_keeper, use_hash_links, use_play_loop, use_report_in_view, use_sender, use_shortcuts};

/// localStorage key of the working scenario (JSON).
pub const STORAGE_SCENARIO: &str = "spindle.scenario.v1";
/// localStorage key of the theme choice.
pub const STORAGE_THEME: &str = "spindle.theme";
/// localStorage key set once the first-visit introduction was closed.
pub const STORAGE_INTRO_SEEN: &str = "spindle.intro.seen";
/// localStorage key of presenter mode and the collapsed panels ([`Presentation::key`]).
pub const STORAGE_PRESENTATION: &str = "spindle.presentation";

/// What covers the playground, if anything: the teaching views.
#[derive(Clone, Debug, PartialEq)]
enum Cover {
    None,
    /// The first-visit introduction; `then_gallery` on a first visit (the gallery is what a visitor sees next).
    Intro {
        then_gallery: bool,
    },
    Gallery,
    /// The glossary, at a term.
    Glossary(Option<String>),
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let saved = dom::storage_get(STORAGE_SCENARIO);
        let theme = Theme::from_key(&dom::storage_get(STORAGE_THEME).unwrap_or_default());
        let mut p = Playground::start(saved.as_deref(), &dom::location_hash(), theme);
        let mut shown = Presentation::from_key(&dom::storage_get(STORAGE_PRESENTATION).unwrap_or_default());
        // `?presenter` in a link opens in presenter mode (a teacher's bookmark for the classroom).
        shown.presenter |= Presentation::asked_by_query(&dom::location_search());
        p.ui.prefs.presentation = shown;
        p
    });
    let dispatch = state.dispatcher();
    let (run, ui) = (&state.run, &state.ui);
    let select_raw = use_sender::<Select>(&dispatch);
    let cover = use_state(|| {
        if dom::storage_get(STORAGE_INTRO_SEEN).is_some() {
            Cover::None
        } else {
            Cover::Intro { then_gallery: !share::is_link(&dom::location_hash()) }
        }
    });
    let show = |c: Cover| {
        let cover = cover.clone();
        Callback::from(move |_: ()| cover.set(c.clone()))
    };
    let on_term = {
        let cover = cover.clone();
        Callback::from(move |id: String| cover.set(Cover::Glossary(Some(id))))
    };
    let close_intro = {
        let cover = cover.clone();
        Callback::from(move |_: ()| {
            dom::storage_set(STORAGE_INTRO_SEEN, "1");
            let next = match *cover {
                Cover::Intro { then_gallery: true } => Cover::Gallery,
                _ => Cover::None,
            };
            cover.set(next);
        })
    };
    // How many of the newest events the Events tab lists ("Show older" adds 200).
    let event_limit = use_state(|| 200usize);
    let lesson = use_state(|| None::<LessonRun>);
    // Every lesson change moves the run to the step it shows and keeps the learner's progress.
    let set_lesson = {
        let (lesson, d) = (lesson.clone(), dispatch.clone());
        Callback::from(move |next: Option<LessonRun>| {
            if let Some(l) = &next {
                dom::storage_set(&progress_key(l.entry.name), &l.at.to_string());
                d.dispatch(RunAction::Seek(l.sim_step()).into());
            }
            lesson.set(next);
        })
    };
    let open_entry = {
        let (cover, d, set_lesson) = (cover.clone(), dispatch.clone(), set_lesson.clone());
        Callback::from(move |name: &'static str| {
            dom::storage_set(STORAGE_INTRO_SEEN, "1");
            cover.set(Cover::None);
            let Some(entry) = spindle_core::gallery::entry(name) else { return };
            // The scenario and its lesson are served content: fetched now unless the gallery was opened before.
            let fetching = CONTENT.get().is_none();
            if fetching {
                d.dispatch(UiAction::Notify(Notice::Info(format!("Loading “{}”…", entry.title))).into());
            }
            let (d, set_lesson) = (d.clone(), set_lesson.clone());
            CONTENT.load(move |content| {
                let notify = |n: Notice| d.dispatch(UiAction::Notify(n).into());
                let content = match content {
                    Ok(c) => c,
                    Err(why) => {
                        return notify(Notice::EntryNotLoaded {
                            text: format!("“{}” could not be loaded: {why}. Nothing was lost.", entry.title),
                            entry: entry.name,
                        })
                    }
                };
                if fetching {
                    d.dispatch(UiAction::DismissNotice.into());
                }
                let s = match content.scenario(entry) {
                    Ok(s) => s,
                    Err(e) => return notify(Notice::Error(e.to_string())),
                };
                // The scenario and its lesson both run it: one that uses preemption waits for the policy first.
                let needed = preemption::needed_for(&s);
                let d2 = d.clone();
                let open = move |policy: Result<(), String>| {
                    let d = d2;
                    let notify = |n: Notice| d.dispatch(UiAction::Notify(n).into());
                    if let Err(why) = policy {
                        return notify(Notice::Error(format!(
                            "“{}” uses preemption, and {why}. Nothing was lost: open it again to try again.",
                            entry.title
                        )));
                    }
                    d.dispatch(Edit::Replace(Box::new(s)).into());
                    // A lesson is offered where it was left (its first step on a first visit).
                    let at = dom::storage_get(&progress_key(name)).and_then(|v| v.parse().ok()).unwrap_or(0);
                    match entry.lesson.map(|_| LessonRun::open(entry, content, at)) {
                        Some(Ok(run)) => set_lesson.emit(Some(run)),
                        Some(Err(e)) => notify(Notice::Error(e)),
                        None => set_lesson.emit(None),
                    }
                };
                if needed {
                    notify(Notice::Info(format!("Loading “{}”…", entry.title)));
                    preemption::load(open);
                } else {
                    open(Ok(()));
                }
            });
        })
    };
    // "Try again" on an entry that could not be fetched: the error goes, and the entry is opened again.
    let retry_entry = {
        let (d, open_entry) = (dispatch.clone(), open_entry.clone());
        Callback::from(move |name: &'static str| {
            d.dispatch(UiAction::DismissNotice.into());
            open_entry.emit(name);
        })
    };
    // "Try again" on a share link whose decoder could not be fetched: the link is opened again.
    let retry_link = {
        let d = dispatch.clone();
        Callback::from(move |link: String| d.dispatch(Action::OpenLink(link)))
    };
    // `#lesson=NAME` opens a lesson directly (what it needs is on its way since the page started: `prefetch_entry`).
    {
        let open_entry = open_entry.clone();
        let cover = cover.clone();
        use_effect_with((), move |_| {
            if let Some(e) = lesson_link(&dom::location_hash()) {
                open_entry.emit(e.name);
                cover.set(Cover::None);
            }
        });
    }
    let on_lesson_go = {
        let (lesson, set_lesson) = (lesson.clone(), set_lesson.clone());
        Callback::from(move |at: usize| {
            if let Some(mut l) = (*lesson).clone() {
                l.go(at);
                set_lesson.emit(Some(l));
            }
        })
    };
    let on_lesson_choose = {
        let lesson = lesson.clone();
        Callback::from(move |(q, c): (usize, usize)| {
            if let Some(mut l) = (*lesson).clone() {
                l.choose(q, c);
                lesson.set(Some(l));
            }
        })
    };
    // While a prediction is awaited, a click on a node answers it instead of selecting the node.
    let on_select = {
        let (lesson, set_lesson, on_select, scenario) =
            (lesson.clone(), set_lesson.clone(), select_raw.clone(), run.scenario.clone());
        Callback::from(move |sel: Select| {
            if let (Select::Node(r, n), Some(l)) = (&sel, (*lesson).as_ref()) {
                let name = scenario.cluster.racks.get(*r).and_then(|rack| rack.nodes.get(*n)).map(|n| n.name.clone());
                let mut l = l.clone();
                if name.is_some_and(|name| l.predict(&name)) {
                    return set_lesson.emit(Some(l));
                }
            }
            on_select.emit(sel)
        })
    };
    let first_lesson = {
        let open_entry = open_entry.clone();
        Callback::from(move |_: ()| {
            if let Some(e) = spindle_core::gallery::lessons().next() {
                open_entry.emit(e.name);
            }
        })
    };
    // Each component gets callbacks for what it does, not the dispatcher; they stay the same across renders, so
    // components whose data did not change are not redrawn.
    let on_run = use_sender::<RunAction>(&dispatch);
    let on_edit = use_sender::<Edit>(&dispatch);
    let on_ui = use_sender::<UiAction>(&dispatch);
    let on_stage = use_sender::<QueueFormAction>(&dispatch);
    let on_compare = use_sender::<CompareAction>(&dispatch);
    let on_partition = {
        let d = dispatch.clone();
        use_callback((), move |i: usize, _| d.dispatch(UiAction::SetPartition(i).into()))
    };
    let on_history = {
        let d = dispatch.clone();
        use_callback((), move |back: bool, _| d.dispatch(if back { Action::Undo } else { Action::Redo }))
    };
    let on_theme = {
        let d = dispatch.clone();
        use_callback((), move |t: Theme, _| d.dispatch(UiAction::SetTheme(t).into()))
    };

    // A consumed share link leaves the address bar, so a reload does not apply it over later edits. An embedded
    // page keeps its link (a reload of the frame shows the same) and never saves over the visitor's own scenario.
    // A link still waiting for its decoder, or whose decoder could not be fetched, stays too (a reload tries again).
    let embed = ui.embed.clone();
    let link_pending = state.awaiting_link.is_some() || ui.notice.as_ref().is_some_and(|n| n.retry_link().is_some());
    use_effect_with((embed.is_some(), link_pending), |&(embedded, pending)| {
        if !embedded && !pending && share::is_link(&dom::location_hash()) {
            dom::clear_hash();
        }
    });
    {
        // Nor while the saved scenario waits for the scenario reader or the preemption policy (the default is open
        // meanwhile), or after either failed, until the user edits: a failed load, or a reload, must find the
        // user's scenario still saved.
        let restoring = matches!(state.awaiting_policy, Some(Action::Restore(..)))
            || state.awaiting_saved.is_some()
            || state.keep_saved.is_some();
        let (scenario, embedded) = (run.scenario.clone(), embed.is_some());
        use_effect_with(run.scenario_version, move |&version| {
            if embedded || restoring {
                return;
            }
            // Version 0 is the default the page starts on (`Playground::start`: a saved scenario or a link opens
            // over it as a later version), saved as its JSON is written out, without serialising it.
            if version == 0 {
                return dom::storage_set(STORAGE_SCENARIO, DEFAULT_JSON);
            }
            if let Ok(json) = serde_json::to_string(&*scenario) {
                if Playground::saved_to_read(Some(&json), "").is_some() {
                    reader::prefetch();
                }
                dom::storage_set(STORAGE_SCENARIO, &json);
            }
        });
    }
    // Set during render, not in an effect: the canvas reads theme colours in its own effect, which runs first.
    dom::set_dark_palette_media(match ui.prefs.theme {
        Theme::System => "(prefers-color-scheme: dark)",
        Theme::Dark => "all",
        Theme::Light => "not all",
    });
    use_effect_with(ui.prefs.theme, |theme| dom::storage_set(STORAGE_THEME, theme.key()));
    let shown = ui.prefs.presentation;
    use_effect_with(shown, |p| dom::storage_set(STORAGE_PRESENTATION, &p.key()));
    let on_panel = {
        let d = dispatch.clone();
        use_callback((), move |p: Panel, _| d.dispatch(UiAction::TogglePanel(p).into()))
    };
    let collapsed = |p: Panel| shown.is_collapsed(p);
    // The simulator's step path is a chunk (`services::engine`): fetched once the playground has mounted, quietly, so
    // a first Step seldom waits; a move made before it is here waits for it, and fetches it again if that failed.
    {
        let d = dispatch.clone();
        use_effect_with((), move |_| {
            engine::load(move |got| {
                if got.is_ok() {
                    d.dispatch(Action::EngineLoaded)
                }
            })
        });
    }
    {
        let d = dispatch.clone();
        use_effect_with(state.awaiting_engine.is_some(), move |&awaiting| {
            if awaiting {
                engine::load(move |got| {
                    d.dispatch(match got {
                        Ok(()) => Action::EngineLoaded,
                        Err(why) => Action::EngineFailed(why),
                    })
                })
            }
        });
    }
    // An action that runs a scenario with preemption waits for the policy's chunk (`services::preemption`).
    {
        let d = dispatch.clone();
        // The link the page was opened with opens over the saved scenario once the policy is here or has failed:
        // its decoder is fetched first, so that outcome finds it here and says where the page stands (a failed
        // fetch is tried again when the link is opened).
        let link_too = matches!(state.awaiting_policy, Some(Action::Restore(_, Some(_))));
        use_effect_with(state.awaiting_policy.is_some(), move |&awaiting| {
            if awaiting {
                let policy = move || {
                    preemption::load(move |got| {
                        d.dispatch(match got {
                            Ok(()) => Action::PolicyLoaded,
                            Err(why) => Action::PolicyFailed(why),
                        })
                    })
                };
                if link_too {
                    share::load(Box::new(move |_| policy()));
                } else {
                    policy();
                }
            }
        });
    }
    // The saved scenario waits for the scenario reader's chunk (`services::reader`); the decoder of a link the page
    // was opened with is fetched beside it, for the link opens over the saved scenario next.
    {
        let d = dispatch.clone();
        let link_too = state.awaiting_saved.as_ref().is_some_and(|a| a.link.is_some());
        use_effect_with(state.awaiting_saved.is_some(), move |&awaiting| {
            if awaiting {
                if link_too {
                    share::load(Box::new(|_| {}));
                }
                reader::load(move |got| {
                    d.dispatch(match got {
                        Ok(()) => Action::ReaderLoaded,
                        Err(why) => Action::ReaderFailed(why),
                    })
                });
            }
        });
    }
    // A selection waits for the explanations' chunk (`services::explain`), which the page fetches a moment after it
    // has mounted (not in an embedded page, which draws no explanation), so that a first click rarely waits. Not at
    // once: instantiating the chunk and the small chunks it shares is main-thread work that made a Step clicked as
    // the page became ready 50-100 ms later (docs/toolchain.md, explain13). A first visit's introduction leads to
    // the gallery and to the first lesson: the gallery's chunk, the served content both draw and the lesson panel's
    // chunk are fetched at the same moment, while the visitor reads, so either opens at once (a failure is forgotten
    // there too: the view fetches again and says so).
    {
        let d = dispatch.clone();
        let embedded = embed.is_some();
        let gallery_next = matches!(*cover, Cover::Intro { then_gallery: true });
        use_effect_with((), move |_| {
            let prefetch = (!embedded).then(|| {
                gloo::timers::callback::Timeout::new(explain::PREFETCH_AFTER_MS, move || {
                    if gallery_next {
                        GALLERY.chunk().prefetch();
                        spindle_core::gallery::lessons().next().into_iter().for_each(prefetch_entry);
                    }
                    yew::platform::spawn_local(async {
                        // A failure is not remembered: the first selection fetches again, and says so if it fails.
                        let _ = explain::fetch().await;
                    })
                })
            });
            move || drop(prefetch)
        });
        use_effect_with(state.awaiting_explain.is_some(), move |&awaiting| {
            if awaiting {
                explain::load(move |got| {
                    d.dispatch(match got {
                        Ok(()) => Action::ExplainLoaded,
                        Err(why) => Action::ExplainFailed(why),
                    })
                });
            }
        });
    }
    // A share link waits for the link decoder's chunk (`services::share`).
    {
        let d = dispatch.clone();
        use_effect_with(state.awaiting_link.is_some(), move |&awaiting| {
            if awaiting {
                share::load(Box::new(move |got| {
                    d.dispatch(match got {
                        Ok(()) => Action::LinkDecoderLoaded,
                        Err(why) => Action::LinkDecoderFailed(why),
                    })
                }));
            }
        });
    }
    use_shortcuts(dispatch.clone());
    use_focus_keeper();
    use_hash_links(dispatch.clone());
    use_play_loop(run.playing, dispatch.clone());
    use_report_in_view(match &ui.selection {
        Selection::Container(w) => Some(format!("container {}", w.container)),
        Selection::Round(r) => Some(format!("round {} {:?}", r.step, r.focus)),
        Selection::Request { app, request, .. } => Some(format!("request {app} {request}")),
        _ => None,
    });

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
    // The chips of nodes whose containers did not change are carried from frame to frame.
    let chip_cache = use_mut_ref(view_model::ChipCache::default);
    let rejected_cache = use_mut_ref(view_model::RejectedCache::default);
    let sim = run.sim();
    let by = ui.prefs.colour_by;
    let explain = match &ui.selection {
        Selection::Request { app, request, focus } => explain::request(&sim, *app, *request, *focus).map(Rc::new),
        _ => None,
    };
    let fresh_from = run.fresh_from.filter(|_| !run.playing || !state.dense());
    // Reading 10,000 nodes' attributes every frame showed in the profile; they change only with the scenario.
    let scopes: Rc<Vec<String>> = {
        let scenario = run.scenario.clone();
        (*use_memo(run.scenario_version, move |_| {
            Rc::new(view_model::attribute_keys(&scenario).iter().cloned().collect::<Vec<String>>())
        }))
        .clone()
    };
    let group_by = ui.prefs.group_by.as_deref().filter(|k| scopes.iter().any(|s| s == k));
    let cluster = Rc::new(chip_cache.borrow_mut().cluster_view(
        &sim,
        &infos,
        by,
        Overlay { fits: explain.as_ref().map(|e| e.rows.as_slice()), fresh_from, group_by },
        run.scenario_version,
    ));
    let explained = if run.playing && state.dense() {
        view_model::EXPLAINED_WHILE_PLAYING_DENSE
    } else {
        view_model::EXPLAINED_PENDING
    };
    let words = chip_cache.borrow().words(run.scenario_version, by);
    let (pending, pending_total) = view_model::pending_views(&sim, by, explained, words.as_deref());
    let rejected = rejected_cache.borrow_mut().rejected_views(&sim, 3, run.scenario_version);
    let handler = view_model::handler(&sim);
    let (placed, asked) = view_model::progress(&sim);
    let step = sim.step_index();
    let finished = sim.is_finished();
    let now_ms = sim.now_ms();
    let announcement = view_model::step_announcement(&sim);
    let memory_only = view_model::memory_only(&sim);
    drop(sim);
    let dense = state.dense();
    let markers =
        (!run.scenario.events.is_empty()).then(|| Rc::new(view_model::event_markers(&run.scenario, &run.sim())));

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

    let tab_panel = match ui.tab {
        Tab::Explain => {
            html! { <ExplainPanel content={explain_content} on_select={on_select.clone()} on_term={on_term.clone()} /> }
        }
        tab => {
            let callbacks = TabCallbacks {
                on_edit: &on_edit,
                on_select: &on_select,
                on_stage: &on_stage,
                on_ui: &on_ui,
                on_partition: &on_partition,
                on_compare: &on_compare,
                on_run: &on_run,
            };
            other_tab(tab, &state, (selected_pos, selected_rack), (*charts).clone(), &event_limit, callbacks)
        }
    };
    // The labels are ASCII: the ASCII lower case keeps Unicode's case tables out of the first page.
    let tab_id = |t: Tab| format!("tab-{}", t.label().to_ascii_lowercase());
    // The ARIA tab pattern: one tab stop for the list; arrows, Home and End move to and select another tab.
    let on_tab_key = {
        let (on_ui, current) = (on_ui.clone(), ui.tab);
        Callback::from(move |e: KeyboardEvent| {
            let Some(next) = current.moved_by(&e.key()) else { return };
            e.prevent_default();
            on_ui.emit(UiAction::SetTab(next));
            crate::services::dom::focus(&tab_id(next));
        })
    };
    let timeline = html! {
        <Timeline step={step} furthest={run.furthest} finished={finished} end_known={run.end_known} playing={run.playing}
                  speed={run.speed} now_ms={now_ms} placed={placed} asked={asked} handler={handler}
                  on_run={on_run.clone()} on_edit={on_edit.clone()} />
    };
    // What the run waits for (tests wait for it to go): the saved scenario that needs the scenario reader's chunk,
    // an action that needs the preemption policy's chunk, a share link that needs the link decoder's, a selection
    // that needs the explanations', a move through the run that needs the simulator's step path.
    let loading = if state.awaiting_saved.is_some() {
        Some("saved-scenario")
    } else if state.awaiting_link.is_some() {
        Some("link-decoder")
    } else if state.awaiting_policy.is_some() {
        Some("preemption-policy")
    } else if state.awaiting_explain.is_some() {
        Some("explain")
    } else {
        state.awaiting_engine.is_some().then_some("simulator")
    };
    // Whether the step path is here: a move made now is made at once (browser tests wait for it; the waiting itself
    // is `data-loading="simulator"`).
    let engine = run.engine.is_some().then_some("ready");
    if let Some(fragment) = &embed {
        return embedded_page(EmbeddedPage {
            fragment,
            state: &state,
            step,
            dense,
            loading,
            engine,
            timeline,
            cluster,
            highlight,
            selected_container,
            selected_node: selected_pos,
            selected_rack,
            on_select: &on_select,
        });
    }
    // The gallery and the glossary draw served content as well as their code: a pointer resting on either button
    // fetches both (the content's reader with it: `Served::load`).
    let gallery_approach = GALLERY.chunk().approach(Some(|| CONTENT.load(|_| {})));
    let glossary_approach = glossary::approach();
    html! {
        <div class={classes!("app", shown.presenter.then_some("presenter"))} data-ready="true" data-step={step.to_string()}
             data-loading={loading} data-engine={engine} data-playing={run.playing.to_string()}
             data-view={if dense { "dense" } else { "boxes" }}>
            <div class="skip-links">
                <a class="skip-link" href="#cluster-view" onclick={skip_to(&["cluster-view", "dense"])}>{ "Skip to the cluster" }</a>
                <a class="skip-link" href="#step" onclick={skip_to(&["step"])}>{ "Skip to the timeline controls" }</a>
                <a class="skip-link" href="#panel" onclick={skip_to(&[&tab_id(ui.tab)])}>{ "Skip to the side panels" }</a>
            </div>
            <TopBar scenario={run.scenario.clone()} can_undo={run.history.can_undo()} can_redo={run.history.can_redo()}
                    theme={ui.prefs.theme} step={step} on_history={on_history} on_theme={on_theme}>
                <button class="btn ghost" id="open-gallery" onclick={show(Cover::Gallery).reform(|_| ())}
                        onpointerenter={gallery_approach.enter} onpointerleave={gallery_approach.leave}
                        onpointerdown={gallery_approach.down} onfocus={gallery_approach.focus}>{ "▦ Gallery" }</button>
                <button class="btn ghost" id="open-glossary" onclick={show(Cover::Glossary(None)).reform(|_| ())}
                        onpointerenter={glossary_approach.enter} onpointerleave={glossary_approach.leave}
                        onpointerdown={glossary_approach.down} onfocus={glossary_approach.focus}>{ "Glossary" }</button>
                <button class={classes!("btn", "ghost", shown.presenter.then_some("on"))} id="toggle-presenter"
                        aria-pressed={shown.presenter.to_string()} aria-keyshortcuts="P"
                        title="Presenter mode for a projector: larger type, the cluster fitted to the screen (P)"
                        onclick={on_ui.reform(|_| UiAction::TogglePresenter)}>{ "Present" }</button>
                <button class="btn ghost" id="open-help" aria-label="Help: the introduction"
                        onclick={show(Cover::Intro { then_gallery: false }).reform(|_| ())}>{ "?" }</button>
            </TopBar>
            { match &*cover {
                Cover::None => html! {},
                Cover::Intro { .. } => html! {
                    <Intro on_close={close_intro.clone()} on_gallery={open_entry_gallery(&cover)} on_lesson={first_lesson}
                           on_term={on_term.clone()} />
                },
                Cover::Gallery => html! {
                    { GALLERY.dialog(GalleryProps { on_open: open_entry.clone(), on_term: on_term.clone(), on_close: show(Cover::None) }, show(Cover::None)) }
                },
                Cover::Glossary(focus) => html! {
                    { GLOSSARY.dialog(GlossaryProps { focus: focus.clone(), on_close: show(Cover::None) }, show(Cover::None)) }
                },
            } }
            <Announcer text={announcement} playing={run.playing} />
            { timeline }
            if let Some(markers) = markers {
                <EventMarkers markers={markers} on_run={on_run.clone()} />
            }
            // Below the bars, so a notice that comes with a click ("Loading the simulator…" after Step) never moves
            // the buttons under the pointer: a second click lands where the first did.
            if let Some(n) = &ui.notice {
                <NoticeBar notice={n.clone()} on_dismiss={on_ui.reform(|_| UiAction::DismissNotice)}
                           on_retry={retry_entry} on_retry_link={retry_link} />
            }
            <div class={classes!("workspace", lesson.is_some().then_some("with-lesson"),
                                 collapsed(Panel::Lesson).then_some("lesson-collapsed"),
                                 collapsed(Panel::Inspector).then_some("inspector-collapsed"))}>
                <main class="stage" aria-label="Cluster and pending requests">
                    if collapsed(Panel::Pending) {
                        <CollapsedStrip panel={Panel::Pending} collapsed=true on_toggle={on_panel.clone()} />
                    } else {
                        <div class="pending-wrap">
                            <PendingLane requests={pending} total={pending_total} rejected={rejected} selected={selected_request} on_select={on_select.clone()} />
                            <PanelToggle panel={Panel::Pending} collapsed=false on_toggle={on_panel.clone()} />
                        </div>
                    }
                    <ViewBar colour_by={by} view={ui.prefs.view} scopes={scopes} group_by={group_by.map(str::to_string)}
                             legend={cluster.legend.clone()} memory_only={memory_only} on_ui={on_ui.clone()} />
                    if dense {
                        { DENSE.html(DenseProps { view: Versioned(cluster.clone(), state.version), theme: ui.prefs.theme,
                                                  highlight, selected_container, explaining: selected_request.is_some(),
                                                  on_select: on_select.clone() }) }
                    } else {
                        <Cluster view={cluster.clone()} highlight={highlight} selected_container={selected_container}
                                 selected_node={selected_pos} selected_rack={selected_rack} fit={shown.presenter}
                                 explaining={selected_request.is_some()} on_select={on_select.clone()} on_edit={on_edit.clone()} />
                    }
                </main>
                if let Some(l) = &*lesson {
                    if collapsed(Panel::Lesson) {
                        <CollapsedStrip panel={Panel::Lesson} collapsed=true on_toggle={on_panel.clone()} />
                    } else {
                        { LESSON.html(LessonProps { run: l.clone(), on_go: on_lesson_go,
                            on_choose: on_lesson_choose, on_close: set_lesson.reform(|_| None), on_term: on_term.clone(),
                            on_panel: on_panel.clone() }) }
                    }
                }
                if collapsed(Panel::Inspector) {
                    <CollapsedStrip panel={Panel::Inspector} collapsed=true on_toggle={on_panel.clone()} />
                } else {
                <aside class="sidebar" aria-label="Inspector">
                    <div class="tab-row">
                    <div class="tabs" role="tablist" aria-label="Panels" onkeydown={on_tab_key}>
                        { for Tab::ALL.iter().map(|t| {
                            let t = *t;
                            let (enter, leave, down) = match tab_chunk(t).map(|c| c.approach(None)) {
                                Some(a) => (Some(a.enter), Some(a.leave), Some(a.down)),
                                None => (None, None, None),
                            };
                            html! {
                                <button role="tab" id={tab_id(t)} class="tab" aria-selected={(ui.tab == t).to_string()}
                                        aria-controls="panel" tabindex={if ui.tab == t { "0" } else { "-1" }}
                                        onpointerenter={enter} onpointerleave={leave} onpointerdown={down}
                                        onfocus={Callback::from(move |e: FocusEvent| tab_focused(t, &e))}
                                        onclick={on_ui.reform(move |_| UiAction::SetTab(t))}>{ t.label() }</button>
                            }
                        }) }
                    </div>
                    // Outside the tablist: a tablist may hold only tabs.
                    <PanelToggle panel={Panel::Inspector} collapsed=false on_toggle={on_panel.clone()} />
                    </div>
                    <div class="panel" id="panel" role="tabpanel" aria-labelledby={tab_id(ui.tab)} key={tab_id(ui.tab)}>
                        { tab_panel }
                    </div>
                </aside>
                }
            </div>
        </div>
    }
}

/// What an embedded page draws, from the App's render.
struct EmbeddedPage<'a> {
    /// The link the page embeds (its fragment, without the embed flag).
    fragment: &'a str,
    state: &'a Playground,
    step: usize,
    dense: bool,
    loading: Option<&'static str>,
    engine: Option<&'static str>,
    timeline: Html,
    cluster: Rc<view_model::ClusterView>,
    highlight: Option<u32>,
    selected_container: Option<u64>,
    selected_node: Option<(usize, usize)>,
    selected_rack: Option<usize>,
    on_select: &'a Callback<Select>,
}

/// Embed mode: the timeline and the cluster only; the cluster cannot be edited from a page that embeds it. Its own
/// function, not a part of the App's render, so that it stays in the cold module: no first visit is an embedded
/// page (docs/toolchain.md, "The first page by a profile").
#[inline(never)]
fn embedded_page(e: EmbeddedPage<'_>) -> Html {
    let (run, ui, dense) = (&e.state.run, &e.state.ui, e.dense);
    html! {
        <div class="app embed" data-ready="true" data-step={e.step.to_string()} data-loading={e.loading} data-engine={e.engine}
             data-playing={run.playing.to_string()} data-view={if dense { "dense" } else { "boxes" }}>
            <EmbedFrame title={run.scenario.name.clone()} href={format!("{}#{}", dom::location_base(), e.fragment)}>
                { e.timeline }
                <main class="stage embed-stage" aria-label="Cluster">
                    if dense {
                        { DENSE.html(DenseProps { view: Versioned(e.cluster, e.state.version), theme: ui.prefs.theme,
                                                  highlight: e.highlight, selected_container: e.selected_container,
                                                  explaining: false, on_select: e.on_select.clone() }) }
                    } else {
                        <Cluster view={e.cluster} highlight={e.highlight} selected_container={e.selected_container}
                                 selected_node={e.selected_node} selected_rack={e.selected_rack}
                                 explaining={false} on_select={e.on_select.clone()} on_edit={Callback::noop()} />
                    }
                </main>
            </EmbedFrame>
        </div>
    }
}

/// The callbacks the tabs other than Explain are given.
struct TabCallbacks<'a> {
    on_edit: &'a Callback<Edit>,
    on_select: &'a Callback<Select>,
    on_stage: &'a Callback<QueueFormAction>,
    on_ui: &'a Callback<UiAction>,
    on_partition: &'a Callback<usize>,
    on_compare: &'a Callback<CompareAction>,
    on_run: &'a Callback<RunAction>,
}

/// The open tab's panel, for every tab but Explain (the one a page opens on). Its own function, not a part of the
/// App's render: the first page's wasm holds the functions a first visit runs (docs/toolchain.md, "The first page
/// by a profile"), and no first visit opens these tabs, so their props and the event list's view stay in the cold
/// module. Only the open tab's content is derived: the event log walks every event of the run.
#[inline(never)]
fn other_tab(
    tab: Tab,
    state: &Playground,
    (selected_node, selected_rack): (Option<(usize, usize)>, Option<usize>),
    charts: Option<Rc<view_model::ChartSeries>>,
    event_limit: &UseStateHandle<usize>,
    cb: TabCallbacks<'_>,
) -> Html {
    let (run, ui) = (&state.run, &state.ui);
    match tab {
        // Drawn by the App itself (the tab a page opens on).
        Tab::Explain => html! {},
        Tab::Topology => html! {
            { TOPOLOGY_TAB.html(TopologyProps { scenario: run.scenario.clone(), drafts: run.history.drafts.clone(),
                selected_node, selected_rack,
                on_edit: cb.on_edit.clone(), on_select: cb.on_select.clone() }) }
        },
        Tab::Workload => html! {
            { WORKLOAD_TAB.html(WorkloadProps { scenario: run.scenario.clone(), drafts: run.history.drafts.clone(), on_edit: cb.on_edit.clone() }) }
        },
        Tab::Queues => html! {
            { QUEUES_TAB.html(QueuesProps { view: Rc::new(view_model::queues_view(&run.sim(), ui.prefs.partition)),
                scenario: run.scenario.clone(), staged: state.queue_form.staged.clone(),
                selected: match &ui.selection { Selection::Queue(q) => Some(q.clone()), _ => None },
                drafts: run.history.drafts.clone(), on_stage: cb.on_stage.clone(), on_select: cb.on_select.clone(),
                toggles: ui.queue_toggles.clone(), on_ui: cb.on_ui.clone(),
                on_partition: cb.on_partition.clone(), on_edit: cb.on_edit.clone() }) }
        },
        Tab::Charts => html! {
            { CHARTS.html(ChartsProps { series: charts.unwrap_or_default(),
                run: run.scenario_version, on_select: cb.on_select.clone() }) }
        },
        Tab::Compare => html! {
            { COMPARE.html(CompareTabProps { baseline: state.baseline.clone(),
                current: run.scenario.clone(), run: run.scenario_version, on_compare: cb.on_compare.clone(), on_run: cb.on_run.clone() }) }
        },
        Tab::Events => {
            let (total, events) = view_model::event_views(&run.sim(), **event_limit);
            let more = {
                let l = event_limit.clone();
                Callback::from(move |()| l.set(*l + 200))
            };
            html! { <EventLog events={events} total={total} on_select={cb.on_select.clone()} on_more={more} /> }
        }
        Tab::Scenario => html! {
            { SCENARIO_TAB.html(ScenarioProps { scenario: run.scenario.clone(), drafts: run.history.drafts.clone(), on_edit: cb.on_edit.clone() }) }
        },
    }
}

/// The gallery entry a `#lesson=NAME` link opens: one that has a lesson.
pub fn lesson_link(hash: &str) -> Option<&'static Entry> {
    let name = hash.trim_start_matches('#').strip_prefix("lesson=")?;
    spindle_core::gallery::entry(name).filter(|e| e.lesson.is_some())
}

/// Starts fetching what opening `entry` will need, all at once: the served content (its scenario), the lesson
/// panel's chunk if it has a lesson, and the preemption policy's chunk if it is in the Preemption topic, whose
/// scenarios, and only theirs, run the preemption monitor (core/tests/gallery.rs checks it). Opening it waits for
/// each in turn (the scenario is read before the policy is known to be needed, the lesson opened after both), and
/// joins these fetches.
pub fn prefetch_entry(entry: &Entry) {
    CONTENT.load(|_| {});
    if entry.lesson.is_some() {
        LESSON.chunk().prefetch();
    }
    if entry.topic == Topic::Preemption {
        preemption::load(|_| {});
    }
}

/// The chunk of a tab whose view is in one (its handlers: `lazy::Approach`).
fn tab_chunk(t: Tab) -> Option<&'static Chunk> {
    match t {
        Tab::Queues => Some(QUEUES_TAB.chunk()),
        Tab::Charts => Some(CHARTS.chunk()),
        Tab::Compare => Some(COMPARE.chunk()),
        Tab::Topology => Some(TOPOLOGY_TAB.chunk()),
        Tab::Workload => Some(WORKLOAD_TAB.chunk()),
        Tab::Scenario => Some(SCENARIO_TAB.chunk()),
        Tab::Explain | Tab::Events => None,
    }
}

/// The keyboard's focus reached tab `t`, which is selected with it: the arrow keys reach its neighbours next, so
/// their chunks are fetched now, as a pointer resting on a tab fetches that tab's (`lazy::Approach`).
fn tab_focused(t: Tab, e: &FocusEvent) {
    if keyboard_focus(e) {
        ["ArrowLeft", "ArrowRight"].iter().filter_map(|k| tab_chunk(t.moved_by(k)?)).for_each(Chunk::prefetch);
    }
}

/// A skip link's click: focus the target without touching the fragment (the page reads links from it).
/// (The cluster's target is one of two ids: the box view's or the canvas view's, whichever is shown.)
fn skip_to(ids: &[&str]) -> Callback<MouseEvent> {
    let ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
    Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        ids.iter().for_each(|id| dom::focus(id));
    })
}

/// Closes the introduction (remembering it was seen) and opens the gallery.
fn open_entry_gallery(cover: &UseStateHandle<Cover>) -> Callback<()> {
    let cover = cover.clone();
    Callback::from(move |_: ()| {
        dom::storage_set(STORAGE_INTRO_SEEN, "1");
        cover.set(Cover::Gallery);
    })
}
