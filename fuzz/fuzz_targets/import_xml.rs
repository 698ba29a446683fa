//! Any bytes as a Hadoop configuration file (`capacity-scheduler.xml`, `yarn-site.xml`): an error with a line, or
//! properties whose export reads back to the same properties — never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spindle_formats::xml::{import_capacity_scheduler, parse_configuration, write_configuration};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = import_capacity_scheduler("fuzz.xml", text);
    let Ok((props, _)) = parse_configuration("fuzz.xml", text) else { return };
    let written = write_configuration(props.iter().map(|p| (p.name.as_str(), p.value.as_str())), "");
    let (again, _) = parse_configuration("written.xml", &written).expect("written XML parses");
    // Values written are values read (after one substitution pass, a `${...}` left in a value may expand again).
    assert_eq!(again.len(), props.len());
});
