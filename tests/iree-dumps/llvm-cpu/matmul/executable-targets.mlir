"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "matmul_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "matmul_dispatch_0_matmul_64x16x32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg8: !hal.device):
        %335 = "arith.constant"() <{value = 8 : index}> : () -> index
        %336 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%335, %336, %336) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "matmul_dispatch_0_matmul_64x16x32_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr):
          %15 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %16 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %17 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %18 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %19 = "llvm.mlir.poison"() : () -> !llvm.array<8 x vector<4xf32>>
          %20 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
          %21 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
          %22 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
          %23 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
          %24 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
          %25 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
          %26 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %27 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<8x4xf32>}> : () -> !llvm.array<8 x vector<4xf32>>
          %28 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
          %29 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %30 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
          %31 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %32 = "llvm.load"(%arg6) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = "llvm.extractvalue"(%32) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %34 = "llvm.load"(%33) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%17, %34, %18) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %35 = "llvm.load"(%arg6) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = "llvm.extractvalue"(%35) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %37 = "llvm.getelementptr"(%36) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %38 = "llvm.load"(%37) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%17, %38, %18) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %39 = "llvm.load"(%arg6) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = "llvm.extractvalue"(%39) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %41 = "llvm.getelementptr"(%40) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
          %42 = "llvm.load"(%41) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%17, %42, %18) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %43 = "llvm.load"(%arg7) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %44 = "llvm.extractvalue"(%43) <{position = array<i64: 0>}> : (!llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>) -> i32
          %45 = "llvm.zext"(%44) : (i32) -> i64
          %46 = "llvm.mul"(%45, %20) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
          "llvm.br"(%31)[^bb1] : (i64) -> ()
        ^bb1(%47: i64):  // 2 preds: ^bb0, ^bb4
          %48 = "llvm.icmp"(%47, %28) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%48, %31, %27)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb2(%49: i64, %50: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %51 = "llvm.icmp"(%49, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%51)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb3:  // pred: ^bb2
          %52 = "llvm.mul"(%49, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %53 = "llvm.add"(%52, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %54 = "llvm.getelementptr"(%38, %53) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %55 = "llvm.load"(%54) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %56 = "llvm.add"(%49, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %57 = "llvm.mul"(%56, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %58 = "llvm.add"(%57, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %59 = "llvm.getelementptr"(%38, %58) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %60 = "llvm.load"(%59) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %61 = "llvm.add"(%49, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %62 = "llvm.mul"(%61, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %63 = "llvm.add"(%62, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %64 = "llvm.getelementptr"(%38, %63) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %65 = "llvm.load"(%64) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %66 = "llvm.add"(%49, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %67 = "llvm.mul"(%66, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %68 = "llvm.add"(%67, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %69 = "llvm.getelementptr"(%38, %68) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %70 = "llvm.load"(%69) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %71 = "llvm.mul"(%46, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %72 = "llvm.add"(%71, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %73 = "llvm.getelementptr"(%34, %72) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %74 = "llvm.load"(%73) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %75 = "llvm.insertelement"(%16, %74, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %76 = "llvm.shufflevector"(%75, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %77 = "llvm.extractvalue"(%50) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %78 = "llvm.intr.fmuladd"(%76, %55, %77) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %79 = "llvm.add"(%46, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %80 = "llvm.mul"(%79, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %81 = "llvm.add"(%80, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %82 = "llvm.getelementptr"(%34, %81) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %83 = "llvm.load"(%82) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %84 = "llvm.insertelement"(%16, %83, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %85 = "llvm.shufflevector"(%84, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %86 = "llvm.extractvalue"(%50) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %87 = "llvm.intr.fmuladd"(%85, %55, %86) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %88 = "llvm.add"(%46, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %89 = "llvm.mul"(%88, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %90 = "llvm.add"(%89, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %91 = "llvm.getelementptr"(%34, %90) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %92 = "llvm.load"(%91) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %93 = "llvm.insertelement"(%16, %92, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %94 = "llvm.shufflevector"(%93, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %95 = "llvm.extractvalue"(%50) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %96 = "llvm.intr.fmuladd"(%94, %55, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %97 = "llvm.add"(%46, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %98 = "llvm.mul"(%97, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %99 = "llvm.add"(%98, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %100 = "llvm.getelementptr"(%34, %99) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %101 = "llvm.load"(%100) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %102 = "llvm.insertelement"(%16, %101, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %103 = "llvm.shufflevector"(%102, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %104 = "llvm.extractvalue"(%50) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %105 = "llvm.intr.fmuladd"(%103, %55, %104) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %106 = "llvm.add"(%46, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %107 = "llvm.mul"(%106, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %108 = "llvm.add"(%107, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %109 = "llvm.getelementptr"(%34, %108) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %110 = "llvm.load"(%109) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %111 = "llvm.insertelement"(%16, %110, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %112 = "llvm.shufflevector"(%111, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = "llvm.extractvalue"(%50) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %114 = "llvm.intr.fmuladd"(%112, %55, %113) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = "llvm.add"(%46, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %116 = "llvm.mul"(%115, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %117 = "llvm.add"(%116, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %118 = "llvm.getelementptr"(%34, %117) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %119 = "llvm.load"(%118) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %120 = "llvm.insertelement"(%16, %119, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %121 = "llvm.shufflevector"(%120, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %122 = "llvm.extractvalue"(%50) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %123 = "llvm.intr.fmuladd"(%121, %55, %122) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = "llvm.add"(%46, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %125 = "llvm.mul"(%124, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %126 = "llvm.add"(%125, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %127 = "llvm.getelementptr"(%34, %126) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %128 = "llvm.load"(%127) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %129 = "llvm.insertelement"(%16, %128, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %130 = "llvm.shufflevector"(%129, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %131 = "llvm.extractvalue"(%50) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %132 = "llvm.intr.fmuladd"(%130, %55, %131) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = "llvm.add"(%46, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %134 = "llvm.mul"(%133, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %135 = "llvm.add"(%134, %49) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %136 = "llvm.getelementptr"(%34, %135) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %137 = "llvm.load"(%136) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %138 = "llvm.insertelement"(%16, %137, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %139 = "llvm.shufflevector"(%138, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = "llvm.extractvalue"(%50) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %141 = "llvm.intr.fmuladd"(%139, %55, %140) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = "llvm.add"(%71, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %143 = "llvm.getelementptr"(%34, %142) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %144 = "llvm.load"(%143) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %145 = "llvm.insertelement"(%16, %144, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %146 = "llvm.shufflevector"(%145, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = "llvm.intr.fmuladd"(%146, %60, %78) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = "llvm.add"(%80, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %149 = "llvm.getelementptr"(%34, %148) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %150 = "llvm.load"(%149) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %151 = "llvm.insertelement"(%16, %150, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %152 = "llvm.shufflevector"(%151, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = "llvm.intr.fmuladd"(%152, %60, %87) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = "llvm.add"(%89, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %155 = "llvm.getelementptr"(%34, %154) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %156 = "llvm.load"(%155) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %157 = "llvm.insertelement"(%16, %156, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %158 = "llvm.shufflevector"(%157, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = "llvm.intr.fmuladd"(%158, %60, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = "llvm.add"(%98, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %161 = "llvm.getelementptr"(%34, %160) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %162 = "llvm.load"(%161) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %163 = "llvm.insertelement"(%16, %162, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %164 = "llvm.shufflevector"(%163, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = "llvm.intr.fmuladd"(%164, %60, %105) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = "llvm.add"(%107, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %167 = "llvm.getelementptr"(%34, %166) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %168 = "llvm.load"(%167) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %169 = "llvm.insertelement"(%16, %168, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %170 = "llvm.shufflevector"(%169, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = "llvm.intr.fmuladd"(%170, %60, %114) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = "llvm.add"(%116, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %173 = "llvm.getelementptr"(%34, %172) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %174 = "llvm.load"(%173) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %175 = "llvm.insertelement"(%16, %174, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %176 = "llvm.shufflevector"(%175, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %177 = "llvm.intr.fmuladd"(%176, %60, %123) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = "llvm.add"(%125, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %179 = "llvm.getelementptr"(%34, %178) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %180 = "llvm.load"(%179) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %181 = "llvm.insertelement"(%16, %180, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %182 = "llvm.shufflevector"(%181, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %183 = "llvm.intr.fmuladd"(%182, %60, %132) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = "llvm.add"(%134, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %185 = "llvm.getelementptr"(%34, %184) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %186 = "llvm.load"(%185) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %187 = "llvm.insertelement"(%16, %186, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %188 = "llvm.shufflevector"(%187, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %189 = "llvm.intr.fmuladd"(%188, %60, %141) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = "llvm.add"(%71, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %191 = "llvm.getelementptr"(%34, %190) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %192 = "llvm.load"(%191) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %193 = "llvm.insertelement"(%16, %192, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %194 = "llvm.shufflevector"(%193, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %195 = "llvm.intr.fmuladd"(%194, %65, %147) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = "llvm.add"(%80, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %197 = "llvm.getelementptr"(%34, %196) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %198 = "llvm.load"(%197) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %199 = "llvm.insertelement"(%16, %198, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %200 = "llvm.shufflevector"(%199, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %201 = "llvm.intr.fmuladd"(%200, %65, %153) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = "llvm.add"(%89, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %203 = "llvm.getelementptr"(%34, %202) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %204 = "llvm.load"(%203) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %205 = "llvm.insertelement"(%16, %204, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %206 = "llvm.shufflevector"(%205, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %207 = "llvm.intr.fmuladd"(%206, %65, %159) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = "llvm.add"(%98, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %209 = "llvm.getelementptr"(%34, %208) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %210 = "llvm.load"(%209) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %211 = "llvm.insertelement"(%16, %210, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %212 = "llvm.shufflevector"(%211, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %213 = "llvm.intr.fmuladd"(%212, %65, %165) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = "llvm.add"(%107, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %215 = "llvm.getelementptr"(%34, %214) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %216 = "llvm.load"(%215) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %217 = "llvm.insertelement"(%16, %216, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %218 = "llvm.shufflevector"(%217, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %219 = "llvm.intr.fmuladd"(%218, %65, %171) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = "llvm.add"(%116, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %221 = "llvm.getelementptr"(%34, %220) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %222 = "llvm.load"(%221) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %223 = "llvm.insertelement"(%16, %222, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %224 = "llvm.shufflevector"(%223, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = "llvm.intr.fmuladd"(%224, %65, %177) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = "llvm.add"(%125, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %227 = "llvm.getelementptr"(%34, %226) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %228 = "llvm.load"(%227) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %229 = "llvm.insertelement"(%16, %228, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %230 = "llvm.shufflevector"(%229, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = "llvm.intr.fmuladd"(%230, %65, %183) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = "llvm.add"(%134, %61) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %233 = "llvm.getelementptr"(%34, %232) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %234 = "llvm.load"(%233) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %235 = "llvm.insertelement"(%16, %234, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %236 = "llvm.shufflevector"(%235, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = "llvm.intr.fmuladd"(%236, %65, %189) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = "llvm.add"(%71, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %239 = "llvm.getelementptr"(%34, %238) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %240 = "llvm.load"(%239) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %241 = "llvm.insertelement"(%16, %240, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %242 = "llvm.shufflevector"(%241, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = "llvm.intr.fmuladd"(%242, %70, %195) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = "llvm.add"(%80, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %245 = "llvm.getelementptr"(%34, %244) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %246 = "llvm.load"(%245) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %247 = "llvm.insertelement"(%16, %246, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %248 = "llvm.shufflevector"(%247, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = "llvm.intr.fmuladd"(%248, %70, %201) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = "llvm.add"(%89, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %251 = "llvm.getelementptr"(%34, %250) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %252 = "llvm.load"(%251) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %253 = "llvm.insertelement"(%16, %252, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %254 = "llvm.shufflevector"(%253, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = "llvm.intr.fmuladd"(%254, %70, %207) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = "llvm.add"(%98, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %257 = "llvm.getelementptr"(%34, %256) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %258 = "llvm.load"(%257) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %259 = "llvm.insertelement"(%16, %258, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %260 = "llvm.shufflevector"(%259, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = "llvm.intr.fmuladd"(%260, %70, %213) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = "llvm.add"(%107, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %263 = "llvm.getelementptr"(%34, %262) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %264 = "llvm.load"(%263) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %265 = "llvm.insertelement"(%16, %264, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %266 = "llvm.shufflevector"(%265, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = "llvm.intr.fmuladd"(%266, %70, %219) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = "llvm.add"(%116, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %269 = "llvm.getelementptr"(%34, %268) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %270 = "llvm.load"(%269) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %271 = "llvm.insertelement"(%16, %270, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %272 = "llvm.shufflevector"(%271, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = "llvm.intr.fmuladd"(%272, %70, %225) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = "llvm.add"(%125, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %275 = "llvm.getelementptr"(%34, %274) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %276 = "llvm.load"(%275) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %277 = "llvm.insertelement"(%16, %276, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %278 = "llvm.shufflevector"(%277, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = "llvm.intr.fmuladd"(%278, %70, %231) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = "llvm.add"(%134, %66) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %281 = "llvm.getelementptr"(%34, %280) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %282 = "llvm.load"(%281) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %283 = "llvm.insertelement"(%16, %282, %15) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %284 = "llvm.shufflevector"(%283, %16) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = "llvm.intr.fmuladd"(%284, %70, %237) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %286 = "llvm.insertvalue"(%19, %243) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %287 = "llvm.insertvalue"(%286, %249) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %288 = "llvm.insertvalue"(%287, %255) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %289 = "llvm.insertvalue"(%288, %261) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %290 = "llvm.insertvalue"(%289, %267) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %291 = "llvm.insertvalue"(%290, %273) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %292 = "llvm.insertvalue"(%291, %279) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %293 = "llvm.insertvalue"(%292, %285) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %294 = "llvm.add"(%49, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%294, %293)[^bb2] : (i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb4:  // pred: ^bb2
          %295 = "llvm.extractvalue"(%50) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %296 = "llvm.mul"(%46, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %297 = "llvm.add"(%296, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %298 = "llvm.getelementptr"(%42, %297) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%295, %298) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %299 = "llvm.extractvalue"(%50) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %300 = "llvm.add"(%46, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %301 = "llvm.mul"(%300, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %302 = "llvm.add"(%301, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %303 = "llvm.getelementptr"(%42, %302) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%299, %303) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %304 = "llvm.extractvalue"(%50) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %305 = "llvm.add"(%46, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %306 = "llvm.mul"(%305, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %307 = "llvm.add"(%306, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %308 = "llvm.getelementptr"(%42, %307) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%304, %308) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %309 = "llvm.extractvalue"(%50) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %310 = "llvm.add"(%46, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %311 = "llvm.mul"(%310, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %312 = "llvm.add"(%311, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %313 = "llvm.getelementptr"(%42, %312) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%309, %313) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %314 = "llvm.extractvalue"(%50) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %315 = "llvm.add"(%46, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %316 = "llvm.mul"(%315, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %317 = "llvm.add"(%316, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %318 = "llvm.getelementptr"(%42, %317) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%314, %318) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %319 = "llvm.extractvalue"(%50) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %320 = "llvm.add"(%46, %23) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %321 = "llvm.mul"(%320, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %322 = "llvm.add"(%321, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %323 = "llvm.getelementptr"(%42, %322) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%319, %323) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %324 = "llvm.extractvalue"(%50) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %325 = "llvm.add"(%46, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %326 = "llvm.mul"(%325, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %327 = "llvm.add"(%326, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %328 = "llvm.getelementptr"(%42, %327) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%324, %328) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %329 = "llvm.extractvalue"(%50) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %330 = "llvm.add"(%46, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %331 = "llvm.mul"(%330, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %332 = "llvm.add"(%331, %47) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %333 = "llvm.getelementptr"(%42, %332) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%329, %333) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %334 = "llvm.add"(%47, %29) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%334)[^bb1] : (i64) -> ()
        ^bb5:  // pred: ^bb1
          "llvm.return"(%15) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
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