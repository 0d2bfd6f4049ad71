// RUN: sigil opt --control-flow-sink %s | FileCheck %s
// RUN: not mlir-opt-22 --control-flow-sink %s 2>&1 | FileCheck %s --check-prefix=MLIR

// An index used as a dimension or symbol of an affine op inside a conditional stays where
// it is defined, at the top level of the function (an affine scope): sunk into the scf.if
// region it would no longer be a valid dimension. mlir-opt-22 sinks it and then fails its
// own verifier (second RUN line): sigil deliberately differs there. Other ops used only
// in the region still sink (second function).

// CHECK-LABEL: func.func @affine_if_operand
// CHECK-NEXT:    %[[SYM:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT:    %{{.*}} = arith.addi
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      affine.if #{{.*}}(%[[SYM]])[%[[SYM]]] {
// MLIR: error: 'affine.if' op operand cannot be used as a dimension id
func.func @affine_if_operand(%c: i1, %a: i64, %m: memref<4xi64>) {
  %sym = arith.index_cast %a : i64 to index
  %x = arith.addi %a, %a : i64
  scf.if %c {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%sym)[%sym] {
      memref.store %x, %m[%sym] : memref<4xi64>
    }
  }
  return
}

// A dimension of an affine.load keeps its definition outside too, while the stored value
// and a plain memref index sink.
// CHECK-LABEL: func.func @affine_load_index
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      %[[J:.*]] = arith.index_cast
// CHECK-NEXT:      %{{.*}} = affine.load %{{.*}}[%[[I]]]
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[J]]]
func.func @affine_load_index(%c: i1, %a: i64, %b: i64, %m: memref<4xi64>) {
  %i = arith.index_cast %a : i64 to index
  %j = arith.index_cast %b : i64 to index
  scf.if %c {
    %v = affine.load %m[%i] : memref<4xi64>
    memref.store %v, %m[%j] : memref<4xi64>
  }
  return
}
