// util.buffer.copy between two sized buffers and util.buffer.compare of two ranges.
util.func public @f(%a: !util.buffer, %an: index, %b: !util.buffer, %bn: index, %o: index, %len: index) -> i1 {
  util.buffer.copy %a[%o], %b[%o], %len : !util.buffer{%an} -> !util.buffer{%bn}
  util.buffer.copy %a[%o], %a[%len], %len : !util.buffer{%an} -> !util.buffer{%an} attributes {test.attr}
  %0 = util.buffer.compare %a[%o], %b[%o], %len : !util.buffer{%an}, !util.buffer{%bn}
  util.return %0 : i1
}
