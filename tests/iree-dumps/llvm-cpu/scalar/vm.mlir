"builtin.module"() ({
  "vm.module"() <{sym_name = "module"}> ({
    "vm.func"() <{function_type = (i64) -> i64, sym_name = "collatz", sym_visibility = "private"}> ({
    ^bb0(%arg0: i64):
      %0 = "vm.const.i64.zero"() : () -> i64
      %1 = "vm.const.i64"() <{value = 1 : i64}> : () -> i64
      %2 = "vm.const.i64"() <{value = 2 : i64}> : () -> i64
      %3 = "vm.const.i64"() <{value = 3 : i64}> : () -> i64
      "vm.br"(%arg0, %0)[^bb1] : (i64, i64) -> ()
    ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb5
      %6 = "vm.cmp.lt.i64.s"(%1, %4) : (i64, i64) -> i32
      "vm.cond_br"(%6)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb2:  // pred: ^bb1
      %7 = "vm.rem.i64.s"(%4, %2) : (i64, i64) -> i64
      %8 = "vm.cmp.eq.i64"(%7, %0) : (i64, i64) -> i32
      "vm.cond_br"(%8)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
    ^bb3:  // pred: ^bb2
      %9 = "vm.div.i64.s"(%4, %2) : (i64, i64) -> i64
      "vm.br"(%9)[^bb5] : (i64) -> ()
    ^bb4:  // pred: ^bb2
      %10 = "vm.fma.i64"(%4, %3, %1) : (i64, i64, i64) -> i64
      "vm.br"(%10)[^bb5] : (i64) -> ()
    ^bb5(%11: i64):  // 2 preds: ^bb3, ^bb4
      %12 = "vm.add.i64"(%5, %1) : (i64, i64) -> i64
      "vm.br"(%11, %12)[^bb1] : (i64, i64) -> ()
    ^bb6:  // pred: ^bb1
      "vm.return"(%5) : (i64) -> ()
    }) {iree.reflection = {iree.abi.declaration = "sync func @collatz(%input0: i64) -> (%output0: i64)"}} : () -> ()
    "vm.export"() <{export_name = "collatz", function_ref = @collatz}> {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @collatz(%input0: i64) -> (%output0: i64)"}} : () -> ()
    "vm.module_terminator"() : () -> ()
  }) : () -> ()
}) {vm.toplevel} : () -> ()