// unregistered builtin op
// MLIR-ERROR: unregistered operation 'builtin.bogus' found in dialect ('builtin') that does not allow unknown operations
"builtin.bogus"() : () -> ()
