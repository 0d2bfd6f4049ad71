// a graph-region program printed with debuginfo
%a = "g.node"(%c) : (i32) -> i32 loc("a":1:1)
%b = "g.node"(%a) : (i32) -> i32
%c = "g.node"(%b) : (i32) -> i32 loc("c"("a":1:1))
