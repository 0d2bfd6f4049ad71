// util.hoistable_conversion whose util.return has fewer operands than the op has results.
// MLIR-ERROR: 'util.hoistable_conversion' op return has 0 operands but op has 1 results
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index) -> index {
    util.return
  }
  util.return
}
