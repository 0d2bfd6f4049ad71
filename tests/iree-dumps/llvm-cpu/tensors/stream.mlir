"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "add_scale_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @add_scale_dispatch_0_elementwise_32_f32, sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}], function_type = (!stream.binding, !stream.binding, !stream.binding, i32) -> (), sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding, %arg25: !stream.binding, %arg26: i32):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "arith.bitcast"(%arg26) : (i32) -> f32
        %65 = "stream.binding.subspan"(%arg23, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %66 = "stream.binding.subspan"(%arg24, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %67 = "stream.binding.subspan"(%arg25, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %70 = "tensor.empty"() : () -> tensor<32xf32>
        %71 = "linalg.generic"(%68, %69, %70) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %72 = "arith.addf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.mulf"(%72, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg17: !hal.buffer_view, %arg18: !hal.buffer_view, %arg19: f32):
    %50 = "arith.constant"() <{value = 0 : index}> : () -> index
    %51 = "arith.constant"() <{value = 128 : index}> : () -> index
    %52 = "arith.constant"() <{value = 8 : index}> : () -> index
    %53 = "arith.constant"() <{value = 4 : index}> : () -> index
    %54 = "hal.element_type"() <{type = f32}> : () -> i32
    %55 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg17, %54, %55, %53, %52) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %56 = "stream.tensor.import"(%arg17, %51) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg18, %54, %55, %53, %52) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %57 = "stream.tensor.import"(%arg18, %51) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %58:2 = "stream.resource.alloca"(%51) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %59 = "arith.bitcast"(%arg19) : (f32) -> i32
    %60 = "stream.cmd.execute"(%56, %57, %58#0, %51, %51, %51, %58#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg20: !stream.resource<external>, %arg21: !stream.resource<external>, %arg22: !stream.resource<external>):
      "stream.cmd.dispatch"(%59, %arg20, %arg21, %arg22, %51, %51, %51, %50, %50, %50, %51, %51, %51) <{entry_points = [@add_scale_dispatch_0::@add_scale_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %61 = "stream.timepoint.await"(%58#0, %51, %60) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %62 = "stream.tensor.export"(%61, %51) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%62) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "stream.executable"() <{sym_name = "dynamic_sum_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dynamic_sum_dispatch_0_reduction_D_f32, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
    ^bb0(%arg16: index):
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg16) : (index) -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}, {}], function_type = (!stream.binding, !stream.binding, i32, i32) -> (), sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: i32, %arg11: i32):
        %32 = "arith.constant"() <{value = 0 : index}> : () -> index
        %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %34 = "arith.constant"() <{value = 32 : i64}> : () -> i64
        %35 = "arith.extui"(%arg10) : (i32) -> i64
        %36 = "arith.extui"(%arg11) : (i32) -> i64
        %37 = "arith.shli"(%36, %34) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %38 = "arith.ori"(%35, %37) : (i64, i64) -> i64
        %39 = "arith.index_castui"(%38) : (i64) -> index
        %40 = "util.assume.int"(%39) <{assumptions = [[#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index) -> index
        %41 = "stream.binding.subspan"(%arg9, %32) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %42 = "iree_tensor_ext.dispatch.workload.ordinal"(%40) <{ordinal = 0 : index}> : (index) -> index
        %43 = "stream.binding.subspan"(%arg8, %32, %42) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%43, %42, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %45 = "tensor.empty"() : () -> tensor<f32>
        %46 = "linalg.fill"(%33, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %47 = "linalg.generic"(%44, %46) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          %48 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %41) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg5: !hal.buffer_view):
    %16 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "arith.constant"() <{value = 4 : index}> : () -> index
    %19 = "hal.buffer_view.dim"(%arg5) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %20 = "hal.element_type"() <{type = f32}> : () -> i32
    %21 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg5, %20, %21, %19) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %22 = "arith.muli"(%19, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %23 = "stream.tensor.import"(%arg5, %19, %22) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %24:2 = "stream.resource.alloca"(%18) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %25 = "arith.index_castui"(%19) : (index) -> i64
    %26 = "arith.index_castui"(%19) : (index) -> i32
    %27 = "arith.shrui"(%25, %16) : (i64, i64) -> i64
    %28 = "arith.trunci"(%27) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %29 = "stream.cmd.execute"(%23, %24#0, %22, %18, %24#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>):
      "stream.cmd.dispatch"(%19, %26, %28, %arg6, %arg7, %22, %18, %17, %17, %22, %18) <{entry_points = [@dynamic_sum_dispatch_0::@dynamic_sum_dispatch_0_reduction_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %30 = "stream.timepoint.await"(%24#0, %18, %29) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%31) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "stream.executable"() <{sym_name = "slice_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @slice_dispatch_0_slow_memcpy, sym_name = "slice_dispatch_0_slow_memcpy"}> ({
      %15:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%15#0, %15#1, %15#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "slice_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %11 = "arith.constant"() <{value = 0 : index}> : () -> index
        %12 = "stream.binding.subspan"(%arg3, %11) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>
        %13 = "stream.binding.subspan"(%arg4, %11) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>
        %14 = "iree_tensor_ext.dispatch.tensor.load"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>) -> tensor<2x4xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%14, %13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "slice"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "hal.element_type"() <{type = i32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %3, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %7:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.cmd.execute"(%6, %7#0, %2, %1, %7#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg1, %arg2, %2, %1, %0, %0, %2, %1) <{entry_points = [@slice_dispatch_0::@slice_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()