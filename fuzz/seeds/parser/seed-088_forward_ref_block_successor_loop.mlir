// a loop expressed with forward and backward successors
"foo.func"() ({
^entry(%n: index):
  %zero = "foo.const"() {value = 0 : index} : () -> index
  "foo.br"()[^header] : () -> ()
^header(%i: index):
  %cond = "foo.cmp"(%i, %n) : (index, index) -> i1
  "foo.cond_br"(%cond)[^body, ^exit] : (i1) -> ()
^body:
  %next = "foo.add"(%i, %zero) : (index, index) -> index
  "foo.br"()[^header] : () -> ()
^exit:
  "foo.return"(%i) : (index) -> ()
}) : () -> ()
