"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @matmul_dispatch_0_matmul_64x16x32_f32, sym_name = "matmul_dispatch_0_matmul_64x16x32_f32"}> ({
      %27:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%27#0, %27#1, %27#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "matmul_dispatch_0_matmul_64x16x32_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding):
        %15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %16 = "arith.constant"() <{value = 0 : index}> : () -> index
        %17 = "stream.binding.subspan"(%arg5, %16) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
        %18 = "stream.binding.subspan"(%arg6, %16) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>
        %19 = "stream.binding.subspan"(%arg7, %16) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x16xf32>>
        %20 = "iree_tensor_ext.dispatch.tensor.load"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>) -> tensor<64x32xf32>
        %21 = "iree_tensor_ext.dispatch.tensor.load"(%18) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>) -> tensor<32x16xf32>
        %22 = "tensor.empty"() : () -> tensor<64x16xf32>
        %23 = "linalg.fill"(%15, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          "linalg.yield"(%arg11) : (f32) -> ()
        }) : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
        %24 = "linalg.matmul"(%20, %21, %23) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %25 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %26 = "arith.addf"(%arg10, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%26) : (f32) -> ()
        }) : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 16>, static_strides = array<i64: 1, 1>}> : (tensor<64x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "matmul"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<64x32xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %5, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %12 = "stream.cmd.execute"(%9, %10, %11#0, %3, %2, %1, %11#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %3, %2, %1, %0, %0, %0, %3, %2, %1) <{entry_points = [@matmul_dispatch_0::@matmul_dispatch_0_matmul_64x16x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.timepoint.await"(%11#0, %1, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<64x16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()