// memref.alloca with a dynamic size and two symbol operands for a tiled layout.
#tiled = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
func.func @f(%m: index, %b0: index, %b1: index) {
  %0 = memref.alloca(%m)[%b0, %b1] : memref<?x32xf32, #tiled>
  return
}
