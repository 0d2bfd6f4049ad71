// util.cast of a non-object type (i32) to !util.object.
// MLIR-ERROR: 'util.cast' op operand type 'i32' is not object cast compatible
util.func public @f(%a: i32) {
  %0 = util.cast %a : i32 to !util.object
  util.return
}
