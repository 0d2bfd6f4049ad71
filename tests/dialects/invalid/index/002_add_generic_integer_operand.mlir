// index.add in generic form with an i32 operand.
// MLIR-ERROR: 'index.add' op operand #1 must be index, but got 'i32'
func.func @f(%a: index, %b: i32) {
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}
