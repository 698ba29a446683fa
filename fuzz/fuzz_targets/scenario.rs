//! Any bytes as a scenario file: deserialising, validating and running a bounded number of steps (forward, back
//! and forward again) never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_core::scenario::Scenario;
use spindle_core::sim::Simulator;

fuzz_target!(|data: &[u8]| {
    let Ok(scenario) = serde_json::from_slice::<Scenario>(data) else { return };
    let mut errors = Vec::new();
    let _ = scenario.build_topology(&mut errors);
    if let Ok(mut sim) = Simulator::new(&scenario) {
        sim.run(64);
        let end = sim.step_index();
        sim.seek(end / 2);
        sim.seek(end);
    }
});
