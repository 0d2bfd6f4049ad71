// index.add takes no type in its custom form.
// MLIR-ERROR: expected operation name in quotes
func.func @f(%a: index) {
  %0 = index.add %a, %a : index
  return
}
