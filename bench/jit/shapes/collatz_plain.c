// The total Collatz steps of 1..n as a user writes it in C (no attributes), for
// bench/jit.sh; built with plain `gcc -O2`.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int64_t collatz_sum(int64_t n) {
  int64_t acc = 0;
  for (int64_t i = 1; i <= n; i++) {
    int64_t x = i, s = 0;
    while (x != 1) {
      x = (x & 1) ? x * 3 + 1 : (int64_t)((uint64_t)x >> 1);
      s++;
    }
    acc += s;
  }
  return acc;
}

int main(int argc, char **argv) {
  int64_t n = argc > 1 ? atoll(argv[1]) : 1000000;
  printf("%lld\n", (long long)collatz_sum(n));
  return 0;
}
