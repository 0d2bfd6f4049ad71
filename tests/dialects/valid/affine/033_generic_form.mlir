// affine ops in generic form with map properties; printed in custom form.
func.func @f(%i: index) -> index {
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0 + 3)>}> : (index) -> index
  %1 = "affine.min"(%0, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  return %1 : index
}
