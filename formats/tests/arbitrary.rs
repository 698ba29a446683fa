//! Arbitrary bytes at every importer: an error or a fragment, never a panic.

use proptest::prelude::*;
use spindle_formats::{detect, import, Input, Kind};

fn fragments() -> impl Strategy<Value = String> {
    // Mostly noise, sometimes the beginnings of each format so the parsers get past their first checks.
    let seeds = prop::sample::select(vec![
        "<configuration><property><name>",
        "{\"nodes\":{\"node\":[{",
        "{\"scheduler\":{\"schedulerInfo\":{\"type\":\"capacityScheduler\",\"queues\":{\"queue\":[",
        "{\"apps\":{\"app\":[{",
        "{\"name\":\"s\",\"components\":[{\"name\":\"c\",\"placement_policy\":{\"constraints\":[{",
        "-placement_spec ",
        "{\"job.start.ms\":0,\"job.queue.name\":\"q\",\"job.tasks\":[{",
        "{\"rack\":\"r\",\"nodes\":[{\"node\":",
        "${a}",
        "\"memory\":1e999,",
        "\"count\":-7,",
    ]);
    prop::collection::vec(prop_oneof![seeds.prop_map(String::from), ".{0,12}"], 0..8).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn importers_never_panic(text in fragments(), bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let lossy = String::from_utf8_lossy(&bytes).into_owned();
        for t in [&text, &lossy] {
            let _ = detect("f", t);
            for kind in Kind::ALL {
                let _ = import(&[Input { name: "f", text: t, kind: Some(kind) }], None);
            }
        }
    }
}
