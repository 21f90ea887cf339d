// The widgets' query layer, for hosts: wrap the widgets in SchoolQueryProvider once; a host's own
// reads (the portal's grants) go through useApiQuery so the widgets' writes refresh them.
export {
  SchoolQueryProvider,
  createSchoolQueryClient,
  useApiQuery,
  whenReadsSettle,
  type ApiQuery,
  type SchoolQueryProviderProps,
  type SchoolQueryClientOptions,
} from '../shared/query';
// The one registry of query keys: a host's read of a widget's data uses the widget's key (useGrants).
export { queryKeys } from '../shared/queryKeys';
// The cache itself, for a host's own timing (the portal's live connection waits for the first reads).
export { useQueryClient } from '@tanstack/react-query';
