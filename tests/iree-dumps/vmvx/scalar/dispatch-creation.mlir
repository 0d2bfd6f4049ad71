"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (i64) -> i64, sym_name = "collatz"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %4:2 = "scf.while"(%arg0, %0) ({
    ^bb0(%arg3: i64, %arg4: i64):
      %12 = "arith.cmpi"(%arg3, %1) <{predicate = 4 : i64}> : (i64, i64) -> i1
      "scf.condition"(%12, %arg3, %arg4) : (i1, i64, i64) -> ()
    }, {
    ^bb0(%arg1: i64, %arg2: i64):
      %5 = "arith.remsi"(%arg1, %2) : (i64, i64) -> i64
      %6 = "arith.cmpi"(%5, %0) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %7 = "scf.if"(%6) ({
        %11 = "arith.divsi"(%arg1, %2) : (i64, i64) -> i64
        "scf.yield"(%11) : (i64) -> ()
      }, {
        %9 = "arith.muli"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %10 = "arith.addi"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.yield"(%10) : (i64) -> ()
      }) : (i1) -> i64
      %8 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%7, %8) : (i64, i64) -> ()
    }) : (i64, i64) -> (i64, i64)
    "util.return"(%4#1) : (i64) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @collatz(%input0: i64) -> (%output0: i64)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()