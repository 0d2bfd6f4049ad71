//! Fuzzes the `iree.abi` JSON reader; accepted documents must be valid JSON and must survive
//! a write then read unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_abi::reflection::AbiRecords;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(records) = AbiRecords::parse(text) {
        let _ = records.to_string();
        let json = records.to_json();
        assert_eq!(AbiRecords::parse(&json).as_ref(), Ok(&records));
    }
    let _ = sigil_abi::decode(text);
});
