//! `cold-split`: the build's profile-guided split of the playground's main module (see the library's docs).
//!
//! ```text
//! cold-split split IN.wasm PROFILE PRIMARY.wasm COLD.wasm [LINKED.wasm]
//! cold-split instrument IN.wasm OUT.wasm NAMES
//! ```
//!
//! PROFILE holds one function name a line (lines starting with `#` and blank lines are skipped); NAMES is
//! written the same way, the instrumented module's local functions in the order of their marks. LINKED is the
//! linker's module (with `--emit-relocs`) IN was made from: with it, the data only moved functions read moves too.

use std::process::ExitCode;

fn read(path: &str) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{path}: {e}"))
}

fn write(path: &str, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{path}: {e}"))
}

fn run(args: &[String]) -> Result<(), String> {
    match args {
        [cmd, input, profile, primary, cold, rest @ ..] if cmd == "split" && rest.len() <= 1 => {
            let wasm = read(input)?;
            let text = String::from_utf8(read(profile)?).map_err(|e| format!("{profile}: {e}"))?;
            let names = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'));
            let linked = rest.first().map(|l| read(l)).transpose()?;
            let split =
                spindle_cold_split::split(&wasm, names, linked.as_deref()).map_err(|e| format!("{input}: {e}"))?;
            write(primary, &split.primary)?;
            write(cold, &split.cold)?;
            let r = split.report;
            println!(
                "cold-split: {} of {} functions kept, {} moved ({} reached from the primary, {} table slots); \
                 {} names of the profile not in the module; {} data symbols moved ({} B)",
                r.kept, r.functions, r.moved, r.entries, r.table_slots, r.unknown_names, r.data_symbols, r.data_bytes
            );
            Ok(())
        }
        [cmd, input, output, names] if cmd == "instrument" => {
            let (wasm, list) = spindle_cold_split::instrument(&read(input)?).map_err(|e| format!("{input}: {e}"))?;
            write(output, &wasm)?;
            write(names, (list.join("\n") + "\n").as_bytes())
        }
        _ => Err("usage: cold-split split IN.wasm PROFILE PRIMARY.wasm COLD.wasm [LINKED.wasm]\n       \
                  cold-split instrument IN.wasm OUT.wasm NAMES"
            .into()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cold-split: {e}");
            ExitCode::FAILURE
        }
    }
}
