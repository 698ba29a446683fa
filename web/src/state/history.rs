//! The scenario's edit history: undo and redo stacks, and the text of edits that could not be applied.

use std::rc::Rc;

use spindle_core::scenario::Scenario;

use super::edit::Field;

/// Undo keeps this many scenarios.
const UNDO_DEPTH: usize = 200;

/// Text the user typed that could not be applied, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub text: String,
    pub error: String,
}

/// Applied edits are undoable; consecutive edits of one field (typing) undo together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    undo: Rc<Vec<Rc<Scenario>>>,
    redo: Rc<Vec<Rc<Scenario>>>,
    /// The field the latest applied edit set: typing on in it extends that edit's undo entry.
    typing: Option<Field>,
    /// Rejected text, kept at its field with the error.
    pub drafts: Rc<Drafts>,
}

/// Rejected text by field: a handful at most, so a list sorted by field rather than a `BTreeMap<Field, Draft>`,
/// whose B-tree code was stamped out for this one pair of types (about 10 KB of wasm before `wasm-opt`,
/// docs/toolchain.md).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drafts(Vec<(Field, Draft)>);

impl Drafts {
    fn find(&self, field: &Field) -> Result<usize, usize> {
        self.0.binary_search_by(|(f, _)| f.cmp(field))
    }

    /// The draft kept at `field`, if its text was refused.
    pub fn get(&self, field: &Field) -> Option<&Draft> {
        self.find(field).ok().map(|i| &self.0[i].1)
    }

    pub fn contains_key(&self, field: &Field) -> bool {
        self.find(field).is_ok()
    }

    fn insert(&mut self, field: Field, draft: Draft) {
        match self.find(&field) {
            Ok(i) => self.0[i].1 = draft,
            Err(i) => self.0.insert(i, (field, draft)),
        }
    }

    fn remove(&mut self, field: &Field) {
        if let Ok(i) = self.find(field) {
            self.0.remove(i);
        }
    }
}

impl std::ops::Index<&Field> for Drafts {
    type Output = Draft;

    fn index(&self, field: &Field) -> &Draft {
        self.get(field).expect("a draft at this field")
    }
}

impl History {
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Keeps `text` at `field` with the reason it was refused.
    pub fn draft(&mut self, field: Field, text: String, error: String) {
        Rc::make_mut(&mut self.drafts).insert(field, Draft { text, error });
    }

    /// The field's text was applied (or changed nothing): its draft goes.
    pub fn clear_draft(&mut self, field: &Field) {
        Rc::make_mut(&mut self.drafts).remove(field);
    }

    /// Records that `before` was replaced by an applied edit. `field` is the field it set, and `merges` whether it
    /// was typing, which extends the previous entry when it was typing in the same field.
    pub fn record(&mut self, before: Rc<Scenario>, field: Option<Field>, merges: bool) {
        if !merges || field != self.typing {
            let undo = Rc::make_mut(&mut self.undo);
            undo.push(before);
            if undo.len() > UNDO_DEPTH {
                undo.remove(0);
            }
        }
        Rc::make_mut(&mut self.redo).clear();
        match &field {
            Some(f) => self.clear_draft(f),
            // Positions shift under structural edits: drafts addressed by position would go astray.
            None => self.drafts = Rc::default(),
        }
        self.typing = field.filter(|_| merges);
    }

    /// Undo (`back`) or redo from `current`: the scenario to restore, if there is one.
    pub fn travel(&mut self, back: bool, current: Rc<Scenario>) -> Option<Rc<Scenario>> {
        let (from, to) = if back { (&mut self.undo, &mut self.redo) } else { (&mut self.redo, &mut self.undo) };
        let s = Rc::make_mut(from).pop()?;
        Rc::make_mut(to).push(current);
        self.typing = None;
        self.drafts = Rc::default();
        Some(s)
    }
}
