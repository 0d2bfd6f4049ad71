// util.numeric.optional_narrow of an index operand.
// MLIR-ERROR: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'index'
util.func public @f(%a: index) {
  %0 = util.numeric.optional_narrow %a : index as i8
  util.return
}
