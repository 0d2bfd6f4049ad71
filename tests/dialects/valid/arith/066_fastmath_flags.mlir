// Every fastmath flag alone and in combination; `fast` stands for all of them.
func.func @f(%x: f32) -> f32 {
  %0 = arith.addf %x, %x fastmath<reassoc> : f32
  %1 = arith.addf %0, %x fastmath<nnan> : f32
  %2 = arith.addf %1, %x fastmath<ninf> : f32
  %3 = arith.addf %2, %x fastmath<nsz> : f32
  %4 = arith.addf %3, %x fastmath<arcp> : f32
  %5 = arith.addf %4, %x fastmath<contract> : f32
  %6 = arith.addf %5, %x fastmath<afn> : f32
  %7 = arith.addf %6, %x fastmath<ninf,nnan> : f32
  %8 = arith.addf %7, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %9 = arith.addf %8, %x fastmath<fast> : f32
  %10 = arith.addf %9, %x fastmath<none> : f32
  return %10 : f32
}
