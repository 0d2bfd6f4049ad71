// generic module without block
// MLIR-ERROR: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
"builtin.module"() ({
}) : () -> ()
