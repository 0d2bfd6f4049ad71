// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file 2>&1 | FileCheck %s

// builtin.module is isolated from above: its body cannot use values defined outside.

%0 = "foo.def"() : () -> i32
// CHECK:      module-isolation.mlir:[[@LINE+6]]:3: error: 'foo.use' op using value defined outside the region
// CHECK-NEXT:   "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:   ^
// CHECK-NEXT: module-isolation.mlir:[[@LINE+3]]:3: note: see current operation: "foo.use"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()
// CHECK-NEXT: module-isolation.mlir:[[@LINE+1]]:1: note: required by region isolation constraints
module {
  "foo.use"(%0) : (i32) -> ()
}

// -----

// Also from a region nested in the module, and for a value defined after the module.
// CHECK: module-isolation.mlir:[[@LINE+3]]:5: error: 'foo.use' op using value defined outside the region
module {
  "foo.r"() ({
    "foo.use"(%late) : (i64) -> ()
  }) : () -> ()
}
%late = "foo.def"() : () -> i64

// -----

// Values of the module's own body are visible in nested regions. (A lone top-level
// module is the module itself, not wrapped in another one.)
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0 = "foo.def"() : () -> i32
// CHECK-NEXT:    "foo.r"() ({
// CHECK-NEXT:      "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
module {
  %v = "foo.def"() : () -> i32
  "foo.r"() ({
    "foo.use"(%v) : (i32) -> ()
  }) : () -> ()
}
