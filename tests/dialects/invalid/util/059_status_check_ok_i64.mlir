// util.status.check_ok of an i64 status in generic form.
// MLIR-ERROR: 'util.status.check_ok' op operand #0 must be 32-bit signless integer, but got 'i64'
util.func public @f(%s: i64) {
  "util.status.check_ok"(%s) : (i64) -> ()
  util.return
}
