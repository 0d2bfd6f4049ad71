// util.cmp.ne on references and integers (result i1).
util.func public @f(%a: !util.buffer, %b: !util.buffer, %x: i32) -> (i1, i1) {
  %0 = util.cmp.ne %a, %b : !util.buffer
  %1 = util.cmp.ne %x, %x {test.attr} : i32
  util.return %0, %1 : i1, i1
}
