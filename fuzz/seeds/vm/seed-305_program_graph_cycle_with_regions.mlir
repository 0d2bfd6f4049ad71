// a graph region with cycles through nested regions
%a = "g.node"(%c) ({
  "g.inner"(%b) : (i32) -> ()
}) : (i32) -> i32
%b = "g.node"(%a) : (i32) -> i32
%c = "g.node"(%b) : (i32) -> i32
