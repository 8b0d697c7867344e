import '../styles/dashboard.css';

export { DashboardLayout } from '../layout/dashboard-layout';
export { DashboardHome } from '../home/dashboard-home';
