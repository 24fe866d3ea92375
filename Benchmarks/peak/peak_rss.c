/*
 * peak_rss.c: runs a program and writes its peak resident set size, in KiB, to a
 * file; transhost-bench measures memory through it.
 *
 *   peak_rss OUTPUT_FILE PROGRAM [ARGUMENT...]
 *
 * Why not wait4 in the harness itself: Linux counts, in a child's ru_maxrss, the peak
 * of the memory it ran in before exec, and a child made by posix_spawn runs in its
 * parent's memory until then. The harness may hold hundreds of MiB; this program holds
 * about one, so its child's figure is the child's own. Exits with the program's status
 * (128 + the signal when a signal ended it, 127 when it cannot be started).
 */
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: peak_rss OUTPUT_FILE PROGRAM [ARGUMENT...]\n");
    return 64;
  }
  pid_t child = fork();
  if (child < 0) {
    perror("peak_rss: fork");
    return 127;
  }
  if (child == 0) {
    execv(argv[2], argv + 2);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  while (wait4(child, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("peak_rss: wait4");
      return 127;
    }
  }
  FILE *output = fopen(argv[1], "w");
  if (output != NULL) {
    fprintf(output, "%ld\n", usage.ru_maxrss);
    fclose(output);
  }
  if (WIFSIGNALED(status)) {
    return 128 + WTERMSIG(status);
  }
  return WEXITSTATUS(status);
}
