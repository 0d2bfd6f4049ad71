// cf.switch requires an integer flag; index is rejected.
// MLIR-ERROR: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'
func.func @f(%i: index) {
  cf.switch %i : index, [
    default: ^a
  ]
^a:
  return
}
