"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "add_scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
      ^bb0(%arg28: !hal.device):
        %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "add_scale_dispatch_0_elementwise_32_f32"}> ({
          %70 = "arith.constant"() <{value = 0 : index}> : () -> index
          %71 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index}> : () -> i32
          %72 = "arith.bitcast"(%71) : (i32) -> f32
          %73 = "hal.interface.binding.subspan"(%70) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
          %74 = "hal.interface.binding.subspan"(%70) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
          %75 = "hal.interface.binding.subspan"(%70) <{alignment = 64 : index, binding = 2 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
          %76 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
          %77 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
          %78 = "tensor.empty"() : () -> tensor<32xf32>
          %79 = "linalg.generic"(%76, %77, %78) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
          ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
            %80 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %81 = "arith.mulf"(%80, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%81) : (f32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<distribution = [64]>} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
          "iree_tensor_ext.dispatch.tensor.store"(%79, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
          "func.return"() : () -> ()
        }) {translation_info = #iree_codegen.translation_info<pipeline = #iree_codegen.vmvx_pipeline>} : () -> ()
        "iree_codegen.dispatch_config"() <{function_ref = @add_scale_dispatch_0_elementwise_32_f32}> ({
        ^bb0(%arg24: !hal.device):
          %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
          "iree_codegen.yield"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg18: !hal.buffer_view, %arg19: !hal.buffer_view, %arg20: f32):
    %56 = "arith.constant"() <{value = 0 : index}> : () -> index
    %57 = "arith.constant"() <{value = 128 : index}> : () -> index
    %58 = "arith.constant"() <{value = 8 : index}> : () -> index
    %59 = "arith.constant"() <{value = 4 : index}> : () -> index
    %60 = "hal.element_type"() <{type = f32}> : () -> i32
    %61 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg18, %60, %61, %59, %58) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %62 = "stream.tensor.import"(%arg18, %57) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg19, %60, %61, %59, %58) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %63 = "stream.tensor.import"(%arg19, %57) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %64:2 = "stream.resource.alloca"(%57) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %65 = "arith.bitcast"(%arg20) : (f32) -> i32
    %66 = "stream.cmd.execute"(%62, %63, %64#0, %57, %57, %57, %64#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg21: !stream.resource<external>, %arg22: !stream.resource<external>, %arg23: !stream.resource<external>):
      "stream.cmd.dispatch"(%65, %arg21, %arg22, %arg23, %57, %57, %57, %56, %56, %56, %57, %57, %57) <{entry_points = [@add_scale_dispatch_0::@vmvx_bytecode_fb::@add_scale_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %67 = "stream.timepoint.await"(%64#0, %57, %66) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %68 = "stream.tensor.export"(%67, %57) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%68) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "dynamic_sum_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
      ^bb0(%arg16: !hal.device, %arg17: index):
        %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg17) : (index) -> (index, index, index)
        "hal.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "dynamic_sum_dispatch_0_reduction_D_f32"}> ({
          %36 = "arith.constant"() <{value = 32 : i64}> : () -> i64
          %37 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          %38 = "arith.constant"() <{value = 0 : index}> : () -> index
          %39 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index}> : () -> i32
          %40 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 1 : index}> : () -> i32
          %41 = "arith.extui"(%39) : (i32) -> i64
          %42 = "arith.extui"(%40) : (i32) -> i64
          %43 = "arith.shli"(%42, %36) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          %44 = "arith.ori"(%41, %43) : (i64, i64) -> i64
          %45 = "arith.index_castui"(%44) : (i64) -> index
          %46 = "util.assume.int"(%45) <{assumptions = [[#util.int.assumption<umin = 0, umax = 9007199254740991>]]}> : (index) -> index
          %47 = "hal.interface.binding.subspan"(%38) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
          %48 = "iree_tensor_ext.dispatch.workload.ordinal"(%46) <{ordinal = 0 : index}> : (index) -> index
          %49 = "hal.interface.binding.subspan"(%38, %48) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
          %50 = "iree_tensor_ext.dispatch.tensor.load"(%49, %48, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
          %51 = "tensor.empty"() : () -> tensor<f32>
          %52 = "linalg.fill"(%37, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg14: f32, %arg15: f32):
            "linalg.yield"(%arg14) : (f32) -> ()
          }) : (f32, tensor<f32>) -> tensor<f32>
          %53 = "linalg.generic"(%50, %52) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg12: f32, %arg13: f32):
            %54 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%54) : (f32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<distribution = [0]>} : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
          "iree_tensor_ext.dispatch.tensor.store"(%53, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
          "func.return"() : () -> ()
        }) {translation_info = #iree_codegen.translation_info<pipeline = #iree_codegen.vmvx_pipeline>} : () -> ()
        "iree_codegen.dispatch_config"() <{function_ref = @dynamic_sum_dispatch_0_reduction_D_f32}> ({
        ^bb0(%arg10: !hal.device, %arg11: index):
          %35:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg11) : (index) -> (index, index, index)
          "iree_codegen.yield"(%35#0, %35#1, %35#2) : (index, index, index) -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg7: !hal.buffer_view):
    %19 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    %22 = "hal.buffer_view.dim"(%arg7) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %23 = "hal.element_type"() <{type = f32}> : () -> i32
    %24 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg7, %23, %24, %22) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %25 = "arith.muli"(%22, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %26 = "stream.tensor.import"(%arg7, %22, %25) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %27:2 = "stream.resource.alloca"(%21) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %28 = "arith.index_castui"(%22) : (index) -> i64
    %29 = "arith.index_castui"(%22) : (index) -> i32
    %30 = "arith.shrui"(%28, %19) : (i64, i64) -> i64
    %31 = "arith.trunci"(%30) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %32 = "stream.cmd.execute"(%26, %27#0, %25, %21, %27#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg8: !stream.resource<external>, %arg9: !stream.resource<external>):
      "stream.cmd.dispatch"(%22, %29, %31, %arg8, %arg9, %25, %21, %20, %20, %25, %21) <{entry_points = [@dynamic_sum_dispatch_0::@vmvx_bytecode_fb::@dynamic_sum_dispatch_0_reduction_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %33 = "stream.timepoint.await"(%27#0, %21, %32) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %34 = "stream.tensor.export"(%33, %21) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%34) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "slice_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "vmvx_bytecode_fb", target = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "slice_dispatch_0_slow_memcpy"}> ({
      ^bb0(%arg6: !hal.device):
        %18:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%18#0, %18#1, %18#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "slice_dispatch_0_slow_memcpy"}> ({
          %12 = "arith.constant"() <{value = 0 : index}> : () -> index
          %13 = "hal.interface.binding.subspan"(%12) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x8xi32>
          %14 = "memref.assume_alignment"(%13) <{alignment = 64 : i32}> : (memref<8x8xi32>) -> memref<8x8xi32>
          %15 = "hal.interface.binding.subspan"(%12) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x4xi32>
          %16 = "memref.assume_alignment"(%15) <{alignment = 64 : i32}> : (memref<2x4xi32>) -> memref<2x4xi32>
          %17 = "memref.subview"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xi32>) -> memref<2x4xi32, strided<[8, 1], offset: 10>>
          "linalg.generic"(%17, %16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg4: i32, %arg5: i32):
            "linalg.yield"(%arg4) : (i32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<distribution = [64, 64]>} : (memref<2x4xi32, strided<[8, 1], offset: 10>>, memref<2x4xi32>) -> ()
          "func.return"() : () -> ()
        }) {translation_info = #iree_codegen.translation_info<pipeline = #iree_codegen.vmvx_pipeline>} : () -> ()
        "iree_codegen.dispatch_config"() <{function_ref = @slice_dispatch_0_slow_memcpy}> ({
        ^bb0(%arg3: !hal.device):
          %11:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
          "iree_codegen.yield"(%11#0, %11#1, %11#2) : (index, index, index) -> ()
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
      "stream.cmd.dispatch"(%arg1, %arg2, %2, %1, %0, %0, %2, %1) <{entry_points = [@slice_dispatch_0::@vmvx_bytecode_fb::@slice_dispatch_0_slow_memcpy], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "stream.timepoint.await"(%7#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%10) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()