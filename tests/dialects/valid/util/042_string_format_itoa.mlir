// util.string.format (its result named after the format) and util.string.itoa (named %itoa).
util.func public @f(%i: index, %x: i32, %s: !util.buffer) -> (!util.buffer, !util.buffer) {
  %0 = util.string.format "value={} at {}"(%x, %i) : (i32, index) -> !util.buffer
  %1 = util.string.format "{1}-{0}/{0}.txt"(%s, %x) : (!util.buffer, i32) -> !util.buffer
  %2 = util.string.format "{{literal}}"() : () -> !util.buffer
  %3 = util.string.format "!!"() {test.attr} : () -> !util.buffer
  %4 = util.string.format "a_very_long_format_string_that_is_cut_at_32_characters {}"(%x) : (i32) -> !util.buffer
  %5 = util.string.itoa %x : i32 -> !util.buffer
  %6 = util.string.itoa %i : index -> !util.buffer
  util.return %0, %5 : !util.buffer, !util.buffer
}
