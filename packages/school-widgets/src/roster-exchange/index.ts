export { RosterExchange, type RosterExchangeProps } from './RosterExchange';
export { RosterExport, type RosterExportProps } from './RosterExport';
export { RosterImport, type RosterImportProps } from './RosterImport';
