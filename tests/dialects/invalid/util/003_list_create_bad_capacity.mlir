// util.list.create with an i32 capacity.
// MLIR-ERROR: use of value '%n' expects different type than prior uses: 'index' vs 'i32'
util.func public @f(%n: i32) {
  %0 = util.list.create %n : !util.list<?>
  util.return
}
