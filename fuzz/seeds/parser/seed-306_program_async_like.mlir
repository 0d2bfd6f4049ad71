// async-style tokens and values
%t0, %v0 = "a.execute"() ({
  %x = "a.compute"() : () -> f32
  "a.yield"(%x) : (f32) -> ()
}) : () -> (!a.token, !a.value<f32>)
%t1 = "a.execute"(%t0) ({
  "a.yield"() : () -> ()
}) : (!a.token) -> !a.token
"a.await_all"(%t0, %t1) : (!a.token, !a.token) -> ()
