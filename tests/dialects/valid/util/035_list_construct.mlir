// util.list.construct of variant and typed lists, empty and with values of several types.
util.func public @f(%a: i32, %b: index, %t: tensor<4xf32>, %o: !util.buffer) -> (!util.list<?>, !util.list<i32>) {
  %0 = util.list.construct [%a : i32, %b : index, %t : tensor<4xf32>] : !util.list<?>
  %1 = util.list.construct [%a : i32, %a : i32] : !util.list<i32>
  %2 = util.list.construct [] : !util.list<f32>
  %3 = util.list.construct [%o : !util.buffer] {test.attr} : !util.list<!util.object>
  %4 = util.list.construct [%t : tensor<4xf32>] : !util.list<tensor<?xf32>>
  util.return %0, %1 : !util.list<?>, !util.list<i32>
}
