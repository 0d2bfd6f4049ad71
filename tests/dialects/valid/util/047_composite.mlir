// #util.composite: buffer constants made of dense elements, strings, byte patterns and other composites, printed through composite_of_Nb aliases numbered in visit order.
#c = #util.composite<1xi8, [dense<1> : tensor<1xi8>]>
util.func public @f() -> (!util.buffer, !util.buffer, !util.buffer) {
  %0 = util.buffer.constant : !util.buffer = #util.composite<12xi8, [dense<1> : tensor<4xi8>, #util.byte_pattern<3> : tensor<8xi8>]>
  %1 = util.buffer.constant : !util.buffer = #util.composite<0xi8, []>
  %2 = util.buffer.constant {util.x} : !util.buffer = #util.composite<7xi8, ["abc", dense<[1.0]> : tensor<1xf32>,]>
  util.return %0, %1, %2 : !util.buffer, !util.buffer, !util.buffer
}
module attributes {util.a = #util<composite<2xi8, [#c, #c]>>, util.b = [#util.composite<1xi8, [dense<2> : tensor<1xi8>]>, #c], util.c = #util.composite<3xi8, [#util.composite<2xi8, [dense<1> : tensor<2xi8>]>, dense<1> : tensor<1xi8>]> : i32} {
}
