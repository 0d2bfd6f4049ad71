// #util.composite in generic form, with a dense_resource value and complex elements.
"util.func"() <{function_type = () -> !util.buffer, sym_name = "g", tied_operands = [-1 : index]}> ({
  %0 = "util.buffer.constant"() <{value = #util.composite<12xi8, [dense_resource<__elided__> : tensor<4xi8>, dense<(1.0,2.0)> : tensor<1xcomplex<f32>>]>}> : () -> !util.buffer
  "util.return"(%0) : (!util.buffer) -> ()
}) : () -> ()
