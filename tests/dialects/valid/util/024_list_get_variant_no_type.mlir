// util.list.get of a variant list without `-> type`: the result is the variant type `?`.
util.func public @f(%l: !util.list<?>) {
  %c0 = arith.constant 0 : index
  %0 = util.list.get %l[%c0] : !util.list<?>
  util.return
}
