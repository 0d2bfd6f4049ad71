// func.call_indirect whose operand types disagree with the callee's function type.
// MLIR-ERROR: use of value '%x' expects different type than prior uses: 'i32' vs 'i64'
func.func @f(%fn: (i32) -> i32, %x: i64) {
  %0 = call_indirect %fn(%x) : (i32) -> i32
  return
}
