// util.cast of !util.object to a primitive result type.
// MLIR-ERROR: 'util.cast' op result type 'f32' is not object cast compatible
util.func public @f(%a: !util.object) {
  %0 = util.cast %a : !util.object to f32
  util.return
}
