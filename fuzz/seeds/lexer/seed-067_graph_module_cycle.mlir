// a cycle through the module body graph region
%a = "foo.node"(%b) : (i32) -> i32
%b = "foo.node"(%a) : (i32) -> i32
