export { renderRoutes, renderWithProviders } from './render';
export * from './fake-api';
export { sectionProblems } from './section-check';
