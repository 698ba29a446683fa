//! Writes the gallery's served files (`spindle_core::gallery::served::files`) under the directory given:
//! `cargo run -p spindle-core --bin gallery_files -- dist` writes `dist/gallery/content.json` and
//! `dist/gallery/glossary.json`, which the playground (built without the `content` feature) fetches. `build_web`
//! runs it.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: gallery_files DIR");
        return ExitCode::from(2);
    };
    for (path, text) in spindle_core::gallery::served::files() {
        let path = Path::new(&dir).join(path);
        let written = path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&path, text));
        if let Err(e) = written {
            eprintln!("gallery_files: {}: {e}", path.display());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}
