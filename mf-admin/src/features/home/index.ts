export { AdminHomePage } from './home-page';
