// util.numeric.optional_narrow with a semantic type and the optional min/max property struct.
util.func public @f(%a: i32, %f: f32, %t: tensor<4xf32>) -> i32 {
  %0 = util.numeric.optional_narrow %a : i32 as si8
  %1 = util.numeric.optional_narrow %a : i32 as ui8 <min_value = 0 : ui8, max_value = 200 : ui8>
  %2 = util.numeric.optional_narrow %a : i32 as si16 <max_value = 7 : si16> {test.attr}
  %3 = util.numeric.optional_narrow %f : f32 as f16
  %4 = util.numeric.optional_narrow %t : tensor<4xf32> as bf16
  util.return %1 : i32
}
