//! Scenario tests of the whole scheduler.
