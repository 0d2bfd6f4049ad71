// util.global.store.indirect of an i32 into an i64 pointer.
// MLIR-ERROR: 'util.global.store.indirect' op global type mismatch; global pointer is 'i64' but store is 'i32'
util.func public @f(%a: i32, %p: !util.ptr<i64>) {
  util.global.store.indirect %a, %p : i32 -> !util.ptr<i64>
  util.return
}
