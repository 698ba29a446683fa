//! The root component and the playground's one state. Every user action is a [`Action`] fed to
//! [`Playground::reduce`], which drives the core's simulator; components render only the derived view model.

use std::cell::{Ref, RefCell};
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;
use yew::prelude::*;

use crate::cluster::Cluster;
use crate::view_model::{self, EventView, PendingView};

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";

/// Everything the playground shows, owned in one place. The simulator sits behind a shared cell so that a
/// reducer step never copies its checkpoints and log; `version` changes with every action and is what views
/// compare.
#[derive(Clone)]
pub struct Playground {
    pub scenario: Rc<Scenario>,
    sim: Rc<RefCell<Simulator>>,
    pub version: u64,
    /// A problem loading the scenario, shown instead of losing what the user had.
    pub error: Option<String>,
}

pub enum Action {
    Step,
    StepBack,
    Reset,
}

impl Playground {
    /// Loads a built-in scenario by name.
    pub fn builtin(name: &str) -> Playground {
        let json = spindle_core::builtin::json(name).unwrap_or_default();
        match serde_json::from_str::<Scenario>(json) {
            Ok(s) => Playground::from_scenario(s),
            Err(e) => Playground::broken(format!("built-in scenario `{name}`: {e}")),
        }
    }

    pub fn from_scenario(scenario: Scenario) -> Playground {
        match Simulator::new(&scenario) {
            Ok(sim) => {
                Playground { scenario: Rc::new(scenario), sim: Rc::new(RefCell::new(sim)), version: 0, error: None }
            }
            Err(e) => Playground::broken(e.to_string()),
        }
    }

    fn broken(message: String) -> Playground {
        let scenario = Scenario::default();
        let sim = Simulator::new(&scenario).expect("the empty scenario is valid");
        Playground { scenario: Rc::new(scenario), sim: Rc::new(RefCell::new(sim)), version: 0, error: Some(message) }
    }

    /// The simulator, for reading.
    pub fn sim(&self) -> Ref<'_, Simulator> {
        self.sim.borrow()
    }

    /// Applies one action and returns the next state.
    pub fn apply(mut self, action: Action) -> Playground {
        {
            let mut sim = self.sim.borrow_mut();
            match action {
                Action::Step => {
                    sim.step();
                }
                Action::StepBack => {
                    sim.step_back();
                }
                Action::Reset => sim.reset(),
            }
        }
        self.version += 1;
        self
    }
}

impl Reducible for Playground {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new((*self).clone().apply(action))
    }
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| Playground::builtin(DEFAULT_SCENARIO));
    let sim = state.sim();
    let cluster = view_model::cluster_view(&sim);
    let pending = view_model::pending_views(&sim);
    let events = view_model::event_views(&sim);
    let dispatch = |action: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action()))
    };
    let finished = sim.is_finished();
    html! {
        <div class="app" data-ready="true" data-step={sim.step_index().to_string()}>
            <header class="topbar">
                <span class="brand">{ "Spindle" }<small>{ "YARN placement playground" }</small></span>
                <span class="scenario-title">{ &state.scenario.name }</span>
            </header>
            if let Some(error) = &state.error {
                <div class="error-banner" role="alert">{ error }</div>
            }
            <nav class="toolbar" aria-label="Timeline">
                <button class="btn ghost" onclick={dispatch(|| Action::Reset)} aria-label="Reset to the start">{ "Reset" }</button>
                <button class="btn" onclick={dispatch(|| Action::StepBack)} disabled={sim.step_index() == 0}
                        aria-label="Step back">{ "◀ Back" }</button>
                <button class="btn primary" id="step" onclick={dispatch(|| Action::Step)} disabled={finished}
                        aria-label="Step forward one decision">{ "Step ▶" }</button>
                <span class="clock" aria-live="polite">
                    { format!("step {} · {}", sim.step_index(), view_model::time_label(sim.now_ms())) }
                </span>
            </nav>
            <div class="workspace">
                <section class="stage" aria-label="Cluster">
                    <Cluster view={cluster} />
                </section>
                <aside class="sidebar">
                    <h2 class="panel-title">{ "Pending requests" }</h2>
                    <PendingLane requests={pending} />
                    <h2 class="panel-title">{ "Events" }</h2>
                    <EventLog events={events} />
                </aside>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PendingProps {
    requests: Vec<PendingView>,
}

#[component]
fn PendingLane(props: &PendingProps) -> Html {
    if props.requests.is_empty() {
        return html! { <p class="empty" id="pending-empty">{ "Nothing is waiting." }</p> };
    }
    html! {
        <div id="pending">
            { for props.requests.iter().map(|r| html! {
                <div class="request" data-app={r.app.to_string()}>
                    <div class="head">
                        <span>{ &r.app_name }</span>
                        <span class="left">{ format!("{} of {} left", r.remaining, r.count) }</span>
                    </div>
                    <div>
                        { for r.tags.iter().map(|t| html! { <span class="tag">{ t }</span> }) }
                        <span class="left">{ format!("{} · {} vcores", view_model::memory_label(r.resource.memory()), r.resource.vcores()) }</span>
                    </div>
                    if !r.constraint.is_empty() { <div class="spec">{ &r.constraint }</div> }
                </div>
            }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct EventProps {
    events: Vec<EventView>,
}

#[component]
fn EventLog(props: &EventProps) -> Html {
    if props.events.is_empty() {
        return html! { <p class="empty">{ "Press Step to let the scheduler decide." }</p> };
    }
    html! {
        <ol class="events" id="events" reversed=true>
            { for props.events.iter().rev().map(|e| html! {
                <li><span class="t">{ view_model::time_label(e.at_ms) }</span>
                    <span class={if e.good { "ok" } else { "bad" }}>{ &e.text }</span></li>
            }) }
        </ol>
    }
}
