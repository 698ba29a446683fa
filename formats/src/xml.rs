//! Hadoop configuration XML (`capacity-scheduler.xml`, `yarn-site.xml`): `<configuration>` with `<property>`
//! elements holding `<name>`, `<value>`, and the tolerated `<final>`, `<description>`, `<source>` and `<tag>`. Parsed
//! with `roxmltree`; `${var}` references are expanded as Hadoop's `Configuration.substituteVars` expands them.

use spindle_core::sorted_map::SortedMap;

use crate::{Fragment, ImportError, Imports, Warning};

/// One `<property>` after substitution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    pub name: String,
    pub value: String,
    /// `<final>true</final>`: later definitions of the same name are ignored (as Hadoop does).
    pub is_final: bool,
    pub line: u32,
}

/// 1-based line and column just after the last character.
fn end_position(text: &str) -> (u32, u32) {
    let line = text.matches('\n').count() + 1;
    let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(col).unwrap_or(u32::MAX))
}

/// Hadoop's `Configuration.MAX_SUBST`: how many `${var}` one value may expand.
const MAX_SUBST: usize = 20;

/// The properties of a configuration file in file order (a later definition replaces an earlier one unless that
/// one is final), with `${var}` expanded.
pub fn parse_configuration(file: &str, text: &str) -> Result<(Vec<Property>, Vec<Warning>), ImportError> {
    let doc = roxmltree::Document::parse(text).map_err(|e| {
        let p = e.pos();
        let (row, col) = match e {
            // roxmltree reports these at 1:1; the problem is where the text ends (a truncated file).
            roxmltree::Error::UnexpectedEndOfStream | roxmltree::Error::UnclosedRootNode => end_position(text),
            _ => (p.row, p.col),
        };
        ImportError::new(file, "", format!("not well-formed XML: {e}")).at(row, col)
    })?;
    // roxmltree's `text_pos_at` counts the lines from the top on every call: a file of thousands of properties
    // took seconds. The line starts are found once and searched.
    let newlines: Vec<usize> = text.match_indices('\n').map(|(i, _)| i).collect();
    let line_of = |n: roxmltree::Node| {
        u32::try_from(newlines.partition_point(|&nl| nl < n.range().start) + 1).unwrap_or(u32::MAX)
    };
    let mut warnings = Vec::new();
    let root = doc.root_element();
    if root.tag_name().name() != "configuration" {
        return Err(ImportError::new(
            file,
            "",
            format!("the top-level element is <{}>, not <configuration>", root.tag_name().name()),
        )
        .at(line_of(root), 1));
    }
    let mut props: Vec<Property> = Vec::new();
    // Each name's place in `props`, so a file of thousands of properties is not searched once per property.
    let mut defined: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for el in root.children().filter(|n| n.is_element()) {
        let line = line_of(el);
        match el.tag_name().name() {
            "property" => {}
            "include" => {
                warnings.push(
                    Warning::new(file, "<include>", "XInclude is not followed: import the included file as well")
                        .at_line(Some(line)),
                );
                continue;
            }
            other => {
                warnings.push(
                    Warning::new(file, format!("<{other}>"), "not a <property>: ignored (Hadoop ignores it too)")
                        .at_line(Some(line)),
                );
                continue;
            }
        }
        // Hadoop also reads name/value/final as attributes of <property>.
        let mut name = el.attribute("name").map(str::to_string);
        let mut value = el.attribute("value").map(str::to_string);
        let mut is_final = el.attribute("final").is_some_and(|v| v.trim() == "true");
        for child in el.children().filter(|n| n.is_element()) {
            let text: String = child.descendants().filter(|n| n.is_text()).filter_map(|n| n.text()).collect();
            match child.tag_name().name() {
                "name" => name = Some(text.trim().to_string()),
                "value" => value = Some(text),
                "final" => is_final = text.trim() == "true",
                "description" | "source" | "tag" => {}
                other => warnings.push(
                    Warning::new(file, format!("<property>/<{other}>"), "unknown element in a property: ignored")
                        .at_line(Some(line_of(child))),
                ),
            }
        }
        let Some(name) = name.filter(|n| !n.is_empty()) else {
            warnings.push(Warning::new(file, "<property>", "a property without a <name>: ignored").at_line(Some(line)));
            continue;
        };
        let Some(value) = value else {
            // Hadoop skips a property without a value (it cannot unset one from XML).
            warnings.push(Warning::new(file, &name, "no <value>: ignored, as Hadoop does").at_line(Some(line)));
            continue;
        };
        if let Some(prev) = defined.get(&name).map(|&i| &mut props[i]) {
            if prev.is_final {
                warnings.push(
                    Warning::new(
                        file,
                        &name,
                        format!("already defined as final at line {}: this definition is ignored", prev.line),
                    )
                    .at_line(Some(line)),
                );
            } else {
                warnings.push(
                    Warning::new(file, &name, format!("defined twice: this value replaces line {}'s", prev.line))
                        .at_line(Some(line)),
                );
                *prev = Property { name, value, is_final, line };
            }
            continue;
        }
        defined.insert(name.clone(), props.len());
        props.push(Property { name, value, is_final, line });
    }
    let raw: SortedMap<String, String> = props.iter().map(|p| (p.name.clone(), p.value.clone())).collect();
    for p in &mut props {
        p.value = substitute(&p.value, &raw, &mut |msg| {
            warnings.push(Warning::new(file, &p.name, msg).at_line(Some(p.line)));
        });
    }
    Ok((props, warnings))
}

/// `Configuration.findSubVariable`: the left-most `${var}` whose name has no `}`, `$` or blank.
fn find_var(s: &str) -> Option<(usize, usize)> {
    let b = s.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b'$' && b[i + 1] == b'{' {
            let start = i + 2;
            let mut j = start;
            while j < b.len() && !matches!(b[j], b'}' | b'$' | b' ') {
                j += 1;
            }
            if j < b.len() && b[j] == b'}' && j > start {
                return Some((start, j));
            }
        }
        i += 1;
    }
    None
}

/// Expands `${var}` as `Configuration.substituteVars` does, from the file's other properties. What Hadoop would
/// look up in the JVM (system properties, `${env.NAME}`) is unknown here: the reference is kept and reported.
pub fn substitute(expr: &str, props: &SortedMap<String, String>, warn: &mut dyn FnMut(String)) -> String {
    let mut eval = expr.to_string();
    for _ in 0..MAX_SUBST {
        let Some((start, end)) = find_var(&eval) else { return eval };
        let var = eval[start..end].to_string();
        let reference = format!("${{{var}}}");
        let val = if let Some(env) = var.strip_prefix("env.").filter(|v| !v.is_empty()) {
            // `${env.NAME:-default}` / `${env.NAME-default}`: the environment is unknown, so the default is used.
            let default = env.split_once(":-").or_else(|| env.split_once('-')).map(|(_, d)| d.to_string());
            match default {
                Some(d) => {
                    warn(format!(
                        "{reference}: the ResourceManager's environment is unknown here; used the default `{d}`"
                    ));
                    Some(d)
                }
                None => None,
            }
        } else {
            props.get(&var).cloned()
        };
        let Some(val) = val else {
            warn(format!(
                "{reference} names no property of this file (Hadoop would read a JVM system property or the \
                 environment, which are unknown here): kept as written"
            ));
            return eval;
        };
        if val.contains(&reference) {
            warn(format!("{reference} refers to itself: kept as written, as Hadoop does"));
            return expr.to_string();
        }
        eval = format!("{}{val}{}", &eval[..start - 2], &eval[end + 1..]);
    }
    warn(format!("more than {MAX_SUBST} substitutions (Hadoop fails on this value): kept as written"));
    expr.to_string()
}

/// `capacity-scheduler.xml`: every property is kept (the scheduler's configuration is a property map).
pub fn import_capacity_scheduler(file: &str, text: &str) -> Result<Imports, ImportError> {
    let (props, mut warnings) = parse_configuration(file, text)?;
    for p in &props {
        if !p.name.starts_with("yarn.scheduler.capacity.") && !p.name.starts_with("yarn.resource-types") {
            warnings.push(
                Warning::new(
                    file,
                    &p.name,
                    "not a Capacity Scheduler key: kept, but the scheduler does not read it from capacity-scheduler",
                )
                .at_line(Some(p.line)),
            );
        }
    }
    Ok((Fragment { capacity_scheduler: sorted(props), ..Fragment::default() }, warnings))
}

/// The properties as a sorted map, a later definition of a name replacing an earlier one (as Hadoop's
/// `Configuration` does). Sorted once: inserted one by one, a real cluster's file of tens of thousands of
/// properties moved the map's tail on every insert.
fn sorted(props: Vec<Property>) -> SortedMap<String, String> {
    props.into_iter().map(|p| (p.name, p.value)).collect()
}

/// `yarn-site.xml`: every property is kept in the scenario's `yarn-site` map (the scenario check then says which
/// ones Spindle does not read).
pub fn import_yarn_site(file: &str, text: &str) -> Result<Imports, ImportError> {
    let (props, warnings) = parse_configuration(file, text)?;
    Ok((Fragment { yarn_site: sorted(props), ..Fragment::default() }, warnings))
}

/// Writes properties as a Hadoop configuration file (values escaped; names in the given order).
pub fn write_configuration<'a>(props: impl IntoIterator<Item = (&'a str, &'a str)>, comment: &str) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    if !comment.is_empty() {
        out.push_str(&format!("<!-- {} -->\n", escape(comment).replace("--", "- -")));
    }
    out.push_str("<configuration>\n");
    for (name, value) in props {
        out.push_str(&format!(
            "  <property>\n    <name>{}</name>\n    <value>{}</value>\n  </property>\n",
            escape(name),
            escape(value)
        ));
    }
    out.push_str("</configuration>\n");
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sub(expr: &str, props: &[(&str, &str)]) -> (String, usize) {
        let map = props.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let mut n = 0;
        let out = substitute(expr, &map, &mut |_| n += 1);
        (out, n)
    }

    #[test]
    fn substitution_follows_hadoop() {
        assert_eq!(sub("${a}/x", &[("a", "${b}"), ("b", "B")]), ("B/x".into(), 0));
        assert_eq!(sub("${user.name}", &[]), ("${user.name}".into(), 1));
        assert_eq!(sub("${env.HOME:-/tmp}", &[]), ("/tmp".into(), 1));
        assert_eq!(sub("${a}", &[("a", "x${a}")]), ("${a}".into(), 1));
        assert_eq!(sub("$ {a} ${} ${a b}", &[("a", "1")]), ("$ {a} ${} ${a b}".into(), 0));
        assert_eq!(sub("${a}", &[("a", "${b}"), ("b", "${a}")]).1, 1);
    }

    #[test]
    fn malformed_xml_says_line_and_column() {
        let e = parse_configuration("cs.xml", "<configuration>\n  <property><name>a</name>\n").unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.to_string().starts_with("cs.xml:3:"), "{e}");
    }

    #[test]
    fn final_and_duplicates() {
        let text = "<configuration><property><name>a</name><value>1</value><final>true</final></property>\n\
                    <property><name>a</name><value>2</value></property>\n\
                    <property><name>b</name><value>1</value></property><property><name>b</name><value>2</value></property>\n\
                    <property name=\"c\" value=\"3\"/></configuration>";
        let (p, w) = parse_configuration("f", text).unwrap();
        let v: Vec<_> = p.iter().map(|p| (p.name.as_str(), p.value.as_str())).collect();
        assert_eq!(v, [("a", "1"), ("b", "2"), ("c", "3")]);
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), [1, 3, 4], "each definition kept, and its line");
        assert_eq!(w.len(), 2);
        assert_eq!(w[0].line, Some(2));
        assert!(w[0].to_string().contains("already defined as final at line 1"), "{}", w[0]);
        assert_eq!(w[1].line, Some(3));
        assert!(w[1].to_string().contains("replaces line 3's"), "{}", w[1]);
        // Lines far down a file with blank lines and multi-line values.
        let text = format!(
            "<?xml version=\"1.0\"?>\n\n<configuration>\n{}  <property><name>x</name><value>1</value><bogus/></property>\n</configuration>\n",
            "  <property>\n    <name>p</name>\n    <value>a\nb</value>\n  </property>\n".repeat(50)
        );
        let (p, w) = parse_configuration("f", &text).unwrap();
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), [249, 254], "the last definition of p counts");
        assert_eq!(
            w.iter().map(|w| w.line).collect::<Vec<_>>(),
            (2..=50).map(|i| Some(4 + 5 * (i - 1))).chain([Some(254)]).collect::<Vec<_>>()
        );
    }
}
