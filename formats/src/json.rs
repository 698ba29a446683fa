//! Reading JSON the importers understand: parse errors with line and column, typed field access that names the
//! JSON path at fault, and a report of every key an importer did not read.

use std::collections::HashMap;
use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

use crate::{join, ImportError, Warning};

pub(crate) type Obj = Map<String, Value>;

/// One JSON document.
pub(crate) fn parse(file: &str, text: &str) -> Result<Value, ImportError> {
    parse_skipping(file, text, &[])
}

/// One JSON document, the values of the keys in `skip` (at any depth) checked as JSON but not kept: each becomes
/// `null`, and the key stays, so what is not imported is still reported by name. A ResourceManager's answer is
/// mostly runtime state (utilisation, used and available resources, counters, links); built as values, each object
/// a map and each string an allocation, it cost more than the rest of the import. Only keys an importer never reads
/// belong in `skip`.
pub(crate) fn parse_skipping(file: &str, text: &str, skip: &[&str]) -> Result<Value, ImportError> {
    // Every key of the document is looked up: searched in order, a list of thirty cost a tenth of the parse.
    let mut sorted = skip.to_vec();
    sorted.sort_unstable();
    let mut de = serde_json::Deserializer::from_str(text);
    Skipping(&sorted).deserialize(&mut de).and_then(|v| de.end().map(|()| v)).map_err(|e| located(file, &e))
}

/// Builds a [`Value`] as serde_json's own `Deserialize` does, but for the values of the keys it skips (sorted).
#[derive(Clone, Copy)]
struct Skipping<'s>(&'s [&'s str]);

impl<'de> DeserializeSeed<'de> for Skipping<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Skipping<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E>(self, i: i64) -> Result<Value, E> {
        Ok(Value::Number(i.into()))
    }

    fn visit_u64<E>(self, u: u64) -> Result<Value, E> {
        Ok(Value::Number(u.into()))
    }

    fn visit_f64<E>(self, f: f64) -> Result<Value, E> {
        Ok(Number::from_f64(f).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_owned()))
    }

    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        self.deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(v) = seq.next_element_seed(self)? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut o = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let v = if self.0.binary_search(&key.as_str()).is_ok() {
                map.next_value::<IgnoredAny>()?;
                Value::Null
            } else {
                map.next_value_seed(self)?
            };
            o.insert(key, v);
        }
        Ok(Value::Object(o))
    }
}

/// A stream of JSON documents one after the other (SLS traces and node files are read this way by Jackson's
/// `readValues`); a top-level array is read as its elements.
pub(crate) fn parse_stream(file: &str, text: &str) -> Result<Vec<Value>, ImportError> {
    let mut out = Vec::new();
    for v in serde_json::Deserializer::from_str(text).into_iter::<Value>() {
        match v {
            Ok(Value::Array(items)) => out.extend(items),
            Ok(v) => out.push(v),
            Err(e) => return Err(located(file, &e)),
        }
    }
    Ok(out)
}

fn located(file: &str, e: &serde_json::Error) -> ImportError {
    let line = u32::try_from(e.line()).unwrap_or(u32::MAX);
    let column = u32::try_from(e.column()).unwrap_or(u32::MAX);
    ImportError::new(file, "", format!("not valid JSON: {e}")).at(line, column)
}

pub(crate) fn object<'v>(file: &str, path: &str, v: &'v Value) -> Result<&'v Obj, ImportError> {
    v.as_object().ok_or_else(|| ImportError::new(file, path, format!("expected an object, found {}", kind(v))))
}

pub(crate) fn array<'v>(file: &str, path: &str, v: &'v Value) -> Result<&'v Vec<Value>, ImportError> {
    v.as_array().ok_or_else(|| ImportError::new(file, path, format!("expected an array, found {}", kind(v))))
}

pub(crate) fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A string field (`None` when absent or null); numbers and booleans are accepted as their text.
pub(crate) fn string(file: &str, path: &str, o: &Obj, key: &str) -> Result<Option<String>, ImportError> {
    match o.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(v @ (Value::Number(_) | Value::Bool(_))) => Ok(Some(v.to_string())),
        Some(v) => Err(ImportError::new(file, join(path, key), format!("expected a string, found {}", kind(v)))),
    }
}

/// An integer field within `[min, max]`; numeric strings are accepted (Yarnfiles write memory as `"1024"`), and a
/// fraction is rounded with a warning.
pub(crate) fn int(
    file: &str,
    path: &str,
    o: &Obj,
    key: &str,
    (min, max): (i64, i64),
    warnings: &mut Vec<Warning>,
) -> Result<Option<i64>, ImportError> {
    let Some(v) = o.get(key).filter(|v| !v.is_null()) else { return Ok(None) };
    integer(file, &join(path, key), v, (min, max), warnings).map(Some)
}

pub(crate) fn integer(
    file: &str,
    path: &str,
    v: &Value,
    (min, max): (i64, i64),
    warnings: &mut Vec<Warning>,
) -> Result<i64, ImportError> {
    let bad = |what: String| ImportError::new(file, path, what);
    let n: f64 = match v {
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                return in_range(i, (min, max)).map_err(bad);
            }
            n.as_f64().unwrap_or(f64::NAN)
        }
        Value::String(s) => match s.trim().parse::<i64>() {
            Ok(i) => return in_range(i, (min, max)).map_err(bad),
            Err(_) => {
                spindle_core::decimal::parse_f64(s.trim()).ok_or_else(|| bad(format!("`{s}` is not a number")))?
            }
        },
        v => return Err(bad(format!("expected a number, found {}", kind(v)))),
    };
    if !n.is_finite() || n < min as f64 || n > max as f64 {
        return Err(bad(format!("{n} is out of range (expected {min} to {max})")));
    }
    let r = n.round();
    if r != n {
        warnings.push(Warning::new(file, path, format!("{n} rounded to {r}")));
    }
    Ok(r as i64)
}

fn in_range(i: i64, (min, max): (i64, i64)) -> Result<i64, String> {
    if i < min || i > max {
        Err(format!("{i} is out of range (expected {min} to {max})"))
    } else {
        Ok(i)
    }
}

/// Reports every key of `o` not in `known`: keys in an `ignored` group in one warning per group (with why they
/// are not carried over), any other key as unknown.
pub(crate) fn report_unread(
    file: &str,
    path: &str,
    o: &Obj,
    known: &[&str],
    ignored: &[(&[&str], &str)],
    warnings: &mut Vec<Warning>,
) {
    let mut groups: Vec<Vec<&str>> = vec![Vec::new(); ignored.len()];
    for k in o.keys() {
        if known.contains(&k.as_str()) {
            continue;
        }
        match ignored.iter().position(|(keys, _)| keys.contains(&k.as_str())) {
            Some(g) => groups[g].push(k),
            None => warnings.push(Warning::new(file, join(path, k), "unknown key: ignored")),
        }
    }
    for ((_, why), keys) in ignored.iter().zip(groups) {
        if !keys.is_empty() {
            warnings.push(Warning::new(file, path, format!("{why}: {}", keys.join(", "))));
        }
    }
}

/// Collapses repeated warnings about the same key under many array elements (`nodes[0].numContainers`,
/// `nodes[1].numContainers`, …) into one that says how many times it occurred. The first of each kept, in order;
/// a cluster's answer can hold thousands of warnings that differ (an application's name in each), so each is
/// matched through a map, not against every one kept before it.
pub(crate) fn collapse(warnings: Vec<Warning>) -> Vec<Warning> {
    let patterns: Vec<String> = warnings.iter().map(|w| strip_indices(&w.place)).collect();
    let mut like = vec![0usize; warnings.len()];
    let mut first: HashMap<(&str, &str, &str), usize> = HashMap::new();
    for (i, (w, p)) in warnings.iter().zip(&patterns).enumerate() {
        like[*first.entry((w.file.as_str(), p.as_str(), w.message.as_str())).or_insert(i)] += 1;
    }
    warnings
        .into_iter()
        .zip(like)
        .filter(|&(_, n)| n > 0)
        .map(|(mut w, n)| {
            if n > 1 {
                w.message = format!("{} (and {} more like it)", w.message, n - 1);
            }
            w
        })
        .collect()
}

/// A place with its array indices left out: `apps.app[3].state` as `apps.app[].state`.
pub(crate) fn strip_indices(p: &str) -> String {
    let mut out = String::with_capacity(p.len());
    let mut in_index = false;
    for c in p.chars() {
        match c {
            '[' => {
                in_index = true;
                out.push_str("[]");
            }
            ']' => in_index = false,
            _ if in_index => {}
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn w(file: &str, place: &str, message: &str) -> Warning {
        Warning::new(file, place, message)
    }

    #[test]
    fn repeats_under_array_elements_become_one_warning_each_in_first_seen_order() {
        let got = collapse(vec![
            w("a.json", "nodes[0].numContainers", "runtime"),
            w("a.json", "apps.app[0]", "`job-0` rounded"),
            w("a.json", "nodes[1].numContainers", "runtime"),
            w("b.json", "nodes[0].numContainers", "runtime"),
            w("a.json", "apps.app[1]", "`job-1` rounded"),
            w("a.json", "nodes[12].numContainers", "runtime"),
        ]);
        assert_eq!(
            got,
            vec![
                w("a.json", "nodes[0].numContainers", "runtime (and 2 more like it)"),
                w("a.json", "apps.app[0]", "`job-0` rounded"),
                w("b.json", "nodes[0].numContainers", "runtime"),
                w("a.json", "apps.app[1]", "`job-1` rounded"),
            ]
        );
    }

    /// Each warning against every one kept before it: what `collapse` does through a map.
    fn collapse_by_scan(warnings: Vec<Warning>) -> Vec<Warning> {
        let mut out: Vec<(Warning, String, usize)> = Vec::new();
        for w in warnings {
            let pattern = strip_indices(&w.place);
            match out.iter_mut().find(|(o, p, _)| *p == pattern && o.message == w.message && o.file == w.file) {
                Some(e) => e.2 += 1,
                None => out.push((w, pattern, 1)),
            }
        }
        out.into_iter()
            .map(|(mut w, _, n)| {
                if n > 1 {
                    w.message = format!("{} (and {} more like it)", w.message, n - 1);
                }
                w
            })
            .collect()
    }

    /// Arbitrary JSON with keys from a small set (so that skipped keys occur at every depth).
    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            (-1e12f64..1e12).prop_map(Value::from),
            "[a-z\"\\\\é]{0,6}".prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 48, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec(("(a|b|skip|usedResource)", inner), 0..6)
                    .prop_map(|kv| Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    /// `v` with the value of every key in `skip` made `null`, at any depth.
    fn nulled(v: &Value, skip: &[&str]) -> Value {
        match v {
            Value::Array(items) => Value::Array(items.iter().map(|i| nulled(i, skip)).collect()),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, v)| (k.clone(), if skip.contains(&k.as_str()) { Value::Null } else { nulled(v, skip) }))
                    .collect(),
            ),
            v => v.clone(),
        }
    }

    #[test]
    fn skipping_still_checks_the_skipped_json_and_says_where() {
        let text = "{\"a\": 1,\n \"skip\": [1, 2,, 3]}";
        let e = parse_skipping("f.json", text, &["skip"]).unwrap_err();
        let plain = serde_json::from_str::<Value>(text).unwrap_err();
        assert_eq!((e.line, e.column), (Some(2), Some(plain.column() as u32)), "{e}");
        let e = parse_skipping("f.json", "{\"skip\": 1} x", &["skip"]).unwrap_err();
        assert!(e.message.contains("trailing characters"), "{e}");
    }

    proptest! {
        #[test]
        fn a_skipping_parse_is_serde_jsons_with_the_skipped_values_null(v in any_json()) {
            let text = v.to_string();
            let plain: Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(parse_skipping("f", &text, &[]).unwrap(), plain.clone());
            let skip = ["skip", "usedResource"];
            prop_assert_eq!(parse_skipping("f", &text, &skip).unwrap(), nulled(&plain, &skip));
        }

        #[test]
        fn collapse_keeps_the_first_of_each_and_counts_the_rest(
            ws in prop::collection::vec(("[ab]", "(x|y)(\\[[0-9]{1,2}\\])?(\\.k)?", "[mn]"), 0..40)
        ) {
            let ws: Vec<Warning> = ws.iter().map(|(f, p, m)| w(f, p, m)).collect();
            prop_assert_eq!(collapse(ws.clone()), collapse_by_scan(ws));
        }
    }
}
