// What bench/jit/shapes/identity.mlir prints, from a C program built with plain
// `gcc -O2`: the cost of starting a process and printing two lines.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int a = argc > 1 ? atoi(argv[1]) : 0;
  printf("EXEC @id\nresult[0]: i32=%d\n", a);
  return 0;
}
