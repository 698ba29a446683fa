//! The glossary: every YARN term the playground uses, each with one plain sentence and where in the playground it
//! shows (the names of the screen's areas and tabs as the web app labels them). [`find_terms`] finds the terms in
//! an explanation sentence so the playground can link them.

use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::served::leak;

/// A definition's or "shown in"'s words: compiled in with the `content` feature, left empty without it (the
/// playground reads them from `gallery/glossary.json`, [`super::served`]). Names and aliases stay: the first page
/// links terms in explanations.
#[cfg(feature = "content")]
macro_rules! text {
    ($words:expr) => {
        $words
    };
}

#[cfg(not(feature = "content"))]
macro_rules! text {
    ($words:expr) => {
        ""
    };
}

/// One glossary entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    /// Stable id (links: `[[id]]` in lesson text, a gallery entry's `concepts`).
    #[serde(deserialize_with = "leak::str")]
    pub id: &'static str,
    /// The term as shown.
    #[serde(deserialize_with = "leak::str")]
    pub term: &'static str,
    /// Other spellings found in explanations and Hadoop's keys (matched by [`find_terms`] too).
    #[serde(deserialize_with = "leak::strs")]
    pub aliases: &'static [&'static str],
    /// One plain sentence (empty without the `content` feature).
    #[serde(deserialize_with = "leak::str")]
    pub definition: &'static str,
    /// Where the playground shows it (empty without the `content` feature).
    #[serde(deserialize_with = "leak::str")]
    pub shown_in: &'static str,
}

/// The term with this id.
pub fn term(id: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.id == id)
}

/// A glossary term found in a text: bytes `start..end` of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TermMatch {
    /// First byte of the match.
    pub start: usize,
    /// The byte after the match.
    pub end: usize,
    /// The [`Term::id`] matched.
    pub id: &'static str,
}

/// Letters, digits and the joiners of compound names (`user-limit-factor`, `max_wait_before_kill`) belong to a
/// word: a term matches only as a whole word.
fn word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// Every glossary term (by name or alias, ignoring ASCII case, whole words only) in `text`, in order and not
/// overlapping; where two overlap the longer wins (`not-self` over `self`, `user-limit-factor` over `user limit`).
pub fn find_terms(text: &str) -> Vec<TermMatch> {
    let lower = text.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let mut found: Vec<TermMatch> = Vec::new();
    for t in TERMS {
        for name in core::iter::once(&t.term).chain(t.aliases) {
            let needle = name.to_ascii_lowercase();
            if needle.is_empty() {
                continue;
            }
            let mut from = 0;
            while let Some(i) = lower[from..].find(needle.as_str()) {
                let start = from + i;
                let end = start + needle.len();
                let before = start == 0 || !word_byte(bytes[start - 1]);
                let after = end == bytes.len() || !word_byte(bytes[end]);
                if before && after {
                    found.push(TermMatch { start, end, id: t.id });
                }
                from = start + needle.len().max(1);
            }
        }
    }
    crate::sort::sort_by(&mut found, |a, b| a.start.cmp(&b.start).then((b.end - b.start).cmp(&(a.end - a.start))));
    let mut out: Vec<TermMatch> = Vec::new();
    for m in found {
        if out.last().is_none_or(|last| m.start >= last.end) {
            out.push(m);
        }
    }
    out
}

const CLUSTER_VIEW: &str = text!("the cluster view (racks as columns, nodes as boxes, containers as chips)");
const PENDING: &str = text!("the pending lane (a card per request still waiting) and the Explain tab");
const EXPLAIN: &str =
    text!("the Explain tab: select a pending request or a container to see the verdict on every node");
const QUEUES: &str = text!("the Queues tab (a bar per queue and partition) and the Charts tab");
const PREEMPTION: &str = text!(
    "the Queues tab (the preemption monitor's switch and tunables), the Events tab, the Charts tab and a round's \
     report in the Explain tab"
);
const WORKLOAD: &str = text!("the Workload tab (each application's requests and constraints)");

/// The glossary, grouped (a name or alias that is also a common word, such as `in` or `round`, is left out: the
/// matching ignores case): placement constraints, handlers, the Capacity Scheduler, preemption, the cluster.
pub static TERMS: &[Term] = &[
    // ---- placement constraints ----
    Term {
        id: "allocation-tag",
        term: "allocation tag",
        aliases: &["allocation tags", "allocation-tag", "tag", "tags"],
        definition: text!(
            "A label an application puts on its containers (zk, hbase, spark) so that constraints can count \
                     them per node or rack."
        ),
        shown_in: text!(
            "the chips in the cluster view are labelled with their tags; requests list theirs in the Workload tab"
        ),
    },
    Term {
        id: "scheduling-request",
        term: "SchedulingRequest",
        aliases: &["SchedulingRequests", "scheduling request", "scheduling requests"],
        definition: text!(
            "A request for containers that carries allocation tags and may carry a placement constraint; \
                     plain ResourceRequests carry neither."
        ),
        shown_in: PENDING,
    },
    Term {
        id: "resource-request",
        term: "ResourceRequest",
        aliases: &["ResourceRequests", "resource request"],
        definition: text!(
            "YARN's classic request: a size, a count and a locality (here always any node), with no tags \
                     and no constraint."
        ),
        shown_in: PENDING,
    },
    Term {
        id: "placement-constraint",
        term: "placement constraint",
        aliases: &["placement constraints", "constraint", "constraints"],
        definition: text!(
            "A rule on where a container may go, stated over the allocation tags already placed in a scope, \
                     node attributes or partitions."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "affinity",
        term: "affinity",
        aliases: &[],
        definition: text!(
            "Place the container where at least one container with the target tag already runs in the scope \
                     (IN)."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "anti-affinity",
        term: "anti-affinity",
        aliases: &["NOTIN"],
        definition: text!("Place the container only where no container with the target tag runs in the scope (NOTIN)."),
        shown_in: EXPLAIN,
    },
    Term {
        id: "cardinality",
        term: "cardinality",
        aliases: &["CARDINALITY", "maximum cardinality", "max-cardinality"],
        definition: text!(
            "Place the container only where the number of target-tagged containers already in the scope is \
                     between a minimum and a maximum; the container being placed is not counted."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "scope",
        term: "scope",
        aliases: &["node scope", "rack scope"],
        definition: text!(
            "The group of nodes whose containers a constraint counts together: one node (NODE) or one rack \
                     (RACK)."
        ),
        shown_in: text!("the racks and nodes of the cluster view; the Explain tab names the scope of every count"),
    },
    Term {
        id: "custom-scope",
        term: "custom scope",
        aliases: &["custom scopes", "fault domain", "fault_domain", "failure domain", "failure_domain"],
        definition: text!(
            "A scope formed by a node attribute, such as all nodes with the same fault_domain: designed for \
                     YARN but not in it (beyond YARN)."
        ),
        shown_in: text!("the Group by menu above the cluster view and the Explain tab"),
    },
    Term {
        id: "namespace",
        term: "namespace",
        aliases: &["namespaces", "tag namespace"],
        definition: text!(
            "Whose containers a constraint's target tag counts: this application's (self), other \
                     applications' (not-self), everyone's (all), one application's (app-id) or those of \
                     applications with an application tag (app-tag)."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "namespace-self",
        term: "namespace self",
        aliases: &["self namespace", "self/"],
        definition: text!(
            "The default namespace: a target tag counts only the requesting application's own containers."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "namespace-not-self",
        term: "not-self",
        aliases: &["namespace not-self", "not-self/"],
        definition: text!(
            "A target tag in the not-self namespace counts every other application's containers, never the \
                     requesting application's own."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "namespace-all",
        term: "namespace all",
        aliases: &["all/", "of any application"],
        definition: text!(
            "A target tag in the all namespace counts the containers of every application, the requester's \
                     included."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "namespace-app-id",
        term: "app-id",
        aliases: &["app-id/", "namespace app-id"],
        definition: text!("A target tag in the app-id namespace counts only the containers of one named application."),
        shown_in: EXPLAIN,
    },
    Term {
        id: "namespace-app-tag",
        term: "app-tag",
        aliases: &["app-tag/", "namespace app-tag"],
        definition: text!(
            "A target tag in the app-tag namespace counts the containers of applications that carry a given \
                     application tag."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "application-tag",
        term: "application tag",
        aliases: &["application tags"],
        definition: text!(
            "A label on a whole application (prod, dev), set at submission; not to be confused with the \
                     allocation tags on its containers."
        ),
        shown_in: WORKLOAD,
    },
    Term {
        id: "constraint-level",
        term: "constraint level",
        aliases: &["constraint levels", "application-level", "request-level", "cluster-level"],
        definition: text!(
            "Where a constraint was given: on the request, for the whole application (its constraint map), \
                     or by the cluster operator; YARN ANDs all that apply."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "cluster-constraint",
        term: "cluster-level constraint",
        aliases: &["cluster-level constraints", "cluster constraint", "cluster-constraints", "admin constraint"],
        definition: text!(
            "A constraint the cluster operator sets for a tag, ANDed with every application's own (beyond \
                     YARN, which has no public API for it)."
        ),
        shown_in: text!("the Scenario tab's JSON (cluster-constraints) and the Explain tab"),
    },
    Term {
        id: "node-attribute",
        term: "node attribute",
        aliases: &["node attributes", "attribute", "attributes"],
        definition: text!("A key and value a node advertises (java=1.8, os=linux) that a constraint can require."),
        shown_in: text!("the Topology tab (each node's attributes) and the Explain tab"),
    },
    Term {
        id: "delayed-or",
        term: "DELAYED_OR",
        aliases: &["delayed or", "soft constraint"],
        definition: text!(
            "Ordered alternatives: the first is required until a delay (missed opportunities or time) \
                     passes, then the next is accepted too (beyond YARN, which cannot evaluate it)."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "missed-opportunity",
        term: "missed scheduling opportunity",
        aliases: &["missed scheduling opportunities", "missed opportunities", "missed opportunity"],
        definition: text!(
            "A node heartbeat that offered a node to the request where its constraint did not hold; \
                     DELAYED_OR counts them to relax."
        ),
        shown_in: EXPLAIN,
    },
    Term {
        id: "verdict",
        term: "verdict",
        aliases: &["verdict tree"],
        definition: text!(
            "Spindle's answer to whether a constraint holds on a node, part by part, with the counts it saw."
        ),
        shown_in: EXPLAIN,
    },
    // ---- handlers ----
    Term {
        id: "handler",
        term: "handler",
        aliases: &["handlers", "placement constraints handler", "constraint handler"],
        definition: text!(
            "The RM component that deals with SchedulingRequests, set by \
                     yarn.resourcemanager.placement-constraints.handler: disabled, scheduler or placement-processor."
        ),
        shown_in: text!("the handler picker in the timeline bar"),
    },
    Term {
        id: "handler-disabled",
        term: "disabled handler",
        aliases: &[],
        definition: text!("Hadoop's default handler: every SchedulingRequest is rejected with an error."),
        shown_in: text!(
            "the handler picker in the timeline bar; rejected requests keep a red card in the pending lane"
        ),
    },
    Term {
        id: "handler-scheduler",
        term: "scheduler handler",
        aliases: &[],
        definition: text!(
            "The Capacity Scheduler checks each container's constraints itself, on the node a heartbeat \
                     offers, one container at a time."
        ),
        shown_in: text!("the handler picker in the timeline bar"),
    },
    Term {
        id: "placement-processor",
        term: "placement-processor",
        aliases: &["placement processor"],
        definition: text!(
            "A handler that places a whole batch of SchedulingRequests by their constraints first, then asks \
                     the scheduler to commit each container on its chosen node."
        ),
        shown_in: text!("the handler picker in the timeline bar and the Events tab (proposals and retries)"),
    },
    Term {
        id: "placement-retry",
        term: "placement retry",
        aliases: &["retry", "retries", "retried", "retry-attempts", "COULD_NOT_PLACE_ON_NODE"],
        definition: text!(
            "When the placement-processor's proposal cannot be committed, the container is tried again with \
                     that node blacklisted, up to retry-attempts times, then rejected."
        ),
        shown_in: text!("the Events tab and the pending lane"),
    },
    Term {
        id: "heartbeat",
        term: "heartbeat",
        aliases: &["heartbeats", "node heartbeat"],
        definition: text!(
            "A node's periodic report to the ResourceManager; each one offers that node's free room to the \
                     queues, and that is when the scheduler allocates."
        ),
        shown_in: text!("the reason of each allocation in the Events tab and the Explain tab"),
    },
    // ---- Capacity Scheduler ----
    Term {
        id: "queue",
        term: "queue",
        aliases: &["queues", "leaf queue"],
        definition: text!("A share of the cluster that applications are submitted to; queues form a tree under root."),
        shown_in: QUEUES,
    },
    Term {
        id: "guarantee",
        term: "guarantee",
        aliases: &["guaranteed", "capacity", "guaranteed capacity"],
        definition: text!("The share of the cluster a queue is promised (its capacity); preemption can win it back."),
        shown_in: QUEUES,
    },
    Term {
        id: "maximum-capacity",
        term: "maximum capacity",
        aliases: &["maximum-capacity"],
        definition: text!("The most a queue may ever use, however idle the cluster is."),
        shown_in: QUEUES,
    },
    Term {
        id: "elastic",
        term: "elastic",
        aliases: &["elasticity", "elastic growth"],
        definition: text!(
            "A queue using more than its guarantee by borrowing idle capacity, up to its maximum capacity."
        ),
        shown_in: QUEUES,
    },
    Term {
        id: "user-limit",
        term: "user limit",
        aliases: &["user limits", "over the user limit"],
        definition: text!(
            "How much of a queue one user may hold, from the queue's share, the number of active users and \
                     the two settings below; a user is blocked only once over it."
        ),
        shown_in: text!("the Explain tab's waiting reasons and the Queues tab"),
    },
    Term {
        id: "user-limit-factor",
        term: "user-limit-factor",
        aliases: &["user limit factor"],
        definition: text!(
            "How many times the queue's guarantee a single user may use (below 1: less than the guarantee)."
        ),
        shown_in: text!("the Queues tab's queue form"),
    },
    Term {
        id: "minimum-user-limit-percent",
        term: "minimum-user-limit-percent",
        aliases: &["minimum user limit percent", "MULP"],
        definition: text!("The smallest share of the queue each active user is entitled to when several compete."),
        shown_in: text!("the Queues tab's queue form; colour the cluster view by user"),
    },
    Term {
        id: "ordering-policy",
        term: "ordering policy",
        aliases: &["ordering-policy", "FIFO", "FAIR"],
        definition: text!(
            "How a queue orders its applications: FIFO serves the oldest first, FAIR the one using least."
        ),
        shown_in: text!("the Queues tab's queue form; colour the cluster view by application"),
    },
    Term {
        id: "application",
        term: "application",
        aliases: &["applications", "app", "apps", "job"],
        definition: text!("A job submitted to a queue by a user; its ApplicationMaster asks for containers."),
        shown_in: WORKLOAD,
    },
    Term {
        id: "application-master",
        term: "AM",
        aliases: &["ApplicationMaster", "application master", "AM container"],
        definition: text!("The first container of an application, which asks the ResourceManager for all the others."),
        shown_in: text!("AM chips in the cluster view; the Workload tab (am-resource)"),
    },
    Term {
        id: "am-resource-limit",
        term: "AM resource limit",
        aliases: &["AM limit", "maximum-am-resource-percent"],
        definition: text!(
            "The share of a queue that ApplicationMasters may use together; applications beyond it are \
                     accepted but wait to be activated."
        ),
        shown_in: text!("the Explain tab's waiting reasons"),
    },
    Term {
        id: "container",
        term: "container",
        aliases: &["containers"],
        definition: text!("A slice of one node's memory and vcores given to an application to run one task or server."),
        shown_in: CLUSTER_VIEW,
    },
    Term {
        id: "minimum-allocation",
        term: "minimum allocation",
        aliases: &["minimum-allocation-mb", "rounded up", "normalisation"],
        definition: text!(
            "Every ask is rounded up to a multiple of yarn.scheduler.minimum-allocation-mb, so odd sizes \
                     waste memory."
        ),
        shown_in: text!("the container chips' sizes in the cluster view and the Events tab"),
    },
    Term {
        id: "reservation",
        term: "reservation",
        aliases: &["reservations", "reserved", "reserves"],
        definition: text!(
            "A claim on a node that cannot hold a container yet; the node's room goes to that container \
                     first once enough is freed."
        ),
        shown_in: text!("dashed outlines in the cluster view and the Events tab"),
    },
    Term {
        id: "partition",
        term: "partition",
        aliases: &["partitions", "node label", "node labels", "node partition"],
        definition: text!("A named set of nodes (a node label); only queues given access to it can run there."),
        shown_in: text!("the Topology tab (each node's partition) and the Queues tab's partition picker"),
    },
    Term {
        id: "exclusive-partition",
        term: "exclusive",
        aliases: &["exclusive partition"],
        definition: text!("An exclusive partition's nodes run only containers that ask for that partition."),
        shown_in: text!("the Topology tab and the Queues tab"),
    },
    Term {
        id: "non-exclusive-partition",
        term: "non-exclusive",
        aliases: &["non-exclusive partition"],
        definition: text!("A non-exclusive partition lends its idle nodes to default-partition containers."),
        shown_in: text!("the Topology tab and the Queues tab"),
    },
    // ---- preemption ----
    Term {
        id: "preemption",
        term: "preemption",
        aliases: &["preempted", "ProportionalCapacityPreemptionPolicy"],
        definition: text!(
            "Taking containers back from queues over their share so that starved queues get their \
                     guarantee."
        ),
        shown_in: PREEMPTION,
    },
    Term {
        id: "preemption-round",
        term: "preemption round",
        aliases: &["preemption rounds"],
        definition: text!(
            "One run of the preemption policy, every monitoring_interval: it computes each queue's ideal \
                     share, marks containers and kills those marked long enough ago."
        ),
        shown_in: PREEMPTION,
    },
    Term {
        id: "ideal-share",
        term: "ideal share",
        aliases: &["ideal"],
        definition: text!(
            "What the policy thinks a queue should hold now: its guarantee plus a share of what others \
                     leave idle, never more than it asks for."
        ),
        shown_in: text!("a round's report in the Explain tab"),
    },
    Term {
        id: "marked",
        term: "marked for preemption",
        aliases: &["marked", "marks"],
        definition: text!(
            "A container the policy asked its application to give back; it is killed if still selected \
                     after max_wait_before_kill."
        ),
        shown_in: text!("a red outline on the chip in the cluster view"),
    },
    Term {
        id: "max-wait-before-kill",
        term: "max_wait_before_kill",
        aliases: &["max wait before kill"],
        definition: text!(
            "How long a marked container gets to finish on its own before it is killed (15 s by default)."
        ),
        shown_in: text!("the Queues tab's preemption settings"),
    },
    Term {
        id: "total-preemption-per-round",
        term: "total_preemption_per_round",
        aliases: &["total preemption per round"],
        definition: text!("The most a round may take back, as a share of the cluster (10 % by default)."),
        shown_in: text!("the Queues tab's preemption settings"),
    },
    Term {
        id: "natural-termination-factor",
        term: "natural termination factor",
        aliases: &["natural_termination_factor", "natural termination"],
        definition: text!(
            "The fraction of what is owed a round actually takes, expecting other containers to finish on \
                     their own (0.2 by default)."
        ),
        shown_in: text!("the Queues tab's preemption settings and a round's report"),
    },
    Term {
        id: "dead-zone",
        term: "dead zone",
        aliases: &["max_ignored_over_capacity", "dead-zone"],
        definition: text!(
            "A queue is left alone while it is less than max_ignored_over_capacity (10 %) above its ideal \
                     share, so small imbalances cause no kills."
        ),
        shown_in: text!("a round's report in the Explain tab"),
    },
    Term {
        id: "observe-only",
        term: "observe only",
        aliases: &["observe_only", "observe-only"],
        definition: text!("The policy computes and reports every round but marks and kills nothing."),
        shown_in: text!("the Queues tab's preemption settings and the Events tab"),
    },
    Term {
        id: "placement-spec",
        term: "PlacementSpec",
        aliases: &["placement spec", "placement_spec", "-placement_spec"],
        definition: text!(
            "The distributed shell's text form of tags, counts and constraints, such as \
                     zk(3),NOTIN,NODE,zk; Spindle reads Hadoop 3.1's and 3.2's dialects."
        ),
        shown_in: text!("the constraint fields of the Workload tab"),
    },
    Term {
        id: "allocate-call",
        term: "allocate call",
        aliases: &["allocate", "AM heartbeat"],
        definition: text!(
            "The ApplicationMaster's periodic call to the ResourceManager that sends new requests and \
                     collects allocated containers."
        ),
        shown_in: text!("the Events tab and the Workload tab (am-heartbeat-ms)"),
    },
    Term {
        id: "blacklist",
        term: "blacklist",
        aliases: &["blacklisted", "blacklisting"],
        definition: text!("Nodes the placement-processor skips when it retries a container whose commit failed there."),
        shown_in: text!("the Explain tab and the Events tab"),
    },
    Term {
        id: "priority",
        term: "priority",
        aliases: &["priorities"],
        definition: text!(
            "Orders an application's requests (a lower number is served first) or applications in a queue."
        ),
        shown_in: WORKLOAD,
    },
    Term {
        id: "pending",
        term: "pending request",
        aliases: &["pending requests", "pending"],
        definition: text!("Containers asked for and not yet allocated or rejected."),
        shown_in: PENDING,
    },
    // ---- the cluster and the run ----
    Term {
        id: "node",
        term: "node",
        aliases: &["nodes", "NodeManager"],
        definition: text!("One machine of the cluster, with memory and vcores to run containers."),
        shown_in: CLUSTER_VIEW,
    },
    Term {
        id: "rack",
        term: "rack",
        aliases: &["racks"],
        definition: text!("A group of nodes behind one switch; YARN's only scope above the node."),
        shown_in: CLUSTER_VIEW,
    },
    Term {
        id: "decommission",
        term: "decommission",
        aliases: &["decommissioning", "decommissioned", "graceful decommission"],
        definition: text!(
            "Taking a node out of service gracefully: it takes no new containers and leaves once its running \
                     ones end."
        ),
        shown_in: text!("the Events tab and the cluster view"),
    },
    Term {
        id: "resource-manager",
        term: "ResourceManager",
        aliases: &["RM", "resource manager"],
        definition: text!(
            "YARN's master: it tracks nodes and applications and runs the scheduler that gives out containers."
        ),
        shown_in: text!(
            "everything the simulator decides is the ResourceManager's; the Events tab lists its decisions"
        ),
    },
    Term {
        id: "vcores",
        term: "vcores",
        aliases: &["vcore", "virtual cores"],
        definition: text!(
            "Virtual CPU cores, the second resource YARN counts besides memory (ignored by the default \
                     resource calculator)."
        ),
        shown_in: text!("the vcore bar of each node in the cluster view"),
    },
    Term {
        id: "step",
        term: "step",
        aliases: &["steps"],
        definition: text!("One instant of the simulation at which something is decided; Step moves to the next one."),
        shown_in: text!("the timeline bar (Step, Step back, the scrubber)"),
    },
    Term {
        id: "stalled",
        term: "stalled",
        aliases: &["stall"],
        definition: text!("Nothing more can happen although requests still wait; the Explain tab says why each waits."),
        shown_in: text!("the Events tab and the Explain tab"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_every_entry_is_filled() {
        for (i, t) in TERMS.iter().enumerate() {
            assert!(TERMS[..i].iter().all(|o| o.id != t.id), "{} twice", t.id);
            assert!(!t.term.is_empty() && !t.definition.is_empty() && !t.shown_in.is_empty(), "{}", t.id);
            assert!(t.definition.ends_with('.') || t.definition.ends_with(')'), "{}: one sentence", t.id);
        }
    }

    #[test]
    fn finds_whole_words_and_prefers_the_longer_term() {
        let text = "node-2 heartbeat offered the node to root.default; not-self zk counted, user-limit-factor 2";
        let ids: Vec<&str> = find_terms(text).iter().map(|m| m.id).collect();
        assert_eq!(ids, ["heartbeat", "node", "namespace-not-self", "user-limit-factor"]);
        let m = find_terms("The Dead Zone ignores it")[0];
        assert_eq!((m.id, &"The Dead Zone ignores it"[m.start..m.end]), ("dead-zone", "Dead Zone"));
        assert!(find_terms("retagged nodes-").is_empty(), "not inside a word");
        // The example in docs/lessons.md.
        let doc = find_terms("node-2 heartbeat offered the node to root.default");
        let doc: Vec<(&str, usize, usize)> = doc.iter().map(|m| (m.id, m.start, m.end)).collect();
        assert_eq!(doc, [("heartbeat", 7, 16), ("node", 29, 33)]);
    }
}
