// Every host screen test runs without remotes: the federation runtime is a stub whose calls a test
// may inspect or answer (`jest.mocked(loadRemote)`). A test wanting other defaults mocks it itself.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));
