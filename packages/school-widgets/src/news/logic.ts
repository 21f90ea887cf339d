export { formatDate } from '../shared/format';
