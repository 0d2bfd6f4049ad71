// util.buffer.alloc (named %buffer), with and without alignment, and util.buffer.dealloc.
util.func public @f(%n: index) -> !util.buffer {
  %0 = util.buffer.alloc uninitialized : !util.buffer{%n}
  %1 = util.buffer.alloc uninitialized <alignment = 32> : !util.buffer{%n}
  %2 = util.buffer.alloc uninitialized {test.attr} : !util.buffer{%n}
  util.buffer.dealloc %1 : !util.buffer{%n}
  util.buffer.dealloc %2 : !util.buffer{%n} attributes {test.attr}
  util.return %0 : !util.buffer
}
