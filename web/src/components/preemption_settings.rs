//! The preemption monitor's switch and tunables, with Hadoop's key names and defaults: the scheduling monitor
//! (`yarn.resourcemanager.scheduler.monitor.enable`, off in Hadoop) and the ProportionalCapacityPreemptionPolicy
//! settings (`yarn.resourcemanager.monitor.capacity.preemption.*`), all `yarn-site` properties set through
//! undoable edits. An empty field removes its key, so Hadoop's default (the placeholder) applies.

use std::rc::Rc;

use spindle_core::preemption::{PreemptionConfig, PREFIX};
use spindle_core::scenario::Scenario;
use spindle_core::scenario::MONITOR_KEY;
use yew::prelude::*;

use crate::components::fields::{field_id, FieldInput, InputKind};
use crate::state::edit::{Edit, Field};
use crate::state::Drafts;
use spindle_core::decimal::print::Float;

/// A tunable: its short name (after [`PREFIX`]), Hadoop's default and what it does.
struct Tunable {
    name: &'static str,
    default: String,
    hint: &'static str,
}

fn tunables() -> [Tunable; 5] {
    let d = PreemptionConfig::default();
    [
        Tunable { name: "monitoring_interval", default: d.monitoring_interval.to_string(), hint: "ms between rounds" },
        Tunable {
            name: "max_wait_before_kill",
            default: d.max_wait_before_kill.to_string(),
            hint: "ms from marking a container to killing it",
        },
        Tunable {
            name: "total_preemption_per_round",
            default: Float(d.total_preemption_per_round).to_string(),
            hint: "most taken per round, fraction of the cluster",
        },
        Tunable {
            name: "max_ignored_over_capacity",
            default: Float(d.max_ignored_over_capacity).to_string(),
            hint: "dead zone above the guarantee",
        },
        Tunable {
            name: "natural_termination_factor",
            default: Float(d.natural_termination_factor).to_string(),
            hint: "fraction of the excess taken per round",
        },
    ]
}

/// Whether a `yarn-site` flag is on (Hadoop reads booleans case-insensitively; absent is `false` for both flags here).
fn flag(s: &Scenario, key: &str) -> bool {
    s.yarn_site.get(key).is_some_and(|v| v.trim().eq_ignore_ascii_case("true"))
}

#[derive(Properties, PartialEq)]
pub struct PreemptionProps {
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    pub on_edit: Callback<Edit>,
}

#[component]
pub fn PreemptionSettings(props: &PreemptionProps) -> Html {
    let (s, d) = (&props.scenario, &props.on_edit);
    let on = flag(s, MONITOR_KEY);
    let observe_key = format!("{PREFIX}observe_only");
    let observe = flag(s, &observe_key);
    let toggle = |key: String| {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let checked = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
            d.emit(Edit::Choose(Field::SiteKey(key.clone()), checked.to_string()))
        })
    };
    html! {
        <section class={classes!("editor", "preemption-settings", (!on).then_some("off"))} id="preemption-settings">
            <h3 class="panel-title">{ "Preemption" }</h3>
            <label class="check" for="monitor-enable">
                <input type="checkbox" id="monitor-enable" checked={on} onchange={toggle(MONITOR_KEY.to_string())} />
                { "Scheduling monitor (preemption) " }<code class="key">{ MONITOR_KEY }</code>
            </label>
            <p class="hint">
                { if on {
                    "On: ProportionalCapacityPreemptionPolicy runs every monitoring_interval, marks containers of queues above their share for queues below it, and kills them max_wait_before_kill later if still selected."
                } else {
                    "Off, as in Hadoop by default: a queue below its guarantee waits for other queues' containers to finish."
                } }
            </p>
            <label class="check" for={field_id(&Field::SiteKey(observe_key.clone()))}>
                <input type="checkbox" id={field_id(&Field::SiteKey(observe_key.clone()))} checked={observe}
                       onchange={toggle(observe_key.clone())} />
                { "observe_only " }<span class="muted">{ "(compute and report; mark and kill nothing)" }</span>
            </label>
            <div class="grid tunables">
                { for tunables().into_iter().map(|t| html! {
                    <FieldInput field={Field::SiteKey(format!("{PREFIX}{}", t.name))} label={t.name} kind={InputKind::Number}
                                placeholder={t.default} hint={t.hint} scenario={s.clone()} drafts={props.drafts.clone()}
                                on_edit={d.clone()} />
                }) }
            </div>
            <p class="hint">{ format!("yarn-site keys {PREFIX}…; empty means Hadoop's default. A queue's disable_preemption is in its form above.") }</p>
        </section>
    }
}
