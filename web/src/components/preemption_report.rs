//! A preemption round's report in the explain panel: how much the round may take, every queue's guaranteed /
//! used / pending / ideal / to-preempt with the policy's reasons, the containers it selected in order with why
//! each went before the others and what the monitor did about it, and the note that YARN's policy ignores
//! placement constraints, with Spindle's check (beyond YARN) of whether the freed space can host what waits.

use std::rc::Rc;

use spindle_core::resource::Resource;
use yew::prelude::*;

use crate::components::glossary::{OnTerm, TermLinker};
use crate::components::lazy::split_view;
use crate::state::Select;
use crate::view_model::{memory_label, time_label, RoundQueue, RoundView};

#[derive(Properties, PartialEq, Clone)]
pub struct RoundProps {
    pub round: Rc<RoundView>,
    /// Closes the report.
    pub on_select: Callback<Select>,
    /// A glossary term in the report was clicked.
    pub on_term: OnTerm,
}

/// Memory, which the default calculator compares (vcores are in the tooltips).
fn mem(r: Resource) -> String {
    memory_label(r.memory())
}

split_view! {
    /// A preemption round's report, in its own chunk (opened from a marked container or a round).
    pub static ROUND_REPORT: RoundReport(RoundProps) in round_report
}

#[component]
pub fn RoundReport(props: &RoundProps) -> Html {
    let r = &props.round;
    let close = props.on_select.reform(|_| Select::Clear);
    let multiple_partitions = r.queues.iter().any(|q| !q.partition.is_empty());
    // Glossary terms are linked once per block: the summary, the container in focus, the queues' reasons, the
    // selected containers, the notes.
    let t = &props.on_term;
    let mut queue_terms = TermLinker::new(t);
    let mut selected_terms = TermLinker::new(t);
    let mut note_terms = TermLinker::new(t);
    html! {
        <div class="explain round" id="explain" data-round={r.step.to_string()}>
            <div class="explain-head">
                <h2>{ "Preemption round" }<span class="muted">{ format!(" · t = {} · step {}", time_label(r.at_ms), r.step) }</span></h2>
                <button class="btn ghost" onclick={close} aria-label="Close the report">{ "✕" }</button>
            </div>
            <p class="summary" id="round-summary">
                { TermLinker::new(t).mark(&format!("Selected {} container{} ({}) of the {} a round may take (total_preemption_per_round × the {} cluster).",
                    r.selected.len(), if r.selected.len() == 1 { "" } else { "s" }, mem(r.selected_total), mem(r.allowed), mem(r.cluster))) }
                if r.observe_only { <span class="muted">{ " " }{ TermLinker::new(t).mark("observe_only: nothing was marked or killed.") }</span> }
            </p>
            // The container the user came from, first: the list below may be long.
            if let Some(c) = r.focus.and_then(|id| r.selected.iter().find(|c| c.container == id)) {
                <div class="focus-box" id="round-focus" data-container={c.container.to_string()}>
                    <strong>{ format!("Container {} ({}, {}): #{} of {} selected", c.container, c.app_name, c.node, c.rank, r.selected.len()) }</strong>
                    <p class="why">{ TermLinker::new(t).mark(&c.why) }</p>
                    if !c.action_text.is_empty() { <p class="muted small">{ &c.action_text }</p> }
                </div>
            }
            <h3 class="panel-title">{ "Queues" }</h3>
            <table class="round-queues" id="round-queues">
                <thead>
                    <tr>
                        <th scope="col">{ "Queue" }</th>
                        <th scope="col" title="guaranteed (absolute capacity × partition)">{ "Guar." }</th>
                        <th scope="col">{ "Used" }</th>
                        <th scope="col" title="pending, capped by user limits">{ "Pend." }</th>
                        <th scope="col" title="what the policy's fixpoint assigns this queue">{ "Ideal" }</th>
                        <th scope="col" title="what the selector is to obtain from it this round">{ "Preempt" }</th>
                    </tr>
                </thead>
                { for r.queues.iter().map(|q| queue_rows(q, multiple_partitions, &mut queue_terms)) }
            </table>
            <h3 class="panel-title">{ "Selected containers, in the order chosen" }</h3>
            if r.selected.is_empty() {
                <p class="empty">{ "None this round." }</p>
            }
            <ol class="round-selected" id="round-selected">
                { for r.selected.iter().map(|c| html! {
                    <li data-container={c.container.to_string()} data-action={c.action}
                        class={classes!((r.focus == Some(c.container)).then_some("focus"))}>
                        <div class="line">
                            <strong>{ format!("#{} container {}", c.rank, c.container) }</strong>
                            <span class="muted">{ format!(" {} · {} · {}{}{}", c.app_name, c.queue,
                                if c.node.is_empty() { String::new() } else { format!("{} · ", c.node) }, mem(c.size),
                                if c.am { " · AM" } else if c.reserved { " · reserved" } else { "" }) }</span>
                            if !c.action.is_empty() { <span class={classes!("action", c.action)}>{ c.action }</span> }
                        </div>
                        <p class="why">{ selected_terms.mark(&c.why) }</p>
                        if !c.action_text.is_empty() { <p class="muted small">{ selected_terms.mark(&c.action_text) }</p> }
                    </li>
                }) }
            </ol>
            if !r.other_actions.is_empty() {
                <ul class="reasons">{ for r.other_actions.iter().map(|a| html! { <li>{ selected_terms.mark(a) }</li> }) }</ul>
            }
            <div class="differs" role="note" id="round-notes">
                <strong>{ "YARN ignores placement constraints here" }</strong>
                <ul>{ for r.notes.iter().map(|n| html! { <li>{ note_terms.mark(n) }</li> }) }</ul>
            </div>
            if !r.placement_summary.is_empty() {
                <div class="beyond" id="placement-check">
                    <strong>{ "Placement check " }<span class="badge">{ "beyond YARN" }</span></strong>
                    <p>{ note_terms.mark(&r.placement_summary) }</p>
                    if !r.placement_asks.is_empty() {
                        <ul>{ for r.placement_asks.iter().map(|a| html! { <li>{ note_terms.mark(a) }</li> }) }</ul>
                    }
                </div>
            }
        </div>
    }
}

/// A queue's numbers, then the policy's reasons for them.
fn queue_rows(q: &RoundQueue, partitions: bool, terms: &mut TermLinker) -> Html {
    let steps = format!(
        "over its ideal {} → after the per-round cap {} → after the dead zone {} → to obtain {}; selected {}",
        mem(q.steps[0]),
        mem(q.steps[1]),
        mem(q.steps[2]),
        mem(q.steps[3]),
        mem(q.selected)
    );
    let name =
        if partitions && !q.partition.is_empty() { format!("{} @{}", q.queue, q.partition) } else { q.queue.clone() };
    let short = q.queue.rsplit('.').next().unwrap_or(&q.queue).to_string();
    html! {
        <tbody data-queue={q.queue.clone()} data-partition={q.partition.clone()}
               class={classes!(q.leaf.then_some("leaf"), (q.to_preempt.memory() > 0).then_some("takes"), q.preemption_disabled.then_some("no-preempt"))}>
            <tr>
                <th scope="row" title={name}><span style={format!("padding-left:{}px", q.depth * 10)}>{ short }</span></th>
                <td data-col="guaranteed">{ mem(q.guaranteed) }</td>
                <td data-col="used">{ mem(q.used) }</td>
                <td data-col="pending">{ mem(q.pending) }</td>
                <td data-col="ideal">{ mem(q.ideal) }</td>
                <td data-col="to-preempt" title={steps}>{ mem(q.to_preempt) }</td>
            </tr>
            if !q.reasons.is_empty() {
                <tr class="reasons-row">
                    <td colspan="6">
                        <ul>{ for q.reasons.iter().map(|t| html! { <li>{ terms.mark(t) }</li> }) }</ul>
                    </td>
                </tr>
            }
        </tbody>
    }
}
