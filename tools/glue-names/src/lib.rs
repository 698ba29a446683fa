//! Short import names for the functions wasm-bindgen's JS glue hands its module.
//!
//! wasm-bindgen imports every JS function the Rust code calls from the module `./NAME_bg.js` under a name like
//! `__wbg_addEventListener_f2d27251d333a631`: the Rust name and a 16-digit hash, which keep names apart across
//! crates. The glue builds that import object with the same names as keys. In the playground's first page those
//! names are about 7.4 KB of the wasm and as many bytes of the glue, a third of them hex digits no compressor can
//! shrink. The names mean nothing at run time (the glue and the module only have to agree), so this renames them in
//! both: `a`, `b`, … in import order, and the module to `w`.
//!
//! The glue is checked before it is changed: the module's name appears once (the key of the import object) and each
//! import's name once (its key in that object). A wasm-bindgen whose glue is shaped otherwise is refused, and the
//! build says so, rather than shipping a glue that no longer matches its module.

use std::collections::HashMap;
use std::fmt;

use walrus::ModuleConfig;

/// The module name the renamed imports come from.
pub const SHORT_MODULE: &str = "w";

#[derive(Debug)]
pub enum GlueError {
    /// The wasm could not be read.
    Parse(String),
    /// The glue is not shaped as this tool expects: what was found.
    Glue(String),
}

impl fmt::Display for GlueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GlueError::Parse(e) => write!(f, "the module could not be read: {e}"),
            GlueError::Glue(e) => write!(f, "the glue is not as wasm-bindgen writes it: {e}"),
        }
    }
}

impl std::error::Error for GlueError {}

/// The short names in order: `a`…`z`, `A`…`Z`, then two characters (a letter and a letter or digit), then three,
/// never a JS reserved word (the names are keys of an object literal, where reserved words are allowed, but a reader
/// should not meet `do` or `in` there).
fn short_names() -> impl Iterator<Item = String> {
    const FIRST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const REST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    // The k-th name of all names, reserved words included: k counts through the one-character names, then the
    // two-character ones, and so on, each length in the order of its characters.
    let name = |mut k: usize| {
        let mut tail = 1; // REST.len() to the power of the name's length less one
        while k >= FIRST.len() * tail {
            k -= FIRST.len() * tail;
            tail *= REST.len();
        }
        let mut name = String::from(FIRST[k / tail] as char);
        k %= tail;
        while tail > 1 {
            tail /= REST.len();
            name.push(REST[k / tail] as char);
            k %= tail;
        }
        name
    };
    (0..).map(name).filter(|s| !matches!(s.as_str(), "do" | "if" | "in"))
}

/// Where `word` stands alone in `text` (not inside a longer identifier).
fn occurrences(text: &str, word: &str) -> Vec<usize> {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    text.match_indices(word)
        .map(|(i, _)| i)
        .filter(|&i| {
            let before = text[..i].chars().next_back().is_none_or(|c| !ident(c));
            let after = text[i + word.len()..].chars().next().is_none_or(|c| !ident(c));
            before && after
        })
        .collect()
}

/// Renames the imports of `wasm` from `./STEM_bg.js` (STEM: the glue's file name without `.js`) and the keys of
/// `glue` that provide them. Returns the new module and glue.
pub fn rename(wasm: &[u8], glue: &str, stem: &str) -> Result<(Vec<u8>, String), GlueError> {
    let mut config = ModuleConfig::new();
    config.generate_name_section(true).generate_producers_section(false);
    let mut module = config.parse(wasm).map_err(|e| GlueError::Parse(format!("{e:#}")))?;
    let from = format!("./{stem}_bg.js");
    let quoted = format!("\"{from}\"");
    let module_at = match glue.match_indices(&quoted).map(|(at, _)| at).collect::<Vec<_>>().as_slice() {
        [at] => *at,
        found => return Err(GlueError::Glue(format!("{quoted} appears {} times, not once", found.len()))),
    };
    let mut names: HashMap<String, String> = HashMap::new();
    let mut shorts = short_names();
    for import in module.imports.iter_mut().filter(|i| i.module == from) {
        let short = shorts.next().unwrap_or_default();
        let old = std::mem::replace(&mut import.name, short.clone());
        import.module = SHORT_MODULE.into();
        if names.insert(old.clone(), short).is_some() {
            return Err(GlueError::Glue(format!("`{old}` is imported twice")));
        }
    }
    // Every edit, checked first: (position, length, replacement).
    let mut edits: Vec<(usize, usize, String)> = vec![(module_at, quoted.len(), format!("\"{SHORT_MODULE}\""))];
    for (old, short) in &names {
        match occurrences(glue, old).as_slice() {
            [at] => edits.push((*at, old.len(), short.clone())),
            found => return Err(GlueError::Glue(format!("`{old}` appears {} times, not once", found.len()))),
        }
    }
    edits.sort_by_key(|e| e.0);
    let mut out = String::with_capacity(glue.len());
    let mut from_here = 0;
    for (at, len, with) in edits {
        out.push_str(&glue[from_here..at]);
        out.push_str(&with);
        from_here = at + len;
    }
    out.push_str(&glue[from_here..]);
    Ok((module.emit_wasm(), out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use walrus::{FunctionBuilder, Module};

    fn module() -> Vec<u8> {
        let mut m = Module::default();
        let ty = m.types.add(&[], &[]);
        let (a, _) = m.add_import_func("./app_bg.js", "__wbg_log_0123456789abcdef", ty);
        let (b, _) = m.add_import_func("./app_bg.js", "__wbindgen_init_externref_table", ty);
        let (c, _) = m.add_import_func("./snippets/app-1/inline0.js", "fetch_it", ty);
        let mut f = FunctionBuilder::new(&mut m.types, &[], &[]);
        f.func_body().call(a).call(b).call(c);
        let f = f.finish(vec![], &mut m.funcs);
        m.exports.add("run", f);
        m.emit_wasm()
    }

    const GLUE: &str = r#"function imports() {
    const import0 = {
        __wbg_log_0123456789abcdef: function(arg0) { console.log(arg0); },
        __wbindgen_init_externref_table: function() { /* … */ },
    };
    return { "./app_bg.js": import0, "./snippets/app-1/inline0.js": import1 };
}"#;

    #[test]
    fn renames_the_glues_imports_in_both_and_nothing_else() {
        let (wasm, glue) = rename(&module(), GLUE, "app").unwrap();
        let m = ModuleConfig::new().parse(&wasm).unwrap();
        let imports: Vec<_> = m.imports.iter().map(|i| (i.module.as_str(), i.name.as_str())).collect();
        assert_eq!(imports, [("w", "a"), ("w", "b"), ("./snippets/app-1/inline0.js", "fetch_it")]);
        assert!(glue.contains("        a: function(arg0) { console.log(arg0); },"), "{glue}");
        assert!(glue.contains("        b: function() {"), "{glue}");
        assert!(glue.contains(r#"return { "w": import0, "./snippets/app-1/inline0.js": import1 };"#), "{glue}");
    }

    #[test]
    fn a_glue_shaped_otherwise_is_refused() {
        let twice = GLUE.replace("console.log(arg0)", "__wbg_log_0123456789abcdef(arg0)");
        assert!(matches!(rename(&module(), &twice, "app"), Err(GlueError::Glue(_))));
        let missing = GLUE.replace("__wbindgen_init_externref_table", "__wbindgen_init");
        assert!(matches!(rename(&module(), &missing, "app"), Err(GlueError::Glue(_))));
        assert!(matches!(rename(&module(), GLUE, "other"), Err(GlueError::Glue(_))));
        assert!(matches!(rename(b"not wasm", GLUE, "app"), Err(GlueError::Parse(_))));
    }

    #[test]
    fn short_names_are_distinct_and_skip_reserved_words() {
        let names: Vec<_> = short_names().take(4000).collect();
        assert_eq!(names[0], "a");
        assert_eq!(names[51], "Z");
        assert_eq!((names[52].as_str(), names[113].as_str()), ("aa", "a9"));
        // Past the 3,224 two-character names (less the three reserved words), three characters.
        assert_eq!(names[52 + 3224 - 3], "aaa");
        let set: std::collections::HashSet<_> = names.iter().collect();
        assert_eq!(set.len(), names.len());
        assert!(!names.iter().any(|n| n == "do" || n == "if" || n == "in"));
    }
}
