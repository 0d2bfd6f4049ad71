// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s

// An op without loc(...) is located at its name (after any `%x = `), a block argument
// at its name; a custom-form module at its `module` keyword. Block argument locations
// print inline, and their aliases are printed before the module rather than deferred.

// CHECK:       #loc3 = loc("{{.*}}implicit-locations.mlir":[[@LINE+22]]:8)
// CHECK-NEXT:  #loc4 = loc("b.mlir":9:9)
// CHECK-NEXT:  "builtin.module"() ({
// CHECK-NEXT:    %0 = "foo.a"() : () -> i32 loc(#loc1)
// CHECK-NEXT:    "foo.b"(%0) ({
// CHECK-NEXT:    ^bb0(%arg0: i32 loc("{{.*}}implicit-locations.mlir":[[@LINE+17]]:8), %arg1: i1 loc("b.mlir":9:9)):
// CHECK-NEXT:      "foo.c"() : () -> () loc(#loc5)
// CHECK-NEXT:    }) : (i32) -> () loc(#loc2)
// CHECK-NEXT:    "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:      "foo.d"() : () -> () loc(#loc7)
// CHECK-NEXT:    }) : () -> () loc(#loc6)
// CHECK-NEXT:  }) : () -> () loc(#loc)
// CHECK-NEXT:  #loc = loc("{{.*}}implicit-locations.mlir":0:0)
// CHECK-NEXT:  #loc1 = loc("{{.*}}implicit-locations.mlir":[[@LINE+7]]:6)
// CHECK-NEXT:  #loc2 = loc("{{.*}}implicit-locations.mlir":[[@LINE+7]]:3)
// CHECK-NEXT:  #loc5 = loc("{{.*}}implicit-locations.mlir":[[@LINE+8]]:5)
// CHECK-NEXT:  #loc6 = loc("{{.*}}implicit-locations.mlir":[[@LINE+9]]:1)
// CHECK-NEXT:  #loc7 = loc("{{.*}}implicit-locations.mlir":[[@LINE+9]]:3)
// CHECK-EMPTY:

%0 = "foo.a"() : () -> i32
  "foo.b"(%0) ({
  ^bb0(%x: i32, %y: i1 loc("b.mlir":9:9)):
    "foo.c"() : () -> ()
  }) : (i32) -> ()
module @m {
  "foo.d"() : () -> ()
}
