// affine.if with an integer set alias and no else region.
#set = affine_set<(d0) : (d0 - 10 >= 0)>
func.func @f(%m: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 100 {
    affine.if #set(%i) {
      affine.store %x, %m[%i] : memref<100xf32>
    }
  }
  return
}
