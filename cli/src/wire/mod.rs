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

use std::borrow::Cow;

use serde::Serialize;
use spindle_core::resource::{Resource, ResourceTypes, MAX_RESOURCE_TYPES, MEMORY, VCORES};

/// A resource as YARN writes it in `spindle run`: `{"memory-mb": …, "vcores": …, "<type>": …}` (one key per extra
/// resource type of the cluster), keys in alphabetical order. The two built-in names are borrowed, so writing an
/// ordinary resource allocates nothing (a run's report writes one per event and several per queue and node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceObject {
    /// `(name, value)` sorted by name; the first `len` are in use.
    entries: [(Cow<'static, str>, i64); MAX_RESOURCE_TYPES],
    len: usize,
}

impl ResourceObject {
    pub fn new(r: &Resource, types: &ResourceTypes) -> Self {
        let name = |i: usize| match i {
            MEMORY => Cow::Borrowed("memory-mb"),
            VCORES => Cow::Borrowed("vcores"),
            _ => Cow::Owned(types.name_of(i).to_string()),
        };
        let len = types.count();
        let mut entries = std::array::from_fn(|i| if i < len { (name(i), r.get(i)) } else { (Cow::Borrowed(""), 0) });
        // The scenario's checks refuse an extra type named like a built-in one or listed twice, so every key is
        // written once.
        entries[..len].sort_unstable_by(|a: &(Cow<'static, str>, i64), b| a.0.cmp(&b.0));
        ResourceObject { entries, len }
    }
}

impl Serialize for ResourceObject {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.entries[..self.len].iter().map(|(k, v)| (k, v)))
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

/// Text written to an output through a 64 KiB buffer as it is made (`spindle run --format text|log`). The first
/// failure to write (a closed pipe, a full disk) is kept and what follows dropped; [`TextOut::finish`] reports it
/// as `write_json` does.
pub struct TextOut<'a> {
    out: std::io::BufWriter<&'a mut dyn std::io::Write>,
    failed: Option<std::io::Error>,
}

impl<'a> TextOut<'a> {
    pub fn new(out: &'a mut dyn std::io::Write) -> Self {
        TextOut { out: std::io::BufWriter::with_capacity(1 << 16, out), failed: None }
    }

    /// Flushes what is buffered: exit 0 with nothing more to print, or the failure.
    pub fn finish(mut self) -> crate::Outcome {
        use std::io::Write;
        match self.failed.take().map_or_else(|| self.out.flush(), Err) {
            Ok(()) => crate::Outcome::ok(String::new()),
            Err(e) => crate::Outcome::unwritable(&e),
        }
    }
}

impl std::fmt::Write for TextOut<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        use std::io::Write;
        if self.failed.is_some() {
            return Err(std::fmt::Error);
        }
        self.out.write_all(s.as_bytes()).map_err(|e| {
            self.failed = Some(e);
            std::fmt::Error
        })
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

    /// A pipe that takes `left` bytes and then is closed.
    struct ClosingPipe {
        left: usize,
    }

    impl std::io::Write for ClosingPipe {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.left == 0 {
                return Err(std::io::ErrorKind::BrokenPipe.into());
            }
            let n = buf.len().min(self.left);
            self.left -= n;
            Ok(n)
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_streamed_output_writes_what_to_json_writes_and_a_closed_pipe_is_exit_1() {
        let value: Vec<u32> = (0..20_000).collect();
        let mut out = Vec::new();
        let streamed = write_json("spindle run", &value, &mut out);
        assert_eq!((streamed.code, streamed.stdout.as_str(), streamed.stderr.as_str()), (0, "", ""));
        assert_eq!(String::from_utf8(out).expect("UTF-8"), to_json("spindle run", &value).stdout);
        // Closed early (past the 64 KiB buffer) and at the very end (the final newline's flush).
        let whole = to_json("spindle run", &value).stdout.len();
        for left in [0, 100_000, whole - 1] {
            let failed = write_json("spindle run", &value, &mut ClosingPipe { left });
            assert_eq!(failed.code, 1, "{left}");
            assert!(failed.stdout.is_empty());
            assert!(failed.stderr.starts_with("spindle: cannot write the output: "), "{}", failed.stderr);
            assert_eq!(failed.stderr.lines().count(), 1);
            // `emit` has nothing left to write, so it says nothing more and keeps the exit code.
            assert_eq!(failed.emit(&mut ClosingPipe { left: 0 }), 1);
        }
        let unwritable = write_json("spindle run", &Unwritable, &mut Vec::new());
        assert_eq!(unwritable.code, 1);
        assert!(unwritable.stderr.starts_with("spindle run: cannot write the JSON output: "));
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
