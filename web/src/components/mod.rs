//! Yew function components. Each draws view-model data and reports what the user does; none imports the root
//! component ([`crate::app`]).

pub mod charts;
pub mod cluster;
pub mod compare;
pub mod constraint_form;
pub mod dense;
pub mod event_log;
pub mod explain;
pub mod fields;
pub mod files;
pub mod gallery;
pub mod glossary;
pub mod intro;
pub mod lesson;
pub mod pending;
pub mod preemption_report;
pub mod preemption_settings;
pub mod queues;
pub mod scenario_panel;
pub mod share_popover;
pub mod spec_editor;
pub mod timeline;
pub mod top_bar;
pub mod topology_editor;
pub mod view_bar;
pub mod workload_editor;
