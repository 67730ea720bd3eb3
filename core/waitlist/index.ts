/** Waitlist vocabulary shared by the API, the web app and the mocks. */
export { isTimeline, TIMELINE_LABELS, TIMELINE_REFUSED, TIMELINES, type Timeline } from './timeline.js';
export { waitlistEmail } from './email.js';
export { WAITLIST_MESSAGES, WAITLIST_ZIP } from './messages.js';
export { WAITLIST_FIRST_NAME_MAX, waitlistFirstName, waitlistZip } from './contactFields.js';
export { offersPartnershipWaitlist, PREQUAL_NOT_WAITLISTABLE, PREQUAL_WAITLIST_PRODUCT } from './partnership.js';
