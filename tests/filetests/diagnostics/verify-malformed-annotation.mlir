// RUN: sigil opt %s --allow-unregistered-dialect --verify-diagnostics --mlir-print-op-generic | FileCheck %s

// An annotation without its closing braces is not an annotation: mlir-opt ignores it
// and the module is printed.

// CHECK: "foo.ok"() : () -> ()

// expected-error@+1 {{unterminated
"foo.ok"() : () -> ()
