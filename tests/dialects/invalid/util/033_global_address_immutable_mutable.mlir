// util.global.address marked immutable of a mutable global.
// MLIR-ERROR: 'util.global.address' op is marked as immutable but the global is mutable
util.global private mutable @g : i32
util.func public @f() {
  %0 = util.global.address immutable @g : !util.ptr<i32>
  util.return
}
