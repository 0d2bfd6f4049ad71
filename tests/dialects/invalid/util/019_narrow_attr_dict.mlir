// util.numeric.optional_narrow with its min_value in the attribute dictionary (strict properties).
// MLIR-ERROR: custom op 'util.numeric.optional_narrow' inherent attribute 'min_value' cannot be parsed from attr-dict when strict properties in assembly format is enabled
util.func public @f(%a: i32) {
  %0 = util.numeric.optional_narrow %a : i32 as si8 {min_value = 1 : si8}
  util.return
}
