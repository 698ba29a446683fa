//! Views whose code is not in the first page's wasm. A view most visits never open (a tab, a dialog) is drawn by a
//! function marked `#[wasm_split(NAME, fallible)]`: `build_web` (scripts/lib.sh) moves that function, and all the
//! code only it reaches, into its own wasm chunk (`dist/assets/HASH/pkg/split_*.wasm`), which the page fetches the
//! first time the function is awaited. The split function returns the view's render function ([`Render`]);
//! [`SplitView::html`] shows "Loading…" until it has it, then draws with it, or says the view could not be loaded
//! (and why: `services::deploy`) and offers to try again; [`Chunk::prefetch`] fetches it ahead of a likely first
//! mount, and [`Chunk::approach`] when a pointer rests on the control that opens it or the keyboard reaches it.
//! One `Lazy` component serves every view (the properties cross it as `dyn Any`): a generic one would put a copy of
//! it and of Yew's machinery per view into the first page.
//! The view's data stays with its parent, so a failed or slow load loses nothing. Natively (tests) the split
//! function is an ordinary async function.

use std::any::Any;
use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::OnceLock;

use wasm_split_helpers::SplitLoaderError;
use yew::prelude::*;

use crate::services::{cold, deploy};

/// Draws a view from its properties (the view's own properties type, as `dyn Any`); the function lives in the
/// view's chunk.
pub type Render = fn(&dyn Any) -> Html;

/// What a split function's wrapper returns: its future resolves once the chunk is loaded.
pub type Loading = Pin<Box<dyn Future<Output = Result<Render, SplitLoaderError>>>>;

/// How to load a view's render function, and the function once loaded (later mounts of the view draw at once,
/// without a "Loading…" frame).
pub struct Chunk {
    load: fn() -> Loading,
    loaded: OnceLock<Render>,
}

impl Chunk {
    /// Loads the render function unless it is here; `loaded` holds it afterwards, unless the fetch failed.
    async fn fetch(&'static self) {
        if self.loaded.get().is_none() {
            // The view's code calls into the first page's, which may be in the cold module (`services::cold`).
            if let (Ok(render), Ok(())) = ((self.load)().await, cold::arrived().await) {
                let _ = self.loaded.set(render);
            }
        }
    }

    /// The handlers for the control that opens this view ([`Approach`]); `also`, when the view needs more than its
    /// code to draw, fetches that too. (Here, not on `SplitView`, so that one copy serves every view.)
    pub fn approach(&'static self, also: Option<fn()>) -> Approach {
        Approach::new(move || {
            self.prefetch();
            if let Some(also) = also {
                also();
            }
        })
    }

    /// Fetches the chunk ahead of its first mount, quietly: a failure is forgotten (the mount fetches again and says
    /// so), and a mount while it is in flight joins the same fetch (wasm-split's loader keeps the pending load).
    pub fn prefetch(&'static self) {
        if self.loaded.get().is_none() {
            yew::platform::spawn_local(self.fetch());
        }
    }
}

/// How long a pointer rests on a control before the view it opens is fetched: a pointer crossing a row of tabs on
/// its way elsewhere fetches nothing, and one that stops to click starts the fetch well before the click.
const REST_MS: u32 = 60;

thread_local! {
    /// The fetch waiting for the pointer to rest on the control it is over (one pointer, one control at a time).
    static RESTING: std::cell::RefCell<Option<gloo::timers::callback::Timeout>> = const { std::cell::RefCell::new(None) };
}

/// Handlers for a control that opens something fetched on demand (a tab or a button whose view is in a chunk, a
/// button that needs the formats module): the fetch starts once the pointer has rested on the control for
/// `REST_MS`, at once when it is pressed (a touch has no hover), or when the keyboard's focus reaches it
/// ([`keyboard_focus`]), so the time a hand takes to click or press Enter overlaps the fetch. (A tab is selected
/// as soon as the keyboard's focus reaches it: the tab row fetches a focused tab's neighbours instead.)
#[derive(Clone)]
pub struct Approach {
    pub enter: Callback<PointerEvent>,
    pub leave: Callback<PointerEvent>,
    pub down: Callback<PointerEvent>,
    pub focus: Callback<FocusEvent>,
}

impl Approach {
    /// `fetch` starts the fetch quietly, and does nothing when what it fetches is here or on its way.
    pub fn new(fetch: impl Fn() + Clone + 'static) -> Approach {
        let stop = || RESTING.with(|r| drop(r.borrow_mut().take()));
        let (rest, focused) = (fetch.clone(), fetch.clone());
        Approach {
            focus: Callback::from(move |e: FocusEvent| {
                if keyboard_focus(&e) {
                    focused();
                }
            }),
            enter: Callback::from(move |_| {
                let wait = gloo::timers::callback::Timeout::new(REST_MS, rest.clone());
                RESTING.with(|r| *r.borrow_mut() = Some(wait));
            }),
            leave: Callback::from(move |_| stop()),
            down: Callback::from(move |_| {
                stop();
                fetch();
            }),
        }
    }
}

/// Whether a focus came from the keyboard: the browser's `:focus-visible`, which the focus a click gives does not
/// match (a click has its own approach, and must not fetch what it does not open).
pub fn keyboard_focus(e: &FocusEvent) -> bool {
    e.target_dyn_into::<web_sys::Element>().is_some_and(|el| el.matches(":focus-visible").unwrap_or(false))
}

/// A view in a chunk, drawn with properties `P`.
pub struct SplitView<P: 'static> {
    chunk: Chunk,
    props: PhantomData<fn(P)>,
}

impl<P: PartialEq + 'static> SplitView<P> {
    /// `load` awaits the split function (`|| Box::pin(view())`); see [`split_view!`].
    pub const fn new(load: fn() -> Loading) -> SplitView<P> {
        SplitView { chunk: Chunk { load, loaded: OnceLock::new() }, props: PhantomData }
    }

    /// The view with `props`, once its chunk is loaded.
    pub fn html(&'static self, props: P) -> Html {
        html! { <Lazy chunk={&self.chunk} props={Rc::new(props) as Rc<dyn ViewProps>} /> }
    }

    /// The view's chunk, to fetch it ahead of its first mount (`Chunk::prefetch`, `Chunk::approach`).
    pub fn chunk(&'static self) -> &'static Chunk {
        &self.chunk
    }

    /// The same for a view that is a dialog over the page: "Loading…" and the failure are drawn in a dialog card,
    /// and the failure offers `close`.
    pub fn dialog(&'static self, props: P, close: Callback<()>) -> Html {
        html! { <Lazy chunk={&self.chunk} props={Rc::new(props) as Rc<dyn ViewProps>} dialog={close} /> }
    }
}

/// Declares `static NAME: SplitView<PROPS>` drawing `COMPONENT`, whose code goes to the chunk `split_CHUNK.wasm`:
/// `split_view!(pub static CHARTS: ChartsPanel(ChartsProps) in charts);` (the properties must be `Clone`).
macro_rules! split_view {
    ($(#[$doc:meta])* $vis:vis static $name:ident: $component:ident($props:ty) in $chunk:ident) => {
        $(#[$doc])*
        $vis static $name: $crate::components::lazy::SplitView<$props> = $crate::components::lazy::SplitView::new(|| {
            #[allow(non_snake_case)]
            #[::wasm_split_helpers::wasm_split($chunk, fallible)]
            fn $name() -> Result<$crate::components::lazy::Render, ::wasm_split_helpers::SplitLoaderError> {
                Ok(|p| match p.downcast_ref::<$props>() {
                    Some(p) => ::yew::html! { <$component ..p.clone() /> },
                    None => ::yew::Html::default(),
                })
            }
            Box::pin($name())
        });
    };
}
pub(crate) use split_view;

/// A view's properties, compared and handed over without knowing their type.
trait ViewProps {
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn ViewProps) -> bool;
}

impl<P: PartialEq + 'static> ViewProps for P {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn ViewProps) -> bool {
        other.as_any().downcast_ref::<P>().is_some_and(|o| o == self)
    }
}

#[derive(Properties, Clone)]
struct LazyProps {
    chunk: &'static Chunk,
    props: Rc<dyn ViewProps>,
    #[prop_or_default]
    dialog: Option<Callback<()>>,
}

impl PartialEq for LazyProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.chunk, other.chunk) && self.props.same(&*other.props) && self.dialog == other.dialog
    }
}

#[component]
fn Lazy(props: &LazyProps) -> Html {
    let chunk = props.chunk;
    // Bumped by "Try again": a failed load is not remembered (by the loader either), so the next attempt fetches anew.
    let attempt = use_state(|| 0u32);
    // What the failure says (a `String`, as `use_served`'s, so the first page holds one copy of Yew's state code).
    let failed = use_state(|| None::<String>);
    let redraw = use_force_update();
    {
        let failed = failed.clone();
        use_effect_with(*attempt, move |_| {
            if chunk.loaded.get().is_none() {
                yew::platform::spawn_local(async move {
                    chunk.fetch().await;
                    if chunk.loaded.get().is_some() {
                        return redraw.force_update();
                    }
                    let cause = deploy::cause().await;
                    failed.set(Some(format!("This view could not be loaded ({}). Nothing was lost.", cause.text())));
                });
            }
        });
    }
    if let Some(render) = chunk.loaded.get() {
        return render(props.props.as_any());
    }
    let retry = {
        let (attempt, failed) = (attempt.clone(), failed.clone());
        Callback::from(move |_: ()| {
            failed.set(None);
            attempt.set(*attempt + 1);
        })
    };
    waiting(failed.as_deref(), retry, props.dialog.as_ref())
}

/// "Try again", which calls `retry`; or, once a failure has found Spindle updated on its server (which no retry can
/// get past: `services::deploy`), "Reload".
pub fn again(retry: Callback<()>) -> Html {
    if deploy::updated() {
        html! { <button class="btn" onclick={Callback::from(|_| deploy::reload())}>{ "Reload" }</button> }
    } else {
        html! { <button class="btn" onclick={retry.reform(|_| ())}>{ "Try again" }</button> }
    }
}

/// "Loading…" while what a view needs is fetched (its chunk, or served content: `services::content`), or, once the
/// fetch failed, `failure` and "Try again" or "Reload" (`again`; with "Close" for a dialog, drawn as a dialog card).
pub fn waiting(failure: Option<&str>, retry: Callback<()>, dialog: Option<&Callback<()>>) -> Html {
    let shown = match failure {
        Some(why) => html! {
            <div class="lazy-failed" role="alert">
                <p>{ why.to_string() }</p>
                { again(retry) }
                if let Some(close) = dialog {
                    <button class="btn ghost" onclick={close.reform(|_| ())}>{ "Close" }</button>
                }
            </div>
        },
        None => html! { <p class="lazy-loading" role="status">{ "Loading…" }</p> },
    };
    match dialog {
        Some(_) => html! { <div class="overlay"><div class="overlay-card">{ shown }</div></div> },
        None => shown,
    }
}
