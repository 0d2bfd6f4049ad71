// arith.addi with an i32 overflowFlags in its attribute dictionary: the generated parser checks it there, an error of the custom op at the '{'.
// MLIR-ERROR: custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b {overflowFlags = 3 : i32} : i32
  return %0 : i32
}
