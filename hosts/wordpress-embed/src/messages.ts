/**
 * Texts the embed adds around the widgets (the widgets' own texts live in @school/api's
 * `messages`). `{ID}` is filled in by the element.
 */
export const embedMessages = {
  applicationReceivedTitle: 'Application received',
  applicationReceivedText:
    'Your ID is {ID}. Sign in at the school portal with this ID and the password you chose to follow your application.',
  applyAgain: 'Send another application',
} as const;
