// affine.if with a trivially false integer set and a trivially true one.
func.func @f(%i: index) {
  affine.if affine_set<(d0) : (1 == 0)>(%i) {
  }
  affine.if affine_set<(d0) : (0 == 0)>(%i) {
  }
  return
}
