//! Issue 10 item 2: deeply nested specs must not crash the process. The parser stops at
//! [`MAX_NESTING`] levels with an error; everything that walks a constraint is safe at that depth.

use spindle_core::constraint::*;
use spindle_core::spec::*;

fn nested(levels: usize, op: &str) -> String {
    let mut s = String::with_capacity(levels * (op.len() + 2) + 10);
    for _ in 0..levels {
        s.push_str(op);
        s.push('(');
    }
    s.push_str("IN,NODE,a");
    for _ in 0..levels {
        s.push(')');
    }
    s
}

/// The failing input of the issue, 100,000 levels deep: an error with a position, in every dialect, also from
/// the lint (which parses the text once per Hadoop version).
#[test]
fn hundred_thousand_levels_are_an_error_not_a_crash() {
    for d in Dialect::ALL {
        let head = if d == Dialect::V3_1 { "x=1" } else { "x(1)" };
        let text = format!("{head},{}", nested(100_000, "AND"));
        let e = parse_spec(&text, d).unwrap_err();
        assert_eq!(e.kind, SpecErrorKind::NestingTooDeep { max: MAX_NESTING }, "{d}");
        assert!(e.to_string().contains("nested more than 100 deep"), "{e}");
        assert!(e.span.end <= text.len());
        let _ = lint(&text, d);
        assert!(parse_constraint(&nested(100_000, "OR"), d).is_err());
    }
    assert!(parse_constraint(&nested(100_000, "DELAYED_OR"), Dialect::Spindle).is_err());
}

#[test]
fn the_limit_is_exact() {
    for d in Dialect::ALL {
        let ok = parse_constraint(&nested(MAX_NESTING, "AND"), d).unwrap();
        assert_eq!(ok.depth(), MAX_NESTING);
        let e = parse_constraint(&nested(MAX_NESTING + 1, "AND"), d).unwrap_err();
        assert_eq!(e.kind, SpecErrorKind::NestingTooDeep { max: MAX_NESTING });
    }
}

fn scenario_with_constraint(constraint: &str) -> spindle_core::scenario::Scenario {
    let json = serde_json::json!({
        "name": "deep",
        "cluster": { "racks": [ { "name": "r1", "nodes": [
            { "name": "n1", "resource": { "memory-mb": 8192, "vcores": 8 } },
            { "name": "n2", "resource": { "memory-mb": 8192, "vcores": 8 } }
        ] } ] },
        "yarn-site": { "yarn.resourcemanager.placement-constraints.handler": "scheduler" },
        "applications": [ { "name": "a", "requests": [
            { "allocation-tags": ["a"], "count": 2, "resource": { "memory-mb": 1024, "vcores": 1 },
              "constraint": constraint }
        ] } ]
    });
    serde_json::from_value(json).unwrap()
}

/// The scenario loader: a request whose constraint is 100,000 levels deep is an error naming the field.
#[test]
fn scenario_loader_rejects_a_hundred_thousand_levels() {
    let s = scenario_with_constraint(&nested(100_000, "AND"));
    let Err(e) = spindle_core::sim::Simulator::new(&s) else { panic!("a 100,000-level constraint was accepted") };
    let text = e.to_string();
    assert!(text.contains("applications[0].requests[0].constraint"), "{text}");
    assert!(text.contains("nested more than 100 deep"), "{text}");
}

/// Everything that walks a constraint — parser, lint, printer, the simulator's evaluator and explanations, JSON
/// and `Drop` — runs at the deepest accepted nesting on a 2 MiB stack in this unoptimised build (its frames are
/// several times larger than the optimised wasm build's, whose stack is 1 MiB); the same text 100,000 levels deep
/// never gets that far (see above).
#[test]
fn every_walk_fits_a_small_stack_at_the_maximum_depth() {
    let run = || {
        let text =
            nested(MAX_NESTING, "AND").replace("IN,NODE,a", "OR(NOTIN,NODE,a:DELAYED_OR(TRY(2,IN,RACK,a):IN,NODE,*))");
        // The replacement adds an OR and a DELAYED_OR: go back to exactly MAX_NESTING levels.
        let text = text.replacen("AND(", "", 2);
        let text = &text[..text.len() - 2];
        let c = parse_constraint(text, Dialect::Spindle).unwrap();
        assert_eq!(c.depth(), MAX_NESTING);
        let _ = lint(text, Dialect::Spindle);
        let printed = print_constraint(&c);
        assert_eq!(parse_constraint(&printed, Dialect::Spindle).unwrap(), c);
        let json = serde_json::to_string(&c).unwrap();
        assert!(json.len() > 1000);
        let _ = c.canonicalized();
        let mut sim = spindle_core::sim::Simulator::new(&scenario_with_constraint(text)).unwrap();
        sim.run_to_end(50);
        let report = spindle_core::sim::transcript(&sim);
        assert!(!report.is_empty());
        drop(c);
    };
    std::thread::Builder::new().stack_size(2 << 20).spawn(run).unwrap().join().unwrap();
}
