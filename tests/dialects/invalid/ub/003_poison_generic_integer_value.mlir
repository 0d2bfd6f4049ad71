// ub.poison in generic form with an integer value.
// MLIR-ERROR: invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32
func.func @f() {
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}
