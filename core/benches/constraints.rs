//! Verdicts per second on a large cluster, and whether affinity checks slow down as the cluster grows.
//!
//! Clusters of 1,000 and 10,000 nodes (40 per rack) with 10 live containers per node (10,000 and 100,000
//! containers) of 50 applications and 20 tags. Each iteration checks one node, cycling through all of them.
//!
//! Run: `cargo bench -p spindle-core --bench constraints -- --sample-size 20 --measurement-time 2 --warm-up-time 1`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;

use spindle_core::constraint::*;
use spindle_core::ids::AppId;
use spindle_core::resource::Resource;
use spindle_core::spec::{parse_constraint, Dialect};
use spindle_core::tags::{AllocationTagIndex, TagId};
use spindle_core::topology::{NodeId, Topology};

struct Bench {
    topo: Topology,
    tags: AllocationTagIndex,
    apps: AppRegistry,
    levels: ConstraintLevels,
}

/// A deterministic xorshift generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const TAGS: [&str; 20] = [
    "zk", "hbase", "hbase-m", "hbase-rs", "spark", "kafka", "storm", "web", "db", "cache", "t10", "t11", "t12", "t13",
    "t14", "t15", "t16", "t17", "t18", "t19",
];

fn build(nodes: usize, per_node: usize) -> Bench {
    let mut topo = Topology::new();
    for i in 0..nodes {
        let rack = topo.rack(&format!("r{}", i / 40)).unwrap();
        let id = topo.add_node(&format!("n{i}"), rack, Resource::new(65536, 64)).unwrap();
        topo.node_mut(id).attributes.insert("fault_domain".into(), format!("fd{}", i % 7));
    }
    let mut tags = AllocationTagIndex::new(&topo);
    let ids: Vec<TagId> = TAGS.iter().map(|t| tags.intern(t)).collect();
    let mut apps = AppRegistry::new();
    for a in 0..50 {
        apps.insert(AppInfo::new(AppId(a), "u").with_app_tags(if a % 3 == 0 { vec!["prod"] } else { vec![] }));
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..nodes * per_node {
        let node = NodeId(rng.below(nodes as u64) as u32);
        let app = AppId(rng.below(50) as u32);
        let t = ids[rng.below(20) as usize];
        tags.add_container(node, app, &[t]).unwrap();
    }
    Bench { topo, tags, apps, levels: ConstraintLevels::new() }
}

fn constraints() -> Vec<(&'static str, PlacementConstraint)> {
    [
        ("node-anti-affinity", "NOTIN,NODE,zk"),
        ("rack-affinity-all-apps", "IN,RACK,all/hbase"),
        ("and-rack-affinity-node-anti-affinity", "AND(IN,RACK,not-self/hbase:NOTIN,NODE,zk)"),
        ("app-tag-cardinality", "CARDINALITY,RACK,app-tag/prod/kafka,1,50"),
        ("fault-domain-anti-affinity", "NOTIN,@fault_domain,all/spark"),
    ]
    .into_iter()
    .map(|(n, s)| (n, parse_constraint(s, Dialect::Spindle).unwrap()))
    .collect()
}

fn bench_can_place(c: &mut Criterion) {
    for nodes in [1_000usize, 10_000] {
        let b = build(nodes, 10);
        let ctx = EvalContext::new(&b.topo, &b.tags, &b.apps, &b.levels);
        let mut group = c.benchmark_group(format!("can_place/{nodes}-nodes"));
        group.throughput(Throughput::Elements(1));
        for (name, k) in constraints() {
            let mut i = 0u32;
            group.bench_function(BenchmarkId::from_parameter(name), |bench| {
                bench.iter(|| {
                    i = (i + 1) % nodes as u32;
                    black_box(can_place(&ctx, AppId(7), &[], &k, NodeId(i)))
                })
            });
        }
        group.finish();
    }
}

fn bench_verdict_tree(c: &mut Criterion) {
    for nodes in [1_000usize, 10_000] {
        let b = build(nodes, 10);
        let ctx = EvalContext::new(&b.topo, &b.tags, &b.apps, &b.levels);
        let mut group = c.benchmark_group(format!("evaluate/{nodes}-nodes"));
        group.throughput(Throughput::Elements(1));
        for (name, k) in constraints().into_iter().take(3) {
            let mut i = 0u32;
            group.bench_function(BenchmarkId::from_parameter(name), |bench| {
                bench.iter(|| {
                    i = (i + 1) % nodes as u32;
                    black_box(evaluate(&ctx, AppId(7), &[], &k, NodeId(i)))
                })
            });
        }
        group.finish();
    }
}

fn bench_index_updates(c: &mut Criterion) {
    let mut b = build(10_000, 10);
    let zk = b.tags.intern("zk");
    let mut group = c.benchmark_group("tag-index/10000-nodes");
    group.throughput(Throughput::Elements(1));
    let mut i = 0u32;
    group.bench_function("allocate+release", |bench| {
        bench.iter(|| {
            i = (i + 1) % 10_000;
            b.tags.add_container(NodeId(i), AppId(3), &[zk]).unwrap();
            black_box(b.tags.remove_container(NodeId(i), AppId(3), &[zk]).unwrap());
        })
    });
    group.finish();
}

criterion_group!(benches, bench_can_place, bench_verdict_tree, bench_index_updates);
criterion_main!(benches);
