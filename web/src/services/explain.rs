//! The explanations of a selected request or container, loaded when first asked for. Their code (every node's
//! answer to a request, the verdict on a container's node at the step that placed it, and the panel that draws
//! them with its node table and verdict tree) is not in the first page's wasm but in a chunk of its own
//! (`split_explain.wasm`, as `services::preemption` does for the preemption policy): a first visit draws no
//! explanation until something is selected. The page fetches the chunk [`PREFETCH_AFTER_MS`] after the playground
//! has mounted, so a first click rarely waits; a selection made before it is here waits in the state
//! (`Playground::awaiting_explain`) and is made once [`load`] has it. A failed load is not remembered (the loader
//! forgets it too), so the next selection fetches anew. Natively (tests) the code is always here.
//!
//! What the first page keeps: why a pending request waits (the pending lane's sentences) and the panel's hints
//! when nothing is selected.

use spindle_core::sim::Simulator;
use yew::Html;

use crate::components::explain::ExplainProps;
use crate::view_model::{ContainerWhy, RequestExplain};

/// How long after the playground has mounted the page fetches the chunk unasked (a selection before that fetches
/// it at once).
pub const PREFETCH_AFTER_MS: u32 = 1_500;

/// What the page says while a selection waits for the chunk (the notice, and the panel if it is drawn meanwhile).
pub const LOADING: &str = "Loading the explanations…";

/// What the chunk holds: the two explanations and the panel's drawing of them.
#[derive(Clone, Copy)]
struct ExplainCode {
    request: fn(&Simulator, u32, usize, Option<u32>) -> Option<RequestExplain>,
    container: fn(&mut Simulator, u64) -> Option<ContainerWhy>,
    panel: fn(&ExplainProps) -> Html,
}

/// The chunk's contents, natively and in the chunk alike.
const CODE: ExplainCode = ExplainCode {
    request: crate::view_model::request_explain,
    container: crate::view_model::container_why,
    panel: crate::components::explain::explanation,
};

#[cfg(target_arch = "wasm32")]
static EXPLAIN: super::chunk::OnDemand<ExplainCode> =
    super::chunk::OnDemand::new("the explanations could not be loaded");

#[cfg(target_arch = "wasm32")]
fn code() -> Option<ExplainCode> {
    EXPLAIN.get()
}

#[cfg(not(target_arch = "wasm32"))]
fn code() -> Option<ExplainCode> {
    Some(CODE)
}

/// Whether the explanations' chunk is here.
pub fn loaded() -> bool {
    code().is_some()
}

/// [`crate::view_model::request_explain`], once the chunk is here (`None` before: nothing is explained yet).
pub fn request(sim: &Simulator, app: u32, request: usize, focus: Option<u32>) -> Option<RequestExplain> {
    code().and_then(|c| (c.request)(sim, app, request, focus))
}

/// [`crate::view_model::container_why`], once the chunk is here.
pub fn container(sim: &mut Simulator, id: u64) -> Option<ContainerWhy> {
    code().and_then(|c| (c.container)(sim, id))
}

/// The panel's drawing of a request's or a container's explanation, once the chunk is here.
pub fn panel(props: &ExplainProps) -> Option<Html> {
    code().map(|c| (c.panel)(props))
}

/// Loads the chunk (at once if it is here) and then calls `done`; an `Err` says why it could not be.
pub fn load(done: impl FnOnce(Result<(), String>) + 'static) {
    super::load_then(loaded(), fetch(), done)
}

/// Loads the chunk unless it is here.
pub async fn fetch() -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    EXPLAIN.fetch(explain).await?;
    Ok(())
}

/// The explanations' code: everything only this function reaches goes to `split_explain.wasm`.
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(explain, fallible)]
fn explain() -> Result<ExplainCode, wasm_split_helpers::SplitLoaderError> {
    Ok(CODE)
}
