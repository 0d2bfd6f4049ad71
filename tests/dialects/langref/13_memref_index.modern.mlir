// Modernised 13_memref_index.mlir: #imapA defined, memory space 0, memref.alloc / memref.load in a function.
#imapA = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%i: index, %j: index) -> f32 {
  // Allocates a memref with 2D index space:
  //   { (i, j) : 0 <= i < 16, 0 <= j < 32 }
  %A = memref.alloc() : memref<16x32xf32, #imapA, 0>
  // Loads data from memref '%A' using a 2D index: (%i, %j)
  %v = memref.load %A[%i, %j] : memref<16x32xf32, #imapA, 0>
  return %v : f32
}
