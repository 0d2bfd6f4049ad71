// util.hoistable_conversion with tags, inputs bound to region arguments, attributes after the body.
util.func public @f(%a: i32, %b: tensor<4xf32>) -> i32 {
  %0 = util.hoistable_conversion "to" inverts("from") (%x = %a) : (i32) -> i32 {
    %1 = arith.addi %x, %x : i32
    util.return %1 : i32
  }
  %2:2 = util.hoistable_conversion "pair" inverts("unpair") (%p = %a, %q = %b) : (i32, tensor<4xf32>) -> (tensor<4xf32>, i32) {
    util.return %q, %p : tensor<4xf32>, i32
  } {test.attr = 1 : i64}
  util.hoistable_conversion "" inverts("") () : () -> () {
    util.return
  }
  util.return %0 : i32
}
