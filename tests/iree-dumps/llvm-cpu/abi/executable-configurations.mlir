"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg7: !hal.device):
        %22:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%22#0, %22#1, %22#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
          %13 = "arith.constant"() <{value = 0 : index}> : () -> index
          %14 = "hal.interface.constant.load"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index}> : () -> i32
          %15 = "arith.bitcast"(%14) : (i32) -> f32
          %16 = "hal.interface.binding.subspan"(%13) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4xf32, #hal.descriptor_type<storage_buffer>>
          %17 = "hal.interface.binding.subspan"(%13) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4xf32, #hal.descriptor_type<storage_buffer>>
          %18 = "iree_codegen.load_from_buffer"(%16) : (memref<4xf32, #hal.descriptor_type<storage_buffer>>) -> tensor<4xf32>
          %19 = "tensor.empty"() : () -> tensor<4xf32>
          %20 = "linalg.generic"(%18, %19) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
          ^bb0(%arg5: f32, %arg6: f32):
            %21 = "arith.mulf"(%arg5, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%21) : (f32) -> ()
          }) {lowering_config = #iree_cpu.lowering_config<distribution = [4], vector_common_parallel = [4]>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
          "iree_codegen.store_to_buffer"(%20, %17) : (tensor<4xf32>, memref<4xf32, #hal.descriptor_type<storage_buffer>>) -> ()
          "func.return"() : () -> ()
        }) {translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>} : () -> ()
        "iree_codegen.dispatch_config"() <{function_ref = @scale_dispatch_0_elementwise_4_f32}> ({
        ^bb0(%arg4: !hal.device):
          %12:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
          "iree_codegen.yield"(%12#0, %12#1, %12#2) : (index, index, index) -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.element_type"() <{type = f32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "arith.bitcast"(%arg1) : (f32) -> i32
    %8 = "stream.cmd.execute"(%5, %6#0, %1, %1, %6#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%7, %arg2, %arg3, %1, %1, %0, %0, %1, %1) <{entry_points = [@scale_dispatch_0::@embedded_elf_x86_64::@scale_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "stream.timepoint.await"(%6#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %9) : (!hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}", iree.abi.declaration = "sync func @scale(%input0: tensor<4xf32>, %input1: f32) -> (%output0: tensor<4xf32>, %output1: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()