// module two regions
// MLIR-ERROR: 'builtin.module' op requires one region
"builtin.module"() ({
^bb0:
}, {
^bb0:
}) : () -> ()
