// affine.if with an else region and a set with equalities and symbols.
#set = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - d0 - 1 >= 0)>
func.func @f(%m: memref<10x10xf32>, %n: index, %a: f32, %b: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if #set(%i, %j)[%n] {
        affine.store %a, %m[%i, %j] : memref<10x10xf32>
      } else {
        affine.store %b, %m[%i, %j] : memref<10x10xf32>
      }
    }
  }
  return
}
