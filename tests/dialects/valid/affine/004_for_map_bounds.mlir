// affine.for with affine-map bounds taking dimension and symbol operands.
#lb = affine_map<(d0) -> (d0 + 1)>
#ub = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
func.func @f(%a: index, %b: index, %n: index) {
  affine.for %i = #lb(%a) to #ub(%b)[%n] {
  }
  return
}
