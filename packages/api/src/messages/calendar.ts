/** Calendar feeds (issue 39): the settings widget and the texts of the .ics the server writes. */
export const calendarMessages = {
  // The settings widget
  calendarFeedsTitle: 'Calendar subscription',
  calendarFeedsIntro:
    'Add your lessons, exam windows and assignment due dates to the calendar of your phone or computer: copy the private address below into its “Subscribe to calendar” or “Add calendar from URL” setting. It keeps itself up to date.',
  calendarFeedsPrivate:
    'Anyone who has this address can see this calendar: keep it private. If it was shared by mistake, regenerate it: the old address stops working.',
  calendarFeedOwn: 'My calendar',
  calendarFeedChild: '{name}’s calendar',
  calendarFeedNone: 'No subscription address yet.',
  calendarFeedAddress: 'Subscription address',
  calendarFeedCreatedOn: 'Made on {date}',
  calendarFeedCreate: 'Make subscription address',
  calendarFeedCopy: 'Copy address',
  calendarFeedCopied: 'Address copied',
  calendarFeedCopyFailed: 'The address could not be copied: select it and copy it by hand',
  calendarFeedRegenerate: 'Regenerate address',
  calendarFeedRegenerateConfirm:
    'Make a new address for {what}? The current one stops working at once: calendars subscribed to it stop updating until you give them the new one.',
  calendarFeedRevoke: 'Stop subscription',
  calendarFeedRevokeConfirm: 'Stop the subscription of {what}? Its address stops working at once.',
  calendarFeedNoChildren: 'No student is linked to your account yet: ask the school to link your children.',
  // The server's answers
  calendarFeedCreated: 'Calendar subscription address made',
  calendarFeedRegenerated: 'A new calendar subscription address was made: the old one no longer works',
  calendarFeedRevoked: 'Calendar subscription stopped: its address no longer works',
  calendarFeedNotFound: 'No such calendar subscription',
  calendarFeedChildRequired: 'Choose which linked student’s calendar to subscribe to',
  calendarFeedNotLinked: 'This student is not linked to your account',
  calendarFeedOwnOnly: 'Your calendar is your own: name no student',
  // The .ics: calendar and event texts
  calendarNameOwn: '{school}: my calendar',
  calendarNameChild: '{school}: {name}',
  calendarLessonTeacher: '{course} · {section}',
  calendarLessonStudent: '{course}',
  calendarLessonDescription: 'Lesson of {course} in {section}, {start}–{end} every week of the term.',
  calendarLessonTeacherLine: 'Teacher: {name}',
  calendarExam: 'Exam: {title}',
  calendarExamDescription:
    'The exam window: it can be started between these times and takes {minutes, plural, one {# minute} other {# minutes}}.',
  calendarDue: 'Due: {title} ({course})',
  calendarDueDescription: 'Assignment of {course} in {section}.',
  calendarForChild: '{name}: {title}',
} as const;
