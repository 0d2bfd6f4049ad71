// Several map and set aliases used by affine ops; the printer renames them #map, #map1, #set.
#shift = affine_map<(d0) -> (d0 + 1)>
#double = affine_map<(d0) -> (d0 * 2)>
#inside = affine_set<(d0) : (d0 >= 0, 63 - d0 >= 0)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #shift(%i)
  %1 = affine.apply #double(%0)
  %r = affine.if #inside(%1) -> index {
    affine.yield %1 : index
  } else {
    affine.yield %i : index
  }
  return %r : index
}
