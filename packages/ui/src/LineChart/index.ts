export { LineChart } from './LineChart';
export type { LineChartProps } from './LineChart';
