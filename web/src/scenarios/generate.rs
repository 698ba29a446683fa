//! Scenarios generated in the browser rather than shipped as JSON: the 2,000-node cluster used to check that
//! large runs stay smooth, and the 10,000-node one the browser benchmark plays. Generating them keeps hundreds of
//! KB of repetitive JSON out of the wasm bundle.

use std::collections::BTreeMap;

use spindle_core::handler::HANDLER_KEY;
use spindle_core::scenario::{ApplicationSpec, ClusterSpec, NodeSpec, RackSpec, RequestSpec, ResourceSpec, Scenario};

/// The picker's name for the generated large scenario.
pub const LARGE: &str = "large-2000";

/// The picker's name for the generated 10,000-node scenario (the browser frame benchmark's large size).
pub const LARGE_10K: &str = "large-10000";

/// 40 racks × 50 nodes of 20 GB / 16 vcores, and a workload of exactly 20,000 containers of 2 GB that fills it:
/// mostly unconstrained batch work, plus anti-affinity (Kafka brokers one per node, ZooKeeper one per rack) and a
/// cardinality cap (at most two HBase region servers per node), so constraints are evaluated at scale too.
pub fn large_cluster() -> Scenario {
    cluster_of_racks(40, "2,000 nodes", "20,000 containers")
}

/// The same cluster and workload five times over: 200 racks × 50 nodes filled by exactly 100,000 containers.
pub fn large_cluster_10k() -> Scenario {
    cluster_of_racks(200, "10,000 nodes", "100,000 containers")
}

/// `racks` racks of 50 nodes (10 containers of 2 GB each) and a workload that fills them exactly; the workload
/// scales with the racks (`racks / 40` times the 2,000-node one; ZooKeeper stays at five).
fn cluster_of_racks(racks: u32, nodes: &str, containers: &str) -> Scenario {
    let count = racks;
    let width = if racks < 100 { 2 } else { 3 };
    let scale = racks / 40;
    let racks = (1..=racks)
        .map(|r| RackSpec {
            name: format!("rack-{r:0width$}"),
            nodes: (1..=50)
                .map(|n| NodeSpec {
                    name: format!("r{r:0width$}n{n:02}"),
                    resource: ResourceSpec::new(20_480, 16),
                    partition: String::new(),
                    attributes: BTreeMap::from([("fault_domain".to_string(), format!("fd{}", (r - 1) / 10 + 1))]),
                })
                .collect(),
        })
        .collect();
    let app = |name: &str, queue: &str, tag: &str, count: u32, constraint: &str| ApplicationSpec {
        queue: queue.into(),
        user: "ops".into(),
        requests: vec![RequestSpec {
            constraint: constraint.into(),
            ..RequestSpec::new(&[tag], count, ResourceSpec::new(2048, 1))
        }],
        ..ApplicationSpec::new(name)
    };
    Scenario {
        name: format!("Large cluster: {nodes}, {containers}"),
        description: format!(
            "{count} racks of 50 nodes filled by {containers}: batch work plus Kafka one per node, ZooKeeper one per \
             rack and at most two HBase region servers per node. Shown on the canvas view."
        ),
        cluster: ClusterSpec { racks, ..ClusterSpec::default() },
        // Hadoop's default handler is `disabled`, which rejects every SchedulingRequest; this scenario is about
        // placing them.
        yarn_site: BTreeMap::from([(HANDLER_KEY.to_string(), "scheduler".to_string())]),
        applications: vec![
            app("zookeeper", "default", "zk", 5, "NOTIN,RACK,zk"),
            app("kafka", "default", "kafka", 1000 * scale, "NOTIN,NODE,kafka"),
            app("hbase", "default", "hbase", 2000 * scale, "CARDINALITY,NODE,hbase,0,1"),
            app("spark-etl", "default", "spark", 6000 * scale, ""),
            app("mr-nightly", "default", "mr", 6000 * scale, ""),
            app("flink", "default", "flink", 5000 * scale - 5, ""),
        ],
        ..Scenario::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spindle_core::sim::Simulator;

    #[test]
    fn the_large_cluster_has_2000_nodes_and_asks_for_20000_containers() {
        let s = large_cluster();
        assert_eq!(s.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 2000);
        assert_eq!(s.applications.iter().flat_map(|a| &a.requests).map(|r| r.count).sum::<u32>(), 20_000);
        let mut sim = Simulator::new(&s).expect("valid");
        assert!(!sim.is_finished(), "{:?}", sim.state().pending_requests().first());
        sim.run(5);
        assert!(!sim.state().containers().is_empty(), "the first steps place containers");
    }

    #[test]
    fn the_10k_cluster_has_10000_nodes_and_asks_for_100000_containers() {
        let s = large_cluster_10k();
        assert_eq!(s.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 10_000);
        assert_eq!(s.applications.iter().flat_map(|a| &a.requests).map(|r| r.count).sum::<u32>(), 100_000);
        assert_eq!(s.cluster.racks[199].nodes[49].name, "r200n50");
        assert_eq!(large_cluster().cluster.racks[0].nodes[0].name, "r01n01", "the 2,000-node names are unchanged");
    }

    #[test]
    #[ignore = "measurement: cargo test -p spindle-web --release large_run -- --ignored --nocapture"]
    fn large_run() {
        let s = large_cluster();
        let mut sim = Simulator::new(&s).expect("valid");
        let t = std::time::Instant::now();
        sim.run(30_000);
        let rss = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let rss = rss.lines().find(|l| l.starts_with("VmRSS")).unwrap_or("").to_string();
        println!(
            "steps {} containers {} in {:?}; {rss}",
            sim.step_index(),
            sim.state().containers().len(),
            t.elapsed()
        );
        let st = sim.state();
        let time = |what: &str, f: &dyn Fn()| {
            let t = std::time::Instant::now();
            for _ in 0..10 {
                f();
            }
            println!("clone {what}: {:?}", t.elapsed() / 10);
        };
        time("state", &|| drop(std::hint::black_box(st.clone())));
        let t = std::time::Instant::now();
        sim.seek(10_000);
        println!("seek back {:?}", t.elapsed());
    }
}
