"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>, f32) -> (tensor<4xf32>, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: f32):
    %0 = "tensor.empty"() : () -> tensor<4xf32>
    %1 = "linalg.generic"(%arg0, %0) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %3 = "arith.mulf"(%arg2, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "util.return"(%1, %2) : (tensor<4xf32>, f32) -> ()
  }) {iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}"}} : () -> ()
}) : () -> ()