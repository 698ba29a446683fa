//! The Compare tab, "what changes if I deploy this?": pin the current run as the baseline, edit (a queue's
//! capacity, a constraint, the handler, a preemption tunable), and read the differences first — placements,
//! waiting times per application, queue usage, preemptions — then the two runs' queue usage on one time axis and
//! the steps where they part. The comparison is the core's, as in `spindle diff`.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use spindle_core::compare::StepLines;
use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;

use crate::components::charts::{step_path, Axes, Scale, H, PLOT_H, TOP, W};
use crate::components::drawn::not_drawn;
use crate::components::lazy::split_view;
use crate::components::timeline::group;
use crate::state::{Baseline, CompareAction, RunAction};
use crate::view_model::{self, colour, memory_label, time_label, CompareView, QueuePair, RunFigures};
use spindle_core::decimal::print::Float;

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

/// What the tab keeps of the comparisons it made for a pin: the baseline's run, and the last comparison with the
/// current scenario it was made for.
struct Made {
    pin: u64,
    baseline: Rc<Result<Simulator, String>>,
    current: Rc<Scenario>,
    view: Rc<Result<CompareView, String>>,
}

thread_local! {
    /// The tab's own state goes each time another tab is shown, and a comparison runs both scenarios to their end
    /// (a quarter of a second each on a 10,000-node cluster): coming back to the tab with nothing changed takes the
    /// last comparison, and an edit runs only the current scenario again. The baseline's run stays while the pin
    /// does; the page's memory has held two runs at once already, in the first comparison.
    static LAST: RefCell<Option<Made>> = const { RefCell::new(None) };
}

/// The comparison of the pinned baseline with `current`: the last one made if it was of these two.
fn comparison(pin: &Baseline, current: &Rc<Scenario>) -> Rc<Result<CompareView, String>> {
    LAST.with_borrow_mut(|last| {
        if let Some(made) = last.as_ref().filter(|m| m.pin == pin.id && Rc::ptr_eq(&m.current, current)) {
            return made.view.clone();
        }
        // The baseline's run is kept; the last comparison goes before the new one is made.
        let kept = last.take().filter(|m| m.pin == pin.id).map(|m| m.baseline);
        let same = Rc::ptr_eq(&pin.scenario, current);
        let baseline = kept.unwrap_or_else(|| Rc::new(view_model::run_to_end(&pin.scenario, "the baseline")));
        // Pinned this moment, or undone back to the pinned scenario: one run serves both sides.
        let run =
            if same { baseline.clone() } else { Rc::new(view_model::run_to_end(current, "the current scenario")) };
        let view = Rc::new(match (&*baseline, &*run) {
            (Ok(a), Ok(b)) => Ok(view_model::compare_view(&pin.scenario, a, current, b)),
            (Err(e), _) | (_, Err(e)) => Err(e.clone()),
        });
        *last = Some(Made { pin: pin.id, baseline, current: current.clone(), view: view.clone() });
        view
    })
}

/// The tab: both runs to their end and the core's comparison, once per pin and edit (only while the tab is open).
#[component]
fn CompareTab(props: &CompareTabProps) -> Html {
    let view = {
        let (baseline, current) = (props.baseline.clone(), props.current.clone());
        use_memo((props.baseline.as_ref().map(|b| b.id), props.run), move |_| match baseline {
            Some(b) => Some(comparison(&b, &current)),
            None => {
                LAST.with_borrow_mut(|last| *last = None);
                None
            }
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

/// The differences, and the applications' waits, drawn a part at a time: a real cluster's thousands of
/// applications compared under another handler gave 11,876 differences and a row each, over a second and a half to
/// draw at every visit to the tab.
const DRAWN_PAGE: usize = 200;

#[component]
fn Comparison(props: &ComparisonProps) -> Html {
    let v = &props.view;
    let (differences, waits) = (use_state(|| DRAWN_PAGE), use_state(|| DRAWN_PAGE));
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
                        { for v.differences.iter().take(*differences).map(|d| html! {
                            <li class="diff" data-kind={d.kind.clone()}>
                                <span class={classes!("diff-kind", d.kind.clone())}>{ d.label }</span>{ " " }{ &d.text }
                            </li>
                        }) }
                    </ul>
                    { for not_drawn(&differences, v.differences.len(), DRAWN_PAGE, "differences", "differences") }
                }
            </section>
            <section>
                <h3 class="panel-title">{ "Waiting per application" }</h3>
                <table class="compare-waits" id="compare-waits">
                    <thead><tr><th>{ "application" }</th><th>{ "AM waited" }</th><th>{ "containers waited (mean)" }</th></tr></thead>
                    <tbody>
                        { for v.apps.iter().take(*waits).map(|a| {
                            let cell = |(x, y): (Option<u64>, Option<u64>)| html! {
                                <td class={classes!((x != y).then_some("changed"))}>
                                    { if x == y { ms(x) } else { format!("{} → {}", ms(x), ms(y)) } }
                                </td>
                            };
                            html! { <tr data-app={a.name.clone()}><td>{ &a.name }</td>{ cell(a.am) }{ cell(a.containers) }</tr> }
                        }) }
                    </tbody>
                </table>
                { for not_drawn(&waits, v.apps.len(), DRAWN_PAGE, "applications", "waits") }
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
                                    if d.same_before > 0 {
                                        <p class="muted shared-lines" data-shared="before">{ format!(
                                            "Its first {} the same in both runs; from where they part:",
                                            line_count(d.same_before)) }</p>
                                    }
                                    <div class="divergence-pair">
                                        <div><span class="muted">{ "baseline" }</span>{ part(&d.baseline) }</div>
                                        <div><span class="muted">{ "current run" }</span>{ part(&d.current) }</div>
                                    </div>
                                    if d.same_after > 0 {
                                        <p class="muted shared-lines" data-shared="after">{ format!(
                                            "Its last {} the same in both runs.", line_count(d.same_after)) }</p>
                                    }
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

/// `1 line is` / `6,000 lines are`.
fn line_count(n: usize) -> String {
    if n == 1 {
        "line is".into()
    } else {
        format!("{} lines are", group(n as u64))
    }
}

/// One run's lines of a diverging step, between those both runs share, and how many more there are.
fn part(l: &StepLines) -> Html {
    let text = if l.ended {
        "(the run had ended)".into()
    } else if l.lines.is_empty() && l.more == 0 {
        "(no other lines)".into()
    } else {
        l.lines.iter().map(|x| x.trim_start()).collect::<Vec<_>>().join("\n")
    };
    html! {
        <>
            <pre>{ text }</pre>
            if l.more > 0 {
                <p class="muted more-lines">{ format!("…and {} more line{}", group(l.more as u64), if l.more == 1 { "" } else { "s" }) }</p>
            }
        </>
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
            <svg class="chart" id={props.id} width={Float(W).to_string()} height={Float(H).to_string()} role="img"
                 aria-label={format!("Memory used per leaf queue in the {} over {}.", props.title, time_label(props.t_max))}>
                <Axes scale={s} ticks={ticks} t_max={props.t_max} />
                if let Some(t) = props.parts_at {
                    <line class="parts-at" x1={format!("{:.1}", Float(s.x(t)))} x2={format!("{:.1}", Float(s.x(t)))}
                          y1={Float(TOP).to_string()} y2={Float(TOP + PLOT_H).to_string()} />
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::builtin;

    /// The baseline's run the tab keeps, if any.
    fn kept_run() -> Option<Rc<Result<Simulator, String>>> {
        LAST.with_borrow(|last| last.as_ref().map(|m| m.baseline.clone()))
    }

    /// Coming back to the tab takes the comparison made for the same pin and scenario; an edit runs only the
    /// current scenario again; another pin runs its baseline.
    #[test]
    fn the_last_comparison_and_the_baselines_run_are_taken_again() {
        let base = Rc::new(builtin("three-queues").unwrap());
        let pin = Baseline { scenario: base.clone(), id: 1 };
        let first = comparison(&pin, &base);
        let run = kept_run().unwrap();
        assert!(Rc::ptr_eq(&first, &comparison(&pin, &base)));
        // The same scenario's value in another `Rc` is another scenario as far as the tab can tell (an edit).
        let mut changed = (*base).clone();
        changed.capacity_scheduler.insert("yarn.scheduler.capacity.root.a.maximum-capacity".into(), "30".into());
        let (same, changed) = (Rc::new((*base).clone()), Rc::new(changed));
        let second = comparison(&pin, &same);
        assert!(!Rc::ptr_eq(&first, &second));
        assert_eq!(first, second);
        assert!(Rc::ptr_eq(&run, &kept_run().unwrap()), "the baseline was not run again");
        // What the baseline's kept run gives is what two fresh runs give.
        let third = comparison(&pin, &changed);
        let fresh = |s: &Scenario| view_model::run_to_end(s, "it").unwrap();
        assert_eq!(*third, Ok(view_model::compare_view(&base, &fresh(&base), &changed, &fresh(&changed))));
        assert!((*third).as_ref().is_ok_and(|v| !v.differences.is_empty()));
        let repinned = Baseline { scenario: changed.clone(), id: 2 };
        assert!(!Rc::ptr_eq(&third, &comparison(&repinned, &changed)));
        assert!(!Rc::ptr_eq(&run, &kept_run().unwrap()));
    }
}
