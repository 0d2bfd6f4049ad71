// affine.vector_load and affine.vector_store.
func.func @f(%m: memref<100xf32>) {
  affine.for %i = 0 to 100 step 8 {
    %v = affine.vector_load %m[%i] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %m[%i] : memref<100xf32>, vector<8xf32>
  }
  return
}
