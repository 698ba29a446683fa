//! Every example in README.md and docs/*.md is executed, so a documented feature that does not work fails CI.
//! The conventions (docs/README.md, "Examples are tests"):
//!
//! * A ```` ```sh ```` block's lines that start with `spindle ` (or `cargo run -p spindle-cli -- `) are run
//!   in-process through `spindle_cli::run`, from the repository root. A line ending in `# exit N` must exit with
//!   `N`; any other line must exit 0. Other `# …` comments are ignored, and so are lines that run other tools.
//! * A fenced block right after a ```` ```sh ```` block of one command (only blank lines between) is that
//!   command's output: standard output, or standard error when the command prints nothing on standard output. ```` ```json ```` outputs are
//!   compared as JSON, other outputs as text. Both may shorten with `…`: a text line `…` stands for any number of
//!   lines and `…` inside a line for any text; in JSON, a `"…"` array element stands for any number of elements,
//!   a `"…": "…"` member for any other members, and `…` inside a string for any text. Without `…` the output
//!   must match exactly.
//! * Any other ```` ```json ```` block must be valid JSON. Its info string may say what it is: `json scenario`
//!   must pass `spindle check`, `json preempt` must run through `spindle preempt`, `json eval` through
//!   `spindle eval`; `json fragment` is an illustration with `…` placeholders and is not parsed.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Examples that document behaviour another change is fixing: `(file, first line of the block, why)`. The test
/// checks they still fail, so the entry must be removed when the fix lands.
const KNOWN_BROKEN: &[(&str, usize, &str)] = &[];

struct Block {
    file: String,
    line: usize,
    info: String,
    body: Vec<String>,
    /// Only blank lines separate it from the previous block.
    follows_previous: bool,
}

fn blocks(file: &str, text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    let mut last_end: Option<usize> = None;
    while i < lines.len() {
        let t = lines[i].trim_start();
        if let Some(info) = t.strip_prefix("```") {
            let start = i;
            let mut body = Vec::new();
            i += 1;
            while i < lines.len() && lines[i].trim() != "```" {
                body.push(lines[i].to_string());
                i += 1;
            }
            let follows_previous = last_end.is_some_and(|e| lines[e + 1..start].iter().all(|l| l.trim().is_empty()));
            out.push(Block {
                file: file.to_string(),
                line: start + 1,
                info: info.trim().to_string(),
                body,
                follows_previous,
            });
            last_end = Some(i);
        }
        i += 1;
    }
    out
}

/// Splits a command line as a POSIX shell would for the quoting docs use ('…', "…", backslash), and returns
/// the words and the trailing comment.
fn shell_words(line: &str) -> (Vec<String>, String) {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars().peekable();
    let mut comment = String::new();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    word.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            '#' if !in_word => {
                comment = chars.collect();
                break;
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    (words, comment.trim().to_string())
}

struct Command {
    args: Vec<String>,
    exit: i32,
    text: String,
}

fn commands(block: &Block) -> Vec<Command> {
    let mut out = Vec::new();
    for raw in &block.body {
        let line = raw.trim();
        let line = line.strip_prefix("$ ").unwrap_or(line);
        let rest = if let Some(r) = line.strip_prefix("spindle ") {
            r
        } else if let Some(r) = line.strip_prefix("cargo run -p spindle-cli -- ") {
            r
        } else {
            continue;
        };
        let (args, comment) = shell_words(rest);
        let exit = comment.strip_prefix("exit ").and_then(|n| n.trim().parse().ok()).unwrap_or(0);
        out.push(Command { args, exit, text: line.to_string() });
    }
    out
}

/// `pattern` (with `…` wildcards) matches `text`.
fn str_matches(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('…').collect();
    if parts.len() == 1 {
        return pattern == text;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !text.starts_with(first) || !text[first.len()..].ends_with(last) || text.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for p in &parts[1..parts.len() - 1] {
        match rest.find(p) {
            Some(i) => rest = &rest[i + p.len()..],
            None => return false,
        }
    }
    true
}

fn lines_match(pattern: &[&str], text: &[&str]) -> bool {
    match pattern.split_first() {
        None => text.is_empty(),
        Some((p, rest)) if p.trim() == "…" => (0..=text.len()).any(|k| lines_match(rest, &text[k..])),
        Some((p, rest)) => text
            .split_first()
            .is_some_and(|(t, trest)| str_matches(p.trim_end(), t.trim_end()) && lines_match(rest, trest)),
    }
}

fn json_matches(pattern: &Value, value: &Value) -> bool {
    match (pattern, value) {
        (Value::String(p), Value::String(v)) => str_matches(p, v),
        (Value::Array(p), Value::Array(v)) => array_matches(p, v),
        (Value::Object(p), Value::Object(v)) => {
            let open = p.get("…").is_some();
            p.iter().filter(|(k, _)| k.as_str() != "…").all(|(k, pv)| v.get(k).is_some_and(|vv| json_matches(pv, vv)))
                && (open || v.keys().all(|k| p.contains_key(k)))
        }
        (Value::Number(p), Value::Number(v)) => p.as_f64() == v.as_f64(),
        (p, v) => p == v,
    }
}

/// Where `value` departs from `pattern` (a JSON path and both sides), if it does.
fn json_mismatch(pattern: &Value, value: &Value, path: &str) -> Option<String> {
    if json_matches(pattern, value) {
        return None;
    }
    if let (Value::Object(p), Value::Object(v)) = (pattern, value) {
        for (k, pv) in p.iter().filter(|(k, _)| k.as_str() != "…") {
            match v.get(k) {
                None => return Some(format!("{path}.{k} is missing")),
                Some(vv) => {
                    if let Some(m) = json_mismatch(pv, vv, &format!("{path}.{k}")) {
                        return Some(m);
                    }
                }
            }
        }
        if let Some(k) = v.keys().find(|k| !p.contains_key(*k)) {
            return Some(format!("{path}.{k} is printed but not documented (add it, or \"…\": \"…\")"));
        }
    }
    let short = |v: &Value| {
        let t = v.to_string();
        if t.len() > 300 {
            format!("{}…", &t[..t.char_indices().nth(300).map_or(t.len(), |(i, _)| i)])
        } else {
            t
        }
    };
    Some(format!("{path}: documented {} but printed {}", short(pattern), short(value)))
}

fn array_matches(pattern: &[Value], value: &[Value]) -> bool {
    match pattern.split_first() {
        None => value.is_empty(),
        Some((Value::String(s), rest)) if s == "…" => (0..=value.len()).any(|k| array_matches(rest, &value[k..])),
        Some((p, rest)) => {
            value.split_first().is_some_and(|(v, vrest)| json_matches(p, v) && array_matches(rest, vrest))
        }
    }
}

fn run(args: &[String]) -> spindle_cli::Outcome {
    spindle_cli::run(args)
}

/// `body` in a temporary `.json` file, removed when the returned handle is dropped (also when a check panics).
fn temp(name: &str, body: &str) -> tempfile::NamedTempFile {
    let file = tempfile::Builder::new().prefix(&format!("spindle-doc-{name}-")).suffix(".json").tempfile().unwrap();
    std::fs::write(file.path(), body).unwrap();
    file
}

/// Checks one block; returns what is wrong.
fn check_block(blocks: &[Block], i: usize) -> Option<String> {
    let b = &blocks[i];
    let at = format!("{}:{}", b.file, b.line);
    let mut words = b.info.split_whitespace();
    let lang = words.next().unwrap_or("");
    let kind = words.next();
    if lang == "sh" {
        let cmds = commands(b);
        for c in &cmds {
            let out = run(&c.args);
            if out.code != c.exit {
                return Some(format!(
                    "{at}: `{}` exited {} (expected {}):\n{}{}",
                    c.text, out.code, c.exit, out.stderr, out.stdout
                ));
            }
            if out.code == 0 && out.stdout.is_empty() {
                return Some(format!("{at}: `{}` printed nothing", c.text));
            }
        }
        if let ([c], Some(next)) = (cmds.as_slice(), blocks.get(i + 1).filter(|n| n.follows_previous)) {
            let out = run(&c.args);
            let actual = if out.stdout.is_empty() { out.stderr } else { out.stdout };
            let next_lang = next.info.split_whitespace().next().unwrap_or("");
            let mismatch = if next_lang == "json" {
                let pattern: Value = match serde_json::from_str(&next.body.join("\n")) {
                    Ok(v) => v,
                    Err(e) => return Some(format!("{}:{}: output block is not JSON: {e}", next.file, next.line)),
                };
                match serde_json::from_str::<Value>(&actual) {
                    Ok(v) => json_mismatch(&pattern, &v, "$"),
                    Err(e) => return Some(format!("{at}: `{}` did not print JSON: {e}", c.text)),
                }
            } else {
                let pattern: Vec<&str> = next.body.iter().map(String::as_str).collect();
                (!lines_match(&pattern, &actual.lines().collect::<Vec<_>>())).then(|| format!("printed:\n{actual}"))
            };
            if let Some(m) = mismatch {
                return Some(format!(
                    "{}:{}: the output of `{}` does not match the block: {m}",
                    next.file, next.line, c.text
                ));
            }
        }
        return None;
    }
    if lang != "json" || kind == Some("fragment") {
        return None;
    }
    if blocks.get(i.wrapping_sub(1)).is_some_and(|p| p.info == "sh" && b.follows_previous) {
        return None; // an output block, checked with its command
    }
    let text = b.body.join("\n");
    if let Err(e) = serde_json::from_str::<Value>(&text) {
        return Some(format!("{at}: not valid JSON ({e}); mark an illustration ```json fragment"));
    }
    let command = match kind {
        None => return None,
        Some("scenario") => "check",
        Some("preempt") => "preempt",
        Some("eval") => "eval",
        Some(other) => return Some(format!("{at}: unknown block kind `json {other}`")),
    };
    let file = temp(&format!("{}-{}", b.file.replace('/', "-"), b.line), &text);
    // The block's file is only the command's input: removed when `file` is dropped, as this function returns.
    let out = run(&[command.to_string(), file.path().to_string_lossy().into_owned()]);
    (out.code != 0)
        .then(|| format!("{at}: `spindle {command}` on this block exited {}:\n{}{}", out.code, out.stderr, out.stdout))
}

fn markdown_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

#[test]
fn every_documented_example_runs() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").canonicalize().unwrap();
    // Examples name files relative to the repository root, as a user in a checkout would type them.
    std::env::set_current_dir(&root).unwrap();
    let mut failures = Vec::new();
    let mut commands_run = 0;
    let mut still_broken = Vec::new();
    for path in markdown_files(&root) {
        let rel = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(&path).unwrap();
        let blocks = blocks(&rel, &text);
        for i in 0..blocks.len() {
            if blocks[i].info == "sh" {
                commands_run += commands(&blocks[i]).len();
            }
            let known = KNOWN_BROKEN.iter().find(|(f, l, _)| *f == rel && *l == blocks[i].line);
            match (check_block(&blocks, i), known) {
                (Some(f), None) => failures.push(f),
                (None, Some((f, l, why))) => {
                    still_broken.push(format!("{f}:{l} runs now ({why}): remove it from KNOWN_BROKEN"))
                }
                _ => {}
            }
        }
    }
    assert!(commands_run >= 10, "only {commands_run} documented commands found");
    failures.extend(still_broken);
    assert!(failures.is_empty(), "{} documented example(s) fail:\n\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn the_matchers_accept_what_the_conventions_say_and_nothing_else() {
    assert!(str_matches("a … c", "a b b c"));
    assert!(!str_matches("a … c", "a b b d"));
    assert!(lines_match(&["x", "…", "z"], &["x", "1", "2", "z"]));
    assert!(!lines_match(&["x", "z"], &["x", "1", "z"]));
    let p: Value = serde_json::from_str(r#"{"a": [1, "…"], "b": "x…", "…": "…"}"#).unwrap();
    assert!(json_matches(&p, &serde_json::from_str(r#"{"a": [1, 2, 3], "b": "xyz", "c": 0}"#).unwrap()));
    assert!(!json_matches(&p, &serde_json::from_str(r#"{"a": [2], "b": "xyz"}"#).unwrap()));
    let closed: Value = serde_json::from_str(r#"{"a": 1}"#).unwrap();
    assert!(!json_matches(&closed, &serde_json::from_str(r#"{"a": 1, "b": 2}"#).unwrap()));
    assert_eq!(
        shell_words("spec parse 'a b' \"c\\\"d\" e # exit 2"),
        (vec!["spec".into(), "parse".into(), "a b".into(), "c\"d".into(), "e".into()], "exit 2".into())
    );
}
