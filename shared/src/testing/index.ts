export { renderRoutes, renderWithProviders } from './render';
export * from './fake-api';
