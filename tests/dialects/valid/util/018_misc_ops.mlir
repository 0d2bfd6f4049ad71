// util.optimization_barrier, util.unfoldable_constant, util.cmp.eq, util.align, util.sizeof.
util.func public @f(%a: i32, %i: index) -> (i32, i1, index, index) {
  %0 = util.optimization_barrier %a : i32
  %1 = util.unfoldable_constant 42 : i32
  %2 = util.cmp.eq %0, %1 : i32
  %3 = util.align %i, %i : index
  %4 = util.sizeof f32
  util.return %0, %2, %3, %4 : i32, i1, index, index
}
