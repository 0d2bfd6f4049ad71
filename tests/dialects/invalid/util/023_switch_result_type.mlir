// util.switch whose result type differs from its default value's.
// MLIR-ERROR: 'util.switch' op failed to verify that all of {default_value, result} have same type
util.func public @f(%i: index) {
  %0 = util.switch index from [%i] at %i else %i : i32
  util.return
}
