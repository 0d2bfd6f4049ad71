// a textual forward reference that respects dominance
"foo.region"() ({
  "foo.br"()[^def] : () -> ()
^use:
  "foo.use"(%v) : (f32) -> ()
  "foo.ret"() : () -> ()
^def:
  %v = "foo.def"() : () -> f32
  "foo.br"()[^use] : () -> ()
}) : () -> ()
