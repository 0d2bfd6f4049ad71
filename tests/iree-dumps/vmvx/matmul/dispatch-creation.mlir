"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "matmul"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<64x32xf32>}> : (!hal.buffer_view) -> tensor<64x32xf32>
    %1 = "hal.tensor.import"(%arg1) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<32x16xf32>}> : (!hal.buffer_view) -> tensor<32x16xf32>
    %2 = "flow.dispatch.workgroups"(%0, %1) <{operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x16xf32>>):
      %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %6 = "iree_tensor_ext.dispatch.tensor.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>) -> tensor<64x32xf32>
      %7 = "iree_tensor_ext.dispatch.tensor.load"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>) -> tensor<32x16xf32>
      %8 = "tensor.empty"() : () -> tensor<64x16xf32>
      %9 = "linalg.fill"(%5, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        "linalg.yield"(%arg8) : (f32) -> ()
      }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
      %10 = "linalg.matmul"(%6, %7, %9) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
        %11 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %12 = "arith.addf"(%arg7, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%12) : (f32) -> ()
      }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
      "iree_tensor_ext.dispatch.tensor.store"(%10, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 16>, static_strides = array<i64: 1, 1>}> : (tensor<64x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x16xf32>>) -> ()
      "flow.return"() : () -> ()
    }, {
      %4:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%4#0, %4#1, %4#2) : (index, index, index) -> ()
    }) : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %3 = "hal.tensor.export"(%2) <{name = "output0", source_encoding = tensor<64x16xf32>}> : (tensor<64x16xf32>) -> !hal.buffer_view
    "util.return"(%3) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()