// affine.for with two loop-carried values.
func.func @f(%m: memref<64xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %big = arith.constant 2147483647 : i32
  %r:2 = affine.for %i = 0 to 64 step 2 iter_args(%s = %c0, %mn = %big) -> (i32, i32) {
    %x = affine.load %m[%i] : memref<64xi32>
    %s1 = arith.addi %s, %x : i32
    %m1 = arith.minsi %mn, %x : i32
    affine.yield %s1, %m1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
