// The widgets' query layer, for hosts: wrap the widgets in SchoolQueryProvider once.
export {
  SchoolQueryProvider,
  createSchoolQueryClient,
  type SchoolQueryProviderProps,
  type SchoolQueryClientOptions,
} from '../shared/query';
