// The language reference's `@simple` (blocks and block arguments), written
// with the old spellings `func`, `cond_br`, `br`, `addi`: sigil reads them as
// today's ops with a warning each, and mlir-opt-22 accepts what it prints.
// RUN: sigil opt %S/../../dialects/langref/06_simple.mlir 2>&1 | FileCheck %s
// RUN: sigil opt %S/../../dialects/langref/06_simple.mlir 2> %t | mlir-opt-22 | FileCheck %s --check-prefix=OK

// CHECK:      func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK:        %0 = arith.addi %arg0, %arg0 : i64
// CHECK:        cf.br ^bb4(%1, %arg0 : i64, i64)
// CHECK:        return %4 : i64
// CHECK:      warning: 'func' is an old spelling, read as 'func.func'
// CHECK:      warning: 'cond_br' is an old spelling, read as 'cf.cond_br'
// CHECK:      warning: 'br' is an old spelling, read as 'cf.br'
// CHECK:      warning: 'addi' is an old spelling, read as 'arith.addi'

// OK: func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
