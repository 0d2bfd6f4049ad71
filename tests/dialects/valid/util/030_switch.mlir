// util.switch selecting among values by index, with a default; empty cases too.
util.func public @f(%i: index, %a: i32, %b: i32, %d: i32, %x: f32) -> (i32, i32, f32) {
  %0 = util.switch i32 from [%a, %b] at %i else %d : i32
  %1 = util.switch i32 from [] at %i else %d : i32
  %2 = util.switch f32 from [%x, %x, %x] at %i else %x {test.attr} : f32
  util.return %0, %1, %2 : i32, i32, f32
}
