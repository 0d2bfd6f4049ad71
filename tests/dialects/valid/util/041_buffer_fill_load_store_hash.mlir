// util.buffer.fill, util.buffer.load, util.buffer.store and util.buffer.hash on [offset for length] ranges.
util.func public @f(%b: !util.buffer, %n: index, %o: index, %len: index, %x: i32, %y: f32) -> (i32, f32, i64) {
  util.buffer.fill %x, %b[%o for %len] : i32 -> !util.buffer{%n}
  util.buffer.fill %o, %b[%o for %len] : index -> !util.buffer{%n}
  %0 = util.buffer.load %b[%o for %len] : !util.buffer{%n} -> i32
  %1 = util.buffer.load %b[%o for %len] : !util.buffer{%n} -> f32 attributes {test.attr}
  util.buffer.store %x, %b[%o for %len] : i32 -> !util.buffer{%n}
  util.buffer.store %y, %b[%o for %len] : f32 -> !util.buffer{%n}
  %2 = util.buffer.hash %b[%o for %len] : !util.buffer{%n} -> i64
  util.return %0, %1, %2 : i32, f32, i64
}
