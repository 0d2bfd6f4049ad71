// affine.if with an inline affine_set (the printer introduces a #set alias).
func.func @f(%i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
  }
  return
}
