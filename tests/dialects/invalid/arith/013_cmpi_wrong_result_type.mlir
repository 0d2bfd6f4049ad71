// arith.cmpi must return i1 (or a shaped i1), not i32 (generic form).
// MLIR-ERROR: 'arith.cmpi' op result #0 must be bool-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}
