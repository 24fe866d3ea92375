/*
 * reaped_rusage.c: a library to preload into a program that starts and reaps child
 * processes (transhost list and its scan helpers): each child the program reaps is
 * logged with its processor time, minor faults and context switches, and the program's
 * own figures when it exits. How docs/PERFORMANCE.md (coldc7) split a cold list's
 * processor time between the host and its helpers.
 *
 *   gcc -O2 -shared -fPIC -o reaped_rusage.so reaped_rusage.c
 *   REAPED_RUSAGE_LOG=/tmp/log LD_PRELOAD=$PWD/reaped_rusage.so transhost list ...
 *
 * A line a process: "<reaper pid> child <pid> u=<ms> s=<ms> minflt=<n> nvcsw=<n>
 * nivcsw=<n>", with child 0 for the program itself. Without REAPED_RUSAGE_LOG nothing
 * is written. The preload is part of the plugin cache's key, so a list run with it
 * neither reads nor replaces the cache a plain run made.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static double milliseconds(struct timeval time) {
  return time.tv_sec * 1e3 + time.tv_usec / 1e3;
}

static void record(pid_t child, const struct rusage *usage) {
  const char *path = getenv("REAPED_RUSAGE_LOG");
  if (path == NULL) return;
  FILE *log = fopen(path, "a");
  if (log == NULL) return;
  fprintf(log, "%d child %d u=%.3f s=%.3f minflt=%ld nvcsw=%ld nivcsw=%ld\n", (int)getpid(),
          (int)child, milliseconds(usage->ru_utime), milliseconds(usage->ru_stime),
          usage->ru_minflt, usage->ru_nvcsw, usage->ru_nivcsw);
  fclose(log);
}

pid_t wait4(pid_t pid, int *status, int options, struct rusage *usage) {
  static pid_t (*next)(pid_t, int *, int, struct rusage *);
  if (next == NULL) next = (pid_t(*)(pid_t, int *, int, struct rusage *))dlsym(RTLD_NEXT, "wait4");
  struct rusage own;
  pid_t reaped = next(pid, status, options, &own);
  if (reaped > 0) {
    if (usage != NULL) *usage = own;
    record(reaped, &own);
  }
  return reaped;
}

pid_t waitpid(pid_t pid, int *status, int options) { return wait4(pid, status, options, NULL); }

__attribute__((destructor)) static void record_self(void) {
  struct rusage usage;
  if (getrusage(RUSAGE_SELF, &usage) == 0) record(0, &usage);
}
