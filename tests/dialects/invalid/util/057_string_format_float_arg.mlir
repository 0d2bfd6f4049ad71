// util.string.format of an f32 argument in generic form.
// MLIR-ERROR: 'util.string.format' op operand #0 must be variadic of index or signless integer or A reference counted byte buffer., but got 'f32'
util.func public @f(%a: f32) {
  %0 = "util.string.format"(%a) <{format = "{}"}> : (f32) -> !util.buffer
  util.return
}
