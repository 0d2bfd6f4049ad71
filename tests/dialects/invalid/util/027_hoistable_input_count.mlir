// util.hoistable_conversion whose function type lists more inputs than bound operands.
// MLIR-ERROR: custom op 'util.hoistable_conversion' expected as many input types as operands (expected 1 got 2)
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index, index) -> index {
    util.return %x : index
  }
  util.return
}
