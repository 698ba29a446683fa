//! The Queues tab: the Capacity Scheduler's queue tree with one bar per queue (used filled, the part above the
//! guarantee marked, pending hatched beyond it, reserved outlined, the guarantee as a tick and the maximum as the
//! bar's outlined end), per partition when the cluster has node labels; and the queue form, which edits a staged
//! copy of the `capacity-scheduler` properties that the core checks after every change and that is applied, as
//! one undoable edit, only when it has no error. Queue names are text nodes, never markup.

use std::rc::Rc;

use spindle_core::resource::Resource;
use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::components::fields::{dom_id, TextInput};
use crate::components::lazy::split_view;
use crate::components::preemption_settings::PreemptionSettings;
use crate::state::edit::Edit;
use crate::state::queue_config::{self, key, short_key, Change, Properties, QueueEdit, RawQueue, Setting, SettingKind};
use crate::state::{Drafts, QueueFormAction, QueueToggles, Select, Staged, UiAction};
use crate::view_model::{memory_label, ConfigProblem, QueueRow, QueuesView};
use spindle_core::decimal::print::Float;

/// The rows the tree opens to at first, at most (`queue_config::open_depth`): about what the tab draws within a
/// frame or two on every step.
const MOST_ROWS_OPEN: usize = 500;
/// A level's indent, and the room for a parent's open / close button before the name (pixels).
const INDENT: usize = 14;
const TOGGLE_W: usize = 16;

/// The bar's width in pixels: the whole partition.
const BAR_W: f64 = 160.0;
const BAR_H: f64 = 14.0;

#[derive(Properties, PartialEq, Clone)]
pub struct QueuesProps {
    pub view: Rc<QueuesView>,
    pub scenario: Rc<Scenario>,
    pub staged: Option<Staged>,
    /// The queue whose form is open.
    pub selected: Option<String>,
    pub drafts: Rc<Drafts>,
    /// Changes the staged properties, applies or discards them.
    pub on_stage: Callback<QueueFormAction>,
    /// Picks a queue.
    pub on_select: Callback<Select>,
    /// The parents the user opened or closed in the tree.
    pub toggles: QueueToggles,
    /// Opens or closes parents, and picks a queue from its row.
    pub on_ui: Callback<UiAction>,
    /// Switches the partition the bars show (by index).
    pub on_partition: Callback<usize>,
    /// The preemption settings are `yarn-site` edits.
    pub on_edit: Callback<Edit>,
}

split_view! {
    /// The Queues tab, in its own chunk (the first page opens on Explain, and stepping never needs it).
    pub static QUEUES_TAB: QueuesPanel(QueuesProps) in queues_tab
}

/// What the tree is drawn from, compared by identity: an edit makes a new scenario, and a staged change a new
/// staged copy, while a step changes neither.
struct TreeSource {
    scenario: Rc<Scenario>,
    staged: Option<(Rc<Properties>, Rc<Vec<ConfigProblem>>)>,
    label: String,
}

impl PartialEq for TreeSource {
    fn eq(&self, o: &TreeSource) -> bool {
        let staged = match (&self.staged, &o.staged) {
            (Some(a), Some(b)) => Rc::ptr_eq(&a.0, &b.0) && Rc::ptr_eq(&a.1, &b.1),
            (a, b) => a.is_none() && b.is_none(),
        };
        Rc::ptr_eq(&self.scenario, &o.scenario) && staged && self.label == o.label
    }
}

/// The tree and what its rows show of the configuration, worked out when the configuration changes, not on every
/// step: a real `capacity-scheduler.xml` has thousands of keys and queues.
struct TreeModel {
    /// The staged properties if any, else the scenario's as the form starts from them.
    map: Rc<Properties>,
    tree: Vec<RawQueue>,
    /// The levels the tree opens to at first ([`queue_config::open_depth`]).
    levels: usize,
    /// The differences between the scenario's properties and the staged ones.
    changed: Rc<Vec<Change>>,
    /// Per queue of `tree`: its children's capacities in percent, and whether the core's error is about them.
    sums: Vec<(Option<f64>, bool)>,
}

impl TreeModel {
    fn new(src: &TreeSource) -> TreeModel {
        let applied = queue_config::starting_point(&src.scenario.capacity_scheduler);
        let changed = Rc::new(src.staged.as_ref().map(|s| queue_config::diff(&applied, &s.0)).unwrap_or_default());
        let map = src.staged.as_ref().map_or_else(|| Rc::new(applied), |s| s.0.clone());
        let problems: &[ConfigProblem] = src.staged.as_ref().map_or(&[], |s| &s.1);
        let tree = queue_config::tree(&map);
        let sums = tree
            .iter()
            .map(|q| {
                let sum = (!q.leaf).then(|| queue_config::children_sum(&map, &q.path, &src.label)).flatten();
                // Marked when the core's error is about these children's capacities (the sum is shown, the verdict
                // is the core's).
                let bad = sum.is_some()
                    && queue_config::children_of(&map, &q.path).iter().any(|c| {
                        let k = key(&format!("{}.{c}", q.path), &queue_config::CAPACITY.suffix_in(&src.label));
                        problems.iter().any(|p| p.error && p.key == k)
                    });
                (sum, bad)
            })
            .collect();
        let levels = queue_config::open_depth(&tree, MOST_ROWS_OPEN);
        TreeModel { map, tree, levels, changed, sums }
    }
}

#[component]
fn QueuesPanel(props: &QueuesProps) -> Html {
    let view = &props.view;
    let label = view.partitions.get(view.partition).cloned().unwrap_or_default();
    let model = use_memo(
        TreeSource {
            scenario: props.scenario.clone(),
            staged: props.staged.as_ref().map(|s| (s.map.clone(), s.problems.clone())),
            label: label.clone(),
        },
        TreeModel::new,
    );
    let (tree, map) = (&model.tree, &model.map);
    let problems: &[ConfigProblem] = props.staged.as_ref().map_or(&[], |s| &s.problems);
    let selected = props.selected.as_ref().and_then(|p| tree.iter().find(|q| &q.path == p));
    // A parent's row opens or closes its queues: the user's choices by path (kept in the page's state, so they
    // outlive a switch of tab), over the first view, which opens as many levels as fit in MOST_ROWS_OPEN rows.
    let is_open = |q: &RawQueue| props.toggles.get(&q.path).unwrap_or(q.depth < model.levels);

    let switcher = (view.partitions.len() > 1).then(|| {
        html! {
            <div class="segmented" role="radiogroup" aria-label="Partition (node label)" id="partition-switch">
                { for view.partitions.iter().enumerate().map(|(i, p)| {
                    html! {
                        <button role="radio" aria-checked={(i == view.partition).to_string()} data-partition={p.clone()}
                                onclick={props.on_partition.reform(move |_| i)}>
                            { if p.is_empty() { "default partition" } else { p.as_str() } }
                        </button>
                    }
                }) }
            </div>
        }
    });
    let rows = queue_config::shown(tree, is_open).into_iter().map(|(i, under)| {
        let (q, (sum, sum_bad)) = (&tree[i], model.sums[i]);
        html! {
            <QueueItem key={q.path.as_str()} queue={q.clone()} row={view.row(&q.path).cloned()} total={view.total}
                open={(!q.leaf).then(|| is_open(q))} {under} selected={selected == Some(q)}
                edited={staged_differs(&model.changed, &q.path)} {sum} {sum_bad} on_ui={props.on_ui.clone()} />
        }
    });
    html! {
        <div class="queues" id="queues">
            { for switcher }
            <Legend />
            <ul class="queue-tree" role="tree" id="queue-tree" aria-label="Queues (memory; click a queue to edit it)">
                { for rows }
            </ul>
            <StagedBar staged={props.staged.clone()} changes={model.changed.clone()} on_stage={props.on_stage.clone()} on_select={props.on_select.clone()} />
            if let Some(q) = selected {
                { QUEUE_FORM.html(FormProps { queue: q.clone(), map: map.clone(),
                    label: label.clone(), problems: Rc::new(problems.to_vec()), on_stage: props.on_stage.clone() }) }
            } else {
                <p class="hint">{ "Click a queue to edit its capacity-scheduler settings. Edits are staged, checked by the Capacity Scheduler's own validation, and applied together (Ctrl+Z undoes them)." }</p>
            }
            <PreemptionSettings scenario={props.scenario.clone()} drafts={props.drafts.clone()} on_edit={props.on_edit.clone()} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ItemProps {
    queue: RawQueue,
    /// Its numbers; `None` for a queue only the staged copy has.
    row: Option<QueueRow>,
    total: Resource,
    /// Whether a parent's queues are shown; `None` for a leaf.
    open: Option<bool>,
    /// The queues under it, at any depth.
    under: usize,
    selected: bool,
    /// Changed in the staged copy.
    edited: bool,
    /// The children's capacities, in percent ([`queue_config::children_sum`]), and whether the core finds them wrong.
    sum: Option<f64>,
    sum_bad: bool,
    on_ui: Callback<UiAction>,
}

/// One queue's row of the tree. A component of its own, so that a step redraws only the rows whose numbers moved
/// (a real cluster's tree shows hundreds of rows, and a step changes a few queues).
#[component]
fn QueueItem(props: &ItemProps) -> Html {
    let (q, row) = (&props.queue, props.row.as_ref());
    let toggle = props.open.map(|open| {
        let (on_ui, path) = (props.on_ui.clone(), q.path.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            on_ui.emit(UiAction::ShowQueue { queue: path.clone(), open: !open })
        });
        let under = props.under;
        html! {
            <button class="qtoggle" style={format!("left:{}px", q.depth * INDENT)} {onclick}
                    aria-label={format!("{} the {under} queue{} under {}", if open { "Hide" } else { "Show" }, if under == 1 { "" } else { "s" }, q.path)}>
                { if open { "▾" } else { "▸" } }
            </button>
        }
    });
    let pick = {
        let path = q.path.clone();
        props.on_ui.reform(move |_| UiAction::Select(Select::Queue(path.clone())))
    };
    html! {
        <li role="treeitem" aria-level={(q.depth + 1).to_string()} aria-selected={props.selected.to_string()}
            aria-expanded={props.open.map(|o| o.to_string())}
            data-queue={q.path.clone()} class={classes!(props.selected.then_some("selected"))}>
            { for toggle }
            // Named by its text (label in name); the numbers in words are its description.
            <button class="queue-row" onclick={pick} title={row.map_or_else(
                || format!("queue {} (staged, not applied yet): edit", q.path), |r| format!("{}: edit", bar_summary(r)))}>
                <span class="qname" style={format!("padding-left:{}px", q.depth * INDENT + TOGGLE_W)}>
                    { &q.name }
                    if props.edited { <span class="badge" title="changed in the staged copy">{ "edited" }</span> }
                </span>
                { match row {
                    Some(r) => html! { <QueueBar row={r.clone()} total={props.total} /> },
                    None => html! { <span class="qnew muted">{ "new: apply to see it" }</span> },
                } }
                <span class="qnums">
                    { row.map(|r| format!("{} / {}", memory_label(r.used.memory()), memory_label(r.guaranteed.memory()))).unwrap_or_default() }
                    if let Some(s) = props.sum { <span class={classes!("qsum", if props.sum_bad { "bad" } else { "muted" })}>{ format!("Σ {}%", pct(s)) }</span> }
                </span>
            </button>
        </li>
    }
}

/// Whether any key of queue `path` itself is among `changed` (the differences between the applied and the staged
/// properties, [`queue_config::diff`]).
fn staged_differs(changed: &[Change], path: &str) -> bool {
    let own = format!("{}{path}.", queue_config::PREFIX);
    let mine =
        |k: &String| k.strip_prefix(&own).is_some_and(|rest| !rest.contains('.') || rest.starts_with("accessible"));
    changed.iter().any(|(k, _, _)| mine(k))
}

/// `12.5`, `100`: percentages without float noise.
fn pct(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        Float(r).to_string()
    }
}

/// The numbers a queue's bar stands for, in words (its accessible name and tooltip).
pub fn bar_summary(r: &QueueRow) -> String {
    let res = |x: Resource| format!("{} · {} vcores", memory_label(x.memory()), x.vcores());
    format!(
        "queue {}: used {} (reserved {}), guaranteed {} ({}% of the partition), maximum {} ({}%), pending {}, {} application{}{}",
        r.path,
        res(r.used),
        memory_label(r.reserved.memory()),
        res(r.guaranteed),
        pct(f64::from(r.absolute_capacity) * 100.0),
        res(r.maximum),
        pct(f64::from(r.absolute_maximum) * 100.0),
        res(r.pending),
        r.apps,
        if r.apps == 1 { "" } else { "s" },
        if r.preemption_disabled { ", preemption disabled" } else { "" }
    )
}

#[derive(Properties, PartialEq)]
struct BarProps {
    row: QueueRow,
    total: Resource,
}

/// One queue's bar, to the scale of the whole partition (memory).
#[component]
fn QueueBar(props: &BarProps) -> Html {
    let r = &props.row;
    let x = |res: Resource| -> f64 {
        let total = props.total.memory();
        if total <= 0 {
            0.0
        } else {
            (res.memory() as f64 / total as f64).clamp(0.0, 1.0) * BAR_W
        }
    };
    let (used, guaranteed, maximum) = (x(r.used), x(r.guaranteed), x(r.maximum));
    let within = used.min(guaranteed);
    let pending_end = (used + x(r.pending)).min(BAR_W);
    let reserved = x(r.reserved);
    let f = |v: f64| format!("{:.1}", Float(v));
    html! {
        <svg class={classes!("qbar", r.preemption_disabled.then_some("no-preempt"))} width={f(BAR_W + 4.0)} height={f(BAR_H + 6.0)}
             viewBox={format!("-2 -3 {} {}", f(BAR_W + 4.0), f(BAR_H + 6.0))} role="img" aria-label={bar_summary(r)}
             data-used={r.used.memory().to_string()} data-guaranteed={r.guaranteed.memory().to_string()}>
            <title>{ bar_summary(r) }</title>
            <rect class="q-bg" x="0" y="0" width={f(BAR_W)} height={f(BAR_H)} rx="3" />
            <rect class="q-max" x="0.5" y="0.5" width={f((maximum - 1.0).max(0.0))} height={f(BAR_H - 1.0)} rx="3" />
            <rect class="q-used" x="0" y="0" width={f(within)} height={f(BAR_H)} rx="2" />
            if used > guaranteed {
                <rect class="q-over" x={f(guaranteed)} y="0" width={f(used - guaranteed)} height={f(BAR_H)} />
            }
            if reserved > 0.0 {
                <rect class="q-reserved" x={f(used - reserved)} y="1" width={f(reserved)} height={f(BAR_H - 2.0)} />
            }
            if pending_end > used {
                <rect class="q-pending" x={f(used)} y="2" width={f(pending_end - used)} height={f(BAR_H - 4.0)} />
            }
            <line class="q-guarantee" x1={f(guaranteed)} x2={f(guaranteed)} y1="-3" y2={f(BAR_H + 3.0)} />
        </svg>
    }
}

/// What the bars' marks mean (the hatching pattern is defined here, once per page).
#[component]
fn Legend() -> Html {
    let item = |class: &'static str, text: &'static str| {
        html! {
            <li><svg width="18" height="12" aria-hidden="true"><rect class={class} x="1" y="1" width="16" height="10" rx="2" /></svg>{ text }</li>
        }
    };
    html! {
        <>
            <svg width="0" height="0" class="defs" aria-hidden="true">
                <defs>
                    <pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                        <rect width="5" height="5" class="hatch-bg" />
                        <line x1="0" y1="0" x2="0" y2="5" class="hatch-line" />
                    </pattern>
                </defs>
            </svg>
            <ul class="legend queue-legend" aria-label="What the queue bars show (memory, to the scale of the partition)">
                { item("q-used", "used") }
                { item("q-over", "above guarantee") }
                { item("q-pending", "pending") }
                { item("q-reserved", "reserved") }
                <li><svg width="10" height="14" aria-hidden="true"><line class="q-guarantee" x1="5" x2="5" y1="0" y2="14" /></svg>{ "guaranteed" }</li>
                { item("q-max", "maximum") }
            </ul>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct StagedProps {
    staged: Option<Staged>,
    /// The differences between the applied and the staged properties ([`queue_config::diff`]).
    changes: Rc<Vec<Change>>,
    on_stage: Callback<QueueFormAction>,
    on_select: Callback<Select>,
}

/// What is staged, every problem the core finds in it (with its key), and Apply / Discard.
#[component]
fn StagedBar(props: &StagedProps) -> Html {
    let Some(st) = &props.staged else {
        return html! { <div class="staged-bar clean" id="staged" aria-live="polite"><span class="muted">{ "No staged changes." }</span></div> };
    };
    let on = |a: QueueFormAction| props.on_stage.reform(move |_| a.clone());
    let changes = &props.changes;
    let errors = st.problems.iter().filter(|p| p.error).count();
    let pick = |k: &str| {
        let d = props.on_select.clone();
        let queue = queue_of(&st.map, k);
        Callback::from(move |_| {
            if let Some(q) = &queue {
                d.emit(Select::Queue(q.clone()))
            }
        })
    };
    html! {
        <div class={classes!("staged-bar", if st.valid() { "valid" } else { "invalid" })} id="staged" aria-live="polite">
            <div class="row">
                <strong id="staged-status">
                    { match (changes.len(), errors) {
                        (n, 0) => format!("{n} change{} staged; the Capacity Scheduler accepts them", if n == 1 { "" } else { "s" }),
                        (n, e) => format!("{n} change{} staged; {e} error{} to fix before applying", if n == 1 { "" } else { "s" }, if e == 1 { "" } else { "s" }),
                    } }
                </strong>
                <button class="btn ghost" id="discard-staged" onclick={on(QueueFormAction::Discard)}>{ "Discard" }</button>
                <button class="btn primary" id="apply-staged" onclick={on(QueueFormAction::Apply)} disabled={!st.valid()}
                        title={if st.valid() { "Apply the staged settings (the run restarts; Ctrl+Z undoes it)" } else { "Fix the errors first" }}>
                    { "Apply" }
                </button>
            </div>
            if let Some(r) = &st.refused { <p class="field-error" role="alert">{ r }</p> }
            if !st.problems.is_empty() {
                <ul class="problems" id="config-problems">
                    { for st.problems.iter().map(|p| html! {
                        <li class={if p.error { "error" } else { "warning" }} data-key={p.key.clone()}>
                            <button class="link key" onclick={pick(&p.key)}>{ short_key(&p.key) }</button>
                            <span>{ &p.message }</span>
                        </li>
                    }) }
                </ul>
            }
            <details class="diff">
                <summary>{ "What changes" }</summary>
                <ul>
                    { for changes.iter().map(|(k, before, after)| html! {
                        <li><code>{ short_key(k) }</code>{ format!(": {} → {}",
                            before.as_deref().unwrap_or("(default)"), after.as_deref().unwrap_or("(default)")) }</li>
                    }) }
                </ul>
            </details>
        </div>
    }
}

/// The queue a property key belongs to: the longest queue path of the tree that prefixes it.
fn queue_of(map: &Properties, k: &str) -> Option<String> {
    queue_config::tree(map)
        .into_iter()
        .filter(|q| k.starts_with(&format!("{}{}.", queue_config::PREFIX, q.path)))
        .max_by_key(|q| q.path.len())
        .map(|q| q.path)
}

#[derive(Properties, PartialEq, Clone)]
struct FormProps {
    queue: RawQueue,
    map: Rc<Properties>,
    /// The partition the capacity fields are for (`""`: the default partition).
    label: String,
    problems: Rc<Vec<ConfigProblem>>,
    on_stage: Callback<QueueFormAction>,
}

split_view! {
    /// A queue's settings form, in its own chunk (drawn once a queue is selected).
    static QUEUE_FORM: QueueForm(FormProps) in queue_form
}

/// One queue's settings in the staged copy.
#[component]
fn QueueForm(props: &FormProps) -> Html {
    let q = &props.queue;
    let d = &props.on_stage;
    let new_child = use_state(String::new);
    let root = q.depth == 0;
    let set = |suffix: String| {
        let (d, queue) = (d.clone(), q.path.clone());
        Callback::from(move |value: String| {
            d.emit(QueueFormAction::Stage(QueueEdit::Set { queue: queue.clone(), suffix: suffix.clone(), value }))
        })
    };
    let error_at =
        |k: &str| props.problems.iter().find(|p| p.error && p.key == k).map(|p| AttrValue::from(p.message.clone()));
    let input = |s: &Setting| -> Html {
        let suffix = s.suffix_in(&props.label);
        let k = key(&q.path, &suffix);
        let value = props.map.get(&k).cloned().unwrap_or_default();
        let label = if suffix == s.suffix { s.label.to_string() } else { format!("{} on {}", s.label, props.label) };
        match s.kind {
            SettingKind::Number => html! {
                <TextInput id={dom_id(&k)} label={label} value={value} error={error_at(&k)} onchange={set(suffix)}
                           kind={crate::components::fields::InputKind::Number} placeholder={s.default_for(q.leaf)} hint={s.hint} />
            },
            SettingKind::Choice(_) => {
                let onchange =
                    set(suffix).reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlSelectElement>().value());
                let invalid = error_at(&k);
                html! {
                    <label class={classes!("field", invalid.is_some().then_some("invalid"))} for={dom_id(&k)}>
                        <span class="label">{ label }</span>
                        <select id={dom_id(&k)} key={value.clone()} {onchange}>
                            <option value="" selected={value.is_empty()}>{ format!("default ({})", s.default_for(q.leaf)) }</option>
                            { for s.choices(q.leaf).iter().map(|c| html! { <option value={*c} selected={value == *c}>{ *c }</option> }) }
                            if !value.is_empty() && !s.choices(q.leaf).contains(&value.as_str()) {
                                <option value={value.clone()} selected=true>{ value.clone() }</option>
                            }
                        </select>
                        if let Some(e) = invalid { <span class="field-error" role="alert">{ e }</span> }
                        else if !s.hint.is_empty() { <span class="field-hint">{ s.hint }</span> }
                    </label>
                }
            }
        }
    };
    let add = {
        let (d, parent, name) = (d.clone(), q.path.clone(), new_child.clone());
        Callback::from(move |_| {
            d.emit(QueueFormAction::Stage(QueueEdit::AddChild { parent: parent.clone(), name: (*name).clone() }));
            name.set(String::new());
        })
    };
    let remove = {
        let (d, queue) = (d.clone(), q.path.clone());
        Callback::from(move |_| d.emit(QueueFormAction::Stage(QueueEdit::Remove { queue: queue.clone() })))
    };
    let typed = {
        let name = new_child.clone();
        Callback::from(move |e: InputEvent| name.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let children = queue_config::children_of(&props.map, &q.path);
    let kids_sum = queue_config::children_sum(&props.map, &q.path, &props.label);
    html! {
        <section class="editor queue-form" id="queue-form" data-queue={q.path.clone()} aria-label={format!("Queue {}", q.path)}>
            <h2>{ "Queue " }<span class="muted">{ &q.path }</span></h2>
            <p class="hint">{ if q.leaf { "A leaf queue: applications run here." } else { "A parent queue: it divides its share among its children." } }</p>
            <div class="grid">
                if !root {
                    { input(&queue_config::CAPACITY) }
                    { input(&queue_config::MAXIMUM_CAPACITY) }
                }
                { for queue_config::SETTINGS.iter().filter(|s| (q.leaf || !s.leaf_only) && (!root || matches!(s.kind, SettingKind::Choice(_)))).map(input) }
            </div>
            if let Some(sum) = kids_sum {
                <p class="hint" id="children-sum">
                    { format!("Children's capacities{}: {} = {}%",
                        if props.label.is_empty() { String::new() } else { format!(" on {}", props.label) },
                        children.iter().map(|c| format!("{c} {}", props.map.get(&key(&format!("{}.{c}", q.path), &queue_config::CAPACITY.suffix_in(&props.label))).map(String::as_str).unwrap_or("0"))).collect::<Vec<_>>().join(" + "),
                        pct(sum)) }
                </p>
            }
            <div class="row">
                <label class="field compact add-child">
                    <span class="label">{ "New child queue" }</span>
                    <input id="new-child-name" type="text" placeholder="name (or blank)" value={(*new_child).clone()} oninput={typed}
                           spellcheck="false" autocomplete="off" />
                </label>
                <button class="btn" id="add-child" onclick={add}>{ "+ Add child" }</button>
                if !root {
                    <button class="btn danger" id="remove-queue" onclick={remove}
                            aria-label={format!("Remove queue {} and everything below it", q.path)}>{ "Remove queue" }</button>
                }
            </div>
        </section>
    }
}
