// affine.load and affine.store with affine subscript expressions and symbols.
func.func @f(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 50 {
      %x = affine.load %m[%i * 2, %j + symbol(%n)] : memref<100x100xf32>
      affine.store %x, %m[%i + 1, %j * 2 + 3] : memref<100x100xf32>
    }
  }
  return
}
