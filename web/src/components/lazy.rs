//! Views whose code is not in the first page's wasm. A view most visits never open (a tab, a dialog) is drawn by a
//! function marked `#[wasm_split(NAME, fallible)]`: `build_web` (scripts/lib.sh) moves that function, and all the
//! code only it reaches, into its own wasm chunk (`dist/pkg/split_*.wasm`), which the page fetches the first time
//! the function is awaited. The split function returns the view's render function ([`Render`]); [`Lazy`] shows
//! "Loading…" until it has it, then draws with it, or says the view could not be loaded and offers to try again.
//! The view's data stays with its parent, so a failed or slow load loses nothing. Natively (tests) the split
//! function is an ordinary async function.

use std::future::Future;
use std::pin::Pin;
use std::sync::OnceLock;

use wasm_split_helpers::SplitLoaderError;
use yew::prelude::*;

/// Draws a view from its properties; the function lives in the view's chunk.
pub type Render<P> = fn(&P) -> Html;

/// What a split function's wrapper returns: its future resolves once the chunk is loaded.
pub type Loading<P> = Pin<Box<dyn Future<Output = Result<Render<P>, SplitLoaderError>>>>;

/// A view in a chunk: how to load its render function, and the function once loaded (later mounts of the view
/// draw at once, without a "Loading…" frame).
pub struct SplitView<P: 'static> {
    load: fn() -> Loading<P>,
    loaded: OnceLock<Render<P>>,
}

impl<P: 'static> SplitView<P> {
    /// `load` awaits the split function (`|| Box::pin(view())`).
    pub const fn new(load: fn() -> Loading<P>) -> SplitView<P> {
        SplitView { load, loaded: OnceLock::new() }
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
            fn $name() -> Result<$crate::components::lazy::Render<$props>, ::wasm_split_helpers::SplitLoaderError> {
                Ok(|p| ::yew::html! { <$component ..p.clone() /> })
            }
            Box::pin($name())
        });
    };
}
pub(crate) use split_view;

#[derive(Properties)]
pub struct LazyProps<P: PartialEq + 'static> {
    /// The view (a `static` next to its component).
    pub view: &'static SplitView<P>,
    /// What the view draws, as its own component would take it.
    pub props: P,
}

impl<P: PartialEq + 'static> PartialEq for LazyProps<P> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.view, other.view) && self.props == other.props
    }
}

/// The view of `props.view` with `props.props`, once its chunk is loaded.
#[component]
pub fn Lazy<P: PartialEq + 'static>(props: &LazyProps<P>) -> Html {
    let view = props.view;
    // Bumped by "Try again": a failed load is not remembered (by the loader either), so the next attempt fetches anew.
    let attempt = use_state(|| 0u32);
    let failed = use_state(|| false);
    let redraw = use_force_update();
    {
        let failed = failed.clone();
        use_effect_with(*attempt, move |_| {
            if view.loaded.get().is_none() {
                yew::platform::spawn_local(async move {
                    match (view.load)().await {
                        Ok(render) => {
                            let _ = view.loaded.set(render);
                            redraw.force_update();
                        }
                        Err(_) => failed.set(true),
                    }
                });
            }
        });
    }
    if let Some(render) = view.loaded.get() {
        return render(&props.props);
    }
    if *failed {
        let retry = {
            let (attempt, failed) = (attempt.clone(), failed.clone());
            Callback::from(move |_: MouseEvent| {
                failed.set(false);
                attempt.set(*attempt + 1);
            })
        };
        return html! {
            <div class="lazy-failed" role="alert">
                <p>{ "This view could not be loaded (the connection may be down). Nothing was lost." }</p>
                <button class="btn" onclick={retry}>{ "Try again" }</button>
            </div>
        };
    }
    html! { <p class="lazy-loading" role="status">{ "Loading…" }</p> }
}
