//! Fuzzes the generic signature component parser, descending into every span.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_abi::mangling::{Component, Components};

fn walk(components: Components<'_>, depth: usize) {
    for component in components {
        match component {
            Ok(Component::Span { span, .. }) if depth < 64 => walk(span.components(), depth + 1),
            Ok(_) => {}
            Err(err) => {
                let _ = err.to_string();
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    walk(Components::new(data), 0);
});
