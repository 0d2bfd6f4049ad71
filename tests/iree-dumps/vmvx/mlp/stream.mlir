"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "mlp_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @mlp_dispatch_0_matmul_8x32x16_f32, sym_name = "mlp_dispatch_0_matmul_8x32x16_f32"}> ({
      %43:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%43#0, %43#1, %43#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "mlp_dispatch_0_matmul_8x32x16_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %28 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<16x32xf32>}> : () -> tensor<16x32xf32>
        %29 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg11, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %33 = "stream.binding.subspan"(%arg12, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %35 = "tensor.empty"() : () -> tensor<8x32xf32>
        %36 = "linalg.fill"(%30, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
        %37 = "linalg.matmul"(%34, %28, %36) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %41 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.addf"(%arg17, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
        %38 = "linalg.generic"(%37, %35) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          %39 = "arith.addf"(%arg13, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.maximumf"(%39, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (tensor<8x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "mlp_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @mlp_dispatch_1_matmul_8x4x32_f32, sym_name = "mlp_dispatch_1_matmul_8x4x32_f32"}> ({
      %27:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%27#0, %27#1, %27#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "mlp_dispatch_1_matmul_8x4x32_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding):
        %16 = "arith.constant"() <{value = dense<2.500000e-01> : tensor<32x4xf32>}> : () -> tensor<32x4xf32>
        %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg4, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %20 = "stream.binding.subspan"(%arg5, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
        %21 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>) -> tensor<8x32xf32>
        %22 = "tensor.empty"() : () -> tensor<8x4xf32>
        %23 = "linalg.fill"(%17, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          "linalg.yield"(%arg9) : (f32) -> ()
        }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
        %24 = "linalg.matmul"(%21, %16, %23) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
          %25 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %26 = "arith.addf"(%arg8, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%26) : (f32) -> ()
        }) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %20) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %11 = "stream.timepoint.join"(%9#1, %10#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %12 = "stream.cmd.execute"(%8, %9#0, %10#0, %3, %0, %2, %11) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>, %arg3: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg3, %3, %2, %1, %1, %3, %2) <{entry_points = [@mlp_dispatch_0::@mlp_dispatch_0_matmul_8x32x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg2, %2, %0, %1, %1, %2, %0) <{entry_points = [@mlp_dispatch_1::@mlp_dispatch_1_matmul_8x4x32_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.resource.dealloca"(%10#0, %2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.await"(%9#0, %0, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()