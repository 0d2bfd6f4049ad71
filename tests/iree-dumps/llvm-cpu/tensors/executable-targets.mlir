"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "add_scale_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "add_scale_dispatch_0_elementwise_32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg24: !hal.device):
        %145 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%145, %145, %145) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "add_scale_dispatch_0_elementwise_32_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: !llvm.ptr):
          %112 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %113 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %114 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %115 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %116 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %117 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
          %118 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %119 = "llvm.load"(%arg22) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %120 = "llvm.extractvalue"(%119) <{position = array<i64: 9>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %121 = "llvm.load"(%120) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
          %122 = "llvm.bitcast"(%121) : (i32) -> f32
          %123 = "llvm.extractvalue"(%119) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %124 = "llvm.load"(%123) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%115, %124, %114) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %125 = "llvm.load"(%arg22) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %126 = "llvm.extractvalue"(%125) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %127 = "llvm.getelementptr"(%126) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %128 = "llvm.load"(%127) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%115, %128, %114) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %129 = "llvm.load"(%arg22) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %130 = "llvm.extractvalue"(%129) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %131 = "llvm.getelementptr"(%130) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
          %132 = "llvm.load"(%131) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%115, %132, %114) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %133 = "llvm.insertelement"(%113, %122, %112) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %134 = "llvm.shufflevector"(%133, %113) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          "llvm.br"(%118)[^bb1] : (i64) -> ()
        ^bb1(%135: i64):  // 2 preds: ^bb0, ^bb2
          %136 = "llvm.icmp"(%135, %117) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%136)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %137 = "llvm.getelementptr"(%124, %135) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %138 = "llvm.load"(%137) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %139 = "llvm.getelementptr"(%128, %135) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %140 = "llvm.load"(%139) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %141 = "llvm.fadd"(%138, %140) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = "llvm.fmul"(%141, %134) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %143 = "llvm.getelementptr"(%132, %135) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%142, %143) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %144 = "llvm.add"(%135, %116) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%144)[^bb1] : (i64) -> ()
        ^bb3:  // pred: ^bb1
          "llvm.return"(%112) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg15: !hal.buffer_view, %arg16: !hal.buffer_view, %arg17: f32):
    %99 = "arith.constant"() <{value = 0 : index}> : () -> index
    %100 = "arith.constant"() <{value = 128 : index}> : () -> index
    %101 = "arith.constant"() <{value = 8 : index}> : () -> index
    %102 = "arith.constant"() <{value = 4 : index}> : () -> index
    %103 = "hal.element_type"() <{type = f32}> : () -> i32
    %104 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg15, %103, %104, %102, %101) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %105 = "stream.tensor.import"(%arg15, %100) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg16, %103, %104, %102, %101) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %106 = "stream.tensor.import"(%arg16, %100) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %107:2 = "stream.resource.alloca"(%100) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %108 = "arith.bitcast"(%arg17) : (f32) -> i32
    %109 = "stream.cmd.execute"(%105, %106, %107#0, %100, %100, %100, %107#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg18: !stream.resource<external>, %arg19: !stream.resource<external>, %arg20: !stream.resource<external>):
      "stream.cmd.dispatch"(%108, %arg18, %arg19, %arg20, %100, %100, %100, %99, %99, %99, %100, %100, %100) <{entry_points = [@add_scale_dispatch_0::@embedded_elf_x86_64::@add_scale_dispatch_0_elementwise_32_f32], operandSegmentSizes = array<i32: 0, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %110 = "stream.timepoint.await"(%107#0, %100, %109) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %111 = "stream.tensor.export"(%110, %100) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%111) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "dynamic_sum_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg13: !hal.device, %arg14: index):
        %98 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%98, %98, %98) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "dynamic_sum_dispatch_0_reduction_D_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: !llvm.ptr):
          %53 = "llvm.mlir.poison"() : () -> vector<1xf32>
          %54 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
          %55 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %56 = "llvm.mlir.poison"() : () -> vector<4xi32>
          %57 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %58 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %59 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %60 = "llvm.mlir.constant"() <{value = 2147483647 : i64}> : () -> i64
          %61 = "llvm.mlir.constant"() <{value = dense<[0, 1, 2, 3]> : vector<4xi32>}> : () -> vector<4xi32>
          %62 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
          %63 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %64 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
          %65 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %66 = "llvm.load"(%arg11) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %67 = "llvm.extractvalue"(%66) <{position = array<i64: 9>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %68 = "llvm.load"(%67) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
          %69 = "llvm.getelementptr"(%67) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %70 = "llvm.load"(%69) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
          %71 = "llvm.zext"(%68) : (i32) -> i64
          %72 = "llvm.zext"(%70) : (i32) -> i64
          %73 = "llvm.shl"(%72, %64) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %74 = "llvm.or"(%71, %73) : (i64, i64) -> i64
          %75 = "llvm.extractvalue"(%66) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %76 = "llvm.getelementptr"(%75) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %77 = "llvm.load"(%76) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%58, %77, %57) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %78 = "llvm.load"(%arg11) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %79 = "llvm.extractvalue"(%78) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %80 = "llvm.load"(%79) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%58, %80, %57) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          "llvm.br"(%65, %62)[^bb1] : (i64, vector<1xf32>) -> ()
        ^bb1(%81: i64, %82: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %83 = "llvm.icmp"(%81, %74) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%83)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %84 = "llvm.sub"(%74, %81) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %85 = "llvm.intr.smin"(%84, %63) : (i64, i64) -> i64
          %86 = "llvm.intr.smin"(%85, %60) : (i64, i64) -> i64
          %87 = "llvm.trunc"(%86) <{overflowFlags = 0 : i32}> : (i64) -> i32
          %88 = "llvm.insertelement"(%56, %87, %55) : (vector<4xi32>, i32, i32) -> vector<4xi32>
          %89 = "llvm.shufflevector"(%88, %56) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
          %90 = "llvm.icmp"(%89, %61) <{predicate = 4 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
          %91 = "llvm.getelementptr"(%80, %81) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %92 = "llvm.intr.masked.load"(%91, %90, %59) <{alignment = 4 : i64}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
          %93 = "llvm.extractelement"(%82, %65) : (vector<1xf32>, i64) -> f32
          %94 = "llvm.intr.vp.reduce.fadd"(%93, %92, %90, %54) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
          %95 = "llvm.insertelement"(%53, %94, %55) : (vector<1xf32>, f32, i32) -> vector<1xf32>
          %96 = "llvm.add"(%81, %63) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%96, %95)[^bb1] : (i64, vector<1xf32>) -> ()
        ^bb3:  // pred: ^bb1
          %97 = "llvm.extractelement"(%82, %65) : (vector<1xf32>, i64) -> f32
          "llvm.store"(%97, %77) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
          "llvm.return"(%55) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg7: !hal.buffer_view):
    %37 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %38 = "arith.constant"() <{value = 0 : index}> : () -> index
    %39 = "arith.constant"() <{value = 4 : index}> : () -> index
    %40 = "hal.buffer_view.dim"(%arg7) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %41 = "hal.element_type"() <{type = f32}> : () -> i32
    %42 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg7, %41, %42, %40) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %43 = "arith.muli"(%40, %39) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %44 = "stream.tensor.import"(%arg7, %40, %43) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %45:2 = "stream.resource.alloca"(%39) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %46 = "arith.index_castui"(%40) : (index) -> i64
    %47 = "arith.index_castui"(%40) : (index) -> i32
    %48 = "arith.shrui"(%46, %37) : (i64, i64) -> i64
    %49 = "arith.trunci"(%48) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %50 = "stream.cmd.execute"(%44, %45#0, %43, %39, %45#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg8: !stream.resource<external>, %arg9: !stream.resource<external>):
      "stream.cmd.dispatch"(%40, %47, %49, %arg8, %arg9, %43, %39, %38, %38, %43, %39) <{entry_points = [@dynamic_sum_dispatch_0::@embedded_elf_x86_64::@dynamic_sum_dispatch_0_reduction_D_f32], operandSegmentSizes = array<i32: 1, 2, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, i32, i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %51 = "stream.timepoint.await"(%45#0, %39, %50) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %52 = "stream.tensor.export"(%51, %39) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%52) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "hal.executable"() <{sym_name = "slice_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "slice_dispatch_0_slow_memcpy", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg6: !hal.device):
        %36 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%36, %36, %36) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "slice_dispatch_0_slow_memcpy", visibility_ = 0 : i64}> ({
        ^bb0(%arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr):
          %11 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %12 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %13 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %14 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %15 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
          %16 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %17 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
          %18 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %19 = "llvm.load"(%arg4) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = "llvm.extractvalue"(%19) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %21 = "llvm.load"(%20) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%14, %21, %13) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %22 = "llvm.load"(%arg4) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = "llvm.extractvalue"(%22) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %24 = "llvm.getelementptr"(%23) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %25 = "llvm.load"(%24) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%14, %25, %13) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          "llvm.br"(%18)[^bb1] : (i64) -> ()
        ^bb1(%26: i64):  // 2 preds: ^bb0, ^bb2
          %27 = "llvm.icmp"(%26, %17) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%27)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %28 = "llvm.add"(%26, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %29 = "llvm.mul"(%28, %15) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %30 = "llvm.add"(%29, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %31 = "llvm.getelementptr"(%21, %30) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %32 = "llvm.load"(%31) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xi32>
          %33 = "llvm.mul"(%26, %12) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %34 = "llvm.add"(%33, %18) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %35 = "llvm.getelementptr"(%25, %34) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%32, %35) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr) -> ()
          "llvm.br"(%28)[^bb1] : (i64) -> ()
        ^bb3:  // pred: ^bb1
          "llvm.return"(%11) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
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