// A tiled loop nest: the inner bounds depend on the outer induction variable.
func.func @f(%m: memref<128xf32>) {
  affine.for %ii = 0 to 128 step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to affine_map<(d0) -> (d0 + 32)>(%ii) {
      %x = affine.load %m[%i] : memref<128xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %m[%i] : memref<128xf32>
    }
  }
  return
}
