// The language reference's layout maps, written as bare affine maps.
// RUN: sigil opt %S/../../dialects/langref/14_layout_maps.mlir 2>&1 | FileCheck %s

// CHECK: module {
// CHECK: 14_layout_maps.mlir:3:25: warning: old bare affine syntax, read as 'affine_map<...>'
// CHECK: 14_layout_maps.mlir:7:17: warning: old bare affine syntax, read as 'affine_map<...>'
