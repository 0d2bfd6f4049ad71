// arith.cmpi predicate attribute out of the enum's range (generic form).
// MLIR-ERROR: invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}
