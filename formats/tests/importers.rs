//! Each importer on realistic inputs (the files in docs/examples/cluster) and on malformed ones: what it keeps,
//! what it reports, and a clear error naming the place — never a panic, never half a scenario.

use spindle_core::scenario::Scenario;
use spindle_formats::{import, xml, Input, Kind};

macro_rules! example {
    ($name:literal) => {
        include_str!(concat!("../../docs/examples/cluster/", $name))
    };
}

const CS: &str = example!("capacity-scheduler.xml");
const SITE: &str = example!("yarn-site.xml");
const NODES: &str = example!("rm-nodes.json");
const SCHED: &str = example!("rm-scheduler.json");
const APPS: &str = example!("rm-apps.json");
const YARNFILE: &str = example!("Yarnfile");
const DSHELL: &str = example!("distributed-shell.sh");
const SLS_TRACE: &str = example!("sls-trace.json");
const SLS_NODES: &str = example!("sls-nodes.json");
const SLS_CS: &str = example!("sls-capacity-scheduler.xml");

fn input<'a>(name: &'a str, text: &'a str) -> Input<'a> {
    Input { name, text, kind: None }
}

fn errors(s: &spindle_formats::Imported) -> Vec<String> {
    s.check.iter().filter(|d| d.is_error()).map(|d| d.to_string()).collect()
}

#[test]
fn a_whole_cluster_from_its_files_runs() {
    let i = import(
        &[
            input("capacity-scheduler.xml", CS),
            input("yarn-site.xml", SITE),
            input("rm-nodes.json", NODES),
            input("Yarnfile", YARNFILE),
            input("distributed-shell.sh", DSHELL),
        ],
        None,
    )
    .unwrap();
    assert_eq!(errors(&i), Vec::<String>::new());
    let kinds: Vec<Kind> = i.files.iter().map(|f| f.kind).collect();
    assert_eq!(
        kinds,
        [Kind::CapacitySchedulerXml, Kind::YarnSiteXml, Kind::NodesJson, Kind::Yarnfile, Kind::DistributedShell]
    );
    let s = &i.scenario;
    assert_eq!(s.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 6, "the LOST node is left out");
    assert!(i.warnings.iter().any(|w| w.message.contains("LOST")));
    assert_eq!(s.applications.len(), 2);
    let mut sim = spindle_core::sim::Simulator::new(s).unwrap();
    sim.run_to_end(100_000);
    assert_eq!(sim.state().waiting_requests(), 0);
}

#[test]
fn capacity_scheduler_xml_keeps_every_property_and_substitutes() {
    let (props, warnings) = xml::parse_configuration("cs.xml", CS).unwrap();
    let i = import(&[input("cs.xml", CS)], None).unwrap();
    let cs = &i.scenario.capacity_scheduler;
    assert_eq!(cs.len(), props.len());
    assert!(props.iter().all(|p| cs.get(&p.name) == Some(&p.value)));
    assert_eq!(cs["yarn.scheduler.capacity.root.b.b2.user-limit-factor"], "1.5");
    assert_eq!(cs["yarn.scheduler.capacity.queue-mappings"], "u:alice:a1,g:analysts:b2,u:%user:b3");
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn export_of_imported_xml_keeps_every_property() {
    for (name, text, kind) in [
        ("capacity-scheduler.xml", CS, spindle_formats::ExportKind::CapacitySchedulerXml),
        ("yarn-site.xml", SITE, spindle_formats::ExportKind::YarnSiteXml),
    ] {
        let (original, _) = xml::parse_configuration(name, text).unwrap();
        let i = import(&[input(name, text)], None).unwrap();
        let out = spindle_formats::export(kind, &i.scenario, spindle_formats::HadoopVersion::V3_3);
        let (again, _) = xml::parse_configuration("exported.xml", &out.text).unwrap();
        let pairs = |v: &[xml::Property]| {
            let mut p: Vec<(String, String)> = v.iter().map(|p| (p.name.clone(), p.value.clone())).collect();
            p.sort();
            p
        };
        assert_eq!(pairs(&again), pairs(&original), "{name}");
    }
}

#[test]
fn malformed_xml_is_an_error_with_line_and_nothing_is_applied() {
    let truncated = &CS[..CS.len() / 2];
    let e = import(&[input("rm-nodes.json", NODES), input("cs.xml", truncated)], None).unwrap_err();
    assert_eq!(e.file, "cs.xml");
    assert!(e.line.is_some() && e.column.is_some(), "{e}");
    assert!(e.to_string().starts_with("cs.xml:"), "{e}");
    let e = xml::import_capacity_scheduler("x.xml", "<conf><property/></conf>").unwrap_err();
    assert!(e.message.contains("<configuration>"), "{e}");
    let e =
        xml::import_capacity_scheduler("x.xml", "<configuration><property><name>a</name></configuration>").unwrap_err();
    assert_eq!(e.line, Some(1));
}

#[test]
fn unresolved_variables_and_odd_elements_are_reported_where_they_are() {
    let text =
        "<configuration>\n<property><name>a</name><value>${user.name}-x</value><source>code</source></property>\n\
                <property><name>b</name><value>1</value><colour>red</colour></property>\n<include/>\n</configuration>";
    let (props, w) = xml::parse_configuration("y.xml", text).unwrap();
    assert_eq!(props[0].value, "${user.name}-x");
    let places: Vec<(&str, Option<u32>)> = w.iter().map(|w| (w.place.as_str(), w.line)).collect();
    assert!(places.contains(&("a", Some(2))), "{w:?}");
    assert!(places.contains(&("<property>/<colour>", Some(3))), "{w:?}");
    assert!(places.contains(&("<include>", Some(4))), "{w:?}");
}

#[test]
fn rm_rest_answers_give_topology_queues_and_apps() {
    let i = import(&[input("sched.json", SCHED), input("nodes.json", NODES), input("apps.json", APPS)], None).unwrap();
    assert_eq!(errors(&i), Vec::<String>::new());
    let s = &i.scenario;
    let cs = &s.capacity_scheduler;
    assert_eq!(cs["yarn.scheduler.capacity.root.queues"], "prod,dev");
    assert_eq!(cs["yarn.scheduler.capacity.root.dev.queues"], "eng,research");
    assert_eq!(cs["yarn.scheduler.capacity.root.prod.capacity"], "60");
    assert_eq!(cs["yarn.scheduler.capacity.root.prod.minimum-user-limit-percent"], "50");
    assert_eq!(cs["yarn.scheduler.capacity.root.dev.eng.ordering-policy"], "fair");
    assert_eq!(cs["yarn.scheduler.capacity.root.dev.research.disable_preemption"], "true");
    assert_eq!(s.cluster.partitions.len(), 1);
    let host1 = &s.cluster.racks[0].nodes[0];
    assert_eq!((host1.resource.memory_mb, host1.resource.vcores), (16384, 16));
    assert_eq!(host1.attributes["java"], "1.8");
    assert_eq!(s.applications.len(), 1, "the finished one is skipped");
    let app = &s.applications[0];
    assert_eq!((app.queue.as_str(), app.user.as_str()), ("prod", "alice"));
    assert_eq!(app.tags, ["etl", "nightly"]);
    assert_eq!(app.requests[0].count, 3);
    assert_eq!(app.requests[0].resource.memory_mb, 2048);
}

#[test]
fn xml_queues_win_over_the_rest_view() {
    let i = import(&[input("sched.json", SCHED), input("cs.xml", CS)], None).unwrap();
    assert_eq!(i.scenario.capacity_scheduler["yarn.scheduler.capacity.root.queues"], "a,b,c");
    assert!(i.warnings.iter().any(|w| w.file == "sched.json" && w.message.contains("not used")));
}

#[test]
fn wrong_json_shapes_and_absurd_numbers_name_the_place() {
    let cases = [
        (Kind::NodesJson, r#"{"nodes": {"node": 7}}"#, "nodes.node"),
        (
            Kind::NodesJson,
            r#"{"nodes": {"node": [{"nodeHostName": "h", "totalResource": {"memory": 1e300, "vCores": 2}}]}}"#,
            "nodes.node[0].totalResource.memory",
        ),
        (
            Kind::NodesJson,
            r#"{"nodes": {"node": [{"nodeHostName": "h", "totalResource": {"memory": -5, "vCores": 2}}]}}"#,
            "nodes.node[0].totalResource.memory",
        ),
        (
            Kind::SchedulerJson,
            r#"{"scheduler": {"schedulerInfo": {"type": "fairScheduler"}}}"#,
            "scheduler.schedulerInfo.type",
        ),
        (
            Kind::Yarnfile,
            r#"{"name": "s", "components": [{"name": "c", "resource": {"cpus": 1, "memory": "lots"}}]}"#,
            "components[0].resource.memory",
        ),
        (
            Kind::Yarnfile,
            r#"{"name": "s", "components": [{"name": "c", "resource": {"cpus": 1, "memory": "1"}, "placement_policy": {"constraints": [{"scope": "NODE"}]}}]}"#,
            "components[0].placement_policy.constraints[0].type",
        ),
        (Kind::SlsTrace, r#"{"job.queue.name": "q", "job.tasks": []}"#, "[0].job.start.ms"),
        (
            Kind::SlsTrace,
            r#"{"job.start.ms": 0, "job.queue.name": "q", "job.tasks": [{"container.start.ms": 5, "container.end.ms": 5}]}"#,
            "[0].job.tasks[0]",
        ),
        (Kind::SlsNodes, r#"{"rack": "r", "nodes": [{"node": "n", "memory-mb": "x"}]}"#, "[0].nodes[0].memory-mb"),
    ];
    for (kind, text, place) in cases {
        let e = import(&[Input { name: "f", text, kind: Some(kind) }], None).unwrap_err();
        assert_eq!(e.place, place, "{kind}: {e}");
    }
    let e = import(&[Input { name: "f.json", text: "{\"nodes\": {\"node\": [", kind: None }], None).unwrap_err();
    assert!(e.line.is_some() && e.message.contains("JSON"), "{e}");
}

#[test]
fn unknown_keys_are_warnings_with_their_path() {
    let text = r#"{"nodes": {"node": [{"nodeHostName": "h", "rack": "/r", "totalResource": {"memory": 1024, "vCores": 1}, "flavour": "x"}]}}"#;
    let i = import(&[input("n.json", text)], None).unwrap();
    assert!(i.warnings.iter().any(|w| w.place == "nodes.node[0].flavour" && w.message.contains("unknown key")));
}

#[test]
fn yarnfile_translates_as_the_service_am_does() {
    let i = import(&[input("Yarnfile", YARNFILE)], None).unwrap();
    let app = &i.scenario.applications[0];
    assert_eq!(app.name, "hbase-app");
    assert_eq!(app.queue, "a2");
    assert_eq!(app.finish_ms, Some(3_600_000));
    let r: Vec<(&str, u32, &str, i32)> = app
        .requests
        .iter()
        .map(|r| (r.allocation_tags[0].as_str(), r.count, r.constraint.as_str(), r.priority))
        .collect();
    assert_eq!(
        r,
        [
            ("hbasemaster", 2, "NOTIN,NODE,hbasemaster", 0),
            ("regionserver", 3, "AND(IN,RACK,hbasemaster:CARDINALITY,NODE,regionserver,0,1)", 1)
        ]
    );
    // Node attributes make the AM use targetNodeAttribute over every target.
    let text = r#"{"name": "s", "components": [{"name": "c", "number_of_containers": 1, "resource": {"cpus": 1, "memory": "512"},
        "placement_policy": {"constraints": [{"type": "ANTI_AFFINITY", "scope": "NODE", "node_attributes": {"os": ["windows"]}}]}}]}"#;
    let i = import(&[input("Yarnfile", text)], None).unwrap();
    assert_eq!(i.scenario.applications[0].requests[0].constraint, "os!=windows");
    // Without any placement policy the components use plain ResourceRequests.
    let text = r#"{"name": "s", "components": [{"name": "c", "number_of_containers": 2, "resource": {"cpus": 1, "memory": "512"}}]}"#;
    let i = import(&[input("Yarnfile", text)], None).unwrap();
    assert!(i.scenario.applications[0].requests[0].allocation_tags.is_empty());
}

#[test]
fn distributed_shell_reads_both_dialects_and_defaults() {
    let i = import(&[input("ds.sh", DSHELL)], None).unwrap();
    let app = &i.scenario.applications[0];
    assert_eq!((app.name.as_str(), app.queue.as_str()), ("zk-ensemble", "b2"));
    assert_eq!(app.am_resource.as_ref().map(|r| r.memory_mb), Some(100));
    assert_eq!(app.requests.len(), 2);
    assert_eq!(app.requests[0].constraint, "NOTIN,NODE,zk");
    let v31 = "yarn ... Client -placement_spec zk=3,NOTIN,NODE,zk:hbase=5,IN,RACK,zk -num_containers 2";
    let i = import(&[Input { name: "a", text: v31, kind: Some(Kind::DistributedShell) }], None).unwrap();
    let app = &i.scenario.applications[0];
    assert_eq!(app.requests.iter().map(|r| r.count).collect::<Vec<_>>(), [3, 5]);
    assert_eq!(app.requests[0].resource.memory_mb, 10, "the AM's default container memory");
    assert!(i.warnings.iter().any(|w| w.message.contains("Hadoop 3.1")), "{:?}", i.warnings);
    for (bad, place) in [
        ("-num_containers many", "-num_containers"),
        ("-placement_spec 'zk(3),NOTIN,NOD,zk'", "-placement_spec"),
        ("-queue", "-queue"),
    ] {
        let e = import(&[Input { name: "a", text: bad, kind: Some(Kind::DistributedShell) }], None).unwrap_err();
        assert_eq!(e.place, place, "{e}");
    }
    let e = import(&[Input { name: "a", text: "-queue 'open", kind: Some(Kind::DistributedShell) }], None).unwrap_err();
    assert!(e.message.contains("quote"), "{e}");
}

/// Without a nodes file the cluster is the hosts the trace names: each node once however often its tasks name it
/// (`node`, `/node` and `/default-rack/node` are one node), racks and nodes in the order they first appear.
#[test]
fn a_trace_without_a_nodes_file_makes_each_named_host_one_node() {
    let task =
        |host: &str| format!(r#"{{"container.host": "{host}", "container.start.ms": 0, "container.end.ms": 1000}}"#);
    let hosts = ["/r1/a", "b", "/r1/a", "/r2/c", "/b", "/default-rack/b", "/r1/d", "/r2/c"];
    let tasks: Vec<String> = hosts.iter().map(|h| task(h)).collect();
    let trace = format!(
        r#"{{"job.start.ms": 0, "job.end.ms": 5000, "job.id": "job_1", "job.queue.name": "default", "job.tasks": [{}]}}"#,
        tasks.join(",")
    );
    let i = import(&[Input { name: "t.json", text: &trace, kind: Some(Kind::SlsTrace) }], None).unwrap();
    let racks: Vec<(&str, Vec<&str>)> = i
        .scenario
        .cluster
        .racks
        .iter()
        .map(|r| (r.name.as_str(), r.nodes.iter().map(|n| n.name.as_str()).collect()))
        .collect();
    assert_eq!(racks, [("/r1", vec!["a", "d"]), ("/default-rack", vec!["b"]), ("/r2", vec!["c"])]);
    assert_eq!(i.scenario.applications[0].requests.iter().map(|r| r.count).sum::<u32>(), 8);
}

#[test]
fn sls_trace_and_nodes() {
    let i = import(&[input("t.json", SLS_TRACE), input("n.json", SLS_NODES), input("cs.xml", SLS_CS)], None).unwrap();
    assert_eq!(errors(&i), Vec::<String>::new());
    let s = &i.scenario;
    let racks: Vec<(&str, usize)> = s.cluster.racks.iter().map(|r| (r.name.as_str(), r.nodes.len())).collect();
    assert_eq!(racks, [("/default-rack", 3), ("/rack2", 1)]);
    assert_eq!(s.cluster.racks[0].nodes[2].resource.memory_mb, 10240, "SLS's default NodeManager memory");
    assert_eq!(s.cluster.partitions[0].name, "gpu");
    assert!(!s.cluster.partitions[0].exclusive);
    let job2 = &s.applications[1];
    assert_eq!(job2.submit_ms, 105204);
    assert_eq!(job2.requests[0].count, 4);
    assert_eq!(job2.requests[0].resource.memory_mb, 2048);
    assert_eq!(job2.requests[0].duration_ms, Some(22163));
    let job1 = &s.applications[0].requests;
    assert_eq!(job1.len(), 3, "two maps of different durations and one reduce");
    let reduce = &job1[2];
    assert_eq!((reduce.priority, reduce.ask_ms), (10, 17043), "reduces asked when the longest map could end");
}

#[test]
fn a_base_scenario_is_extended() {
    let base: Scenario = serde_json::from_str(spindle_core::builtin::json("zk-anti-affinity").unwrap()).unwrap();
    let n = base.applications.len();
    let i = import(&[input("ds.sh", DSHELL)], Some(base.clone())).unwrap();
    assert_eq!(i.scenario.applications.len(), n + 1);
    assert_eq!(i.scenario.cluster, base.cluster);
}
