use super::*;
use crate::constraint::builders::*;
use crate::constraint::{Namespace, PlacementConstraint};
use alloc::string::{String, ToString};

fn one(src: &str, d: Dialect) -> (String, i32, Option<PlacementConstraint>) {
    let p = parse_spec(src, d).unwrap_or_else(|e| panic!("{src}: {e}"));
    assert_eq!(p.entries.len(), 1, "{src}");
    let e = &p.entries[0];
    (e.source_tag.clone(), e.count, e.constraint.clone())
}

#[test]
fn zk_anti_affinity_3_2() {
    let (tag, n, c) = one("zk(3),NOTIN,NODE,zk", Dialect::V3_2);
    assert_eq!((tag.as_str(), n), ("zk", 3));
    assert_eq!(c.unwrap(), target_not_in(NODE, [allocation_tag(&["zk"])]));
}

#[test]
fn error_says_what_was_expected_and_where() {
    let e = parse_spec("zk(3),NOTIN,RAK,zk", Dialect::V3_2).unwrap_err();
    assert_eq!(e.to_string(), "expected NODE or RACK after NOTIN at column 13, found `RAK`");
    assert_eq!((e.span.start, e.span.end), (12, 15));
    assert_eq!(e.yarn_message.as_deref(), Some("Invalid constraint expression NOTIN,RAK,zk"));
}

#[test]
fn namespaces_3_2() {
    let (_, _, c) = one("zk(3),NOTIN,NODE,not-self/zk", Dialect::V3_2);
    assert_eq!(c.unwrap(), target_not_in(NODE, [allocation_tag_with_namespace(Namespace::NotSelf, &["zk"])]));
}
