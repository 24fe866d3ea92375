/* A good plugin that appends a line to a file each time it is loaded: the tests count
 * loads with it. The file is FIXTURE_MARKER_PATH when defined, else the file named by
 * the environment variable TRANSHOST_FIXTURE_MARKER. The line is `loaded`, or with
 * FIXTURE_MARKER_COMMAND the loading process's first argument after its name (`list`
 * in a scan helper forked from `transhost list`, `__scan` in one executed). */
#include <stdio.h>
#include <string.h>

#ifndef FIXTURE_ID
#define FIXTURE_ID "org.fixture.marker"
#endif
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_mark_load(void) {
#ifdef FIXTURE_MARKER_PATH
  const char *path = FIXTURE_MARKER_PATH;
#else
  const char *path = getenv("TRANSHOST_FIXTURE_MARKER");
#endif
  FILE *file;
  if (!path || !(file = fopen(path, "a"))) return;
#ifdef FIXTURE_MARKER_COMMAND
  {
    char command[4096] = {0};
    FILE *line = fopen("/proc/self/cmdline", "r");
    size_t length = line ? fread(command, 1, sizeof command - 1, line) : 0;
    if (line) fclose(line);
    /* The arguments are NUL-separated: skip the program's name. */
    const char *end = memchr(command, 0, length);
    fprintf(file, "%s\n", end && end + 1 < command + length ? end + 1 : "");
  }
#else
  fputs("loaded\n", file);
#endif
  fclose(file);
}
