//! `precompress DIR`: writes `NAME.gz` beside every file under DIR that a host sends compressed (`.wasm`, `.js`,
//! `.css`, `.html`, `.json`), made by zopfli.
//!
//! Why zopfli: a host serves these copies as they are (`gzip_static`, or scripts/static_server.py), so they are
//! compressed once per build and every visitor gets the bytes. zopfli writes the same gzip format any browser reads,
//! searching far longer than `gzip -9` for the shortest encoding: the playground's first page is about 4 % smaller
//! (docs/toolchain.md, "Served bytes"). The brotli copies are written by `precompress` in scripts/lib.sh.
//!
//! The output depends on the input bytes only (no file name or time in the header), so a build's hash of its files
//! (`tree_hash`) does not move between runs.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::thread;

/// The file kinds a browser asks for compressed; images and fonts are not among the playground's files.
const COMPRESSED: [&str; 5] = ["wasm", "js", "css", "html", "json"];

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(dir), None) = (args.next(), args.next()) else {
        eprintln!("usage: precompress DIR");
        return ExitCode::from(2);
    };
    match run(Path::new(&dir)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("precompress: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(dir: &Path) -> Result<(), String> {
    let mut files = Vec::new();
    walk(dir, &mut files).map_err(|e| format!("{}: {e}", dir.display()))?;
    // The largest first, so the threads finish together.
    files.sort_by_key(|f| std::cmp::Reverse(fs::metadata(f).map(|m| m.len()).unwrap_or(0)));
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    let queue = std::sync::Mutex::new(files.into_iter());
    thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| loop {
                    let Some(file) = queue.lock().map_err(|_| "a worker failed".to_string())?.next() else {
                        return Ok(());
                    };
                    gzip(&file).map_err(|e| format!("{}: {e}", file.display()))?;
                })
            })
            .collect();
        workers.into_iter().try_for_each(|w| w.join().map_err(|_| "a worker panicked".to_string())?)
    })
}

/// Every file under `dir` of a kind in [`COMPRESSED`], without the copies themselves.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, files)?;
        } else if path.extension().and_then(|e| e.to_str()).is_some_and(|e| COMPRESSED.contains(&e)) {
            files.push(path);
        }
    }
    Ok(())
}

fn gzip(file: &Path) -> io::Result<()> {
    let data = fs::read(file)?;
    let mut out = Vec::with_capacity(data.len() / 2);
    // zopfli's own settings (15 iterations): the build's 40 s for the whole of dist/ on two cores.
    zopfli::compress(zopfli::Options::default(), zopfli::Format::Gzip, &data[..], &mut out)?;
    let mut name = file.as_os_str().to_owned();
    name.push(".gz");
    fs::write(name, out)
}
