/* CHostSupport mostly declares libc functions; the one definition here wraps a variadic
 * call Swift cannot make. */
#include "host_support.h"

#include <signal.h>
#include <sys/prctl.h>

int transhost_end_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); }
