"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "add_scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
      ^bb0(%arg22: !hal.device):
        %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
          %65 = "arith.constant"() <{value = 0 : index}> : () -> index
          %66 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index}> : () -> i32
          %67 = "arith.bitcast"(%66) : (i32) -> f32
          %68 = "hal.interface.binding.subspan"(%65) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
          %69 = "hal.interface.binding.subspan"(%65) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
          %70 = "hal.interface.binding.subspan"(%65) <{alignment = 64 : index, binding = 2 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
          %71 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
          %72 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
          %73 = "tensor.empty"() : () -> tensor<32xf32>
          %74 = "linalg.generic"(%71, %72, %73) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
          ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
            %75 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %76 = "arith.mulf"(%75, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%76) : (f32) -> ()
          }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
          "iree_tensor_ext.dispatch.tensor.store"(%74, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg13: !hal.buffer_view, %arg14: !hal.buffer_view, %arg15: f32):
    %52 = "arith.constant"() <{value = 0 : index}> : () -> index
    %53 = "arith.constant"() <{value = 128 : index}> : () -> index
    %54 = "arith.constant"() <{value = 8 : index}> : () -> index
    %55 = "arith.constant"() <{value = 4 : index}> : () -> index
    %56 = "hal.element_type"() <{type = f32}> : () -> i32
    %57 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg13, %56, %57, %55, %54) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %58 = "stream.tensor.import"(%arg13, %53) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg14, %56, %57, %55, %54) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %59 = "stream.tensor.import"(%arg14, %53) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %60:2 = "stream.resource.alloca"(%53) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %61 = "arith.bitcast"(%arg15) : (f32) -> i32
    %62 = "stream.cmd.execute"(%58, %59, %60#0, %53, %53, %53, %60#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg16: !stream.resource<external>, %arg17: !stream.resource<external>, %arg18: !stream.resource<external>):
      "stream.cmd.dispatch"(%61, %arg16, %arg17, %arg18, %53, %53, %53, %52, %52, %52, %53, %53, %53) <{entry_points = [@add_scale_dispatch_0::@embedded_elf_x86_64::@add_scale_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %63 = "stream.timepoint.await"(%60#0, %53, %62) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %64 = "stream.tensor.export"(%63, %53) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%64) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "dynamic_sum_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
      ^bb0(%arg11: !hal.device, %arg12: index):
        %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg12) : (index) -> (index, index, index)
        "hal.return"(%51#0, %51#1, %51#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
          %32 = "arith.constant"() <{value = 32 : i64}> : () -> i64
          %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          %34 = "arith.constant"() <{value = 0 : index}> : () -> index
          %35 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index}> : () -> i32
          %36 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 1 : index}> : () -> i32
          %37 = "arith.extui"(%35) : (i32) -> i64
          %38 = "arith.extui"(%36) : (i32) -> i64
          %39 = "arith.shli"(%38, %32) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          %40 = "arith.ori"(%37, %39) : (i64, i64) -> i64
          %41 = "arith.index_castui"(%40) : (i64) -> index
          %42 = "util.assume.int"(%41) <{assumptions = [[#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index) -> index
          %43 = "hal.interface.binding.subspan"(%34) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
          %44 = "iree_tensor_ext.dispatch.workload.ordinal"(%42) <{ordinal = 0 : index}> : (index) -> index
          %45 = "hal.interface.binding.subspan"(%34, %44) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
          %46 = "iree_tensor_ext.dispatch.tensor.load"(%45, %44, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
          %47 = "tensor.empty"() : () -> tensor<f32>
          %48 = "linalg.fill"(%33, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg9: f32, %arg10: f32):
            "linalg.yield"(%arg9) : (f32) -> ()
          }) : (f32, tensor<f32>) -> tensor<f32>
          %49 = "linalg.generic"(%46, %48) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg7: f32, %arg8: f32):
            %50 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%50) : (f32) -> ()
          }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
          "iree_tensor_ext.dispatch.tensor.store"(%49, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg4: !hal.buffer_view):
    %16 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "arith.constant"() <{value = 4 : index}> : () -> index
    %19 = "hal.buffer_view.dim"(%arg4) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %20 = "hal.element_type"() <{type = f32}> : () -> i32
    %21 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg4, %20, %21, %19) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %22 = "arith.muli"(%19, %18) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %23 = "stream.tensor.import"(%arg4, %19, %22) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %24:2 = "stream.resource.alloca"(%18) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %25 = "arith.index_castui"(%19) : (index) -> i64
    %26 = "arith.index_castui"(%19) : (index) -> i32
    %27 = "arith.shrui"(%25, %16) : (i64, i64) -> i64
    %28 = "arith.trunci"(%27) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %29 = "stream.cmd.execute"(%23, %24#0, %22, %18, %24#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.dispatch"(%19, %26, %28, %arg5, %arg6, %22, %18, %17, %17, %22, %18) <{entry_points = [@dynamic_sum_dispatch_0::@embedded_elf_x86_64::@dynamic_sum_dispatch_0_reduction_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %30 = "stream.timepoint.await"(%24#0, %18, %29) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%31) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "slice_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "slice_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg3: !hal.device):
        %15:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%15#0, %15#1, %15#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "slice_dispatch_0_slow_memcpy"}> ({
          %11 = "arith.constant"() <{value = 0 : index}> : () -> index
          %12 = "hal.interface.binding.subspan"(%11) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>
          %13 = "hal.interface.binding.subspan"(%11) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>
          %14 = "iree_tensor_ext.dispatch.tensor.load"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>) -> tensor<2x4xi32>
          "iree_tensor_ext.dispatch.tensor.store"(%14, %13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>) -> ()
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
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
      "stream.cmd.dispatch"(%arg1, %arg2, %2, %1, %0, %0, %2, %1) <{entry_points = [@slice_dispatch_0::@embedded_elf_x86_64::@slice_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()