// memref.distinct_objects: its results take the types of its operands.
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
  %0, %1 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>
  return %0, %1 : memref<?xf32>, memref<?xi32>
}
