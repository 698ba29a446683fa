//! Preemption policy tests: Hadoop's own scenarios, the YARN-569 story and the operator guide's
//! misconceptions, every tunable, and property tests of the invariants.

mod build;
mod features;
mod hadoop;
mod mock;
mod props;
mod scenarios;
mod tunables;
