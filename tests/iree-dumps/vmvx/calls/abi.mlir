"builtin.module"() ({
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
      %7 = "arith.index_cast"(%arg1) : (index) -> i32
      %8 = "arith.maxsi"(%7, %2) : (i32, i32) -> i32
      %9 = "arith.minsi"(%8, %3) : (i32, i32) -> i32
      %10 = "arith.addi"(%arg2, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "util.return"(%6) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @sum_clamped(%input0: i32) -> (%output0: i32)"}} : () -> ()
}) : () -> ()