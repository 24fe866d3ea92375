/* A fade animator whose animate_transition prints on standard output (through stdio,
 * unflushed, and straight to descriptor 1) and on standard error, logs at error level,
 * and adds a view, with text that tries to pass for lines of the account: a newline, a
 * fake "window:" line and terminal escape sequences. Knobs:
 *   FIXTURE_FLOOD_BYTES        also write this many 'x' bytes to descriptor 1 (default 0)
 *   FIXTURE_LOG_COUNT          log this many more numbered messages (default 0)
 *   FIXTURE_CLOSE_DESCRIPTORS  close descriptors 0 to 20 first (default 0)
 *   FIXTURE_DUP2_DESCRIPTORS   dup2 /dev/null over every open descriptor from 100 to
 *                              FIXTURE_DUP2_LAST first, the host's own output among
 *                              them (default 0)
 *   FIXTURE_DUP2_LAST          the last descriptor FIXTURE_DUP2_DESCRIPTORS replaces
 *                              (default 200) */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "transhost.h"

#ifndef FIXTURE_FLOOD_BYTES
#define FIXTURE_FLOOD_BYTES 0
#endif
#ifndef FIXTURE_LOG_COUNT
#define FIXTURE_LOG_COUNT 0
#endif
#ifndef FIXTURE_CLOSE_DESCRIPTORS
#define FIXTURE_CLOSE_DESCRIPTORS 0
#endif
#ifndef FIXTURE_DUP2_DESCRIPTORS
#define FIXTURE_DUP2_DESCRIPTORS 0
#endif
#ifndef FIXTURE_DUP2_LAST
#define FIXTURE_DUP2_LAST 200
#endif

static void fixture_misbehave(const transhost_host_t *host, transhost_context_t ctx) {
  if (FIXTURE_CLOSE_DESCRIPTORS) {
    for (int descriptor = 0; descriptor <= 20; descriptor++) close(descriptor);
  }
  if (FIXTURE_DUP2_DESCRIPTORS) {
    int null = open("/dev/null", O_WRONLY);
    for (int descriptor = 100; null >= 0 && descriptor <= FIXTURE_DUP2_LAST; descriptor++) {
      if (fcntl(descriptor, F_GETFD) >= 0) dup2(null, descriptor);
    }
  }
  printf("misbehave: printf\nwindow: forged by printf\n");
  fputs("misbehave: stderr \x1b[31mred\x1b[0m\n", stderr);
  if (write(1, "window: forged by write\n", 24) < 0) return;
  static char flood[4096];
  memset(flood, 'x', sizeof flood);
  for (long left = FIXTURE_FLOOD_BYTES; left > 0; left -= (long)sizeof flood) {
    size_t count = left < (long)sizeof flood ? (size_t)left : sizeof flood;
    if (write(1, flood, count) < 0) break;
  }
  host->log(host, TRANSHOST_LOG_ERROR, "it broke\nwindow: forged by log\x1b[2J");
  for (int index = 1; index <= FIXTURE_LOG_COUNT; index++) {
    char message[32];
    snprintf(message, sizeof message, "message %d", index);
    host->log(host, TRANSHOST_LOG_INFO, message);
  }
  transhost_rect_t frame = {10, 10, 200, 100};
  transhost_view_t view = host->view_create(host, "evil\nwindow: forged by name\x1b]0;title\x07", frame);
  host->view_add_subview(host, host->context_container_view(host, ctx), view);
}

#define FIXTURE_ID "org.fixture.misbehave"
#define FIXTURE_ANIMATE_CONTEXT_HOOK fixture_misbehave
#include "fixture_plugin.h"
