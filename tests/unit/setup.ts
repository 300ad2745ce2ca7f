// Global test setup: each test starts with empty storage.
beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });
