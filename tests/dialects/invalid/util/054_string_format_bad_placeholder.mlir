// util.string.format with a placeholder that is neither {} nor {N}.
// MLIR-ERROR: 'util.string.format' op invalid placeholder '{x}' in format string; expected '{}' or '{N}'
util.func public @f(%a: i32) {
  %0 = util.string.format "{x}"(%a) : (i32) -> !util.buffer
  util.return
}
