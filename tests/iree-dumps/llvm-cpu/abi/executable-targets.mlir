"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "scale_dispatch_0_elementwise_4_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg7: !hal.device):
        %30 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%30, %30, %30) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "scale_dispatch_0_elementwise_4_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr):
          %12 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %13 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %14 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %15 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %16 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = "llvm.extractvalue"(%16) <{position = array<i64: 9>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %18 = "llvm.load"(%17) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
          %19 = "llvm.bitcast"(%18) : (i32) -> f32
          %20 = "llvm.extractvalue"(%16) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %21 = "llvm.load"(%20) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%15, %21, %14) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %22 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = "llvm.extractvalue"(%22) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %24 = "llvm.getelementptr"(%23) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %25 = "llvm.load"(%24) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%15, %25, %14) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %26 = "llvm.load"(%21) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %27 = "llvm.insertelement"(%13, %19, %12) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %28 = "llvm.shufflevector"(%27, %13) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %29 = "llvm.fmul"(%26, %28) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          "llvm.store"(%29, %25) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          "llvm.return"(%12) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
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