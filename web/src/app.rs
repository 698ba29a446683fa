//! The playground's one state and its root component.
//!
//! [`Playground`] holds the edited [`Scenario`] — the source of truth — and the [`Simulator`] built from it.
//! Every user action is an [`Action`]; [`Playground::apply`] is the only place state changes. An [`Edit`] is
//! staged on a copy of the scenario, validated by building a simulator from it, and applied only if that
//! succeeds (the run restarts at step 0); a rejected edit keeps the user's text as a [`Draft`] with the error,
//! shown at the field, and changes nothing else. Applied edits are undoable; consecutive edits of one field
//! (typing) undo together.

use std::cell::{Cell, Ref, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;
use yew::prelude::*;

use crate::charts::ChartsPanel;
use crate::cluster::Cluster;
use crate::dense::{Dense, Versioned};
use crate::dom;
use crate::edit::{self, Edit, Field};
use crate::explain::{ExplainContent, ExplainPanel};
use crate::keyboard::{self, Shortcut};
use crate::pending::PendingLane;
use crate::queue_config::{self, Properties, QueueEdit};
use crate::queues::QueuesPanel;
use crate::scenario_panel::{ScenarioPanel, ShareButton};
use crate::timeline::Timeline;
use crate::topology_editor::TopologyEditor;
use crate::view_model::{self, ColourBy, ContainerWhy, EventView, Overlay, RoundLink, RoundView};
use crate::workload_editor::WorkloadEditor;

/// The built-in scenario the playground opens with.
pub const DEFAULT_SCENARIO: &str = "zk-anti-affinity";
/// localStorage key of the working scenario (JSON).
pub const STORAGE_SCENARIO: &str = "spindle.scenario.v1";
/// localStorage key of the theme choice.
pub const STORAGE_THEME: &str = "spindle.theme";
/// Above this many nodes the cluster is drawn on a canvas (SVG re-diffing cannot keep up; see NOTES.md).
pub const DENSE_ABOVE: usize = 300;
/// Undo keeps this many scenarios.
const UNDO_DEPTH: usize = 200;
/// Time per animation frame for taking decisions while playing: it starts here and adapts (see
/// [`Playground::advance`]), so that decisions plus drawing fit a frame and the tab never freezes.
const FRAME_BUDGET_MS: f64 = 8.0;
/// Frames further apart than this were missed (60 Hz frames are 16.7 ms apart).
const MISSED_FRAME_MS: f64 = 21.0;

/// Playback speeds: label and decisions per second (`INFINITY`: as many as the frame budget allows).
pub const SPEEDS: [(&str, f64); 6] =
    [("1 / s", 1.0), ("4 / s", 4.0), ("15 / s", 15.0), ("60 / s", 60.0), ("600 / s", 600.0), ("max", f64::INFINITY)];
const DEFAULT_SPEED: usize = 1;

/// How long a frame may spend taking decisions while playing. Drawing 2,000 nodes costs a few milliseconds that
/// vary with the cluster and the machine, so the budget adapts to missed frames: a missed frame cuts it and
/// lowers the ceiling it may grow back to (multiplicative decrease); frames that keep up let it grow slowly
/// (additive increase) and raise the ceiling more slowly still, so overruns stay rare.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pacer {
    pub budget: f64,
    ceiling: f64,
}

impl Default for Pacer {
    fn default() -> Pacer {
        Pacer { budget: FRAME_BUDGET_MS, ceiling: FRAME_BUDGET_MS }
    }
}

impl Pacer {
    pub fn after_frame(self, elapsed_ms: f64) -> Pacer {
        if elapsed_ms > MISSED_FRAME_MS {
            Pacer { budget: (self.budget * 0.5).max(1.0), ceiling: (self.budget * 0.75).max(1.0) }
        } else {
            Pacer {
                budget: (self.budget + 0.25).min(self.ceiling),
                ceiling: (self.ceiling + 0.01).min(FRAME_BUDGET_MS),
            }
        }
    }
}

/// The built-in scenarios: the core's, then the generated large cluster.
pub fn builtin_names() -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = spindle_core::builtin::SCENARIOS
        .iter()
        .map(|(name, json)| {
            let title = serde_json::from_str::<Scenario>(json).map(|s| s.name).unwrap_or_default();
            (*name, if title.is_empty() { (*name).to_string() } else { title })
        })
        .collect();
    out.push((crate::generate::LARGE, crate::generate::large_cluster().name));
    out
}

/// A built-in scenario by name.
pub fn builtin(name: &str) -> Option<Scenario> {
    if name == crate::generate::LARGE {
        return Some(crate::generate::large_cluster());
    }
    serde_json::from_str(spindle_core::builtin::json(name)?).ok()
}

/// Text the user typed that could not be applied, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub text: String,
    pub error: String,
}

/// A message over the playground (a share link that could not be read, a scenario that could not be loaded).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Error(String),
    Info(String),
}

/// What the user has selected; the explain panel and the editors follow it.
#[derive(Clone, Debug, PartialEq)]
pub enum Selection {
    None,
    /// A pending request, with the node whose verdict tree is open.
    Request {
        app: u32,
        request: usize,
        focus: Option<u32>,
    },
    /// A placed container and why it landed where it is (computed once, when selected).
    Container(Rc<ContainerWhy>),
    /// A node or a rack of the scenario, for editing.
    Node(usize, usize),
    Rack(usize),
    /// A queue of the Capacity Scheduler (by path), for its bar and its form.
    Queue(String),
    /// A preemption round's report (computed once, when selected).
    Round(Rc<RoundView>),
}

/// The side panel's tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Explain,
    Queues,
    Charts,
    Events,
    Topology,
    Workload,
    Scenario,
}

impl Tab {
    pub const ALL: [Tab; 7] =
        [Tab::Explain, Tab::Queues, Tab::Charts, Tab::Events, Tab::Topology, Tab::Workload, Tab::Scenario];

    pub fn label(self) -> &'static str {
        match self {
            Tab::Explain => "Explain",
            Tab::Queues => "Queues",
            Tab::Charts => "Charts",
            Tab::Topology => "Topology",
            Tab::Workload => "Workload",
            Tab::Events => "Events",
            Tab::Scenario => "Scenario",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn key(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_key(s: &str) -> Theme {
        Theme::ALL.into_iter().find(|t| t.key() == s).unwrap_or_default()
    }
}

/// How the cluster is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewMode {
    /// Boxes up to [`DENSE_ABOVE`] nodes, the canvas above.
    #[default]
    Auto,
    Boxes,
    Dense,
}

/// Presentation choices (not part of the scenario, not undone).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    pub theme: Theme,
    pub colour_by: ColourBy,
    pub view: ViewMode,
    /// Columns are the values of this node attribute (a custom scope) instead of racks.
    pub group_by: Option<String>,
    /// The partition (node label) the queue bars show, by index (0: the default partition).
    pub partition: usize,
}

/// The queue form's staged copy of the `capacity-scheduler` properties: edited freely, checked by the core after
/// every change, applied as one undoable [`Edit`] only when the core finds no error.
#[derive(Clone, Debug, PartialEq)]
pub struct Staged {
    pub map: Rc<Properties>,
    pub problems: Rc<Vec<view_model::ConfigProblem>>,
    /// Why the latest change could not even be made (a child name used twice, removing root).
    pub refused: Option<String>,
}

impl Staged {
    /// No error: Apply is offered.
    pub fn valid(&self) -> bool {
        !self.problems.iter().any(|p| p.error)
    }

    /// Checks `map` against `scenario` (the problems depend on the applications too); `None` when it stages
    /// nothing (it equals what the scenario already has).
    fn check(scenario: &Scenario, map: Properties) -> Option<Staged> {
        if map == queue_config::starting_point(&scenario.capacity_scheduler) {
            return None;
        }
        let candidate = Scenario { capacity_scheduler: map.clone(), ..scenario.clone() };
        Some(Staged { problems: Rc::new(view_model::config_problems(&candidate)), map: Rc::new(map), refused: None })
    }
}

#[derive(Clone)]
pub struct Playground {
    pub scenario: Rc<Scenario>,
    sim: Rc<RefCell<Simulator>>,
    /// Changes with every action that changes anything; views compare it.
    pub version: u64,
    /// Changes when the scenario changes (it is then saved).
    pub scenario_version: u64,
    undo: Rc<Vec<Rc<Scenario>>>,
    redo: Rc<Vec<Rc<Scenario>>>,
    /// The field the latest applied edit set: typing on in it extends that edit's undo entry.
    typing: Option<Field>,
    pub drafts: Rc<BTreeMap<Field, Draft>>,
    pub notice: Option<Notice>,
    pub selection: Selection,
    pub tab: Tab,
    pub playing: bool,
    pub speed: usize,
    /// The queue form's staged properties, when it has changes.
    pub staged: Option<Staged>,
    /// Fractional decisions owed to the playback rate between frames (a cell: a frame that owes nothing
    /// updates it without making a new state, so it does not re-render).
    carry: Rc<Cell<f64>>,
    /// The per-frame decision budget, adapted to how long drawing takes.
    pacer: Rc<Cell<Pacer>>,
    /// The furthest step reached since the simulator was built (the scrubber's end).
    pub furthest: usize,
    /// Containers with this id or above were placed by the latest action (they animate in).
    pub fresh_from: Option<u64>,
    pub prefs: Prefs,
}

pub enum Action {
    Step,
    StepBack,
    Reset,
    Seek(usize),
    TogglePlay,
    /// An animation frame while playing, `elapsed_ms` after the previous one.
    Tick {
        elapsed_ms: f64,
    },
    SetSpeed(usize),
    Edit(Edit),
    Undo,
    Redo,
    SelectRequest {
        app: u32,
        request: usize,
    },
    /// Opens a node's verdict tree for the selected request.
    FocusNode(u32),
    /// A placed container: why it is there or, if the preemption policy marked it, the round that did.
    SelectContainer(u64),
    /// The report of the preemption round in a step, with a container of it highlighted.
    SelectRound {
        step: usize,
        container: Option<u64>,
    },
    SelectNode(usize, usize),
    SelectRack(usize),
    ClearSelection,
    SetTab(Tab),
    SetTheme(Theme),
    SetColourBy(ColourBy),
    SetView(ViewMode),
    SetGroupBy(Option<String>),
    SetPartition(usize),
    SelectQueue(String),
    /// Changes the queue form's staged properties (nothing is applied).
    Stage(QueueEdit),
    /// Applies the staged properties as one undoable edit, if the core finds no error in them.
    ApplyStaged,
    DiscardStaged,
    DismissNotice,
}

impl Playground {
    /// A playground on `scenario`, which must be valid; an invalid one opens the default instead, saying why.
    pub fn from_scenario(scenario: Scenario) -> Playground {
        match Simulator::new(&scenario) {
            Ok(sim) => Playground {
                scenario: Rc::new(scenario),
                sim: Rc::new(RefCell::new(sim)),
                version: 0,
                scenario_version: 0,
                undo: Rc::default(),
                redo: Rc::default(),
                typing: None,
                drafts: Rc::default(),
                notice: None,
                selection: Selection::None,
                tab: Tab::Explain,
                playing: false,
                speed: DEFAULT_SPEED,
                staged: None,
                carry: Rc::default(),
                pacer: Rc::default(),
                furthest: 0,
                fresh_from: None,
                prefs: Prefs::default(),
            },
            Err(e) => {
                let mut p = Playground::from_scenario(Scenario::default());
                p.notice = Some(Notice::Error(format!("the scenario could not be loaded: {e}")));
                p
            }
        }
    }

    /// The state the page opens in: the saved working scenario (or the default built-in), then the shared
    /// scenario of the link, if the address has one. The link is applied as an edit, so Ctrl+Z returns to
    /// the user's own scenario; a broken link changes nothing and says what is wrong with it.
    pub fn start(saved: Option<&str>, hash: &str, theme: Theme) -> Playground {
        let default = || builtin(DEFAULT_SCENARIO).unwrap_or_default();
        let mut notice = None;
        let base = match saved.map(serde_json::from_str::<Scenario>) {
            None => default(),
            Some(Ok(s)) if Simulator::new(&s).is_ok() => s,
            Some(Ok(_)) | Some(Err(_)) => {
                notice = Some(Notice::Error("your saved scenario could not be read; the default one is open".into()));
                default()
            }
        };
        let mut p = Playground::from_scenario(base);
        p.notice = notice.or(p.notice);
        p.prefs.theme = theme;
        if let Some(payload) = crate::share::payload_in_hash(hash) {
            match crate::share::decode(payload) {
                Ok(shared) => {
                    let name = shared.name.clone();
                    p = p.apply(Action::Edit(Edit::Replace(Box::new(shared))));
                    if p.scenario_version > 0 {
                        p.notice = Some(Notice::Info(format!(
                            "Opened the shared scenario “{name}”. Ctrl+Z returns to the one you had."
                        )));
                    }
                }
                Err(e) => {
                    p.notice = Some(Notice::Error(format!(
                        "This share link could not be opened: {e}. Nothing was loaded; your scenario is unchanged."
                    )))
                }
            }
        }
        p
    }

    /// The simulator, for reading.
    pub fn sim(&self) -> Ref<'_, Simulator> {
        self.sim.borrow()
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Whether the cluster is drawn on the canvas.
    pub fn dense(&self) -> bool {
        match self.prefs.view {
            ViewMode::Auto => view_model::live_node_count(&self.sim()) > DENSE_ABOVE,
            ViewMode::Boxes => false,
            ViewMode::Dense => true,
        }
    }

    /// Applies one action and returns the next state.
    pub fn apply(mut self, action: Action) -> Playground {
        match action {
            Action::Step => self.travel(|sim| {
                sim.step();
            }),
            Action::StepBack => self.travel(|sim| {
                sim.step_back();
            }),
            Action::Reset => {
                self.playing = false;
                self.travel(Simulator::reset)
            }
            Action::Seek(n) => self.travel(|sim| sim.seek(n)),
            Action::TogglePlay => {
                self.playing = !self.playing && !self.sim().is_finished();
                self.carry = Rc::default();
            }
            Action::Tick { elapsed_ms } => {
                let owed = self.owed(elapsed_ms);
                self.advance(owed)
            }
            Action::SetSpeed(i) => self.speed = i.min(SPEEDS.len() - 1),
            Action::Edit(e) => self.edit(e),
            Action::Undo => self.history(true),
            Action::Redo => self.history(false),
            Action::SelectRequest { app, request } => {
                self.selection = Selection::Request { app, request, focus: None };
                self.tab = Tab::Explain;
            }
            Action::FocusNode(node) => {
                if let Selection::Request { focus, .. } = &mut self.selection {
                    *focus = Some(node);
                }
            }
            Action::SelectContainer(id) => {
                let mut sim = self.sim.borrow_mut();
                let round = view_model::is_marked(&sim, id)
                    .then(|| view_model::latest_round_step(&sim))
                    .flatten()
                    .and_then(|step| view_model::round_view(&mut sim, step, Some(id)));
                self.selection = match round {
                    Some(r) => Selection::Round(Rc::new(r)),
                    None => view_model::container_why(&mut sim, id)
                        .map_or(Selection::None, |w| Selection::Container(Rc::new(w))),
                };
                drop(sim);
                self.tab = Tab::Explain;
            }
            Action::SelectRound { step, container } => {
                let round = view_model::round_view(&mut self.sim.borrow_mut(), step, container);
                self.selection = round.map_or(Selection::None, |r| Selection::Round(Rc::new(r)));
                self.tab = Tab::Explain;
            }
            Action::SelectNode(r, n) => {
                self.selection = Selection::Node(r, n);
                self.tab = Tab::Topology;
            }
            Action::SelectRack(r) => {
                self.selection = Selection::Rack(r);
                self.tab = Tab::Topology;
            }
            Action::ClearSelection => self.selection = Selection::None,
            Action::SetTab(t) => self.tab = t,
            Action::SetTheme(t) => self.prefs.theme = t,
            Action::SetColourBy(c) => self.prefs.colour_by = c,
            Action::SetView(v) => self.prefs.view = v,
            Action::SetGroupBy(g) => self.prefs.group_by = g,
            Action::SetPartition(p) => self.prefs.partition = p,
            Action::SelectQueue(q) => {
                self.selection = Selection::Queue(q);
                self.tab = Tab::Queues;
            }
            Action::Stage(e) => self.stage(&e),
            Action::ApplyStaged => {
                if let Some(st) = self.staged.clone().filter(Staged::valid) {
                    self.edit(Edit::SetCapacityScheduler((*st.map).clone()));
                    if self.scenario.capacity_scheduler == *st.map {
                        self.staged = None;
                    }
                }
            }
            Action::DiscardStaged => self.staged = None,
            Action::DismissNotice => self.notice = None,
        }
        self.version += 1;
        self
    }

    /// Moves through the run; what was placed by a forward move animates in.
    fn travel(&mut self, go: impl FnOnce(&mut Simulator)) {
        let mut sim = self.sim.borrow_mut();
        let (before, newest) = (sim.step_index(), view_model::newest_container(&sim));
        go(&mut sim);
        let after = sim.step_index();
        // Container ids only grow: whatever is above the newest one before the move is new.
        self.fresh_from = (after > before).then(|| newest.map_or(0, |n| n + 1));
        self.furthest = self.furthest.max(after);
        if sim.is_finished() {
            self.playing = false;
        }
        match &self.selection {
            Selection::Container(why) if !view_model::has_container(&sim, why.container) => {
                self.selection = Selection::None
            }
            Selection::Round(r) if r.step > sim.step_index() => self.selection = Selection::None,
            _ => {}
        }
    }

    /// How many decisions a frame `elapsed_ms` after the previous one owes at the playback speed (0 while
    /// paused). The fraction left over is kept for the next frame.
    fn owed(&self, elapsed_ms: f64) -> usize {
        if !self.playing {
            return 0;
        }
        self.pacer.set(self.pacer.get().after_frame(elapsed_ms));
        let rate = SPEEDS[self.speed.min(SPEEDS.len() - 1)].1;
        if !rate.is_finite() {
            return usize::MAX;
        }
        // A hidden tab stops frames; don't make up for the time it was away.
        let carry = self.carry.get() + elapsed_ms.clamp(0.0, 250.0) / 1000.0 * rate;
        self.carry.set(carry.fract());
        carry.floor() as usize
    }

    /// Takes up to `owed` decisions, within the frame budget.
    fn advance(&mut self, owed: usize) {
        if owed == 0 {
            return;
        }
        let deadline = dom::now_ms() + self.pacer.get().budget;
        self.travel(|sim| {
            for _ in 0..owed {
                if sim.is_finished() || dom::now_ms() > deadline {
                    break;
                }
                sim.step();
            }
        });
    }

    /// Changes the staged properties (starting from the scenario's) and has the core check the result.
    fn stage(&mut self, e: &QueueEdit) {
        let base = match &self.staged {
            Some(st) => (*st.map).clone(),
            None => queue_config::starting_point(&self.scenario.capacity_scheduler),
        };
        match queue_config::apply(&base, e) {
            Ok(map) => {
                self.staged = Staged::check(&self.scenario, map);
                // A removed queue cannot stay selected; its parent is where the user was.
                if let (QueueEdit::Remove { queue }, Selection::Queue(q)) = (e, &self.selection) {
                    if q == queue || q.starts_with(&format!("{queue}.")) {
                        let parent = queue.rsplit_once('.').map_or(queue_config::ROOT, |p| p.0);
                        self.selection = Selection::Queue(parent.to_string());
                    }
                }
            }
            Err(why) => {
                let mut st = self.staged.clone().unwrap_or(Staged {
                    map: Rc::new(base),
                    problems: Rc::default(),
                    refused: None,
                });
                st.refused = Some(why);
                self.staged = Some(st);
            }
        }
    }

    fn edit(&mut self, e: Edit) {
        let field = e.field().cloned();
        let typed = match &e {
            Edit::Set(_, text) | Edit::Choose(_, text) => Some(text.clone()),
            _ => None,
        };
        let candidate = edit::apply(&self.scenario, &e).map_err(|err| err.0).and_then(|s| match Simulator::new(&s) {
            Ok(sim) => Ok((s, sim)),
            Err(err) => Err(edit::rejection_message(&err, field.as_ref())),
        });
        match candidate {
            Err(error) => match (field, typed) {
                (Some(f), Some(text)) => {
                    Rc::make_mut(&mut self.drafts).insert(f, Draft { text, error }).map_or((), drop)
                }
                _ => {
                    let what =
                        if matches!(e, Edit::Replace(_)) { "could not load this scenario" } else { "not applied" };
                    self.notice = Some(Notice::Error(format!("{what}: {error}. Your scenario is unchanged.")));
                }
            },
            Ok((s, _)) if s == *self.scenario => {
                if let Some(f) = &field {
                    Rc::make_mut(&mut self.drafts).remove(f);
                }
            }
            Ok((s, sim)) => {
                if !e.merges() || field != self.typing {
                    let undo = Rc::make_mut(&mut self.undo);
                    undo.push(self.scenario.clone());
                    if undo.len() > UNDO_DEPTH {
                        undo.remove(0);
                    }
                }
                Rc::make_mut(&mut self.redo).clear();
                match &field {
                    Some(f) => {
                        Rc::make_mut(&mut self.drafts).remove(f);
                    }
                    // Positions shift under structural edits: drafts addressed by position would go astray.
                    None => self.drafts = Rc::default(),
                }
                self.selection = follow_selection(&self.selection, &e, &s);
                self.typing = field.filter(|_| e.merges());
                if matches!(e, Edit::Replace(_)) {
                    // Staged queue edits belong to the scenario that was open.
                    self.staged = None;
                    self.notice = None;
                }
                self.install(s, sim);
            }
        }
    }

    /// Undo (`back`) or redo.
    fn history(&mut self, back: bool) {
        let (from, to) = if back { (&mut self.undo, &mut self.redo) } else { (&mut self.redo, &mut self.undo) };
        let Some(s) = Rc::make_mut(from).pop() else { return };
        Rc::make_mut(to).push(self.scenario.clone());
        self.typing = None;
        self.drafts = Rc::default();
        self.staged = None;
        match Simulator::new(&s) {
            Ok(sim) => {
                self.selection = follow_selection(&self.selection, &Edit::Replace(Box::new((*s).clone())), &s);
                self.install((*s).clone(), sim)
            }
            Err(e) => self.notice = Some(Notice::Error(format!("could not restore that scenario: {e}"))),
        }
    }

    fn install(&mut self, s: Scenario, sim: Simulator) {
        // What the staged properties mean depends on the rest of the scenario (applications name queues).
        self.staged = self.staged.take().and_then(|st| Staged::check(&s, (*st.map).clone()));
        self.scenario = Rc::new(s);
        self.sim = Rc::new(RefCell::new(sim));
        self.scenario_version += 1;
        self.furthest = 0;
        self.playing = false;
        self.fresh_from = None;
    }
}

/// The selection after an edit: a moved node stays selected; anything that no longer exists is dropped.
fn follow_selection(sel: &Selection, e: &Edit, s: &Scenario) -> Selection {
    let node_exists = |r: usize, n: usize| s.cluster.racks.get(r).is_some_and(|rack| n < rack.nodes.len());
    match (sel, e) {
        (Selection::Node(r, n), Edit::MoveNode { rack, node, to_rack, index }) if (r, n) == (rack, node) => {
            let len = s.cluster.racks.get(*to_rack).map_or(0, |x| x.nodes.len());
            Selection::Node(*to_rack, index.unwrap_or(len.saturating_sub(1)).min(len.saturating_sub(1)))
        }
        (Selection::Node(r, n), _) if node_exists(*r, *n) => sel.clone(),
        (Selection::Rack(r), _) if *r < s.cluster.racks.len() => sel.clone(),
        // A queue the scenario no longer has is simply not shown.
        (Selection::Queue(_), _) => sel.clone(),
        (Selection::Request { app, request, .. }, _)
            if s.applications.get(*app as usize).is_some_and(|a| *request < a.requests.len()) =>
        {
            Selection::Request { app: *app, request: *request, focus: None }
        }
        _ => Selection::None,
    }
}

impl Reducible for Playground {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // A frame with nothing to do must not re-render (2,000 nodes would be redrawn for nothing).
        if let Action::Tick { elapsed_ms } = action {
            let owed = self.owed(elapsed_ms);
            if owed == 0 {
                return self;
            }
            let mut next = (*self).clone();
            next.advance(owed);
            next.version += 1;
            return Rc::new(next);
        }
        Rc::new((*self).clone().apply(action))
    }
}

pub type Dispatch = UseReducerDispatcher<Playground>;

#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let saved = dom::storage_get(STORAGE_SCENARIO);
        let theme = Theme::from_key(&dom::storage_get(STORAGE_THEME).unwrap_or_default());
        Playground::start(saved.as_deref(), &dom::location_hash(), theme)
    });
    let dispatch = state.dispatcher();

    // A consumed share link leaves the address bar, so a reload does not apply it over later edits.
    use_effect_with((), |_| {
        if crate::share::payload_in_hash(&dom::location_hash()).is_some() {
            dom::clear_hash();
        }
    });
    {
        let scenario = state.scenario.clone();
        use_effect_with(state.scenario_version, move |_| {
            if let Ok(json) = serde_json::to_string(&*scenario) {
                dom::storage_set(STORAGE_SCENARIO, &json);
            }
        });
    }
    // Set during render, not in an effect: the canvas reads theme colours in its own effect, which runs first.
    dom::set_theme_attribute(match state.prefs.theme {
        Theme::System => None,
        t => Some(t.key()),
    });
    use_effect_with(state.prefs.theme, |theme| dom::storage_set(STORAGE_THEME, theme.key()));
    use_shortcuts(dispatch.clone());
    use_play_loop(state.playing, dispatch.clone());

    // What each node is changes only with the scenario (or, later, with timed topology events).
    let infos = {
        let (sim, scenario) = (state.sim.clone(), state.scenario.clone());
        let nodes = view_model::topology_size(&state.sim());
        use_memo((state.scenario_version, nodes), move |_| view_model::node_infos(&sim.borrow(), &scenario))
    };
    // The chart series walk the whole run: only while the Charts tab is open, once per step.
    let charts = {
        let sim = state.sim.clone();
        let deps = (state.scenario_version, state.sim().step_index(), state.tab == Tab::Charts);
        use_memo(deps, move |(_, _, open)| open.then(|| Rc::new(view_model::chart_series(&sim.borrow()))))
    };
    let sim = state.sim();
    let by = state.prefs.colour_by;
    let explain = match &state.selection {
        Selection::Request { app, request, focus } => {
            view_model::request_explain(&sim, *app, *request, *focus).map(Rc::new)
        }
        _ => None,
    };
    let fresh_from = state.fresh_from.filter(|_| !state.playing || !state.dense());
    let scopes: Vec<String> = view_model::attribute_keys(&state.scenario).into_keys().collect();
    let group_by = state.prefs.group_by.as_deref().filter(|k| scopes.iter().any(|s| s == k));
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
        if state.tab == Tab::Events { view_model::event_views(&sim, 200) } else { (0, Vec::new()) };
    let queues = (state.tab == Tab::Queues).then(|| Rc::new(view_model::queues_view(&sim, state.prefs.partition)));
    let handler = view_model::handler(&sim);
    let (placed, asked) = view_model::progress(&sim);
    let step = sim.step_index();
    let finished = sim.is_finished();
    let now_ms = sim.now_ms();
    drop(sim);
    let dense = state.dense();

    let selected_request = match &state.selection {
        Selection::Request { app, request, .. } => Some((*app, *request)),
        _ => None,
    };
    let highlight = match &state.selection {
        Selection::Request { focus, .. } => explain.as_ref().and_then(|e| e.focus.as_ref().map(|f| f.0)).or(*focus),
        _ => None,
    };
    let selected_container = match &state.selection {
        Selection::Container(w) => Some(w.container),
        Selection::Round(r) => r.focus,
        _ => None,
    };
    let selected_pos = match &state.selection {
        Selection::Node(r, n) => Some((*r, *n)),
        _ => None,
    };
    let selected_rack = match &state.selection {
        Selection::Rack(r) => Some(*r),
        _ => None,
    };
    let explain_content = match (&state.selection, explain) {
        (Selection::Container(w), _) => ExplainContent::Container(w.clone()),
        (Selection::Round(r), _) => ExplainContent::Round(r.clone()),
        (_, Some(e)) => ExplainContent::Request(e),
        _ => ExplainContent::Nothing,
    };

    let on = |a: fn() -> Action| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(a()))
    };
    let tab_panel = match state.tab {
        Tab::Explain => html! { <ExplainPanel content={explain_content} dispatch={dispatch.clone()} /> },
        Tab::Topology => html! {
            <TopologyEditor scenario={state.scenario.clone()} drafts={state.drafts.clone()}
                selected_node={selected_pos} selected_rack={selected_rack} dispatch={dispatch.clone()} />
        },
        Tab::Workload => html! {
            <WorkloadEditor scenario={state.scenario.clone()} drafts={state.drafts.clone()} dispatch={dispatch.clone()} />
        },
        Tab::Queues => html! {
            <QueuesPanel view={queues.unwrap_or_default()} scenario={state.scenario.clone()} staged={state.staged.clone()}
                         selected={match &state.selection { Selection::Queue(q) => Some(q.clone()), _ => None }}
                         drafts={state.drafts.clone()} dispatch={dispatch.clone()} />
        },
        Tab::Charts => html! {
            <ChartsPanel series={(*charts).clone().unwrap_or_default()} run={state.scenario_version} dispatch={dispatch.clone()} />
        },
        Tab::Events => html! { <EventLog events={events} total={event_total} dispatch={dispatch.clone()} /> },
        Tab::Scenario => html! {
            <ScenarioPanel scenario={state.scenario.clone()} drafts={state.drafts.clone()} dispatch={dispatch.clone()} />
        },
    };
    let tab_id = |t: Tab| format!("tab-{}", t.label().to_lowercase());
    let view_select = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.dispatch(Action::SetView(match v.as_str() {
                "boxes" => ViewMode::Boxes,
                "dense" => ViewMode::Dense,
                _ => ViewMode::Auto,
            }))
        })
    };
    let colour_select = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let by = ColourBy::ALL.into_iter().find(|c| c.name() == v).unwrap_or_default();
            d.dispatch(Action::SetColourBy(by))
        })
    };
    let group_select = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.dispatch(Action::SetGroupBy((!v.is_empty()).then_some(v)))
        })
    };
    let theme_select = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            d.dispatch(Action::SetTheme(Theme::from_key(&v)))
        })
    };

    html! {
        <div class="app" data-ready="true" data-step={step.to_string()} data-playing={state.playing.to_string()}
             data-view={if dense { "dense" } else { "boxes" }}>
            <header class="topbar">
                <span class="brand">{ "Spindle" }<small>{ "YARN placement playground" }</small></span>
                <span class="scenario-title" id="scenario-title" title={state.scenario.description.clone()}>{ &state.scenario.name }</span>
                <div class="group" role="group" aria-label="Edit history">
                    <button class="btn ghost" id="undo" onclick={on(|| Action::Undo)} disabled={!state.can_undo()}
                            aria-keyshortcuts="Control+Z" title="Undo the last edit (Ctrl+Z)">{ "↶ Undo" }</button>
                    <button class="btn ghost" id="redo" onclick={on(|| Action::Redo)} disabled={!state.can_redo()}
                            aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)">{ "↷ Redo" }</button>
                </div>
                <ShareButton scenario={state.scenario.clone()} />
                <label class="compact">
                    <span class="sr-only">{ "Theme" }</span>
                    <select id="theme" onchange={theme_select} aria-label="Theme">
                        { for Theme::ALL.iter().map(|t| html! {
                            <option value={t.key()} selected={*t == state.prefs.theme}>
                                { match t { Theme::System => "◐ System", Theme::Light => "☀ Light", Theme::Dark => "☾ Dark" } }
                            </option>
                        }) }
                    </select>
                </label>
            </header>
            if let Some(n) = &state.notice {
                <div class={classes!("notice", matches!(n, Notice::Error(_)).then_some("error"))} id="notice"
                     role={if matches!(n, Notice::Error(_)) { "alert" } else { "status" }}>
                    <span>{ match n { Notice::Error(t) | Notice::Info(t) => t.clone() } }</span>
                    <button class="btn ghost" onclick={on(|| Action::DismissNotice)} aria-label="Dismiss this message">{ "✕" }</button>
                </div>
            }
            <Timeline step={step} furthest={state.furthest} finished={finished} playing={state.playing}
                      speed={state.speed} now_ms={now_ms} placed={placed} asked={asked} handler={handler}
                      dispatch={dispatch.clone()} />
            <div class="workspace">
                <main class="stage" aria-label="Cluster and pending requests">
                    <PendingLane requests={pending} rejected={rejected} selected={selected_request} dispatch={dispatch.clone()} />
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
                                <option value="auto" selected={state.prefs.view == ViewMode::Auto}>{ format!("auto (canvas above {DENSE_ABOVE} nodes)") }</option>
                                <option value="boxes" selected={state.prefs.view == ViewMode::Boxes}>{ "boxes (SVG)" }</option>
                                <option value="dense" selected={state.prefs.view == ViewMode::Dense}>{ "dense (canvas)" }</option>
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
                        <Dense view={Versioned(cluster.clone(), state.version)} theme={state.prefs.theme}
                               highlight={highlight} selected_container={selected_container}
                               explaining={selected_request.is_some()} dispatch={dispatch.clone()} />
                    } else {
                        <Cluster view={cluster.clone()} highlight={highlight} selected_container={selected_container}
                                 selected_node={selected_pos} selected_rack={selected_rack}
                                 explaining={selected_request.is_some()} dispatch={dispatch.clone()} />
                    }
                </main>
                <aside class="sidebar" aria-label="Inspector">
                    <div class="tabs" role="tablist" aria-label="Panels">
                        { for Tab::ALL.iter().map(|t| {
                            let d = dispatch.clone();
                            let t = *t;
                            html! {
                                <button role="tab" id={tab_id(t)} class="tab" aria-selected={(state.tab == t).to_string()}
                                        aria-controls="panel"
                                        onclick={Callback::from(move |_| d.dispatch(Action::SetTab(t)))}>{ t.label() }</button>
                            }
                        }) }
                    </div>
                    <div class="panel" id="panel" role="tabpanel" aria-labelledby={tab_id(state.tab)} key={tab_id(state.tab)}>
                        { tab_panel }
                    </div>
                </aside>
            </div>
        </div>
    }
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
                    Shortcut::TogglePlay => Action::TogglePlay,
                    Shortcut::Step => Action::Step,
                    Shortcut::StepBack => Action::StepBack,
                    Shortcut::Undo => Action::Undo,
                    Shortcut::Redo => Action::Redo,
                    Shortcut::ClearSelection => Action::ClearSelection,
                });
            })
        });
        move || drop(listener)
    });
}

/// While playing, one [`Action::Tick`] per animation frame; the reducer bounds each frame's work.
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
                dispatch.dispatch(Action::Tick { elapsed_ms: elapsed });
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

#[derive(Properties, PartialEq)]
struct EventProps {
    events: Vec<EventView>,
    total: usize,
    dispatch: Dispatch,
}

#[component]
fn EventLog(props: &EventProps) -> Html {
    if props.events.is_empty() {
        return html! { <p class="empty">{ "Press Step (→) to let the scheduler decide." }</p> };
    }
    html! {
        <>
            if props.total > props.events.len() {
                <p class="hint">{ format!("The latest {} of {} events.", props.events.len(), props.total) }</p>
            }
            <ol class="events" id="events" reversed=true>
                { for props.events.iter().rev().map(|e| {
                    let text = match e.round {
                        // A preemption line opens its round's report.
                        Some(RoundLink { step, container }) => {
                            let d = props.dispatch.clone();
                            let open = Callback::from(move |_| d.dispatch(Action::SelectRound { step, container }));
                            html! { <button class={classes!("link", if e.good { "ok" } else { "bad" })} onclick={open}
                                            title="Open this preemption round's report">{ &e.text }</button> }
                        }
                        None => html! { <span class={if e.good { "ok" } else { "bad" }}>{ &e.text }</span> },
                    };
                    html! {
                        <li data-round={e.round.map(|r| r.step.to_string())}><span class="t">{ view_model::time_label(e.at_ms) }</span>{ text }</li>
                    }
                }) }
            </ol>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zk() -> Playground {
        Playground::from_scenario(builtin(DEFAULT_SCENARIO).expect("built in"))
    }

    fn set(field: Field, text: &str) -> Action {
        Action::Edit(Edit::Set(field, text.into()))
    }

    #[test]
    fn a_valid_edit_rebuilds_the_run_and_undo_redo_walk_the_history() {
        let p = zk().apply(Action::Step).apply(Action::Step);
        assert_eq!(p.sim().step_index(), 2);
        let p = p.apply(set(Field::NodeName(0, 0), "alpha"));
        assert_eq!(p.scenario.cluster.racks[0].nodes[0].name, "alpha");
        assert_eq!(p.sim().step_index(), 0, "a valid edit restarts the run");
        let p = p.apply(Action::Undo);
        assert_eq!(p.scenario.cluster.racks[0].nodes[0].name, "node-1");
        let p = p.apply(Action::Redo);
        assert_eq!(p.scenario.cluster.racks[0].nodes[0].name, "alpha");
        assert!(!p.can_redo());
    }

    #[test]
    fn an_invalid_edit_keeps_the_text_and_the_scenario() {
        let p = zk().apply(Action::Step);
        let p = p.apply(set(Field::RequestConstraint(0, 0), "NOTIN,RAK,zk"));
        assert_eq!(p.scenario.applications[0].requests[0].constraint, "NOTIN,NODE,zk");
        assert_eq!(p.sim().step_index(), 1, "nothing was rebuilt");
        let d = &p.drafts[&Field::RequestConstraint(0, 0)];
        assert_eq!(d.text, "NOTIN,RAK,zk");
        assert!(d.error.contains("column 7"), "{}", d.error);
        assert!(!p.can_undo());
        // A duplicate node name is rejected by the core's validation, at the edited field.
        let p = p.apply(set(Field::NodeName(0, 0), "node-2"));
        assert!(p.drafts[&Field::NodeName(0, 0)].error.contains("node-2"));
        // Fixing the text applies it and clears its draft.
        let p = p.apply(set(Field::RequestConstraint(0, 0), "NOTIN,RACK,zk"));
        assert!(!p.drafts.contains_key(&Field::RequestConstraint(0, 0)));
        assert_eq!(p.scenario.applications[0].requests[0].constraint, "NOTIN,RACK,zk");
    }

    #[test]
    fn typing_in_one_field_undoes_as_one_edit() {
        let mut p = zk();
        for text in ["NOTIN,RACK", "NOTIN,RACK,z", "NOTIN,RACK,zk"] {
            p = p.apply(set(Field::RequestConstraint(0, 0), text));
        }
        p = p.apply(set(Field::AppUser(0), "bob"));
        p = p.apply(Action::Undo);
        assert_eq!(p.scenario.applications[0].user, "alice");
        assert_eq!(p.scenario.applications[0].requests[0].constraint, "NOTIN,RACK,zk");
        p = p.apply(Action::Undo);
        assert_eq!(p.scenario.applications[0].requests[0].constraint, "NOTIN,NODE,zk");
        assert!(!p.can_undo());
    }

    #[test]
    fn every_choice_is_an_undo_step_of_its_own() {
        let key = Field::SiteKey(spindle_core::handler::HANDLER_KEY.into());
        let p = zk().apply(Action::Edit(Edit::Choose(key.clone(), "disabled".into())));
        let p = p.apply(Action::Edit(Edit::Choose(key.clone(), "placement-processor".into())));
        let p = p.apply(Action::Undo);
        assert_eq!(p.scenario.yarn_site[spindle_core::handler::HANDLER_KEY], "disabled");
    }

    #[test]
    fn play_advances_within_the_frame_budget_and_stops_at_the_end() {
        let mut p = zk().apply(Action::SetSpeed(SPEEDS.len() - 1)).apply(Action::TogglePlay);
        assert!(p.playing);
        p = p.apply(Action::Tick { elapsed_ms: 16.0 });
        assert!(p.sim().is_finished());
        assert!(!p.playing);
        assert_eq!(p.furthest, 3);
        let mut p = zk().apply(Action::SetSpeed(0)).apply(Action::TogglePlay);
        p = p.apply(Action::Tick { elapsed_ms: 600.0 });
        assert_eq!(p.sim().step_index(), 0, "250 ms at 1 step/s owes nothing yet");
        for _ in 0..4 {
            p = p.apply(Action::Tick { elapsed_ms: 250.0 });
        }
        assert_eq!(p.sim().step_index(), 1);
    }

    #[test]
    fn the_pacer_backs_off_after_missed_frames_and_recovers_slowly() {
        let mut p = Pacer::default();
        p = p.after_frame(33.0);
        assert!(p.budget <= FRAME_BUDGET_MS * 0.5);
        for _ in 0..20 {
            p = p.after_frame(16.7);
        }
        assert!(p.budget < FRAME_BUDGET_MS, "held below where frames were missed: {p:?}");
        for _ in 0..400 {
            p = p.after_frame(16.7);
        }
        assert_eq!(p, Pacer::default());
        for _ in 0..50 {
            p = p.after_frame(100.0);
        }
        assert_eq!(p.budget, 1.0, "always some progress");
    }

    #[test]
    fn fresh_containers_are_those_the_latest_move_placed() {
        let p = zk().apply(Action::Step);
        assert_eq!(p.fresh_from, Some(0), "the first container is new");
        let p = p.apply(Action::Step);
        assert_eq!(p.fresh_from, view_model::newest_container(&p.sim()));
        let p = p.apply(Action::StepBack);
        assert_eq!(p.fresh_from, None);
    }

    #[test]
    fn selecting_a_container_explains_it_and_stepping_back_past_it_clears_it() {
        let p = zk().apply(Action::Step).apply(Action::Step);
        let id = view_model::newest_container(&p.sim()).unwrap();
        let p = p.apply(Action::SelectContainer(id));
        assert!(matches!(&p.selection, Selection::Container(w) if w.step == 2));
        assert_eq!(p.tab, Tab::Explain);
        let p = p.apply(Action::StepBack);
        assert_eq!(p.selection, Selection::None);
    }

    #[test]
    fn moving_the_selected_node_keeps_it_selected() {
        let p = zk().apply(Action::SelectNode(0, 2));
        let p = p.apply(Action::Edit(Edit::MoveNode { rack: 0, node: 2, to_rack: 1, index: None }));
        assert_eq!(p.selection, Selection::Node(1, 3));
        assert_eq!(p.scenario.cluster.racks[1].nodes[3].name, "node-3");
    }

    fn three_queues() -> Playground {
        Playground::from_scenario(builtin("three-queues").expect("built in"))
    }

    fn stage(queue: &str, suffix: &str, value: &str) -> Action {
        Action::Stage(QueueEdit::Set { queue: queue.into(), suffix: suffix.into(), value: value.into() })
    }

    #[test]
    fn queue_edits_are_staged_checked_by_the_core_applied_when_valid_and_undone() {
        let p = three_queues().apply(Action::Step).apply(Action::SelectQueue("root.a".into()));
        assert_eq!(p.tab, Tab::Queues);
        let p = p.apply(stage("root.a", "capacity", "20"));
        let st = p.staged.clone().expect("staged");
        assert!(!st.valid());
        let sum = st.problems.iter().find(|x| x.error).expect("an error");
        assert!(sum.key.starts_with("yarn.scheduler.capacity.root."), "{sum:?}");
        assert!(sum.message.contains("sum to 110"), "{sum:?}");
        assert_eq!(p.sim().step_index(), 1, "nothing applied, the run goes on");
        let p = p.apply(Action::ApplyStaged);
        assert_eq!(p.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "10", "refused");
        let p = p.apply(stage("root.b", "capacity", "20"));
        assert!(p.staged.as_ref().is_some_and(Staged::valid));
        let p = p.apply(Action::ApplyStaged);
        assert!(p.staged.is_none());
        assert_eq!(p.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "20");
        assert_eq!(p.sim().step_index(), 0, "the run restarts");
        let p = p.apply(Action::Undo);
        assert_eq!(p.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "10");
        assert_eq!(p.selection, Selection::Queue("root.a".into()));
    }

    #[test]
    fn staging_back_to_the_applied_value_stages_nothing_and_removed_queues_leave_the_selection() {
        let p = three_queues().apply(stage("root.a", "capacity", "20")).apply(stage("root.a", "capacity", "10"));
        assert!(p.staged.is_none());
        let p = p.apply(Action::SelectQueue("root.c".into()));
        let p = p.apply(Action::Stage(QueueEdit::Remove { queue: "root.c".into() }));
        assert_eq!(p.selection, Selection::Queue("root".into()));
        let st = p.staged.clone().unwrap();
        assert!(st.problems.iter().any(|x| x.error && x.message.contains("sum to 40")), "{:?}", st.problems);
        let p = p.apply(stage("root.b", "capacity", "90"));
        let st = p.staged.clone().unwrap();
        assert!(st.valid(), "{:?}", st.problems);
        assert!(
            st.problems.iter().any(|x| !x.error && x.key == "applications[2].queue"),
            "etl-c's queue is gone: {:?}",
            st.problems
        );
        let p = p.apply(Action::Stage(QueueEdit::Remove { queue: "root".into() }));
        assert!(p.staged.as_ref().unwrap().refused.is_some());
        let p = p.apply(Action::Edit(Edit::Replace(Box::new(builtin(DEFAULT_SCENARIO).unwrap()))));
        assert!(p.staged.is_none(), "staged edits belong to the scenario they were made on");
    }

    #[test]
    fn leaf_names_must_stay_unique() {
        let add =
            |parent: &str, name: &str| Action::Stage(QueueEdit::AddChild { parent: parent.into(), name: name.into() });
        let p = three_queues().apply(add("root.b", "a"));
        let st = p.staged.clone().unwrap();
        let dup = st.problems.iter().find(|x| x.error).expect("an error");
        assert!(dup.message.contains("leaf queue name `a` is used by both"), "{dup:?}");
        assert!(!st.valid());
        let p = p.apply(add("root.b", "a"));
        assert!(p.staged.unwrap().refused.is_some_and(|r| r.contains("already has a child queue `a`")));
    }

    #[test]
    fn the_handler_and_the_monitor_are_yarn_site_edits() {
        use spindle_core::handler::{Handler, HANDLER_KEY};
        let p = zk().apply(set(Field::SiteKey(HANDLER_KEY.into()), "disabled"));
        assert_eq!(view_model::handler(&p.sim()), Handler::Disabled);
        let p = p.apply(set(Field::SiteKey(HANDLER_KEY.into()), "nonsense"));
        assert!(p.drafts[&Field::SiteKey(HANDLER_KEY.into())].error.contains("nonsense"));
        let p = p.apply(Action::Undo);
        assert_eq!(view_model::handler(&p.sim()), Handler::Scheduler);
        let key = spindle_core::scenario::MONITOR_KEY;
        let p = p.apply(set(Field::SiteKey(key.into()), "true"));
        assert_eq!(p.scenario.yarn_site[key], "true");
        let p = p.apply(set(Field::SiteKey(key.into()), " "));
        assert!(!p.scenario.yarn_site.contains_key(key), "empty restores Hadoop's default");
    }

    #[test]
    fn a_marked_container_opens_the_round_that_marked_it_and_stepping_back_closes_it() {
        let mut p = Playground::from_scenario(builtin("three-queues-preemption").expect("built in"));
        let marked = loop {
            p = p.apply(Action::Step);
            let sim = p.sim();
            let id = sim.last_events().iter().find_map(|e| match e {
                spindle_core::sim::Event::ContainerMarked { container, .. } => Some(container.0),
                _ => None,
            });
            assert!(!sim.is_finished());
            if let Some(id) = id {
                break id;
            }
        };
        let step = p.sim().step_index();
        let p = p.apply(Action::SelectContainer(marked));
        match &p.selection {
            Selection::Round(r) => assert_eq!((r.step, r.focus), (step, Some(marked))),
            other => panic!("{other:?}"),
        }
        let p = p.apply(Action::SelectRound { step, container: None });
        assert!(matches!(&p.selection, Selection::Round(r) if r.focus.is_none()));
        assert_eq!(p.apply(Action::StepBack).selection, Selection::None);
    }

    #[test]
    fn a_share_link_opens_as_an_undoable_edit_and_a_broken_one_changes_nothing() {
        let mut mine = builtin(DEFAULT_SCENARIO).unwrap();
        mine.name = "mine".into();
        let saved = serde_json::to_string(&mine).unwrap();
        let mut theirs = mine.clone();
        theirs.name = "theirs".into();
        let link = format!("#s={}", crate::share::encode(&theirs));

        let p = Playground::start(Some(&saved), &link, Theme::Dark);
        assert_eq!(p.scenario.name, "theirs");
        assert!(matches!(&p.notice, Some(Notice::Info(_))));
        assert_eq!(p.apply(Action::Undo).scenario.name, "mine");

        let p = Playground::start(Some(&saved), &link[..link.len() - 9], Theme::Dark);
        assert_eq!(p.scenario.name, "mine");
        assert!(matches!(&p.notice, Some(Notice::Error(t)) if t.contains("could not be opened")), "{:?}", p.notice);
        assert!(!p.can_undo());

        let mut invalid = theirs.clone();
        invalid.applications[0].requests[0].constraint = "NOTIN,".into();
        let p = Playground::start(Some(&saved), &format!("#s={}", crate::share::encode(&invalid)), Theme::Dark);
        assert_eq!(p.scenario.name, "mine");
        assert!(matches!(&p.notice, Some(Notice::Error(t)) if t.contains("constraint")), "{:?}", p.notice);

        let p = Playground::start(Some("{not json"), "", Theme::System);
        assert_eq!(p.scenario.cluster.racks.len(), 2);
        assert!(matches!(&p.notice, Some(Notice::Error(_))));
    }
}
