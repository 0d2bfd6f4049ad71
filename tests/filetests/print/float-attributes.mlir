// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Floats print in %e form with 6 digits when that reads back as the same value, in
// hexadecimal bit form otherwise (and always for inf and NaN); f80 and f128 use the
// shortest decimal form that reads back exactly.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:  "foo.f"() {v = 1.000000e+00 : f32} : () -> ()
"foo.f"() {v = 1.0 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.000000e-01 : f64} : () -> ()
"foo.f"() {v = 0.1 : f64} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = -0.000000e+00 : f16} : () -> ()
"foo.f"() {v = -0.0 : f16} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.000000e+10 : f32} : () -> ()
"foo.f"() {v = 1.0e10 : f32} : () -> ()
// Rounded to bf16 first: 3.140625.
// CHECK-NEXT:  "foo.f"() {v = 3.140630e+00 : bf16} : () -> ()
"foo.f"() {v = 3.14159 : bf16} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 0x7F800000 : f32} : () -> ()
"foo.f"() {v = 0x7F800000 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 0xFF800000 : f32} : () -> ()
"foo.f"() {v = 0xFF800000 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 0x7FC00000 : f32} : () -> ()
"foo.f"() {v = 0x7FC00000 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.500000e-07 : f64} : () -> ()
"foo.f"() {v = 1.5e-7 : f64} : () -> ()
// Needs more than 7 significant digits: hexadecimal.
// CHECK-NEXT:  "foo.f"() {v = 0x419D6F3454000000 : f64} : () -> ()
"foo.f"() {v = 123456789.0 : f64} : () -> ()
// The smallest f16 subnormal, written in hexadecimal, reads back from its %e form.
// CHECK-NEXT:  "foo.f"() {v = 5.960460e-08 : f16} : () -> ()
"foo.f"() {v = 0x0001 : f16} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 2.500000e+00 : f8E4M3FN} : () -> ()
"foo.f"() {v = 2.5 : f8E4M3FN} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.000000e+300 : f64} : () -> ()
"foo.f"() {v = 1.0e300 : f64} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 3.000000e-01 : f32} : () -> ()
"foo.f"() {v = 0.3 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.401300e-45 : f32} : () -> ()
"foo.f"() {v = 1.0e-45 : f32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 6.550400e+04 : f16} : () -> ()
"foo.f"() {v = 65504.0 : f16} : () -> ()
// A signalling NaN keeps its payload.
// CHECK-NEXT:  "foo.f"() {v = 0x7FF0000000000001 : f64} : () -> ()
"foo.f"() {v = 0x7FF0000000000001 : f64} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.000000e+02 : tf32} : () -> ()
"foo.f"() {v = 100.0 : tf32} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 1.000000e+00 : f80} : () -> ()
"foo.f"() {v = 1.0 : f80} : () -> ()
// CHECK-NEXT:  "foo.f"() {v = 0.100000000000000005551115123125782702 : f128} : () -> ()
"foo.f"() {v = 0.1 : f128} : () -> ()
// An integer literal with a float type is an error (see the diagnostics tests), but
// a float literal without a type is f64.
// CHECK-NEXT:  "foo.f"() {v = 2.500000e-01 : f64} : () -> ()
"foo.f"() {v = 0.25} : () -> ()
// CHECK-NEXT:  }) : () -> ()
