// affine.for with max lower bound and min upper bound (multi-result maps).
#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @f(%i0: index, %n: index) {
  affine.for %i = max #lb(%i0)[%n] to min #ub(%i0)[%n] {
  }
  return
}
