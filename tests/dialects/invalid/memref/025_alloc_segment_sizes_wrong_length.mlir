// memref.alloc in generic form with an operandSegmentSizes of the wrong length.
// MLIR-ERROR: invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>} for op memref.alloc: size mismatch in attribute conversion: 3 vs 2
func.func @f(%n: index) {
  %a = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}
