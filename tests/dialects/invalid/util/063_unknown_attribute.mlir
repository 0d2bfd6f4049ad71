// An attribute the util dialect does not define.
// MLIR-ERROR: unknown attribute `unknownthing` in dialect `util`
module attributes {util.r = #util.unknownthing} {
}
