// scf.if with results but no else region.
// MLIR-ERROR: 'scf.if' op must have an else block if defining values
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}
