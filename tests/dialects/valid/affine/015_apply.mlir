// affine.apply with dimension and symbol operands.
#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
func.func @f(%i: index, %j: index, %s: index) -> index {
  %0 = affine.apply #map(%i, %j)[%s]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%0)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%1)
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%2)
  %4 = affine.apply affine_map<()[s0] -> (s0 * -1)>()[%3]
  return %4 : index
}
