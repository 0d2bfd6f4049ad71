// block labels are renumbered per region
"foo.region"() ({
^start:
  "foo.br"()[^loop] : () -> ()
^loop:
  "foo.br"()[^loop, ^exit] : () -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()
