export { renderRoutes, renderWithProviders } from './render';
export { fillForm } from './fill-form';
export { optionTexts, optionValues } from './select-options';
export * from './fake-api';
export { sectionProblems } from './section-check';
