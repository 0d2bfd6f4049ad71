// A value defined inside scf.if used after it.
// MLIR-ERROR: use of undeclared SSA value name
func.func @f(%c: i1) -> i32 {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return %x : i32
}
