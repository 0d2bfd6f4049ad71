// Use of a value that is never defined.
// MLIR-ERROR: use of undeclared SSA value name
func.func @f() -> i32 {
  return %undefined : i32
}
