// Modernised 15_attribute_alias.mlir: inside a function, with distinct result names.
#map = affine_map<(d0) -> (d0 + 10)>
func.func @f(%a: index) -> (index, index) {
  // Using the original attribute.
  %b = affine.apply affine_map<(d0) -> (d0 + 10)> (%a)
  // Using the attribute alias.
  %b2 = affine.apply #map(%a)
  return %b, %b2 : index, index
}
