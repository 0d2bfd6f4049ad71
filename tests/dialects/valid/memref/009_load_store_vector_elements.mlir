// Loads and stores of vector elements from a memref of vectors.
func.func @f(%m: memref<4xvector<8xf16>>, %i: index) -> vector<8xf16> {
  %0 = memref.load %m[%i] : memref<4xvector<8xf16>>
  memref.store %0, %m[%i] : memref<4xvector<8xf16>>
  return %0 : vector<8xf16>
}
