/* CHostSupport mostly declares libc functions; the definitions here wrap variadic calls
 * Swift cannot make. */
#define _GNU_SOURCE
#include "host_support.h"

#include <dlfcn.h>

#include <signal.h>
#include <sys/prctl.h>

int transhost_end_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); }

int transhost_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int transhost_is_subreaper(void) {
  int value = 0;
  if (prctl(PR_GET_CHILD_SUBREAPER, &value, 0, 0, 0) != 0) return 0;
  return value != 0;
}

const char *transhost_object_file(const void *address) {
  Dl_info info;
  if (dladdr(address, &info) == 0) return NULL;
  return info.dli_fname;
}

void transhost_reset_caught_signals(void) {
  for (int signal_number = 1; signal_number < NSIG; signal_number++) {
    struct sigaction action;
    if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
    if (sigaction(signal_number, NULL, &action) != 0) continue;
    if (!(action.sa_flags & SA_SIGINFO) &&
        (action.sa_handler == SIG_DFL || action.sa_handler == SIG_IGN))
      continue;
    signal(signal_number, SIG_DFL);
  }
}

static __thread void *plugin_call_binding;

void *transhost_plugin_call_binding(void) { return plugin_call_binding; }

void transhost_set_plugin_call_binding(void *binding) { plugin_call_binding = binding; }
