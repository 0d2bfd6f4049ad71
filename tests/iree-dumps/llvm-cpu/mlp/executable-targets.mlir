"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "hal.executable"() <{sym_name = "mlp_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "mlp_dispatch_0_matmul_8x32x16_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg11: !hal.device):
        %636 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%636, %636, %636) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, constant, global_type = !llvm.array<4 x array<4 x f32>>, linkage = #llvm.linkage<private>, sym_name = "__constant_4x4xf32", sym_visibility = "private", tls_mode = 0 : i64, value = dense<5.000000e-01> : tensor<4x4xf32>, visibility_ = 0 : i64}> ({
        }) : () -> ()
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mlp_dispatch_0_matmul_8x32x16_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: !llvm.ptr):
          %304 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %305 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %306 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %307 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %308 = "llvm.mlir.addressof"() <{global_name = @__constant_4x4xf32}> : () -> !llvm.ptr
          %309 = "llvm.mlir.poison"() : () -> !llvm.array<8 x vector<4xf32>>
          %310 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
          %311 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
          %312 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
          %313 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
          %314 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
          %315 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %316 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %317 = "llvm.mlir.constant"() <{value = 16 : i64}> : () -> i64
          %318 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %319 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
          %320 = "llvm.mlir.constant"() <{value = dense<1.000000e-01> : vector<8x4xf32>}> : () -> !llvm.array<8 x vector<4xf32>>
          %321 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<8x4xf32>}> : () -> !llvm.array<8 x vector<4xf32>>
          %322 = "llvm.getelementptr"(%308) <{elem_type = !llvm.array<4 x array<4 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
          %323 = "llvm.load"(%arg9) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %324 = "llvm.extractvalue"(%323) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %325 = "llvm.load"(%324) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%307, %325, %306) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %326 = "llvm.load"(%arg9) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %327 = "llvm.extractvalue"(%326) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %328 = "llvm.getelementptr"(%327) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %329 = "llvm.load"(%328) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%307, %329, %306) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %330 = "llvm.mul"(%316, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %331 = "llvm.add"(%330, %316) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %332 = "llvm.getelementptr"(%322, %331) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %333 = "llvm.load"(%332) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %334 = "llvm.mul"(%315, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %335 = "llvm.add"(%334, %316) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %336 = "llvm.getelementptr"(%322, %335) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %337 = "llvm.load"(%336) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %338 = "llvm.mul"(%314, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %339 = "llvm.add"(%338, %316) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %340 = "llvm.getelementptr"(%322, %339) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %341 = "llvm.load"(%340) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %342 = "llvm.mul"(%313, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %343 = "llvm.add"(%342, %316) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %344 = "llvm.getelementptr"(%322, %343) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %345 = "llvm.load"(%344) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          "llvm.br"(%316)[^bb1] : (i64) -> ()
        ^bb1(%346: i64):  // 2 preds: ^bb0, ^bb4
          %347 = "llvm.icmp"(%346, %319) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%347, %316, %321)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb2(%348: i64, %349: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %350 = "llvm.icmp"(%348, %317) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%350)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb3:  // pred: ^bb2
          %351 = "llvm.mul"(%316, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %352 = "llvm.add"(%351, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %353 = "llvm.getelementptr"(%325, %352) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %354 = "llvm.load"(%353) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %355 = "llvm.insertelement"(%305, %354, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %356 = "llvm.shufflevector"(%355, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %357 = "llvm.extractvalue"(%349) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %358 = "llvm.intr.fmuladd"(%356, %333, %357) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %359 = "llvm.mul"(%315, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %360 = "llvm.add"(%359, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %361 = "llvm.getelementptr"(%325, %360) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %362 = "llvm.load"(%361) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %363 = "llvm.insertelement"(%305, %362, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %364 = "llvm.shufflevector"(%363, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %365 = "llvm.extractvalue"(%349) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %366 = "llvm.intr.fmuladd"(%364, %333, %365) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %367 = "llvm.mul"(%314, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %368 = "llvm.add"(%367, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %369 = "llvm.getelementptr"(%325, %368) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %370 = "llvm.load"(%369) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %371 = "llvm.insertelement"(%305, %370, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %372 = "llvm.shufflevector"(%371, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %373 = "llvm.extractvalue"(%349) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %374 = "llvm.intr.fmuladd"(%372, %333, %373) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %375 = "llvm.mul"(%313, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %376 = "llvm.add"(%375, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %377 = "llvm.getelementptr"(%325, %376) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %378 = "llvm.load"(%377) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %379 = "llvm.insertelement"(%305, %378, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %380 = "llvm.shufflevector"(%379, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %381 = "llvm.extractvalue"(%349) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %382 = "llvm.intr.fmuladd"(%380, %333, %381) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %383 = "llvm.mul"(%318, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %384 = "llvm.add"(%383, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %385 = "llvm.getelementptr"(%325, %384) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %386 = "llvm.load"(%385) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %387 = "llvm.insertelement"(%305, %386, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %388 = "llvm.shufflevector"(%387, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %389 = "llvm.extractvalue"(%349) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %390 = "llvm.intr.fmuladd"(%388, %333, %389) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %391 = "llvm.mul"(%312, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %392 = "llvm.add"(%391, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %393 = "llvm.getelementptr"(%325, %392) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %394 = "llvm.load"(%393) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %395 = "llvm.insertelement"(%305, %394, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %396 = "llvm.shufflevector"(%395, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %397 = "llvm.extractvalue"(%349) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %398 = "llvm.intr.fmuladd"(%396, %333, %397) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %399 = "llvm.mul"(%311, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %400 = "llvm.add"(%399, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %401 = "llvm.getelementptr"(%325, %400) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %402 = "llvm.load"(%401) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %403 = "llvm.insertelement"(%305, %402, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %404 = "llvm.shufflevector"(%403, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %405 = "llvm.extractvalue"(%349) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %406 = "llvm.intr.fmuladd"(%404, %333, %405) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %407 = "llvm.mul"(%310, %317) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %408 = "llvm.add"(%407, %348) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %409 = "llvm.getelementptr"(%325, %408) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %410 = "llvm.load"(%409) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %411 = "llvm.insertelement"(%305, %410, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %412 = "llvm.shufflevector"(%411, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %413 = "llvm.extractvalue"(%349) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %414 = "llvm.intr.fmuladd"(%412, %333, %413) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %415 = "llvm.add"(%348, %315) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %416 = "llvm.add"(%351, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %417 = "llvm.getelementptr"(%325, %416) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %418 = "llvm.load"(%417) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %419 = "llvm.insertelement"(%305, %418, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %420 = "llvm.shufflevector"(%419, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %421 = "llvm.intr.fmuladd"(%420, %337, %358) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %422 = "llvm.add"(%359, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %423 = "llvm.getelementptr"(%325, %422) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %424 = "llvm.load"(%423) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %425 = "llvm.insertelement"(%305, %424, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %426 = "llvm.shufflevector"(%425, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %427 = "llvm.intr.fmuladd"(%426, %337, %366) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %428 = "llvm.add"(%367, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %429 = "llvm.getelementptr"(%325, %428) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %430 = "llvm.load"(%429) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %431 = "llvm.insertelement"(%305, %430, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %432 = "llvm.shufflevector"(%431, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %433 = "llvm.intr.fmuladd"(%432, %337, %374) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %434 = "llvm.add"(%375, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %435 = "llvm.getelementptr"(%325, %434) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %436 = "llvm.load"(%435) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %437 = "llvm.insertelement"(%305, %436, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %438 = "llvm.shufflevector"(%437, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %439 = "llvm.intr.fmuladd"(%438, %337, %382) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %440 = "llvm.add"(%383, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %441 = "llvm.getelementptr"(%325, %440) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %442 = "llvm.load"(%441) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %443 = "llvm.insertelement"(%305, %442, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %444 = "llvm.shufflevector"(%443, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %445 = "llvm.intr.fmuladd"(%444, %337, %390) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %446 = "llvm.add"(%391, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %447 = "llvm.getelementptr"(%325, %446) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %448 = "llvm.load"(%447) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %449 = "llvm.insertelement"(%305, %448, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %450 = "llvm.shufflevector"(%449, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %451 = "llvm.intr.fmuladd"(%450, %337, %398) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %452 = "llvm.add"(%399, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %453 = "llvm.getelementptr"(%325, %452) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %454 = "llvm.load"(%453) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %455 = "llvm.insertelement"(%305, %454, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %456 = "llvm.shufflevector"(%455, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %457 = "llvm.intr.fmuladd"(%456, %337, %406) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %458 = "llvm.add"(%407, %415) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %459 = "llvm.getelementptr"(%325, %458) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %460 = "llvm.load"(%459) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %461 = "llvm.insertelement"(%305, %460, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %462 = "llvm.shufflevector"(%461, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %463 = "llvm.intr.fmuladd"(%462, %337, %414) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %464 = "llvm.add"(%348, %314) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %465 = "llvm.add"(%351, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %466 = "llvm.getelementptr"(%325, %465) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %467 = "llvm.load"(%466) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %468 = "llvm.insertelement"(%305, %467, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %469 = "llvm.shufflevector"(%468, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %470 = "llvm.intr.fmuladd"(%469, %341, %421) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %471 = "llvm.add"(%359, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %472 = "llvm.getelementptr"(%325, %471) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %473 = "llvm.load"(%472) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %474 = "llvm.insertelement"(%305, %473, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %475 = "llvm.shufflevector"(%474, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %476 = "llvm.intr.fmuladd"(%475, %341, %427) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %477 = "llvm.add"(%367, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %478 = "llvm.getelementptr"(%325, %477) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %479 = "llvm.load"(%478) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %480 = "llvm.insertelement"(%305, %479, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %481 = "llvm.shufflevector"(%480, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %482 = "llvm.intr.fmuladd"(%481, %341, %433) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %483 = "llvm.add"(%375, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %484 = "llvm.getelementptr"(%325, %483) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %485 = "llvm.load"(%484) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %486 = "llvm.insertelement"(%305, %485, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %487 = "llvm.shufflevector"(%486, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %488 = "llvm.intr.fmuladd"(%487, %341, %439) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %489 = "llvm.add"(%383, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %490 = "llvm.getelementptr"(%325, %489) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %491 = "llvm.load"(%490) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %492 = "llvm.insertelement"(%305, %491, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %493 = "llvm.shufflevector"(%492, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %494 = "llvm.intr.fmuladd"(%493, %341, %445) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %495 = "llvm.add"(%391, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %496 = "llvm.getelementptr"(%325, %495) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %497 = "llvm.load"(%496) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %498 = "llvm.insertelement"(%305, %497, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %499 = "llvm.shufflevector"(%498, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %500 = "llvm.intr.fmuladd"(%499, %341, %451) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %501 = "llvm.add"(%399, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %502 = "llvm.getelementptr"(%325, %501) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %503 = "llvm.load"(%502) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %504 = "llvm.insertelement"(%305, %503, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %505 = "llvm.shufflevector"(%504, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %506 = "llvm.intr.fmuladd"(%505, %341, %457) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %507 = "llvm.add"(%407, %464) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %508 = "llvm.getelementptr"(%325, %507) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %509 = "llvm.load"(%508) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %510 = "llvm.insertelement"(%305, %509, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %511 = "llvm.shufflevector"(%510, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %512 = "llvm.intr.fmuladd"(%511, %341, %463) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %513 = "llvm.add"(%348, %313) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %514 = "llvm.add"(%351, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %515 = "llvm.getelementptr"(%325, %514) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %516 = "llvm.load"(%515) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %517 = "llvm.insertelement"(%305, %516, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %518 = "llvm.shufflevector"(%517, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %519 = "llvm.intr.fmuladd"(%518, %345, %470) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %520 = "llvm.add"(%359, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %521 = "llvm.getelementptr"(%325, %520) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %522 = "llvm.load"(%521) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %523 = "llvm.insertelement"(%305, %522, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %524 = "llvm.shufflevector"(%523, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %525 = "llvm.intr.fmuladd"(%524, %345, %476) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %526 = "llvm.add"(%367, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %527 = "llvm.getelementptr"(%325, %526) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %528 = "llvm.load"(%527) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %529 = "llvm.insertelement"(%305, %528, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %530 = "llvm.shufflevector"(%529, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %531 = "llvm.intr.fmuladd"(%530, %345, %482) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %532 = "llvm.add"(%375, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %533 = "llvm.getelementptr"(%325, %532) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %534 = "llvm.load"(%533) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %535 = "llvm.insertelement"(%305, %534, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %536 = "llvm.shufflevector"(%535, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %537 = "llvm.intr.fmuladd"(%536, %345, %488) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %538 = "llvm.add"(%383, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %539 = "llvm.getelementptr"(%325, %538) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %540 = "llvm.load"(%539) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %541 = "llvm.insertelement"(%305, %540, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %542 = "llvm.shufflevector"(%541, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %543 = "llvm.intr.fmuladd"(%542, %345, %494) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %544 = "llvm.add"(%391, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %545 = "llvm.getelementptr"(%325, %544) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %546 = "llvm.load"(%545) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %547 = "llvm.insertelement"(%305, %546, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %548 = "llvm.shufflevector"(%547, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %549 = "llvm.intr.fmuladd"(%548, %345, %500) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %550 = "llvm.add"(%399, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %551 = "llvm.getelementptr"(%325, %550) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %552 = "llvm.load"(%551) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %553 = "llvm.insertelement"(%305, %552, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %554 = "llvm.shufflevector"(%553, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %555 = "llvm.intr.fmuladd"(%554, %345, %506) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %556 = "llvm.add"(%407, %513) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %557 = "llvm.getelementptr"(%325, %556) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %558 = "llvm.load"(%557) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %559 = "llvm.insertelement"(%305, %558, %304) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %560 = "llvm.shufflevector"(%559, %305) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %561 = "llvm.intr.fmuladd"(%560, %345, %512) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %562 = "llvm.insertvalue"(%309, %519) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %563 = "llvm.insertvalue"(%562, %525) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %564 = "llvm.insertvalue"(%563, %531) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %565 = "llvm.insertvalue"(%564, %537) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %566 = "llvm.insertvalue"(%565, %543) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %567 = "llvm.insertvalue"(%566, %549) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %568 = "llvm.insertvalue"(%567, %555) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %569 = "llvm.insertvalue"(%568, %561) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %570 = "llvm.add"(%348, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%570, %569)[^bb2] : (i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb4:  // pred: ^bb2
          %571 = "llvm.extractvalue"(%349) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %572 = "llvm.extractvalue"(%320) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %573 = "llvm.fadd"(%571, %572) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %574 = "llvm.extractvalue"(%349) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %575 = "llvm.extractvalue"(%320) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %576 = "llvm.fadd"(%574, %575) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %577 = "llvm.extractvalue"(%349) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %578 = "llvm.extractvalue"(%320) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %579 = "llvm.fadd"(%577, %578) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %580 = "llvm.extractvalue"(%349) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %581 = "llvm.extractvalue"(%320) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %582 = "llvm.fadd"(%580, %581) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %583 = "llvm.extractvalue"(%349) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %584 = "llvm.extractvalue"(%320) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %585 = "llvm.fadd"(%583, %584) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %586 = "llvm.extractvalue"(%349) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %587 = "llvm.extractvalue"(%320) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %588 = "llvm.fadd"(%586, %587) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %589 = "llvm.extractvalue"(%349) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %590 = "llvm.extractvalue"(%320) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %591 = "llvm.fadd"(%589, %590) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %592 = "llvm.extractvalue"(%349) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %593 = "llvm.extractvalue"(%320) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %594 = "llvm.fadd"(%592, %593) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %595 = "llvm.extractvalue"(%321) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %596 = "llvm.intr.maximum"(%573, %595) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %597 = "llvm.extractvalue"(%321) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %598 = "llvm.intr.maximum"(%576, %597) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %599 = "llvm.extractvalue"(%321) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %600 = "llvm.intr.maximum"(%579, %599) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %601 = "llvm.extractvalue"(%321) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %602 = "llvm.intr.maximum"(%582, %601) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %603 = "llvm.extractvalue"(%321) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %604 = "llvm.intr.maximum"(%585, %603) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %605 = "llvm.extractvalue"(%321) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %606 = "llvm.intr.maximum"(%588, %605) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %607 = "llvm.extractvalue"(%321) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %608 = "llvm.intr.maximum"(%591, %607) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %609 = "llvm.extractvalue"(%321) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %610 = "llvm.intr.maximum"(%594, %609) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %611 = "llvm.mul"(%316, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %612 = "llvm.add"(%611, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %613 = "llvm.getelementptr"(%329, %612) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%596, %613) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %614 = "llvm.mul"(%315, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %615 = "llvm.add"(%614, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %616 = "llvm.getelementptr"(%329, %615) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%598, %616) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %617 = "llvm.mul"(%314, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %618 = "llvm.add"(%617, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %619 = "llvm.getelementptr"(%329, %618) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%600, %619) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %620 = "llvm.mul"(%313, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %621 = "llvm.add"(%620, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %622 = "llvm.getelementptr"(%329, %621) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%602, %622) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %623 = "llvm.mul"(%318, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %624 = "llvm.add"(%623, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %625 = "llvm.getelementptr"(%329, %624) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%604, %625) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %626 = "llvm.mul"(%312, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %627 = "llvm.add"(%626, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %628 = "llvm.getelementptr"(%329, %627) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%606, %628) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %629 = "llvm.mul"(%311, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %630 = "llvm.add"(%629, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %631 = "llvm.getelementptr"(%329, %630) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%608, %631) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %632 = "llvm.mul"(%310, %319) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %633 = "llvm.add"(%632, %346) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %634 = "llvm.getelementptr"(%329, %633) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%610, %634) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %635 = "llvm.add"(%346, %318) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%635)[^bb1] : (i64) -> ()
        ^bb5:  // pred: ^bb1
          "llvm.return"(%304) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "mlp_dispatch_1", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "mlp_dispatch_1_matmul_8x4x32_f32", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg7: !hal.device):
        %303 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%303, %303, %303) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, constant, global_type = !llvm.array<4 x array<4 x f32>>, linkage = #llvm.linkage<private>, sym_name = "__constant_4x4xf32", sym_visibility = "private", tls_mode = 0 : i64, value = dense<2.500000e-01> : tensor<4x4xf32>, visibility_ = 0 : i64}> ({
        }) : () -> ()
        "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}], function_type = !llvm.func<i32 (ptr, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mlp_dispatch_1_matmul_8x4x32_f32", visibility_ = 0 : i64}> ({
        ^bb0(%arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr):
          %16 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
          %17 = "llvm.mlir.poison"() : () -> vector<4xf32>
          %18 = "llvm.mlir.constant"() <{value = 64 : i64}> : () -> i64
          %19 = "llvm.mlir.constant"() <{value = true}> : () -> i1
          %20 = "llvm.mlir.addressof"() <{global_name = @__constant_4x4xf32}> : () -> !llvm.ptr
          %21 = "llvm.mlir.poison"() : () -> !llvm.array<8 x vector<4xf32>>
          %22 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
          %23 = "llvm.mlir.constant"() <{value = 6 : i64}> : () -> i64
          %24 = "llvm.mlir.constant"() <{value = 5 : i64}> : () -> i64
          %25 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
          %26 = "llvm.mlir.constant"() <{value = 2 : i64}> : () -> i64
          %27 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
          %28 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
          %29 = "llvm.mlir.constant"() <{value = 32 : i64}> : () -> i64
          %30 = "llvm.mlir.constant"() <{value = 4 : i64}> : () -> i64
          %31 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<8x4xf32>}> : () -> !llvm.array<8 x vector<4xf32>>
          %32 = "llvm.getelementptr"(%20) <{elem_type = !llvm.array<4 x array<4 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr) -> !llvm.ptr
          %33 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = "llvm.extractvalue"(%33) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %35 = "llvm.load"(%34) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%19, %35, %18) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %36 = "llvm.load"(%arg5) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = "llvm.extractvalue"(%36) <{position = array<i64: 10>}> : (!llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>) -> !llvm.ptr
          %38 = "llvm.getelementptr"(%37) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
          %39 = "llvm.load"(%38) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
          "llvm.intr.assume"(%19, %39, %18) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"]}> : (i1, !llvm.ptr, i64) -> ()
          %40 = "llvm.mul"(%28, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %41 = "llvm.add"(%40, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %42 = "llvm.getelementptr"(%32, %41) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %43 = "llvm.load"(%42) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %44 = "llvm.mul"(%27, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %45 = "llvm.add"(%44, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %46 = "llvm.getelementptr"(%32, %45) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %47 = "llvm.load"(%46) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %48 = "llvm.mul"(%26, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %49 = "llvm.add"(%48, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %50 = "llvm.getelementptr"(%32, %49) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %51 = "llvm.load"(%50) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          %52 = "llvm.mul"(%25, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %53 = "llvm.add"(%52, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %54 = "llvm.getelementptr"(%32, %53) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %55 = "llvm.load"(%54) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
          "llvm.br"(%28, %31)[^bb1] : (i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb1(%56: i64, %57: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb0, ^bb2
          %58 = "llvm.icmp"(%56, %29) <{predicate = 2 : i64}> : (i64, i64) -> i1
          "llvm.cond_br"(%58)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb2:  // pred: ^bb1
          %59 = "llvm.mul"(%28, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %60 = "llvm.add"(%59, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %61 = "llvm.getelementptr"(%35, %60) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %62 = "llvm.load"(%61) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %63 = "llvm.insertelement"(%17, %62, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %64 = "llvm.shufflevector"(%63, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %65 = "llvm.extractvalue"(%57) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %66 = "llvm.intr.fmuladd"(%64, %43, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %67 = "llvm.mul"(%27, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %68 = "llvm.add"(%67, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %69 = "llvm.getelementptr"(%35, %68) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %70 = "llvm.load"(%69) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %71 = "llvm.insertelement"(%17, %70, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %72 = "llvm.shufflevector"(%71, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = "llvm.extractvalue"(%57) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %74 = "llvm.intr.fmuladd"(%72, %43, %73) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %75 = "llvm.mul"(%26, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %76 = "llvm.add"(%75, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %77 = "llvm.getelementptr"(%35, %76) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %78 = "llvm.load"(%77) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %79 = "llvm.insertelement"(%17, %78, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %80 = "llvm.shufflevector"(%79, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %81 = "llvm.extractvalue"(%57) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %82 = "llvm.intr.fmuladd"(%80, %43, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %83 = "llvm.mul"(%25, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %84 = "llvm.add"(%83, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %85 = "llvm.getelementptr"(%35, %84) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %86 = "llvm.load"(%85) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %87 = "llvm.insertelement"(%17, %86, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %88 = "llvm.shufflevector"(%87, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %89 = "llvm.extractvalue"(%57) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %90 = "llvm.intr.fmuladd"(%88, %43, %89) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %91 = "llvm.mul"(%30, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %92 = "llvm.add"(%91, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %93 = "llvm.getelementptr"(%35, %92) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %94 = "llvm.load"(%93) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %95 = "llvm.insertelement"(%17, %94, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %96 = "llvm.shufflevector"(%95, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %97 = "llvm.extractvalue"(%57) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %98 = "llvm.intr.fmuladd"(%96, %43, %97) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %99 = "llvm.mul"(%24, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %100 = "llvm.add"(%99, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %101 = "llvm.getelementptr"(%35, %100) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %102 = "llvm.load"(%101) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %103 = "llvm.insertelement"(%17, %102, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %104 = "llvm.shufflevector"(%103, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %105 = "llvm.extractvalue"(%57) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %106 = "llvm.intr.fmuladd"(%104, %43, %105) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %107 = "llvm.mul"(%23, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %108 = "llvm.add"(%107, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %109 = "llvm.getelementptr"(%35, %108) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %110 = "llvm.load"(%109) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %111 = "llvm.insertelement"(%17, %110, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %112 = "llvm.shufflevector"(%111, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = "llvm.extractvalue"(%57) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %114 = "llvm.intr.fmuladd"(%112, %43, %113) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = "llvm.mul"(%22, %29) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %116 = "llvm.add"(%115, %56) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %117 = "llvm.getelementptr"(%35, %116) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %118 = "llvm.load"(%117) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %119 = "llvm.insertelement"(%17, %118, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %120 = "llvm.shufflevector"(%119, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %121 = "llvm.extractvalue"(%57) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %122 = "llvm.intr.fmuladd"(%120, %43, %121) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = "llvm.add"(%56, %27) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %124 = "llvm.add"(%59, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %125 = "llvm.getelementptr"(%35, %124) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %126 = "llvm.load"(%125) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %127 = "llvm.insertelement"(%17, %126, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %128 = "llvm.shufflevector"(%127, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = "llvm.intr.fmuladd"(%128, %47, %66) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %130 = "llvm.add"(%67, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %131 = "llvm.getelementptr"(%35, %130) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %132 = "llvm.load"(%131) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %133 = "llvm.insertelement"(%17, %132, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %134 = "llvm.shufflevector"(%133, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %135 = "llvm.intr.fmuladd"(%134, %47, %74) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = "llvm.add"(%75, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %137 = "llvm.getelementptr"(%35, %136) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %138 = "llvm.load"(%137) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %139 = "llvm.insertelement"(%17, %138, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %140 = "llvm.shufflevector"(%139, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = "llvm.intr.fmuladd"(%140, %47, %82) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = "llvm.add"(%83, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %143 = "llvm.getelementptr"(%35, %142) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %144 = "llvm.load"(%143) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %145 = "llvm.insertelement"(%17, %144, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %146 = "llvm.shufflevector"(%145, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = "llvm.intr.fmuladd"(%146, %47, %90) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = "llvm.add"(%91, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %149 = "llvm.getelementptr"(%35, %148) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %150 = "llvm.load"(%149) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %151 = "llvm.insertelement"(%17, %150, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %152 = "llvm.shufflevector"(%151, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = "llvm.intr.fmuladd"(%152, %47, %98) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = "llvm.add"(%99, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %155 = "llvm.getelementptr"(%35, %154) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %156 = "llvm.load"(%155) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %157 = "llvm.insertelement"(%17, %156, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %158 = "llvm.shufflevector"(%157, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = "llvm.intr.fmuladd"(%158, %47, %106) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = "llvm.add"(%107, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %161 = "llvm.getelementptr"(%35, %160) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %162 = "llvm.load"(%161) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %163 = "llvm.insertelement"(%17, %162, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %164 = "llvm.shufflevector"(%163, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = "llvm.intr.fmuladd"(%164, %47, %114) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = "llvm.add"(%115, %123) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %167 = "llvm.getelementptr"(%35, %166) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %168 = "llvm.load"(%167) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %169 = "llvm.insertelement"(%17, %168, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %170 = "llvm.shufflevector"(%169, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = "llvm.intr.fmuladd"(%170, %47, %122) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = "llvm.add"(%56, %26) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %173 = "llvm.add"(%59, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %174 = "llvm.getelementptr"(%35, %173) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %175 = "llvm.load"(%174) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %176 = "llvm.insertelement"(%17, %175, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %177 = "llvm.shufflevector"(%176, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = "llvm.intr.fmuladd"(%177, %51, %129) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %179 = "llvm.add"(%67, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %180 = "llvm.getelementptr"(%35, %179) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %181 = "llvm.load"(%180) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %182 = "llvm.insertelement"(%17, %181, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %183 = "llvm.shufflevector"(%182, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = "llvm.intr.fmuladd"(%183, %51, %135) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = "llvm.add"(%75, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %186 = "llvm.getelementptr"(%35, %185) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %187 = "llvm.load"(%186) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %188 = "llvm.insertelement"(%17, %187, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %189 = "llvm.shufflevector"(%188, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = "llvm.intr.fmuladd"(%189, %51, %141) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %191 = "llvm.add"(%83, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %192 = "llvm.getelementptr"(%35, %191) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %193 = "llvm.load"(%192) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %194 = "llvm.insertelement"(%17, %193, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %195 = "llvm.shufflevector"(%194, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = "llvm.intr.fmuladd"(%195, %51, %147) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = "llvm.add"(%91, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %198 = "llvm.getelementptr"(%35, %197) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %199 = "llvm.load"(%198) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %200 = "llvm.insertelement"(%17, %199, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %201 = "llvm.shufflevector"(%200, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = "llvm.intr.fmuladd"(%201, %51, %153) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = "llvm.add"(%99, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %204 = "llvm.getelementptr"(%35, %203) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %205 = "llvm.load"(%204) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %206 = "llvm.insertelement"(%17, %205, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %207 = "llvm.shufflevector"(%206, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = "llvm.intr.fmuladd"(%207, %51, %159) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = "llvm.add"(%107, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %210 = "llvm.getelementptr"(%35, %209) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %211 = "llvm.load"(%210) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %212 = "llvm.insertelement"(%17, %211, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %213 = "llvm.shufflevector"(%212, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = "llvm.intr.fmuladd"(%213, %51, %165) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = "llvm.add"(%115, %172) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %216 = "llvm.getelementptr"(%35, %215) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %217 = "llvm.load"(%216) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %218 = "llvm.insertelement"(%17, %217, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %219 = "llvm.shufflevector"(%218, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = "llvm.intr.fmuladd"(%219, %51, %171) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = "llvm.add"(%56, %25) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %222 = "llvm.add"(%59, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %223 = "llvm.getelementptr"(%35, %222) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %224 = "llvm.load"(%223) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %225 = "llvm.insertelement"(%17, %224, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %226 = "llvm.shufflevector"(%225, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = "llvm.intr.fmuladd"(%226, %55, %178) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = "llvm.add"(%67, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %229 = "llvm.getelementptr"(%35, %228) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %230 = "llvm.load"(%229) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %231 = "llvm.insertelement"(%17, %230, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %232 = "llvm.shufflevector"(%231, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = "llvm.intr.fmuladd"(%232, %55, %184) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = "llvm.add"(%75, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %235 = "llvm.getelementptr"(%35, %234) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %236 = "llvm.load"(%235) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %237 = "llvm.insertelement"(%17, %236, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %238 = "llvm.shufflevector"(%237, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = "llvm.intr.fmuladd"(%238, %55, %190) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %240 = "llvm.add"(%83, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %241 = "llvm.getelementptr"(%35, %240) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %242 = "llvm.load"(%241) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %243 = "llvm.insertelement"(%17, %242, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %244 = "llvm.shufflevector"(%243, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = "llvm.intr.fmuladd"(%244, %55, %196) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %246 = "llvm.add"(%91, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %247 = "llvm.getelementptr"(%35, %246) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %248 = "llvm.load"(%247) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %249 = "llvm.insertelement"(%17, %248, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %250 = "llvm.shufflevector"(%249, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = "llvm.intr.fmuladd"(%250, %55, %202) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = "llvm.add"(%99, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %253 = "llvm.getelementptr"(%35, %252) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %254 = "llvm.load"(%253) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %255 = "llvm.insertelement"(%17, %254, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %256 = "llvm.shufflevector"(%255, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %257 = "llvm.intr.fmuladd"(%256, %55, %208) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = "llvm.add"(%107, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %259 = "llvm.getelementptr"(%35, %258) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %260 = "llvm.load"(%259) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %261 = "llvm.insertelement"(%17, %260, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %262 = "llvm.shufflevector"(%261, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = "llvm.intr.fmuladd"(%262, %55, %214) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = "llvm.add"(%115, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
          %265 = "llvm.getelementptr"(%35, %264) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          %266 = "llvm.load"(%265) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
          %267 = "llvm.insertelement"(%17, %266, %16) : (vector<4xf32>, f32, i32) -> vector<4xf32>
          %268 = "llvm.shufflevector"(%267, %17) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %269 = "llvm.intr.fmuladd"(%268, %55, %220) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = "llvm.insertvalue"(%21, %227) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %271 = "llvm.insertvalue"(%270, %233) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %272 = "llvm.insertvalue"(%271, %239) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %273 = "llvm.insertvalue"(%272, %245) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %274 = "llvm.insertvalue"(%273, %251) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %275 = "llvm.insertvalue"(%274, %257) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %276 = "llvm.insertvalue"(%275, %263) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %277 = "llvm.insertvalue"(%276, %269) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>, vector<4xf32>) -> !llvm.array<8 x vector<4xf32>>
          %278 = "llvm.add"(%56, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          "llvm.br"(%278, %277)[^bb1] : (i64, !llvm.array<8 x vector<4xf32>>) -> ()
        ^bb3:  // pred: ^bb1
          %279 = "llvm.extractvalue"(%57) <{position = array<i64: 0>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %280 = "llvm.getelementptr"(%39, %41) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%279, %280) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %281 = "llvm.extractvalue"(%57) <{position = array<i64: 1>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %282 = "llvm.getelementptr"(%39, %45) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%281, %282) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %283 = "llvm.extractvalue"(%57) <{position = array<i64: 2>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %284 = "llvm.getelementptr"(%39, %49) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%283, %284) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %285 = "llvm.extractvalue"(%57) <{position = array<i64: 3>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %286 = "llvm.getelementptr"(%39, %53) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%285, %286) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %287 = "llvm.extractvalue"(%57) <{position = array<i64: 4>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %288 = "llvm.mul"(%30, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %289 = "llvm.add"(%288, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %290 = "llvm.getelementptr"(%39, %289) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%287, %290) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %291 = "llvm.extractvalue"(%57) <{position = array<i64: 5>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %292 = "llvm.mul"(%24, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %293 = "llvm.add"(%292, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %294 = "llvm.getelementptr"(%39, %293) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%291, %294) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %295 = "llvm.extractvalue"(%57) <{position = array<i64: 6>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %296 = "llvm.mul"(%23, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %297 = "llvm.add"(%296, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %298 = "llvm.getelementptr"(%39, %297) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%295, %298) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          %299 = "llvm.extractvalue"(%57) <{position = array<i64: 7>}> : (!llvm.array<8 x vector<4xf32>>) -> vector<4xf32>
          %300 = "llvm.mul"(%22, %30) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %301 = "llvm.add"(%300, %28) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
          %302 = "llvm.getelementptr"(%39, %301) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
          "llvm.store"(%299, %302) <{alignment = 4 : i64, ordering = 0 : i64}> : (vector<4xf32>, !llvm.ptr) -> ()
          "llvm.return"(%16) : (i32) -> ()
        }) : () -> ()
      }) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
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
      "stream.cmd.dispatch"(%arg1, %arg3, %3, %2, %1, %1, %3, %2) <{entry_points = [@mlp_dispatch_0::@embedded_elf_x86_64::@mlp_dispatch_0_matmul_8x32x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg2, %2, %0, %1, %1, %2, %0) <{entry_points = [@mlp_dispatch_1::@embedded_elf_x86_64::@mlp_dispatch_1_matmul_8x4x32_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.resource.dealloca"(%10#0, %2, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.await"(%9#0, %0, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()