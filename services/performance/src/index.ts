export { definition, performanceService } from './service';
