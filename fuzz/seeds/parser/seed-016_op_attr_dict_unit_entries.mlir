// entries without a value are unit attributes
"foo.op"() {flag, other = unit, dialect.flag} : () -> ()
