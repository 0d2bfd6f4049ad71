// A small module in generic form: a graph region (the module body), an
// unregistered op with a two-block region, result groups, successors,
// properties, attributes of many kinds and an attribute alias.
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>

%sum = "dataflow.add"(%a, %b) : (i32, i32) -> i32
%a = "dataflow.const"() {value = 1 : i32} : () -> i32
%b = "dataflow.const"() {value = 2 : i32} : () -> i32

"demo.func"() <{sym_name = "f"}> ({
^entry(%x: tensor<4x?xf32>, %n: index):
  %pair:2 = "demo.split"(%x) {layout = #map, tags = ["a", "b"], scale = 0.5 : f32} : (tensor<4x?xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>)
  "demo.cond_br"(%n)[^exit, ^entry2] : (index) -> ()
^entry2:
  "demo.use"(%pair#1) {weights = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : (tensor<2x?xf32>) -> ()
  "demo.br"()[^exit] : () -> ()
^exit:
  "demo.return"(%pair#0) : (tensor<2x?xf32>) -> ()
}) : () -> ()
