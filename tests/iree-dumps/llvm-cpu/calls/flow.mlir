"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (f32, f32) -> f32, sym_name = "hypot"}> ({
  ^bb0(%arg3: f32, %arg4: f32):
    %11 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.mulf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %13 = "arith.addf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "math.sqrt"(%13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "util.return"(%14) : (f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @hypot(%input0: f32, %input1: f32) -> (%output0: f32)"}} : () -> ()
  "util.func"() <{function_type = (i32) -> i32, sym_name = "sum_clamped"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.index_cast"(%arg0) : (i32) -> index
    %6 = "scf.for"(%4, %5, %0, %1) ({
    ^bb0(%arg1: index, %arg2: i32):
      %7 = "arith.index_castui"(%arg1) : (index) -> i32
      %8 = "arith.maxui"(%7, %2) : (i32, i32) -> i32
      %9 = "arith.minui"(%8, %3) : (i32, i32) -> i32
      %10 = "arith.addi"(%arg2, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "util.return"(%6) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @sum_clamped(%input0: i32) -> (%output0: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()