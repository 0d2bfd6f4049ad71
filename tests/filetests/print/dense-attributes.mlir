// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Dense elements: a splat (all elements equal) prints as one value, nested lists
// follow the shape, hexadecimal input is decoded, and more than 100 elements that are
// not a splat print as a hexadecimal blob of the little-endian storage (i1: one bit
// per element).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:  "foo.d"() {v = dense<1> : tensor<4xi32>} : () -> ()
"foo.d"() {v = dense<1> : tensor<4xi32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[1, 2, 3]> : tensor<3xi8>} : () -> ()
"foo.d"() {v = dense<[1, 2, 3]> : tensor<3xi8>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[{{\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>} : () -> ()
"foo.d"() {v = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<1> : tensor<2x2xi64>} : () -> ()
"foo.d"() {v = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<true> : vector<2xi1>} : () -> ()
"foo.d"() {v = dense<true> : vector<2xi1>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
"foo.d"() {v = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<{{\[\[}}true, false]]> : tensor<1x2xi1>} : () -> ()
"foo.d"() {v = dense<[[true, false]]> : tensor<1x2xi1>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[1, 2]> : tensor<2xi32>} : () -> ()
"foo.d"() {v = dense<"0x0100000002000000"> : tensor<2xi32>} : () -> ()
// A hexadecimal blob of one element is a splat.
// CHECK-NEXT:  "foo.d"() {v = dense<1> : tensor<2x4xi8>} : () -> ()
"foo.d"() {v = dense<"0x01"> : tensor<2x4xi8>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<> : tensor<0xi32>} : () -> ()
"foo.d"() {v = dense<[]> : tensor<0xi32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<5> : tensor<i32>} : () -> ()
"foo.d"() {v = dense<5> : tensor<i32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<-1> : tensor<2xi16>} : () -> ()
"foo.d"() {v = dense<0xFFFF> : tensor<2xi16>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[1, 2]> : tensor<2xindex>} : () -> ()
"foo.d"() {v = dense<[1, 2]> : tensor<2xindex>} : () -> ()
// Complex elements print without a space after the comma.
// CHECK-NEXT:  "foo.d"() {v = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>} : () -> ()
"foo.d"() {v = dense<(1.0, 2.0)> : tensor<complex<f32>>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i16>>} : () -> ()
"foo.d"() {v = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>} : () -> ()
// Floats print like float attributes, element by element.
// CHECK-NEXT:  "foo.d"() {v = dense<[0x7FC00000, 1.000000e+00, 0xFF800000]> : tensor<3xf32>} : () -> ()
"foo.d"() {v = dense<[0x7FC00000, 1.0, 0xFF800000]> : tensor<3xf32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<[1.000000e-01, 0x419D6F3454000000]> : tensor<2xf64>} : () -> ()
"foo.d"() {v = dense<[0.1, 123456789.0]> : tensor<2xf64>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<-0.000000e+00> : tensor<2xbf16>} : () -> ()
"foo.d"() {v = dense<-0.0> : tensor<2xbf16>} : () -> ()
// Strings, for any element type.
// CHECK-NEXT:  "foo.d"() {v = dense<["a", "bc"]> : tensor<2x!foo.str>} : () -> ()
"foo.d"() {v = dense<["a", "bc"]> : tensor<2x!foo.str>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<"x"> : tensor<2x!foo.s>} : () -> ()
"foo.d"() {v = dense<["x", "x"]> : tensor<2x!foo.s>} : () -> ()
// 100 elements are listed, 101 are a blob; a large splat stays a splat.
// CHECK-NEXT:  "foo.d"() {v = dense<[0, 1, 2, {{.*}}, 98, 99]> : tensor<100xi32>} : () -> ()
"foo.d"() {v = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<"0x000000000100000002000000{{[0-9A-F]*}}6300000064000000"> : tensor<101xi32>} : () -> ()
"foo.d"() {v = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<1.500000e+00> : tensor<101xf32>} : () -> ()
"foo.d"() {v = dense<1.5> : tensor<101xf32>} : () -> ()
// CHECK-NEXT:  "foo.d"() {v = dense<"0xB66DDBB66DDBB66DDBB66DDBB66DDB"> : tensor<120xi1>} : () -> ()
"foo.d"() {v = dense<[false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true]> : tensor<120xi1>} : () -> ()
// CHECK-NEXT:  }) : () -> ()
