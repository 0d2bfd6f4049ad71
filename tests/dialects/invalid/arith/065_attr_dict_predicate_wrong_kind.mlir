// arith.cmpi whose predicate is also written in the attribute dictionary as an i32: checked at the '{' before the types are read.
// MLIR-ERROR: custom op 'arith.cmpi' 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi slt, %a, %b {predicate = 3 : i32} : i32
  return %0 : i1
}
