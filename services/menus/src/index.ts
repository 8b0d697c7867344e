export { definition } from './service';
