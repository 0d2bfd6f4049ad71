"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.func"() <{function_type = (f32, f32) -> f32, sym_name = "hypot", sym_visibility = "private"}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %14 = "vm.mul.f32"(%arg2, %arg2) : (f32, f32) -> f32
      %15 = "vm.fma.f32"(%arg1, %arg1, %14) : (f32, f32, f32) -> f32
      %16 = "vm.sqrt.f32"(%15) : (f32) -> f32
      "vm.return"(%16) : (f32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @hypot(%input0: f32, %input1: f32) -> (%output0: f32)"}} : () -> ()
    "vm.export"() <{export_name = "hypot", function_ref = @hypot}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @hypot(%input0: f32, %input1: f32) -> (%output0: f32)"}} : () -> ()
    "vm.func"() <{function_type = (i32) -> i32, sym_name = "sum_clamped", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32):
      %0 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
      %1 = "vm.const.i32.zero"() : () -> i32
      %2 = "vm.const.i32"() <{value = 1 : i32}> : () -> i32
      %3 = "vm.const.i32"() <{value = 10 : i32}> : () -> i32
      %4 = "vm.const.i64.zero"() : () -> i64
      %5 = "vm.ext.i32.i64.s"(%arg0) : (i32) -> i64
      "vm.br"(%4, %1)[^bb1] : (i64, i32) -> ()
    ^bb1(%6: i64, %7: i32):  // 2 preds: ^bb0, ^bb2
      %8 = "vm.cmp.lt.i64.s"(%6, %5) : (i64, i64) -> i32
      "vm.cond_br"(%8)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %9 = "vm.trunc.i64.i32"(%6) : (i64) -> i32
      %10 = "vm.max.i32.u"(%9, %2) : (i32, i32) -> i32
      %11 = "vm.min.i32.u"(%10, %3) : (i32, i32) -> i32
      %12 = "vm.add.i32"(%7, %11) : (i32, i32) -> i32
      %13 = "vm.add.i64"(%6, %0) : (i64, i64) -> i64
      "vm.br"(%13, %12)[^bb1] : (i64, i32) -> ()
    ^bb3:  // pred: ^bb1
      "vm.return"(%7) : (i32) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @sum_clamped(%input0: i32) -> (%output0: i32)"}} : () -> ()
    "vm.export"() <{export_name = "sum_clamped", function_ref = @sum_clamped}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @sum_clamped(%input0: i32) -> (%output0: i32)"}} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()