export { PieChart } from './PieChart';
export type { PieChartProps } from './PieChart';
