// util.buffer.hash producing i32 instead of i64.
// MLIR-ERROR: 'util.buffer.hash' op result #0 must be 64-bit signless integer, but got 'i32'
util.func public @f(%b: !util.buffer, %n: index) {
  %0 = util.buffer.hash %b[%n for %n] : !util.buffer{%n} -> i32
  util.return
}
