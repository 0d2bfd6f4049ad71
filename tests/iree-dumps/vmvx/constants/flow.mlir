"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "f_dispatch_0", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @f_dispatch_0_elementwise_4_f32, sym_name = "f_dispatch_0_elementwise_4_f32"}> ({
      %10:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%10#0, %10#1, %10#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> (), sym_name = "f_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>):
        %5 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %6 = "iree_tensor_ext.dispatch.tensor.load"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %7 = "tensor.empty"() : () -> tensor<4xf32>
        %8 = "linalg.generic"(%6, %5, %7) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
          %9 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%9) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%8, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.global"() <{initial_value = dense<[5, 6, 7, 9]> : tensor<4xi32>, inlining_policy = #util.inline.never, sym_name = "__constant_tensor_4xi32", sym_visibility = "private", type = tensor<4xi32>}> {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "util.global.load"() <{global = @__constant_tensor_4xi32, is_immutable}> : () -> tensor<4xi32>
    %1 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view) -> tensor<4xf32>
    %2 = "flow.dispatch"(%1) <{entry_points = [@f_dispatch_0::@f_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "hal.tensor.export"(%2) <{name = "output0", source_encoding = tensor<4xf32>}> : (tensor<4xf32>) -> !hal.buffer_view
    %4 = "hal.tensor.export"(%0) <{name = "output1", source_encoding = tensor<4xi32>}> : (tensor<4xi32>) -> !hal.buffer_view
    "util.return"(%3, %4) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()