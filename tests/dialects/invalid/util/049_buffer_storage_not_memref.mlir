// util.buffer.storage in generic form whose first result is not a memref.
// MLIR-ERROR: 'util.buffer.storage' op result #0 must be memref of any non-token type values, but got 'f32'
util.func public @f(%b: !util.buffer, %n: index) {
  %0:2 = "util.buffer.storage"(%b, %n) : (!util.buffer, index) -> (f32, index)
  util.return
}
