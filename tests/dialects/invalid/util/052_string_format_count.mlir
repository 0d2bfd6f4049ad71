// util.string.format with one placeholder and two arguments.
// MLIR-ERROR: 'util.string.format' op format string placeholder count does not match the 2 provided argument(s)
util.func public @f(%a: i32) {
  %0 = util.string.format "{}"(%a, %a) : (i32, i32) -> !util.buffer
  util.return
}
