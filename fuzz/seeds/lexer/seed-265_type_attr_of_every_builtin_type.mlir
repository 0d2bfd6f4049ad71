// every builtin type as a type attribute
"foo.types"() {types = [i1, i8, si16, ui32, i64, index, f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN, none, complex<f32>, tuple<>, (i1) -> i2, vector<2xf32>, tensor<*xi8>, tensor<2x?xf16>, memref<4xi32>, memref<*xf32>, !foo.t, !foo<"o">]} : () -> ()
