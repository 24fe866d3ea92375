/*
 * no_kill.c: a library to preload under callgrind so that a program's kill() does
 * nothing. transhost list sends SIGKILL to a scan helper as soon as its last report is
 * read; under valgrind that ends the helper before callgrind writes its profile. With
 * this preloaded the helper leaves on its own (_exit after its last report) and its
 * profile is written. Only for profiling: nothing is ever killed.
 *
 *   gcc -O2 -shared -fPIC -o no_kill.so no_kill.c
 *   LD_PRELOAD=$PWD/no_kill.so valgrind --tool=callgrind \
 *     --callgrind-out-file=cg.%p transhost list ...
 *
 * A forked helper's profile includes what its parent ran before the fork: compare two
 * runs with different numbers of files for the cost a file.
 */
#include <signal.h>
#include <sys/types.h>

int kill(pid_t pid, int signal) {
  (void)pid;
  (void)signal;
  return 0;
}
