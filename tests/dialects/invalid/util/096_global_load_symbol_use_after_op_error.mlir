// global.load of an undefined symbol, then an invalid op in a later function: iree-opt checks symbol uses after the module's body.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
util.func public @a(%x: i32) {
  %g = util.global.load @missing : i32
  util.return
}
util.func public @b(%x: i32) {
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  util.return
}
