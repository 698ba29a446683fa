//! The `spindle` command line: a thin shell over `spindle-core` that reads files, runs the core and prints
//! JSON (the documented contracts in `docs/`) or text. `run` is a pure function of the arguments and the files
//! they name, so tests call it directly instead of spawning a process.

use std::io::Write;

pub mod check;
pub mod diff;
pub mod eval;
pub mod export;
pub mod gallery;
pub mod import;
pub mod preempt;
pub mod run;
pub mod spec;
pub mod url;
pub mod wire;

/// What a command produced: its exit code, standard output and standard error.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Outcome {
    pub fn ok(stdout: String) -> Self {
        Outcome { code: 0, stdout, stderr: String::new() }
    }

    /// A usage error (exit 2, as for a malformed spec).
    pub fn usage(message: impl Into<String>) -> Self {
        Outcome { code: 2, stdout: String::new(), stderr: message.into() }
    }

    /// A failure of Spindle itself, not of the input (exit 1): e.g. an output that cannot be serialised.
    pub fn internal(message: impl Into<String>) -> Self {
        Outcome { code: 1, stdout: String::new(), stderr: message.into() }
    }

    /// Writes what is left of the outcome to `stdout` (what a command streamed is there already) and standard
    /// error, and returns the exit code. Output that cannot be written (a closed pipe, a full disk) turns a
    /// success into exit 1, so a script never reads a truncated report as a result.
    pub fn emit(&self, stdout: &mut dyn Write) -> i32 {
        // A command that streamed flushed what it wrote; there is nothing to write again after a failure.
        let written = match self.stdout.is_empty() {
            true => Ok(()),
            false => stdout.write_all(self.stdout.as_bytes()).and_then(|()| stdout.flush()),
        };
        let mut stderr = std::io::stderr().lock();
        // Nothing better can be done if standard error itself cannot be written.
        let _ = stderr.write_all(self.stderr.as_bytes());
        match written {
            Ok(()) => self.code,
            Err(e) => {
                let _ = writeln!(stderr, "{}", cannot_write(&e));
                if self.code == 0 {
                    1
                } else {
                    self.code
                }
            }
        }
    }

    /// Standard output could not be written while a command streamed it (exit 1).
    pub fn unwritable(e: &std::io::Error) -> Self {
        Outcome::internal(format!("{}\n", cannot_write(e)))
    }
}

fn cannot_write(e: &std::io::Error) -> String {
    format!("spindle: cannot write the output: {e}")
}

pub const USAGE: &str = "usage: spindle <command> [args]\n\ncommands:\n  run SCENARIO [--handler H] [--until MS | --steps N] [--format json|text|log]\n                                                  run a scenario; print its event log and final state\n  check SCENARIO [--format text|json]             validate a scenario; list every error and warning\n  spec parse [--dialect 3.1|3.2|spindle] SPEC     parse a -placement_spec, print its entries as JSON\n  eval FILE                                       evaluate a request on every node of a JSON scenario\n  preempt FILE [--now MS] [--text]                one round of YARN's preemption policy on a JSON snapshot\n  gallery [--format text|json]                    list the built-in scenarios (builtin:NAME) and their lessons
  import FILE... [--as KIND] [--base SCENARIO] [-o OUT]
                                                  Hadoop files (XML, RM REST JSON, Yarnfile, SLS, …) to a scenario
  export KIND SCENARIO [--hadoop 3.1|3.2|3.3]     a scenario as a spec, command, Java, Yarnfile or XML for YARN
  diff SCENARIO_A SCENARIO_B [--format text|json] run both; list what differs (placements, waits, queues, preemptions)
  url encode SCENARIO [--step N] [--tab T]        a share link's fragment for a scenario
  url decode FRAGMENT_OR_URL                      the scenario a share link holds, as JSON
  help                                            this text\n\nSCENARIO is a file or builtin:NAME. JSON formats: docs/.\n";

/// Runs one `spindle` invocation (`args` excludes the program name), with its whole standard output in the
/// returned `Outcome`: what tests call.
pub fn run(args: &[String]) -> Outcome {
    let mut streamed = Vec::new();
    let mut outcome = run_into(args, &mut streamed);
    if !streamed.is_empty() {
        // Commands stream JSON and text, both written as UTF-8.
        outcome.stdout.insert_str(0, &String::from_utf8_lossy(&streamed));
    }
    outcome
}

/// Runs one `spindle` invocation, writing a long report to `stdout` as it is made instead of holding it whole
/// (`spindle run` of a 100,000-container run writes about 100 MB of JSON, 20 MB of text or 9 MB of transcript);
/// the returned `Outcome` holds the exit code, standard error and any standard output not written yet
/// (`Outcome::emit` writes it).
pub fn run_into(args: &[String], stdout: &mut dyn Write) -> Outcome {
    match args.first().map(String::as_str) {
        None | Some("help" | "--help" | "-h") => Outcome::ok(USAGE.to_string()),
        Some("run") => run::run(&args[1..], stdout),
        Some("check") => check::run(&args[1..]),
        Some("spec") => spec::run(&args[1..]),
        Some("eval") => eval::run(&args[1..]),
        Some("gallery") => gallery::run(&args[1..]),
        Some("preempt") => preempt::run(&args[1..]),
        Some("import") => import::run(&args[1..]),
        Some("export") => export::run(&args[1..]),
        Some("diff") => diff::run(&args[1..]),
        Some("url") => url::run(&args[1..]),
        Some(other) => Outcome::usage(format!("spindle: unknown command `{other}`\n{USAGE}")),
    }
}
