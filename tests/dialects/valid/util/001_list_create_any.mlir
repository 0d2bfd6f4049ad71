// util.list.create of a variant list !util.list<?> with and without an initial capacity.
util.func public @f(%n: index) -> (!util.list<?>, !util.list<?>) {
  %0 = util.list.create %n : !util.list<?>
  %1 = util.list.create : !util.list<?>
  util.return %0, %1 : !util.list<?>, !util.list<?>
}
