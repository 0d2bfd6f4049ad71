// util.string.format with an unclosed brace.
// MLIR-ERROR: 'util.string.format' op unclosed '{' in format string
util.func public @f(%a: i32) {
  %0 = util.string.format "{"(%a) : (i32) -> !util.buffer
  util.return
}
