//! The generated large cluster: 2,000 nodes and 20,000 containers, to see that large runs stay smooth (the
//! playground draws it on the canvas view). Generating it keeps ~120 KB of repetitive JSON out of the wasm bundle.
//! Pure and deterministic: the same scenario every call.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::handler::HANDLER_KEY;
use crate::scenario::{ApplicationSpec, ClusterSpec, NodeSpec, RackSpec, RequestSpec, ResourceSpec, Scenario};
use crate::sorted_map::SortedMap;

/// The 2,000-node scenario's name (the gallery card's title).
pub const TITLE: &str = "Large cluster: 2,000 nodes, 20,000 containers";
/// The 10,000-node scenario's name (the browser frame benchmark's large size).
pub const TITLE_10K: &str = "Large cluster: 10,000 nodes, 100,000 containers";

/// Racks in the 2,000-node cluster.
pub const RACKS: usize = 40;
/// Nodes in each rack.
pub const NODES_PER_RACK: usize = 50;
/// Containers the 2,000-node workload asks for in all (exactly what fills the cluster).
pub const CONTAINERS: u32 = 20_000;

/// 40 racks × 50 nodes of 20 GB / 16 vcores, and a workload of exactly 20,000 containers of 2 GB that fills it:
/// mostly unconstrained batch work, plus anti-affinity (Kafka brokers one per node, ZooKeeper one per rack) and a
/// cardinality cap (at most two HBase region servers per node), so constraints are evaluated at scale too.
pub fn large_cluster() -> Scenario {
    cluster_of_racks(RACKS, TITLE)
}

/// The same cluster and workload five times over: 200 racks × 50 nodes filled by exactly 100,000 containers.
pub fn large_cluster_10k() -> Scenario {
    cluster_of_racks(5 * RACKS, TITLE_10K)
}

/// `n` with a comma every three digits, as the titles write it (`20,000`).
fn grouped(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `racks` racks of 50 nodes (10 containers of 2 GB each) and a workload that fills them exactly: `racks / 40`
/// times the 2,000-node one (ZooKeeper stays at five, one per rack). Rack numbers get a third digit past 99, so
/// the 2,000-node names (`r01n01`) stay what they always were.
fn cluster_of_racks(racks: usize, title: &str) -> Scenario {
    let width = if racks < 100 { 2 } else { 3 };
    let scale = (racks / RACKS) as u32;
    let rack_specs: Vec<RackSpec> = (1..=racks)
        .map(|r| RackSpec {
            name: format!("rack-{r:0width$}"),
            nodes: (1..=NODES_PER_RACK)
                .map(|n| NodeSpec {
                    name: format!("r{r:0width$}n{n:02}"),
                    resource: ResourceSpec::new(20_480, 16),
                    partition: String::new(),
                    attributes: SortedMap::from([("fault_domain".to_string(), format!("fd{}", (r - 1) / 10 + 1))]),
                })
                .collect(),
        })
        .collect();
    let app = |name: &str, tag: &str, count: u32, constraint: &str| ApplicationSpec {
        queue: "default".into(),
        user: "ops".into(),
        requests: vec![RequestSpec {
            constraint: constraint.into(),
            ..RequestSpec::new(&[tag], count, ResourceSpec::new(2048, 1))
        }],
        ..ApplicationSpec::new(name)
    };
    let containers = grouped(CONTAINERS * scale);
    Scenario {
        name: title.into(),
        description: format!(
            "{racks} racks of 50 nodes filled by {containers} containers: batch work plus Kafka one per node, \
             ZooKeeper one per rack and at most two HBase region servers per node. Shown on the canvas view."
        ),
        cluster: ClusterSpec { racks: rack_specs, ..ClusterSpec::default() },
        // Hadoop's default handler is `disabled`, which rejects every SchedulingRequest; this scenario is about
        // placing them.
        yarn_site: SortedMap::from([(HANDLER_KEY.to_string(), "scheduler".to_string())]),
        applications: vec![
            app("zookeeper", "zk", 5, "NOTIN,RACK,zk"),
            app("kafka", "kafka", 1000 * scale, "NOTIN,NODE,kafka"),
            app("hbase", "hbase", 2000 * scale, "CARDINALITY,NODE,hbase,0,1"),
            app("spark-etl", "spark", 6000 * scale, ""),
            app("mr-nightly", "mr", 6000 * scale, ""),
            app("flink", "flink", 5000 * scale - 5, ""),
        ],
        ..Scenario::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_large_cluster_has_2000_nodes_and_asks_for_20000_containers() {
        let s = large_cluster();
        assert_eq!(s.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), RACKS * NODES_PER_RACK);
        assert_eq!(s.applications.iter().flat_map(|a| &a.requests).map(|r| r.count).sum::<u32>(), CONTAINERS);
        assert_eq!(large_cluster(), s, "deterministic");
        assert_eq!(s.cluster.racks[0].nodes[0].name, "r01n01", "the 2,000-node names are unchanged");
        assert!(s.description.starts_with("40 racks of 50 nodes filled by 20,000 containers:"), "{}", s.description);
    }

    #[test]
    fn the_10k_cluster_has_10000_nodes_and_asks_for_100000_containers() {
        let s = large_cluster_10k();
        assert_eq!(s.cluster.racks.iter().map(|r| r.nodes.len()).sum::<usize>(), 10_000);
        assert_eq!(s.applications.iter().flat_map(|a| &a.requests).map(|r| r.count).sum::<u32>(), 100_000);
        assert_eq!(s.cluster.racks[199].nodes[49].name, "r200n50");
    }
}
