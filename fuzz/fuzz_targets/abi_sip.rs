//! Fuzzes the SIP signature parser (typed tree and text visitor); a parsed tree must survive
//! encode then parse unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sigil_abi::sip::{render_inputs, render_results, SipSignature};

fuzz_target!(|data: &[u8]| {
    let _ = render_inputs(data);
    let _ = render_results(data);
    if let Ok(sig) = SipSignature::parse(data) {
        let text = sig.encode();
        assert_eq!(SipSignature::parse(text.as_bytes()).as_ref(), Ok(&sig));
        let _ = (sig.inputs_text(), sig.results_text());
        if let Some(inputs) = &sig.inputs {
            let leaves = inputs.leaves();
            let _ = sigil_abi::sip_tree::SipNode::from_paths(&leaves);
        }
    }
});
