// RUN: not sigil abi show %s 2>&1 | FileCheck %s

// The module is verified first: a public declaration without a body is invalid IR.

// CHECK: show-verify-error.mlir:[[@LINE+1]]:1: error: 'func.func' op symbol declaration cannot have public visibility
func.func @external(i32) -> i32
