// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s
// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=NODEBUG

// With --mlir-print-debuginfo every op location prints as loc(#locN); the aliases are
// deferred to the end of the output, numbered in order of first use, and the parts of
// a compound location (name, callsite, fused) get their own aliases first. Identical
// locations share an alias, and fused[] of one location is that location.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:    "foo.b"() : () -> () loc(#loc2)
// CHECK-NEXT:    "foo.c"() : () -> () loc(#loc3)
// CHECK-NEXT:    "foo.d"() : () -> () loc(#loc4)
// CHECK-NEXT:    "foo.e"() : () -> () loc(#loc12)
// CHECK-NEXT:    "foo.f"() : () -> () loc(#loc13)
// CHECK-NEXT:    "foo.g"() : () -> () loc(#loc14)
// CHECK-NEXT:    "foo.h"() : () -> () loc(#loc15)
// CHECK-NEXT:    "foo.i"() : () -> () loc(#loc10)
// CHECK-NEXT:    "foo.j"() : () -> () loc(#loc11)
// CHECK-NEXT:    "foo.k"() : () -> () loc(#loc7)
// CHECK-NEXT:    "foo.l"() : () -> () loc(#loc1)
// CHECK-NEXT:  }) : () -> () loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}location-kinds.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("a.mlir":1:2)
// CHECK-NEXT:  #loc2 = loc(unknown)
// CHECK-NEXT:  #loc3 = loc("name")
// CHECK-NEXT:  #loc4 = loc("inner.mlir":5:6)
// CHECK-NEXT:  #loc5 = loc("callee.mlir":1:1)
// CHECK-NEXT:  #loc6 = loc("caller.mlir":2:2)
// CHECK-NEXT:  #loc7 = loc("x.mlir":1:1)
// CHECK-NEXT:  #loc8 = loc("y.mlir":2:2)
// CHECK-NEXT:  #loc9 = loc("z.mlir":3:3)
// CHECK-NEXT:  #loc10 = loc("range.mlir":1:2 to 3:4)
// CHECK-NEXT:  #loc11 = loc("range.mlir":1:2 to :9)
// CHECK-NEXT:  #loc12 = loc("name"(#loc4))
// CHECK-NEXT:  #loc13 = loc(callsite(#loc5 at #loc6))
// CHECK-NEXT:  #loc14 = loc(fused[#loc7, #loc8])
// CHECK-NEXT:  #loc15 = loc(fused<"meta">[#loc9])
// CHECK-EMPTY:
"foo.a"() : () -> () loc("a.mlir":1:2)
"foo.b"() : () -> () loc(unknown)
"foo.c"() : () -> () loc("name")
"foo.d"() : () -> () loc("inner.mlir":5:6)
"foo.e"() : () -> () loc("name"("inner.mlir":5:6))
"foo.f"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"foo.g"() : () -> () loc(fused["x.mlir":1:1, "y.mlir":2:2])
"foo.h"() : () -> () loc(fused<"meta">["z.mlir":3:3])
"foo.i"() : () -> () loc("range.mlir":1:2 to 3:4)
"foo.j"() : () -> () loc("range.mlir":1:2 to :9)
"foo.k"() : () -> () loc(fused["x.mlir":1:1])
"foo.l"() : () -> () loc("a.mlir":1:2)

// NODEBUG-NOT: loc
