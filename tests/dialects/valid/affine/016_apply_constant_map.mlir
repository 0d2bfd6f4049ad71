// affine.apply of a map with a constant result and no operands.
func.func @f() -> index {
  %0 = affine.apply affine_map<() -> (42)>()
  return %0 : index
}
