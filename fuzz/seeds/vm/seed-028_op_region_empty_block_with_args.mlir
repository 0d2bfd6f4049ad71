// a single empty block with arguments
"foo.region"() ({
^entry(%a: i32, %b: f32):
}) : () -> ()
