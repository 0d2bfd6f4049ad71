// util.global.load with a type different from the global's.
// MLIR-ERROR: 'util.global.load' op global type mismatch; global "g" is 'i32' but load is 'f32'
util.global private @g : i32
util.func public @f() -> f32 {
  %0 = util.global.load @g : f32
  util.return %0 : f32
}
