// util.buffer.constant of an array attribute, which cannot be serialized.
// MLIR-ERROR: 'util.buffer.constant' op attribute 'value' failed to satisfy constraint: buffer-like constant attribute values
util.func public @f() {
  %0 = util.buffer.constant : !util.buffer = [1, 2]
  util.return
}
