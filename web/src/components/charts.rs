//! The Charts tab, drawn as plain SVG: per leaf queue its memory used (solid) against its guarantee (dashed)
//! over virtual time (with more leaves than colours, only those that have used or asked for memory), the pending
//! containers, and the preemption monitor's rounds (containers marked and killed per round; a bar opens its
//! round's report). The series only grow while a run goes forward, so the path strings are rebuilt only when the
//! number of samples changes; long runs are thinned to one corner per pixel column, and a value that holds is one
//! segment.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::lazy::split_view;
use crate::state::Select;
use crate::view_model::{colour, memory_label, time_label, ChartSeries};
use spindle_core::decimal::print::Float;

pub(crate) const W: f64 = 404.0;
pub(crate) const H: f64 = 150.0;
pub(crate) const LEFT: f64 = 44.0;
const RIGHT: f64 = 8.0;
pub(crate) const TOP: f64 = 8.0;
const BOTTOM: f64 = 20.0;
const PLOT_W: f64 = W - LEFT - RIGHT;
pub(crate) const PLOT_H: f64 = H - TOP - BOTTOM;

/// Maps virtual time and values to the plot area.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Scale {
    t_max: f64,
    y_max: f64,
}

impl Scale {
    pub(crate) fn new(t_max: u64, y_max: f64) -> Scale {
        Scale { t_max: (t_max as f64).max(1.0), y_max: y_max.max(1.0) }
    }

    pub(crate) fn x(&self, t: u64) -> f64 {
        LEFT + (t as f64 / self.t_max).clamp(0.0, 1.0) * PLOT_W
    }

    pub(crate) fn y(&self, v: f64) -> f64 {
        TOP + PLOT_H - (v / self.y_max).clamp(0.0, 1.0) * PLOT_H
    }
}

/// A step line through the points `(t, v)` in time order (a value holds until the next point), drawn to `t_end`,
/// at most one corner per pixel column: a column keeps the last value that falls in it, and a point that does not
/// change the value makes no corner, so the line ends exactly at the latest value and a series that holds through
/// a long run is one segment. No points, no line.
pub(crate) fn step_path(points: impl IntoIterator<Item = (u64, f64)>, t_end: u64, s: Scale) -> String {
    let mut pts: Vec<(f64, f64)> = Vec::new();
    for (t, v) in points {
        let (x, y) = (s.x(t).round(), s.y(v));
        match pts.last_mut() {
            Some(last) if last.0 == x => last.1 = y,
            Some(last) if last.1 == y => {}
            _ => pts.push((x, y)),
        }
    }
    let mut out = String::with_capacity(pts.len() * 14 + 6);
    for (i, (x, y)) in pts.iter().enumerate() {
        if i == 0 {
            out.push_str(&format!("M{:.0} {:.1}", Float(*x), Float(*y)));
        } else {
            out.push_str(&format!("H{:.0}V{:.1}", Float(*x), Float(*y)));
        }
    }
    let end = s.x(t_end).round();
    if pts.last().is_some_and(|last| last.0 < end) {
        out.push_str(&format!("H{:.0}", Float(end)));
    }
    out
}

/// The drawn series: path strings and scales, rebuilt when the number of samples changes.
#[derive(Debug, PartialEq)]
struct Drawn {
    usage: Scale,
    used: Vec<String>,
    guaranteed: Vec<String>,
    pending: Scale,
    pending_path: String,
    pending_max: u64,
}

fn draw(s: &ChartSeries) -> Drawn {
    let t_max = s.t.last().copied().unwrap_or(0);
    let usage = Scale::new(t_max, s.memory as f64);
    let queue = |points: &[(usize, i64)]| {
        step_path(points.iter().filter_map(|&(i, mb)| Some((*s.t.get(i)?, mb as f64))), t_max, usage)
    };
    let pending_max = s.pending.iter().copied().max().unwrap_or(0);
    let pending = Scale::new(t_max, pending_max as f64);
    Drawn {
        used: s.queues.iter().map(|q| queue(&q.used)).collect(),
        guaranteed: s.queues.iter().map(|q| queue(&q.guaranteed)).collect(),
        pending_path: step_path(s.t.iter().zip(&s.pending).map(|(&t, &p)| (t, p as f64)), t_max, pending),
        usage,
        pending,
        pending_max,
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ChartsProps {
    pub series: Rc<ChartSeries>,
    /// Changes when the scenario changes (the series is then another run's).
    pub run: u64,
    /// Opens a round's report.
    pub on_select: Callback<Select>,
}

split_view! {
    /// The Charts tab, in its own chunk (most visits never open it).
    pub static CHARTS: ChartsPanel(ChartsProps) in charts
}

#[component]
pub fn ChartsPanel(props: &ChartsProps) -> Html {
    let s = &props.series;
    let drawn = {
        let s = s.clone();
        use_memo((props.run, s.t.len()), move |_| draw(&s))
    };
    if s.t.len() < 2 {
        return html! {
            <div class="charts" id="charts">
                <p class="empty">{ "Step or play the run: its queues, pending containers and preemption rounds are drawn here over time." }</p>
            </div>
        };
    }
    let t_max = s.t.last().copied().unwrap_or(0);
    let last = s.t.len() - 1;
    let usage_label = s
        .queues
        .iter()
        .map(|q| {
            format!(
                "{} uses {} of its {} guarantee",
                q.path,
                memory_label(q.used_now()),
                memory_label(q.guaranteed_now())
            )
        })
        .chain((s.idle_queues > 0).then(|| idle_label(s.idle_queues)))
        .collect::<Vec<_>>()
        .join("; ");
    let u = drawn.usage;
    html! {
        <div class="charts" id="charts">
            <section>
                <h3 class="panel-title">{ "Memory used vs guaranteed, per leaf queue" }</h3>
                <svg class="chart" id="usage-chart" width={Float(W).to_string()} height={Float(H).to_string()} role="img"
                     aria-label={format!("Over {}: {usage_label}.", time_label(t_max))}>
                    <Axes scale={u} ticks={[0, s.memory / 2, s.memory].map(|m| (m as f64, memory_label(m))).to_vec()} t_max={t_max} />
                    { for s.queues.iter().enumerate().map(|(i, q)| html! {
                        <g class="series" data-queue={q.path.clone()}>
                            <path class="guarantee" d={drawn.guaranteed[i].clone()} stroke={colour(i as u16)} />
                            <path class="used" d={drawn.used[i].clone()} stroke={colour(i as u16)} />
                        </g>
                    }) }
                </svg>
                <ul class="legend chart-legend">
                    { for s.queues.iter().enumerate().map(|(i, q)| html! {
                        <li><span class="swatch" style={format!("background:{}", colour(i as u16))}></span>{ &q.name }</li>
                    }) }
                    if s.idle_queues > 0 {
                        <li class="muted" id="idle-queues">{ format!("{}, not drawn", idle_label(s.idle_queues)) }</li>
                    }
                    <li class="muted">{ "solid: used · dashed: guaranteed" }</li>
                </ul>
            </section>
            <section>
                <h3 class="panel-title">{ "Pending containers" }</h3>
                <svg class="chart" id="pending-chart" width={Float(W).to_string()} height={Float(H).to_string()} role="img"
                     aria-label={format!("{} containers pending now, at most {}.", s.pending.get(last).copied().unwrap_or(0), drawn.pending_max)}>
                    <Axes scale={drawn.pending} ticks={count_ticks(drawn.pending_max)} t_max={t_max} />
                    <path class="pending" d={drawn.pending_path.clone()} />
                </svg>
            </section>
            <section>
                <h3 class="panel-title">{ "Preemptions per round" }</h3>
                <RoundsChart series={s.clone()} on_select={props.on_select.clone()} />
            </section>
        </div>
    }
}

/// The leaf queues the usage chart leaves out ([`ChartSeries::idle_queues`]).
fn idle_label(n: usize) -> String {
    match n {
        1 => "1 more leaf queue has used and asked for nothing so far".to_string(),
        n => format!("{n} more leaf queues have used and asked for nothing so far"),
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct AxesProps {
    pub scale: Scale,
    /// Gridlines on the y axis: value and label.
    pub ticks: Vec<(f64, String)>,
    pub t_max: u64,
}

/// Ticks for a count axis: 0, about half, the top (whole numbers, so a label sits on its gridline).
fn count_ticks(max: u64) -> Vec<(f64, String)> {
    let mut t = vec![(0.0, "0".to_string())];
    if max >= 2 {
        t.push(((max / 2) as f64, (max / 2).to_string()));
    }
    if max >= 1 {
        t.push((max as f64, max.to_string()));
    }
    t
}

/// The y gridlines with their labels, and the time axis from 0 to now.
#[component]
pub(crate) fn Axes(props: &AxesProps) -> Html {
    let s = props.scale;
    html! {
        <g class="axes">
            { for props.ticks.iter().map(|(v, label)| {
                let y = s.y(*v);
                html! {
                    <>
                        <line class="grid" x1={Float(LEFT).to_string()} x2={Float(W - RIGHT).to_string()} y1={format!("{:.1}", Float(y))} y2={format!("{:.1}", Float(y))} />
                        <text class="tick" x={Float(LEFT - 4.0).to_string()} y={format!("{:.1}", Float(y + 3.5))} text-anchor="end">{ label }</text>
                    </>
                }
            }) }
            <text class="tick" x={Float(LEFT).to_string()} y={Float(H - 6.0).to_string()}>{ "0" }</text>
            <text class="tick" x={Float(W - RIGHT).to_string()} y={Float(H - 6.0).to_string()} text-anchor="end">{ format!("t = {}", time_label(props.t_max)) }</text>
        </g>
    }
}

#[derive(Properties, PartialEq)]
struct RoundsProps {
    series: Rc<ChartSeries>,
    on_select: Callback<Select>,
}

/// One bar per round: killed (filled) under marked (hatched), over the same time axis as the other charts.
#[component]
fn RoundsChart(props: &RoundsProps) -> Html {
    let s = &props.series;
    let rounds: Vec<_> = s.rounds.iter().filter(|r| r.marked + r.killed > 0).collect();
    if !s.monitor_on {
        return html! { <p class="empty" id="rounds-empty">{ "The scheduling monitor is off, so nothing is preempted (Queues tab → Preemption)." }</p> };
    }
    if rounds.is_empty() {
        return html! { <p class="empty" id="rounds-empty">{ "No round has marked or killed a container yet." }</p> };
    }
    let t_max = s.t.last().copied().unwrap_or(0).max(s.rounds.last().map_or(0, |r| r.at_ms));
    let y_max = rounds.iter().map(|r| r.marked + r.killed).max().unwrap_or(0);
    let scale = Scale::new(t_max, f64::from(y_max));
    // As wide as the closest two rounds allow, so bars never overlap.
    let gap = rounds.windows(2).map(|w| scale.x(w[1].at_ms) - scale.x(w[0].at_ms)).fold(f64::INFINITY, f64::min);
    let bar_w = (gap * 0.7).clamp(2.0, 8.0);
    html! {
        <>
            <svg class="chart" id="rounds-chart" width={Float(W).to_string()} height={Float(H).to_string()} role="group"
                 aria-label={format!("{} rounds marked or killed containers: {} marked, {} killed in all.", rounds.len(),
                     rounds.iter().map(|r| r.marked).sum::<u32>(), rounds.iter().map(|r| r.killed).sum::<u32>())}>
                <Axes scale={scale} ticks={count_ticks(u64::from(y_max))} t_max={t_max} />
                { for rounds.iter().map(|r| {
                    let x = scale.x(r.at_ms) - bar_w / 2.0;
                    let (y_k, y_m) = (scale.y(f64::from(r.killed)), scale.y(f64::from(r.killed + r.marked)));
                    let open = {
                        let step = r.step;
                        props.on_select.reform(move |_| Select::Round { step, container: None })
                    };
                    // A button for the keyboard too: Enter or Space opens the round's report.
                    let key = {
                        let step = r.step;
                        let d = props.on_select.clone();
                        Callback::from(move |e: KeyboardEvent| {
                            if e.key() == "Enter" || e.key() == " " {
                                e.prevent_default();
                                e.stop_propagation();
                                d.emit(Select::Round { step, container: None });
                            }
                        })
                    };
                    let name = format!("Preemption round at {}: {} marked, {} killed. Open its report.", time_label(r.at_ms), r.marked, r.killed);
                    html! {
                        <g class="round-bar" data-at={r.at_ms.to_string()} data-marked={r.marked.to_string()} data-killed={r.killed.to_string()}
                           data-step={r.step.to_string()} onclick={open} onkeydown={key} role="button" tabindex="0" aria-label={name}>
                            <title>{ format!("round at {}: {} marked, {} killed", time_label(r.at_ms), r.marked, r.killed) }</title>
                            <rect class="killed" x={format!("{:.1}", Float(x))} y={format!("{:.1}", Float(y_k))} width={format!("{:.1}", Float(bar_w))} height={format!("{:.1}", Float(TOP + PLOT_H - y_k))} />
                            <rect class="marked" x={format!("{:.1}", Float(x))} y={format!("{:.1}", Float(y_m))} width={format!("{:.1}", Float(bar_w))} height={format!("{:.1}", Float(y_k - y_m))} />
                        </g>
                    }
                }) }
            </svg>
            <ul class="legend chart-legend">
                <li><span class="swatch killed"></span>{ "killed" }</li>
                <li><span class="swatch marked"></span>{ "marked" }</li>
            </ul>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_path_holds_values_and_keeps_one_point_per_column() {
        let s = Scale::new(100, 10.0);
        let p = step_path([(0, 0.0), (50, 5.0), (100, 10.0)], 100, s);
        assert_eq!(
            p,
            format!("M{LEFT:.0} {:.1}H{:.0}V{:.1}H{:.0}V{:.1}", TOP + PLOT_H, s.x(50), s.y(5.0), s.x(100), TOP)
        );
        assert_eq!(step_path([], 100, s), "", "no points, no line");
        // A value held to the end of the axis: one segment, however many points repeat it.
        let held = format!("M{LEFT:.0} {:.1}H{:.0}", s.y(5.0), s.x(100));
        assert_eq!(step_path([(0, 5.0)], 100, s), held);
        assert_eq!(step_path((0..=100).map(|t| (t, 5.0)), 100, s), held);
        // A change between two held stretches is one corner.
        assert_eq!(
            step_path((0..=100).map(|t| (t, if t < 50 { 5.0 } else { 10.0 })), 100, s),
            format!("M{LEFT:.0} {:.1}H{:.0}V{:.1}H{:.0}", s.y(5.0), s.x(50), s.y(10.0), s.x(100))
        );
        let t: Vec<u64> = (0..100_000).collect();
        let v: Vec<f64> = t.iter().map(|&x| (x % 7) as f64).collect();
        let thin = step_path(t.iter().copied().zip(v.iter().copied()), 99_999, Scale::new(100_000, 7.0));
        assert!(thin.matches('H').count() <= PLOT_W as usize + 1, "one point per pixel column");
        assert!(thin.ends_with(&format!("V{:.1}", Scale::new(100_000, 7.0).y(v[99_999]))), "ends at the latest sample");
    }
}
