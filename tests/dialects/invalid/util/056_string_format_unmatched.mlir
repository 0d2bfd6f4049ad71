// util.string.format with an unmatched closing brace.
// MLIR-ERROR: 'util.string.format' op unmatched '}' in format string
util.func public @f(%a: i32) {
  %0 = util.string.format "}"(%a) : (i32) -> !util.buffer
  util.return
}
