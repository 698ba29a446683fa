//! The CLI's documented outputs, byte for byte: one golden file per command and case in `tests/golden/cli/`.
//! These are contracts users diff in their CI, so any change to them must be deliberate: regenerate with
//! `SPINDLE_BLESS=1 cargo test -p spindle-tests --test cli_golden` and read the diff before committing it.
//!
//! Every command runs in-process through `spindle_cli::run`, from the repository root (so `docs/examples/…`
//! paths resolve as in the docs).

use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `(golden file name, arguments)`.
const CASES: &[(&str, &[&str])] = &[
    ("run-zk-anti-affinity.json", &["run", "builtin:zk-anti-affinity"]),
    ("run-zk-anti-affinity-steps-1.json", &["run", "builtin:zk-anti-affinity", "--steps", "1"]),
    ("run-zk-anti-affinity.txt", &["run", "builtin:zk-anti-affinity", "--format", "text"]),
    ("run-zk-anti-affinity.log", &["run", "builtin:zk-anti-affinity", "--format", "log"]),
    (
        "run-zk-anti-affinity-placement-processor.json",
        &["run", "builtin:zk-anti-affinity", "--handler", "placement-processor"],
    ),
    ("run-zk-anti-affinity-disabled.json", &["run", "builtin:zk-anti-affinity", "--handler", "disabled"]),
    ("run-zk-hbase-spark.json", &["run", "builtin:zk-hbase-spark"]),
    ("run-labels.json", &["run", "builtin:labels"]),
    ("run-labels.log", &["run", "builtin:labels", "--format", "log"]),
    ("run-three-queues-preemption-30s.json", &["run", "builtin:three-queues-preemption", "--until", "30000"]),
    (
        "run-three-queues-preemption-30s.txt",
        &["run", "builtin:three-queues-preemption", "--until", "30000", "--format", "text"],
    ),
    ("run-three-queues-preemption.log", &["run", "builtin:three-queues-preemption", "--format", "log"]),
    ("run-three-queues.log", &["run", "builtin:three-queues", "--format", "log"]),
    ("preempt-three-queues.json", &["preempt", "docs/examples/preempt-three-queues.json"]),
    ("preempt-three-queues.txt", &["preempt", "docs/examples/preempt-three-queues.json", "--text"]),
    ("preempt-marked-30001.json", &["preempt", "docs/examples/preempt-marked.json", "--now", "30001"]),
    ("preempt-marked-30001.txt", &["preempt", "docs/examples/preempt-marked.json", "--now", "30001", "--text"]),
    ("eval-hbase.json", &["eval", "docs/examples/eval-hbase.json"]),
    ("eval-zk.json", &["eval", "docs/examples/eval-zk.json"]),
    // OR, DELAYED_OR, a multi-application namespace and findings, beyond the documented examples.
    ("eval-every-kind.json", &["eval", "tests/golden/cli/inputs/eval-every-kind.json"]),
    (
        "spec-parse-3.2.json",
        &["spec", "parse", "zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3"],
    ),
    ("spec-parse-3.1.json", &["spec", "parse", "--dialect", "3.1", "zk=3,NOTIN,NODE,zk:hbase=5,IN,RACK,zk"]),
    ("spec-parse-not-self.json", &["spec", "parse", "zk(3),NOTIN,NODE,not-self/zk"]),
    ("spec-parse-3.1-read-as-3.2.json", &["spec", "parse", "zk=3,NOTIN,NODE,zk"]),
    (
        "spec-parse-and-or.json",
        &["spec", "parse", "web(2),AND(IN,RACK,db:NOTIN,NODE,web):x(1),OR(IN,NODE,a:IN,NODE,b)"],
    ),
    (
        "spec-parse-spindle.json",
        &[
            "spec",
            "parse",
            "--dialect",
            "spindle",
            "zk(3),NOTIN,NODE,not-self/zk:w(2),DELAYED_OR(IN,NODE,a@5000:IN,RACK,a)",
        ],
    ),
];

fn run(args: &[&str]) -> spindle_cli::Outcome {
    let root = repo_root();
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            if a.starts_with("docs/") || a.starts_with("tests/") {
                root.join(a).to_string_lossy().into_owned()
            } else {
                a.to_string()
            }
        })
        .collect();
    spindle_cli::run(&args)
}

fn check(name: &str, actual: &str, path: &Path) -> Option<String> {
    if std::env::var_os("SPINDLE_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, actual).unwrap();
        return None;
    }
    let expected = match std::fs::read_to_string(path) {
        Ok(e) => e,
        Err(_) => return Some(format!("{name}: {} is missing; run with SPINDLE_BLESS=1 to create it", path.display())),
    };
    if expected == actual {
        return None;
    }
    let line = expected.lines().zip(actual.lines()).position(|(a, b)| a != b).unwrap_or(expected.lines().count());
    Some(format!(
        "{name}: differs from {} at line {}:\n  expected: {:?}\n  actual:   {:?}\n(if the change is deliberate: \
         SPINDLE_BLESS=1 cargo test -p spindle-tests --test cli_golden, and read the diff)",
        path.display(),
        line + 1,
        expected.lines().nth(line),
        actual.lines().nth(line)
    ))
}

#[test]
fn every_documented_output_matches_its_golden_file() {
    let dir = repo_root().join("tests").join("golden").join("cli");
    let mut failures = Vec::new();
    for (name, args) in CASES {
        let out = run(args);
        assert_eq!(out.code, 0, "{name}: spindle {} exited {}: {}", args.join(" "), out.code, out.stderr);
        assert!(!out.stdout.is_empty(), "{name}: empty output");
        if let Some(f) = check(name, &out.stdout, &dir.join(name)) {
            failures.push(f);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_run_transcript_is_the_golden_log_format() {
    // `--format log` and the core's transcript are one function: the same text the golden scenario tests keep.
    let out = run(&["run", "builtin:zk-anti-affinity", "--format", "log"]);
    assert!(out.stdout.starts_with("# step 1\n"), "{}", out.stdout);
}
