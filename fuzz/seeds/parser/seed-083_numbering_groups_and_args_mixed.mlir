// result groups, block args and plain values numbered together
"foo.region"() ({
^bb0(%x: i1):
  %g:2 = "foo.g"() : () -> (i1, i1)
  "foo.br"()[^bb1] : () -> ()
^bb1(%y: i1, %z: i1):
  %h:3 = "foo.h"() : () -> (i1, i1, i1)
  %i = "foo.i"(%g#1, %h#2, %y, %x) : (i1, i1, i1, i1) -> i1
  "foo.ret"(%i) : (i1) -> ()
}) : () -> ()
