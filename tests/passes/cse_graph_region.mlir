// cse in a graph region (the module body): uses are moved only from ops not already known,
// and forward references are allowed.
"test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
%2 = arith.addi %0, %1 : i32
%3 = arith.addi %1, %0 : i32
"test.use"(%3, %2) : (i32, i32) -> ()
%4 = arith.constant 2 : i32
%5 = arith.muli %4, %4 : i32
%6 = arith.constant 2 : i32
"test.use"(%5, %6) : (i32, i32) -> ()
