export { PersonalDataCard } from './components/personal-data-card';
