// util.string.format mixing sequential and explicit placeholders.
// MLIR-ERROR: 'util.string.format' op cannot mix sequential '{}' and explicit '{N}' placeholders
util.func public @f(%a: i32) {
  %0 = util.string.format "{} {1}"(%a, %a) : (i32, i32) -> !util.buffer
  util.return
}
