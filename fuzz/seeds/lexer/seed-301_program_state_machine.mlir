// a state machine with many successors and block arguments
"fsm.machine"() ({
^start(%input: i8):
  "fsm.switch"(%input)[^s0, ^s1, ^s2, ^done] {cases = array<i8: 0, 1, 2>} : (i8) -> ()
^s0:
  "fsm.br"()[^s1] : () -> ()
^s1:
  "fsm.br"()[^s2, ^s0] : () -> ()
^s2(%carry: i8):
  "fsm.br"()[^done] : () -> ()
^done:
  "fsm.halt"() : () -> ()
}) : () -> ()
