//! The Compare tab, "what changes if I deploy this?": pin the current run as the baseline, edit (a queue's
//! capacity, a constraint, the handler, a preemption tunable), and read the differences first — placements,
//! waiting times per application, queue usage, preemptions — then the two runs' queue usage on one time axis and
//! the steps where they part. The comparison is the core's, as in `spindle diff`.

use std::rc::Rc;

use yew::prelude::*;

use spindle_core::scenario::Scenario;

use crate::components::charts::{step_path, Axes, Scale, H, PLOT_H, TOP, W};
use crate::components::lazy::split_view;
use crate::state::{Baseline, CompareAction, RunAction};
use crate::view_model::{self, colour, memory_label, time_label, CompareView, QueuePair, RunFigures};

#[derive(Properties, Clone)]
pub struct CompareTabProps {
    pub baseline: Option<Baseline>,
    pub current: Rc<Scenario>,
    /// Changes with every edit of the current scenario.
    pub run: u64,
    pub on_compare: Callback<CompareAction>,
    pub on_run: Callback<RunAction>,
}

impl PartialEq for CompareTabProps {
    // The pin's id and the edit count say whether the scenarios changed, without comparing them.
    fn eq(&self, other: &Self) -> bool {
        self.baseline.as_ref().map(|b| b.id) == other.baseline.as_ref().map(|b| b.id)
            && self.run == other.run
            && self.on_compare == other.on_compare
            && self.on_run == other.on_run
    }
}

split_view! {
    /// The Compare tab, in its own chunk with the core's comparison (`spindle_core::compare`) it runs.
    pub static COMPARE: CompareTab(CompareTabProps) in compare
}

/// The tab: both runs to their end and the core's comparison, once per pin and edit (only while the tab is open).
#[component]
fn CompareTab(props: &CompareTabProps) -> Html {
    let view = {
        let (baseline, current) = (props.baseline.clone(), props.current.clone());
        use_memo((props.baseline.as_ref().map(|b| b.id), props.run), move |_| {
            baseline.map(|b| Rc::new(view_model::compare_view(&b.scenario, &current)))
        })
    };
    html! {
        <ComparePanel baseline={props.baseline.as_ref().map(|b| b.scenario.name.clone())} view={(*view).clone()}
                      on_compare={props.on_compare.clone()} on_run={props.on_run.clone()} />
    }
}

#[derive(Properties, PartialEq)]
pub struct CompareProps {
    /// The pinned baseline's name, if one is pinned.
    pub baseline: Option<String>,
    /// The comparison, or why it could not be made (only while a baseline is pinned).
    pub view: Option<Rc<Result<CompareView, String>>>,
    pub on_compare: Callback<CompareAction>,
    /// Moves the current run to a step where the runs part.
    pub on_run: Callback<RunAction>,
}

#[component]
pub fn ComparePanel(props: &CompareProps) -> Html {
    let pin = props.on_compare.reform(|_| CompareAction::Pin);
    let Some(name) = &props.baseline else {
        return html! {
            <div class="compare" id="compare">
                <h3 class="panel-title">{ "What changes if I deploy this?" }</h3>
                <p class="hint">{ "Pin the current run as the baseline, then change what you would deploy — a queue's \
                    capacity, a constraint, the handler, a preemption tunable. This tab then runs both to their end on the \
                    same workload and lists what differs, as spindle diff does." }</p>
                <button class="btn primary" id="compare-pin" onclick={pin}>{ "Pin the current run as the baseline" }</button>
            </div>
        };
    };
    let body = match props.view.as_deref() {
        None => html! {},
        Some(Err(e)) => html! { <p class="spec-error" id="compare-error" role="alert">{ e }</p> },
        Some(Ok(v)) if !v.mismatch.is_empty() => html! {
            <div class="compare-mismatch" id="compare-mismatch" role="status">
                <p>{ "These runs cannot be compared: they are not the same workload. Applications are matched by their \
                      position in the scenario, and these differ:" }</p>
                <ul>{ for v.mismatch.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
                <p class="hint">{ "Undo the workload change, or pin the current run as the new baseline." }</p>
            </div>
        },
        Some(Ok(v)) => html! { <Comparison view={Rc::new(v.clone())} on_run={props.on_run.clone()} /> },
    };
    html! {
        <div class="compare" id="compare">
            <div class="compare-baseline row">
                <span>{ "Baseline: " }<strong id="compare-baseline-name">{ name }</strong></span>
                <button class="btn" id="compare-replace" onclick={pin}
                        title="Pin the current run as the baseline instead">{ "Replace with current" }</button>
                <button class="btn ghost" id="compare-unpin" onclick={props.on_compare.reform(|_| CompareAction::Unpin)}>{ "Unpin" }</button>
            </div>
            { body }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ComparisonProps {
    view: Rc<CompareView>,
    on_run: Callback<RunAction>,
}

fn ms(v: Option<u64>) -> String {
    v.map_or_else(|| "—".into(), time_label)
}

fn figures(f: &RunFigures) -> String {
    format!(
        "{} steps, ends at {}{}, {} container(s) allocated, {} preempted, {} request(s) waiting",
        f.steps,
        time_label(f.end_ms),
        if f.finished { "" } else { " (cut by the step limit)" },
        f.allocated,
        f.preempted,
        f.waiting
    )
}

#[component]
fn Comparison(props: &ComparisonProps) -> Html {
    let v = &props.view;
    let parts_at = v.divergences.first().and_then(|d| d.at_ms);
    html! {
        <>
            <section>
                <h3 class="panel-title">{ format!("Differences ({})", v.differences.len()) }</h3>
                if v.differences.is_empty() {
                    <p class="empty" id="compare-none">{ "No differences: both runs make the same decisions. Edit the \
                        scenario (Queues, Workload, the handler, preemption) to see what a change would do." }</p>
                } else {
                    <ul class="diff-list" id="compare-differences">
                        { for v.differences.iter().map(|d| html! {
                            <li class="diff" data-kind={d.kind.clone()}>
                                <span class={classes!("diff-kind", d.kind.clone())}>{ d.label }</span>{ " " }{ &d.text }
                            </li>
                        }) }
                    </ul>
                }
            </section>
            <section>
                <h3 class="panel-title">{ "Waiting per application" }</h3>
                <table class="compare-waits" id="compare-waits">
                    <thead><tr><th>{ "application" }</th><th>{ "AM waited" }</th><th>{ "containers waited (mean)" }</th></tr></thead>
                    <tbody>
                        { for v.apps.iter().map(|a| {
                            let cell = |(x, y): (Option<u64>, Option<u64>)| html! {
                                <td class={classes!((x != y).then_some("changed"))}>
                                    { if x == y { ms(x) } else { format!("{} → {}", ms(x), ms(y)) } }
                                </td>
                            };
                            html! { <tr data-app={a.name.clone()}><td>{ &a.name }</td>{ cell(a.am) }{ cell(a.containers) }</tr> }
                        }) }
                    </tbody>
                </table>
            </section>
            <section>
                <h3 class="panel-title">{ "Memory used per leaf queue, on one time axis" }</h3>
                <UsageChart id="compare-chart-baseline" title="baseline" queues={v.queues.clone()} baseline={true}
                            t_max={v.t_max} memory={v.memory} parts_at={parts_at} />
                <UsageChart id="compare-chart-current" title="current run" queues={v.queues.clone()} baseline={false}
                            t_max={v.t_max} memory={v.memory} parts_at={parts_at} />
                <ul class="legend chart-legend">
                    { for v.queues.iter().enumerate().map(|(i, q)| html! {
                        <li><span class="swatch" style={format!("background:{}", colour(i as u16))}></span>{ &q.queue }</li>
                    }) }
                    if parts_at.is_some() { <li class="muted">{ "dotted: where the runs part" }</li> }
                </ul>
            </section>
            <section>
                <h3 class="panel-title">{ "Steps where the runs part" }</h3>
                if v.divergences.is_empty() {
                    <p class="empty">{ "Every step takes the same decisions." }</p>
                } else {
                    <ol class="divergences" id="compare-divergences">
                        { for v.divergences.iter().map(|d| {
                            let step = d.step;
                            html! {
                                <li data-step={step.to_string()}>
                                    <div class="row">
                                        <strong>{ format!("Step {step}") }</strong>
                                        if let Some(t) = d.at_ms { <span class="muted">{ format!(" at {}", time_label(t)) }</span> }
                                        if d.at_ms.is_some() {
                                            <button class="btn ghost go-step" onclick={props.on_run.reform(move |_| RunAction::Seek(step))}>
                                                { "Show in the current run" }</button>
                                        }
                                    </div>
                                    <div class="divergence-pair">
                                        <div><span class="muted">{ "baseline" }</span><pre>{ lines(&d.baseline) }</pre></div>
                                        <div><span class="muted">{ "current run" }</span><pre>{ lines(&d.current) }</pre></div>
                                    </div>
                                </li>
                            }
                        }) }
                    </ol>
                    if v.divergences_total > v.divergences.len() {
                        <p class="hint">{ format!("…and {} more step(s) differ.", v.divergences_total - v.divergences.len()) }</p>
                    }
                }
            </section>
            <section class="compare-figures">
                <p><strong>{ "Baseline: " }</strong>{ figures(&v.baseline_run) }</p>
                <p><strong>{ "Current run: " }</strong>{ figures(&v.current_run) }</p>
            </section>
        </>
    }
}

fn lines(l: &[String]) -> String {
    if l.is_empty() {
        "(the run had ended)".into()
    } else {
        l.iter().map(|x| x.trim_start()).collect::<Vec<_>>().join("\n")
    }
}

#[derive(Properties, PartialEq)]
struct UsageProps {
    id: &'static str,
    title: &'static str,
    queues: Vec<QueuePair>,
    baseline: bool,
    t_max: u64,
    memory: i64,
    parts_at: Option<u64>,
}

/// One run's memory use per leaf queue; both charts share the time and memory axes.
#[component]
fn UsageChart(props: &UsageProps) -> Html {
    let s = Scale::new(props.t_max, props.memory as f64);
    let ticks = [0, props.memory / 2, props.memory].map(|m| (m as f64, memory_label(m))).to_vec();
    html! {
        <figure class="compare-chart">
            <figcaption class="muted">{ props.title }</figcaption>
            <svg class="chart" id={props.id} width={W.to_string()} height={H.to_string()} role="img"
                 aria-label={format!("Memory used per leaf queue in the {} over {}.", props.title, time_label(props.t_max))}>
                <Axes scale={s} ticks={ticks} t_max={props.t_max} />
                if let Some(t) = props.parts_at {
                    <line class="parts-at" x1={format!("{:.1}", s.x(t))} x2={format!("{:.1}", s.x(t))}
                          y1={TOP.to_string()} y2={(TOP + PLOT_H).to_string()} />
                }
                { for props.queues.iter().enumerate().map(|(i, q)| {
                    let points = if props.baseline { &q.baseline } else { &q.current };
                    // The use holds until the end of the axis.
                    let d = step_path(points.iter().map(|p| (p.0, p.1 as f64)), props.t_max, s);
                    html! { <path class="used" data-queue={q.queue.clone()} d={d} stroke={colour(i as u16)} /> }
                }) }
            </svg>
        </figure>
    }
}
