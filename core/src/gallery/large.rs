//! The generated large cluster: 2,000 nodes and 20,000 containers, to see that large runs stay smooth (the
//! playground draws it on the canvas view). Generating it keeps ~120 KB of repetitive JSON out of the wasm bundle.
//! Pure and deterministic: the same scenario every call.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use crate::handler::HANDLER_KEY;
use crate::scenario::{ApplicationSpec, ClusterSpec, NodeSpec, RackSpec, RequestSpec, ResourceSpec, Scenario};

/// The scenario's name (the gallery card's title).
pub const TITLE: &str = "Large cluster: 2,000 nodes, 20,000 containers";

/// Racks in the cluster.
pub const RACKS: usize = 40;
/// Nodes in each rack.
pub const NODES_PER_RACK: usize = 50;
/// Containers the workload asks for in all (exactly what fills the cluster).
pub const CONTAINERS: u32 = 20_000;

/// 40 racks × 50 nodes of 20 GB / 16 vcores, and a workload of exactly 20,000 containers of 2 GB that fills it:
/// mostly unconstrained batch work, plus anti-affinity (Kafka brokers one per node, ZooKeeper one per rack) and a
/// cardinality cap (at most two HBase region servers per node), so constraints are evaluated at scale too.
pub fn large_cluster() -> Scenario {
    let racks: Vec<RackSpec> = (1..=RACKS)
        .map(|r| RackSpec {
            name: format!("rack-{r:02}"),
            nodes: (1..=NODES_PER_RACK)
                .map(|n| NodeSpec {
                    name: format!("r{r:02}n{n:02}"),
                    resource: ResourceSpec::new(20_480, 16),
                    partition: String::new(),
                    attributes: BTreeMap::from([("fault_domain".to_string(), format!("fd{}", (r - 1) / 10 + 1))]),
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
    Scenario {
        name: TITLE.into(),
        description: "40 racks of 50 nodes filled by 20,000 containers: batch work plus Kafka one per node, \
                      ZooKeeper one per rack and at most two HBase region servers per node. Shown on the canvas view."
            .into(),
        cluster: ClusterSpec { racks, ..ClusterSpec::default() },
        // Hadoop's default handler is `disabled`, which rejects every SchedulingRequest; this scenario is about
        // placing them.
        yarn_site: BTreeMap::from([(HANDLER_KEY.to_string(), "scheduler".to_string())]),
        applications: vec![
            app("zookeeper", "zk", 5, "NOTIN,RACK,zk"),
            app("kafka", "kafka", 1000, "NOTIN,NODE,kafka"),
            app("hbase", "hbase", 2000, "CARDINALITY,NODE,hbase,0,1"),
            app("spark-etl", "spark", 6000, ""),
            app("mr-nightly", "mr", 6000, ""),
            app("flink", "flink", 4995, ""),
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
    }
}
