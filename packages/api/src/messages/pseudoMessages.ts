import { englishMessages } from './english';
import { pseudoCatalogue } from './pseudo';

// The whole catalogue in the pseudo-locale (decision 270): made from English when 'pseudo' is first
// asked for, in loadCatalogue's chunk of its own (never on a host's first load).
export const pseudoMessages = pseudoCatalogue(englishMessages as unknown as Record<string, string>);
