// The language reference's @mul / @multiply module. As written in the seed it
// has a typo (`(tensor<100x50xf32)` misses its `>`), which sigil reports with
// its location; with that fixed, every old spelling is upgraded (`func`,
// `dim`, `alloc`, `tensor_store`, `call`, `dealloc`, `tensor_load`,
// `store 0 to`, `load`, `mulf`, `addf`, `{message: ...}`) and mlir-opt-22
// accepts the result.
// RUN: not sigil opt --allow-unregistered-dialect %S/../../dialects/langref/01_mul_multiply.mlir 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: sigil opt --allow-unregistered-dialect %S/Inputs/mul_multiply_fixed.mlir 2>&1 | FileCheck %s
// RUN: sigil opt --allow-unregistered-dialect %S/Inputs/mul_multiply_fixed.mlir 2> %t | mlir-opt-22 --allow-unregistered-dialect | FileCheck %s --check-prefix=OK

// TYPO: 01_mul_multiply.mlir:24:21: error: expected '>' in tensor type
// TYPO-NEXT: : (tensor<100x50xf32) -> (tensor<100x50xf32>)
// TYPO-NEXT:                     ^

// CHECK:      func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c1 : tensor<100x?xf32>
// CHECK-NEXT:   %alloc = memref.alloc(%dim) : memref<100x?xf32>
// CHECK-NEXT:   bufferization.materialize_in_destination %arg0 in restrict writable %alloc : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
// CHECK:        %0 = call @multiply(%alloc, %alloc_0) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CHECK:        %1 = bufferization.to_tensor %0 : memref<100x50xf32> to tensor<100x50xf32>
// CHECK:        %2 = "tf.Print"(%1) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// CHECK:      func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK:        %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
// CHECK:            %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       memref.store %cst, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK:              %2 = arith.mulf %0, %1 : f32
// CHECK:      warning: 'func' is an old spelling, read as 'func.func'
// CHECK:      warning: 'dim' is an old spelling, read as 'tensor.dim' or 'memref.dim' with an 'arith.constant' index
// CHECK:      warning: 'alloc' is an old spelling, read as 'memref.alloc'
// CHECK:      warning: 'tensor_store' is an old spelling, read as 'bufferization.materialize_in_destination ... in restrict writable'
// CHECK:      warning: 'tensor_load' is an old spelling, read as 'bufferization.to_tensor'
// CHECK:      warning: old attribute syntax 'message: ...', read as 'message = ...'
// CHECK:      warning: 'store' is an old spelling, read as 'memref.store'

// OK: func.func @mul(
// OK: func.func @multiply(
