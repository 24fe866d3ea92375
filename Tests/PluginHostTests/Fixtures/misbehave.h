/*
 * What a plugin can do to the helper process it runs in, chosen with MISBEHAVE at build
 * time; misbehave() is called from animate_transition (see misbehave_in_animate.c and
 * validate_misbehaves.c for when):
 *
 *   MISBEHAVE_EXIT         exit(MISBEHAVE_STATUS)
 *   MISBEHAVE_UNDERSCORE   _exit(MISBEHAVE_STATUS)
 *   MISBEHAVE_LOOP         spins forever
 *   MISBEHAVE_FORK         fork(): the copy returns into the host too
 *   MISBEHAVE_FORK_SLOW    the same, the copy returning 0.3 s after the parent (a copy
 *                          the scheduler runs late)
 *   MISBEHAVE_CLOSE_LOW    closes descriptors 0 to 20
 *   MISBEHAVE_CLOSE_ALL    closes every descriptor from 3 up to the process's limit
 *   MISBEHAVE_FLOOD_OUT    writes a terminal escape, a fake account line and
 *                          MISBEHAVE_FLOOD bytes of 'y' to standard output
 *   MISBEHAVE_FLOOD_ERR    the same to standard error
 *   MISBEHAVE_DETACH       fork(): the child calls setsid(), writes its pid to
 *                          MISBEHAVE_PID_FILE and waits forever (pause()); the plugin
 *                          returns once the child is in its own session
 *   MISBEHAVE_DAEMON       the same from a grandchild (a double fork): the plugin waits
 *                          for the child, which ends once the grandchild is detached, so
 *                          the helper never had the grandchild as its own child
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MISBEHAVE_EXIT 1
#define MISBEHAVE_UNDERSCORE 2
#define MISBEHAVE_LOOP 3
#define MISBEHAVE_FORK 4
#define MISBEHAVE_CLOSE_LOW 5
#define MISBEHAVE_CLOSE_ALL 6
#define MISBEHAVE_FLOOD_OUT 7
#define MISBEHAVE_FLOOD_ERR 8
#define MISBEHAVE_DETACH 9
#define MISBEHAVE_DAEMON 10
#define MISBEHAVE_FORK_SLOW 11

#ifndef MISBEHAVE_STATUS
#define MISBEHAVE_STATUS 0
#endif
#ifndef MISBEHAVE_PID_FILE
#define MISBEHAVE_PID_FILE "/dev/null"
#endif
#ifndef MISBEHAVE_FLOOD
#define MISBEHAVE_FLOOD (3 << 20)
#endif

static void misbehave_flood(int descriptor) {
  static const char lead[] = "\x1b[2Jfake\nwindow: ";
  char chunk[4096];
  long left = MISBEHAVE_FLOOD;
  if (write(descriptor, lead, sizeof lead - 1) < 0) return;
  memset(chunk, 'y', sizeof chunk);
  while (left > 0) {
    long size = left < (long)sizeof chunk ? left : (long)sizeof chunk;
    long written = (long)write(descriptor, chunk, (size_t)size);
    if (written <= 0) return;
    left -= written;
  }
}

static void misbehave_detach(void) {
  int ready[2];
  char byte = 0;
  if (pipe(ready) != 0) return;
  pid_t child = fork();
  if (child < 0) return;
  if (child == 0) {
    FILE *file;
    setsid();
    file = fopen(MISBEHAVE_PID_FILE, "w");
    if (file) {
      fprintf(file, "%ld\n", (long)getpid());
      fclose(file);
    }
    if (write(ready[1], &byte, 1) < 0) _exit(1);
    for (;;) pause();
  }
  close(ready[1]);
  if (read(ready[0], &byte, 1) < 0) byte = 0;
  close(ready[0]);
}

static void misbehave_daemon(void) {
  int status;
  pid_t child = fork();
  if (child < 0) return;
  if (child == 0) {
    misbehave_detach();
    _exit(0);
  }
  while (waitpid(child, &status, 0) < 0) {
  }
}

static void misbehave(void) {
  long descriptor;
  switch (MISBEHAVE) {
  case MISBEHAVE_EXIT: exit(MISBEHAVE_STATUS);
  case MISBEHAVE_UNDERSCORE: _exit(MISBEHAVE_STATUS);
  case MISBEHAVE_LOOP: {
    volatile int spinning = 1;
    while (spinning) {
    }
    break;
  }
  case MISBEHAVE_FORK:
    if (fork() < 0) return;
    break;
  case MISBEHAVE_FORK_SLOW: {
    struct timespec late = {0, 300000000};
    pid_t copy = fork();
    if (copy == 0) nanosleep(&late, NULL);
    break;
  }
  case MISBEHAVE_CLOSE_LOW:
    for (descriptor = 0; descriptor <= 20; descriptor++) close((int)descriptor);
    break;
  case MISBEHAVE_CLOSE_ALL:
    for (descriptor = 3; descriptor < sysconf(_SC_OPEN_MAX); descriptor++) close((int)descriptor);
    break;
  case MISBEHAVE_FLOOD_OUT: misbehave_flood(1); break;
  case MISBEHAVE_FLOOD_ERR: misbehave_flood(2); break;
  case MISBEHAVE_DETACH: misbehave_detach(); break;
  case MISBEHAVE_DAEMON: misbehave_daemon(); break;
  default: break;
  }
}
