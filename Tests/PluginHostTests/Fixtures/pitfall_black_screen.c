/* A fade that commits TK-BLACK-SCREEN: on a dismissal that keeps the presenter's view
   (view(forKey: .to) is nil, as in a .custom presentation), it moves the presenter's view
   into the container anyway, as the commonest custom-transition bug does. */
#include "transhost.h"

static void black_screen_hook(const transhost_host_t *host, transhost_context_t ctx) {
  transhost_controller_t presenter;
  if (host->context_operation(host, ctx) != TRANSHOST_OPERATION_DISMISS) return;
  if (host->context_view(host, ctx, TRANSHOST_KEY_TO) != 0) return;
  presenter = host->context_view_controller(host, ctx, TRANSHOST_KEY_TO);
  host->view_add_subview(host, host->context_container_view(host, ctx),
                         host->controller_view(host, presenter));
}

#define FIXTURE_ID "org.fixture.black-screen"
#define FIXTURE_ANIMATE_CONTEXT_HOOK black_screen_hook
#include "fixture_plugin.h"
