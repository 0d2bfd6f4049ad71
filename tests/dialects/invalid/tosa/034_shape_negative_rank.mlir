// !tosa.shape with a negative rank.
// MLIR-ERROR: invalid rank (must be >= 0): -1
func.func private @f(!tosa.shape<-1>)
