//! The workload editor: applications (queue, user, application tags, priority, submit time), their
//! SchedulingRequests (allocation tags, count, size, priority, duration, constraint) and the application- and
//! cluster-level constraint maps (source tag → constraint), each constraint in a [`SpecEditor`].

use spindle_core::sorted_map::SortedMap;
use std::cell::RefCell;
use std::rc::Rc;

use spindle_core::scenario::{ApplicationSpec, Scenario};
use yew::prelude::*;

use crate::components::drawn::not_drawn;
use crate::components::fields::{FieldInput, InputKind};
use crate::components::lazy::split_view;
use crate::components::spec_editor::SpecEditor;
use crate::state::edit::{ConstraintMap, Edit, Field};
use crate::state::Drafts;
use crate::view_model::colour;

#[derive(Properties, PartialEq, Clone)]
pub struct WorkloadProps {
    pub scenario: Rc<Scenario>,
    pub drafts: Rc<Drafts>,
    pub on_edit: Callback<Edit>,
}

split_view! {
    /// The Workload tab, in its own chunk (the first page opens on Explain, and stepping never needs it).
    pub static WORKLOAD_TAB: WorkloadEditor(WorkloadProps) in workload_tab
}

/// Up to this many applications the tab draws every card; above it (a workload brought in from a real cluster: a
/// ResourceManager's applications, a load simulator's trace), it draws them a page at a time and offers a search.
/// Every card is a component with its summary, and 5,000 of them took 0.6–0.8 s to draw when the tab opened.
const APPS_ALL_UP_TO: usize = 500;
/// How many more cards a page draws.
const APPS_PAGE: usize = 200;
/// The same for an opened card's requests: a load simulator's job brought in has a request per kind of task (type,
/// priority, size, duration), often hundreds, and each request's editor is a dozen fields and a constraint editor:
/// three opened cards of 900 requests took over 3 s to draw.
const REQUESTS_ALL_UP_TO: usize = 30;
const REQUESTS_PAGE: usize = 20;

/// A long list (the applications, an application's requests) drawn a page at a time: the first `limit` of the
/// items that match (all of them, for a list not searched), then every item added since the list was first drawn
/// (at and after `added_from`), so that one just added is there to edit.
#[derive(Debug, PartialEq)]
struct Drawn {
    items: Vec<usize>,
    /// How many items before `added_from` match.
    matching: usize,
    /// How many of those are not drawn.
    hidden: usize,
    /// How many items were added (the end of `items`).
    added: usize,
}

fn drawn(len: usize, added_from: usize, limit: usize, hit: impl Fn(usize) -> bool) -> Drawn {
    let before = added_from.min(len);
    let matching: Vec<usize> = (0..before).filter(|&i| hit(i)).collect();
    let (count, hidden) = (matching.len(), matching.len().saturating_sub(limit));
    Drawn {
        items: matching.into_iter().take(limit).chain(before..len).collect(),
        matching: count,
        hidden,
        added: len - before,
    }
}

/// Whether application `a` matches the search `search` (its name, queue or user). ASCII letters compare in either
/// case: full Unicode case mapping would bring its tables (about 10 KB of gzip) into the tab's chunk, for names
/// that are ASCII on nearly every cluster.
fn app_matches(a: &ApplicationSpec, search: &str) -> bool {
    let search = search.trim().as_bytes();
    let has = |field: &str| field.as_bytes().windows(search.len()).any(|w| w.eq_ignore_ascii_case(search));
    search.is_empty() || has(&a.name) || has(&a.queue) || has(&a.user)
}

/// A list's pages: how many items to draw, and where the items added since it was first drawn start.
struct Pages {
    limit: UseStateHandle<usize>,
    added_from: Rc<RefCell<usize>>,
}

/// The pages of a list of `len` items, and `on_edit` passed on with one more thing done: an edit that removes an
/// item before the added ones (`removed(edit, owner)`: its index in this list) moves them down by one.
#[hook]
fn use_pages(
    len: usize,
    page: usize,
    on_edit: &Callback<Edit>,
    owner: usize,
    removed: fn(&Edit, usize) -> Option<usize>,
) -> (Pages, Callback<Edit>) {
    let limit = use_state(|| page);
    // Kept in a cell: a removal moves it without drawing again.
    let added_from = use_mut_ref(|| len);
    let on_edit = {
        let added_from = added_from.clone();
        use_callback((on_edit.clone(), owner), move |e: Edit, (parent, owner)| {
            if let Some(i) = removed(&e, *owner) {
                let mut at = added_from.borrow_mut();
                if i < *at {
                    *at -= 1;
                }
            }
            parent.emit(e)
        })
    };
    (Pages { limit, added_from }, on_edit)
}

impl Pages {
    /// Where the added items of a list of `len` start (never past its end).
    fn added_from(&self, len: usize) -> usize {
        let mut at = self.added_from.borrow_mut();
        *at = (*at).min(len);
        *at
    }

    /// The sentence and buttons under a list drawn in part ([`not_drawn`]).
    fn more(&self, d: &Drawn, page: usize, what: &str, id: &str) -> Option<Html> {
        not_drawn(&self.limit, d.matching, page, what, id)
    }
}

#[component]
fn WorkloadEditor(props: &WorkloadProps) -> Html {
    let s = &props.scenario;
    let len = s.applications.len();
    let search = use_state(String::new);
    let removed = |e: &Edit, _: usize| if let Edit::RemoveApp(a) = e { Some(*a) } else { None };
    let (pages, on_edit) = use_pages(len, APPS_PAGE, &props.on_edit, 0, removed);
    let d = &on_edit;
    let limit = if search.trim().is_empty() && len <= APPS_ALL_UP_TO { usize::MAX } else { *pages.limit };
    let shown = drawn(len, pages.added_from(len), limit, |a| app_matches(&s.applications[a], &search));
    let card = |a: usize| {
        html! { <AppCard key={a} index={a} scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} /> }
    };
    let (head, tail) = shown.items.split_at(shown.items.len() - shown.added);
    let finder = (len > APPS_ALL_UP_TO).then(|| {
        let typed = {
            let (search, limit) = (search.clone(), pages.limit.clone());
            Callback::from(move |e: InputEvent| {
                search.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
                limit.set(APPS_PAGE);
            })
        };
        html! {
            <div class="row find-apps">
                <label for="find-app">{ format!("{len} applications. Find by name, queue or user: ") }</label>
                <input id="find-app" type="search" value={(*search).clone()} oninput={typed} />
            </div>
        }
    });
    let which = if search.trim().is_empty() { "applications" } else { "applications that match" };
    html! {
        <div class="workload" id="workload-editor">
            { for finder }
            { for head.iter().copied().map(card) }
            { for pages.more(&shown, APPS_PAGE, which, "apps") }
            { for tail.iter().copied().map(card) }
            <div class="row">
                <button class="btn" id="add-app" onclick={edit(d, Edit::AddApp)}>{ "+ Add an application" }</button>
            </div>
            <ConstraintMapEditor map={ConstraintMap::Cluster} entries={s.cluster_constraints.clone()} scenario={s.clone()}
                                 drafts={props.drafts.clone()} on_edit={d.clone()}
                                 title="Cluster-level constraints" />
        </div>
    }
}

/// A button's click that makes one edit.
fn edit(on_edit: &Callback<Edit>, e: Edit) -> Callback<MouseEvent> {
    let on_edit = on_edit.clone();
    Callback::from(move |_| on_edit.emit(e.clone()))
}

#[derive(Properties)]
struct CardProps {
    /// The application's index in the scenario.
    index: usize,
    scenario: Rc<Scenario>,
    drafts: Rc<Drafts>,
    on_edit: Callback<Edit>,
}

/// By identity: a scenario or drafts that changed are a new `Rc`, and comparing a real cluster's scenario field by
/// field once per card (hundreds of applications) would cost more than the cards' summaries.
impl PartialEq for CardProps {
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
            && Rc::ptr_eq(&self.scenario, &other.scenario)
            && Rc::ptr_eq(&self.drafts, &other.drafts)
            && self.on_edit == other.on_edit
    }
}

/// One application's card: its summary always, its editor once the card has been opened. A scenario brought in from
/// a real cluster has hundreds or thousands of applications, and drawing every closed card's inputs made the tab
/// take over a second to open; a card opened once keeps its editor (closed, the browser only hides it), so nothing
/// typed in it is lost.
#[component]
fn AppCard(props: &CardProps) -> Html {
    let a = props.index;
    // The first three cards start open, as before.
    let opened = use_state(|| a < 3);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |e: Event| {
            if e.target_unchecked_into::<web_sys::Element>().has_attribute("open") {
                opened.set(true);
            }
        })
    };
    let s = &props.scenario;
    let count = s.applications.get(a).map_or(0, |x| x.requests.len());
    let removed = |e: &Edit, app: usize| match e {
        Edit::RemoveRequest(x, r) if *x == app => Some(*r),
        _ => None,
    };
    let (pages, on_edit) = use_pages(count, REQUESTS_PAGE, &props.on_edit, a, removed);
    let d = &on_edit;
    let Some(app) = s.applications.get(a) else { return Html::default() };
    let field = |f: Field, label: &'static str, kind: InputKind| {
        html! { <FieldInput field={f} label={label} kind={kind} scenario={s.clone()} drafts={props.drafts.clone()} on_edit={d.clone()} /> }
    };
    let body = (*opened).then(|| {
        let limit = if count <= REQUESTS_ALL_UP_TO { usize::MAX } else { *pages.limit };
        let shown = drawn(count, pages.added_from(count), limit, |_| true);
        let (head, tail) = shown.items.split_at(shown.items.len() - shown.added);
        let request = |r: usize| {
            let req = &app.requests[r];
            let tag = req.allocation_tags.first().cloned().unwrap_or_default();
            html! {
                <fieldset class="request-editor" data-request={format!("{a}-{r}")}>
                    <legend>{ format!("Request #{r}") }</legend>
                    <div class="grid">
                        { field(Field::RequestTags(a, r), "Allocation tags", InputKind::Text) }
                        { field(Field::RequestCount(a, r), "Count", InputKind::Number) }
                        { field(Field::RequestMemory(a, r), "Memory (MB)", InputKind::Number) }
                        { field(Field::RequestVcores(a, r), "Vcores", InputKind::Number) }
                        { field(Field::RequestPriority(a, r), "Priority", InputKind::Number) }
                        { field(Field::RequestDurationMs(a, r), "Duration (ms)", InputKind::Number) }
                    </div>
                    <SpecEditor field={Field::RequestConstraint(a, r)} label="Placement constraint" scenario={s.clone()}
                                drafts={props.drafts.clone()} source_tag={tag} count={req.count.min(i32::MAX as u32) as i32}
                                on_edit={d.clone()} />
                    <button class="btn ghost danger" onclick={edit(d, Edit::RemoveRequest(a, r))}>{ "Remove request" }</button>
                </fieldset>
            }
        };
        html! {
            <>
                <div class="grid">
                    { field(Field::AppName(a), "Name", InputKind::Text) }
                    { field(Field::AppQueue(a), "Queue", InputKind::Text) }
                    { field(Field::AppUser(a), "User", InputKind::Text) }
                    { field(Field::AppTags(a), "Application tags", InputKind::Text) }
                    { field(Field::AppPriority(a), "Priority", InputKind::Number) }
                    { field(Field::AppSubmitMs(a), "Submit at (ms)", InputKind::Number) }
                </div>
                { for head.iter().copied().map(request) }
                { for pages.more(&shown, REQUESTS_PAGE, "requests", &format!("requests-{a}")) }
                { for tail.iter().copied().map(request) }
                <div class="row">
                    <button class="btn" onclick={edit(d, Edit::AddRequest(a))}>{ "+ Add a request" }</button>
                </div>
                <ConstraintMapEditor map={ConstraintMap::App(a)} entries={app.constraints.clone()} scenario={s.clone()}
                                     drafts={props.drafts.clone()} on_edit={d.clone()}
                                     title="Application-level constraints" />
                <button class="btn ghost danger" onclick={edit(d, Edit::RemoveApp(a))}>{ format!("Remove {}", app.name) }</button>
            </>
        }
    });
    html! {
        <details class="app-card" open={a < 3} data-app={a.to_string()} {ontoggle}>
            <summary>
                <span class="swatch" style={format!("background:{}", colour(a as u16))}></span>
                <span class="name">{ &app.name }</span>
                <span class="muted">{ format!(" · {} · {} request{}", app.queue, app.requests.len(), if app.requests.len() == 1 { "" } else { "s" }) }</span>
            </summary>
            { for body }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct MapProps {
    map: ConstraintMap,
    entries: SortedMap<String, String>,
    scenario: Rc<Scenario>,
    drafts: Rc<Drafts>,
    on_edit: Callback<Edit>,
    title: AttrValue,
}

/// Source tag → constraint rows. YARN ANDs these with a request's own constraint when the request carries
/// exactly that one tag.
#[component]
fn ConstraintMapEditor(props: &MapProps) -> Html {
    let new_tag = use_state(String::new);
    let d = &props.on_edit;
    let map = props.map;
    let add = {
        let (d, new_tag) = (d.clone(), new_tag.clone());
        Callback::from(move |_| {
            if !new_tag.trim().is_empty() {
                d.emit(Edit::SetSourceTag { map, from: None, to: (*new_tag).clone() });
                new_tag.set(String::new());
            }
        })
    };
    let typing = {
        let new_tag = new_tag.clone();
        Callback::from(move |e: InputEvent| new_tag.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let scope = match map {
        ConstraintMap::Cluster => "cluster".to_string(),
        ConstraintMap::App(a) => format!("app{a}"),
    };
    html! {
        <section class="constraint-map">
            <h3 class="panel-title">{ &props.title }</h3>
            if props.entries.is_empty() {
                <p class="hint">{ "None. They apply to requests whose only allocation tag is the source tag." }</p>
            }
            { for props.entries.keys().map(|tag| {
                let field = match map {
                    ConstraintMap::Cluster => Field::ClusterConstraint(tag.clone()),
                    ConstraintMap::App(a) => Field::AppConstraint(a, tag.clone()),
                };
                let rename = {
                    let (d, from) = (d.clone(), tag.clone());
                    Callback::from(move |e: Event| {
                        let to = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                        d.emit(Edit::SetSourceTag { map, from: Some(from.clone()), to });
                    })
                };
                let remove = {
                    let (d, tag) = (d.clone(), tag.clone());
                    Callback::from(move |_| d.emit(Edit::RemoveSourceTag { map, tag: tag.clone() }))
                };
                html! {
                    <div class="map-row" key={tag.clone()}>
                        <label class="field compact"><span class="label">{ "Source tag" }</span>
                            <input type="text" value={tag.clone()} onchange={rename} /></label>
                        <SpecEditor field={field} label={format!("Constraint for {tag}")} scenario={props.scenario.clone()}
                                    drafts={props.drafts.clone()} source_tag={tag.clone()} count={1} on_edit={d.clone()} />
                        <button class="btn ghost" onclick={remove} aria-label={format!("Remove the constraint for {tag}")}>{ "✕" }</button>
                    </div>
                }
            }) }
            <div class="row">
                <label class="field compact" for={format!("new-tag-{scope}")}><span class="label">{ "New source tag" }</span>
                    <input id={format!("new-tag-{scope}")} type="text" value={(*new_tag).clone()} oninput={typing} placeholder="e.g. zk" /></label>
                <button class="btn" onclick={add} disabled={new_tag.trim().is_empty()}>{ "+ Add a constraint" }</button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apps(n: usize) -> Vec<ApplicationSpec> {
        (0..n)
            .map(|a| ApplicationSpec {
                queue: if a % 2 == 0 { "etl".into() } else { "adhoc".into() },
                user: format!("user{}", a % 7),
                ..ApplicationSpec::new(&format!("job{a}"))
            })
            .collect()
    }

    fn search(apps: &[ApplicationSpec], text: &str, limit: usize) -> Drawn {
        drawn(apps.len(), apps.len(), limit, |a| app_matches(&apps[a], text))
    }

    #[test]
    fn a_long_list_is_drawn_a_page_at_a_time_with_the_added_items_after_it() {
        let d = drawn(1200, 1200, APPS_PAGE, |_| true);
        assert_eq!(d.items, (0..APPS_PAGE).collect::<Vec<_>>());
        assert_eq!((d.matching, d.hidden, d.added), (1200, 1000, 0));
        assert_eq!(drawn(1200, 1200, 2 * APPS_PAGE, |_| true).items.len(), 2 * APPS_PAGE);
        assert_eq!(drawn(1200, 1200, usize::MAX, |_| true).hidden, 0);
        // Two items added since the list was first drawn come after the page.
        let d = drawn(1202, 1200, APPS_PAGE, |_| true);
        assert_eq!(d.items[APPS_PAGE..], [1200, 1201]);
        assert_eq!((d.matching, d.hidden, d.added), (1200, 1000, 2));
        // Where the added items start is never past the end (items removed since).
        let d = drawn(10, 40, 3, |_| true);
        assert_eq!((d.items, d.matching, d.hidden, d.added), (vec![0, 1, 2], 10, 7, 0));
    }

    #[test]
    fn the_search_finds_applications_by_name_queue_or_user_in_either_case() {
        let big = apps(1200);
        assert_eq!(search(&big, " JOB1150 ", APPS_PAGE).items, [1150]);
        let users = search(&big, "User3", APPS_PAGE);
        assert_eq!((users.matching, users.hidden), (171, 0));
        assert!(users.items.iter().all(|&a| a % 7 == 3));
        let etl = search(&big, "etl", APPS_PAGE);
        assert_eq!((etl.items.len(), etl.matching, etl.hidden), (APPS_PAGE, 600, 400));
        assert_eq!(search(&big, "", APPS_PAGE).matching, 1200);
        assert_eq!(search(&apps(10), "nothing", APPS_PAGE).items, Vec::<usize>::new());
    }
}
