// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s

// loc(#name) may name a location alias defined later in the file (mlir-opt prints
// its own trailing aliases this way), including aliases that refer to other aliases.
// The input's alias names are not kept.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:    "foo.b"() : () -> () loc(#loc3)
// CHECK-NEXT:    "foo.c"() : () -> () loc(#loc1)
// CHECK-NEXT:    "foo.d"() : () -> () loc(#loc2)
// CHECK-NEXT:  }) : () -> () loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}alias-defined-later.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("early.mlir":1:1)
// CHECK-NEXT:  #loc2 = loc("later.mlir":7:8)
// CHECK-NEXT:  #loc3 = loc("outer"(#loc2))
// CHECK-EMPTY:
#early = loc("early.mlir":1:1)
"foo.a"() : () -> () loc(#early)
"foo.b"() : () -> () loc(#named)
"foo.c"() : () -> () loc(#early)
"foo.d"() : () -> () loc(#later)
#later = loc("later.mlir":7:8)
#named = loc("outer"(#later))
