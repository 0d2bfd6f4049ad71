"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (i64) -> i64, sym_name = "collatz"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "cf.br"(%arg0, %0)[^bb1] : (i64, i64) -> ()
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb5
    %6 = "arith.cmpi"(%4, %1) <{predicate = 4 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%6)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %7 = "arith.remsi"(%4, %2) : (i64, i64) -> i64
    %8 = "arith.cmpi"(%7, %0) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%8)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %9 = "arith.divsi"(%4, %2) : (i64, i64) -> i64
    "cf.br"(%9)[^bb5] : (i64) -> ()
  ^bb4:  // pred: ^bb2
    %10 = "arith.muli"(%4, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %11 = "arith.addi"(%10, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%11)[^bb5] : (i64) -> ()
  ^bb5(%12: i64):  // 2 preds: ^bb3, ^bb4
    %13 = "arith.addi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%12, %13)[^bb1] : (i64, i64) -> ()
  ^bb6:  // pred: ^bb1
    "util.return"(%5) : (i64) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @collatz(%input0: i64) -> (%output0: i64)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()