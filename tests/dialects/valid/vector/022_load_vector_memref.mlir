// vector.load and vector.store on a memref of vectors.
func.func @f(%m: memref<10xvector<8xf16>>, %i: index) {
  %0 = vector.load %m[%i] : memref<10xvector<8xf16>>, vector<8xf16>
  vector.store %0, %m[%i] : memref<10xvector<8xf16>>, vector<8xf16>
  return
}
