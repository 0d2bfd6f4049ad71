// op name no dialect custom
// MLIR-ERROR: custom op 'bogus_op' is unknown (tried 'builtin.bogus_op' as well)
bogus_op
