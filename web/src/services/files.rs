//! Files in and out of the page: a text offered as a download, and the text of files the user picked or dropped.
//! Natively these are inert, so the components that use them stay testable.

/// Offers `text` as a download named `name` (an object URL clicked through a temporary link).
pub fn download(name: &str, mime: &str, text: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
        let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
        if let Ok(a) = doc.create_element("a").map(|e| e.unchecked_into::<web_sys::HtmlAnchorElement>()) {
            a.set_href(&url);
            a.set_download(name);
            a.click();
        }
        let _ = web_sys::Url::revoke_object_url(&url);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, mime, text);
}

/// A file read: its name, its size in bytes, and its content as the browser gives it (a `Uint8Array`: read as text
/// by a caller that reads it, [`text_of`], kept as it is by one that only passes it on, as the import panel hands
/// files to the formats module).
pub struct ReadFile {
    pub name: String,
    pub bytes: u64,
    pub content: wasm_bindgen::JsValue,
}

/// A file's content ([`ReadFile::content`]) as text, as the browser's `Blob.text()` would give it.
pub fn text_of(content: &wasm_bindgen::JsValue) -> String {
    #[cfg(target_arch = "wasm32")]
    return spindle_formats::playground::text_of(js_sys::Uint8Array::new(content).to_vec());
    #[cfg(not(target_arch = "wasm32"))]
    content.as_string().unwrap_or_default()
}

/// What reading several files gives: all of them, or which one could not be read.
pub type ReadFiles = Result<Vec<ReadFile>, String>;

/// Reads every file of `list` and hands them, in the list's order, to `done` once all are read. A file
/// that cannot be read (not text, gone) comes back as an `Err` naming it, and nothing else is handed over.
#[cfg(target_arch = "wasm32")]
pub fn read_all(list: web_sys::FileList, done: impl FnOnce(ReadFiles) + 'static) {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::JsValue;

    let files: Vec<web_sys::File> = (0..list.length()).filter_map(|i| list.get(i)).collect();
    if files.is_empty() {
        return;
    }
    struct Gather {
        contents: Vec<Option<JsValue>>,
        failed: Option<String>,
        left: usize,
        done: Option<Box<dyn FnOnce(ReadFiles)>>,
        names: Vec<(String, u64)>,
    }
    let gather = Rc::new(RefCell::new(Gather {
        contents: files.iter().map(|_| None).collect(),
        failed: None,
        left: files.len(),
        done: Some(Box::new(done)),
        names: files.iter().map(|f| (f.name(), f.size() as u64)).collect(),
    }));
    let finish = |g: &mut Gather| {
        g.left -= 1;
        if g.left > 0 {
            return;
        }
        let Some(done) = g.done.take() else { return };
        match g.failed.take() {
            Some(e) => done(Err(e)),
            None => {
                let contents = std::mem::take(&mut g.contents);
                done(Ok(g
                    .names
                    .iter()
                    .cloned()
                    .zip(contents)
                    .filter_map(|((name, bytes), content)| Some(ReadFile { name, bytes, content: content? }))
                    .collect()))
            }
        }
    };
    for (i, file) in files.iter().enumerate() {
        let gather = gather.clone();
        super::settled(file.array_buffer(), move |read| {
            let mut g = gather.borrow_mut();
            match read {
                Ok(bytes) => g.contents[i] = Some(js_sys::Uint8Array::new(&bytes).into()),
                Err(_) => {
                    let name = g.names[i].0.clone();
                    g.failed.get_or_insert(format!("{name}: the file could not be read"));
                }
            }
            finish(&mut g);
        });
    }
}
