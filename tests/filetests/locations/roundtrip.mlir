// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo -o %t
// RUN: sigil opt %t --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s

// The printed form, with its trailing location aliases, reads back to the same
// locations; the module's own location is kept too.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:    "foo.b"() : () -> () loc(#loc3)
// CHECK-NEXT:  }) : () -> () loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}roundtrip.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("{{.*}}roundtrip.mlir":[[@LINE+5]]:1)
// CHECK-NEXT:  #loc2 = loc("x.mlir":2:3)
// CHECK-NEXT:  #loc3 = loc("n"(#loc2))
// CHECK-EMPTY:
// Written at the op name.
"foo.a"() : () -> ()
"foo.b"() : () -> () loc("n"("x.mlir":2:3))
