// memref.distinct_objects in generic form with result types other than its operands'.
// MLIR-ERROR: 'memref.distinct_objects' op operand types and result types must match
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) {
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<?xf32>, memref<?xi32>) -> (memref<?xi32>, memref<?xf32>)
  return
}
