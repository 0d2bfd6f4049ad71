// A builtin.module written in generic form with a symbol name attribute.
"builtin.module"() <{sym_name = "gen"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
