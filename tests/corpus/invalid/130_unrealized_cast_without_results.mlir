// unrealized cast without results
// MLIR-ERROR: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
"builtin.unrealized_conversion_cast"() : () -> ()
