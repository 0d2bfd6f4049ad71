// util.buffer.slice (a copy, named %buffer) and util.buffer.subspan (a view, named %buffer_span).
util.func public @f(%b: !util.buffer, %n: index, %off: index, %len: index) -> (!util.buffer, !util.buffer) {
  %0 = util.buffer.slice %b[%off] : !util.buffer{%n} -> !util.buffer{%len}
  %1 = util.buffer.slice %b[%off] <alignment = 8> {test.attr} : !util.buffer{%n} -> !util.buffer{%len}
  %2 = util.buffer.subspan %b[%off] : !util.buffer{%n} -> !util.buffer{%len}
  %3 = util.buffer.subspan %b[%off] : !util.buffer{%n} -> !util.buffer{%len} attributes {test.attr}
  util.return %0, %2 : !util.buffer, !util.buffer
}
