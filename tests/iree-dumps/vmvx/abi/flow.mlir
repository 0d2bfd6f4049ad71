"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "flow.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @scale_dispatch_0_elementwise_4_f32, sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
      %8:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%8#0, %8#1, %8#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (f32, !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> (), sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg2: f32, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>):
        %4 = "iree_tensor_ext.dispatch.tensor.load"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %5 = "tensor.empty"() : () -> tensor<4xf32>
        %6 = "linalg.generic"(%4, %5) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32):
          %7 = "arith.mulf"(%arg5, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%7) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%6, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view) -> tensor<4xf32>
    %1 = "flow.dispatch"(%arg1, %0) <{entry_points = [@scale_dispatch_0::@scale_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (f32, tensor<4xf32>) -> tensor<4xf32>
    %2 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "hal.tensor.export"(%1) <{name = "output0", source_encoding = tensor<4xf32>}> : (tensor<4xf32>) -> !hal.buffer_view
    "util.return"(%3, %2) : (!hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}", iree.abi.declaration = "sync func @scale(%input0: tensor<4xf32>, %input1: f32) -> (%output0: tensor<4xf32>, %output1: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()