export { renderRoutes, renderWithProviders } from './render';
