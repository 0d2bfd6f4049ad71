// ub.poison with an integer value in its attribute dictionary.
// MLIR-ERROR: custom op 'ub.poison' 'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance
func.func @f() {
  %0 = ub.poison {value = 1 : i32} : i32
  return
}
