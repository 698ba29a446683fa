//! The few browser services the playground uses — a clock, localStorage, the URL fragment, media queries, the
//! theme attribute, the clipboard — behind plain functions. Natively (unit tests) they are inert, so the state
//! machine that calls them is testable without a browser. Failures (storage full or disabled, no clipboard) are
//! swallowed on purpose: none of them may break the playground.

/// Milliseconds from an arbitrary origin, for frame budgets.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

pub fn storage_get(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()?.local_storage().ok()??.get_item(key).ok()?
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

pub fn storage_set(key: &str, value: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(Ok(Some(s))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = s.set_item(key, value);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (key, value);
}

/// The location's `#…` fragment (empty if none).
pub fn location_hash() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// The location's `?…` query string (empty if none).
pub fn location_search() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// The page's address without the fragment.
pub fn location_base() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(w) = web_sys::window() else { return String::new() };
        let l = w.location();
        format!(
            "{}{}{}",
            l.origin().unwrap_or_default(),
            l.pathname().unwrap_or_default(),
            l.search().unwrap_or_default()
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// Drops the fragment from the address bar without reloading (a consumed share link must not be applied again
/// on reload, over the user's later edits).
pub fn clear_hash() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&location_base()));
        }
    }
}

pub fn media_matches(query: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.match_media(query).ok().flatten()).is_some_and(|m| m.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = query;
        false
    }
}

pub fn prefers_reduced_motion() -> bool {
    media_matches("(prefers-reduced-motion: reduce)")
}

/// Sets when the dark palette applies: the `media` of index.html's `<style id="dark-palette">`, which holds that
/// palette once (the system's preference, "all" or "not all").
pub fn set_dark_palette_media(media: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(palette) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("dark-palette"))
    {
        let _ = palette.set_attribute("media", media);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = media;
}

/// Copies text to the clipboard; a refusal (no permission, insecure context) is ignored — the link stays
/// visible and selectable next to the button.
pub fn copy_to_clipboard(text: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        use wasm_bindgen::closure::Closure;
        use wasm_bindgen::JsValue;
        let promise = w.navigator().clipboard().write_text(text);
        // Handling the rejection keeps a refused copy from surfacing as an "uncaught (in promise)" console error.
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = promise.catch(&ignore);
        ignore.forget();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = text;
}

/// Reads a CSS custom property of `<html>` (theme colours for the canvas).
pub fn css_var(name: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let w = web_sys::window()?;
        let root = w.document()?.document_element()?;
        let v = w.get_computed_style(&root).ok()??.get_property_value(name).ok()?;
        let v = v.trim().to_string();
        (!v.is_empty()).then_some(v)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = name;
        None
    }
}

/// The window's inside, without its scroll bars, in CSS pixels (`None` natively).
pub fn window_size() -> Option<(f64, f64)> {
    #[cfg(target_arch = "wasm32")]
    {
        let page = web_sys::window()?.document()?.document_element()?;
        Some((page.client_width() as f64, page.client_height() as f64))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The device pixel ratio (1 natively).
pub fn pixel_ratio() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).clamp(1.0, 3.0)
    }
    #[cfg(not(target_arch = "wasm32"))]
    1.0
}

/// Scrolls the element with this id into view (nothing when there is none).
pub fn scroll_into_view(id: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(e) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        e.scroll_into_view();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = id;
}

/// Moves keyboard focus to the element with id `id`, if it exists and can take focus.
pub fn focus(id: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let el = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id));
        if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = id;
}
