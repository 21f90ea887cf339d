import type { Catalogue } from '../i18n';

/** Amharic twin of ../dataSafety.ts (awaiting the school's review). */
export const dataSafetyMessagesAm: Catalogue = {
  recordConflict: 'ይህ በተመሳሳይ ጊዜ ከተቀመጠ ለውጥ ጋር ይጋጫል፦ ገጹን አድሰው እንደገና ይሞክሩ',
  uploadTotalTooLarge: 'የአንድ ጥያቄ ፋይሎች በአንድ ላይ ቢበዛ {mb} MB ሊሆኑ ይችላሉ',
  applicantQuotaExceeded: 'አንድ ማመልከቻ ቢበዛ {mb} MB ፋይሎች ሊይዝ ይችላል',
  invalidDate: 'ትክክለኛ ቀን ያስገቡ',
  textTooLong: 'አንድ ጽሑፍ በጣም ረጅም ነው',
};
