// The dialect's enum attributes as discardable attributes of a function.
func.func @f() attributes {r = #tosa.rounding_mode<INEXACT_ROUND>, m = #tosa.resize_mode<NEAREST_NEIGHBOR>, p = #tosa.prof<pro_fp>, e = #tosa.ext<int16>, l = #tosa.level<none>} {
  return
}
