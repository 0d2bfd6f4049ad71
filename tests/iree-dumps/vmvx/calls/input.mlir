"builtin.module"() ({
  "util.func"() <{function_type = (f32) -> f32, sym_name = "square", sym_visibility = "private"}> ({
  ^bb0(%arg8: f32):
    %16 = "arith.mulf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "util.return"(%16) : (f32) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "clamp", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    %14 = "arith.maxsi"(%arg5, %arg6) : (i32, i32) -> i32
    %15 = "arith.minsi"(%14, %arg7) : (i32, i32) -> i32
    "util.return"(%15) : (i32) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (f32, f32) -> f32, sym_name = "hypot"}> ({
  ^bb0(%arg3: f32, %arg4: f32):
    %10 = "util.call"(%arg3) <{callee = @square}> : (f32) -> f32
    %11 = "util.call"(%arg4) <{callee = @square}> : (f32) -> f32
    %12 = "arith.addf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %13 = "math.sqrt"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "util.return"(%13) : (f32) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> i32, sym_name = "sum_clamped"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.index_cast"(%arg0) : (i32) -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "scf.for"(%3, %4, %5, %0) ({
    ^bb0(%arg1: index, %arg2: i32):
      %7 = "arith.index_cast"(%arg1) : (index) -> i32
      %8 = "util.call"(%7, %1, %2) <{callee = @clamp}> : (i32, i32, i32) -> i32
      %9 = "arith.addi"(%arg2, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "util.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()