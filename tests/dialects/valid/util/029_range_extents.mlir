// util.range.extents of [offset for length] ranges; its results are named %min and %max.
util.func public @f(%o0: index, %l0: index, %o1: index, %l1: index) -> (index, index) {
  %0:2 = util.range.extents [%o0 for %l0] : index
  %min, %max = util.range.extents [%o0 for %l0], [%o1 for %l1] : index
  util.return %min, %max : index, index
}
