"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_4xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %32 = "arith.constant"() <{value = 0 : index}> : () -> index
    %33 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %34 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %35 = "util.buffer.constant"() <{alignment = 64 : index, value = #util.composite<64xi8, [
    dense<[5, 6, 7, 9]> : tensor<4xi32>,
    dense<0> : vector<48xi8>,
]>}> : () -> !util.buffer
    %36 = "arith.constant"() <{value = 64 : index}> : () -> index
    %37:2 = "stream.resource.try_map"(%35, %32, %36) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%37#0, %34, %37#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %38 = "stream.resource.alloc"(%36) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %39 = "stream.file.constant"(%35, %36, %32, %36) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %40 = "stream.file.read"(%39, %33, %38, %36, %32, %36, %34) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%40, %38)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%41: !stream.timepoint, %42: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %43 = "stream.timepoint.await"(%42, %36, %41) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%43) <{global = @__constant_tensor_4xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "f_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "f_dispatch_0_elementwise_4_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg7: !hal.device):
        %31 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%31, %31, %31) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, constant, global_type = !llvm.array<4 x f32>, linkage = #llvm.linkage<private>, sym_name = "__constant_4xf32", sym_visibility = "private", tls_mode = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>, visibility_ = 0 : i64}> ({
        }) : () -> ()
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f_dispatch_0_elementwise_4_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr):
          %16 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %17 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %18 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %19 = "llvm.mlir.addressof"() <{global_name = @__constant_4xf32}> : () -> !llvm.ptr
          %20 = "llvm.getelementptr"(%19) <{elem_type = !llvm.array<4 x f32>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
          %21 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = "llvm.extractvalue"(%21) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %23 = "llvm.load"(%22) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%18, %23, %17) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %24 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = "llvm.extractvalue"(%24) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %26 = "llvm.getelementptr"(%25) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %27 = "llvm.load"(%26) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%18, %27, %17) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %28 = "llvm.load"(%23) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %29 = "llvm.load"(%20) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %30 = "llvm.fadd"(%28, %29) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          "llvm.store"(%30, %27) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          "llvm.return"(%16) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "util.global.load"() <{global = @__constant_tensor_4xi32, is_immutable}> : () -> !stream.resource<constant>
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10 = "stream.cmd.execute"(%8, %5, %9#0, %4, %2, %1, %9#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg1, %arg3, %4, %1, %0, %0, %4, %1) <{entry_points = [@f_dispatch_0::@embedded_elf_x86_64::@f_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.copy"(%arg2, %2, %0, %arg3, %1, %2, %4) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %11 = "stream.timepoint.await"(%9#0, %1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %12 = "stream.resource.subview"(%11, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %13 = "stream.resource.subview"(%11, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%12, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%13, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()