//! Functions the bundle exports to JavaScript for checking the browser build against the native one; the
//! playground itself does not call them. `transcript` returns exactly what `spindle run --steps N --format log`
//! prints, so a test can assert that the same scenario gives the same run in wasm as natively.

use spindle_core::scenario::Scenario;
use spindle_core::sim::{transcript as run_transcript, SimOptions};

use super::preemption::{self, Refusal};
use super::reader;

/// The transcript of `scenario_json` run for at most `max_steps` steps, or the reason it cannot run (a promise in
/// JavaScript: the first call waits for the scenario reader's chunk, and a scenario that enables the scheduling
/// monitor for the preemption policy's). The run is made as `spindle run --steps` makes it (forward only, no
/// checkpoints), so the wasm benchmark times the same work in the browser as natively.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
pub async fn transcript(scenario_json: &str, max_steps: u32) -> Result<String, String> {
    let read = reader::fetch().await?;
    let scenario: Scenario = read(scenario_json).map_err(|e| format!("scenario JSON: {e}"))?;
    let options = SimOptions::forward_only();
    // Started once (the benchmark times this call): only a scenario refused for want of the policy starts again.
    let mut sim = match preemption::simulator(&scenario, options) {
        Err(Refusal::PolicyNotLoaded) => {
            preemption::fetch().await?;
            preemption::simulator(&scenario, options)
        }
        started => started,
    }
    .map_err(|e| e.to_string())?;
    let engine = super::engine::fetch().await?;
    (engine.run)(&mut sim, max_steps as usize);
    Ok(run_transcript(&sim))
}

#[cfg(test)]
mod tests {
    use std::future::Future;
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use super::*;

    /// The transcript, natively, where the policy is always here and nothing waits.
    fn now(json: &str, steps: u32) -> Result<String, String> {
        match pin!(transcript(json, steps)).poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(t) => t,
            Poll::Pending => Err("natively nothing waits".into()),
        }
    }

    #[test]
    fn transcripts_of_builtin_scenarios_and_bad_input() {
        let json = spindle_core::builtin::json("zk-anti-affinity").unwrap();
        let t = now(json, 10).unwrap();
        assert_eq!(t.matches("container-allocated").count(), 3, "{t}");
        assert!(now("{", 1).unwrap_err().starts_with("scenario JSON:"));
    }
}
