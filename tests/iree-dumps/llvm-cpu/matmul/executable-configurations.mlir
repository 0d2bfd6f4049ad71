"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "matmul_dispatch_0_matmul_64x16x32_f32"}> ({
      ^bb0(%arg11: !hal.device):
        %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%28#0, %28#1, %28#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "matmul_dispatch_0_matmul_64x16x32_f32"}> ({
          %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          %17 = "arith.constant"() <{value = 0 : index}> : () -> index
          %18 = "hal.interface.binding.subspan"(%17) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<64x32xf32, #hal.descriptor_type<storage_buffer>>
          %19 = "hal.interface.binding.subspan"(%17) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<32x16xf32, #hal.descriptor_type<storage_buffer>>
          %20 = "hal.interface.binding.subspan"(%17) <{alignment = 64 : index, binding = 2 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<64x16xf32, #hal.descriptor_type<storage_buffer>>
          %21 = "iree_codegen.load_from_buffer"(%18) : (memref<64x32xf32, #hal.descriptor_type<storage_buffer>>) -> tensor<64x32xf32>
          %22 = "iree_codegen.load_from_buffer"(%19) : (memref<32x16xf32, #hal.descriptor_type<storage_buffer>>) -> tensor<32x16xf32>
          %23 = "tensor.empty"() : () -> tensor<64x16xf32>
          %24 = "linalg.fill"(%16, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg9: f32, %arg10: f32):
            "linalg.yield"(%arg9) : (f32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<cache_parallel = [8, 16], vector_common_parallel = [8, 4]>} : (f32, tensor<64x16xf32>) -> tensor<64x16xf32>
          %25 = "linalg.matmul"(%21, %22, %24) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
          ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
            %26 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            %27 = "arith.addf"(%arg8, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%27) : (f32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<cache_parallel = [8, 16, 0], distribution = [8, 16, 0], vector_common_parallel = [8, 4, 0], vector_reduction = [0, 0, 4]>} : (tensor<64x32xf32>, tensor<32x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
          "iree_codegen.store_to_buffer"(%25, %20) : (tensor<64x16xf32>, memref<64x16xf32, #hal.descriptor_type<storage_buffer>>) -> ()
          "func.return"() : () -> ()
        }) {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>} : () -> ()
        "iree_codegen.dispatch_config"() <{function_ref = @matmul_dispatch_0_matmul_64x16x32_f32}> ({
        ^bb0(%arg5: !hal.device):
          %15:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
          "iree_codegen.yield"(%15#0, %15#1, %15#2) : (index, index, index) -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
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
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %3, %2, %1, %0, %0, %0, %3, %2, %1) <{entry_points = [@matmul_dispatch_0::@embedded_elf_x86_64::@matmul_dispatch_0_matmul_64x16x32_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.timepoint.await"(%11#0, %1, %12) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<64x16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul(%input0: tensor<64x32xf32>, %input1: tensor<32x16xf32>) -> (%output0: tensor<64x16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()