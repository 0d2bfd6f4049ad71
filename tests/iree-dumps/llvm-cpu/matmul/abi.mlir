"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "matmul"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<64x32xf32>}> : (!hal.buffer_view) -> tensor<64x32xf32>
    %2 = "hal.tensor.import"(%arg1) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<32x16xf32>}> : (!hal.buffer_view) -> tensor<32x16xf32>
    %3 = "tensor.empty"() : () -> tensor<64x16xf32>
    %4 = "linalg.fill"(%0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
    %5 = "linalg.matmul"(%1, %2, %4) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %7 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg4, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %6 = "hal.tensor.export"(%5) <{name = "output0", source_encoding = tensor<64x16xf32>}> : (tensor<64x16xf32>) -> !hal.buffer_view
    "util.return"(%6) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) : () -> ()