// index.casts needs index on exactly one side.
// MLIR-ERROR: 'index.casts' op operand type 'index' and result type 'index' are cast incompatible
func.func @f(%a: index) {
  %0 = index.casts %a : index to index
  return
}
