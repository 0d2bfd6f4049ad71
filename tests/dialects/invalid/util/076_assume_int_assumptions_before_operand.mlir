// util.assume.int with assumptions that are not #util.int.assumption and a float operand: the property is checked first.
// MLIR-ERROR: 'util.assume.int' op attribute 'assumptions' failed to satisfy constraint: list of int attribute assumptions for multiple values
util.func public @f(%a: f32) {
  %0 = "util.assume.int"(%a) <{assumptions = [1]}> : (f32) -> f32
  util.return
}
