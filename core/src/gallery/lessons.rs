//! The lessons' content, as data (see `docs/lessons.md`). Every predict prompt's answer is computed by the
//! simulator ([`super::lesson::predict`]); the narration is checked against the run in `core/tests/gallery.rs`.

use super::lesson::{Anchor, Lesson, LessonStep, Predict, Question};

const fn before(app: &'static str, request: u32, nth: u32) -> Anchor {
    Anchor::BeforeAllocation { app, request, nth }
}

const fn after(app: &'static str, request: u32, nth: u32) -> Anchor {
    Anchor::AfterAllocation { app, request, nth }
}

const fn at_ms(ms: u64) -> Anchor {
    Anchor::Time { ms }
}

const fn say(at: Anchor, text: &'static str) -> LessonStep {
    LessonStep { at, text, predict: None }
}

const fn ask(at: Anchor, text: &'static str, question: &'static str, app: &'static str, request: u32) -> LessonStep {
    LessonStep { at, text, predict: Some(Predict { question, app, request }) }
}

pub(super) const ZK_ANTI_AFFINITY: Lesson = Lesson {
    title: "Anti-affinity: one ZooKeeper server per node",
    intro: "A ZooKeeper ensemble survives a machine failure only if its servers run on different machines. \
            [[placement-constraint|Placement constraints]] let an application say so.",
    steps: &[
        say(
            Anchor::Start,
            "The application asks for three containers tagged zk with the constraint NOTIN,NODE,zk: \
             [[anti-affinity]] in the [[scope|node scope]] — no node may already hold a zk [[allocation-tag|tag]] of \
             this application. The [[handler-scheduler|scheduler handler]] checks it on every node [[heartbeat]].",
        ),
        ask(
            before("zookeeper", 0, 1),
            "Nothing runs yet, so the constraint holds on every node. The scheduler places a container when a node \
             heartbeats and offers its room; node-1 heartbeats first.",
            "Which node will the first zk container land on?",
            "zookeeper",
            0,
        ),
        say(
            after("zookeeper", 0, 1),
            "node-1 now holds one zk. Select the pending request: the [[verdict]] on node-1 fails (it holds 1 zk, \
             needs none) and holds everywhere else.",
        ),
        ask(
            before("zookeeper", 0, 2),
            "The next heartbeats come from node-2, node-3 and so on, a sixth of a second apart.",
            "Which node will the second zk container land on?",
            "zookeeper",
            0,
        ),
        ask(
            before("zookeeper", 0, 3),
            "Two zk run, on two nodes. Four nodes still satisfy NOTIN,NODE,zk.",
            "Which node will the third zk container land on?",
            "zookeeper",
            0,
        ),
        say(
            Anchor::End,
            "Three zk on three different nodes. Try the [[handler-disabled|disabled handler]] in the timeline bar: \
             Hadoop's default rejects the request outright.",
        ),
    ],
    check: &[
        Question {
            prompt: "What does NOTIN,NODE,zk count on a candidate node?",
            choices: &[
                "zk containers of this application already on the node, not the one being placed",
                "zk containers of every application in the node's rack",
                "every container on the node",
            ],
            answer: 0,
            explanation: "Without a [[namespace]] a tag is the application's own ([[namespace-self|self]]); the \
                          [[scope]] is the node; the container being placed is never counted.",
        },
        Question {
            prompt: "Under Hadoop's default handler setting, what happens to this request?",
            choices: &["It is placed ignoring the constraint", "It is rejected", "It waits forever"],
            answer: 1,
            explanation:
                "The default is [[handler-disabled|disabled]]: every [[scheduling-request|SchedulingRequest]] \
                          is rejected with YARN's message.",
        },
    ],
};

pub(super) const ZK_HBASE_SPARK: Lesson = Lesson {
    title: "ZooKeeper, HBase and Spark: three constraints at once",
    intro: "The placement-constraints documentation's example spec: \
            zk(3),NOTIN,NODE,zk:hbase(5),IN,RACK,zk:spark(7),CARDINALITY,NODE,hbase,1,3.",
    steps: &[
        say(
            Anchor::Start,
            "Three [[scheduling-request|SchedulingRequests]] of one [[application]]: zk apart ([[anti-affinity]]), \
             hbase in a [[rack]] that runs a zk ([[affinity]], rack [[scope]]), spark on a node holding one to three \
             hbase ([[cardinality]]).",
        ),
        ask(
            before("services", 0, 1),
            "The AM runs on node-1. The three requests have the same priority; the scheduler serves them in the order \
             the AM sent them, zk first.",
            "Which node will the first zk container land on?",
            "services",
            0,
        ),
        ask(
            before("services", 1, 1),
            "Three zk run, all in rack-1 (node-2, node-3, node-4). The next heartbeats come from rack-2's nodes.",
            "Which node will the first hbase container land on?",
            "services",
            1,
        ),
        say(
            after("services", 1, 1),
            "rack-2's heartbeats offered their nodes, but IN,RACK,zk fails there: rack-2 holds no zk. Only rack-1's \
             nodes take hbase.",
        ),
        ask(
            before("services", 2, 1),
            "Five hbase run: two on node-1, one on each of node-2 to node-4. Spark needs between 1 and 3 hbase on \
             the node.",
            "Which node will the first spark container land on?",
            "services",
            2,
        ),
        say(
            Anchor::End,
            "All 15 placed, none in rack-2. Compare the [[placement-processor]] in the timeline bar's handler picker: \
             it places the whole batch at once and the layout differs.",
        ),
    ],
    check: &[
        Question {
            prompt: "Why does no hbase container run in rack-2?",
            choices: &["rack-2 has no room", "IN,RACK,zk needs a zk in the same rack", "hbase avoids spark"],
            answer: 1,
            explanation: "[[affinity|Affinity]] at rack [[scope]] holds only where the rack already runs a zk of \
                          this application.",
        },
        Question {
            prompt: "CARDINALITY,NODE,hbase,1,3 on a node with 3 hbase: can a spark go there?",
            choices: &["Yes: 3 is within 1..3", "No: it would make 4"],
            answer: 0,
            explanation: "[[cardinality|Cardinality]] counts the containers already there; the one being placed is a \
                          spark and is not counted anyway.",
        },
    ],
};

pub(super) const C1: Lesson = Lesson {
    title: "C1: affinity to the HBase master",
    intro: "The design document's first example: {target: allocation-tag IN \"hbase-m\", scope: host}.",
    steps: &[
        say(
            Anchor::Start,
            "The application asks for its master (tag hbase-m), and 3 s later for two co-processors with \
             IN,NODE,hbase-m: [[affinity]] in the [[scope|node scope]].",
        ),
        say(after("hbase", 0, 1), "The master runs on node-1, the first node to [[heartbeat]]."),
        ask(
            before("hbase", 1, 1),
            "IN,NODE,hbase-m holds only where an hbase-m container already runs.",
            "Which node will the first co-processor land on?",
            "hbase",
            1,
        ),
        ask(before("hbase", 1, 2), "One co-processor runs beside the master.", "And the second?", "hbase", 1),
    ],
    check: &[Question {
        prompt: "What if the co-processors had asked before the master was placed?",
        choices: &["They go anywhere", "They wait until an hbase-m runs somewhere", "They are rejected at once"],
        answer: 1,
        explanation: "Under the [[handler-scheduler|scheduler handler]] an unsatisfied [[placement-constraint]] \
                      just waits; every [[heartbeat]] re-checks it.",
    }],
};

pub(super) const C2: Lesson = Lesson {
    title: "C2: rack affinity and a maximum cardinality",
    intro: "AND(IN,RACK,zk:CARDINALITY,NODE,worker,0,3): in a rack with ZooKeeper, at most 3 workers per node.",
    steps: &[
        say(
            Anchor::Start,
            "One zk container first, then 8 workers. Both parts of the AND must hold on a node: a zk in its \
             [[rack]], and at most 3 workers on it by YARN's count.",
        ),
        ask(
            before("service", 1, 1),
            "The zk runs on node-1, in rack-1.",
            "Which node will the first worker land on?",
            "service",
            1,
        ),
        ask(
            before("service", 1, 7),
            "node-1 and node-2 hold 3 workers each. The design says \"no more than 3 per node\".",
            "Which node will the seventh worker land on?",
            "service",
            1,
        ),
        say(
            Anchor::End,
            "4 workers per node of rack-1: YARN's [[cardinality]] compares the workers already on the node (3) with \
             the maximum (3), not counting the one being placed. To mean \"at most 3\", write 0,2.",
        ),
    ],
    check: &[Question {
        prompt: "A node holds 3 workers. Does CARDINALITY,NODE,worker,0,3 accept a 4th?",
        choices: &["Yes", "No"],
        answer: 0,
        explanation: "The count is of containers already there: 3 is within 0..3, so the 4th is placed.",
    }],
};

pub(super) const C3: Lesson = Lesson {
    title: "C3: a node-partition target",
    intro: "{target: node-attribute:node-partition IN \"GPU\", scope: host}, written yarn_node_partition/=gpu.",
    steps: &[
        say(
            Anchor::Start,
            "Two default nodes and two nodes in the exclusive [[partition]] gpu. The trainers' constraint names \
             the partition, and a [[scheduling-request|SchedulingRequest]] takes its partition from it.",
        ),
        ask(
            before("training", 0, 1),
            "node-1 and node-2 heartbeat first, and they are idle.",
            "Which node will the first trainer land on?",
            "training",
            0,
        ),
        say(Anchor::End, "Four trainers on gpu-1 and gpu-2; the default nodes stay empty."),
    ],
    check: &[Question {
        prompt: "Why does the first trainer skip the idle node-1?",
        choices: &["node-1 is too small", "node-1 is not in partition gpu", "node-1 is reserved"],
        answer: 1,
        explanation: "The request asks for partition gpu; a node of another [[partition]] is never offered to it.",
    }],
};

pub(super) const C4: Lesson = Lesson {
    title: "C4: anti-affinity per fault domain",
    intro: "{target: allocation-tag NOT_IN \"spark\", scope: fault_domain}, written NOTIN,@fault_domain,all/spark.",
    steps: &[
        say(
            Anchor::Start,
            "Nodes carry a fault_domain [[node-attribute]]; a [[custom-scope]] groups nodes by its value. The \
             all/ [[namespace-all|namespace]] counts spark of any application.",
        ),
        say(after("spark", 0, 1), "Spark runs on node-1, in fd1 (with node-3)."),
        ask(
            before("storm", 0, 1),
            "storm arrives. NOTIN,@fault_domain,all/spark fails on every node of fd1.",
            "Which node will the first storm worker land on?",
            "storm",
            0,
        ),
        say(Anchor::End, "All four storm workers run in fd2: node-2 and node-4."),
    ],
    check: &[Question {
        prompt: "Does real YARN accept the scope @fault_domain?",
        choices: &["Yes, since 3.2", "No: its scopes are node and rack"],
        answer: 1,
        explanation: "[[custom-scope|Custom scopes]] are in the design but not in YARN; Spindle marks them beyond \
                      YARN.",
    }],
};

pub(super) const C5: Lesson = Lesson {
    title: "C5: soft constraints with DELAYED_OR",
    intro: "Three alternatives in order of preference — the hosts n1, n2, n3; then racks r1 or r2; then anywhere — \
            like MapReduce's node-local, rack-local, off-switch.",
    steps: &[
        say(
            Anchor::Start,
            "[[delayed-or|DELAYED_OR]]: at most 2 maps on each of n1, n2, n3 (n1 has room for only one); after 3 \
             [[missed-opportunity|missed scheduling opportunities]] also at most 4 in r1 or 2 in r2; 10 s later any \
             node.",
        ),
        say(
            after("mapreduce", 0, 5),
            "Five maps on the hosts: n1 (full), n2 and n3 twice. n4 and n5 heartbeat too, but are not in the list: \
             each such offer is a missed opportunity.",
        ),
        ask(
            before("mapreduce", 0, 6),
            "After 3 missed opportunities the rack alternative is in force too. r1 holds 3 maps, fewer than 4.",
            "Which node will the sixth map land on?",
            "mapreduce",
            0,
        ),
        say(
            after("mapreduce", 0, 6),
            "A third map on n2: the first alternative forbids it, the second (rack r1) allows it — the soft fallback.",
        ),
        say(
            after("mapreduce", 0, 7),
            "r1 held 4 maps and r2 2: the first two alternatives held nowhere, and the request waited. 10 s after the \
             second alternative came into force, the third did: any node, n4 first.",
        ),
        say(Anchor::End, "The last four maps go anywhere, n5 included."),
    ],
    check: &[Question {
        prompt: "What does real YARN do with a DELAYED_OR constraint?",
        choices: &["The same as Spindle", "It cannot evaluate it: the request is never placed"],
        answer: 1,
        explanation: "YARN's API has DELAYED_OR, but evaluating it throws \"Unsupported type of constraint\"; \
                      Spindle models the design.",
    }],
};

pub(super) const YARN_569: Lesson = Lesson {
    title: "Preemption: three queues win their guarantees back",
    intro: "YARN-569's story: an idle cluster lent to one queue, then taken back when the owners arrive.",
    steps: &[
        say(
            Anchor::Start,
            "Queues a, b and c have [[guarantee|guarantees]] of 10 %, 30 % and 60 % and may grow to 100 % \
             ([[elastic]]). Only batch-a has work.",
        ),
        say(at_ms(4_000), "batch-a holds the whole 100 GB cluster: 90 GB above its guarantee."),
        say(
            at_ms(5_000),
            "reports-b arrives and nothing is free. The [[preemption-round|preemption round]] computes each queue's \
             [[ideal-share|ideal share]] and [[marked|marks]] a's newest containers — at most \
             [[total-preemption-per-round|10 % of the cluster]] per round.",
        ),
        ask(
            before("reports-b", 0, 1),
            "The marked containers were killed 2 s later ([[max-wait-before-kill]]), still selected.",
            "Which node will reports-b's first container land on?",
            "reports-b",
            0,
        ),
        say(at_ms(20_000), "Round after round, 10 GB at a time: etl-c (60 %) arrived at 8 s and is owed most."),
        say(
            at_ms(40_000),
            "a is back at its 10 GB guarantee, b holds 30 GB and c 60 GB. No queue is owed anything: preemption \
             stops.",
        ),
    ],
    check: &[
        Question {
            prompt: "Can preemption take a below its 10 GB guarantee?",
            choices: &["Yes, if b and c still want more", "No"],
            answer: 1,
            explanation: "A queue is never preempted below its [[guarantee]].",
        },
        Question {
            prompt: "With natural_termination_factor 0.2 (the default), how much would a round take?",
            choices: &["The same", "A fifth of it, expecting containers to end on their own"],
            answer: 1,
            explanation: "The [[natural-termination-factor]] takes only that fraction of what is owed per round.",
        },
    ],
};

pub(super) const USER_LIMITS: Lesson = Lesson {
    title: "User limits: minimum-user-limit-percent",
    intro: "One queue, four users arriving ten seconds apart, minimum-user-limit-percent 25.",
    steps: &[
        say(
            Anchor::Start,
            "Each user has more work than the 64 GB cluster. Colour the cluster view by user to follow the shares.",
        ),
        say(at_ms(9_000), "alice is alone: her [[user-limit]] is the whole queue, 64 GB."),
        say(
            at_ms(12_000),
            "bob arrived at 10 s. As alice's containers end, the freed room goes to bob: each holds about half.",
        ),
        say(at_ms(29_000), "With carol, three active users: about a third each."),
        say(
            at_ms(39_000),
            "With dave, four: the [[minimum-user-limit-percent]] of 25 % is reached; each holds about a quarter.",
        ),
    ],
    check: &[Question {
        prompt: "With minimum-user-limit-percent 25, what happens when a fifth user arrives?",
        choices: &["Each user gets a fifth", "The limit stays at a quarter: the fifth user waits for room"],
        answer: 1,
        explanation: "The [[user-limit]] never drops below the [[minimum-user-limit-percent]]: at most four users \
                      get their share at once.",
    }],
};

pub(super) const USER_LIMIT_FACTOR: Lesson = Lesson {
    title: "user-limit-factor below 1",
    intro: "Queue a is guaranteed 4 GB of an 8 GB cluster and may grow to all of it; user-limit-factor is 0.5.",
    steps: &[
        say(Anchor::Start, "One user, amy, asks for ten 1 GB containers."),
        say(
            Anchor::End,
            "amy holds 3 GB: her [[user-limit]] is half the [[guarantee]] (2 GB) and a user is blocked only once \
             over it, so one more container fits. The cluster has 5 GB free, and amy waits.",
        ),
    ],
    check: &[Question {
        prompt: "With user-limit-factor 2, how much could amy use?",
        choices: &["4 GB", "8 GB, the queue's maximum", "3 GB"],
        answer: 1,
        explanation: "Twice the 4 GB [[guarantee]] is 8 GB, which is also the queue's [[maximum-capacity]].",
    }],
};

pub(super) const PLACEMENT_PROCESSOR: Lesson = Lesson {
    title: "The placement-processor and its retries",
    intro: "The same ZooKeeper and HBase workload as under the scheduler handler, placed by the \
            [[placement-processor]] instead.",
    steps: &[
        say(
            Anchor::Start,
            "The AM's [[scheduling-request|SchedulingRequests]] go to a placement algorithm first: it places the whole \
             batch by the constraints, and the scheduler only commits the result at the AM's next \
             [[allocate-call|allocate call]].",
        ),
        say(
            at_ms(0),
            "Seven proposals at once (the Events tab): zk on node-1, node-2 and node-3, all in rack-1, and hbase on \
             node-3, node-1, node-2 and node-3 again. The algorithm checks constraints, but the containers it has just \
             placed do not reduce a node's room.",
        ),
        say(
            at_ms(1_000),
            "The scheduler commits each proposal on its node. node-1 (AM, zk) and node-3 (zk, hbase) have no room for \
             another 4 GB container: those two commits fail and are [[placement-retry|retried]], the node \
             [[blacklist|blacklisted]] for the request.",
        ),
        say(
            Anchor::End,
            "No other node is in a rack with a zk, so the retries find nothing, and after 3 attempts the two \
             containers are rejected with COULD_NOT_PLACE_ON_NODE. Switch the handler to scheduler in the timeline \
             bar: zk spreads over both racks and every container lands.",
        ),
    ],
    check: &[
        Question {
            prompt: "Why did two hbase commits fail?",
            choices: &[
                "The constraint IN,RACK,zk failed on their nodes",
                "Their nodes had no room: the algorithm did not count the containers it had just proposed",
                "The queue was full",
            ],
            answer: 1,
            explanation: "The [[placement-processor]] checks constraints with temporary tags but tracks room loosely; \
                          the scheduler's commit checks the real room.",
        },
        Question {
            prompt: "What happens after a failed commit?",
            choices: &["The container is rejected at once", "It is retried elsewhere, up to retry-attempts times"],
            answer: 1,
            explanation: "A [[placement-retry]] blacklists the node and tries again; only then is the container \
                          rejected.",
        },
    ],
};

pub(super) const DEAD_ZONE: Lesson = Lesson {
    title: "Preemption's dead zone",
    intro: "Why a queue slightly over its share keeps its containers while another queue waits.",
    steps: &[
        say(
            Anchor::Start,
            "Queues a and b are each [[guarantee|guaranteed]] 50 GB of a 100 GB cluster, with \
             [[preemption]] on. steady-a asks for 27 containers of 2 GB.",
        ),
        say(at_ms(4_000), "steady-a holds 54 GB: 4 GB more than its guarantee, borrowed from idle b."),
        say(
            at_ms(5_000),
            "hungry-b arrives wanting 50 GB and gets the 46 GB that are free. A [[preemption-round]] runs: select \
             it in the Events tab. a is 4 GB over its [[ideal-share|ideal share]], but the [[dead-zone]] \
             (max_ignored_over_capacity 0.1) ignores up to 10 % above it: nothing is marked.",
        ),
        say(at_ms(59_000), "Still nothing preempted: b waits with 46 GB, two containers short."),
        say(at_ms(62_000), "a's containers finished at 60 s; b gets its last 4 GB."),
    ],
    check: &[Question {
        prompt: "With max_ignored_over_capacity 0, what would the round at 5 s do?",
        choices: &["Nothing", "Mark a's newest 2 GB containers to give b its 4 GB"],
        answer: 1,
        explanation: "Without a [[dead-zone]] any excess over the [[ideal-share|ideal share]] is taken back.",
    }],
};
