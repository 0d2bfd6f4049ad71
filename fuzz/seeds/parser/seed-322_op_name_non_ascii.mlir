// op and attribute names with non-ASCII bytes are escaped
"foo.caf\C3\A9"() {"\C3\A9" = 1, s = "\E2\9C\93"} : () -> ()
