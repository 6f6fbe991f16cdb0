export { MyPay } from './components/my-pay';
