// index.add with an i32 operand: the custom form gives every operand type index.
// MLIR-ERROR: use of value '%b' expects different type than prior uses: 'index' vs 'i32'
func.func @f(%a: index, %b: i32) {
  %0 = index.add %a, %b
  return
}
