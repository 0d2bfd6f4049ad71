// index_cast between memrefs of different shapes.
// MLIR-ERROR: 'arith.index_cast' op requires the same shape for all operands and results
func.func @f(%m: memref<4xindex>) {
  %a = arith.index_cast %m : memref<4xindex> to memref<5xi32>
  return
}
