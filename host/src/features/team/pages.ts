// The team's screens: one lazy chunk, fetched when one of them opens (app/routes.tsx).
export { AddAccountPage } from './components/add-account-page';
export { RolePage } from './components/role-page';
export { RolesPage } from './components/roles-page';
export { TeamPage } from './components/team-page';
