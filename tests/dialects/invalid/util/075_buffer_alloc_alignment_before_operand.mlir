// util.buffer.alloc with an alignment that is not an index and a float size: the property is checked first.
// MLIR-ERROR: 'util.buffer.alloc' op attribute 'alignment' failed to satisfy constraint: index attribute
util.func public @f(%n: f32) {
  %0 = "util.buffer.alloc"(%n) <{alignment = 8 : i32}> : (f32) -> !util.buffer
  util.return
}
