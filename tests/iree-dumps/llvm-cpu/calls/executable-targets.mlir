"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (f32, f32) -> f32, sym_name = "hypot"}> ({
  ^bb0(%arg1: f32, %arg2: f32):
    %14 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %15 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %16 = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %17 = "math.sqrt"(%16) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "util.return"(%17) : (f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @hypot(%input0: f32, %input1: f32) -> (%output0: f32)"}} : () -> ()
  "util.func"() <{function_type = (i32) -> i32, sym_name = "sum_clamped"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.index_cast"(%arg0) : (i32) -> index
    "cf.br"(%4, %1)[^bb1] : (index, i32) -> ()
  ^bb1(%6: index, %7: i32):  // 2 preds: ^bb0, ^bb2
    %8 = "arith.cmpi"(%6, %5) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%8)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %9 = "arith.index_castui"(%6) : (index) -> i32
    %10 = "arith.maxui"(%9, %2) : (i32, i32) -> i32
    %11 = "arith.minui"(%10, %3) : (i32, i32) -> i32
    %12 = "arith.addi"(%7, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.addi"(%6, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%13, %12)[^bb1] : (index, i32) -> ()
  ^bb3:  // pred: ^bb1
    "util.return"(%7) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @sum_clamped(%input0: i32) -> (%output0: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()