/*
 * dlopen_floor.c -- the floor transhost-bench compares `transhost list` with: the
 * least a plugin scan can do. For each `.so` in the directory given, in name order,
 * it dlopens the file (RTLD_NOW | RTLD_LOCAL, as transhost does), looks up
 * `transhost_entry_v1`, calls it and prints the path with the ABI version the entry
 * reports. No checks, no descriptors, no host: anything transhost does on top of this
 * is overhead over the floor.
 *
 * Built by the harness:
 *   gcc -O2 -std=c99 -I Sources/CTransitionABI/include -o dlopen_floor dlopen_floor.c -ldl
 * Run:
 *   dlopen_floor DIRECTORY
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

static int by_name(const struct dirent **a, const struct dirent **b) {
  return strcmp((*a)->d_name, (*b)->d_name);
}

static int is_shared_library(const struct dirent *entry) {
  size_t length = strlen(entry->d_name);
  return length > 3 && strcmp(entry->d_name + length - 3, ".so") == 0;
}

int main(int argc, char **argv) {
  struct dirent **entries;
  int count, i, loaded = 0;
  if (argc != 2) {
    fprintf(stderr, "usage: dlopen_floor DIRECTORY\n");
    return 64;
  }
  count = scandir(argv[1], &entries, is_shared_library, by_name);
  if (count < 0) {
    perror(argv[1]);
    return 66;
  }
  for (i = 0; i < count; i++) {
    char path[4096];
    void *library;
    transhost_entry_v1_fn entry_function;
    const transhost_entry_t *entry;
    snprintf(path, sizeof path, "%s/%s", argv[1], entries[i]->d_name);
    free(entries[i]);
    library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      fprintf(stderr, "%s\n", dlerror());
      continue;
    }
    *(void **)(&entry_function) = dlsym(library, "transhost_entry_v1");
    entry = entry_function ? entry_function() : NULL;
    if (!entry) continue;
    printf("%s ABI %u.%u\n", path, (unsigned)entry->abi_major, (unsigned)entry->abi_minor);
    loaded++;
  }
  free(entries);
  return loaded == count ? 0 : 1;
}
