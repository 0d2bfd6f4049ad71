// util.global.address in generic form with a non-pointer result.
// MLIR-ERROR: 'util.global.address' op result #0 must be A pointer-like reference., but got 'i32'
util.global private @g : i32
util.func public @f() {
  %0 = "util.global.address"() <{global = @g}> : () -> i32
  util.return
}
