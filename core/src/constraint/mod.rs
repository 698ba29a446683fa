//! Placement constraints: the tree ([`ast`]), YARN's builders ([`builders`]), evaluation with a verdict tree
//! ([`eval`]), `DELAYED_OR` progress ([`delay`]), constraint levels ([`levels`]), the applications namespaces
//! resolve against ([`apps`]), static analysis over a topology ([`analysis`]) and the self-contained evaluation
//! scenario behind `spindle eval` ([`scenario`]).

pub mod analysis;
pub mod apps;
pub mod ast;
pub mod builders;
pub mod delay;
pub mod eval;
pub mod levels;
pub mod scenario;

pub use analysis::{analyze, analyze_spec, Finding, FindingKind, FindingSeverity, RequestShape};
pub use apps::{AppInfo, AppRegistry};
pub use ast::{
    AttributeOp, Delay, DelayedOr, Namespace, PlacementConstraint, Scope, SingleConstraint, Target, TimedConstraint,
    MAX_NESTING, UNBOUNDED,
};
pub use delay::{DelayState, DelayedOrProgress};
pub use eval::{
    can_place, can_place_request, can_place_with, evaluate, evaluate_request, evaluate_with, EvalContext, Verdict,
    VerdictDetail,
};
pub use levels::{CombineRule, ConflictKind, ConstraintLevels, Level, LevelConflict};
