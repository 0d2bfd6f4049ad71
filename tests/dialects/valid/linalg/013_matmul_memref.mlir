// linalg.matmul on memrefs with mixed element types (i8 inputs, i32 accumulator).
func.func @mm(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  return
}
