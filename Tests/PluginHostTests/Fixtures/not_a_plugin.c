/* A shared library that is not a transhost plugin: it exports no transhost_entry_v1. */
int some_function(void);
int some_function(void) { return 42; }
