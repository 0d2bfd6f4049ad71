// util.assume.int with range and divisibility assumptions.
util.func public @f(%i: index, %j: index) -> (index, index) {
  %0 = util.assume.int %i<umin = 0, umax = 100> : index
  %1 = util.assume.int %j<udiv = 16> : index
  util.return %0, %1 : index, index
}
