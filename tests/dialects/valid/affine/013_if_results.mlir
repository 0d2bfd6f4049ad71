// affine.if yielding a value from each region.
#set = affine_set<(d0) : (d0 >= 0, -d0 + 9 >= 0)>
func.func @f(%i: index, %m: memref<10xf32>) -> f32 {
  %r = affine.if #set(%i) -> f32 {
    %x = affine.load %m[%i] : memref<10xf32>
    affine.yield %x : f32
  } else {
    %z = arith.constant 0.0 : f32
    affine.yield %z : f32
  }
  return %r : f32
}
