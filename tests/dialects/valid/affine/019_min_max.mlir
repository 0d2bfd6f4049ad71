// affine.min and affine.max of multi-result maps.
#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
func.func @f(%i: index, %n: index) -> (index, index) {
  %0 = affine.min #map(%i)[%n]
  %1 = affine.max #map(%i)[%n]
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%0, %1)
  return %0, %2 : index, index
}
