//! Any bytes as a scenario file: deserialising, validating and running a bounded number of steps (forward, back
//! and forward again) never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_core::scenario::{validate, Scenario};
use spindle_core::sim::Simulator;

fuzz_target!(|data: &[u8]| {
    let Ok(scenario) = serde_json::from_slice::<Scenario>(data) else { return };
    let v = validate(&scenario, None);
    assert_eq!(v.world.is_some(), !v.has_errors(), "a world exactly when there is no error");
    if let Some(world) = v.world {
        let mut sim = Simulator::from_world(world, Default::default());
        sim.run(64);
        let end = sim.step_index();
        sim.seek(end / 2);
        sim.seek(end);
    }
});
