//! The gallery: every scenario that ships with Spindle, with what a visitor needs to choose one — a title, a line
//! saying what they will see, the YARN concepts it teaches (ids into [`glossary`]), the Hadoop release it needs,
//! the constraint handler it runs under — and, for some, a guided [`lesson`].
//!
//! `builtin:NAME` (the CLI) and the playground's examples read this one list. Sources are JSON files in
//! `core/scenarios/` compiled in with `include_str!`, or a pure generator ([`large`]) for the 2,000-node cluster,
//! which would be ~120 KB of repetitive JSON. Without the `content` feature (the playground) the JSON files, the
//! lessons and the glossary's definitions are left out and served as files instead ([`served`]).
//!
//! Every claim an entry makes (its summary, the scenario's description, a lesson's narration) is checked against
//! the run by the tests in `core/tests/gallery.rs`.

pub mod glossary;
pub mod large;
pub mod lesson;
#[cfg(feature = "content")]
mod lessons;
pub mod markup;
pub mod served;
pub mod thumbnail;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::Serialize;

use crate::handler::{Handler, HANDLER_KEY};
use crate::scenario::Scenario;
use lesson::Lesson;

/// The oldest Apache Hadoop release whose YARN runs the entry as shown, or [`YarnVersion::BeyondYarn`] when the
/// entry uses something Spindle models but real YARN does not accept (`DELAYED_OR`, custom scopes such as
/// `@fault_domain`, cluster-level constraints).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum YarnVersion {
    /// Every Hadoop 2 and 3 release (the Capacity Scheduler's long-standing features).
    #[serde(rename = "2.x")]
    V2,
    /// Node labels (partitions) arrived in 2.6.
    #[serde(rename = "2.6")]
    V2_6,
    /// Non-exclusive partitions, the FAIR ordering policy inside a Capacity Scheduler queue, graceful decommission.
    #[serde(rename = "2.8")]
    V2_8,
    /// Placement constraints: the handlers, allocation tags, anti-affinity under the `scheduler` handler.
    #[serde(rename = "3.1")]
    V3_1,
    /// Affinity, cardinality, rack scope, node attributes and namespaces under the `scheduler` handler.
    #[serde(rename = "3.2")]
    V3_2,
    /// Something no YARN release accepts: Spindle's extensions.
    #[serde(rename = "beyond YARN")]
    BeyondYarn,
}

impl YarnVersion {
    /// As shown on a card: `3.2`, `beyond YARN`.
    pub fn label(self) -> &'static str {
        match self {
            YarnVersion::V2 => "2.x",
            YarnVersion::V2_6 => "2.6",
            YarnVersion::V2_8 => "2.8",
            YarnVersion::V3_1 => "3.1",
            YarnVersion::V3_2 => "3.2",
            YarnVersion::BeyondYarn => "beyond YARN",
        }
    }
}

impl fmt::Display for YarnVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Which part of Spindle an entry is about (the gallery's sections, in this order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// Allocation tags, affinity, anti-affinity, cardinality, scopes and namespaces.
    PlacementConstraints,
    /// One workload under each placement constraints handler.
    Handlers,
    /// Queues, capacities, user limits, ordering policies, partitions, reservations.
    CapacityScheduler,
    /// The ProportionalCapacityPreemptionPolicy and its tunables.
    Preemption,
    /// The cluster itself, at scale.
    Cluster,
}

impl Topic {
    /// Every topic, in section order.
    pub const ALL: [Topic; 5] =
        [Topic::PlacementConstraints, Topic::Handlers, Topic::CapacityScheduler, Topic::Preemption, Topic::Cluster];

    /// The section heading.
    pub fn title(self) -> &'static str {
        match self {
            Topic::PlacementConstraints => "Placement constraints",
            Topic::Handlers => "Constraint handlers",
            Topic::CapacityScheduler => "Capacity Scheduler",
            Topic::Preemption => "Preemption",
            Topic::Cluster => "Cluster",
        }
    }
}

/// Where an entry's scenario comes from.
#[derive(Clone, Copy)]
pub enum Source {
    /// A JSON scenario (docs/scenario-format.md).
    Json(&'static str),
    /// A pure, deterministic generator.
    Generated(fn() -> Scenario),
    /// A JSON file this build leaves out (feature `content` off): it is read from [`served::Content`].
    Served,
}

impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Json(_) => f.write_str("Json(..)"),
            Source::Generated(_) => f.write_str("Generated(..)"),
            Source::Served => f.write_str("Served"),
        }
    }
}

/// One gallery card.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The id: `builtin:NAME`, the playground's links.
    pub name: &'static str,
    /// The card's title; [`Entry::scenario`] gives the scenario this name. It is the JSON's `name`, followed by
    /// the handler when several entries run one workload under different handlers.
    pub title: &'static str,
    /// One line: what you will see when you run it.
    pub summary: &'static str,
    /// Glossary term ids ([`glossary::TERMS`]), most important first.
    pub concepts: &'static [&'static str],
    /// The oldest Hadoop release that runs it as shown.
    pub yarn: YarnVersion,
    /// What exactly goes beyond YARN or needs the version, in one sentence (empty when nothing does).
    pub yarn_note: &'static str,
    /// The gallery section it appears in.
    pub topic: Topic,
    /// The placement constraints handler the entry runs under (written into the scenario's `yarn-site` by
    /// [`Entry::scenario`] when the source says otherwise).
    pub handler: Handler,
    /// Where its scenario comes from.
    pub source: Source,
    /// Its guided lesson, if it has one ([`Lesson::SERVED`] when this build leaves its content out).
    pub lesson: Option<&'static Lesson>,
}

/// Why a gallery scenario could not be produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GalleryError {
    /// No entry has this name; `known` lists the names there are.
    Unknown {
        /// The name asked for.
        name: String,
        /// Every entry's name.
        known: Vec<&'static str>,
    },
    /// A shipped JSON scenario does not parse (a bug the tests catch; reported, never a panic).
    Parse {
        /// The entry's name.
        name: &'static str,
        /// serde_json's message.
        message: String,
    },
    /// This build leaves the entry's JSON out (feature `content` off); [`served::Content`] has it.
    Served {
        /// The entry's name.
        name: &'static str,
    },
}

impl fmt::Display for GalleryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GalleryError::Unknown { name, known } => {
                write!(f, "no built-in scenario `{name}` (built in: {})", known.join(", "))
            }
            GalleryError::Parse { name, message } => write!(f, "built-in scenario `{name}` does not parse: {message}"),
            GalleryError::Served { name } => write!(f, "built-in scenario `{name}` is served as a file in this build"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for GalleryError {}

impl Entry {
    /// The scenario, under the entry's handler.
    // `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
    #[inline]
    pub fn scenario(&self) -> Result<Scenario, GalleryError> {
        let s = match self.source {
            // Without the `content` feature no entry is `Json`: the guard is a constant there, so the arm and the
            // scenario's JSON reader compile away (the playground's first page reads no scenario JSON).
            Source::Json(text) if !served::LEFT_OUT => serde_json::from_str::<Scenario>(text)
                .map_err(|e| GalleryError::Parse { name: self.name, message: e.to_string() })?,
            Source::Generated(make) => make(),
            Source::Json(_) | Source::Served => return Err(GalleryError::Served { name: self.name }),
        };
        Ok(self.dressed(s))
    }

    /// The scenario as its source gives it, as the entry shows it: named by the entry's title, under its handler.
    pub fn dressed(&self, mut s: Scenario) -> Scenario {
        s.name = self.title.to_string();
        if source_handler(&s) != self.handler {
            s.yarn_site.insert(HANDLER_KEY.to_string(), self.handler.name().to_string());
        }
        s
    }

    /// The JSON text as shipped (`None` for a generated scenario). The entry's handler may differ from the one
    /// written in it; [`Entry::scenario`] applies it.
    pub fn json(&self) -> Option<&'static str> {
        match self.source {
            Source::Json(text) => Some(text),
            Source::Generated(_) | Source::Served => None,
        }
    }

    /// Narrated steps of its lesson (0 without one).
    pub fn lesson_steps(&self) -> usize {
        self.lesson.map_or(0, |l| l.steps.len())
    }
}

/// The handler a scenario's `yarn-site` selects (Hadoop's default `disabled` when unset or unreadable).
fn source_handler(s: &Scenario) -> Handler {
    s.yarn_site.get(HANDLER_KEY).and_then(|v| v.parse().ok()).unwrap_or_default()
}

/// The entry called `name`.
pub fn entry(name: &str) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.name == name)
}

/// The scenario of the entry called `name`, under its handler.
// `#[inline]`: compiled in the calling crate, with its scenario deserialisers (see `link::decode_payload`).
#[inline]
pub fn scenario(name: &str) -> Result<Scenario, GalleryError> {
    match entry(name) {
        Some(e) => e.scenario(),
        None => Err(GalleryError::Unknown { name: name.to_string(), known: names() }),
    }
}

/// Every entry's name, in gallery order.
pub fn names() -> Vec<&'static str> {
    ENTRIES.iter().map(|e| e.name).collect()
}

/// Entries with a lesson, in gallery order.
pub fn lessons() -> impl Iterator<Item = &'static Entry> {
    ENTRIES.iter().filter(|e| e.lesson.is_some())
}

#[cfg(feature = "content")]
macro_rules! json {
    ($file:literal) => {
        Source::Json(include_str!(concat!("../../scenarios/", $file, ".json")))
    };
}

#[cfg(not(feature = "content"))]
macro_rules! json {
    ($file:literal) => {
        Source::Served
    };
}

#[cfg(feature = "content")]
macro_rules! lesson {
    ($name:ident) => {
        Some(&lessons::$name)
    };
}

#[cfg(not(feature = "content"))]
macro_rules! lesson {
    ($name:ident) => {
        Some(&Lesson::SERVED)
    };
}

use Handler::{Disabled, PlacementProcessor, Scheduler};
use Topic::*;
use YarnVersion::*;

/// The gallery, in the order the cards are shown.
pub static ENTRIES: &[Entry] = ENTRY_LIST;

/// [`ENTRIES`] as a constant, so that [`crate::builtin::SCENARIOS`] can be derived from it at compile time.
pub(crate) const ENTRY_LIST: &[Entry] = &[
    // ---- placement constraints ----
    Entry {
        name: "zk-anti-affinity",
        title: "ZooKeeper anti-affinity",
        summary: "Three ZooKeeper servers land on three different nodes, one heartbeat at a time.",
        concepts: &["allocation-tag", "placement-constraint", "anti-affinity", "scope", "heartbeat", "handler-scheduler"],
        yarn: V3_1,
        yarn_note: "Anti-affinity under the scheduler handler works since Hadoop 3.1.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("zk-anti-affinity"),
        lesson: lesson!(ZK_ANTI_AFFINITY),
    },
    Entry {
        name: "zk-hbase-spark",
        title: "ZooKeeper, HBase and Spark",
        summary: "The placement-constraints doc's spec: zk apart, hbase in zk racks, spark beside 1–3 hbase.",
        concepts: &["allocation-tag", "anti-affinity", "affinity", "cardinality", "scope", "scheduling-request"],
        yarn: V3_2,
        yarn_note: "Affinity and cardinality under the scheduler handler need Hadoop 3.2 (3.1 takes anti-affinity only).",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("zk-hbase-spark"),
        lesson: lesson!(ZK_HBASE_SPARK),
    },
    Entry {
        name: "zk-hbase-spark-namespaced",
        title: "ZooKeeper, HBase and Spark across applications (namespaces)",
        summary: "not-self, all and app-id namespaces: the same spec, now counting other applications' tags.",
        concepts: &["namespace", "namespace-not-self", "namespace-all", "namespace-app-id", "allocation-tag"],
        yarn: V3_2,
        yarn_note: "Namespaces exist in YARN's Java API since 3.2; the app-id/<id>/<tag> spelling is Spindle's (Hadoop's spec parser cannot read a namespace value).",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("zk-hbase-spark-namespaced"),
        lesson: None,
    },
    Entry {
        name: "c1-hbase-master-affinity",
        title: "C1: next to the HBase master",
        summary: "Affinity: both co-processors can only go where the hbase-m container already runs.",
        concepts: &["affinity", "allocation-tag", "scope"],
        yarn: V3_2,
        yarn_note: "Affinity under the scheduler handler needs Hadoop 3.2.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("c1-hbase-master-affinity"),
        lesson: lesson!(C1),
    },
    Entry {
        name: "c2-zk-rack-at-most-3",
        title: "C2: in a ZooKeeper rack, at most 3 per node",
        summary: "Rack affinity ANDed with a maximum cardinality: 4 workers per node, and why not 3.",
        concepts: &["affinity", "cardinality", "scope", "placement-constraint"],
        yarn: V3_2,
        yarn_note: "AND, rack scope and cardinality under the scheduler handler need Hadoop 3.2.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("c2-zk-rack-at-most-3"),
        lesson: lesson!(C2),
    },
    Entry {
        name: "c3-gpu-partition",
        title: "C3: on the GPU partition",
        summary: "A node-partition target: trainers run only on the gpu nodes while the default nodes idle.",
        concepts: &["partition", "exclusive-partition", "placement-constraint", "scheduling-request"],
        yarn: V3_2,
        yarn_note: "A node-partition target under the scheduler handler needs Hadoop 3.2.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("c3-gpu-partition"),
        lesson: lesson!(C3),
    },
    Entry {
        name: "c4-fault-domain-anti-affinity",
        title: "C4: not in a fault domain with Spark",
        summary: "A custom scope: storm workers avoid every node of the fault domain where Spark runs.",
        concepts: &["custom-scope", "anti-affinity", "node-attribute", "namespace-all"],
        yarn: BeyondYarn,
        yarn_note: "Custom scopes such as @fault_domain are beyond YARN, whose scopes are node and rack.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("c4-fault-domain-anti-affinity"),
        lesson: lesson!(C4),
    },
    Entry {
        name: "c5-delayed-or",
        title: "C5: delayed scheduling with DELAYED_OR",
        summary: "The soft fallback happening: hosts first, a rack after 3 missed opportunities, anywhere after 10 s.",
        concepts: &["delayed-or", "missed-opportunity", "node-attribute", "cardinality", "scope"],
        yarn: BeyondYarn,
        yarn_note: "DELAYED_OR is in YARN's Java API but every evaluation throws \"Unsupported type of constraint\": real YARN never places it.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("c5-delayed-or"),
        lesson: lesson!(C5),
    },
    Entry {
        name: "hbase-appendix",
        title: "HBase: master, region servers, no spot instances",
        summary: "Ten region servers spread two per failure domain, never on the spot node nor beside the master.",
        concepts: &["constraint-level", "anti-affinity", "cardinality", "custom-scope", "node-attribute"],
        yarn: BeyondYarn,
        yarn_note: "The failure_domain scope is beyond YARN; with rack scope instead the rest runs on Hadoop 3.2.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("hbase-appendix"),
        lesson: None,
    },
    Entry {
        name: "spark-with-hbase",
        title: "Spark next to HBase region servers",
        summary: "Executors with rack affinity to another application's region servers: rack-3 stays empty.",
        concepts: &["affinity", "namespace-all", "scope", "application"],
        yarn: V3_2,
        yarn_note: "Rack affinity across applications (the all namespace) needs Hadoop 3.2.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("spark-with-hbase"),
        lesson: None,
    },
    Entry {
        name: "node-attributes-java",
        title: "Node attributes: java=1.8",
        summary: "A node attribute constraint: tasks run only on the two nodes whose java attribute is 1.8.",
        concepts: &["node-attribute", "placement-constraint"],
        yarn: V3_2,
        yarn_note: "Node attribute constraints work since Hadoop 3.2 (one value compared, node scope).",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("node-attributes-java"),
        lesson: None,
    },
    Entry {
        name: "app-tag-namespace",
        title: "Application-tag namespace",
        summary: "app-tag/prod/web: the batch job avoids prod web servers but not the dev ones.",
        concepts: &["namespace-app-tag", "application-tag", "anti-affinity", "allocation-tag"],
        yarn: V3_2,
        yarn_note: "The app-tag namespace exists in YARN's Java API since 3.2; the app-tag/<tag>/<alloc-tag> spelling is Spindle's.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("app-tag-namespace"),
        lesson: None,
    },
    Entry {
        name: "cluster-constraint",
        title: "A cluster-level constraint ANDed with the application's",
        summary: "The operator's at-most-2-per-rack and the application's one-per-node, both enforced.",
        concepts: &["cluster-constraint", "constraint-level", "cardinality", "anti-affinity"],
        yarn: BeyondYarn,
        yarn_note: "YARN ANDs constraint levels, but has no public API for cluster-level (operator) constraints.",
        topic: PlacementConstraints,
        handler: Scheduler,
        source: json!("cluster-constraint"),
        lesson: None,
    },
    // ---- handlers: one workload, three handlers ----
    Entry {
        name: "handlers-disabled",
        title: "One workload under each constraint handler: disabled",
        summary: "disabled, Hadoop's default: every SchedulingRequest is rejected with YARN's message.",
        concepts: &["handler", "handler-disabled", "scheduling-request"],
        yarn: V3_1,
        yarn_note: "The handler setting exists since Hadoop 3.1.",
        topic: Handlers,
        handler: Disabled,
        source: json!("handlers"),
        lesson: None,
    },
    Entry {
        name: "handlers",
        title: "One workload under each constraint handler: scheduler",
        summary: "scheduler: the Capacity Scheduler checks the constraints on every node heartbeat; all 7 land.",
        concepts: &["handler", "handler-scheduler", "heartbeat", "affinity", "anti-affinity"],
        yarn: V3_2,
        yarn_note: "Rack affinity under the scheduler handler needs Hadoop 3.2.",
        topic: Handlers,
        handler: Scheduler,
        source: json!("handlers"),
        lesson: None,
    },
    Entry {
        name: "handlers-placement-processor",
        title: "One workload under each constraint handler: placement-processor",
        summary: "placement-processor: a batch placed at once, 2 commits fail, retries, then COULD_NOT_PLACE_ON_NODE.",
        concepts: &["handler", "placement-processor", "placement-retry", "scheduling-request"],
        yarn: V3_1,
        yarn_note: "The placement-processor handler exists since Hadoop 3.1.",
        topic: Handlers,
        handler: PlacementProcessor,
        source: json!("handlers"),
        lesson: lesson!(PLACEMENT_PROCESSOR),
    },
    // ---- Capacity Scheduler ----
    Entry {
        name: "three-queues",
        title: "Three queues, elastic growth",
        summary: "a takes the idle cluster; b and c get their guarantees back only as a's containers finish.",
        concepts: &["queue", "guarantee", "maximum-capacity", "elastic", "user-limit-factor"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("three-queues"),
        lesson: None,
    },
    Entry {
        name: "elastic",
        title: "Elastic growth up to maximum-capacity",
        summary: "A queue guaranteed 2 GB grows into idle capacity and stops at its 6 GB maximum.",
        concepts: &["elastic", "guarantee", "maximum-capacity", "queue"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("elastic"),
        lesson: None,
    },
    Entry {
        name: "user-limit-factor-below-1",
        title: "user-limit-factor 0.5",
        summary: "One user may use half the queue's guarantee: 3 GB, and the rest of the cluster idles.",
        concepts: &["user-limit-factor", "user-limit", "guarantee"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("user-limit-factor-below-1"),
        lesson: lesson!(USER_LIMIT_FACTOR),
    },
    Entry {
        name: "user-limit-factor-above-1",
        title: "user-limit-factor 2",
        summary: "One user may use twice the queue's guarantee: the single job takes the whole cluster.",
        concepts: &["user-limit-factor", "user-limit", "elastic"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("user-limit-factor-above-1"),
        lesson: None,
    },
    Entry {
        name: "user-limits",
        title: "Minimum user limit percent",
        summary: "Four users arrive 10 s apart; colour by user and watch each share converge to a quarter.",
        concepts: &["minimum-user-limit-percent", "user-limit", "queue"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("user-limits"),
        lesson: lesson!(USER_LIMITS),
    },
    Entry {
        name: "fifo-vs-fair",
        title: "FIFO and FAIR ordering in a queue",
        summary: "Side by side: FIFO serves the first application; FAIR alternates between the two.",
        concepts: &["ordering-policy", "queue", "application"],
        yarn: V2_8,
        yarn_note: "The fair ordering policy in a Capacity Scheduler queue arrived in Hadoop 2.8.",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("fifo-vs-fair"),
        lesson: None,
    },
    Entry {
        name: "am-resource-limit",
        title: "The AM resource limit holds applications back",
        summary: "Two of four applications start; the others wait for AM room while the cluster idles.",
        concepts: &["am-resource-limit", "application-master", "application"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("am-resource-limit"),
        lesson: None,
    },
    Entry {
        name: "labels",
        title: "Exclusive and non-exclusive partitions",
        summary: "etl never touches the exclusive gpu nodes but borrows the idle non-exclusive spare ones.",
        concepts: &["partition", "exclusive-partition", "non-exclusive-partition", "queue"],
        yarn: V2_8,
        yarn_note: "Partitions arrived in Hadoop 2.6, non-exclusive ones in 2.8.",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("labels"),
        lesson: None,
    },
    Entry {
        name: "container-rounding",
        title: "Container sizes rounded up: wasted memory",
        summary: "5 GB asks served as 8 GB: two containers per 16 GB node instead of three.",
        concepts: &["minimum-allocation", "container"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("container-rounding"),
        lesson: None,
    },
    Entry {
        name: "reservation",
        title: "Reservations: waiting for room on a node",
        summary: "A 2 GB container reserves a node, then the reservation becomes the container.",
        concepts: &["reservation", "container", "heartbeat"],
        yarn: V2,
        yarn_note: "",
        topic: CapacityScheduler,
        handler: Disabled,
        source: json!("reservation"),
        lesson: None,
    },
    // ---- preemption ----
    Entry {
        name: "yarn-569-preemption",
        title: "YARN-569: three queues win their guarantees back",
        summary: "Rounds every second mark a's containers and kill them 2 s later until b and c hold their guarantees.",
        concepts: &["preemption", "preemption-round", "guarantee", "total-preemption-per-round", "max-wait-before-kill"],
        yarn: V2,
        yarn_note: "The ProportionalCapacityPreemptionPolicy exists since Hadoop 2.1 (YARN-569).",
        topic: Preemption,
        handler: Disabled,
        source: json!("yarn-569-preemption"),
        lesson: lesson!(YARN_569),
    },
    Entry {
        name: "three-queues-preemption",
        title: "Three queues, with preemption",
        summary: "YARN-569's defaults: 15 s before a kill and a fifth of the debt per round, so it is slow.",
        concepts: &["preemption", "preemption-round", "natural-termination-factor", "max-wait-before-kill"],
        yarn: V2,
        yarn_note: "",
        topic: Preemption,
        handler: Disabled,
        source: json!("three-queues-preemption"),
        lesson: None,
    },
    Entry {
        name: "preemption-dead-zone",
        title: "Preemption: the dead zone",
        summary: "a is 4 GB over its share, inside the 10 % dead zone: nothing is preempted and b waits.",
        concepts: &["dead-zone", "preemption-round", "guarantee"],
        yarn: V2,
        yarn_note: "",
        topic: Preemption,
        handler: Disabled,
        source: json!("preemption-dead-zone"),
        lesson: lesson!(DEAD_ZONE),
    },
    Entry {
        name: "preemption-natural-termination",
        title: "Preemption: the natural termination factor",
        summary: "natural_termination_factor 0.2: one 2 GB container per kill, so b climbs slowly.",
        concepts: &["natural-termination-factor", "total-preemption-per-round", "preemption-round"],
        yarn: V2,
        yarn_note: "",
        topic: Preemption,
        handler: Disabled,
        source: json!("preemption-natural-termination"),
        lesson: None,
    },
    Entry {
        name: "preemption-observe-only",
        title: "Preemption: observe only",
        summary: "Rounds report what they would take but mark and kill nothing; b waits for a to finish.",
        concepts: &["observe-only", "preemption-round"],
        yarn: V2,
        yarn_note: "",
        topic: Preemption,
        handler: Disabled,
        source: json!("preemption-observe-only"),
        lesson: None,
    },
    Entry {
        name: "preemption-guarantee-floor",
        title: "Preemption never takes a queue below its guarantee",
        summary: "a is preempted down to exactly its 40 GB guarantee, though b still wants more.",
        concepts: &["guarantee", "preemption", "preemption-round"],
        yarn: V2,
        yarn_note: "",
        topic: Preemption,
        handler: Disabled,
        source: json!("preemption-guarantee-floor"),
        lesson: None,
    },
    // ---- cluster ----
    Entry {
        name: "node-failure",
        title: "A node fails mid-run",
        summary: "At 10 s node-1 is lost: its zk and 3 batch containers are killed, asked for again and placed elsewhere.",
        concepts: &["node", "container", "pending", "allocate-call", "anti-affinity", "allocation-tag"],
        yarn: V3_1,
        yarn_note: "Losing a node is as old as YARN; zk's anti-affinity under the scheduler handler needs Hadoop 3.1.",
        topic: Cluster,
        handler: Scheduler,
        source: json!("node-failure"),
        lesson: None,
    },
    Entry {
        name: "node-decommission",
        title: "Graceful decommission mid-run",
        summary: "At 5 s node-4 drains: nothing new lands there, its 2 containers finish and it leaves at 21.75 s.",
        concepts: &["decommission", "node", "container", "heartbeat"],
        yarn: V2_8,
        yarn_note: "Graceful decommission (yarn rmadmin -refreshNodes -g) arrived in Hadoop 2.8.",
        topic: Cluster,
        handler: Disabled,
        source: json!("node-decommission"),
        lesson: None,
    },
    Entry {
        name: "large-2000",
        title: large::TITLE,
        summary: "40 racks of 50 nodes filled by 20,000 containers, drawn on the canvas view.",
        concepts: &["container", "anti-affinity", "cardinality", "scope"],
        yarn: V3_2,
        yarn_note: "Rack anti-affinity and cardinality under the scheduler handler need Hadoop 3.2.",
        topic: Cluster,
        handler: Scheduler,
        source: Source::Generated(large::large_cluster),
        lesson: None,
    },
    Entry {
        name: "large-10000",
        title: large::TITLE_10K,
        summary: "200 racks of 50 nodes filled by 100,000 containers: the size the browser frame benchmark plays.",
        concepts: &["container", "anti-affinity", "cardinality", "scope"],
        yarn: V3_2,
        yarn_note: "Rack anti-affinity and cardinality under the scheduler handler need Hadoop 3.2.",
        topic: Cluster,
        handler: Scheduler,
        source: Source::Generated(large::large_cluster_10k),
        lesson: None,
    },
];
