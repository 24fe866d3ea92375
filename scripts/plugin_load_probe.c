/*
 * plugin_load_probe.c -- what loading a plugin runs of it, for
 * scripts/plugin-symbol-order.sh: for each file given, dlopen (RTLD_NOW | RTLD_LOCAL),
 * call transhost_entry_v1, init, and read every descriptor of both factories, as the
 * host's PluginLoader does when it registers a plugin. Run under callgrind, it names the
 * functions of the plugin image that a load executes.
 *
 *   gcc -O2 -std=c99 -I Sources/CTransitionABI/include -o probe plugin_load_probe.c -ldl
 *   probe PLUGIN.so...
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>

#include "transhost.h"

int main(int argc, char **argv) {
  int failures = 0;
  for (int i = 1; i < argc; i++) {
    void *library = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
    transhost_entry_v1_fn entry_function;
    const transhost_entry_t *entry;
    if (!library) {
      fprintf(stderr, "%s\n", dlerror());
      failures++;
      continue;
    }
    *(void **)(&entry_function) = dlsym(library, "transhost_entry_v1");
    entry = entry_function ? entry_function() : NULL;
    if (!entry) {
      fprintf(stderr, "%s: no entry\n", argv[i]);
      failures++;
      continue;
    }
    if (entry->init) entry->init(NULL, argv[i]);
    const transhost_animator_factory_t *animators =
        entry->get_factory(TRANSHOST_ANIMATOR_FACTORY_ID);
    if (animators)
      for (uint32_t k = 0; k < animators->count(); k++) animators->descriptor(k);
    const transhost_object_factory_t *objects = entry->get_factory(TRANSHOST_OBJECT_FACTORY_ID);
    if (objects)
      for (uint32_t k = 0; k < objects->count(); k++) objects->descriptor(k);
    printf("%s\n", argv[i]);
  }
  return failures == 0 ? 0 : 1;
}
