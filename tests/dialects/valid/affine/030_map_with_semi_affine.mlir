// affine.apply of maps with floordiv/ceildiv/mod by constants and symbols multiplied by constants.
func.func @f(%i: index, %s: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4 + (d0 mod 4) * 16 - s0 ceildiv 2)>(%i)[%s]
  return %0 : index
}
