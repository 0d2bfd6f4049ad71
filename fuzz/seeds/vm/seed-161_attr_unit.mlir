// unit attributes
"foo.attrs"() {a00 = unit} : () -> ()
