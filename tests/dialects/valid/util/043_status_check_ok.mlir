// util.status.check_ok of an i32 status, with and without a message.
util.func public @f(%s: i32) {
  util.status.check_ok %s
  util.status.check_ok %s, "call failed"
  util.status.check_ok %s {test.attr}
  util.return
}
