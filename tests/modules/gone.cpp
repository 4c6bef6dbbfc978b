// The dependency that the missing_dependency module cannot find at run time.
int tessera_test_gone_value() {
  return 42;
}
