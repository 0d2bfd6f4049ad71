// util.range.min of floats in generic form.
// MLIR-ERROR: 'util.range.min' op operand #0 must be variadic of index or integer, but got 'f32'
util.func public @f(%a: f32) {
  %0 = "util.range.min"(%a) : (f32) -> f32
  util.return
}
