//! The CLI's behaviour as users script against it: exit codes and output streams.

fn run(args: &[&str]) -> spindle_cli::Outcome {
    spindle_cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn help_exits_zero_and_unknown_commands_exit_two() {
    let help = run(&["help"]);
    assert_eq!(help.code, 0);
    assert!(help.stdout.contains("usage: spindle"));
    let bad = run(&["frobnicate"]);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("unknown command `frobnicate`"));
    assert!(bad.stdout.is_empty());
}
