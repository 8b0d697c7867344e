import '../styles/dashboard.css';

export { DashboardLayout } from '../layout/DashboardLayout';
export { DashboardHome } from '../home/DashboardHome';
