// Its own entry, shared on its own at run time and fetched by the first screen that shows tabs: the
// login page does not carry it.
export { Tabs, type TabItem, type TabsProps } from '../ui/tabs';
