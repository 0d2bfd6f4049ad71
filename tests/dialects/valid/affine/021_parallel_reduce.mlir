// affine.parallel with a reduction.
func.func @sum(%m: memref<100xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (100) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
