//! Reading JSON the importers understand: parse errors with line and column, typed field access that names the
//! JSON path at fault, and a report of every key an importer did not read.

use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::{join, ImportError, Warning};

pub(crate) type Obj = Map<String, Value>;

/// One JSON document.
pub(crate) fn parse(file: &str, text: &str) -> Result<Value, ImportError> {
    serde_json::from_str(text).map_err(|e| located(file, &e))
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

fn strip_indices(p: &str) -> String {
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

    proptest! {
        #[test]
        fn collapse_keeps_the_first_of_each_and_counts_the_rest(
            ws in prop::collection::vec(("[ab]", "(x|y)(\\[[0-9]{1,2}\\])?(\\.k)?", "[mn]"), 0..40)
        ) {
            let ws: Vec<Warning> = ws.iter().map(|(f, p, m)| w(f, p, m)).collect();
            prop_assert_eq!(collapse(ws.clone()), collapse_by_scan(ws));
        }
    }
}
