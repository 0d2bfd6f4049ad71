// a program with realistic locations
#loc_file = loc("model.py":10:4)
"p.func"() <{sym_name = "forward"}> ({
^bb0(%x: tensor<4xf32> loc("model.py":9:12)):
  %y = "p.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32> loc(#loc_file)
  %z = "p.mul"(%y, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(callsite("torch/functional.py":400:8 at "model.py":11:4))
  "p.return"(%z) : (tensor<4xf32>) -> () loc(fused<"inlined">["model.py":12:4, "lib.py":3:3])
}) : () -> () loc("model.py":9:0)
