// util.list.get and util.list.set on a typed list.
util.func public @f(%l: !util.list<i64>, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.set %l[%c0], %v : !util.list<i64>
  %0 = util.list.get %l[%c1] : !util.list<i64>
  util.return %0 : i64
}
