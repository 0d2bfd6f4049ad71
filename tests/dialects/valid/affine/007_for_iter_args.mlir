// affine.for with a loop-carried value and affine.yield.
func.func @sum(%m: memref<100xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
