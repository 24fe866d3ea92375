/* The library needs_dependency.c links against. */
int fixture_dependency_answer(void);
int fixture_dependency_answer(void) { return 42; }
