/* One small program for the hyperfine pairs of test/fixtures/one-process/ (issue 23), built as two
 * copies whose names differ only by the side word: ./prog_base and ./prog_head (see generate.sh).
 * `prog work` does FACTOR x ROUNDS rounds of xorshift and exits. FACTOR is 1 unless the build says
 * otherwise: the A/A pair's two copies are the same build (FACTOR 1), the x2 pair's head copy is
 * built with -DFACTOR=2 (twice the work per execution).                                        */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef FACTOR
#define FACTOR 1
#endif
#define ROUNDS 4000000L

int main(int argc, char **argv) {
  if (argc != 2 || strcmp(argv[1], "work") != 0) {
    fprintf(stderr, "usage: %s work\n", argv[0]);
    return 2;
  }
  volatile uint64_t x = 88172645463325252ULL; /* volatile: every round is done */
  for (long i = 0; i < FACTOR * ROUNDS; i++) {
    uint64_t y = x;
    y ^= y << 13;
    y ^= y >> 7;
    y ^= y << 17;
    x = y;
  }
  return x == 0 ? 1 : 0;
}
