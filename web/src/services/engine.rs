//! The simulator's step path, loaded after the first page: taking a step (`SimState::advance_into`, the
//! scheduler's heartbeat, the handlers, the events), going back to a step (checkpoints and replay) and running
//! ahead: about 57 KB of the first page's gzip (docs/toolchain.md, engine16). The first page builds and draws the
//! run at step 0 without it, so its code is in a chunk (`split_simulator_engine.wasm` and the chunks it shares
//! with the views that run a simulator of their own: the lesson code, the Compare tab, the preemption policy),
//! fetched as soon as the playground has mounted, which a visitor's first Step seldom waits for. A run action made
//! before it is here waits for it (`Playground::awaiting_engine`), as an action that needs the preemption policy
//! waits for that (`services::preemption`). A run leaves step 0 only through this path, so anything that goes back
//! to an earlier step (`Simulator::look_at_via`) finds it here. A failed fetch is not remembered, so the next
//! attempt fetches anew. Natively (tests, the CLI) it is always here.

use std::fmt;

use spindle_core::sim::Simulator;

/// What the chunk holds: the [`Simulator`] methods that move a run.
#[derive(Clone, Copy)]
pub struct Engine {
    /// Takes one step ([`Simulator::step`]).
    pub step: fn(&mut Simulator),
    /// Goes back one step ([`Simulator::step_back`]).
    pub step_back: fn(&mut Simulator) -> bool,
    /// Back to step 0 ([`Simulator::reset`]).
    pub reset: fn(&mut Simulator),
    /// Goes to a step ([`Simulator::seek`]).
    pub seek: fn(&mut Simulator, usize),
    /// Takes up to that many steps ([`Simulator::run`]).
    pub run: fn(&mut Simulator, usize),
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Engine")
    }
}

fn step_once(sim: &mut Simulator) {
    sim.step();
}

/// The engine linked where it is used (natively; in the browser, only the chunk names it).
const HERE: Engine = Engine {
    step: step_once,
    step_back: Simulator::step_back,
    reset: Simulator::reset,
    seek: Simulator::seek,
    run: Simulator::run,
};

#[cfg(target_arch = "wasm32")]
static ENGINE: super::chunk::OnDemand<Engine> = super::chunk::OnDemand::new("the simulator could not be loaded");

/// The engine, once its chunk is loaded.
#[cfg(target_arch = "wasm32")]
pub fn engine() -> Option<Engine> {
    ENGINE.get()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn engine() -> Option<Engine> {
    Some(HERE)
}

/// Loads the engine's chunk (at once if it is here) and then calls `done`; an `Err` says why it could not be.
pub fn load(done: impl FnOnce(Result<(), String>) + 'static) {
    super::load_then(engine().is_some(), async { fetch().await.map(|_| ()) }, done)
}

/// The engine, fetching its chunk first unless it is here.
pub async fn fetch() -> Result<Engine, String> {
    #[cfg(target_arch = "wasm32")]
    ENGINE.fetch(simulator_engine).await?;
    engine().ok_or_else(|| String::from("the simulator is not here"))
}

/// The engine's code: everything only this function reaches goes to `split_simulator_engine.wasm` (or, what the
/// preemption policy's chunk and the views in chunks share with it, to a `chunk_N.wasm` beside them).
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(simulator_engine, fallible)]
fn simulator_engine() -> Result<Engine, wasm_split_helpers::SplitLoaderError> {
    Ok(HERE)
}

/// [`Simulator::seek`] through the loaded engine, for [`Simulator::look_at_via`]: a look-up goes back only to a
/// step the run has left, and a run leaves step 0 only through the engine, so it is here whenever a look-up moves
/// (without it the simulator stays where it is).
pub fn seek(sim: &mut Simulator, step: usize) {
    if let Some(e) = engine() {
        (e.seek)(sim, step);
    }
}
