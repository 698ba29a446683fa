//! The CLI's output contracts as their own types (docs/cli-*.md). Each documented JSON output is built here by
//! an explicit mapping from the core's internal types, so the core can rename a variant, add a field or change
//! how it stores events without changing a byte users diff in their CI; the golden files in
//! `tests/golden/cli/` hold each output exactly.
//!
//! Words that reach the output (event names, reasons, states) are spelled out in matches here, never derived
//! from `Debug` or from the core's serde attributes.

pub mod eval;
pub mod preempt;
pub mod run;
pub mod scheduler;
pub mod spec;

use std::collections::BTreeMap;

use serde::Serialize;
use spindle_core::resource::{Resource, ResourceTypes, MAX_RESOURCE_TYPES};

/// A resource as YARN writes it in `spindle run`: `{"memory-mb": …, "vcores": …, "<type>": …}` (one key per extra
/// resource type of the cluster).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ResourceObject(BTreeMap<String, i64>);

impl ResourceObject {
    pub fn new(r: &Resource, types: &ResourceTypes) -> Self {
        let mut m = BTreeMap::new();
        m.insert("memory-mb".to_string(), r.memory());
        m.insert("vcores".to_string(), r.vcores());
        for (i, name) in types.extra.iter().enumerate() {
            m.insert(name.clone(), r.get(i + 2));
        }
        ResourceObject(m)
    }
}

/// A resource as `spindle preempt` writes it: always four numbers `[memory_mb, vcores, extra1, extra2]`.
pub type ResourceArray = [i64; MAX_RESOURCE_TYPES];

/// Renders an output as pretty JSON with a final newline; a value that cannot be serialised is an error (exit 1),
/// never an empty output with exit 0.
pub fn to_json<T: Serialize>(command: &str, value: &T) -> crate::Outcome {
    match serde_json::to_string_pretty(value) {
        Ok(mut s) => {
            s.push('\n');
            crate::Outcome::ok(s)
        }
        Err(e) => crate::Outcome::internal(format!("{command}: cannot write the JSON output: {e}\n")),
    }
}

/// Writes an output as pretty JSON with a final newline to `out` as it is made (the same bytes as [`to_json`]),
/// buffered and flushed before it returns. A value that cannot be serialised is an error (exit 1), as is an
/// output that cannot be written (a closed pipe, a full disk): what was written before is then a truncated
/// report, and the exit code says so.
pub fn write_json<T: Serialize>(command: &str, value: &T, out: &mut dyn std::io::Write) -> crate::Outcome {
    use std::io::Write;
    let mut w = std::io::BufWriter::with_capacity(1 << 16, out);
    let written = match serde_json::to_writer_pretty(&mut w, value) {
        Ok(()) => w.write_all(b"\n").and_then(|()| w.flush()),
        Err(e) if e.is_io() => Err(e.into()),
        Err(e) => return crate::Outcome::internal(format!("{command}: cannot write the JSON output: {e}\n")),
    };
    match written {
        Ok(()) => crate::Outcome::ok(String::new()),
        Err(e) => crate::Outcome::unwritable(&e),
    }
}

/// A value written with every object's keys in alphabetical order (the documented order of `spindle run`): it
/// goes through a `serde_json::Value`, whose objects keep their keys sorted. Numbers are written as the `Value`
/// holds them (an `f32` as the `f64` it converts to), so a part of an output wrapped in `Sorted` is written as it
/// was when the whole output went through one `Value`.
pub struct Sorted<T>(pub T);

impl<T: Serialize> Serialize for Sorted<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        serde_json::to_value(&self.0).map_err(S::Error::custom)?.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value serde cannot write (a map with non-string keys).
    struct Unwritable;

    impl Serialize for Unwritable {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            use serde::ser::SerializeMap;
            let mut m = s.serialize_map(Some(1))?;
            m.serialize_entry(&[1, 2], &0)?;
            m.end()
        }
    }

    #[test]
    fn an_output_that_cannot_be_serialised_is_exit_1_with_a_message_never_empty_success() {
        for out in [to_json("spindle run", &Unwritable), to_json("spindle run", &Sorted(Unwritable))] {
            assert_eq!(out.code, 1);
            assert!(out.stdout.is_empty());
            assert!(out.stderr.starts_with("spindle run: cannot write the JSON output: "), "{}", out.stderr);
        }
        let ok = to_json("spindle run", &[1, 2]);
        assert_eq!((ok.code, ok.stdout.as_str()), (0, "[\n  1,\n  2\n]\n"));
    }

    #[derive(Serialize)]
    struct Unsorted {
        b: f32,
        a: u8,
    }

    #[test]
    fn sorted_writes_keys_in_alphabetical_order_and_an_f32_as_its_f64() {
        let out = to_json("spindle run", &Sorted(Unsorted { b: 0.1, a: 1 }));
        assert_eq!(out.stdout, "{\n  \"a\": 1,\n  \"b\": 0.10000000149011612\n}\n");
    }
}
