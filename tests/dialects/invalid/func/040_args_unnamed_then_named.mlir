// A function's arguments unnamed, then one with a name on the next line.
// MLIR-ERROR: custom op 'func.func' expected type instead of SSA identifier
func.func @f(f32,
             %a : i32) {
  return
}
