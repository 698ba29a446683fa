//! `glue-names MODULE.wasm GLUE.js`: gives the imports the glue provides short names, in both files, in place (see
//! the library's docs). GLUE.js is wasm-bindgen's glue for MODULE.wasm (`NAME.js` for `NAME_bg.wasm`).

use std::path::Path;
use std::process::ExitCode;

fn run(wasm_path: &str, glue_path: &str) -> Result<usize, String> {
    let wasm = std::fs::read(wasm_path).map_err(|e| format!("{wasm_path}: {e}"))?;
    let glue = std::fs::read_to_string(glue_path).map_err(|e| format!("{glue_path}: {e}"))?;
    let stem = Path::new(glue_path)
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("{glue_path}: not a file name"))?;
    let (new_wasm, new_glue) =
        spindle_glue_names::rename(&wasm, &glue, stem).map_err(|e| format!("{wasm_path}, {glue_path}: {e}"))?;
    std::fs::write(wasm_path, &new_wasm).map_err(|e| format!("{wasm_path}: {e}"))?;
    std::fs::write(glue_path, &new_glue).map_err(|e| format!("{glue_path}: {e}"))?;
    Ok((wasm.len() + glue.len()).saturating_sub(new_wasm.len() + new_glue.len()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [wasm, glue] = args.as_slice() else {
        eprintln!("usage: glue-names MODULE.wasm GLUE.js");
        return ExitCode::from(2);
    };
    match run(wasm, glue) {
        Ok(saved) => {
            println!("glue-names: {glue} and its module, {saved} B shorter");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("glue-names: {e}");
            ExitCode::FAILURE
        }
    }
}
