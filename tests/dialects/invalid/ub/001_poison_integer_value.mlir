// ub.poison's value must be a poison attribute.
// MLIR-ERROR: custom op 'ub.poison' invalid kind of attribute specified
func.func @f() {
  %0 = ub.poison <1> : i32
  return
}
