//! The ProportionalCapacityPreemptionPolicy, loaded when a run needs it. The simulator calls the policy through
//! a [`PreemptionPolicy`] its shell passes in (`spindle_core::sim`); the playground's first page passes none, so the
//! policy's code (about 160 KB of the engine before wasm-opt) is not in its wasm but in a chunk of its own
//! (`split_preemption_policy.wasm`, as `components::lazy` does for views), fetched the first time a scenario that
//! enables the scheduling monitor is to run: every simulator the playground starts goes through [`simulator`],
//! which refuses such a scenario with [`Refusal::PolicyNotLoaded`] until the chunk is here, and the state keeps
//! what was refused (`Playground::awaiting_policy`) to do again once [`load`] has it. A failed load is not
//! remembered (the loader forgets it too), so the next attempt fetches anew. Natively (tests) the policy is
//! always here.

use std::fmt;

use spindle_core::scenario::{validate, InvalidScenario, Scenario};
use spindle_core::sim::{PreemptionPolicy, SimOptions, Simulator};

use crate::view_model::{self, RoundView};

/// Why [`simulator`] did not start a run.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The scenario is not valid.
    Invalid(InvalidScenario),
    /// The scenario enables the scheduling monitor and the policy's chunk is not loaded yet ([`load`]).
    PolicyNotLoaded,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Invalid(e) => e.fmt(f),
            Refusal::PolicyNotLoaded => f.write_str("the preemption policy is still loading"),
        }
    }
}

/// A run of `scenario` with the policy, if it is loaded: what `Simulator::with_options` does, without naming the
/// policy's code.
pub fn simulator(scenario: &Scenario, options: SimOptions) -> Result<Simulator, Refusal> {
    let v = validate(scenario, options.handler);
    let Some(world) = v.world else { return Err(Refusal::Invalid(InvalidScenario { diagnostics: v.diagnostics })) };
    Simulator::from_world_with(world, options, loaded()).map_err(|_| Refusal::PolicyNotLoaded)
}

/// [`simulator`] with the default options, the error in words.
pub fn start(scenario: &Scenario) -> Result<Simulator, String> {
    simulator(scenario, SimOptions::default()).map_err(|e| e.to_string())
}

/// What the policy's chunk holds: the policy, and the report of one of its rounds (`view_model::round_view`,
/// about 12 KB before wasm-opt), which only a run the policy took part in can ask for.
#[cfg(target_arch = "wasm32")]
#[derive(Clone, Copy)]
struct PolicyChunk {
    policy: PreemptionPolicy,
    round_view: fn(&mut Simulator, usize, Option<u64>) -> Option<RoundView>,
}

#[cfg(target_arch = "wasm32")]
static POLICY: super::chunk::OnDemand<PolicyChunk> =
    super::chunk::OnDemand::new("the preemption policy could not be loaded");

/// The policy, once its chunk is loaded.
#[cfg(target_arch = "wasm32")]
pub fn loaded() -> Option<PreemptionPolicy> {
    POLICY.get().map(|chunk| chunk.policy)
}

#[cfg(not(target_arch = "wasm32"))]
pub fn loaded() -> Option<PreemptionPolicy> {
    Some(PreemptionPolicy::PROPORTIONAL)
}

/// [`view_model::round_view`]: the report of the round in step `step` of `sim`, `None` if there was none. A run
/// has rounds only if it was started with the policy, so before the chunk is here there is none to report.
#[cfg(target_arch = "wasm32")]
pub fn round_view(sim: &mut Simulator, step: usize, focus: Option<u64>) -> Option<RoundView> {
    POLICY.get().and_then(|chunk| (chunk.round_view)(sim, step, focus))
}

#[cfg(not(target_arch = "wasm32"))]
pub fn round_view(sim: &mut Simulator, step: usize, focus: Option<u64>) -> Option<RoundView> {
    view_model::round_view(sim, step, focus)
}

/// Loads the policy's chunk (at once if it is here) and then calls `done`; an `Err` says why it could not be.
pub fn load(done: impl FnOnce(Result<(), String>) + 'static) {
    super::load_then(loaded().is_some(), fetch(), done)
}

/// Loads the policy's chunk unless it is here.
pub async fn fetch() -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    POLICY.fetch(proportional).await?;
    Ok(())
}

/// The policy's code: everything only this function reaches goes to `split_preemption_policy.wasm`.
#[cfg(target_arch = "wasm32")]
#[wasm_split_helpers::wasm_split(preemption_policy, fallible)]
fn proportional() -> Result<PolicyChunk, wasm_split_helpers::SplitLoaderError> {
    Ok(PolicyChunk { policy: PreemptionPolicy::PROPORTIONAL, round_view: view_model::round_view })
}

/// Whether the policy is needed to run `scenario` and not loaded yet: exactly when [`simulator`] would refuse it
/// with [`Refusal::PolicyNotLoaded`] (a valid scenario whose `yarn-site` enables the monitor). Only validated, not
/// started; a caller that will start the run anyway asks [`simulator`] and matches the refusal instead.
pub fn needed_for(scenario: &Scenario) -> bool {
    loaded().is_none()
        && validate(scenario, SimOptions::default().handler).world.is_some_and(|world| world.site.monitor_enabled)
}
