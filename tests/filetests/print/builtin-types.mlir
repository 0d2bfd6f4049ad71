// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Builtin types print in their canonical spelling: default memref layouts and memory
// space 0 are dropped, a single non-function result loses its parentheses, and dialect
// type bodies are kept byte for byte.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:  %0:4 = "foo.shaped"() : () -> (vector<4xf32>, vector<[4]xi1>, vector<2x[4]x8xf16>, vector<f32>)
%0:4 = "foo.shaped"() : () -> (vector<4xf32>, vector<[4]xi1>, vector<2x[4]x8xf16>, vector<f32>)
// CHECK-NEXT:  %1:4 = "foo.tensors"() : () -> (tensor<?x4x?xf32>, tensor<*xi8>, tensor<4xf32, #foo.enc>, tensor<4xf32, "enc">)
%1:4 = "foo.tensors"() : () -> (tensor<?x4x?xf32>, tensor<*xi8>, tensor<4xf32, #foo.enc>, tensor<4xf32, "enc">)
// CHECK-NEXT:  %2:7 = "foo.memrefs"() : () -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32, 1>, memref<4x4xf32, strided<[4, 1]>>, memref<4xf32, strided<[1]>>, memref<4xf32, "gpu">)
%2:7 = "foo.memrefs"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4xf32, 0>, memref<4xf32, 0 : i64>, memref<4xf32, 1 : i64>, memref<4x4xf32, strided<[4, 1]>>, memref<4xf32, strided<[1], offset: 0>>, memref<4xf32, "gpu">)
// CHECK-NEXT:  %3:3 = "foo.more_memrefs"() : () -> (memref<4x?xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<*xf32, 2>)
%3:3 = "foo.more_memrefs"() : () -> (memref<4x?xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<*xf32, 2>)
// CHECK-NEXT:  %4:7 = "foo.scalars"() : () -> (none, index, i0, si1, ui64, i1, complex<f64>)
%4:7 = "foo.scalars"() : () -> (none, index, i0, si1, ui64, i1, complex<f64>)
// CHECK-NEXT:  %5:7 = "foo.floats"() : () -> (f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, bf16, tf32, f80, f128)
%5:7 = "foo.floats"() : () -> (f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, bf16, tf32, f80, f128)
// CHECK-NEXT:  %6:5 = "foo.nested"() : () -> (tuple<>, tuple<i32, tuple<f32>>, tensor<4xvector<4xf32>>, memref<4xvector<4xf32>>, memref<?x?xcomplex<f32>>)
%6:5 = "foo.nested"() : () -> (tuple<>, tuple<i32, tuple<f32>>, tensor<4xvector<4xf32>>, memref<4xvector<4xf32>>, memref<?x?xcomplex<f32>>)
// CHECK-NEXT:  %7:3 = "foo.dialect"() : () -> (!foo.bar, !foo<"x y">, !foo.baz<1, [2]>)
%7:3 = "foo.dialect"() : () -> (!foo.bar, !foo<"x y">, !foo.baz<1, [2]>)
// CHECK-NEXT:  "foo.fn"() {f = (i32) -> i32, g = () -> i32, h = (i32) -> ((i32) -> i32), i = !foo<"a\"b">, j = !foo.x<"\n">, k = tuple<(i32) -> i32>, l = () -> (), m = (i32, f32) -> (i1, i2)} : () -> ()
"foo.fn"() {f = (i32) -> (i32), g = () -> (i32), h = (i32) -> ((i32) -> (i32)), i = !foo<"a\"b">, j = !foo.x<"\n">, k = tuple<(i32) -> i32>, l = () -> (), m = (i32, f32) -> (i1, i2)} : () -> ()
// CHECK-NEXT:  }) : () -> ()
