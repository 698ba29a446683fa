fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdout = std::io::stdout().lock();
    let outcome = spindle_cli::run_into(&args, &mut stdout);
    std::process::exit(outcome.emit(&mut stdout));
}
