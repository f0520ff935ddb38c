// The activity trail's screen: a lazy chunk of its own, fetched when it opens (app/routes.tsx).
export { ActivityListPage } from './components/activity-list-page';
