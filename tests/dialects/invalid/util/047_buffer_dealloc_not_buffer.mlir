// util.buffer.dealloc of an f32 in generic form.
// MLIR-ERROR: 'util.buffer.dealloc' op operand #0 must be A reference counted byte buffer., but got 'f32'
util.func public @f(%a: f32, %n: index) {
  "util.buffer.dealloc"(%a, %n) : (f32, index) -> ()
  util.return
}
