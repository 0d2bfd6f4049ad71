// affine.yield in nested affine.for and affine.if regions with results.
func.func @f(%m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> (i32) {
    %x = affine.load %m[%i] : memref<8xi32>
    %y = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> i32 {
      %s = arith.addi %acc, %x : i32
      affine.yield %s : i32
    } else {
      affine.yield %acc : i32
    }
    affine.yield %y : i32
  }
  return %r : i32
}
