// arith.divsi with an integer isExact in its attribute dictionary.
// MLIR-ERROR: custom op 'arith.divsi' 'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b {isExact = 1 : i32} : i32
  return %0 : i32
}
