// regions nested several levels
"foo.l1"() ({
  "foo.l2"() ({
    "foo.l3"() ({
      "foo.l4"() ({
        %0 = "foo.leaf"() : () -> i32
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
