// The language reference's old strided memref layout `offset: N, strides: [...]`
// (with or without the comma) reads as today's `strided<[...], offset: N>`.
// RUN: sigil opt %s 2>&1 | FileCheck %s
// RUN: sigil opt %s 2> %t | mlir-opt-22 | FileCheck %s --check-prefix=OK

// CHECK: func.func private @f(memref<42x16xf32, strided<[1, 64], offset: 33>>, memref<4x4xf32, strided<[?, 1], offset: ?>>)
// CHECK: warning: old strided layout 'offset: ..., strides: [...]', read as 'strided<[...], offset: ...>'
// OK: func.func private @f(memref<42x16xf32, strided<[1, 64], offset: 33>>, memref<4x4xf32, strided<[?, 1], offset: ?>>)
func.func private @f(memref<42x16xf32, offset: 33 strides: [1, 64]>, memref<4x4xf32, offset: ?, strides: [?, 1]>)
