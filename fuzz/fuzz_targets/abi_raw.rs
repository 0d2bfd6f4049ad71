//! Fuzzes the raw (`f`) signature parser; whatever parses must re-encode to a signature that
//! parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_abi::raw::RawSignature;

fuzz_target!(|data: &[u8]| {
    if let Ok(sig) = RawSignature::parse(data) {
        let _ = sig.to_string();
        let again = RawSignature::parse(sig.encode().as_bytes());
        assert_eq!(again.as_ref(), Ok(&sig));
    }
});
