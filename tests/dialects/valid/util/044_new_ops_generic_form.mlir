// The new util ops in generic form, with properties the custom form prints as a property struct.
"util.func"() <{function_type = (i32, index, !util.buffer) -> (), sym_name = "f", sym_visibility = "public"}> ({
^bb0(%a: i32, %n: index, %b: !util.buffer):
  %0 = "util.numeric.optional_narrow"(%a) <{max_value = 9 : si8, min_value = -3 : si8, semantic_type = si8}> : (i32) -> i32
  %1 = "util.buffer.constant"() <{alignment = 16 : index, mime_type = "text/plain", name = "n", value = "hi"}> {test.attr} : () -> !util.buffer
  %2 = "util.buffer.alloc"(%n) <{alignment = 8 : index}> : (index) -> !util.buffer
  %3 = "util.buffer.slice"(%b, %n, %n, %n) <{alignment = 4 : index}> : (!util.buffer, index, index, index) -> !util.buffer
  %4 = "util.hoistable_conversion"(%a) <{inverseTag = "b"}> ({
  ^bb0(%x: i32):
    "util.return"(%x) : (i32) -> ()
  }) : (i32) -> i32
  %5:2 = "util.range.extents"(%n, %n) : (index, index) -> (index, index)
  "util.return"() : () -> ()
}) : () -> ()
