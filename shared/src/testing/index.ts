export { renderRoutes, renderWithProviders } from './render';
export { fillForm } from './fill-form';
export * from './fake-api';
export { sectionProblems } from './section-check';
