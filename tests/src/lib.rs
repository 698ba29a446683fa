//! Cross-crate tests live in `tests/tests/`; the browser end-to-end tests in `tests/e2e/`.
