// util.buffer.slice in generic form with an i32 alignment.
// MLIR-ERROR: 'util.buffer.slice' op attribute 'alignment' failed to satisfy constraint: index attribute
util.func public @f(%b: !util.buffer, %n: index) {
  %0 = "util.buffer.slice"(%b, %n, %n, %n) <{alignment = 4 : i32}> : (!util.buffer, index, index, index) -> !util.buffer
  util.return
}
