"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = dense<[5, 6, 7, 9]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %2 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view) -> tensor<4xf32>
    %3 = "iree_tensor_ext.compute_barrier.start"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "linalg.generic"(%3, %1, %3) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %8 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "iree_tensor_ext.compute_barrier.end"(%4) : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "hal.tensor.export"(%5) <{name = "output0", source_encoding = tensor<4xf32>}> : (tensor<4xf32>) -> !hal.buffer_view
    %7 = "hal.tensor.export"(%0) <{name = "output1", source_encoding = tensor<4xi32>}> : (tensor<4xi32>) -> !hal.buffer_view
    "util.return"(%6, %7) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()