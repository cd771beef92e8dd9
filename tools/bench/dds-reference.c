/*
 * The reference for the double-dummy benchmark: DDS, the native C++ solver (dds-bridge/dds), on one thread,
 * solving the 20-result tables of a DDS test file (list100.txt, largest.txt) with CalcDDtablePBN, each table
 * checked against the file's TABLE (strains S H D C NT, declarers N E S W, as DDS's resTable).
 *
 * Usage: dds-reference FILE. Prints one JSON line, with each table's time in the file's order:
 *   {"tables":100,"ms":11570.1,"cpuMs":11569.8,"medianMs":83.2,"slowestMs":550.0,"differ":0,"times":[…]}
 * Before the clock starts, one small deal is solved untimed, so that DDS's memory is set up (as the
 * benchmark creates its own engine before it times anything): a file of a few deals times only those.
 * Built by tools/bench/dds-reference.ts against the system's libdds (Debian: libdds-dev), or by hand
 * against any build of DDS (DDS_REFERENCE=path names the binary). Not part of any package.
 */
#include <dds/dll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double ms(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: dds-reference FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "r");
  if (file == NULL) {
    fprintf(stderr, "dds-reference: cannot read %s\n", argv[1]);
    return 2;
  }
  SetMaxThreads(1);
  {
    struct ddTableDealPBN warm;
    strcpy(warm.cards, "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    struct ddTableResults ignored;
    CalcDDtablePBN(warm, &ignored);
  }
  static double times[10000], order[10000];
  static char line[8192];
  char deal[96] = "";
  int tables = 0, differ = 0;
  const double wall0 = ms(CLOCK_MONOTONIC), cpu0 = ms(CLOCK_PROCESS_CPUTIME_ID);
  while (fgets(line, sizeof line, file) != NULL && tables < 10000) {
    if (strncmp(line, "PBN ", 4) == 0) {
      const char *open = strchr(line, '"'), *close = strrchr(line, '"');
      if (open == NULL || close == open || close - open > (long)sizeof deal) continue;
      memcpy(deal, open + 1, (size_t)(close - open - 1));
      deal[close - open - 1] = '\0';
    } else if (strncmp(line, "TABLE ", 6) == 0 && deal[0] != '\0') {
      int expected[20];
      char *p = line + 6;
      for (int i = 0; i < 20; i++) expected[i] = (int)strtol(p, &p, 10);
      struct ddTableDealPBN input;
      strcpy(input.cards, deal);
      struct ddTableResults result;
      const double t0 = ms(CLOCK_MONOTONIC);
      const int rc = CalcDDtablePBN(input, &result);
      times[tables] = order[tables] = ms(CLOCK_MONOTONIC) - t0;
      tables++;
      if (rc != RETURN_NO_FAULT) {
        char message[80];
        ErrorMessage(rc, message);
        fprintf(stderr, "dds-reference: DDS error on %s: %s\n", deal, message);
        return 1;
      }
      int same = 1;
      for (int s = 0; s < 5; s++)
        for (int h = 0; h < 4; h++) same &= result.resTable[s][h] == expected[s * 4 + h];
      differ += !same;
      deal[0] = '\0';
    }
  }
  fclose(file);
  if (tables == 0) {
    fprintf(stderr, "dds-reference: no PBN/TABLE pair in %s\n", argv[1]);
    return 2;
  }
  const double wall = ms(CLOCK_MONOTONIC) - wall0, cpu = ms(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
  qsort(times, (size_t)tables, sizeof times[0], ascending);
  printf("{\"tables\":%d,\"ms\":%.1f,\"cpuMs\":%.1f,\"medianMs\":%.1f,\"slowestMs\":%.1f,\"differ\":%d,\"times\":[", tables,
         wall, cpu, times[tables / 2], times[tables - 1], differ);
  for (int i = 0; i < tables; i++) printf("%s%.2f", i > 0 ? "," : "", order[i]);
  printf("]}\n");
  return 0;
}
