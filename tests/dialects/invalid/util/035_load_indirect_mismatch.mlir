// util.global.load.indirect of an i64 pointer as i32.
// MLIR-ERROR: 'util.global.load.indirect' op global type mismatch; global pointer is 'i64' but load is 'i32'
util.func public @f(%p: !util.ptr<i64>) {
  %0 = util.global.load.indirect %p : !util.ptr<i64> -> i32
  util.return
}
