// An integer type whose width does not fit 32 bits.
// MLIR-ERROR: invalid integer width
func.func private @f(i21312312323120)
