export { renderRoutes, renderWithProviders } from './render';
export { sectionProblems } from './section-check';
