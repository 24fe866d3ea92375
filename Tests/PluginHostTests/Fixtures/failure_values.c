/*
 * Asks the host for answers whose failure value is also a real answer, with a good
 * and a bad context handle, and logs what came back with what last_status said:
 * "host 1.<minor> size <struct_size>; style <s> status <st>; bad style <s> status <st>;
 * interactive <b> status <st>; bad interactive <b> status <st>". Built against the
 * ABI 1.0 header (Fixtures/abi_1_0) it cannot ask, and logs status 99.
 */
#include <stdio.h>

#include "transhost.h"

static int failure_values_status(const transhost_host_t *host) {
#if TRANSHOST_ABI_MINOR >= 1
  if (TRANSHOST_HOST_HAS(host, last_status)) return host->last_status(host);
#else
  (void)host;
#endif
  return 99;
}

static void failure_values_probe(const transhost_host_t *host, transhost_context_t ctx) {
  transhost_context_t bad = ctx ^ ((uint64_t)1 << 62);
  char line[256];
  transhost_style style = host->context_presentation_style(host, ctx);
  int style_status = failure_values_status(host);
  transhost_style bad_style = host->context_presentation_style(host, bad);
  int bad_style_status = failure_values_status(host);
  bool interactive = host->context_is_interactive(host, ctx);
  int interactive_status = failure_values_status(host);
  bool bad_interactive = host->context_is_interactive(host, bad);
  int bad_interactive_status = failure_values_status(host);
  snprintf(line, sizeof line,
           "host 1.%u size %u; style %d status %d; bad style %d status %d; "
           "interactive %d status %d; bad interactive %d status %d",
           (unsigned)host->abi_minor, (unsigned)host->struct_size, (int)style, style_status,
           (int)bad_style, bad_style_status, (int)interactive, interactive_status,
           (int)bad_interactive, bad_interactive_status);
  host->log(host, TRANSHOST_LOG_INFO, line);
}

#define FIXTURE_ID "org.fixture.failure-values"
#define FIXTURE_ANIMATE_CONTEXT_HOOK failure_values_probe
#include "fixture_plugin.h"
