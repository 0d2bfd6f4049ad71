// A memref type with a comma and no layout or memory space after it.
// MLIR-ERROR: expected list element
func.func private @f(memref<2x4xi8, >)
