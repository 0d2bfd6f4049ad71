module {
  llvm.func @f() attributes {a = #complex.number<:f64 1.000000e+00, 2.000000e+00> : complex<f64>, b = #complex.number<:f32 1.000000e-01, -0.000000e+00> : complex<f32>, c = #complex.number<:f16 6.550400e+04, -2.500000e+00> : complex<f16>, d = #complex.number<:f64 0x7FF8000000000000, 3.000000e+00> : complex<f64>, e = #complex.number<:bf16 1.500000e+00, 9.994500e-04> : complex<bf16>, g = #complex.number<:f64 4.000000e+00, 5.000000e+00> : complex<f64>} {
    llvm.return
  }
}

