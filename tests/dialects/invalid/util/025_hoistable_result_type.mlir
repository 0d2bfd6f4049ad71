// util.hoistable_conversion returning a value of another type than its result.
// MLIR-ERROR: 'util.hoistable_conversion' op return operand #0 type 'index' does not match result type 'i32'
util.func public @f(%a: index) {
  %0 = util.hoistable_conversion "a" inverts("b") (%x = %a) : (index) -> i32 {
    util.return %x : index
  }
  util.return
}
