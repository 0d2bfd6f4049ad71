// util.range.min and util.range.max over index and integer values.
util.func public @f(%a: index, %b: index, %c: index, %x: i64) -> (index, index, i64) {
  %0 = util.range.min %a, %b, %c : index
  %1 = util.range.max %a : index
  %2 = util.range.max %x, %x {test.attr} : i64
  util.return %0, %1, %2 : index, index, i64
}
