//! The playground's state: the model and its update, apart from any component (Elm's model and update; Yew's
//! `use_reducer`).
//!
//! [`Playground`] has three parts, each with its own actions: the [`Run`] (the edited [`Scenario`] — the source of
//! truth —, the simulator built from it, playback and the edit history; [`RunAction`], [`Edit`], undo and redo),
//! the [`Ui`] (selection, tab, presentation, the notice; [`UiAction`]) and the [`QueueForm`] (staged queue
//! properties; [`QueueFormAction`]). [`Playground::apply`] is the only place state changes: it hands each action to
//! its part and makes the others follow (a selected container that no longer exists is unselected, staged queue
//! properties are checked again against an edited scenario).
//!
//! An [`Edit`] is staged on a copy of the scenario, validated by building a simulator from it, and applied only if
//! that succeeds (the run restarts at step 0); a rejected edit keeps the user's text as a [`Draft`] with the error,
//! shown at the field, and changes nothing else. Applied edits are undoable; consecutive edits of one field
//! (typing) undo together.

pub mod compare;
pub mod edit;
pub mod event_draft;
pub mod history;
pub mod lesson;
pub mod pacer;
pub mod presentation;
pub mod queue_config;
pub mod queue_form;
pub mod run;
pub mod ui;

use std::rc::Rc;

use spindle_core::scenario::Scenario;
use yew::prelude::*;

use crate::scenarios::{default_scenario, DEFAULT_JSON};
use crate::services::engine;
use crate::services::explain;
use crate::services::reader::{self, Reader};
use crate::services::share::{self, Unreadable};
pub use compare::{Baseline, CompareAction};
pub use edit::{Edit, Field};
pub use history::{Draft, Drafts, History};
pub use presentation::{Panel, Presentation};
pub use queue_form::{FormOutcome, QueueForm, QueueFormAction, Staged};
pub use run::{EditOutcome, Run, RunAction, SPEEDS};
pub use ui::{Notice, Prefs, QueueToggles, Select, Selection, Tab, Theme, Ui, UiAction, ViewMode, DENSE_ABOVE};

/// The notice while an action waits for the preemption policy's chunk.
const LOADING_POLICY: &str = "Loading the preemption policy…";
/// Said while a move through the run waits for the simulator's step path (`services::engine`).
const LOADING_ENGINE: &str = "Loading the simulator…";
/// How the notice for a move whose wait for the simulator's step path failed begins.
const ENGINE_FAILED: &str = "The run could not move:";

/// The notice while a share link waits for the link decoder's chunk.
const OPENING_LINK: &str = "Opening the shared link…";

/// The notice while the saved working scenario waits for the scenario reader's chunk.
const OPENING_SAVED: &str = "Opening your saved scenario…";

/// The notice when the saved working scenario cannot be read, or is not a scenario the simulator can run.
fn unreadable_saved() -> Notice {
    Notice::Error("your saved scenario could not be read; the default one is open".into())
}

/// Everything the user can do, by the part of the state it belongs to.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Run(RunAction),
    /// Changes the scenario (undoably) if the core accepts the result.
    Edit(Edit),
    Undo,
    Redo,
    Ui(UiAction),
    QueueForm(QueueFormAction),
    /// A share link pasted into the address bar (the whole fragment): one undoable change.
    OpenLink(String),
    /// Pins or drops the Compare view's baseline (not an edit: undo leaves it alone).
    Compare(CompareAction),
    /// The preemption policy's chunk is loaded: the action waiting for it ([`Playground::awaiting_policy`]) is
    /// made now.
    PolicyLoaded,
    /// The preemption policy's chunk could not be loaded (why): the action waiting for it is dropped.
    PolicyFailed(String),
    /// The simulator's step path is loaded (`services::engine`): the run takes it, and the moves waiting for it
    /// ([`Playground::awaiting_engine`]) are made now, in order.
    EngineLoaded,
    /// The simulator's step path could not be loaded (why): the moves waiting for it are dropped, and the notice
    /// says so.
    EngineFailed(String),
    /// The link decoder's chunk is loaded: the link waiting for it ([`Playground::awaiting_link`]) is opened now.
    LinkDecoderLoaded,
    /// The link decoder's chunk could not be loaded (why): the link waiting for it is not opened, and the notice
    /// offers to try again.
    LinkDecoderFailed(String),
    /// The saved working scenario, opened once the preemption policy is loaded (the page started on the default
    /// while it waited): it takes the default's place as the page's start would have, with no undo step back to
    /// the default unless the user edited that meanwhile; then the share link the page was opened with, if any
    /// (the whole fragment), as an edit over it, so Ctrl+Z returns to the user's own scenario.
    Restore(Box<Scenario>, Option<String>),
    /// The scenario reader's chunk is loaded: the saved working scenario waiting for it
    /// ([`Playground::awaiting_saved`]) is read and opened now, as the page's start would have opened it.
    ReaderLoaded,
    /// The scenario reader's chunk could not be loaded (why): the default stays open, the saved scenario stays
    /// saved, and the link the page was opened with, if any, opens over the default.
    ReaderFailed(String),
    /// The explanations' chunk is loaded: the selection waiting for it ([`Playground::awaiting_explain`]) is made
    /// now.
    ExplainLoaded,
    /// The explanations' chunk could not be loaded (why): the selection waiting for it is dropped, and the notice
    /// says so.
    ExplainFailed(String),
}

/// The saved working scenario (its JSON) and the share link the page was opened with (the whole fragment), waiting
/// for the scenario reader's chunk.
#[derive(Clone, Debug, PartialEq)]
pub struct AwaitingSaved {
    pub json: String,
    pub link: Option<String>,
}

/// Why the saved working scenario is not open, so that nothing is saved over it until the user edits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KeptSaved {
    /// It uses preemption, and the preemption policy's chunk could not be loaded.
    NeedsPolicy,
    /// The scenario reader's chunk could not be loaded.
    Unread,
}

impl From<RunAction> for Action {
    fn from(a: RunAction) -> Action {
        Action::Run(a)
    }
}

impl From<Edit> for Action {
    fn from(e: Edit) -> Action {
        Action::Edit(e)
    }
}

impl From<UiAction> for Action {
    fn from(a: UiAction) -> Action {
        Action::Ui(a)
    }
}

impl From<Select> for Action {
    fn from(s: Select) -> Action {
        Action::Ui(UiAction::Select(s))
    }
}

impl From<CompareAction> for Action {
    fn from(a: CompareAction) -> Action {
        Action::Compare(a)
    }
}

impl From<QueueFormAction> for Action {
    fn from(a: QueueFormAction) -> Action {
        Action::QueueForm(a)
    }
}

#[derive(Clone)]
pub struct Playground {
    pub run: Run,
    pub ui: Ui,
    pub queue_form: QueueForm,
    /// The Compare view's pinned run, if any.
    pub baseline: Option<Baseline>,
    /// Changes with every action that changes anything; views compare it.
    pub version: u64,
    /// An action that would run a scenario enabling the scheduling monitor before the preemption policy's chunk
    /// was loaded (`services::preemption`): the page loads the chunk while this is set, then makes the action
    /// ([`Action::PolicyLoaded`]).
    pub awaiting_policy: Option<Action>,
    /// Moves through the run made before the simulator's step path was here ([`Run::engine`]): the page loads
    /// its chunk while this is set, then makes them ([`Action::EngineLoaded`]). Frames while playing are not kept
    /// (what they owe is not made up), but the first one sets this too.
    pub awaiting_engine: Option<Vec<RunAction>>,
    /// A share link (the whole fragment) that arrived before the link decoder's chunk was loaded
    /// (`services::share`): the page loads the chunk while this is set, then opens it ([`Action::LinkDecoderLoaded`]).
    pub awaiting_link: Option<String>,
    /// The saved working scenario, when the page started before the scenario reader's chunk was loaded
    /// (`services::reader`; the default is open meanwhile): the page loads the chunk while this is set, then opens
    /// it ([`Action::ReaderLoaded`]).
    pub awaiting_saved: Option<AwaitingSaved>,
    /// The saved working scenario could not be opened (why) and the default, or a share link, is open instead:
    /// nothing is saved over the user's scenario until the user edits.
    pub keep_saved: Option<KeptSaved>,
    /// A selection that needs the explanations' chunk (`services::explain`: a pending request, or a container not
    /// marked for preemption), made before the chunk was loaded: the page loads it while this is set, then makes
    /// the selection ([`Action::ExplainLoaded`]).
    pub awaiting_explain: Option<Select>,
}

impl Playground {
    /// A playground on `scenario`, which must be valid; an invalid one opens the default instead, saying why.
    pub fn from_scenario(scenario: Scenario) -> Playground {
        match Run::new(scenario) {
            Ok(run) => Playground::from_run(run),
            Err(e) => {
                let mut p = Playground::from_scenario(Scenario::default());
                p.ui.notice = Some(Notice::Error(format!("the scenario could not be loaded: {e}")));
                p
            }
        }
    }

    fn from_run(run: Run) -> Playground {
        Playground {
            run,
            ui: Ui::default(),
            queue_form: QueueForm::default(),
            baseline: None,
            version: 0,
            awaiting_policy: None,
            awaiting_engine: None,
            awaiting_link: None,
            awaiting_saved: None,
            keep_saved: None,
            awaiting_explain: None,
        }
    }

    /// The state the page opens in: the saved working scenario (or the default built-in), then the shared
    /// scenario of the link, if the address has one. The link is applied as an edit, so Ctrl+Z returns to the
    /// user's own scenario; a broken link changes nothing and says what is wrong with it. An embedded link
    /// opens over the default: an embedded page never shows, undoes to or saves the visitor's own scenario, so it
    /// does not read it (nor wait for the preemption policy that scenario may need).
    pub fn start(saved: Option<&str>, hash: &str, theme: Theme) -> Playground {
        Playground::start_with(reader::reader(), saved, hash, theme)
    }

    /// [`Playground::start`] with the scenario reader, if its chunk is here. Before it is, the page starts on the
    /// default, and the saved scenario, then the link, open once it is ([`Playground::awaiting_saved`]). Either way
    /// the saved scenario opens over the default as [`Action::ReaderLoaded`] opens it ([`Playground::open_saved`]),
    /// so there is one path for it (in the browser the reader is never here this early; natively it always is).
    fn start_with(reader: Option<Reader>, saved: Option<&str>, hash: &str, theme: Theme) -> Playground {
        let link = share::is_link(hash).then(|| hash.to_string());
        let saved = Playground::saved_to_read(saved, hash);
        let mut p = Playground::from_scenario(default_scenario());
        p.ui.prefs.theme = theme;
        match (saved, reader) {
            (None, _) => p.then_link(link),
            (Some(json), Some(read)) => p.open_saved(read(json), link),
            (Some(json), None) => {
                p.awaiting_saved = Some(AwaitingSaved { json: json.to_string(), link });
                p.ui.notice = Some(Notice::Info(OPENING_SAVED.into()));
                p
            }
        }
    }

    /// The saved scenario the start opens with the scenario reader, if any: none in an embedded page, which never
    /// shows the visitor's own scenario, nor when it is the default's own JSON ([`DEFAULT_JSON`]). The page saves its scenario from the
    /// start, so a visitor who changed nothing (or opened the built-in that is the default) comes back to that: it
    /// opens as the default, without fetching the reader (35 KB, docs/benchmarks.md repeat14); restoring it would
    /// change nothing (`EditOutcome::Unchanged`). The page's start asks this too, to fetch the reader before its
    /// first render.
    pub fn saved_to_read<'a>(saved: Option<&'a str>, hash: &str) -> Option<&'a str> {
        saved.filter(|_| !share::is_embedded(hash)).filter(|json| *json != DEFAULT_JSON)
    }

    /// Opens the share link the page was opened with (the whole fragment), if any.
    fn then_link(self, link: Option<String>) -> Playground {
        match link {
            Some(hash) => self.open_link(&hash),
            None => self,
        }
    }

    /// Opens a share link (a whole fragment) as one edit, so Ctrl+Z returns to the scenario the user had; a
    /// broken link changes nothing and says, in the user's words, what is wrong with it. Before the link decoder's
    /// chunk is loaded the link waits for it ([`Playground::awaiting_link`]); an embedded page keeps its frame
    /// meanwhile.
    pub fn open_link(mut self, hash: &str) -> Playground {
        let Some(read) = share::reader() else {
            self.awaiting_link = Some(hash.to_string());
            if share::is_embedded(hash) {
                self.ui.embed = Some(share::without_embed(hash));
            } else {
                self.ui.notice = Some(Notice::Info(OPENING_LINK.into()));
            }
            return self;
        };
        match read(hash) {
            Ok(link) => {
                let name = link.scenario.name.clone();
                let version = self.run.scenario_version;
                // Opening a link is not the user editing: if the saved scenario could not be opened (`keep_saved`),
                // the link's scenario still does not save over it (the link may open late, after its decoder).
                let keep_saved = self.keep_saved;
                let mut p = self.apply(Edit::Replace(Box::new(link.scenario)));
                p.keep_saved = keep_saved;
                if p.awaiting_policy.is_some() {
                    // Opened whole (step and tab too) once the preemption policy is loaded.
                    p.awaiting_policy = Some(Action::OpenLink(hash.to_string()));
                    return p;
                }
                // Where the link opens: a step of the run and a tab (names the page does not know are ignored).
                if let Some(step) = link.view.step {
                    p = p.apply(RunAction::Seek(usize::try_from(step).unwrap_or(usize::MAX)));
                }
                if let Some(tab) = link.view.tab.as_deref().and_then(Tab::from_key) {
                    p = p.apply(UiAction::SetTab(tab));
                }
                // An embedded page shows the cluster and the timeline only: no message covers them.
                p.ui.embed = link.view.embed.then(|| share::without_embed(hash));
                if p.run.scenario_version > version && p.ui.embed.is_none() {
                    p.ui.notice = Some(Notice::Info(format!(
                        "Opened the shared scenario “{name}”. Ctrl+Z returns to the one you had."
                    )));
                }
                p
            }
            Err(Unreadable { why, details }) => {
                let mut p = self;
                let text = p.link_not_opened(&why);
                p.ui.notice = Some(match details {
                    Some(details) => Notice::ErrorWithDetails { text, details },
                    None => Notice::Error(text),
                });
                p
            }
        }
    }

    /// Whether the cluster is drawn on the canvas.
    pub fn dense(&self) -> bool {
        self.ui.dense(&self.run.sim())
    }

    /// Applies one action and returns the next state.
    pub fn apply(mut self, action: impl Into<Action>) -> Playground {
        let action = action.into();
        if let Action::OpenLink(hash) = action {
            return self.open_link(&hash);
        }
        match action {
            Action::OpenLink(_) => {}
            Action::Run(a) if a.moves() && self.run.engine.is_none() => self.await_engine(a),
            Action::Run(a) => {
                self.run.update(a);
                self.ui.follow_run(&self.run.sim());
            }
            Action::Edit(e) => self.edit(e),
            Action::Compare(a) => Baseline::update(&mut self.baseline, a, &self.run.scenario, self.version),
            Action::PolicyLoaded => {
                if let Some(a) = self.awaiting_policy.take() {
                    self.ui.notice = None;
                    return self.apply(a);
                }
            }
            Action::EngineLoaded => {
                self.run.engine = engine::engine();
                if let Some(waiting) = self.awaiting_engine.take() {
                    if self.ui.notice == Some(Notice::Info(LOADING_ENGINE.into())) {
                        self.ui.notice = None;
                    }
                    self.version += 1;
                    return waiting.into_iter().fold(self, Playground::apply);
                }
            }
            Action::EngineFailed(why) => {
                if self.awaiting_engine.take().is_some() {
                    self.run.playing = false;
                    self.ui.notice =
                        Some(Notice::Error(format!("{ENGINE_FAILED} {why}. Nothing was lost: try again.")));
                }
            }
            Action::LinkDecoderLoaded => {
                if let Some(hash) = self.awaiting_link.take() {
                    self.end_link_wait(&hash);
                    self.version += 1;
                    return self.open_link(&hash);
                }
            }
            Action::LinkDecoderFailed(why) => {
                if let Some(hash) = self.awaiting_link.take() {
                    self.end_link_wait(&hash);
                    self.ui.notice = Some(Notice::LinkNotLoaded { text: self.link_not_opened(&why), link: hash });
                }
            }
            Action::PolicyFailed(why) => match self.awaiting_policy.take() {
                // The page started on the default while the saved scenario waited: a link it was opened with still
                // opens (over the default), and the user's scenario stays saved until they edit.
                Some(Action::Restore(_, link)) => {
                    let cause = format!("Your saved scenario uses preemption, and {why}");
                    self = self.saved_not_opened(KeptSaved::NeedsPolicy, &cause, link);
                }
                Some(_) => {
                    self.ui.notice = Some(Notice::Error(format!(
                        "This scenario uses preemption, and {why}. Nothing was changed: try again."
                    )))
                }
                None => {}
            },
            Action::ReaderLoaded => {
                // Dispatched once the chunk is here, so the reader is too.
                if let Some(read) = reader::reader() {
                    if let Some(AwaitingSaved { json, link }) = self.awaiting_saved.take() {
                        if self.ui.notice == Some(Notice::Info(OPENING_SAVED.into())) {
                            self.ui.notice = None;
                        }
                        return self.open_saved(read(&json), link);
                    }
                }
            }
            Action::ReaderFailed(why) => {
                if let Some(AwaitingSaved { link, .. }) = self.awaiting_saved.take() {
                    let cause = format!("Your saved scenario could not be opened: {why}");
                    self = self.saved_not_opened(KeptSaved::Unread, &cause, link);
                }
            }
            Action::Restore(s, link) => return self.restore(s, link),
            Action::Undo => self.undo_redo(true),
            Action::Redo => self.undo_redo(false),
            Action::Ui(UiAction::Select(s)) => {
                // A newer selection (Esc's clearing too) replaces one still waiting for the explanations.
                if self.awaiting_explain.take().is_some() {
                    self.ui.notice = None;
                }
                if self.needs_explain(&s) {
                    self.awaiting_explain = Some(s);
                    self.ui.notice = Some(Notice::Info(explain::LOADING.into()));
                } else {
                    self.ui.update(UiAction::Select(s), &mut self.run.sim_mut());
                }
            }
            Action::Ui(a) => self.ui.update(a, &mut self.run.sim_mut()),
            Action::ExplainLoaded => {
                if let Some(s) = self.awaiting_explain.take() {
                    self.ui.notice = None;
                    return self.apply(s);
                }
            }
            Action::ExplainFailed(why) => {
                if self.awaiting_explain.take().is_some() {
                    self.ui.notice =
                        Some(Notice::Error(format!("Nothing was selected: {why}. Select it again to try once more.")));
                }
            }
            Action::QueueForm(a) => match self.queue_form.update(a, &self.run.scenario) {
                FormOutcome::Nothing => {}
                FormOutcome::Removed(queue) => self.ui.queue_removed(&queue, queue_config::ROOT),
                FormOutcome::Apply(map) => {
                    self.edit(Edit::SetCapacityScheduler(map.clone()));
                    if self.run.scenario.capacity_scheduler == map {
                        self.queue_form.staged = None;
                    }
                }
            },
        }
        self.version += 1;
        self
    }

    /// The saved working scenario as the reader read it (the default has been open meanwhile): it opens as
    /// [`Playground::restore`] opens it; text that is not a scenario leaves the default open and says so, then the
    /// share link the page was opened with opens over it.
    fn open_saved(mut self, read: Result<Scenario, String>, link: Option<String>) -> Playground {
        match read {
            Ok(s) => self.restore(Box::new(s), link),
            Err(_) => {
                self.version += 1;
                self.ui.notice = Some(unreadable_saved());
                self.then_link(link)
            }
        }
    }

    /// [`Action::Restore`]: the saved working scenario takes the default's place, as the page's start would have
    /// opened it (no undo step back to the default, unless the user edited that meanwhile). It is validated and
    /// built once, by the edit that installs it: one that needs the preemption policy waits for it (the link with
    /// it), one the simulator refuses leaves the default open and says so. Then the share link, over it.
    fn restore(mut self, s: Box<Scenario>, link: Option<String>) -> Playground {
        let untouched = !self.run.history.can_undo();
        let e = Edit::Replace(s);
        self.version += 1;
        match self.run.edit(&e) {
            EditOutcome::Applied { wanted, at } => {
                self.edited(&e, wanted, at);
                if untouched {
                    self.run.history = History::default();
                }
            }
            EditOutcome::AwaitingPolicy => {
                // Always a `Replace`: `e` was made above; the scenario goes back into the action that waits.
                if let Edit::Replace(s) = e {
                    self.await_policy(Action::Restore(s, link));
                }
                return self;
            }
            EditOutcome::Refused(_) | EditOutcome::Drafted => self.ui.notice = Some(unreadable_saved()),
            // A whole scenario is never only a new name or description.
            EditOutcome::Unchanged | EditOutcome::Described => {}
        }
        self.then_link(link)
    }

    /// The saved working scenario could not be opened (`kept` says why; `cause` begins the sentence that says it):
    /// the default stays open and the user's scenario stays saved until they edit; a link the page was opened
    /// with still opens, over the default.
    fn saved_not_opened(mut self, kept: KeptSaved, cause: &str, link: Option<String>) -> Playground {
        let linked = link.is_some();
        // Set first: opening the link (now, or later once its decoder is here) keeps it.
        self.keep_saved = Some(kept);
        self = self.then_link(link);
        // A link whose decoder is not here yet (its fetch may have failed too) opens when it is, or says why not.
        // One that needs the policy waits for it, unless the policy has just failed to load: then it is not opened.
        let decoding = self.awaiting_link.is_some();
        let policy = match kept {
            KeptSaved::NeedsPolicy => self.awaiting_policy.take().map(|_| true),
            KeptSaved::Unread => self.awaiting_policy.as_ref().map(|_| false),
        };
        let open = match (linked, decoding, policy) {
            (false, ..) => "the default scenario is open",
            (true, true, _) => "the default scenario is open until the shared link can be read",
            (true, false, Some(true)) => "the shared scenario uses it too, so the default scenario is open",
            (true, false, Some(false)) => "the shared scenario opens once the preemption policy is loaded",
            (true, false, None) => "the shared scenario is open",
        };
        let again = if linked { "reload the page, or open the link again," } else { "reload the page" };
        self.ui.notice = Some(Notice::Error(format!(
            "{cause}; {open}. Your saved one is kept (until you edit this one): {again} to try again."
        )));
        self
    }

    /// The sentence for a share link that could not be opened (`why`), saying where the page stands: on the
    /// visitor's own scenario, or on the default when their saved one could not be opened either (`keep_saved`).
    fn link_not_opened(&self, why: &str) -> String {
        // The decoder's reasons may end in a question ("— was it copied whole?"), which ends the sentence.
        let stop = if why.ends_with('?') { "" } else { "." };
        let saved = match self.keep_saved {
            None => {
                return format!(
                    "This share link could not be opened: {why}{stop} Nothing was loaded; your scenario is unchanged."
                )
            }
            Some(KeptSaved::NeedsPolicy) => "your saved one, which uses preemption, could not be loaded either",
            Some(KeptSaved::Unread) => "your saved one could not be opened either",
        };
        format!(
            "This share link could not be opened: {why}{stop} The default scenario is open; {saved} and is kept: \
             reload the page to try again."
        )
    }

    /// Undoes what [`Playground::open_link`] showed while `hash` waited for the decoder: the "Opening…" notice
    /// (not a message said since), the embedded frame (the link decides, once read; a page whose link cannot be
    /// read is not embedded, so it can say why).
    fn end_link_wait(&mut self, hash: &str) {
        if self.ui.notice == Some(Notice::Info(OPENING_LINK.into())) {
            self.ui.notice = None;
        }
        if share::is_embedded(hash) {
            self.ui.embed = None;
        }
    }

    fn edit(&mut self, e: Edit) {
        match self.run.edit(&e) {
            EditOutcome::Applied { wanted, at } => self.edited(&e, wanted, at),
            EditOutcome::Refused(why) => self.ui.notice = Some(Notice::Error(why)),
            EditOutcome::AwaitingPolicy => self.await_policy(Action::Edit(e)),
            // The edit is saved over the user's kept scenario, as any other; the run, its selection and the queue
            // form's check stand.
            EditOutcome::Described => self.keep_saved = None,
            EditOutcome::Unchanged | EditOutcome::Drafted => {}
        }
    }

    /// What follows an applied edit `e`: the run was replayed to step `at` of the `wanted` one.
    fn edited(&mut self, e: &Edit, wanted: usize, at: usize) {
        self.keep_saved = None;
        self.ui.follow_edit(Some(e), &self.run.scenario);
        // Say where the edited run stands, so the jump (or the lack of one) is no surprise.
        if wanted > 0 {
            self.ui.notice = Some(Notice::Info(if at == wanted {
                format!("Edited: the run was replayed to step {at}, where you were.")
            } else {
                format!("Edited: the run now ends sooner, so this is its last step, {at} (you were at step {wanted}).")
            }));
        }
        if matches!(e, Edit::Replace(_)) {
            // Staged queue edits belong to the scenario that was open.
            self.queue_form.staged = None;
            self.ui.notice = None;
        }
        self.queue_form.recheck(&self.run.scenario);
    }

    /// Whether selection `s` draws an explanation whose chunk is not loaded yet: a pending request, or a container
    /// the preemption policy has not marked (a marked one opens the round that marked it).
    fn needs_explain(&self, s: &Select) -> bool {
        !explain::loaded()
            && match s {
                Select::Request { .. } => true,
                Select::Container(id) => !crate::view_model::is_marked(&self.run.sim(), *id),
                _ => false,
            }
    }

    /// `a` is made again once the preemption policy's chunk is loaded; the page loads it meanwhile.
    fn await_policy(&mut self, a: Action) {
        self.awaiting_policy = Some(a);
        self.ui.notice = Some(Notice::Info(LOADING_POLICY.into()));
    }

    /// `a`, a move through the run, is made once the simulator's step path is loaded; the page loads it meanwhile.
    /// The notice says so unless another is showing (the failure of an earlier wait is replaced: this is the next
    /// attempt).
    fn await_engine(&mut self, a: RunAction) {
        let waiting = self.awaiting_engine.get_or_insert_with(Vec::new);
        if !matches!(a, RunAction::Tick { .. }) {
            waiting.push(a);
        }
        let failed = matches!(&self.ui.notice, Some(Notice::Error(t)) if t.starts_with(ENGINE_FAILED));
        if self.ui.notice.is_none() || failed {
            self.ui.notice = Some(Notice::Info(LOADING_ENGINE.into()));
        }
    }

    /// Undo (`back`) or redo.
    fn undo_redo(&mut self, back: bool) {
        match self.run.undo_redo(back) {
            None => {}
            Some(restored) => {
                self.queue_form.staged = None;
                match restored {
                    Ok(()) => self.ui.follow_edit(None, &self.run.scenario),
                    Err(why) => self.ui.notice = Some(Notice::Error(why)),
                }
            }
        }
    }
}

impl Reducible for Playground {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // A frame with nothing to do must not re-render (2,000 nodes would be redrawn for nothing).
        if let Action::Run(RunAction::Tick { elapsed_ms, late_ms }) = action {
            // Playing before the simulator's step path is here: the first frame asks for it, the others wait.
            if self.run.engine.is_none() {
                return match self.awaiting_engine {
                    Some(_) => self,
                    None => Rc::new((*self).clone().apply(action)),
                };
            }
            let owed = self.run.owed(elapsed_ms, late_ms);
            if owed == 0 {
                return self;
            }
            let mut next = (*self).clone();
            next.run.advance(owed);
            next.ui.follow_run(&next.run.sim());
            next.version += 1;
            return Rc::new(next);
        }
        Rc::new((*self).clone().apply(action))
    }
}

/// Sends actions to the playground; the root component turns it into each component's narrow callbacks.
pub type Dispatch = UseReducerDispatcher<Playground>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::{builtin, DEFAULT_SCENARIO};
    use crate::view_model;
    use queue_config::QueueEdit;

    fn zk() -> Playground {
        Playground::from_scenario(builtin(DEFAULT_SCENARIO).expect("built in"))
    }

    fn set(field: Field, text: &str) -> Action {
        Action::Edit(Edit::Set(field, text.into()))
    }

    #[test]
    fn a_valid_edit_rebuilds_the_run_and_undo_redo_walk_the_history() {
        let p = zk().apply(RunAction::Step).apply(RunAction::Step);
        assert_eq!(p.run.sim().step_index(), 2);
        let p = p.apply(set(Field::NodeName(0, 0), "alpha"));
        assert_eq!(p.run.scenario.cluster.racks[0].nodes[0].name, "alpha");
        assert_eq!(p.run.sim().step_index(), 2, "a valid edit replays the new run to the step the user was at");
        assert!(matches!(&p.ui.notice, Some(Notice::Info(t)) if t.contains("step 2")), "{:?}", p.ui.notice);
        let p = p.apply(Action::Undo);
        assert_eq!(p.run.scenario.cluster.racks[0].nodes[0].name, "node-1");
        let p = p.apply(Action::Redo);
        assert_eq!(p.run.scenario.cluster.racks[0].nodes[0].name, "alpha");
        assert!(!p.run.history.can_redo());
    }

    /// A new name or description changes nothing a run reads: the run is kept, at its step, and not built again,
    /// through undo and redo too.
    #[test]
    fn a_new_name_or_description_keeps_the_run_where_it_is() {
        let p = zk().apply(RunAction::Step).apply(RunAction::Step).apply(RunAction::Step);
        let (sim, version) = (p.run.shared_sim(), p.run.scenario_version);
        let p = p.apply(set(Field::ScenarioName, "renamed")).apply(set(Field::Description, "what it shows"));
        assert_eq!((p.run.scenario.name.as_str(), p.run.scenario.description.as_str()), ("renamed", "what it shows"));
        assert!(Rc::ptr_eq(&sim, &p.run.shared_sim()), "the same run");
        assert_eq!(p.run.sim().step_index(), 3);
        assert_eq!(p.run.scenario_version, version + 2, "the views see a new scenario");
        assert_eq!(p.ui.notice, None, "nothing was replayed, and no notice says so");
        // The same name again changes nothing; undo gives the old ones back, and the run they had.
        let again = p.run.history.can_undo();
        let p = p.apply(set(Field::ScenarioName, "renamed"));
        assert_eq!(p.run.scenario_version, version + 2);
        assert_eq!(p.run.history.can_undo(), again);
        let p = p.apply(Action::Undo).apply(Action::Undo);
        assert_eq!(*p.run.scenario, *zk().run.scenario);
        assert!(Rc::ptr_eq(&sim, &p.run.shared_sim()), "undo keeps the run too");
        assert_eq!(p.run.sim().step_index(), 3);
        let p = p.apply(Action::Redo);
        assert_eq!(p.run.scenario.name, "renamed");
        assert!(Rc::ptr_eq(&sim, &p.run.shared_sim()), "and redo");
        // An edit a run reads builds the run again.
        let p = p.apply(set(Field::NodeName(0, 0), "alpha"));
        assert!(!Rc::ptr_eq(&sim, &p.run.shared_sim()));
        // The run kept is the one the renamed scenario builds.
        let mut renamed = (*zk().run.scenario).clone();
        renamed.name = "renamed".into();
        let fresh =
            Playground::from_scenario(renamed).apply(RunAction::Step).apply(RunAction::Step).apply(RunAction::Step);
        assert_eq!(fresh.run.sim().steps().first(3), sim.borrow().steps().first(3));
    }

    #[test]
    fn an_edit_that_shortens_the_run_lands_on_its_last_step() {
        let mut p = zk();
        for _ in 0..3 {
            p = p.apply(RunAction::Step);
        }
        assert!(p.run.sim().is_finished());
        let p = p.apply(set(Field::RequestCount(0, 0), "1"));
        let last = p.run.sim().step_index();
        assert!(p.run.sim().is_finished() && last < 3, "{last}");
        assert!(matches!(&p.ui.notice, Some(Notice::Info(t)) if t.contains("last step")), "{:?}", p.ui.notice);
    }

    #[test]
    fn an_invalid_edit_keeps_the_text_and_the_scenario() {
        let p = zk().apply(RunAction::Step);
        let p = p.apply(set(Field::RequestConstraint(0, 0), "NOTIN,RAK,zk"));
        assert_eq!(p.run.scenario.applications[0].requests[0].constraint, "NOTIN,NODE,zk");
        assert_eq!(p.run.sim().step_index(), 1, "nothing was rebuilt");
        let d = &p.run.history.drafts[&Field::RequestConstraint(0, 0)];
        assert_eq!(d.text, "NOTIN,RAK,zk");
        assert!(d.error.contains("column 7"), "{}", d.error);
        assert!(!p.run.history.can_undo());
        // A duplicate node name is rejected by the core's validation, at the edited field.
        let p = p.apply(set(Field::NodeName(0, 0), "node-2"));
        assert!(p.run.history.drafts[&Field::NodeName(0, 0)].error.contains("node-2"));
        // Fixing the text applies it and clears its draft.
        let p = p.apply(set(Field::RequestConstraint(0, 0), "NOTIN,RACK,zk"));
        assert!(!p.run.history.drafts.contains_key(&Field::RequestConstraint(0, 0)));
        assert_eq!(p.run.scenario.applications[0].requests[0].constraint, "NOTIN,RACK,zk");
    }

    #[test]
    fn typing_in_one_field_undoes_as_one_edit() {
        let mut p = zk();
        for text in ["NOTIN,RACK", "NOTIN,RACK,z", "NOTIN,RACK,zk"] {
            p = p.apply(set(Field::RequestConstraint(0, 0), text));
        }
        p = p.apply(set(Field::AppUser(0), "bob"));
        p = p.apply(Action::Undo);
        assert_eq!(p.run.scenario.applications[0].user, "alice");
        assert_eq!(p.run.scenario.applications[0].requests[0].constraint, "NOTIN,RACK,zk");
        p = p.apply(Action::Undo);
        assert_eq!(p.run.scenario.applications[0].requests[0].constraint, "NOTIN,NODE,zk");
        assert!(!p.run.history.can_undo());
    }

    #[test]
    fn every_choice_is_an_undo_step_of_its_own() {
        let key = Field::SiteKey(spindle_core::handler::HANDLER_KEY.into());
        let p = zk().apply(Action::Edit(Edit::Choose(key.clone(), "disabled".into())));
        let p = p.apply(Action::Edit(Edit::Choose(key.clone(), "placement-processor".into())));
        let p = p.apply(Action::Undo);
        assert_eq!(p.run.scenario.yarn_site[spindle_core::handler::HANDLER_KEY], "disabled");
    }

    /// The default scenario's playground as the first page opens it: the simulator's step path not here yet.
    fn without_engine() -> Playground {
        let mut p = zk();
        p.run.engine = None;
        p
    }

    #[test]
    fn moves_made_before_the_engine_is_here_wait_for_it_and_are_made_in_order() {
        let p = without_engine().apply(RunAction::Step).apply(RunAction::Step).apply(RunAction::StepBack);
        assert_eq!(p.run.sim().step_index(), 0, "nothing moves without the engine");
        assert_eq!(p.awaiting_engine, Some(vec![RunAction::Step, RunAction::Step, RunAction::StepBack]));
        assert_eq!(p.ui.notice, Some(Notice::Info(LOADING_ENGINE.into())));
        // Editing and drawing need no engine: an edit at step 0 is made at once, and the moves still wait.
        let p = p.apply(set(Field::ScenarioName, "edited"));
        assert_eq!(p.run.scenario.name, "edited");
        assert_eq!(p.awaiting_engine.as_ref().map(Vec::len), Some(3));
        let p = p.apply(Action::EngineLoaded);
        assert_eq!(p.run.sim().step_index(), 1, "two steps forward, one back");
        assert_eq!((p.awaiting_engine.clone(), p.ui.notice.clone()), (None, None));
        assert!(p.run.engine.is_some());
        // Once here, a move is made at once, and a notice shown meanwhile is left alone.
        let p = p.apply(RunAction::Step);
        assert_eq!(p.run.sim().step_index(), 2);
        let mut q = without_engine();
        q.ui.notice = Some(Notice::Info("Opened the shared scenario".into()));
        let q = q.apply(RunAction::Seek(2)).apply(Action::EngineLoaded);
        assert_eq!(q.run.sim().step_index(), 2);
        assert_eq!(q.ui.notice, Some(Notice::Info("Opened the shared scenario".into())));
    }

    #[test]
    fn playing_before_the_engine_is_here_asks_for_it_once_and_a_failed_fetch_says_so() {
        let p = Rc::new(without_engine().apply(RunAction::SetSpeed(SPEEDS.len() - 1)).apply(RunAction::TogglePlay));
        assert!(p.run.playing && p.awaiting_engine.is_none(), "playing is not a move");
        let first = p.reduce(RunAction::Tick { elapsed_ms: 16.0, late_ms: 0.0 }.into());
        assert_eq!(first.awaiting_engine, Some(Vec::new()), "a frame asks for the engine, and is not kept");
        let second = first.clone().reduce(RunAction::Tick { elapsed_ms: 16.0, late_ms: 0.0 }.into());
        assert!(Rc::ptr_eq(&first, &second), "the frames after it change nothing while it loads");
        let failed = (*second).clone().apply(Action::EngineFailed("the simulator could not be loaded".into()));
        assert!(!failed.run.playing && failed.awaiting_engine.is_none());
        assert_eq!(failed.run.sim().step_index(), 0);
        assert!(
            matches!(&failed.ui.notice, Some(Notice::Error(t)) if t.contains("the simulator could not be loaded")),
            "{:?}",
            failed.ui.notice
        );
        // A failure with nothing waiting (the fetch made when the page mounted) says nothing; the next move asks
        // again, and plays once the engine is here.
        let quiet = without_engine().apply(Action::EngineFailed("down".into()));
        assert_eq!(quiet.ui.notice, None);
        let again = failed.apply(RunAction::TogglePlay).apply(RunAction::Tick { elapsed_ms: 16.0, late_ms: 0.0 });
        assert!(again.awaiting_engine.is_some());
        assert_eq!(again.ui.notice, Some(Notice::Info(LOADING_ENGINE.into())), "the next attempt replaces the failure");
        let played = again.apply(Action::EngineLoaded).apply(RunAction::Tick { elapsed_ms: 16.0, late_ms: 0.0 });
        assert!(played.run.sim().is_finished() && !played.run.playing);
    }

    #[test]
    fn play_advances_within_the_frame_budget_and_stops_at_the_end() {
        let mut p = zk().apply(RunAction::SetSpeed(SPEEDS.len() - 1)).apply(RunAction::TogglePlay);
        assert!(p.run.playing);
        p = p.apply(RunAction::Tick { elapsed_ms: 16.0, late_ms: 0.0 });
        assert!(p.run.sim().is_finished());
        assert!(!p.run.playing);
        assert_eq!(p.run.furthest, 3);
        let mut p = zk().apply(RunAction::SetSpeed(0)).apply(RunAction::TogglePlay);
        p = p.apply(RunAction::Tick { elapsed_ms: 600.0, late_ms: 0.0 });
        assert_eq!(p.run.sim().step_index(), 0, "250 ms at 1 step/s owes nothing yet");
        for _ in 0..4 {
            p = p.apply(RunAction::Tick { elapsed_ms: 250.0, late_ms: 0.0 });
        }
        assert_eq!(p.run.sim().step_index(), 1);
    }

    #[test]
    fn fresh_containers_are_those_the_latest_move_placed() {
        let p = zk().apply(RunAction::Step);
        assert_eq!(p.run.fresh_from, Some(0), "the first container is new");
        let p = p.apply(RunAction::Step);
        assert_eq!(p.run.fresh_from, view_model::newest_container(&p.run.sim()));
        let p = p.apply(RunAction::StepBack);
        assert_eq!(p.run.fresh_from, None);
    }

    #[test]
    fn selecting_a_container_explains_it_and_stepping_back_past_it_clears_it() {
        let p = zk().apply(RunAction::Step).apply(RunAction::Step);
        let id = view_model::newest_container(&p.run.sim()).unwrap();
        let p = p.apply(Select::Container(id));
        assert!(matches!(&p.ui.selection, Selection::Container(w) if w.step == 2));
        assert_eq!(p.ui.tab, Tab::Explain);
        let p = p.apply(RunAction::StepBack);
        assert_eq!(p.ui.selection, Selection::None);
    }

    /// A selection that waited for the explanations' chunk (in the browser, `needs_explain`; natively the chunk is
    /// always here, so the wait is set by hand) is made when the chunk arrives, dropped with a notice if it failed,
    /// and replaced by a newer selection.
    #[test]
    fn a_selection_waiting_for_the_explanations_is_made_when_they_arrive() {
        let waiting = |s: Select| {
            let mut p = zk().apply(RunAction::Step);
            p.awaiting_explain = Some(s);
            p.ui.notice = Some(Notice::Info(explain::LOADING.into()));
            p
        };
        let request = Select::Request { app: 0, request: 0 };
        let p = waiting(request.clone()).apply(Action::ExplainLoaded);
        assert_eq!(p.ui.selection, Selection::Request { app: 0, request: 0, focus: None });
        assert_eq!((p.awaiting_explain, p.ui.notice), (None, None));

        let p = waiting(request.clone()).apply(Action::ExplainFailed("the explanations could not be loaded".into()));
        assert_eq!(p.ui.selection, Selection::None);
        assert_eq!(p.awaiting_explain, None);
        assert_eq!(
            p.ui.notice,
            Some(Notice::Error(
                "Nothing was selected: the explanations could not be loaded. Select it again to try once more.".into()
            ))
        );

        // Esc while it waits: nothing is selected when the chunk arrives.
        let p = waiting(request).apply(Select::Clear).apply(Action::ExplainLoaded);
        assert_eq!((p.ui.selection, p.awaiting_explain, p.ui.notice), (Selection::None, None, None));
        // A late arrival or failure with nothing waiting changes nothing.
        let p = zk().apply(Action::ExplainFailed("gone".into()));
        assert_eq!(p.ui.notice, None);
    }

    #[test]
    fn moving_the_selected_node_keeps_it_selected() {
        let p = zk().apply(Select::Node(0, 2));
        let p = p.apply(Action::Edit(Edit::MoveNode { rack: 0, node: 2, to_rack: 1, index: None }));
        assert_eq!(p.ui.selection, Selection::Node(1, 3));
        assert_eq!(p.run.scenario.cluster.racks[1].nodes[3].name, "node-3");
    }

    #[test]
    fn the_baseline_survives_edits_and_undo_until_it_is_unpinned_or_replaced() {
        let p = three_queues().apply(CompareAction::Pin);
        let pinned = p.baseline.clone().expect("pinned");
        assert_eq!(pinned.scenario, p.run.scenario);
        let p = p.apply(stage("root.a", "maximum-capacity", "10")).apply(QueueFormAction::Apply);
        assert_eq!(p.run.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.maximum-capacity"], "10");
        assert_eq!(p.baseline, Some(pinned.clone()), "an edit leaves the baseline alone");
        let p = p.apply(Action::Undo).apply(Action::Redo).apply(Action::Undo);
        assert_eq!(p.baseline, Some(pinned.clone()), "so do undo and redo");
        let p = p.apply(set(Field::AppUser(0), "carol")).apply(CompareAction::Pin);
        let replaced = p.baseline.clone().expect("pinned again");
        assert_eq!(replaced.scenario.applications[0].user, "carol");
        assert_ne!(replaced.id, pinned.id, "a view can tell the two pins apart");
        assert_eq!(p.apply(CompareAction::Unpin).baseline, None);
    }

    fn three_queues() -> Playground {
        Playground::from_scenario(builtin("three-queues").expect("built in"))
    }

    fn stage(queue: &str, suffix: &str, value: &str) -> QueueFormAction {
        QueueFormAction::Stage(QueueEdit::Set { queue: queue.into(), suffix: suffix.into(), value: value.into() })
    }

    #[test]
    fn queue_edits_are_staged_checked_by_the_core_applied_when_valid_and_undone() {
        let p = three_queues().apply(RunAction::Step).apply(Select::Queue("root.a".into()));
        assert_eq!(p.ui.tab, Tab::Queues);
        let p = p.apply(stage("root.a", "capacity", "20"));
        let st = p.queue_form.staged.clone().expect("staged");
        assert!(!st.valid());
        let sum = st.problems.iter().find(|x| x.error).expect("an error");
        assert!(sum.key.starts_with("yarn.scheduler.capacity.root."), "{sum:?}");
        assert!(sum.message.contains("sum to 110"), "{sum:?}");
        assert_eq!(p.run.sim().step_index(), 1, "nothing applied, the run goes on");
        let p = p.apply(QueueFormAction::Apply);
        assert_eq!(p.run.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "10", "refused");
        let p = p.apply(stage("root.b", "capacity", "20"));
        assert!(p.queue_form.staged.as_ref().is_some_and(Staged::valid));
        let p = p.apply(QueueFormAction::Apply);
        assert!(p.queue_form.staged.is_none());
        assert_eq!(p.run.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "20");
        assert_eq!(p.run.sim().step_index(), 1, "the new run is replayed to the step the user was at");
        let p = p.apply(Action::Undo);
        assert_eq!(p.run.scenario.capacity_scheduler["yarn.scheduler.capacity.root.a.capacity"], "10");
        assert_eq!(p.ui.selection, Selection::Queue("root.a".into()));
    }

    #[test]
    fn the_queue_trees_opened_and_closed_parents_outlive_a_tab_switch_and_an_edit_but_not_another_scenario() {
        let show = |q: &str, open| UiAction::ShowQueue { queue: q.into(), open };
        let p = three_queues().apply(UiAction::SetTab(Tab::Queues)).apply(show("root", false));
        assert_eq!(p.ui.queue_toggles.get("root"), Some(false));
        let p = p.apply(UiAction::SetTab(Tab::Charts)).apply(UiAction::SetTab(Tab::Queues));
        assert_eq!(p.ui.queue_toggles.get("root"), Some(false), "a switch of tab keeps it");
        // A queue chosen under a closed parent (from a staged problem's key, say) is shown.
        let p = p.apply(Select::Queue("root.a".into()));
        assert_eq!(p.ui.queue_toggles.get("root"), Some(true));
        let p = p.apply(show("root", false)).apply(show("root", false));
        assert_eq!(
            (p.ui.queue_toggles.get("root"), format!("{:?}", p.ui.queue_toggles)),
            (Some(false), "QueueToggles(0 opened, 1 closed)".to_string()),
            "one entry per parent"
        );
        let p = p.apply(stage("root.b", "capacity", "20")).apply(stage("root.c", "capacity", "70"));
        let p = p.apply(QueueFormAction::Apply);
        assert_eq!(p.run.scenario.capacity_scheduler["yarn.scheduler.capacity.root.b.capacity"], "20", "applied");
        assert_eq!(p.ui.queue_toggles.get("root"), Some(false), "an edit keeps it");
        let p = p.apply(Action::Edit(Edit::Replace(Box::new(builtin("three-queues").unwrap()))));
        assert_eq!(p.ui.queue_toggles.get("root"), None, "another scenario opened whole starts from the first view");
    }

    #[test]
    fn staging_back_to_the_applied_value_stages_nothing_and_removed_queues_leave_the_selection() {
        let p = three_queues().apply(stage("root.a", "capacity", "20")).apply(stage("root.a", "capacity", "10"));
        assert!(p.queue_form.staged.is_none());
        let p = p.apply(Select::Queue("root.c".into()));
        let p = p.apply(QueueFormAction::Stage(QueueEdit::Remove { queue: "root.c".into() }));
        assert_eq!(p.ui.selection, Selection::Queue("root".into()));
        let st = p.queue_form.staged.clone().unwrap();
        assert!(st.problems.iter().any(|x| x.error && x.message.contains("sum to 40")), "{:?}", st.problems);
        let p = p.apply(stage("root.b", "capacity", "90"));
        let st = p.queue_form.staged.clone().unwrap();
        assert!(st.valid(), "{:?}", st.problems);
        assert!(
            st.problems.iter().any(|x| !x.error && x.key == "applications[2].queue"),
            "etl-c's queue is gone: {:?}",
            st.problems
        );
        let p = p.apply(QueueFormAction::Stage(QueueEdit::Remove { queue: "root".into() }));
        assert!(p.queue_form.staged.as_ref().unwrap().refused.is_some());
        let p = p.apply(Action::Edit(Edit::Replace(Box::new(builtin(DEFAULT_SCENARIO).unwrap()))));
        assert!(p.queue_form.staged.is_none(), "staged edits belong to the scenario they were made on");
    }

    #[test]
    fn leaf_names_must_stay_unique() {
        let add = |parent: &str, name: &str| {
            QueueFormAction::Stage(QueueEdit::AddChild { parent: parent.into(), name: name.into() })
        };
        let p = three_queues().apply(add("root.b", "a"));
        let st = p.queue_form.staged.clone().unwrap();
        let dup = st.problems.iter().find(|x| x.error).expect("an error");
        assert!(dup.message.contains("leaf queue name `a` is used by both"), "{dup:?}");
        assert!(!st.valid());
        let p = p.apply(add("root.b", "a"));
        assert!(p.queue_form.staged.unwrap().refused.is_some_and(|r| r.contains("already has a child queue `a`")));
    }

    #[test]
    fn the_handler_and_the_monitor_are_yarn_site_edits() {
        use spindle_core::handler::{Handler, HANDLER_KEY};
        let p = zk().apply(set(Field::SiteKey(HANDLER_KEY.into()), "disabled"));
        assert_eq!(view_model::handler(&p.run.sim()), Handler::Disabled);
        let p = p.apply(set(Field::SiteKey(HANDLER_KEY.into()), "nonsense"));
        assert!(p.run.history.drafts[&Field::SiteKey(HANDLER_KEY.into())].error.contains("nonsense"));
        let p = p.apply(Action::Undo);
        assert_eq!(view_model::handler(&p.run.sim()), Handler::Scheduler);
        let key = spindle_core::scenario::MONITOR_KEY;
        let p = p.apply(set(Field::SiteKey(key.into()), "true"));
        assert_eq!(p.run.scenario.yarn_site[key], "true");
        let p = p.apply(set(Field::SiteKey(key.into()), " "));
        assert!(!p.run.scenario.yarn_site.contains_key(key), "empty restores Hadoop's default");
    }

    #[test]
    fn a_marked_container_opens_the_round_that_marked_it_and_stepping_back_closes_it() {
        let mut p = Playground::from_scenario(builtin("three-queues-preemption").expect("built in"));
        let marked = loop {
            p = p.apply(RunAction::Step);
            let sim = p.run.sim();
            let id = sim.last_events().iter().find_map(|e| match e {
                spindle_core::sim::Event::ContainerMarked { container, .. } => Some(container.0),
                _ => None,
            });
            assert!(!sim.is_finished());
            if let Some(id) = id {
                break id;
            }
        };
        let step = p.run.sim().step_index();
        let p = p.apply(Select::Container(marked));
        match &p.ui.selection {
            Selection::Round(r) => assert_eq!((r.step, r.focus), (step, Some(marked))),
            other => panic!("{other:?}"),
        }
        let p = p.apply(Select::Round { step, container: None });
        assert!(matches!(&p.ui.selection, Selection::Round(r) if r.focus.is_none()));
        assert_eq!(p.apply(RunAction::StepBack).ui.selection, Selection::None);
    }

    #[test]
    fn a_share_link_opens_as_an_undoable_edit_and_a_broken_one_changes_nothing() {
        let mut mine = builtin(DEFAULT_SCENARIO).unwrap();
        mine.name = "mine".into();
        let saved = serde_json::to_string(&mine).unwrap();
        let mut theirs = mine.clone();
        theirs.name = "theirs".into();
        let link = format!("#{}", spindle_core::link::encode(&theirs, &share::View::default()));

        let p = Playground::start(Some(&saved), &link, Theme::Dark);
        assert_eq!(p.run.scenario.name, "theirs");
        assert!(matches!(&p.ui.notice, Some(Notice::Info(_))));
        assert_eq!(p.apply(Action::Undo).run.scenario.name, "mine");

        let p = Playground::start(Some(&saved), &link[..link.len() - 9], Theme::Dark);
        assert_eq!(p.run.scenario.name, "mine");
        assert!(
            p.ui.notice.as_ref().is_some_and(|n| n.is_error() && n.text().contains("could not be opened")),
            "{:?}",
            p.ui.notice
        );
        assert!(!p.run.history.can_undo());

        let mut invalid = theirs.clone();
        invalid.applications[0].requests[0].constraint = "NOTIN,".into();
        let p = Playground::start(
            Some(&saved),
            &format!("#{}", spindle_core::link::encode(&invalid, &share::View::default())),
            Theme::Dark,
        );
        assert_eq!(p.run.scenario.name, "mine");
        assert!(matches!(&p.ui.notice, Some(Notice::Error(t)) if t.contains("constraint")), "{:?}", p.ui.notice);

        let p = Playground::start(Some("{not json"), "", Theme::System);
        assert_eq!(p.run.scenario.cluster.racks.len(), 2);
        assert!(matches!(&p.ui.notice, Some(Notice::Error(_))));
    }

    /// Before the scenario reader's chunk is here the page starts on the default and says so; once it is, the
    /// saved scenario opens as the page's start (nothing to undo), then a link over it (Ctrl+Z back to the user's).
    /// A saved default needs no reader.
    #[test]
    fn a_saved_scenario_waiting_for_the_reader_opens_as_the_start_then_the_link_over_it() {
        let mut mine = builtin("three-queues").unwrap();
        mine.name = "mine".into();
        let saved = serde_json::to_string(&mine).unwrap();
        let mut theirs = builtin(DEFAULT_SCENARIO).unwrap();
        theirs.name = "theirs".into();
        let link = format!("#{}", spindle_core::link::encode(&theirs, &share::View::default()));

        let p = Playground::start_with(None, Some(&saved), "", Theme::Dark);
        assert_eq!(*p.run.scenario, default_scenario());
        assert_eq!(p.awaiting_saved, Some(AwaitingSaved { json: saved.clone(), link: None }));
        assert_eq!(p.ui.notice, Some(Notice::Info(OPENING_SAVED.into())));
        assert_eq!(p.ui.prefs.theme, Theme::Dark);
        let p = p.apply(Action::ReaderLoaded);
        assert_eq!(p.run.scenario.name, "mine");
        assert!(p.awaiting_saved.is_none() && p.ui.notice.is_none(), "{:?}", p.ui.notice);
        assert!(!p.run.history.can_undo(), "no undo step back to the default");

        // An edit of the default made while waiting stays one step back.
        let p = Playground::start_with(None, Some(&saved), "", Theme::Dark).apply(RunAction::Step);
        let p = p.apply(set(Field::ScenarioName, "edited")).apply(Action::ReaderLoaded);
        assert_eq!(p.run.scenario.name, "mine");
        assert_eq!(p.apply(Action::Undo).run.scenario.name, "edited");

        let p = Playground::start_with(None, Some(&saved), &link, Theme::Dark);
        assert_eq!(p.run.scenario.name, default_scenario().name, "the link waits for the saved scenario");
        let p = p.apply(Action::ReaderLoaded);
        assert_eq!(p.run.scenario.name, "theirs");
        assert!(p.ui.notice.as_ref().is_some_and(|n| n.text().starts_with("Opened the shared scenario")));
        assert_eq!(p.apply(Action::Undo).run.scenario.name, "mine");

        // Saved text that is not a scenario: the default stays open and says so; the link still opens.
        let p = Playground::start_with(None, Some("{not json"), "", Theme::Dark).apply(Action::ReaderLoaded);
        assert_eq!(*p.run.scenario, default_scenario());
        assert_eq!(p.ui.notice, Some(unreadable_saved()));
        let p = Playground::start_with(None, Some("{not json"), &link, Theme::Dark).apply(Action::ReaderLoaded);
        assert_eq!(p.run.scenario.name, "theirs");

        // The default saved (the page saves from the start) is the default: nothing to wait for, nothing to say;
        // a link opens over it at once. A saved default of another build (another JSON) still waits.
        let default = serde_json::to_string(&default_scenario()).unwrap();
        let p = Playground::start_with(None, Some(&default), "", Theme::Dark);
        assert_eq!(*p.run.scenario, default_scenario());
        assert!(p.awaiting_saved.is_none() && p.ui.notice.is_none(), "{:?}", p.ui.notice);
        assert_eq!(p.run.scenario_version, Playground::start_with(None, None, "", Theme::Dark).run.scenario_version);
        let p = Playground::start_with(None, Some(&default), &link, Theme::Dark);
        assert!(p.awaiting_saved.is_none());
        assert_eq!(p.run.scenario.name, "theirs");
        let pretty = serde_json::to_string_pretty(&default_scenario()).unwrap();
        assert!(Playground::start_with(None, Some(&pretty), "", Theme::Dark).awaiting_saved.is_some());

        // An embedded page neither reads nor waits for the visitor's scenario.
        let view = share::View { step: None, tab: None, embed: true };
        let embed = format!("#{}", spindle_core::link::encode(&theirs, &view));
        let p = Playground::start_with(None, Some(&saved), &embed, Theme::Dark);
        assert!(p.awaiting_saved.is_none() && p.ui.embed.is_some());
    }

    /// A reader that cannot be fetched leaves the default open and the saved scenario saved (until the user edits),
    /// says so, and still opens the link the page came with.
    #[test]
    fn a_reader_that_cannot_be_fetched_keeps_the_saved_scenario_and_still_opens_the_link() {
        let saved = serde_json::to_string(&builtin("three-queues").unwrap()).unwrap();
        let why = "the scenario reader could not be loaded (the connection may be down)";
        let p = Playground::start_with(None, Some(&saved), "", Theme::Dark).apply(Action::ReaderFailed(why.into()));
        assert_eq!(*p.run.scenario, default_scenario());
        assert_eq!(p.keep_saved, Some(KeptSaved::Unread));
        assert_eq!(
            p.ui.notice.as_ref().map(Notice::text),
            Some(
                "Your saved scenario could not be opened: the scenario reader could not be loaded (the connection \
                 may be down); the default scenario is open. Your saved one is kept (until you edit this one): \
                 reload the page to try again."
            )
        );
        let p = p.apply(set(Field::ScenarioName, "edited"));
        assert_eq!(p.keep_saved, None, "an edit of the user's own is saved again");

        let theirs = builtin(DEFAULT_SCENARIO).unwrap();
        let link =
            format!("#{}", spindle_core::link::encode(&theirs, &share::View { step: Some(1), ..Default::default() }));
        let p = Playground::start_with(None, Some(&saved), &link, Theme::Dark).apply(Action::ReaderFailed(why.into()));
        assert_eq!(p.run.sim().step_index(), 1);
        assert_eq!(p.keep_saved, Some(KeptSaved::Unread), "the link's scenario is not saved over the user's");
        assert!(
            p.ui.notice.as_ref().is_some_and(|n| n.text().contains(
                "; the shared scenario is open. Your saved one is \
                                                                  kept (until you edit this one): reload the page, \
                                                                  or open the link again, to try again."
            )),
            "{:?}",
            p.ui.notice
        );
        // A later link that cannot be read says where the page stands.
        let p = p.apply(Action::OpenLink(link[..link.len() - 9].to_string()));
        assert!(
            p.ui.notice.as_ref().is_some_and(|n| n.text().contains("your saved one could not be opened either")),
            "{:?}",
            p.ui.notice
        );
    }

    /// A link pasted into an open page (`hashchange`) replaces the scenario as one undoable change and opens at
    /// the step and tab it names; a damaged one changes nothing and says so in the user's words.
    #[test]
    fn a_pasted_link_opens_at_its_step_and_tab_and_undoes_in_one() {
        let theirs = builtin("three-queues").unwrap();
        let view = share::View { step: Some(3), tab: Some("queues".into()), embed: false };
        let hash = format!("#{}", spindle_core::link::encode(&theirs, &view));
        let p = zk().apply(RunAction::Step).apply(Action::OpenLink(hash.clone()));
        assert_eq!(p.run.scenario.name, theirs.name);
        assert_eq!(p.run.sim().step_index(), 3);
        assert_eq!(p.ui.tab, Tab::Queues);
        assert!(matches!(&p.ui.notice, Some(Notice::Info(_))));
        let back = p.apply(Action::Undo);
        assert_eq!(*back.run.scenario, builtin(DEFAULT_SCENARIO).unwrap());
        assert!(!back.run.history.can_undo());

        let plain = format!("#{}", spindle_core::link::encode(&theirs, &share::View::default()));
        let cut = &plain[..plain.len() - 5];
        let p = zk().apply(Action::OpenLink(cut.to_string()));
        assert_eq!(*p.run.scenario, builtin(DEFAULT_SCENARIO).unwrap());
        match &p.ui.notice {
            Some(Notice::ErrorWithDetails { text, details }) => {
                assert!(text.contains("was it copied whole? Nothing was loaded") && !text.contains("0x"), "{text}");
                assert!(details.contains("character"), "the decoder's words and the offset: {details}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(Tab::from_key("explain"), Some(Tab::Explain));
        assert_eq!(Tab::from_key("nope"), None);
    }

    /// `embed=1` opens the embed mode, which keeps the link without `embed` for "Open in Spindle" and shows no
    /// message over the cluster.
    #[test]
    fn an_embed_link_opens_the_embed_mode_with_the_link_to_open_in_full() {
        let theirs = builtin("three-queues").unwrap();
        let view = share::View { step: Some(2), tab: None, embed: true };
        let hash = format!("#{}", spindle_core::link::encode(&theirs, &view));
        let p = Playground::start(None, &hash, Theme::System);
        assert_eq!(p.run.sim().step_index(), 2);
        let full = p.ui.embed.clone().expect("embed mode");
        assert_eq!(full, hash.trim_start_matches('#').replace("&embed=1", ""));
        assert!(p.ui.notice.is_none());
        assert!(Playground::start(None, &hash.replace("&embed=1", ""), Theme::System).ui.embed.is_none());

        // The visitor's saved scenario is not read: the link opens over the default (undo goes there), and an
        // unreadable saved scenario says nothing over the cluster.
        let mut mine = builtin(DEFAULT_SCENARIO).unwrap();
        mine.name = "mine".into();
        let p = Playground::start(Some(&serde_json::to_string(&mine).unwrap()), &hash, Theme::System);
        assert_eq!(p.run.scenario.name, theirs.name);
        assert_eq!(*p.apply(Action::Undo).run.scenario, builtin(DEFAULT_SCENARIO).unwrap());
        assert!(Playground::start(Some("{not json"), &hash, Theme::System).ui.notice.is_none());
    }
}
