// Every host screen test runs without remotes: the federation runtime is a stub whose calls a test
// may inspect or answer (`jest.mocked(loadRemote)`). A test wanting other defaults mocks it itself.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
  // The runtime's own version ranges, for the compatibility check: loaded only when one is made.
  satisfy: (...args: [string, string]) =>
    jest
      .requireActual<typeof import('@module-federation/enhanced/runtime')>(
        '@module-federation/enhanced/runtime',
      )
      .satisfy(...args),
}));
