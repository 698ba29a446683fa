use super::*;
use crate::scenario::MigrationNote;

fn zk() -> Scenario {
    serde_json::from_str(crate::builtin::json("zk-anti-affinity").expect("built in")).expect("parses")
}

fn v1_payload(json: &str) -> String {
    B64.encode(miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9))
}

#[test]
fn round_trips_with_version_and_view() {
    let s = zk();
    let view = View { step: Some(42), tab: Some("explain".into()), embed: true };
    let frag = encode(&s, &view);
    assert!(frag.starts_with(&format!("v={FORMAT_VERSION}&s=")), "{frag}");
    assert!(frag.ends_with("&step=42&tab=explain&embed=1"), "{frag}");
    let link = decode(&format!("https://example.org/spindle/#{frag}")).unwrap();
    assert_eq!(link.scenario, s);
    assert_eq!(link.version, FORMAT_VERSION);
    assert_eq!(link.view, view);
    // Without a view nothing is appended; a tab that is not a plain word is dropped, not escaped.
    let plain = encode(&s, &View { tab: Some("<x>".into()), ..View::default() });
    assert_eq!(plain.matches('&').count(), 1, "{plain}");
    assert_eq!(decode(&plain).unwrap().view, View::default());
    assert!(encode_payload(&s).len() < 700);
}

#[test]
fn version_1_links_migrate_and_newer_links_say_so() {
    // A link as Spindle wrote them before versions: no `v`, JSON without `version`, with the unread `seed`.
    let old = zk();
    let mut json = serde_json::to_value(&old).unwrap();
    let obj = json.as_object_mut().unwrap();
    obj.remove("version");
    obj.insert("seed".into(), 0.into());
    let link = decode(&format!("#s={}", v1_payload(&json.to_string()))).unwrap();
    assert_eq!(link.version, 1);
    assert_eq!(link.scenario, old);
    assert_eq!(link.scenario.migration_notes.0, [MigrationNote::SeedDropped { seed: 0 }]);

    let newer = decode(&format!("#v=3&s={}", encode_payload(&old))).unwrap_err();
    assert_eq!(newer, LinkError::NewerVersion(3));
    assert!(newer.to_string().contains("made by a newer Spindle"), "{newer}");
    // A newer format named only inside the JSON is reported the same way, not as an unknown field.
    let inner = v1_payload(r#"{"version": 9, "future": true, "cluster": {"racks": []}}"#);
    let e = decode(&format!("#s={inner}")).unwrap_err();
    assert_eq!(e, LinkError::Format(MigrationError::NewerVersion(9)));
    assert!(e.to_string().contains("made by a newer Spindle"), "{e}");
    assert!(matches!(decode("#v=0&s=AA"), Err(LinkError::Format(MigrationError::UnknownVersion(0)))));
}

#[test]
fn each_layer_fails_with_its_own_error_and_a_sentence_for_the_user() {
    let payload = encode_payload(&zk());
    let cut = |n: usize| decode(&format!("#s={}", &payload[..n]));
    let half = payload.len() / 2 / 4 * 4;
    assert_eq!(cut(half), Err(LinkError::Truncated), "cut on a base64 boundary");
    let e = cut(half + 1).unwrap_err();
    assert!(matches!(e, LinkError::Base64 { .. }), "{e:?}");
    assert_eq!(e.to_string(), "this link is damaged near the end — was it copied whole?");
    assert!(e.details().is_some());
    let e = decode("#s=abc*defghijklmnop").unwrap_err();
    assert_eq!(e.to_string(), "this link is damaged at character 3 — was it copied exactly?");
    assert!(e.details().unwrap().contains("Invalid"), "{:?}", e.details());
    let foreign = v1_payload(r#"{"hello": 1}"#);
    let e = decode(&format!("#s={foreign}")).unwrap_err();
    assert!(matches!(e, LinkError::NotAScenario(_)));
    assert_eq!(e.to_string(), "this link does not hold a Spindle scenario");
    assert_eq!(decode("#other=1"), Err(LinkError::NoScenario));
    assert!(matches!(decode("#s=AA&step=-1"), Err(LinkError::BadParameter { .. })));
    assert!(matches!(decode("#v=x&s=AA"), Err(LinkError::BadParameter { .. })));
    // No sentence leaks the library's wording.
    for e in [cut(half).unwrap_err(), cut(half + 1).unwrap_err(), decode(&format!("#s={foreign}")).unwrap_err()] {
        let text = e.to_string();
        assert!(!text.contains("0x") && !text.contains("symbol") && !text.contains("line"), "{text}");
    }
    // Every prefix and every one-character change fails cleanly or decodes: no panic.
    for n in 0..payload.len() {
        let _ = cut(n);
    }
    let mut bytes = payload.clone().into_bytes();
    bytes[40] = if bytes[40] == b'A' { b'B' } else { b'A' };
    assert!(decode_payload(core::str::from_utf8(&bytes).unwrap()).is_err());
}

#[test]
fn a_zip_bomb_is_refused() {
    let bomb = alloc::vec![b' '; MAX_JSON_BYTES + 1];
    let payload = B64.encode(miniz_oxide::deflate::compress_to_vec(&bomb, 9));
    assert_eq!(decode_payload(&payload), Err(LinkError::TooLarge));
}

#[test]
fn fragments_are_found_in_urls_and_bare_text() {
    assert_eq!(fragment_of("https://h/x/?a=1#v=2&s=AB"), "v=2&s=AB");
    assert_eq!(fragment_of(" s=AB \n"), "s=AB");
    assert!(is_link("#s=AB") && is_link("#v=2&s=AB") && !is_link("#other") && !is_link(""));
}

/// An embedded link is told from the fragment alone, as `decode` reads its view: the last `embed` counts.
#[test]
fn embedded_links_are_told_without_decoding() {
    let scenario = Scenario::default();
    for view in [View::default(), View { step: Some(3), tab: None, embed: true }] {
        let frag = encode(&scenario, &view);
        assert_eq!(is_embedded(&frag), decode(&frag).map(|l| l.view.embed) == Ok(true), "{frag}");
        assert_eq!(is_embedded(&frag), view.embed);
    }
    assert!(is_embedded("#s=AB&embed") && is_embedded("#s=AB&embed=true") && is_embedded("#s=AB&embed=0&embed=1"));
    assert!(!is_embedded("#s=AB&embed=1&embed=0") && !is_embedded("#embed=1") && !is_embedded("#s=AB&embed=no"));
}

/// A shared link may carry a constraint nested 100,000 levels deep: it decodes (deflate keeps it short), and the
/// scenario is then refused with an error naming the field, as every edit is — it used to overflow the stack.
#[test]
fn a_link_with_a_hundred_thousand_nested_levels_is_an_error() {
    let mut s = zk();
    s.applications[0].requests[0].constraint = format!("{}IN,NODE,zk{}", "AND(".repeat(100_000), ")".repeat(100_000));
    let frag = encode(&s, &View::default());
    assert!(frag.len() < 10_000, "deflate keeps it short: {}", frag.len());
    let back = decode(&frag).unwrap().scenario;
    let Err(e) = crate::sim::Simulator::new(&back) else { panic!("accepted") };
    let e = e.to_string();
    assert!(e.contains("applications[0].requests[0].constraint") && e.contains("nested more than 100 deep"), "{e}");
}
