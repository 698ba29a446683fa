//! Splits a wasm module in two by a profile: the *primary* keeps the functions the profile names (what a first
//! visit runs) and the *cold* module holds every other function, for the page to fetch once it is ready.
//!
//! The split is made on wasm-bindgen's output, before `wasm-opt`, so that the JS glue is unchanged: the primary
//! keeps every import and export the glue knows. What changes in it:
//!
//! - a call from a kept function to a cold one becomes `i32.const slot; call enter_T`, where `enter_T` (one per
//!   function type) loads the cold module if it is not here yet and calls through a new table, `cold`, whose slots
//!   the cold module fills when it is instantiated;
//! - a cold function in an active element segment (the function table that `call_indirect` and the wasm-split
//!   chunks call through) and a cold function the glue calls by export are replaced by a *stub* of the same type
//!   that goes through `enter_T`; the cold module writes the real function into those table slots too, so once it
//!   is here a call through the table reaches it directly;
//! - everything the cold functions use (memory, tables, globals, kept functions, the glue's imports) is exported
//!   under a short name (`~f12`, `~g0`, …) that the cold module imports from the module `p`.
//!
//! Loading is the page's business (`web/src/services/cold.rs`): the primary calls the function exported as
//! [`LOAD_EXPORT`] the first time a cold function is reached before the cold module is here, and that must
//! instantiate it synchronously with `{ p: primary.exports }` and set the global exported as [`READY_EXPORT`] to 1.
//!
//! Functions that must stay in the primary whatever the profile says: the start function, the loader and what it
//! calls directly, any function that uses a passive data or element segment (those stay in the primary), and any
//! function without a name, which no profile can name (wasm-bindgen writes a few, one of them run before the page's
//! own start function).

pub mod data;

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;

use walrus::ir::{self, Instr, InstrLocId, InstrSeq, Value, VisitorMut};
use walrus::{
    ConstExpr, ElementItems, ElementKind, ExportItem, FunctionBuilder, FunctionId, FunctionKind, GlobalKind,
    ImportKind, ImportedFunction, Module, ModuleConfig, RefType, TableId, TypeId, ValType,
};

/// The export of the primary that loads the cold module (a function of no parameters and no results).
pub const LOAD_EXPORT: &str = "__spindle_cold_load";
/// The primary's exported mutable i32 global that is 0 until the cold module is instantiated.
pub const READY_EXPORT: &str = "__spindle_cold_ready";
/// The module name the cold module imports everything from.
pub const PRIMARY_MODULE: &str = "p";
/// The import module and name of the instrumented module's marker, `(i32) -> ()`.
pub const MARK_MODULE: &str = "spindle_profile";
pub const MARK_NAME: &str = "mark";

/// What went wrong, with what it was about.
#[derive(Debug)]
pub enum SplitError {
    /// The input is not a module walrus can read.
    Parse(String),
    /// The module has no export named [`LOAD_EXPORT`], or it is not a function.
    NoLoader,
    /// The module does something the split does not handle, named.
    Unsupported(String),
    /// More than a tenth of the profile's names are not in the module: it was written for another build (a
    /// dependency or the compiler changed every hash), and a split by it would move what the page runs first.
    StaleProfile { unknown: usize, names: usize },
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SplitError::Parse(e) => write!(f, "the module could not be read: {e}"),
            SplitError::NoLoader => write!(f, "the module exports no function `{LOAD_EXPORT}` to load the cold module"),
            SplitError::Unsupported(what) => write!(f, "the split does not handle {what}"),
            SplitError::StaleProfile { unknown, names } => write!(
                f,
                "{unknown} of the profile's {names} names are not in the module: the profile was written for another \
                 build; run scripts/profile-first-page"
            ),
        }
    }
}

impl std::error::Error for SplitError {}

fn parse(wasm: &[u8]) -> Result<Module, SplitError> {
    let mut config = ModuleConfig::new();
    config.generate_name_section(true).generate_producers_section(false);
    config.parse(wasm).map_err(|e| SplitError::Parse(format!("{e:#}")))
}

/// The instrumented module and the names of its local functions, in the order of their marks: every local
/// function's body begins with `i32.const N; call $mark`, `$mark` imported as [`MARK_MODULE`].[`MARK_NAME`].
///
/// It also exports the ready flag a split's primary has ([`READY_EXPORT`], 0), so that the page waits for a cold
/// module as it does in a split build and the profile records the code of that wait too (the profile's harness
/// holds the cold module's request, so nothing that waits for it runs).
pub fn instrument(wasm: &[u8]) -> Result<(Vec<u8>, Vec<String>), SplitError> {
    let mut module = parse(wasm)?;
    if module.exports.iter().any(|e| e.name == READY_EXPORT) {
        return Err(SplitError::Unsupported(format!("a module that already exports `{READY_EXPORT}` (a split one?)")));
    }
    let ready = module.globals.add_local(ValType::I32, true, false, ConstExpr::Value(Value::I32(0)));
    module.exports.add(READY_EXPORT, ready);
    let ty = module.types.add(&[ValType::I32], &[]);
    let (mark, _) = module.add_import_func(MARK_MODULE, MARK_NAME, ty);
    let locals: Vec<FunctionId> = module.funcs.iter_local().map(|(id, _)| id).collect();
    let mut names = Vec::with_capacity(locals.len());
    for (n, id) in locals.into_iter().enumerate() {
        let func = module.funcs.get_mut(id);
        names.push(profile_name(func.name.as_deref().unwrap_or_default()).into_owned());
        let local = func.kind.unwrap_local_mut();
        let entry = local.entry_block();
        local.builder_mut().instr_seq(entry).instr_at(0, ir::Call { func: mark }).instr_at(0, i32_const(n));
    }
    Ok((module.emit_wasm(), names))
}

/// A function's name as a profile holds it. Names are stable from build to build but for wasm-split's shims, whose
/// names carry a hash that changes with the code (`__wasm_split_00engine00_export_<32 hex>_name …`): the hash is
/// left out, so that a profile written before an edit still names the shims through which the page fetches its
/// chunks.
pub fn profile_name(name: &str) -> Cow<'_, str> {
    const MARK: &str = "_export_";
    if let (true, Some(at)) = (name.starts_with("__wasm_split_"), name.find(MARK)) {
        let hash = &name[at + MARK.len()..];
        if hash.len() > 32 && hash.as_bytes()[32] == b'_' && hash[..32].bytes().all(|b| b.is_ascii_hexdigit()) {
            return Cow::Owned(format!("{}{MARK}{}", &name[..at], &hash[33..]));
        }
    }
    Cow::Borrowed(name)
}

fn i32_const(n: usize) -> ir::Const {
    ir::Const { value: Value::I32(n as i32) }
}

/// The two modules a split makes, and what went where.
pub struct Split {
    pub primary: Vec<u8>,
    pub cold: Vec<u8>,
    pub report: Report,
}

/// Counts for the build's log.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Local functions of the input.
    pub functions: usize,
    /// Of those, kept in the primary.
    pub kept: usize,
    /// Moved to the cold module.
    pub moved: usize,
    /// Cold functions the primary reaches (the cold table's slots).
    pub entries: usize,
    /// Table slots outside the cold table the cold module fills.
    pub table_slots: usize,
    /// Names in the profile that no function of the input has (a stale profile shows here).
    pub unknown_names: usize,
    /// Data symbols moved to the cold module, and their bytes.
    pub data_symbols: usize,
    pub data_bytes: usize,
}

/// Zeroes `data`'s runs in the primary's active segments (wasm-opt drops zeroed runs); the cold module writes them
/// ([`build_cold`]).
fn zero_moved_data(primary: &mut Module, data: &data::ColdData) {
    let ids: Vec<_> = primary.data.iter().map(|d| d.id()).collect();
    for id in ids {
        let segment = primary.data.get_mut(id);
        let walrus::DataKind::Active { offset: ConstExpr::Value(Value::I32(base)), .. } = segment.kind else {
            continue;
        };
        let segment_range = base as u32..base as u32 + segment.value.len() as u32;
        for (at, bytes) in &data.runs {
            let (start, end) = (*at.max(&segment_range.start), (at + bytes.len() as u32).min(segment_range.end));
            if start < end {
                segment.value[(start - segment_range.start) as usize..(end - segment_range.start) as usize].fill(0);
            }
        }
    }
}

/// Splits `wasm` by `profile`, the names of the functions to keep in the primary. With `linked`, the linker's
/// module (with its relocations) that `wasm` was made from, the data only moved functions read moves too
/// ([`data`]).
pub fn split<'a>(
    wasm: &[u8],
    profile: impl IntoIterator<Item = &'a str>,
    linked: Option<&[u8]>,
) -> Result<Split, SplitError> {
    let profile: HashSet<&str> = profile.into_iter().collect();
    let mut primary = parse(wasm)?;
    let plan = Plan::new(&primary, &profile)?;
    if plan.unknown_names * 10 > profile.len() {
        return Err(SplitError::StaleProfile { unknown: plan.unknown_names, names: profile.len() });
    }
    let cold_data = match linked {
        Some(linked) => {
            let funcs = func_positions(&primary);
            let kept: HashSet<&str> = plan
                .locals
                .iter()
                .filter(|p| !plan.moved.contains(p))
                .filter_map(|p| primary.funcs.get(funcs[*p]).name.as_deref())
                .collect();
            data::cold_data(linked, wasm, &|name| kept.contains(name))?
        }
        None => data::ColdData::default(),
    };
    let mut cold = parse(wasm)?;
    let needs = build_cold(&mut cold, &plan, &cold_data)?;
    finish_primary(&mut primary, &plan, &needs)?;
    zero_moved_data(&mut primary, &cold_data);
    let report = Report {
        functions: plan.locals.len(),
        kept: plan.locals.len() - plan.moved.len(),
        moved: plan.moved.len(),
        entries: plan.entries.len(),
        table_slots: plan.slots.len(),
        unknown_names: plan.unknown_names,
        data_symbols: cold_data.symbols,
        data_bytes: cold_data.bytes(),
    };
    Ok(Split { primary: primary.emit_wasm(), cold: cold.emit_wasm(), report })
}

/// The module's functions by their position in its arena, which two parses of the same bytes share: the split
/// reads the input twice, once for each output, and names functions across the two by position.
fn func_positions(module: &Module) -> Vec<FunctionId> {
    module.funcs.iter().map(|f| f.id()).collect()
}

/// What the split does, worked out on the primary's parse and given to both sides by position.
struct Plan {
    /// Local functions by position.
    locals: Vec<usize>,
    /// Positions of the functions that move.
    moved: BTreeSet<usize>,
    /// Moved functions the primary reaches, by cold-table slot.
    entries: Vec<usize>,
    /// Moved functions in active element segments: (table position, slot) → function position.
    slots: BTreeMap<(usize, u64), usize>,
    unknown_names: usize,
}

fn table_position(module: &Module, table: TableId) -> usize {
    module.tables.iter().position(|t| t.id() == table).unwrap_or(usize::MAX)
}

impl Plan {
    fn new(module: &Module, profile: &HashSet<&str>) -> Result<Plan, SplitError> {
        let funcs = func_positions(module);
        let index: HashMap<FunctionId, usize> = funcs.iter().enumerate().map(|(i, f)| (*f, i)).collect();
        let locals: Vec<usize> = module.funcs.iter_local().map(|(id, _)| index[&id]).collect();

        let mut known = HashSet::new();
        let mut keep: BTreeSet<usize> = BTreeSet::new();
        for &p in &locals {
            let func = module.funcs.get(funcs[p]);
            let name = func.name.as_deref().map(profile_name);
            match name.as_deref() {
                Some(name) if profile.contains(name) => {
                    keep.insert(p);
                    known.insert(name.to_string());
                }
                Some(name) if !name.is_empty() => {}
                // A function no profile can name (wasm-bindgen writes a few, the start function's among them).
                _ => drop(keep.insert(p)),
            }
        }
        let unknown_names = profile.iter().filter(|n| !known.contains(**n)).count();

        // What must stay whatever the profile says.
        let loader = module.exports.get_func(LOAD_EXPORT).map_err(|_| SplitError::NoLoader)?;
        let mut forced = vec![loader];
        forced.extend(module.start);
        for (id, func) in module.funcs.iter_local() {
            let mut uses = SegmentUses::default();
            ir::dfs_in_order(&mut uses, func, func.entry_block());
            if uses.0 {
                forced.push(id);
            }
        }
        for global in module.globals.iter() {
            if let GlobalKind::Local(ConstExpr::RefFunc(f)) = global.kind {
                forced.push(f);
            }
        }
        // The loader and the functions it calls directly: none of them may need the cold module.
        while let Some(id) = forced.pop() {
            let p = index[&id];
            if !keep.insert(p) && id != loader {
                continue;
            }
            if let FunctionKind::Local(func) = &module.funcs.get(id).kind {
                if id == loader {
                    let mut refs = References::default();
                    ir::dfs_in_order(&mut refs, func, func.entry_block());
                    forced.extend(refs.calls.into_iter().filter(|c| !keep.contains(&index[c])));
                }
            }
        }

        let moved: BTreeSet<usize> = locals.iter().copied().filter(|p| !keep.contains(p)).collect();
        let is_moved = |f: &FunctionId| moved.contains(&index[f]);

        // The moved functions the primary reaches: by a direct call from kept code, by export, by an element
        // segment. Kept code may not take a moved function's reference (`ref.func`) or tail-call it.
        let mut reached: BTreeSet<usize> = BTreeSet::new();
        for (id, func) in module.funcs.iter_local() {
            if moved.contains(&index[&id]) {
                continue;
            }
            let mut refs = References::default();
            ir::dfs_in_order(&mut refs, func, func.entry_block());
            if let Some(f) = refs.other.iter().find(|f| is_moved(f)) {
                return Err(SplitError::Unsupported(format!(
                    "a reference to or tail call of `{}` from a kept function",
                    name_of(module, *f)
                )));
            }
            reached.extend(refs.calls.iter().filter(|f| is_moved(f)).map(|f| index[f]));
        }
        for export in module.exports.iter() {
            if let ExportItem::Function(f) = export.item {
                if is_moved(&f) {
                    reached.insert(index[&f]);
                }
            }
        }
        let mut slots = BTreeMap::new();
        for element in module.elements.iter() {
            let items = element_functions(&element.items);
            match &element.kind {
                ElementKind::Active { table, offset } => {
                    let base = const_offset(offset)?;
                    for (i, f) in items.iter().enumerate() {
                        if let Some(f) = f.filter(|f| is_moved(f)) {
                            slots.insert((table_position(module, *table), base + i as u64), index[&f]);
                            reached.insert(index[&f]);
                        }
                    }
                }
                ElementKind::Passive | ElementKind::Declared => {
                    if let Some(f) = items.iter().flatten().find(|f| is_moved(f)) {
                        return Err(SplitError::Unsupported(format!(
                            "`{}` in a passive or declared element segment",
                            name_of(module, *f)
                        )));
                    }
                }
            }
        }
        let entries: Vec<usize> = reached.into_iter().collect();
        Ok(Plan { locals, moved, entries, slots, unknown_names })
    }
}

fn name_of(module: &Module, f: FunctionId) -> String {
    module.funcs.get(f).name.clone().unwrap_or_else(|| format!("{f:?}"))
}

/// The functions of an element segment's items, `None` for a null or other expression.
fn element_functions(items: &ElementItems) -> Vec<Option<FunctionId>> {
    match items {
        ElementItems::Functions(fs) => fs.iter().copied().map(Some).collect(),
        ElementItems::Expressions(_, exprs) => exprs
            .iter()
            .map(|e| match e {
                ConstExpr::RefFunc(f) => Some(*f),
                _ => None,
            })
            .collect(),
    }
}

fn const_offset(offset: &ConstExpr) -> Result<u64, SplitError> {
    match offset {
        ConstExpr::Value(Value::I32(n)) => Ok(*n as u32 as u64),
        ConstExpr::Value(Value::I64(n)) => Ok(*n as u64),
        other => Err(SplitError::Unsupported(format!("an element segment at offset {other:?}"))),
    }
}

/// Whether a function uses a passive segment (which stays in the primary).
#[derive(Default)]
struct SegmentUses(bool);

impl<'i> ir::Visitor<'i> for SegmentUses {
    fn visit_instr(&mut self, instr: &'i Instr, _: &'i InstrLocId) {
        if matches!(instr, Instr::MemoryInit(_) | Instr::DataDrop(_) | Instr::TableInit(_) | Instr::ElemDrop(_)) {
            self.0 = true;
        }
    }
}

/// A function's direct calls, and its other uses of functions (`ref.func`, `return_call`).
#[derive(Default)]
struct References {
    calls: Vec<FunctionId>,
    other: Vec<FunctionId>,
}

impl<'i> ir::Visitor<'i> for References {
    fn visit_call(&mut self, call: &ir::Call) {
        self.calls.push(call.func);
    }
    fn visit_ref_func(&mut self, r: &ir::RefFunc) {
        self.other.push(r.func);
    }
    fn visit_return_call(&mut self, r: &ir::ReturnCall) {
        self.other.push(r.func);
    }
}

/// An export name of the primary for the cold module's import of the item at `position` of kind `kind`.
fn import_name(kind: char, position: usize) -> String {
    format!("~{kind}{position:x}")
}

/// Turns the second parse into the cold module: every function that does not move becomes an import from the
/// primary, as do the memories, tables and globals; the data and element segments go (the primary's instance
/// has applied them) and new active segments fill the cold table and the table slots of moved functions, and write
/// the moved data into the primary's memory. Returns the primary's exports the cold module imports: (kind,
/// position, name).
fn build_cold(
    module: &mut Module,
    plan: &Plan,
    data: &data::ColdData,
) -> Result<Vec<(char, usize, String)>, SplitError> {
    let funcs = func_positions(module);
    let tables: Vec<TableId> = module.tables.iter().map(|t| t.id()).collect();

    for id in module.exports.iter().map(|e| e.id()).collect::<Vec<_>>() {
        module.exports.delete(id);
    }
    module.start = None;
    // The features section stays: wasm-opt reads the features it may use from it (wasm-bindgen's shims return
    // two values).
    let customs: Vec<_> =
        module.customs.iter().filter(|(_, c)| c.name() != "target_features").map(|(id, _)| id).collect();
    for id in customs {
        module.customs.delete(id);
    }
    for id in module.data.iter().map(|d| d.id()).collect::<Vec<_>>() {
        module.data.delete(id);
    }
    for memory in module.memories.iter_mut() {
        memory.data_segments.clear();
    }
    for id in module.elements.iter().map(|e| e.id()).collect::<Vec<_>>() {
        module.elements.delete(id);
    }

    // Everything that does not move is the primary's.
    for (p, &id) in funcs.iter().enumerate() {
        if plan.moved.contains(&p) {
            continue;
        }
        let name = import_name('f', p);
        let func = module.funcs.get_mut(id);
        match &func.kind {
            FunctionKind::Import(imported) => {
                let import = module.imports.get_mut(imported.import);
                import.module = PRIMARY_MODULE.into();
                import.name = name;
            }
            FunctionKind::Local(local) => {
                let ty = local.ty();
                let import = module.imports.add(PRIMARY_MODULE, &name, ImportKind::Function(id));
                module.funcs.get_mut(id).kind = FunctionKind::Import(ImportedFunction { import, ty });
            }
            FunctionKind::Uninitialized(_) => unreachable!("a parsed module has no uninitialized function"),
        }
    }
    for (p, &id) in tables.iter().enumerate() {
        let name = import_name('t', p);
        let table = module.tables.get_mut(id);
        table.elem_segments.clear();
        table.init = None;
        match table.import {
            Some(import) => {
                let import = module.imports.get_mut(import);
                import.module = PRIMARY_MODULE.into();
                import.name = name;
            }
            None => table.import = Some(module.imports.add(PRIMARY_MODULE, &name, ImportKind::Table(id))),
        }
    }
    let memories: Vec<_> = module.memories.iter().map(|m| m.id()).collect();
    for (p, id) in memories.into_iter().enumerate() {
        let name = import_name('m', p);
        match module.memories.get(id).import {
            Some(import) => {
                let import = module.imports.get_mut(import);
                import.module = PRIMARY_MODULE.into();
                import.name = name;
            }
            None => {
                let import = module.imports.add(PRIMARY_MODULE, &name, ImportKind::Memory(id));
                module.memories.get_mut(id).import = Some(import);
            }
        }
    }
    let globals: Vec<_> = module.globals.iter().map(|g| g.id()).collect();
    for (p, id) in globals.into_iter().enumerate() {
        let name = import_name('g', p);
        match module.globals.get(id).kind {
            GlobalKind::Import(import) => {
                let import = module.imports.get_mut(import);
                import.module = PRIMARY_MODULE.into();
                import.name = name;
            }
            GlobalKind::Local(_) => {
                let import = module.imports.add(PRIMARY_MODULE, &name, ImportKind::Global(id));
                module.globals.get_mut(id).kind = GlobalKind::Import(import);
            }
        }
    }

    let n = plan.entries.len() as u64;
    let (cold_table, _) = module.add_import_table(PRIMARY_MODULE, "~cold", false, n, Some(n), RefType::FUNCREF);
    let entries = plan.entries.iter().map(|p| funcs[*p]).collect();
    let segment = module.elements.add(
        ElementKind::Active { table: cold_table, offset: ConstExpr::Value(Value::I32(0)) },
        ElementItems::Functions(entries),
    );
    module.tables.get_mut(cold_table).elem_segments.insert(segment);
    // One segment per run of consecutive slots.
    let mut runs: Vec<(usize, u64, Vec<FunctionId>)> = Vec::new();
    for (&(table, slot), &p) in &plan.slots {
        match runs.last_mut() {
            Some((t, start, fs)) if *t == table && *start + fs.len() as u64 == slot => fs.push(funcs[p]),
            _ => runs.push((table, slot, vec![funcs[p]])),
        }
    }
    for (table, start, fs) in runs {
        let table = tables[table];
        let offset = ConstExpr::Value(Value::I32(start as i32));
        let segment = module.elements.add(ElementKind::Active { table, offset }, ElementItems::Functions(fs));
        module.tables.get_mut(table).elem_segments.insert(segment);
    }

    if !data.runs.is_empty() {
        let memory = module
            .memories
            .iter()
            .next()
            .map(|m| m.id())
            .ok_or_else(|| SplitError::Unsupported("moving data out of a module without a memory".into()))?;
        for (at, bytes) in &data.runs {
            let offset = ConstExpr::Value(Value::I32(*at as i32));
            module.data.add(walrus::DataKind::Active { memory, offset }, bytes.clone());
        }
    }

    walrus::passes::gc::run(module);

    // What is left to import is what the primary must export.
    let by_func: HashMap<FunctionId, usize> = funcs.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let mut needs = Vec::new();
    for import in module.imports.iter() {
        if import.name == "~cold" {
            continue;
        }
        let kind = import.name.chars().nth(1).unwrap_or('?');
        let position = usize::from_str_radix(&import.name[2..], 16)
            .map_err(|_| SplitError::Unsupported(format!("an import named {}", import.name)))?;
        if let ImportKind::Function(f) = import.kind {
            debug_assert_eq!(by_func[&f], position);
        }
        needs.push((kind, position, import.name.clone()));
    }
    needs.sort();
    Ok(needs)
}

/// Turns the first parse into the primary: the cold table, the ready flag, the `enter_T` and stub functions, the
/// calls, element segments and exports that reached moved functions rewritten, the exports the cold module needs
/// added, and the moved functions deleted.
fn finish_primary(module: &mut Module, plan: &Plan, needs: &[(char, usize, String)]) -> Result<(), SplitError> {
    let funcs = func_positions(module);
    let tables: Vec<TableId> = module.tables.iter().map(|t| t.id()).collect();
    let memories: Vec<_> = module.memories.iter().map(|m| m.id()).collect();
    let globals: Vec<_> = module.globals.iter().map(|g| g.id()).collect();
    let loader = module.exports.get_func(LOAD_EXPORT).map_err(|_| SplitError::NoLoader)?;

    let n = plan.entries.len() as u64;
    let cold_table = module.tables.add_local(false, n, Some(n), RefType::FUNCREF);
    module.exports.add("~cold", cold_table);
    let ready = module.globals.add_local(ValType::I32, true, false, ConstExpr::Value(Value::I32(0)));
    module.exports.add(READY_EXPORT, ready);

    // One `enter_T` per type of a reached function: (params…, slot) → results.
    let mut enters: HashMap<TypeId, FunctionId> = HashMap::new();
    for &p in &plan.entries {
        let ty = module.funcs.get(funcs[p]).ty();
        if enters.contains_key(&ty) {
            continue;
        }
        let (params, results) = module.types.params_results(ty);
        let (params, results) = (params.to_vec(), results.to_vec());
        let mut all = params.clone();
        all.push(ValType::I32);
        let args: Vec<_> = all.iter().map(|t| module.locals.add(*t)).collect();
        let mut builder = FunctionBuilder::new(&mut module.types, &all, &results);
        let mut body = builder.func_body();
        body.global_get(ready).unop(ir::UnaryOp::I32Eqz).if_else(
            None,
            |then| {
                then.call(loader);
            },
            |_| {},
        );
        for a in &args {
            body.local_get(*a);
        }
        body.call_indirect(ty, cold_table);
        builder.name(format!("cold enter {}", enters.len()));
        enters.insert(ty, builder.finish(args, &mut module.funcs));
    }

    // A stub per reached function, for the element segments and exports: (params…) → enter_T(params…, slot).
    let mut stubs: HashMap<FunctionId, FunctionId> = HashMap::new();
    for (slot, &p) in plan.entries.iter().enumerate() {
        let id = funcs[p];
        let ty = module.funcs.get(id).ty();
        let (params, results) = module.types.params_results(ty);
        let (params, results) = (params.to_vec(), results.to_vec());
        let args: Vec<_> = params.iter().map(|t| module.locals.add(*t)).collect();
        let mut builder = FunctionBuilder::new(&mut module.types, &params, &results);
        let mut body = builder.func_body();
        for a in &args {
            body.local_get(*a);
        }
        body.i32_const(slot as i32).call(enters[&ty]);
        builder.name(format!("cold stub {}", name_of(module, id)));
        stubs.insert(id, builder.finish(args, &mut module.funcs));
    }

    // Calls from kept functions.
    let calls: HashMap<FunctionId, (i32, FunctionId)> = plan
        .entries
        .iter()
        .enumerate()
        .map(|(slot, &p)| {
            let id = funcs[p];
            (id, (slot as i32, enters[&module.funcs.get(id).ty()]))
        })
        .collect();
    let moved: HashSet<FunctionId> = plan.moved.iter().map(|p| funcs[*p]).collect();
    // The stubs and `enter_T` call nothing that moves, so rewriting them too changes nothing.
    let kept: Vec<FunctionId> = module.funcs.iter_local().map(|(id, _)| id).filter(|id| !moved.contains(id)).collect();
    for id in kept {
        let local = module.funcs.get_mut(id).kind.unwrap_local_mut();
        let entry = local.entry_block();
        ir::dfs_pre_order_mut(&mut RewriteCalls { calls: &calls }, local, entry);
    }

    for element in module.elements.iter_mut() {
        match &mut element.items {
            ElementItems::Functions(fs) => {
                for f in fs.iter_mut() {
                    if let Some(stub) = stubs.get(f) {
                        *f = *stub;
                    }
                }
            }
            ElementItems::Expressions(_, exprs) => {
                for e in exprs.iter_mut() {
                    if let ConstExpr::RefFunc(f) = e {
                        if let Some(stub) = stubs.get(f) {
                            *f = *stub;
                        }
                    }
                }
            }
        }
    }
    for export in module.exports.iter_mut() {
        if let ExportItem::Function(f) = &mut export.item {
            if let Some(stub) = stubs.get(f) {
                *f = *stub;
            }
        }
    }

    for (kind, p, name) in needs {
        let item: ExportItem = match kind {
            'f' => ExportItem::Function(funcs[*p]),
            't' => ExportItem::Table(tables[*p]),
            'm' => ExportItem::Memory(memories[*p]),
            'g' => ExportItem::Global(globals[*p]),
            _ => return Err(SplitError::Unsupported(format!("an import named {name}"))),
        };
        if let ExportItem::Function(f) = item {
            if moved.contains(&f) {
                return Err(SplitError::Unsupported(format!("the cold module importing `{}`", name_of(module, f))));
            }
        }
        module.exports.add(name, item);
    }

    for id in moved {
        module.funcs.delete(id);
    }
    walrus::passes::gc::run(module);
    Ok(())
}

/// Rewrites `call $moved` into `i32.const slot; call $enter_T`.
struct RewriteCalls<'a> {
    calls: &'a HashMap<FunctionId, (i32, FunctionId)>,
}

impl VisitorMut for RewriteCalls<'_> {
    fn start_instr_seq_mut(&mut self, seq: &mut InstrSeq) {
        if !seq.instrs.iter().any(|(i, _)| matches!(i, Instr::Call(c) if self.calls.contains_key(&c.func))) {
            return;
        }
        let old = std::mem::take(&mut seq.instrs);
        for (instr, loc) in old {
            match instr {
                Instr::Call(ir::Call { func }) if self.calls.contains_key(&func) => {
                    let (slot, enter) = self.calls[&func];
                    seq.instrs.push((Instr::Const(ir::Const { value: Value::I32(slot) }), loc));
                    seq.instrs.push((Instr::Call(ir::Call { func: enter }), loc));
                }
                other => seq.instrs.push((other, loc)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use walrus::FunctionBuilder;

    /// A module shaped like the playground's: a loader export, a kept function `hot` that calls `cold_leaf`
    /// directly, `cold_tabled`, reached only through the function table, which `hot` shares, and an export with
    /// no name.
    fn sample() -> Vec<u8> {
        let mut module = Module::default();
        let memory = module.memories.add_local(false, false, 1, None, None);
        module.exports.add("memory", memory);
        let counter = module.globals.add_local(ValType::I32, true, false, ConstExpr::Value(Value::I32(0)));

        let mut loader = FunctionBuilder::new(&mut module.types, &[], &[]);
        loader.name("loader".into());
        let loader = loader.finish(vec![], &mut module.funcs);
        module.exports.add(LOAD_EXPORT, loader);

        let mut leaf = FunctionBuilder::new(&mut module.types, &[], &[ValType::I32]);
        leaf.name("cold_leaf".into());
        leaf.func_body().global_get(counter).i32_const(7).binop(ir::BinaryOp::I32Add);
        let leaf = leaf.finish(vec![], &mut module.funcs);

        let mut tabled = FunctionBuilder::new(&mut module.types, &[], &[ValType::I32]);
        tabled.name("cold_tabled".into());
        tabled.func_body().i32_const(8);
        let tabled = tabled.finish(vec![], &mut module.funcs);

        let mut hot = FunctionBuilder::new(&mut module.types, &[], &[ValType::I32]);
        hot.name("hot".into());
        hot.func_body().call(leaf);
        let hot = hot.finish(vec![], &mut module.funcs);
        module.exports.add("hot", hot);

        // As wasm-bindgen writes some: no name, and called by the glue before anything else.
        let mut anonymous = FunctionBuilder::new(&mut module.types, &[], &[]);
        anonymous.func_body().i32_const(1).global_set(counter);
        let anonymous = anonymous.finish(vec![], &mut module.funcs);
        module.exports.add("__wbindgen_start", anonymous);

        let table = module.tables.add_local(false, 2, Some(2), RefType::FUNCREF);
        module.exports.add("table", table);
        let segment = module.elements.add(
            ElementKind::Active { table, offset: ConstExpr::Value(Value::I32(0)) },
            ElementItems::Functions(vec![tabled, hot]),
        );
        module.tables.get_mut(table).elem_segments.insert(segment);
        module.emit_wasm()
    }

    #[test]
    fn moved_data_is_zeroed_in_the_primary_and_written_by_the_cold_module() {
        let mut with_data = parse(&sample()).unwrap();
        let memory = with_data.memories.iter().next().unwrap().id();
        let offset = ConstExpr::Value(Value::I32(1024));
        with_data.data.add(walrus::DataKind::Active { memory, offset }, b"keep-moved!-keep".to_vec());
        let wasm = with_data.emit_wasm();
        let mut primary = parse(&wasm).unwrap();
        let mut cold = parse(&wasm).unwrap();
        let plan = Plan::new(&primary, &HashSet::from(["hot"])).unwrap();
        let moved = data::ColdData { runs: vec![(1029, b"moved!".to_vec())], symbols: 1 };
        let needs = build_cold(&mut cold, &plan, &moved).unwrap();
        finish_primary(&mut primary, &plan, &needs).unwrap();
        zero_moved_data(&mut primary, &moved);

        let primary = parse(&primary.emit_wasm()).unwrap();
        let segments: Vec<_> = primary.data.iter().map(|d| d.value.clone()).collect();
        assert_eq!(segments, vec![b"keep-\0\0\0\0\0\0-keep".to_vec()]);
        let cold = parse(&cold.emit_wasm()).unwrap();
        let written: Vec<_> = cold
            .data
            .iter()
            .map(|d| match d.kind {
                walrus::DataKind::Active { offset: ConstExpr::Value(Value::I32(at)), .. } => (at, d.value.clone()),
                _ => panic!("a passive segment"),
            })
            .collect();
        assert_eq!(written, vec![(1029, b"moved!".to_vec())]);
        // The cold module writes into the primary's memory: it imports it (though no moved function here uses
        // memory), and the primary exports it under that name.
        let import = cold.memories.iter().next().and_then(|m| m.import).map(|i| cold.imports.get(i).name.clone());
        assert!(primary.exports.iter().any(|e| Some(&e.name) == import.as_ref()), "{import:?}");
    }

    fn names(module: &Module) -> BTreeSet<String> {
        module
            .funcs
            .iter()
            .filter(|f| matches!(f.kind, FunctionKind::Local(_)))
            .filter_map(|f| f.name.clone())
            .collect()
    }

    #[test]
    fn keeps_the_profile_and_moves_the_rest() {
        let split = split(&sample(), ["hot"], None).unwrap();
        assert_eq!(
            split.report,
            Report {
                functions: 5,
                kept: 3,
                moved: 2,
                entries: 2,
                table_slots: 1,
                unknown_names: 0,
                ..Report::default()
            }
        );
        // Both outputs are valid modules (walrus validates what it reads).
        let primary = parse(&split.primary).unwrap();
        let cold = parse(&split.cold).unwrap();
        let kept = names(&primary);
        assert!(kept.contains("hot") && kept.contains("loader"), "{kept:?}");
        assert!(!kept.contains("cold_leaf") && !kept.contains("cold_tabled"), "{kept:?}");
        let moved = names(&cold);
        assert!(moved.contains("cold_leaf") && moved.contains("cold_tabled"), "{moved:?}");
        assert!(!moved.contains("hot"), "{moved:?}");
        // The glue's exports are all still there, and the loader's handles.
        for name in ["memory", "table", "hot", "__wbindgen_start", LOAD_EXPORT, READY_EXPORT, "~cold"] {
            assert!(primary.exports.iter().any(|e| e.name == name), "primary exports no {name}");
        }
    }

    #[test]
    fn the_cold_module_imports_only_what_the_primary_exports() {
        let split = split(&sample(), ["hot"], None).unwrap();
        let primary = parse(&split.primary).unwrap();
        let cold = parse(&split.cold).unwrap();
        assert!(cold.exports.iter().next().is_none(), "the cold module exports nothing");
        for import in cold.imports.iter() {
            assert_eq!(import.module, PRIMARY_MODULE);
            let export = primary.exports.iter().find(|e| e.name == import.name);
            let export = export.unwrap_or_else(|| panic!("the primary does not export {}", import.name));
            let same_kind = matches!(
                (&import.kind, &export.item),
                (ImportKind::Function(_), ExportItem::Function(_))
                    | (ImportKind::Table(_), ExportItem::Table(_))
                    | (ImportKind::Memory(_), ExportItem::Memory(_))
                    | (ImportKind::Global(_), ExportItem::Global(_))
            );
            assert!(same_kind, "{} is imported as another kind than it is exported", import.name);
        }
        // `cold_leaf` reads the global, so the cold module imports it; and it fills the cold table.
        assert!(cold.imports.iter().any(|i| matches!(i.kind, ImportKind::Global(_))));
        assert!(cold.imports.iter().any(|i| i.name == "~cold"));
    }

    #[test]
    fn kept_code_reaches_moved_code_through_the_loader() {
        let split = split(&sample(), ["hot"], None).unwrap();
        let primary = parse(&split.primary).unwrap();
        let hot = primary.funcs.by_name("hot").unwrap();
        let mut refs = References::default();
        let func = primary.funcs.get(hot).kind.unwrap_local();
        ir::dfs_in_order(&mut refs, func, func.entry_block());
        let called: Vec<_> = refs.calls.iter().map(|f| name_of(&primary, *f)).collect();
        assert_eq!(called, ["cold enter 0"]);
        let enter = primary.funcs.get(refs.calls[0]).kind.unwrap_local();
        let mut refs = References::default();
        ir::dfs_in_order(&mut refs, enter, enter.entry_block());
        let called: Vec<_> = refs.calls.iter().map(|f| name_of(&primary, *f)).collect();
        assert_eq!(called, ["loader"], "enter loads the cold module when it is not here");
        // The table slot `cold_tabled` held now holds its stub.
        let stub = primary.funcs.by_name("cold stub cold_tabled");
        assert!(stub.is_some(), "{:?}", names(&primary));
    }

    #[test]
    fn an_empty_profile_keeps_only_the_loader_and_what_has_no_name() {
        let split = split(&sample(), [], None).unwrap();
        assert_eq!(split.report.kept, 2);
        assert_eq!(split.report.moved, 3);
        parse(&split.primary).unwrap();
        parse(&split.cold).unwrap();
    }

    #[test]
    fn a_profile_names_wasm_splits_shims_without_their_hash() {
        let shim = "__wasm_split_00explain00_export_bd336c7a21b45463a741a19aedf6d175_explain indirect_call_shim";
        assert_eq!(profile_name(shim), "__wasm_split_00explain00_export_explain indirect_call_shim");
        for kept in ["spindle_web::start::h8c50787bc9d26d29", "__wasm_split_00explain00_export_short_explain", ""] {
            assert_eq!(profile_name(kept), kept);
        }
    }

    #[test]
    fn a_profile_written_for_another_build_is_refused() {
        let stale = split(&sample(), ["hot", "renamed_since", "gone"], None);
        assert!(matches!(stale, Err(SplitError::StaleProfile { unknown: 2, names: 3 })));
    }

    #[test]
    fn a_split_module_is_not_instrumented() {
        let split = split(&sample(), ["hot"], None).unwrap();
        assert!(matches!(instrument(&split.primary), Err(SplitError::Unsupported(_))));
    }

    #[test]
    fn a_module_without_the_loader_is_refused() {
        let mut module = parse(&sample()).unwrap();
        let id = module.exports.iter().find(|e| e.name == LOAD_EXPORT).unwrap().id();
        module.exports.delete(id);
        assert!(matches!(split(&module.emit_wasm(), ["hot"], None), Err(SplitError::NoLoader)));
        assert!(matches!(split(b"not wasm", ["hot"], None), Err(SplitError::Parse(_))));
    }

    #[test]
    fn instrumenting_marks_every_local_function_in_order() {
        let (wasm, names) = instrument(&sample()).unwrap();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(sorted, ["", "cold_leaf", "cold_tabled", "hot", "loader"]);
        let module = parse(&wasm).unwrap();
        assert!(module.exports.iter().any(|e| e.name == READY_EXPORT && matches!(e.item, ExportItem::Global(_))));
        let mark = module.imports.iter().find(|i| i.module == MARK_MODULE && i.name == MARK_NAME);
        let mark = match mark.map(|i| &i.kind) {
            Some(ImportKind::Function(f)) => *f,
            _ => panic!("no marker imported"),
        };
        // Function `names[n]` begins with `i32.const n; call $mark`.
        for (n, name) in names.iter().enumerate().filter(|(_, name)| !name.is_empty()) {
            let func = module.funcs.get(module.funcs.by_name(name).unwrap()).kind.unwrap_local();
            let entry = &func.block(func.entry_block()).instrs;
            assert!(
                matches!(entry[0].0, Instr::Const(ir::Const { value: Value::I32(i) }) if i as usize == n),
                "{name}"
            );
            assert!(matches!(entry[1].0, Instr::Call(ir::Call { func }) if func == mark), "{name}");
        }
    }
}
