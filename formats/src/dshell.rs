//! Distributed-shell command lines (`yarn … distributedshell.Client -placement_spec … -num_containers …`) in and
//! out, with the option names and defaults of Hadoop's `Client` and `ApplicationMaster`.
//!
//! **In**: one application. With `-placement_spec`, each spec entry is one `SchedulingRequest` tagged with its
//! source tag for its count of containers (an entry without a source tag takes `-num_containers`), carrying the
//! entry's constraint — the AM also registers the same constraints at application level, which ANDed with the
//! request's own changes nothing. Without it, `-num_containers` plain containers. Every container has the size of
//! `-container_memory` / `-container_vcores` (AM defaults 10 MB, 1 vcore) or `-container_resources`; the AM has
//! `-master_memory` / `-master_vcores` (100 MB, 1 vcore).

use spindle_core::scenario::{ApplicationSpec, RequestSpec, ResourceSpec};
use spindle_core::spec::{lint, parse_spec, Dialect, LintCode, ParsedSpec, Severity, SpecError};

use crate::{Fragment, ImportError, Imports, Warning};

/// `ApplicationMaster.DEFAULT_CONTAINER_MEMORY` and `DEFAULT_CONTAINER_VCORES`.
pub const DEFAULT_CONTAINER: (i64, i64) = (10, 1);
/// `Client.DEFAULT_AM_MEMORY` and `DEFAULT_AM_VCORES`.
pub const DEFAULT_AM: (i64, i64) = (100, 1);

/// Options of `Client` that take a value and do not affect placement.
const OTHER_VALUED: &[&str] = &[
    "timeout",
    "jar",
    "master_resource_profile",
    "shell_command",
    "shell_script",
    "shell_args",
    "shell_env",
    "container_type",
    "container_resource_profile",
    "log_properties",
    "rolling_log_pattern",
    "attempt_failures_validity_interval",
    "domain",
    "view_acls",
    "modify_acls",
    "flow_name",
    "flow_version",
    "flow_run_id",
    "container_retry_policy",
    "container_retry_error_codes",
    "container_max_retries",
    "container_retry_interval",
    "container_failures_validity_interval",
    "docker_client_config",
    "localize_files",
    "master_resources",
];
const FLAGS: &[&str] = &[
    "promote_opportunistic_after_start",
    "enforce_execution_type",
    "keep_containers_across_application_attempts",
    "debug",
    "create",
    "help",
];
const PLACEMENT_VALUED: &[&str] = &[
    "placement_spec",
    "num_containers",
    "container_memory",
    "container_vcores",
    "container_resources",
    "master_memory",
    "master_vcores",
    "queue",
    "appname",
    "priority",
    "shell_cmd_priority",
    "node_label_expression",
    "application_tags",
];

/// Splits a command line as a POSIX shell would: blanks separate words, `'…'` is literal, `"…"` allows `\"`,
/// a backslash escapes the next character, and a backslash-newline continues the line.
pub fn shell_words(file: &str, text: &str) -> Result<Vec<String>, ImportError> {
    let mut words = Vec::new();
    let mut cur: Option<String> = None;
    let mut chars = text.chars().peekable();
    let mut line = 1u32;
    while let Some(c) = chars.next() {
        match c {
            '\n' => {
                line += 1;
                if let Some(w) = cur.take() {
                    words.push(w);
                }
            }
            c if c.is_whitespace() => {
                if let Some(w) = cur.take() {
                    words.push(w);
                }
            }
            '\\' => match chars.next() {
                Some('\n') => line += 1,
                Some(n) => cur.get_or_insert_with(String::new).push(n),
                None => {}
            },
            '\'' => {
                let w = cur.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(n) => w.push(n),
                        None => return Err(ImportError::new(file, "", "unterminated '…' quote").at(line, 1)),
                    }
                }
            }
            '"' => {
                let w = cur.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(n @ ('"' | '\\' | '$' | '`')) => w.push(n),
                            Some('\n') => {}
                            Some(n) => {
                                w.push('\\');
                                w.push(n);
                            }
                            None => return Err(ImportError::new(file, "", "unterminated \"…\" quote").at(line, 1)),
                        },
                        Some(n) => w.push(n),
                        None => return Err(ImportError::new(file, "", "unterminated \"…\" quote").at(line, 1)),
                    }
                }
            }
            '#' if cur.is_none() => {
                // A comment runs to the end of the line.
                for n in chars.by_ref() {
                    if n == '\n' {
                        line += 1;
                        break;
                    }
                }
            }
            c => cur.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(w) = cur {
        words.push(w);
    }
    Ok(words)
}

/// Reads a `-placement_spec` in the dialect it was written for: Hadoop 3.2+ unless only 3.1 reads it as entries
/// with source tags (`zk=3,…`, which 3.2 would read as a node-attribute constraint). Lint findings that concern
/// real YARN are returned as warnings.
pub fn read_spec(file: &str, place: &str, spec: &str) -> Result<(ParsedSpec, Vec<Warning>), ImportError> {
    let v32 = parse_spec(spec, Dialect::V3_2);
    let v31 = parse_spec(spec, Dialect::V3_1);
    let tagged = |p: &ParsedSpec| p.entries.iter().all(|e| !e.source_tag.is_empty());
    let chosen = match (v32, v31) {
        (Ok(a), Ok(b)) if !tagged(&a) && tagged(&b) => b,
        (Ok(a), _) => a,
        (Err(_), Ok(b)) => b,
        (Err(e), Err(_)) => return Err(spec_error(file, place, spec, &e)),
    };
    let mut warnings = vec![Warning::new(file, place, format!("read as a Hadoop {} spec", chosen.dialect))];
    for l in lint(spec, chosen.dialect) {
        if l.severity == Severity::Warning || l.code == LintCode::DialectDifference {
            let at = l.span.map(|s| format!(" (column {})", s.line_column(spec).1)).unwrap_or_default();
            warnings.push(Warning::new(file, place, format!("{}{at}", l.message)));
        }
    }
    Ok((chosen, warnings))
}

fn spec_error(file: &str, place: &str, spec: &str, e: &SpecError) -> ImportError {
    let (_, col) = e.span.line_column(spec);
    ImportError::new(file, place, format!("neither Hadoop 3.1 nor 3.2+ reads this spec: {e} (column {col})"))
}

/// A distributed-shell command line → one application.
pub fn import_command(file: &str, text: &str) -> Result<Imports, ImportError> {
    let words = shell_words(file, text)?;
    let mut warnings = Vec::new();
    let mut values: Vec<(String, String)> = Vec::new();
    let mut ignored: Vec<String> = Vec::new();
    let mut seen_option = false;
    let mut i = 0;
    while i < words.len() {
        let w = &words[i];
        let Some(name) = w.strip_prefix("--").or_else(|| w.strip_prefix('-')).filter(|n| !n.is_empty()) else {
            if seen_option {
                warnings.push(Warning::new(file, w, "an argument that belongs to no option: ignored"));
            }
            i += 1;
            continue;
        };
        seen_option = true;
        if FLAGS.contains(&name) {
            ignored.push(format!("-{name}"));
            i += 1;
            continue;
        }
        let valued = PLACEMENT_VALUED.contains(&name) || OTHER_VALUED.contains(&name);
        if !valued {
            warnings.push(Warning::new(
                file,
                format!("-{name}"),
                "not an option of the distributed shell's Client: ignored",
            ));
            i += 1;
            continue;
        }
        let Some(v) = words.get(i + 1) else {
            return Err(ImportError::new(file, format!("-{name}"), "needs a value"));
        };
        if PLACEMENT_VALUED.contains(&name) {
            // Commons CLI keeps the last occurrence.
            values.retain(|(k, _)| k != name);
            values.push((name.to_string(), v.clone()));
        } else {
            ignored.push(format!("-{name}"));
        }
        i += 2;
    }
    if !seen_option {
        return Err(ImportError::new(
            file,
            "",
            "no distributed-shell options (-placement_spec, -num_containers, …) found",
        ));
    }
    if !ignored.is_empty() {
        warnings.push(Warning::new(file, "", format!("not about placement, ignored: {}", ignored.join(" "))));
    }
    let get = |k: &str| values.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let number = |k: &str, default: i64, min: i64| -> Result<i64, ImportError> {
        match get(k) {
            None => Ok(default),
            Some(v) => match v.trim().parse::<i32>() {
                Ok(n) if i64::from(n) >= min => Ok(n.into()),
                Ok(n) => Err(ImportError::new(file, format!("-{k}"), format!("{n} is below {min}"))),
                Err(_) => Err(ImportError::new(
                    file,
                    format!("-{k}"),
                    format!("`{v}` is not an int (Integer.parseInt fails)"),
                )),
            },
        }
    };
    let mut app = ApplicationSpec::new(get("appname").unwrap_or("DistributedShell"));
    app.queue = get("queue").unwrap_or("default").to_string();
    app.priority = number("priority", 0, i32::MIN.into())? as i32;
    if let Some(t) = get("application_tags") {
        app.tags = t.split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_string).collect();
    }
    if let Some(l) = get("node_label_expression") {
        app.node_label_expression = l.to_string();
    }
    app.am_resource =
        Some(ResourceSpec::new(number("master_memory", DEFAULT_AM.0, 0)?, number("master_vcores", DEFAULT_AM.1, 0)?));
    let mut container = ResourceSpec::new(number("container_memory", -1, -1)?, number("container_vcores", -1, -1)?);
    if container.memory_mb < 0 {
        container.memory_mb = DEFAULT_CONTAINER.0;
    }
    if container.vcores < 0 {
        container.vcores = DEFAULT_CONTAINER.1;
    }
    if let Some(r) = get("container_resources") {
        for (j, part) in r.split(',').enumerate() {
            let Some((k, v)) = part.split_once('=') else {
                return Err(ImportError::new(
                    file,
                    "-container_resources",
                    format!("item {} `{part}` is not name=value", j + 1),
                ));
            };
            let n: i64 = v
                .trim()
                .trim_end_matches(|c: char| c.is_ascii_alphabetic())
                .parse()
                .map_err(|_| ImportError::new(file, "-container_resources", format!("`{v}` is not a number")))?;
            match k.trim() {
                "memory" | "memory-mb" => container.memory_mb = n,
                "vcores" => container.vcores = n,
                other => {
                    container.extra.insert(other.to_string(), n);
                }
            }
        }
    }
    let num_containers = number("num_containers", 1, 0)?;
    let request_priority = number("shell_cmd_priority", 0, i32::MIN.into())? as i32;
    if let Some(spec) = get("placement_spec") {
        let (parsed, w) = read_spec(file, "-placement_spec", spec)?;
        warnings.extend(w);
        for e in &parsed.entries {
            let count = if e.source_tag.is_empty() && e.count == 0 && num_containers > 0 {
                num_containers
            } else {
                e.count.into()
            };
            if count < 0 {
                return Err(ImportError::new(
                    file,
                    "-placement_spec",
                    format!("entry `{}` asks for {count} containers", e.source_tag),
                ));
            }
            let tags: Vec<&str> = if e.source_tag.is_empty() { Vec::new() } else { vec![e.source_tag.as_str()] };
            let mut r = RequestSpec::new(&tags, count as u32, container.clone());
            r.priority = request_priority;
            if let Some(c) = &e.constraint {
                r.constraint = c.to_string();
            }
            app.requests.push(r);
        }
    } else {
        let mut r = RequestSpec::new(&[], num_containers as u32, container);
        r.priority = request_priority;
        app.requests.push(r);
    }
    Ok((Fragment { applications: vec![app], ..Fragment::default() }, warnings))
}

/// `'…'` quoting for a shell word when needed.
pub fn quote(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,@%+".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}
