// A list of lists: store an inner list into an outer variant list and read it back.
util.func public @f() -> !util.list<i32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = util.list.create %c1 : !util.list<?>
  %inner = util.list.create %c1 : !util.list<i32>
  util.list.resize %outer, %c1 : !util.list<?>
  util.list.set %outer[%c0], %inner : !util.list<i32> -> !util.list<?>
  %0 = util.list.get %outer[%c0] : !util.list<?> -> !util.list<i32>
  util.return %0 : !util.list<i32>
}
