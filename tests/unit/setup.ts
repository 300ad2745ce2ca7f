// Global test setup: each test starts with empty storage. Node-environment files (the demo server) have none.
beforeEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
