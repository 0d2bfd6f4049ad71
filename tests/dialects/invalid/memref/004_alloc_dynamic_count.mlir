// memref.alloc with fewer size operands than dynamic dimensions.
// MLIR-ERROR: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 2
func.func @f(%n: index) {
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}
