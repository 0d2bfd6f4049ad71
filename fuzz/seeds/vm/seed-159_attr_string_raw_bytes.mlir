// raw control bytes, tabs, UTF-8 and invalid UTF-8 inside string literals
"foo.attrs"() {tab = "a	b", ctl = "", utf8 = "cafÃ© â‚¬ ðŸ˜€", bad = "ÿþ€", lone = "Ã"} : () -> ()
