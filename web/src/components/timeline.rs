//! The timeline bar: reset, step back, play / pause, step, speed, a scrubber over the steps explored so far, the
//! virtual clock, how much of the workload is placed, and the placement-constraints handler the run uses (a
//! `yarn-site` setting; changing it is an undoable edit that restarts the run). Playing advances once per animation frame within a
//! time budget (see `state::run`), so a long run shows its progress here and never freezes the tab.

use yew::prelude::*;

use spindle_core::handler::{Handler, HANDLER_KEY};

use crate::state::edit::{Edit, Field};
use crate::state::{RunAction, SPEEDS};
use crate::view_model::time_label;
use spindle_core::decimal::print::Float;

#[derive(Properties, PartialEq)]
pub struct TimelineProps {
    pub step: usize,
    pub furthest: usize,
    pub finished: bool,
    /// The run's last step is known (it was reached once), so the counter can say "of N" rather than "of at least N".
    pub end_known: bool,
    pub playing: bool,
    pub speed: usize,
    pub now_ms: u64,
    pub placed: u64,
    pub asked: u64,
    /// The handler the run uses (Hadoop's default, `disabled`, when `yarn-site` does not set one).
    pub handler: Handler,
    /// Moves through the run and plays it.
    pub on_run: Callback<RunAction>,
    /// Choosing the handler is an edit.
    pub on_edit: Callback<Edit>,
}

#[component]
pub fn Timeline(props: &TimelineProps) -> Html {
    let on = |a: RunAction| props.on_run.reform(move |_| a);
    let seek = {
        let d = props.on_run.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
            if let Ok(n) = v.parse::<usize>() {
                d.emit(RunAction::Seek(n));
            }
        })
    };
    let speed = {
        let d = props.on_run.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(i) = v.parse::<usize>() {
                d.emit(RunAction::SetSpeed(i));
            }
        })
    };
    let handler = {
        let d = props.on_edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.emit(Edit::Choose(Field::SiteKey(HANDLER_KEY.to_string()), v));
        })
    };
    let end = props.furthest.max(props.step);
    let percent = if props.asked == 0 { 100.0 } else { props.placed as f64 * 100.0 / props.asked as f64 };
    html! {
        <nav class="toolbar" aria-label="Timeline">
            <button class="btn ghost" id="reset" onclick={on(RunAction::Reset)} disabled={props.step == 0}
                    aria-label="Reset to step 0">{ "↺ Reset" }</button>
            <button class="btn" id="back" onclick={on(RunAction::StepBack)} disabled={props.step == 0}
                    aria-label="Step back" aria-keyshortcuts="ArrowLeft" title="Step back (←)">{ "◀ Back" }</button>
            <button class={classes!("btn", "play", props.playing.then_some("on"))} id="play" onclick={on(RunAction::TogglePlay)}
                    disabled={props.finished && !props.playing} aria-pressed={props.playing.to_string()}
                    aria-keyshortcuts="Space" title="Play or pause (Space)">
                { if props.playing { "⏸ Pause" } else { "▶ Play" } }
            </button>
            <button class="btn primary" id="step" onclick={on(RunAction::Step)} disabled={props.finished}
                    aria-label="Step forward one decision" aria-keyshortcuts="ArrowRight" title="Step (→)">{ "Step ▶" }</button>
            <label class="compact">
                <span class="sr-only">{ "Playback speed" }</span>
                <select id="speed" onchange={speed} aria-label="Playback speed (decisions per second)">
                    { for SPEEDS.iter().enumerate().map(|(i, (label, _))| html! {
                        <option value={i.to_string()} selected={i == props.speed}>{ *label }</option>
                    }) }
                </select>
            </label>
            <label class="compact handler" title={format!("{HANDLER_KEY}; Hadoop's default is disabled")}>
                <span class="muted">{ "Handler" }</span>
                // Keyed by the value: a select the user changed no longer follows its options' `selected`, and
                // undo must show the restored handler.
                <select id="handler" key={props.handler.name()} onchange={handler} aria-label={format!("Placement constraints handler ({HANDLER_KEY})")}>
                    { for Handler::ALL.iter().map(|h| html! {
                        <option value={h.name()} selected={*h == props.handler}>
                            { if *h == Handler::Disabled { format!("{} (default)", h.name()) } else { h.name().to_string() } }
                        </option>
                    }) }
                </select>
            </label>
            <input type="range" id="scrubber" class="scrubber" min="0" max={end.to_string()} value={props.step.to_string()}
                   oninput={seek} disabled={end == 0} aria-label="Scrub through the steps explored so far"
                   aria-valuetext={step_label(props.step, end, props.end_known)} />
            // Not a live region: the clock changes many times a second while playing.
            <span class="clock" id="clock">
                { format!("{} · t = {}", step_label(props.step, end, props.end_known), time_label(props.now_ms)) }
            </span>
            <span class="progress" title="Containers placed of those asked for">
                <span class="bar" role="progressbar" aria-label="Containers placed" aria-valuemin="0"
                      aria-valuemax={props.asked.to_string()} aria-valuenow={props.placed.to_string()}>
                    <span style={format!("width:{:.1}%", Float(percent))}></span>
                </span>
                <span id="placed">{ format!("{} / {} placed", group(props.placed), group(props.asked)) }</span>
            </span>
        </nav>
    }
}

/// `20000` → `20,000`.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A size in whole kilobytes, rounded up: `1113005` → `1,087 KB`.
pub fn kilobytes(bytes: usize) -> String {
    format!("{} KB", group(bytes.div_ceil(1024) as u64))
}

#[cfg(test)]
mod tests {
    #[test]
    fn kilobytes_round_up() {
        assert_eq!(super::kilobytes(0), "0 KB");
        assert_eq!(super::kilobytes(1), "1 KB");
        assert_eq!(super::kilobytes(1_113_005), "1,087 KB");
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(super::group(0), "0");
        assert_eq!(super::group(999), "999");
        assert_eq!(super::group(20_000), "20,000");
        assert_eq!(super::group(1_234_567), "1,234,567");
    }
}

/// "step 3 of 16" once the run's end is known, "step 3 of at least 16" while later steps are still unexplored.
pub fn step_label(step: usize, end: usize, end_known: bool) -> String {
    if end_known {
        format!("step {step} of {end}")
    } else {
        format!("step {step} of at least {end}")
    }
}

#[cfg(test)]
mod step_label_tests {
    use super::step_label;

    #[test]
    fn the_step_counter_speaks_in_words() {
        assert_eq!(step_label(0, 16, false), "step 0 of at least 16");
        assert_eq!(step_label(16, 16, true), "step 16 of 16");
    }
}
