// util.unreachable in generic form with an integer message.
// MLIR-ERROR: invalid properties {message = 1 : i64} for op util.unreachable: Invalid attribute `message` in property conversion: 1 : i64
util.func public @f() {
  "util.unreachable"() <{message = 1}> : () -> ()
}
