// The util dialect's attributes as discardable attributes, and a byte pattern as a buffer constant.
module attributes {util.a = #util.byte_pattern<0x10> : tensor<4xi8>, util.b = #util.byte_range< 10 ,20 >, util.c = #util.null : !util.buffer, util.d = #util.uninitialized : tensor<4xf32>, util.e = #util.preprocessing_pipeline<"builtin.module(canonicalize)">, util.f = #util.inline.never, util.g = #util.inline.always, util.h = #util.int.assumption<umin = 1, udiv = 4>, util.i = #util.byte_pattern<-1> : i8, util.j = #util.null<ignored>} {
  util.func public @f() -> !util.buffer {
    %0 = util.buffer.constant : !util.buffer = #util.byte_pattern<7> : tensor<16xi8>
    util.return %0 : !util.buffer
  }
}
