// A function's arguments named, then one without a name on the next line.
// MLIR-ERROR: custom op 'func.func' expected SSA identifier
func.func @f(%a : i32,
             f32) {
  return
}
