//! Any bytes through every JSON importer (RM REST nodes / scheduler / apps, Yarnfile, SLS trace and nodes) and
//! kind detection; a fragment that imports is checked by the core — never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_formats::{detect, import, Input, Kind};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = detect("fuzz.json", text);
    for kind in [
        Kind::NodesJson,
        Kind::SchedulerJson,
        Kind::AppsJson,
        Kind::Yarnfile,
        Kind::SlsTrace,
        Kind::SlsNodes,
        Kind::DistributedShell,
    ] {
        let _ = import(&[Input { name: "fuzz.json", text, kind: Some(kind) }], None);
    }
});
