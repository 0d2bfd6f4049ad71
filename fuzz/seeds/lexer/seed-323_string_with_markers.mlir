// strings that look like resource or split markers
"foo.a"() {a = "{-#", b = "#-}", c = "// -----", d = "// comment", e = "\22\22"} : () -> ()
