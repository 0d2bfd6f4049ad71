// util.global.load of an undefined global.
// MLIR-ERROR: 'util.global.load' op undefined global: @nope
util.func public @f() {
  %0 = util.global.load @nope : i32
  util.return
}
