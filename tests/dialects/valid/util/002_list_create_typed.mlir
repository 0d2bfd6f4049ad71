// util.list.create of typed lists: integers, floats, tensors and nested lists.
util.func public @f() {
  %c8 = arith.constant 8 : index
  %0 = util.list.create %c8 : !util.list<i32>
  %1 = util.list.create : !util.list<f64>
  %2 = util.list.create : !util.list<tensor<?xf32>>
  %3 = util.list.create : !util.list<!util.list<?>>
  %4 = util.list.create : !util.list<!util.list<i8>>
  util.return
}
