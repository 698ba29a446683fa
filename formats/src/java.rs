//! Placement constraints as Java code over YARN's `PlacementConstraints` builders, for the Hadoop version named.
//!
//! API per version (from Hadoop's history): `targetIn`, `targetNotIn`, `targetCardinality`, `and`, `or`,
//! `delayedOr`, `allocationTag`, `allocationTagWithNamespace`, `nodeAttribute` and `nodePartition` exist from 3.1.0;
//! `targetNodeAttribute` with `NodeAttributeOpCode` from 3.2.0 (node attributes came with YARN-7863). A constraint
//! the named version's API cannot build is written as a comment and reported.

use spindle_core::constraint::{
    AttributeOp, Delay, Namespace, PlacementConstraint, SingleConstraint, Target, UNBOUNDED,
};
use spindle_core::tags::Scope;

use crate::export::HadoopVersion;

/// A Java expression of type `AbstractConstraint` for `c`, or why the version's API cannot build it.
pub fn constraint_expr(c: &PlacementConstraint, version: HadoopVersion) -> Result<String, String> {
    match c {
        PlacementConstraint::Single(s) => single(s, version),
        PlacementConstraint::And { children } => Ok(format!("and({})", list(children, version)?)),
        PlacementConstraint::Or { children } => Ok(format!("or({})", list(children, version)?)),
        PlacementConstraint::DelayedOr(d) => {
            let mut parts = Vec::new();
            for a in &d.alternatives {
                let inner = constraint_expr(&a.constraint, version)?;
                parts.push(match a.delay {
                    Some(Delay::Millis(ms)) => format!("timedClockConstraint({inner}, {ms}L, TimeUnit.MILLISECONDS)"),
                    Some(Delay::Opportunities(n)) => format!("timedOpportunitiesConstraint({inner}, {n}L)"),
                    // The API has no untimed alternative: the longest delay Java can say.
                    None => format!("timedClockConstraint({inner}, Long.MAX_VALUE, TimeUnit.MILLISECONDS)"),
                });
            }
            Ok(format!("delayedOr({})", parts.join(", ")))
        }
    }
}

fn list(children: &[PlacementConstraint], version: HadoopVersion) -> Result<String, String> {
    Ok(children.iter().map(|c| constraint_expr(c, version)).collect::<Result<Vec<_>, _>>()?.join(", "))
}

fn string_literal(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn scope(s: &Scope) -> String {
    match s {
        Scope::Node => "NODE".into(),
        Scope::Rack => "RACK".into(),
        Scope::Attribute(k) => string_literal(k),
    }
}

/// The target expressions: runs of allocation tags in one namespace are one `allocationTag(…)`.
fn targets(ts: &[Target]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut run: Option<(Namespace, Vec<String>)> = None;
    let flush = |run: &mut Option<(Namespace, Vec<String>)>, out: &mut Vec<String>| {
        if let Some((ns, tags)) = run.take() {
            let tags: Vec<String> = tags.iter().map(|t| string_literal(t)).collect();
            out.push(match ns {
                Namespace::SelfApp => format!("allocationTag({})", tags.join(", ")),
                ns => {
                    let mut args = vec![string_literal(&ns.to_string())];
                    args.extend(tags);
                    format!("allocationTagWithNamespace({})", args.join(", "))
                }
            });
        }
    };
    for t in ts {
        match t {
            Target::AllocationTag { namespace, tag } => {
                if run.as_ref().is_some_and(|(ns, _)| ns != namespace) {
                    flush(&mut run, &mut out);
                }
                let entry = run.get_or_insert_with(|| (namespace.clone(), Vec::new()));
                if let Some(tag) = tag {
                    entry.1.push(tag.clone());
                }
            }
            Target::NodeAttribute { key, values, .. } => {
                flush(&mut run, &mut out);
                let mut args = vec![string_literal(key)];
                args.extend(values.iter().map(|v| string_literal(v)));
                out.push(format!("nodeAttribute({})", args.join(", ")));
            }
            Target::NodePartition { values, .. } => {
                flush(&mut run, &mut out);
                out.push(format!(
                    "nodePartition({})",
                    values.iter().map(|v| string_literal(v)).collect::<Vec<_>>().join(", ")
                ));
            }
        }
    }
    flush(&mut run, &mut out);
    out
}

fn single(s: &SingleConstraint, version: HadoopVersion) -> Result<String, String> {
    let sc = scope(&s.scope);
    let ts = targets(&s.targets);
    let args = |head: String| {
        let mut a = vec![head];
        a.extend(ts.iter().cloned());
        a.join(", ")
    };
    let attr_ops: Vec<AttributeOp> = s
        .targets
        .iter()
        .filter_map(|t| if let Target::NodeAttribute { op, .. } = t { Some(*op) } else { None })
        .collect();
    if let Some(op) = attr_ops.first() {
        if version == HadoopVersion::V3_1 {
            return Err("node-attribute constraints need Hadoop 3.2 (targetNodeAttribute, YARN-7863)".into());
        }
        if attr_ops.iter().any(|o| o != op) {
            return Err("`=` and `!=` node-attribute targets in one constraint (one NodeAttributeOpCode each)".into());
        }
        let code = if *op == AttributeOp::Eq { "NodeAttributeOpCode.EQ" } else { "NodeAttributeOpCode.NE" };
        return Ok(format!("targetNodeAttribute({})", args(format!("{sc}, {code}"))));
    }
    Ok(match (s.min, s.max) {
        (1, UNBOUNDED) => format!("targetIn({})", args(sc)),
        (0, 0) => format!("targetNotIn({})", args(sc)),
        (min, max) => format!("targetCardinality({})", args(format!("{sc}, {min}, {}", bound(max)))),
    })
}

fn bound(max: i32) -> String {
    if max == UNBOUNDED {
        "Integer.MAX_VALUE".into()
    } else {
        max.to_string()
    }
}

/// The imports every snippet needs.
pub fn imports(version: HadoopVersion) -> String {
    let mut s = String::from(
        "import static org.apache.hadoop.yarn.api.resource.PlacementConstraints.*;\n\
         import static org.apache.hadoop.yarn.api.resource.PlacementConstraints.PlacementTargets.*;\n\
         \n\
         import java.util.Arrays;\n\
         import java.util.Collections;\n\
         import java.util.HashMap;\n\
         import java.util.HashSet;\n\
         import java.util.List;\n\
         import java.util.Map;\n\
         import java.util.Set;\n\
         import java.util.concurrent.TimeUnit;\n\
         import org.apache.hadoop.yarn.api.records.ExecutionType;\n\
         import org.apache.hadoop.yarn.api.records.ExecutionTypeRequest;\n\
         import org.apache.hadoop.yarn.api.records.Priority;\n\
         import org.apache.hadoop.yarn.api.records.Resource;\n\
         import org.apache.hadoop.yarn.api.records.ResourceSizing;\n\
         import org.apache.hadoop.yarn.api.records.SchedulingRequest;\n\
         import org.apache.hadoop.yarn.api.resource.PlacementConstraint;\n",
    );
    if version != HadoopVersion::V3_1 {
        s.push_str("import org.apache.hadoop.yarn.api.records.NodeAttributeOpCode;\n");
    }
    s
}

/// A Java string literal (for names in generated code).
pub fn literal(s: &str) -> String {
    string_literal(s)
}
