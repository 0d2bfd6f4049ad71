// A util.global set from a util.initializer.
util.global private @table : !util.list<?>
util.initializer {
  %c4 = arith.constant 4 : index
  %l = util.list.create %c4 : !util.list<?>
  util.global.store %l, @table : !util.list<?>
  util.return
}
