//! The data only moved code reads, moved with it.
//!
//! The primary keeps every data segment of its input, but much of that data (messages, format strings, panic
//! locations, tables) is read only by functions the split moves. Which data a function reads is not in the split's
//! input any more: wasm-split and wasm-bindgen wrote it without the linker's relocations. It is in the linker's own
//! module (cargo's `spindle_web.wasm`, linked with `--emit-relocs`), from which the input was made: its symbol
//! table says where each data symbol is and how long, and its relocations say which function and which data
//! symbol refer to which symbol. wasm-split laid the data out anew, so a symbol's address in the input is found
//! from the same function in both modules (the same instructions, the addresses in them rewritten) and then from
//! the pointers inside data already placed.
//!
//! A symbol moves when no kept function reaches it (directly, or through data a kept function reaches), it
//! overlaps no symbol that is reached, its address in the input is known, its bytes there are the linker's, and no
//! other symbol was found at the same new place (two answers for one place: one of them is wrong).
//! Then, as a guard against anything the relocations do not tell (a function of wasm-split's or wasm-bindgen's
//! own, a pointer in bytes no symbol covers), no constant in a kept function, no global's initial value and no
//! aligned word left in the primary's data may point into moved bytes: a symbol something points into stays.
//!
//! The moved bytes are zeroed in the primary (wasm-opt's memory packing then drops them) and written by active
//! segments of the cold module when it is instantiated, before any moved function can run; the view chunks, which
//! read the primary's data too, are instantiated only after the cold module (`web/src/services/cold.rs`).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::ops::Range;

use wasmparser::{
    DataKind, KnownCustom, Linking, Name, Operator, Parser, Payload, RelocationEntry, RelocationType, SymbolInfo,
    TypeRef,
};

use crate::SplitError;

/// The bytes that move, as runs of memory: (address, bytes).
#[derive(Debug, Default)]
pub struct ColdData {
    pub runs: Vec<(u32, Vec<u8>)>,
    /// Data symbols moved.
    pub symbols: usize,
}

impl ColdData {
    pub fn bytes(&self) -> usize {
        self.runs.iter().map(|(_, b)| b.len()).sum()
    }
}

/// What the analysis needs of one module.
#[derive(Default)]
struct Parsed<'a> {
    /// Local functions: name (if any) and body.
    funcs: Vec<(Option<&'a str>, wasmparser::FunctionBody<'a>)>,
    imported_funcs: u32,
    /// Start of the code section's contents in the file (relocation offsets count from there).
    code_start: usize,
    data_start: usize,
    /// Active segments of memory 0: (address, bytes, the bytes' start in the file).
    segments: Vec<Option<(u32, &'a [u8], usize)>>,
    /// Passive segments' bytes (the page copies them into memory itself).
    passive: Vec<&'a [u8]>,
    /// Initial values of i32 globals.
    global_values: Vec<i32>,
    /// Data symbols by symbol index: (segment, offset in it, size).
    symbols: HashMap<u32, (u32, u32, u32)>,
    code_relocs: Vec<RelocationEntry>,
    data_relocs: Vec<RelocationEntry>,
}

fn err(e: wasmparser::BinaryReaderError) -> SplitError {
    SplitError::Parse(e.to_string())
}

fn i32_of(expr: &wasmparser::ConstExpr<'_>) -> Option<i32> {
    match expr.get_operators_reader().read().ok()? {
        Operator::I32Const { value } => Some(value),
        _ => None,
    }
}

fn parse(wasm: &[u8]) -> Result<Parsed<'_>, SplitError> {
    let mut p = Parsed::default();
    let mut names: HashMap<u32, &str> = HashMap::new();
    let mut relocs: Vec<(u32, Vec<RelocationEntry>)> = Vec::new();
    let (mut section, mut code_section, mut data_section) = (0u32, None, None);
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(err)?;
        if payload.as_section().is_some() {
            section += 1;
        }
        match payload {
            Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    if matches!(import.map_err(err)?.ty, TypeRef::Func(_) | TypeRef::FuncExact(_)) {
                        p.imported_funcs += 1;
                    }
                }
            }
            Payload::GlobalSection(reader) => {
                for global in reader {
                    p.global_values.extend(i32_of(&global.map_err(err)?.init_expr));
                }
            }
            Payload::CodeSectionStart { range, .. } => {
                code_section = Some(section - 1);
                // The contents start after the count; relocation offsets count from the section's contents.
                p.code_start = range.start;
            }
            Payload::CodeSectionEntry(body) => p.funcs.push((None, body)),
            Payload::DataSection(reader) => {
                data_section = Some(section - 1);
                p.data_start = reader.range().start;
                for data in reader {
                    let data = data.map_err(err)?;
                    let at = data.range.end - data.data.len();
                    p.segments.push(match &data.kind {
                        DataKind::Active { memory_index: 0, offset_expr } => {
                            i32_of(offset_expr).map(|base| (base as u32, data.data, at))
                        }
                        DataKind::Passive => {
                            p.passive.push(data.data);
                            None
                        }
                        _ => None,
                    });
                }
            }
            Payload::CustomSection(custom) => match custom.as_known() {
                KnownCustom::Name(reader) => {
                    for name in reader {
                        if let Ok(Name::Function(map)) = name {
                            for naming in map.into_iter().flatten() {
                                names.insert(naming.index, naming.name);
                            }
                        }
                    }
                }
                KnownCustom::Linking(reader) => {
                    for sub in reader.subsections() {
                        if let Linking::SymbolTable(table) = sub.map_err(err)? {
                            for (i, symbol) in table.into_iter().enumerate() {
                                if let SymbolInfo::Data { symbol: Some(d), .. } = symbol.map_err(err)? {
                                    p.symbols.insert(i as u32, (d.index, d.offset, d.size));
                                }
                            }
                        }
                    }
                }
                KnownCustom::Reloc(reader) => {
                    let entries = reader.entries().into_iter().collect::<Result<Vec<_>, _>>().map_err(err)?;
                    relocs.push((reader.section_index(), entries));
                }
                _ => {}
            },
            _ => {}
        }
    }
    for (i, (name, _)) in p.funcs.iter_mut().enumerate() {
        *name = names.get(&(p.imported_funcs + i as u32)).copied();
    }
    for (target, entries) in relocs {
        if Some(target) == code_section {
            p.code_relocs = entries;
        } else if Some(target) == data_section {
            p.data_relocs = entries;
        }
    }
    p.code_relocs.sort_by_key(|r| r.offset);
    p.data_relocs.sort_by_key(|r| r.offset);
    Ok(p)
}

/// The part of a function's name two builds of it share: rustc's hash (`17h<16 hex>E` mangled, `::h<16 hex>`
/// demangled), or the whole name of a function without one.
pub fn function_key(name: &str) -> &str {
    let hash = |h: &str| h.len() == 17 && h.starts_with('h') && h[1..].bytes().all(|b| b.is_ascii_hexdigit());
    if let Some(rest) = name.strip_suffix('E') {
        if rest.len() > 19 && hash(&rest[rest.len() - 17..]) && rest[..rest.len() - 17].ends_with("17") {
            return &rest[rest.len() - 17..];
        }
    }
    if name.len() > 19 && hash(&name[name.len() - 17..]) && name[..name.len() - 17].ends_with("::") {
        return &name[name.len() - 17..];
    }
    name
}

fn is_address(ty: RelocationType) -> bool {
    use RelocationType::*;
    matches!(
        ty,
        MemoryAddrLeb
            | MemoryAddrSleb
            | MemoryAddrI32
            | MemoryAddrRelSleb
            | MemoryAddrLocrelI32
            | MemoryAddrTlsSleb
            | MemoryAddrLeb64
            | MemoryAddrSleb64
            | MemoryAddrI64
            | MemoryAddrRelSleb64
            | MemoryAddrTlsSleb64
    )
}

/// Whether the relocated value is the symbol's absolute address plus the addend (all kinds count for what is
/// reached; only these tell where a symbol is).
fn is_absolute(ty: RelocationType) -> bool {
    use RelocationType::*;
    matches!(ty, MemoryAddrLeb | MemoryAddrSleb | MemoryAddrI32)
}

/// The address an operator carries: an `i32.const`'s value or a load's or store's offset.
fn carried(op: &Operator<'_>) -> Option<i64> {
    use Operator::*;
    Some(match op {
        I32Const { value } => *value as u32 as i64,
        I32Load { memarg }
        | I64Load { memarg }
        | F32Load { memarg }
        | F64Load { memarg }
        | I32Load8S { memarg }
        | I32Load8U { memarg }
        | I32Load16S { memarg }
        | I32Load16U { memarg }
        | I64Load8S { memarg }
        | I64Load8U { memarg }
        | I64Load16S { memarg }
        | I64Load16U { memarg }
        | I64Load32S { memarg }
        | I64Load32U { memarg }
        | I32Store { memarg }
        | I64Store { memarg }
        | F32Store { memarg }
        | F64Store { memarg }
        | I32Store8 { memarg }
        | I32Store16 { memarg }
        | I64Store8 { memarg }
        | I64Store16 { memarg }
        | I64Store32 { memarg } => memarg.offset as i64,
        _ => return None,
    })
}

type Ops<'a> = Vec<(Operator<'a>, usize)>;

fn operators<'a>(body: &wasmparser::FunctionBody<'a>) -> Option<Ops<'a>> {
    let mut reader = body.get_operators_reader().ok()?;
    let mut ops = Vec::new();
    while !reader.eof() {
        ops.push(reader.read_with_offset().ok()?);
    }
    Some(ops)
}

/// A memory image of a module's active segments, for reading words at addresses.
struct Image<'a>(BTreeMap<u32, &'a [u8]>);

impl<'a> Image<'a> {
    fn new(p: &Parsed<'a>) -> Image<'a> {
        Image(p.segments.iter().flatten().map(|(base, bytes, _)| (*base, *bytes)).collect())
    }
    fn slice(&self, range: Range<u32>) -> Option<&'a [u8]> {
        let (base, bytes) = self.0.range(..=range.start).next_back()?;
        let (start, end) = ((range.start - base) as usize, (range.end - base) as usize);
        bytes.get(start..end)
    }
}

/// Works out the bytes to move: `linked` is the linker's module, `input` the split's input made from it, `kept`
/// whether a function of `input` (by its name there) stays in the primary. Functions without a name stay.
pub fn cold_data(linked: &[u8], input: &[u8], kept: &dyn Fn(&str) -> bool) -> Result<ColdData, SplitError> {
    let old = parse(linked)?;
    let new = parse(input)?;
    if old.symbols.is_empty() {
        return Err(SplitError::Unsupported("a linked module without a symbol table (link with --emit-relocs)".into()));
    }
    let address = |seg: u32, off: u32| old.segments.get(seg as usize).copied().flatten().map(|(b, _, _)| b + off);
    // Symbols placed in active memory: index → old range.
    let placed: HashMap<u32, Range<u32>> =
        old.symbols.iter().filter_map(|(&i, &(seg, off, size))| address(seg, off).map(|a| (i, a..a + size))).collect();

    // Which linked functions stay: by the key of their name in the input.
    let kept_keys: HashSet<&str> =
        new.funcs.iter().filter_map(|(n, _)| *n).filter(|n| kept(n)).map(function_key).collect();
    let old_kept = |name: Option<&str>| name.is_none_or(|n| kept_keys.contains(function_key(n)));

    // References: from each linked function (by local index) and from each data reloc (by old address).
    let mut by_func: Vec<Vec<&RelocationEntry>> = vec![Vec::new(); old.funcs.len()];
    let starts: Vec<usize> = old.funcs.iter().map(|(_, b)| b.range().start).collect();
    for r in old.code_relocs.iter().filter(|r| is_address(r.ty) && placed.contains_key(&r.index)) {
        let at = old.code_start + r.offset as usize;
        if let Some(f) = starts.partition_point(|s| *s <= at).checked_sub(1) {
            by_func[f].push(r);
        }
    }
    // Data relocs by the old address they sit at.
    let data_at = |r: &RelocationEntry| -> Option<u32> {
        let at = old.data_start + r.offset as usize;
        old.segments
            .iter()
            .flatten()
            .find(|(_, b, s)| (*s..*s + b.len()).contains(&at))
            .map(|(base, _, s)| base + (at - s) as u32)
    };
    let data_refs: Vec<(u32, &RelocationEntry)> = old
        .data_relocs
        .iter()
        .filter(|r| is_address(r.ty) && placed.contains_key(&r.index))
        .filter_map(|r| data_at(r).map(|a| (a, r)))
        .collect::<BTreeMap<_, _>>()
        .into_iter()
        .collect();
    let inside = |range: &Range<u32>| {
        let (start, end) = (range.start, range.end);
        let from = data_refs.partition_point(|(a, _)| *a < start);
        data_refs[from..].iter().take_while(move |(a, _)| *a < end)
    };

    // Needed: reached from kept functions, directly or through data.
    let mut needed: HashSet<u32> = HashSet::new();
    let mut work: Vec<u32> = old
        .funcs
        .iter()
        .enumerate()
        .filter(|(_, (name, _))| old_kept(*name))
        .flat_map(|(f, _)| by_func[f].iter().map(|r| r.index))
        .collect();
    while let Some(s) = work.pop() {
        if needed.insert(s) {
            work.extend(inside(&placed[&s]).map(|(_, r)| r.index));
        }
    }

    // New addresses: from the same function in both modules, then from pointers in placed data.
    let mut new_funcs: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, (name, _)) in new.funcs.iter().enumerate() {
        if let Some(n) = name {
            new_funcs.entry(function_key(n)).or_default().push(i);
        }
    }
    let mut found: HashMap<u32, Option<u32>> = HashMap::new();
    let note = |s: u32, at: i64, found: &mut HashMap<u32, Option<u32>>| {
        let at = u32::try_from(at).ok();
        let entry = found.entry(s).or_insert(at);
        if *entry != at {
            *entry = None; // two answers: unknown
        }
    };
    // A key two functions share in either module names neither.
    let mut old_keys: HashMap<&str, usize> = HashMap::new();
    for name in old.funcs.iter().filter_map(|(n, _)| *n) {
        *old_keys.entry(function_key(name)).or_default() += 1;
    }
    for (f, (name, body)) in old.funcs.iter().enumerate() {
        let (Some(name), false) = (name, by_func[f].is_empty()) else { continue };
        if old_keys[function_key(name)] != 1 {
            continue;
        }
        let Some([g]) = new_funcs.get(function_key(name)).map(Vec::as_slice) else { continue };
        let (Some(a), Some(b)) = (operators(body), operators(&new.funcs[*g].1)) else { continue };
        if a.len() != b.len()
            || a.iter().zip(&b).any(|(x, y)| std::mem::discriminant(&x.0) != std::mem::discriminant(&y.0))
        {
            continue;
        }
        for r in by_func[f].iter().filter(|r| is_absolute(r.ty)) {
            let at = old.code_start + r.offset as usize;
            let i = a.partition_point(|(_, o)| *o < at).saturating_sub(1);
            if let (Some(was), Some(now)) = (carried(&a[i].0), carried(&b[i].0)) {
                if was - r.addend == placed[&r.index].start as i64 {
                    note(r.index, now - r.addend, &mut found);
                }
            }
        }
    }
    let image = Image::new(&new);
    let mut work: Vec<u32> = found.iter().filter_map(|(s, a)| a.map(|_| *s)).collect();
    let mut walked = HashSet::new();
    while let Some(s) = work.pop() {
        let Some(Some(now)) = found.get(&s).copied() else { continue };
        if !walked.insert(s) {
            continue;
        }
        let was = placed[&s].start;
        for (a, r) in inside(&placed[&s]).filter(|(_, r)| r.ty == RelocationType::MemoryAddrI32) {
            let Some(word) = image.slice(now + (a - was)..now + (a - was) + 4) else { continue };
            let value = u32::from_le_bytes([word[0], word[1], word[2], word[3]]) as i64;
            let before = found.get(&r.index).copied();
            note(r.index, value - r.addend, &mut found);
            if before.is_none() {
                work.push(r.index);
            }
        }
    }

    // Candidates: unneeded, known, clear of needed symbols, and the linker's bytes where found.
    let mut needed_ranges: Vec<Range<u32>> = needed.iter().map(|s| placed[s].clone()).collect();
    needed_ranges.sort_by_key(|r| r.start);
    let mut merged: Vec<Range<u32>> = Vec::new();
    for r in needed_ranges {
        match merged.last_mut() {
            Some(last) if r.start < last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    // (For a non-empty range: the first merged range ending after its start overlaps it if it starts before its end.)
    let overlaps_needed = |r: &Range<u32>| {
        let i = merged.partition_point(|m| m.end <= r.start);
        merged.get(i).is_some_and(|m| m.start < r.end)
    };
    let old_image = Image::new(&old);
    let mut moving: BTreeMap<u32, (u32, u32)> = BTreeMap::new(); // new start → (end, symbol)
    let mut clash = HashSet::new();
    for (&s, range) in &placed {
        if needed.contains(&s) || range.is_empty() || overlaps_needed(range) {
            continue;
        }
        let Some(Some(now)) = found.get(&s).copied() else { continue };
        let len = range.end - range.start;
        let (Some(was_bytes), Some(now_bytes)) = (old_image.slice(range.clone()), image.slice(now..now + len)) else {
            continue;
        };
        let relocated: Vec<u32> = inside(range).map(|(a, _)| a - range.start).collect();
        let same = was_bytes
            .iter()
            .zip(now_bytes)
            .enumerate()
            .all(|(i, (x, y))| x == y || relocated.iter().any(|&r| (r as usize..r as usize + 4).contains(&i)));
        if same && moving.insert(now, (now + len, s)).is_some() {
            clash.insert(now);
        }
    }
    // Two symbols at one new place (the same start, or overlapping) mean a wrong answer for one of them: none of
    // them moves.
    let mut end = 0;
    let mut prev = None;
    for (&start, &(stop, _)) in &moving {
        if start < end {
            clash.insert(start);
            clash.extend(prev);
        }
        if stop > end {
            end = stop;
            prev = Some(start);
        }
    }
    moving.retain(|start, _| !clash.contains(start));

    // The guard: nothing the primary keeps may point into what moves.
    let mut pointers: Vec<i64> = new.global_values.iter().map(|v| *v as u32 as i64).collect();
    for (name, body) in &new.funcs {
        if name.is_none_or(kept) {
            pointers.extend(operators(body).into_iter().flatten().filter_map(|(op, _)| carried(&op)));
        }
    }
    loop {
        let hit = |v: i64| -> Option<u32> {
            let v = u32::try_from(v).ok()?;
            let (&start, &(stop, _)) = moving.range(..=v).next_back()?;
            (v < stop).then_some(start)
        };
        let mut protect: HashSet<u32> = pointers.iter().filter_map(|v| hit(*v)).collect();
        // Aligned words in the data that stays, and in the passive segments.
        for (base, bytes, _) in new.segments.iter().flatten() {
            for (i, word) in bytes.chunks_exact(4).enumerate() {
                let at = base + 4 * i as u32;
                if hit(at as i64).is_some() {
                    continue;
                }
                protect.extend(hit(u32::from_le_bytes([word[0], word[1], word[2], word[3]]) as i64));
            }
        }
        for bytes in &new.passive {
            let words = bytes.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]) as i64);
            protect.extend(words.filter_map(hit));
        }
        if protect.is_empty() {
            break;
        }
        moving.retain(|start, _| !protect.contains(start));
    }

    let mut data = ColdData { symbols: moving.len(), ..ColdData::default() };
    for (start, (stop, _)) in moving {
        let bytes = image.slice(start..stop).unwrap_or_default();
        match data.runs.last_mut() {
            Some((at, run)) if *at + run.len() as u32 == start => run.extend_from_slice(bytes),
            _ => data.runs.push((start, bytes.to_vec())),
        }
    }
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::function_key;

    #[test]
    fn a_function_is_known_by_its_hash_mangled_or_not() {
        let mangled = "_ZN4core3fmt5write17h0123456789abcdefE";
        let demangled = "core::fmt::write::h0123456789abcdef";
        assert_eq!(function_key(mangled), "h0123456789abcdef");
        assert_eq!(function_key(demangled), "h0123456789abcdef");
        assert_eq!(function_key("__wbindgen_malloc"), "__wbindgen_malloc");
        assert_eq!(function_key("cold enter 0"), "cold enter 0");
    }
}
