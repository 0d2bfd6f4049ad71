// RUN: not sigil abi show %s 2>&1 | FileCheck %s --check-prefix=UNREG
// RUN: sigil abi show -allow-unregistered-dialect %s | FileCheck %s --check-prefix=OK
// RUN: not sigil abi show %S/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: sigil abi show < %s --allow-unregistered-dialect | FileCheck %s --check-prefix=OK

// `sigil abi show` parses and verifies like sigil opt, with its parsing flags (mlir-opt's
// single-dash spelling too); standard input when no file is given.

// UNREG: show-input-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: operation being parsed with an unregistered dialect
// MISSING: error: could not open input file '{{.*}}does-not-exist.mlir'
// OK: @f
func.func @f(%a: i32) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32
  return %0 : i32
}
