/*
 * Calls back into the host from a thread of its own during animate_transition (and
 * joins it before returning), then completes on the host's thread and logs what the
 * other thread's calls returned.
 */
#include <pthread.h>

#define FIXTURE_ID "org.fixture.call-from-thread"
#include "runtime_plugin.h"

typedef struct stray_calls {
  const transhost_host_t *host;
  transhost_context_t ctx;
  transhost_view_t created;
  transhost_view_t container;
  transhost_status set_alpha;
  transhost_status completed;
} stray_calls;

static void *stray_thread(void *argument) {
  stray_calls *calls = (stray_calls *)argument;
  const transhost_host_t *host = calls->host;
  transhost_rect_t frame = {0, 0, 10, 10};
  calls->created = host->view_create(host, "stray", frame);
  calls->container = host->context_container_view(host, calls->ctx);
  calls->set_alpha = host->view_set_double(host, 1, TRANSHOST_PROPERTY_ALPHA, 0.5);
  host->log(host, TRANSHOST_LOG_INFO, "hello from another thread");
  calls->completed = host->context_complete_transition(host, calls->ctx, true);
  return NULL;
}

static void fixture_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  fixture_instance *self = (fixture_instance *)animator;
  stray_calls calls;
  pthread_t thread;
  char line[200];
  memset(&calls, 0, sizeof calls);
  calls.host = self->host;
  calls.ctx = ctx;
  if (pthread_create(&thread, NULL, stray_thread, &calls) != 0) {
    fixture_say(self, "pthread_create failed");
  } else {
    pthread_join(thread, NULL);
  }
  snprintf(line, sizeof line,
           "from another thread: view_create %llu, context_container_view %llu, "
           "view_set_double %d, context_complete_transition %d",
           (unsigned long long)calls.created, (unsigned long long)calls.container,
           (int)calls.set_alpha, (int)calls.completed);
  fixture_say(self, line);
  self->host->context_complete_transition(self->host, ctx, true);
}
