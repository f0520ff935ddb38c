// Its own entry, shared on its own at run time: only a phone draws a list as cards, so the login
// page (and a desktop) never downloads them.
export { DataCards } from './data-cards';
