//! The UI's part of the state: what is selected, which tab is open, presentation choices and the message over
//! the page. None of it is part of the scenario, and none of it is undone.

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;

use super::edit::Edit;
use super::presentation::{Panel, Presentation};
use crate::view_model::{self, ColourBy, ContainerWhy, RoundView};

/// A message over the playground (a share link that could not be read, a scenario that could not be loaded).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Error(String),
    /// An error in the user's words, with the technical details (a library's own message, an offset) kept
    /// behind a disclosure.
    ErrorWithDetails {
        text: String,
        details: String,
    },
    Info(String),
    /// A gallery entry (its scenario and lesson) that could not be fetched: "Try again" opens it again.
    EntryNotLoaded {
        text: String,
        entry: &'static str,
    },
    /// A share link whose decoder could not be fetched: "Try again" opens the link (the whole fragment) again.
    LinkNotLoaded {
        text: String,
        link: String,
    },
}

impl Notice {
    pub fn is_error(&self) -> bool {
        !matches!(self, Notice::Info(_))
    }

    /// The sentence for the user.
    pub fn text(&self) -> &str {
        match self {
            Notice::Error(t)
            | Notice::Info(t)
            | Notice::ErrorWithDetails { text: t, .. }
            | Notice::EntryNotLoaded { text: t, .. }
            | Notice::LinkNotLoaded { text: t, .. } => t,
        }
    }

    /// The gallery entry "Try again" opens again, for a fetch that failed.
    pub fn retry_entry(&self) -> Option<&'static str> {
        match self {
            Notice::EntryNotLoaded { entry, .. } => Some(entry),
            _ => None,
        }
    }

    /// The share link "Try again" opens again, for a decoder that could not be fetched.
    pub fn retry_link(&self) -> Option<&str> {
        match self {
            Notice::LinkNotLoaded { link, .. } => Some(link),
            _ => None,
        }
    }

    pub fn details(&self) -> Option<&str> {
        match self {
            Notice::ErrorWithDetails { details, .. } => Some(details),
            _ => None,
        }
    }
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
    /// The pinned baseline against the current run.
    Compare,
    Events,
    Topology,
    Workload,
    Scenario,
}

impl Tab {
    pub const ALL: [Tab; 8] = [
        Tab::Explain,
        Tab::Queues,
        Tab::Charts,
        Tab::Compare,
        Tab::Events,
        Tab::Topology,
        Tab::Workload,
        Tab::Scenario,
    ];

    /// The tab a key moves to from this one in the tab list (→ and ← wrap around, Home and End go to the ends).
    pub fn moved_by(self, key: &str) -> Option<Tab> {
        let i = Tab::ALL.iter().position(|t| *t == self)?;
        let n = Tab::ALL.len();
        let to = match key {
            "ArrowRight" => (i + 1) % n,
            "ArrowLeft" => (i + n - 1) % n,
            "Home" => 0,
            "End" => n - 1,
            _ => return None,
        };
        Some(Tab::ALL[to])
    }

    pub fn label(self) -> &'static str {
        match self {
            Tab::Explain => "Explain",
            Tab::Queues => "Queues",
            Tab::Charts => "Charts",
            Tab::Compare => "Compare",
            Tab::Topology => "Topology",
            Tab::Workload => "Workload",
            Tab::Events => "Events",
            Tab::Scenario => "Scenario",
        }
    }

    /// The tab a share link names (`tab=explain`): the label in lower case.
    pub fn from_key(key: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.label().eq_ignore_ascii_case(key))
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

/// Above this many nodes the cluster is drawn on a canvas (SVG re-diffing cannot keep up).
pub const DENSE_ABOVE: usize = 300;

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
    /// Presenter mode and the collapsed panels.
    pub presentation: Presentation,
}

/// Picking something to look at: what the cluster, the pending lane, the explain panel, the event log and the
/// charts report when clicked.
#[derive(Clone, Debug, PartialEq)]
pub enum Select {
    Request {
        app: u32,
        request: usize,
    },
    /// Opens a node's verdict tree for the selected request.
    FocusNode(u32),
    /// An application master's pending container: it cannot be explained per node, and the page says why.
    AmContainer(u32),
    /// A placed container: why it is there or, if the preemption policy marked it, the round that did.
    Container(u64),
    /// The report of the preemption round in a step, with a container of it highlighted.
    Round {
        step: usize,
        container: Option<u64>,
    },
    Node(usize, usize),
    Rack(usize),
    Queue(String),
    Clear,
}

/// What changes the UI's part of the state.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    Select(Select),
    SetTab(Tab),
    SetTheme(Theme),
    SetColourBy(ColourBy),
    SetView(ViewMode),
    SetGroupBy(Option<String>),
    SetPartition(usize),
    DismissNotice,
    TogglePresenter,
    TogglePanel(Panel),
    /// Opens (`open`) or closes a parent in the Queues tab's tree (its path).
    ShowQueue {
        queue: String,
        open: bool,
    },
    /// Shows a message (an error from outside the state, such as a lesson that cannot be opened).
    Notify(Notice),
}

impl From<Select> for UiAction {
    fn from(s: Select) -> UiAction {
        UiAction::Select(s)
    }
}

/// The parents of the Queues tab's tree the user opened and closed, by path; the others open as the tab's first
/// view says (`queue_config::open_depth`). Two short lists, not a map: a user opens and closes a few parents, and
/// a map type, or a list of pairs, of its own would add its code to the first page.
#[derive(Clone, Default, PartialEq)]
pub struct QueueToggles {
    opened: Vec<String>,
    closed: Vec<String>,
}

impl QueueToggles {
    /// Whether the user opened (`Some(true)`) or closed `queue`; `None` if they did neither.
    pub fn get(&self, queue: &str) -> Option<bool> {
        let has = |list: &Vec<String>| list.iter().any(|q| q == queue);
        if has(&self.opened) {
            Some(true)
        } else {
            has(&self.closed).then_some(false)
        }
    }

    /// Opens or closes parent `queue`, over what the user chose before.
    fn set(&mut self, queue: &str, open: bool) {
        let (to, from) = if open { (&mut self.opened, &mut self.closed) } else { (&mut self.closed, &mut self.opened) };
        if let Some(i) = from.iter().position(|f| f == queue) {
            from.swap_remove(i);
        }
        if !to.iter().any(|t| t == queue) {
            to.push(queue.to_string());
        }
    }
}

/// Short, so that `Ui`'s derived `Debug` adds no formatting code to the first page.
impl core::fmt::Debug for QueueToggles {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "QueueToggles({} opened, {} closed)", self.opened.len(), self.closed.len())
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    pub selection: Selection,
    pub tab: Tab,
    pub prefs: Prefs,
    pub notice: Option<Notice>,
    /// Embed mode (a link with `embed=1`): the fragment of the same link without `embed`, for "Open in Spindle".
    pub embed: Option<String>,
    /// The parents of the Queues tab's tree the user opened or closed. Kept here, not in the tab, so a switch to
    /// another tab and back keeps them.
    pub queue_toggles: QueueToggles,
}

impl Default for Ui {
    fn default() -> Ui {
        Ui {
            selection: Selection::None,
            tab: Tab::Explain,
            prefs: Prefs::default(),
            notice: None,
            embed: None,
            queue_toggles: QueueToggles::default(),
        }
    }
}

impl Ui {
    /// Applies `action`. Selecting a container or a round reads the run at another step: `sim` goes there and
    /// comes back.
    pub fn update(&mut self, action: UiAction, sim: &mut Simulator) {
        match action {
            UiAction::Select(s) => self.select(s, sim),
            UiAction::SetTab(t) => self.tab = t,
            UiAction::SetTheme(t) => self.prefs.theme = t,
            UiAction::SetColourBy(c) => self.prefs.colour_by = c,
            UiAction::SetView(v) => self.prefs.view = v,
            UiAction::SetGroupBy(g) => self.prefs.group_by = g,
            UiAction::SetPartition(p) => self.prefs.partition = p,
            UiAction::TogglePresenter => self.prefs.presentation.presenter ^= true,
            UiAction::TogglePanel(p) => self.prefs.presentation.toggle(p),
            UiAction::ShowQueue { queue, open } => self.queue_toggles.set(&queue, open),
            UiAction::DismissNotice => self.notice = None,
            UiAction::Notify(n) => self.notice = Some(n),
        }
    }

    fn select(&mut self, s: Select, sim: &mut Simulator) {
        let (selection, tab) = match s {
            Select::Request { app, request } => (Selection::Request { app, request, focus: None }, Tab::Explain),
            Select::FocusNode(node) => {
                if let Selection::Request { focus, .. } = &mut self.selection {
                    *focus = Some(node);
                }
                return;
            }
            Select::Container(id) => {
                // A marked container opens the report of the round that marked it.
                let round = view_model::is_marked(sim, id)
                    .then(|| view_model::marking_round(sim, id))
                    .flatten()
                    .and_then(|step| crate::services::preemption::round_view(sim, step, Some(id)));
                let selection = match round {
                    Some(r) => Selection::Round(Rc::new(r)),
                    None => crate::services::explain::container(sim, id)
                        .map_or(Selection::None, |w| Selection::Container(Rc::new(w))),
                };
                (selection, Tab::Explain)
            }
            Select::Round { step, container } => {
                let round = crate::services::preemption::round_view(sim, step, container);
                (round.map_or(Selection::None, |r| Selection::Round(Rc::new(r))), Tab::Explain)
            }
            Select::AmContainer(app) => {
                let name = sim.state().world().app(spindle_core::ids::AppId(app)).map(|a| a.name.clone());
                self.notice = Some(Notice::Info(am_not_explained(name.as_deref().unwrap_or("this application"))));
                return;
            }
            Select::Node(r, n) => (Selection::Node(r, n), Tab::Topology),
            Select::Rack(r) => (Selection::Rack(r), Tab::Topology),
            Select::Queue(q) => {
                // A queue chosen elsewhere (a staged problem's key, a chart's legend) is shown: its parents open.
                let mut parent = q.as_str();
                while let Some(dot) = parent.rfind('.') {
                    parent = &parent[..dot];
                    self.queue_toggles.set(parent, true);
                }
                (Selection::Queue(q), Tab::Queues)
            }
            Select::Clear => {
                self.selection = Selection::None;
                return;
            }
        };
        self.selection = selection;
        self.tab = tab;
    }

    /// After a move through the run: a container or a round that does not exist at the new step is unselected.
    pub fn follow_run(&mut self, sim: &Simulator) {
        match &self.selection {
            Selection::Container(why) if !view_model::has_container(sim, why.container) => {
                self.selection = Selection::None
            }
            Selection::Round(r) if r.step > sim.step_index() => self.selection = Selection::None,
            _ => {}
        }
    }

    /// After an edit: a moved node stays selected; anything that no longer exists is dropped.
    pub fn follow_edit(&mut self, e: Option<&Edit>, s: &Scenario) {
        let sel = &self.selection;
        let node_exists = |r: usize, n: usize| s.cluster.racks.get(r).is_some_and(|rack| n < rack.nodes.len());
        self.selection = match (sel, e) {
            (Selection::Node(r, n), Some(Edit::MoveNode { rack, node, to_rack, index })) if (r, n) == (rack, node) => {
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
        };
        // Another scenario opened whole: the tree's parents it had are not this one's.
        if matches!(e, Some(Edit::Replace(_))) {
            self.queue_toggles = QueueToggles::default();
        }
    }

    /// After the queue form removed `queue`: a removed queue cannot stay selected; its parent is where the user
    /// was.
    pub fn queue_removed(&mut self, queue: &str, root: &str) {
        if let Selection::Queue(q) = &self.selection {
            if q == queue || q.starts_with(&format!("{queue}.")) {
                let parent = queue.rsplit_once('.').map_or(root, |p| p.0);
                self.selection = Selection::Queue(parent.to_string());
            }
        }
    }

    /// Whether the cluster is drawn on the canvas.
    pub fn dense(&self, sim: &Simulator) -> bool {
        match self.prefs.view {
            ViewMode::Auto => view_model::live_node_count(sim) > DENSE_ABOVE,
            ViewMode::Boxes => false,
            ViewMode::Dense => true,
        }
    }
}

/// Why an application master's container is not explained node by node (its pending card says the same).
pub fn am_not_explained(app: &str) -> String {
    format!(
        "The application master of {app} cannot be explained node by node: placement constraints belong to \
         SchedulingRequests, and an AM container has none, so the scheduler starts it on any node with room in its \
         queue's partition."
    )
}

#[cfg(test)]
mod tab_tests {
    use super::Tab;

    #[test]
    fn arrows_home_and_end_move_along_the_tab_list() {
        assert_eq!(Tab::Explain.moved_by("ArrowRight"), Some(Tab::Queues));
        assert_eq!(Tab::Explain.moved_by("ArrowLeft"), Some(Tab::Scenario));
        assert_eq!(Tab::Scenario.moved_by("ArrowRight"), Some(Tab::Explain));
        assert_eq!(Tab::Charts.moved_by("Home"), Some(Tab::Explain));
        assert_eq!(Tab::Charts.moved_by("End"), Some(Tab::Scenario));
        assert_eq!(Tab::Charts.moved_by(" "), None);
    }
}
