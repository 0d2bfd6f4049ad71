// A single dot where a function's variadic ellipsis would be.
// MLIR-ERROR: expected three consecutive dots for an ellipsis
func.func private @f(.)
