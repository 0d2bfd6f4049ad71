module {
  llvm.func @f() attributes {e = #tosa.ext<int16>, l = #tosa.level<none>, m = #tosa.resize_mode<NEAREST_NEIGHBOR>, p = #tosa.prof<pro_fp>, r = #tosa.rounding_mode<INEXACT_ROUND>} {
    llvm.return
  }
}

