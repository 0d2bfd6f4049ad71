// util.list.get and util.list.set on a variant list name the element type explicitly.
util.func public @f(%l: !util.list<?>, %a: i32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.set %l[%c0], %a : i32 -> !util.list<?>
  util.list.set %l[%c1], %t : tensor<4xf32> -> !util.list<?>
  %0 = util.list.get %l[%c0] : !util.list<?> -> i32
  %1 = util.list.get %l[%c1] : !util.list<?> -> tensor<4xf32>
  util.return %0, %1 : i32, tensor<4xf32>
}
