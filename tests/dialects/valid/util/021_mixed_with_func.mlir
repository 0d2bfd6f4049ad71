// util.func next to func.func in one module.
func.func @helper(%a: i32) -> i32 {
  return %a : i32
}
util.func public @main(%a: i32) -> !util.list<i32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %l = util.list.create %c1 : !util.list<i32>
  util.list.resize %l, %c1 : !util.list<i32>
  util.list.set %l[%c0], %a : !util.list<i32>
  util.return %l : !util.list<i32>
}
