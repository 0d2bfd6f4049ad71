//! IREE function-call ABI (placeholder until the abi work lands).
