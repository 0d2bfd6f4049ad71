// escapes in attribute names, symbol names and op names
"foo.op\0A"() {"key\09x" = @"sym\22bol", "\00" = 1} : () -> ()
